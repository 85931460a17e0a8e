"""double-encoding (URI003)

What it flags: ``%25`` followed by two hex digits, such as ``%2520`` or
``%252F``: the signature of a string percent-encoded twice.

Why it matters: a consumer decodes a URI component once (RFC 3986 section
2.4), so ``%2520`` reaches the server as the three characters ``%20``
instead of a space. This usually comes from encoding an already-encoded URL.

Example::

    https://example.com/my%2520file.pdf   ->   https://example.com/my%20file.pdf

Fix (unsafe): replace ``%25XX`` by ``%XX``. The result is a different URI;
it is the intended one only when the double encoding was a mistake, which
a human must confirm (a literal "%20" in data is rare but legal).
"""

from __future__ import annotations

from typing import Iterator

from urilint.model import Applicability, Edit, Fix, Violation
from urilint.uri import HEXDIG, Uri, triplets

CODE = "URI003"
NAME = "double-encoding"
SUMMARY = "Percent-encoded percent sign followed by hex digits (%2520)"
DEFAULT = True
FIX = "unsafe"
# Engine fast path: only a percent-encoded octet can be double-encoded; a URI without any is skipped.
TRIGGER = "%"


def check(uri: Uri) -> Iterator[Violation]:
    for start, triplet in triplets(uri):
        if triplet != "%25":
            continue
        rel = start - uri.start
        digits = uri.text[rel + 3 : rel + 5]
        if len(digits) != 2 or not all(d in HEXDIG for d in digits):
            continue
        if uri.is_opaque(start + 3) or uri.is_opaque(start + 4):
            continue
        written = uri.text[rel : rel + 5]
        single = "%" + digits.upper()
        yield Violation(
            start,
            start + 5,
            f"'{written}' looks double-encoded; did you mean '{single}'?",
            Fix((Edit(start, start + 5, single),), Applicability.UNSAFE),
        )
