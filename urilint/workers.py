"""Spread work over forked copies of this process.

``multiprocessing``'s pool costs about 35 ms to import, start and stop
(measured on the benchmark machine), more than a whole run the cache
answers; a bare ``os.fork`` costs about 1 ms. The forked children share
everything already loaded (rules, compiled patterns, settings) and send
their results back through a pipe as ``marshal`` data.
"""

from __future__ import annotations

import marshal
import os
import signal
from typing import Any, Callable, Iterator, Sequence, TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")


def can_fork() -> bool:
    return hasattr(os, "fork")


def fork_map(
    shares: Sequence[Sequence[Item]],
    work: Callable[[Item], Result],
    pack: Callable[[Result], Any],
    unpack: Callable[[Any], Result],
    head: int = 0,
) -> Iterator[Result]:
    """``work(item)`` for each item of each share: the first share in this
    process, every other one in a forked child (`pack` and `unpack` turn a
    result into values marshal can carry, and back). The first `head`
    items are worked before forking, so what `work` loads on first use
    (modules, compiled patterns) is loaded once, not in every copy. A
    child that fails has its share redone here, so an error surfaces with
    its traceback. Results come share by share."""
    children: list[tuple[int, int, Sequence[Item]]] = []
    try:
        yield from map(work, shares[0][:head])
        for share in shares[1:]:
            pid, read_end = _fork(share, work, pack)
            children.append((pid, read_end, share))
        yield from map(work, shares[0][head:])
        while children:
            pid, read_end, share = children.pop(0)
            packed = _collect(pid, read_end)
            yield from map(work, share) if packed is None else map(unpack, packed)
    finally:  # interrupted: stop the children (a write they are making finishes first)
        for pid, read_end, _ in children:
            os.close(read_end)
            try:
                os.kill(pid, signal.SIGTERM)
                os.waitpid(pid, 0)
            except OSError:
                pass


def _fork(share: Sequence[Item], work: Callable[[Item], Result], pack: Callable[[Result], Any]) -> tuple[int, int]:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: work, send, and leave without running any cleanup of the parent's
        status = 1
        try:
            os.close(read_end)
            data = marshal.dumps([pack(work(item)) for item in share])
            with open(write_end, "wb") as pipe:
                pipe.write(data)
            status = 0
        finally:
            os._exit(status)
    os.close(write_end)
    return pid, read_end


def _collect(pid: int, read_end: int) -> list[Any] | None:
    """A child's packed results, or None if it did not finish."""
    with open(read_end, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(pid, 0)
    if status != 0:
        return None
    try:
        return marshal.loads(data)  # type: ignore[no-any-return]
    except (EOFError, ValueError, TypeError):
        return None
