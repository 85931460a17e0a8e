"""malformed-percent (URI006)

What it flags: a ``%`` that is not followed by two hex digits: ``100%``,
``%zz``, ``50%off``, and the non-standard ``%u00E4`` escape of JavaScript's
old ``escape()``.

Why it matters: in a URI ``%`` only introduces a percent-encoded octet
(RFC 3986 section 2.1); a bare ``%`` makes the URI invalid and parsers
disagree on what to do with it. A literal percent sign is written ``%25``.

Example::

    https://example.com/sale?discount=100%   ->   https://example.com/sale?discount=100%25

Inside a source code string literal, the format conversions of its
language (``%s``, ``%d``, ``%(name)s``, ``%1$s``, strftime's ``%Y``, ``%%``)
are format syntax, not URI content, and are never flagged; in comments,
prose, Markdown and data files ``%`` is URI content (``%G0``, ``50%-off``).

Fix: ``%`` -> ``%25`` is safe (it is how a conforming consumer reads the
character). ``%uXXXX`` -> the UTF-8 percent-encoding of U+XXXX is unsafe:
it assumes the author meant the ``escape()`` convention.
"""

from __future__ import annotations

from typing import Iterator

from urilint.model import Applicability, Edit, Fix, Violation
from urilint.uri import HEXDIG, Uri, is_triplet, pct_encode

CODE = "URI006"
NAME = "malformed-percent"
SUMMARY = "'%' not followed by two hex digits"
DEFAULT = True
FIX = "sometimes"
# Engine fast path: only a "%" can be malformed; a URI without any is skipped.
TRIGGER = "%"


def check(uri: Uri) -> Iterator[Violation]:
    for base, text in uri.pieces():
        i = text.find("%")
        while i >= 0:
            if is_triplet(text, i):
                i = text.find("%", i + 3)
                continue
            start = base + i
            yield _u_escape(text, i, start) or Violation(
                start,
                start + 1,
                "'%' not followed by two hex digits; write '%25'",
                Fix((Edit(start, start + 1, "%25"),), Applicability.SAFE),
            )
            i = text.find("%", i + 1)


def _u_escape(text: str, i: int, start: int) -> Violation | None:
    """A finding for a ``%uXXXX`` escape of a non-surrogate code point."""
    digits = text[i + 2 : i + 6]
    if text[i + 1 : i + 2] not in ("u", "U") or len(digits) != 4:
        return None
    if not all(d in HEXDIG for d in digits):
        return None
    point = int(digits, 16)
    if 0xD800 <= point <= 0xDFFF:
        return None
    encoded = pct_encode(chr(point))
    return Violation(
        start,
        start + 6,
        f"non-standard escape '{text[i:i + 6]}'; write '{encoded}'",
        Fix((Edit(start, start + 6, encoded),), Applicability.UNSAFE),
    )
