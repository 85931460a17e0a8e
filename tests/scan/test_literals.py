"""A string literal that is exactly one URI ends at its closing quote;
literals and comments are told apart."""

from __future__ import annotations

import pytest

import urilint
from helpers import findings
from urilint.scan import extract
from urilint.scan.code import extract_code

CASES = [
        pytest.param('{"input": "http://foo.bar/baz?qux#foo<bar"}\n', 'a.json', [(1, 38, 'URI004')], '{"input": "http://foo.bar/baz?qux#foo%3Cbar"}\n', id='json-literal-angle'),
        pytest.param('{"a": "http://e.com/a`b>c", "b": "http://e.com/x\\"y"}\n', 'a.json', [(1, 22, 'URI004')], '{"a": "http://e.com/a%60b%3Ec", "b": "http://e.com/x\\"y"}\n', id='json-literal-backtick-backslash'),
        pytest.param('u = "https://e.com/a<b>"\n', 'a.toml', [(1, 21, 'URI004')], 'u = "https://e.com/a%3Cb%3E"\n', id='toml-literal'),
        pytest.param('x = "https://e.com/%7e\\n"\n', 'a.c', [(1, 20, 'URI002')], 'x = "https://e.com/~\\n"\n', id='literal-newline-escape-ends'),
        pytest.param('log("see https://e.com/%7e.")\n', 'a.py', [(1, 24, 'URI002')], 'log("see https://e.com/~.")\n', id='literal-with-prose'),
        pytest.param("u: 'https://e.com/a<b'\n", 'a.yaml', [(1, 20, 'URI004')], "u: 'https://e.com/a%3Cb'\n", id='yaml-single-quoted'),
        pytest.param("t: it's https://e.com/%7e.\n", 'a.yaml', [(1, 23, 'URI002')], "t: it's https://e.com/~.\n", id='yaml-apostrophe-not-literal'),
        pytest.param('/*https://e.com/%7e*/\n', 'a.c', [(1, 17, 'URI002')], '/*https://e.com/~*/\n', id='c-block-comment'),
        pytest.param('let u = r#"https://e.com/a"b"#;\n', 'a.rs', [(1, 27, 'URI004')], 'let u = r#"https://e.com/a"b"#;\n', id='rust-raw-string'),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed"), CASES)
def test_findings_and_fix(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str) -> None:
    assert findings(text, filename) == expected
    assert urilint.fix_text(text, filename) == fixed


def test_escaped_quote_in_a_code_literal_is_reported() -> None:
    # The backslash is source syntax (opaque), the quote is URI content.
    assert findings('x = "http://e.com/a\\"b<c"\n', "a.py") == [(1, 21, "URI004")]  # one finding per URI


@pytest.mark.parametrize(
    ("text", "filename", "contexts"),
    [
        pytest.param('u = "https://e.com/a"  # https://e.com/b\n', "a.py", ["code", "code-comment"], id="python"),
        pytest.param(
            'def f():\n    """Doc.\n\n    # https://e.com/a\n    """\n    x = 1  # https://e.com/c\n',
            "a.py",
            ["code", "code-comment"],
            id="hash-in-docstring-is-literal-text",
        ),
        pytest.param(
            "s = '''\n# https://e.com/a\n'''  # https://e.com/c\n", "a.py", ["code", "code-comment"], id="hash-in-single-triple"
        ),
        pytest.param('// https://e.com/b\nconst u = "https://e.com/a";\n', "a.ts", ["code-comment", "code"], id="ts"),
        pytest.param('/* see\n https://e.com/b */ x = `https://e.com/a`\n', "a.go", ["code-comment", "code"], id="go-block"),
        pytest.param('curl https://e.com/a # https://e.com/b\necho $#\n', "a.sh", ["code", "code-comment"], id="shell"),
        pytest.param("s = '#' + 'https://e.com/a'\n", "a.rb", ["code"], id="hash-in-literal"),
        # A data file's comment is running text, as a code comment is.
        pytest.param('# https://e.com/b\nu: "https://e.com/a"\n', "a.yaml", ["prose", "data"], id="data"),
    ],
)
def test_contexts(text: str, filename: str, contexts: list[str]) -> None:
    assert [span.context for span in extract(text, filename)] == contexts


@pytest.mark.parametrize(
    ("block", "language", "expected"),
    [
        pytest.param('let data = "initial contents";\n', "rust", [], id="rust-no-uri"),
        pytest.param('u = "https://e.com/%s"  # https://e.com/%s\n', "python", ['https://e.com/%s', 'https://e.com/%s'], id="python"),
        pytest.param("see https://e.com/a.\n", "", ["https://e.com/a"], id="unknown-language"),
    ],
)
def test_extract_code(block: str, language: str, expected: list[str]) -> None:
    text = "# Title\n\n```\n" + block + "```\n"
    start = text.index(block)
    spans = extract_code(text, start, start + len(block), language, None)
    assert [text[s.start : s.end] for s in spans] == expected
    if language == "python":  # %s is a conversion in the literal, URI content in the comment
        assert [len(s.opaque) for s in spans] == [1, 0]


# One file name per language family of the lexer (scan/literals.py).
FAMILY_FILES = {
    "python": "a.py", "javascript": "a.js", "go": "a.go", "rust": "a.rs", "c": "a.c", "java": "a.java", "groovy": "a.groovy",
    "csharp": "a.cs", "swift": "a.swift", "php": "a.php", "ruby": "a.rb", "shell": "a.sh", "perl": "a.pl",
    "r": "a.r", "lua": "a.lua", "elisp": "a.el", "haskell": "a.hs", "julia": "a.jl", "nix": "a.nix",
    "ocaml": "a.ml", "clojure": "a.clj", "hcl": "a.tf", "powershell": "a.ps1", "sql": "a.sql", "data": "a.yaml",
    # Chosen by content: a data file with a double-quoted string over lines
    # (test_data_precision.py); the quote soup below makes some.
    "data-lines": "b.yml",
}


def test_every_family_has_a_file_here() -> None:
    from urilint.scan.literals import _FAMILIES

    assert sorted(FAMILY_FILES) == sorted(_FAMILIES)


@pytest.mark.parametrize("filename", sorted(FAMILY_FILES.values()))
def test_every_family_lexes_a_literal_and_a_comment(filename: str) -> None:
    """Each family's pattern compiles (PHP's defined the comment group twice
    and every .php file holding a URI crashed the run) and finds the URI in a
    literal of its own."""
    text = 'x = "https://e.com/%7e"\n'
    assert findings(text, filename) == [(1, 20, "URI002")]


def test_a_token_ending_right_before_an_opener_does_not_hold_it() -> None:
    """A string ending where a backtick opens a template literal: the lexer
    looped forever (mkdocs-material's lunr/wordcut.js hung the run). Run in a
    child process, so a regression fails here instead of hanging the suite."""
    import subprocess
    import sys

    script = (
        "import urilint; "
        "print(urilint.lint_text('[\"`]\\n`\"5\"`\\n// https://e.com/%7e\\n', 'a.js'))"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "URI002" in run.stdout


def test_lexing_always_ends_on_quote_and_comment_soup() -> None:
    """Random mixes of quotes, backticks, comment openers and line breaks
    around a URI, in every family: linting returns (under an alarm) and the
    fixes are idempotent."""
    import signal

    from hypothesis import given, settings
    from hypothesis import strategies as st

    pieces = st.sampled_from(['"', "'", "`", "/*", "*/", "//", "#", "\n", "\\", '"""', "'''", "r#\"", "x", " ", "${", "}"])

    @settings(max_examples=300, deadline=None)
    @given(st.lists(pieces, max_size=12), st.lists(pieces, max_size=12), st.sampled_from(sorted(FAMILY_FILES.values())))
    def check(before: list[str], after: list[str], filename: str) -> None:
        text = "".join(before) + "https://e.com/%7e" + "".join(after) + "\n"
        signal.alarm(10)
        try:
            once = urilint.fix_text(text, filename)
            assert urilint.fix_text(once, filename) == once
        finally:
            signal.alarm(0)

    def timeout(signum: int, frame: object) -> None:
        raise TimeoutError("linting did not end")

    old = signal.signal(signal.SIGALRM, timeout)
    try:
        check()
    finally:
        signal.signal(signal.SIGALRM, old)
