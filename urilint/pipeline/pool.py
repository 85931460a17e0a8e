"""Spread work over forked copies of this process.

``multiprocessing``'s pool costs about 35 ms to import, start and stop
(measured on the benchmark machine), more than a whole run the cache
answers; a bare ``os.fork`` costs about 1 ms. The forked children share
everything already loaded (rules, compiled patterns, settings), take
chunks of work from a shared pipe of chunk numbers (so a process that
drew quick chunks takes more), and send their results back through a
pipe of their own as ``marshal`` data.
"""

from __future__ import annotations

import gc
import marshal
import os

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Callable, Iterator, Sequence, TypeVar

    Item = TypeVar("Item")
    Result = TypeVar("Result")

# Chunk numbers travel as 4-byte tokens, all written before anyone reads:
# they must fit in a pipe's buffer (64 KiB on Linux, 4 KiB at least).
MAX_CHUNKS = 1024
TOKEN = 4


def can_fork() -> bool:
    return hasattr(os, "fork")


def fork_map(
    chunks: Sequence[Sequence[Item]],
    work: Callable[[Item], Result],
    pack: Callable[[Result], Any],
    unpack: Callable[[Any], Result],
    processes: int,
    finish: Callable[[], None] | None = None,
) -> Iterator[Result]:
    """``work(item)`` for each item of each chunk, by this process and
    ``processes - 1`` forked children (`pack` and `unpack` turn a result
    into values marshal can carry, and back), in no particular order.
    `finish` runs in each child after it has sent its results.

    The first chunk is worked before forking, so what `work` loads on
    first use (modules, compiled patterns) is loaded once, not in every
    copy. Chunks a child took but did not deliver (it died) are redone
    here, so an error surfaces with its traceback."""
    if len(chunks) > MAX_CHUNKS:
        raise ValueError(f"at most {MAX_CHUNKS} chunks")
    yield from map(work, chunks[0])
    read_tokens, write_tokens = os.pipe()
    os.write(write_tokens, b"".join(n.to_bytes(TOKEN, "little") for n in range(1, len(chunks))))
    os.close(write_tokens)
    children: list[tuple[int, int]] = []
    done: set[int] = {0}
    try:
        # Objects frozen before forking are never walked by the collector,
        # so the copies share their memory pages instead of each copying
        # the pages a collection touches.
        gc.freeze()
        try:
            for _ in range(processes - 1):
                children.append(_fork(read_tokens, chunks, work, pack, finish))
        finally:
            gc.unfreeze()
        for number in _taken(read_tokens):
            done.add(number)
            yield from map(work, chunks[number])
        while children:
            pid, read_end = children.pop()
            for number, packed in _collect(pid, read_end):
                done.add(number)
                yield from map(unpack, packed)
        for number in range(len(chunks)):
            if number not in done:  # taken by a child that died
                yield from map(work, chunks[number])
    finally:  # interrupted: stop the children (a write they are making finishes first)
        os.close(read_tokens)
        if children:
            import signal
        for pid, read_end in children:
            os.close(read_end)
            try:
                os.kill(pid, signal.SIGTERM)
                os.waitpid(pid, 0)
            except OSError:
                pass


def _taken(read_tokens: int) -> Iterator[int]:
    """Chunk numbers this process takes from the shared pipe until it is
    empty (a read of one token is atomic among the processes)."""
    while token := os.read(read_tokens, TOKEN):
        yield int.from_bytes(token, "little")


def _fork(read_tokens: int, chunks: Sequence[Sequence[Item]], work: Callable[[Item], Result],
          pack: Callable[[Result], Any], finish: Callable[[], None] | None) -> tuple[int, int]:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: work, send, and leave without running any cleanup of the parent's
        status = 1
        try:
            os.close(read_end)
            out = [(number, [pack(work(item)) for item in chunks[number]]) for number in _taken(read_tokens)]
            with open(write_end, "wb") as pipe:
                pipe.write(marshal.dumps(out))
            status = 0
            if finish is not None:
                finish()
        finally:
            os._exit(status)
    os.close(write_end)
    return pid, read_end


def _collect(pid: int, read_end: int) -> list[tuple[int, list[Any]]]:
    """A child's (chunk number, packed results) pairs; none if it failed."""
    with open(read_end, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(pid, 0)
    if status != 0:
        return []
    try:
        return marshal.loads(data)  # type: ignore[no-any-return]
    except (EOFError, ValueError, TypeError):
        return []
