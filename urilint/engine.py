"""Lint one text: spans -> rules -> suppressions -> findings."""

from __future__ import annotations

from typing import Iterable, Mapping

from .model import Finding, UriSpan
from .positions import LineIndex
from .registry import Rule
from .scan import extract
from .suppress import find_suppressions
from .uri import Uri


class Linter:
    """Runs a fixed set of rules over texts."""

    def __init__(
        self,
        rules: Iterable[Rule],
        known_codes: Iterable[str],
        schemes: frozenset[str] | None = None,
        file_types: Mapping[str, str] | None = None,
    ) -> None:
        self.rules = tuple(rules)
        self.known_codes = frozenset(known_codes)
        self.schemes = schemes
        self.file_types = dict(file_types or {})

    def spans(self, text: str, filename: str) -> list[UriSpan]:
        return extract(text, filename, self.schemes, self.file_types)

    def lint(self, text: str, filename: str) -> list[Finding]:
        """All findings in `text`, sorted by position then code.

        Raises SuppressionError for a suppression comment naming an
        unknown code.
        """
        suppressions = find_suppressions(text, self.known_codes)
        if suppressions.whole_file:
            return []
        findings: list[Finding] = []
        for span in self.spans(text, filename):
            uri = Uri(text, span)
            for rule in self.rules:
                for v in rule.check(uri):
                    findings.append(
                        Finding(rule.code, rule.name, v.start, v.end, v.message, v.fix, span.start, span.end)
                    )
        if suppressions.by_line and findings:
            index = LineIndex(text)
            findings = [
                f for f in findings if not suppressions.hides(index.line_col(f.start)[0], f.code)
            ]
        findings.sort(key=lambda f: (f.start, f.code))
        return findings
