"""Extraction precision and recall on the labelled corpus (tests/corpus,
exact span match) stay at 99% or better overall."""

from __future__ import annotations

from _marked import corpus_module
from urilint.scan import extract


def test_precision_and_recall_at_least_99_percent() -> None:
    matched = reported = labelled = 0
    misses: list[str] = []
    for cf in corpus_module().load_corpus():
        got = {(s.start, s.end) for s in extract(cf.text, cf.name)}
        expected = set(cf.spans)
        matched += len(got & expected)
        reported += len(got)
        labelled += len(expected)
        misses += [f"{cf.name}: missed {cf.text[s:e]!r}" for s, e in sorted(expected - got)]
        misses += [f"{cf.name}: extra {cf.text[s:e]!r}" for s, e in sorted(got - expected)]
    assert labelled >= 400
    assert (matched / reported, matched / labelled) >= (0.99, 0.99), misses
