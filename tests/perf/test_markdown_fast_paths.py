"""The Markdown scanner's fast paths find what its step by step paths find:
the one-match ``[text](destination)`` link and autolink of parse_inline's
token scan (against REFERENCE_PARSE_INLINE, the step by step loop it replaced),
the plain destination and autolink spans built without reference_span
(markdown.NEEDS_LOOK), the one search that spares a span the backtick and
delimiter look (markdown.MAY_BE_OPAQUE) and list items read as paragraph
continuation (markdown_blocks.ORDINARY_RUN with LIST_LINE). Each test
turns the fast paths off and compares, on generated Markdown full of the
hard shapes: nested brackets, images, angle destinations, titles,
backslash escapes, code spans, template expressions, raw spaces."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from urilint.scan import markdown, markdown_blocks, markdown_code_spans, markdown_inline

NEVER = re.compile(r"(?!)")
ALWAYS = re.compile(r"")
# What ORDINARY_RUN was before list items joined it: every list item went
# through parse_blocks' loop, line by line.
LINE_BY_LINE_RUN = re.compile(r"(?:[ \t]*[^ \t\r\n>`~<\-+*:0-9][^\n]*\n)+")

INLINE = st.sampled_from([
    "[", "]", "(", ")", "![", "](", "<", ">", "`", "``", "\\", "\\[", "\\)", "!", " ", "\t", "a", "word ",
    "http://e.org/p", "https://e.org/a_(b)", "x.md", "docs/my file.md", "#frag", "mailto:a@b.org", "javascript:x",
    "ftp://h/f", "{{ x }}", "{% y %}", "${z}", "&amp;", "%20", "%-", "/:id", ' "t"', " 't'", " (t)", "*", "]:",
    "<div>", "</div>", '<a href="u v">', "<https://e.org/x>", "<http://a b>", "\u4f8b", "\xe4", "\x7f", "\x00",
    "[a](http://e.org/l)", "[a](x.md)", "![i](p.png)", "[a](<b c>)", "[a](b 't')", "`[a](b)`", "[`a`](b)",
    "[`", "`](", "[a\\](b)", "[a](b\\))", "[a](b(c)d)", "[a]( b )", "[a](\n b)", "[a](b\n'c')", "{", "}", "%", "#", "<%", "%>", "{#", "#}", "{%", "%}",
])
# What may start a line: the block structure (lists, code, quotes, HTML).
LINE_STARTS = st.sampled_from([
    "", "", "", "* ", "- ", "+ ", "1. ", "2) ", "12345678901. ", ": ", "    ", "  ", "   ", "\t", "  \t", "> ",
    ">> ", "```", "```py", "~~~", "  ```", "<div>", "</div>", "<pre>", "</pre>", "<!-- ", "-->", "# ",
    "[r]: ", "[r]: <u v>", "-", "*", "1.", " \r",
])
LINES = st.tuples(LINE_STARTS, st.lists(INLINE, max_size=8).map("".join)).map("".join)
DOCUMENTS = st.builds(
    lambda lines, newline, last: newline.join(lines) + last,
    st.lists(LINES, max_size=12),
    st.sampled_from(["\n", "\r\n"]),
    st.sampled_from(["", "\n"]),
)
SCHEMES = st.sampled_from([None, frozenset(("http", "https")), frozenset(("mailto",))])
EXAMPLES = [
    "[a](http://e.org/x) [b](y.md)",
    "[a [b](c)](d) ![i](j) [[k](l)](m)",
    "[a](<b c>) [d](e \"t\") [f](g(h)i) [j](k\\)l) [m](`n`) [o](p&amp;q) [r](s{{ t }})",
    "`[a](b)` [c](d)`e`",
    "* [a](b)\n* [c](d)\n\n    code\n",
    "para\n- item\n\n    code [a](b)\n",
    "para\n  1. item\nmore\n\n\tcode http://e.org\n",
    "<http://e.org/a%>", "<http://e.org/#>", "{%http://e.org/a%}", "{#http://e.org/a#}", "<%http://e.org/a %>",
    "[a](%b#)}", "{[a](#b)", "[a](b%)>", "x {%[a](%b) %}", "{{http://e.org/}} <http://e.org/${x}>",
    "[`a](b)`", "x [`a](b)` y", "[a<b](c)>", "[a\\](b)](c)", "<[a](b)>", "[a](b)](c)", "![a](b) [c](d)",
    "[a](" + "x" * 2050 + ")",
    "[a](" + "x" * 2046 + ")",
]


SPECIAL = re.compile(r"[\[\]`<\\]")
SPECIAL_NO_LINKS = re.compile(r"[`<\\]")


def reference_parse_inline(text: str, start: int, end: int, found: markdown_inline.Inline, links: bool = True) -> None:
    """parse_inline as it was before the token scan: one search per special
    character, each link taken apart by _inline_link."""
    m = markdown_inline
    next_special = (SPECIAL if links else SPECIAL_NO_LINKS).search
    openers: list[int] = []
    active = 0
    runs = None
    pos = start
    while True:
        hit = next_special(text, pos, end)
        if hit is None:
            return
        pos = hit.start()
        char = text[pos]
        if char == "\\":
            pos += 2
        elif char == "`":
            run = markdown_code_spans.BACKTICK_RUN.match(text, pos, end).end()  # type: ignore[union-attr]
            if runs is None:
                runs = m.backtick_runs(text, pos, end)
            close = m.code_span_end(text, runs, pos, run, start)
            if close < 0:
                pos = run
            else:
                found.code.append((pos, close))
                pos = close
        elif char == "<":
            autolink = m.AUTOLINK.match(text, pos, end)
            if autolink is not None:
                found.autolinks.append(autolink.span(1))
                pos = autolink.end()
            elif m._in_expression(m.find_expressions(text, start, end), pos):
                pos += 1  # a tag inside a template expression is the template's
            else:
                pos = m._inline_tag(text, pos, end, found.markup)
        elif char == "[":
            openers.append(pos)
            pos += 1
        else:
            pos += 1
            if not openers:
                continue
            opener = openers.pop()
            was_active = len(openers) >= active
            active = min(active, len(openers))
            if not was_active or not text.startswith("(", pos):
                continue
            link = m._inline_link(text, pos + 1, end)
            if link is not None:
                destination, pos = link
                if destination is not None:
                    found.links.append(destination)
                if not text.startswith("!", opener - 1):
                    active = len(openers)
                continue
            broken = m._broken_link(text, pos + 1, end)
            if broken is not None:
                found.links.append(broken)
                pos = broken.end + 1


def _extract(text: str, schemes: frozenset[str] | None) -> tuple[object, ...]:
    return markdown.extract(text, schemes), markdown_blocks.parse_blocks(text)


def _slow(monkeypatch: pytest.MonkeyPatch, text: str, schemes: frozenset[str] | None) -> tuple[object, ...]:
    with monkeypatch.context() as patch:
        patch.setattr(markdown, "parse_inline", reference_parse_inline)
        patch.setattr(markdown, "NEEDS_LOOK", ALWAYS)
        patch.setattr(markdown, "MAY_BE_OPAQUE", ALWAYS)
        patch.setattr(markdown_blocks, "ORDINARY_RUN", LINE_BY_LINE_RUN)
        return _extract(text, schemes)


@pytest.mark.parametrize("text", EXAMPLES)
def test_fast_paths_on_hard_shapes(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    assert _extract(text, None) == _slow(monkeypatch, text, None)


def test_the_slow_paths_are_really_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    """The patched names are the ones the scanner reads: with them wrong,
    the results change (so the comparisons here compare two paths)."""
    text = "[a](http://e.org/x) [b](c&amp;d)\n"
    right = markdown.extract(text, None)
    with monkeypatch.context() as patch:
        patch.setattr(markdown_inline, "TOKENS", re.compile(r"\[a\]\((?P<link>h)|(?P<auto>(?!))"))
        assert markdown.extract(text, None) != right
    with monkeypatch.context() as patch:
        patch.setattr(markdown, "NEEDS_LOOK", NEVER)
        assert markdown.extract(text, None) != right


@settings(max_examples=1500, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture], deadline=None)
@given(DOCUMENTS, SCHEMES)
@example("[a](b)\n- c\n\n    d [e](f)\n", None)
@example("x\n1) y\n\n    http://e.org/z\n", None)
@example('[`<%`[a](b)`<a href="u v">%>', None)  # "<% %>" holds the tag: the fast path looked for "{" only
def test_fast_paths_find_what_the_slow_paths_find(
    monkeypatch: pytest.MonkeyPatch, text: str, schemes: frozenset[str] | None
) -> None:
    assert _extract(text, schemes) == _slow(monkeypatch, text, schemes)
