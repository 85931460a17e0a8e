"""Arguments -> the files to check.

Folders are walked (``.git`` and the excludes skipped); inside a git work
tree the file list comes from ``git ls-files`` so ``.gitignore`` is
respected exactly as git reads it. Explicitly named files are always
checked unless ``force_exclude`` is set (as ruff does for pre-commit).
"""

from __future__ import annotations

import errno
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
    """Yield each file to check once, or a Problem for a bad path.

    A named path that does not exist (or is a broken link or a link loop)
    is a usage error: its Problems are all that is yielded, so nothing is
    checked or written. Faults met while walking a folder (a folder that
    cannot be read) are yielded as Problems between the files; broken
    links, link loops, FIFOs and devices inside a folder are skipped.
    """
    bad = [Problem(path, reason) for path in paths if (reason := _path_problem(path))]
    if bad:
        yield from bad
        return
    seen: set[str] = set()
    real_folders: dict[str, str] = {}
    for path in paths:
        if os.path.isdir(path):
            found: Iterator[str | _Plain | Problem] = _walk(path, settings)
        elif force_exclude and settings.is_excluded(path):
            continue
        else:
            found = iter([path])
        for item in found:
            if isinstance(item, Problem):
                yield item
                continue
            if isinstance(item, _Plain):
                item, plain = item.path, True
            else:
                plain = False
            key = _realpath(item, real_folders, plain)
            if key not in seen:
                seen.add(key)
                yield os.path.normpath(item)


class _Plain(NamedTuple):
    """A file the folder listing showed to be no symbolic link."""

    path: str


def _realpath(path: str, real_folders: dict[str, str], plain: bool = False) -> str:
    """os.path.realpath(path), resolving each folder once per run (realpath
    costs a system call per path component, for every file of a walk).
    `plain`: `path` is known not to be a link (no lstat needed)."""
    folder, name = os.path.split(path)
    if not plain and (name in ("", ".", "..") or os.path.islink(path)):
        return os.path.realpath(path)
    real = real_folders.get(folder)
    if real is None:
        real = real_folders[folder] = os.path.realpath(folder)
    return os.path.join(real, name)


def _path_problem(path: str) -> str | None:
    """Why a path named on the command line cannot be used, or None."""
    try:
        os.stat(path)
    except FileNotFoundError:
        return "broken symbolic link" if os.path.lexists(path) else "no such file or directory"
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "symbolic link loop"
        return exc.strerror or str(exc)
    return None


def _walk(folder: str, settings: Settings) -> Iterator[str | _Plain | Problem]:
    listed = _git_files(folder)
    # An empty listing means an empty or git-ignored folder: a folder the
    # user names explicitly is checked even when git ignores it.
    if listed:
        for path in listed:
            if not settings.is_excluded(path) and os.path.isfile(path):
                yield path
        return
    yield from _scan(folder, settings)


def _scan(folder: str, settings: Settings) -> Iterator[_Plain | Problem]:
    """The files under `folder` in os.walk's order (top-down; a folder's
    files by name, then its subfolders by name; links to folders not
    followed), from one scandir per folder: the listing tells regular files,
    folders and links apart, so a plain file costs no stat of its own (the
    os.walk version spent an isfile and an islink per file).

    A folder that cannot be read becomes a Problem, yielded after the files
    of the next folder read (where os.walk's onerror put it)."""
    problems: list[Problem] = []
    stack = [folder]
    while stack:
        root = stack.pop()
        try:
            with os.scandir(root) as listing:
                entries = list(listing)
        except OSError as exc:
            problems.append(Problem(exc.filename or folder, f"cannot read folder: {exc.strerror or exc}"))
            continue
        files: list[os.DirEntry[str]] = []
        folders: dict[str, os.DirEntry[str]] = {}
        for entry in entries:
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            if is_dir:
                folders[entry.name] = entry
            else:
                files.append(entry)
        for entry in sorted(files, key=lambda e: e.name):
            path = entry.path  # os.path.join(root, entry.name), made by scandir
            # is_file follows links: broken links, loops, FIFOs and devices
            # inside a tree are not the user's request and are skipped.
            if settings.is_excluded(path) or not _is_file(entry):
                continue
            yield _Plain(path) if not entry.is_symlink() else path  # type: ignore[misc]
        yield from problems
        problems.clear()
        below = sorted(name for name in folders if not settings.is_excluded(folders[name].path))
        stack.extend(folders[name].path for name in reversed(below) if not folders[name].is_symlink())
    yield from problems


def _is_file(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_file()
    except OSError:
        return False


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
