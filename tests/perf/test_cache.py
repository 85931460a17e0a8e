"""The per-file cache: hits give the same output as a cold run, and no
change to a file can hide a finding (same size, same mtime, same second)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import urilint.pipeline.batch as batch
import urilint.pipeline.cache as cache_module
from urilint.pipeline.cache import Cache, Entry
from urilint.source import digest
from urilint.cli import main

FINDING = "a.txt:1:21: URI001 lowercase hex digits in '%2f'; write '%2F'"


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text("[tool.urilint]\n")
    (tmp_path / "a.txt").write_text("see https://e.com/a/%2fb\n")
    (tmp_path / "clean.txt").write_text("see https://e.com/a/%2Fb\n")
    return tmp_path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str]]:
    code = main(["check", *args])
    out = capsys.readouterr().out
    return code, [line for line in out.splitlines() if line.endswith("write '%2F'")]


def cache_files(root: Path) -> list[Path]:
    return sorted((root / ".urilint_cache").glob("*.cache"))


def trust_every_stat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make entries trusted on stat alone, as they are for files that were
    last changed more than two seconds before they were read."""
    monkeypatch.setattr(cache_module, "RACY_SLACK_NS", -(10**18))


def test_warm_run_reports_the_same_findings(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cold = run(capsys, "--no-cache", ".")
    assert cold == (1, [FINDING])
    assert not (tree / ".urilint_cache").exists()
    assert run(capsys, ".") == cold  # fills the cache
    assert (tree / ".urilint_cache" / ".gitignore").read_text().splitlines()[-1] == "*"
    assert len(cache_files(tree)) == 1
    assert run(capsys, ".") == cold  # answered from it


def test_stat_hit_does_not_lint(tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    trust_every_stat(monkeypatch)
    assert run(capsys, ".") == (1, [FINDING])

    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("a cached file was linted again")

    monkeypatch.setattr(batch, "process_bytes", fail)
    assert run(capsys, ".") == (1, [FINDING])


@pytest.mark.parametrize("trusted", [False, True], ids=["racy-entry", "trusted-entry"])
def test_same_size_same_mtime_change_is_seen(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, trusted: bool
) -> None:
    if trusted:
        trust_every_stat(monkeypatch)
    target = tree / "clean.txt"
    assert run(capsys, "clean.txt") == (0, [])
    before = os.stat(target)
    target.write_text("see https://e.com/a/%2fb\n")  # same size, within the same second
    os.utime(target, ns=(before.st_atime_ns, before.st_mtime_ns))  # and the very same mtime
    after = os.stat(target)
    assert (after.st_size, after.st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    assert run(capsys, "clean.txt") == (1, [FINDING.replace("a.txt", "clean.txt")])


def test_racily_clean_entry_is_not_trusted() -> None:
    """Same stat fields, but the file changed within RACY_SLACK_NS of being
    read: only the content digest may decide."""
    st = os.stat(__file__)
    base = Entry(st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, 0, b"", False, b"", "")
    late = max(st.st_mtime_ns, st.st_ctime_ns)
    assert not cache_module.proven_current(base._replace(stamp_ns=late + cache_module.RACY_SLACK_NS - 1), st)
    assert cache_module.proven_current(base._replace(stamp_ns=late + cache_module.RACY_SLACK_NS + 1), st)
    changed = base._replace(stamp_ns=late + cache_module.RACY_SLACK_NS + 1, ctime_ns=st.st_ctime_ns - 1)
    assert not cache_module.proven_current(changed, st)


def test_touched_file_with_same_content_is_answered_by_digest(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert run(capsys, ".") == (1, [FINDING])
    os.utime(tree / "a.txt", ns=(1, 10**18))  # new mtime, same content

    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("same content was linted again")

    monkeypatch.setattr(batch, "process_bytes", fail)
    assert run(capsys, ".") == (1, [FINDING])


def test_changed_config_and_version_use_another_cache(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    trust_every_stat(monkeypatch)
    assert run(capsys, ".") == (1, [FINDING])
    (tree / "pyproject.toml").write_text('[tool.urilint]\nignore = ["URI001"]\n')
    assert run(capsys, ".") == (0, [])
    (tree / "pyproject.toml").write_text("[tool.urilint]\n")
    assert run(capsys, ".") == (1, [FINDING])
    assert run(capsys, "--ignore", "URI001", ".") == (0, [])
    assert len(cache_files(tree)) == 2
    monkeypatch.setattr(cache_module, "__version__", "99.0")
    assert run(capsys, ".") == (1, [FINDING])
    assert len(cache_files(tree)) == 3


def test_rule_set_is_part_of_the_key(tree: Path) -> None:
    from urilint.config import Settings
    from urilint.registry import load_rules

    rules = load_rules(plugins=False)
    fewer = {code: rule for code, rule in rules.items() if code != "URI001"}
    changed = {**rules, "URI001": rules["URI001"]._replace(origin="plugin x")}
    keys = {cache_module.cache_key(Settings(), r.values()) for r in (rules, fewer, changed)}
    assert len(keys) == 3
    assert cache_module.cache_key(Settings(), rules.values()) == cache_module.cache_key(Settings(), rules.values())


def test_cache_dir_option(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--cache-dir", "elsewhere", ".") == (1, [FINDING])
    assert not (tree / ".urilint_cache").exists()
    assert len(list((tree / "elsewhere").glob("*.cache"))) == 1
    assert run(capsys, "--cache-dir", "elsewhere", ".") == (1, [FINDING])


def test_corrupt_cache_is_ignored(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, ".") == (1, [FINDING])
    (path,) = cache_files(tree)
    path.write_bytes(b"\x00garbage")
    assert run(capsys, ".") == (1, [FINDING])
    path.write_bytes(path.read_bytes()[:-7])  # truncated
    assert run(capsys, ".") == (1, [FINDING])


@pytest.mark.parametrize("damage", [
    lambda e: e[:-1],  # a field short
    lambda e: (*e, "x"),  # a field more
    lambda e: list(e),  # not a tuple
])
def test_an_entry_of_the_wrong_shape_empties_the_cache(tree: Path, capsys: pytest.CaptureFixture[str], damage) -> None:
    import marshal

    assert run(capsys, ".") == (1, [FINDING])
    (path,) = cache_files(tree)
    fmt, key, entries, clean = marshal.loads(path.read_bytes())
    first = sorted(entries)[0]
    path.write_bytes(marshal.dumps((fmt, key, {**entries, first: damage(entries[first])}, clean)))
    assert cache_module._load(str(path), key) == ({}, {})
    assert run(capsys, ".") == (1, [FINDING])  # every file linted again


@pytest.mark.parametrize("damage", [
    lambda clean: [clean],  # not a mapping
    lambda clean: {linter: list(table) for linter, table in clean.items()},  # a table not a mapping
])
def test_a_clean_table_of_the_wrong_shape_empties_the_cache(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, damage
) -> None:
    import marshal

    trust_every_stat(monkeypatch)
    assert run(capsys, ".") == (1, [FINDING])
    (path,) = cache_files(tree)
    fmt, key, entries, clean = marshal.loads(path.read_bytes())
    assert clean  # clean.txt
    path.write_bytes(marshal.dumps((fmt, key, entries, damage(clean))))
    assert cache_module._load(str(path), key) == ({}, {})
    assert run(capsys, ".") == (1, [FINDING])


def test_concurrent_saves_keep_each_others_entries(tmp_path: Path) -> None:
    first, second = Cache(str(tmp_path), "k"), Cache(str(tmp_path), "k")
    entry = Entry(1, 2, 3, 4, 5, digest(b"x"), False, b"", "")
    first.record("/one", entry)
    second.record("/two", entry._replace(size=9))
    first.save()
    second.save()
    reloaded = Cache(str(tmp_path), "k")
    assert (reloaded.get("/one"), reloaded.get("/two")) == (entry, entry._replace(size=9))
    assert sorted(p.name for p in tmp_path.iterdir()) == [".gitignore", os.path.basename(first.path)]


def test_entries_are_only_those_of_the_stored_key(tmp_path: Path) -> None:
    """The file name is a 32-bit checksum of the key; the full key stored
    in the file decides, so two keys sharing a name never share entries."""
    cache = Cache(str(tmp_path), "k")
    cache.record("/one", Entry(1, 2, 3, 4, 5, digest(b"x"), False, b"", ""))
    cache.save()
    assert cache_module._load(cache.path, "k").entries != {}
    assert cache_module._load(cache.path, "another key with the same file name") == ({}, {})


def test_fix_uses_cache_for_clean_files_and_fixes_the_rest(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert run(capsys, ".") == (1, [FINDING])
    assert main(["check", "--fix", "."]) == 0
    assert (tree / "a.txt").read_text() == "see https://e.com/a/%2Fb\n"
    assert run(capsys, ".") == (0, [])


def test_cached_findings_keep_fixes_and_report_positions(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tree / "b.md").write_text("x\n[a](https://e.com/%7e%2520 \"t\")\n")
    main(["check", "--no-cache", "--output-format", "json", "b.md"])
    cold = capsys.readouterr().out
    main(["check", "--output-format", "json", "b.md"])
    assert capsys.readouterr().out == cold
    main(["check", "--output-format", "json", "b.md"])
    assert capsys.readouterr().out == cold
    assert '"URI002"' in cold and '"URI003"' in cold


def test_each_top_folder_has_its_own_file(tmp_path: Path) -> None:
    """Checking one folder of a project loads that folder's entries only."""
    root = str(tmp_path / "project")
    cache = Cache(str(tmp_path / "cache"), "k", root)
    entry = Entry(1, 2, 3, 4, 5, digest(b"x"), False, b"", "")
    for path in ("a/x.md", "a/deep/y.md", "b/z.md", "top.md"):
        cache.record(os.path.join(root, path), entry)
    cache.save()
    assert len([p for p in (tmp_path / "cache").iterdir() if p.suffix == ".cache"]) == 3  # a, b and the root's own
    reloaded = Cache(str(tmp_path / "cache"), "k", root)
    assert reloaded.get(os.path.join(root, "a/deep/y.md")) == entry
    assert set(reloaded._shards) == {"a"}  # b's file was not read
    assert reloaded.get(os.path.join(root, "top.md")) == entry
    assert reloaded.get(str(tmp_path / "elsewhere.md")) is None


# What a run the cache answers completely must not import: the extraction
# (`regex` and every scanner module), the fix engine and the rule modules
# (their metadata comes from the rules' memo). Start-up is most of such a
# run, and these imports would double it. Nor `re` and `enum` (with
# fnmatch, which imports re): a tenth of such a run on the standard library.
NOT_IMPORTED_WHEN_CACHED = (
    "regex", "regex._regex", "urilint.fix", "urilint.suppress", "urilint.rules", "tomllib", "tomli", "datetime", "typing",
    "re", "enum", "fnmatch",
    "urilint.uri", "urilint.uri.syntax", "urilint.uri.templates", "urilint.uri.placeholders",
    *(f"urilint.scan.{name}" for name in ("bare", "code", "data", "html", "markdown", "rst", "text", "combine")),
    *(f"urilint.rules.{path.stem}" for path in (Path(__file__).parents[2] / "rules").glob("*.py")),
)


def test_a_run_the_cache_answers_imports_no_scanner_regex_or_fix(tmp_path: Path) -> None:
    import subprocess
    import sys

    (tmp_path / "pyproject.toml").write_text("[tool.urilint]\n")
    (tmp_path / "a.md").write_text("see https://e.com/a%2fb\n")
    (tmp_path / "b.py").write_text('x = "http://e.com/%7e"\n')
    # A report of lines with a tab, a wide character and CRLF endings.
    (tmp_path / "c.md").write_bytes("漢字\tsee https://e.com/c%2fd\r\n".encode())

    # An editable install's path hook imports re (and enum) at start-up:
    # forgotten first, so an import of them by urilint shows (compared.py
    # imported re at the top once, unseen by this test in an editable venv).
    forget = (
        "import sys\n"
        "for name in [n for n in sys.modules if n in ('re', 'enum', 'fnmatch') or n.startswith('re.')]:\n"
        "    del sys.modules[name]\n"
    )

    stored = [""]  # whether the last run read the compiled patterns' store

    def imported() -> set[str]:
        """The modules loaded by one `urilint check .` run in a new process."""
        script = forget + (
            "from urilint.cli import main; code = main(['check', '.']); "
            "store = sys.modules.get('urilint.pattern_store'); "
            "print('STORE', 'read' if store is not None and store._stored is not None else 'unread'); "
            "sys.stdout.flush(); print('MODULES', *sorted(sys.modules)); sys.exit(code)"
        )
        run = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=60)
        assert run.returncode == 1, run.stderr[-2000:]
        assert "URI001" in run.stdout and "URI002" in run.stdout
        assert "c.md:1:23: URI001" in run.stdout and "1 | 漢字 see https://e.com/c%2fd\n  |                         ^^^" in run.stdout
        stored[0] = run.stdout.rsplit("STORE ", 1)[1].split()[0]
        return set(run.stdout.rsplit("MODULES ", 1)[1].split())

    cold = imported()
    assert {"regex._regex", "urilint.scan.markdown", "urilint.scan.code", "urilint.rules.non_ascii"} <= cold  # the check can fail (regex: its engine, alone when the store answers)
    # The second run waits out the cache's racy-clean window (2 s) so every
    # entry is trusted on its stat alone.
    import time

    time.sleep(2.1)
    imported()
    warm = imported()
    # Less what the interpreter's start-up imports itself (an editable
    # install's path hook imports pathlib, and with it re).
    start_up = subprocess.run([sys.executable, "-c", forget + "print(*sys.modules)"], cwd=tmp_path,
                              capture_output=True, text=True, check=True).stdout.split()
    assert "urilint.cli" not in start_up
    assert sorted(set(NOT_IMPORTED_WHEN_CACHED) & warm - set(start_up)) == []
    assert stored[0] == "unread"  # nothing compiled: the patterns' store is not even read


@pytest.mark.parametrize("output_format", ["full", "json", "sarif", "github"])
def test_urilint_never_imports_typing(tmp_path: Path, output_format: str) -> None:
    """typing costs 16 M instructions to import (a twentieth of a run the
    cache answers): urilint's modules import it only for type checkers. A
    config file is read with tomllib, which imports it: not here."""
    import subprocess
    import sys

    (tmp_path / "a.md").write_text("see https://e.com/a%2fb and [x](<https://e.com/a b>)\n")
    (tmp_path / "b.py").write_text('x = "http://e.com/%7e"\n')
    (tmp_path / "c.html").write_text('<a href="http://e.com/a%7eb c">x</a>\n')
    script = (
        "import sys; from urilint.cli import main; "
        f"code = main(['check', '--isolated', '--no-cache', '--fix', '--output-format', '{output_format}', '.']); "
        "sys.stdout.flush(); print('MODULES', *sorted(sys.modules)); sys.exit(code)"
    )
    run = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr[-2000:]
    assert [(tmp_path / name).read_text() for name in ("a.md", "b.py", "c.html")] == [
        "see https://e.com/a%2Fb and [x](<https://e.com/a%20b>)\n", 'x = "http://e.com/~"\n', '<a href="http://e.com/a~b%20c">x</a>\n',
    ]
    modules = set(run.stdout.rsplit("MODULES ", 1)[1].split())
    assert {"regex._regex", "urilint.fix", "urilint.scan.markdown", "urilint.rules.non_ascii"} <= modules  # the check can fail
    assert "typing" not in modules
