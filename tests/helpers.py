"""Shared test helpers: findings as (line, column, code) tuples."""

from __future__ import annotations

import atexit
import functools
import shutil
import tempfile
from pathlib import Path

import urilint
from urilint.positions import LineIndex


def findings(text: str, filename: str = "notes.txt", select: list[str] | None = None) -> list[tuple[int, int, str]]:
    index = LineIndex(text)
    return [(*index.line_col(f.start), f.code) for f in urilint.lint_text(text, filename, select)]


def ranges(text: str, filename: str = "notes.txt", select: list[str] | None = None) -> list[tuple[str, str]]:
    """(code, the exact text of the finding's range)."""
    return [(f.code, text[f.start : f.end]) for f in urilint.lint_text(text, filename, select)]


def stable_fix(
    text: str, filename: str = "notes.txt", select: list[str] | None = None, unsafe: bool = False, iri: str = "documents"
) -> str:
    """`text` fixed, asserting that fixing again changes nothing (every
    rule-table row checks idempotence this way)."""
    once = urilint.fix_text(text, filename, unsafe=unsafe, select=select, iri=iri)
    assert urilint.fix_text(once, filename, unsafe=unsafe, select=select, iri=iri) == once, f"fix not idempotent: {once!r}"
    return once


def assert_fixes_stable(text: str, filename: str = "notes.txt", select: list[str] | None = None) -> None:
    """Safe and unsafe fixes of `text` are both idempotent."""
    stable_fix(text, filename, select)
    stable_fix(text, filename, select, unsafe=True)


def assert_triaged(
    text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None
) -> None:
    """A triage table's row: exactly `expected` findings, and `--fix` and
    `--fix --unsafe-fixes` give exactly `fixed` and `unsafe` (None: the
    text unchanged), each stable when fixed again."""
    assert findings(text, filename) == expected
    assert stable_fix(text, filename) == (text if fixed is None else fixed)
    assert stable_fix(text, filename, unsafe=True) == (text if unsafe is None else unsafe)


@functools.lru_cache(maxsize=None)
def outside_repository(tree: Path) -> Path:
    """A copy of the fixture folder `tree` outside this repository, made once
    per run: inside it, the folders between the repository's root and a file
    (tests/integrations/fixtures/...) would make every file a test's data."""
    copy = Path(tempfile.mkdtemp(prefix="urilint-fixture-")) / tree.name
    shutil.copytree(tree, copy)
    atexit.register(shutil.rmtree, copy.parent, True)
    return copy
