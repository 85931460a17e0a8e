"""End to end through the engine and the fix engine: what the scanner's
spans mean for findings and fixes (exact positions and fixed text)."""

from __future__ import annotations

import pytest

from urilint import fix_text, lint_text
from urilint.positions import LineIndex
from urilint.scan import extract


def located(text: str, filename: str) -> list[tuple[int, int, str]]:
    index = LineIndex(text)
    return [(*index.line_col(f.start), f.code) for f in lint_text(text, filename)]


@pytest.mark.parametrize(
    ("text", "filename", "expected"),
    [
        pytest.param("[t](a b.png)\n", "a.md", [(1, 6, "URI004")], id="markdown-raw-space"),
        pytest.param('<a href="/x?a=1&amp;b=%7e">\n', "a.html", [(1, 23, "URI002")], id="char-ref-not-flagged"),
        pytest.param('u = "https://e.com/caf\\u00e9"\n', "a.py", [], id="escape-is-not-non-ascii"),
        pytest.param('u = f"https://{h}/a/{d[\'k\']}"\n', "a.py", [], id="f-string-fields"),
        pytest.param('u = "http://{}:{}/".format(h, p)\n', "a.py", [], id="format-fields"),
        pytest.param("t = '{http://e.com/ns}tag'\n", "a.py", [], id="clark-notation"),
        pytest.param('p = re.compile("http://c.com/(sum|prod)")\n', "a.py", [], id="regex"),
        pytest.param("{{ url }}/a https://e.com/{{ path }}/x%2f\n", "a.txt", [(1, 39, "URI001")], id="jinja"),
    ],
)
def test_findings(text: str, filename: str, expected: list[tuple[int, int, str]]) -> None:
    assert located(text, filename) == expected


def test_markdown_raw_space_fix_keeps_the_span() -> None:
    text = "![shot](../img/My Photo.png) and [t](a b.png \"T\")\n"
    assert fix_text(text, "a.md") == text  # not links as written: encoding would make them links
    fixed = fix_text(text, "a.md", unsafe=True)
    assert fixed == "![shot](../img/My%20Photo.png) and [t](a%20b.png \"T\")\n"
    before = [(s.start, text[s.start : s.end]) for s in extract(text, "a.md")]
    after = [(s.start, fixed[s.start : s.end]) for s in extract(fixed, "a.md")]
    assert before == [(8, "../img/My Photo.png"), (37, "a b.png")]
    assert after == [(8, "../img/My%20Photo.png"), (39, "a%20b.png")]
    assert fix_text(fixed, "a.md", unsafe=True) == fixed
