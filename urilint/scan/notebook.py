"""Jupyter notebooks (.ipynb): Markdown cells scanned as Markdown, code
cells as code in the notebook's language, the rest of the JSON as data,
but the code cells' outputs: what the code printed when it last ran, which
the next run writes again (a fix there would change a record, not a text);
nor the metadata (the notebook's and each cell's: a kernel's language_info,
Colab's and widgets' saved state, tags matched as written) and a cell's
attachments (files embedded whole, as an output's image): what tools
wrote, not the notebook's text (sweep 160).

A cell's ``source`` is JSON strings (one per line, or one string); their
decoded text is scanned by the Markdown scanner, or by the code scanner in
the language the notebook's metadata names (``kernelspec.language``, else
``language_info.name``; Python when it names none: a ``"%s" % name`` is
then a format conversion, and a fix inside a string literal is as unsafe
as in a ``.py`` file), and every span is mapped back to offsets in the JSON
text. JSON escapes inside a span
(``\\"``, ``\\\\``, ``\\u00e9``) are opaque, so a fix never writes inside one
and the file stays valid JSON; a span that crosses from one string into
the next is dropped. A notebook that is not valid JSON is scanned as data.
"""

from __future__ import annotations

from json.decoder import scanstring  # type: ignore[attr-defined]  # not in typeshed

from ..model import UriSpan
from ..pattern_store import compiled_re
from . import data, markdown
from .code import extract as extract_code
from .combine import joined, merge_into, walls_of
from .languages import code_language

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Callable

WHITESPACE = compiled_re(r"[ \t\n\r]*")
SCALAR = compiled_re(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?|true|false|null")
ESCAPE = compiled_re(r"\\(?:u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)")


class _Piece:
    """One JSON string of a source: its value and raw [start, end) (quotes included)."""

    __slots__ = ("value", "start", "end")

    def __init__(self, value: str, start: int, end: int) -> None:
        self.value, self.start, self.end = value, start, end


# Values that are not the notebook's text: nothing in them is scanned.
RECORDS = frozenset(("outputs", "metadata", "attachments"))
SOURCES = frozenset(("source", "input"))  # a cell's text ("input": an nbformat 3 code cell's)


class _Region:
    """Where a value stands in the JSON text, [start, end), and the value."""

    __slots__ = ("start", "end", "value")

    def __init__(self, start: int, end: int, value: Any) -> None:
        self.start, self.end, self.value = start, end, value


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    try:
        document, end = _value(text, WHITESPACE.match(text, 0).end(), "")  # type: ignore[union-attr]
    except (ValueError, IndexError, RecursionError):
        return data.extract(text, schemes)
    if not isinstance(document, dict):
        return data.extract(text, schemes)  # no notebook: "[]", a string
    cells = document.get("cells")
    pieces_seen = _records(document)
    if cells is None:  # nbformat 3: cells in worksheets, which have metadata of their own
        sheets = document.get("worksheets")
        sheets = [sheet for sheet in sheets if isinstance(sheet, dict)] if isinstance(sheets, list) else []
        cells = [c for sheet in sheets for c in sheet.get("cells") or ()]
        pieces_seen += [region for sheet in sheets for region in _records(sheet)]
    language = _language(document)
    primary: list[UriSpan] = []
    for cell in cells or ():
        kind = cell.get("cell_type") if isinstance(cell, dict) else None
        if kind == "markdown":
            scan = markdown.extract
        elif kind == "code":
            scan = lambda text, schemes: extract_code(text, schemes, language)  # noqa: E731
        else:
            continue
        pieces_seen.extend(_records(cell))
        source = cell.get("source", cell.get("input"))  # (nbformat 3: a code cell's "input")
        pieces = [source] if isinstance(source, _Piece) else source if isinstance(source, list) else []
        pieces = [p for p in pieces if isinstance(p, _Piece)]
        if pieces:
            primary.extend(_cell_spans(text, pieces, schemes, scan))
            pieces_seen.extend((p.start, p.end) for p in pieces)
    taken, walls = walls_of(primary, pieces_seen)
    return merge_into(taken, walls, data.extract(text, schemes))


def _records(value: dict[str, Any]) -> list[tuple[int, int]]:
    """Where the RECORDS of a notebook or a cell stand."""
    return [(found.start, found.end) for key in RECORDS if isinstance(found := value.get(key), _Region)]


def _language(document: dict[str, Any]) -> str:
    """The code scanner's language of the notebook's code cells."""
    metadata = document.get("metadata")
    metadata = metadata.value if isinstance(metadata, _Region) else None
    names = []
    if isinstance(metadata, dict):
        for table, key in (("kernelspec", "language"), ("language_info", "name")):
            entry = metadata.get(table)
            if isinstance(entry, dict) and isinstance(entry.get(key), str):
                names.append(entry[key])
    return code_language(names[0]) if names else "python"


def _cell_spans(
    text: str, pieces: list[_Piece], schemes: frozenset[str] | None,
    scan: Callable[[str, frozenset[str] | None], list[UriSpan]],
) -> list[UriSpan]:
    """The spans `scan` finds in one cell, in JSON offsets."""
    decoded = "".join(p.value for p in pieces)
    bounds: list[int] = []  # decoded start of each piece
    offset = 0
    for piece in pieces:
        bounds.append(offset)
        offset += len(piece.value)
    maps: dict[int, list[int] | None] = {}
    found = []
    index = 0
    for span in scan(decoded, schemes):
        while index + 1 < len(pieces) and bounds[index + 1] <= span.start:
            index += 1
        piece, base = pieces[index], bounds[index]
        if span.end > base + len(piece.value):
            continue  # crosses into the next string
        if index not in maps:
            maps[index] = _raw_offsets(text, piece)
        raw = maps[index]
        opaque = [(_raw(raw, piece, a - base), _raw(raw, piece, b - base)) for a, b in span.opaque]
        start, end = _raw(raw, piece, span.start - base), _raw(raw, piece, span.end - base)
        if raw is not None:
            for match in ESCAPE.finditer(text, start, end):
                a, b = match.span()
                # A backslash that stays makes an escape of what a fix
                # writes after it ("\\%20"): the next character stays too.
                opaque.append((a, b + 1 if text[a + 1] == "\\" and b < end else b))
            opaque = joined(opaque)
        ambiguous = tuple((_raw(raw, piece, a - base), _raw(raw, piece, b - base)) for a, b in span.ambiguous)
        found.append(span._replace(start=start, end=end, opaque=tuple(opaque), ambiguous=ambiguous))
    return found


def _raw_offsets(text: str, piece: _Piece) -> list[int] | None:
    """The raw offset of each decoded character of `piece` (and of its
    end), or None when it holds no escape (the offsets are then linear)."""
    if text.find("\\", piece.start, piece.end) < 0:
        return None
    offsets: list[int] = []
    pos = piece.start + 1
    stop = piece.end - 1
    while pos < stop:
        offsets.append(pos)
        if text[pos] == "\\":
            match = ESCAPE.match(text, pos, stop)
            pos = match.end() if match else pos + 1
        else:
            pos += 1
    offsets.append(stop)
    return offsets


def _raw(raw: list[int] | None, piece: _Piece, decoded: int) -> int:
    if raw is None:
        return piece.start + 1 + decoded
    return raw[min(decoded, len(raw) - 1)]


def _value(text: str, pos: int, key: str) -> tuple[Any, int]:
    """The JSON value at `pos` and its end; the strings of a SOURCES value are
    kept as _Piece with their offsets, a RECORDS value as its _Region."""
    if key in RECORDS:
        value, end = _value(text, pos, "")
        return _Region(pos, end, value), end
    char = text[pos]
    if char == '"':
        value, end = scanstring(text, pos + 1, True)
        return (_Piece(value, pos, end) if key in SOURCES else value), end
    if char == "{":
        result: dict[str, Any] = {}
        pos = _skip(text, pos + 1)
        if text[pos] == "}":
            return result, pos + 1
        while True:
            if text[pos] != '"':
                raise ValueError("expected a key")
            name, pos = scanstring(text, pos + 1, True)
            pos = _skip(text, pos)
            if text[pos] != ":":
                raise ValueError("expected ':'")
            result[name], pos = _value(text, _skip(text, pos + 1), name)
            pos = _skip(text, pos)
            if text[pos] == "}":
                return result, pos + 1
            if text[pos] != ",":
                raise ValueError("expected ','")
            pos = _skip(text, pos + 1)
    if char == "[":
        items: list[Any] = []
        pos = _skip(text, pos + 1)
        if text[pos] == "]":
            return items, pos + 1
        while True:
            item, pos = _value(text, pos, key)
            items.append(item)
            pos = _skip(text, pos)
            if text[pos] == "]":
                return items, pos + 1
            if text[pos] != ",":
                raise ValueError("expected ','")
            pos = _skip(text, pos + 1)
    match = SCALAR.match(text, pos)
    if match is None:
        raise ValueError("unexpected character")
    return None, match.end()


def _skip(text: str, pos: int) -> int:
    return WHITESPACE.match(text, pos).end()  # type: ignore[union-attr]  # matches the empty string
