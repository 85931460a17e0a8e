"""URI2xx through the command line: selection, config keys, and the
results cache never serving a finding that another file's change made stale."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from urilint.cli import main
from urilint.config import ConfigError, load_settings


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str]]:
    status = main(["check", *argv])
    return status, [line for line in capsys.readouterr().out.splitlines() if ": URI" in line]


def test_extend_select_uri2_turns_both_on(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("README.md").write_text("[a](gone.md) [b](#nowhere)\n")
    assert run(capsys, "--no-cache", ".") == (0, [])  # opt-in
    assert run(capsys, "--no-cache", "--extend-select", "URI2", ".") == (1, [
        "README.md:1:5: URI201 no such file or folder 'gone.md'",
        "README.md:1:18: URI202 no heading or anchor 'nowhere' in this file",
    ])


def test_config_keys(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("urilint.toml").write_text(
        'extend-select = ["URI2"]\nlink-root = "docs"\nindex-files = ["index.md"]\nlink-ignore = ["/api/*"]\n'
    )
    os.makedirs("docs/guide")
    Path("docs/guide/index.md").write_text("# Guide\n")
    Path("docs/index.md").write_text("[a](/guide/) [b](/api/x.html) [c](/guide/nope.md) [d](guide/#guide)\n")
    assert run(capsys, ".") == (1, ["docs/index.md:1:35: URI201 no such file or folder 'docs/guide/nope.md'"])
    settings = load_settings("urilint.toml")
    assert (settings.link_root, settings.index_files, settings.link_ignore) == (
        (str(tmp_path / "docs"),), ("index.md",), ("/api/*",))


@pytest.mark.parametrize(
    ("line", "message"),
    [
        pytest.param('link-root = 1\n', "key 'link-root' in top level must be a folder or a list of folders", id="link-root"),
        pytest.param('link-root = []\n', "key 'link-root' in top level must be a folder or a list of folders", id="link-root-empty"),
        pytest.param('link-extensions = [1]\n', "key 'link-extensions' in top level must be a list of strings", id="link-extensions"),
        pytest.param('index-files = "index.md"\n', "key 'index-files' in top level must be a list of strings", id="index-files"),
        pytest.param('link-ignore = [1]\n', "key 'link-ignore' in top level must be a list of strings", id="link-ignore"),
    ],
)
def test_bad_config(tmp_path: Path, line: str, message: str) -> None:
    (tmp_path / "urilint.toml").write_text(line)
    with pytest.raises(ConfigError, match=message):
        load_settings(str(tmp_path / "urilint.toml"))


def test_cache_never_serves_stale_link_findings(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("README.md").write_text("[a](later.md#part)\n")
    assert run(capsys, "--extend-select", "URI2", ".") == (1, ["README.md:1:5: URI201 no such file or folder 'later.md'"])
    Path("later.md").write_text("# Other\n")  # README.md itself is unchanged
    assert run(capsys, "--extend-select", "URI2", ".") == (1, ["README.md:1:13: URI202 no heading or anchor 'part' in 'later.md'"])
    Path("later.md").write_text("# Part\n")
    assert run(capsys, "--extend-select", "URI2", ".") == (0, [])


def test_readme_layouts_are_valid_configs(tmp_path: Path) -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text("utf-8")
    section = readme.split("## Checking local links")[1].split("\n## ")[0]
    blocks = [b.split("```")[0] for b in section.split("```toml\n")[1:]]
    assert len(blocks) == 5
    for block in blocks:
        (tmp_path / "urilint.toml").write_text(block)
        settings = load_settings(str(tmp_path / "urilint.toml"))
        assert settings.extend_select == ("URI2",) and (settings.link_root or settings.link_map)
