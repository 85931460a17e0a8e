"""Jupyter notebooks: Markdown cells are Markdown, code cells code in the
notebook's language (offsets in the JSON text), everything else is data;
fixes keep the file valid JSON."""

from __future__ import annotations

import json

import pytest

import urilint
from helpers import findings
from urilint.positions import LineIndex


def notebook(*cells: tuple[str, list[str]], metadata: dict[str, object] | None = None) -> str:
    document: dict[str, object] = {"cells": [{"cell_type": kind, "metadata": {}, "source": source} for kind, source in cells]}
    if metadata is not None:
        document["metadata"] = metadata
    return json.dumps({**document, "nbformat": 4}, indent=1, ensure_ascii=False)


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
            id="code-cell-is-code-no-markdown",
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


# Found in a notebook of sweep 2: a code cell's printf field was a
# malformed '%' of a data string, with a fix that broke the format.
PRINTF_CELL = notebook(("code", ['url = "https://example.com/data/%s.csv" % name\n']))
RAW_BAR_CELL = notebook(("code", ['u = "https://e.com/a|b"\n']))


@pytest.mark.parametrize(
    ("text", "expected", "unsafe_fixed"),
    [
        pytest.param(PRINTF_CELL, [], PRINTF_CELL, id="python-printf-field-is-code"),
        pytest.param(
            notebook(("code", ['sprintf("https://e.com/%d/x", n)\n']), metadata={"kernelspec": {"language": "R", "name": "ir"}}),
            [], None, id="kernelspec-language-r",
        ),
        pytest.param(
            notebook(("code", ['u = f"https://e.com/{k}/%7e"\n']), metadata={"language_info": {"name": "python"}}),
            [('u = f\\"https://e.com/{k}/', "URI002")],
            None, id="language-info-name-f-string",
        ),
        pytest.param(  # a string literal's value: encoding is unsafe, as in a .py file
            RAW_BAR_CELL, [('u = \\"https://e.com/a', "URI004")], notebook(("code", ['u = "https://e.com/a%7Cb"\n'])),
            id="raw-character-in-a-literal-has-no-safe-fix",
        ),
    ],
)
def test_code_cells_are_code(text: str, expected: list[tuple[str, str]], unsafe_fixed: str | None) -> None:
    index = LineIndex(text)
    assert findings(text, "n.ipynb") == [(*index.line_col(text.index(before) + len(before)), code) for before, code in expected]
    if not any(code == "URI002" for _, code in expected):
        assert urilint.fix_text(text, "n.ipynb") == text  # nothing safe to do
    if unsafe_fixed is not None:
        assert urilint.fix_text(text, "n.ipynb", unsafe=True) == unsafe_fixed


def test_a_code_cell_is_read_by_the_code_scanner_and_its_outputs_not_at_all() -> None:
    """The literal gets no safe fix (code); the cell's outputs, what the
    code printed when it last ran, are a record the next run writes again:
    neither reported nor fixed (Python Data Science Handbook's notebooks)."""
    cell = {"cell_type": "code", "metadata": {}, "outputs": [{"output_type": "stream", "name": "stdout",
            "text": ["https://e.com/a^b %7e"]}, {"output_type": "display_data", "metadata": {},
            "data": {"text/html": ['<a href="https://e.com/%7e">x</a>']}}], "source": ['u = "https://e.com/a^b"\n']}
    text = json.dumps({"cells": [cell], "nbformat": 4}, indent=1)
    assert findings(text, "n.ipynb") == [(25, 27, "URI004")]
    assert urilint.fix_text(text, "n.ipynb") == text
    other = {"cell_type": "raw", "metadata": {}, "outputs": ["https://e.com/%7e"], "source": []}
    assert findings(json.dumps({"cells": [other]}, indent=1), "n.ipynb") == [(7, 20, "URI002")]  # only a code cell's
