"""One file: bytes -> decode -> lint or fix -> verified write-back.

One function per file so the pool can map it; results carry the text
only when something must be reported about it.
"""

from __future__ import annotations

import codecs
import os

from ..engine import Linter
from ..model import FileResult, Mode
from ..source import BINARY_SNIFF, Binary, SourceError, decode, digest, encode, is_read_only, write_atomic

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Callable, Iterator

    from ..model import Violation

# fix and suppress are imported where a file is linted: a run the cache
# answers never needs them.

# UTF-16 and UTF-32 byte order marks (UTF-32-LE starts like UTF-16-LE):
# in those encodings ASCII markers are not contiguous bytes.
WIDE_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_BE)


def process_bytes(
    display: str, data: bytes, linter: Linter, mode: Mode, unsafe: bool, name: str | None = None
) -> FileResult:
    """Lint or fix one file's content; `name` picks the file type.

    In CHECK mode the result holds the text only when there are findings
    to report in it (a run over a large tree keeps no texts alive).
    """
    filename = name or display
    # Content with NUL bytes (binary, or UTF-16 without a byte order mark)
    # goes on to decode(), which tells them apart.
    if not data.startswith(WIDE_BOMS) and b"\0" not in data[:BINARY_SNIFF] and not linter.may_find(data, filename):
        return FileResult(display, "", [])  # no URI marker anywhere: skip decoding and scanning
    try:
        source = decode(data)
    except Binary:
        return FileResult(display, "", [], binary=True)
    except SourceError as exc:
        return FileResult(display, "", [], error=str(exc))
    from ..fix import FixError

    text = source.text
    undecodable = source.errors != "strict"  # URI901 says so
    if not source.encoding.startswith("utf"):
        linter = _for_legacy_encoding(linter)
    try:
        if mode is Mode.CHECK:
            findings = linter.lint(text, filename, undecodable)
            return FileResult(display, text if findings else "", findings)
        result = linter.fix(text, filename, unsafe, undecodable)
    except FixError as exc:
        return FileResult(display, "", [], error=str(exc))
    except Exception as exc:  # a bug of ours: this file is not checked, the others are
        return FileResult(display, "", [], error=internal_error(exc))
    if result.text == text:
        return FileResult(display, text, result.remaining)
    if encode(source, text) != data:
        return FileResult(display, text, linter.lint(text, filename, undecodable),
                          error="content does not round-trip through its encoding; not rewritten")
    try:
        output = encode(source, result.text)
    except UnicodeEncodeError as exc:
        return FileResult(display, "", [], error=f"fixed text cannot be encoded as {source.encoding}: {exc.reason}")
    return FileResult(display, result.text, result.remaining, result.fixed, original=text, output=output,
                      fixed_codes=result.codes)


def internal_error(exc: Exception) -> str:
    """The one-line error of a file urilint failed on: the exception and
    where it was raised, to report."""
    trace = exc.__traceback__
    while trace is not None and trace.tb_next is not None:
        trace = trace.tb_next
    where = "" if trace is None else f" at {os.path.basename(trace.tb_frame.f_code.co_filename)}:{trace.tb_lineno}"
    return f"internal error ({type(exc).__name__}{where}: {exc}); the file was not checked, please report this"


# Rules whose fixes turn non-ASCII text into UTF-8 percent-encodings: in a
# file declared in a legacy encoding (Latin-1, cp1252...), a browser
# encodes a query in the page's encoding, not UTF-8, so such a fix could
# change the request. Reported there, never fixed.
ENCODING_DEPENDENT = frozenset(("URI005", "URI007"))


def _for_legacy_encoding(linter: Linter) -> Linter:
    """`linter` without the fixes of ENCODING_DEPENDENT rules."""
    def unfixed(check: Callable[..., Iterator[Violation]]) -> Callable[..., Iterator[Violation]]:
        return lambda uri: (v._replace(fix=None) for v in check(uri))

    rules = [r._replace(check=unfixed(r.check)) if r.code in ENCODING_DEPENDENT else r for r in linter.rules]
    return Linter(rules, linter.known_codes, linter.schemes, linter.file_types, linter.project, linter.iri)


def write_back(path: str, data: bytes, before: os.stat_result, result: FileResult) -> FileResult:
    """Write a fixed result over `path` (read as `data` when it had status
    `before`); on failure, the result says why and claims no fixes."""
    if result.output is None or result.error is not None:
        return result
    problem = _write_back(path, data, before, result.output)
    if problem:
        return result._replace(error=problem, fixed=0, text=result.original or "", findings=[], output=None, fixed_codes=())
    return result


def _write_back(path: str, data: bytes, before: os.stat_result, output: bytes) -> str | None:
    """Write `output` over `path` unless the file changed since it was read.

    A symbolic link is written through (its target is replaced, the link
    stays); a read-only file is never rewritten.
    """
    target = os.path.realpath(path)

    def unchanged() -> str | None:
        # Checked after the new content is on disk, just before the rename,
        # so the window for a concurrent edit to be lost is as small as it gets.
        try:
            now = os.stat(target)
            if (now.st_size, now.st_mtime_ns) == (before.st_size, before.st_mtime_ns) and _digest_of(target) == digest(data):
                return None
        except FileNotFoundError:
            return "file was deleted while urilint was fixing it; not recreated"
        return "file changed while urilint was fixing it; not rewritten"

    try:
        if is_read_only(os.stat(target), target):
            return "file is read-only; not rewritten"
        write_atomic(target, output, unchanged)
    except SourceError as exc:
        return str(exc)
    except FileNotFoundError:
        return "file was deleted while urilint was fixing it; not recreated"
    except OSError as exc:
        return f"cannot write: {exc.strerror or exc}"
    return None


def _digest_of(path: str) -> bytes:
    with open(path, "rb") as handle:
        return digest(handle.read())

