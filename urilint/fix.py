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
from .uri.equivalence import equivalent
from .uri import Uri

MAX_ROUNDS = 10


class FixError(Exception):
    """The fixes could not be proven safe, or did not converge."""


class FixResult(NamedTuple):
    text: str
    fixed: int  # findings repaired
    remaining: list[Finding]
    codes: tuple[tuple[str, str], ...] = ()  # (code, name) of each repaired finding


Lint = Callable[[str], "list[Finding]"]
Spans = Callable[[str], "list[UriSpan]"]


def fix_text(text: str, lint: Lint, spans: Spans, unsafe: bool = False) -> FixResult:
    """Repair `text` as far as the selected fixes allow."""
    fixed = 0
    codes: list[tuple[str, str]] = []
    produced: list[tuple[int, int]] = []  # text written by earlier rounds' edits
    for _ in range(MAX_ROUNDS):
        findings = lint(text)
        chosen = _choose(findings, unsafe, produced)
        if not chosen:
            return FixResult(text, fixed, findings, tuple(codes))
        edits = sorted(e for f in chosen for e in f.fix.edits)  # type: ignore[union-attr]
        new_text = splice(text, edits)
        _verify(text, new_text, edits, chosen, spans)
        produced = _produced_after(produced, edits)
        text = new_text
        fixed += len(chosen)
        codes.extend((f.code, f.name) for f in chosen)
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


def _choose(findings: list[Finding], unsafe: bool, produced: list[tuple[int, int]]) -> list[Finding]:
    """The fixes to apply this round: wanted, not overlapping each other,
    and, for unsafe ones, not reading text an earlier round wrote (an unsafe
    guess about a safe fix's output could undo it: ``%3`` -> ``%253`` must
    not then be read as the double encoding ``%2530``). Where fixes start
    at the same place, an unsafe one (when wanted) goes first: it replaces
    what the safe one would only tidy (``%e4``: Latin-1 repair, not case)."""
    chosen: list[Finding] = []
    taken_end = -1

    def order(f: Finding) -> tuple[int, int]:
        start = f.fix.edits[0].start if f.fix and f.fix.edits else f.start
        return start, 0 if f.fix and f.fix.applicability is Applicability.UNSAFE else 1

    for finding in sorted(findings, key=order):
        fix = finding.fix
        if fix is None or not fix.edits:
            continue
        if fix.applicability is Applicability.UNSAFE and (
            not unsafe or any(a < finding.end and finding.start < b for a, b in produced)
        ):
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


def _produced_after(produced: list[tuple[int, int]], edits: list[Edit]) -> list[tuple[int, int]]:
    """Ranges of text written by edits, in the coordinates after `edits`:
    earlier ranges that no edit touched, shifted, plus each edit's output."""
    result: list[tuple[int, int]] = []
    delta = 0
    position = 0  # index into the sorted earlier ranges
    ordered = sorted(produced)
    for edit in edits:
        while position < len(ordered) and ordered[position][1] <= edit.start:
            a, b = ordered[position]
            result.append((a + delta, b + delta))
            position += 1
        while position < len(ordered) and ordered[position][0] < edit.end:
            position += 1  # rewritten by this edit: its output below covers it
        result.append((edit.start + delta, edit.start + delta + len(edit.replacement)))
        delta += len(edit.replacement) - (edit.end - edit.start)
    result.extend((a + delta, b + delta) for a, b in ordered[position:])
    return result


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
