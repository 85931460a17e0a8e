"""The command line: exit codes, output formats, --fix, --diff, stdin."""

from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path

import pytest

from urilint.cli import main


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("see https://example.com/a%2fb\nand http://x.org/my%2520doc\n")
    (tmp_path / "clean.txt").write_text("https://example.com/ok\n")
    return tmp_path


def test_text_output_and_exit_1(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "."]) == 1
    out = capsys.readouterr().out
    assert out.startswith(
        "docs/a.md:1:26: URI001 lowercase hex digits in '%2f'; write '%2F'\n"
        "  |\n"
        "1 | see https://example.com/a%2fb\n"
        "  |                          ^^^ fix: '%2F'\n"
    )
    assert "docs/a.md:2:20: URI003" in out
    assert out.endswith("Found 2 findings (1 fixable with --fix, 1 with --unsafe-fixes).\n")


def test_clean_tree_exit_0(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "clean.txt"]) == 0
    assert capsys.readouterr().out == "All checks passed!\n"


def test_exit_zero(tree: Path) -> None:
    assert main(["check", "--isolated", "--exit-zero", "."]) == 0


def test_json_output(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "--output-format", "json", "docs"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data[0] == {
        "path": os.path.join("docs", "a.md"),
        "line": 1,
        "column": 26,
        "end_line": 1,
        "end_column": 29,
        "code": "URI001",
        "name": "lowercase-percent-hex",
        "message": "lowercase hex digits in '%2f'; write '%2F'",
        "uri": "https://example.com/a%2fb",
        "fix": {"applicability": "safe", "replacement": "%2F"},
    }
    assert [(d["line"], d["column"], d["code"], d["fix"]) for d in data[1:]] == [
        (2, 20, "URI003", {"applicability": "unsafe", "replacement": "%20"})
    ]


def test_fix_writes_safe_fixes_only(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "--fix", "."]) == 1  # the unsafe one remains
    assert (tree / "docs" / "a.md").read_text() == "see https://example.com/a%2Fb\nand http://x.org/my%2520doc\n"
    captured = capsys.readouterr()
    assert captured.out.endswith("Found 2 findings (1 fixed, 1 remaining).\n") and captured.err == ""
    assert "URI003" in captured.out and "URI001" not in captured.out


def test_unsafe_fixes(tree: Path) -> None:
    assert main(["check", "--isolated", "--fix", "--unsafe-fixes", "."]) == 0
    assert (tree / "docs" / "a.md").read_text() == "see https://example.com/a%2Fb\nand http://x.org/my%20doc\n"


def test_diff_writes_nothing(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = (tree / "docs" / "a.md").read_bytes()
    assert main(["check", "--isolated", "--diff", "docs/a.md"]) == 1
    out = capsys.readouterr().out
    assert "-see https://example.com/a%2fb\n+see https://example.com/a%2Fb\n" in out
    assert (tree / "docs" / "a.md").read_bytes() == before
    assert main(["check", "--isolated", "--diff", "clean.txt"]) == 0


def test_stdin_fix_writes_only_fixed_content(
    tree: Path, monkeypatch: pytest.MonkeyPatch, capfdbinary: pytest.CaptureFixture[bytes]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"x https://e.com/a%2fb\r\n")))
    assert main(["check", "--isolated", "--fix", "--stdin-filename", "doc.md", "-"]) == 0
    captured = capfdbinary.readouterr()
    assert captured.out == b"x https://e.com/a%2Fb\r\n"


def test_stdin_check_reports_under_given_name(
    tree: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"x https://e.com/a%2fb\n")))
    assert main(["check", "--isolated", "--stdin-filename", "doc.md", "-"]) == 1
    assert capsys.readouterr().out.startswith("doc.md:1:18: URI001")


def test_select_and_ignore(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "--select", "URI003", "docs"]) == 1
    assert "URI001" not in capsys.readouterr().out
    assert main(["check", "--isolated", "--ignore", "URI001,URI003", "docs"]) == 0


def test_unknown_select_code_is_usage_error(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "--select", "URI999", "."]) == 2
    assert capsys.readouterr().err == "urilint: error: command line: unknown rule code or prefix 'URI999' in select\n"


def test_missing_path_is_error(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "nope.md", "clean.txt"]) == 2
    captured = capsys.readouterr()
    assert "urilint: error: nope.md: no such file or directory\n" in captured.err
    assert "All checks passed" not in captured.out


def test_statistics(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "--statistics", "."]) == 1
    out = capsys.readouterr().out
    assert "     1  URI001  [*] lowercase-percent-hex\n" in out
    assert "     1  URI003  [ ] double-encoding\n" in out


def test_rule_doc_and_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "URI001"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# lowercase-percent-hex (URI001)\n\nFix is always available (safe, unsafe in identifier).\n\nOn by default.\n\n## What it flags\n")
    assert "## Fix (safe)" in out
    assert out.endswith(
        "## Fix safety by where the URI stands\n\n"
        "- equivalence: an RFC 3986 6.2.2 equivalence: every consumer reads both forms the same.\n"
        "  Safe in: code (string literals and other code), code comments, HTML/XML attributes and rST targets, Markdown link destinations and autolinks, "
        "data and config files, running text, link syntax that is not a link (a raw space in `[t](a b)` or a CSS `url(a b)`).\n"
        "  Unsafe in RDF data and SPARQL queries: an RDF IRI is compared character by character: any rewrite names another resource.\n"
    )
    assert main(["rule", "URI004"]) == 0
    assert "  Unsafe in code (string literals and other code): in code it changes a string literal's value" in capsys.readouterr().out
    assert main(["rule", "--all"]) == 0
    listing = capsys.readouterr().out
    assert "URI003   double-encoding            on       unsafe\n" in listing
    assert "URI004   disallowed-character       on       safe, unsafe in code/code-comment/prose/broken-link/identifier\n" in listing
    assert "URI101   scheme-case                off      safe, unsafe in code/identifier\n" in listing
    assert main(["rule", "NOPE1"]) == 2


def test_python_dash_m(tree: Path) -> None:
    import subprocess

    result = subprocess.run([sys.executable, "-m", "urilint", "check", "--isolated", "clean.txt"], capture_output=True, text=True)
    assert (result.returncode, result.stdout) == (0, "All checks passed!\n")


def test_entry_point_flushes_output_and_keeps_the_status() -> None:
    """run() leaves with os._exit: everything printed must still arrive,
    and a reader that stops early is exit status 2 without a traceback."""
    import shlex
    import subprocess

    text = "".join(f"line {n} https://example.com/%7e{n}\n" for n in range(3000))
    command = [sys.executable, "-m", "urilint", "check", "--isolated", "--stdin-filename", "a.md", "-"]
    result = subprocess.run(command, input=text, capture_output=True, text=True)
    assert result.returncode == 1
    assert result.stdout.count(" URI002 ") == 3000
    assert result.stdout.endswith("Found 3000 findings (3000 fixable with --fix, 0 with --unsafe-fixes).\n")
    early = subprocess.run(f"{shlex.join(command)} | head -c 10; exit ${{PIPESTATUS[0]}}", shell=True,
                           executable="/bin/bash", input=text, capture_output=True, text=True)
    assert (early.returncode, early.stdout, early.stderr) == (2, "a.md:1:28:", "")


def test_summary_counts_unsafe_as_fixable_when_enabled(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "--unsafe-fixes", "docs"]) == 1
    assert capsys.readouterr().out.endswith("Found 2 findings (2 fixable with --fix, 0 with --unsafe-fixes).\n")


def test_ctrl_c_is_one_line_and_status_130(tree: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import urilint.cli

    def interrupted(args: object, argv: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(urilint.cli, "_check", interrupted)
    assert main(["check", "."]) == 130
    assert capsys.readouterr().err == "urilint: interrupted\n"


def test_exclude_options_replace_or_extend_the_excludes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """As ruff's: --extend-exclude adds to the excludes, --exclude replaces
    them (the default ones too); comma-separated, repeats add up."""
    for name in ("src/ok.txt", "docs/old.txt", "vendor/x.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("https://e.org/%7e\n", encoding="utf-8")

    def reported(*options: str) -> list[str]:
        main(["check", "--isolated", "--no-cache", "--output-format", "concise", *options, str(tmp_path)])
        return sorted(line.split(":", 1)[0][len(str(tmp_path)) + 1 :] for line in capsys.readouterr().out.splitlines() if "URI002" in line)

    assert reported() == ["docs/old.txt", "src/ok.txt"]
    assert reported("--extend-exclude", "docs") == ["src/ok.txt"]
    assert reported("--extend-exclude=docs,src") == []
    assert reported("--exclude", ".git") == ["docs/old.txt", "src/ok.txt", "vendor/x.txt"]
    assert reported("--exclude", "src", "--exclude", "vendor") == ["docs/old.txt"]
