"""Bytes <-> text, keeping everything needed to write the file back exactly.

Text is decoded without newline translation, so CRLF, CR and mixed line
endings survive untouched. UTF-8 that does not decode (Latin-1 files, stray
bytes) is decoded with ``surrogateescape``: those bytes become lone
surrogates that the scanner treats as URI terminators and that encode back
to the identical bytes.
"""

from __future__ import annotations

import codecs
import os
import stat
import tempfile
from typing import NamedTuple

BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
BINARY_SNIFF = 8000


class SourceError(Exception):
    """A file that cannot be read, decoded or written back."""


class Source(NamedTuple):
    """A decoded file and how to encode it back."""

    text: str
    encoding: str
    bom: bytes
    errors: str  # "strict", or "surrogateescape" for undecodable UTF-8


class Binary(Exception):
    """The content looks binary (a NUL byte without a UTF-16/32 BOM)."""


def decode(data: bytes) -> Source:
    """Decode file content; raise Binary or SourceError."""
    for bom, encoding in BOMS:
        if data.startswith(bom):
            try:
                return Source(data[len(bom) :].decode(encoding), encoding, bom, "strict")
            except UnicodeDecodeError as exc:
                raise SourceError(f"invalid {encoding} after its byte order mark: {exc.reason} at byte {exc.start + len(bom)}") from None
    if b"\0" in data[:BINARY_SNIFF]:
        raise Binary()
    try:
        return Source(data.decode("utf-8"), "utf-8", b"", "strict")
    except UnicodeDecodeError:
        return Source(data.decode("utf-8", "surrogateescape"), "utf-8", b"", "surrogateescape")


def encode(source: Source, text: str) -> bytes:
    """Encode `text` the way `source` was encoded."""
    return source.bom + text.encode(source.encoding, source.errors)


def write_atomic(path: str, data: bytes) -> None:
    """Replace the file at `path` with `data` atomically, keeping its mode.

    The temporary file lives in the same folder (same file system, so the
    rename is atomic) and is removed if anything fails before the rename.
    """
    folder = os.path.dirname(os.path.abspath(path))
    mode = stat.S_IMODE(os.stat(path).st_mode)
    fd, tmp = tempfile.mkstemp(prefix=".urilint-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
