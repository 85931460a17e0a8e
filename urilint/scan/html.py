"""HTML, XML and SVG: URI-valued attributes, plus bare URIs in text."""

from __future__ import annotations

from typing import Iterator

import regex

from ..model import UriSpan
from .bare import find_bare
from .references import reference_span

# A URI-valued attribute with a quoted value on one line. The name must not
# be the tail of a longer name (data-href is not href).
URI_ATTRIBUTE = regex.compile(
    r"""(?<![\w:\-])(?:href|src|action|formaction|cite|data|poster|background|xlink:href)
        \s*+=\s*+(?:"([^"\n]*+)"|'([^'\n]*+)')""",
    regex.VERBOSE | regex.IGNORECASE,
)


def find_attributes(text: str, schemes: frozenset[str] | None) -> Iterator[UriSpan]:
    """Yield the values of URI attributes as delimited reference spans."""
    if "=" not in text:
        return
    for match in URI_ATTRIBUTE.finditer(text):
        group = 1 if match.group(1) is not None else 2
        span = reference_span(text, *match.span(group), schemes, delimited=True, html=True)
        if span is not None:
            yield span


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    return merge(list(find_attributes(text, schemes)), find_bare(text, schemes))


def merge(primary: list[UriSpan], secondary: Iterator[UriSpan]) -> list[UriSpan]:
    """Spans of `primary` plus those of `secondary` that overlap none of them."""
    if not primary:
        return list(secondary)
    primary.sort()
    taken = primary[:]
    index = 0
    for span in secondary:
        while index < len(primary) and primary[index].end <= span.start:
            index += 1
        if index < len(primary) and primary[index].start < span.end:
            continue
        taken.append(span)
    taken.sort()
    return taken
