"""A URI as its consumer reads it: the character references of an HTML or
XML attribute value (``&#32;``, ``&quot;``, ``&amp;``) decoded to the
characters they stand for, which is the value a browser parses as a URL.

Rules check that reading; what they report and the edits of their fixes
are mapped back to the file's text, where a range touching a decoded
character covers its whole reference (``&#32;`` -> ``%20``). The fix
engine proves equivalence on the readings too.
"""

from __future__ import annotations

import bisect

from ..model import Edit, Fix, UriSpan, Violation
from .syntax import Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from ..policy import FilePolicy


class Reading:
    """The decoded reading of `span` (one with `decoded` references) in
    `text`. The reading's offsets start at span.start, like the span's."""

    __slots__ = ("text", "span", "_starts", "_ends", "_references")

    def __init__(self, text: str, span: UriSpan) -> None:
        refs = {(start, end): char for start, end, char in span.decoded if (start, end) in span.opaque}
        pieces: list[str] = []
        starts: list[int] = []  # where each character of the reading starts in the source
        ends: list[int] = []  # and where it ends
        pos = span.start
        self._references: dict[int, str] = {}  # offset in the reading -> the reference as written
        for (start, end), char in sorted(refs.items()):
            if len(char) == 1:
                self._references[span.start + len(starts) + start - pos] = text[start:end]
            pieces += [text[pos:start], char]
            starts += [*range(pos, start), start]
            ends += [*range(pos + 1, start + 1), end]
            pos = end
        pieces.append(text[pos : span.end])
        starts += range(pos, span.end)
        ends += range(pos + 1, span.end + 1)
        self.text = "".join(pieces)
        self._starts = starts
        self._ends = ends
        # Other opaque ranges lie outside every reference: their offsets
        # in the reading are their characters' positions.
        opaque = tuple(
            (span.start + bisect.bisect_left(starts, a), span.start + bisect.bisect_left(starts, b))
            for a, b in span.opaque
            if (a, b) not in refs
        )
        self.span = span._replace(end=span.start + len(self.text), opaque=opaque, decoded=())

    def uri(self, policy: FilePolicy | None = None) -> Uri:
        uri = Uri("", self.span, policy, self.text)
        uri.references = self._references
        return uri

    def source(self, start: int, end: int) -> tuple[int, int]:
        """The source range of the reading's [start, end): a reference is
        covered whole when any character it stands for is."""
        a, b = start - self.span.start, end - self.span.start
        count = len(self._starts)
        source_start = self._starts[a] if a < count else self._ends[-1]
        return (source_start, source_start) if b <= a else (source_start, self._ends[b - 1])

    def violation(self, found: Violation) -> Violation:
        """`found` (in the reading's offsets) in the file's offsets."""
        start, end = self.source(found.start, found.end)
        fix = found.fix
        if fix is not None:
            fix = Fix(tuple(Edit(*self.source(e.start, e.end), e.replacement) for e in fix.edits), fix.applicability)
        return found._replace(start=start, end=end, fix=fix)


def reading(text: str, span: UriSpan) -> Uri:
    """The URI of `span` as rules and the fix proof see it."""
    return Reading(text, span).uri() if span.decoded else Uri(text, span)
