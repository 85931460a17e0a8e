"""Suppression comments: ``urilint: ignore``, ``urilint: ignore[URI001,URI004]``
on a line, and ``urilint: ignore-file`` anywhere in a file."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Collection, NamedTuple

from .positions import count_line_breaks

if TYPE_CHECKING:
    import regex

# "urilint:" then "ignore" or "ignore-file", then an optional code list.
# The list stops at "[" too: every candidate holds one, so the scans of
# consecutive unclosed candidates never overlap (linear, not quadratic).
_DIRECTIVE = r"urilint:[ \t]*+ignore(-file)?+(?:\[([^\[\]\n]*+)\])?+"


@lru_cache(maxsize=None)
def directive() -> regex.Pattern[str]:
    """The directive pattern, compiled on first use (most files have none)."""
    import regex

    return regex.compile(_DIRECTIVE)

ALL = "*"


class SuppressionError(Exception):
    """A suppression comment names a rule code that does not exist."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line


class Suppressions(NamedTuple):
    whole_file: bool
    by_line: dict[int, frozenset[str]]  # 1-based line -> codes, or {ALL}

    def hides(self, line: int, code: str) -> bool:
        codes = self.by_line.get(line)
        return codes is not None and (ALL in codes or code in codes)


NONE = Suppressions(False, {})


def find_suppressions(text: str, known_codes: Collection[str]) -> Suppressions:
    """Parse the suppression comments of one file."""
    if "urilint:" not in text:
        return NONE
    by_line: dict[int, frozenset[str]] = {}
    line, counted = 1, 0
    # count_line_breaks looks for a CR in the whole text on every call:
    # asked once here, so many directives stay linear.
    has_cr = "\r" in text
    for match in directive().finditer(text):
        # Count newlines only since the previous directive: linear overall.
        if has_cr:
            line += count_line_breaks(text, counted, match.start())
        else:
            line += text.count("\n", counted, match.start())
        counted = match.start()
        if match.group(1):
            return Suppressions(True, {})
        codes = frozenset([ALL])
        if match.group(2) is not None:
            codes = frozenset(c.strip() for c in match.group(2).split(",") if c.strip())
            unknown = sorted(codes - set(known_codes))
            if unknown:
                raise SuppressionError(line, f"unknown rule code {', '.join(unknown)} in 'urilint: ignore[...]'")
        by_line[line] = by_line.get(line, frozenset()) | codes
    return Suppressions(False, by_line)
