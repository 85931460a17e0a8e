"""Helpers for places that hold a URI reference (possibly relative)."""

from __future__ import annotations

import regex

from ..model import UriSpan
from .templates import find_placeholders

# A scheme at the start of a value: "javascript:", "data:", "https:".
SCHEME_PREFIX = regex.compile(r"[A-Za-z][A-Za-z0-9+.\-]*+:")
# HTML character references are markup, not URI content.
CHARACTER_REFERENCE = regex.compile(r"&(?:[A-Za-z][A-Za-z0-9]*+|#[0-9]++|#[xX][0-9A-Fa-f]++);")


def reference_span(
    text: str,
    start: int,
    end: int,
    schemes: frozenset[str] | None,
    delimited: bool,
    html: bool = False,
) -> UriSpan | None:
    """A span for the reference in text[start:end], or None when it is
    empty or uses a scheme that is not linted (``javascript:``, ``data:``)."""
    while start < end and text[start] in " \t":
        start += 1
    while end > start and text[end - 1] in " \t":
        end -= 1
    if start == end or not _scheme_allowed(text, start, end, schemes):
        return None
    opaque = list(find_placeholders(text, start, end))
    if html and "&" in text[start:end]:
        opaque.extend(m.span() for m in CHARACTER_REFERENCE.finditer(text, start, end))
        opaque.sort()
    return UriSpan(start, end, tuple(opaque), delimited=delimited, reference=True)


def _scheme_allowed(text: str, start: int, end: int, schemes: frozenset[str] | None) -> bool:
    match = SCHEME_PREFIX.match(text, start, end)
    if match is None:
        return True  # a relative reference
    scheme = text[start : match.end() - 1].lower()
    if schemes is not None:
        return scheme in schemes
    return scheme == "mailto" or text.startswith("//", match.end())
