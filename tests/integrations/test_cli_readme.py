"""Issue 15: the README's pre-commit snippet works as pasted, and its list
of default excludes is the code's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import regex

from urilint.config import DEFAULT_EXCLUDE

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_readme_lists_the_default_excludes() -> None:
    paragraph = README.split("Default excludes (replaced by `exclude`", 1)[1].split("Inside a", 1)[0]
    assert tuple(regex.findall(r"`([^`]+)`", paragraph)[1:]) == DEFAULT_EXCLUDE


def test_readme_precommit_snippet_works_as_pasted(tmp_path: Path) -> None:
    section = README.split("## pre-commit, CI and editors", 1)[1]
    snippet = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    assert "rev:" not in snippet  # no tag exists to point at
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GIT_", "PRE_COMMIT"))}
    env.update(
        PATH=os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", ""),  # the installed `urilint`
        PRE_COMMIT_HOME=str(tmp_path / "home"), GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull,
        GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.com", GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.com",
    )
    project = tmp_path / "p"
    project.mkdir()
    (project / ".pre-commit-config.yaml").write_text(snippet)
    (project / "guide.md").write_bytes(b"See https://example.com/a%2fb.\n")
    for command in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "init"]):
        subprocess.run(["git", *command], cwd=project, env=env, check=True, capture_output=True)

    def run() -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "pre_commit", "run", "--all-files", "--color", "never"],
                              cwd=project, env=env, capture_output=True, text=True, timeout=300)

    first = run()
    assert first.returncode == 1 and "files were modified by this hook" in first.stdout, first.stdout + first.stderr
    assert (project / "guide.md").read_bytes() == b"See https://example.com/a%2Fb.\n"
    second = run()
    assert second.returncode == 0, second.stdout + second.stderr
