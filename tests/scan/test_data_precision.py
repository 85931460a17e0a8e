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
