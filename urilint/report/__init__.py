"""Reporters: results -> text for people or machines.

Each reporter module has ``report(results, out, context)``. Positions are
computed here, once, from offsets.
"""

from __future__ import annotations

import importlib
from typing import Iterator, NamedTuple, TextIO

from ..model import Applicability, FileResult, Finding, replacement_of
from ..positions import LineIndex

FORMATS = ("text", "json", "sarif", "github", "gitlab", "junit")


class Located(NamedTuple):
    """A finding with 1-based positions (end column exclusive)."""

    path: str
    line: int
    column: int
    end_line: int
    end_column: int
    finding: Finding
    uri: str
    replacement: str | None
    index: LineIndex


def located(results: list[FileResult]) -> Iterator[Located]:
    """Every finding with positions, sorted by path, line, column."""
    for result in sorted((r for r in results if r.findings), key=lambda r: r.path):
        index = LineIndex(result.text)
        for f in sorted(result.findings, key=lambda f: (f.start, f.code)):
            line, col = index.line_col(f.start)
            end_line, end_col = index.line_col(f.end)
            yield Located(
                result.path, line, col, end_line, end_col, f,
                result.text[f.uri_start : f.uri_end], replacement_of(f, result.text), index,
            )


def is_fixable(finding: Finding, unsafe: bool) -> bool:
    return finding.fix is not None and (unsafe or finding.fix.applicability is Applicability.SAFE)


def reporter(name: str):  # type: ignore[no-untyped-def]
    """The `report` function of an output format (imported lazily)."""
    module = importlib.import_module(f"{__name__}.{name}_format")
    return module.report


def write_report(name: str, results: list[FileResult], out: TextIO, context: dict) -> None:  # type: ignore[type-arg]
    reporter(name)(results, out, context)
