"""candidates() leaves out the "://" of a URI that starts inside one of
find_bare's walls and cannot reach the next marker (candidates._beside_walls):
find_bare must yield exactly what it yields when every marker is looked at."""

from __future__ import annotations

from typing import Sequence

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import urilint
from urilint.positions import LineIndex
from urilint.scan import bare
from urilint.scan import candidates as candidates_module


def every_marker(text: str, schemes: frozenset[str] | None, escaped_slashes: bool = False,
                 walls: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int]]:
    return candidates_module.candidates(text, schemes, escaped_slashes)  # walls ignored: nothing left out


def both(text: str, walls: list[tuple[int, int]], schemes: frozenset[str] | None, monkeypatch: pytest.MonkeyPatch,
         **options: object) -> tuple[list[object], list[object]]:
    fast = list(bare.find_bare(text, schemes, walls=walls, **options))
    with monkeypatch.context() as patched:
        patched.setattr(bare, "candidates", every_marker)
        full = list(bare.find_bare(text, schemes, walls=walls, **options))
    return fast, full


def test_markers_inside_walls_that_end_before_the_next_one_are_left_out() -> None:
    text = "[a](http://x.org/a) and (http://y.org/b)http://z.org/c [b](https://w.org/{{ v }}/d)"
    walls = [(4, 18), (59, 80)]
    assert text[4:18] == "http://x.org/a" and text[59:80] == "https://w.org/{{ v }}"
    hits = candidates_module.candidates(text, None, walls=walls)
    # x.org: a space follows before the next marker (left out); y.org and z.org
    # are outside the walls; w.org: no marker follows (left out).
    assert [text[start:body] for body, start in hits] == ["http://", "http://"]
    assert [text[start:body + 5] for body, start in hits] == ["http://y.org", "http://z.org"]


@pytest.mark.parametrize(("text", "walls", "bare_uris"), [
    # The wall's URI runs on into the next one (no end between): it hides it.
    ("x http://a.org/xhttp://b.org/y z", [(2, 16)], []),
    # A bracket or an angle bracket is no certain end, but the URI ends there.
    ("(http://x.org/a)(http://y.org/b)", [(1, 15)], ["http://y.org/b"]),
    ("<http://x.org/a>http://y.org/b tail", [(1, 15)], ["http://y.org/b"]),
    # A template "{" before any space: the wall's URI is looked at, and ends.
    ("[a](http://x.org/{b}) c{d}http://y.org/e", [(4, 20)], ["http://y.org/e"]),
    ("[a](http://x.org/a) http://y.org/b", [(4, 18)], ["http://y.org/b"]),
])
def test_what_find_bare_yields_beside_walls(text: str, walls: list[tuple[int, int]], bare_uris: list[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    fast, full = both(text, walls, None, monkeypatch)
    assert fast == full
    assert [text[s.start:s.end] for s in fast] == bare_uris


PIECES = st.sampled_from([
    "http://a.org/x", "https://b.org", "://", "mailto:m@e.org", "ftp://f.org/", "x", "a1", "-", "+", ".",
    " ", "\n", "\t", '"', "'", "`", "{", "}", "{{ v }}", "{% t %}", "<", ">", "$", "%", "(", ")", "[", "]", "\\",
    "é", "。", "«",
])


@st.composite
def texts_and_walls(draw: st.DrawFn) -> tuple[str, list[tuple[int, int]]]:
    text = "".join(draw(st.lists(PIECES, max_size=24)))
    cuts = sorted(set(draw(st.lists(st.integers(0, len(text)), max_size=8))))
    walls = [(a, b) for a, b in zip(cuts[::2], cuts[1::2]) if a < b]
    return text, walls


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=texts_and_walls(), schemes=st.sampled_from([None, frozenset({"http", "https"}), frozenset({"mailto", "http"})]),
       code=st.booleans())
@example(case=("x http://a.org/xhttp://b.org/y z", [(2, 16)]), schemes=None, code=False)
@example(case=("x http://a.org/x{ v }http://b.org", [(2, 16)]), schemes=None, code=True)
@example(case=("\\://x", [(0, 2)]), schemes=None, code=False)  # the scheme starts past the colon
def test_leaving_markers_out_never_changes_what_find_bare_yields(
    case: tuple[str, list[tuple[int, int]]], schemes: frozenset[str] | None, code: bool,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text, walls = case
    fast, full = both(text, walls, schemes, monkeypatch, code=code, enclosers="<`")
    assert fast == full


def test_a_markdown_file_of_links_lints_as_before() -> None:
    # What the walls are for: link destinations, autolinks, definitions.
    text = (
        "- [a](https://e.org/%7e) https://e.org/%7e\n"
        "- <https://e.org/a%2f>(https://e.org/b%2f)\n"
        "[d]: https://e.org/%7ex \"t\"\n"
    )
    index = LineIndex(text)
    assert [(*index.line_col(f.start), f.code) for f in urilint.lint_text(text, "doc.md")] == [
        (1, 21, "URI002"), (1, 40, "URI002"), (2, 19, "URI001"), (2, 39, "URI001"), (3, 20, "URI002"),
    ]


@given(st.text(alphabet=' \t\n{}"`ab/:', max_size=30), st.integers(0, 30), st.integers(0, 30))
def test_a_body_ends_within_a_range_where_its_first_stop_is_no_brace(text: str, start: int, end: int) -> None:
    """The space looked for first settles only what the search would."""
    stops = [c for c in text[start:end] if c in ' \t\n"`{']
    assert candidates_module.body_ends_within(text, start, end) == (bool(stops) and stops[0] != "{")
