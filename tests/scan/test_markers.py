"""scan.markers: pattern pieces written without importing `re` (an editor's
on-save run need not load it), spelt as `re.escape` spells them."""

from __future__ import annotations

import re
import string

from hypothesis import given
from hypothesis import strategies as st

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
