"""A notebook code cell's line as its code reads it: the JSON string around
a URI decoded, for the look at the code around a literal that compares it
(compared.py). In the notebook's text ``assert u == \\"https://...\\"`` is
a JSON string; the cell's code is ``assert u == "https://..."`` (sweep 160:
a safe fix broke such an assert in a cell, and was unsafe in a .py file)."""

from __future__ import annotations

from .compared import compared_as_written
from .model import CODE
from .pattern_store import compiled_re

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import UriSpan

REACH = 400  # characters of the notebook's text looked at on each side of the URI
_TOKEN = r'\\.|"'  # in a JSON string: an escape, or the quote that ends it


def compared_in_cell(text: str, span: UriSpan, kind: str, filename: str) -> str | None:
    """Why the literal URI at `span` of a notebook's code cell is compared
    as written, read on its decoded line, or None (and for other files)."""
    if kind != "notebook" or span.context != CODE:
        return None
    low = max(0, span.start - REACH)
    quotes = [m.start() for m in compiled_re(_TOKEN).finditer(text, low, span.start) if m.group() == '"']
    before = _decoded(text[quotes[-1] + 1 if quotes else low : span.start]).rpartition("\n")[2]
    close = next((m.start() for m in compiled_re(_TOKEN).finditer(text, span.end, span.end + REACH) if m.group() == '"'), None)
    after = _decoded(text[span.end : span.end + REACH if close is None else close]).partition("\n")[0]
    view = before + text[span.start : span.end] + after
    return compared_as_written(view, len(before), "code", filename, len(view) - len(after))


def _decoded(raw: str) -> str:
    """A piece of a JSON string's text with its escapes decoded, as the
    notebook scanner decodes a cell (json's scanstring); as it is when cut
    inside an escape."""
    from json.decoder import scanstring  # type: ignore[attr-defined]  # here: it imports re, which other files' runs need not

    try:
        return scanstring(raw + '"', 0, False)[0]  # type: ignore[no-any-return]
    except ValueError:
        return raw
