"""Template expressions are opaque and found first: findings and --fix bytes
next to and inside them (issue 13, class 2)."""

from __future__ import annotations

import pytest

import urilint
from helpers import findings

CASES = [
        pytest.param('url: https://example.com/%7euser/{{ .Values.x }}\n', 'values.yaml', [(1, 26, 'URI002')], 'url: https://example.com/~user/{{ .Values.x }}\n', id='helm-literal-next-to-template'),
        pytest.param('p: "http://{{ template "a.name" . }}.{{ .Release.Namespace }}:{{ .Values.port }}/%7e"\n', 'ruler.yaml', [(1, 82, 'URI002')], 'p: "http://{{ template "a.name" . }}.{{ .Release.Namespace }}:{{ .Values.port }}/~"\n', id='helm-quoted-template-quotes'),
        pytest.param('const u = `https://api.e.com/%7e/${\n  id\n}/items`;\n', 'a.js', [(1, 30, 'URI002')], 'const u = `https://api.e.com/~/${\n  id\n}/items`;\n', id='js-multiline-template-field'),
        pytest.param('Callback: https://e.com/cb/{$request.body#/id}/%7eu\n', 'a.md', [(1, 48, 'URI002')], 'Callback: https://e.com/cb/{$request.body#/id}/~u\n', id='openapi-runtime-expression'),
        pytest.param('Use {{https://example.com/%7e|path/to/file}} or {{socks5://host:port}}\n', 'a.txt', [(1, 27, 'URI002')], 'Use {{https://example.com/~|path/to/file}} or {{socks5://host:port}}\n', id='placeholder-alternatives'),
        pytest.param('B="${MIRROR:-https://e.com/%7e}"\n', 'a.sh', [(1, 28, 'URI002')], 'B="${MIRROR:-https://e.com/~}"\n', id='shell-default-value'),
        pytest.param('{{- $u := (printf "http://127.0.0.1:%s/-/reload" .port) }}\n', 'deploy.yaml', [], '{{- $u := (printf "http://127.0.0.1:%s/-/reload" .port) }}\n', id='go-printf-in-template'),
        pytest.param('see https://e.com/%7e/{% if a %}x{% endif %}\n', 'a.txt', [(1, 19, 'URI002')], 'see https://e.com/~/{% if a %}x{% endif %}\n', id='jinja-tag-after-uri'),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed"), CASES)
def test_findings_and_fix(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str) -> None:
    assert findings(text, filename) == expected
    assert urilint.fix_text(text, filename) == fixed


# Triage classes (notes/triage.md, DECISIONS.md): each a shape that was a
# finding and a damaging fix on a real repository.
TRIAGED = [
    pytest.param(
        "$font: 'https://fonts.googleapis.com/css?family=#{$family}&display=swap';\n", "interp.scss", [], id="scss-interpolation"
    ),
    pytest.param(
        "#!/usr/bin/env ruby\nIGNORE = [\n  %r{^https://help\\.github\\.com/},\n]\n", "html-proofer", [], id="ruby-regex-by-shebang"
    ),
    pytest.param("`❌ https://localhost:1234에서 연결`\n", "port-ko.md", [], id="prose-after-port"),
    pytest.param("/** {@link https://lunrjs.com/guides/searching.html#scoring|guide} */\n", "jsdoc.js", [], id="jsdoc-link-pipe"),
    pytest.param(
        "<li><code>http://example.org/dictionary/<strong>{<em>term</em>}</strong></code></li>\n", "a.html", [], id="tag-after-uri"
    ),
    pytest.param("[Walmart] (https://example.com/a-b)در ادامه\n", "paren-fa.md", [], id="prose-after-paren"),
    pytest.param('#!/bin/sh\ncurl "https://e.com/%7e/" "https://e.com/%s"\n', "deploy", [(2, 21, "URI002")], id="shell-by-shebang"),
]


@pytest.mark.parametrize(("text", "filename", "expected"), TRIAGED)
def test_triaged_shapes_are_left_alone(text: str, filename: str, expected: list[tuple[int, int, str]]) -> None:
    assert findings(text, filename) == expected
    fixed = urilint.fix_text(text, filename)
    assert fixed == (text if not expected else text.replace("%7e", "~"))


def test_ipv6_zone_is_no_conversion() -> None:
    # In a Python literal "%e" is a conversion, but not inside an IP literal: RFC 6874's zone separator.
    assert findings('u = URL("http://[fe80::1%eth0]/%s")\n', "zone.py") == [(1, 25, "URI006")]
