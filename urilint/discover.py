"""Arguments -> the files to check.

Folders are walked (``.git`` and the excludes skipped); inside a git work
tree the file list comes from ``git ls-files`` so ``.gitignore`` is
respected exactly as git reads it. Explicitly named files are always
checked unless ``force_exclude`` is set (as ruff does for pre-commit).

Each file comes with the status read while finding it, which the cache
compares: a file costs one ``stat`` in a run the cache answers. Files come
folder by folder (a Listing: one folder's files and the settings they
share), so what they share (settings, excludes, the cache's answer) is
worked out once per folder, and most per-file steps are C-level maps over
the listing rather than Python statements per file. A file reached twice
(named twice, inside two named folders, or through a link or a hard link)
is checked once: files are told apart by device and inode.
"""

from __future__ import annotations

import errno
import os
import stat
from functools import partial
from itertools import compress
from operator import attrgetter, itemgetter, methodcaller, not_

from . import git_files
from .config import CONFIG_FILES
from .records import NamedTuple

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Callable, Container, Iterable, Iterator

    from .config import Resolver, Settings
    from .pipeline.replay import Trail


class Problem(NamedTuple):
    """A path that could not be used, and why."""

    path: str
    reason: str


class Status(NamedTuple):
    """The fields of a file's ``os.stat_result`` that the cache compares
    (and discovery's duplicate check), under the same names: a run holds
    one per file found, and a whole stat result is three times the size."""

    st_size: int
    st_mtime_ns: int
    st_ctime_ns: int
    st_ino: int
    st_dev: int

    @classmethod
    def of(cls, status: os.stat_result) -> Status:
        # tuple.__new__ and attrgetter: no Python-level call (one per file found).
        return _new(cls, STATUS_FIELDS(status))


# The fields of a Status read from a stat result (or a Status), in order.
STATUS_FIELDS = attrgetter(*Status._fields)


class Found(NamedTuple):
    """A file to check and its status when it was found."""

    path: str
    stat: Status
    absolute: str  # os.path.abspath(path): what the cache is keyed by


class Listing(NamedTuple):
    """Files found in one folder, in the order found, and their settings."""

    settings: Settings
    files: list[Found]


if TYPE_CHECKING:
    Walked = Iterator["Listing | Problem"]
_BY_NAME = attrgetter("name")
_new = tuple.__new__
S_ISREG = stat.S_ISREG
# C-level steps mapped over a folder's entries and files (see _scan).
_IS_DIR = methodcaller("is_dir")
_STAT_OF = methodcaller("stat")
_MODE = attrgetter("st_mode")
_NEW_STATUS = partial(_new, Status)
_NEW_FOUND = partial(_new, Found)
_STATUS = attrgetter("stat")
_DEVICE_AND_INODE = itemgetter(4, 3)  # of a Status
_INODE = itemgetter(3)
_PATH = attrgetter("path")


# Why discovery left a path out, for -v (verbose.say_skipped).
EXCLUDED_FILE, EXCLUDED_FOLDER, FOLDER_LINK = "excluded file", "excluded folder", "linked folder"


def discover(paths: list[str], resolver: Resolver, force_exclude: bool = False) -> Iterator[Found | Problem]:
    """Yield each file to check once, or a Problem for a bad path: the
    files of discover_listings one by one."""
    for item in discover_listings(paths, resolver, force_exclude):
        if isinstance(item, Problem):
            yield item
        else:
            yield from item.files


def discover_listings(paths: list[str], resolver: Resolver, force_exclude: bool = False,
                      started: dict[str, git_files.Listing] | None = None,
                      skipped: dict[str, list[str]] | None = None, trail: Trail | None = None) -> Iterator[Listing | Problem]:
    """Yield the files to check, each once, folder by folder, or a Problem
    for a bad path. The resolver remembers each file's settings. `started`:
    git's listings of named folders, by normalized path, started early
    (git_files.start); each is read, and removed, as its folder is reached
    (the caller closes what an early end leaves). `skipped`, when given
    (-v), gains the paths the excludes keep out, and the links to folders
    not followed, by reason. `trail`, when given, gains what the walk read.

    A named path that does not exist (or is a broken link or a link loop)
    is a Problem, yielded first; the other paths are still checked (and
    fixed), as ruff does, and the run ends with exit status 2. Faults met while walking a folder (a folder that
    cannot be read) are yielded as Problems between the listings; broken
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
    yield from bad
    seen: set[tuple[int, int] | str] = set()
    for path, status in named:
        if stat.S_ISDIR(status.st_mode):
            folder = os.path.normpath(path)
            found: Walked = _walk(folder, resolver, started.pop(folder, None) if started else None, skipped, trail)
        elif force_exclude and resolver.is_excluded(path):
            if skipped is not None:
                skipped.setdefault(EXCLUDED_FILE, []).append(path)
            continue
        else:
            file = Found(os.path.normpath(path), Status.of(status), os.path.abspath(path))
            found = iter([Listing(resolver.for_path(file.path), [file])])
        for item in found:
            if isinstance(item, Listing):
                item = _unseen(item, seen)
                if not item.files:
                    continue
                resolver.remember_all(map(_PATH, item.files), item.settings)
                if trail is not None:
                    trail.files.extend(item.files)
            yield item


def _unseen(listing: Listing, seen: set[tuple[int, int] | str]) -> Listing:
    """The files of `listing` not in `seen` (device and inode), now added."""
    statuses = list(map(_STATUS, listing.files))
    if all(map(_INODE, statuses)):
        keys = list(map(_DEVICE_AND_INODE, statuses))
        if seen.isdisjoint(keys) and len(set(keys)) == len(keys):  # the rule: all new
            seen.update(keys)
            return listing
    kept = []
    for item in listing.files:
        # Windows' scandir gives no inode numbers: the real path then.
        key = (item.stat.st_dev, item.stat.st_ino) if item.stat.st_ino else os.path.realpath(item.path)
        if key not in seen:
            seen.add(key)
            kept.append(item)
    return listing._replace(files=kept)


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

    settings: Settings

    def __init__(self, path: str, absolute: str, resolver: Resolver, names: Container[str] | None = None,
                 parent: _Folder | None = None) -> None:
        self.resolver = resolver
        # os.path.join(path, name) as a concatenation, normalized (no "./"),
        # and os.path.abspath of it; a subfolder's by concatenation too.
        if parent is None:
            self.prefix = "" if path == "." else os.path.join(path, "")
            self.absolute_prefix = os.path.join(absolute, "")
        else:
            self.prefix, self.absolute_prefix = path + os.sep, absolute + os.sep
        if parent is not None and isinstance(names, (set, frozenset)) and names.isdisjoint(CONFIG_FILES):
            self.settings = settings = parent.settings  # no config file of its own: its parent's (as for_folder finds)
        else:
            self.settings = settings = resolver.for_folder(absolute, names)
        if parent is not None and parent.settings is settings and parent.relative is not None:
            # Walked into from a folder with the same settings: relative path
            # by concatenation, and the parent's test of names when it does
            # not depend on the folder (no exclude pattern holds a "/").
            self.relative: str | None = parent.relative + absolute[len(parent.absolute_prefix) :] + "/"
            self.excluded: Callable[[str], bool] = (
                parent.excluded if settings.excludes_by_name_only() else settings.excluder(absolute, walked_into=self.relative)
            )
        else:
            self.relative = settings.relative_folder(absolute)
            self.excluded = settings.excluder(absolute)

    @classmethod
    def at(cls, path: str, resolver: Resolver, names: Container[str] | None = None) -> _Folder:
        return cls(path, os.path.abspath(path), resolver, names)

    def child(self, name: str, names: Container[str]) -> _Folder:
        """Subfolder `name`, which _descend let the walk into."""
        return _Folder(self.prefix + name, self.absolute_prefix + name, self.resolver, names, self)

    def found(self, names: list[str], statuses: Iterable[os.stat_result]) -> Listing:
        """The files `names` of this folder, with their `statuses`."""
        # All C-level maps (str.__add__, tuple.__new__): no Python step per file.
        return Listing(self.settings, list(map(_NEW_FOUND, zip(
            map(self.prefix.__add__, names),
            map(_NEW_STATUS, map(STATUS_FIELDS, statuses)),
            map(self.absolute_prefix.__add__, names),
        ))))


def _walk(folder: str, resolver: Resolver, started: git_files.Listing | None, skipped: dict[str, list[str]] | None,
          trail: Trail | None = None) -> Walked:
    listed = (started or git_files.Listing(folder)).names()
    if trail is not None:
        trail.listings.append((folder, listed))
    # An empty listing means an empty or git-ignored folder: a folder the
    # user names explicitly is checked even when git ignores it.
    yield from _listed(folder, listed, resolver, skipped, trail) if listed else _scan(folder, resolver, skipped, trail)


def _listed(top: str, listed: list[str], resolver: Resolver, skipped: dict[str, list[str]] | None = None,
            trail: Trail | None = None) -> Walked:
    """The regular files among git's listing (names relative to `top`;
    deleted files are listed until committed), outside the excludes: one
    Listing per run of names in the same folder."""
    folders: dict[str, _Folder] = {}
    place: _Folder | None = None
    names: list[str] = []
    statuses: list[os.stat_result] = []
    for relative in listed:
        below, name = os.path.split(relative)
        here = folders.get(below)
        if here is None:
            here = folders[below] = _Folder.at(os.path.normpath(os.path.join(top, below)), resolver)
        if here is not place:
            if names:
                yield place.found(names, statuses)  # type: ignore[union-attr]
            place, names, statuses = here, [], []
        if here.excluded(name):
            if skipped is not None:
                skipped.setdefault(EXCLUDED_FILE, []).append(here.prefix + name)
            continue
        try:
            status = os.stat(here.prefix + name)
        except OSError:
            if trail is not None:
                trail.absent.append(here.prefix + name)
            continue
        if S_ISREG(status.st_mode):
            names.append(name)
            statuses.append(status)
        elif trail is not None:  # a submodule, a link to a folder
            trail.seen.append(here.prefix + name)
    if names:
        yield place.found(names, statuses)  # type: ignore[union-attr]


def _scan(folder: str, resolver: Resolver, skipped: dict[str, list[str]] | None = None, trail: Trail | None = None) -> Walked:
    """The files under `folder` in os.walk's order (top-down; a folder's
    files by name, then its subfolders by name; links to folders not
    followed), from one scandir per folder: the listing tells regular files,
    folders and links apart, so a plain file costs just the stat the cache
    then compares. Each step is a C-level map over the folder's entries;
    the rare folder where one raises (an entry gone or unreadable) is done
    entry by entry.

    A folder that cannot be read becomes a Problem, yielded after the files
    of the next folder read (where os.walk's onerror put it)."""
    problems: list[Problem] = []
    stack: list[tuple[str, _Folder | None]] = [(folder, None)]  # (name, parent); the top has no parent
    while stack:
        name, parent = stack.pop()
        root = name if parent is None else parent.prefix + name
        try:
            with os.scandir(root) as listing:
                entries = list(listing)
        except OSError as exc:
            problems.append(Problem(exc.filename or root, f"cannot read folder: {exc.strerror or exc}"))
            continue
        if trail is not None:
            trail.seen.append(root)
        try:
            is_dir = list(map(_IS_DIR, entries))
        except OSError:
            is_dir = [_is_dir(entry) for entry in entries]
        files = list(compress(entries, map(not_, is_dir)))
        names = set(map(_BY_NAME, entries))
        if parent is not None and not names.isdisjoint(CONFIG_FILES) and resolver.is_excluded(root):
            if skipped is not None:
                skipped.setdefault(EXCLUDED_FOLDER, []).append(root + os.sep)
            continue  # its own config excludes it (see _descend)
        place = _Folder.at(root, resolver, names) if parent is None else parent.child(name, names)
        files.sort(key=_BY_NAME)
        file_names = list(map(_BY_NAME, files))
        any_of = getattr(place.excluded, "any_of", None)  # excludes.NameTest's: none excluded, told in C
        if any_of is None or any_of(file_names):
            excluded = list(map(place.excluded, file_names))
            if any(excluded):
                files = list(compress(files, map(not_, excluded)))
                if skipped is not None:
                    skipped.setdefault(EXCLUDED_FILE, []).extend(map(place.prefix.__add__, compress(file_names, excluded)))
        if files:
            found = _regular(place, files, trail)
            if found.files:
                yield found
        yield from problems
        problems.clear()
        below = sorted(e.name for e in compress(entries, is_dir) if _descend(place, e, skipped, trail))
        stack.extend((below_name, place) for below_name in reversed(below))
    yield from problems


def _is_dir(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir()
    except OSError:
        return False


def _regular(place: _Folder, files: list[os.DirEntry[str]], trail: Trail | None = None) -> Listing:
    """The regular ones among `files` (entries of `place`'s folder).

    stat follows links: broken links, loops, FIFOs and devices inside a
    tree are not the user's request and are skipped."""
    try:
        statuses = list(map(_STAT_OF, files))
    except OSError:
        kept: list[tuple[os.DirEntry[str], os.stat_result]] = []
        for entry in files:
            try:
                kept.append((entry, entry.stat()))
            except OSError:
                if trail is not None:
                    trail.absent.append(entry.path)
                continue
        files = [entry for entry, _ in kept]
        statuses = [status for _, status in kept]
    regular = list(map(S_ISREG, map(_MODE, statuses)))
    if not all(regular):
        if trail is not None:  # a FIFO or device may become a file
            trail.seen.extend(entry.path for entry, kept in zip(files, regular) if not kept)
        files = list(compress(files, regular))
        statuses = list(compress(statuses, regular))
    return place.found(list(map(_BY_NAME, files)), statuses)


def _descend(place: _Folder, entry: os.DirEntry[str], skipped: dict[str, list[str]] | None = None,
             trail: Trail | None = None) -> bool:
    """Whether to walk subfolder `entry` of `place`: unless it is a link or
    excluded. A folder is judged by the config that applies to it: the one
    it inherits (no system call needed), or one it holds itself, which is
    looked for only when the inherited one excludes it; otherwise once its
    listing shows one (see _scan)."""
    if entry.is_symlink():
        if trail is not None:  # its target may become a file
            trail.seen.append(entry.path)
        if skipped is not None:
            skipped.setdefault(FOLDER_LINK, []).append(place.prefix + entry.name)
        return False
    if not place.excluded(entry.name):
        return True
    if trail is not None:
        trail.excluded.append(entry.path)
    if place.resolver.has_own_config(entry.path) and not place.resolver.is_excluded(entry.path):
        return True
    if skipped is not None:
        skipped.setdefault(EXCLUDED_FOLDER, []).append(place.prefix + entry.name + os.sep)
    return False
