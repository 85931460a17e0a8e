"""The scanners' remembered matches (scan/body.py's last body match,
scan/ends.py's last separator search) give exactly what a fresh search
gives: they only spare work on lines of many URIs (sweep 63's fuzzer
fixture). Hypothesis compares extraction with and without them."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import pytest

from urilint.scan import bare, body, ends, extract

PIECES = st.sampled_from([
    "a://", "https://", "x", "/", ":", "%", "%7e", "%{ x}", "{", "}", "{{", "}}", "{%", "%}", "{a b}", "$", "${x}",
    ")", "(", "]", "[", ",", "|", "，", "'", '"', "\\", "\\/", "<", ">", "<id>", " ", "\n", "\u00e4", "\u3002",
])
TEXTS = st.lists(PIECES, max_size=40).map("".join)
NAMES = st.sampled_from(["a.txt", "a.md", "a.py", "a.json", "a.html"])


def fresh_separator(text: str, start: int, end: int) -> int:
    found = ends.SEPARATOR.search(text, start, end)
    return end if found is None else found.start()


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(TEXTS, NAMES)
@example("a://x{a://y}a://z)", "a.txt")
@example("https://e.org/{% a https://f.org/x %}https://g.org/)", "a.md")
@example("x = '{https://e.org/a}{https://f.org/b}'", "a.py")
@example("a://x|https://y,a://z", "a.txt")
@example("a://x){{ b://y%7e z }}w", "a.txt")  # a URI in a field of the match before it: read afresh
@example("a://x)%{ b://y%7e z}w", "a.txt")
@example("a://x){% b://y%7e z %}w", "a.txt")
@example("x = 'a://x){b://y%7e \"z\"}w'", "a.py")
def test_remembered_matches_change_nothing(text: str, name: str) -> None:
    remembered = extract(text, name, None, {})
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(body, "_in_field", lambda *args: True)  # never reuse the last body match
        patch.setattr(bare, "cut_at_separator", fresh_separator)
        assert extract(text, name, None, {}) == remembered
