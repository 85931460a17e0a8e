"""--diff: what --fix would write, as one unified diff per file, which
``git apply`` and ``patch -p1`` take as they take git's own."""

from __future__ import annotations

import difflib

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

    from ..model import FileResult


def file_patch(result: FileResult) -> Iterator[str]:
    """The diff of `result`'s file from its original text to its fixed text
    (nothing when --fix would not rewrite it)."""
    if result.original is None:
        return iter(())
    path = str(result.path).lstrip("/")  # as git names an absolute path: "a/tmp/x", not "a//tmp/x"
    return difflib.unified_diff(
        patch_lines(result.original), patch_lines(result.text), fromfile=f"a/{path}", tofile=f"b/{path}"
    )


def patch_lines(text: str) -> list[str]:
    """`text`'s lines as patch and git apply read them: split at "\\n" only
    (splitlines also splits at "\\r", "\\f", "\\u2028"...), and a last line
    without a line break followed by diff's "No newline" mark."""
    lines = [line + "\n" for line in text.split("\n")]
    last = lines.pop()[:-1]
    if last:
        lines.append(last + "\n\\ No newline at end of file\n")
    return lines
