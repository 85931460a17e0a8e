"""The read-only view of the project that the link rules ask, from one file.

The engine makes one per linted file; it answers from the Project's
caches, so each folder is listed and each target's anchors are parsed
once per run (per process), whatever the number of links to them.
"""

from __future__ import annotations

import bisect
import os

from ..pattern_store import compiled_re
from .anchors import MARKDOWN, Anchors, anchors_for
from .blocks import code_ranges
from .resolve import Project, Resolution


class FileView:
    """The project as seen from the file `filename` whose text is `text`
    (the text being linted, which may differ from the file on disk while
    fixing: its own anchors come from it)."""

    __slots__ = ("project", "path", "folder", "base", "markup_base", "text", "_own", "_code", "_ticks", "_newlines")

    def __init__(self, project: Project, filename: str, text: str) -> None:
        self.project = project
        self.path = os.path.abspath(filename)
        self.folder = os.path.dirname(self.path)
        self.base = project.page_base(self.path, text)  # its URL's folder, when link-map serves it
        # Raw HTML in a page is never rewritten: it resolves against the URL under either link-base.
        self.markup_base = self.base if project.url_relative else project.page_base(self.path, text, True)
        self.text = text
        self._own: Anchors | None | bool = False  # False: not parsed yet
        self._code: list[tuple[int, int]] | None = None
        self._ticks: list[int] = []
        self._newlines: list[int] = []

    def resolve(self, written: str, markup: bool = False) -> Resolution:
        """Where the percent-encoded path `written` leads from this file
        (`markup`: written in an HTML attribute)."""
        return self.project.resolve(self.folder, written, True, self.markup_base if markup else self.base)

    def in_code(self, offset: int) -> bool:
        """True when `offset` of a Markdown file lies in a fenced code block
        or a code span on its line (asked before reporting: a scanner may
        hand over an HTML attribute there)."""
        if _extension(self.path).lower() not in MARKDOWN:
            return False
        if self._code is None:
            self._code = code_ranges(self.text)
            # Backtick and newline offsets, for the code-span test below in
            # O(log n) per finding (a one-line file may hold thousands).
            self._ticks = [m.start() for m in compiled_re("`").finditer(self.text)]
            self._newlines = [m.start() for m in compiled_re("\n").finditer(self.text)]
        i = bisect.bisect_right(self._code, (offset, len(self.text))) - 1
        if i >= 0 and offset < self._code[i][1]:
            return True
        # An odd count of backticks between the line's start and `offset`: a code span.
        line = self._newlines[bisect.bisect_left(self._newlines, offset) - 1] + 1 if self._newlines and self._newlines[0] < offset else 0
        return (bisect.bisect_left(self._ticks, offset) - bisect.bisect_left(self._ticks, line)) % 2 == 1

    def ignored(self, written: str, target: str) -> bool:
        """True when a link-ignore glob matches the reference `written`
        (path, query and fragment) or its `target` file."""
        return self.project.ignored(written, target)

    def shown(self, path: str) -> str:
        """`path` as messages show it: relative to the project root."""
        return self.project.relative(path)

    def anchors(self, target: str | None = None) -> Anchors | None:
        """The anchors of file `target` (None: this file); None when its
        kind has no anchors urilint knows, or it cannot be read."""
        if target is None or target == self.path:
            if self._own is False:
                self._own = _anchors(self.project, _extension(self.path), self.text)
            return self._own  # type: ignore[return-value]
        cache = self.project.anchor_cache
        if target not in cache:
            cache[target] = _read_anchors(self.project, target)
        return cache[target]


def _extension(path: str) -> str:
    base = os.path.basename(path)
    return base.rpartition(".")[2] if "." in base else ""


def _read_anchors(project: Project, path: str) -> Anchors | None:
    ext = _extension(path)
    if anchors_for(ext, "") is None:
        return None  # not a kind with anchors: do not read it
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError:
        return None
    return _anchors(project, ext, data.decode("utf-8", "replace"))


def _anchors(project: Project, ext: str, text: str) -> Anchors | None:
    """anchors_for, once per distinct text: a file that is linted and also
    a link target (or linted again while fixing, unchanged) is parsed once."""
    key = (ext.lower(), len(text), hash(text))
    cache = project.anchors_by_text
    if key not in cache:
        cache[key] = anchors_for(ext, text)
    return cache[key]
