"""Data/config files and plain text; file type selection; schemes."""

from __future__ import annotations

import pytest

from _marked import scan
from urilint.scan import file_type_for


@pytest.mark.parametrize(
    ("marked", "filename"),
    [
        pytest.param('{"homepage": "⟦https://e.com/q⟧", "x": "⟦https:\\/\\/e.com\\/b⟧"}', "p.json", id="json"),
        pytest.param('url: "⟦https://e.com/?a=1&b=2⟧"  # see ⟦https://e.com/c⟧\n', "ci.yml", id="yaml"),
        pytest.param('from = "⟦http://h.app/*⟧"\n', "netlify.toml", id="toml-whole-value"),
        pytest.param("url = ⟦https://e.com/x⟧\n; ⟦ftp://e.com/pub/⟧\n", "tox.ini", id="ini"),
        pytest.param("DATABASE_URL=⟦postgres://u:p@db:5432/app⟧\n", ".env", id="dotenv"),
        pytest.param('curl.cainfo = "C:\\php\\cacert.pem"\n', "php.ini", id="windows-path"),
        pytest.param("Notes at ⟦https://e.com/n⟧, then ⟦http://e.com/m⟧!", "notes.txt", id="text-punctuation"),
        pytest.param("会议链接：⟦https://meet.e.cn/abc⟧，请准时。", "zh.txt", id="full-width-comma"),
        pytest.param("（⟦https://e.cn/a⟧）", "zh.txt", id="full-width-parens"),
        pytest.param("IRI ⟦https://de.wikipedia.org/wiki/Tromsø⟧ ok", "a.txt", id="iri-continues"),
        pytest.param('JSON: {"u": "⟦https://e.com/sso⟧\\"}', "a.txt", id="escaped-quote-ends"),
        pytest.param("printf '⟦http://e.com⟧\\x07Click'", "a.txt", id="hex-escape-ends"),
        pytest.param("⟦https://e.com/a\\b⟧", "a.txt", id="backslash-is-content"),
        pytest.param("--cli-input-json ⟦file://C⟧:\\temp\\in.json", "a.txt", id="windows-path-after-file"),
        pytest.param("<a href=\"⟦https://a.org/s/⟧{sponsor[\"img\"]}\">", "a.txt", id="code-field-in-text"),
        pytest.param("{⟦http://e.com/ns⟧}tag", "a.txt", id="clark-notation"),
        pytest.param("⟦http://e.com/a⟧],[⟦http://e.com/b⟧]", "a.txt", id="unbalanced-bracket"),
        pytest.param("data:text/plain,http and urn:isbn:1 tel:+1555", "a.txt", id="opaque-schemes-off"),
        pytest.param("⟦Mailto:a@b.org⟧, ⟦MAILTO:c@d.org⟧; xmailto:e@f.org", "a.txt", id="mailto-any-case"),
        pytest.param("(+⟦git+https://g.com/r.git⟧) 2⟦http://e.com⟧", "a.txt", id="scheme-characters"),
    ],
)
def test_spans(marked: str, filename: str) -> None:
    expected, got = scan(marked, filename)
    assert got == expected


@pytest.mark.parametrize(
    ("marked", "schemes"),
    [
        pytest.param("⟦urn:isbn:0451450523⟧ and ⟦https://e.com⟧", frozenset({"urn", "https"}), id="add-urn"),
        pytest.param("call ⟦tel:+1-555-0100⟧ or http://e.com", frozenset({"tel"}), id="tel-only"),
        pytest.param("⟦http://e.com⟧ ftp://e.com mailto:a@b.c", frozenset({"http"}), id="narrow"),
    ],
)
def test_schemes(marked: str, schemes: frozenset[str]) -> None:
    expected, got = scan(marked, "a.txt", schemes)
    assert got == expected


@pytest.mark.parametrize(
    ("filename", "overrides", "kind"),
    [
        ("docs/a.md", None, "markdown"),
        ("a.svg", None, "html"),
        ("a.rst", None, "rst"),
        ("src/main.rs", None, "code"),
        ("app.env", None, "data"),
        (".env.local", None, "data"),
        ("README", None, "text"),
        ("page.tpl", {"*.tpl": "html"}, "html"),
    ],
)
def test_file_type_for(filename: str, overrides: dict[str, str] | None, kind: str) -> None:
    assert file_type_for(filename, overrides) == kind
