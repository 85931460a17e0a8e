"""Shared plumbing of precision.py and recall.py: run urilint, walk a tree, read lines, labels.

Nothing here imports urilint: the benchmarks see urilint only through its
command line and its JSON output, so they measure whatever ``urilint`` they
are given (``--urilint CMD``, default the ``urilint`` next to
``sys.executable``, else the one on PATH).
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Sequence

# Folders never walked: version control metadata and tool caches.
SKIP_DIRS = {".git", ".hg", ".svn", ".urilint_cache", "__pycache__"}


class UrilintFailed(Exception):
    """urilint crashed or exited with an error on a repository (the message says how)."""


def urilint_command(given: Optional[str]) -> List[str]:
    """The urilint command line: --urilint, else next to sys.executable, else PATH."""
    if given:
        return shlex.split(given)
    beside = Path(sys.executable).parent / "urilint"
    if beside.exists():
        return [str(beside)]
    found = shutil.which("urilint")
    if found is None:
        raise SystemExit("precision: no urilint found; pass --urilint CMD")
    return [found]


def run_json(cmd: Sequence[str], root: Path, extra: Sequence[str] = (), timeout: int = 1800) -> List[Dict[str, Any]]:
    """urilint's JSON findings for `root`, each path made relative to `root` (posix)."""
    args = [*cmd, "check", "--output-format", "json", "--isolated", "--no-cache", "--exit-zero", *extra, str(root)]
    proc = subprocess.run(args, capture_output=True, text=True, encoding="utf-8", timeout=timeout)
    if proc.returncode != 0:
        raise UrilintFailed(f"urilint exited {proc.returncode}: {proc.stderr.strip().splitlines()[-1:] or ''}")
    findings = json.loads(proc.stdout or "[]")
    for f in findings:
        f["path"] = relative(f["path"], root)
    return findings


def relative(path: str, root: Path) -> str:
    """`path` relative to `root`, with forward slashes."""
    try:
        return Path(path).resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return Path(path).as_posix()


def walk_files(root: Path) -> Iterator[Path]:
    """Every regular file under `root` (symlinks not followed), SKIP_DIRS left out, sorted."""
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for name in sorted(filenames):
            p = Path(dirpath, name)
            if p.is_file() and not p.is_symlink():
                yield p


class LineCache:
    """Source lines of files under one root, decoded as UTF-8 with replacement."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._lines: Dict[str, List[str]] = {}

    def line(self, rel: str, number: int, width: int = 400) -> str:
        """Line `number` (1-based) of `rel`, without its newline, cut to `width` characters."""
        if rel not in self._lines:
            try:
                data = (self.root / rel).read_bytes()
            except OSError:
                data = b""
            self._lines[rel] = data.decode("utf-8", "replace").splitlines()
        lines = self._lines[rel]
        text = lines[number - 1] if 0 < number <= len(lines) else ""
        return text if len(text) <= width else text[:width] + "…"


def read_jsonl(path: Path) -> List[Dict[str, Any]]:
    """The JSON objects of a JSON Lines file (blank lines and `//` comment lines skipped)."""
    items = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("//"):
            continue
        try:
            items.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise SystemExit(f"{path}:{n}: not JSON: {exc}") from None
    return items


def write_jsonl(path: Path, items: Sequence[Dict[str, Any]]) -> None:
    """Write `items` as JSON Lines (UTF-8, one object per line)."""
    with path.open("w", encoding="utf-8", errors="backslashreplace") as out:  # lone surrogates: undecodable bytes
        for item in items:
            out.write(json.dumps(item, ensure_ascii=False, sort_keys=True) + "\n")


def markdown_table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A GitHub Markdown table; numbers right-aligned."""
    def align(i: int) -> str:
        return "---:" if rows and all(isinstance(r[i], (int, float)) for r in rows) else "---"
    out = ["| " + " | ".join(header) + " |", "| " + " | ".join(align(i) for i in range(len(header))) + " |"]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(out)
