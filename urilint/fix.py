"""Apply fixes to a fixpoint and prove the result equivalent.

Each round lints, takes the fixes of the wanted applicability, drops any
that overlap an edit already taken, splices them in one pass, and checks
that extraction still finds the same URIs and that every URI changed only
by safe edits is equivalent to its original (RFC 3986 6.2.2). A fix that
fails the check is dropped alone, and its finding is reported with the
reason and without a fix; the other fixes of the file still apply. A fix
loop that does not settle is an error: the text is not changed.
"""

from __future__ import annotations

import bisect

from .model import Applicability, Edit, Finding, UriSpan
from .records import NamedTuple
from .uri.decoded import reading
from .uri.equivalence import equivalent

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Callable

MAX_ROUNDS = 10


class FixError(Exception):
    """The fixes could not be proven safe, or did not converge."""


class FixResult(NamedTuple):
    text: str
    fixed: int  # findings repaired
    remaining: list[Finding]  # a refused fix's finding says why, and has no fix
    codes: tuple[tuple[str, str], ...] = ()  # (code, name) of each repaired finding


if TYPE_CHECKING:
    Lint = Callable[[str], "list[Finding]"]
    Spans = Callable[[str], "list[UriSpan]"]
    # The spans of a text made by edits, given the text before, its spans and
    # the edits: what Spans gives for it, found with less work (or by Spans).
    Edited = Callable[[str, "list[UriSpan]", str, "list[Edit]"], "list[UriSpan]"]
# A fix, told apart from others wherever its URI moves: rule code, URI text,
# and edits relative to the URI's start.
FixKey = tuple[str, str, tuple[tuple[int, int, str], ...]]


def fix_text(text: str, lint: Lint, spans: Spans, unsafe: bool = False, edited: Edited | None = None) -> FixResult:
    """Repair `text` as far as the selected fixes allow. `edited`, when
    given, must return exactly what `spans` would for the edited text."""
    if edited is None:
        edited = _whole(spans)
    fixed = 0
    codes: list[tuple[str, str]] = []
    produced: list[tuple[int, int]] = []  # text written by earlier rounds' edits
    refused: dict[FixKey, str] = {}  # fixes that failed verification, and why
    for _ in range(MAX_ROUNDS):
        findings = _mark_refused(text, lint(text), refused)
        chosen = _choose(text, findings, unsafe, produced)
        if not chosen:
            return FixResult(text, fixed, findings, tuple(codes))
        chosen, rejected = _screen(text, chosen, spans, edited)
        for finding, reason in rejected:
            refused[_key(text, finding)] = reason
        if not chosen:
            continue
        edits = _edits(chosen)
        produced = _produced_after(produced, edits, text)
        text = splice(text, edits)
        fixed += len(chosen)
        codes.extend((f.code, f.name) for f in chosen)
    raise FixError(f"fixes did not settle after {MAX_ROUNDS} rounds (a bug in a rule: please report it)")


def _edits(chosen: list[Finding]) -> list[Edit]:
    return sorted(e for f in chosen for e in f.fix.edits)  # type: ignore[union-attr]


def _key(text: str, finding: Finding) -> FixKey:
    base = finding.uri_start
    edits = tuple((e.start - base, e.end - base, e.replacement) for e in finding.fix.edits)  # type: ignore[union-attr]
    return finding.code, text[base : finding.uri_end], edits


def _mark_refused(text: str, findings: list[Finding], refused: dict[FixKey, str]) -> list[Finding]:
    """`findings`, those whose fix was refused without it and saying why."""
    if not refused:
        return findings
    marked = []
    for finding in findings:
        reason = refused.get(_key(text, finding)) if finding.fix is not None else None
        if reason is not None:
            finding = finding._replace(fix=None, message=f"{finding.message} (fix not applied: {reason})")
        marked.append(finding)
    return marked


def _whole(spans: Spans) -> Edited:
    return lambda old, old_spans, new, edits: spans(new)


def _screen(
    text: str, chosen: list[Finding], spans: Spans, edited: Edited
) -> tuple[list[Finding], list[tuple[Finding, str]]]:
    """The chosen fixes that pass verification together, and those that
    fail it alone with the reason. The usual case costs one check; a
    failure is found by halves (`_culprits`)."""
    reason = _problem(text, chosen, spans, edited)
    if reason is None:
        return chosen, []
    passed, rejected = _culprits(text, chosen, spans, edited, reason)
    if passed and _problem(text, passed, spans, edited) is not None:
        # Fixes that pass alone but not together: take them one by one.
        together: list[Finding] = []
        for finding in passed:
            reason = _problem(text, together + [finding], spans, edited)
            if reason is None:
                together.append(finding)
            else:
                rejected.append((finding, reason))
        passed = together
    return passed, rejected


def _culprits(
    text: str, chosen: list[Finding], spans: Spans, edited: Edited, reason: str
) -> tuple[list[Finding], list[tuple[Finding, str]]]:
    """`chosen`, whose fixes fail verification together for `reason`, split
    into the fixes that pass in their half and those that fail alone,
    halving: k failing fixes of n cost about 2k log n checks, each of
    which may extract the whole text again (one check per fix made --fix
    quadratic: a 1.1 MB JSON file with one refused fix of 166 took 25 s,
    sweep 123)."""
    if len(chosen) == 1:
        return [], [(chosen[0], reason)]
    passed: list[Finding] = []
    rejected: list[tuple[Finding, str]] = []
    half = len(chosen) // 2
    for part in (chosen[:half], chosen[half:]):
        problem = _problem(text, part, spans, edited)
        if problem is None:
            passed.extend(part)
        else:
            more_passed, more_rejected = _culprits(text, part, spans, edited, problem)
            passed.extend(more_passed)
            rejected.extend(more_rejected)
    return passed, rejected


def _problem(text: str, chosen: list[Finding], spans: Spans, edited: Edited) -> str | None:
    edits = _edits(chosen)
    return _verify(text, splice(text, edits), edits, chosen, spans, edited)


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


def _choose(text: str, findings: list[Finding], unsafe: bool, produced: list[tuple[int, int]]) -> list[Finding]:
    """The fixes to apply this round: wanted, not overlapping each other,
    and, for unsafe ones, not rewriting text an earlier round wrote (an
    unsafe guess about a safe fix's output could undo it: ``%3`` -> ``%253``
    must not then be read as the double encoding ``%2530``); an edit that
    writes again what it replaces (``%sA`` -> ``%25sA`` after ``%41`` was
    decoded) rewrites only what differs. Unsafe fixes (when
    wanted) are taken first: one that overlaps a safe fix replaces what the
    safe one would only tidy (``%u00E4`` inside URI001's range of lowercase
    triplets), and the safe fix applies to the result in the next round."""
    first: list[Finding] = []
    then: list[Finding] = []
    for finding in findings:
        fix = finding.fix
        if fix is None or not fix.edits:
            continue
        if fix.applicability is Applicability.UNSAFE:
            # By its edits, not its range: one finding covers a URI's first to
            # last offending character, and may span text written meanwhile.
            rewritten = [_rewritten(text, e) for e in fix.edits] if produced else []
            if unsafe and not any(a < end and start < b for start, end in rewritten for a, b in produced):
                first.append(finding)
        else:
            then.append(finding)
    chosen: list[Finding] = []
    starts: list[int] = []  # the taken edits, sorted and disjoint
    ends: list[int] = []

    def free(low: int, high: int) -> bool:
        i = bisect.bisect_right(starts, low)
        return not ((i > 0 and ends[i - 1] > low) or (i < len(starts) and starts[i] < high))

    for group in (first, then):
        for finding in sorted(group, key=lambda f: min(f.fix.edits).start):  # type: ignore[union-attr]
            edits = finding.fix.edits  # type: ignore[union-attr]
            if not all(free(e.start, max(e.end, e.start + 1)) for e in edits):
                continue
            for e in edits:
                i = bisect.bisect_right(starts, e.start)
                starts.insert(i, e.start)
                ends.insert(i, max(e.end, e.start + 1))
            chosen.append(finding)
    return chosen


def _verify(old: str, new: str, edits: list[Edit], chosen: list[Finding], spans: Spans, edited: Edited) -> str | None:
    """Why the fixes that made `new` from `old` cannot be proven safe, or None."""
    old_spans = spans(old)
    new_spans = edited(old, old_spans, new, edits)
    if _shift(old_spans, edits) != [(s.start, s.end) for s in new_spans]:
        return "it would change where a URI starts or ends"
    unsafe_uris = {
        f.uri_start for f in chosen if f.fix and f.fix.applicability is Applicability.UNSAFE
    }
    for before, after in zip(old_spans, new_spans):
        if before.start in unsafe_uris:
            continue
        if old[before.start : before.end] == new[after.start : after.end]:
            continue
        if not equivalent(reading(old, before), reading(new, after)):
            return f"the fixed URI {new[after.start:after.end]!r} is not equivalent to the original"
    return None


def _produced_after(produced: list[tuple[int, int]], edits: list[Edit], text: str) -> list[tuple[int, int]]:
    """Ranges of text written by edits, in the coordinates after `edits`:
    earlier ranges that no edit touched, shifted, plus the part of each
    edit's output that differs from what it replaced (an edit of a whole
    range re-emits its unchanged characters: they were not written)."""
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
        head, tail = _kept(text[edit.start : edit.end], edit.replacement)
        if head < len(edit.replacement) - tail:
            result.append((edit.start + delta + head, edit.start + delta + len(edit.replacement) - tail))
        delta += len(edit.replacement) - (edit.end - edit.start)
    result.extend((a + delta, b + delta) for a, b in ordered[position:])
    return result


def _kept(old: str, new: str) -> tuple[int, int]:
    """How many characters `new` keeps of `old` at its start and its end
    (an edit of a whole range re-emits its unchanged characters)."""
    head = 0
    while head < min(len(old), len(new)) and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < min(len(old), len(new)) - head and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    return head, tail


def _rewritten(text: str, edit: Edit) -> tuple[int, int]:
    """The range of `text` that `edit` changes (a point where it only
    inserts): its range less what it writes again unchanged."""
    head, tail = _kept(text[edit.start : edit.end], edit.replacement)
    return edit.start + head, edit.end - tail


def _shift(spans: list[UriSpan], edits: list[Edit]) -> list[tuple[int, int]]:
    """Where each span (start, end) lands after `edits` (sorted,
    non-overlapping; each inside or outside every span). One merge pass
    over spans and edits sorted by start: linear, where a loop over all
    edits per span was quadratic on a file with many URIs."""
    shifted: list[tuple[int, int]] = []
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
        shifted.append((span.start + before, span.end + before + inside))
    return shifted
