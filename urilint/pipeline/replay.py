"""A `check` run answered whole: when nothing the run read has changed
since the same command last ran, print what it printed then.

The results cache (cache.py) answers each file with one stat, but a run
it answers still imports the linter, reads the config, walks the tree and
formats the report: some 20 ms beyond the interpreter's own start. A run
record holds what one `check` run wrote (stdout and stderr, in order) and
its exit status. It is keyed by everything the run was given: arguments,
working folder, environment, whether stdout and stderr are terminals and
their encodings, Python (its flags and ``sys.path`` too) and urilint (and
where it was imported from). Beside that it holds the witnesses of
everything the run read:

- the status (size, mtime, ctime, inode) of each file it found, each
  folder it listed, each entry it skipped by its kind (a link to a
  folder, a FIFO: either may become a file), each config file in a
  folder it looked for one, the folder of each file with findings and
  the checksum lists in it (a signature beside a file takes its fixes:
  generated.signed_beside), the po4a configurations above it up to the
  repository's root (po4a.py), urilint's own modules, the rules' packages,
  and the folders on ``sys.path`` (a package installed or removed there
  changes its folder);
- the config files that were not there (in each folder looked in, and
  in the excluded folders whose own config could let the walk in), the
  files git lists that were missing, the po4a configurations that were
  not there, and the entries of ``sys.path`` that did not exist;
- what ``git ls-files`` answered for each folder git listed.

`answer`, the console entry's first step (launch.py), prints a record's
output only when its key is this run's and every witness is as recorded;
the check imports nothing of urilint but this module, git_files and
user_cache.

Never a stale answer: as for the results cache, a record is written only
when every witness's last change (ctime, which no user call can set back)
lies ``RACY_SLACK_NS`` before the run started; any later change then moves
a witness's ctime past the recorded value (or its size, inode, or git's
answer). A record is written only by a run in check mode that read no
stdin, wrote no file, met no error, used no link rule (URI2xx: those
findings depend on files outside its witnesses) and no plugin (whose
modules may import others). A run that linted files is recorded too: the
record costs a stat of the witnesses discovery did not stat (some 3 ms
on a tree of 2,400 files), and a miss reads it and stops at the first
chunk of witnesses, which holds the most recently changed files.

Records live in the user's cache folder (user_cache.py), in SLOTS files
chosen by the key's checksum (a later command in the same slot replaces
an earlier one), so the disk they take is bounded. Deleting them is
always safe; `--no-cache` neither reads nor writes one.
"""

from __future__ import annotations

import marshal
import os
import sys
from itertools import chain

try:  # operator's own functions, without its Python module (0.5 ms a run)
    from _operator import attrgetter, itemgetter
except ImportError:  # an interpreter without the C module
    from operator import attrgetter, itemgetter

from .. import __version__, git_files, user_cache

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Iterable, TextIO

    from ..discover import Found
    from ..model import FileResult
    from ..registry import Rule

FORMAT = 3
SLOTS = 32
# Witnesses stat-ed and compared at a time (in C): a miss stops after its chunk.
CHUNK = 256
# Output kept for a record at most (characters): a larger report is not recorded.
MAX_OUTPUT = 8_000_000
# Environment variables a shell changes between two runs of one command
# that no part of a run reads.
VOLATILE = frozenset(("OLDPWD", "SHLVL", "_"))
STATUS = attrgetter("st_size", "st_mtime_ns", "st_ctime_ns", "st_ino")
_MTIME, _CTIME = itemgetter(1), itemgetter(2)  # of a STATUS
_STAT = attrgetter("stat")  # of a discover.Found


def answer(argv: list[str]) -> int | None:
    """Print the recorded output of the run `argv` and return its exit
    status, when there is a record for it and nothing it read has changed;
    None (nothing printed) otherwise."""
    try:
        record = _current(_read(_key(argv)))
    except Exception:  # a record of another layout (same version, other code): a miss
        return None
    if record is None:
        return None
    output, status = record
    streams = (None, sys.stdout, sys.stderr)
    try:
        for fd, text in output:
            streams[fd].write(text)  # type: ignore[union-attr]
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:  # the reader left: as cli.main does
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 2
    return status


def _current(record: tuple[Any, ...] | None) -> tuple[list[tuple[int, str]], int] | None:
    """(output, exit status) of `record` if it is well formed and every
    witness is as recorded; None otherwise."""
    if record is None:
        return None
    joined, recorded, absent, listings, output, status = record
    if type(status) is not int or not all(fd in (1, 2) and type(text) is str for fd, text in output):
        return None
    present = joined.split("\0") if joined else []
    if type(recorded) is not tuple or len(recorded) != 4 * len(present):
        return None
    try:  # a chunk at a time, in the record's order: a miss stops early
        for start in range(0, len(present), CHUNK):
            now = tuple(chain.from_iterable(map(STATUS, map(os.stat, present[start : start + CHUNK]))))
            if now != recorded[4 * start : 4 * (start + CHUNK)]:
                return None
    except (OSError, ValueError):
        return None
    if any(map(os.path.exists, absent)):
        return None
    for folder, names in listings:
        if git_files.Listing(folder).names() != names:
            return None
    return output, status


class Trail:
    """What a walk read (discover.discover_listings fills it): the files
    found (discover.Found: with the status read when found); the folders
    listed and the entries skipped by their kind (a link to a folder, a
    FIFO), whose status is a witness too; paths that were not there (a
    broken link, a file git lists that is gone); the excluded folders whose
    own config was looked for; and git's answer for each folder it listed."""

    def __init__(self) -> None:
        self.files: list[Found] = []
        self.seen: list[str] = []
        self.absent: list[str] = []
        self.excluded: list[str] = []
        self.listings: list[tuple[str, list[str] | None]] = []


class Recorder:
    """Keeps what a `check` run writes to stdout and stderr (`start` to
    `stop`), then `save`s the record with the run's witnesses (its walk
    fills `trail`)."""

    def __init__(self, argv: list[str]) -> None:
        import time

        self.key = _key(argv)
        self.started_ns = time.time_ns()  # before the run reads anything
        self.output: list[tuple[int, str]] = []
        self._size = 0
        self.spoiled = False  # something wrote past the text streams
        self._streams: tuple[TextIO, TextIO] | None = None
        self.trail = Trail()

    def start(self) -> None:
        self._streams = (sys.stdout, sys.stderr)
        sys.stdout = _Tee(sys.stdout, 1, self)
        sys.stderr = _Tee(sys.stderr, 2, self)

    def stop(self) -> None:
        if self._streams is not None:
            sys.stdout, sys.stderr = self._streams
            self._streams = None

    def keep(self, fd: int, text: str) -> None:
        self._size += len(text)
        if self._size <= MAX_OUTPUT:
            self.output.append((fd, text))

    def save(self, status: int, trail: Trail, consulted: Iterable[str], named: Iterable[str | None],
             rules: Iterable[Rule], results: Iterable[FileResult]) -> bool:
        """Write the record of a run whose walk filled `trail`, that looked
        for config files in the folders `consulted`, was named the paths
        `named` (and a --config file), ran `rules` (none may be a plugin's:
        its modules may import others) and gave `results`, whose files with
        findings were judged by their signatures (generated.signed_beside)
        and the po4a configurations over them (po4a.py);
        False (nothing written) when a witness changed too recently to be
        trusted, or the output was too large or not all text."""
        from ..config import CONFIG_FILES
        from ..generated import signature_witnesses
        from ..po4a import witnesses as po4a_witnesses
        from .cache import RACY_SLACK_NS

        if self._size > MAX_OUTPUT or self.spoiled:
            return False
        limit = self.started_ns - RACY_SLACK_NS
        found = list(map(STATUS, map(_STAT, trail.files)))
        if max(map(_CTIME, found), default=0) >= limit:  # a file changed just now: no system call more
            return False
        modules = [rule.file if rule.origin == "built-in" else None for rule in rules]
        if None in modules:
            return False
        present, absent = _config_witnesses([*consulted, *trail.excluded], CONFIG_FILES)
        files = [path for path in named if path and os.path.isfile(path)]
        folders = {os.path.dirname(result.path) for result in results if result.findings}
        signatures = [path for folder in folders for path in signature_witnesses(folder)]
        configs = {witness for folder in folders for witness in po4a_witnesses(folder)}  # (po4a.py)
        signatures += [path for kind, path in configs if kind == "config"]
        code, missing = _code_witnesses([module for module in modules if module is not None])
        front = list({*present, *trail.seen, *files, *signatures})
        paths = front + list(set(code) - set(front))
        try:
            statuses = list(map(STATUS, map(os.stat, paths)))
        except (OSError, ValueError):
            return False
        if max(map(_CTIME, statuses), default=0) >= limit:
            return False
        absent = sorted({*absent, *trail.absent, *missing, *(path for kind, path in configs if kind == "absent")})
        if any(map(os.path.exists, absent)):
            return False
        # In the order a miss shows soonest: folders and config files (an
        # editor that saves by renaming changes a folder), the files found
        # (by the status discovery read before their content: a change
        # since shows) the most recently changed first, urilint's code.
        order = sorted(range(len(found)), key=list(map(_MTIME, found)).__getitem__, reverse=True)
        cut = len(front)
        paths[cut:cut] = (trail.files[i].path for i in order)
        statuses[cut:cut] = (found[i] for i in order)
        flat = tuple(chain.from_iterable(statuses))
        record = (FORMAT, self.key, "\0".join(paths), flat, absent, trail.listings, self.output, status)
        return _write(self.key, record)


class _Tee:
    """A text stream that writes through and tells its Recorder what."""

    def __init__(self, stream: TextIO, fd: int, recorder: Recorder) -> None:
        self._stream, self._fd, self._recorder = stream, fd, recorder

    def write(self, text: str) -> int:
        self._recorder.keep(self._fd, text)
        return self._stream.write(text)

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        if name == "buffer":  # bytes written there would be missing from the record
            self._recorder.spoiled = True
        return getattr(self._stream, name)


def _config_witnesses(folders: Iterable[str], names: Iterable[str]) -> tuple[list[str], list[str]]:
    """(present, absent): the config files `names` in each of `folders`,
    split by whether they are there now."""
    names = tuple(names)
    present: list[str] = []
    absent: list[str] = []
    for folder in set(folders):
        for name in names:
            path = os.path.join(folder, name)
            (present if os.path.exists(path) else absent).append(path)
    return present, absent


def _code_witnesses(rule_files: list[str]) -> tuple[list[str], list[str]]:
    """(present, absent): urilint's own modules and folders, those of the
    rules' packages (in an editable install the built-in rules live apart),
    and the entries of sys.path, as there or not there (a folder made later
    on PYTHONPATH may bring a plugin)."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    paths: list[str] = []
    for folder in {package, *map(os.path.dirname, map(os.path.abspath, rule_files))}:
        for here, subfolders, files in os.walk(folder):
            subfolders[:] = [name for name in subfolders if name != "__pycache__"]
            paths.append(here)
            paths.extend(os.path.join(here, name) for name in files if name.endswith(".py"))
    entries = [os.path.abspath(entry or ".") for entry in sys.path]
    paths.extend(filter(os.path.exists, entries))
    return paths, [entry for entry in entries if not os.path.exists(entry)]


def _key(argv: list[str]) -> str:
    def terminal(fd: int) -> bool:
        try:
            return os.isatty(fd)
        except OSError:
            return False

    environment = sorted(item for item in os.environ.items() if item[0] not in VOLATILE)
    encodings = [(getattr(s, "encoding", None), getattr(s, "errors", None)) for s in (sys.stdout, sys.stderr)]
    python = (sys.version, sys.executable, tuple(sys.flags), sys.path)
    return repr((FORMAT, __version__, os.path.abspath(__file__), python, os.getcwd(), list(argv), environment,
                 terminal(1), terminal(2), encodings))


def _path(key: str) -> str | None:
    folder = user_cache.folder()
    if folder is None:
        return None
    slot = _checksum(key) % SLOTS
    return os.path.join(folder, "runs", f"{__version__}-{slot:02d}.run")


# A prime near 2**61: the key's bytes as one number modulo it (in C, linear
# in the key) spread the slots; importing zlib for crc32 took 0.3 ms a run.
_MODULUS = 2**61 - 1


def _checksum(key: str) -> int:
    return int.from_bytes(key.encode("utf-8", "surrogatepass"), "little") % _MODULUS


def _read(key: str) -> tuple[Any, ...] | None:
    path = _path(key)
    if path is None:
        return None
    try:
        with open(path, "rb") as handle:
            fmt, stored, *record = marshal.loads(handle.read())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if fmt != FORMAT or stored != key or len(record) != 6:
        return None
    return tuple(record)


def _write(key: str, record: tuple[Any, ...]) -> bool:
    from ..source import replace_file

    path = _path(key)
    if path is None:
        return False
    folder = os.path.dirname(path)
    try:
        os.makedirs(folder, exist_ok=True)
        replace_file(path, marshal.dumps(record))
        for name in os.listdir(folder):  # another version's records are never read again
            if name.endswith(".run") and not name.startswith(f"{__version__}-"):
                os.remove(os.path.join(folder, name))
    except (OSError, ValueError):
        return False
    return True
