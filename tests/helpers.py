"""Shared test helpers: findings as (line, column, code) tuples."""

from __future__ import annotations

import urilint
from urilint.positions import LineIndex


def findings(text: str, filename: str = "notes.txt", select: list[str] | None = None) -> list[tuple[int, int, str]]:
    index = LineIndex(text)
    return [(*index.line_col(f.start), f.code) for f in urilint.lint_text(text, filename, select)]


def ranges(text: str, filename: str = "notes.txt", select: list[str] | None = None) -> list[tuple[str, str]]:
    """(code, the exact text of the finding's range)."""
    return [(f.code, text[f.start : f.end]) for f in urilint.lint_text(text, filename, select)]
