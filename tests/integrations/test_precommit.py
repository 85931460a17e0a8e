"""The pre-commit hooks, run by the real `pre-commit try-repo`.

`try-repo PATH` tests the HEAD commit of PATH plus its modified tracked
files, but not untracked ones, so a hook or module not yet committed would
be silently missing. The tests therefore commit an exact copy of this
checkout's working tree (tracked and untracked, minus ignored files) to a
temporary repository and hand that to try-repo. pre-commit then clones it,
creates a virtualenv and pip-installs it, as it does for users; pip runs
offline from a wheelhouse built by wheelhouse.py.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import regex

import wheelhouse

from urilint.cli import main

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "integrations.md"
# A finding's first line in the text output: path:line:column: CODE message
FINDING = regex.compile(r"^(?P<path>[^\s:]++):(?P<line>\d++):(?P<col>\d++): (?P<code>[A-Z]++\d++) [^\n]*+$", regex.M)
# The closing line each `urilint check` run prints: one per pre-commit batch.
SUMMARY = regex.compile(r"^(?:Found \d++ findings?+ |All checks passed!)", regex.M)

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def _git(*args: str, cwd: Path, env: dict[str, str]) -> None:
    subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True)


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    base = tmp_path_factory.mktemp("precommit")
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("GIT_", "PRE_COMMIT", "VIRTUALENV_"))}
    return dict(
        clean,
        PIP_NO_INDEX="1",
        PIP_FIND_LINKS=str(wheelhouse.build(ROOT / "pyproject.toml", base / "wheels")),
        PIP_DISABLE_PIP_VERSION_CHECK="1",
        VIRTUALENV_NO_PERIODIC_UPDATE="1",
        PRE_COMMIT_HOME=str(base / "home"),
        PRE_COMMIT_COLOR="never",
        GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.com",
        GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.com",
        GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull,
    )


@pytest.fixture(scope="module")
def hook_repo(tmp_path_factory: pytest.TempPathFactory, env: dict[str, str]) -> Path:
    """A commit holding exactly this checkout's working tree."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True, check=True,
    ).stdout.decode().split("\0")
    repo = tmp_path_factory.mktemp("hook-repo")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():  # a tracked file deleted in the work tree is left out
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, repo / name)
    assert (repo / ".pre-commit-hooks.yaml").is_file()
    _git("init", "-q", cwd=repo, env=env)
    _git("add", "-A", cwd=repo, env=env)
    _git("commit", "-q", "-m", "snapshot", cwd=repo, env=env)
    return repo


def _project(path: Path, files: dict[str, str], env: dict[str, str]) -> Path:
    path.mkdir()
    for name, text in files.items():
        (path / name).parent.mkdir(parents=True, exist_ok=True)
        (path / name).write_bytes(text.encode())
    _git("init", "-q", cwd=path, env=env)
    _git("add", "-A", cwd=path, env=env)
    _git("commit", "-q", "-m", "init", cwd=path, env=env)
    return path


def _try_repo(hook_repo: Path, project: Path, env: dict[str, str], *args: str) -> tuple[int, str]:
    proc = subprocess.run(
        [sys.executable, "-m", "pre_commit", "try-repo", str(hook_repo), *args, "--color", "never"],
        cwd=project, env=env, capture_output=True, text=True, timeout=300,
    )
    return proc.returncode, proc.stdout + proc.stderr


PROJECT = {
    "pyproject.toml": '[tool.urilint]\nextend-exclude = ["vendor/"]\n',
    "docs/guide.md": "# Guide\n\nSee https://example.com/a%2fb for details.\n",
    "site/index.html": '<p><a href="https://example.com/my file.pdf">file</a></p>\n',
    "notes.txt": "Old link: https://example.com/my%2520file.pdf\n",
    "clean.md": "All fine: https://example.com/a%2Fb and https://example.com/~user\n",
    # Excluded by config: --force-exclude must keep it out although
    # pre-commit names it on the command line.
    "vendor/lib.md": "https://example.com/%7euser\n",
}


def test_check_hook_fails_and_prints_findings(hook_repo: Path, env: dict[str, str], tmp_path: Path) -> None:
    project = _project(tmp_path / "p", PROJECT, env)
    code, out = _try_repo(hook_repo, project, env, "urilint", "--all-files")
    assert code == 1, out
    assert "urilint..." in out and "Failed" in out
    assert sorted(m.group() for m in FINDING.finditer(out)) == [
        "docs/guide.md:3:26: URI001 lowercase hex digits in '%2f'; write '%2F'",
        "notes.txt:1:33: URI003 '%2520' looks double-encoded; did you mean '%20'?",
        "site/index.html:1:35: URI004 raw space is not allowed in a URI; write '%20'",
    ]
    assert "vendor/lib.md" not in out


def test_check_hook_passes_on_clean_files(hook_repo: Path, env: dict[str, str], tmp_path: Path) -> None:
    project = _project(tmp_path / "p", PROJECT, env)
    code, out = _try_repo(hook_repo, project, env, "urilint", "--files", "clean.md", "vendor/lib.md")
    assert code == 0, out
    assert regex.search(r"^urilint\.++Passed$", out, regex.M), out


def test_fix_hook_rewrites_files(hook_repo: Path, env: dict[str, str], tmp_path: Path) -> None:
    project = _project(tmp_path / "p", PROJECT, env)
    code, out = _try_repo(hook_repo, project, env, "urilint-fix", "--all-files")
    assert code == 1, out
    assert "- files were modified by this hook" in out
    assert (project / "docs/guide.md").read_bytes() == b"# Guide\n\nSee https://example.com/a%2Fb for details.\n"
    assert (project / "site/index.html").read_bytes() == b'<p><a href="https://example.com/my%20file.pdf">file</a></p>\n'
    # The unsafe fix is not applied; its finding is what still fails the hook.
    assert (project / "notes.txt").read_bytes() == PROJECT["notes.txt"].encode()
    assert (project / "vendor/lib.md").read_bytes() == PROJECT["vendor/lib.md"].encode()
    assert [m.group("path") for m in FINDING.finditer(out)] == ["notes.txt"]


def test_documented_config_snippet(hook_repo: Path, env: dict[str, str], tmp_path: Path) -> None:
    """The `.pre-commit-config.yaml` from docs/integrations.md, with `repo`
    and `rev` pointed at this checkout, under `pre-commit run`."""
    text = DOC.read_text("utf-8").split("<!-- snippet: pre-commit-config -->\n```yaml\n", 1)[1].split("```", 1)[0]
    rev = subprocess.run(["git", "rev-parse", "HEAD"], cwd=hook_repo, capture_output=True, text=True, check=True).stdout.strip()
    config = regex.sub(r"(?m)^(\s*+- repo: ).*+$", lambda m: m.group(1) + str(hook_repo), text, count=1)
    config = regex.sub(r"(?m)^(\s*+rev: ).*+$", lambda m: m.group(1) + rev, config, count=1)
    assert config != text and "- id: urilint-fix" in config
    project = _project(tmp_path / "p", {**PROJECT, ".pre-commit-config.yaml": config}, env)

    def run() -> tuple[int, str]:
        proc = subprocess.run([sys.executable, "-m", "pre_commit", "run", "--all-files", "--color", "never"],
                              cwd=project, env=env, capture_output=True, text=True, timeout=300)
        return proc.returncode, proc.stdout + proc.stderr

    code, out = run()
    assert code == 1, out
    assert "- files were modified by this hook" in out
    assert (project / "docs/guide.md").read_bytes() == b"# Guide\n\nSee https://example.com/a%2Fb for details.\n"
    code, out = run()  # nothing left that a safe fix can change
    assert code == 1, out
    assert "files were modified" not in out
    assert [m.group() for m in FINDING.finditer(out)] == [
        "notes.txt:1:33: URI003 '%2520' looks double-encoded; did you mean '%20'?"
    ]


def test_parallel_batches_match_one_run(
    hook_repo: Path, env: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from pre_commit import xargs

    files = {"pyproject.toml": PROJECT["pyproject.toml"]}
    for i in range(120):
        # Each file has its own findings at its own position.
        files[f"d{i % 7}/f{i:03}.md"] = "x\n" * (i % 5) + " " * (i % 11) + f"<https://example.com/{i}%2f{'%7e' * (i % 3)}>\n"
    files["vendor/skip.md"] = "https://example.com/%2f\n"
    project = _project(tmp_path / "p", files, env)

    code, out = _try_repo(hook_repo, project, env, "urilint", "--all-files")
    assert code == 1, out
    batched = sorted(m.group() for m in FINDING.finditer(out))

    monkeypatch.chdir(project)
    assert main(["check", "--force-exclude", *sorted(files)]) == 1
    single = sorted(m.group() for m in FINDING.finditer(capsys.readouterr().out))

    assert len(single) == 120 + 80  # URI001 in each file; URI002 (one finding per URI) in 2 of 3
    assert batched == single
    if xargs.cpu_count() > 1:
        assert len(SUMMARY.findall(out)) > 1, "pre-commit ran a single batch"
