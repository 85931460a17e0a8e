"""Messages say what the user sees and what the fix does: a character
reference is named as written, URI006 names each bad escape (its range
ends after the last one's characters, so the replacement shown is not cut
off), and URI005's advice for several characters matches each one's fix
(found triaging external-secrets and infisical docs, notes/fresh2)."""

from __future__ import annotations

import pytest

import urilint
from helpers import stable_fix


def _told(text: str, filename: str, iri: str = "documents") -> list[tuple[str, str, str, str | None]]:
    """(code, range as written, message, the fix's replacement of the range)."""
    from urilint.model import replacement_of

    return [
        (f.code, text[f.start : f.end], f.message, replacement_of(f, text) if f.fix else None)
        for f in urilint.lint_text(text, filename, iri=iri)
    ]


@pytest.mark.parametrize(("text", "expected"), [
    pytest.param(
        '<a href="https://app.infisical.com/api&quot;">x</a>\n',
        [("URI004", "&quot;", "'&quot;' (a '\"') is not allowed in a URI; write '%22'", "%22")],
        id="quot-named-as-written",
    ),
    pytest.param(
        '<a href="https://e.com/a&quot;b&#32;c">x</a>\n',
        [("URI004", "&quot;b&#32;", "2 raw characters not allowed in a URI: '&quot;' (a '\"'), '&#32;' (a space); percent-encode them", "%22b%20")],
        id="two-references",
    ),
    pytest.param(
        '<a href="https://e.com/a b">x</a>\n',
        [("URI004", " ", "raw space is not allowed in a URI; write '%20'", "%20")],
        id="raw-character-as-before",
    ),
    pytest.param(
        '<a href="https://e.com/x&hellip;y">y</a>\n',
        [("URI005", "&hellip;", "'&hellip;' (a '…', HORIZONTAL ELLIPSIS) in the path looks pasted in; check the link (percent-encoding keeps it)", "%E2%80%A6")],
        id="pasted-reference",
    ),
])
def test_character_references_are_named_as_written(text: str, expected: list[tuple[str, str, str, str | None]]) -> None:
    assert _told(text, "a.html") == expected


def test_quot_entity_repro_from_infisical() -> None:
    text = '<p>it defaults to &ldquo;<a href="https://app.infisical.com/api&quot;">https://app.infisical.com/api&rdquo;</a>.</p>\n'
    assert [m for _, _, m, _ in _told(text, "a.md")] == ["'&quot;' (a '\"') is not allowed in a URI; write '%22'"]


@pytest.mark.parametrize(("text", "filename", "expected"), [
    pytest.param(
        '// defaults to "https://e.com/%s/v1/%s".\npackage x\n', "a.go",
        [("URI006", "%s/v1/%s", "2 malformed '%' escapes: '%s' (2 times); write '%' as '%25'", "%25s/v1/%25s")],
        id="printf-conversions-in-a-go-comment",
    ),
    # A whole query value "%s" is a keyword search's terms: no '%' to
    # encode (sweep 95). Part of a value stays a finding.
    pytest.param("https://e.com/?q=%s&lang=%S1 https://e.com/?off=50%sale\n", "a.txt",
                 [("URI006", "%sa", "'%sa': '%' not followed by two hex digits; write the '%' as '%25'", "%25sa")],
                 id="search-terms-are-no-escape"),
    pytest.param(
        "https://e.com/a%zz/100%/50%-off\n", "a.txt",
        [("URI006", "%zz/100%/50%", "3 malformed '%' escapes: '%zz', '%' (2 times); write '%' as '%25'", "%25zz/100%25/50%25")],
        id="names-what-follows",
    ),
    pytest.param(
        "https://e.com/?q=100%\n", "a.txt",
        [("URI006", "%", "'%' not followed by two hex digits; write '%25'", "%25")],
        id="single-at-the-end",
    ),
    pytest.param(
        "https://e.com/%G0\n", "a.txt",
        [("URI006", "%G0", "'%G0': '%' not followed by two hex digits; write the '%' as '%25'", "%25G0")],
        id="single-names-its-characters",
    ),
    pytest.param(
        "https://e.com/%a%2F\n", "a.txt",
        [("URI006", "%a", "'%a': '%' not followed by two hex digits; write the '%' as '%25'", "%25a")],
        id="stops-at-the-next-percent",
    ),
])
def test_malformed_percent_names_each_spot(text: str, filename: str, expected: list[tuple[str, str, str, str | None]]) -> None:
    assert _told(text, filename) == expected


def test_malformed_percent_fix_is_unchanged() -> None:
    assert stable_fix("https://e.com/a%zz/100%/50%-off %G0\n", "a.txt", unsafe=True) == "https://e.com/a%25zz/100%25/50%25-off %G0\n"


@pytest.mark.parametrize(("text", "message", "replacement"), [
    pytest.param(
        "https://exa\u2026mple.com/pa\u2026th\n",
        "2 non-ASCII characters: '…' (2 times); remove or replace '…' in the host (no fix); percent-encode '…' in the path;"
        " they look pasted in",
        "\u2026mple.com/pa%E2%80%A6",
        id="host-ellipsis-has-no-fix",
    ),
    pytest.param(
        "http://例え.jp/引き/x\u2026y\n",
        "3 non-ASCII characters: '例え', '引き', '…'; write the A-label in the host; percent-encode '引き', '…' in the path;"
        " some look pasted in",
        "xn--r8jz45g.jp/%E5%BC%95%E3%81%8D/x%E2%80%A6",
        id="a-label-and-path",
    ),
    pytest.param(
        "https://e.com/a\u2026b/c\u2026d\n",
        "2 non-ASCII characters: '…' (2 times); percent-encode them; they look pasted in",
        "%E2%80%A6b/c%E2%80%A6",
        id="path-only",
    ),
    pytest.param(
        "https://e.com/caf\u00e9/\u00e0\n",
        "2 non-ASCII characters: 'é', 'à'; percent-encode them",
        "%C3%A9/%C3%A0",
        id="plain-iri",
    ),
])
def test_non_ascii_advice_matches_the_fix(text: str, message: str, replacement: str) -> None:
    [(code, _, told, fix)] = _told(text, "a.txt")
    assert (code, told, fix) == ("URI005", message, replacement)


def test_non_ascii_advice_names_what_each_action_applies_to() -> None:
    text = '<a href="https://e.com/a&#x2026;b&#8203;c">x</a>\n'
    assert [m for _, _, m, _ in _told(text, "a.html")] == [
        "2 non-ASCII characters: '&#x2026;' (a '…'), '&#8203;' (a U+200B); percent-encode '&#x2026;' (a '…') in the path;"
        " remove '&#8203;' (a U+200B) in the path; they look pasted in"
    ]
