"""Bytes <-> text, keeping everything needed to write the file back exactly.

Text is decoded without newline translation, so CRLF, CR and mixed line
endings survive untouched. A file that is not UTF-8 but declares its
encoding (a coding line, an XML declaration, a ``<meta charset>``, a CSS
``@charset``, a gettext header's charset) is decoded with it. Other bytes that do not decode as UTF-8
(undeclared Latin-1, stray bytes) are decoded with ``surrogateescape``:
they become lone surrogates that the scanner treats as URI terminators,
that encode back to the identical bytes, and that rule URI901 reports.
"""

from __future__ import annotations

import codecs
import os
import stat

from .records import NamedTuple

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Callable

# signal is imported where a file is written: reading and checking (the
# editor's stdin path) never needs it.

BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
BINARY_SNIFF = 8000
BOM_STARTS = tuple(bom for bom, _ in BOMS)
# Files larger than this are sniffed before being read whole (read_file):
# below it, reading all is cheaper than the extra system call.
SNIFF_ABOVE = 65536


class SourceError(Exception):
    """A file that cannot be read, decoded or written back."""


class Source(NamedTuple):
    """A decoded file and how to encode it back."""

    text: str
    encoding: str
    bom: bytes
    errors: str  # "strict", or "surrogateescape" for undecodable UTF-8


# Signatures of binary formats whose first BINARY_SNIFF bytes may hold no
# NUL byte: a PDF's compressed streams (home-assistant/iOS's logos); a
# .torrent's bencoded dictionary, by its first key (keys are sorted), whose
# raw SHA-1 hashes come later (sweep 205: transmission's test torrent read
# as text, its tracker URL run into the hashes).
BINARY_MAGIC = (
    b"%PDF-", b"d8:announce", b"d13:announce-list", b"d7:comment", b"d10:created by", b"d13:creation date",
    b"d8:encoding", b"d4:info",
)


def _wide_binary(body: bytes, encoding: str) -> bool:
    """Whether `body`, not valid `encoding` (UTF-16) after its byte order
    mark, is binary data rather than damaged text: an odd length, or
    fewer than half its first code units printable ASCII."""
    if len(body) % 2:
        return True
    sample = body[:BINARY_SNIFF]
    low, high = (sample[0::2], sample[1::2]) if encoding.endswith("le") else (sample[1::2], sample[0::2])
    ascii_units = sum(1 for lo, hi in zip(low, high) if hi == 0 and (32 <= lo < 127 or lo in (9, 10, 13)))
    return ascii_units * 2 < len(sample) // 2


class Binary(Exception):
    """The content looks binary: a NUL byte in its first BINARY_SNIFF bytes
    without a UTF-16/32 BOM, or anywhere in content that is not UTF-8; or
    a UTF-32 BOM before what is no UTF-32."""


def decode(data: bytes) -> Source:
    """Decode file content; raise Binary or SourceError."""
    for bom, encoding in BOMS:
        if data.startswith(bom):
            try:
                return Source(data[len(bom) :].decode(encoding), encoding, bom, "strict")
            except UnicodeDecodeError as exc:
                body = data[len(bom) :]
                if encoding == "utf-8" and b"\0" not in body:
                    # UTF-8 with a stray byte (FarManager's FtpIta.lng, a
                    # Latin-1 "à"), as without a BOM: URI901 says so.
                    return Source(body.decode("utf-8", "surrogateescape"), encoding, bom, "surrogateescape")
                if encoding.startswith("utf-32") or encoding == "utf-8" or _wide_binary(body, encoding):
                    # UTF-32 text is rare, and FF FE 00 00 starts binary data
                    # too (vim's test sample "test000"): binary, not an error.
                    # So do FE FF and FF FE: a UTF-16 "text" of an odd
                    # length (wget2's fuzz seed) or mostly not ASCII (Home
                    # Assistant's raw audio, problem.pcm) is binary data.
                    raise Binary from None
                raise SourceError(f"invalid {encoding} after its byte order mark: {exc.reason} at byte {exc.start + len(bom)}") from None
    wide = bomless_utf16(data)
    if wide is not None:
        try:
            text = data.decode(wide)
        except UnicodeDecodeError:
            raise Binary() from None
        import re  # here, not at the top: a run the cache answers does not import re

        if re.compile(_CONTROLS).search(text, 0, BINARY_SNIFF) is None:
            return Source(text, wide, b"", "strict")
        raise Binary()
    head = data[:BINARY_SNIFF]
    if head.endswith(b"\0") and len(data) <= BINARY_SNIFF and not head.endswith(b"\0\0"):
        head = head[:-1]  # one NUL ends the text: WordPad's and RichEdit's RTF (sweep 120: 12 of 95 files)
    if b"\0" in head or data.startswith(BINARY_MAGIC):  # is_binary(), BOMs and UTF-16 ruled out above
        raise Binary()
    try:
        return Source(data.decode("utf-8"), "utf-8", b"", "strict")
    except UnicodeDecodeError:
        pass
    if b"\0" in data:  # neither UTF-8 nor free of NUL bytes (a PDF past its first 8000 bytes)
        raise Binary()
    declared = declared_encoding(data)
    if declared is not None:
        try:
            text = data.decode(declared)
            if text.encode(declared) == data:  # byte for byte, or not at all
                return Source(text, declared, b"", "strict")
        except (UnicodeDecodeError, UnicodeEncodeError):
            pass
    return Source(data.decode("utf-8", "surrogateescape"), "utf-8", b"", "surrogateescape")


# Where a file names its encoding, in its first DECLARATION_BYTES bytes:
# PEP 263's coding line (first two lines), an XML declaration, an HTML
# <meta charset> or http-equiv content type, a CSS @charset, a gettext
# catalog's header ("Content-Type: text/plain; charset=ISO-8859-1\n",
# after its comments), Vim's scriptencoding.
# Compiled where first used (re's cache): only a file that is not UTF-8
# is looked at, and every process imports this module.
DECLARATION_BYTES = 4096
_DECLARATIONS = (
    rb"\A(?:[^\r\n]*\r?\n)?[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)",
    rb"\A<\?xml[^>]*?encoding=[\"']([-\w.]+)",
    rb"(?i)<meta[^>]*?charset=[\"']?([-\w.]+)",
    rb"\A@charset \"([-\w.]+)\";",
    rb'(?m)^"Content-Type: text/plain; charset=([-\w.]+)',
    rb"(?m)^[ \t]*scripte(?:ncoding)?[ \t]+([-\w.]+)",  # Vim script
)


def declared_encoding(data: bytes) -> str | None:
    """The codec name a file declares for itself (not UTF-8), or None."""
    import re  # here, not at the top: a run the cache answers does not import re

    head = data[:DECLARATION_BYTES]
    for pattern in _DECLARATIONS:
        found = re.search(pattern, head)
        if found is None:
            continue
        try:
            name = codecs.lookup(found.group(1).decode("ascii")).name
        except (LookupError, UnicodeDecodeError):
            return None
        return None if name in ("utf-8", "utf-8-sig") or name.startswith(("utf-16", "utf-32")) else name
    return None


def encode(source: Source, text: str) -> bytes:
    """Encode `text` the way `source` was encoded."""
    return source.bom + text.encode(source.encoding, source.errors)


def is_binary(data: bytes) -> bool:
    """What decode() raises Binary for, told by the first BINARY_SNIFF
    bytes: a NUL byte, no byte order mark, and not UTF-16 text; or a
    binary format's signature."""
    if data.startswith(BINARY_MAGIC):
        return True
    return b"\0" in data[:BINARY_SNIFF] and not data.startswith(BOM_STARTS) and bomless_utf16(data) is None


# Control characters that text does not hold (tab, line breaks and form feed aside).
_CONTROLS = r"[\x00-\x08\x0b\x0e-\x1f]"  # compiled where first used (re's cache)


def bomless_utf16(data: bytes) -> str | None:
    """"utf-16-le" or "utf-16-be" when `data`, which has no byte order mark,
    looks like UTF-16 text (Windows tools write it): an even length, and in
    the first BINARY_SNIFF bytes at least 90% of one byte of every pair NUL
    and none of the other (mostly ASCII characters). Text in other scripts
    has few NULs and stays undetected (then it is binary, and -v says so)."""
    if len(data) < 4 or len(data) % 2 or b"\0" not in data[:BINARY_SNIFF] or data.startswith(BOM_STARTS):
        return None
    head = data[: min(len(data), BINARY_SNIFF) & ~1]
    even, odd = head[0::2], head[1::2]
    for encoding, zeros, chars in (("utf-16-le", odd, even), ("utf-16-be", even, odd)):
        if b"\0" not in chars and zeros.count(0) * 10 >= len(zeros) * 9:
            return encoding
    return None


def read_file(path: str, sniff: bool = False) -> tuple[bytes, os.stat_result]:
    """The bytes of the regular file at `path` and its status when read.

    Opened non-blocking, so a FIFO or device in a tree cannot hang the run;
    anything but a regular file raises SourceError. With `sniff`, a large
    file whose start shows it binary is not read further: its first
    BINARY_SNIFF bytes are returned, which decode() finds binary just the
    same (in a tree of installed packages, most of the bytes).
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SourceError("not a regular file; skipped")
        if sniff and info.st_size > SNIFF_ABOVE and hasattr(os, "pread"):
            head = os.pread(fd, BINARY_SNIFF, 0)
            if is_binary(head):
                return head, info
        # os.read, not a buffered file object: half the time on a tree of
        # small files. One byte more than the size: exactly the size read
        # means the end was reached (a regular file reads short only at its
        # end); otherwise (it grew or shrank meanwhile) on until the end.
        data = os.read(fd, info.st_size + 1)
        if data and len(data) != info.st_size:
            chunks = [data]
            while chunk := os.read(fd, 1 << 20):
                chunks.append(chunk)
            if len(chunks) > 1:
                data = b"".join(chunks)
        return data, info
    finally:
        os.close(fd)


def create_temporary(folder: str, prefix: str, suffix: str = "") -> tuple[int, str]:
    """A new file in `folder` only this process can read or write, opened
    for writing: what tempfile.mkstemp does, without importing tempfile
    (with shutil and random, a sixth of a run the cache answers)."""
    while True:
        path = os.path.join(folder, f"{prefix}{os.getpid()}-{os.urandom(6).hex()}{suffix}")
        try:
            return os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600), path
        except FileExistsError:
            continue


def digest(data: bytes) -> bytes:
    """The SHA-256 of `data`: what the cache and the write-back compare."""
    import hashlib  # here: a run the cache answers from stat fields never hashes

    return hashlib.sha256(data).digest()


def replace_file(path: str, data: bytes) -> None:
    """Replace (or create) the file at `path` with `data` through a
    temporary file beside it, so readers see the old or the new content
    and a failure leaves no temporary file. For urilint's own files; users'
    files go through `write_atomic`, which also keeps mode and owner."""
    fd, tmp = create_temporary(os.path.dirname(path) or ".", ".tmp-")
    try:
        try:
            _write_all(fd, data, sync=False)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def is_read_only(info: os.stat_result, path: str) -> bool:
    """True when the file grants no write permission (to anyone, or to us).

    The atomic rename would replace a read-only file in a writable folder;
    urilint respects the permission instead, as an in-place write would.
    """
    writable_bits = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
    return not info.st_mode & writable_bits or not os.access(path, os.W_OK)


# Signals that end a run; held back while a file is being replaced so an
# interrupted run leaves every file old or new and no temporary file.
DEFERRED_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT")


class _signals_deferred:
    """Holds DEFERRED_SIGNALS back while the block runs; one that came
    meanwhile is delivered on leaving it. (A class, not
    contextlib.contextmanager: importing contextlib costs every run.)"""

    def __enter__(self) -> None:
        import signal

        self._old = None
        if hasattr(signal, "pthread_sigmask"):  # Windows: no signal masks
            deferred = {getattr(signal, name) for name in DEFERRED_SIGNALS if hasattr(signal, name)}
            self._old = signal.pthread_sigmask(signal.SIG_BLOCK, deferred)

    def __exit__(self, *exc: object) -> None:
        if self._old is not None:
            import signal

            signal.pthread_sigmask(signal.SIG_SETMASK, self._old)  # a pending signal is delivered here


def _write_all(fd: int, data: bytes, sync: bool = True) -> None:
    """Write `data` to `fd`, and flush it to disk when `sync` (a seam for
    fault tests)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]
    if sync:
        os.fsync(fd)


def write_atomic(path: str, data: bytes, still_valid: Callable[[], str | None] | None = None) -> None:
    """Replace the file at `path` with `data` atomically, keeping its mode
    (and owner, where permitted).

    The temporary file ``.urilint-*.tmp`` lives in the same folder (same
    file system, so the rename is atomic). `still_valid` runs just before
    the rename; a reason it returns aborts the write with SourceError. On
    any failure, or a signal, the temporary file is removed and the
    original is untouched.
    """
    folder = os.path.dirname(os.path.abspath(path))
    info = os.stat(path)
    with _signals_deferred():
        fd, tmp = create_temporary(folder, ".urilint-", ".tmp")
        try:
            try:
                _write_all(fd, data)
            finally:
                os.close(fd)
            os.chmod(tmp, stat.S_IMODE(info.st_mode))
            if hasattr(os, "chown") and (info.st_uid, info.st_gid) != (os.getuid(), os.getgid()):
                try:
                    os.chown(tmp, info.st_uid, info.st_gid)
                except OSError:
                    pass  # only the owner's own files keep their group; mode is what matters
            problem = still_valid() if still_valid else None
            if problem:
                raise SourceError(problem)
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass
            raise
