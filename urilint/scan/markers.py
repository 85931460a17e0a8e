"""Scheme markers, the one definition of where a URI may start: a colon
before ``//`` (hierarchical schemes) or right after an opaque scheme's name
(``mailto:``), as a pattern over text for the scanners and over bytes for
the prefilter that proves a file holds no URI without decoding it.

Both are written as a ``:`` followed by a check of what comes after or
before it: a `re` pattern that starts with one literal character is
searched with memchr, one pass over the data about four times as fast as a
separate search for each marker.
"""

from __future__ import annotations

from functools import lru_cache

from ..pattern_store import compiled_re

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re
    from typing import Iterable

# What a suppression comment starts with: a file holding one must be decoded
# even without a URI (the comment may name an unknown code).
SUPPRESSION_MARKER = "urilint"


def any_case(name: str) -> str:
    """A fixed-width pattern of ASCII `name` in any letter case."""
    return "".join(f"[{c.lower()}{c.upper()}]" if c.isalpha() else c if c.isdigit() else "\\" + c for c in name)


def marker_source(after: Iterable[str], names_before: Iterable[str]) -> str:
    """``:`` followed by one of the patterns `after`, or preceded by one of
    `names_before` in any letter case; a pattern that never matches when
    both are empty."""
    alternatives = [*after, *("(?<=" + any_case(name) + ":)" for name in names_before)]
    return ":(?:" + "|".join(alternatives) + ")" if alternatives else "(?!)"


def slashes(escaped: bool) -> list[str]:
    """What follows the colon of a hierarchical scheme: ``//``, and JSON's
    escaped ``\\/\\/`` when `escaped`."""
    return ["//", r"\\/\\/"] if escaped else ["//"]


@lru_cache(maxsize=None)
def text_markers(hierarchical: bool, escaped_slashes: bool, opaque: tuple[str, ...]) -> re.Pattern[str]:
    """The colons a scanner looks at: before ``//`` (and ``\\/\\/`` with
    `escaped_slashes`) when hierarchical schemes count, after each `opaque`
    scheme's name."""
    return compiled_re(marker_source(slashes(escaped_slashes) if hierarchical else [], opaque))


@lru_cache(maxsize=None)
def byte_prefilter(schemes: frozenset[str] | None, escaped_slashes: bool) -> re.Pattern[bytes] | None:
    """One search over undecoded UTF-8 for every marker of `schemes` (None:
    any ``scheme://`` plus ``mailto:``) and for suppression comments, or
    None when every file must be scanned. ``//`` always counts: a superset
    even when only opaque schemes are selected, as any may be opaque. ASCII
    markers match the same in bytes and in the decoded text."""
    opaque = {"mailto"} if schemes is None else set(schemes)
    if not all(name.isascii() for name in opaque):  # cannot be told in bytes
        return None
    source = marker_source(slashes(escaped_slashes), [SUPPRESSION_MARKER, *sorted(opaque)])
    import re  # here: the store keeps `str` patterns, and the editor's run reads no file

    return re.compile(source.encode("ascii"))
