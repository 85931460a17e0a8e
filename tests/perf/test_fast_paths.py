"""The fast paths change nothing: the byte prefilter never skips a file
that has findings (or a suppression comment), the rule gates never skip a
rule that would fire, and the process pool returns what the loop returns."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import urilint.pipeline.batch as batch
from corpus.corpus import load_corpus
from urilint.config import Settings
from urilint.registry import select_rules
from urilint.engine import Linter
from urilint.registry import load_rules
from urilint.model import FileResult, Mode

RULES = load_rules(plugins=False)
ALL = Linter(select_rules(Settings(select=("ALL",)), RULES), RULES)
DEFAULT = Linter(select_rules(Settings(), RULES), RULES)
BARE_NAMES = ("a.py", "a.json", "notes.txt", "README", "a.sh")


def ungated(linter: Linter) -> Linter:
    """The same linter without its rule gates: every rule sees every URI."""
    plain = Linter(linter.rules, linter.known_codes, linter.schemes, linter.file_types)
    plain.gate = None
    plain.rule_gates = [(rule, None) for rule in plain.uri_rules]  # link rules (URI2xx) are not gated
    return plain


def corpus_texts() -> list[tuple[str, str]]:
    return [(f.path.name if hasattr(f, "path") else f.name, f.text) for f in load_corpus()]


@pytest.mark.parametrize("linter", [DEFAULT, ALL], ids=["default", "all"])
def test_gates_and_prefilter_keep_corpus_findings(linter: Linter) -> None:
    reference = ungated(linter)
    for name, text in corpus_texts():
        for filename in (name, *BARE_NAMES):
            expected = reference.lint(text, filename)
            assert linter.lint(text, filename) == expected, filename
            if expected or linter.spans(text, filename):
                assert linter.may_find(text.encode("utf-8", "surrogateescape"), filename), (name, filename)


PIECES = st.sampled_from(
    ["://", "http", "HTTPS", "mailto:", "MAILTO:", "Mailto:", "mAilto:", "urn:", "tel:", "x@y.z", "%", "%2f", "%7E",
     "%E4", "%zz", "é", "\udce4", " ", "\n", '"', "'", "<", ">", "(", ")", "[", "]", "{", "}", "/", "a", "b.c",
     "urilint: ignore", "urilint: ignore[URI001]", "\\", "`", "#", "?", "=", "](", "href=", ".. _x: "]
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pieces=st.lists(PIECES, max_size=12), name=st.sampled_from(BARE_NAMES + ("a.md", "a.html", "a.rst")),
       schemes=st.sampled_from([None, frozenset({"http", "mailto"}), frozenset({"urn", "tel"})]))
def test_prefilter_and_gates_never_hide_a_finding(pieces: list[str], name: str, schemes: frozenset[str] | None) -> None:
    text = "".join(pieces)
    linter = Linter(ALL.rules, ALL.known_codes, schemes)
    data = text.encode("utf-8", "surrogateescape")
    try:
        expected = ungated(linter).lint(text, name)
    except Exception as exc:  # a suppression naming an unknown code: the same error either way
        with pytest.raises(type(exc)):
            linter.lint(text, name)
        assert linter.may_find(data, name)
        return
    assert linter.lint(text, name) == expected
    if expected or linter.spans(text, name):
        assert linter.may_find(data, name)


def test_prefilter_skips_files_without_markers() -> None:
    assert not DEFAULT.may_find(b"def f(x):\n    return x  # see docs\n", "a.py")
    assert DEFAULT.may_find(b"x = 'https://e.com'\n", "a.py")
    assert DEFAULT.may_find(b"Mailto:someone@example.com\n", "notes.txt")
    assert DEFAULT.may_find(b"# urilint: ignore[NOPE]\n", "a.py")
    assert DEFAULT.may_find(b"[a](b c.md)\n", "a.md")  # markup: always scanned


def tree_with_findings(root: Path, count: int) -> list[str]:
    paths = []
    for i in range(count):
        path = root / f"f{i:03}.{('py', 'md', 'txt', 'html')[i % 4]}"
        body = "nothing here\n" * (i % 7) + (f"x https://e.com/{i}%2f%7eu y\n" if i % 3 else "plain\n")
        if i % 11 == 0:
            body = "binary\0\n"
        path.write_text(body)
        paths.append(str(path))
    paths.append(str(root / "missing.txt"))
    return paths


@pytest.mark.parametrize("mode", [Mode.CHECK, Mode.DIFF])
def test_pool_gives_the_loop_results_in_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mode: Mode) -> None:
    paths = tree_with_findings(tmp_path, 40)
    serial = batch.check_paths(paths, lambda p: DEFAULT, mode, False, workers=1)
    monkeypatch.setattr(batch, "POOL_MIN_BYTES", 0)
    pooled = batch.check_paths(paths, lambda p: DEFAULT, mode, False, workers=2)
    assert pooled == serial
    assert [r.path for r in pooled] == paths
    assert sum(1 for r in serial if r.findings or r.original is not None) == 24
    assert sum(1 for r in serial if r.binary) == 4
    assert [r.error for r in serial if r.error] == ["cannot read: No such file or directory"]


def test_pool_fix_writes_the_same_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    serial_paths = tree_with_findings(tmp_path / "a", 20)
    pooled_paths = tree_with_findings(tmp_path / "b", 20)
    serial = batch.check_paths(serial_paths, lambda p: DEFAULT, Mode.FIX, False, workers=1)
    monkeypatch.setattr(batch, "POOL_MIN_BYTES", 0)
    pooled = batch.check_paths(pooled_paths, lambda p: DEFAULT, Mode.FIX, False, workers=2)

    def strip(results: list[FileResult], root: str) -> list[tuple[object, ...]]:
        return [(os.path.relpath(r.path, root), r.fixed, r.error, len(r.findings)) for r in results]

    assert strip(pooled, str(tmp_path / "b")) == strip(serial, str(tmp_path / "a"))
    for a, b in zip(serial_paths[:-1], pooled_paths[:-1]):
        assert Path(a).read_bytes() == Path(b).read_bytes()
    assert "%2F~" in Path(serial_paths[1]).read_text()


def test_large_binary_file_is_read_only_as_far_as_its_start(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import codecs

    from urilint.cli import main
    from urilint.source import BINARY_SNIFF, SNIFF_ABOVE, read_file

    blob = tmp_path / "blob.bin"
    blob.write_bytes(b"\0ELF" + b"https://example.com/%7e " * (SNIFF_ABOVE // 20))
    wide = tmp_path / "wide.txt"  # NUL bytes everywhere, but a byte order mark: text
    wide.write_bytes(codecs.BOM_UTF16_LE + "see https://example.com/%7e\n".join([""] * 3000).encode("utf-16-le"))
    assert blob.stat().st_size > SNIFF_ABOVE and wide.stat().st_size > SNIFF_ABOVE
    assert read_file(str(blob), sniff=True)[0] == blob.read_bytes()[:BINARY_SNIFF]
    assert read_file(str(blob))[0] == blob.read_bytes()
    assert read_file(str(wide), sniff=True)[0] == wide.read_bytes()
    assert main(["check", "--isolated", "--no-cache", "--statistics", "-v", str(tmp_path)]) == 1
    captured = capsys.readouterr()
    assert captured.out.startswith("  2999  URI002  [*] encoded-unreserved\n")
    assert f"urilint: skipped binary file {blob}" in captured.err
