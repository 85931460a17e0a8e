"""The command lines in docs/integrations.md, run exactly as documented.

Each snippet is read from the doc by its ``<!-- snippet: NAME -->`` marker;
only the editor's own placeholder for the file name is substituted, and
``urilint`` resolves to this environment's script.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest
import regex
import yaml

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "integrations.md"
HERE = Path(__file__).parent
TREE = HERE / "fixtures" / "tree"
SCHEMA = json.loads((HERE / "data" / "sarif-schema-2.1.0.json").read_text("utf-8"))
# A marker comment, then the fenced block right after it.
SNIPPET = regex.compile(r"<!-- snippet: ([\w-]++) -->\n```[\w-]*+\n(.*?)\n```", regex.S)
QUOTED = regex.compile(r'"([^"\n]*+)"')
BIN = Path(sys.executable).parent

# Safe findings (URI001, URI004) and one with only an unsafe fix (URI003).
INPUT = 'See https://example.com/a%2fb and <a href="https://e.org/my file">x</a>\nOld https://e.org/my%2520file\n'
FIXED = 'See https://example.com/a%2Fb and <a href="https://e.org/my%20file">x</a>\nOld https://e.org/my%2520file\n'


def snippets() -> dict[str, str]:
    return dict(SNIPPET.findall(DOC.read_text("utf-8")))


def _urilint(argv: list[str]) -> list[str]:
    assert argv[0] == "urilint", argv
    script = BIN / "urilint"
    return [str(script), *argv[1:]] if script.exists() else [sys.executable, "-m", "urilint", *argv[1:]]


def editor_argv(name: str, filename: str) -> list[str]:
    """The argv an editor runs for `filename`, from the documented snippet."""
    text = snippets()[name]
    if name == "editor-shell":
        argv = shlex.split(text)
        return [filename if a == "PATH" else a for a in argv]
    if name == "vscode":
        command = json.loads(text)["customLocalFormatters.formatters"][0]["command"]
        return [filename if a == "${file}" else a for a in shlex.split(command)]
    if name in ("conform", "none-ls"):
        command = regex.search(r'command = "([^"]++)"', text)
        args = regex.search(r"args = \{([^}]*+)\}", text)
        assert command and args
        return [command.group(1), *(filename if a == "$FILENAME" else a for a in QUOTED.findall(args.group(1)))]
    if name == "apheleia":
        form = regex.search(r"'\((\"urilint\"[^)]*+)\)", text)
        assert form
        # Strings and the symbol `filepath`, which apheleia replaces by the file name.
        tokens = regex.findall(r'"([^"]*+)"|([^\s"]++)', form.group(1))
        return [s if s else (filename if sym == "filepath" else sym) for s, sym in tokens]
    raise AssertionError(name)


EDITORS = ["vscode", "conform", "none-ls", "apheleia"]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    # The config must be found from the stdin file name: it turns off URI002.
    (tmp_path / "pyproject.toml").write_text('[tool.urilint]\nignore = ["URI002"]\n', "utf-8")
    (tmp_path / "docs").mkdir()
    return tmp_path


def _run(argv: list[str], data: bytes, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(_urilint(argv), input=data, capture_output=True, cwd=cwd, timeout=60)


def test_every_snippet_is_found() -> None:
    assert sorted(snippets()) == sorted(["pre-commit-config", "github-actions", "gitlab-ci", "editor-shell", *EDITORS])


@pytest.mark.parametrize("editor", EDITORS)
def test_editor_command_fixes_stdin_and_exits_zero(editor: str, project: Path) -> None:
    path = str(project / "docs" / "page.md")
    argv = editor_argv(editor, path)
    assert argv == ["urilint", "check", "--fix", "--exit-zero", "--stdin-filename", path, "-"]
    proc = _run(argv, (INPUT + "https://e.org/%7euser\n").encode(), project)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == (FIXED + "https://e.org/%7euser\n").encode()  # URI002 ignored by config
    report = proc.stderr.decode()
    assert f"{path}:2:21: URI003 '%2520' looks double-encoded; did you mean '%20'?" in report
    assert "URI002" not in report


def test_shell_command_exit_status(project: Path) -> None:
    argv = editor_argv("editor-shell", "docs/page.md")
    assert argv == ["urilint", "check", "--fix", "--stdin-filename", "docs/page.md", "-"]
    proc = _run(argv, INPUT.encode(), project)
    assert (proc.returncode, proc.stdout) == (1, FIXED.encode())  # the unsafe finding remains
    proc = _run(argv, INPUT.splitlines(keepends=True)[0].encode(), project)
    assert (proc.returncode, proc.stdout) == (0, FIXED.splitlines(keepends=True)[0].encode())
    assert proc.stderr == b""


@pytest.mark.parametrize(("data", "fixed"), [
    pytest.param(b"\xef\xbb\xbfa https://e.org/%2f\r\nb\r\n", b"\xef\xbb\xbfa https://e.org/%2F\r\nb\r\n", id="bom-crlf"),
    pytest.param(b"a https://e.org/%2f", b"a https://e.org/%2F", id="no-final-newline"),
    pytest.param(b"nothing here\n", b"nothing here\n", id="clean"),
    pytest.param(b"", b"", id="empty"),
])
def test_editor_command_keeps_bytes(data: bytes, fixed: bytes, project: Path) -> None:
    proc = _run(editor_argv("conform", "x.md"), data, project)
    assert (proc.returncode, proc.stdout) == (0, fixed)


def test_file_type_comes_from_the_stdin_filename(project: Path) -> None:
    # A raw space inside a quoted attribute is a finding in HTML only.
    data = b'<a href="https://e.org/a b">x</a>\n'
    html = _run(editor_argv("conform", "page.html"), data, project)
    text = _run(editor_argv("conform", "notes.txt"), data, project)
    assert html.stdout == b'<a href="https://e.org/a%20b">x</a>\n'
    assert text.stdout == data


def test_server_without_pygls_says_which_extra(tmp_path: Path) -> None:
    blocker = tmp_path / "sitecustomize.py"
    blocker.write_text("import sys\nsys.modules['pygls'] = None\n", "utf-8")
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "urilint", "server"], capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 2
    assert "pip install 'urilint[lsp]'" in proc.stderr


def _ci_env() -> dict[str, str]:
    return dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")


def _tree_copy(tmp_path: Path) -> Path:
    work = tmp_path / "repo"
    shutil.copytree(TREE, work)
    return work


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_github_actions_job_writes_the_sarif_it_uploads(tmp_path: Path) -> None:
    job = yaml.safe_load(snippets()["github-actions"])["jobs"]["urilint"]
    assert job["permissions"]["security-events"] == "write"
    runs = [s["run"] for s in job["steps"] if "run" in s and not s["run"].startswith("pip ")]
    [upload] = [s for s in job["steps"] if s.get("uses", "").startswith("github/codeql-action/upload-sarif@")]
    work = _tree_copy(tmp_path)
    for command in runs:
        subprocess.run(["bash", "-c", command], cwd=work, env=_ci_env(), check=True, timeout=60)
    log = json.loads((work / upload["with"]["sarif_file"]).read_text("utf-8"))
    assert jsonschema.Draft4Validator(SCHEMA).is_valid(log)
    assert len(log["runs"][0]["results"]) == 7


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_gitlab_job_writes_its_reports(tmp_path: Path) -> None:
    job = yaml.safe_load(snippets()["gitlab-ci"])["urilint"]
    work = _tree_copy(tmp_path)
    for command in job["script"]:
        if command.startswith("pip "):
            continue
        proc = subprocess.run(["bash", "-c", command], cwd=work, env=_ci_env(), timeout=60)
        assert proc.returncode == (0 if "--exit-zero" in command else 1)
    reports = job["artifacts"]["reports"]
    issues = json.loads((work / reports["codequality"]).read_text("utf-8"))
    assert len(issues) == 7
    assert ET.parse(work / reports["junit"]).getroot().get("failures") == "7"
