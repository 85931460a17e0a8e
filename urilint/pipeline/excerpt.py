"""A result cut down to what its report reads: the lines of its findings.

A run that finds something in many files held each one's whole text until
the report, memory that grew with the tree. The report reads only the
lines its findings (and their URIs and fixes) are on, so the others are
emptied as soon as a result comes in: each leaves one line ending, so
line numbers and columns do not change, and each finding's offsets move
back by the characters removed before it.
"""

from __future__ import annotations

import bisect

from ..model import Edit, FileResult, Finding
from ..positions import count_line_breaks, line_start

# Texts shorter than this are kept whole: cutting them saves too little.
KEEP_WHOLE = 4096


def cut_to_findings(result: FileResult) -> FileResult:
    """`result` with a text holding only its findings' lines (the same
    report in every format); unchanged when that would save little."""
    text = result.text
    if len(text) < KEEP_WHOLE or not result.findings:
        return result
    reaches = [_reach(f) for f in result.findings]
    pieces: list[str] = []
    starts: list[int] = []  # where each kept part starts in `text`
    shifts: list[int] = []  # ... and how far back it moves
    pos = removed = 0
    for low, high in sorted(reaches):
        low = line_start(text, low, pos) if low > pos else pos
        high = _line_end(text, max(high, low))
        if high <= pos:
            continue  # within the part kept last
        if low > pos:
            pieces.append(_endings(text, pos, low))
            removed += low - pos - len(pieces[-1])
        starts.append(low)
        shifts.append(removed)
        pieces.append(text[low:high])
        pos = high
    pieces.append(_endings(text, pos, len(text)))
    if not removed and len(text) - pos == len(pieces[-1]):
        return result

    def moved(finding: Finding, reach: tuple[int, int]) -> Finding:
        shift = shifts[bisect.bisect_right(starts, reach[0]) - 1]
        if not shift:
            return finding
        fix = finding.fix
        if fix is not None:
            fix = fix._replace(edits=tuple(Edit(e.start - shift, e.end - shift, e.replacement) for e in fix.edits))
        return finding._replace(start=finding.start - shift, end=finding.end - shift, fix=fix,
                                uri_start=finding.uri_start - shift, uri_end=finding.uri_end - shift)

    return result._replace(text="".join(pieces), findings=[moved(f, r) for f, r in zip(result.findings, reaches)])


def _reach(finding: Finding) -> tuple[int, int]:
    """The offsets a report of `finding` reads: its range, its URI's and its fix's."""
    low, high = min(finding.start, finding.uri_start), max(finding.end, finding.uri_end)
    if finding.fix is not None:
        for edit in finding.fix.edits:
            low, high = min(low, edit.start), max(high, edit.end)
    return low, high


def _endings(text: str, start: int, end: int) -> str:
    """An emptied text[start:end]: one LF per line ending it holds (a lone
    CR kept as such could merge with an LF after it into one CRLF)."""
    return "\n" * count_line_breaks(text, start, end)


def _line_end(text: str, pos: int) -> int:
    """Where the line holding `pos` ends (before its line ending)."""
    newline = text.find("\n", pos)
    end = len(text) if newline < 0 else newline
    carriage_return = text.find("\r", pos, end)  # of a CRLF, or alone
    return end if carriage_return < 0 else carriage_return
