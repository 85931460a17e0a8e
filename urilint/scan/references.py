"""Helpers for places that hold a URI reference (possibly relative)."""

from __future__ import annotations

from ..model import ATTRIBUTE, DESTINATION, UriSpan
from ..pattern_store import compiled_re
from ..uri.syntax import SCHEME
from ..uri.placeholders import find_placeholders
from .escapes import attribute_references, merge_opaque, with_character_references
from .expressions import find_expressions

# A scheme at the start of a value: "javascript:", "data:", "https:".
# `re`, whose match costs about half of `regex`'s; anchored, so the
# backtracking over the run is linear.
SCHEME_PREFIX = compiled_re(SCHEME.pattern + ":")
TRIMMING = compiled_re(r"[{%]-|-[}%]")
# A value that is one placeholder in angle brackets, a name to fill in
# (``src="<link_8>"``, ``<your output>``: sweep 173; a path to fill in,
# ``href="<path/to/content.css>"``: sweep 202), not a reference.
_WHOLE_PLACEHOLDER = r"<[^\W\d][\w\- ]*(?:[/.][\w\-]+)*>"


def reference_span(
    text: str,
    start: int,
    end: int,
    schemes: frozenset[str] | None,
    delimited: bool,
    html: bool = False,
    context: str = DESTINATION,
    decode: bool = False,
) -> UriSpan | None:
    """A span for the reference in text[start:end], or None when it is
    empty or uses a scheme that is not linted (``javascript:``, ``data:``).
    An attribute value, or with `decode` a Markdown link destination
    (CommonMark decodes its entity references), is read with its character
    references decoded."""
    while start < end and text[start] in " \t\r\n":
        start += 1
    while end > start and text[end - 1] in " \t\r\n":
        end -= 1
    if start == end or (text[start] == "<" and compiled_re(_WHOLE_PLACEHOLDER).fullmatch(text, start, end) is not None):
        return None
    if not is_linted(text, start, end, schemes):
        return None
    opaque = find_placeholders(text, start, end)
    if html:
        # find_placeholders holds the template expressions (quotes, spaces
        # and newlines inside them included); whitespace control ("{{- x -}}")
        # also takes the whitespace its dashes trim (expressions.py).
        if TRIMMING.search(text, start, end) is not None:
            expressions = find_expressions(text, start, end)
            if expressions:
                opaque = merge_opaque(tuple(expressions), list(_outside(opaque, expressions)))
        if text.find("&", start, end) >= 0:
            opaque = with_character_references(text, start, end, opaque)
            if text.find("&lt;", start, end) >= 0:
                opaque = _escaped_placeholders(text, start, end, opaque)
            if context == ATTRIBUTE or decode:  # read decoded, as a browser or renderer does
                decoded = attribute_references(text, start, end, opaque)
                return UriSpan(start, end, opaque, delimited, True, context, decoded)
    return UriSpan(start, end, opaque, delimited, True, context)


# A placeholder's angle brackets as character references, in an attribute
# (terraform-aws-eks' diagram: ".../cluster/&lt;cluster-name&gt;" was
# encoded by a safe fix, sweep 201).
ESCAPED_PLACEHOLDER = r"(?<=[/=:.@])&lt;[A-Za-z][\w-]*&gt;"


def _escaped_placeholders(text: str, start: int, end: int, opaque: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """`opaque` with each ESCAPED_PLACEHOLDER one range, in place of its references."""
    found = [match.span() for match in compiled_re(ESCAPED_PLACEHOLDER).finditer(text, start, end)]
    if not found:
        return opaque
    kept = [(a, b) for a, b in opaque if not any(low <= a and b <= high for low, high in found)]
    return tuple(sorted(kept + found))


def is_linted(text: str, start: int, end: int, schemes: frozenset[str] | None) -> bool:
    """Whether the reference text[start:end] is linted: a relative one, or
    an absolute one with a selected scheme (default: any "x://" and mailto)."""
    match = SCHEME_PREFIX.match(text, start, end)
    if match is None:
        return True
    colon = match.end() - 1
    if schemes is not None:
        return text[start:colon].lower() in schemes
    return text.startswith("//", colon + 1) or text[start:colon].lower() == "mailto"


def _outside(
    opaque: tuple[tuple[int, int], ...], expressions: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """The ranges of `opaque` that overlap no expression."""
    return [o for o in opaque if all(o[1] <= a or o[0] >= b for a, b in expressions)]


def scheme_of(text: str, start: int, end: int) -> str:
    """The lowercase scheme of the reference in text[start:end], or ""."""
    match = SCHEME_PREFIX.match(text, start, end)
    return text[start : match.end() - 1].lower() if match else ""
