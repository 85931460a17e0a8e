"""Issue 15, silent misses: non-UTF-8 files, bad suppression codes,
repeated and empty selections, which config file is used."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from urilint.cli import main


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def findings(out: str) -> list[tuple[int, int, str]]:
    return [(f["line"], f["column"], f["code"]) for f in json.loads(out)]


# -- files that are not UTF-8 ---------------------------------------------------


def test_undeclared_latin1_is_named_not_passed(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "a.md").write_bytes(b"x https://e.com/caf\xe9/a%2fb\n")
    assert main(["check", "--isolated", "a.md"]) == 1  # passed with exit 0 before
    assert capsys.readouterr().out == (
        "a.md:1:20: URI901 not valid UTF-8 (byte 0xE9) and no encoding declared, in a URI: what it stands for is "
        "unknown, so the URI is not checked whole; convert the file to UTF-8 or declare its encoding\n"
        "  |\n1 | x https://e.com/caf?/a%2fb\n  |                    ^\n\n"
        "Found 1 finding (0 fixable with --fix, 0 with --unsafe-fixes).\n"
    )


@pytest.mark.parametrize(("head", "encoding"), [
    pytest.param(b'<meta charset="iso-8859-1">\n', "latin-1", id="html-meta"),
    pytest.param(b'<?xml version="1.0" encoding="windows-1252"?>\n', "cp1252", id="xml-declaration"),
    pytest.param(b"# -*- coding: latin-1 -*-\n", "latin-1", id="coding-line"),
    pytest.param(b"scriptencoding latin1\n", "latin-1", id="vim-scriptencoding"),
])
def test_declared_encoding_is_decoded_linted_and_fixed_byte_exact(
    here: Path, capsys: pytest.CaptureFixture[str], head: bytes, encoding: str
) -> None:
    name = "a.html" if head.startswith(b"<") else "a.vim" if head.startswith(b"script") else "a.py"
    body = 'u = "https://e.com/caf\xe9/a%2fb"  \u20ac\r\n' if encoding == "cp1252" else 'u = "https://e.com/caf\xe9/a%2fb"\r\n'
    original = head + body.encode(encoding)
    (here / name).write_bytes(original)
    assert main(["check", "--isolated", "--output-format", "json", "--ignore", "URI005", name]) == 1
    assert findings(capsys.readouterr().out) == [(2, 26, "URI001")]
    assert main(["check", "--isolated", "--fix", "--ignore", "URI005", name]) == 0
    assert (here / name).read_bytes() == original.replace(b"%2f", b"%2F")  # every other byte as it was


def test_declared_legacy_encoding_gets_no_utf8_percent_encoding_fix(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A browser encodes a cp1252 page's query in cp1252, not UTF-8: URI005
    is reported there, never fixed to %C3%A9."""
    original = b'<meta charset="windows-1252">\n<a href="https://e.com/?q=caf\xe9&amp;r=%2f">\x80</a>\n'
    (here / "a.html").write_bytes(original)
    # --iri encode: in a document raw non-ASCII is allowed by default (issue 14).
    assert main(["check", "--isolated", "--iri", "encode", "--output-format", "json", "a.html"]) == 1
    assert [(f["code"], f["fix"]) for f in json.loads(capsys.readouterr().out)] == [
        ("URI005", None), ("URI001", {"applicability": "safe", "replacement": "%2F"}),
    ]
    assert main(["check", "--isolated", "--iri", "encode", "--fix", "a.html"]) == 1
    assert (here / "a.html").read_bytes() == original.replace(b"%2f", b"%2F")


def test_binary_past_the_sniffed_start_is_not_reported_as_not_utf8(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found in kubespray: a PDF whose first NUL byte lies past the first
    8000 bytes got URI901. Content that is not UTF-8 and holds a NUL is binary."""
    (here / "logo.pdf").write_bytes(b"%PDF-1.5\r%\xe2\xe3\xcf\xd3\r\n/URI (https://e.com/%2f)\n" + b"x" * 9000 + b"\0stream")
    assert main(["check", "--isolated", "-v", "logo.pdf"]) == 0
    assert capsys.readouterr() == ("All checks passed!\n", "urilint: config: none found; using the defaults\nurilint: skipped binary file logo.pdf\n")


@pytest.mark.parametrize("tail", [b"", b"x" * 9000], ids=["short", "long"])
def test_a_pdf_without_nul_bytes_is_binary(here: Path, capsys: pytest.CaptureFixture[str], tail: bytes) -> None:
    """Found in home-assistant/iOS: a PDF logo whose compressed streams hold
    no NUL byte got URI901 (and its /URI a finding). Its signature says binary."""
    (here / "logo.pdf").write_bytes(b"%PDF-1.4\n%\xb5\xed\xae\xfb\n/URI (https://e.com/%2f)\n" + tail)
    assert main(["check", "--isolated", "-v", "logo.pdf"]) == 0
    assert capsys.readouterr() == ("All checks passed!\n", "urilint: config: none found; using the defaults\nurilint: skipped binary file logo.pdf\n")


def test_a_torrent_is_binary(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found in transmission's tests (sweep 205): a .torrent's bencoded
    dictionary holds no NUL before its raw SHA-1 hashes; its tracker URL ran
    into them and got URI901. Its first key says binary."""
    (here / "a.torrent").write_bytes(
        b"d8:announce40:https://ashrise.com:443/phoenix/announce11:magnet-infod12:display-name3:gim"
        b"e4:infod6:lengthi5e4:name5:a.dmg6:pieces20:\xc0\x9a\x01" + b"\xee" * 17 + b"ee"
    )
    assert main(["check", "--isolated", "-v", "a.torrent"]) == 0
    assert capsys.readouterr() == ("All checks passed!\n", "urilint: config: none found; using the defaults\nurilint: skipped binary file a.torrent\n")


def test_undeclared_latin1_fix_keeps_every_other_byte(here: Path) -> None:
    original = b"caf\xe9 https://e.com/%7e\r\nna\xefve https://e.com/caf\xe9\r\n"
    (here / "a.txt").write_bytes(original)
    assert main(["check", "--isolated", "--fix", "a.txt"]) == 1  # URI901 remains, unfixable
    assert (here / "a.txt").read_bytes() == b"caf\xe9 https://e.com/~\r\nna\xefve https://e.com/caf\xe9\r\n"


def test_undecodable_bytes_away_from_every_uri_cut_none(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """vim's Latin-1 help files: 33 URI901 findings on lines without a URL.
    Only a byte that cuts a URI (or follows a "://") is reported."""
    (here / "a.txt").write_bytes(b"caf\xe9 https://e.com/a\nna\xefve\nsee https://\xe9t\xe9.fr/\n")
    assert main(["check", "--isolated", "--output-format", "concise", "a.txt"]) == 1
    assert capsys.readouterr().out.splitlines()[0] == (
        "a.txt:3:13: URI901 not valid UTF-8 (byte 0xE9) and no encoding declared, in a URI: what it stands for is "
        "unknown, so the URI is not checked whole; convert the file to UTF-8 or declare its encoding"
    )
    (here / "a.txt").write_bytes(b"caf\xe9 https://e.com/a\nna\xefve\n")
    assert main(["check", "--isolated", "a.txt"]) == 0


# -- suppression comments with bad codes ----------------------------------------


@pytest.mark.parametrize(("comment", "expected"), [
    pytest.param("URI999", [(1, 19, "URI001"), (1, 44, "URI900")], id="unknown"),
    pytest.param("uri001", [(1, 19, "URI001"), (1, 44, "URI900")], id="lowercase"),
    pytest.param("URI01", [(1, 19, "URI001"), (1, 44, "URI900")], id="truncated"),
    pytest.param("URI001, URI999", [(1, 52, "URI900")], id="valid-code-still-applies"),
])
def test_bad_suppression_code_is_a_finding_and_linting_goes_on(
    here: Path, capsys: pytest.CaptureFixture[str], comment: str, expected: list[tuple[int, int, str]]
) -> None:
    (here / "a.md").write_text(f"see https://e.com/%2f <!-- urilint: ignore[{comment}] -->\nand https://e.com/%2f\n")
    assert main(["check", "--isolated", "--output-format", "json", "a.md"]) == 1
    captured = capsys.readouterr()
    assert captured.err == ""
    assert findings(captured.out) == expected + [(2, 19, "URI001")]


def test_bad_suppression_message_suggests_the_code(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "a.md").write_text("<!-- urilint: ignore[uri001] -->\n")
    assert main(["check", "--isolated", "a.md"]) == 1
    assert capsys.readouterr().out.startswith(
        "a.md:1:22: URI900 unknown rule code 'uri001' in a suppression comment (did you mean URI001?); it suppresses nothing\n"
    )


@pytest.mark.parametrize("placeholder", ["CODE", "CODES", "...", "{code}"])
def test_placeholders_in_documentation_are_not_uri900(here: Path, capsys: pytest.CaptureFixture[str], placeholder: str) -> None:
    """Found on urilint's own tree: help texts and docs write
    'urilint: ignore[CODE]'; only what looks like a rule code is reported."""
    (here / "a.py").write_text(f'HELP = "add urilint: ignore[{placeholder}] comments"\n')
    assert main(["check", "--isolated", "a.py"]) == 0
    assert capsys.readouterr().out == "All checks passed!\n"


def test_uri900_can_be_ignored(here: Path) -> None:
    (here / "a.md").write_text("<!-- urilint: ignore[URI999] -->\n")
    assert main(["check", "--isolated", "--ignore", "URI900", "a.md"]) == 0


# -- selections -------------------------------------------------------------------


def test_repeated_select_adds_up_as_in_ruff(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "a.md").write_text("https://e.com/%2f/%7e\n")
    assert main(["check", "--isolated", "--output-format", "json", "--select", "URI001", "--select", "URI002", "a.md"]) == 1
    assert findings(capsys.readouterr().out) == [(1, 15, "URI001"), (1, 19, "URI002")]


@pytest.mark.parametrize("value", [pytest.param("", id="empty"), pytest.param(",", id="comma")])
def test_empty_select_is_an_error(here: Path, capsys: pytest.CaptureFixture[str], value: str) -> None:
    (here / "a.md").write_text("https://e.com/%2f\n")
    assert main(["check", "--isolated", "--select", value, "a.md"]) == 2
    assert capsys.readouterr() == ("", "urilint: error: command line: --select is empty; give rule codes or prefixes (or ALL)\n")


def test_all_selects_every_rule_but_the_explicit_only(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "a.md").write_text("HTTPS://Example.COM:443/a/./b/%2f\n")
    assert main(["check", "--isolated", "--output-format", "json", "--select", "ALL", "a.md"]) == 1
    assert [f[2] for f in findings(capsys.readouterr().out)] == ["URI101", "URI102", "URI103", "URI104", "URI001"]


# -- which config file ------------------------------------------------------------


def test_verbose_names_the_config_and_the_one_it_shadows(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "pyproject.toml").write_text('[tool.urilint]\nselect = ["URI001"]\n')
    (here / "urilint.toml").write_text('select = ["URI002"]\n')
    (here / "a.md").write_text("https://e.com/%2f/%7e\n")
    assert main(["check", "-v", "--output-format", "json", "a.md"]) == 1
    captured = capsys.readouterr()
    assert findings(captured.out) == [(1, 19, "URI002")]  # urilint.toml wins, as ruff.toml over pyproject.toml
    assert captured.err == (
        f"urilint: config: {here / 'urilint.toml'}\n"
        f"urilint: config: {here / 'pyproject.toml'} is not used: urilint.toml beside it comes first\n"
    )


def test_show_settings(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "pyproject.toml").write_text('[tool.urilint]\nselect = ["URI001"]\nignore = ["URI002"]\n')
    (here / "a.md").write_text("x\n")
    assert main(["check", "--show-settings", "--extend-select", "URI003", "a.md"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(
        f'Resolved settings for: "{here / "a.md"}"\nSettings path: "{here / "pyproject.toml"}"\n\n'
        f'root = "{here}"\nselect = [\n\t"URI001",\n]\nextend-select = [\n\t"URI003",\n]\nignore = [\n\t"URI002",\n]\n'
    )
    assert out.endswith('rules = [\n\t"URI001 lowercase-percent-hex",\n\t"URI003 double-encoding",\n]\n')
    assert not os.path.exists(here / ".urilint_cache")


@pytest.mark.parametrize("output_format", ["json", "sarif", "github", "gitlab", "junit", "text"])
def test_report_of_an_undecodable_byte_is_valid_utf8(here: Path, output_format: str) -> None:
    """Found in jekyll: an ERB fixture holding byte 0xD0 made the JSON report
    itself invalid UTF-8 (the URI901 finding's `uri` was written as the raw byte)."""
    (here / "a.erb").write_bytes(b"https://e.com/a\xd0\n")
    proc = subprocess.run(
        [sys.executable, "-m", "urilint", "check", "--isolated", "--output-format", output_format, "a.erb"],
        cwd=here, capture_output=True, env={**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"},
    )
    assert proc.returncode == 1, proc.stderr
    text = proc.stdout.decode("utf-8")  # strict: raised before
    if output_format == "json":
        assert [(f["code"], f["uri"]) for f in json.loads(text)] == [("URI901", "\udcd0")]


def test_gettext_header_charset_is_decoded(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A catalog declares its encoding in its header (GNU bash's po/af.po):
    decoded with it, the file is linted whole, and no URI901 says it
    declares none."""
    original = (
        b'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=ISO-8859-1\\n"\n\n'
        b'msgid "Report bugs to https://e.org/a%2fb"\nmsgstr "Rapporteer foute by https://e.org/a%2fb (M\xeajen)"\n'
    )
    (here / "af.po").write_bytes(original)
    assert main(["check", "--isolated", "--output-format", "json", "af.po"]) == 1
    assert findings(capsys.readouterr().out) == [(5, 38, "URI001"), (6, 44, "URI001")]
    # The msgid is the translation's lookup key: its fix is unsafe, it stays.
    assert main(["check", "--isolated", "--fix", "af.po"]) == 1
    assert (here / "af.po").read_bytes() == original.replace(b"a%2fb (M", b"a%2Fb (M")


@pytest.mark.parametrize(("name", "data", "column"), [
    pytest.param("attr.html", b'<a href="http://e.org/caf\xe9/x">x</a>\n', 26, id="attribute"),
    pytest.param("dest.md", b"[x](http://e.org/caf\xe9/x)\n", 21, id="markdown-destination"),
    pytest.param("code.py", b'x = "http://e.org/caf\xe9/x"\n', 22, id="code-string"),
    pytest.param("trimmed.txt", b"see http://e.org/a.\xe9 now\n", 20, id="after-trimmed-punctuation"),
])
def test_an_undecodable_byte_inside_a_uri_is_reported(
    here: Path, capsys: pytest.CaptureFixture[str], name: str, data: bytes, column: int
) -> None:
    """The review of the tenth round: a delimited URI runs through the byte
    (not stopping at it), and no other rule reports it."""
    (here / name).write_bytes(data)
    assert main(["check", "--isolated", "--output-format", "concise", "--select", "URI901", name]) == 1
    assert capsys.readouterr().out.splitlines()[0].startswith(f"{name}:1:{column}: URI901 not valid UTF-8 (byte 0xE9)")


@pytest.mark.skipif(os.name == "nt", reason="symbolic links need privileges on Windows")
def test_what_discovery_leaves_out_is_said_with_verbose(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found on sweep 36: a MapServer .map file (the default excludes'
    source maps) was skipped without a word, even with -vv. -v names what
    the excludes keep out and the links to folders not followed. (Since
    sweeps 174-175 a mapfile is read: only source maps, x.js.map, are out.)"""
    (here / "docs").mkdir()
    (here / "docs" / "a.md").write_text("see https://e.com/a\n")
    (here / "world.js.map").write_text('"http://e.com/%7e"\n')
    (here / "node_modules" / "x").mkdir(parents=True)
    (here / "node_modules" / "x" / "b.md").write_text("https://e.com/%7e\n")
    (here / "linked").symlink_to(here / "docs", target_is_directory=True)
    assert main(["check", "--isolated", "-v", "--no-cache", "."]) == 0
    assert capsys.readouterr() == ("All checks passed!\n", (
        "urilint: config: none found; using the defaults\n"
        "urilint: skipped excluded file world.js.map\n"
        "urilint: skipped linked folder linked\n"
        "urilint: skipped excluded folder node_modules/\n"
    ))
    (here / "a.min.js").write_text("x\n")
    (here / "b.min.js").write_text("x\n")
    assert main(["check", "--isolated", "-v", "--no-cache", "."]) == 0
    assert "urilint: skipped 3 excluded files: a.min.js, b.min.js, world.js.map\n" in capsys.readouterr().err
    assert main(["check", "--isolated", "--no-cache", "."]) == 0
    assert capsys.readouterr().err == ""  # without -v: quiet, as before
