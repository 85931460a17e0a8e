"""The URI rules over one text's spans: each span gated by its characters,
its Uri built and checked by the rules those characters can trigger, and
each fix judged where the span stands (policy.judged).

A rule sees only its Uri: the span's own characters, its fields and the
file's policy. `--fix` lints each round's text again, mostly unchanged (a
fix rewrites a few URIs): a `Checked` memo, kept for one fix, holds what
the rules yielded for a span, by its characters and its fields relative
to its start, and the same span found again reuses it, moved to where it
stands now. Judging the fix reads the text around the span, so it is
done again each time. Only the built-in rules' results are kept: a
plugin's check may depend on more than its Uri.
"""

from __future__ import annotations

from .model import Edit, Finding, Fix, UriSpan, Violation
from .policy import cap, judged

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Callable, Dict, List, Tuple

    from .policy import FilePolicy
    from .registry import Rule

    # A span's characters and its fields relative to its start -> what its
    # rules yielded, offsets relative to its start.
    Checked = Dict[Tuple[Any, ...], List[Tuple[Rule, Violation]]]

BUILT_IN = "built-in"  # a Rule's origin (registry.load_rules)


def span_findings(
    text: str,
    spans: list[UriSpan],
    rule_gates: list[tuple[Rule, Any]],
    policy_of: Callable[[], tuple[str, FilePolicy]],
    filename: str,
    checked: Checked | None = None,
) -> list[Finding]:
    """The findings of the rules in `rule_gates` (each with its trigger's
    pattern, or None: it runs on every span) over `spans`; `policy_of`
    gives the file type and policy, asked for once, when a rule first runs.
    `checked`, when given, is read and filled (see the module's doc)."""
    from .uri import Uri  # here: a run the cache answers lints nothing

    findings: list[Finding] = []
    kind = ""
    policy: FilePolicy | None = None
    for span in spans:
        # An attribute value with character references: rules read it
        # decoded, and what they yield is mapped back (uri/decoded.py).
        read = _reading(text, span) if span.decoded else None
        seen, low, high = (text, span.start, span.end) if read is None else (read.text, 0, len(read.text))
        rules = [rule for rule, gate in rule_gates if gate is None or gate.search(seen, low, high)]
        if not rules:
            continue
        if policy is None:
            kind, policy = policy_of()
        key = _key(text, span) if checked is not None and read is None else None
        yielded = checked.get(key) if key is not None else None  # type: ignore[union-attr]
        if yielded is not None:
            found = [(rule, _moved(v, span.start)) for rule, v in yielded]
        else:
            uri = Uri(text, span, policy) if read is None else read.uri(policy)
            found = [(rule, v if read is None else read.violation(v)) for rule in rules for v in rule.check(uri)]
            if key is not None and all(rule.origin == BUILT_IN for rule in rules):
                checked[key] = [(rule, _moved(v, -span.start)) for rule, v in found]  # type: ignore[index]
        for rule, v in found:
            fix, message, start = v.fix, v.message, v.start
            if fix is not None:
                fix, message, start = judged(text, span, cap(rule.fixes, span.context, fix), kind, filename, message, start)
            findings.append(Finding(rule.code, rule.name, start, v.end, message, fix, span.start, span.end))
    return findings


def _key(text: str, span: UriSpan) -> tuple[Any, ...]:
    """`span` told apart wherever it stands: its characters, and its
    fields with their offsets made relative to its start."""
    start = span.start
    opaque = tuple((a - start, b - start) for a, b in span.opaque) if span.opaque else ()
    ambiguous = tuple((a - start, b - start) for a, b in span.ambiguous) if span.ambiguous else ()
    return text[start : span.end], opaque, span.delimited, span.reference, span.context, ambiguous


def _moved(violation: Violation, by: int) -> Violation:
    """`violation` with its offsets and its fix's moved by `by`."""
    fix = violation.fix
    if fix is not None:
        fix = Fix(tuple(Edit(e.start + by, e.end + by, e.replacement) for e in fix.edits), fix.applicability)
    return Violation(violation.start + by, violation.end + by, violation.message, fix)


def _reading(text: str, span: UriSpan) -> Any:
    from .uri.decoded import Reading

    return Reading(text, span)
