"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28's fifth session on (sweeps 177
to 179: JVM builds and configuration management; supply-chain metadata,
model cards and CI workflows; mobile apps and their store metadata), and
last session's left-alone cases.

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from urilint.cli import main

from helpers import assert_triaged

# An unquoted url() with a blank inside is a bad URL (CSS Syntax 4.3.6):
# the browser drops the declaration. Encoding the space would make it load
# (sweep 169, left alone then), as in Markdown's [t](a b). Quoted, or with
# blanks only around it, it is a URL.
CSS_BAD_URL = (
    ".a { background: url(img/a b.png); }\n"
    ".b { background: url( img/c%2fd.png ); }\n"
    '.c { background: url("img/e f.png"); }\n'
)


def _concise(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    main(["check", "--isolated", "--no-cache", "--output-format", "concise", *args])
    return capsys.readouterr().out.splitlines()


def test_a_file_is_read_from_its_repository_root_whatever_the_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A fuzzer's seed is test data from anywhere: `cd fuzz; urilint check
    seeds.txt` gave the safe fix `urilint check fuzz/seeds.txt` did not
    (sweep 167). The folders above the repository are not read: a project
    checked out in a folder named "tests" is no test."""
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "fuzz").mkdir()
    (repo / "fuzz" / "seeds.txt").write_text("see https://example.com/a%7eb\n", encoding="utf-8")
    inside = tmp_path / "tests" / "proj"
    (inside / ".git").mkdir(parents=True)
    (inside / "docs").mkdir()
    (inside / "docs" / "links.txt").write_text("see https://example.com/a%7eb\n", encoding="utf-8")
    message = "URI002 '%7e' encodes the unreserved character '~'; write it plainly"
    test_data = f"{message} (unsafe fix: test data, which a test compares as written)"

    monkeypatch.chdir(repo / "fuzz")
    assert _concise(capsys, "seeds.txt")[0] == f"seeds.txt:1:26: {test_data}"
    monkeypatch.chdir(repo)
    assert _concise(capsys, "fuzz/seeds.txt")[0] == f"fuzz/seeds.txt:1:26: {test_data}"
    monkeypatch.chdir(tmp_path)
    assert _concise(capsys, "tests/proj/docs/links.txt")[0] == f"tests/proj/docs/links.txt:1:26: {message}"
    assert main(["check", "--isolated", "--no-cache", "--fix", "tests/proj/docs/links.txt"]) == 0
    assert (inside / "docs" / "links.txt").read_bytes() == b"see https://example.com/a~b\n"


SWEEP177_CASES = [
    (CSS_BAD_URL, 'site/theme.css', [(1, 27, 'URI004'), (2, 28, 'URI001'), (3, 28, 'URI004')],
     '.a { background: url(img/a b.png); }\n.b { background: url( img/c%2Fd.png ); }\n.c { background: url("img/e%20f.png"); }\n',
     '.a { background: url(img/a%20b.png); }\n.b { background: url( img/c%2Fd.png ); }\n.c { background: url("img/e%20f.png"); }\n'),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP177_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
