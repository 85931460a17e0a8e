"""Suppression comments: ``urilint: ignore``, ``urilint: ignore[URI001,URI004]``
on a line, and ``urilint: ignore-file`` anywhere in a file.

A code in the list that names no rule (``URI999``, ``uri001``, ``URI01``)
is not an error that stops the file: it is recorded as an Invalid entry,
(a placeholder such as ``CODE`` or ``...`` in documentation is not),
which the engine reports as a finding of its own (URI900), and the
comment's valid codes still apply."""

from __future__ import annotations

from functools import lru_cache

from .pattern_store import compiled_re
from .positions import count_line_breaks
from .records import NamedTuple

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Collection
    import regex

# "urilint:" then "ignore" or "ignore-file", then an optional code list.
# The list stops at "[" too: every candidate holds one, so the scans of
# consecutive unclosed candidates never overlap (linear, not quadratic).
_DIRECTIVE = r"urilint:[ \t]*+ignore(-file)?+(?:\[([^\[\]\n]*+)\])?+"


@lru_cache(maxsize=None)
def directive() -> regex.Pattern[str]:
    """The directive pattern, compiled on first use (most files have none)."""
    from .pattern_store import compiled

    return compiled(_DIRECTIVE)

ALL = "*"


class Invalid(NamedTuple):
    """A code in a suppression comment that names no rule: where it stands."""

    start: int
    end: int
    code: str


class Suppressions(NamedTuple):
    whole_file: bool
    by_line: dict[int, frozenset[str]]  # 1-based line -> codes, or {ALL}
    invalid: tuple[Invalid, ...] = ()

    def hides(self, line: int, code: str) -> bool:
        codes = self.by_line.get(line)
        return codes is not None and (ALL in codes or code in codes)


NONE = Suppressions(False, {})


def find_suppressions(text: str, known_codes: Collection[str]) -> Suppressions:
    """Parse the suppression comments of one file."""
    if "urilint:" not in text:
        return NONE
    by_line: dict[int, frozenset[str]] = {}
    invalid: list[Invalid] = []
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
            codes = frozenset(_codes(match, known_codes, invalid))
        by_line[line] = by_line.get(line, frozenset()) | codes
    return Suppressions(False, by_line, tuple(invalid))


# What looks like a rule code (in any case, any number of digits): only
# such an unknown code is Invalid. Placeholders in documentation and help
# texts ("ignore[CODE]", "ignore[...]", an f-string's "{...}") are not.
_LOOKS_LIKE_A_CODE = compiled_re(r"[A-Za-z]{1,8}[0-9]{1,6}")


def _codes(match: regex.Match[str], known_codes: Collection[str], invalid: list[Invalid]) -> list[str]:
    """The known codes of a directive's list; unknown ones that look like
    codes go to `invalid`."""
    codes = []
    position = match.start(2)
    for part in match.group(2).split(","):
        code = part.strip()
        if code in known_codes:
            codes.append(code)
        elif _LOOKS_LIKE_A_CODE.fullmatch(code):
            start = position + part.index(code)
            invalid.append(Invalid(start, start + len(code), code))
        position += len(part) + 1
    return codes
