"""Folders inside a git work tree are listed by ``git ls-files``, started
before the config is read: git's ignores hold for every named folder, and a
listing nobody reads (the run ended first) leaves no process or pipe."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from urilint import git_files
from urilint.cli import main

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

BAD = "https://example.com/a%2fb\n"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A work tree of ten folders, each with a file git ignores."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GIT_DIR", raising=False)
    monkeypatch.delenv("GIT_WORK_TREE", raising=False)
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / ".gitignore").write_text("ignored.txt\n")
    for number in range(10):
        folder = tmp_path / f"f{number}"
        folder.mkdir()
        (folder / "kept.txt").write_text(BAD)
        (folder / "ignored.txt").write_text(BAD)
    return tmp_path


def _reported(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    main(["check", "--isolated", "--no-cache", "--output-format", "concise", *argv])
    return [line.split(":", 1)[0] for line in capsys.readouterr().out.splitlines() if ": URI" in line]


def test_a_named_folder_is_listed_by_git(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _reported(capsys, ".") == [f"f{n}/kept.txt" for n in range(10)]


def test_git_ignores_hold_beyond_the_folders_started_early(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folders = [f"f{n}" for n in range(10)]
    assert len(folders) > git_files.MAX_STARTED
    assert _reported(capsys, *folders) == [f"f{n}/kept.txt" for n in range(10)]


def test_an_ignored_file_named_on_the_command_line_is_checked(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _reported(capsys, "f0/ignored.txt", "f1") == ["f0/ignored.txt", "f1/kept.txt"]


def test_a_listing_the_run_never_reads_leaves_no_process_or_pipe(
    repo: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (repo / "pyproject.toml").write_text("[tool.urilint]\nselect = 7\n")  # a config error: the run ends before the walk
    listings: list[git_files.Listing] = []
    start = git_files.start

    def recording_start(folders: list[str]) -> dict[str, git_files.Listing]:
        started = start(folders)
        listings.extend(started.values())
        return started

    monkeypatch.setattr(git_files, "start", recording_start)
    assert main(["check", "--no-cache", "f0", "f1"]) == 2
    assert "select" in capsys.readouterr().err
    assert len(listings) == 2
    for listing in listings:
        assert listing.pipe is None
        with pytest.raises(ChildProcessError):  # waited for already
            os.waitpid(listing.pid, os.WNOHANG)  # type: ignore[arg-type]


def test_outside_a_work_tree_git_is_not_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GIT_DIR", raising=False)
    monkeypatch.delenv("GIT_WORK_TREE", raising=False)
    monkeypatch.setattr(git_files.os.path, "lexists", lambda path: False)  # no .git anywhere above
    listing = git_files.Listing(str(tmp_path))
    assert (listing.pid, listing.pipe, listing.names()) == (None, None, None)
