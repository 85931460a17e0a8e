"""Arguments -> the files to check.

Folders are walked (``.git`` and the excludes skipped); inside a git work
tree the file list comes from ``git ls-files`` so ``.gitignore`` is
respected exactly as git reads it. Explicitly named files are always
checked unless ``force_exclude`` is set (as ruff does for pre-commit).

Each file comes with the status read while finding it, which the cache
compares: a file costs one ``stat`` in a run the cache answers, and what
all files of a folder share (settings, excludes, real path) is worked out
once per folder.
"""

from __future__ import annotations

import errno
import os
import stat
from typing import TYPE_CHECKING, Callable, Iterator, NamedTuple

if TYPE_CHECKING:
    from .config import Resolver


class Problem(NamedTuple):
    """A path that could not be used, and why."""

    path: str
    reason: str


class Found(NamedTuple):
    """A file to check and its status when it was found."""

    path: str
    stat: os.stat_result


# The walkers yield each file with its real path (for de-duplication).
Walked = Iterator["tuple[Found, str] | Problem"]


def discover(paths: list[str], resolver: Resolver, force_exclude: bool = False) -> Iterator[Found | Problem]:
    """Yield each file to check once, or a Problem for a bad path.

    A named path that does not exist (or is a broken link or a link loop)
    is a usage error: its Problems are all that is yielded, so nothing is
    checked or written. Faults met while walking a folder (a folder that
    cannot be read) are yielded as Problems between the files; broken
    links, link loops, FIFOs and devices inside a folder are skipped.
    """
    named: list[tuple[str, os.stat_result]] = []
    bad: list[Problem] = []
    for path in paths:
        status = _named_status(path)
        if isinstance(status, str):
            bad.append(Problem(path, status))
        else:
            named.append((path, status))
    if bad:
        yield from bad
        return
    seen: set[str] = set()
    for path, status in named:
        if stat.S_ISDIR(status.st_mode):
            found: Walked = _walk(os.path.normpath(path), resolver)
        elif force_exclude and resolver.is_excluded(path):
            continue
        else:
            found = iter([(Found(os.path.normpath(path), status), os.path.realpath(path))])
        for item in found:
            if isinstance(item, Problem):
                yield item
                continue
            file, real = item
            if real not in seen:
                seen.add(real)
                yield file


def _named_status(path: str) -> os.stat_result | str:
    """The status of a path named on the command line, or why it cannot be used."""
    try:
        return os.stat(path)
    except FileNotFoundError:
        return "broken symbolic link" if os.path.lexists(path) else "no such file or directory"
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "symbolic link loop"
        return exc.strerror or str(exc)


class _Folder:
    """What the files of one folder share."""

    def __init__(self, folder: str, resolver: Resolver) -> None:
        self.resolver = resolver
        # os.path.join(folder, name) and os.path.realpath of it for a plain
        # name, as string concatenations (normalized: no "./" in front).
        self.prefix = "" if folder == "." else os.path.join(folder, "")
        self.real_prefix = os.path.join(os.path.realpath(folder), "")
        self.settings = resolver.for_folder(folder)
        self.excluded: Callable[[str], bool] = self.settings.excluder(folder)

    def found(self, name: str, status: os.stat_result, is_link: bool) -> tuple[Found, str]:
        path = self.prefix + name
        self.resolver.remember(path, self.settings)
        return Found(path, status), os.path.realpath(path) if is_link else self.real_prefix + name


def _walk(folder: str, resolver: Resolver) -> Walked:
    listed = _git_files(folder)
    # An empty listing means an empty or git-ignored folder: a folder the
    # user names explicitly is checked even when git ignores it.
    if listed:
        yield from _listed(folder, listed, resolver)
    else:
        yield from _scan(folder, resolver)


def _listed(top: str, listed: list[str], resolver: Resolver) -> Walked:
    """The regular files among git's listing (names relative to `top`;
    deleted files are listed until committed), outside the excludes."""
    folders: dict[str, _Folder] = {}
    for relative in listed:
        below, name = os.path.split(relative)
        place = folders.get(below)
        if place is None:
            place = folders[below] = _Folder(os.path.normpath(os.path.join(top, below)), resolver)
        if place.excluded(name):
            continue
        path = place.prefix + name
        try:
            status = os.lstat(path)
            is_link = stat.S_ISLNK(status.st_mode)
            if is_link:
                status = os.stat(path)
        except OSError:
            continue
        if stat.S_ISREG(status.st_mode):
            yield place.found(name, status, is_link)


def _scan(folder: str, resolver: Resolver) -> Walked:
    """The files under `folder` in os.walk's order (top-down; a folder's
    files by name, then its subfolders by name; links to folders not
    followed), from one scandir per folder: the listing tells regular files,
    folders and links apart, so a plain file costs just the stat the cache
    then compares.

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
            problems.append(Problem(exc.filename or root, f"cannot read folder: {exc.strerror or exc}"))
            continue
        files: list[os.DirEntry[str]] = []
        folders: list[os.DirEntry[str]] = []
        for entry in entries:
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            (folders if is_dir else files).append(entry)
        place = _Folder(root, resolver)
        for entry in sorted(files, key=lambda e: e.name):
            if place.excluded(entry.name):
                continue
            # stat follows links: broken links, loops, FIFOs and devices
            # inside a tree are not the user's request and are skipped.
            try:
                status = entry.stat()
            except OSError:
                continue
            if stat.S_ISREG(status.st_mode):
                yield place.found(entry.name, status, entry.is_symlink())
        yield from problems
        problems.clear()
        # A subfolder is judged by its own config, as it may hold one.
        below = sorted(e.name for e in folders if not e.is_symlink() and not resolver.is_excluded(e.path))
        stack.extend(place.prefix + name for name in reversed(below))
    yield from problems


def _git_files(folder: str) -> list[str] | None:
    """Names relative to `folder` of the files git would consider there
    (tracked plus untracked, not ignored), sorted, or None when `folder`
    is not inside a git work tree."""
    if not _may_be_in_work_tree(folder):
        return None
    listing = _output(["git", "-C", folder, "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
    if listing is None:
        return None
    names = listing.decode("utf-8", "surrogateescape").split("\0")
    return sorted({name for name in names if name})


def _may_be_in_work_tree(folder: str) -> bool:
    """False when git surely finds no repository for `folder` (no ``.git``
    at or above it, none named by the environment): then git is not run."""
    if "GIT_DIR" in os.environ or "GIT_WORK_TREE" in os.environ:
        return True
    current = os.path.abspath(folder)
    while True:
        if os.path.lexists(os.path.join(current, ".git")):
            return True
        parent = os.path.dirname(current)
        if parent == current:
            return False
        current = parent


def _output(argv: list[str]) -> bytes | None:
    """What a command prints on stdout if it exits 0, else None (stderr
    discarded). Spawned with os.posix_spawnp where there is one: importing
    subprocess costs more than a run the cache answers spends on a tree."""
    spawn = getattr(os, "posix_spawnp", None)
    if spawn is None:  # pragma: no cover - Windows
        import subprocess

        try:
            result = subprocess.run(argv, capture_output=True, check=False)
        except OSError:
            return None
        return result.stdout if result.returncode == 0 else None
    read_end, write_end = os.pipe()
    devnull = os.open(os.devnull, os.O_RDWR)
    try:
        pid = spawn(argv[0], argv, os.environ, file_actions=[
            (os.POSIX_SPAWN_DUP2, devnull, 0), (os.POSIX_SPAWN_DUP2, write_end, 1), (os.POSIX_SPAWN_DUP2, devnull, 2),
        ])
    except OSError:
        os.close(read_end)
        return None
    finally:
        os.close(write_end)
        os.close(devnull)
    with open(read_end, "rb") as pipe:
        output = pipe.read()
    _, status = os.waitpid(pid, 0)
    return output if os.waitstatus_to_exitcode(status) == 0 else None
