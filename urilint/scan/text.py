"""Plain text, and any file of no known type: bare URIs only."""

from __future__ import annotations

from ..model import UriSpan
from .bare import find_bare


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    return list(find_bare(text, schemes, enclosers="<"))
