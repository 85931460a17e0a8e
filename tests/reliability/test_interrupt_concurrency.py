"""Interruption and concurrency: a run killed by SIGINT or SIGTERM in the
middle of --fix, and several runs at once on one tree (sharing a cache
folder), leave every file either old or new, never partial, and no
temporary files behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import urilint

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")

LINE = "see http://x.org/a%2fb?q=%7e{i} and <http://x.org/%c3%a9/{i}> here\n"


def make_tree(root: Path, files: int, lines: int) -> dict[Path, bytes]:
    """Files with many fixable URIs; path -> their bytes."""
    tree = {}
    for n in range(files):
        folder = root / f"d{n % 7}"
        folder.mkdir(exist_ok=True)
        path = folder / f"f{n}.md"
        data = "".join(LINE.format(i=f"{n}-{i}") for i in range(lines)).encode("utf-8")
        path.write_bytes(data)
        tree[path] = data
    return tree


def assert_old_or_new(root: Path, tree: dict[Path, bytes]) -> tuple[int, int]:
    """(old files, fixed files): each file is one or the other. A file's
    fixed bytes are made only when it changed (a fix of each of 300
    files made the signal tests a minute long)."""
    old = new = 0
    for path, before in tree.items():
        data = path.read_bytes()
        if data == before:
            old += 1
            continue
        assert data == urilint.fix_text(before.decode("utf-8"), path.name).encode("utf-8"), f"{path} is neither old nor new"
        new += 1
    leftovers = [p for p in root.rglob("*") if p.name.startswith(".urilint-")]
    assert leftovers == []
    return old, new


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "urilint", "check", "--isolated", *args]


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_signal_during_fix_leaves_files_old_or_new(tmp_path: Path, sig: signal.Signals) -> None:
    tree = make_tree(tmp_path, files=300, lines=60)
    paths = sorted(tree)
    # As at a terminal: a shell starts background jobs with SIGINT ignored,
    # and Python then installs no KeyboardInterrupt handler, so a test run
    # started that way would see the signal do nothing.
    proc = subprocess.Popen(command("--no-cache", "--fix", str(tmp_path)), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    # Wait until the run is writing files, then interrupt it.
    first, last = paths[0], paths[-1]
    deadline = time.monotonic() + 120
    while proc.poll() is None and time.monotonic() < deadline:
        if any(p.read_bytes() != tree[p] for p in (first, paths[len(paths) // 10])):
            break
        time.sleep(0.005)
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=120)
    old, new = assert_old_or_new(tmp_path, tree)
    assert proc.returncode != 0, "the run finished before the signal: make the tree bigger"
    assert new > 0 and old > 0, (old, new)
    assert last.read_bytes() == tree[last]


def test_signal_during_the_write_is_deferred_until_the_file_is_replaced(tmp_path: Path) -> None:
    """In-process: a signal arriving between the temporary file and the
    rename is delivered only after the rename."""
    from urilint.source import write_atomic

    path = tmp_path / "a.md"
    path.write_bytes(b"old\n")
    seen: list[bytes] = []

    def handler(signum: int, frame: object) -> None:
        seen.append(path.read_bytes())
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, handler)
    try:
        with pytest.raises(KeyboardInterrupt):
            write_atomic(str(path), b"new\n", still_valid=lambda: os.kill(os.getpid(), signal.SIGTERM))  # type: ignore[func-returns-value]
    finally:
        signal.signal(signal.SIGTERM, previous)
    assert seen == [b"new\n"]
    assert path.read_bytes() == b"new\n"
    assert [p.name for p in tmp_path.iterdir()] == ["a.md"]


def test_concurrent_fix_runs_on_disjoint_files_share_a_cache(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    root.mkdir()
    tree = make_tree(root, files=120, lines=20)
    cache = tmp_path / "cache"
    folders = sorted({p.parent for p in tree})
    groups = [folders[i::4] for i in range(4)]
    procs = [
        subprocess.Popen(command("--cache-dir", str(cache), "--fix", *map(str, group)),
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        for group in groups
    ]
    errors = [p.communicate(timeout=120)[1] for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0, 0], errors
    old, new = assert_old_or_new(root, tree)
    assert (old, new) == (0, len(tree))
    # The shared cache is usable afterwards: a check from it is clean, and
    # concurrent checks on overlapping paths agree.
    checks = [
        subprocess.Popen(command("--cache-dir", str(cache), str(root)), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for _ in range(3)
    ]
    outs = [c.communicate(timeout=120) for c in checks]
    assert [c.returncode for c in checks] == [0, 0, 0], outs
    assert len({out for out, _ in outs}) == 1
