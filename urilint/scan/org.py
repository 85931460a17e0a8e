"""Org mode: links ``[[target][description]]`` and ``[[target]]``, and bare URIs.

A target with a URI scheme is linted as is; ``file:path`` (and a plain
``./a.org``, ``/abs/path``) is a file name, which Org never
percent-decodes (since 9.3, its links are escaped with backslashes: a
fixed ``notes%5F.org`` opened ``notes_.org``, another file): not
linted. Internal links (``*Heading``,
``#custom-id``, ``id:...``, ``<<target>>``, and any target with neither a
scheme nor a path's start: ``[[Heading One]]`` searches the file for that
text, which Org never percent-decodes) are not URIs, nor is a link in
verbatim or code markup (``=[[a b]]=``), shown as written. Source and
example blocks (``#+BEGIN_SRC`` ... ``#+END_SRC``) are code: in the
language a source block names (as a Markdown fence's), else absolute URIs
only. A ``#+LINK:`` abbreviation's ``%s``/``%h`` slots are not URI content.
"""

from __future__ import annotations

import re

from ..model import CODE, UriSpan
from ..pattern_store import compiled_re
from .bare import find_bare
from .combine import inside, merge_into, walls_of
from .escapes import merge_opaque
from .fences import code_spans, language_of
from .references import reference_span

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

LINK = compiled_re(r"\[\[([^\[\]\n]+)\](?:\[[^\n]*?\])?\]")
# A source or example block: its kind, its header's rest (a source block's
# language first) and its body.
BLOCK = compiled_re(
    r"^[ \t]*#\+begin_(src|example)\b([^\n]*)\n(.*?)^[ \t]*#\+end_\1\b", re.IGNORECASE | re.MULTILINE | re.DOTALL
)
FILE_LINKS = ("file:", "./", "../", "/", "~/")
SCHEME = compiled_re(r"[A-Za-z][A-Za-z0-9+.\-]*:")
NOT_A_URI = compiled_re(r"[*#<]|id:|elisp:|shell:|help:|info:")
# A link abbreviation "#+LINK: name https://e.org/%s": "%s" and "%h" (the
# tag, as is or encoded) and "%(function)" are where Org puts the tag.
ABBREVIATION = compiled_re(r"^[ \t]*#\+link:", re.IGNORECASE | re.MULTILINE)
ABBREVIATION_SLOT = compiled_re(r"%[sh]|%\([^()\s]*\)")


def find_links(text: str, schemes: frozenset[str] | None, blocks: list[tuple[int, int]]) -> Iterator[UriSpan]:
    for match in LINK.finditer(text):
        start, end = match.span(1)
        if any(a <= start < b for a, b in blocks) or NOT_A_URI.match(text, start) or _verbatim(text, match):
            continue
        if text.startswith(FILE_LINKS, start):
            continue  # a file name, as written
        if SCHEME.match(text, start, end) is None:
            continue  # "[[My Target]]", "[[Heading One]]": a search in the file, not a URI
        if text.startswith("mailto:", start) and text.find("::", start, end) >= 0:
            end = text.find("::", start, end)  # Org's "::subject", which it passes on as written
        span = reference_span(text, start, end, schemes, delimited=False)
        if span is not None:
            yield span


def _verbatim(text: str, link: re.Match[str]) -> bool:
    """Whether `link` stands in verbatim or code markup (``=[[a b]]=``,
    ``~[[x]]~``): shown as written, no link."""
    before, after = text[link.start() - 1 : link.start()], text[link.end() : link.end() + 1]
    return before in ("=", "~") and before == after


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    blocks = list(BLOCK.finditer(text)) if "#+" in text else []
    ranges = [m.span() for m in blocks]
    taken, walls = walls_of(find_links(text, schemes, ranges))
    # A source block naming its language is code in that language (its
    # string literals and comments, its format conversions); an example
    # block, or a source block without one, holds absolute URIs only.
    code: list[UriSpan] = []
    for block in blocks:
        language = language_of(block.group(2)) if block.group(1).lower() == "src" else ""
        if language:
            code += code_spans(text, block.start(3), block.end(3), language, schemes)
    if code:
        taken, walls = walls_of([*taken, *code])
    abbreviations = [(m.start(), _line_end(text, m.start())) for m in ABBREVIATION.finditer(text)] if "#+" in text else []
    spans = []
    for span in find_bare(text, schemes, enclosers="<", walls=walls):
        if inside(ranges, span.start):
            span = span._replace(context=CODE)
        elif inside(abbreviations, span.start):
            slots = [m.span() for m in ABBREVIATION_SLOT.finditer(text, span.start, span.end)]
            span = span._replace(opaque=merge_opaque(span.opaque, slots)) if slots else span
        spans.append(span)
    return merge_into(taken, walls, spans)


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end
