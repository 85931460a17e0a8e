"""Invariants every input must satisfy, shared by the hypothesis tests, the
crash regression tests and the atheris targets under fuzz/.

Each function raises AssertionError (or the underlying exception) when an
invariant is broken and returns normally otherwise.
"""

from __future__ import annotations

import urilint
from urilint.engine import Linter
from urilint.config import Settings
from urilint.registry import select_rules
from urilint.fix import FixError
from urilint.model import Applicability
from urilint.uri.equivalence import equivalent
from urilint.registry import load_rules
from urilint.uri import Uri

FILENAMES = ("notes.txt", "README.md", "index.html", "app.py", "conf.yaml", "api.rst")

_RULES = load_rules(plugins=False)
# Every built-in rule, also the ones off by default: fuzz them all.
LINTER = Linter(select_rules(Settings(select=("ALL",)), _RULES), _RULES)
# The rules on by default: what `urilint check --fix` runs.
DEFAULT_LINTER = Linter(select_rules(Settings(), _RULES), _RULES)


def check_spans(text: str, filename: str, linter: Linter = LINTER) -> None:
    """Spans are in bounds, sorted, disjoint, their opaque ranges inside."""
    spans = linter.spans(text, filename)
    last_end = 0
    for span in spans:
        assert last_end <= span.start < span.end <= len(text), (span, last_end)
        last_end = span.end
        previous = span.start
        for start, end in span.opaque:
            assert previous <= start < end <= span.end, (span, start, end)
            previous = end


def check_findings(text: str, filename: str, linter: Linter = LINTER) -> None:
    """Findings and their edits lie inside the URI they were found in."""
    for finding in linter.lint(text, filename):
        assert 0 <= finding.uri_start <= finding.start <= finding.end <= finding.uri_end <= len(text), finding
        if finding.fix is not None:
            for edit in finding.fix.edits:
                assert finding.uri_start <= edit.start <= edit.end <= finding.uri_end, (finding, edit)


def fix(text: str, filename: str, unsafe: bool = False, linter: Linter = LINTER) -> str:
    return linter.fix(text, filename, unsafe).text


def check_fix(text: str, filename: str, unsafe: bool = False, linter: Linter = LINTER) -> str:
    """Fixing is idempotent, touches only reported ranges and (safe fixes)
    keeps every URI equivalent to its original. Returns the fixed text.

    A FixError is the engine refusing a fix it cannot prove: the text is
    left alone, which is safe, but for generated input it means a rule
    proposed a bad fix, so it fails here too.
    """
    findings = linter.lint(text, filename)
    fixed = fix(text, filename, unsafe, linter)
    assert fix(fixed, filename, unsafe, linter) == fixed, "fix is not idempotent"
    _assert_only_inside(text, fixed, [(f.start, f.end) for f in findings])
    if not unsafe:
        before = linter.spans(text, filename)
        after = linter.spans(fixed, filename)
        assert len(before) == len(after), (before, after)
        for old, new in zip(before, after):
            assert equivalent(Uri(text, old), Uri(fixed, new)), (text[old.start : old.end], fixed[new.start : new.end])
    return fixed


def _assert_only_inside(old: str, new: str, ranges: list[tuple[int, int]]) -> None:
    """`new` keeps, in order, every stretch of `old` outside `ranges`."""
    if old == new:
        return
    merged: list[list[int]] = []
    for start, end in sorted(ranges):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    assert merged, "text changed but nothing was reported"
    kept = []
    pos = 0
    for start, end in merged:
        kept.append(old[pos:start])
        pos = end
    kept.append(old[pos:])
    assert new.startswith(kept[0]) and new.endswith(kept[-1]), "changed outside the reported ranges"
    at = len(kept[0])
    for piece in kept[1:-1]:
        found = new.find(piece, at)
        assert found >= 0, f"changed outside the reported ranges: {piece!r} lost"
        at = found + len(piece)
    assert at <= len(new) - len(kept[-1]), "changed outside the reported ranges"


def check_all(text: str, filename: str, linter: Linter = LINTER) -> None:
    """Every invariant, safe and unsafe fixes."""
    check_spans(text, filename, linter)
    check_findings(text, filename, linter)
    check_fix(text, filename, linter=linter)
    check_fix(text, filename, unsafe=True, linter=linter)
    # The public API agrees with the shared linter (default rules only).
    urilint.lint_text(text, filename)


__all__ = ["DEFAULT_LINTER", "FILENAMES", "FixError", "check_all", "check_findings", "check_fix", "check_spans", "fix", "Applicability"]
