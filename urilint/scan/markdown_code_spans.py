"""Where a Markdown code span ends: the next backtick run as long as the
one that opens it, in its paragraph, and before any list item starts (the
block parser reads a list as one paragraph: markdown_blocks.ORDINARY_RUN)."""

from __future__ import annotations

import bisect

from ..pattern_store import MULTILINE, compiled_re

BACKTICK_RUN = compiled_re(r"`+")


def backtick_runs(text: str, start: int, end: int) -> dict[int, list[int]]:
    """The ends of the backtick runs in text[start:end], by run length."""
    runs: dict[int, list[int]] = {}
    for match in BACKTICK_RUN.finditer(text, start, end):
        runs.setdefault(match.end() - match.start(), []).append(match.end())
    return runs


def code_span_end(text: str, runs: dict[int, list[int]], pos: int, run: int, paragraph: int) -> int:
    """The end of the code span that the backtick run text[pos:run] opens
    in the paragraph starting at `paragraph`, or -1: the next run as long,
    with no list item starting before it (a paragraph here runs on through
    list items, a code span does not: sweep 164, a stray backtick made a
    broken link in the next item code)."""
    close = _closing_run(runs, run, run - pos)
    if close >= 0 and text.find("\n", run, close) >= 0 and _item_starts(text, paragraph, run, close):
        return -1
    return close


# A line that may start a list item: its indentation, its marker, content.
_ITEM_LINE = compiled_re(r"^([ ]{0,3})([-+*]|[0-9]{1,9}[.)])[ \t]+\S", MULTILINE)


def _item_starts(text: str, paragraph: int, start: int, end: int) -> bool:
    """Whether a list item starts on a line in text[start:end] of the
    paragraph starting at `paragraph` (CommonMark 5.2): a bullet item, or
    an ordered one numbered 1, with content (they may interrupt a
    paragraph); or any ordered one as far in as the ordered item the
    paragraph starts with (its sibling). Not "2019. was..." in running
    text, an empty "1.", a definition's ": " (sweep 165)."""
    sibling: int | None = -1
    for line in _ITEM_LINE.finditer(text, start, end):
        marker = line.group(2)
        if marker in "-+*" or marker[:-1] == "1":
            return True
        if sibling == -1:
            first = _ITEM_LINE.match(text, paragraph)
            sibling = len(first.group(1)) if first is not None and first.group(2)[-1] in ".)" else None
        if sibling == len(line.group(1)):
            return True
    return False


def _closing_run(runs: dict[int, list[int]], pos: int, count: int) -> int:
    """The end of the first run of exactly `count` backticks after `pos`
    (which closes a code span opened before it), or -1."""
    ends = runs.get(count, ())
    index = bisect.bisect_right(ends, pos)
    return ends[index] if index < len(ends) else -1
