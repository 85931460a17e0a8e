"""Shared helpers: inputs written with the corpus markers ⟦ ⟧ around every
expected URI, so each test states exact spans without counting offsets."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from urilint.model import UriSpan
from urilint.scan import extract

_CORPUS = Path(__file__).resolve().parent.parent / "corpus" / "corpus.py"


def corpus_module() -> ModuleType:
    """tests/corpus/corpus.py, loaded once under the name its own test uses."""
    name = "urilint_test_corpus"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, _CORPUS)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def scan(marked: str, filename: str, schemes: frozenset[str] | None = None) -> tuple[list[str], list[str]]:
    """(expected span texts, extracted span texts) for a marked input,
    compared by offsets: each side lists "start:end text"."""
    text, expected = corpus_module().parse_marked(marked)
    got = extract(text, filename, schemes)
    return (
        [f"{s}:{e} {text[s:e]}" for s, e in expected],
        [f"{s.start}:{s.end} {text[s.start:s.end]}" for s in got],
    )


def spans_of(text: str, filename: str, schemes: frozenset[str] | None = None) -> list[UriSpan]:
    return extract(text, filename, schemes)
