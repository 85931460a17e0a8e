"""Data and config files (JSON, YAML, TOML, INI, .env): URIs in values and
comments.

Values are quoted strings (JSON, YAML, TOML: escapes such as ``\\/`` and
``\\u00e4`` are syntax, the closing quote ends a URI that is the whole
value) or unquoted scalars, so the string literal rules of source code
apply as they are.
"""

from __future__ import annotations

from ..model import DATA, UriSpan
from .bare import find_bare


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    return list(find_bare(text, schemes, code=True, enclosers="<\"'", escaped_slashes=True, context=DATA))
