"""Discovery hands files over folder by folder (a Listing), and a run the
cache answers proves a whole folder clean at once from the cache's clean
table: clean files are neither read nor handed to check_paths; a file
whose stat fields moved, and only it, is checked again. Output is what a
run without the table gives."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import urilint.pipeline.batch as batch
import urilint.pipeline.cache as cache_module
from urilint.cli import main
from urilint.config import Resolver, Settings
from urilint.discover import Listing, Problem, discover, discover_listings
from urilint.pipeline.cache import Cache, Entry, clean_table
from urilint.source import digest

FINDING = "docs/bad.md:1:21: URI001 lowercase hex digits in '%2f'; write '%2F'"


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text("[tool.urilint]\n")
    docs = tmp_path / "docs"
    docs.mkdir()
    for n in range(4):
        (docs / f"c{n}.md").write_text(f"clean https://e.com/{n}\n")
    (docs / "bad.md").write_text("see https://e.com/a/%2fb\n")
    (tmp_path / "top.txt").write_text("plain https://e.com/\n")
    # Entries count as proven by stat alone, as for files last changed
    # more than two seconds before they were read.
    monkeypatch.setattr(cache_module, "RACY_SLACK_NS", -(10**18))
    return tmp_path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str]]:
    code = main(["check", "--output-format", "concise", *args])
    return code, capsys.readouterr().out.splitlines()


def spy_on_check_paths(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The paths of each check_paths call the CLI makes from now on."""
    calls: list[list[str]] = []
    original = batch.check_paths

    def spy(paths, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(list(paths))
        return original(paths, *args, **kwargs)

    monkeypatch.setattr(batch, "check_paths", spy)
    return calls


REPORT = (1, [FINDING, "Found 1 finding (1 fixable with --fix, 0 with --unsafe-fixes)."])
EVERY_FILE = ["pyproject.toml", "top.txt", "docs/bad.md", "docs/c0.md", "docs/c1.md", "docs/c2.md", "docs/c3.md"]


def assert_answered_file_by_file(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A run now hands every file to check_paths (no folder answer), where
    each file's own cache entry answers it: none is linted again."""
    calls = spy_on_check_paths(monkeypatch)

    def never(*args: object) -> None:
        raise AssertionError("a file was linted again")

    monkeypatch.setattr(batch, "process_bytes", never)
    assert run(capsys, ".") == REPORT
    assert calls == [EVERY_FILE]


def test_a_warm_run_hands_over_only_the_file_with_findings(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert run(capsys, ".") == REPORT
    calls = spy_on_check_paths(monkeypatch)
    assert run(capsys, ".") == REPORT
    assert calls == [["docs/bad.md"]]  # its findings are reported from its text; the clean ones need nothing


@pytest.mark.parametrize(("name", "content", "finding"), [
    pytest.param("c2.md", "clean https://e.com/%7e\n", "docs/c2.md:1:21: URI002 '%7e' encodes the unreserved character "
                 "'~'; write it plainly (no fix: a trailing '~' would fall out of the autolink)", id="changed-file"),
    pytest.param("c9.md", "new https://e.com/%2f\n", "docs/c9.md:1:19: URI001 lowercase hex digits in '%2f'; write '%2F'",
                 id="new-file"),
])
def test_a_changed_or_new_file_alone_of_its_folder_is_checked(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, name: str, content: str, finding: str
) -> None:
    assert run(capsys, ".") == REPORT
    (tree / "docs" / name).write_text(content)
    calls = spy_on_check_paths(monkeypatch)
    code, lines = run(capsys, ".")
    assert calls == [["docs/bad.md", f"docs/{name}"]]  # the rest of the folder is answered
    assert (code, lines[:2]) == (1, [FINDING, finding])


def test_racily_clean_entries_are_not_in_the_clean_table(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cache_module, "RACY_SLACK_NS", 2_000_000_000)  # files written just now
    assert run(capsys, ".") == REPORT
    assert_answered_file_by_file(capsys, monkeypatch)  # by digest


def test_per_file_ignores_give_no_folder_answer_and_the_same_report(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tree / "pyproject.toml").write_text('[tool.urilint]\nper-file-ignores = { "docs/c1.md" = ["URI002"] }\n')
    assert run(capsys, ".") == REPORT
    assert_answered_file_by_file(capsys, monkeypatch)  # by stat, each entry on its own


def test_fix_and_diff_skip_the_files_the_cache_proves_clean(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert run(capsys, ".") == REPORT
    calls = spy_on_check_paths(monkeypatch)
    assert main(["check", "--diff", "."]) == 1
    assert main(["check", "--fix", "."]) == 0
    assert (tree / "docs" / "bad.md").read_text() == "see https://e.com/a/%2Fb\n"
    assert calls == [["docs/bad.md"], ["docs/bad.md"]]
    capsys.readouterr()
    assert run(capsys, ".") == (0, ["All checks passed!"])


def entry(linter: str, *, findings: bytes = b"", binary: bool = False, stamp_ns: int = 10**19) -> Entry:
    return Entry(1, 2, 3, 4, stamp_ns, digest(b"x"), binary, findings, linter)


def test_the_clean_table_holds_clean_entries_proven_by_stat_per_linter() -> None:
    entries = {
        "/clean": entry("L1"),
        "/other-linter": entry("L2"),
        "/findings": entry("L1", findings=b"packed"),
        "/binary": entry("L1", binary=True),
        "/racy": entry("L1", stamp_ns=3 + cache_module.RACY_SLACK_NS - 1),  # changed too close to its reading
        "/just-proven": entry("L1", stamp_ns=3 + cache_module.RACY_SLACK_NS),
    }
    assert clean_table(entries) == {"L1": {"/clean": (1, 2, 3, 4), "/just-proven": (1, 2, 3, 4)},
                                    "L2": {"/other-linter": (1, 2, 3, 4)}}


def test_the_table_is_saved_and_a_recorded_entry_leaves_it(tmp_path: Path) -> None:
    cache = Cache(str(tmp_path), "k")
    cache.record("/one", entry("L"))
    cache.record("/two", entry("L"))
    cache.save()
    reloaded = Cache(str(tmp_path), "k")
    assert reloaded.clean("/one", "L") == {"/one": (1, 2, 3, 4), "/two": (1, 2, 3, 4)}
    assert reloaded.clean("/one", "another linter") == {}
    reloaded.record("/two", entry("L", findings=b"packed"))
    assert reloaded.clean("/one", "L") == {"/one": (1, 2, 3, 4)}


def listings(*paths: str) -> list[Listing | Problem]:
    return list(discover_listings(list(paths), Resolver({}, Settings(root=os.getcwd()))))


def test_discovery_gives_one_listing_per_folder_in_walk_order(tree: Path) -> None:
    (tree / "docs" / "deep").mkdir()
    (tree / "docs" / "deep" / "d.md").write_text("x\n")
    (tree / "empty").mkdir()
    found = listings(".", "top.txt")
    assert [[f.path for f in item.files] for item in found if isinstance(item, Listing)] == [
        ["pyproject.toml", "top.txt"],
        ["docs/bad.md", "docs/c0.md", "docs/c1.md", "docs/c2.md", "docs/c3.md"],
        ["docs/deep/d.md"],
    ]  # top.txt, named again, is checked once
    assert [f.path for f in discover([".", "top.txt"], Resolver({}, Settings(root=os.getcwd())))] == [
        f.path for item in found if isinstance(item, Listing) for f in item.files
    ]


@pytest.mark.skipif(not hasattr(os, "link") or os.name != "posix", reason="POSIX hard and symbolic links")
def test_a_folder_with_a_hard_link_a_broken_link_and_a_fifo_keeps_its_regular_files_once(tree: Path) -> None:
    docs = tree / "docs"
    os.link(docs / "c1.md", docs / "c1-again.md")  # same inode: checked once, under its first name
    (docs / "broken.md").symlink_to(docs / "missing.md")
    os.mkfifo(docs / "pipe.md")
    (docs / "sub").mkdir()
    (docs / "sub-link").symlink_to(docs / "sub")  # links to folders are not followed
    (docs / "sub" / "s.md").write_text("x\n")
    found = listings("docs")
    assert [[f.path for f in item.files] for item in found if isinstance(item, Listing)] == [
        ["docs/bad.md", "docs/c0.md", "docs/c1-again.md", "docs/c2.md", "docs/c3.md"],
        ["docs/sub/s.md"],
    ]


@pytest.mark.parametrize("output_format", ["full", "json", "sarif", "concise"])
def test_a_warm_run_reports_findings_without_reading_a_file(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, output_format: str
) -> None:
    """The cache keeps the lines a report reads (the excerpt a cold run
    cuts), with the findings' offsets into them: the same report, in every
    format, with no file read."""
    (tree / "docs" / "long.md").write_text("x\n" * 3000 + "see https://e.com/%2fq and\r\n[a](https://e.com/%7e)\n" + "y\n" * 3000)
    args = ["check", "--output-format", output_format, "."]
    assert main(["check", "--no-cache", "--output-format", output_format, "."]) == 1
    cold = capsys.readouterr().out
    assert main(args) == 1 and capsys.readouterr().out == cold  # fills the cache

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("a file was read")

    monkeypatch.setattr(batch, "read_file", never)
    assert main(args) == 1
    assert capsys.readouterr().out == cold
