"""Text (``--output-format full``, or ``text``): ``path:line:column: CODE message``, the source line with the
offending characters marked and the suggested replacement, then one
summary line (ruff's wording: "Found N findings (F fixed, R remaining)."
after --fix). Findings are written as they are located: memory for one at
a time, not for all."""

from __future__ import annotations

import unicodedata
from collections import Counter
from functools import lru_cache

from ..model import Applicability
from ..model import FileResult
from . import Located, is_fixable, located
from .colour import PLAIN, Style

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, TextIO

WINDOW = 100  # characters of a long line shown around a finding


def report(results: list[FileResult], out: TextIO, context: dict[str, Any], concise: bool = False) -> None:
    """The full report, or with `concise` one line per finding (concise_format)."""
    unsafe = context.get("unsafe", False)
    style = context.get("style", PLAIN)
    if context.get("statistics"):
        for row in statistics(results, unsafe):
            mark = "[*]" if row["fixable"] else "[ ]"
            out.write(f"{row['count']:>6}  {style.code(row['code'])}  {mark} {row['name']}\n")
        total, with_fix, with_unsafe = _counts(results, unsafe)
    else:
        total = with_fix = with_unsafe = 0
        for loc in located(results):
            out.write(headline(loc, style) if concise else render(loc, style))
            total += 1
            with_fix += is_fixable(loc.finding, unsafe)
            with_unsafe += is_fixable(loc.finding, True)
        with_unsafe -= with_fix
    if context.get("show_fixes"):
        out.write(fixes_applied(results, "Fixed"))
    line = summary(results, total, with_fix, with_unsafe, context)
    if line and not context.get("quiet"):
        out.write(style.summary(line.rstrip("\n")) + "\n")


def summary(results: list[FileResult], total: int, with_fix: int, with_unsafe: int, context: dict[str, Any]) -> str:
    """The one summary line (empty after errors with nothing found)."""
    fixed = sum(r.fixed for r in results)
    if fixed:
        return f"Found {_n(fixed + total, 'finding')} ({fixed} fixed, {total} remaining).\n"
    if not total:
        return "" if context.get("errors") else "All checks passed!\n"  # errors are not a pass
    # With unsafe fixes enabled (flag or config), --fix applies them too.
    return f"Found {_n(total, 'finding')} ({with_fix} fixable with --fix, {with_unsafe} with --unsafe-fixes).\n"


def fixes_applied(results: list[FileResult], verb: str) -> str:
    """--show-fixes: the fixes applied (or that would be), per file and rule."""
    fixed = [r for r in sorted(results, key=lambda r: r.path) if r.fixed]
    if not fixed:
        return f"\nNo findings {'fixed' if verb == 'Fixed' else 'would be fixed'}.\n"
    lines = [f"\n{verb} {_n(sum(r.fixed for r in fixed), 'finding')}:\n"]
    for result in fixed:
        lines.append(f"- {result.path}:\n")
        for (code, name), count in sorted(Counter(result.fixed_codes).items()):
            lines.append(f"    {count} × {code} ({name})\n")
    return "".join(lines) + "\n"


def statistics(results: list[FileResult], unsafe: bool) -> list[dict[str, Any]]:
    """Counts per rule, most frequent first (the fields ruff's JSON has)."""
    counts: Counter[tuple[str, str]] = Counter()
    fixable: Counter[str] = Counter()
    for result in results:
        for f in result.findings:
            counts[(f.code, f.name)] += 1
            fixable[f.code] += is_fixable(f, unsafe)
    return [
        {"code": code, "name": name, "count": count, "fixable": bool(fixable[code]), "fixable_count": fixable[code]}
        for (code, name), count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    ]


def _counts(results: list[FileResult], unsafe: bool) -> tuple[int, int, int]:
    findings = [f for r in results for f in r.findings]
    with_fix = sum(is_fixable(f, unsafe) for f in findings)
    return len(findings), with_fix, sum(is_fixable(f, True) for f in findings) - with_fix


def _n(count: int, noun: str) -> str:
    return f"{count} {noun}{'s' * (count != 1)}"


def headline(loc: Located, style: Style = PLAIN) -> str:
    """``path:line:column: CODE message`` and a line break."""
    return f"{style.path(loc.path)}:{loc.line}:{loc.column}: {style.code(loc.finding.code)} {loc.finding.message}\n"


def render(loc: Located, style: Style = PLAIN) -> str:
    f = loc.finding
    head = headline(loc, style)
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
    # The marked part, at most the window: a finding may span a long line.
    marked = text[line_start + start : line_start + min(end, hi)] if end > start else ""
    marks = " " * _width(shown[: start - lo + offset]) + style.marks("^" * max(1, _width(marked)))
    note = ""
    replacement = loc.replacement if f.fix is not None else None
    if replacement is not None and f.fix is not None:
        label = "fix" if f.fix.applicability is Applicability.SAFE else "unsafe fix"
        if len(replacement) > WINDOW:
            replacement = replacement[:WINDOW] + "…"
        note = " " + style.fix(f"{label}: {replacement!r}")
    bar = style.gutter("|")
    return f"{head}{pad} {bar}\n{style.gutter(gutter)} {bar} {_printable(shown)}\n{pad} {bar} {marks}{note}\n\n"


def _line_bounds(loc: Located) -> tuple[str, int, int]:
    """The text, the offset where the finding's line starts and the line's
    length without its ending."""
    index = loc.lines
    line_start = index.starts[loc.line - 1]
    line_end = index.starts[loc.line] - 1 if loc.line < len(index.starts) else len(index.text)
    while line_end > line_start and index.text[line_end - 1] == "\r":
        line_end -= 1
    return index.text, line_start, line_end - line_start


def _width(text: str) -> int:
    """Terminal cells taken by `text` (wide East Asian characters take two)."""
    if text.isascii():  # one cell each, also after _printable's 1:1 replacements
        return len(text)
    # One cell per character (_printable's replacements are 1:1, and a lone
    # surrogate it replaces is not wide), plus one per wide character: only
    # the non-ASCII ones are looked up (str.translate drops the others, in
    # C), each distinct one once per run (a Python step per character of
    # every shown line was a third of a warm run's time on a non-English
    # docs tree).
    return len(text) + sum(map(_is_wide, text.translate(_ASCII_DROPPED)))


_ASCII_DROPPED = dict.fromkeys(range(0x80))  # a str.translate table: None deletes


@lru_cache(maxsize=4096)
def _is_wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in "WF"


# Characters _printable replaces, as a str.translate table: controls by
# "?" (a tab by a space) and lone surrogates by "?". str.isprintable()
# clears most lines first.
_UNPRINTABLE = {**dict.fromkeys(range(0x20), "?"), 0x09: " ", **dict.fromkeys(range(0xD800, 0xE000), "?")}


def _printable(text: str) -> str:
    return text if text.isprintable() else text.translate(_UNPRINTABLE)
