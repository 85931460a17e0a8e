"""Check or fix files: read -> decode -> lint or fix -> write.

One function per file so a process pool can map it; results carry the text
only when something must be reported about it.
"""

from __future__ import annotations

import enum
import hashlib
import os
from typing import Callable, NamedTuple

from .engine import Linter
from .fix import FixError, fix_text
from .model import Finding
from .source import Binary, SourceError, decode, encode, write_atomic
from .suppress import SuppressionError


class Mode(enum.Enum):
    CHECK = "check"
    FIX = "fix"
    DIFF = "diff"


class FileResult(NamedTuple):
    """What happened to one file."""

    path: str
    text: str  # the text the findings point into (after fixing); "" if none
    findings: list[Finding]
    fixed: int = 0
    error: str | None = None
    original: str | None = None  # the text before fixing, when it changed
    output: bytes | None = None  # the fixed bytes, when they changed
    binary: bool = False


def process_bytes(
    display: str, data: bytes, linter: Linter, mode: Mode, unsafe: bool, name: str | None = None
) -> FileResult:
    """Lint or fix one file's content; `name` picks the file type."""
    try:
        source = decode(data)
    except Binary:
        return FileResult(display, "", [], binary=True)
    except SourceError as exc:
        return FileResult(display, "", [], error=str(exc))
    filename = name or display
    text = source.text
    try:
        if mode is Mode.CHECK:
            return FileResult(display, text, linter.lint(text, filename))
        result = fix_text(
            text, lambda t: linter.lint(t, filename), lambda t: linter.spans(t, filename), unsafe
        )
    except SuppressionError as exc:
        return FileResult(display, "", [], error=f"line {exc.line}: {exc}")
    except FixError as exc:
        return FileResult(display, "", [], error=str(exc))
    if result.text == text:
        return FileResult(display, text, result.remaining)
    if encode(source, text) != data:
        return FileResult(display, text, linter.lint(text, filename),
                          error="content does not round-trip through its encoding; not rewritten")
    try:
        output = encode(source, result.text)
    except UnicodeEncodeError as exc:
        return FileResult(display, "", [], error=f"fixed text cannot be encoded as {source.encoding}: {exc.reason}")
    return FileResult(display, result.text, result.remaining, result.fixed, original=text, output=output)


def process_file(path: str, linter: Linter, mode: Mode, unsafe: bool) -> FileResult:
    """Read, lint or fix, and (in FIX mode) write back one file."""
    try:
        with open(path, "rb") as handle:
            stat_before = os.fstat(handle.fileno())
            data = handle.read()
    except OSError as exc:
        return FileResult(path, "", [], error=f"cannot read: {exc.strerror or exc}")
    result = process_bytes(path, data, linter, mode, unsafe)
    if mode is Mode.FIX and result.output is not None and result.error is None:
        problem = _write_back(path, data, stat_before, result.output)
        if problem:
            return result._replace(error=problem, fixed=0, text=result.original or "",
                                   findings=[], output=None)
    return result


def _write_back(path: str, data: bytes, before: os.stat_result, output: bytes) -> str | None:
    """Write `output` over `path` unless the file changed since it was read."""
    try:
        now = os.stat(path)
        if (now.st_size, now.st_mtime_ns) != (before.st_size, before.st_mtime_ns) or _digest_of(path) != hashlib.sha256(data).digest():
            return "file changed while urilint was fixing it; not rewritten"
        write_atomic(path, output)
    except OSError as exc:
        return f"cannot write: {exc.strerror or exc}"
    return None


def _digest_of(path: str) -> bytes:
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).digest()


ProcessFile = Callable[[str], FileResult]
