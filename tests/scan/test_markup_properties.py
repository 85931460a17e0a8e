"""Properties of fixes in markup: no template delimiter and no Markdown
backtick is ever percent-encoded, whatever stands next to or inside them;
a fixed notebook stays valid JSON."""

from __future__ import annotations

import json
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import urilint
from urilint.fix import FixError

DELIMITERS = ("{{", "}}", "{%", "%}", "${", "<%", "%>", "{#", "#}", "`")
PIECES = st.sampled_from(
    ["a", "/", "?", "#", "=", "&", " ", "%7e", "%zz", "ä", "|", "^", "\\", "(", ")", "[", "]", '"', "'",
     "{{ x }}", "{{ url_for(\"i\") }}", "{% post_url a %}", "${v}", "<%= r %>", "{# c #}", "`", "``", "{$ e }",
     "{{", "}}", "{%", "%}", "<%", "%>", "\n"]
)
TAILS = st.lists(PIECES, max_size=8).map("".join)
STARTS = st.sampled_from(
    ["https://e.com/", "http://E.com/%7e", "/docs/", "../a b", "#x", "{{ site.url }}/", "{% link a %}", ""]
)
URIS = st.builds(lambda s, t: s + t, STARTS, TAILS)
MARKDOWN_SHAPES = st.sampled_from(
    ["[t]({})", "[t](<{}>)", "[x]: {}", "<{}>", "`{}`", "see {} now", "[`a b`]({})", '<a href="{}">',
     "```js\n{}\n```", "![i]({} \"t\")", "[a]({}) `{}`"]
)
HTML_SHAPES = st.sampled_from(
    ['<a href="{}">', "<img src='{}'>", '<img srcset="{} 2x, {} 3x">', "<a href={}>", "{} text",
     "<script>f('{}')</script>", '<style>a { b: url("{}") }</style>', "<!-- {} -->"]
)


def _fixed(text: str, filename: str, unsafe: bool) -> str:
    """The fixed text; a fix the engine refuses (it would move a URI's
    boundary, or its result is not equivalent) leaves the text as it was,
    which keeps every delimiter too."""
    try:
        return urilint.fix_text(text, filename, unsafe=unsafe)
    except FixError:
        return text


def _document(shapes: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.lists(
        st.builds(lambda shape, uri: shape.replace("{}", uri), shapes, URIS),
        min_size=1,
        max_size=4,
    ).map("\n".join)


def _counts(text: str, delimiters: tuple[str, ...] = DELIMITERS) -> dict[str, int]:
    """How often each delimiter occurs; "{%" and "<%" before two hex
    digits are a character and a percent-encoded octet ("<%C3" is what
    a fix writes for "<ä"), not a delimiter."""
    return {d: len(re.findall(re.escape(d) + ("(?![0-9A-Fa-f]{2})" if d in ("{%", "<%") else ""), text)) for d in delimiters}


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(_document(MARKDOWN_SHAPES), st.sampled_from(["a.md", "a.mdown"]), st.booleans())
def test_markdown_fix_never_encodes_backticks_or_templates(text: str, filename: str, unsafe: bool) -> None:
    fixed = _fixed(text, filename, unsafe)
    assert _counts(fixed) == _counts(text)
    assert _fixed(fixed, filename, unsafe) == fixed


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(_document(HTML_SHAPES), st.sampled_from(["a.html", "a.jinja2", "a.erb", "a.vue"]), st.booleans())
def test_html_fix_never_encodes_templates(text: str, filename: str, unsafe: bool) -> None:
    """A backtick is not HTML syntax: an attribute value may encode it."""
    fixed = _fixed(text, filename, unsafe)
    assert _counts(fixed, DELIMITERS[:-1]) == _counts(text, DELIMITERS[:-1])
    assert _fixed(fixed, filename, unsafe) == fixed


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.lists(_document(MARKDOWN_SHAPES), min_size=1, max_size=3), st.booleans())
def test_notebook_fix_keeps_json_valid(cells: list[str], unsafe: bool) -> None:
    text = json.dumps(
        {"cells": [{"cell_type": "markdown", "metadata": {}, "source": c.splitlines(True)} for c in cells]}, indent=1
    )
    fixed = _fixed(text, "n.ipynb", unsafe)
    document = json.loads(fixed)
    sources = ["".join(cell["source"]) for cell in document["cells"]]
    assert [_counts(s) for s in sources] == [_counts(c) for c in cells]
