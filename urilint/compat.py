"""What differs between the Python versions urilint supports (3.9 and up)."""

from __future__ import annotations

import sys

from .pattern_store import compiled_re

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re


def possessive(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`pattern` compiled, possessive quantifiers (``*+``, ``++``) and all:
    by `re` from Python 3.11 (fast for these short patterns), by `regex`
    (the same syntax and meaning) before that, where `re` rejects them."""
    if sys.version_info >= (3, 11):
        return compiled_re(pattern, flags)
    from .pattern_store import compiled

    return compiled(pattern, flags)
