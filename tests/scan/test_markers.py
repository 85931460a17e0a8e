"""scan.markers: pattern pieces written without importing `re` (an editor's
on-save run need not load it), spelt as `re.escape` spells them; and where
a scheme before a marker starts (scan.candidates)."""

from __future__ import annotations

import re
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from urilint.scan.candidates import scheme_start
from urilint.scan.markers import any_case, marker_source, slashes

SCHEME_NAMES = st.text(alphabet=string.ascii_letters + string.digits + "+-.", min_size=1, max_size=12)


@given(SCHEME_NAMES)
def test_a_scheme_name_in_any_case_is_spelt_as_re_escape_would(name: str) -> None:
    assert any_case(name) == "".join(f"[{c.lower()}{c.upper()}]" if c.isalpha() else re.escape(c) for c in name)
    pattern = re.compile(any_case(name))
    assert pattern.fullmatch(name.swapcase()) and pattern.fullmatch(name.upper())
    assert not pattern.fullmatch(name + "x") and not pattern.fullmatch(name.replace(name[0], "_", 1))


def test_json_escaped_slashes_are_spelt_as_re_escape_would() -> None:
    assert slashes(True) == ["//", re.escape("\\/\\/")]
    assert slashes(False) == ["//"]
    markers = re.compile(marker_source(slashes(True), ["mailto", "svn+ssh"]))
    assert [m.start() for m in markers.finditer('"http:\\/\\/e.com" MAILTO:a SVN+SSH:x svnxssh:y http:/x')] == [5, 23, 33]


@pytest.mark.parametrize(("text", "scheme_at"), [
    ('"Bad value \\u201chttp://e.org/%7efoo\\u201d"', 17),  # JSON's left quote, escaped (sweep 88: "chttp")
    ('"\\U0001F517https://e.org/"', 11),
    ('"\\x41http://e.org/"', 5),
    ('"\\thttps://e.org/"', 3),  # a letter escape: the letter alone
    ('"\\u20http://e.org/"', 5),  # no four hex digits: the letter alone, as before
])
def test_a_backslash_escape_before_a_scheme_is_not_part_of_it(text: str, scheme_at: int) -> None:
    """The scheme starts after the whole escape: its hex digits are the
    escaped character's, not the scheme's."""
    colon = text.index("://")
    assert scheme_start(text, colon) == scheme_at
