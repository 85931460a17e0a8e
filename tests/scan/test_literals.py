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
        pytest.param('# https://e.com/b\nu: "https://e.com/a"\n', "a.yaml", ["data", "data"], id="data"),
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
