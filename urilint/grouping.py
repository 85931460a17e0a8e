"""One finding per URI and rule: a rule's offending spots merged into one Violation.

The range runs from the first spot to the last; the message counts the
spots and names the first few; the fix has one edit per spot, so its one
replacement for the whole range (model.replacement_of) re-emits everything
between the spots as it is, and the fix engine knows exactly which
characters it wrote. The fix's
Applicability is the least safe of its spots' (policy.py); a spot without a
replacement is re-emitted unchanged, so its finding stays after the fix.
"""

from __future__ import annotations


from .model import Applicability, Edit, Fix, Violation
from .policy import FixKind, applicability
from .records import NamedTuple
from .uri import Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterable

SHOWN = 3  # spots a message names before "…"


class Spot(NamedTuple):
    """One offending stretch of a URI and what a fix would write there."""

    start: int
    end: int
    shown: str  # how a message names it ("%c3", "space")
    replacement: str | None  # None: this spot has no fix
    kind: FixKind = FixKind.EQUIVALENCE
    message: str = ""  # the whole message when it is the only spot (overrides `single`)


def one_finding(uri: Uri, spots: Iterable[Spot], single: str, plural: str, advice: str) -> Violation | None:
    """The one Violation for `spots` (sorted, not overlapping), or None.

    `single` is the message when there is one spot (it may use ``{shown}``
    and ``{replacement}``); several give ``"{n} {plural}: a, b (2 times), c, …; {advice}"`` (named()).
    """
    spots = list(spots)
    if not spots:
        return None
    first, last = spots[0], spots[-1]
    if len(spots) == 1 and first.message:
        message = first.message
    elif len(spots) == 1:
        message = single.format(shown=first.shown, replacement=first.replacement)
    else:
        message = f"{len(spots)} {plural}: {named(s.shown for s in spots)}; {advice}"
    fixable = [s for s in spots if s.replacement is not None]
    if not fixable:
        return Violation(first.start, last.end, message)
    safety = Applicability.SAFE
    if any(applicability(s.kind, uri.span.context) is Applicability.UNSAFE for s in fixable):
        safety = Applicability.UNSAFE
    edits = tuple(Edit(s.start, s.end, s.replacement) for s in fixable if s.replacement is not None)
    return Violation(first.start, last.end, message, Fix(edits, safety))


def named(shown: Iterable[str], separator: str = ", ") -> str:
    """The first few distinct names in `shown`, each once with its count
    when repeated (``%2E (3 times), %7E``), then "…" when more follow;
    `separator` between them."""
    counts: dict[str, int] = {}
    for name in shown:
        counts[name] = counts.get(name, 0) + 1
    names = [name if n == 1 else f"{name} ({n} times)" for name, n in list(counts.items())[:SHOWN]]
    return separator.join(names) + (separator + "…" if len(counts) > SHOWN else "")
