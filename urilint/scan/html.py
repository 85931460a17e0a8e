"""HTML, XML and SVG: URI-valued attributes, plus bare URIs in text.

Attributes are found by a literal search for each URI attribute name (on a
lowercased copy of the text), never by a regex over the whole file. The
value of a URI attribute is the URI: quoted (``"``, ``'``: a raw space in
it is part of the URI) or unquoted. ``srcset`` holds several URLs with
descriptors, ``<meta http-equiv="refresh" content="5; url=...">`` one URL
after the delay. Character references (``&amp;``) are HTML syntax, so they
are opaque to the rules; in text they also end a URI when they stand for a
character that would (``&lt;``, ``&quot;``, ``&nbsp;``).
"""

from __future__ import annotations

from typing import Iterator, NamedTuple, Sequence

import regex

from ..model import ATTRIBUTE, UriSpan
from .bare import find_bare, trim
from .combine import merge_into, walls_of
from .escapes import with_character_references
from .references import reference_span, scheme_of

URI_ATTRIBUTES = frozenset(
    (
        "href", "src", "action", "formaction", "cite", "data", "poster", "background",
        "xlink:href", "longdesc", "manifest", "codebase", "srcset", "imagesrcset", "content",
    )
)
# Literal substrings whose hits are checked for a whole URI attribute name.
MARKERS = ("href", "src", "action", "cite", "data", "poster", "background", "content",
           "longdesc", "manifest", "codebase")
NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_:-.")
UNQUOTED_END = frozenset(" \t\r\n\"'=<>`")
MAX_VALUE = 8192
# A value built by string concatenation in a script ('<a href="' + u + '">'),
# not a URI.
CONCATENATION = regex.compile(r"""['"]\s*+\+|\+\s*+['"]""")
# The delay and optional "url=" before the URL of a meta refresh.
REFRESH = regex.compile(r"\s*+[0-9][0-9.]*+\s*+[;,]\s*+(?:[Uu][Rr][Ll]\s*+=\s*+)?+")
# Character references standing for characters that end a URI in text.
ENDING_REFERENCE = regex.compile(r"&(?:lt|gt|quot|apos|nbsp|#0*+3[49]|#0*+60|#0*+62|#[xX]0*+(?:22|27|3[cCeE]));")


class Attribute(NamedTuple):
    name: str  # lowercase
    start: int  # value start
    end: int  # value end
    quoted: bool
    name_start: int


def find_attribute_values(text: str) -> Iterator[Attribute]:
    """Every URI attribute value in `text`, by position. A name that stands
    inside an earlier quoted value (``href="a href="``) is value text, not
    an attribute: fixing that value must not change what is found."""
    lowered = text.lower()
    if len(lowered) != len(text):  # a few non-ASCII letters change length
        lowered = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    found: dict[int, Attribute] = {}
    for marker in MARKERS:
        pos = lowered.find(marker)
        while pos >= 0:
            attribute = _attribute_at(text, lowered, pos, len(marker))
            if attribute is not None:
                found.setdefault(attribute.start, attribute)
            pos = lowered.find(marker, pos + len(marker))
    value_end = -1
    for attribute in sorted(found.values(), key=lambda a: a.name_start):
        if attribute.name_start < value_end:
            continue
        if attribute.quoted:
            value_end = attribute.end
        yield attribute


def _attribute_at(text: str, lowered: str, pos: int, length: int) -> Attribute | None:
    start = pos
    while start > 0 and lowered[start - 1] in NAME_CHARS:
        start -= 1
    end = pos + length
    while end < len(lowered) and lowered[end] in NAME_CHARS:
        end += 1
    name = lowered[start:end]
    if name not in URI_ATTRIBUTES:
        return None
    i = end
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    if i >= len(text) or text[i] != "=":
        return None
    i += 1
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    if i >= len(text):
        return None
    quote = text[i]
    if quote in "\"'":
        close = text.find(quote, i + 1, i + 1 + MAX_VALUE)
        if close < 0:
            return None
        return Attribute(name, i + 1, close, True, start)
    j = i
    while j < len(text) and text[j] not in UNQUOTED_END and j - i < MAX_VALUE:
        j += 1
    if j == i or (j < len(text) and text[j] not in " \t\r\n>"):
        return None
    return Attribute(name, i, j, False, start)


def find_attributes(
    text: str, schemes: frozenset[str] | None, blocked: list[tuple[int, int]] | None = None
) -> Iterator[UriSpan]:
    """Yield the URIs in URI attribute values. Values not linted (``data:``)
    are appended to `blocked` so no bare URI is taken from inside them."""
    for attr in find_attribute_values(text):
        if attr.name in ("srcset", "imagesrcset"):
            yield from _srcset(text, attr, schemes)
            continue
        start = attr.start
        if attr.name == "content":
            refresh = REFRESH.match(text, attr.start, attr.end)
            if refresh is None:
                continue
            start = refresh.end()
            if start < attr.end and text[start] in "\"'" and text[attr.end - 1] == text[start]:
                start += 1
                attr = attr._replace(end=attr.end - 1)
        if text.find("+", start, attr.end) >= 0 and CONCATENATION.search(text, start, attr.end):
            continue
        span = reference_span(text, start, attr.end, schemes, delimited=attr.quoted, html=True, context=ATTRIBUTE)
        if span is not None:
            yield span
        elif blocked is not None and scheme_of(text, start, attr.end) == "data":
            blocked.append((attr.start, attr.end))


def _srcset(text: str, attr: Attribute, schemes: frozenset[str] | None) -> Iterator[UriSpan]:
    """The URLs of a srcset: "url [descriptor], url [descriptor], ..."."""
    pos, end = attr.start, attr.end
    while pos < end:
        while pos < end and text[pos] in " \t\r\n,":
            pos += 1
        url_start = pos
        while pos < end and text[pos] not in " \t\r\n":
            pos += 1
        url_end = pos
        if url_end > url_start and text[url_end - 1] == ",":
            while url_end > url_start and text[url_end - 1] == ",":
                url_end -= 1
        else:
            depth = 0  # descriptors run to a comma outside parentheses
            while pos < end and (text[pos] != "," or depth):
                depth += {"(": 1, ")": -1}.get(text[pos], 0)
                pos += 1
        span = reference_span(text, url_start, url_end, schemes, delimited=False, html=True, context=ATTRIBUTE)
        if span is not None:
            yield span


def find_bare_html(
    text: str, schemes: frozenset[str] | None, walls: Sequence[tuple[int, int]] = ()
) -> Iterator[UriSpan]:
    """Bare URIs in HTML text (none starting inside `walls`, see
    find_bare): character references are opaque, and those standing for a
    character that ends a URI end it."""
    for span in find_bare(text, schemes, enclosers="<\"'", walls=walls, markup=True):
        if text.find("&", span.start, span.end) >= 0:
            # The trim may have taken the ";" of "&gt;": look just past the end.
            ending = ENDING_REFERENCE.search(text, span.start, span.end + 1)
            if ending is not None and ending.start() < span.end:
                end = trim(text, span.start, ending.start())
                if end <= text.find(":", span.start) + 1:
                    continue
                opaque = tuple(o for o in span.opaque if o[1] <= end)
                span = span._replace(end=end, opaque=opaque)
            span = span._replace(opaque=with_character_references(text, span.start, span.end, span.opaque))
        yield span


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    blocked: list[tuple[int, int]] = []
    taken, walls = walls_of(find_attributes(text, schemes, blocked), blocked)
    return merge_into(taken, walls, find_bare_html(text, schemes, walls))
