"""Host labels: Unicode (U-label) to ASCII (A-label) with the `idna` library."""

from __future__ import annotations

import functools


@functools.lru_cache(maxsize=4096)
def to_alabel(label: str) -> str | None:
    """The IDNA A-label for a non-ASCII host label, or None when the label
    is not valid under IDNA 2008 with UTS 46 mapping (no safe fix then)."""
    import idna  # imported lazily: most runs never meet a non-ASCII host

    try:
        return idna.encode(label, uts46=True).decode("ascii")
    except (idna.IDNAError, UnicodeError, ValueError):
        return None
