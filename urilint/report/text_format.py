"""Text: ``path:line:column: CODE message``, the source line with the
offending characters marked and the suggested replacement, then a summary."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from typing import Any, TextIO

from ..model import Applicability
from ..model import FileResult
from . import Located, is_fixable, located

WINDOW = 100  # characters of a long line shown around a finding


def report(results: list[FileResult], out: TextIO, context: dict[str, Any]) -> None:
    unsafe = context.get("unsafe", False)
    all_located = list(located(results))
    if context.get("statistics"):
        _statistics(all_located, out, unsafe)
    else:
        for loc in all_located:
            out.write(render(loc))
    _summary(all_located, results, out, context)


def render(loc: Located) -> str:
    f = loc.finding
    head = f"{loc.path}:{loc.line}:{loc.column}: {f.code} {f.message}\n"
    # Slice only the shown window out of the text: copying a whole line of
    # a minified file (50 MB) per finding is what the reporter cost before.
    text, line_start, length = _line_bounds(loc)
    start = loc.column - 1
    end = loc.end_column - 1 if loc.end_line == loc.line else length
    lo, hi = 0, length
    if length > WINDOW:  # show a window of a long (minified) line
        lo = max(0, start - WINDOW // 2)
        hi = min(length, max(end, start + 1) + WINDOW // 2)
    shown = ("…" if lo else "") + text[line_start + lo : line_start + hi] + ("…" if hi < length else "")
    offset = 1 if lo else 0
    gutter = str(loc.line)
    pad = " " * len(gutter)
    marked = text[line_start + start : line_start + min(end, length)] if end > start else ""
    marks = " " * _width(shown[: start - lo + offset]) + "^" * max(1, _width(marked))
    note = ""
    if loc.replacement is not None and f.fix is not None:
        label = "fix" if f.fix.applicability is Applicability.SAFE else "unsafe fix"
        note = f" {label}: {loc.replacement!r}"
    return f"{head}{pad} |\n{gutter} | {_printable(shown)}\n{pad} | {marks}{note}\n\n"


def _summary(all_located: list[Located], results: list[FileResult], out: TextIO, context: dict[str, Any]) -> None:
    fixed = sum(r.fixed for r in results)
    total = len(all_located)
    if fixed:
        out.write(f"Fixed {fixed} finding{'s' * (fixed != 1)}.\n")
    if not total:
        if not fixed and not context.get("errors"):  # errors are not a pass
            out.write("All checks passed!\n")
        return
    # With unsafe fixes enabled (flag or config), --fix applies them too.
    with_fix = sum(1 for loc in all_located if is_fixable(loc.finding, context.get("unsafe", False)))
    unsafe = sum(1 for loc in all_located if is_fixable(loc.finding, True)) - with_fix
    out.write(
        f"Found {total} finding{'s' * (total != 1)} "
        f"({with_fix} fixable with --fix, {unsafe} with --unsafe-fixes).\n"
    )


def _statistics(all_located: list[Located], out: TextIO, unsafe: bool) -> None:
    counts = Counter((loc.finding.code, loc.finding.name) for loc in all_located)
    fixable = Counter(loc.finding.code for loc in all_located if is_fixable(loc.finding, unsafe))
    for (code, name), count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        mark = "[*]" if fixable[code] else "[ ]"
        out.write(f"{count:>6}  {code}  {mark} {name}\n")


def _line_bounds(loc: Located) -> tuple[str, int, int]:
    """The text, the offset where the finding's line starts and the line's
    length without its ending."""
    index = loc.index
    line_start = index.starts[loc.line - 1]
    line_end = index.starts[loc.line] - 1 if loc.line < len(index.starts) else len(index.text)
    while line_end > line_start and index.text[line_end - 1] == "\r":
        line_end -= 1
    return index.text, line_start, line_end - line_start


def _width(text: str) -> int:
    """Terminal cells taken by `text` (wide East Asian characters take two)."""
    if text.isascii():  # one cell each, also after _printable's 1:1 replacements
        return len(text)
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in _printable(text))


# Characters _printable replaces: controls (a tab by a space) and lone surrogates.
_UNPRINTABLE = re.compile("[\\x00-\\x1f\\ud800-\\udfff]")


def _printable(text: str) -> str:
    if _UNPRINTABLE.search(text) is None:
        return text
    return _UNPRINTABLE.sub(lambda m: " " if m.group() == "\t" else "?", text)
