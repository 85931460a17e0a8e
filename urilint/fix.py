"""Apply fixes to a fixpoint and prove the result equivalent.

Each round lints, takes the fixes of the wanted applicability, drops any
that overlap an edit already taken, splices them in one pass, and checks
that extraction still finds the same URIs and that every URI changed only
by safe edits is equivalent to its original (RFC 3986 6.2.2). A failed
check or a fix loop that does not settle is an error: the text is not
changed.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from .model import Applicability, Edit, Finding, UriSpan
from .normal import equivalent
from .uri import Uri

MAX_ROUNDS = 10


class FixError(Exception):
    """The fixes could not be proven safe, or did not converge."""


class FixResult(NamedTuple):
    text: str
    fixed: int  # findings repaired
    remaining: list[Finding]


Lint = Callable[[str], "list[Finding]"]
Spans = Callable[[str], "list[UriSpan]"]


def fix_text(text: str, lint: Lint, spans: Spans, unsafe: bool = False) -> FixResult:
    """Repair `text` as far as the selected fixes allow."""
    fixed = 0
    for _ in range(MAX_ROUNDS):
        findings = lint(text)
        chosen = _choose(findings, unsafe)
        if not chosen:
            return FixResult(text, fixed, findings)
        edits = sorted(e for f in chosen for e in f.fix.edits)  # type: ignore[union-attr]
        new_text = splice(text, edits)
        _verify(text, new_text, edits, chosen, spans)
        text = new_text
        fixed += len(chosen)
    raise FixError(f"fixes did not settle after {MAX_ROUNDS} rounds (a bug in a rule: please report it)")


def splice(text: str, edits: list[Edit]) -> str:
    """Apply sorted, non-overlapping edits in one pass."""
    out: list[str] = []
    pos = 0
    for edit in edits:
        out.append(text[pos : edit.start])
        out.append(edit.replacement)
        pos = edit.end
    out.append(text[pos:])
    return "".join(out)


def _choose(findings: list[Finding], unsafe: bool) -> list[Finding]:
    chosen: list[Finding] = []
    taken_end = -1
    for finding in sorted(findings, key=lambda f: (f.fix.edits[0].start if f.fix and f.fix.edits else f.start)):
        fix = finding.fix
        if fix is None or not fix.edits:
            continue
        if fix.applicability is Applicability.UNSAFE and not unsafe:
            continue
        edits = sorted(fix.edits)
        if edits[0].start < taken_end:
            continue
        chosen.append(finding)
        taken_end = edits[-1].end
    return chosen


def _verify(old: str, new: str, edits: list[Edit], chosen: list[Finding], spans: Spans) -> None:
    old_spans = spans(old)
    new_spans = spans(new)
    expected = _shift(old_spans, edits)
    if [(s.start, s.end) for s in expected] != [(s.start, s.end) for s in new_spans]:
        raise FixError("a fix would change where a URI starts or ends; file left unchanged")
    unsafe_uris = {
        f.uri_start for f in chosen if f.fix and f.fix.applicability is Applicability.UNSAFE
    }
    for before, after in zip(old_spans, new_spans):
        if before.start in unsafe_uris:
            continue
        if old[before.start : before.end] == new[after.start : after.end]:
            continue
        if not equivalent(Uri(old, before), Uri(new, after)):
            raise FixError(
                f"fixed URI {new[after.start:after.end]!r} is not equivalent to "
                f"{old[before.start:before.end]!r}; file left unchanged"
            )


def _shift(spans: list[UriSpan], edits: list[Edit]) -> list[UriSpan]:
    """Where each span lands after `edits` (sorted, non-overlapping; each
    inside or outside every span). One merge pass over spans and edits
    sorted by start: linear, where a loop over all edits per span was
    quadratic on a file with many URIs."""
    shifted: list[UriSpan] = []
    before = 0  # total size change of the edits wholly before the span
    i = 0
    for span in sorted(spans, key=lambda s: s.start):
        while i < len(edits) and edits[i].end <= span.start:
            before += len(edits[i].replacement) - (edits[i].end - edits[i].start)
            i += 1
        inside = 0
        j = i
        while j < len(edits) and edits[j].start < span.end:
            inside += len(edits[j].replacement) - (edits[j].end - edits[j].start)
            j += 1
        shifted.append(span._replace(start=span.start + before, end=span.end + before + inside))
    return shifted
