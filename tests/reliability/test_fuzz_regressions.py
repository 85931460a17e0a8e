"""Every failure the atheris campaigns found (fuzz/), as a regression test.

The raw inputs live in crashes/ (first byte picks the file name, as in
fuzz/_common.py); minimized reproducers are spelled out below.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import urilint
from reliability_props import FILENAMES, check_all, check_fix, check_findings, check_spans
from urilint.source import Binary, SourceError, decode

CRASHES = Path(__file__).parent / "crashes"


def _pick(data: bytes) -> tuple[str, bytes]:
    return (FILENAMES[data[0] % len(FILENAMES)], data[1:]) if data else (FILENAMES[0], b"")


def test_scanner_spans_overlapping_in_markdown() -> None:
    """scanner-1690562355fc: two Markdown spans overlapped (a reference
    span started one character before the previous span ended). Fixed in
    the scanner rewrite; the raw input guards it."""
    name, content = _pick((CRASHES / "scanner-1690562355fc").read_bytes())
    try:
        text = decode(content).text
    except (Binary, SourceError):
        pytest.fail("input no longer decodes")
    check_spans(text, name)
    check_findings(text, name)


@pytest.mark.parametrize("text", ["s://%2E", "see http://x.org/a%2E", "see http://x.org/a%2E%2E.", "http://x.org/%2E"])
def test_trailing_encoded_dot_is_not_decoded_in_running_text(text: str) -> None:
    """fix-612cc88f14cb: decoding a final ``%2E`` of a bare URI made a
    trailing ``.`` that the scanner drops as punctuation, so the fix
    engine refused the whole file (FixError). URI002 now reports it
    without a fix there."""
    assert urilint.fix_text(text, "notes.txt") == text
    assert [f.code for f in urilint.lint_text(text, "notes.txt")][-1] == "URI002"
    check_all(text, "notes.txt")


def test_trailing_encoded_dot_still_fixed_where_delimited() -> None:
    assert urilint.fix_text("[a](http://x.org/a%2E)", "a.md") == "[a](http://x.org/a.)"
    assert urilint.fix_text("http://x.org/a%2Eb", "notes.txt") == "http://x.org/a.b"


def test_fix_crash_612_raw_input() -> None:
    name, content = _pick((CRASHES / "fix-612cc88f14cb").read_bytes())
    text = content.decode("utf-8", "surrogateescape")
    check_fix(text, name)
    check_fix(text, name, unsafe=True)


def test_host_case_with_brace_in_host() -> None:
    """fix-6ab760b6dd28, minimized to 's://W{:f' (found in a minified JS
    corpus file as 'wss://updat.HarborWidget={open:function(e)...')."""
    check_fix("s://W{:f", "notes.txt")


def test_port_with_unicode_digit_does_not_crash() -> None:
    """scanner-432d540abdd4, minimized."""
    check_findings("http://:₉", "notes.txt")


def test_attribute_value_holding_an_attribute() -> None:
    """fix-ae6f86530d5b, minimized; default rules. Outside a tag it is
    text (issue 13); inside one, the second name is value text."""
    assert urilint.fix_text('href="a href="⟧"', "README.md") == 'href="a href="⟧"'
    assert urilint.fix_text('<a href="a href="⟧">', "README.md") == '<a href="a%20href="⟧">'
