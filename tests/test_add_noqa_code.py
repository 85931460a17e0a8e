"""`--add-noqa` in source code: ``//`` and ``#`` languages, the comment
placed only where the lexer (scan/literals.py) shows the line's end is
outside every string literal and block comment (found: external-secrets,
where every .go file was refused, even a line that already was a comment)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from urilint.cli import main

U = "https://e.com/%2f"
UNSAFE = "cannot add a suppression comment here (inside code, a string or a tag)"


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _add(here: Path, name: str, text: str, capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    """Run --add-noqa on one file: (its new text, stderr)."""
    (here / name).write_bytes(text.encode())
    main(["check", "--isolated", "--add-noqa", name])
    err = capsys.readouterr().err
    return (here / name).read_bytes().decode(), err


def _left(here: Path, capsys: pytest.CaptureFixture[str]) -> list[int]:
    """The lines whose findings remain after the comments (suppress.py honours the rest)."""
    main(["check", "--isolated", "--output-format", "json", "."])
    return [f["line"] for f in json.loads(capsys.readouterr().out)]


GO = (
    f"// If unset, defaults to \"{U}\".\n"
    "package x\n\n"
    f'var u = "{U}"\n'
    f"var raw = `\n{U}\n`\n"
    f"/* block\n{U} */\n"
    f'var v = "{U}" /* ok */ // see https://e.com/%7e\r\n'
    f"/* open {U}\n*/\n"
)


def test_go(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text, err = _add(here, "a.go", GO, capsys)
    assert text == (
        f"// If unset, defaults to \"{U}\". urilint: ignore[URI001]\n"
        "package x\n\n"
        f'var u = "{U}"  // urilint: ignore[URI001]\n'
        f"var raw = `\n{U}\n`\n"
        f"/* block\n{U} */  // urilint: ignore[URI001]\n"
        f'var v = "{U}" /* ok */ // see https://e.com/%7e urilint: ignore[URI001,URI002]\r\n'
        f"/* open {U}\n*/\n"
    )
    assert err == f"urilint: warning: a.go:6: {UNSAFE}\nurilint: warning: a.go:11: {UNSAFE}\n"
    assert _left(here, capsys) == [6, 11]


@pytest.mark.parametrize(("name", "text", "expected", "refused"), [
    pytest.param(
        "a.ts", f'const u = "{U}";\nconst t = `\n{U}`;\nconst r = /\\//; const w = "{U}";\n',
        f'const u = "{U}";  // urilint: ignore[URI001]\nconst t = `\n{U}`;  // urilint: ignore[URI001]\nconst r = /\\//; const w = "{U}";\n',
        [4], id="typescript-regex-slashes-are-not-a-comment",
    ),
    pytest.param(
        "a.rs", f'let u = "{U}"; // x\nlet s = "\n{U}\n";\n',
        f'let u = "{U}"; // x urilint: ignore[URI001]\nlet s = "\n{U}\n";\n', [3], id="rust-string-over-lines",
    ),
    pytest.param(
        "a.cpp", f'auto u = "{U}";\n#define X "{U}" \\\n  + 1\nauto r = R"x(\n{U}\n)x";\n',
        f'auto u = "{U}";  // urilint: ignore[URI001]\n#define X "{U}" \\\n  + 1\nauto r = R"x(\n{U}\n)x";\n',
        [2, 5], id="cpp-continuation-and-raw-string",
    ),
    pytest.param(
        "A.kt", f'val u = "{U}"\nval t = """\n{U}\n"""\n',
        f'val u = "{U}"  // urilint: ignore[URI001]\nval t = """\n{U}\n"""\n', [3], id="kotlin",
    ),
    pytest.param(
        "a.sh", f'curl "{U}" # fetch\ncat <<EOF\n{U}\nEOF\necho {U} \\\n  done\necho {U}\n',
        f'curl "{U}" # fetch urilint: ignore[URI001]\ncat <<EOF\n{U}\nEOF\necho {U} \\\n  done\necho {U}  # urilint: ignore[URI001]\n',
        [3, 5], id="shell-heredoc-and-continuation",
    ),
    pytest.param(
        "a.rb", f'u = "{U}"\nq = %q{{\n{U}\n}}\n=begin\n{U}\n=end\n',
        f'u = "{U}"  # urilint: ignore[URI001]\nq = %q{{\n{U}\n}}\n=begin\n{U}\n=end\n', [3, 6], id="ruby-percent-literal-and-begin",
    ),
    pytest.param(
        "a.pl", f'my $n = $#a; my $u = "{U}";\nmy $v = "{U}";\n=pod\n{U}\n=cut\n',
        f'my $n = $#a; my $u = "{U}";\nmy $v = "{U}";  # urilint: ignore[URI001]\n=pod\n{U}\n=cut\n', [1, 4], id="perl-dollar-hash-and-pod",
    ),
    pytest.param("a.R", f'u <- "{U}"\n', f'u <- "{U}"  # urilint: ignore[URI001]\n', [], id="r"),
    pytest.param(
        "a.php", f'<p><a href="{U}">x</a></p>\n<?php\n$u = "{U}";\n$h = <<<EOT\n{U}\nEOT;\n?>\n',
        f'<p><a href="{U}">x</a></p> <!-- urilint: ignore[URI001] -->\n<?php\n$u = "{U}";  // urilint: ignore[URI001]\n'
        f"$h = <<<EOT\n{U}\nEOT;\n?>\n",
        [5], id="php-markup-and-code",
    ),
    pytest.param(
        "a.erb", f'<% x = "{U}"\n   y = 1 %>\n<a href="{U}">\n',
        f'<% x = "{U}"\n   y = 1 %>\n<a href="{U}"> <!-- urilint: ignore[URI001] -->\n', [1], id="erb-code-is-left-alone",
    ),
])
def test_languages(here: Path, capsys: pytest.CaptureFixture[str], name: str, text: str, expected: str, refused: list[int]) -> None:
    new, err = _add(here, name, text, capsys)
    assert new == expected
    assert err == "".join(f"urilint: warning: {name}:{line}: {UNSAFE}\n" for line in refused)
    assert _left(here, capsys) == refused


@pytest.mark.parametrize(("name", "reason"), [
    pytest.param("a.tsx", "TSX (a '//' in its markup is text) is not supported", id="tsx"),
    pytest.param("Dockerfile", "Dockerfile is not supported (a '#' there may be text)", id="dockerfile"),
    pytest.param("a.lua", "lua is not supported", id="lua"),
])
def test_files_that_cannot_take_comments_say_why(here: Path, capsys: pytest.CaptureFixture[str], name: str, reason: str) -> None:
    text = f'x = "{U}"\n'
    new, err = _add(here, name, text, capsys)
    assert new == text
    assert err == f"urilint: warning: {name}: cannot add suppression comments: {reason} (line 1)\n"


def test_script_named_by_its_shebang(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    new, err = _add(here, "deploy", f"#!/usr/bin/env bash\ncurl {U}\n", capsys)
    assert (new, err) == (f"#!/usr/bin/env bash\ncurl {U}  # urilint: ignore[URI001]\n", "")


def test_idempotent(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first, _ = _add(here, "a.go", GO, capsys)
    assert main(["check", "--isolated", "--add-noqa", "a.go"]) == 1
    assert capsys.readouterr().out == "Added 0 suppression comments to 0 files. 2 lines could not take one (see above).\n"
    assert (here / "a.go").read_bytes().decode() == first
