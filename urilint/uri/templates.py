"""Template placeholders inside URIs: found here, treated as opaque by rules.

Each alternative is anchored on a literal opener and uses only negated
classes with possessive quantifiers, so matching is linear.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import regex

# One placeholder, in the order tried:
_PLACEHOLDERS = r"""
      \{\{[^{}\n]*+\}\}                          # {{ var }}  (Jinja, Mustache, Go templates)
    | \{%[^%\n]*+%\}                             # {% url 'x' %}
    | \$\{[^{}\n]*+\}                            # ${VAR}, JS template literals
    | \{[+\#./;?&=,!@|]?[A-Za-z0-9_.%,*:\-]++\}  # RFC 6570 expressions {x} {+x} {?x,y} {/x*}
    | %\([A-Za-z_][A-Za-z0-9_]*+\)[-\#0 +]*+[0-9]*+(?:\.[0-9]++)?+[sdifrxXoeEgGc]  # %(name)s
    | %(?:[0-9]++\$|\[[0-9]++\])?+[-\#0+]*+[0-9]*+(?:\.[0-9]++)?+[sdifxXoeEgGcqvTtp]  # %s %d %1$s %v
    | %<[A-Za-z_][A-Za-z0-9_]*+>[-\#0+]*+[0-9]*+(?:\.[0-9]++)?+[sdifxXoeEgGcbBaAp]  # Ruby %<name>s
    | %\{[A-Za-z_][A-Za-z0-9_]*+\}               # Ruby %{name}
    | (?<=[/=])<(?:[A-Za-z_][A-Za-z0-9_]*+:)?+[A-Za-z_][A-Za-z0-9_]*+>  # /<int:id> route converters
    | (?<=/):[A-Za-z_][A-Za-z0-9_]*+             # /:id path parameters (Express, Rails)
    | \$[A-Za-z_][A-Za-z0-9_]*+                  # $VAR
"""
# In source code also: any replacement field of an f-string, str.format or a
# JS template literal ({}, {0}, {user.id!r}, {d['k']}), and the escape
# sequences of string literals that stand for one URI character (\u00e4,
# \x41, \/): source syntax, not URI content.
_CODE_PLACEHOLDERS = (
    _PLACEHOLDERS
    + r"""
    | \{[^{}\n]*+\}
    | \\(?:u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|x[0-9A-Fa-f]{2}|u\{[0-9A-Fa-f]{1,6}\}|/)
    """
)


@lru_cache(maxsize=None)
def placeholder_pattern(code: bool = False) -> regex.Pattern[str]:
    """One placeholder (`code`: or a source code field or escape). Compiled
    on first use, not at import: compiling costs ~2 ms each, most of an
    editor's on-save run, and most URIs never need it."""
    import regex  # here: the rules import this module, and a cached run never scans

    return regex.compile(_CODE_PLACEHOLDERS if code else _PLACEHOLDERS, regex.VERBOSE)


# Where a placeholder may start; ":" only after "/", checked by the walk
# (the quick check below looks for "/:" directly, with str.find: a class
# search plus a find cost half of one search for "[{$%<]|/:").
_OPENER = re.compile(r"[:{$%<]")
_CODE_OPENER = re.compile(r"[:{$%<\\]")
_ANY = re.compile(r"[{$%<]")
_CODE_ANY = re.compile(r"[{$%<\\]")


def find_placeholders(
    text: str, start: int, end: int, code: bool = False
) -> tuple[tuple[int, int], ...]:
    """Placeholder ranges (absolute offsets) inside text[start:end].

    A ``%`` followed by two hex digits is a percent-encoded octet, never a
    printf placeholder: ``%2d`` is ``-``, not a width-2 integer.
    """
    # Most URIs hold no opener ("/:" for ":", which every scheme is followed
    # by): one C-speed search spares them the walk.
    if (_CODE_ANY if code else _ANY).search(text, start, end) is None and text.find("/:", start, end) < 0:
        return ()
    next_opener = (_CODE_OPENER if code else _OPENER).search
    found: list[tuple[int, int]] = []
    hit = next_opener(text, start, end)
    while hit is not None:
        pos = hit.start()
        char = text[pos]
        if char == "%" and _is_hex_pair(text, pos + 1, end):
            pos += 3
        elif char == ":" and text[pos - 1] != "/":
            pos += 1  # only "/:id" is a path parameter
        else:
            match = placeholder_pattern(code).match(text, pos, end)
            if match:
                found.append(match.span())
                pos = match.end()
            else:
                pos += 1
        hit = next_opener(text, pos, end)
    return tuple(found)


def _is_hex_pair(text: str, pos: int, end: int) -> bool:
    return pos + 2 <= end and all(c in "0123456789abcdefABCDEF" for c in text[pos : pos + 2])
