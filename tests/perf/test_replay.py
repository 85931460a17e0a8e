"""Run records (urilint/pipeline/replay.py): a `check` run whose inputs
are all unchanged is answered with the bytes and exit status of the run
that recorded it, and any change to what the run read, or to how it was
started, means a full run."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

import urilint.pipeline.cache as cache_module
import urilint.pipeline.replay as replay
from urilint.cli import main

A_MD = "see https://e.com/%7euser and https://e.com/a%2fb\n"
REPORT = [
    "a.md:1:19: URI002 '%7e' encodes the unreserved character '~'; write it plainly",
    "a.md:1:46: URI001 lowercase hex digits in '%2f'; write '%2F'",
    "Found 2 findings (2 fixable with --fix, 0 with --unsafe-fixes).",
]


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project in tmp_path/project (its own user cache folder beside it),
    the working folder; every change older than the run is trusted (as
    changes two seconds before a run are)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    monkeypatch.setattr(cache_module, "RACY_SLACK_NS", 0)
    root = tmp_path / "project"
    (root / "docs").mkdir(parents=True)
    (root / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    (root / "docs" / "a.md").write_text(A_MD)
    (root / "docs" / "clean.md").write_text("see https://e.com/~user\n")
    (root / ".urilint_cache").mkdir()  # made by a first run, which changes the folder it is in
    monkeypatch.chdir(root)
    settle()
    return root


def settle() -> None:
    """Let the file system's clock (coarse: a few ms) pass the last change."""
    time.sleep(0.02)


def records(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "user-cache" / "urilint" / "runs").glob("*.run"))


def full_run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    """A run of the command line, after one that brings the results cache
    up to date (the run the record holds is then one the cache answered)."""
    main(argv)
    capsys.readouterr()
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def replayed(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str] | None:
    status = replay.answer(argv)
    out, err = capsys.readouterr()
    if status is None:
        assert (out, err) == ("", "")  # a miss prints nothing
        return None
    return status, out, err


def lines(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith(("a.md", "docs/a.md", "Found"))]


@pytest.mark.parametrize("options", [
    [], ["--output-format", "json"], ["--output-format", "sarif"], ["--output-format", "concise"],
    ["--output-format", "github"], ["--statistics"], ["--exit-zero", "--quiet"],
])
def test_an_unchanged_run_is_answered_with_the_same_bytes_and_status(
    tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], options: list[str],
) -> None:
    argv = ["check", *options, "docs"]
    assert replayed(capsys, argv) is None  # nothing recorded yet
    first = full_run(capsys, argv)
    assert first[0] == (0 if "--exit-zero" in options else 1)
    assert len(records(tmp_path)) == 1
    assert replayed(capsys, argv) == first
    assert replayed(capsys, argv) == first


def test_the_report_read_back_is_the_report_of_the_run(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    full_run(capsys, ["check", "docs"])
    status, out, _ = replayed(capsys, ["check", "docs"]) or (None, "", "")
    assert status == 1
    assert lines(out) == ["docs/" + REPORT[0], "docs/" + REPORT[1], REPORT[2]]


def test_a_skipped_binary_file_is_said_again_in_order(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tree / "docs" / "b.bin").write_bytes(b"\x00\x01http://e.com/%7e")
    settle()
    first = full_run(capsys, ["check", "docs/b.bin", "docs/a.md"])
    assert first[2] == "urilint: skipped binary file docs/b.bin\n"
    assert replayed(capsys, ["check", "docs/b.bin", "docs/a.md"]) == first


def _edit_same_size(root: Path) -> None:
    (root / "docs" / "a.md").write_text(A_MD.replace("%7e", "%7E"))


def _add_file(root: Path) -> None:
    (root / "docs" / "new.md").write_text("see https://e.com/%7eb\n")


def _remove_file(root: Path) -> None:
    (root / "docs" / "clean.md").unlink()


def _replace_file(root: Path) -> None:  # as editors save: a new file renamed over the old one
    (root / "docs" / "tmp").write_text(A_MD)
    os.replace(root / "docs" / "tmp", root / "docs" / "a.md")


def _add_config(root: Path) -> None:
    (root / "docs" / "urilint.toml").write_text("ignore = ['URI002']\n")


def _edit_pyproject(root: Path) -> None:  # a pyproject.toml that was no config becomes one
    (root / "pyproject.toml").write_text("[project]\nname = 'x'\n[tool.urilint]\nignore = ['URI001']\n")


def _add_config_above(root: Path) -> None:
    (root.parent / "urilint.toml").write_text("ignore = ['URI002']\n")


def _add_subfolder(root: Path) -> None:
    (root / "docs" / "more").mkdir()
    (root / "docs" / "more" / "c.md").write_text("see https://e.com/%7eb\n")


@pytest.mark.parametrize("change", [
    _edit_same_size, _add_file, _remove_file, _replace_file, _add_config, _edit_pyproject, _add_config_above,
    _add_subfolder,
])
def test_a_change_to_what_the_run_read_means_a_full_run(
    tree: Path, capsys: pytest.CaptureFixture[str], change: object,
) -> None:
    argv = ["check", "docs"]
    full_run(capsys, argv)
    assert replayed(capsys, argv) is not None
    change(tree)  # type: ignore[operator]
    settle()
    assert replayed(capsys, argv) is None
    full_run(capsys, argv)  # (not recorded when it made a cache folder in a folder it read: docs/urilint.toml)
    settle()
    again = full_run(capsys, argv)
    assert replayed(capsys, argv) == again


def test_an_excluded_folder_gaining_its_own_config_means_a_full_run(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The folder is not walked, so its listing is no witness: the config
    files it could hold are (one there would let the walk in)."""
    (tree / "pyproject.toml").write_text("[tool.urilint]\nextend-exclude = ['private']\n")
    (tree / "private").mkdir()
    (tree / "private" / "v.md").write_text("see https://e.com/%7eb\n")
    settle()
    assert lines(full_run(capsys, ["check", "."])[1])[-1] == REPORT[-1]
    assert replayed(capsys, ["check", "."]) is not None
    (tree / "private" / "urilint.toml").write_text("")
    settle()
    assert replayed(capsys, ["check", "."]) is None
    assert lines(full_run(capsys, ["check", "."])[1])[-1] == "Found 3 findings (3 fixable with --fix, 0 with --unsafe-fixes)."


@pytest.mark.parametrize("variation", ["argv", "environment", "folder"])
def test_another_command_environment_or_folder_is_another_run(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, variation: str,
) -> None:
    full_run(capsys, ["check", "docs"])
    if variation == "argv":
        assert replayed(capsys, ["check", "--exit-zero", "docs"]) is None
    elif variation == "environment":
        monkeypatch.setenv("NO_COLOR", "1")
        assert replayed(capsys, ["check", "docs"]) is None
    else:
        monkeypatch.chdir(tree / "docs")
        (tree / "docs" / "docs").mkdir()
        settle()
        assert replayed(capsys, ["check", "docs"]) is None


@pytest.mark.parametrize("options", [
    ["--fix"], ["--diff"], ["--no-cache"], ["--verbose"], ["--show-settings"], ["--select", "URI201"],
    ["--add-noqa"],
])
def test_runs_that_write_or_read_more_than_their_witnesses_are_not_recorded(
    tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], options: list[str],
) -> None:
    (tree / "docs" / "b.md").write_text("[x](missing.md)\n")
    settle()
    full_run(capsys, ["check", *options, "docs"])
    assert records(tmp_path) == []


def test_a_run_that_linted_a_file_is_recorded(tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The first run (no results yet) and a run after an edit read files'
    content, and are recorded too: the next run with nothing changed is
    answered whole, and an edit stales the record."""
    assert main(["check", "docs"]) == 1
    first = capsys.readouterr()
    assert len(records(tmp_path)) == 1
    assert replayed(capsys, ["check", "docs"]) == (1, first.out, first.err)
    (tree / "docs" / "a.md").write_text(A_MD.replace("%7e", "~"))
    settle()
    assert replayed(capsys, ["check", "docs"]) is None  # the edit shows
    assert main(["check", "docs"]) == 1
    edited = capsys.readouterr()
    assert lines(edited.out) == ["docs/a.md:1:44: URI001 lowercase hex digits in '%2f'; write '%2F'",
                                 "Found 1 finding (1 fixable with --fix, 0 with --unsafe-fixes)."]
    assert replayed(capsys, ["check", "docs"]) == (1, edited.out, edited.err)


def test_stdin_and_errors_are_not_recorded(tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"see https://e.com/%7eb\n")))
    assert main(["check", "--stdin-filename", "x.md"]) == 1
    assert full_run(capsys, ["check", "docs", "missing.md"])[0] == 2
    assert records(tmp_path) == []


def test_a_change_during_the_run_or_just_before_it_is_not_recorded(
    tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(cache_module, "RACY_SLACK_NS", 2_000_000_000)  # the real window
    (tree / "docs" / "a.md").write_text(A_MD)
    full_run(capsys, ["check", "docs"])
    assert records(tmp_path) == []


def test_a_large_report_is_not_recorded(tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(replay, "MAX_OUTPUT", 100)
    full_run(capsys, ["check", "docs"])
    assert records(tmp_path) == []


def test_a_damaged_record_or_another_version_is_a_miss(tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    full_run(capsys, ["check", "docs"])
    [record] = records(tmp_path)
    data = record.read_bytes()
    record.write_bytes(data[: len(data) // 2])
    assert replayed(capsys, ["check", "docs"]) is None
    record.write_bytes(data)
    assert replayed(capsys, ["check", "docs"]) is not None
    monkeypatch.setattr(replay, "__version__", "0.0.0")
    assert replayed(capsys, ["check", "docs"]) is None


def test_records_take_a_bounded_number_of_files(tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for n in range(3 * replay.SLOTS):
        full_run(capsys, ["check", "--select", f"URI00{n % 9 + 1}", "--output-format", "json", "docs", *["docs/a.md"] * n])
    assert 0 < len(records(tmp_path)) <= replay.SLOTS


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
@pytest.mark.parametrize("change", ["untracked file", "ignored file", "ignore rule"])
def test_in_a_git_work_tree_what_git_lists_is_a_witness(
    tree: Path, capsys: pytest.CaptureFixture[str], change: str,
) -> None:
    subprocess.run(["git", "init", "-q", str(tree)], check=True)
    (tree / ".gitignore").write_text("*.txt\nignored/\n")
    (tree / "docs" / "x.txt").write_text("see https://e.com/%7eb\n")
    settle()
    argv = ["check", "."]
    first = full_run(capsys, argv)
    assert lines(first[1])[-1] == REPORT[-1]
    assert replayed(capsys, argv) == first
    if change == "untracked file":
        (tree / "docs" / "c.md").write_text("see https://e.com/%7eb\n")
    elif change == "ignored file":  # git lists the same files: the record still answers
        (tree / "y.txt").write_text("see https://e.com/%7eb\n")  # (beside no file with findings: see below)
    else:
        (tree / ".gitignore").write_text("ignored/\n")  # x.txt is now checked
    settle()
    if change == "ignored file":
        assert replayed(capsys, argv) == first
    else:
        assert replayed(capsys, argv) is None
        assert lines(full_run(capsys, argv)[1])[-1] == "Found 3 findings (3 fixable with --fix, 0 with --unsafe-fixes)."


def test_the_console_entry_answers_from_the_record_without_importing_the_linter(tmp_path: Path) -> None:
    """End to end, as a user runs it, with the real two-second window: the
    first run records, the second is answered by launch.py and replay.py
    alone, and without the standard library's modules that cost a
    replayed run most of its time beyond the interpreter's start (array
    imports collections: 2-3 ms; zlib, operator)."""
    root = tmp_path / "project"
    root.mkdir()
    (root / "a.md").write_text(A_MD)
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "user-cache")}
    time.sleep(2.1)  # the file is now older than the window
    script = (
        "import os, sys\n"
        "started = set(sys.modules)  # (an editable install's finder imports collections)\n"
        f"sys.argv = ['urilint', 'check', '--cache-dir', {str(tmp_path / 'cache')!r}, '.']\n"
        "exit = os._exit\n"
        "def leave(status):\n"
        "    ours = sorted(name for name in sys.modules if name.startswith('urilint'))\n"
        "    costly = [name for name in ('array', 'collections', 'zlib', 'operator') if name in set(sys.modules) - started]\n"
        "    sys.stdout.write('LINTER ' + str('urilint.cli' in sys.modules) + ' ' + ' '.join(ours + costly) + '\\n')\n"
        "    sys.stdout.flush()\n"
        "    exit(status)\n"
        "os._exit = leave\n"
        "from urilint.launch import run\n"
        "run()\n"
    )
    runs = [subprocess.run([sys.executable, "-c", script], cwd=root, env=env, capture_output=True, text=True, timeout=60)
            for _ in range(2)]  # lints and records; answered by the record
    first, second = runs
    assert (first.returncode, second.returncode) == (1, 1)
    first_out, first_modules = first.stdout.split("LINTER ")
    second_out, second_modules = second.stdout.split("LINTER ")
    assert first_modules.startswith("True ") and first_out == second_out
    assert second_modules.split() == [
        "False", "urilint", "urilint.git_files", "urilint.launch", "urilint.pipeline", "urilint.pipeline.replay",
        "urilint.repository", "urilint.user_cache",
    ]
    assert lines(second.stdout) == REPORT


def test_a_named_file_the_excludes_skip_is_a_witness(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Gone, it is an error the run must print again."""
    (tree / "pyproject.toml").write_text("[tool.urilint]\nextend-exclude = ['skipped.md']\n")
    (tree / "docs" / "skipped.md").write_text("see https://e.com/%7eb\n")
    settle()
    argv = ["check", "--force-exclude", "docs/skipped.md", "docs/a.md"]
    assert full_run(capsys, argv)[0] == 1
    assert replayed(capsys, argv) is not None
    (tree / "docs" / "skipped.md").unlink()
    settle()
    assert replayed(capsys, argv) is None
    assert full_run(capsys, argv)[0] == 2


def test_a_miss_stats_the_most_recently_changed_file_first(tree: Path, capsys: pytest.CaptureFixture[str],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    for n in range(20):
        (tree / "docs" / f"old{n}.md").write_text("x\n")
    settle()
    (tree / "docs" / "a.md").write_text(A_MD)  # the newest
    settle()
    full_run(capsys, ["check", "docs"])
    (tree / "docs" / "a.md").write_text(A_MD.replace("%7e", "%7E"))
    settle()
    monkeypatch.setattr(replay, "CHUNK", 1)  # (a chunk of 256 holds this whole tree)
    statted: list[str] = []
    real_stat = os.stat
    monkeypatch.setattr(replay.os, "stat", lambda path, *a, **k: statted.append(path) or real_stat(path, *a, **k))
    assert replayed(capsys, ["check", "docs"]) is None
    assert statted[-1] == "docs/a.md"  # the miss: no more after it
    assert not [path for path in statted if path.startswith("docs/old") or "urilint" in path]  # nor older files, nor the code


def test_bytes_written_past_the_text_stream_spoil_the_record(tree: Path, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    recorder = replay.Recorder(["check", "docs"])
    recorder.start()
    try:
        sys.stdout.buffer  # noqa: B018 - what a writer of bytes would reach for
    finally:
        recorder.stop()
    assert recorder.save(0, replay.Trail(), [], [], [], []) is False
    assert records(tmp_path) == []


# From the review of the first version (/work/review_replay, not in the
# repo): each of these answered from a stale record.


def test_a_folder_made_later_on_sys_path_means_a_full_run(tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """It may bring a plugin (review case 01: PYTHONPATH named it before it existed)."""
    monkeypatch.setattr(sys, "path", [*sys.path, str(tmp_path / "plugins")])
    full_run(capsys, ["check", "docs"])
    assert replayed(capsys, ["check", "docs"]) is not None
    (tmp_path / "plugins").mkdir()
    assert replayed(capsys, ["check", "docs"]) is None


@pytest.mark.parametrize("variation", ["sys.path", "interpreter flags", "urilint's place"])
def test_another_python_setup_is_another_run(tree: Path, capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch, variation: str) -> None:
    """Review cases 03 (-I) and 08 (another copy of urilint on sys.path)."""
    full_run(capsys, ["check", "docs"])
    if variation == "sys.path":
        monkeypatch.setattr(sys, "path", sys.path[1:])
    elif variation == "interpreter flags":
        monkeypatch.setattr(sys, "flags", tuple(sys.flags)[:-1])
    else:
        monkeypatch.setattr(replay, "__file__", "/elsewhere/urilint/pipeline/replay.py")
    assert replayed(capsys, ["check", "docs"]) is None


def test_the_rules_package_is_a_witness_and_a_plugin_is_not_recorded(tree: Path, tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """Review cases 04 (the rules package's __init__ lists the built-ins)
    and 05 (a plugin's check imports modules of its own)."""
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "__init__.py").write_text("BUILTIN = ['a']\n")
    (rules / "a.py").write_text("def check(uri): return []\n")
    settle()
    from urilint.registry import load_rules

    builtin = next(iter(load_rules().values()))._replace(file=str(rules / "a.py"))
    plugin = builtin._replace(origin="plugin zz", file=str(tmp_path / "zz.py"))
    recorder = replay.Recorder(["check", "docs"])
    assert recorder.save(0, replay.Trail(), [], [], [builtin, plugin], []) is False
    assert recorder.save(0, replay.Trail(), [], [], [builtin], []) is True
    assert replayed(capsys, ["check", "docs"]) == (0, "", "")
    (rules / "__init__.py").write_text("BUILTIN = []\n")
    assert replayed(capsys, ["check", "docs"]) is None


@pytest.mark.parametrize("kind", ["link to a folder", "fifo"])
def test_an_entry_skipped_by_its_kind_is_a_witness(tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   kind: str) -> None:
    """Review cases 06 and 07: a link whose target outside the tree, a
    folder or a FIFO, becomes a file; the link itself does not change."""
    target = tmp_path / "target"
    if kind == "fifo":
        os.mkfifo(target)
    else:
        target.mkdir()
    (tree / "docs" / "ext.md").symlink_to(target)
    settle()
    assert lines(full_run(capsys, ["check", "docs"])[1])[-1] == REPORT[-1]
    assert replayed(capsys, ["check", "docs"]) is not None
    (target.unlink if kind == "fifo" else target.rmdir)()
    target.write_text("see https://e.com/%7eb\n")
    settle()
    assert replayed(capsys, ["check", "docs"]) is None
    assert lines(full_run(capsys, ["check", "docs"])[1])[-1] == "Found 3 findings (3 fixable with --fix, 0 with --unsafe-fixes)."


@pytest.mark.parametrize("damage", [
    lambda record: (*record[:6], [(3, "x")], record[7]),  # a stream that is none
    lambda record: (*record[:6], record[6], "1"),  # a status that is no number
    lambda record: (*record[:6], [(1, b"bytes")], record[7]),
    lambda record: (*record[:5], [("docs",)], *record[6:]),  # a git listing without its names
    lambda record: (*record[:3], record[3][:-8], *record[4:]),  # a status short
])
def test_a_record_of_another_shape_is_a_miss_not_a_crash(tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         damage: object) -> None:
    import marshal

    full_run(capsys, ["check", "docs"])
    [path] = records(tmp_path)
    path.write_bytes(marshal.dumps(damage(marshal.loads(path.read_bytes()))))  # type: ignore[operator]
    assert replayed(capsys, ["check", "docs"]) is None


def test_another_versions_records_are_removed(tree: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = tmp_path / "user-cache" / "urilint" / "runs" / "0.0.1-00.run"
    old.parent.mkdir(parents=True)
    old.write_bytes(b"x")
    full_run(capsys, ["check", "docs"])
    assert [path.name.split("-")[0] for path in records(tmp_path)] == [replay.__version__]


def test_a_signature_made_beside_a_file_with_findings_means_a_full_run(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Its fixes are then none (generated.signed_beside), even when git
    ignores the signature (sweep 58: cisagov/CSAF's .sha512 and .asc): the
    folder of a file with findings is a witness, and so is a checksum list
    in it, which may come to name the file in place."""
    sums = tree / "docs" / "SHA256SUMS"
    sums.write_text("0a1b2c  clean.md\n")
    settle()
    full_run(capsys, ["check", "docs"])
    assert replayed(capsys, ["check", "docs"]) is not None
    with open(sums, "a") as handle:  # in place: the folder does not change
        handle.write("3d4e5f  a.md\n")
    settle()
    assert replayed(capsys, ["check", "docs"]) is None
    # (The results cache still answers a.md with its fixes: fix mode lints
    # it again, and then gives none.)
    assert "(0 fixable with --fix" in full_run(capsys, ["check", "--no-cache", "docs"])[1]


def test_a_po4a_configuration_made_over_a_file_with_findings_means_a_full_run(
    tree: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """po4a.py: where a configuration could be made above a file with
    findings (up to the working folder) is a witness, as an absent path."""
    full_run(capsys, ["check", "docs"])
    assert replayed(capsys, ["check", "docs"]) is not None
    (tree / "po").mkdir()
    (tree / "po" / "po4a.conf").write_text("[type: markdown] docs/a.md $lang:docs/$lang/a.md\n")
    settle()
    assert replayed(capsys, ["check", "docs"]) is None
    assert "(0 fixable with --fix" in full_run(capsys, ["check", "docs"])[1]


@pytest.mark.parametrize(("argv", "looked_up"), [
    (["check", "docs"], True), (["check", "--output-format", "json", "."], True), (["check", "-q", "."], True),
    (["check", "--fix", "."], False), (["check", "--diff"], False), (["check", "-"], False), (["check", "-v", "."], False),
    (["check", "-qv"], False), (["check", "--stdin-filename=a.md"], False), (["check", "--no-cache"], False),
    (["rule", "URI001"], False),
])
def test_the_entry_looks_for_a_record_only_for_a_run_that_can_have_one(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], looked_up: bool,
) -> None:
    """A run with stdin, a fix, -v... is never recorded: reading a record
    slot (perhaps another command's large record) would be time lost."""
    import urilint.cli
    import urilint.launch

    asked: list[list[str]] = []
    monkeypatch.setattr(sys, "argv", ["urilint", *argv])
    monkeypatch.setattr(replay, "answer", lambda args: asked.append(args))  # None: no record
    monkeypatch.setattr(urilint.cli, "run", lambda: None)
    urilint.launch.run()
    assert asked == ([argv] if looked_up else [])
