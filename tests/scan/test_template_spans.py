"""template_spans: template expressions as opaque balanced spans, the API
the markup scanners call before splitting on spaces, quotes or commas."""

from __future__ import annotations

import pytest

from urilint.uri.templates import expression_end, template_spans


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param('<a href="{{ url_for("i") }}">', ['{{ url_for("i") }}'], id="quotes-inside"),
        pytest.param('srcset="{{ .Permalink }} 2x"', ["{{ .Permalink }}"], id="space-inside"),
        pytest.param("[x]: {% post_url a %}", ["{% post_url a %}"], id="liquid-tag"),
        pytest.param("{# a\n comment #}", ["{# a\n comment #}"], id="comment-over-lines"),
        pytest.param("`${\n  id\n}/x`", ["${\n  id\n}"], id="js-field-over-lines"),
        pytest.param('${A:-"}"} b', ['${A:-"}"}'], id="quoted-brace-skipped"),
        pytest.param("${a ? {b: 1} : c}", ["${a ? {b: 1} : c}"], id="nested-braces"),
        pytest.param("{$request.body#/id}", ["{$request.body#/id}"], id="openapi-runtime"),
        pytest.param("<%= link_to u %>", ["<%= link_to u %>"], id="erb"),
        pytest.param("{{{ raw }}}", ["{{{ raw }}}"], id="mustache-raw"),
        pytest.param("{{https://example.com|path/to/file}}", ["{{https://example.com|path/to/file}}"], id="placeholder"),
        pytest.param("## Title {#custom-id}", [], id="heading-attribute"),
        pytest.param("a {{ b", [], id="unclosed"),
        pytest.param('<?xml version="1.0"?>', [], id="xml-declaration"),
    ],
)
def test_template_spans(text: str, expected: list[str]) -> None:
    assert [text[s:e] for s, e in template_spans(text)] == expected


def test_expression_end_and_range() -> None:
    text = "x {{ a }} y {{ b }}"
    assert expression_end(text, 2) == 9
    assert expression_end(text, 0) is None
    assert template_spans(text, 3) == [(12, 19)]
    assert template_spans(text, 0, 18) == [(2, 9)]
