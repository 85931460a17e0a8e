"""File-system faults: each bad file is reported as one line naming the
path and the reason, the other files are still processed, the exit status
is 2, and no file is ever left half-written."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import urilint.pipeline.batch as batch
import urilint.pipeline.file as one_file
import urilint.source as source
from urilint.cli import main

BAD = b"see http://x.org/a%2fb\n"
GOOD = b"see http://x.org/a%2Fb\n"
IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["check", "--isolated", *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def no_temporaries(folder: Path) -> bool:
    return not [p for p in folder.rglob("*") if p.name.startswith(".urilint-")]


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    for name in ("a.md", "b.md", "c.md"):
        (tmp_path / name).write_bytes(BAD)
    return tmp_path


# -- unreadable files and folders -------------------------------------------


def _deny(monkeypatch: pytest.MonkeyPatch, module: object, name: str, denied: Path) -> None:
    real = getattr(module, name)

    def fake(path: object, *args: object, **kwargs: object) -> object:
        if not isinstance(path, int) and os.fspath(path) == str(denied):  # type: ignore[arg-type]
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(denied))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(module, name, fake)


def test_unreadable_file_is_reported_others_fixed(tree: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # As root, chmod 000 does not stop reads: refuse at both ways in.
    import builtins

    _deny(monkeypatch, os, "open", tree / "b.md")
    _deny(monkeypatch, builtins, "open", tree / "b.md")
    status, _, err = run(capsys, "--fix", str(tree))
    assert status == 2
    assert err.splitlines()[0] == f"urilint: error: {tree / 'b.md'}: cannot read: Permission denied"
    assert (tree / "a.md").read_bytes() == GOOD and (tree / "c.md").read_bytes() == GOOD
    assert (tree / "b.md").read_bytes() == BAD


@pytest.mark.skipif(IS_ROOT or sys.platform == "win32", reason="needs real permissions (not root)")
def test_unreadable_file_real_permissions(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tree / "b.md").chmod(0)
    try:
        status, _, err = run(capsys, "--fix", str(tree))
    finally:
        (tree / "b.md").chmod(0o644)
    assert status == 2 and f"{tree / 'b.md'}: cannot read: Permission denied" in err
    assert (tree / "a.md").read_bytes() == GOOD


def test_unreadable_folder_is_reported_others_fixed(tree: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    locked = tree / "locked"
    locked.mkdir()
    (locked / "d.md").write_bytes(BAD)
    _deny(monkeypatch, os, "scandir", locked)
    status, _, err = run(capsys, "--fix", str(tree))
    assert status == 2
    assert err.splitlines()[0] == f"urilint: error: {locked}: cannot read folder: Permission denied"
    assert all((tree / n).read_bytes() == GOOD for n in ("a.md", "b.md", "c.md"))


@pytest.mark.skipif(IS_ROOT or sys.platform == "win32", reason="needs real permissions (not root)")
def test_unreadable_folder_real_permissions(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    locked = tree / "locked"
    locked.mkdir()
    locked.chmod(0)
    try:
        status, _, err = run(capsys, "--fix", str(tree))
    finally:
        locked.chmod(0o755)
    assert status == 2 and f"{locked}: cannot read folder: Permission denied" in err
    assert (tree / "a.md").read_bytes() == GOOD


# -- links, loops, special files, duplicates --------------------------------


def test_broken_link_and_loops_inside_a_tree_are_skipped(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tree / "broken.md").symlink_to(tree / "missing.md")
    (tree / "self.md").symlink_to(tree / "self.md")
    (tree / "ping.md").symlink_to(tree / "pong.md")
    (tree / "pong.md").symlink_to(tree / "ping.md")
    sub = tree / "sub"
    sub.mkdir()
    (sub / "up").symlink_to(tree, target_is_directory=True)  # a folder loop
    status, out, err = run(capsys, "--fix", str(tree))
    assert (status, err, out) == (0, "", "Found 3 findings (3 fixed, 0 remaining).\n")
    assert all((tree / n).read_bytes() == GOOD for n in ("a.md", "b.md", "c.md"))


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        pytest.param(lambda p: None, "no such file or directory", id="missing"),
        pytest.param(lambda p: p.symlink_to(p.parent / "missing"), "broken symbolic link", id="broken-link"),
        pytest.param(lambda p: p.symlink_to(p), "symbolic link loop", id="link-loop"),
    ],
)
def test_bad_named_path_is_an_error_the_rest_is_fixed(tree: Path, make, reason: str, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    """As ruff does (issue 15): the bad path is reported, exit 2 at the end,
    and the good paths are still fixed."""
    bad = tree / "bad.md"
    make(bad)
    status, out, err = run(capsys, "--fix", str(bad), str(tree / "a.md"))
    assert (status, err, out) == (2, f"urilint: error: {bad}: {reason}\n", "Found 1 finding (1 fixed, 0 remaining).\n")
    assert (tree / "a.md").read_bytes() == GOOD


def test_symlink_is_written_through(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    outside = tree.parent / f"{tree.name}-target.md"
    outside.write_bytes(BAD)
    link = tree / "link.md"
    link.symlink_to(outside)
    status, out, err = run(capsys, "--fix", str(link), str(outside))
    assert (status, err, out) == (0, "", "Found 1 finding (1 fixed, 0 remaining).\n")  # one file, named twice
    assert link.is_symlink() and os.readlink(link) == str(outside)
    assert outside.read_bytes() == GOOD
    assert no_temporaries(tree) and no_temporaries(tree.parent)


def test_path_given_twice_is_processed_once(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = str(tree / "a.md")
    status, out, _ = run(capsys, a, a, os.path.join(str(tree), ".", "a.md"), str(tree))
    assert status == 1
    assert [line.split(":")[0] for line in out.splitlines() if ": URI001 " in line] == [
        str(tree / n) for n in ("a.md", "b.md", "c.md")
    ]
    status, out, err = run(capsys, "--fix", a, a, str(tree))
    assert (status, err, out) == (0, "", "Found 3 findings (3 fixed, 0 remaining).\n")
    assert (tree / "a.md").read_bytes() == GOOD


# In a subprocess with a timeout: a regression would hang, not fail.
FIX = [sys.executable, "-m", "urilint", "check", "--isolated", "--no-cache", "--fix"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs")
def test_fifo_in_a_tree_is_skipped(tree: Path) -> None:
    os.mkfifo(tree / "pipe.md")
    walked = subprocess.run([*FIX, str(tree)], capture_output=True, text=True, timeout=60)
    assert (walked.returncode, walked.stderr, walked.stdout) == (0, "", "Found 3 findings (3 fixed, 0 remaining).\n")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs")
def test_named_fifo_is_an_error_not_a_hang(tree: Path) -> None:
    fifo = tree / "pipe.md"
    os.mkfifo(fifo)
    named = subprocess.run([*FIX, str(fifo)], capture_output=True, text=True, timeout=15)
    assert (named.returncode, named.stderr) == (2, f"urilint: error: {fifo}: not a regular file; skipped\n")


# -- the write path -----------------------------------------------------------


def test_file_changed_between_read_and_write_is_skipped(tree: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real = one_file.process_bytes
    edited = b"see http://x.org/a%2fb and my edit\n"

    def editor_saves_meanwhile(display: str, *args: object, **kwargs: object) -> one_file.FileResult:
        result = real(display, *args, **kwargs)  # type: ignore[arg-type]
        if display.endswith("b.md"):
            Path(display).write_bytes(edited)
        return result

    monkeypatch.setattr(batch, "process_bytes", editor_saves_meanwhile)  # where the run lints each file
    status, _, err = run(capsys, "--fix", str(tree))
    assert status == 2
    assert f"urilint: error: {tree / 'b.md'}: file changed while urilint was fixing it; not rewritten\n" in err
    assert (tree / "b.md").read_bytes() == edited
    assert (tree / "a.md").read_bytes() == GOOD and (tree / "c.md").read_bytes() == GOOD


def test_same_size_same_mtime_change_is_caught_by_the_hash(tree: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real = one_file.process_bytes
    sneaky = BAD.replace(b"see", b"SEE")  # same length

    def sneaky_edit(display: str, *args: object, **kwargs: object) -> one_file.FileResult:
        result = real(display, *args, **kwargs)  # type: ignore[arg-type]
        info = os.stat(display)
        Path(display).write_bytes(sneaky)
        os.utime(display, ns=(info.st_atime_ns, info.st_mtime_ns))
        return result

    monkeypatch.setattr(batch, "process_bytes", sneaky_edit)  # where the run lints each file
    status, _, err = run(capsys, "--fix", str(tree / "a.md"))
    assert (status, err) == (2, f"urilint: error: {tree / 'a.md'}: file changed while urilint was fixing it; not rewritten\n")
    assert (tree / "a.md").read_bytes() == sneaky


def test_change_during_the_write_is_caught_before_the_rename(tree: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real = source._write_all
    target = tree / "a.md"

    def write_while_someone_edits(fd: int, data: bytes) -> None:
        real(fd, data)
        target.write_bytes(b"edited during the write\n")

    monkeypatch.setattr(source, "_write_all", write_while_someone_edits)
    status, _, err = run(capsys, "--fix", str(target))
    assert (status, err) == (2, f"urilint: error: {target}: file changed while urilint was fixing it; not rewritten\n")
    assert target.read_bytes() == b"edited during the write\n"
    assert no_temporaries(tree)


def test_file_deleted_between_read_and_write_is_not_recreated(tree: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real = one_file.process_bytes

    def deleted_meanwhile(display: str, *args: object, **kwargs: object) -> one_file.FileResult:
        result = real(display, *args, **kwargs)  # type: ignore[arg-type]
        if display.endswith("b.md"):
            os.unlink(display)
        return result

    monkeypatch.setattr(batch, "process_bytes", deleted_meanwhile)  # where the run lints each file
    status, _, err = run(capsys, "--fix", str(tree))
    assert status == 2
    assert f"urilint: error: {tree / 'b.md'}: file was deleted while urilint was fixing it; not recreated\n" in err
    assert not (tree / "b.md").exists()
    assert (tree / "c.md").read_bytes() == GOOD and no_temporaries(tree)


def test_read_only_file_is_not_rewritten(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The atomic rename would succeed on a read-only file in a writable
    folder; urilint refuses instead (as ruff and black do, whose in-place
    writes fail), reports it and leaves file and mode alone."""
    locked = tree / "b.md"
    locked.chmod(0o444)
    status, _, err = run(capsys, "--fix", str(tree))
    assert status == 2
    assert err.splitlines()[0] == f"urilint: error: {locked}: file is read-only; not rewritten"
    assert locked.read_bytes() == BAD and stat.S_IMODE(locked.stat().st_mode) == 0o444
    assert (tree / "a.md").read_bytes() == GOOD
    # Checking (no --fix) a read-only file is fine.
    assert run(capsys, str(locked))[0] == 1


def test_mode_is_kept(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tree / "run.sh"
    script.write_bytes(b"#!/bin/sh\ncurl http://x.org/a%2fb\n")
    script.chmod(0o750)
    assert run(capsys, "--fix", str(script))[0] == 0
    assert stat.S_IMODE(script.stat().st_mode) == 0o750
    assert script.read_bytes() == b"#!/bin/sh\ncurl http://x.org/a%2Fb\n"


def test_full_disk_keeps_original_and_removes_temporary(tree: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real = source._write_all

    def disk_fills_up(fd: int, data: bytes) -> None:
        if b"b.md-marker" in data or len(data) == len(GOOD) and not getattr(disk_fills_up, "done", False):
            disk_fills_up.done = True  # type: ignore[attr-defined]
            os.write(fd, data[:5])  # a partial temporary file, then the disk is full
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(fd, data)

    monkeypatch.setattr(source, "_write_all", disk_fills_up)
    status, _, err = run(capsys, "--fix", str(tree))
    assert status == 2
    assert err.splitlines()[0] == f"urilint: error: {tree / 'a.md'}: cannot write: No space left on device"
    assert (tree / "a.md").read_bytes() == BAD
    assert (tree / "b.md").read_bytes() == GOOD and (tree / "c.md").read_bytes() == GOOD
    assert no_temporaries(tree)


def test_failed_rename_removes_temporary(tree: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def busy(src: str, dst: str) -> None:
        raise OSError(errno.EBUSY, os.strerror(errno.EBUSY))

    monkeypatch.setattr(source.os, "replace", busy)
    status, _, err = run(capsys, "--fix", str(tree / "a.md"))
    assert (status, err) == (2, f"urilint: error: {tree / 'a.md'}: cannot write: {os.strerror(errno.EBUSY)}\n")
    assert (tree / "a.md").read_bytes() == BAD and no_temporaries(tree)


@pytest.mark.skipif(IS_ROOT or sys.platform == "win32", reason="needs real permissions (not root)")
def test_unwritable_folder(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tree.chmod(0o555)
    try:
        status, _, err = run(capsys, "--fix", str(tree / "a.md"))
    finally:
        tree.chmod(0o755)
    assert (status, err) == (2, f"urilint: error: {tree / 'a.md'}: cannot write: Permission denied\n")
    assert (tree / "a.md").read_bytes() == BAD
