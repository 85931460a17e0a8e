"""Org mode: links ``[[target][description]]`` and ``[[target]]``, and bare URIs.

A target with a URI scheme is linted as is; ``file:path`` (and a plain
``./a.org``, ``/abs/path``) is a relative reference: the part after
``file:``, up to a ``::search`` option (one holding a space is a file
name Org does not percent-decode: not linted). Internal links (``*Heading``,
``#custom-id``, ``id:...``, ``<<target>>``) are not URIs. Source and
example blocks (``#+BEGIN_SRC`` ... ``#+END_SRC``) are code: absolute
URIs only.
"""

from __future__ import annotations

import re
from typing import Iterator

from ..model import CODE, UriSpan
from .bare import find_bare
from .combine import merge_into, walls_of
from .references import reference_span

LINK = re.compile(r"\[\[([^\[\]\n]+)\](?:\[[^\n]*?\])?\]")
BLOCK = re.compile(r"^[ \t]*#\+begin_(src|example)\b.*?^[ \t]*#\+end_\1\b", re.IGNORECASE | re.MULTILINE | re.DOTALL)
WHITESPACE = re.compile(r"\s")
NOT_A_URI = re.compile(r"[*#<]|id:|elisp:|shell:|help:|info:")


def find_links(text: str, schemes: frozenset[str] | None, blocks: list[tuple[int, int]]) -> Iterator[UriSpan]:
    for match in LINK.finditer(text):
        start, end = match.span(1)
        if any(a <= start < b for a, b in blocks) or NOT_A_URI.match(text, start):
            continue
        if text.startswith("file:", start) or text.startswith(("./", "../", "/", "~/"), start):
            start += len("file:") if text.startswith("file:", start) else 0
            option = text.find("::", start, end)
            end = end if option < 0 else option
            if WHITESPACE.search(text, start, end):
                continue  # a file name, which Org does not percent-decode: "a%20b" would be another file
        span = reference_span(text, start, end, schemes, delimited=False)
        if span is not None:
            yield span


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    blocks = [m.span() for m in BLOCK.finditer(text)] if "#+" in text else []
    taken, walls = walls_of(find_links(text, schemes, blocks))
    spans = [
        s._replace(context=CODE) if any(a <= s.start < b for a, b in blocks) else s
        for s in find_bare(text, schemes, enclosers="<", walls=walls)
    ]
    return merge_into(taken, walls, spans)
