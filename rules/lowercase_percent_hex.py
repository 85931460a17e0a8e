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
URI002 (encoded-unreserved) instead, since its fix removes the encoding
(but a ``%2d`` in a fragment directive, ``#:~:text=a%2db``, which must
stay encoded: this rule uppercases it),
and one that is part of a run of octets that are not UTF-8 (``%e9``) by
URI007 (invalid-utf8-percent), whose fix replaces the run.

One finding per URI: the range runs from the first lowercase triplet to
the last, and the message counts them (``4 lowercase triplets: %c3, %a9,
%2f, …``).

Fix (safe): uppercase the hex digits of every such triplet. Safe everywhere,
also in code: the URI is equivalent by RFC 3986 section 6.2.2.1 and every
consumer reads both forms the same.
"""

from __future__ import annotations


from urilint.grouping import Spot, one_finding
from urilint.model import Violation
from urilint.octets import invalid_runs
from urilint.policy import FixKind
from urilint.uri import DIRECTIVE_SYNTAX, UNRESERVED, Uri, directive_start, octet, triplets

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI001"
NAME = "lowercase-percent-hex"
SUMMARY = "Percent-encoded octet with lowercase hex digits"
DEFAULT = True
FIXES = (FixKind.EQUIVALENCE,)
# Engine fast path: only percent-encoded octets can have lowercase hex; a URI without any is skipped.
TRIGGER = "%"


def check(uri: Uri) -> Iterator[Violation]:
    directive = directive_start(uri) if ":~:" in uri.text else None
    spots = [
        Spot(start, start + 3, triplet, triplet.upper())
        for start, triplet in triplets(uri)
        if triplet != triplet.upper()
        and (
            chr(octet(triplet)) not in UNRESERVED
            or (directive is not None and start >= directive and chr(octet(triplet)) in DIRECTIVE_SYNTAX)
        )
    ]
    if not spots:
        return
    if any(octet(s.shown) >= 0x80 for s in spots):
        runs = [(r.start, r.end) for r in invalid_runs(uri)]
        spots = [s for s in spots if not any(a <= s.start < b for a, b in runs)]
    found = one_finding(
        uri, spots, "lowercase hex digits in '{shown}'; write '{replacement}'", "lowercase triplets", "write them in uppercase"
    )
    if found is not None:
        yield found
