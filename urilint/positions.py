"""Lines: where they start, and offsets -> 1-based line and column (computed
only when reporting).

Lines end at LF, CRLF (one ending) or a lone CR (classic Mac files, as
editors and LSP count them); form feed and U+2028 do not start a line.
Columns count code points, a tab being one.
"""

from __future__ import annotations

import bisect
from itertools import accumulate, repeat
from operator import add

from .pattern_store import compiled_re

# Compiled where first used (re's cache): most texts have no "\r", and a
# run the cache answers reads none.
LINE_BREAK = r"\r\n?|\n"


def count_line_breaks(text: str, start: int, end: int) -> int:
    """The number of line endings in text[start:end] (a CR looked for there
    only: a look through the whole text, once per call, made a report's
    excerpt of 80,000 findings take 15 s: sweep 70's dump)."""
    breaks = text.count("\n", start, end)
    if text.find("\r", start, end) >= 0:
        breaks += text.count("\r", start, end) - text.count("\r\n", start, end)
    return breaks


def line_start(text: str, pos: int, floor: int = 0) -> int:
    """Where the line holding `pos` starts (after LF, CRLF or a lone CR),
    or `floor` when that lies before it (a caller walking forward bounds
    the search, which on one long line would be quadratic)."""
    start = text.rfind("\n", floor, pos) + 1 or floor
    return text.rfind("\r", start, pos) + 1 or start


def _starts(lines: list[str], ending: int) -> list[int]:
    """Where each of `lines` starts, each ended by `ending` characters."""
    return list(accumulate(map(add, map(len, lines[:-1]), repeat(ending)), initial=0))


class LineIndex:
    """Maps offsets in one text to (line, column) and back."""

    def __init__(self, text: str) -> None:
        self.text = text
        # Each line's start: the lengths of the lines before it, each with
        # its ending's (no Python call per line), when every line ends alike.
        if "\r" not in text:
            self.starts = _starts(text.split("\n"), 1)
        elif text.count("\r\n") == text.count("\r") == text.count("\n"):  # a Windows file
            self.starts = _starts(text.split("\r\n"), 2)
        else:
            self.starts = [0, *(m.end() for m in compiled_re(LINE_BREAK).finditer(text))]

    def line_col(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.starts, offset) - 1
        return line + 1, offset - self.starts[line] + 1

    def utf16_col(self, offset: int) -> tuple[int, int]:
        """0-based (line, UTF-16 column) for editors speaking LSP."""
        line = bisect.bisect_right(self.starts, offset) - 1
        prefix = self.text[self.starts[line] : offset]
        return line, len(prefix.encode("utf-16-le", "surrogatepass")) // 2
