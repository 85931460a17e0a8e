"""Sanity checks of the hand-labelled URI extraction corpus (tests/corpus)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_CORPUS_DIR = Path(__file__).resolve().parent / "corpus"


def _load_module():
    name = "urilint_test_corpus"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, _CORPUS_DIR / "corpus.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


corpus = _load_module()
FILES = corpus.load_corpus()
TRAILING_PUNCTUATION = ".,;:!?"


@pytest.mark.parametrize("path", corpus.corpus_paths(), ids=lambda p: p.name)
def test_markers_balanced_and_not_nested(path: Path) -> None:
    with open(path, encoding="utf-8", newline="") as fh:
        marked = fh.read()
    assert corpus.marker_problems(marked) == []


def test_marker_problems_detects_errors() -> None:
    assert corpus.marker_problems("a \u27e6b\u27e6c\u27e7\u27e7")  # nested
    assert corpus.marker_problems("a \u27e6b")  # never closed
    assert corpus.marker_problems("a b\u27e7")  # close without open
    with pytest.raises(corpus.MarkerError):
        corpus.parse_marked("x \u27e6y")


def test_parse_marked_offsets() -> None:
    text, spans = corpus.parse_marked("see \u27e6https://a.example/\u27e7.\r\n\u27e6\u6771\u27e7")
    assert text == "see https://a.example/.\r\n\u6771"
    assert [text[s:e] for s, e in spans] == ["https://a.example/", "\u6771"]


def test_corpus_size_and_types() -> None:
    total = sum(len(cf.spans) for cf in FILES)
    types = {cf.type for cf in FILES}
    assert total >= 450
    assert len(types) >= 18
    per_type: dict[str, int] = {}
    for cf in FILES:
        per_type[cf.type] = per_type.get(cf.type, 0) + 1
    # At least two files of every type.
    assert min(per_type.values()) >= 2, per_type


def test_spans_are_clean() -> None:
    problems = []
    for cf in FILES:
        assert corpus.OPEN not in cf.text and corpus.CLOSE not in cf.text, cf.name
        previous_end = 0
        for start, end in cf.spans:
            span = cf.text[start:end]
            where = f"{cf.name}@{start}: {span!r}"
            if not span:
                problems.append(f"empty span {where}")
                continue
            if start < previous_end:
                problems.append(f"overlapping span {where}")
            previous_end = end
            if corpus.OPEN in span or corpus.CLOSE in span:
                problems.append(f"marker in span {where}")
            if span != span.strip():
                problems.append(f"span starts or ends with whitespace {where}")
            if span[-1] in TRAILING_PUNCTUATION:
                problems.append(f"span ends with sentence punctuation {where}")
    assert problems == []


def test_crlf_survives_loading(tmp_path: Path) -> None:
    crlf = [cf for cf in FILES if "\r\n" in cf.text]
    assert crlf, "the corpus must hold at least one CRLF file"
    written = corpus.write_plain(tmp_path)
    assert sorted(p.name for p in written) == sorted(cf.name for cf in FILES)
    for cf in FILES:
        assert (tmp_path / cf.name).read_bytes() == cf.text.encode("utf-8")
