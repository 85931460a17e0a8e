"""The fix engine: one pass of non-overlapping edits, fixpoint, verification."""

from __future__ import annotations

import pytest

import urilint
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

    result = fix_text(text, lint, spans)
    assert (result.text, result.fixed) == (text, 0)
    [left] = result.remaining
    assert left.fix is None
    assert left.message == "m (fix not applied: the fixed URI 'http://e.com/b' is not equivalent to the original)"


def test_same_change_allowed_when_marked_unsafe() -> None:
    def lint(t: str) -> list[Finding]:
        return [finding(13, 14, "b", Applicability.UNSAFE, (0, 14))] if t.endswith("a") else []

    assert fix_text("http://e.com/a", lint, spans).text == "http://e.com/a"
    assert fix_text("http://e.com/a", lint, spans, unsafe=True).text == "http://e.com/b"


def test_fix_that_moves_a_uri_boundary_is_refused() -> None:
    def lint(t: str) -> list[Finding]:
        return [finding(14, 15, "%20", uri=(0, 14))] if t.endswith("x y") else []

    result = fix_text("http://e.com/x y", lint, spans)
    assert (result.text, result.fixed) == ("http://e.com/x y", 0)
    assert [f.message for f in result.remaining] == ["m (fix not applied: it would change where a URI starts or ends)"]


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

    # %e4 alone is URI007's only (not also URI001's); München is Latin-1.
    assert urilint.fix_text("http://x.org/M%fcnchen", "a.txt", unsafe=True) == "http://x.org/M%C3%BCnchen"
    assert urilint.fix_text("http://x.org/M%fcnchen", "a.txt") == "http://x.org/M%fcnchen"


def test_a_fix_failing_verification_is_dropped_alone_in_a_real_run() -> None:
    """A rule whose 'safe' fix changes a URI (a bug a plugin could have):
    that fix is refused and said so, the file's other fixes still apply."""
    from typing import Iterator

    from urilint.engine import Linter
    from urilint.model import Violation
    from urilint.policy import FixKind
    from urilint.registry import Rule, load_rules
    from urilint.uri import Uri

    def check(uri: Uri) -> Iterator[Violation]:
        if uri.text.endswith("/bad"):
            yield Violation(uri.end - 3, uri.end, "m", Fix((Edit(uri.end - 3, uri.end, "good"),), Applicability.SAFE))

    rules = load_rules(plugins=False)
    liar = Rule("ZZZ001", "liar", "s", "d", True, (FixKind.EQUIVALENCE,), check, "test")
    linter = Linter([rules["URI001"], liar], [*rules, "ZZZ001"])
    result = linter.fix("see http://e.com/bad and http://e.com/a%2fb\n", "a.txt")
    assert result.text == "see http://e.com/bad and http://e.com/a%2Fb\n"
    assert result.fixed == 1
    [left] = result.remaining
    assert (left.code, left.fix) == ("ZZZ001", None)
    assert left.message == "m (fix not applied: the fixed URI 'http://e.com/good' is not equivalent to the original)"


def test_an_unsafe_guess_never_reads_across_a_deletion() -> None:
    """Found by the generated-documents property test: removing the pasted
    U+0080 joined '%E4' and 'aa%90', and URI007's legacy reading of the
    joined run then rewrote the 'A' after the reported range."""
    text = "[link](http://example.com/%E4\x80aa%90A)\n"
    assert [(f.code, f.start, f.end) for f in urilint.lint_text(text, "README.md")] == [("URI007", 26, 35), ("URI005", 29, 30)]
    assert urilint.fix_text(text, "README.md", unsafe=True) == text  # no fix joins the octets: nothing to guess later
    assert urilint.lint_text(text, "README.md")[1].message == (
        "U+0080 in the path looks pasted in; remove it (no fix: the octets beside it are not UTF-8, and would join)"
    )


def test_an_unsafe_fix_that_writes_a_decoded_character_again_applies_in_the_same_run() -> None:
    """Found by the template property test: "%s%41" in a YAML value. The
    first round decodes "%41" (a "%s" beside an octet may be a conversion);
    then "%sA" is a stray "%", whose fix writes "%25sA" over "%sA": it
    writes the decoded "A" again unchanged, so it does not rewrite what
    the first round wrote, and applies in the same run (it was held back
    to the next run, so fixing twice gave another text)."""
    once = urilint.fix_text("url: http://e.com/%s%41\n", "a.yaml", unsafe=True)
    assert once == "url: http://e.com/%25sA\n"
    assert urilint.fix_text(once, "a.yaml", unsafe=True) == once


def test_one_refused_fix_among_many_is_found_by_halves() -> None:
    """Sweep 123: checking each fix alone after one failed made --fix
    extract the whole text once per fix (25 s on a 1.1 MB JSON file). With
    one bad fix of 64, the culprit is found in about 2 log2(64) checks,
    each extracting the old text and the new: far fewer than 64."""
    lines = [f"http://e.com/{i}/%2f" for i in range(64)]
    text = "\n".join(lines) + "\n"
    starts = [text.index(line) for line in lines]
    bad = 37

    def lint(t: str) -> list[Finding]:
        found = []
        for number, start in enumerate(starts):
            at = t.index("%2", start)
            if t[at + 2] == "f":
                replacement = "%2G" if number == bad else "%2F"  # the bad one is no equivalent
                found.append(finding(at, at + 3, replacement, uri=(start, at + 3)))
        return found

    calls = []

    def counted(t: str) -> list[UriSpan]:
        calls.append(t)
        return spans(t)

    result = fix_text(text, lint, counted)
    assert result.text == text.replace("%2f", "%2F").replace("/37/%2F", "/37/%2f")
    assert result.fixed == 63
    [left] = result.remaining
    assert left.message.startswith("m (fix not applied: the fixed URI 'http://e.com/37/%2G'")
    assert len(calls) <= 2 * (1 + 2 * 6 + 2)  # the first check, two per halving level, the last one
