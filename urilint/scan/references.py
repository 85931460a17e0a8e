"""Helpers for places that hold a URI reference (possibly relative)."""

from __future__ import annotations

import re
import string

import regex

from ..model import DESTINATION, UriSpan
from .templates import find_placeholders

# A scheme at the start of a value: "javascript:", "data:", "https:".
# `re`, whose match costs about half of `regex`'s; anchored, so the
# backtracking over the run is linear.
SCHEME_PREFIX = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:")
# HTML character references are markup, not URI content.
ASCII_PUNCTUATION = frozenset(string.punctuation)
CHARACTER_REFERENCE = regex.compile(r"&(?:[A-Za-z][A-Za-z0-9]*+|#[0-9]++|#[xX][0-9A-Fa-f]++);")


def reference_span(
    text: str,
    start: int,
    end: int,
    schemes: frozenset[str] | None,
    delimited: bool,
    html: bool = False,
    context: str = DESTINATION,
) -> UriSpan | None:
    """A span for the reference in text[start:end], or None when it is
    empty or uses a scheme that is not linted (``javascript:``, ``data:``)."""
    while start < end and text[start] in " \t\r\n":
        start += 1
    while end > start and text[end - 1] in " \t\r\n":
        end -= 1
    if start == end:
        return None
    # Linted: a relative reference, or an absolute one with a selected
    # scheme (default: any "x://" and mailto).
    match = SCHEME_PREFIX.match(text, start, end)
    if match is not None:
        colon = match.end() - 1
        if schemes is not None:
            if text[start:colon].lower() not in schemes:
                return None
        elif not text.startswith("//", colon + 1) and text[start:colon].lower() != "mailto":
            return None
    opaque = find_placeholders(text, start, end)
    if html and text.find("&", start, end) >= 0:
        opaque = with_character_references(text, start, end, opaque)
    return UriSpan(start, end, opaque, delimited, True, context)


def with_character_references(
    text: str, start: int, end: int, opaque: tuple[tuple[int, int], ...]
) -> tuple[tuple[int, int], ...]:
    """`opaque` plus the character references (``&amp;``) in text[start:end]."""
    if text.find("&", start, end) < 0:
        return opaque
    refs = [m.span() for m in CHARACTER_REFERENCE.finditer(text, start, end)]
    return merge_opaque(opaque, refs) if refs else opaque


def with_backslash_escapes(
    text: str, start: int, end: int, opaque: tuple[tuple[int, int], ...]
) -> tuple[tuple[int, int], ...]:
    """`opaque` plus Markdown's backslash escapes (a backslash and the
    ASCII punctuation character after it, as ``\\(``) in text[start:end]:
    markup, not URI content, so no rule flags or rewrites them (the "%5C"
    a fix would write changes what the escape meant)."""
    escapes = []
    pos = text.find("\\", start, end)
    while pos >= 0:
        if pos + 1 < end and text[pos + 1] in ASCII_PUNCTUATION:
            escapes.append((pos, pos + 2))
            pos += 1
        pos = text.find("\\", pos + 1, end)
    return merge_opaque(opaque, escapes) if escapes else opaque


def merge_opaque(
    opaque: tuple[tuple[int, int], ...], extra: list[tuple[int, int]]
) -> tuple[tuple[int, int], ...]:
    """Both sets of ranges, sorted; a range overlapping an earlier one
    (a reference inside a placeholder, or the reverse) is dropped."""
    merged: list[tuple[int, int]] = []
    for span in sorted((*opaque, *extra)):
        if merged and span[0] < merged[-1][1]:
            continue
        merged.append(span)
    return tuple(merged)


def scheme_of(text: str, start: int, end: int) -> str:
    """The lowercase scheme of the reference in text[start:end], or ""."""
    match = SCHEME_PREFIX.match(text, start, end)
    return text[start : match.end() - 1].lower() if match else ""
