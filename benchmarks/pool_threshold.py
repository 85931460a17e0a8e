"""Measure where forking a second worker starts to pay: `check_paths` over
seeded random subsets of a corpus, one worker against two, in-process.

    python benchmarks/pool_threshold.py [DIR] [--runs N] [--sizes 0.5,1,2,4,8,16,41]

DIR defaults to `benchmarks/.corpora/stdlib` (build it with
`python benchmarks/corpora.py stdlib`). Each size takes files from one
shuffled list until it holds that many MB; the serial and the forked run
alternate `--runs` times and the minimum of each is printed (milliseconds),
with the machine's load average, which decides whether the figures mean
anything: the forked run needs an idle second core. Lint work done on
first use (importing `regex` and the scanners) happens in the first,
untimed, call.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import urilint.pipeline.batch as execute  # noqa: E402
from urilint.config import Resolver  # noqa: E402
from urilint.discover import Found, discover  # noqa: E402
from urilint.engine import Linters  # noqa: E402
from urilint.registry import load_rules  # noqa: E402
from urilint.model import Mode  # noqa: E402


def subset(files: list[Found], megabytes: float) -> list[Found]:
    taken: list[Found] = []
    size = 0
    for found in files:
        if size >= megabytes * 1e6:
            break
        taken.append(found)
        size += found.stat.st_size
    return taken


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default=str(ROOT / "benchmarks" / ".corpora" / "stdlib"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="0.5,1,2,4,8,16,41")
    args = parser.parse_args()
    resolver = Resolver({})
    linters = Linters(resolver, load_rules())
    files = [f for f in discover([args.folder], resolver) if isinstance(f, Found)]
    random.Random(1).shuffle(files)
    execute.POOL_MIN_BYTES = 0  # the workers argument decides
    execute.check_paths([f.path for f in files[:50]], linters.for_path, Mode.CHECK, False, workers=1, found=files[:50])
    print(f"cores {os.cpu_count()}, load average {os.getloadavg()[0]:.2f} at start")
    print("| MB | files | 1 process ms | 2 processes ms |\n| ---: | ---: | ---: | ---: |")
    for megabytes in (float(s) for s in args.sizes.split(",")):
        chosen = subset(files, megabytes)
        paths = [f.path for f in chosen]
        best = {1: float("inf"), 2: float("inf")}
        for _ in range(args.runs):
            for workers in (1, 2):
                start = time.perf_counter()
                execute.check_paths(paths, linters.for_path, Mode.CHECK, False, workers=workers, found=chosen)
                best[workers] = min(best[workers], time.perf_counter() - start)
        total = sum(f.stat.st_size for f in chosen) / 1e6
        print(f"| {total:.1f} | {len(chosen)} | {best[1] * 1e3:.1f} | {best[2] * 1e3:.1f} |", flush=True)
    print(f"load average {os.getloadavg()[0]:.2f} at end")


if __name__ == "__main__":
    main()
