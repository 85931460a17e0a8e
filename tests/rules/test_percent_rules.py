"""URI001, URI002, URI003: percent-encoding case, unreserved, double encoding."""

from __future__ import annotations

import pytest

import urilint
from helpers import assert_fixes_stable, findings, ranges, stable_fix


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("see https://example.com/a%2fb\n", [(1, 26, "URI001")], id="lowercase-slash"),
        pytest.param("x https://e.com/%c3%a4\n", [(1, 17, "URI001")], id="one-finding-per-uri"),
        pytest.param("x https://e.com/%Aa\n", [(1, 17, "URI007")], id="mixed-case-invalid-octet-reported-once"),
        pytest.param("x https://e.com/%7e\n", [(1, 17, "URI002")], id="unreserved-reported-once-as-URI002"),
        pytest.param("x https://e.com/%7E%41%2D%2e%5F%30\n", [(1, 17, "URI002")], id="all-unreserved-one-finding"),
        pytest.param("x https://e.com/my%2520file\n", [(1, 19, "URI003")], id="double-space"),
        pytest.param("x https://e.com/a%252fb\n", [(1, 18, "URI003")], id="double-lower-slash"),
    ],
)
def test_findings(text: str, expected: list[tuple[int, int, str]]) -> None:
    assert findings(text) == expected
    assert_fixes_stable(text)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("https://e.com/a%2Fb?x=%3F%23%26%3D%2B#%25", id="reserved-encodings-kept"),
        pytest.param("https://e.com/a+b?q=a+b", id="plus-never-flagged"),
        pytest.param("https://e.com/%C3%A4", id="uppercase-utf8"),
        pytest.param("https://e.com/%25", id="encoded-percent-alone"),
        pytest.param("https://e.com/%25zz", id="encoded-percent-then-non-hex"),
        pytest.param("https://e.com/{id}/items?q={?q*}", id="rfc6570"),
    ],
)
def test_quiet(text: str) -> None:
    assert findings(text + "\n") == []
    assert stable_fix(text + "\n", unsafe=True) == text + "\n"


def test_printf_quiet_only_in_a_code_literal() -> None:
    # Conversions are format syntax in a Python string literal; in text "%" is URI content.
    uri = "https://e.com/%(name)s/%s/%d?x=%1$s"
    assert findings(f'u = "{uri}"\n', "a.py") == [(1, 37, "URI006")]  # Python has no "%1$s"
    # One finding for three, from the first; Python's "%(name)s" is a placeholder anywhere ("%(" is no octet).
    assert findings(uri + "\n") == [(1, 24, "URI006")]


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        ("see https://example.com/a%2fb.\n", "see https://example.com/a%2Fb.\n"),
        ("https://e.com/%7euser/%5Fb\n", "https://e.com/~user/_b\n"),
        ("https://e.com/%7e%2f\n", "https://e.com/~%2F\n"),
    ],
)
def test_safe_fix(text: str, fixed: str) -> None:
    assert stable_fix(text, "a.txt") == fixed


def test_double_encoding_fix_is_unsafe_only() -> None:
    text = "https://e.com/my%2520file and https://e.com/a%252fb\n"
    assert urilint.fix_text(text, "a.txt") == text
    assert urilint.fix_text(text, "a.txt", unsafe=True) == "https://e.com/my%20file and https://e.com/a%2Fb\n"


def test_deeper_encodings_are_one_octet_encoded_once() -> None:
    # Ten levels (astro's double-encoding-bypass tests): one level per round
    # ran past the fix loop's rounds, and --unsafe-fixes failed the file.
    text = "x: http://example.com/api/%25252525252525252561dmin and http://e.org/a%252520b\n"
    assert ranges(text) == [("URI003", "%25252525252525252561"), ("URI003", "%252520")]
    assert [f.message for f in urilint.lint_text(text, "a.txt")] == [
        "'%25252525252525252561' looks double-encoded; did you mean '%61'?",
        "'%252520' looks double-encoded; did you mean '%20'?",
    ]
    assert stable_fix(text, "a.txt", unsafe=True) == "x: http://example.com/api/admin and http://e.org/a%20b\n"


def test_dot_segment_decoding_is_unsafe() -> None:
    text = "https://e.com/a/%2E%2E/b\n"
    assert ranges(text) == [("URI002", "%2E%2E")]
    assert urilint.fix_text(text, "a.txt") == text
    assert urilint.fix_text(text, "a.txt", unsafe=True) == "https://e.com/a/../b\n"


def test_dot_inside_a_longer_segment_is_safe() -> None:
    assert urilint.fix_text("https://e.com/a%2Etxt\n", "a.txt") == "https://e.com/a.txt\n"


def test_fix_replacement_covers_exactly_the_range() -> None:
    [finding] = urilint.lint_text("https://e.com/a%2fb", "a.txt")
    assert (finding.start, finding.end) == (15, 18)
    assert finding.fix is not None
    assert [tuple(e) for e in finding.fix.edits] == [(15, 18, "%2F")]
    assert finding.fix.applicability.value == "safe"


def test_no_fix_when_decoding_would_create_a_placeholder() -> None:
    text = "http://example.com/$%41\n"
    [finding] = urilint.lint_text(text, "a.txt")
    assert (finding.code, finding.fix) == ("URI002", None)
    assert urilint.fix_text(text, "a.txt") == text
    assert urilint.fix_text("http://example.com/$/%41\n", "a.txt", unsafe=True) == "http://example.com/$/A\n"
    assert urilint.lint_text("http://example.com/:%41", "a.txt")[0].fix is None


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        pytest.param("http://x.org/%2%30\n", "http://x.org/%2%30\n", id="would-form-%20"),
        pytest.param("http://x.org/%3%30\n", "http://x.org/%3%30\n", id="would-form-%2530"),
        # a letter and a digit decode only unsafely (written on purpose) ...
        pytest.param("http://x.org/%41%30\n", "http://x.org/%41%30\n", id="letters-decode-only-unsafely"),
    ],
)
def test_no_decoding_that_joins_a_percent(text: str, fixed: str) -> None:
    assert urilint.fix_text(text, "a.txt") == fixed
    assert urilint.fix_text(fixed, "a.txt", unsafe=True) == urilint.fix_text(text, "a.txt", unsafe=True)


def test_a_decoded_digit_after_a_decoded_letter_joins_nothing() -> None:
    """... and then a hex digit written after a decoded letter joins no "%"."""
    assert urilint.fix_text("http://x.org/%41%30\n", "a.txt", unsafe=True) == "http://x.org/A0\n"
