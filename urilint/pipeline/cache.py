"""Per-file results cache, like ruff's: skip files whose content was linted
before with the same urilint, rules and configuration.

One cache file per (urilint version and code, rule set, configuration) in
``.urilint_cache/`` (which holds its own ``.gitignore``), mapping each
absolute path to the file's stat fields, a SHA-256 of its content, the
findings linting that content gave and the lines a report of them reads
(so a run it answers reads no file).

Never hiding a finding: an entry is trusted on its stat fields alone (size,
mtime_ns, ctime_ns, inode) only when the file's last change lies at least
``RACY_SLACK_NS`` before the moment urilint started reading it, as git does
for "racily clean" index entries: a later change of content then always
moves ctime (which no user call can set back) past the recorded value, even
on file systems with coarse timestamps. Otherwise the content is read and
its digest compared. Writes are atomic (temporary file and rename) and
merge with what concurrent runs wrote; a lost update only costs a re-lint.

Beside the entries, each cache file holds their "clean table": per Linter
fingerprint, the path and stat fields of every entry that is clean (no
findings, not binary) and trusted on its stat fields alone. It is derived
from the entries when they are saved, so a run that changed nothing answers
a whole folder of clean files with one C-level comparison (see
batch.unanswered) instead of a look-up per file.
"""

from __future__ import annotations

import marshal
import os
import sys
from functools import lru_cache, partial
from operator import attrgetter

from .. import __version__
from ..model import Applicability, Edit, Finding, Fix
from ..records import NamedTuple
from ..source import replace_file
from .cache_folder import RACY_SLACK_NS as RACY_SLACK_NS  # re-exported: replay.py reads it here (tests set it here)

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Iterable, Union

    from ..discover import Status

    StatLike = Union[os.stat_result, Status]  # what same_stat and friends read: the st_ fields

FORMAT = 6
# Settings fields that cannot change a file's findings.
NOT_IN_KEY = frozenset(("source", "exclude", "extend_exclude", "cache_dir", "unsafe_fixes", "root", "output_format"))


class Entry(NamedTuple):
    """What the cache knows about one file."""

    size: int
    mtime_ns: int
    ctime_ns: int
    ino: int
    stamp_ns: int  # wall clock just before the content was read
    digest: bytes
    binary: bool
    # The findings as marshal data of plain tuples (see pack() and unpack()),
    # b"" for none: loading a cache then costs one bytes object per file,
    # and only the files to report have their findings unpacked.
    findings: bytes
    linter: str  # the Linter fingerprint (rules, schemes, file types) that gave them
    # With findings: the text a report reads, cut to their lines (and the
    # findings' offsets are into it; see excerpt.py); else "".
    excerpt: str = ""


def entry_for(
    st: StatLike, stamp_ns: int, data_digest: bytes, binary: bool, findings: Iterable[Finding], linter: str,
    excerpt: str = "",
) -> Entry:
    packed = tuple(pack(f) for f in findings)
    return Entry(st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, stamp_ns, data_digest, binary,
                 marshal.dumps(packed) if packed else b"", linter, excerpt)


def findings_of(entry: Entry) -> list[Finding]:
    return [unpack(f) for f in marshal.loads(entry.findings)] if entry.findings else []


def pack(f: Finding) -> tuple[Any, ...]:
    fix = None if f.fix is None else (f.fix.applicability.value, tuple(tuple(e) for e in f.fix.edits))
    return (f.code, f.name, f.start, f.end, f.message, fix, f.uri_start, f.uri_end)


def unpack(t: tuple[Any, ...]) -> Finding:
    code, name, start, end, message, fix, uri_start, uri_end = t
    if fix is not None:
        fix = Fix(tuple(Edit(*e) for e in fix[1]), Applicability(fix[0]))
    return Finding(code, name, start, end, message, fix, uri_start, uri_end)


# The stat fields an Entry starts with, in its order (read in C: a warm run
# compares them once per file).
_STAT_KEY = attrgetter("st_size", "st_mtime_ns", "st_ctime_ns", "st_ino")


def same_stat(entry: Entry, st: StatLike) -> bool:
    """Whether `st` has the stat fields the entry was recorded with."""
    return entry[:4] == _STAT_KEY(st)


def proven_current(entry: Entry, st: StatLike) -> bool:
    """Whether `st` alone proves the entry current: the same stat fields,
    and not racily clean (the file changed too close to when it was read
    for a same-size change within one timestamp tick to be ruled out)."""
    return same_stat(entry, st) and max(entry.mtime_ns, entry.ctime_ns) + RACY_SLACK_NS <= entry.stamp_ns


if TYPE_CHECKING:
    # Linter fingerprint -> path -> the entry's first four (stat) fields.
    CleanTable = dict[str, dict[str, "tuple[int, int, int, int]"]]


class Shard(NamedTuple):
    """One cache file's entries and their clean table."""

    entries: dict[str, Entry]
    clean: CleanTable


def clean_table(entries: dict[str, Entry]) -> CleanTable:
    """The clean table of `entries` (see the module's docstring): those
    without findings, not binary, and proven current by stat (as
    proven_current: last changed well before they were read)."""
    table: CleanTable = {}
    for path, entry in entries.items():
        if not entry.findings and not entry.binary and max(entry.mtime_ns, entry.ctime_ns) + RACY_SLACK_NS <= entry.stamp_ns:
            table.setdefault(entry.linter, {})[path] = tuple(entry[:4])  # type: ignore[assignment]
    return table


class Cache:
    """The entries of one configuration, in one file per shard: the first
    folder of a path below `root` (checking one folder of a project loads
    that folder's entries only). Look up, record, save."""

    def __init__(self, folder: str, key: str, root: str = "") -> None:
        self.folder = folder
        self.key = key
        # File names spread keys and shards over files; the key stored inside decides.
        self.stem = f"{__version__}-{checksum(key)}"
        self.root = os.path.join(root, "") if root else ""
        self.path = self.path_of("")
        self._shards: dict[str, Shard] = {}
        self.updated: dict[str, dict[str, Entry]] = {}

    def path_of(self, shard: str) -> str:
        return os.path.join(self.folder, f"{self.stem}-{checksum(shard)}.cache" if shard else f"{self.stem}.cache")

    def shard_of(self, path: str) -> str:
        if self.root and path.startswith(self.root):
            head, below, _ = path[len(self.root):].partition(os.sep)
            return head if below else ""
        return ""

    def _shard(self, shard: str) -> Shard:
        loaded = self._shards.get(shard)
        if loaded is None:
            loaded = self._shards[shard] = _load(self.path_of(shard), self.key)
        return loaded

    def get(self, path: str) -> Entry | None:
        return self._shard(self.shard_of(path)).entries.get(path)

    def clean(self, path: str, linter: str) -> dict[str, tuple[int, int, int, int]]:
        """The clean table, for Linter fingerprint `linter`, of the shard
        that holds `path` (and every file in its folder)."""
        return self._shard(self.shard_of(path)).clean.get(linter) or {}

    def record(self, path: str, entry: Entry) -> None:
        shard = self.shard_of(path)
        loaded = self._shard(shard)
        loaded.entries[path] = entry
        for table in loaded.clean.values():  # the table was derived from the old entry
            table.pop(path, None)
        self.updated.setdefault(shard, {})[path] = entry

    def release(self, keep: str) -> None:
        """Drop the loaded shards but the one of path `keep`. A run does
        after each batch of files: discovery goes folder by folder, so the
        other shards' files are done, and the run holds one shard's entries
        rather than the tree's (a shard asked for again is read again)."""
        shard = self.shard_of(keep)
        loaded = self._shards.get(shard)
        self._shards = {} if loaded is None else {shard: loaded}

    def save(self) -> None:
        """Write each changed shard atomically, keeping entries other runs
        wrote meanwhile.

        Failing to write (read-only tree, full disk) is not an error: the
        cache only ever saves time.
        """
        if not self.updated:
            return
        try:
            prepare(self.folder)
            for shard, updated in self.updated.items():
                self._save(self.path_of(shard), updated)
        except OSError:
            pass

    def _save(self, path: str, updated: dict[str, Entry]) -> None:
        merged = _load(path, self.key).entries
        merged.update(updated)
        raw = {p: tuple(e) for p, e in merged.items()}
        replace_file(path, marshal.dumps((FORMAT, self.key, raw, clean_table(merged))))


def checksum(text: str) -> str:
    import zlib  # here: a run that names no cache file (stdin) need not load it

    return f"{zlib.crc32(text.encode('utf-8', 'surrogatepass')):08x}"


def open_cache(folder: str, settings: object, rules: Iterable[object], root: str = "") -> Cache:
    return Cache(folder, cache_key(settings, rules), root)


def cache_key(settings: object, rules: Iterable[object]) -> str:
    """Everything besides the content that decides findings: urilint's
    version and code, every loaded rule, the configuration (a text of a few
    kilobytes, stored in the cache file and compared on loading)."""
    parts: list[Any] = [FORMAT, __version__, code_stamp()]
    for rule in rules:  # registry.Rule: where its check function lives, without importing it
        module = getattr(rule, "module", "") or getattr(getattr(rule, "check", None), "__module__", None) or ""
        path = getattr(rule, "file", None) or getattr(sys.modules.get(module), "__file__", None)
        parts.append((getattr(rule, "code", ""), getattr(rule, "origin", ""), module, file_stamp(path)))
    for name in settings._fields:  # type: ignore[attr-defined]
        if name not in NOT_IN_KEY:
            parts.append((name, _canonical(getattr(settings, name))))
    return repr(parts)


def _canonical(value: Any) -> Any:
    """A representation whose repr does not depend on set or dict order."""
    if isinstance(value, (set, frozenset)):
        return ("set", sorted(map(repr, value)))
    if isinstance(value, dict) or hasattr(value, "items"):
        return ("map", sorted((repr(k), repr(_canonical(v))) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return tuple(_canonical(v) for v in value)
    return value


@lru_cache(maxsize=1)
def code_stamp() -> tuple[tuple[str, int, int], ...]:
    """Size and mtime of urilint's own modules: an editable install picks
    up code changes without a version bump (read once per run)."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    stamps = []
    for folder in (package, *(os.path.join(package, sub) for sub in ("scan", "uri", "pipeline"))):
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        for name in names:
            if name.endswith(".py"):
                stamps.append((name, *file_stamp(os.path.join(folder, name))))
    return tuple(stamps)


def file_stamp(path: str | None) -> tuple[int, int]:
    if not path:
        return (0, 0)
    try:
        st = os.stat(path)
    except OSError:
        return (0, 0)
    return (st.st_size, st.st_mtime_ns)


def prepare(folder: str) -> None:
    """Create the cache folder with a .gitignore that ignores all of it."""
    os.makedirs(folder, exist_ok=True)
    ignore = os.path.join(folder, ".gitignore")
    if not os.path.exists(ignore):
        replace_file(ignore, b"# Automatically created by urilint.\n*\n")


def _load(path: str, key: str) -> Shard:
    """The entries of a cache file made for `key`, and their clean table;
    anything else (unreadable, another format, another key) is an empty
    cache."""
    try:
        with open(path, "rb") as handle:
            # loads, not load: marshal.load reads a file object in many
            # tiny reads, ten times slower on a cache of a few thousand files.
            fmt, stored_key, raw, clean = marshal.loads(handle.read())
        if fmt != FORMAT or stored_key != key:
            return Shard({}, {})
        # tuple.__new__, not Entry(*e): NamedTuple's __new__ is a Python-level
        # call, a third of loading a cache of a few thousand files. It checks
        # no field count: checked here, a damaged file is an empty cache.
        # All in C (map, set, zip): no Python-level step per entry.
        values = raw.values()
        if values and (set(map(type, values)) != {tuple} or set(map(len, values)) != {len(Entry._fields)}):
            return Shard({}, {})
        if type(clean) is not dict or set(map(type, clean.values())) - {dict}:
            return Shard({}, {})
        return Shard(dict(zip(raw, map(partial(tuple.__new__, Entry), values))), clean)
    except (OSError, EOFError, ValueError, TypeError):
        return Shard({}, {})
