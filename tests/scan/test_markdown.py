"""Markdown extraction: exact spans of destinations, definitions, autolinks,
bare URIs, and what is skipped."""

from __future__ import annotations

import pytest

from _marked import scan, spans_of


@pytest.mark.parametrize(
    "marked",
    [
        pytest.param("see [docs](⟦https://e.com/a_(b)⟧) now", id="balanced-parens-destination"),
        pytest.param('[FAQ](⟦docs/faq.md#x⟧ "Frequently asked")', id="relative-with-title"),
        pytest.param("[FAQ](⟦docs/faq.md⟧ 'single')", id="single-quoted-title"),
        pytest.param("[FAQ](⟦docs/faq.md⟧ (paren title))", id="paren-title"),
        pytest.param("![shot](⟦../img/My Photo.png⟧)", id="raw-space-image"),
        pytest.param('[t](⟦a b.png⟧ "title")', id="raw-space-with-title"),
        pytest.param("[t](<⟦docs/release checklist.md⟧>)", id="angle-destination"),
        pytest.param("[Settings](⟦#settings⟧)", id="fragment-only"),
        pytest.param("[⟦https://e.com/x⟧](⟦https://e.com/x⟧)", id="url-as-link-text"),
        pytest.param("[![b](⟦https://i.io/b.svg⟧)](⟦https://ci.io/run⟧)", id="badge"),
        pytest.param("<⟦https://e.com/changelog.html⟧>", id="autolink"),
        pytest.param("<⟦https://e.com/a.⟧>", id="autolink-keeps-period"),
        pytest.param("Read ⟦https://e.com/a⟧.", id="trailing-period"),
        pytest.param("(see ⟦https://e.com/Queue_(x)⟧), ok", id="nested-parens-in-prose"),
        pytest.param("Mail ⟦mailto:a@e.org?subject=Q⟧ or", id="mailto"),
        pytest.param("`⟦redis://localhost:6379/0⟧` or", id="code-span-url"),
        pytest.param("```\n$ pip install ⟦https://e.com/p.whl⟧\n[a](b c)\n```\n", id="fenced-block-no-links"),
        pytest.param("`[a](b c)` and [x](⟦y.md⟧)", id="link-syntax-in-code-span"),
        pytest.param("[id]: ⟦docs/overview.md⟧", id="reference-definition"),
        pytest.param("[rtd]: ⟦https://r.org/p/⟧ \"Read\"", id="reference-definition-title"),
        pytest.param("[spec]: <⟦https://r.org/rfc 3986⟧> 'RFC'", id="reference-definition-angle"),
        pytest.param("[^1]: See the manual.", id="footnote-is-not-a-definition"),
        pytest.param("[x](javascript:void(0)) [y](data:text/plain,hi)", id="skipped-schemes"),
        pytest.param('<img src="⟦img/a.png⟧"> and <a href=⟦b.html⟧>b</a>', id="inline-html"),
        pytest.param("⟦https://e.com/?a=1&amp;b=2⟧ text", id="character-reference-kept"),
        pytest.param("詳細は⟦https://e.jp/ドキュメント⟧。次に", id="cjk-punctuation-ends"),
    ],
)
def test_spans(marked: str) -> None:
    expected, got = scan(marked, "a.md")
    assert got == expected


def test_raw_space_destination_is_one_delimited_span() -> None:
    text = "[t](a b.png)"
    (span,) = spans_of(text, "a.md")
    assert (text[span.start : span.end], span.delimited, span.reference) == ("a b.png", True, True)


def test_destination_without_space_is_not_delimited() -> None:
    text = "[t](a%20b.png)"
    (span,) = spans_of(text, "a.md")
    assert (span.start, span.end, span.delimited) == (4, 13, False)


def test_character_reference_is_opaque() -> None:
    text = "[q](/s?a=1&amp;b=2)"
    (span,) = spans_of(text, "a.md")
    assert span.opaque == ((10, 15),)


def test_backslash_escapes_in_destinations_are_opaque() -> None:
    """CommonMark: a backslash before ASCII punctuation escapes it. Found by
    hypothesis: fixing the backslash of ``\\(`` to %5C unescaped the "("
    and moved the end of the destination, so the fix was refused."""
    import urilint

    text = "[a](http://e.com/\\() [b](<http://e.com/\\>x>)\n\n[c]: http://e.com/\\*%7e\n"
    escapes = [text.index(escape) for escape in ("\\(", "\\>", "\\*")]
    assert [span.opaque for span in spans_of(text, "a.md")] == [((at, at + 2),) for at in escapes]
    assert [(f.code, f.start) for f in urilint.lint_text(text, "a.md")] == [("URI002", text.index("%7e"))]
    assert urilint.fix_text(text, "a.md") == text.replace("%7e", "~")
    # Not an escape: a backslash before a letter is URI content.
    assert [(f.code, f.start) for f in urilint.lint_text("[a](http://e.com/\\x)", "a.md")] == [("URI004", 17)]


def test_lone_cr_ends_a_line_for_code_spans() -> None:
    from urilint.scan import extract

    text = "[link](http://example.com/`)\r[link](http://example.com/*)"
    assert [text[s.start : s.end] for s in extract(text, "README.md")] == [
        "http://example.com/`",
        "http://example.com/*",
    ]
