"""Configuration: discovery, keys, validation errors and suppressions."""

from __future__ import annotations

import fnmatch
import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from urilint.cli import main
from urilint.excludes import DEFAULT_EXCLUDE, NameTest, exclude_matchers

DOC = "a https://e.com/%2f b https://e.com/%7e\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text(DOC)
    return tmp_path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["check", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_pyproject_ignore(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / "pyproject.toml").write_text('[tool.urilint]\nignore = ["URI001"]\n')
    code, out, _ = run(capsys, "docs")
    assert code == 1 and "URI002" in out and "URI001" not in out


def test_urilint_toml_wins_over_pyproject(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / "pyproject.toml").write_text('[tool.urilint]\nignore = ["URI001"]\n')
    (project / "urilint.toml").write_text('ignore = ["URI002"]\n')
    _, out, _ = run(capsys, "docs")
    assert "URI001" in out and "URI002" not in out


def test_config_found_from_nested_path(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / ".urilint.toml").write_text('select = ["URI002"]\n')
    _, out, _ = run(capsys, "docs/a.md")
    assert "URI002" in out and "URI001" not in out


def test_isolated_ignores_config(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / "urilint.toml").write_text('ignore = ["URI001", "URI002"]\n')
    assert run(capsys, "--isolated", "docs")[0] == 1


def test_explicit_config_and_flags_win(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / "other.toml").write_text('ignore = ["URI002"]\n')
    _, out, _ = run(capsys, "--config", "other.toml", "--select", "URI002,URI001", "docs")
    assert "URI001" in out and "URI002" not in out  # ignore still applies


def test_per_file_ignores_and_exclude(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / "notes.txt").write_text(DOC)
    (project / "vendor").mkdir()
    (project / "vendor" / "x.txt").write_text(DOC)
    (project / "urilint.toml").write_text(
        'per-file-ignores = { "docs/*.md" = ["URI001"] }\nextend-exclude = ["vendor"]\n'
    )
    _, out, _ = run(capsys, "--output-format", "json", ".")
    import json

    got = sorted((d["path"], d["code"]) for d in json.loads(out))
    assert got == [("docs/a.md", "URI002"), ("notes.txt", "URI001"), ("notes.txt", "URI002")]


def test_schemes_narrow(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / "docs" / "a.md").write_text("ftp://e.com/%2f http://e.com/%2f\n")
    (project / "urilint.toml").write_text('schemes = ["http"]\n')
    _, out, _ = run(capsys, "--output-format", "json", "docs")
    import json

    assert [d["uri"] for d in json.loads(out)] == ["http://e.com/%2f"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        pytest.param("select = [", "invalid TOML", id="malformed"),
        pytest.param('colour = "red"\n', "unknown key 'colour' in top level", id="unknown-key"),
        pytest.param('select = "URI001"\n', "key 'select' in top level must be a list of strings", id="wrong-type"),
        pytest.param("unsafe-fixes = 1\n", "key 'unsafe-fixes' in top level must be true or false", id="wrong-bool"),
        pytest.param('ignore = ["XYZ9"]\n', "unknown rule code or prefix 'XYZ9' in ignore", id="unknown-code"),
        pytest.param('file-types = { "*.tpl" = "jinja" }\n', "key 'file-types'", id="bad-file-type"),
    ],
)
def test_config_errors(project: Path, capsys: pytest.CaptureFixture[str], content: str, message: str) -> None:
    (project / "urilint.toml").write_text(content)
    code, out, err = run(capsys, "--fix", "docs")
    assert code == 2 and out == ""
    assert err.startswith(f"urilint: error: {project / 'urilint.toml'}: ")
    assert message in err and err.count("\n") == 1
    assert (project / "docs" / "a.md").read_text() == DOC  # nothing written


def test_pyproject_unknown_key_names_table(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / "pyproject.toml").write_text("[tool.urilint]\nselekt = []\n")
    code, _, err = run(capsys, "docs")
    assert code == 2 and "unknown key 'selekt' in [tool.urilint]" in err


@pytest.mark.parametrize(
    ("flag", "selector", "key"), [("--select", "URI999", "select"), ("--extend-select", "URX", "extend-select"), ("--ignore", "NOPE", "ignore")]
)
def test_unknown_code_on_the_command_line_is_not_blamed_on_the_config(
    project: Path, capsys: pytest.CaptureFixture[str], flag: str, selector: str, key: str
) -> None:
    (project / "pyproject.toml").write_text('[tool.urilint]\nselect = ["URI0"]\n')
    code, _, err = run(capsys, flag, selector, "docs")
    assert (code, err) == (2, f"urilint: error: command line: unknown rule code or prefix '{selector}' in {key}\n")


def test_file_types_override(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / "page.tpl").write_text('<a href="/my file">\n')
    assert run(capsys, "--isolated", "page.tpl")[0] == 0  # plain text: the space ends nothing
    (project / "urilint.toml").write_text('file-types = { "*.tpl" = "html" }\n')
    code, out, _ = run(capsys, "page.tpl")
    assert code == 1 and "page.tpl:1:13: URI004" in out


class TestSuppression:
    def test_line_ignore_all(self, project: Path, capsys: pytest.CaptureFixture[str]) -> None:
        (project / "a.py").write_text('u = "https://e.com/%2f"  # urilint: ignore\nv = "https://e.com/%2f"\n')
        code, out, _ = run(capsys, "--isolated", "a.py")
        assert "a.py:2:" in out and "a.py:1:" not in out

    def test_ignore_only_listed_codes(self, project: Path, capsys: pytest.CaptureFixture[str]) -> None:
        (project / "a.md").write_text("https://e.com/%2f%7eu <!-- urilint: ignore[URI001] -->\n")
        _, out, _ = run(capsys, "--isolated", "--fix", "a.md")
        assert (project / "a.md").read_text() == "https://e.com/%2f~u <!-- urilint: ignore[URI001] -->\n"

    def test_ignore_file(self, project: Path, capsys: pytest.CaptureFixture[str]) -> None:
        (project / "a.txt").write_text("https://e.com/%2f\n\n# urilint: ignore-file\n")
        assert run(capsys, "--isolated", "--fix", "a.txt")[0] == 0
        assert (project / "a.txt").read_text() == "https://e.com/%2f\n\n# urilint: ignore-file\n"

    def test_unknown_code_in_comment(self, project: Path, capsys: pytest.CaptureFixture[str]) -> None:
        (project / "a.txt").write_text("x\nhttps://e.com/%2f  # urilint: ignore[URI0001]\n")
        code, out, err = run(capsys, "--isolated", "--output-format", "json", "a.txt")
        assert (code, err) == (1, "")
        assert [(f["line"], f["column"], f["code"]) for f in json.loads(out)] == [(2, 15, "URI001"), (2, 38, "URI900")]


class TestNestedConfig:
    """Each file gets the config nearest to it, whatever else is checked."""

    @pytest.fixture
    def nested(self, project: Path) -> Path:
        (project / "sub").mkdir()
        (project / "sub" / "b.md").write_text(DOC)
        (project / "sub" / "urilint.toml").write_text('ignore = ["URI001"]\n')
        return project

    def codes(self, capsys: pytest.CaptureFixture[str], *args: str) -> list[tuple[str, str]]:
        import json

        main(["check", "--output-format", "json", *args])
        return sorted((d["path"], d["code"]) for d in json.loads(capsys.readouterr().out))

    def test_batches_agree_with_one_run(self, nested: Path, capsys: pytest.CaptureFixture[str]) -> None:
        together = self.codes(capsys, "--no-cache", "docs/a.md", "sub/b.md")
        apart = self.codes(capsys, "--no-cache", "docs/a.md") + self.codes(capsys, "--no-cache", "sub/b.md")
        assert together == sorted(apart) == [
            ("docs/a.md", "URI001"), ("docs/a.md", "URI002"), ("sub/b.md", "URI002"),
        ]

    def test_cache_notices_a_nested_config_change(self, nested: Path, capsys: pytest.CaptureFixture[str]) -> None:
        assert self.codes(capsys, ".") == [("docs/a.md", "URI001"), ("docs/a.md", "URI002"), ("sub/b.md", "URI002")]
        (nested / "sub" / "urilint.toml").write_text('ignore = ["URI002"]\n')
        assert self.codes(capsys, ".") == [("docs/a.md", "URI001"), ("docs/a.md", "URI002"), ("sub/b.md", "URI001")]

    def test_bad_nested_config_writes_nothing(self, nested: Path, capsys: pytest.CaptureFixture[str]) -> None:
        (nested / "sub" / "urilint.toml").write_text("ignore = [\n")
        assert main(["check", "--fix", "."]) == 2
        assert "sub/urilint.toml: invalid TOML" in capsys.readouterr().err
        assert (nested / "docs" / "a.md").read_text() == DOC


def test_file_type_names_are_the_scanners() -> None:
    """config validates `file-types` against its own list (it may not import
    the scanners): the list must be scan.FILE_TYPES, or a type the scanners
    know is refused (or one they do not is accepted)."""
    from urilint.config import FILE_TYPE_NAMES
    from urilint.scan import FILE_TYPES

    assert FILE_TYPE_NAMES == FILE_TYPES


_NAME_PARTS = st.text(alphabet="ab.*?[]!-x", max_size=6)


@given(patterns=st.lists(_NAME_PARTS.filter(lambda p: p.strip("/") != ""), max_size=4), name=st.text(alphabet="ab.-x", max_size=8))
def test_an_exclude_test_of_one_path_part_is_fnmatch(patterns: list[str], name: str) -> None:
    """Names and "*suffix" patterns go to a set and str.endswith, the rest to
    one regex: each way answers as fnmatch does."""
    _, part = exclude_matchers(tuple(patterns))
    expected = any(fnmatch.fnmatch(name, pattern) for pattern in patterns)
    assert bool(part is not None and part(name)) is expected


@pytest.mark.parametrize(("patterns", "kind"), [
    ((), type(None)),
    (("build", "dist"), NameTest),
    (("build", "*.min.js"), NameTest),
    (("build", "*.min.js", "a?c"), type(re.compile("").match)),
])
def test_exclude_patterns_compile_nothing_unless_they_need_a_regex(patterns: tuple[str, ...], kind: type) -> None:
    assert type(exclude_matchers(patterns)[1]) is kind
    assert exclude_matchers(DEFAULT_EXCLUDE)[1]("node_modules") and exclude_matchers(DEFAULT_EXCLUDE)[1]("x.min.js")
    assert not exclude_matchers(DEFAULT_EXCLUDE)[1]("node_modules2")


@pytest.mark.parametrize(("names", "expected"), [
    ([], False), (["a.py", "b.md"], False), (["a.py", "yarn.lock"], True), (["app.min.js"], True), (["min.js"], False),
])
def test_a_name_test_answers_for_a_folder_at_once(names: list[str], expected: bool) -> None:
    test = exclude_matchers(DEFAULT_EXCLUDE)[1]
    assert isinstance(test, NameTest)
    assert test.any_of(names) is expected is any(map(test, names))


@pytest.mark.parametrize("name", [
    "Package.resolved", "packages.lock.json", "packages-lock.json", "mix.lock", "pubspec.lock", "deno.lock", "bun.lock",
    "flake.lock", ".terraform.lock.hcl", "gradle.lockfile", "Chart.lock", "MODULE.bazel.lock", "pixi.lock", "Manifest.toml",
    "Podfile.lock", "project.assets.json", "mise.lock", "spago.lock", "requirements-dev.lock", "gems.locked",
    "app.opam.locked",
])
def test_generated_lock_files_are_excluded_by_default(name: str) -> None:
    """Lock files a tool writes (SwiftPM, NuGet, Unity, Mix, pub, Deno,
    Bun, Nix, Terraform, Gradle, mise, and any other ".lock"): a fix would
    break their resolution, and the next resolution would undo it."""
    assert exclude_matchers(DEFAULT_EXCLUDE)[1](name)
    assert not exclude_matchers(DEFAULT_EXCLUDE)[1](name + ".md")
