"""Issue 15, output people are used to: colour, quiet and silent, the one
summary line, --show-fixes, the --diff summary, statistics in JSON,
`urilint rule` as Markdown, the language server's exit, --add-noqa."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from urilint.cli import main
from urilint.report.colour import wants_colour

DOC = "x https://e.com/a%2fb\n"


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    (tmp_path / "a.md").write_text(DOC)
    return tmp_path


def test_colour_always(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "--color", "always", "a.md"]) == 1
    assert capsys.readouterr().out == (
        "\x1b[1ma.md\x1b[0m:1:18: \x1b[1;31mURI001\x1b[0m lowercase hex digits in '%2f'; write '%2F'\n"
        "  \x1b[34m|\x1b[0m\n"
        "\x1b[34m1\x1b[0m \x1b[34m|\x1b[0m x https://e.com/a%2fb\n"
        "  \x1b[34m|\x1b[0m                  \x1b[31m^^^\x1b[0m \x1b[32mfix: '%2F'\x1b[0m\n\n"
        "\x1b[1mFound 1 finding (1 fixable with --fix, 0 with --unsafe-fixes).\x1b[0m\n"
    )


@pytest.mark.parametrize(("choice", "env", "tty", "expected"), [
    pytest.param("auto", {}, True, True, id="terminal"),
    pytest.param("auto", {}, False, False, id="pipe"),
    pytest.param("auto", {"NO_COLOR": "1"}, True, False, id="no-color"),
    pytest.param("auto", {"FORCE_COLOR": "1"}, False, True, id="force-color"),
    pytest.param("auto", {"FORCE_COLOR": "0"}, False, False, id="force-color-0"),
    pytest.param("auto", {"TERM": "dumb"}, True, False, id="dumb-terminal"),
    pytest.param("always", {"NO_COLOR": "1"}, False, True, id="always-wins"),
    pytest.param("never", {"FORCE_COLOR": "1"}, True, False, id="never-wins"),
])
def test_when_to_colour(choice: str, env: dict[str, str], tty: bool, expected: bool) -> None:
    class Stream:
        def isatty(self) -> bool:
            return tty

    assert wants_colour(choice, Stream(), env) is expected  # type: ignore[arg-type]


def test_no_colour_into_a_pipe_by_default(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "a.md"]) == 1
    assert "\x1b[" not in capsys.readouterr().out


def test_quiet_prints_findings_without_summary(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "-q", "a.md"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("a.md:1:18: URI001 ") and "Found" not in out and out.endswith("fix: '%2F'\n\n")


def test_silent_prints_nothing_and_keeps_the_status(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "-s", "a.md"]) == 1
    assert capsys.readouterr() == ("", "")
    assert main(["check", "--isolated", "--silent", "nope.md"]) == 2
    assert capsys.readouterr() == ("", "urilint: error: nope.md: no such file or directory\n")


def test_fix_prints_one_summary_line_on_stdout_only(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "b.md").write_text(DOC + "y http://x.org/my%2520doc\n")
    assert main(["check", "--isolated", "--fix", "a.md", "b.md"]) == 1
    captured = capsys.readouterr()
    assert captured.err == ""  # "fixed N" was on stderr as well
    assert [line for line in captured.out.splitlines() if line.startswith(("Found", "Fixed", "urilint"))] == [
        "Found 3 findings (2 fixed, 1 remaining).",
    ]


def test_show_fixes(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "b.md").write_text("https://e.com/%2f/%2f/%7eu\n")
    assert main(["check", "--isolated", "--fix", "--show-fixes", "a.md", "b.md"]) == 0
    assert capsys.readouterr().out == (
        "\nFixed 3 findings:\n"
        "- a.md:\n    1 × URI001 (lowercase-percent-hex)\n"
        "- b.md:\n    1 × URI001 (lowercase-percent-hex)\n    1 × URI002 (encoded-unreserved)\n\n"
        "Found 3 findings (3 fixed, 0 remaining).\n"
    )


def test_diff_ends_with_a_summary_on_stderr(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "b.md").write_text("https://e.com/%2f/%2f\n")
    assert main(["check", "--isolated", "--diff", "a.md", "b.md"]) == 1
    captured = capsys.readouterr()
    assert captured.out == (
        "--- a/a.md\n+++ b/a.md\n@@ -1 +1 @@\n-x https://e.com/a%2fb\n+x https://e.com/a%2Fb\n"
        "--- a/b.md\n+++ b/b.md\n@@ -1 +1 @@\n-https://e.com/%2f/%2f\n+https://e.com/%2F/%2F\n"
    )  # a clean patch
    assert captured.err == "Would fix 2 findings in 2 files.\n"  # one finding per URI and rule
    assert (here / "a.md").read_text() == DOC


def test_diff_is_a_patch_git_and_patch_apply(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Sweep 21: a file without a final newline gave '-' and '+' lines
    fused into one ("corrupt patch"); a form feed or a CR inside a line
    split it where patch does not. Lines split at "\\n" only, and diff's
    "No newline" mark."""
    (here / "a.txt").write_bytes(b"https://example.com/caf%c3%a9")
    (here / "b.txt").write_bytes(b"x https://e.org/%7e\x0cpage https://e.org/%2f\r\nz\n")
    assert main(["check", "--isolated", "--diff", "a.txt", "b.txt"]) == 1
    patch = capsys.readouterr().out
    assert patch == (
        "--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-https://example.com/caf%c3%a9\n\\ No newline at end of file\n"
        "+https://example.com/caf%C3%A9\n\\ No newline at end of file\n"
        "--- a/b.txt\n+++ b/b.txt\n@@ -1,2 +1,2 @@\n-x https://e.org/%7e\x0cpage https://e.org/%2f\r\n"
        "+x https://e.org/~\x0cpage https://e.org/%2F\r\n z\n"
    )
    (here / "p.diff").write_bytes(patch.encode())  # as written: "\r\n" kept (write_text's newline= is 3.10's)
    subprocess.run(["git", "apply", "p.diff"], cwd=here, check=True, capture_output=True)
    assert (here / "a.txt").read_bytes() == b"https://example.com/caf%C3%A9"
    assert (here / "b.txt").read_bytes() == b"x https://e.org/~\x0cpage https://e.org/%2F\r\nz\n"


def test_diff_names_an_absolute_path_as_git_does(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Sweep 217: "--- a//work/x.md" for an absolute path; git writes "a/work/x.md"."""
    (here / "a.md").write_text("<https://e.org/%7e>\n")
    absolute = str((here / "a.md").resolve())
    assert main(["check", "--isolated", "--diff", absolute]) == 1
    head = capsys.readouterr().out.splitlines()[:2]
    assert head == [f"--- a{absolute}", f"+++ b{absolute}"]


def test_diff_with_nothing_to_fix(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "a.md").write_text("fine https://e.com/\n")
    assert main(["check", "--isolated", "--diff", "a.md"]) == 0
    assert capsys.readouterr() == ("", "No fixes to apply.\n")


def test_diff_after_an_error_claims_nothing(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # A file that failed may have had fixes: "No fixes to apply." would
    # contradict the error after it (sweep 63).
    (here / "a.md").write_text("fine https://e.com/\n")
    assert main(["check", "--isolated", "--diff", "a.md", "gone.md"]) == 2
    assert capsys.readouterr() == ("", "urilint: error: gone.md: no such file or directory\n")


def test_statistics_in_json(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "b.md").write_text("https://e.com/%2f/%7eu http://x.org/%2520\n")
    assert main(["check", "--isolated", "--statistics", "--output-format", "json", "a.md", "b.md"]) == 1
    assert json.loads(capsys.readouterr().out) == [
        {"code": "URI001", "name": "lowercase-percent-hex", "count": 2, "fixable": True, "fixable_count": 2},
        {"code": "URI002", "name": "encoded-unreserved", "count": 1, "fixable": True, "fixable_count": 1},
        {"code": "URI003", "name": "double-encoding", "count": 1, "fixable": False, "fixable_count": 0},
    ]


def test_rule_prints_markdown(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "URI103"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(
        "# default-port (URI103)\n\nFix is always available (safe, unsafe in code/identifier).\n\n"
        "Off by default: select it with `--extend-select URI103`.\n\n## What it flags\n\nAn explicit port"
    )
    assert "## Example\n\n```\nhttps://example.com:443/a   ->   https://example.com/a\n" in out


def test_rule_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "URI900", "--output-format", "json"]) == 0
    rule = json.loads(capsys.readouterr().out)
    assert {k: rule[k] for k in ("code", "name", "default", "fix")} == {
        "code": "URI900", "name": "invalid-suppression", "default": True, "fix": "none",
    }
    assert rule["explanation"].startswith("## What it flags\n\nA code in a `urilint: ignore[...]` comment")


@pytest.mark.slow
def test_language_server_exits_0_after_shutdown_and_exit() -> None:
    pytest.importorskip("pygls")

    def frame(message: dict) -> bytes:  # type: ignore[type-arg]
        body = json.dumps(message).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "rootUri": None, "capabilities": {}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "id": 2, "method": "shutdown", "params": None},
        {"jsonrpc": "2.0", "method": "exit", "params": None},
    ]
    done = subprocess.run([sys.executable, "-m", "urilint", "server"], input=b"".join(map(frame, messages)),
                          capture_output=True, timeout=120)
    assert (done.returncode, done.stderr) == (0, b"")


# -- --add-noqa ----------------------------------------------------------------------


def test_add_noqa_comments_every_line_it_can(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "a.md").write_bytes(
        b"\xef\xbb\xbfx https://e.com/a%2fb https://e.com/%7e\r\n```\nhttps://e.com/%2f\n```\n"
        b"[r]: https://e.com/%2f\nok\nlast https://e.com/%2f"
    )
    (here / "b.py").write_bytes(b'u = "https://e.com/%2f"\ns = """\nhttps://e.com/%2f\n"""\n')
    (here / "c.json").write_bytes(b'{"a": "https://e.com/%2f"}\n')
    (here / "d.yaml").write_bytes(b"a: https://e.com/%2f\nb: |\n  https://e.com/%2f\n")
    assert main(["check", "--isolated", "--add-noqa", "."]) == 1  # some lines could not take one
    captured = capsys.readouterr()
    assert captured.out == "Added 4 suppression comments to 3 files. 5 lines could not take one (see above).\n"
    assert captured.err == (
        "urilint: warning: a.md:3: cannot add a suppression comment here (inside code, a string or a tag)\n"
        "urilint: warning: a.md:5: cannot add a suppression comment here (inside code, a string or a tag)\n"
        "urilint: warning: b.py:3: cannot add a suppression comment here (inside code, a string or a tag)\n"
        "urilint: warning: c.json: cannot add suppression comments: JSON has no end-of-line comments (line 1)\n"
        "urilint: warning: d.yaml:3: cannot add a suppression comment here (inside code, a string or a tag)\n"
    )
    assert (here / "a.md").read_bytes() == (
        b"\xef\xbb\xbfx https://e.com/a%2fb https://e.com/%7e <!-- urilint: ignore[URI001,URI002] -->\r\n"
        b"```\nhttps://e.com/%2f\n```\n[r]: https://e.com/%2f\nok\nlast https://e.com/%2f <!-- urilint: ignore[URI001] -->"
    )
    assert (here / "b.py").read_bytes() == b'u = "https://e.com/%2f"  # urilint: ignore[URI001]\ns = """\nhttps://e.com/%2f\n"""\n'
    assert (here / "c.json").read_bytes() == b'{"a": "https://e.com/%2f"}\n'
    assert (here / "d.yaml").read_bytes() == b"a: https://e.com/%2f  # urilint: ignore[URI001]\nb: |\n  https://e.com/%2f\n"
    # Idempotent: a second run adds nothing and changes no byte.
    before = {p.name: p.read_bytes() for p in here.iterdir() if p.is_file()}
    assert main(["check", "--isolated", "--add-noqa", "."]) == 1
    assert capsys.readouterr().out.startswith("Added 0 suppression comments to 0 files.")
    assert {p.name: p.read_bytes() for p in here.iterdir() if p.is_file()} == before
    # What is left is exactly what could not take a comment.
    assert main(["check", "--isolated", "--output-format", "json", "."]) == 1
    assert [(f["path"], f["line"]) for f in json.loads(capsys.readouterr().out)] == [
        ("a.md", 3), ("a.md", 5), ("b.py", 3), ("c.json", 1), ("d.yaml", 3),
    ]


@pytest.mark.parametrize(("text", "reason"), [
    pytest.param("<pre>\nhttps://e.com/%2f\n</pre>\n", "pre", id="pre"),
    pytest.param('<a\n href="https://e.com/%2f"\n class="x">\n', "tag", id="inside-tag"),
    pytest.param("<!-- note\nhttps://e.com/%2f\n-->\n", "comment", id="open-comment"),
])
def test_add_noqa_leaves_html_lines_whose_end_is_not_text(here: Path, text: str, reason: str, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "a.html").write_text(text)
    assert main(["check", "--isolated", "--add-noqa", "a.html"]) == 1
    assert (here / "a.html").read_text() == text
    assert capsys.readouterr().err == (
        "urilint: warning: a.html:2: cannot add a suppression comment here (inside code, a string or a tag)\n"
    )


@pytest.mark.parametrize("flag", ["--fix", "--diff"])
def test_add_noqa_with_fix_or_diff_is_a_usage_error(here: Path, capsys: pytest.CaptureFixture[str], flag: str) -> None:
    assert main(["check", "--isolated", "--add-noqa", flag, "a.md"]) == 2
    assert capsys.readouterr().err == "urilint: error: --add-noqa cannot be used with --fix, --diff or stdin (as in ruff)\n"
    assert (here / "a.md").read_text() == DOC


@pytest.mark.parametrize("text", [
    pytest.param("x https://e.com/%2f\n" * 3, id="ascii"),
    pytest.param("caf\u00e9 https://e.com/%2f\n\u00e9\u00e9 https://e.com/%2f", id="bmp"),
    pytest.param("\U0001F600 https://e.com/%2f\r\n\U0001F600\U0001F600 x", id="astral"),
])
def test_lsp_positions_match_counting_code_units(text: str) -> None:
    """The server counts in code points when they equal the encoding's code
    units (linear on a long line); the positions are those of counting."""
    pytest.importorskip("pygls")
    from lsprotocol import types

    from urilint.positions import LineIndex
    from urilint.server import position

    index = LineIndex(text)
    for offset in range(len(text) + 1):
        line = index.line_col(offset)[0] - 1
        prefix = text[index.starts[line] : offset]
        assert position(index, offset, types.PositionEncodingKind.Utf16) == types.Position(
            line, len(prefix.encode("utf-16-le", "surrogatepass")) // 2)
        assert position(index, offset, types.PositionEncodingKind.Utf8) == types.Position(line, len(prefix.encode("utf-8")))
        assert position(index, offset, types.PositionEncodingKind.Utf32) == types.Position(line, len(prefix))


@pytest.mark.parametrize(
    ("prefix", "cells"),
    [
        pytest.param("see ", 4, id="ascii"),
        pytest.param("文档 ", 5, id="two-wide"),
        pytest.param("café ", 5, id="narrow-non-ascii"),
        pytest.param("ｅ😀\t", 5, id="fullwidth-emoji-tab"),
    ],
)
def test_marks_count_wide_characters_twice(
    prefix: str, cells: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.txt").write_text(f"{prefix}https://e.com/%7e\n", encoding="utf-8")
    main(["check", "--isolated", "--no-cache", str(tmp_path / "a.txt")])
    lines = capsys.readouterr().out.splitlines()
    marks = next(line for line in lines if line.rstrip().endswith("'~'"))
    assert marks.split("| ", 1)[1].index("^") == cells + len("https://e.com/")
