"""Encodings, byte order marks and line endings survive a fix byte for byte;
what does not decode is scanned where it can and never rewritten unsafely."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from urilint.cli import main
from urilint.config import Settings
from urilint.registry import select_rules
from urilint.engine import Linter
from urilint.registry import load_rules
from urilint.model import Mode
from urilint.pipeline.file import process_bytes
from urilint.source import Source

RULES = load_rules(plugins=False)
LINTER = Linter(select_rules(Settings(), RULES), RULES)

TEXT = "see http://x.org/a%2fb\nand http://x.org/c%3a\n"
FIXED = "see http://x.org/a%2Fb\nand http://x.org/c%3A\n"


@pytest.mark.parametrize(
    ("bom", "encoding"),
    [
        pytest.param(b"", "utf-8", id="utf-8"),
        pytest.param(codecs.BOM_UTF8, "utf-8", id="utf-8-bom"),
        pytest.param(codecs.BOM_UTF16_LE, "utf-16-le", id="utf-16-le"),
        pytest.param(codecs.BOM_UTF16_BE, "utf-16-be", id="utf-16-be"),
        pytest.param(codecs.BOM_UTF32_LE, "utf-32-le", id="utf-32-le"),
        pytest.param(codecs.BOM_UTF32_BE, "utf-32-be", id="utf-32-be"),
    ],
)
def test_fix_keeps_encoding_and_bom(tmp_path: Path, bom: bytes, encoding: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes(bom + ("café " + TEXT).encode(encoding))
    assert main(["check", "--isolated", str(path)]) == 1
    out = capsys.readouterr().out
    # Columns count code points of the decoded text: the BOM is not one.
    assert f"{path}:1:24: URI001" in out and f"{path}:2:19: URI001" in out
    assert main(["check", "--isolated", "--fix", str(path)]) == 0
    assert path.read_bytes() == bom + ("café " + FIXED).encode(encoding)


def test_latin1_is_scanned_where_it_decodes_and_fixed_byte_exact(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    original = "caf\xe9 \xff\n".encode("latin-1") + TEXT.encode("ascii") + b"na\xefve https://e.org/caf\xe9\n"
    path.write_bytes(original)
    # Not silent (issue 15): URI901 names the file, at the first undecodable
    # byte that cuts a URI (bytes away from every URI cut none).
    assert main(["check", "--isolated", "--fix", "--select", "URI901", str(path)]) == 1
    assert main(["check", "--isolated", "--fix", "--ignore", "URI901", str(path)]) == 0
    assert path.read_bytes() == original.replace(b"%2f", b"%2F").replace(b"%3a", b"%3A")


def test_utf8_with_a_bom_and_a_stray_byte_is_scanned_and_fixed_byte_exact(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """FarManager's FtpIta.lng (sweep 67): a UTF-8 BOM, then text with one
    Latin-1 byte. It was taken for broken UTF-16, binary, and skipped
    without a word; it is read as the same text without a BOM is."""
    path = tmp_path / "FtpIta.lng"
    original = codecs.BOM_UTF8 + b"Utilit\xe0 see <http://example.com/%7euser/>\nftp://x.org/a%2fb \xe0\n"
    path.write_bytes(original)
    assert main(["check", "--isolated", "--output-format", "concise", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[:2] == [
        f"{path}:1:33: URI002 '%7e' encodes the unreserved character '~'; write it plainly",
        f"{path}:2:14: URI001 lowercase hex digits in '%2f'; write '%2F'",
    ]
    assert main(["check", "--isolated", "--fix", str(path)]) == 0
    assert path.read_bytes() == original.replace(b"%7e", b"~").replace(b"%2f", b"%2F")


def test_undecodable_byte_ends_the_uri(tmp_path: Path) -> None:
    # The stray byte is not text: the URI stops before it and the byte,
    # and the "%2f" after it, are left exactly as they were.
    path = tmp_path / "a.txt"
    original = b"http://x.org/a%2f\xe9%2f\n"
    path.write_bytes(original)
    assert main(["check", "--isolated", "--fix", str(path)]) == 1  # URI901 remains
    assert path.read_bytes() == b"http://x.org/a%2F\xe9%2f\n"


def test_file_that_does_not_round_trip_is_not_rewritten() -> None:
    # A decoder that loses information (here: Latin-1 bytes claimed to be
    # UTF-8) must never lead to a rewrite.
    data = "caf\xe9 http://x.org/a%2fb\n".encode("latin-1")
    lossy = Source(data.decode("latin-1"), "utf-8", b"", "strict")
    import urilint.pipeline.file as runner

    real = runner.decode
    runner.decode = lambda _data: lossy  # type: ignore[assignment]
    try:
        result = process_bytes("a.txt", data, LINTER, Mode.FIX, False)
    finally:
        runner.decode = real
    assert result.output is None
    assert result.error == "content does not round-trip through its encoding; not rewritten"


def test_invalid_utf16_after_bom_is_an_error_and_untouched(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.txt"
    good = tmp_path / "good.txt"
    bad.write_bytes(codecs.BOM_UTF16_LE + "http://x.org/a%2f".encode("utf-16-le") + b"\x00\xd8")  # lone surrogate
    good.write_bytes(b"http://x.org/a%2f\n")
    assert main(["check", "--isolated", "--fix", str(bad), str(good)]) == 2
    err = capsys.readouterr().err
    assert f"urilint: error: {bad}: invalid utf-16-le after its byte order mark" in err
    assert bad.read_bytes().endswith(b"\x00\xd8")
    assert good.read_bytes() == b"http://x.org/a%2F\n"


def test_invalid_utf32_after_bom_is_binary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """vim's test sample: FF FE 00 00 starts binary data too. Skipped as
    binary (counted by -v), not an error that failed the whole run."""
    (tmp_path / "test000").write_bytes(b"\xff\xfe\x00\x0000 0\x9c")
    (tmp_path / "good.txt").write_bytes(b"http://x.org/a%2f\n")
    assert main(["check", "--isolated", "--no-cache", "-v", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "urilint: error" not in err and f"skipped binary file {tmp_path / 'test000'}" in err, err


@pytest.mark.parametrize(("name", "data"), [
    ("problem.pcm", b"\xfe\xff\x04\x00\x05\x00\xdc\x00\xdc\x00\xdc\x00\xdc\x00"),  # Home Assistant's raw audio
    ("afd61ea7a69bbc55137879583c46532e196cc901", b"\xfe\xff\x00h\x00"),  # wget2's fuzz seed: an odd length
])
def test_invalid_utf16_that_is_binary_data_is_skipped(tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str,
                                                      data: bytes) -> None:
    """FE FF and FF FE start binary data too: invalid "UTF-16" of an odd
    length, or mostly not ASCII, is skipped as binary (every run over
    Home Assistant's core failed with an error), while damaged UTF-16
    text stays an error (above)."""
    (tmp_path / name).write_bytes(data)
    (tmp_path / "good.txt").write_bytes(b"http://x.org/a%2f\n")
    assert main(["check", "--isolated", "--no-cache", "-v", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "urilint: error" not in err and f"skipped binary file {tmp_path / name}" in err, err


@pytest.mark.parametrize(
    "newline_mix",
    [
        pytest.param(("\r\n", "\r\n", "\r\n"), id="crlf"),
        pytest.param(("\r", "\r", "\r"), id="cr"),
        pytest.param(("\r\n", "\n", "\r"), id="mixed"),
        pytest.param(("\n", "\r\n", ""), id="no-final-newline"),
    ],
)
def test_line_endings_survive(tmp_path: Path, newline_mix: tuple[str, str, str], capsys: pytest.CaptureFixture[str]) -> None:
    a, b, c = newline_mix
    path = tmp_path / "a.md"
    path.write_bytes(f"# t{a}see http://x.org/a%2fb{b}end http://x.org/%7euser{c}".encode())
    assert main(["check", "--isolated", str(path)]) == 1
    out = capsys.readouterr().out
    if a != "\r":
        assert f"{path}:2:19: URI001" in out
        assert f"{path}:3:18: URI002" in out
    assert main(["check", "--isolated", "--fix", str(path)]) == 0
    assert path.read_bytes() == f"# t{a}see http://x.org/a%2Fb{b}end http://x.org/~user{c}".encode()


def test_empty_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "empty.md"
    path.write_bytes(b"")
    assert main(["check", "--isolated", "--fix", str(path)]) == 0
    assert path.read_bytes() == b""
    assert capsys.readouterr().err == ""


def test_nul_bytes_mean_binary_skipped_said_once_in_verbose(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    binary = tmp_path / "blob.txt"
    original = b"http://x.org/a%2f\x00\x01\x02http://x.org/%7e\n" * 3
    binary.write_bytes(original)
    (tmp_path / "ok.txt").write_bytes(b"nothing here\n")
    assert main(["check", "--isolated", "--fix", str(tmp_path)]) == 0
    assert capsys.readouterr().err == ""
    assert main(["check", "--isolated", "--fix", "--verbose", str(tmp_path)]) == 0
    err = capsys.readouterr().err
    assert err.count(str(binary)) == 1
    assert err == f"urilint: config: none found; using the defaults\nurilint: skipped binary file {binary}\n"
    assert binary.read_bytes() == original


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_without_bom_is_linted_and_fixed_in_its_encoding(tmp_path: Path, encoding: str) -> None:
    """Issue 13: UTF-16 without a byte order mark (Windows tools write it)
    was skipped as binary."""
    path = tmp_path / "a.txt"
    original = "caf\u00e9 http://x.org/a%2f\r\n".encode(encoding)
    path.write_bytes(original)
    result = process_bytes(str(path), path.read_bytes(), LINTER, Mode.FIX, False)
    assert not result.binary and result.error is None
    assert result.output == "caf\u00e9 http://x.org/a%2F\r\n".encode(encoding)


@pytest.mark.parametrize("data", [
    pytest.param(b"\x00\x01\x02\x03" * 100, id="binary-pairs"),
    pytest.param("ab\x01c http://x.org/%2f".encode("utf-16-le"), id="utf16-with-controls"),
    pytest.param(b"h\x00t\x00t\x00p\x00:\x00/", id="odd-length"),
])
def test_nul_bytes_that_are_not_utf16_text_stay_binary(data: bytes) -> None:
    result = process_bytes("a.txt", data, LINTER, Mode.CHECK, False)
    assert result.binary and result.findings == []


def test_cr_only_line_numbers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "a.md"
    path.write_bytes(b"# t\rsee http://x.org/a%2fb\r")
    main(["check", "--isolated", str(path)])
    assert f"{path}:2:19: URI001" in capsys.readouterr().out


@pytest.mark.parametrize("data, binary", [
    # WordPad and RichEdit end an RTF file with one NUL (sweep 120: 12 of 95
    # RTF files were skipped); the NUL is kept when the file is fixed.
    pytest.param(b"{\\rtf1 see http://x.org/a%2f}\r\n\x00", False, id="one-trailing-nul"),
    pytest.param(b"{\\rtf1 see http://x.org/a%2f}\r\n\x00\x00", True, id="two-trailing-nuls"),
    pytest.param(b"{\\rtf1 see\x00 http://x.org/a%2f}\r\n\x00", True, id="a-nul-inside"),
])
def test_one_trailing_nul_ends_text(tmp_path: Path, data: bytes, binary: bool) -> None:
    path = tmp_path / "a.rtf"
    path.write_bytes(data)
    result = process_bytes(str(path), data, LINTER, Mode.FIX, False)
    assert result.binary is binary
    assert result.output == (None if binary else data.replace(b"%2f", b"%2F"))
