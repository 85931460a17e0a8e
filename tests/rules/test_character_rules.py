"""URI004, URI005, URI006, URI007: raw characters and malformed percents."""

from __future__ import annotations

import pytest

import urilint
from helpers import assert_fixes_stable, findings, ranges, stable_fix


@pytest.mark.parametrize(
    ("text", "filename", "expected"),
    [
        pytest.param('<a href="/My File.png">\n', "a.html", [(1, 13, "URI004")], id="space-in-quoted-attribute"),
        pytest.param("[x](<my file.pdf>)\n", "a.md", [(1, 8, "URI004")], id="space-in-angle-destination"),
        pytest.param("https://e.com/a|b^c\n", "a.txt", [(1, 16, "URI004")], id="pipe-caret-one-finding"),
        pytest.param("https://e.com/a\\b\n", "a.txt", [(1, 16, "URI004")], id="backslash-in-text"),
        pytest.param("https://e.com/a{b\n", "a.txt", [(1, 16, "URI004")], id="unbalanced-brace"),
        pytest.param("see https://e.com/a b\n", "a.txt", [], id="space-ends-bare-uri"),
        pytest.param("https://e.com/café\n", "a.txt", [(1, 18, "URI005")], id="non-ascii-path"),
        pytest.param("\thttps://e.com/ä\n", "a.txt", [(1, 16, "URI005")], id="column-after-tab"),
        pytest.param("äöü https://e.com/%2f\n", "a.txt", [(1, 19, "URI001")], id="column-after-non-ascii"),
        pytest.param("http://例え.jp/\n", "a.txt", [(1, 8, "URI005")], id="idn-host"),
        pytest.param("https://e.com/?q=100%\n", "a.txt", [(1, 21, "URI006")], id="bare-percent"),
        pytest.param("https://e.com/%zz\n", "a.txt", [(1, 15, "URI006")], id="non-hex"),
        pytest.param("https://e.com/%u00E4\n", "a.txt", [(1, 15, "URI006")], id="u-escape"),
        # external-secrets: a Go format string quoted in a comment, copied into CRDs and docs.
        pytest.param('// defaults to "https://%s.vault.%s/v1/%s".\n', "a.go", [], id="conversion-in-host-is-a-format-template"),
        pytest.param('description: defaults to "https://%s.vault.%-2d/v1/%s"\n', "a.yaml", [], id="format-template-in-data"),
        pytest.param("https://e.com/50%sale and https://%s.e.com/100%\n", "a.txt", [(1, 17, "URI006"), (1, 47, "URI006")],
                     id="conversion-outside-host-and-bare-percent-still-flagged"),
        pytest.param("https://e.com/M%FCnchen\n", "a.txt", [(1, 16, "URI007")], id="latin1"),
        pytest.param("https://e.com/%C3%A4%E4\n", "a.txt", [(1, 15, "URI007")], id="valid-then-invalid-one-run"),
        pytest.param("https://e.com/%e4\n", "a.txt", [(1, 15, "URI007")], id="lowercase-invalid-reported-once"),
        # An encoding inside "[...]" was read as a zone separator: the unsafe
        # fix wrote "[%7C", and the next run "[%257C".
        pytest.param("See https://[| here\n", "a.md", [(1, 14, "URI004")], id="raw-character-in-unclosed-ip-literal"),
        pytest.param("<https://[::1|2]/a|b>\n", "a.md", [(1, 14, "URI004")], id="ip-literal-and-path-one-finding"),
    ],
)
def test_findings(text: str, filename: str, expected: list[tuple[int, int, str]]) -> None:
    assert findings(text, filename) == expected
    assert_fixes_stable(text, filename)


@pytest.mark.parametrize(
    ("text", "filename"),
    [
        pytest.param("https://e.com/{{ user.id }}/x\n", "a.txt", id="jinja"),
        pytest.param("https://e.com/${HOST}/x\n", "a.txt", id="shell-var"),
        pytest.param("https://e.com/users/<int:id>/\n", "a.txt", id="route-converter"),
        pytest.param("https://e.com/%C3%A4/%E4%BD%A0\n", "a.txt", id="valid-utf8"),
        pytest.param('<a href="/a?x=1&amp;y=2">\n', "a.html", id="character-reference"),
    ],
)
def test_quiet(text: str, filename: str) -> None:
    assert findings(text, filename) == []
    assert stable_fix(text, filename, unsafe=True) == text


@pytest.mark.parametrize(
    ("text", "filename", "fixed"),
    [
        ('<a href="/My File.png">\n', "a.html", '<a href="/My%20File.png">\n'),
        ("[t](https://e.com/a|b)\n", "a.md", "[t](https://e.com/a%7Cb)\n"),
        ('{"u": "https://e.com/café"}\n', "a.json", '{"u": "https://e.com/caf%C3%A9"}\n'),
        ('u: "http://例え.jp/引き出し"\n', "a.yaml", 'u: "http://xn--r8jz45g.jp/%E5%BC%95%E3%81%8D%E5%87%BA%E3%81%97"\n'),
    ],
)
def test_safe_fix(text: str, filename: str, fixed: str) -> None:
    assert stable_fix(text, filename) == fixed


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        ("https://e.com/%u00E4\n", "https://e.com/%C3%A4\n"),
        ("https://e.com/?q=100%\n", "https://e.com/?q=100%25\n"),  # a stray '%': browsers keep it
        ("https://e.com/M%FCnchen\n", "https://e.com/M%C3%BCnchen\n"),
    ],
)
def test_unsafe_fix(text: str, fixed: str) -> None:
    assert urilint.fix_text(text, "a.txt") == text
    assert stable_fix(text, "a.txt", unsafe=True) == fixed


def test_invalid_idna_label_has_no_fix() -> None:
    [finding] = urilint.lint_text("http://aא.example/\n", "a.txt")
    assert (finding.code, finding.fix) == ("URI005", None)


def test_ranges_cover_exact_characters() -> None:
    # A stray '%' is covered with the characters standing where its hex
    # digits should: the malformed escape '%zz', as the message names it.
    assert ranges("https://e.com/a|b%zz c\n", "a.txt") == [("URI004", "|"), ("URI006", "%zz")]
    assert ranges("https://e.com/a|b^c%zz%\n", "a.txt") == [("URI004", "|b^"), ("URI006", "%zz%")]


def test_valid_utf8_next_to_invalid_octets_has_no_fix() -> None:
    """One run, read whole: no reading fits, so no fix, never a mix of
    UTF-8 and Latin-1 repairs."""
    text = "https://e.com/%C3%A4%E4\n"
    [finding] = urilint.lint_text(text, "a.txt")
    assert (finding.code, text[finding.start : finding.end], finding.fix) == ("URI007", "%C3%A4%E4", None)
    assert urilint.fix_text(text, "a.txt", unsafe=True) == text


def test_raw_character_in_an_ip_literal_has_no_fix() -> None:
    """Inside "[...]" a "%" starts a zone ID (RFC 6874): an encoded "|"
    there is no equivalent, so only the path's "|" gets a fix."""
    text = "<https://[::1|2]/a|b>\n"
    [finding] = urilint.lint_text(text, "a.md")
    assert finding.message == (
        "2 raw characters not allowed in a URI: '|' (2 times); percent-encode them "
        "(not those in the IP literal: encoded, they would read as a zone separator)"
    )
    assert [(e.start, e.end, e.replacement) for e in finding.fix.edits] == [(18, 19, "%7C")]
    assert stable_fix(text, "a.md", unsafe=True) == "<https://[::1|2]/a%7Cb>\n"
    [inside] = urilint.lint_text('x = "http://[<invalid>]/"\n', "uri_spec.rb")  # addressable's tests
    assert (inside.message, inside.fix) == (
        "2 raw characters not allowed in a URI: '<', '>'; no fix: encoded in an IP literal, they would read as a zone separator", None)
    [alone] = urilint.lint_text("See https://[| here\n", "a.md")
    assert (alone.message, alone.fix) == (
        "'|' is not allowed in an IP literal (no fix: encoded, it would read as a zone separator)", None)
