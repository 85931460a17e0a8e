"""Source code extraction: string literals, comments, escapes, format fields."""

from __future__ import annotations

import pytest

from _marked import scan, spans_of


@pytest.mark.parametrize(
    ("marked", "filename"),
    [
        pytest.param('URL = "⟦https://e.com/a⟧"', "a.py", id="literal"),
        pytest.param('FROM = "⟦http://h.netlify.app/*⟧"', "a.py", id="whole-literal-keeps-star"),
        pytest.param("X = '⟦https://e.com/a.⟧'", "a.py", id="whole-literal-keeps-period"),
        pytest.param('log("see ⟦https://e.com/a⟧.")', "a.py", id="inside-literal-trims-period"),
        pytest.param("# docs: ⟦https://e.com/ref/settings/⟧\n", "a.py", id="comment"),
        pytest.param("q = '⟦https://e.com/?q=⟧'a''", "a.py", id="single-quote-literal-ends"),
        pytest.param('q = "⟦https://e.com/?q=\'a\'⟧"', "a.py", id="other-quote-is-content"),
        pytest.param('UA = "agent/1.0 (+⟦https://github.com/q/q⟧)"', "a.go", id="plus-before-scheme"),
        pytest.param('B="${MIRROR:-⟦https://e.com/dl⟧}"', "a.sh", id="shell-default-value"),
        pytest.param('"⟦https://${USER}:${TOKEN}@pypi.e.com/simple/⟧"', "a.sh", id="shell-variables"),
        pytest.param("# ⟦http://$HOST:$PORT/health⟧\n", "a.sh", id="shell-bare-variables"),
        pytest.param(
            "f\"⟦https://{os.environ.get('HOST', 'e.com')}/oauth/⟧\"", "a.py", id="f-string-with-call"
        ),
        pytest.param("f'\\t⟦s3://{d[\"b\"]}/{d[\"o\"]}⟧\\tvalid'", "a.py", id="escape-before-scheme"),
        pytest.param('"⟦http://{}:{}/⟧".format(h, p)', "a.py", id="str-format-empty-fields"),
        pytest.param("`⟦https://e.com/hooks/${provider}⟧`", "a.ts", id="js-template-literal"),
        pytest.param('format("⟦https://h.e.com/s/%<team>s/%<ch>s⟧", team: t)', "a.rb", id="ruby-format"),
        pytest.param('"⟦https://e.com/caf\\u00e9⟧"', "a.js", id="unicode-escape-continues"),
        pytest.param('"⟦https://e.com/a⟧\\n"', "a.c", id="newline-escape-ends"),
        pytest.param('"⟦https://e.com\\/a⟧"', "a.js", id="json-style-slash-escape"),
        pytest.param("tag = '{⟦http://www.w3.org/2001/XMLSchema⟧}type'", "a.py", id="clark-notation"),
        pytest.param('re.compile(r"https?://(www\\.)?e\\.com/")', "a.py", id="regex-not-a-uri"),
        pytest.param('re.compile("http://calc.com/(sum|prod)")', "a.py", id="regex-alternation"),
        pytest.param('p = r"s3://([^/]+)/?(.*?)$"', "a.py", id="regex-groups"),
        pytest.param('printf("scheme must be http:// or https://")', "a.c", id="scheme-alone"),
        pytest.param("pat = 'mailto:[^(^{'", "a.py", id="mailto-not-an-address"),
        pytest.param('HOME = "⟦http://[::1]:8080/⟧"', "a.rs", id="ipv6"),
        pytest.param('"⟦postgres://u:p@localhost:5432/db⟧"', "a.go", id="userinfo-port"),
        pytest.param("`⟦https://e.com/raw⟧`", "a.go", id="go-raw-string"),
    ],
)
def test_spans(marked: str, filename: str) -> None:
    expected, got = scan(marked, filename)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "opaque_texts"),
    [
        pytest.param('"https://e.com/caf\\u00e9"', ["\\u00e9"], id="unicode-escape"),
        pytest.param('"http://{}:{}/"', ["{}", "{}"], id="format-fields"),
        pytest.param("f\"https://{h['x']}/a\"", ["{h['x']}"], id="f-string-field"),
        pytest.param('"http://o.internal/a.php?id=%d&f=json"', ["%d"], id="printf"),
        pytest.param('"http://l:8000/h/<str:component>/"', ["<str:component>"], id="route-converter"),
        pytest.param('"http://o.internal:8080/orders/:id"', [":id"], id="path-parameter"),
        pytest.param('"https://t.s3.amazonaws.com/%(width)dx/%(name)s"', ["%(width)d", "%(name)s"], id="named"),
    ],
)
def test_opaque(text: str, opaque_texts: list[str]) -> None:
    (span,) = spans_of(text, "a.py")
    assert [text[s:e] for s, e in span.opaque] == opaque_texts
