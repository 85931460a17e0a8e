"""GitHub Flavored Markdown tables: a row is split into cells at each
unescaped ``|`` before anything inline is read, so a bare URI in a row
ends where its cell does (``|hpe|https://e.com/doc?id=1|tags|``)."""

from __future__ import annotations

import bisect
import re

from ..model import UriSpan
from .ends import trim

# A table's delimiter row: cells of hyphens, each with an optional colon at
# either end, with at least one "|" (a row of hyphens alone is a heading's
# underline or a thematic break).
DELIMITER_ROW = re.compile(
    r"^[ \t]{0,3}(?=[^\n]*\|)\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*\r?$", re.M
)
_PIPE = re.compile(r"(?<!\\)\|")


def table_rows(text: str, paragraphs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The ranges of `text` that are table rows: in a paragraph (a run of
    lines up to a blank one), the line before a delimiter row and every
    line from it on."""
    rows: list[tuple[int, int]] = []
    for start, end in paragraphs:
        if text.find("|", start, end) < 0 or text.find("-", start, end) < 0:
            continue
        first_break = text.find("\n", start, end)
        if first_break < 0:
            continue
        delimiter = DELIMITER_ROW.search(text, first_break + 1, end)
        if delimiter is not None:
            rows.append((text.rfind("\n", start, delimiter.start() - 1) + 1 or start, end))
    return rows


def end_at_cells(text: str, spans: list[UriSpan], rows: list[tuple[int, int]]) -> list[UriSpan]:
    """`spans` (bare URIs) with those in a table row cut at their cell's end."""
    if not rows:
        return spans
    starts = [start for start, _ in rows]
    kept: list[UriSpan] = []
    for span in spans:
        index = bisect.bisect_right(starts, span.start) - 1
        pipe = _PIPE.search(text, span.start, span.end) if index >= 0 and span.start < rows[index][1] else None
        if pipe is None:
            kept.append(span)
            continue
        end = trim(text, span.start, pipe.start())
        colon = text.find(":", span.start, end)
        if colon >= 0 and text[colon + 1 : end].strip("/"):  # still a URI: more than its scheme
            kept.append(span._replace(end=end, opaque=tuple((a, b) for a, b in span.opaque if b <= end)))
    return kept
