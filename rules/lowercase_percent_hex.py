"""lowercase-percent-hex (URI001)

What it flags: a percent-encoded octet written with a lowercase hex digit,
such as ``%2f`` or ``%c3%a4``.

Why it matters: RFC 3986 section 2.1 says URI producers and normalizers
should use uppercase hex digits. ``%2f`` and ``%2F`` are equivalent, but
tools that compare URIs as strings (caches, link checkers, deduplication)
treat them as different, and mixed case in one codebase is noise in diffs.

Example::

    https://example.com/a%2fb     ->   https://example.com/a%2Fb

A triplet that encodes an unreserved character (``%7e``) is reported by
URI002 (encoded-unreserved) instead, since its fix removes the encoding.

Fix (safe): uppercase the two hex digits. The URI is equivalent by
RFC 3986 section 6.2.2.1.
"""

from __future__ import annotations

from typing import Iterator

from urilint.model import Applicability, Edit, Fix, Violation
from urilint.uri import UNRESERVED, Uri, octet, triplets

CODE = "URI001"
NAME = "lowercase-percent-hex"
SUMMARY = "Percent-encoded octet with lowercase hex digits"
DEFAULT = True
FIX = "safe"
# Engine fast path: only percent-encoded octets can have lowercase hex; a URI without any is skipped.
TRIGGER = "%"


def check(uri: Uri) -> Iterator[Violation]:
    for start, triplet in triplets(uri):
        if triplet == triplet.upper() or chr(octet(triplet)) in UNRESERVED:
            continue
        upper = triplet.upper()
        yield Violation(
            start,
            start + 3,
            f"lowercase hex digits in '{triplet}'; write '{upper}'",
            Fix((Edit(start, start + 3, upper),), Applicability.SAFE),
        )
