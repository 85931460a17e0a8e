"""Lint one text: spans -> rules -> suppressions -> findings."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from .model import Finding, UriSpan
from .registry import Rule
from .uri import Uri

if TYPE_CHECKING:
    import regex

# The scanners, suppressions and the `regex` module are imported on first
# use: a run the cache answers completely never lints, and importing them
# (with their patterns) is ~15 ms of such a run.

# File types whose scanner finds bare URIs only, by their scheme markers:
# content holding none of those markers (nor a suppression comment, which
# can be an error) has no findings, so it need not even be decoded.
BARE_ONLY = frozenset(("code", "data", "text"))


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
        # What the cache compares: the same fingerprint gives the same findings.
        self.fingerprint = repr((
            [r.code for r in self.rules], sorted(schemes) if schemes is not None else None, sorted(self.file_types.items()),
        ))
        # may_find's searches, by whether ":\/\/" counts: compiled on first use.
        self._markers: dict[bool, re.Pattern[bytes] | None] = {}
        # self.gate and self.rule_gates: compiled on first use (__getattr__).

    def __getattr__(self, name: str) -> Any:
        """Compile the gates when first asked for: one search decides "no
        rule can fire" for most URIs; when it hits, each rule's own trigger
        decides whether it runs."""
        if name not in ("gate", "rule_gates"):
            raise AttributeError(name)
        triggers = [rule.trigger for rule in self.rules]
        self.gate: re.Pattern[str] | None = None if None in triggers or not triggers else _gate(triggers)  # type: ignore[arg-type]
        self.rule_gates: list[tuple[Rule, regex.Pattern[str] | None]] = [
            (rule, None if rule.trigger is None else _char_class([rule.trigger])) for rule in self.rules
        ]
        return getattr(self, name)

    def may_find(self, data: bytes, filename: str) -> bool:
        """False when undecoded UTF-8 `data` surely has no findings and no
        suppression comment: its file type finds bare URIs only and none of
        their markers occurs (ASCII markers match the same in bytes and in
        the decoded text, undecodable bytes never being ASCII)."""
        from .scan import file_type_for

        kind = file_type_for(filename, self.file_types)
        if kind not in BARE_ONLY:
            return True
        # JSON may escape the slashes: "https:\/\/example.com". Only the
        # data scanner looks for that.
        escaped = kind == "data"
        if escaped not in self._markers:
            self._markers[escaped] = _markers(self.schemes, escaped)
        pattern = self._markers[escaped]
        return pattern is None or pattern.search(data) is not None

    def spans(self, text: str, filename: str) -> list[UriSpan]:
        from .scan import extract

        return extract(text, filename, self.schemes, self.file_types)

    def lint(self, text: str, filename: str) -> list[Finding]:
        """All findings in `text`, sorted by position then code.

        Raises SuppressionError for a suppression comment naming an
        unknown code.
        """
        from .suppress import find_suppressions

        suppressions = find_suppressions(text, self.known_codes)
        if suppressions.whole_file:
            return []
        findings: list[Finding] = []
        spans = self.spans(text, filename)
        gate = self.gate
        if gate is not None:  # most URIs are plain ASCII, no "%", nothing disallowed
            search = gate.search
            spans = [span for span in spans if search(text, span.start, span.end) is not None]
        for span in spans:
            rules = [rule for rule, g in self.rule_gates if g is None or g.search(text, span.start, span.end)]
            if not rules:
                continue
            uri = Uri(text, span)
            for rule in rules:
                for v in rule.check(uri):
                    findings.append(
                        Finding(rule.code, rule.name, v.start, v.end, v.message, v.fix, span.start, span.end)
                    )
        if suppressions.by_line and findings:
            from .positions import LineIndex

            index = LineIndex(text)
            findings = [
                f for f in findings if not suppressions.hides(index.line_col(f.start)[0], f.code)
            ]
        findings.sort(key=lambda f: (f.start, f.code))
        return findings


def _markers(schemes: frozenset[str] | None, escaped_slashes: bool) -> re.Pattern[bytes] | None:
    """One search for everything may_find looks for, or None when every
    file must be scanned: "://" (always: a superset even when only opaque
    schemes are selected), ":\\/\\/" with `escaped_slashes`, each opaque
    scheme's "name:" in any letter case (the scanner tries a few cases),
    and "urilint:" for suppression comments.

    Written as a ":" followed by a check of what comes after or before it,
    with `re`: a pattern that starts with one literal byte is searched with
    memchr, one pass over the data about four times as fast as the
    separate searches for each marker it replaces."""
    opaque = {"mailto"} if schemes is None else set(schemes)  # any may be opaque
    if not all(s.isascii() for s in opaque):  # cannot be told in bytes
        return None
    after = [b"//"] + ([re.escape(b"\\/\\/")] if escaped_slashes else [])
    before = [b"urilint:"] + [_any_case(s) + b":" for s in sorted(opaque)]
    return re.compile(b":(?:" + b"|".join(after + [b"(?<=" + b + b")" for b in before]) + b")")


def _any_case(name: str) -> bytes:
    """A fixed-width `re` pattern of ASCII `name` in any letter case."""
    return b"".join(
        b"[" + c.lower().encode() + c.upper().encode() + b"]" if c.isalpha() else re.escape(c.encode()) for c in name
    )


def _char_class(bodies: list[str]) -> regex.Pattern[str]:
    """One character class matching any character of the class `bodies`.

    Compiled with `regex`: `re` takes ~4 ms per class holding a range as
    wide as ``\\x80-\\U0010FFFF`` (non-ASCII), `regex` ~0.1 ms."""
    import regex

    joined = "".join(bodies)
    return regex.compile(f"[{chr(92) if joined.startswith('^') else ''}{joined}]")


def _gate(bodies: list[str]) -> re.Pattern[str]:
    """A class matching every character of the class `bodies` and any
    non-ASCII character: exact on ASCII, a superset beyond (the per-rule
    gates then decide). Written as the negation of the ASCII characters
    none of `bodies` matches, which `re` compiles in microseconds and
    searches about twice as fast as `regex` searches the exact class."""
    exact = _char_class(bodies)
    quiet = "".join(f"\\x{code:02x}" for code in range(128) if exact.match(chr(code)) is None)
    return re.compile(f"[^{quiet}]") if quiet else re.compile(r"[\s\S]")
