"""Offsets -> 1-based line and column, computed only when reporting.

Lines end at LF (a CRLF counts as one ending, since the CR is the last
character of its line); form feed, CR alone and U+2028 do not start a line.
Columns count code points, a tab being one.
"""

from __future__ import annotations

import bisect


class LineIndex:
    """Maps offsets in one text to (line, column) and back."""

    def __init__(self, text: str) -> None:
        self.text = text
        starts = [0]
        pos = text.find("\n")
        while pos >= 0:
            starts.append(pos + 1)
            pos = text.find("\n", pos + 1)
        self.starts = starts

    def line_col(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.starts, offset) - 1
        return line + 1, offset - self.starts[line] + 1

    def line_text(self, line: int) -> str:
        """The text of 1-based `line`, without its line ending."""
        start = self.starts[line - 1]
        end = self.starts[line] - 1 if line < len(self.starts) else len(self.text)
        return self.text[start:end].rstrip("\r")

    def utf16_col(self, offset: int) -> tuple[int, int]:
        """0-based (line, UTF-16 column) for editors speaking LSP."""
        line = bisect.bisect_right(self.starts, offset) - 1
        prefix = self.text[self.starts[line] : offset]
        return line, len(prefix.encode("utf-16-le", "surrogatepass")) // 2
