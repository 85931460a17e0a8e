"""A URI set beside another spelling of itself: a text that shows two
equivalent URIs written differently, a few lines apart (RFC 9110's "the
following three URIs are equivalent", Atom's "%7ebob and %7Ebob will be
considered different identifiers", a normalizer's manual: "turns X into
Y", a test table of pairs), is about that difference, which a fix would
erase. Such a URI's safe fixes are made unsafe (sweep 38: 187 hunks in
RFC sources rewrote the examples into three equal strings).

A link's text and its own address (``[https://e.org/~a](https://e.org/%7Ea)``,
``<a href="...">...</a>``) are one link shown twice, not a contrast.
"""

from __future__ import annotations

import bisect

from .model import Applicability, Finding, UriSpan
from .uri.decoded import reading
from .uri.equivalence import equivalent

# How far apart two spellings may stand: lines before and after.
NEAR_LINES = 3
# What stands between a link's text and its address (Markdown, HTML,
# reStructuredText, AsciiDoc), spaces aside.
LINK_JOINTS = frozenset(("](", '">', "'>", ">", "<", "["))
REASON = "unsafe fix: another spelling of this URI stands beside it (an example of equivalent spellings), which the fix would make alike"


def contrasted(text: str, spans: list[UriSpan], findings: list[Finding]) -> list[Finding]:
    """`findings`, those with a safe fix on a URI set beside another
    spelling of itself made unsafe, saying why."""
    starts = {f.uri_start for f in findings if f.fix is not None and f.fix.applicability is Applicability.SAFE}
    if not starts or len(spans) < 2:
        return findings
    ordered = sorted(spans, key=_start)
    positions = [span.start for span in ordered]
    marked = {start for start in starts if _has_other_spelling(text, ordered, positions, start)}
    if not marked:
        return findings
    return [
        f._replace(fix=f.fix._replace(applicability=Applicability.UNSAFE), message=f"{f.message} ({REASON})")
        if f.uri_start in marked and f.fix is not None and f.fix.applicability is Applicability.SAFE
        else f
        for f in findings
    ]


def _start(span: UriSpan) -> int:
    return span.start


def _has_other_spelling(text: str, ordered: list[UriSpan], positions: list[int], start: int) -> bool:
    index = bisect.bisect_left(positions, start)
    if index == len(ordered) or positions[index] != start:
        return False
    span = ordered[index]
    low, high = _near(text, span.start, span.end)
    written = text[span.start : span.end]
    uri = None
    for other in ordered[bisect.bisect_left(positions, low) : bisect.bisect_left(positions, high)]:
        if other is span or text[other.start : other.end] == written or _one_link(text, span, other):
            continue
        if uri is None:
            uri = reading(text, span)
        if equivalent(uri, reading(text, other)):
            return True
    return False


def _near(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the line NEAR_LINES lines before `start`'s begins, and where
    the one NEAR_LINES lines after `end`'s ends."""
    low = text.rfind("\n", 0, start) + 1
    for _ in range(NEAR_LINES):
        if low == 0:
            break
        low = text.rfind("\n", 0, low - 1) + 1
    high = text.find("\n", end)
    for _ in range(NEAR_LINES):
        if high < 0:
            break
        high = text.find("\n", high + 1)
    return low, len(text) if high < 0 else high


def _one_link(text: str, a: UriSpan, b: UriSpan) -> bool:
    """Whether `a` and `b` are a link's text and its address."""
    first, second = (a, b) if a.start < b.start else (b, a)
    return text[first.end : second.start].strip() in LINK_JOINTS
