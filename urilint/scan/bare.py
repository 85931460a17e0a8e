"""Bare URIs in running text: ``scheme://...`` and ``mailto:...``.

Finding candidates is a literal search for ``://`` and ``mailto:`` (fast on
any input); the body regex runs only from each candidate. Trailing sentence
punctuation and unbalanced closing brackets are then trimmed, as GFM's
extended autolinks do.
"""

from __future__ import annotations

from typing import Iterator

import regex

from ..model import UriSpan
from .templates import find_placeholders

SCHEME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.")
MAX_SCHEME = 32

# Placeholders that may hold characters which otherwise end a URI (spaces,
# quotes, angle brackets); then any character that can continue a URI: ASCII
# except whitespace, quotes, angle brackets, backtick and controls, or a
# non-ASCII letter, digit or mark (IRIs). Non-ASCII punctuation such as
# "。" or "）" ends the URI. Possessive: no backtracking.
_BODY = r"""(?:
      \{\{[^{}\n]*+\}\}
    | \{%[^%\n]*+%\}
    | <(?:[A-Za-z_][A-Za-z0-9_]*+:)?+[A-Za-z_][A-Za-z0-9_]*+>
    | [^\s"<>`\x00-\x1f\x7f\x80-\U0010FFFF<STOP>]
    | [\p{L}\p{N}\p{M}]
    )++"""
BODY = regex.compile(_BODY.replace("<STOP>", ""), regex.VERBOSE)
BODY_IN_SINGLE_QUOTES = regex.compile(_BODY.replace("<STOP>", "'"), regex.VERBOSE)
BODY_NO_BACKSLASH = regex.compile(_BODY.replace("<STOP>", r"\\"), regex.VERBOSE)
BODY_IN_SINGLE_QUOTES_NO_BACKSLASH = regex.compile(_BODY.replace("<STOP>", r"'\\"), regex.VERBOSE)

TRAILING_PUNCTUATION = frozenset(".,;:!?'*")
BRACKETS = {")": "(", "]": "[", "}": "{"}


def find_bare(
    text: str, schemes: frozenset[str] | None, stop_at_backslash: bool = False
) -> Iterator[UriSpan]:
    """Yield the bare URIs in `text`, in order.

    `schemes` None means any ``scheme://`` plus ``mailto:``; otherwise only
    the listed schemes (lowercase), with or without ``//``.
    """
    last_end = 0
    for body_start, scheme_start in _candidates(text, schemes):
        if scheme_start < last_end:
            continue
        opener = text[scheme_start - 1] if scheme_start else ""
        body = _body_pattern(opener, stop_at_backslash)
        match = body.match(text, body_start)
        if match is None:
            continue
        end = _trim(text, scheme_start, match.end())
        if end <= body_start:
            continue
        last_end = end
        yield UriSpan(scheme_start, end, find_placeholders(text, scheme_start, end))


def _body_pattern(opener: str, stop_at_backslash: bool) -> regex.Pattern[str]:
    if opener == "'":
        return BODY_IN_SINGLE_QUOTES_NO_BACKSLASH if stop_at_backslash else BODY_IN_SINGLE_QUOTES
    return BODY_NO_BACKSLASH if stop_at_backslash else BODY


def _candidates(text: str, schemes: frozenset[str] | None) -> Iterator[tuple[int, int]]:
    """Yield (body start, scheme start) for each scheme marker, in order."""
    markers = ["://"] if schemes is None or any(_hierarchical(s) for s in schemes) else []
    opaque = {"mailto"} if schemes is None else {s for s in schemes if not _hierarchical(s)}
    hits: list[tuple[int, int]] = []
    for marker in markers:
        pos = text.find(marker)
        while pos >= 0:
            start = _scheme_start(text, pos)
            if start is not None and (schemes is None or text[start:pos].lower() in schemes):
                hits.append((pos + 3, start))
            pos = text.find(marker, pos + 3)
    for scheme in opaque:
        for marker in (scheme + ":", scheme.upper() + ":"):
            pos = text.find(marker)
            while pos >= 0:
                body = pos + len(marker)
                before = text[pos - 1] if pos else ""
                if before not in SCHEME_CHARS and text[body : body + 2] != "//":
                    hits.append((body, pos))
                pos = text.find(marker, body)
    hits.sort(key=lambda hit: hit[1])
    return iter(hits)


def _hierarchical(scheme: str) -> bool:
    return scheme not in ("mailto", "urn", "tel", "data", "news", "sms", "geo", "magnet")


def _scheme_start(text: str, colon: int) -> int | None:
    """Start of the scheme that ends at `colon`, or None if there is none."""
    start = colon
    while start > 0 and colon - start < MAX_SCHEME and text[start - 1] in SCHEME_CHARS:
        start -= 1
    # A scheme starts with a letter; skip leading "+-." and digits.
    while start < colon and not text[start].isalpha():
        start += 1
    if start == colon or (start > 0 and text[start - 1] in SCHEME_CHARS):
        return None
    return start


def _trim(text: str, start: int, end: int) -> int:
    """Drop trailing punctuation and unbalanced closing brackets."""
    while end > start:
        last = text[end - 1]
        if last in TRAILING_PUNCTUATION:
            end -= 1
        elif last in BRACKETS:
            segment = text[start:end]
            if segment.count(last) > segment.count(BRACKETS[last]):
                end -= 1
            else:
                break
        else:
            break
    return end
