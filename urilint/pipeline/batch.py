"""Many files: cache look-up, then read and lint or fix each, in order.

Files the cache proves unchanged are answered from it. The rest are
processed here, or spread over forked workers when their bytes are many
enough to pay for forking (``POOL_MIN_BYTES``, measured with
``benchmarks/run.py``: see its README). Results come back in discovery
order either way, so output does not depend on scheduling.
"""

from __future__ import annotations

import os
import sys
import time
from operator import attrgetter, itemgetter

from ..records import NamedTuple
from .cache import Cache, Entry, entry_for, findings_of, open_cache, pack, proven_current, unpack
from .cache_folder import folder_for
from ..discover import Found, Listing, Problem
from ..engine import Linter
from ..model import FileResult, Mode
from ..po4a import unsafe_in_translated
from ..source import SourceError, digest, read_file
from .excerpt import cut_to_findings
from .file import process_bytes, write_back
from .pool import MAX_CHUNKS, can_fork, fork_map

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Callable, Iterable, Iterator, Sequence

    from ..config import Settings

    LinterFor = Callable[[str], Linter]

_new = tuple.__new__
# A clean file's FileResult after its path, text and findings: the defaults.
CLEAN_TAIL = tuple(FileResult._field_defaults.values())

# Below this many bytes to lint, forking a worker costs more than it saves
# (measured: see benchmarks/README.md, "Process pool threshold"): a fork
# and the return of results cost a few ms, against ~3 ms of work per MB.
POOL_MIN_BYTES = 4_000_000
# A byte of markup (Markdown, HTML, reStructuredText...) costs about ten
# of code or text to lint: link syntax, and many more URIs per line (books
# 43 ms/MB, the standard library 3 ms/MB). It counts that much toward
# POOL_MIN_BYTES (free-programming-books, 2.3 MB of Markdown, two
# processes: 0.186 -> 0.131 s wall, 0.185 -> 0.196 s CPU).
MARKUP_WEIGHT = 10
CHEAP_KINDS = frozenset(("code", "data", "text"))
# Chunks per worker: small enough to balance uneven files.
CHUNKS_PER_WORKER = 32


# A run works through the files found in batches of at most this many files
# or about this many bytes, so it holds one batch at a time. Each batch big
# enough for the pool forks its own workers, and a fork costs ~25 ms of
# copied pages: 2,048-file batches made the 10x stdlib copy ~10% slower
# (12 forks), these bigger ones cost ~4% (6 forks) for 35 MB of peak RSS
# (32 MB with 2,048; 63 MB holding the whole tree).
BATCH_FILES = 4096
BATCH_BYTES = 128_000_000


_SIZE = attrgetter("stat.st_size")


def batches(walked: Iterable[Listing | Problem]) -> Iterator[list[Listing | Problem]]:
    """What discovery yields, in consecutive lists of at most BATCH_FILES
    files or about BATCH_BYTES bytes (a Problem rides along, counting for
    neither). A Listing is split only where a batch ends inside it."""
    batch: list[Listing | Problem] = []
    files = size = 0
    for item in walked:
        if isinstance(item, Problem):
            batch.append(item)
            continue
        sizes = list(map(_SIZE, item.files))
        if files + len(sizes) < BATCH_FILES and size + sum(sizes) < BATCH_BYTES:  # most folders: whole
            batch.append(item)
            files += len(sizes)
            size += sum(sizes)
            continue
        start = 0
        for end, file_size in enumerate(sizes, 1):
            files += 1
            size += file_size
            if files >= BATCH_FILES or size >= BATCH_BYTES:
                batch.append(item._replace(files=item.files[start:end]))
                yield batch
                batch, files, size, start = [], 0, 0, end
        if start < len(sizes):
            batch.append(item._replace(files=item.files[start:]))
    if batch:
        yield batch


_ABSOLUTE = attrgetter("absolute")
_STATUS = attrgetter("stat")
_STAT_FIELDS = itemgetter(slice(4))  # of a Status: what a clean table holds per file


def unanswered(
    items: list[Listing | Problem], linter_of: Callable[[Settings], Linter | None], cache: Cache | None
) -> list[Problem | list[Found]]:
    """Each Listing of `items` as the list of its files the cache does not
    prove clean (a clean file has nothing to report, fix or skip); each
    Problem as itself. `linter_of`: a folder's Linter, from its settings,
    or None when its files may have different ones."""
    parts: list[Problem | list[Found]] = []
    for item in items:
        if isinstance(item, Problem):
            parts.append(item)
            continue
        linter = None if cache is None else linter_of(item.settings)
        parts.append(item.files if linter is None else _unproven(item.files, linter, cache))  # type: ignore[arg-type]
    return parts


def _unproven(files: list[Found], linter: Linter, cache: Cache) -> list[Found]:
    """Those of `files` (found in one folder, all checked by `linter`) that
    the cache does not prove clean. In a run that changed nothing, that is
    none, proven by one comparison of C-level maps."""
    if not files or not linter.cacheable:
        return files
    table = cache.clean(files[0].absolute, linter.fingerprint)
    if not table:
        return files
    recorded = list(map(table.get, map(_ABSOLUTE, files)))
    now = list(map(_STAT_FIELDS, map(_STATUS, files)))
    if recorded == now:
        return []
    return [file for file, before, after in zip(files, recorded, now) if before != after]


class Job(NamedTuple):
    order: int
    path: str
    size: int
    cached: Entry | None  # an entry whose stat no longer proves it current


def cache_for(settings: object, rules: Iterable[object], cache_dir: str | None, root: str) -> Cache:
    """The cache of this configuration under `cache_dir` (default: under `root`)."""
    return open_cache(folder_for(cache_dir, root), settings, rules, root)


def check_paths(
    paths: Sequence[str],
    linter_for: LinterFor,
    mode: Mode,
    unsafe: bool,
    cache: Cache | None = None,
    workers: int | None = None,
    found: Sequence[Found] | None = None,
    save: bool = True,
) -> list[FileResult]:
    """One result per path, in the order of `paths`; `found`, when given,
    is what discovery found for each path (its status, its absolute path).
    The cache is saved at the end unless `save` is false (the caller
    saves it once after several calls)."""
    results: list[FileResult | None] = [None] * len(paths)
    todo: list[Job] = []
    todo_bytes = 0
    keys = [f.absolute for f in found] if found is not None else [os.path.abspath(p) for p in paths]
    for index, path in enumerate(paths):
        try:
            st = found[index].stat if found is not None else os.stat(path)
        except OSError:
            todo.append(Job(index, path, 0, None))  # reading it reports the error
            continue
        cached = None
        linter = linter_for(path)
        if cache is not None and linter.cacheable:  # URI2xx findings depend on other files
            cached = cache.get(keys[index])
            if cached is not None and cached.linter != linter.fingerprint:
                cached = None  # a nested config changed what applies to this file
            if cached is not None and proven_current(cached, st):
                hit = _answer(path, cached, mode)
                if hit is not None:
                    results[index] = hit
                    continue
        todo.append(Job(index, path, st.st_size, cached))
        todo_bytes += st.st_size
    # (The core count and load are read only for work a pool may share.)
    count = 1 if len(todo) < 2 else workers if workers is not None else _free_cores()
    use_cache = cache is not None
    if count > 1 and _weighted(todo, todo_bytes) >= POOL_MIN_BYTES and can_fork():
        done: Iterable[tuple[int, FileResult, Entry | None]] = _forked(todo, todo_bytes, count, linter_for, mode, unsafe, use_cache)
    else:
        done = ((job.order, *_work(job, linter_for(job.path), mode, unsafe, use_cache)) for job in todo)
    for index, result, entry in done:
        results[index] = result
        if cache is not None and entry is not None and linter_for(paths[index]).cacheable:
            cache.record(keys[index], entry)
    if cache is not None and save:
        cache.save()
    return [r for r in results if r is not None]


def _answer(path: str, entry: Entry, mode: Mode) -> FileResult | None:
    """The result a current cache entry gives, or None when the file must
    be processed anyway (findings to fix)."""
    if entry.binary:
        return FileResult(path, "", [], binary=True)
    if not entry.findings:  # most files of a warm run: tuple.__new__, not NamedTuple's Python-level __new__
        return _new(FileResult, (path, "", [], *CLEAN_TAIL))
    if mode is not Mode.CHECK:
        return None
    # The lines the report reads were kept with the findings: no file is
    # read. A po4a configuration made since takes the safe fixes (one
    # removed since leaves them unsafe until the file changes).
    return FileResult(path, entry.excerpt, unsafe_in_translated(path, findings_of(entry)))


def _work(job: Job, linter: Linter, mode: Mode, unsafe: bool, use_cache: bool) -> tuple[FileResult, Entry | None]:
    """Read, lint or fix one file; also the cache entry to record, if any."""
    path = job.path
    stamp = time.time_ns()  # before reading: see cache.proven_current
    try:
        data, st = read_file(path, sniff=True)  # non-blocking: a FIFO cannot hang the run
    except OSError as exc:
        return FileResult(path, "", [], error=f"cannot read: {exc.strerror or exc}"), None
    except SourceError as exc:
        return FileResult(path, "", [], error=str(exc)), None
    data_digest = digest(data) if use_cache else b""
    if job.cached is not None and job.cached.digest == data_digest:
        hit = _answer(path, job.cached, mode)
        if hit is not None:  # same content, new stat: refresh the entry
            return hit, job.cached._replace(size=st.st_size, mtime_ns=st.st_mtime_ns, ctime_ns=st.st_ctime_ns,
                                            ino=st.st_ino, stamp_ns=stamp)
    result = process_bytes(path, data, linter, mode, unsafe)
    if mode is Mode.FIX and result.output is not None and result.error is None:
        # The content already read and fixed; write_back checks it is still on disk.
        return write_back(path, data, st, result), None
    if result.findings and result.original is None:  # a report reads only their lines
        result = cut_to_findings(result)
    entry = None
    if use_cache and result.error is None and result.output is None:
        # The findings as the cut text holds them, and that text: a run the
        # cache answers reports them without reading the file.
        entry = entry_for(st, stamp, data_digest, result.binary, result.findings, linter.fingerprint,
                          result.text if result.findings else "")
    return result, entry


def _weighted(todo: list[Job], todo_bytes: int) -> int:
    """The bytes of `todo`, markup counted MARKUP_WEIGHT times (looked at
    only when the plain count is under the threshold)."""
    if todo_bytes >= POOL_MIN_BYTES:
        return todo_bytes
    from ..scan import EXTENSIONS

    for job in todo:
        name = os.path.basename(job.path)
        if "." in name and EXTENSIONS.get(name.rpartition(".")[2].lower(), "text") not in CHEAP_KINDS:
            todo_bytes += job.size * (MARKUP_WEIGHT - 1)
    return todo_bytes


# --- the forked workers -----------------------------------------------------


def _forked(
    todo: list[Job], todo_bytes: int, count: int, linter_for: LinterFor, mode: Mode, unsafe: bool, use_cache: bool
) -> Iterator[tuple[int, FileResult, Entry | None]]:
    """_work over `todo` in `count` processes (this one and forked ones),
    which take small chunks in turn, so heavy files spread evenly."""
    chunks = list(_chunks(todo, todo_bytes // min(count * CHUNKS_PER_WORKER, MAX_CHUNKS // 2) + 1))
    for linter in {id(linter): linter for linter in map(linter_for, (job.path for job in todo))}.values():
        linter.prepare()  # once here, not in each worker

    def work(job: Job) -> tuple[int, FileResult, Entry | None]:
        return (job.order, *_work(job, linter_for(job.path), mode, unsafe, use_cache))

    return fork_map(chunks, work, _pack, _unpack, count, _store_patterns)


def _store_patterns() -> None:
    """A worker's last step: keep the patterns it compiled (pattern_store;
    loaded once a pattern was compiled)."""
    store = sys.modules.get("urilint.pattern_store")
    if store is not None:
        store.save()


def _pack(done: tuple[int, FileResult, Entry | None]) -> tuple[Any, ...]:
    index, result, entry = done
    return index, (*result[:2], [pack(f) for f in result.findings], *result[3:]), entry and tuple(entry)


def _unpack(packed: tuple[Any, ...]) -> tuple[int, FileResult, Entry | None]:
    index, (path, text, findings, *rest), entry = packed
    return index, FileResult(path, text, [unpack(f) for f in findings], *rest), entry and Entry(*entry)


def _chunks(todo: list[Job], target: int) -> Iterator[list[Job]]:
    """Consecutive jobs in chunks of about `target` bytes."""
    chunk: list[Job] = []
    size = 0
    for job in todo:
        chunk.append(job)
        size += job.size
        if size >= target:
            yield chunk
            chunk, size = [], 0
    if chunk:
        yield chunk


def _free_cores() -> int:
    """One worker per core, unless the machine is saturated (1-minute load
    average at or above the core count), where forking was measured to
    lose. Partly busy cores still pay: the chunks are shared out as the
    processes take them, so a slowed process just takes fewer."""
    cores = _cores()
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return cores
    return 1 if load >= cores else cores


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1
