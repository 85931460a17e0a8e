"""Data and config files (JSON, YAML, TOML, INI, .env): URIs in values and
comments.

Quoted values (JSON, YAML, TOML) are string literals as in source code
(literals.py, family "data"): escapes such as ``\\/`` and ``\\u00e4`` are
syntax, and a value that is exactly one URI ends at its closing quote.
Unquoted scalars and comments hold bare URIs. ``%`` is URI content, except
in a configparser interpolation ``%(name)s`` (INI, setup.cfg, tox.ini).
"""

from __future__ import annotations

import re

from ..model import DATA, UriSpan
from .code import find_in_source

INTERPOLATION = re.compile(r"%\([A-Za-z_][A-Za-z0-9_.-]*\)s")


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    return find_in_source(
        text, schemes, "data", DATA, INTERPOLATION, INTERPOLATION, escaped_slashes=True, comment_context=DATA
    )
