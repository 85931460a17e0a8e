"""JSON: an array of findings sorted by path, line and column (with
--statistics: an array of counts per rule, as ruff writes it)."""

from __future__ import annotations

import json

from ..model import FileResult
from . import located
from .stream import ITEMS, dump

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Iterator, TextIO


def as_dicts(results: list[FileResult]) -> list[dict[str, Any]]:
    return list(items(results))


def items(results: list[FileResult]) -> Iterator[dict[str, Any]]:
    """One item per finding, made as it is asked for."""
    for loc in located(results):
        f = loc.finding
        fix = None
        if f.fix is not None and loc.replacement is not None:
            fix = {"applicability": f.fix.applicability.value, "replacement": loc.replacement}
        item = {
            "path": loc.path,
            "line": loc.line,
            "column": loc.column,
            "end_line": loc.end_line,
            "end_column": loc.end_column,
            "code": f.code,
            "name": f.name,
            "message": f.message,
            "uri": loc.uri,
            "fix": fix,
        }
        if loc.uri_truncated:  # an excerpt: see report.URI_LIMIT
            item["uri_truncated"] = True
        yield item


def report(results: list[FileResult], out: TextIO, context: dict[str, Any]) -> None:
    if context.get("statistics"):
        from .text_format import statistics

        json.dump(statistics(results, context.get("unsafe", False)), out, indent=2, ensure_ascii=False)
        out.write("\n")
        return
    dump([ITEMS], items(results), out)
