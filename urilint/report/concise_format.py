"""Concise (``--output-format concise``, as ruff's): one line per finding,
``path:line:column: CODE message``, then the summary line of the full
text report."""

from __future__ import annotations


from ..model import FileResult
from . import text_format

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, TextIO


def report(results: list[FileResult], out: TextIO, context: dict[str, Any]) -> None:
    text_format.report(results, out, context, concise=True)
