"""AsciiDoc: ``link:target[text]``, ``image::target[attrs]`` (and inline
``image:``), ``include::``/``video::``/``audio::`` targets, URL macros
``https://x[text]``, and bare URIs.

A macro target is a URI reference ending at the ``[`` that opens its
attribute list (relative references too); a bare URL followed by ``[...]``
ends there as well. Listing (``----``), literal (``....``) and passthrough
(``++++``) blocks and comment blocks (``////``) are not markup: only
absolute URIs are found in them, as code.
"""

from __future__ import annotations

import re
from typing import Iterator

from ..model import CODE, UriSpan
from .bare import find_bare
from .combine import merge_into, walls_of
from .references import reference_span

# A macro name, "::" for block macros, the target up to "[".
MACRO = re.compile(r"(?<![\w:])(?:link|image|video|audio|include|xref|mailto)(::?)([^\s\[\]]+)\[")
DELIMITED = re.compile(r"^(-{4,}|\.{4,}|\+{4,}|/{4,})[ \t]*$", re.MULTILINE)


def code_blocks(text: str) -> list[tuple[int, int]]:
    """[start, end) of each delimited listing, literal, passthrough or comment block."""
    blocks = []
    opening = None
    for match in DELIMITED.finditer(text):
        if opening is None:
            opening = match
        elif match.group(1) == opening.group(1):
            blocks.append((opening.start(), match.end()))
            opening = None
    if opening is not None:
        blocks.append((opening.start(), len(text)))
    return blocks


def find_macros(text: str, schemes: frozenset[str] | None, blocks: list[tuple[int, int]]) -> Iterator[UriSpan]:
    for match in MACRO.finditer(text):
        start, end = match.span(2)
        if any(a <= start < b for a, b in blocks):
            continue
        if text.startswith("mailto", match.start()):
            start -= len("mailto:")
        span = reference_span(text, start, end, schemes, delimited=False)
        if span is not None:
            yield span


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    blocks = code_blocks(text)
    taken, walls = walls_of(find_macros(text, schemes, blocks))
    spans = []
    for span in find_bare(text, schemes, enclosers="<`", walls=walls):
        bracket = text.find("[", span.start, span.end)
        if bracket > span.start and text.find("]", bracket, span.end + 1) >= 0:
            span = span._replace(end=bracket, opaque=tuple(o for o in span.opaque if o[1] <= bracket))
        if any(a <= span.start < b for a, b in blocks):
            span = span._replace(context=CODE)
        spans.append(span)
    return merge_into(taken, walls, spans)
