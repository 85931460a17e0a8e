"""The rules' memo: the same rules as importing them, trusted only while
nothing it was made from changed, and never hiding a plugin."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import urilint.pipeline.rule_memo as rule_memo
from urilint.config import Resolver, Settings
from urilint.engine import Linters
from urilint.pipeline.cache import cache_key
from urilint.pipeline.rule_memo import RuleMemo
from urilint.registry import LazyCheck, load_rules


def remembered(folder: Path) -> dict:
    """The rules a run reads from the memo in `folder`, after a run wrote it."""
    first = RuleMemo(str(folder))
    first.load()
    first.save()
    return RuleMemo(str(folder)).load()


def test_the_memo_gives_the_rules_import_gives(tmp_path: Path) -> None:
    imported = load_rules(plugins=False)
    memo = remembered(tmp_path)
    assert list(memo) == list(imported)
    for code, rule in memo.items():
        assert isinstance(rule.check, LazyCheck), code
        assert rule.check.resolve() is imported[code].check
        assert rule._replace(check=None) == imported[code]._replace(check=None)
        assert rule.fix_summary() == imported[code].fix_summary()


def test_the_results_cache_key_is_the_same_either_way(tmp_path: Path) -> None:
    """Else a warm run would never find the cold run's entries."""
    memo = remembered(tmp_path)
    assert cache_key(Settings(), memo.values()) == cache_key(Settings(), load_rules(plugins=False).values())


def test_the_memo_lints_as_imported_rules_do(tmp_path: Path) -> None:
    text = "see https://e.com/a%2fb%7e and <https://e.com/x y> and https://e.com/100%\n"
    settings = Settings(select=("ALL",))
    expected = Linters(Resolver({}, settings), load_rules(plugins=False)).for_path("a.md").lint(text, "a.md")
    got = Linters(Resolver({}, settings), remembered(tmp_path)).for_path("a.md").lint(text, "a.md")
    assert got == expected
    assert [f.code for f in got] == ["URI001", "URI002", "URI004", "URI006"]


def test_a_memo_is_written_once_and_only_when_loaded(tmp_path: Path) -> None:
    memo = RuleMemo(str(tmp_path / "cache"))
    memo.save()
    assert not (tmp_path / "cache").exists()  # nothing loaded: nothing to write
    memo.load()
    memo.save()
    written = sorted(p.name for p in (tmp_path / "cache").iterdir())
    assert written == [".gitignore", os.path.basename(memo.path)]
    before = os.stat(memo.path).st_mtime_ns
    again = RuleMemo(str(tmp_path / "cache"))
    again.load()
    again.save()  # read from the memo: not rewritten
    assert os.stat(memo.path).st_mtime_ns == before


@pytest.mark.parametrize("change", ["urilint code", "a rule module", "damaged", "another format"])
def test_a_stale_or_damaged_memo_is_not_trusted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: str) -> None:
    remembered(tmp_path)
    path = RuleMemo(str(tmp_path)).path
    if change == "urilint code":
        monkeypatch.setattr(rule_memo, "code_stamp", lambda: (("engine.py", 1, 2),))
    elif change == "a rule module":
        changed = load_rules(plugins=False)["URI003"].file
        real = rule_memo.file_stamp
        monkeypatch.setattr(rule_memo, "file_stamp", lambda path: (1, 2) if path == changed else real(path))
    elif change == "damaged":
        Path(path).write_bytes(Path(path).read_bytes()[:-40])
    else:
        monkeypatch.setattr(rule_memo, "FORMAT", rule_memo.FORMAT + 1)
    assert rule_memo._read(path) is None
    memo = RuleMemo(str(tmp_path))
    rules = memo.load()
    assert not isinstance(rules["URI003"].check, LazyCheck)  # imported again
    memo.save()
    assert rule_memo._read(memo.path) is not None  # and remembered anew (changed code: under another name)


def test_with_plugins_the_memo_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    remembered(tmp_path)
    monkeypatch.setattr(rule_memo, "may_have_plugins", lambda: True)
    monkeypatch.setattr(rule_memo, "load_rules", lambda: {"X": "every rule, plugins too"})
    memo = RuleMemo(str(tmp_path))
    assert memo.load() == {"X": "every rule, plugins too"}


def test_a_memo_that_cannot_be_written_costs_nothing_but_time(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    memo = RuleMemo(str(blocked / "cache"))
    rules = memo.load()
    memo.save()  # no error
    assert set(rules) == set(load_rules(plugins=False))


def test_two_installs_of_a_version_keep_a_memo_each(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pre-commit hook's install and an editor's, of one version, would
    each find the other's memo stale and import every rule in every run."""
    one = RuleMemo(str(tmp_path)).path
    monkeypatch.setattr(rule_memo, "code_stamp", lambda: (("engine.py", 1, 2),))
    other = RuleMemo(str(tmp_path)).path
    assert os.path.dirname(one) == os.path.dirname(other) and one != other
    assert os.path.basename(one).endswith("-rules.memo") and os.path.basename(other).endswith("-rules.memo")


def test_a_stdin_run_reads_the_memo_a_project_run_wrote_and_imports_only_the_selected_rules(tmp_path: Path) -> None:
    """An editor's on-save run in a project urilint has checked: the rules'
    metadata from the memo, and of the rule modules only the selected
    rules' (the rules package imports none itself: not the opt-in
    normalization rules, the link rules, the file-level ones); it writes
    no memo."""
    import json
    import subprocess
    import sys

    project = tmp_path / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text("[tool.urilint]\n")
    (project / "a.md").write_text("fine\n")
    env = {"XDG_CACHE_HOME": str(tmp_path / "user-cache"), "PATH": "/usr/bin:/bin"}
    probe = (
        "import io, json, sys\n"
        "sys.stdin = io.TextIOWrapper(io.BytesIO(b'see https://e.org/a%7eb\\n'))\n"
        "from urilint.cli import main\n"
        "main(['check', '--fix', '--exit-zero', '--stdin-filename', 'b.md', '-'])\n"
        "sys.stdout.flush()\n"
        "print(json.dumps(sorted(name.rsplit('.', 1)[1] for name in sys.modules if name.startswith('urilint.rules.'))))\n"
    )

    def on_save() -> list[str]:
        done = subprocess.run([sys.executable, "-c", probe], cwd=project, env=env, capture_output=True, text=True, check=True)
        assert done.stdout.startswith("see https://e.org/a~b\n")
        return done.stdout.splitlines()[1:]

    every = on_save()  # no cache folder yet: every rule module, and no memo written
    assert not (project / ".urilint_cache").exists()
    subprocess.run([sys.executable, "-m", "urilint", "check", "--exit-zero", "."], cwd=project, env=env, check=True,
                   capture_output=True)
    assert [p.suffix for p in (project / ".urilint_cache").glob("*-rules.memo")] == [".memo"]
    assert len(json.loads(every[0])) == 17
    assert json.loads(on_save()[0]) == [  # the rules on by default that check URIs
        "disallowed_character", "double_encoding", "encoded_unreserved", "invalid_utf8_percent", "lowercase_percent_hex",
        "malformed_percent", "non_ascii",
    ]
