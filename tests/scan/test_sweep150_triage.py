"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28's second session on (sweeps 150 to
153: localization catalogs; web server and rewrite configurations;
bioinformatics formats and linked data; routing tables and URI templates in
application code), and older sweeps' findings left open until then.

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged


# Markdoc reads no tag in a link's destination (markdoc/markdoc#87; its docs
# list "[Link]({% $variable %})" as incorrect): the variable tag's space
# ends the destination and no link forms, so a fix rewrote a paragraph's
# text (sweep 144, proven with @markdoc/markdoc 0.5.10). "$" starts no
# Liquid, Jinja or Nunjucks tag; Jekyll's "{% link %}" keeps its link.
MARKDOC_VARIABLE_IN_DESTINATION = (
    '---\n'
    'title: Variables\n'
    '---\n'
    '\n'
    'Download [the build](https://dl.e.org/{% $version %}/app|linux.tar.gz).\n'
    '\n'
    'Jekyll: [the build](https://dl.e.org/{% version %}/app|linux.tar.gz).\n'
)

# (text, file name, findings, --fix, --fix --unsafe-fixes; None: unchanged)
SWEEP150_CASES = [
    (MARKDOC_VARIABLE_IN_DESTINATION, 'pages/docs/variables.md', [(5, 57, 'URI004'), (7, 55, 'URI004')],
     '---\ntitle: Variables\n---\n\nDownload [the build](https://dl.e.org/{% $version %}/app|linux.tar.gz).\n\nJekyll: [the build](https://dl.e.org/{% version %}/app%7Clinux.tar.gz).\n',
     '---\ntitle: Variables\n---\n\nDownload [the build](https://dl.e.org/{% $version %}/app%7Clinux.tar.gz).\n\nJekyll: [the build](https://dl.e.org/{% version %}/app%7Clinux.tar.gz).\n'),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP150_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
