"""Where a JavaScript template literal that spans lines ends: at its
closing backtick, its ``${...}`` substitutions stepped over whole (one may
hold a nested template literal over lines: vuejs/core's e2e specs'
```file://${path.resolve(__dirname, `../x/${t}.html`)}```, whose inner
backtick the family's pattern took for the end, sweep 161)."""

from __future__ import annotations

from ..pattern_store import DOTALL, compiled_re
from ..uri.templates import expression_end

# What the walk stops at: an escape, a substitution's opener, the closer.
_STOP = compiled_re(r"\\.|\$\{|`", DOTALL)  # an escaped line break too


def template_literal_end(text: str, at: int) -> int | None:
    """The end of the template literal opening with the backtick at `at`,
    or None when it does not close. Once a substitution does not close,
    none after it is looked for (each look reads up to MAX_EXPRESSION
    characters: linear time)."""
    pos, closing = at + 1, True
    while (stop := _STOP.search(text, pos)) is not None:
        token = stop.group()
        if token == "`":
            return stop.end()
        end = expression_end(text, stop.start()) if token == "${" and closing else None
        closing = closing and (end is not None or token != "${")
        pos = stop.end() if end is None else end
    return None
