"""Config files' urilint tables, remembered in the cache folder, so that a
run the cache answers does not import and run a TOML parser (``tomllib``
and ``datetime``: ~19 M instructions, a sixteenth of a warm run on the
standard library).

Each config file's memo lives in the cache folder of the project at the
config's folder (``--cache-dir`` if given, else ``.urilint_cache`` beside
it), one file per folder, and is only written into a folder that exists
(the results cache creates the run's own): a config whose ``cache-dir``
moves the cache elsewhere is simply parsed each run. An entry is trusted
as the results cache trusts one (cache.proven_current): the same size,
mtime, ctime and inode, and the file's last change at least
``RACY_SLACK_NS`` before it was read. A file TOML cannot read is never
remembered: its error is reported in every run.
"""

from __future__ import annotations

import marshal
import os
import time

from .. import __version__
from ..config import config_table
from ..source import replace_file
from .cache_folder import RACY_SLACK_NS, folder_for

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any

FORMAT = 1
NAME = f"{__version__}-config.memo"


class ConfigMemo:
    """`table(path)` reads a config file's table through the memo of its
    cache folder; `save()` writes what was read anew (end of the run)."""

    def __init__(self, cache_dir: str | None) -> None:
        self.cache_dir = cache_dir  # the command line's --cache-dir
        self._memos: dict[str, dict[str, tuple[Any, ...]]] = {}  # folder -> path -> entry
        self._updated: dict[str, dict[str, tuple[Any, ...]]] = {}

    def table(self, path: str) -> tuple[dict[str, Any], str]:
        absolute = os.path.abspath(path)
        folder = folder_for(self.cache_dir, os.path.dirname(absolute))
        memo = self._memos.get(folder)
        if memo is None:
            memo = self._memos[folder] = _read(os.path.join(folder, NAME))
        try:
            status = os.stat(absolute)
        except OSError:
            return config_table(path)  # reports why it cannot be read
        stat_key = (status.st_size, status.st_mtime_ns, status.st_ctime_ns, status.st_ino)
        entry = memo.get(absolute)
        if entry is not None and entry[:4] == stat_key and max(entry[1], entry[2]) + RACY_SLACK_NS <= entry[4]:
            return entry[5], entry[6]
        stamp = time.time_ns()  # before reading: a change after it moves ctime past the entry's
        table, where = config_table(path)
        try:
            marshal.dumps(table)  # dates, times: TOML values marshal cannot hold
        except ValueError:
            return table, where
        memo[absolute] = self._updated.setdefault(folder, {})[absolute] = (*stat_key, stamp, table, where)
        return table, where

    def save(self) -> None:
        """Write each memo that gained entries, into its folder if it exists
        (merged with what other runs wrote). Failing to write is no error."""
        for folder, updated in self._updated.items():
            if not os.path.isdir(folder):
                continue
            path = os.path.join(folder, NAME)
            merged = _read(path)
            merged.update(updated)
            try:
                replace_file(path, marshal.dumps((FORMAT, merged)))
            except OSError:
                pass
        self._updated = {}


def _read(path: str) -> dict[str, tuple[Any, ...]]:
    """The entries of the memo at `path`: none when it is missing, damaged
    or of another format."""
    try:
        with open(path, "rb") as handle:
            fmt, entries = marshal.loads(handle.read())
        if fmt != FORMAT or not isinstance(entries, dict):
            return {}
        if any(not isinstance(e, tuple) or len(e) != 7 or not isinstance(e[5], dict) for e in entries.values()):
            return {}
        return entries
    except (OSError, EOFError, ValueError, TypeError):
        return {}
