"""Finding groups before and after a change, on real repositories.

A finding group is one URI and one rule: (repository, file, line, code).
For each repository the script runs two urilint executables (say main's and
a branch's) with ``--isolated --no-cache --exit-zero --output-format json``
and prints findings and groups per side. With hand triage labels
(/work/notes/triage-labels.jsonl, keys repo/file/line/rule) it also prints
the share of groups a maintainer would act on, and how many groups whose
safe fix ``--fix`` applies were labelled as damaged hunks.

    python3 benchmarks/policy_groups.py BEFORE_URILINT AFTER_URILINT REPO_DIR... \\
        [--labels /work/notes/triage-labels.jsonl]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
from typing import Any

# Triage classes of groups a maintainer would act on (a real problem in the text).
ACT = frozenset({
    "broken-by-translation", "broken-link-space", "raw-caret-in-destination", "raw-quote-in-destination",
    "real-broken-uri", "real-double-encoding", "real-lowercase-hex",
})
Key = tuple[str, str, int, str]


def run(urilint: str, repo: str) -> list[dict[str, Any]]:
    out = subprocess.run(
        [urilint, "check", "--isolated", "--no-cache", "--exit-zero", "--output-format", "json", "."],
        cwd=repo, capture_output=True, timeout=1800,
    ).stdout
    return json.loads(out.decode("utf-8", "replace")) if out.strip() else []


def groups(repo: str, findings: list[dict[str, Any]]) -> dict[Key, list[dict[str, Any]]]:
    found: dict[Key, list[dict[str, Any]]] = {}
    for f in findings:
        found.setdefault((repo, f["path"], f["line"], f["code"]), []).append(f)
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("repos", nargs="+")
    parser.add_argument("--labels")
    args = parser.parse_args()
    sides: dict[str, dict[Key, list[dict[str, Any]]]] = {"before": {}, "after": {}}
    print(f"{'repo':24} {'findings':>9} {'groups':>7} -> {'findings':>9} {'groups':>7}")
    for path in args.repos:
        name = os.path.basename(os.path.normpath(path))
        counts = []
        for side, exe in (("before", args.before), ("after", args.after)):
            findings = run(exe, path)
            grouped = groups(name, findings)
            sides[side].update(grouped)
            counts += [len(findings), len(grouped)]
        print(f"{name:24} {counts[0]:9} {counts[1]:7} -> {counts[2]:9} {counts[3]:7}")
    if not args.labels:
        return
    rows = [json.loads(line) for line in open(args.labels, encoding="utf-8")]
    group_label = {(r["repo"], r["file"], r["line"], r["rule"]): (r["label"], r["class"]) for r in rows if r["kind"] == "group"}
    hunk_label = {(r["repo"], r["file"], r["line"]): r["label"] for r in rows if r["kind"] == "hunk"}
    for side, grouped in sides.items():
        kinds: collections.Counter[str] = collections.Counter()
        fixes: collections.Counter[str] = collections.Counter()
        for key, findings in grouped.items():
            label = group_label.get(key)
            kinds["unlabelled" if label is None else "act" if label[1] in ACT else label[1] if label[0] == "TRUE" else "false-positive"] += 1
            if any(f["fix"] and f["fix"]["applicability"] == "safe" for f in findings):
                fixes[hunk_label.get(key[:3], "unlabelled")] += 1
        total = len(grouped)
        print(f"{side}: {total} groups, act on {kinds['act']} ({100 * kinds['act'] / max(total, 1):.1f}%); {dict(kinds)}")
        print(f"{side}: groups whose safe fix --fix applies, by hunk label: {dict(fixes)}")


if __name__ == "__main__":
    main()
