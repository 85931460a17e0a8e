"""Markdown: link and image destinations, reference definitions, autolinks,
inline HTML attributes and bare URIs (also inside code spans and blocks)."""

from __future__ import annotations

from typing import Iterator

import regex

from ..model import UriSpan
from .bare import find_bare
from .html import find_attributes, merge
from .references import reference_span

# "](" then either "<dest>" (may hold spaces) or a destination without
# spaces whose parentheses are balanced (one level deep), as in CommonMark.
INLINE_DESTINATION = regex.compile(
    r"""\]\(
        (?: <([^<>\n]*+)>
          | ((?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*+\))++)
        )""",
    regex.VERBOSE,
)
# [label]: destination, at most three spaces of indentation.
REFERENCE_DEFINITION = regex.compile(
    r"^[ ]{0,3}\[[^\]\n]++\]:[ \t]*+(?:<([^<>\n]*+)>|(\S++))", regex.MULTILINE
)


def find_destinations(text: str, schemes: frozenset[str] | None) -> Iterator[UriSpan]:
    for pattern in (INLINE_DESTINATION, REFERENCE_DEFINITION):
        for match in pattern.finditer(text):
            angled = match.group(1) is not None
            group = 1 if angled else 2
            span = reference_span(text, *match.span(group), schemes, delimited=angled)
            if span is not None:
                yield span


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    primary = list(find_destinations(text, schemes))
    primary = merge(primary, find_attributes(text, schemes))
    return merge(primary, find_bare(text, schemes))
