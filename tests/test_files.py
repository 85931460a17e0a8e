"""Byte-exact rewriting: BOM, CRLF, encodings and file modes survive --fix."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from urilint.cli import main


@pytest.mark.parametrize(
    ("before", "after"),
    [
        pytest.param(b"a https://e.com/%2f\r\nb\r\n", b"a https://e.com/%2F\r\nb\r\n", id="crlf"),
        pytest.param(b"a\r\nhttps://e.com/%2f\nb\r", b"a\r\nhttps://e.com/%2F\nb\r", id="mixed-endings"),
        pytest.param(b"\xef\xbb\xbfhttps://e.com/%2f\n", b"\xef\xbb\xbfhttps://e.com/%2F\n", id="utf8-bom"),
        pytest.param("https://e.com/caf\u00e9\r\n".encode("utf-16-le"), None, id="utf16-no-bom-is-binary"),
        pytest.param(b"\xff\xfe" + "https://e.com/%2f\r\n".encode("utf-16-le"), b"\xff\xfe" + "https://e.com/%2F\r\n".encode("utf-16-le"), id="utf16-bom"),
        pytest.param(b"caf\xe9 https://e.com/%2f\n", b"caf\xe9 https://e.com/%2F\n", id="latin1-bytes-kept"),
        pytest.param(b"https://e.com/%2f", b"https://e.com/%2F", id="no-final-newline"),
    ],
)
def test_fix_preserves_bytes(tmp_path: Path, before: bytes, after: bytes | None) -> None:
    path = tmp_path / "f.txt"
    path.write_bytes(before)
    main(["check", "--isolated", "--fix", str(path)])
    assert path.read_bytes() == (before if after is None else after)


def test_columns_count_code_points_and_crlf(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "f.txt"
    path.write_bytes("x\r\n\tä\f https://e.com/%2f\u2028 https://e.com/%7e\n".encode())
    main(["check", "--isolated", "--output-format", "json", str(path)])
    import json

    got = [(d["line"], d["column"], d["end_column"]) for d in json.loads(capsys.readouterr().out)]
    assert got == [(2, 19, 22), (2, 38, 41)]


def test_mode_kept(tmp_path: Path) -> None:
    path = tmp_path / "run.sh"
    path.write_text("curl https://e.com/%2f\n")
    os.chmod(path, 0o751)
    main(["check", "--isolated", "--fix", str(path)])
    assert path.read_text() == "curl https://e.com/%2F\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o751
    assert [p.name for p in tmp_path.iterdir()] == ["run.sh"]  # no temporary file left


def test_lone_cr_ends_a_line_for_positions_and_suppressions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "f.txt"
    path.write_bytes(b"a\rhttps://e.com/%2f # urilint: ignore\rhttps://e.com/%7e\r\n\thttps://e.com/%2f")
    main(["check", "--isolated", "--output-format", "json", str(path)])
    import json

    got = [(d["line"], d["column"], d["code"]) for d in json.loads(capsys.readouterr().out)]
    assert got == [(3, 15, "URI002"), (4, 16, "URI001")]
