"""invalid-utf8-percent (URI007)

What it flags: percent-encoded octets that do not decode as UTF-8: a lone
``%E4``, a truncated sequence, or the Latin-1 encoding of a letter
(``M%FCnchen`` for München).

Why it matters: RFC 3986 section 2.5 and RFC 3987 make UTF-8 the encoding
of text in URIs. Servers that decode as UTF-8 (nearly all today) read such
octets as U+FFFD or reject the request.

Example::

    https://example.com/M%FCnchen   ->   https://example.com/M%C3%BCnchen

Fix (unsafe): read the invalid octets as Latin-1 and percent-encode their
UTF-8 encoding. That is a guess about the author's intent; valid UTF-8
sequences around them are left alone.
"""

from __future__ import annotations

from typing import Iterator

from urilint.model import Applicability, Edit, Fix, Violation
from urilint.uri import Uri, octet, pct_encode, triplets

CODE = "URI007"
NAME = "invalid-utf8-percent"
SUMMARY = "Percent-encoded octets that are not valid UTF-8"
DEFAULT = True
FIX = "unsafe"
# Engine fast path: only percent-encoded octets can be invalid UTF-8; a URI without any is skipped.
TRIGGER = "%"


def check(uri: Uri) -> Iterator[Violation]:
    for run in _high_octet_runs(uri):
        data = bytes(octet(t) for _, t in run)
        for first, last in _invalid_ranges(data):
            start = run[first][0]
            end = run[last - 1][0] + 3
            bad = data[first:last]
            written = uri.text[start - uri.start : end - uri.start]
            yield Violation(
                start,
                end,
                f"'{written}' is not valid UTF-8",
                Fix(
                    (Edit(start, end, pct_encode(bad.decode("latin-1"))),),
                    Applicability.UNSAFE,
                ),
            )


def _high_octet_runs(uri: Uri) -> Iterator[list[tuple[int, str]]]:
    """Runs of adjacent triplets encoding octets >= 0x80."""
    run: list[tuple[int, str]] = []
    for start, triplet in triplets(uri):
        if octet(triplet) < 0x80:
            continue
        if run and run[-1][0] + 3 != start:
            yield run
            run = []
        run.append((start, triplet))
    if run:
        yield run


def _invalid_ranges(data: bytes) -> Iterator[tuple[int, int]]:
    """Maximal [start, end) stretches of `data` that are not UTF-8."""
    pos = 0
    pending: tuple[int, int] | None = None
    while pos < len(data):
        try:
            data[pos:].decode("utf-8")
            break
        except UnicodeDecodeError as err:
            bad = (pos + err.start, pos + err.end)
        if pending and pending[1] == bad[0]:
            pending = (pending[0], bad[1])
        else:
            if pending:
                yield pending
            pending = bad
        pos = bad[1]
    if pending:
        yield pending
