"""Markdown (CommonMark, GFM): link and image destinations, reference
definitions, autolinks, inline HTML attributes and bare URIs (also inside
code spans and blocks, which readers copy).

Destinations are found by a literal search for ``](`` and ``]:``; link
syntax inside fenced code blocks and code spans is not a link and is
skipped there (bare URIs in them are still found). A destination with a
raw space, ``[t](a b.png)``, is not a link to CommonMark (it renders as
text): it is returned whole and delimited, so the space is reported rather
than the link silently shortened.
"""

from __future__ import annotations

import bisect
import re
from typing import Iterator, Sequence

import regex

from ..model import BROKEN_LINK, UriSpan
from ..positions import line_start
from .bare import find_bare
from .combine import merge, merge_into, walls_of
from .html import find_attributes
from .escapes import with_backslash_escapes, with_character_references
from .references import reference_span

MAX_DESTINATION = 2048
# A reference definition's label, "[label]:", at most three spaces in.
# Footnote definitions "[^1]:" are not links.
DEFINITION_LABEL = regex.compile(r"[ ]{0,3}+\[(?!\^)[^\[\]\r\n]++\]:")
# The content of "(...)" after "]": backslash escapes, parentheses nested
# two deep (CommonMark allows any depth; deeper is not seen in links). Runs
# are possessive: linear.
_PLAIN = r"(?:[^()\\\r\n]++|\\.)"
LINK_CONTENT = regex.compile(rf"(?:{_PLAIN}|\((?:{_PLAIN}|\((?:{_PLAIN})*+\))*+\))*+")
# What ends a _PLAIN run: the first one is usually the closing ")".
LINK_SYNTAX = re.compile(r"[()\\\r\n]")
SPACE = re.compile(r"[ \t]")
# A run up to whitespace (re's \s is str.isspace).
NON_SPACE = re.compile(r"\S*")
FENCE = regex.compile(r"[ ]{0,3}+(`{3,}+|~{3,}+)")


def fenced_blocks(text: str) -> list[tuple[int, int]]:
    """[start, end) of each fenced code block, found from its fences."""
    if "```" not in text and "~~~" not in text:
        return []
    fences: list[tuple[int, str]] = []
    for marker in ("```", "~~~"):
        pos = text.find(marker)
        while pos >= 0:
            line = line_start(text, pos)
            match = FENCE.match(text, line)
            if match is not None and match.end(1) > pos:
                fences.append((line, match.group(1)))
                pos = match.end()
            else:
                pos += 3
            pos = text.find(marker, pos)
    fences.sort()
    blocks: list[tuple[int, int]] = []
    opening: tuple[int, str] | None = None
    for line, fence in fences:
        if opening is None:
            opening = (line, fence)
        elif fence[0] == opening[1][0] and len(fence) >= len(opening[1]):
            # A closing fence has no info string; an opening one may.
            blocks.append((opening[0], line + len(fence)))
            opening = None
    if opening is not None:
        blocks.append((opening[0], len(text)))
    return blocks


class _LineStarts:
    """Line starts for offsets asked in increasing order, in linear total
    time: a long one-line file must not cost a search back per question."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.last = -1
        self.start = 0

    def __call__(self, pos: int) -> int:
        text, last = self.text, self.last
        if 0 <= last <= pos and text.find("\n", last, pos) < 0 and text.find("\r", last, pos) < 0:
            self.last = pos
            return self.start
        self.last, self.start = pos, line_start(text, pos)
        return self.start


class _Code:
    """Answers "is this offset inside code?" for fenced blocks and spans.

    Offsets are asked in increasing order; the backtick parity of the
    current line is carried forward instead of recounted from its start."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.blocks = fenced_blocks(text)
        self.starts = [b[0] for b in self.blocks]
        self.line_start = _LineStarts(text)
        self.counted = (-1, -1, 0)  # (line start, offset counted up to, backticks % 2)

    def __contains__(self, pos: int) -> bool:
        i = bisect.bisect_right(self.starts, pos) - 1
        if i >= 0 and pos < self.blocks[i][1]:
            return True
        line = self.line_start(pos)
        counted_line, upto, parity = self.counted
        if counted_line != line or upto > pos:
            upto, parity = line, 0
        parity = (parity + self.text.count("`", upto, pos)) % 2
        self.counted = (line, pos, parity)
        return parity == 1


def find_destinations(text: str, schemes: frozenset[str] | None) -> Iterator[UriSpan]:
    """Inline link and image destinations and reference definitions."""
    code: _Code | None = None
    pos = text.find("](")
    while pos >= 0:
        code = code or _Code(text)
        if pos not in code:  # asked in increasing order
            span = _inline_destination(text, pos + 2, schemes)
            if span is not None:
                yield span
        pos = text.find("](", pos + 2)
    pos = text.find("]:")
    line_start = _LineStarts(text)
    while pos >= 0:
        line = line_start(pos)
        label = DEFINITION_LABEL.match(text, line)
        if label is not None and label.end() == pos + 2:
            code = code or _Code(text)
            if line not in code:
                span = _definition(text, pos + 2, schemes)
                if span is not None:
                    yield span
        pos = text.find("]:", pos + 2)


def _inline_destination(text: str, start: int, schemes: frozenset[str] | None) -> UriSpan | None:
    if text.startswith("<", start):
        close = _angle_end(text, start + 1)
        if close is None:
            return None
        return _destination_span(text, start + 1, close, schemes, delimited=True)
    # The content up to the ")" that balances the "(": destination and title.
    limit = min(len(text), start + MAX_DESTINATION)
    first = LINK_SYNTAX.search(text, start, limit)
    if first is not None and text[first.start()] == ")":
        pos = first.start()  # the usual case, plain up to ")": LINK_CONTENT's end too
    else:
        pos = LINK_CONTENT.match(text, start, limit).end()  # type: ignore[union-attr]  # it matches the empty string
    if not text.startswith(")", pos):
        return None
    dest_start, dest_end = _strip(text, start, pos)
    if dest_start == dest_end:
        return None
    dest_end = _without_title(text, dest_start, dest_end)
    has_space = SPACE.search(text, dest_start, dest_end) is not None
    # With a raw space it is not a link: encoding the space would make it one.
    return _destination_span(text, dest_start, dest_end, schemes, delimited=has_space, broken=has_space)


def _destination_span(
    text: str, start: int, end: int, schemes: frozenset[str] | None, delimited: bool, broken: bool = False
) -> UriSpan | None:
    """The span of a link destination: a reference with HTML's character
    references and Markdown's backslash escapes kept opaque."""
    span = reference_span(text, start, end, schemes, delimited=delimited, html=True)
    if span is not None and broken:
        span = span._replace(context=BROKEN_LINK)
    if span is not None and text.find("\\", span.start, span.end) >= 0:
        span = span._replace(opaque=with_backslash_escapes(text, span.start, span.end, span.opaque))
    return span


def _without_title(text: str, start: int, end: int) -> int:
    """The end of the destination in text[start:end] when a title
    (``"t"``, ``'t'``, ``(t)``) follows it after whitespace."""
    last = text[end - 1]
    if last in "\"'":
        opener = text.rfind(last, start, end - 1)
    elif last == ")":
        opener = text.rfind("(", start, end - 1)
    else:
        return end
    if opener > start and text[opener - 1] in " \t":
        return _strip(text, start, opener)[1]
    return end


def _definition(text: str, start: int, schemes: frozenset[str] | None) -> UriSpan | None:
    pos = start
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    if text.startswith("<", pos):
        close = _angle_end(text, pos + 1)
        return None if close is None else _destination_span(text, pos + 1, close, schemes, delimited=True)
    end = NON_SPACE.match(text, pos).end()  # type: ignore[union-attr]  # it matches the empty string
    return _destination_span(text, pos, end, schemes, delimited=False)


def _angle_end(text: str, start: int) -> int | None:
    """The ">" closing a ``<...>`` destination (no "<" or newline inside)."""
    end = start
    limit = min(len(text), start + MAX_DESTINATION)
    while end < limit and text[end] not in "<>\r\n":
        end += 2 if text[end] == "\\" else 1
    return end if end < limit and text[end] == ">" else None


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start] in " \t":
        start += 1
    while end > start and text[end - 1] in " \t":
        end -= 1
    return start, end


# "<scheme:...>" holding a space or control character: not an autolink
# (CommonMark), so it renders as text. Negated classes: linear.
BROKEN_AUTOLINK = re.compile(r"<([A-Za-z][A-Za-z0-9+.\-]{1,31}:[^<>\r\n]*[ \t\x00-\x1f][^<>\r\n]*)>")


def find_broken_autolinks(text: str, schemes: frozenset[str] | None) -> Iterator[UriSpan]:
    """``<http://a b>``: reported whole (a raw space), as a broken link."""
    if "<" not in text:
        return
    code: _Code | None = None
    for match in BROKEN_AUTOLINK.finditer(text):
        code = code or _Code(text)
        if match.start() in code:
            continue
        span = reference_span(text, match.start(1), match.end(1), schemes, delimited=True, html=True)
        if span is not None and span.start == match.start(1):
            yield span._replace(context=BROKEN_LINK, reference=False)


def find_bare_markdown(
    text: str, schemes: frozenset[str] | None, walls: Sequence[tuple[int, int]] = ()
) -> Iterator[UriSpan]:
    """Bare URIs (none starting inside `walls`, see find_bare); Markdown,
    like HTML, decodes character references."""
    for span in find_bare(text, schemes, enclosers="<`", walls=walls):
        if text.find("&", span.start, span.end) >= 0:
            span = span._replace(opaque=with_character_references(text, span.start, span.end, span.opaque))
        yield span


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    blocked: list[tuple[int, int]] = []
    primary = list(find_destinations(text, schemes))
    primary = merge(primary, list(find_broken_autolinks(text, schemes)))
    primary = merge(primary, find_attributes(text, schemes, blocked))
    taken, walls = walls_of(primary, blocked)
    return merge_into(taken, walls, find_bare_markdown(text, schemes, walls))
