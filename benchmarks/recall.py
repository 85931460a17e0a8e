#!/usr/bin/env python3
"""Recall of urilint on real repositories, against an independent yardstick.

    python benchmarks/recall.py DIR... [--out OUT] [--urilint CMD] [--examples N]

For every DIR, ``recall_extract.problems()`` (a deliberately simple and
conservative extractor that shares no code with urilint; its module docstring
says exactly what it counts) lists (file, line, rule) problems. urilint runs
on the same folder (``check --output-format json --isolated --no-cache
--exit-zero``, plus ``-v`` to learn which files it skipped). A yardstick
problem is *found* when urilint reports the same rule on the same line of the
same file. Recall = found / yardstick problems, per repository and overall;
classes named ``scope:...`` are outside urilint's documented rules and are
counted apart.

Every miss is classified by (rule, context, file kind, what was offending;
or "file skipped by urilint") and written with examples to
``OUT/recall.md``; all misses go to ``OUT/misses.jsonl`` and the numbers to
``OUT/recall.json``. Read the misses: each is either a urilint miss or a
yardstick false positive, and the note should say which.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Set, Tuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
from realrepo_common import UrilintFailed, markdown_table, run_json, urilint_command, walk_files, write_jsonl  # noqa: E402
from recall_extract import Problem, kind_of, problems  # noqa: E402

SKIPPED = re.compile(r"^urilint: skipped (.+?) (/.+)$")


def skipped_files(urilint: List[str], root: Path, timeout: int) -> Dict[str, str]:
    """Files urilint says it skipped (-v), relative path -> reason."""
    args = [*urilint, "check", "-v", "--isolated", "--no-cache", "--exit-zero", "--statistics", str(root)]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
    out: Dict[str, str] = {}
    for line in proc.stderr.splitlines():
        m = SKIPPED.match(line)
        if m:
            path = Path(m.group(2))
            try:
                out[path.resolve().relative_to(root.resolve()).as_posix()] = m.group(1)
            except ValueError:
                continue
    return out


def miss_class(p: Problem, rel: str, found_rules: Set[str], skipped: Dict[str, str]) -> str:
    """A short class name for a yardstick problem urilint did not report."""
    if rel in skipped:
        return f"file skipped by urilint ({skipped[rel]})"
    kind = kind_of(Path(rel))
    what = p.detail
    if p.rule == "URI005":
        cat = unicodedata.category(what[0])
        what = "letter" if cat[0] in "LM" else f"non-letter ({cat})"
    elif p.rule == "URI006":
        what = "zone" if what.startswith("zone") else ("%+letter" if re.match(r"%[A-Za-z]", what) else "%+other")
    elif p.rule in ("URI001", "URI002", "URI003", "URI007"):
        what = ""
    other = f", urilint said {'/'.join(sorted(found_rules))}" if found_rules else ""
    return f"{p.rule} {what} in {p.context} ({kind}){other}".replace("  ", " ")


def measure(root: Path, urilint: List[str], timeout: int = 600) -> Dict[str, Any]:
    """Yardstick problems, urilint findings and the misses of one repository."""
    findings = run_json(urilint, root, timeout=timeout)
    reported: Dict[Tuple[str, int], Set[str]] = defaultdict(set)
    for f in findings:
        reported[(f["path"], f["line"])].add(f["code"])
    skipped = skipped_files(urilint, root, timeout)
    keys: Dict[Tuple[str, int, str], Tuple[Problem, str]] = {}
    for path in walk_files(root):
        rel = path.relative_to(root).as_posix()
        for p in problems(path):
            keys.setdefault((rel, p.line, p.rule), (p, rel))
    found, misses = Counter(), []
    total = Counter()
    for (rel, line, rule), (p, _) in sorted(keys.items()):
        scope = "scope" if rule.startswith("scope:") else "in"
        total[scope] += 1
        rules_here = reported.get((rel, line), set())
        if rule in rules_here:
            found[scope] += 1
            continue
        misses.append({
            "repo": root.name, "file": rel, "line": line, "rule": rule, "context": p.context,
            "detail": p.detail, "uri": p.uri, "class": miss_class(p, rel, rules_here, skipped),
            "scope": scope,
        })
    return {"repo": root.name, "problems": total["in"], "found": found["in"],
            "scope_problems": total["scope"], "scope_found": found["scope"], "misses": misses}


def report(rows: List[Dict[str, Any]], examples: int) -> str:
    """The Markdown report: per-repository table, then miss classes with examples."""
    table = []
    tot = Counter()
    for r in rows:
        tot.update({k: r[k] for k in ("problems", "found", "scope_problems", "scope_found")})
        table.append(_row(r["repo"], r))
    table.append(_row("**total**", tot))
    text = markdown_table(["repository", "yardstick problems", "urilint found", "recall",
                           "out-of-scope problems", "found"], table)
    classes: Dict[str, List[Dict[str, Any]]] = defaultdict(list)
    for r in rows:
        for m in r["misses"]:
            classes[m["class"]].append(m)
    text += "\n\n## Misses by class\n"
    for name, items in sorted(classes.items(), key=lambda kv: -len(kv[1])):
        text += f"\n### {name}: {len(items)}\n\n"
        for m in items[:examples]:
            name = unicodedata.name(m["detail"][0], "") if len(m["detail"]) == 1 and ord(m["detail"]) > 127 else ""
            name = f" ({name.lower()})" if name else ""
            text += f"- `{m['repo']}/{m['file']}:{m['line']}` `{m['detail']}`{name} in `{m['uri'][:160]}`\n"
    return text


def _row(name: str, r: Any) -> List[Any]:
    rec = f"{r['found'] / r['problems']:.3f}" if r["problems"] else "-"
    return [name, r["problems"], r["found"], rec, r["scope_problems"], r["scope_found"]]


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dirs", nargs="+", type=Path, metavar="DIR", help="extracted repositories")
    parser.add_argument("--out", type=Path, default=Path("benchmarks/.recall"), help="output folder")
    parser.add_argument("--urilint", help="urilint command line (default: next to sys.executable, else PATH)")
    parser.add_argument("--examples", type=int, default=5, help="examples per miss class in recall.md")
    parser.add_argument("--timeout", type=int, default=600, help="seconds per urilint run before the repository is skipped")
    args = parser.parse_args(argv)
    urilint = urilint_command(args.urilint)
    args.out.mkdir(parents=True, exist_ok=True)
    rows = []
    for root in args.dirs:
        if not root.is_dir():
            print(f"recall: {root}: not a folder, skipped", file=sys.stderr)
            continue
        try:
            rows.append(measure(root, urilint, args.timeout))
        except (subprocess.TimeoutExpired, UrilintFailed) as exc:
            print(f"recall: {root.name}: not measured: {exc if isinstance(exc, UrilintFailed) else 'timeout'}", file=sys.stderr)
            continue
        r = rows[-1]
        print(f"recall: {root.name}: {r['found']}/{r['problems']}", file=sys.stderr)
    text = report(rows, args.examples)
    (args.out / "recall.md").write_text(text + "\n", encoding="utf-8")
    write_jsonl(args.out / "misses.jsonl", [m for r in rows for m in r["misses"]])
    summary = [{k: v for k, v in r.items() if k != "misses"} for r in rows]
    (args.out / "recall.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
