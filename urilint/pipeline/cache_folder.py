"""Where a project's cache folder is, and how old a change must be before
a cache trusts a file's status: what the results cache (cache.py) and the
config memo share. An editor's stdin run reads the memo and never the
results cache, so it loads this, not cache.py."""

from __future__ import annotations

import os

DEFAULT_DIR = ".urilint_cache"
# Coarsest file timestamp granularity worth caring about (FAT: 2 s).
RACY_SLACK_NS = 2_000_000_000


def folder_for(cache_dir: str | None, root: str) -> str:
    """The cache folder of a project at `root`: `cache-dir`, if set."""
    return cache_dir or os.path.join(root, DEFAULT_DIR)
