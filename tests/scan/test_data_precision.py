"""Issue 13: where a URI ends inside the string literals of data files and
code, found on real repositories. Exact findings (line, column, code) and
the exact bytes --fix (and --fix --unsafe-fixes) writes."""

from __future__ import annotations

import pytest

from _marked import scan
from helpers import findings, stable_fix

# learn.openapis.org _config.yml lines 8-12: a YAML double-quoted scalar
# over five lines (a trailing "\" continues it), holding escaped HTML.
OPENAPI_FOOTER = (
    'footer_content: "\\xA9 2025 OAI. <a rel=\\"license\\" href=\\"http://creativecommons.org/licenses/by/4.0/\\"\\\n'
    '  ><img alt=\\"CC\\" src=\\"https://i.creativecommons.org/l/by/4.0/80x15.png\\"\\\n'
    '  \\ /></a>. The documentation is\\\n'
    '  \\ maintained in <a href=\\"https://github.com/OAI/learn.openapis.org/\\">https://github.com/OAI/learn.openapis.org/</a>."\n'
    "color_scheme: oai\n"
)


@pytest.mark.parametrize(
    ("marked", "filename"),
    [
        pytest.param(
            'f: "<a href=\\"⟦https://e.org/a/⟧\\"\\\n  >x</a> <a href=\\"⟦https://e.org/b/⟧\\">⟦https://e.org/b/⟧</a>."\n',
            "a.yml", id="yaml-multiline-double-quoted",
        ),
        pytest.param(
            'f: "see\n  <a href=\\"⟦https://e.org/b/⟧\\">⟦https://e.org/b/⟧</a>"\n', "a.yaml", id="yaml-folded-double-quoted",
        ),
        pytest.param(
            '{"h": "<a href=\\"⟦https://e.org/a/⟧\\">⟦https://e.org/a/⟧</a>"}\n', "a.json", id="json-escaped-quotes",
        ),
        pytest.param('t = "5\\" screen"\nu = "⟦https://e.org/a<b⟧"\n', "a.toml", id="toml-escaped-quote-closes-on-its-line"),
        pytest.param('t: 5" screen\nu: "⟦https://e.org/a<b⟧"\n', "a.yml", id="yaml-quote-inside-plain-scalar"),
    ],
)
def test_data_string_extent(marked: str, filename: str) -> None:
    expected, got = scan(marked, filename)
    assert got == expected


def test_openapi_footer_has_no_finding_and_fix_keeps_it() -> None:
    assert findings(OPENAPI_FOOTER, "_config.yml") == []
    assert stable_fix(OPENAPI_FOOTER, "_config.yml") == OPENAPI_FOOTER
    assert stable_fix(OPENAPI_FOOTER, "_config.yml", unsafe=True) == OPENAPI_FOOTER


def test_uri_in_a_continuation_line_is_still_linted() -> None:
    text = 'f: "a <a href=\\"http://e.org/a\\"\\\n  >x</a> see https://e.org/%7eb c"\nn: 1\n'
    assert findings(text, "a.yml") == [(2, 28, "URI002")]
    assert stable_fix(text, "a.yml") == 'f: "a <a href=\\"http://e.org/a\\"\\\n  >x</a> see https://e.org/~b c"\nn: 1\n'


# C. A URI that is only part of a code string literal ends at the first raw
# character RFC 3986 forbids (space " < > \ ^ ` { | }) that no template
# expression covers; a literal that is exactly one URI keeps it (a finding).
@pytest.mark.parametrize(
    ("marked", "filename"),
    [
        pytest.param(
            'sed -i "s^server:.*^server: ⟦https://$LB_HOST:6443⟧^" ~/.kube/config\n', "a.sh", id="kubespray-sed-caret",
        ),
        pytest.param('x = "see ⟦https://e.com/a⟧|b"\n', "a.py", id="bar-ends-a-partial-uri"),
        # (right after '^' a URI reads as an anchored regular expression: see test_template_markup_precision)
            pytest.param('s = "s^x: ⟦http://a.org/x⟧^y: ⟦http://b.org/y⟧^g"\n', "a.sh", id="uri-after-the-cut-is-found"),
        pytest.param('x = "see ⟦https://e.com/\\u00e4/a⟧ now"\n', "a.js", id="escape-stays-opaque"),
        pytest.param('x = "go ⟦https://e.com/a⟧}"\n', "a.js", id="unopened-brace-ends-a-partial-uri"),
        pytest.param('x = "go ⟦https://e.com/{id}/a⟧ now"\n', "a.js", id="format-field-stays"),
        pytest.param('x = "go ⟦https://e.com/{{ a|b }}/c⟧ now"\n', "a.py", id="template-expression-covers-bar"),
        pytest.param('x = "⟦https://e.com/a^b|c⟧"\n', "a.py", id="whole-literal-keeps-them"),
        pytest.param('{"input": "⟦http://foo.bar/baz?qux#foo<bar⟧"}\n', "a.json", id="whole-value-keeps-angle"),
        pytest.param('k: "run ⟦https://e.com/x⟧^y"\n', "a.yml", id="data-partial"),
        pytest.param("# see ⟦https://e.com/a^b⟧\n", "a.py", id="comment-unchanged"),
    ],
)
def test_partial_literal_uri_end(marked: str, filename: str) -> None:
    expected, got = scan(marked, filename)
    assert got == expected


@pytest.mark.parametrize("info", ["sh", "commandline"])
def test_kubespray_sed_in_a_shell_fence(info: str) -> None:
    """kubespray contrib/terraform/aws/README.md:100, in a ```commandline
    fence (a shell session, as ```console)."""
    text = f'```{info}\nsed -i "s^server:.*^server: https://$LB_HOST:6443^" ~/.kube/config\n```\n'
    assert findings(text, "README.md") == []
    assert stable_fix(text, "README.md", unsafe=True) == text


def test_whole_literal_uri_keeps_its_findings() -> None:
    text = '{"input": "http://foo.bar/baz?qux#foo<bar"}\n'
    assert findings(text, "a.json") == [(1, 38, "URI004")]
    assert stable_fix(text, "a.json") == '{"input": "http://foo.bar/baz?qux#foo%3Cbar"}\n'
    code = 'u = "https://e.com/a^b"\n'
    assert findings(code, "a.py") == [(1, 21, "URI004")]
    assert stable_fix(code, "a.py") == code
    assert stable_fix(code, "a.py", unsafe=True) == 'u = "https://e.com/a%5Eb"\n'
