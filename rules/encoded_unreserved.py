"""encoded-unreserved (URI002)

What it flags: a percent-encoded octet that stands for an unreserved
character (ALPHA, DIGIT, ``-``, ``.``, ``_``, ``~``), in either hex case:
``%7E``, ``%7e``, ``%41``, ``%2D``.

Why it matters: RFC 3986 section 2.3 says these should not be encoded by
producers and should be decoded by normalizers. ``/~user`` and ``/%7Euser``
are the same resource, written two ways.

Example::

    https://example.com/%7Euser/a%2Db   ->   https://example.com/~user/a-b

This rule is reported instead of URI001 on the same triplet.

Fix (safe): replace the triplet by the character (RFC 3986 6.2.2.2). The fix
is marked unsafe when decoding would turn a path segment into ``.`` or
``..``: servers often treat ``%2E%2E`` and ``..`` differently, whatever the
RFC says about their equivalence.
"""

from __future__ import annotations

from typing import Iterator

from urilint.model import Applicability, Edit, Fix, Violation
from urilint.uri.templates import find_placeholders
from urilint.uri import HEXDIG, UNRESERVED, Uri, octet, triplets

CODE = "URI002"
NAME = "encoded-unreserved"
SUMMARY = "Percent-encoded unreserved character"
DEFAULT = True
FIX = "safe"
# Engine fast path: only percent-encoded octets can encode anything; a URI without any is skipped.
TRIGGER = "%"


def check(uri: Uri) -> Iterator[Violation]:
    for start, triplet in triplets(uri):
        char = chr(octet(triplet))
        if char not in UNRESERVED:
            continue
        safety = Applicability.SAFE
        if char == "." and _becomes_dot_segment(uri, start):
            safety = Applicability.UNSAFE
        fix = None
        if not _joins_placeholder(uri, start, char) and not _joins_percent(uri, start, char) and not (
            char == "." and _trailing_dot(uri, start)
        ):
            fix = Fix((Edit(start, start + 3, char),), safety)
        yield Violation(
            start,
            start + 3,
            f"'{triplet}' encodes the unreserved character '{char}'; write it plainly",
            fix,
        )


def _trailing_dot(uri: Uri, offset: int) -> bool:
    """True when a decoded ``.`` would end a bare URI (only ``%2E``s follow):
    running text drops a trailing ``.`` as sentence punctuation, so the fix
    would cut the URI short. No fix is offered then."""
    if uri.span.reference or uri.span.delimited:
        return False
    rest = uri.text[offset - uri.start + 3 :]
    return rest.upper().replace("%2E", "") == ""


def _joins_percent(uri: Uri, offset: int, char: str) -> bool:
    """True when a decoded hex digit could join a ``%`` just before it into a
    new triplet or a ``%25XX`` double-encoding signature (``%2%30`` decoded
    is ``%20``): no fix is offered then."""
    rel = offset - uri.start
    return char in HEXDIG and "%" in uri.text[max(0, rel - 4) : rel]


def _joins_placeholder(uri: Uri, offset: int, char: str) -> bool:
    """True when decoding would change the URI's template placeholders
    (``$%41`` decoded is ``$A``, a shell variable; ``/:%41`` is ``/:A``,
    a path parameter): no fix is offered then."""
    rel = offset - uri.start
    new = uri.text[:rel] + char + uri.text[rel + 3 :]
    return find_placeholders(new, 0, len(new)) != _shifted(find_placeholders(uri.text, 0, len(uri.text)), rel)


def _shifted(ranges: tuple[tuple[int, int], ...], rel: int) -> tuple[tuple[int, int], ...]:
    """Placeholder ranges after a triplet at `rel` shrinks to one character."""
    return tuple((s - 2 if s > rel else s, e - 2 if e > rel else e) for s, e in ranges)


def _becomes_dot_segment(uri: Uri, offset: int) -> bool:
    """True when the path segment around `offset` decodes to "." or ".."."""
    path = uri.component("path")
    if path is None or not path.start <= offset < path.end:
        return False
    text = uri.slice(path.start, path.end)
    rel = offset - path.start
    seg_start = text.rfind("/", 0, rel) + 1
    seg_end = text.find("/", rel)
    segment = text[seg_start : seg_end if seg_end >= 0 else len(text)]
    return segment.upper().replace("%2E", ".") in (".", "..")
