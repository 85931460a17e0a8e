"""A Markdown text's spans after small edits, re-extracting only the
paragraphs the edits touch.

--fix proves a fix safe by extracting the fixed text again (fix.py); on a
long file that second extraction is most of the proof's cost, though a fix
changes a few URIs. `respan` gives exactly what `markdown.extract` gives
for the edited text, or None (then the caller extracts the whole text),
when it can show the rest of the file cannot see the difference:

- every edit only swaps characters that no Markdown or template syntax is
  made of (letters, digits, ``%-._~``: what the safe fixes write and
  remove), away from the brackets that pair with ``%`` into a template
  delimiter (``{%``, ``%>``), in paragraphs that hold no such delimiter;
- the block structure (code and HTML blocks, paragraphs) of the edited
  text is the old one's, shifted; each edit lies inside one paragraph;
- the touched paragraphs, extracted as a text of their own (a blank line
  between two; the same block structure before and after the edits),
  give the old text's spans there, placed back: nothing outside them
  decided those; their edited versions then give the new spans.

The other spans are the old ones, shifted by the edits before them.
"""

from __future__ import annotations

import bisect

from ..model import Edit, UriSpan
from .markdown import extract
from .markdown_blocks import Blocks, parse_blocks

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Sequence

# What an edit may remove and write.
INERT = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789%-._~")
# What may not stand right next to an edit ("{%", "%}", "<%", "%>").
BRACKETS = frozenset("{}<>")
# A touched paragraph holding one of these is extracted with the whole
# text: which "{%" a "%}" closes may change with an edit anywhere between
# them, and depend on text past the paragraph (Hypothesis found
# "[t](http://e.org/%{%}`)http://e.org/<a href=\"http://e.org/%7e%}\">"
# followed by "{% raw %}": alone, the fixed paragraph lost a URI).
TEMPLATE_DELIMITERS = ("{%", "%}", "<%", "%>")


def respan(
    old: str, old_spans: Sequence[UriSpan], new: str, edits: Sequence[Edit], schemes: frozenset[str] | None
) -> list[UriSpan] | None:
    """`markdown.extract(new, schemes)`, given `old`, its spans and the
    sorted, non-overlapping `edits` that made `new` from it; None when
    the edits may reach past the paragraphs holding them."""
    if not edits or not _inert(old, edits):
        return None
    at = _Mover(edits)
    blocks = parse_blocks(old)
    if not _past_line_syntax(old, edits) and _shift_blocks(blocks, at) != parse_blocks(new):
        return None
    touched = _touched(blocks.paragraphs, edits)
    if touched is None:
        return None
    moved = [(at(a), at(b)) for a, b in touched]
    old_alone, new_alone = _alone(old, touched), _alone(new, moved)
    if any(delimiter in old_alone for delimiter in TEMPLATE_DELIMITERS):
        return None  # a "%" an edit removes may pair a tag's delimiters anew, past the paragraph
    if _shift_blocks(parse_blocks(old_alone), _Mover(_compact(edits, touched))) != parse_blocks(new_alone):
        return None
    inside: list[UriSpan] = []
    outside: list[UriSpan] = []
    for span in old_spans:
        (inside if _within(touched, span.start, span.end) else outside).append(span)
    if _placed(extract(old_alone, schemes), touched) != inside:
        return None  # the touched paragraphs' spans depend on the rest of the text
    # Both lists are sorted by start (extract's order) and hold no two
    # spans starting at the same place: merged, they are in that order too.
    return sorted(_shifted(outside, at) + _placed(extract(new_alone, schemes), moved), key=_start)


def _start(span: UriSpan) -> int:
    return span.start


def _inert(text: str, edits: Sequence[Edit]) -> bool:
    size = len(text)
    for start, end, replacement in edits:
        if not INERT.issuperset(replacement) or not INERT.issuperset(text[start:end]):
            return False
        if (start > 0 and text[start - 1] in BRACKETS) or (end < size and text[end] in BRACKETS):
            return False
    return True


# How far into a line (past its indentation) what it is may be decided: a
# list item's "123456789." and its blank, a fence's "~~~" (a "<", ">" or
# "{" first is looked at further: an HTML block's tag, a block quote's
# markers, a site generator's code block tag).
LINE_SYNTAX = 16


def _past_line_syntax(text: str, edits: Sequence[Edit]) -> bool:
    """Whether every edit lies past the part of its line that decides the
    line's block (LINE_SYNTAX): then the edited text's blocks are the old
    ones, shifted, with no parse to show it (markdown_blocks reads a line's
    kind from its indentation and its first characters; an edit writes no
    blank, and what a block of code or HTML runs over ends before any
    paragraph an edit is in)."""
    for start, _, _ in edits:
        first = text.rfind("\n", 0, start) + 1
        while first < start and text[first] in " \t":
            first += 1
        if start < first + LINE_SYNTAX or text[first] in "<>{":
            return False
    return True


def _touched(paragraphs: list[tuple[int, int]], edits: Sequence[Edit]) -> list[tuple[int, int]] | None:
    """The paragraphs holding the edits (sorted, each once); None when an
    edit is not wholly inside one."""
    starts = [a for a, _ in paragraphs]
    touched: list[tuple[int, int]] = []
    for edit in edits:
        i = bisect.bisect_right(starts, edit.start) - 1
        if i < 0 or edit.end > paragraphs[i][1]:
            return None
        if not touched or touched[-1] != paragraphs[i]:
            touched.append(paragraphs[i])
    return touched


def _within(ranges: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether [start, end) overlaps one of the sorted, disjoint `ranges`."""
    i = bisect.bisect_right(ranges, (start, 1 << 62)) - 1
    if i >= 0 and start < ranges[i][1]:
        return True
    return i + 1 < len(ranges) and ranges[i + 1][0] < end


# Between two paragraphs extracted alone: a blank line.
SEPARATOR = "\n\n"


def _alone(text: str, paragraphs: list[tuple[int, int]]) -> str:
    """The `paragraphs` (each starting a line, ending before its newline)
    as a text of their own, a blank line between two."""
    return SEPARATOR.join([text[a:b] for a, b in paragraphs])


def _compact(edits: Sequence[Edit], paragraphs: list[tuple[int, int]]) -> list[Edit]:
    """`edits` (each inside one of the `paragraphs`) at their places in
    `_alone(text, paragraphs)`."""
    starts = [a for a, _ in paragraphs]
    offsets = _alone_starts(paragraphs)
    moved = []
    for edit in edits:
        i = bisect.bisect_right(starts, edit.start) - 1
        delta = offsets[i] - paragraphs[i][0]
        moved.append(Edit(edit.start + delta, edit.end + delta, edit.replacement))
    return moved


def _alone_starts(paragraphs: list[tuple[int, int]]) -> list[int]:
    """Where each of `paragraphs` starts in `_alone(text, paragraphs)`."""
    starts = []
    pos = 0
    for a, b in paragraphs:
        starts.append(pos)
        pos += b - a + len(SEPARATOR)
    return starts


def _placed(spans: list[UriSpan], paragraphs: list[tuple[int, int]]) -> list[UriSpan]:
    """Spans found in `_alone(text, paragraphs)`, at their places in `text`."""
    starts = _alone_starts(paragraphs)
    placed = []
    for span in spans:
        i = bisect.bisect_right(starts, span.start) - 1
        placed.append(span.moved(paragraphs[i][0] - starts[i]))
    return placed


class _Mover:
    """Where an offset (not strictly inside an edit) lands after `edits`."""

    def __init__(self, edits: Sequence[Edit]) -> None:
        self.ends = [end for _, end, _ in edits]
        self.deltas = [0]
        for start, end, replacement in edits:
            self.deltas.append(self.deltas[-1] + len(replacement) - (end - start))

    def __call__(self, pos: int) -> int:
        return pos + self.deltas[bisect.bisect_right(self.ends, pos)]


def _shift_blocks(blocks: Blocks, at: _Mover) -> Blocks:
    return Blocks(
        [
            block._replace(
                start=at(block.start),
                end=at(block.end),
                content_start=at(block.content_start),
                content_end=at(block.content_end),
            )
            for block in blocks.code
        ],
        [(at(a), at(b)) for a, b in blocks.html],
        [(at(a), at(b)) for a, b in blocks.paragraphs],
        [at(a) for a in blocks.html_starts],
    )


def _shifted(spans: list[UriSpan], at: _Mover) -> list[UriSpan]:
    """`spans` (sorted by start), which no edit touches, moved by the edits
    before them: `at` read in one merge pass over the edits' ends, not a
    bisection per span."""
    ends, deltas = at.ends, at.deltas
    count = len(ends)
    shifted = []
    passed = 0  # edits ending at or before the span's start: bisect_right(ends, start)
    last = 0
    for span in spans:
        start = span.start
        if start < last:  # out of order after all: look it up
            passed = bisect.bisect_right(ends, start)
        while passed < count and ends[passed] <= start:
            passed += 1
        shifted.append(span.moved(deltas[passed]))
        last = start
    return shifted
