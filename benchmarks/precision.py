#!/usr/bin/env python3
"""Precision of urilint on real repositories: finding groups and --fix hunks to triage.

    python benchmarks/precision.py DIR... [--out OUT] [--fix-diff] [--unsafe-fixes]
                                          [--labels LABELS.jsonl] [--urilint CMD]

For every DIR (one extracted repository; its name is the folder's name):

1. runs ``urilint check --output-format json --isolated --no-cache --exit-zero DIR``
   (``--isolated``: the repository's own config, if any, is ignored; default rules);
2. groups the findings by (file, rule, URI): one group is one decision for a
   triager ("is this URI's finding real?"), however many characters it flags;
3. writes ``OUT/REPO/groups.jsonl`` (one object per group: repo, file, line,
   column, rule, uri, message, count, lines, source line, fix) and a readable
   ``OUT/REPO/groups.md``;
4. with ``--fix-diff``: copies DIR to a temporary folder, runs
   ``urilint check --fix`` there (``--unsafe-fixes`` adds unsafe ones), compares
   every file byte for byte with the original and writes ``OUT/REPO/fix.diff``
   (unified, 3 lines of context) and ``OUT/REPO/hunks.jsonl`` (one object per
   zero-context hunk: file, line, old lines, new lines and the changed
   fragments), one hunk being one decision: OK or DAMAGED.

``--labels FILE`` reads triage labels (JSON Lines, see below) and adds the
true / false / unlabeled counts of groups and ok / damaged / unlabeled counts of
hunks to the table; every unlabeled group or hunk is written to
``OUT/unlabeled.jsonl`` so a re-run on newer code shows exactly what is new.

Label lines (extra keys such as ``note`` are kept for people, ignored here)::

    {"kind": "group", "repo": R, "file": F, "line": N, "rule": "URI004", "uri": U,
     "label": "TRUE" | "FALSE", "class": "short-fp-class"}
    {"kind": "hunk", "repo": R, "file": F, "old": "old lines", "new": "new lines",
     "label": "OK" | "DAMAGED", "class": "short-damage-class"}

A group matches a label with the same (repo, file, line, rule, uri), where line
is the group's first line; failing that, one with the same (repo, file, rule,
uri) (counted as "loose"). A hunk matches on (repo, file, old, new) exactly.

The table (stdout and ``OUT/summary.md``; raw numbers in ``OUT/summary.json``):
files (regular files under DIR, .git and caches left out), findings, groups,
true, false, unlabeled, precision = true / (true + false), fix hunks, damaged.
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
from realrepo_common import (  # noqa: E402
    LineCache,
    markdown_table,
    read_jsonl,
    UrilintFailed,
    run_json,
    urilint_command,
    walk_files,
    write_jsonl,
)

Key = Tuple[str, ...]


def group_findings(repo: str, findings: List[Dict[str, Any]], lines: LineCache) -> List[Dict[str, Any]]:
    """One record per (file, rule, URI), in file and line order."""
    groups: Dict[Key, Dict[str, Any]] = {}
    for f in sorted(findings, key=lambda f: (f["path"], f["line"], f["column"], f["code"])):
        key = (f["path"], f["code"], f.get("uri") or "")
        g = groups.get(key)
        if g is None:
            fix = f.get("fix") or {}
            groups[key] = g = {
                "repo": repo, "file": f["path"], "line": f["line"], "column": f["column"],
                "rule": f["code"], "name": f.get("name", ""), "uri": f.get("uri") or "",
                "message": f["message"], "count": 0, "lines": [],
                "source": lines.line(f["path"], f["line"]),
                "fix": fix.get("replacement"), "applicability": fix.get("applicability"),
            }
        g["count"] += 1
        if f["line"] not in g["lines"]:
            g["lines"].append(f["line"])
    return list(groups.values())


def fix_hunks(repo: str, root: Path, urilint: List[str], unsafe: bool, timeout: int = 600) -> Tuple[str, List[Dict[str, Any]]]:
    """Run --fix on a copy of `root`; the unified diff and one record per zero-context hunk."""
    with tempfile.TemporaryDirectory(prefix="urilint-precision-") as tmp:
        copy = Path(tmp) / root.name
        shutil.copytree(root, copy, symlinks=True)
        args = [*urilint, "check", "--fix", "--isolated", "--no-cache", "--exit-zero", "--output-format", "json"]
        args += ["--unsafe-fixes"] if unsafe else []
        proc = subprocess.run([*args, str(copy)], capture_output=True, text=True, timeout=timeout)
        if proc.returncode != 0:
            print(f"precision: {repo}: --fix exited {proc.returncode}: {proc.stderr.strip()[:300]}", file=sys.stderr)
        patch: List[str] = []
        hunks: List[Dict[str, Any]] = []
        for original in walk_files(root):
            rel = original.relative_to(root).as_posix()
            fixed = copy / rel
            before = original.read_bytes()
            after = fixed.read_bytes() if fixed.exists() else b""
            if before == after:
                continue
            old = before.decode("utf-8", "surrogateescape").splitlines(keepends=True)
            new = after.decode("utf-8", "surrogateescape").splitlines(keepends=True)
            patch += difflib.unified_diff(old, new, f"a/{rel}", f"b/{rel}")
            hunks += file_hunks(repo, rel, old, new)
        return "".join(patch).encode("utf-8", "surrogateescape").decode("utf-8", "replace"), hunks


def file_hunks(repo: str, rel: str, old: List[str], new: List[str]) -> List[Dict[str, Any]]:
    """Zero-context hunks of one file, with the changed fragments inside them."""
    out = []
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    for group in matcher.get_grouped_opcodes(0):
        i1, i2, j1, j2 = group[0][1], group[-1][2], group[0][3], group[-1][4]
        a, b = "".join(old[i1:i2]), "".join(new[j1:j2])
        out.append({
            "repo": repo, "file": rel, "line": i1 + 1, "old": text_key(clean(a)), "new": text_key(clean(b)),
            "changes": [[clean(x), clean(y)] for x, y in changed_fragments(a, b)],
        })
    return out


def changed_fragments(a: str, b: str, limit: int = 4000) -> List[Tuple[str, str]]:
    """The (old, new) fragments that differ between two hunk texts.

    The common prefix and suffix are cut first; a middle longer than `limit`
    (a minified line, a source map) is one fragment, since a character-level
    diff of it would take quadratic time.
    """
    p = 0
    while p < min(len(a), len(b)) and a[p] == b[p]:
        p += 1
    s = 0
    while s < min(len(a), len(b)) - p and a[len(a) - 1 - s] == b[len(b) - 1 - s]:
        s += 1
    a, b = a[p:len(a) - s], b[p:len(b) - s]
    if max(len(a), len(b)) > limit:
        return [(a, b)]
    inner = difflib.SequenceMatcher(None, a, b, autojunk=False)
    return [(a[i:j], b[k:m]) for tag, i, j, k, m in inner.get_opcodes() if tag != "equal"]


def text_key(text: str, limit: int = 2000) -> str:
    """`text` itself, or for a long text (a minified line) a digest that still identifies it."""
    if len(text) <= limit:
        return text
    digest = hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]
    return f"sha1:{digest} ({len(text)} chars) {text[:200]}…"


def clean(text: str) -> str:
    """Text safe to store as JSON (lone surrogates from undecodable bytes become U+FFFD)."""
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


class Labels:
    """Triage labels, looked up by group or hunk key."""

    def __init__(self, items: List[Dict[str, Any]]) -> None:
        self.exact: Dict[Key, Dict[str, Any]] = {}
        self.loose: Dict[Key, Dict[str, Any]] = {}
        self.hunks: Dict[Key, Dict[str, Any]] = {}
        for item in items:
            if item.get("kind") == "hunk":
                self.hunks[(item["repo"], item["file"], item["old"], item["new"])] = item
            else:
                self.exact[self._key(item, True)] = item
                self.loose.setdefault(self._key(item, False), item)

    @staticmethod
    def _key(item: Dict[str, Any], with_line: bool) -> Key:
        base = (item["repo"], item["file"], item["rule"], item["uri"])
        return base + (str(item["line"]),) if with_line else base

    def group(self, g: Dict[str, Any]) -> Tuple[Optional[Dict[str, Any]], str]:
        """The label of group `g` and how it matched: exact, loose or ''."""
        hit = self.exact.get(self._key(g, True))
        if hit is not None:
            return hit, "exact"
        hit = self.loose.get(self._key(g, False))
        return (hit, "loose") if hit is not None else (None, "")

    def hunk(self, h: Dict[str, Any]) -> Optional[Dict[str, Any]]:
        return self.hunks.get((h["repo"], h["file"], h["old"], h["new"]))


def apply_labels(labels: Labels, groups: List[Dict[str, Any]], hunks: List[Dict[str, Any]]) -> Counter:
    """Stamp label/class on groups and hunks; the counts for the table."""
    counts: Counter = Counter()
    for g in groups:
        hit, how = labels.group(g)
        g["label"], g["class"] = (hit["label"], hit.get("class", "")) if hit else ("", "")
        counts[g["label"] or "UNLABELED"] += 1
        counts["loose"] += how == "loose"
        if g["label"] in ("TRUE", "FALSE"):
            counts[("fp:" if g["label"] == "FALSE" else "true:") + g["class"]] += 1
    for h in hunks:
        hit = labels.hunk(h)
        h["label"], h["class"] = (hit["label"], hit.get("class", "")) if hit else ("", "")
        counts["hunk:" + (h["label"] or "UNLABELED")] += 1
        if h["label"] == "DAMAGED":
            counts["damage:" + h["class"]] += 1
    return counts


def groups_markdown(repo: str, groups: List[Dict[str, Any]]) -> str:
    """A readable triage sheet: one block per group."""
    out = [f"# {repo}: {len(groups)} finding groups\n"]
    for n, g in enumerate(groups, 1):
        label = f" **{g['label']}** {g['class']}" if g.get("label") else ""
        fix = f"\n- fix ({g['applicability']}): `{g['fix']}`" if g["fix"] is not None else ""
        out.append(
            f"## {n}. {g['file']}:{g['line']}:{g['column']} {g['rule']} x{g['count']}{label}\n"
            f"- uri: `{g['uri']}`\n- message: {g['message']}{fix}\n"
            f"- lines: {', '.join(map(str, g['lines'][:20]))}\n\n```text\n{g['source']}\n```\n"
        )
    return "\n".join(out)


def measure(root: Path, urilint: List[str], out: Path, args: argparse.Namespace, labels: Optional[Labels]) -> Dict[str, Any]:
    """Everything for one repository; returns its summary row."""
    repo = root.name
    files = sum(1 for _ in walk_files(root))
    findings = run_json(urilint, root, timeout=args.timeout)
    groups = group_findings(repo, findings, LineCache(root))
    patch, hunks = fix_hunks(repo, root, urilint, args.unsafe_fixes, args.timeout) if args.fix_diff else ("", [])
    counts = apply_labels(labels, groups, hunks) if labels else Counter()
    folder = out / repo
    folder.mkdir(parents=True, exist_ok=True)
    write_jsonl(folder / "groups.jsonl", groups)
    (folder / "groups.md").write_text(groups_markdown(repo, groups), encoding="utf-8", errors="backslashreplace")
    if args.fix_diff:
        (folder / "fix.diff").write_text(patch, encoding="utf-8", errors="backslashreplace")
        write_jsonl(folder / "hunks.jsonl", hunks)
    return {
        "repo": repo, "files": files, "findings": len(findings), "groups": len(groups),
        "rules": dict(Counter(g["rule"] for g in groups)),
        "fix_hunks": len(hunks) if args.fix_diff else None,
        "counts": dict(counts),
        "unlabeled": [g for g in groups if labels and not g["label"]]
        + [dict(h, kind="hunk") for h in hunks if labels and not h["label"]],
    }


def summary_table(rows: List[Dict[str, Any]], labelled: bool, fixed: bool) -> str:
    """The per-repository Markdown table plus a total row."""
    header = ["repository", "files", "findings", "groups"]
    header += ["true", "false", "unlabeled", "precision"] if labelled else []
    header += ["fix hunks"] + (["damaged", "unlabeled hunks"] if labelled else []) if fixed else []
    table = []
    total: Counter = Counter()
    for r in rows + [{"repo": "**total**"}]:
        if r["repo"] == "**total**":
            c = total
            vals = [total["files"], total["findings"], total["groups"]]
        else:
            c = Counter(r["counts"])
            vals = [r["files"], r["findings"], r["groups"]]
            total.update({"files": r["files"], "findings": r["findings"], "groups": r["groups"],
                          "fix_hunks": r["fix_hunks"] or 0})
            total.update(c)
        row: List[Any] = [r["repo"], *vals]
        if labelled:
            t, f = c["TRUE"], c["FALSE"]
            row += [t, f, c["UNLABELED"], f"{t / (t + f):.2f}" if t + f else "-"]
        if fixed:
            row.append(total["fix_hunks"] if r["repo"] == "**total**" else r["fix_hunks"])
            if labelled:
                row += [c["hunk:DAMAGED"], c["hunk:UNLABELED"]]
        table.append(row)
    return markdown_table(header, table)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dirs", nargs="+", type=Path, metavar="DIR", help="extracted repositories")
    parser.add_argument("--out", type=Path, default=Path("benchmarks/.precision"), help="output folder")
    parser.add_argument("--urilint", help="urilint command line (default: next to sys.executable, else PATH)")
    parser.add_argument("--fix-diff", action="store_true", help="also run --fix on a copy and diff it")
    parser.add_argument("--unsafe-fixes", action="store_true", help="with --fix-diff: apply unsafe fixes too")
    parser.add_argument("--labels", type=Path, help="triage labels (JSON Lines) to count true/false")
    parser.add_argument("--timeout", type=int, default=600, help="seconds per urilint run before the repository is skipped")
    args = parser.parse_args(argv)
    urilint = urilint_command(args.urilint)
    labels = Labels(read_jsonl(args.labels)) if args.labels else None
    args.out.mkdir(parents=True, exist_ok=True)
    rows: List[Dict[str, Any]] = []
    failed: List[str] = []
    for root in args.dirs:
        if not root.is_dir():
            print(f"precision: {root}: not a folder, skipped", file=sys.stderr)
            continue
        try:
            rows.append(measure(root, urilint, args.out, args, labels))
        except (subprocess.TimeoutExpired, UrilintFailed) as exc:
            failed.append(f"{root.name}: " + (str(exc) if isinstance(exc, UrilintFailed) else f"urilint did not finish in {args.timeout} s"))
            print(f"precision: {failed[-1]}", file=sys.stderr)
            continue
        print(f"precision: {root.name}: {rows[-1]['findings']} findings, {rows[-1]['groups']} groups", file=sys.stderr)
    table = summary_table(rows, labels is not None, args.fix_diff)
    unlabeled = [u for r in rows for u in r.pop("unlabeled")]
    if labels is not None:
        write_jsonl(args.out / "unlabeled.jsonl", unlabeled)
        classes = Counter()
        for r in rows:
            classes.update({k: v for k, v in r["counts"].items() if k.startswith(("fp:", "damage:", "true:"))})
        table += "\n\n" + markdown_table(["class", "groups/hunks"], sorted(classes.items(), key=lambda kv: -kv[1]))
    if failed:
        table += "\n\nNot measured: " + "; ".join(failed)
    (args.out / "summary.md").write_text(table + "\n", encoding="utf-8")
    (args.out / "summary.json").write_text(json.dumps(rows, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(table)
    if unlabeled:
        print(f"\n{len(unlabeled)} unlabeled groups/hunks: {args.out / 'unlabeled.jsonl'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
