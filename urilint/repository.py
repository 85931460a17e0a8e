"""The repository a file or folder belongs to: the nearest folder at or
above it holding ``.git`` (a folder, or a submodule's or worktree's file)."""

from __future__ import annotations

import os

# Folder -> its repository's root, or None: looked up once per folder, at
# most this many kept (a language server lives long).
_ROOTS: dict[str, str | None] = {}
MAX_ROOTS = 4096


def repository_root(folder: str) -> str | None:
    """The nearest folder from absolute `folder` up that holds ``.git``, or None."""
    if folder in _ROOTS:
        return _ROOTS[folder]
    current, found = folder, None
    while True:
        if os.path.lexists(os.path.join(current, ".git")):
            found = current
            break
        parent = os.path.dirname(current)
        if parent == current:
            break
        current = parent
    if len(_ROOTS) >= MAX_ROOTS:
        _ROOTS.clear()
    _ROOTS[folder] = found
    return found
