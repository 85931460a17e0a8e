"""fork_map: forked workers give what a loop gives, and recover from a
child that dies."""

from __future__ import annotations

import os

import pytest

from urilint.workers import can_fork, fork_map

pytestmark = pytest.mark.skipif(not can_fork(), reason="needs os.fork")


def same(value: object) -> object:
    return value


def test_results_are_the_loops_share_by_share() -> None:
    shares = [[1, 2, 3], [4, 5], [6]]

    def work(item: int) -> tuple[int, int]:
        return item * item, os.getpid()

    results = list(fork_map(shares, work, same, tuple, head=1))  # marshal gives lists back
    assert [square for square, _ in results] == [1, 4, 9, 16, 25, 36]
    pids = {pid for _, pid in results}
    assert os.getpid() in pids and len(pids) == 3  # this process and two children


def test_a_child_that_dies_has_its_share_redone_here() -> None:
    parent = os.getpid()

    def work(item: int) -> int:
        if os.getpid() != parent and item == 5:
            os._exit(3)  # the child dies mid-share
        return item + 100

    assert list(fork_map([[1], [4, 5, 6]], work, same, same)) == [101, 104, 105, 106]


def test_an_error_in_this_process_stops_the_children() -> None:
    parent = os.getpid()
    children: list[int] = []

    def work(item: int) -> int:
        if os.getpid() == parent and item == 2:
            raise ValueError("boom")
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
            list(fork_map([[1, 2], [3, 4]], work, same, same, head=1))
    finally:
        os.fork = real_fork  # type: ignore[assignment]
    assert len(children) == 1
    with pytest.raises(ChildProcessError):  # already reaped: no zombie left behind
        os.waitpid(children[0], 0)
