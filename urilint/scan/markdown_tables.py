"""GitHub Flavored Markdown tables: a row is split into cells at each
unescaped ``|`` before anything inline is read, so a bare URI in a row
ends where its cell does (``|hpe|https://e.com/doc?id=1|tags|``)."""

from __future__ import annotations

from ..compat import possessive
from ..model import UriSpan
from ..pattern_store import MULTILINE, compiled_re
from .combine import inside
from .ends import trim
from .escapes import merge_opaque

# A table's delimiter row: cells of hyphens, each with an optional colon at
# either end, with at least one "|" (a row of hyphens alone is a heading's
# underline or a thematic break). Possessive: adjacent runs of blanks
# made one long line quadratic.
DELIMITER_ROW = possessive(
    r"^[ \t]{0,3}+(?=[^\n|]*+\|)\|?+[ \t]*+:?+-++:?+[ \t]*+(?:\|[ \t]*+:?+-++:?+[ \t]*+)*+\|?+[ \t]*+\r?$", MULTILINE
)
_PIPE = compiled_re(r"(?<!\\)\|")
_ESCAPED_PIPE = compiled_re(r"\\\|")


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
        if delimiter is None:
            continue
        header = text.rfind("\n", start, delimiter.start() - 1) + 1 or start
        if _cells(text, header, delimiter.start() - 1) == _cells(text, delimiter.start(), delimiter.end()):
            rows.append((header, end))  # GFM: as many header cells as delimiter cells
    return rows


def _cells(text: str, start: int, end: int) -> int:
    """The number of cells of the row text[start:end]."""
    row = text[start:end].strip()
    return len(_PIPE.findall(row)) + 1 - row.startswith("|") - (row.endswith("|") and not row.endswith("\\|"))


def split_by_cells(text: str, start: int, end: int, rows: list[tuple[int, int]]) -> bool:
    """Whether text[start:end], an inline link's destination, holds a cell's
    end: an unescaped "|" in a table row. GFM splits the row first, so
    there is no link (sweep 94: zabbix's "[y](p|q)" in a table; the safe
    "%7C" joined the cells and made one)."""
    return _PIPE.search(text, start, end) is not None and inside(rows, start)


def end_at_cells(text: str, spans: list[UriSpan], rows: list[tuple[int, int]]) -> list[UriSpan]:
    """`spans` (bare URIs) with those in a table row cut at their cell's
    end, and an escaped pipe in them opaque (the table's syntax, which
    stands for a "|" of the cell: encoding either half breaks the row)."""
    if not rows:
        return spans
    kept: list[UriSpan] = []
    for span in spans:
        in_row = inside(rows, span.start)
        if in_row and text.startswith("\\|", span.end - 1):  # the URI ends at an escaped pipe: without its backslash
            span = span.ending_at(span.end - 1)
        if in_row and text.find("\\|", span.start, span.end) >= 0:
            span = span._replace(opaque=merge_opaque(
                span.opaque, [m.span() for m in _ESCAPED_PIPE.finditer(text, span.start, span.end)]
            ))
        pipe = _PIPE.search(text, span.start, span.end) if in_row else None
        if pipe is None:
            kept.append(span)
            continue
        end = trim(text, span.start, pipe.start())
        colon = text.find(":", span.start, end)
        if colon >= 0 and text[colon + 1 : end].strip("/"):  # still a URI: more than its scheme
            kept.append(span.ending_at(end))
    return kept
