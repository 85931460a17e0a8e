"""What a run holds while it works through a tree: one batch of files at a
time, and of each file with findings only the lines the report reads. The
report must not change by a byte."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from urilint.cli import main
from urilint.config import Resolver
from urilint.engine import Linters
from urilint.model import FileResult
from urilint.pipeline import batch
from urilint.pipeline.excerpt import KEEP_WHOLE, cut_to_findings
from urilint.positions import count_line_breaks
from urilint.registry import load_rules
from urilint.report import FORMATS, write_report
from urilint.report.colour import PLAIN

LINTERS = Linters(Resolver({}), load_rules())
FILLER = "Plain prose without any address in it, long enough to be cut away.\n" * 80


def result_of(text: str, path: str = "doc.md") -> FileResult:
    return FileResult(path, text, LINTERS.for_path(path).lint(text, path))


def reports(result: FileResult) -> dict[str, str]:
    out = {}
    for name in FORMATS:
        for statistics in (False, True):
            buffer = io.StringIO()
            write_report(name, [result], buffer, {"unsafe": False, "statistics": statistics, "style": PLAIN,
                                                  "rules": LINTERS.rules, "errors": 0})
            out[f"{name} {statistics}"] = buffer.getvalue()
    return out


def test_a_cut_result_keeps_only_its_findings_lines_with_every_line_ending() -> None:
    text = (
        FILLER
        + "see https://e.com/a%2fb\r\n"  # CRLF
        + FILLER.replace("\n", "\r")  # lone CRs
        + "x\ry https://e.com/%7e/100%\r"
        + FILLER
        + "last https://e.com/%7e"  # no line ending at the end
    )
    result = result_of(text)
    assert [f.code for f in result.findings] == ["URI001", "URI002", "URI006", "URI002"]
    cut = cut_to_findings(result)
    assert cut.text == (
        "\n" * 80 + "see https://e.com/a%2fb" + "\n" * 82 + "y https://e.com/%7e/100%" + "\n" * 81
        + "last https://e.com/%7e"
    )
    assert [(f.code, cut.text[f.start : f.end]) for f in cut.findings] == [
        ("URI001", "%2f"), ("URI002", "%7e"), ("URI006", "%"), ("URI002", "%7e"),
    ]
    assert reports(cut) == reports(result)


def test_a_short_text_or_one_without_findings_is_kept_whole() -> None:
    short = result_of("see https://e.com/a%2fb\n" + "x\n" * 10)
    assert len(short.text) < KEEP_WHOLE and cut_to_findings(short) is short
    clean = result_of(FILLER * 2)
    assert not clean.findings and cut_to_findings(clean) is clean


def test_findings_on_one_line_and_a_uri_across_lines_keep_what_they_read() -> None:
    # Two findings on one line.
    text = FILLER + "a https://e.com/%2f%7e b https://e.com/%2F%7e\n" + FILLER
    result = result_of(text)
    cut = cut_to_findings(result)
    assert cut.text == "\n" * 80 + "a https://e.com/%2f%7e b https://e.com/%2F%7e\n" + "\n" * 80
    assert reports(cut) == reports(result)
    # An HTML attribute value holding a line break: its URI spans two lines.
    folded = FILLER + '<a href="https://e.com/a\n%2fb">x</a>\n' + FILLER
    result = result_of(folded, "page.html")
    assert [f.code for f in result.findings] == ["URI004", "URI001"]
    cut = cut_to_findings(result)
    assert cut.text == "\n" * 80 + '<a href="https://e.com/a\n%2fb">x</a>' + "\n" * 81
    assert reports(cut) == reports(result)


LINES = st.lists(
    st.tuples(
        st.sampled_from(["", "text ", "see <", "[a]("]),
        st.sampled_from(["", "https://e.com/%2f", "https://e.com/%7e/x", "https://e.com/100%", "http://e.com/ok"]),
        st.sampled_from(["\n", "\r\n", "\r"]),
        st.integers(0, 200),
    ),
    min_size=1, max_size=30,
)


@settings(max_examples=60, deadline=None)
@given(LINES)
def test_cutting_never_changes_a_report(lines: list[tuple[str, str, str, int]]) -> None:
    text = "".join(f"{head}{uri}{' filler' * pad}{end}" for head, uri, end, pad in lines)
    result = result_of(text)
    cut = cut_to_findings(result)
    assert count_line_breaks(cut.text, 0, len(cut.text)) == count_line_breaks(text, 0, len(text))
    assert reports(cut) == reports(result)


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    for n in range(7):
        body = f"doc {n} https://e.com/a%2f{n}\n" if n % 2 else f"doc {n} https://e.com/clean\n"
        (tmp_path / f"f{n}.md").write_text(FILLER + body)
    (tmp_path / "b.bin").write_bytes(b"\0\1\2")
    return tmp_path


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(["check", "--isolated", *args])
    out = capsys.readouterr()
    return status, out.out, out.err


def test_batches_of_two_files_report_what_one_batch_does_and_save_the_cache_once(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = run(["--no-cache", "-v", ".", "missing.md"], capsys)
    assert whole[0] == 2 and "missing.md: no such file or directory" in whole[2]
    assert whole[1].count("URI001") == 3 and "skipped binary file b.bin" in whole[2]
    monkeypatch.setattr(batch, "BATCH_FILES", 2)
    assert run(["--no-cache", "-v", ".", "missing.md"], capsys) == whole
    saves = []
    monkeypatch.setattr(batch.Cache, "save", lambda self: saves.append(len(self.updated[""])))
    cold = run(["."], capsys)
    assert cold[1] == run(["--no-cache", "."], capsys)[1] and saves == [8]  # once, with every file's entry


def test_batches_end_at_the_file_or_byte_limit_and_carry_problems_along(monkeypatch: pytest.MonkeyPatch) -> None:
    from urilint.config import Settings
    from urilint.discover import Found, Listing, Problem, Status

    def listing(*files: tuple[str, int]) -> Listing:
        return Listing(Settings(), [Found(name, Status(size, 0, 0, 0, 0), "/" + name) for name, size in files])

    def paths(group: list[Listing | Problem]) -> list[str]:
        return [path for item in group for path in ([item.path] if isinstance(item, Problem) else
                                                    [f.path for f in item.files])]

    monkeypatch.setattr(batch, "BATCH_FILES", 3)
    monkeypatch.setattr(batch, "BATCH_BYTES", 100)
    walked = [listing(("a", 10)), Problem("x", "bad"), listing(("b", 10), ("c", 10), ("d", 95)), listing(("e", 10)),
              listing(("f", 10)), Problem("y", "bad")]
    groups = list(batch.batches(walked))
    assert list(map(paths, groups)) == [["a", "x", "b", "c"], ["d", "e"], ["f", "y"]]
    # A folder's files stay one Listing, split only where a batch ends inside it.
    assert [[len(item.files) for item in group if isinstance(item, Listing)] for group in groups] == [[1, 2], [1, 1], [1]]


def test_a_warm_run_in_batches_answers_every_file_from_the_cache_releasing_shards(
    tree: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tree / "sub").mkdir()
    (tree / "sub" / "s.md").write_text("https://e.com/%7e\n")
    cold = run(["."], capsys)
    monkeypatch.setattr(batch, "BATCH_FILES", 2)
    released: list[list[str]] = []
    original = batch.Cache.release

    def release(self: batch.Cache, keep: str) -> None:
        original(self, keep)
        released.append(sorted(self._shards))

    def never(*args: object) -> None:
        raise AssertionError("a file was linted again")

    monkeypatch.setattr(batch.Cache, "release", release)
    monkeypatch.setattr(batch, "process_bytes", never)
    assert run(["."], capsys) == cold
    # Root files come first, then sub/: after each batch only the shard still in use stays.
    assert released == [[""], [""], [""], [""], ["sub"]]


def test_fix_in_batches_writes_and_reports_what_one_batch_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    trees = {}
    for size in (10_000, 2):
        monkeypatch.setattr(batch, "BATCH_FILES", size)
        root = tmp_path / str(size)
        root.mkdir()
        for n in range(5):
            (root / f"f{n}.md").write_text(FILLER + f"see https://e.com/a%2f{n} and https://e.com/%7e{n}%\n")
        monkeypatch.chdir(root)
        status = main(["check", "--isolated", "--fix", "--no-cache", "."])
        out = capsys.readouterr()
        trees[size] = (status, out.out, out.err, {p.name: p.read_text() for p in sorted(root.iterdir())})
    assert trees[2] == trees[10_000]
    status, out, _, files = trees[2]
    assert status == 1 and out.endswith("Found 15 findings (10 fixed, 5 remaining).\n")
    assert files["f3.md"].endswith("see https://e.com/a%2F3 and https://e.com/~3%\n")
