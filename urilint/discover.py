"""Arguments -> the files to check.

Folders are walked (``.git`` and the excludes skipped); inside a git work
tree the file list comes from ``git ls-files`` so ``.gitignore`` is
respected exactly as git reads it. Explicitly named files are always
checked unless ``force_exclude`` is set (as ruff does for pre-commit).
"""

from __future__ import annotations

import os
import subprocess
from typing import Iterator, NamedTuple

from .config import Settings


class Problem(NamedTuple):
    """A path that could not be used, and why."""

    path: str
    reason: str


def discover(
    paths: list[str], settings: Settings, force_exclude: bool = False
) -> Iterator[str | Problem]:
    """Yield each file to check once, or a Problem for a bad path."""
    seen: set[str] = set()
    for path in paths:
        if not os.path.lexists(path):
            yield Problem(path, "no such file or directory")
            continue
        if os.path.isdir(path):
            found: Iterator[str | Problem] = _walk(path, settings)
        elif os.path.islink(path) and not os.path.exists(path):
            found = iter([Problem(path, "broken symbolic link")])
        elif force_exclude and settings.is_excluded(path):
            continue
        else:
            found = iter([path])
        for item in found:
            if isinstance(item, Problem):
                yield item
                continue
            key = os.path.realpath(item)
            if key not in seen:
                seen.add(key)
                yield os.path.normpath(item)


def _walk(folder: str, settings: Settings) -> Iterator[str | Problem]:
    listed = _git_files(folder)
    # An empty listing means an empty or git-ignored folder: a folder the
    # user names explicitly is checked even when git ignores it.
    if listed:
        for path in listed:
            if not settings.is_excluded(path) and os.path.isfile(path):
                yield path
        return
    problems: list[Problem] = []
    for root, dirs, files in os.walk(folder, onerror=lambda e: problems.append(Problem(e.filename, e.strerror or str(e)))):
        dirs[:] = sorted(d for d in dirs if not settings.is_excluded(os.path.join(root, d)))
        for name in sorted(files):
            path = os.path.join(root, name)
            if settings.is_excluded(path):
                continue
            if os.path.islink(path) and not os.path.exists(path):
                continue  # broken links inside a tree are not the user's request
            yield path
        yield from problems
        problems.clear()


def _git_files(folder: str) -> list[str] | None:
    """Files git would consider in `folder` (tracked plus untracked, not
    ignored), or None when `folder` is not inside a git work tree."""
    try:
        result = subprocess.run(
            ["git", "-C", folder, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            capture_output=True,
            check=False,
        )
    except OSError:
        return None
    if result.returncode != 0:
        return None
    names = result.stdout.decode("utf-8", "surrogateescape").split("\0")
    return sorted({os.path.join(folder, name) for name in names if name})
