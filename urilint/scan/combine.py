"""Combine the spans of several finders into one sorted, non-overlapping list."""

from __future__ import annotations

from typing import Iterable

from ..model import UriSpan


def merge(
    primary: Iterable[UriSpan],
    secondary: Iterable[UriSpan],
    blocked: Iterable[tuple[int, int]] = (),
) -> list[UriSpan]:
    """Spans of `primary` plus those of `secondary` that overlap neither a
    primary span nor a `blocked` range (say a ``data:`` attribute value),
    sorted by start. Primary spans that overlap each other keep the first."""
    taken: list[UriSpan] = []
    for span in sorted(primary):
        if taken and span.start < taken[-1].end:
            continue
        taken.append(span)
    walls = sorted([(s.start, s.end) for s in taken] + list(blocked))
    if not walls:
        return list(secondary)
    index = 0
    extra: list[UriSpan] = []
    for span in sorted(secondary):
        while index < len(walls) and walls[index][1] <= span.start:
            index += 1
        # walls may nest (a blocked range inside an attribute): look ahead.
        overlaps = False
        for start, end in walls[index:]:
            if start >= span.end:
                break
            if end > span.start:
                overlaps = True
                break
        if not overlaps:
            extra.append(span)
    if not extra:
        return taken
    return sorted(taken + extra)
