"""Combine the spans of several finders into one sorted, non-overlapping list."""

from __future__ import annotations

import bisect

from ..model import UriSpan

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterable


def merge(
    primary: Iterable[UriSpan],
    secondary: Iterable[UriSpan],
    blocked: Iterable[tuple[int, int]] = (),
) -> list[UriSpan]:
    """Spans of `primary` plus those of `secondary` that overlap neither a
    primary span nor a `blocked` range (say a ``data:`` attribute value),
    sorted by start. Primary spans that overlap each other keep the first."""
    taken, walls = walls_of(primary, blocked)
    return merge_into(taken, walls, secondary)


def walls_of(
    primary: Iterable[UriSpan], blocked: Iterable[tuple[int, int]] = ()
) -> tuple[list[UriSpan], list[tuple[int, int]]]:
    """The primary spans merge keeps, and the ranges (sorted) that drop
    any secondary span overlapping them; a secondary finder told the
    ranges can skip the URIs that start inside one."""
    taken: list[UriSpan] = []
    for span in sorted(primary):
        if taken and span.start < taken[-1].end:
            continue
        taken.append(span)
    return taken, sorted([(s.start, s.end) for s in taken] + list(blocked))


def merge_into(taken: list[UriSpan], walls: list[tuple[int, int]], secondary: Iterable[UriSpan]) -> list[UriSpan]:
    """merge, given walls_of's result."""
    if not walls:
        return list(secondary)
    index = 0
    count = len(walls)
    extra: list[UriSpan] = []
    for span in sorted(secondary):
        span_start, span_end = span.start, span.end
        while index < count and walls[index][1] <= span_start:
            index += 1
        # walls may nest (a blocked range inside an attribute): look ahead,
        # by index (a slice of the rest would copy it for every span).
        ahead = index
        while ahead < count and walls[ahead][0] < span_end and walls[ahead][1] <= span_start:
            ahead += 1
        if ahead == count or walls[ahead][0] >= span_end:
            extra.append(span)
    if not extra:
        return taken
    return sorted(taken + extra)


def joined(ranges: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """`ranges` sorted, overlapping ones joined into one (what `inside` reads)."""
    result: list[tuple[int, int]] = []
    for start, end in sorted(ranges):
        if result and start < result[-1][1]:
            result[-1] = (result[-1][0], max(end, result[-1][1]))
        else:
            result.append((start, end))
    return result


def inside(ranges: list[tuple[int, int]], pos: int) -> bool:
    """True when `pos` is in one of `ranges` (sorted, not overlapping)."""
    i = bisect.bisect_right(ranges, (pos, 1 << 62)) - 1
    return i >= 0 and pos < ranges[i][1]
