"""HTML, XML and SVG extraction: attribute values, srcset, meta refresh,
character references, bare URIs."""

from __future__ import annotations

import pytest

from _marked import scan, spans_of


@pytest.mark.parametrize(
    "marked",
    [
        pytest.param('<a href="⟦/docs/a%7eb⟧">', id="relative-double-quoted"),
        pytest.param("<a href='⟦/o?i=1&amp;q=2⟧'>", id="single-quoted"),
        pytest.param("<a href=⟦contact.html⟧>Contact</a>", id="unquoted"),
        pytest.param("<a HREF = \"⟦x.html⟧\">", id="case-and-spaces"),
        pytest.param('<a href="⟦files/Spring Menu.pdf⟧">', id="space-in-quoted-value"),
        pytest.param('<img data-src="/lazy.jpg" src="⟦a.jpg⟧">', id="data-attribute-is-not-src"),
        pytest.param(
            '<img srcset="⟦/a-640.jpg⟧ 640w, ⟦/a-1280.jpg⟧ 1280w">', id="srcset-width-descriptors"
        ),
        pytest.param('<img srcset="⟦/a.png⟧ 1x,⟦/a@2x.png⟧ 2x">', id="srcset-no-space-after-comma"),
        pytest.param('<img srcset="⟦/a.png⟧, ⟦/b.png⟧ 2x">', id="srcset-no-descriptor"),
        pytest.param(
            '<meta http-equiv="refresh" content="30; url=⟦https://s.e.com/?f=h&amp;a=1⟧">',
            id="meta-refresh",
        ),
        pytest.param('<meta http-equiv="refresh" content="0;URL=\'⟦/new/⟧\'">', id="meta-refresh-quoted"),
        pytest.param('<meta name="description" content="Order at https-less text">', id="meta-content-not-refresh"),
        pytest.param(
            '<img src="data:image/svg+xml,%3Csvg xmlns=\'http://www.w3.org/2000/svg\'/%3E">',
            id="nothing-inside-data-uri",
        ),
        pytest.param('<a href="javascript:void(0)">x</a><a href="tel:+1555">', id="skipped-schemes"),
        pytest.param('<svg xmlns="⟦http://www.w3.org/2000/svg⟧"><use xlink:href="⟦#logo⟧"/>', id="svg"),
        pytest.param('<form action="⟦/s⟧"><button formaction="⟦/s/x⟧">', id="form-actions"),
        pytest.param('<video poster="⟦p.jpg⟧" src="⟦v.mp4⟧"></video><object data="⟦f.svg⟧">', id="media"),
        pytest.param("<p>Journal at ⟦https://e.com/journal/⟧.</p>", id="bare-in-text"),
        pytest.param("&lt;⟦https://e.com/a⟧&gt; x", id="escaped-angle-brackets-end-uri"),
        pytest.param("<!-- old: ⟦http://e.net/i.php?p=h⟧ -->", id="comment"),
        pytest.param("<script>el.innerHTML = '<a href=\"' + u + '\">';</script>", id="concatenated-value"),
        pytest.param("<script>var w='⟦wss://chat.e.com/s⟧';</script>", id="script-string"),
    ],
)
def test_spans(marked: str) -> None:
    expected, got = scan(marked, "a.html")
    assert got == expected


def test_quoted_value_is_delimited_and_references_opaque() -> None:
    text = '<a href="/o?a=1&amp;b 2">'
    (span,) = spans_of(text, "a.html")
    assert (span.start, span.end, span.delimited, span.reference) == (9, 23, True, True)
    assert span.opaque == ((15, 20),)


def test_bare_uri_character_reference_is_opaque() -> None:
    text = "<p>https://e.com/?a=1&amp;b=2</p>"
    (span,) = spans_of(text, "a.xml")
    assert (span.start, span.end, span.opaque) == (3, 29, ((21, 26),))
