"""The rules over a text's spans, and the memo a fix's rounds share
(urilint/span_checks.py): a span found again, anywhere, gives what a
fresh check gives."""

from __future__ import annotations

from urilint.config import Settings
from urilint.engine import Linter
from urilint.model import Applicability, Edit, Fix
from urilint.registry import load_rules, select_rules
from urilint.span_checks import span_findings

RULES = load_rules()


def linter() -> Linter:
    return Linter(select_rules(Settings(), RULES), RULES)


def rows(findings) -> list[tuple[str, int, int, str, tuple[tuple[int, int, str], ...] | None]]:
    return [
        (f.code, f.start, f.end, f.message, None if f.fix is None else tuple(f.fix.edits))
        for f in findings
    ]


def test_a_span_found_again_elsewhere_gives_a_fresh_checks_findings_at_its_own_place() -> None:
    first = "see https://e.org/a%7eb and [x](https://e.org/%zz{id})\n"
    moved = "# Title\n\nintro https://e.org/new%7Ex\n\n" + first + "again https://e.org/a%7eb\n"
    memo: dict = {}
    lint = linter()
    assert rows(lint.lint(first, "a.md", checked=memo)) == rows(linter().lint(first, "a.md"))
    assert len(memo) == 2  # both spans, each once
    assert rows(lint.lint(moved, "a.md", checked=memo)) == rows(linter().lint(moved, "a.md"))
    unreserved = "'%{}' encodes the unreserved character '~'; write it plainly"
    assert rows(lint.lint(moved, "a.md", checked=memo)) == [
        ("URI002", 32, 35, unreserved.format("7E"), (Edit(32, 35, "~"),)),
        ("URI002", 57, 60, unreserved.format("7e"), (Edit(57, 60, "~"),)),
        ("URI006", 84, 87, "'%zz': '%' not followed by two hex digits; write the '%' as '%25'", (Edit(84, 87, "%25zz"),)),
        ("URI002", 114, 117, unreserved.format("7e"), (Edit(114, 117, "~"),)),
    ]


def test_a_remembered_span_is_judged_again_where_it_stands() -> None:
    """The rules' results are reused; whether a fix is safe there is not
    (here: beside another spelling of the same URI, spellings.py)."""
    alone = "https://e.org/a%7eb\n"
    beside = "https://e.org/a%7eb\nhttps://e.org/a~b\n"
    memo: dict = {}
    lint = linter()
    assert [f.fix.applicability for f in lint.lint(alone, "a.txt", checked=memo)] == [Applicability.SAFE]
    assert [f.fix.applicability for f in lint.lint(beside, "a.txt", checked=memo)] == [Applicability.UNSAFE]


def test_a_plugins_results_are_not_remembered() -> None:
    """A plugin's check may depend on more than its Uri."""
    calls = []

    def check(uri):
        calls.append(uri.start)
        yield from ()

    built_in = RULES["URI001"]
    plugin = built_in._replace(code="XYZ001", origin="plugin example", check=check)
    text = "https://e.org/a%2f https://e.org/a%2f\n"
    memo: dict = {}
    for _ in range(2):
        spans = linter().spans(text, "a.txt")
        span_findings(text, spans, [(plugin, None)], lambda: ("text", None), "a.txt", memo)
    assert calls == [0, 19, 0, 19] and memo == {}
    span_findings(text, spans, [(built_in, None)], lambda: ("text", None), "a.txt", memo)
    assert [[(rule.code, v.start, v.end) for rule, v in found] for found in memo.values()] == [[("URI001", 15, 18)]]


def test_a_fix_whose_later_round_finds_what_the_first_made_is_the_same_with_the_memo() -> None:
    """The double encoding "%257e" is undone (unsafe) in the first round,
    and the "%7e" it leaves is decoded in the next: each round's text is
    linted with the memo of the rounds before, which holds the first
    round's spans, not the second's."""
    text = "[a](https://e.org/%257e/b%2fc) https://e.org/%257e/b%2fc\n"
    assert linter().fix(text, "a.md").text == "[a](https://e.org/%257e/b%2Fc) https://e.org/%257e/b%2Fc\n"
    assert linter().fix(text, "a.md", unsafe=True).text == "[a](https://e.org/~/b%2Fc) https://e.org/~/b%2Fc\n"


def test_moving_a_violation_moves_its_fix() -> None:
    from urilint.model import Violation
    from urilint.span_checks import _moved

    v = Violation(10, 13, "m", Fix((Edit(10, 13, "~"), Edit(20, 20, "x")), Applicability.SAFE))
    assert _moved(v, -10) == Violation(0, 3, "m", Fix((Edit(0, 3, "~"), Edit(10, 10, "x")), Applicability.SAFE))
    assert _moved(Violation(4, 5, "n"), 3) == Violation(7, 8, "n")
