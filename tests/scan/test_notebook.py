"""Jupyter notebooks: Markdown cells are Markdown (offsets in the JSON
text), everything else is data; fixes keep the file valid JSON."""

from __future__ import annotations

import json

import pytest

import urilint
from helpers import findings
from urilint.positions import LineIndex


def notebook(*cells: tuple[str, list[str]]) -> str:
    return json.dumps(
        {"cells": [{"cell_type": kind, "metadata": {}, "source": source} for kind, source in cells], "nbformat": 4},
        indent=1,
        ensure_ascii=False,
    )


@pytest.mark.parametrize(
    ("text", "expected", "fixed"),
    [
        pytest.param(
            notebook(("markdown", ["# Title\n", "See [docs](docs/a b.md).\n"])),
            [("docs/a", "URI004")],
            notebook(("markdown", ["# Title\n", "See [docs](docs/a b.md).\n"])),  # a broken link: no fix
            id="relative-link-in-markdown-cell",
        ),
        pytest.param(
            notebook(("markdown", ['[q](https://e.com/%7e?a="1")'])),
            [("https://e.com/", "URI002")],
            notebook(("markdown", ['[q](https://e.com/~?a="1")'])),
            id="json-escapes-stay-opaque",
        ),
        pytest.param(
            notebook(("code", ["# [a](b c.md)\n", "u = 'https://e.com/%7e'"])),
            [("https://e.com/", "URI002")],
            notebook(("code", ["# [a](b c.md)\n", "u = 'https://e.com/~'"])),
            id="code-cell-is-data-no-markdown",
        ),
        pytest.param(
            notebook(("markdown", ["<img src=\"a b.png\">"])),
            [('src=\\"a', "URI004")],
            notebook(("markdown", ["<img src=\"a%20b.png\">"])),
            id="html-in-markdown-cell",
        ),
        pytest.param(
            notebook(("markdown", ["Café [l](ü/a b.md)"])),
            [("[l](ü/a", "URI004")],  # a notebook is a document: `ü` is allowed (iri = "documents")
            notebook(("markdown", ["Café [l](ü/a b.md)"])),
            id="non-ascii-before-link",
        ),
        pytest.param('{"cells": [ broken', [], '{"cells": [ broken', id="invalid-json-is-data"),
    ],
)
def test_notebook(text: str, expected: list[tuple[str, str]], fixed: str) -> None:
    """`expected`: (the text just before each finding, its code)."""
    index = LineIndex(text)
    assert findings(text, "n.ipynb") == [(*index.line_col(text.index(before) + len(before)), code) for before, code in expected]
    result = urilint.fix_text(text, "n.ipynb")
    assert result == fixed
    if fixed != text:
        json.loads(result)


def test_escaped_characters_map_back() -> None:
    text = notebook(("markdown", ["x\t\"quoted\" \\ [l](a b.md)\n"]))
    index = LineIndex(text)
    assert findings(text, "n.ipynb") == [(*index.line_col(text.index("a b.md") + 1), "URI004")]
    assert json.loads(urilint.fix_text(text, "n.ipynb"))["cells"][0]["source"] == ["x\t\"quoted\" \\ [l](a b.md)\n"]
