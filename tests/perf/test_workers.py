"""fork_map: forked workers give what a loop gives, and recover from a
child that dies."""

from __future__ import annotations

import os
import time

import pytest

from urilint.pipeline.pool import can_fork, fork_map

pytestmark = pytest.mark.skipif(not can_fork(), reason="needs os.fork")


def same(value: object) -> object:
    return value


def test_every_item_is_worked_once_by_some_process() -> None:
    chunks = [[n, n + 1] for n in range(0, 200, 2)]

    def work(item: int) -> tuple[int, int]:
        return item * item, os.getpid()

    results = list(fork_map(chunks, work, same, tuple, processes=3))  # marshal gives lists back
    assert sorted(square for square, _ in results) == [n * n for n in range(200)]
    assert os.getpid() in {pid for _, pid in results}
    assert results[:2] == [(0, os.getpid()), (1, os.getpid())]  # the first chunk, before forking


def test_chunks_of_a_child_that_dies_are_redone_here() -> None:
    parent = os.getpid()

    def work(item: int) -> int:
        if os.getpid() != parent:
            os._exit(3)  # every child dies on its first item
        return item + 100

    chunks = [[n] for n in range(50)]
    assert sorted(fork_map(chunks, work, same, same, processes=2)) == [n + 100 for n in range(50)]


def test_an_error_in_this_process_stops_the_children() -> None:
    parent = os.getpid()
    children: list[int] = []

    def work(item: int) -> int:
        if os.getpid() == parent and item > 0:
            raise ValueError("boom")
        if os.getpid() != parent:
            time.sleep(0.5)  # on a loaded machine the child must not take every chunk first
        return item

    real_fork = os.fork

    def recording_fork() -> int:
        pid = real_fork()
        if pid:
            children.append(pid)
        return pid

    os.fork = recording_fork  # type: ignore[assignment]
    try:
        with pytest.raises(ValueError, match="boom"):
            list(fork_map([[0], [1], [2], [3]], work, same, same, processes=2))
    finally:
        os.fork = real_fork  # type: ignore[assignment]
    assert len(children) == 1
    with pytest.raises(ChildProcessError):  # already reaped: no zombie left behind
        os.waitpid(children[0], 0)
