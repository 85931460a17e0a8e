"""The files git would consider in a folder (``git ls-files``), listed by a
process started early: the run reads its config and rules while git lists,
and discovery collects the answer when it reaches the folder."""

from __future__ import annotations

import os

from .repository import repository_root

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import IO

    Process = object  # a process id, or on Windows a subprocess.Popen

# At most this many folders named on one command line get git started up
# front (each holds a process and a pipe until discovery reaches it); the
# others are listed when discovery reaches them.
MAX_STARTED = 8


class Listing:
    """``git ls-files`` of one folder, running or finished: names() waits
    for it, close() lets it go unread."""

    def __init__(self, folder: str) -> None:
        self.pid, self.pipe = _spawn(["git", "-C", folder, "ls-files", "-z", "--cached", "--others",
                                      "--exclude-standard"]) if _may_be_in_work_tree(folder) else (None, None)

    def names(self) -> list[str] | None:
        """Names relative to the folder of the files git would consider
        there (tracked plus untracked, not ignored), sorted; None when the
        folder is not inside a git work tree or git fails."""
        if self.pipe is None:
            return None
        with self.pipe:
            output = self.pipe.read()
        self.pipe = None
        if not _exited_well(self.pid):
            return None
        names = output.decode("utf-8", "surrogateescape").split("\0")
        return sorted({name for name in names if name})

    def close(self) -> None:
        """End a listing nobody read: git's writes then fail and it exits."""
        if self.pipe is not None:
            self.pipe.close()
            self.pipe = None
            _exited_well(self.pid)


def start(folders: list[str]) -> dict[str, Listing]:
    """A started Listing for each of the first MAX_STARTED `folders` that is
    a folder, by os.path.normpath (discovery's key)."""
    started: dict[str, Listing] = {}
    for folder in folders:
        if len(started) == MAX_STARTED:
            break
        key = os.path.normpath(folder)
        if key not in started and os.path.isdir(folder):
            started[key] = Listing(key)
    return started


def _may_be_in_work_tree(folder: str) -> bool:
    """False when git surely finds no repository for `folder` (no ``.git``
    at or above it, none named by the environment): then git is not run."""
    if "GIT_DIR" in os.environ or "GIT_WORK_TREE" in os.environ:
        return True
    return repository_root(os.path.abspath(folder)) is not None


def _spawn(argv: list[str]) -> tuple[Process | None, IO[bytes] | None]:
    """(pid, the read end of its stdout) of a started command, stdin and
    stderr on the null device; (None, None) when it cannot start. Spawned
    with os.posix_spawnp where there is one: importing subprocess costs
    more than a run the cache answers spends on a tree."""
    spawn = getattr(os, "posix_spawnp", None)
    if spawn is None:  # pragma: no cover - Windows
        return _popen(argv)
    read_end, write_end = os.pipe()
    devnull = os.open(os.devnull, os.O_RDWR)
    try:
        pid = spawn(argv[0], argv, os.environ, file_actions=[
            (os.POSIX_SPAWN_DUP2, devnull, 0), (os.POSIX_SPAWN_DUP2, write_end, 1), (os.POSIX_SPAWN_DUP2, devnull, 2),
        ])
    except OSError:
        os.close(read_end)
        return None, None
    finally:
        os.close(write_end)
        os.close(devnull)
    return pid, open(read_end, "rb")


def _exited_well(pid: Process) -> bool:
    """Wait for a process from _spawn: whether it exited with status 0."""
    if not isinstance(pid, int):  # pragma: no cover - Windows: a Popen
        return pid.wait() == 0  # type: ignore[attr-defined, no-any-return]
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status) == 0


def _popen(argv: list[str]) -> tuple[Process | None, IO[bytes] | None]:  # pragma: no cover - Windows
    import subprocess

    try:
        process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    except OSError:
        return None, None
    return process, process.stdout
