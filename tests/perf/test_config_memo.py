"""The config tables' memo: a run the cache answers reads no TOML, and an
edited, damaged or freshly written config is read again."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import urilint.pipeline.config_memo as config_memo
from urilint.cli import main
from urilint.pipeline.config_memo import NAME, ConfigMemo

FOLDER = ".urilint_cache"


@pytest.fixture
def parsed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The config files read as TOML, in order; the racy-clean window off
    (a file written by the test would otherwise stay untrusted for 2 s)."""
    calls: list[str] = []
    real = config_memo.config_table

    def counting(path: str) -> tuple[dict[str, object], str]:
        calls.append(os.path.basename(path))
        return real(path)

    monkeypatch.setattr(config_memo, "config_table", counting)
    monkeypatch.setattr(config_memo, "RACY_SLACK_NS", 0)
    return calls


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.urilint]\nselect = ["URI001"]\n')
    (tmp_path / "a.md").write_text("see https://e.com/%2f and https://e.com/%7e\n")
    return tmp_path


def codes(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    main(["check", "--output-format", "concise", "-q", *args, "."])
    return [line.split(" ")[1] for line in capsys.readouterr().out.splitlines()]


def test_a_second_run_reads_the_config_from_the_memo(tree: Path, parsed: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert codes(capsys) == ["URI001"]
    assert parsed == ["pyproject.toml"] and (tree / FOLDER / NAME).is_file()
    assert codes(capsys) == ["URI001"]
    assert parsed == ["pyproject.toml"]  # not parsed again


def test_an_edited_config_is_read_again(tree: Path, parsed: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert codes(capsys) == ["URI001"]
    config = tree / "pyproject.toml"
    config.write_text('[tool.urilint]\nselect = ["URI002"]\n')  # the same size: stat fields decide
    assert codes(capsys) == ["URI002"]
    assert parsed == ["pyproject.toml", "pyproject.toml"]


def test_a_config_changed_too_recently_is_not_trusted(tree: Path, parsed: list[str], monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(config_memo, "RACY_SLACK_NS", 2_000_000_000)
    codes(capsys)
    codes(capsys)
    assert parsed == ["pyproject.toml", "pyproject.toml"]


def test_an_invalid_config_is_reported_every_run_and_never_remembered(
    tree: Path, parsed: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    (tree / "pyproject.toml").write_text("[tool.urilint]\nselect = [\n")
    for _ in range(2):
        assert main(["check", "."]) == 2
        assert "pyproject.toml: invalid TOML" in capsys.readouterr().err
    assert not (tree / FOLDER / NAME).exists()


def test_no_cache_and_stdin_write_no_memo(tree: Path, parsed: list[str], monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert codes(capsys, "--no-cache") == ["URI001"]
    assert not (tree / FOLDER).exists()
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"https://e.com/%2f\n")))
    assert main(["check", "--stdin-filename", "a.md"]) == 1
    assert not (tree / FOLDER).exists()


def test_a_config_moving_the_cache_gets_no_folder_beside_it(tree: Path, parsed: list[str],
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    (tree / "pyproject.toml").write_text('[tool.urilint]\ncache-dir = "build/cache"\n')
    codes(capsys)
    codes(capsys)
    assert not (tree / FOLDER).exists() and (tree / "build" / "cache").is_dir()
    assert parsed == ["pyproject.toml", "pyproject.toml"]  # parsed each run, as before the memo


def test_a_damaged_memo_is_an_empty_one(tree: Path, parsed: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    codes(capsys)
    (tree / FOLDER / NAME).write_bytes(b"\x00garbage")
    assert codes(capsys) == ["URI001"]
    assert parsed == ["pyproject.toml", "pyproject.toml"]
    assert codes(capsys) == ["URI001"]  # rewritten whole
    assert parsed == ["pyproject.toml", "pyproject.toml"]


def test_a_table_marshal_cannot_hold_is_read_each_time(tmp_path: Path, parsed: list[str]) -> None:
    (tmp_path / "urilint.toml").write_text("when = 2026-11-26\n")
    memo = ConfigMemo(str(tmp_path / "cache"))
    (tmp_path / "cache").mkdir()
    assert memo.table(str(tmp_path / "urilint.toml"))[0]["when"].year == 2026
    memo.save()
    assert not (tmp_path / "cache" / NAME).exists()
