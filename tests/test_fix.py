"""The fix engine: one pass of non-overlapping edits, fixpoint, verification."""

from __future__ import annotations

import pytest

from urilint.fix import FixError, fix_text, splice
from urilint.model import Applicability, Edit, Finding, Fix, UriSpan
from urilint.scan import extract


def spans(text: str) -> list[UriSpan]:
    return extract(text, "a.txt")


def finding(start: int, end: int, replacement: str, safety: Applicability = Applicability.SAFE, uri: tuple[int, int] = (0, 0)) -> Finding:
    return Finding("T001", "test", start, end, "m", Fix((Edit(start, end, replacement),), safety), *uri)


def test_splice() -> None:
    assert splice("abcdef", [Edit(0, 1, "X"), Edit(3, 5, "")]) == "Xbcf"


def test_overlapping_edits_take_the_first_then_converge() -> None:
    text = "http://e.com/%2f"
    calls = []

    def lint(t: str) -> list[Finding]:
        calls.append(t)
        if "%2f" in t:  # two overlapping fixes for the same triplet
            return [finding(13, 16, "%2F", uri=(0, 16)), finding(14, 16, "2F", uri=(0, 16))]
        return []

    result = fix_text(text, lint, spans)
    assert result.text == "http://e.com/%2F"
    assert result.fixed == 1
    assert calls == ["http://e.com/%2f", "http://e.com/%2F"]


def test_non_equivalent_safe_fix_is_refused() -> None:
    text = "http://e.com/a"

    def lint(t: str) -> list[Finding]:
        return [finding(13, 14, "b", uri=(0, 14))] if t.endswith("a") else []

    with pytest.raises(FixError, match="is not equivalent"):
        fix_text(text, lint, spans)


def test_same_change_allowed_when_marked_unsafe() -> None:
    def lint(t: str) -> list[Finding]:
        return [finding(13, 14, "b", Applicability.UNSAFE, (0, 14))] if t.endswith("a") else []

    assert fix_text("http://e.com/a", lint, spans).text == "http://e.com/a"
    assert fix_text("http://e.com/a", lint, spans, unsafe=True).text == "http://e.com/b"


def test_fix_that_moves_a_uri_boundary_is_refused() -> None:
    def lint(t: str) -> list[Finding]:
        return [finding(14, 15, "%20", uri=(0, 14))] if t.endswith("x y") else []

    with pytest.raises(FixError, match="starts or ends"):
        fix_text("http://e.com/x y", lint, spans)


def test_fix_loop_that_never_settles_is_an_error() -> None:
    def lint(t: str) -> list[Finding]:
        return [finding(13, 16, "%2F" if t.endswith("%2f") else "%2f", Applicability.SAFE, (0, 16))]

    with pytest.raises(FixError, match="did not settle"):
        fix_text("http://e.com/%2f", lint, spans)


def test_unsafe_fix_never_reads_what_a_safe_fix_wrote() -> None:
    def lint(t: str) -> list[Finding]:
        if t.endswith("%2f"):  # round 1: a safe fix writes "%2F"
            return [finding(13, 16, "%2F", uri=(0, 16))]
        # round 2: an unsafe guess about exactly that output
        return [finding(13, 16, "%2f", Applicability.UNSAFE, (0, 16))]

    result = fix_text("http://e.com/%2f", lint, spans, unsafe=True)
    assert (result.text, result.fixed) == ("http://e.com/%2F", 1)


def test_unsafe_fix_wins_over_a_safe_fix_at_the_same_place() -> None:
    import urilint

    assert urilint.fix_text("http://x.org/%e4", "a.txt", unsafe=True) == "http://x.org/%C3%A4"
    assert urilint.fix_text("http://x.org/%e4", "a.txt") == "http://x.org/%E4"
