"""URI2xx work grows linearly with hostile shapes (same method as
tests/reliability/test_pathological.py: two sizes 8x apart, best of three)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import pytest

from urilint.config import Settings
from urilint.engine import Linter
from urilint.links.resolve import Project
from urilint.registry import load_rules, select_rules

pytestmark = pytest.mark.slow  # timed, like tests/reliability

GROWTH = 8
BOUND = 20.0


def best_time(work: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


SHAPES = [
    pytest.param(lambda n: "[a](gone.md) `" * (n // 14), id="broken-links-and-backticks-one-line"),
    pytest.param(lambda n: "# h\n" * (n // 4) + "[a](#nope)\n", id="many-duplicate-headings"),
    pytest.param(lambda n: " id=" * (n // 4) + "\n[a](#nope)\n", id="attributes-without-tags"),
    pytest.param(lambda n: "".join(f"{'`' * (3 + i % 50)}\n" for i in range(n // 30)) + "[a](#x)\n", id="fences-of-many-lengths"),
    pytest.param(lambda n: "text\n" * (n // 10) + "===\n" * (n // 8) + "[a](#x)\n", id="setext-underlines"),
]


@pytest.mark.parametrize("make", SHAPES)
def test_link_rules_are_linear(tmp_path: Path, make: Callable[[int], str]) -> None:
    rules = load_rules(plugins=False)

    def run(text: str) -> Callable[[], object]:
        # A fresh project each time: nothing is answered from the run's caches.
        return lambda: Linter(select_rules(Settings(select=("URI2",)), rules), rules,
                              project=Project(str(tmp_path))).lint(text, str(tmp_path / "a.md"))

    small, big = make(20_000), make(20_000 * GROWTH)
    run(small)()
    assert best_time(run(big)) / max(best_time(run(small)), 1e-4) < BOUND
