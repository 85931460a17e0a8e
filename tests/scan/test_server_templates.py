"""Blade, Razor and Svelte code regions: masked at the same offsets, and
never touched by a fix, whatever markup surrounds them."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import urilint
from helpers import findings
from urilint.scan.server_templates import masked

# Code regions, each with quotes, spaces and a tag inside a string.
BLADE_CODE = [
    "{!! trans('x', ['l' => '<a href=\"' . e($u) . '\">l</a>']) !!}",
    "@php $h = '<a href=\"' . $u . '\">x</a>'; @endphp",
    "@include('p', ['h' => '<a href=\"a b\">x</a>', 'q' => ')'])",
    "@route('home', ['q' => 'a b'])",
    "@if($x)\n<b>x</b>\n@endif",
]
RAZOR_CODE = [
    '@(user.Name + "-" + user.Id)',
    '@Url.Action("Index", "Home")',
    '@{ var h = "<a href=\\"a b\\">x</a>"; }',
    "@* <a href=\"a b\">x</a> *@",
    '@code {\n    string L = "<a href=\'/a b\'>x</a>";\n}',
]
SVELTE_CODE = [
    "{page + 1}",
    "{page.url.searchParams.get('port')}",
    '{#if x === "a b"}',
    "{encodeURIComponent(q)}",
    '{@html "<a href=\'a b\'>x</a>"}',
]
MARKUP = ['<a href="/x/', '/y z">t</a>', "<img src=", "https://e.com/%7e", " ", "\n", "é", '"', ">", "text ", "mail admin@php.net "]


def documents(code: list[str]) -> st.SearchStrategy[tuple[str, list[tuple[int, int]]]]:
    """A document of markup and code pieces, with where the code stands."""

    def build(pieces: list[tuple[bool, str]]) -> tuple[str, list[tuple[int, int]]]:
        text, regions = "", []
        for is_code, piece in pieces:
            if is_code:
                if text[-1:].isalnum():  # "a@b": an address, to Blade and Razor alike
                    text += " "
                regions.append((len(text), len(text) + len(piece)))
            text += piece
        return text, regions

    piece = st.one_of(st.tuples(st.just(True), st.sampled_from(code)), st.tuples(st.just(False), st.sampled_from(MARKUP)))
    return st.lists(piece, max_size=12).map(build)


def _code_is_untouched(text: str, regions: list[tuple[int, int]], filename: str) -> None:
    mask = masked(text, filename)
    assert len(mask) == len(text)
    assert [i for i, c in enumerate(mask) if c in "\r\n"] == [i for i, c in enumerate(text) if c in "\r\n"]
    for unsafe in (False, True):
        fixed = urilint.fix_text(text, filename, unsafe=unsafe)
        assert urilint.fix_text(fixed, filename, unsafe=unsafe) == fixed
        # Every code region is still there, byte for byte, in order.
        pos = 0
        for start, end in regions:
            at = fixed.find(text[start:end], pos)
            assert at >= 0, (text[start:end], fixed)
            pos = at + end - start


@settings(max_examples=150, deadline=None)
@given(documents(BLADE_CODE))
def test_a_fix_never_touches_blade_code(doc: tuple[str, list[tuple[int, int]]]) -> None:
    _code_is_untouched(*doc, "v.blade.php")


@settings(max_examples=150, deadline=None)
@given(documents(RAZOR_CODE))
def test_a_fix_never_touches_razor_code(doc: tuple[str, list[tuple[int, int]]]) -> None:
    _code_is_untouched(*doc, "v.cshtml")


@settings(max_examples=150, deadline=None)
@given(documents(SVELTE_CODE))
def test_a_fix_never_touches_svelte_code(doc: tuple[str, list[tuple[int, int]]]) -> None:
    _code_is_untouched(*doc, "p.svelte")


def test_svelte_expressions_are_masked_but_not_its_script_and_style() -> None:
    """sveltejs/kit: href="/page/{page + 1}" was a raw space and braces."""
    text = '<script>\n  const u = "https://e.com/%7e";\n  function f() { return 1 }\n</script>\n<a href="/page/{page + 1}">p {page + 1}</a>\n<a href="/a b/{x}">q</a>\n{#if ok}<a href="https://e.com/c%7e">r</a>{/if}\n<style>\n  .a { background: url(x%7ey.png) }\n</style>\n'
    assert masked(text, "p.svelte") == text.replace("{page + 1}", "{{______}}").replace("{#if ok}", "{{____}}").replace("{/if}", "{{_}}")
    assert findings(text, "p.svelte") == [
        (2, 28, "URI002"), (6, 12, "URI004"), (7, 33, "URI002"), (9, 25, "URI002"),
    ]


def test_other_files_are_not_masked() -> None:
    text = "@include('a b') {!! x !!}"
    assert masked(text, "v.php") == text
    assert masked(text, "v.blade.php") == "{{___________}} {{_____}}"


def test_line_breaks_stay_where_they_are() -> None:
    """Where a brace of the mask would fall on a line break, the region is
    underscores (same length, same lines)."""
    assert masked("@a(\n)", "v.blade.php") == "___\n_"
    assert masked("@(x\ny)", "v.cshtml") == "{{_\n}}"


def test_an_unclosed_region_is_left_as_markup() -> None:
    text = '@include(\'a\' <a href="/a b">x</a>\n'
    assert masked(text, "v.blade.php") == text
    assert [f.code for f in urilint.lint_text(text, "v.blade.php")] == ["URI004"]
