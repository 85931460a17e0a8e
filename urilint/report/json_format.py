"""JSON: an array of findings sorted by path, line and column."""

from __future__ import annotations

import json
from typing import Any, TextIO

from ..model import FileResult
from . import located


def as_dicts(results: list[FileResult]) -> list[dict[str, Any]]:
    items = []
    for loc in located(results):
        f = loc.finding
        fix = None
        if f.fix is not None and loc.replacement is not None:
            fix = {"applicability": f.fix.applicability.value, "replacement": loc.replacement}
        items.append({
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
        })
    return items


def report(results: list[FileResult], out: TextIO, context: dict[str, Any]) -> None:
    json.dump(as_dicts(results), out, indent=2, ensure_ascii=False)
    out.write("\n")
