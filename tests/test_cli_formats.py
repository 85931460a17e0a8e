"""Output formats ruff users reach for (`concise`, `full`; `text` is
`full`) and how -v / -vv name the files skipped."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from urilint.arguments import build_parser
from urilint.cli import main
from urilint.config import ConfigError, load_settings

DOC = "x https://e.com/a%2fb\ny https://e.com/%7e/100%\n"
FULL = (
    "a.md:1:18: URI001 lowercase hex digits in '%2f'; write '%2F'\n"
    "  |\n"
    "1 | x https://e.com/a%2fb\n"
    "  |                  ^^^ fix: '%2F'\n\n"
)


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    (tmp_path / "a.md").write_text(DOC)
    return tmp_path


def test_concise_is_one_line_per_finding_then_the_summary(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "--output-format", "concise", "a.md"]) == 1
    assert capsys.readouterr().out == (
        "a.md:1:18: URI001 lowercase hex digits in '%2f'; write '%2F'\n"
        "a.md:2:17: URI002 '%7e' encodes the unreserved character '~'; write it plainly\n"
        "a.md:2:24: URI006 '%' not followed by two hex digits; write '%25'\n"
        "Found 3 findings (2 fixable with --fix, 1 with --unsafe-fixes).\n"
    )


def test_concise_quiet_and_clean(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "--output-format=concise", "-q", "--select", "URI001", "a.md"]) == 1
    assert capsys.readouterr().out == "a.md:1:18: URI001 lowercase hex digits in '%2f'; write '%2F'\n"
    (here / "b.md").write_text("ok https://e.com/\n")
    assert main(["check", "--isolated", "--output-format", "concise", "b.md"]) == 0
    assert capsys.readouterr().out == "All checks passed!\n"


def test_concise_colour(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--isolated", "--output-format", "concise", "--color", "always", "--select", "URI001", "a.md"]) == 1
    assert capsys.readouterr().out == (
        "\x1b[1ma.md\x1b[0m:1:18: \x1b[1;31mURI001\x1b[0m lowercase hex digits in '%2f'; write '%2F'\n"
        "\x1b[1mFound 1 finding (1 fixable with --fix, 0 with --unsafe-fixes).\x1b[0m\n"
    )


@pytest.mark.parametrize("name", ["full", "text"])
def test_full_and_text_show_the_source(here: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    assert main(["check", "--isolated", "--output-format", name, "--select", "URI001", "a.md"]) == 1
    assert capsys.readouterr().out == FULL + "Found 1 finding (1 fixable with --fix, 0 with --unsafe-fixes).\n"


def test_help_lists_the_formats(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["check", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "--output-format {full,concise,text,json,sarif,github,gitlab,junit}" in help_text
    assert "full (default; 'text' is the same)" in help_text


def test_config_output_format_is_used_and_the_flag_wins(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "urilint.toml").write_text('output-format = "concise"\nselect = ["URI001"]\n')
    assert main(["check", "a.md"]) == 1
    assert capsys.readouterr().out == (
        "a.md:1:18: URI001 lowercase hex digits in '%2f'; write '%2F'\n"
        "Found 1 finding (1 fixable with --fix, 0 with --unsafe-fixes).\n"
    )
    assert main(["check", "--output-format", "full", "a.md"]) == 1
    assert capsys.readouterr().out == FULL + "Found 1 finding (1 fixable with --fix, 0 with --unsafe-fixes).\n"


def test_config_output_format_is_validated(here: Path) -> None:
    (here / "urilint.toml").write_text('output-format = "grouped"\n')
    with pytest.raises(ConfigError) as error:
        load_settings(str(here / "urilint.toml"))
    assert str(error.value) == (
        f"{here / 'urilint.toml'}: key 'output-format' in top level must be one of full, concise, text, json, sarif, github, gitlab, junit"
    )


# -- -v and -vv: skipped files, grouped by reason ---------------------------------------


def _pictures(here: Path, count: int) -> None:
    for i in range(count):
        (here / f"p{i:02}.png").write_bytes(b"\x89PNG\r\n\x1a\n\0\0" + b"https://e.com/%2f")


def test_verbose_groups_skipped_files_by_reason(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _pictures(here, 7)
    (here / "a.md").write_text("ok\n")
    assert main(["check", "--isolated", "-v", "."]) == 0
    assert capsys.readouterr() == ("All checks passed!\n", (
        "urilint: config: none found; using the defaults\n"
        "urilint: skipped 7 binary files: p00.png, p01.png, p02.png, p03.png, p04.png, … (-vv lists them all)\n"
    ))


def test_very_verbose_lists_every_skipped_file(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _pictures(here, 7)
    (here / "a.md").write_text("ok\n")
    assert main(["check", "--isolated", "-vv", "."]) == 0
    assert capsys.readouterr().err == "urilint: config: none found; using the defaults\n" + "".join(
        f"urilint: skipped binary file p{i:02}.png\n" for i in range(7)
    )


def test_verbose_with_few_skipped_files_names_them_all(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _pictures(here, 2)
    (here / "a.md").write_text("ok\n")
    assert main(["check", "--isolated", "--verbose", "."]) == 0
    assert capsys.readouterr().err == (
        "urilint: config: none found; using the defaults\nurilint: skipped 2 binary files: p00.png, p01.png\n"
    )


def test_a_binary_file_named_on_the_command_line_is_named_without_verbose(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _pictures(here, 2)
    assert main(["check", "--isolated", "p01.png", "."]) == 1
    assert capsys.readouterr().err == "urilint: skipped binary file p01.png\n"


def test_vv_goes_through_the_console_script(here: Path) -> None:
    _pictures(here, 1)
    done = subprocess.run([sys.executable, "-m", "urilint", "check", "--isolated", "-vv", "p00.png"], capture_output=True, text=True)
    assert (done.returncode, done.stderr) == (0, "urilint: config: none found; using the defaults\nurilint: skipped binary file p00.png\n")
