"""The user's cache folder for urilint: ``$XDG_CACHE_HOME/urilint``, else
``~/.cache/urilint`` (``%LOCALAPPDATA%\\urilint`` on Windows). It holds what
is kept between runs outside any project: compiled patterns
(pattern_store.py) and whole-run records (pipeline/replay.py)."""

from __future__ import annotations

import os


def folder() -> str | None:
    """The folder; None when there is no user cache folder to use."""
    base = os.environ.get("XDG_CACHE_HOME") or ""
    if not os.path.isabs(base):  # unset, or relative: ignored (XDG Base Directory)
        home = os.environ.get("LOCALAPPDATA") if os.name == "nt" else os.path.join(os.path.expanduser("~"), ".cache")
        base = home or ""
    if not os.path.isabs(base):
        return None
    return os.path.join(base, "urilint")
