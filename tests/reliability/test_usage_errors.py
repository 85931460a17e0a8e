"""Config and usage errors: one clear line naming the file (and the line or
key where known), exit status 2, and nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from urilint.cli import main

BAD = b"see http://x.org/a%2fb\n"


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    (tmp_path / "a.md").write_bytes(BAD)
    return tmp_path


@pytest.mark.parametrize(
    ("config", "message"),
    [
        pytest.param(b"select = [\n", "invalid TOML: Invalid value (at end of document)", id="malformed"),
        pytest.param(b'select = ["URI001"]\nselect = ["URI002"]\n', "invalid TOML: Cannot overwrite a value (at line 2, column 20)", id="duplicate-key"),
        pytest.param(b'select = ["URI001"]\n\xff = 1\n', "invalid TOML: not UTF-8 (byte 20)", id="not-utf-8"),
        pytest.param(b'selct = ["URI001"]\n', "unknown key 'selct' in top level (known: ", id="unknown-key"),
        pytest.param(b'select = "URI001"\n', "key 'select' in top level must be a list of strings", id="select-type"),
        pytest.param(b"exclude = [1]\n", "key 'exclude' in top level must be a list of strings", id="exclude-type"),
        pytest.param(b'unsafe-fixes = "yes"\n', "key 'unsafe-fixes' in top level must be true or false", id="bool-type"),
        pytest.param(b"per-file-ignores = 3\n", "key 'per-file-ignores' in top level must map glob patterns to lists of rule codes", id="map-type"),
        pytest.param(b'file-types = {"*.tpl" = "htm"}\n', "key 'file-types' in top level must map glob patterns to one of ", id="file-type"),
        pytest.param(b'select = ["URI999"]\n', "unknown rule code or prefix 'URI999' in select", id="unknown-select"),
        pytest.param(b'ignore = ["XYZ"]\n', "unknown rule code or prefix 'XYZ' in ignore", id="unknown-ignore"),
        pytest.param(b'extend-select = ["URI8"]\n', "unknown rule code or prefix 'URI8' in extend-select", id="unknown-extend"),
        pytest.param(b'per-file-ignores = {"*.md" = ["URI999"]}\n', "unknown rule code or prefix 'URI999' in per-file-ignores '*.md'", id="unknown-per-file"),
    ],
)
def test_config_error(tree: Path, config: bytes, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    config_path = tree / "urilint.toml"
    config_path.write_bytes(config)
    assert main(["check", "--fix", str(tree / "a.md")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"urilint: error: {config_path}: {message}"), lines
    assert (tree / "a.md").read_bytes() == BAD


def test_pyproject_error_names_the_table(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tree / "pyproject.toml").write_bytes(b"[project]\nname = 'x'\n\n[tool.urilint]\nselect = [1]\n")
    assert main(["check", "--fix", str(tree / "a.md")]) == 2
    assert capsys.readouterr().err == f"urilint: error: {tree / 'pyproject.toml'}: key 'select' in [tool.urilint] must be a list of strings\n"
    assert (tree / "a.md").read_bytes() == BAD


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        pytest.param(["--select", "URI999"], "command line: unknown rule code or prefix 'URI999' in select", id="select"),
        pytest.param(["--ignore", "FOO"], "command line: unknown rule code or prefix 'FOO' in ignore", id="ignore"),
        pytest.param(["--config", "nope.toml"], "nope.toml: config file not found", id="missing-config"),
    ],
)
def test_command_line_error(tree: Path, flags: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--fix", *flags, str(tree / "a.md")]) == 2
    assert capsys.readouterr().err == f"urilint: error: {message}\n"
    assert (tree / "a.md").read_bytes() == BAD


def test_nonexistent_path_is_reported_and_the_rest_fixed(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """As ruff does: the missing path is an error (exit 2 at the end), the
    other paths are still linted and fixed (issue 15)."""
    missing = tree / "nope.md"
    assert main(["check", "--isolated", "--fix", str(missing), str(tree / "a.md")]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"urilint: error: {missing}: no such file or directory\n"
    assert captured.out == "Found 1 finding (1 fixed, 0 remaining).\n"
    assert (tree / "a.md").read_bytes() == b"see http://x.org/a%2Fb\n"


def test_unknown_code_in_suppression_comment(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Not an error that stops the file (issue 15): a URI900 finding of its
    own; the file's fixes still apply, and so do the other files'."""
    bad = tree / "b.md"
    bad.write_bytes(b"# t\n\nx http://x.org/%2f <!-- urilint: ignore[URI999] -->\n")
    assert main(["check", "--isolated", "--fix", str(tree)]) == 1
    captured = capsys.readouterr()
    assert captured.err == ""
    assert captured.out.startswith(
        f"{bad}:3:41: URI900 unknown rule code 'URI999' in a suppression comment; it suppresses nothing\n"
    )
    assert captured.out.endswith("Found 3 findings (2 fixed, 1 remaining).\n")
    assert bad.read_bytes() == b"# t\n\nx http://x.org/%2F <!-- urilint: ignore[URI999] -->\n"
    assert (tree / "a.md").read_bytes() == b"see http://x.org/a%2Fb\n"


def test_a_removed_working_folder_is_one_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A shell standing in a folder that was removed: a traceback before."""
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()
    assert main(["check", str(tmp_path)]) == 2
    assert capsys.readouterr().err == "urilint: error: the working folder no longer exists; cd to a folder that does\n"
