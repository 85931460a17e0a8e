"""Issue 15, data loss first: stdin with --stdin-filename, excluded stdin
files, missing paths among good ones, the memory of reporting."""

from __future__ import annotations

import io
import json
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from urilint.cli import main

BAD = b"x https://e.com/a%2fb\n"
GOOD = b"x https://e.com/a%2Fb\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.urilint]\nextend-exclude = ["vendor"]\n')
    (tmp_path / "notes.md").write_bytes(BAD)
    (tmp_path / "vendor").mkdir()
    return tmp_path


def _stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> io.BytesIO:
    """sys.stdin over `data`; sys.stdout over the BytesIO returned."""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    out = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(out, write_through=True))
    return out


def test_stdin_filename_without_dash_reads_stdin_and_leaves_the_project_alone(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = _stdin(monkeypatch, b"y https://e.com/%7eu\n")
    assert main(["check", "--fix", "--exit-zero", "--stdin-filename", "notes.md"]) == 0
    assert out.getvalue() == b"y https://e.com/~u\n"  # the fixed stdin, nothing else
    assert (project / "notes.md").read_bytes() == BAD  # not touched on disk
    assert capsys.readouterr().err == ""  # all fixed: nothing for an editor to show as an error


def test_stdin_filename_with_a_path_is_a_usage_error(project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    out = _stdin(monkeypatch, b"y https://e.com/%7e\n")
    assert main(["check", "--fix", "--stdin-filename", "notes.md", "notes.md"]) == 2
    assert capsys.readouterr().err == "urilint: error: --stdin-filename reads stdin, '-' too: give no other paths\n"
    assert out.getvalue() == b""
    assert (project / "notes.md").read_bytes() == BAD


@pytest.mark.parametrize(("flags", "expected_out", "status"), [
    # As ruff: excluded files given as stdin are left alone only with --force-exclude.
    pytest.param(["--force-exclude"], BAD, 0, id="force-exclude-unchanged"),
    pytest.param([], GOOD, 0, id="without-force-exclude-fixed-as-ruff-does"),
])
def test_excluded_stdin_file_with_fix(
    project: Path, monkeypatch: pytest.MonkeyPatch, flags: list[str], expected_out: bytes, status: int
) -> None:
    out = _stdin(monkeypatch, BAD)
    assert main(["check", "--fix", *flags, "--stdin-filename", "vendor/lib.md"]) == status
    assert out.getvalue() == expected_out


def test_excluded_stdin_file_is_not_checked_with_force_exclude(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = _stdin(monkeypatch, BAD)
    assert main(["check", "--force-exclude", "--stdin-filename", "vendor/lib.md", "-"]) == 0
    assert out.getvalue() == b"All checks passed!\n"


def test_missing_path_is_reported_and_the_good_one_still_fixed(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--fix", "nope.md", "notes.md"]) == 2
    captured = capsys.readouterr()
    assert captured.err == "urilint: error: nope.md: no such file or directory\n"
    assert captured.out == "Found 1 finding (1 fixed, 0 remaining).\n"
    assert (project / "notes.md").read_bytes() == GOOD


def test_missing_path_is_reported_and_the_good_one_still_checked(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--output-format", "json", "nope.md", "notes.md"]) == 2
    captured = capsys.readouterr()
    assert [(f["path"], f["code"]) for f in json.loads(captured.out)] == [("notes.md", "URI001")]
    assert captured.err == "urilint: error: nope.md: no such file or directory\n"


# -- memory: a 2 MB URI full of findings ---------------------------------------

LIMIT = 256 << 20


def _limit() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (LIMIT, LIMIT))


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["text", "json", "sarif", "github", "gitlab", "junit"])
def test_two_megabyte_uri_full_of_findings_reports_within_256_mb(tmp_path: Path, fmt: str) -> None:
    """Reporting copied the URI into each finding (a 2 MB URI exhausted
    24 GB). Now each finding's report is bounded: the text window, the
    JSON `uri` excerpt (with "uri_truncated": true)."""
    unit = "a%2fb/" + "x" * 58  # a finding every 64 characters: 32768 of them
    path = tmp_path / "huge.md"
    path.write_text("x https://e.com/" + unit * (2 * 1024 * 1024 // len(unit)) + "\n")
    done = subprocess.run(
        [sys.executable, "-m", "urilint", "check", "--isolated", "--no-cache", "--output-format", fmt, str(path)],
        capture_output=True, timeout=600, preexec_fn=_limit,
    )
    assert (done.returncode, done.stderr) == (1, b"")
    # One finding per URI and rule (issue 14): its message counts the 32768 triplets.
    assert b"32768 lowercase triplets: " in done.stdout
    if fmt == "json":
        first = json.loads(done.stdout)[0]
        assert first["uri_truncated"] is True
        assert first["uri"].startswith("https://e.com/a%2fb/xxx") and len(first["uri"]) < 300
    # Linear in the input: SARIF writes one replacement per fixed triplet (~400 bytes each).
    assert len(done.stdout) < 8 * 2 * 1024 * 1024


def test_a_path_through_a_link_and_up_is_the_file_the_system_finds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    """`link/../a.md` is a.md beside the link's target (as `cat` reads it),
    not a.md here, which os.path.normpath would make of it."""
    (tmp_path / "here").mkdir()
    (tmp_path / "there" / "sub").mkdir(parents=True)
    (tmp_path / "here" / "a.md").write_bytes(GOOD)
    (tmp_path / "there" / "a.md").write_bytes(BAD)
    (tmp_path / "here" / "link").symlink_to(tmp_path / "there" / "sub")
    monkeypatch.chdir(tmp_path / "here")
    assert main(["check", "--no-cache", "--output-format", "concise", "link/../a.md"]) == 1
    assert capsys.readouterr().out.startswith(f"{tmp_path / 'there' / 'a.md'}:1:18: URI001")
    assert main(["check", "--no-cache", "--fix", "link/../a.md"]) == 0
    assert (tmp_path / "there" / "a.md").read_bytes() == GOOD
    assert main(["check", "--no-cache", "--output-format", "concise", "sub/../a.md"]) == 2  # no link: as named
    assert "sub/../a.md: no such file or directory" in capsys.readouterr().err
