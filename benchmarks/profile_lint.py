"""Time and profile `Linter.lint` in-process over every file of a corpus.

    python benchmarks/profile_lint.py [DIR ...] [--runs N] [--top N] [--sort KEY] [--no-profile] [--dump FILE]
                                      [--extend-select CODES]

DIR defaults to `benchmarks/.corpora/docs` (build it with
`python benchmarks/corpora.py docs`). Files are read and decoded once, up
front, so only extraction, rules and suppressions are timed: single
process, no discovery, cache, reporting or start-up. Prints, per DIR, the
median of `--runs` timed passes (total seconds, URIs/second, per-URI
microseconds) and then the top of a cProfile of one more pass.

`--dump FILE` writes every file's spans and findings (one line each), to
compare a change against: extraction and findings must stay identical.
`--extend-select URI2` adds rules that are off by default (the link rules;
their project is the current folder, as for the library's lint_text).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import statistics
import sys
import time
from pathlib import Path

# The installed package (`pip install -e .`), never the source folder on
# sys.path: the built-in rules are installed as urilint.rules from rules/.
from urilint.config import Resolver
from urilint.engine import Linters
from urilint.registry import load_rules
from urilint.source import Binary, SourceError, decode

ROOT = Path(__file__).resolve().parent.parent


def load(directory: str) -> list[tuple[str, str]]:
    """(path, text) of every text file under `directory` (os.walk, not
    discover: no exclusions, and independent of discover's API)."""
    texts = []
    paths = (os.path.join(root, name) for root, _, names in os.walk(directory) for name in names)
    for path in sorted(paths):
        try:
            texts.append((path, decode(Path(path).read_bytes()).text))
        except (Binary, SourceError):
            continue
    return texts


def lint_all(items: list[tuple[object, str, str]]) -> tuple[int, int]:
    """Lint every (linter, path, text); (URI spans, findings) counted."""
    spans = findings = 0
    for linter, path, text in items:
        spans += len(linter.spans(text, path))  # type: ignore[attr-defined]
        findings += len(linter.lint(text, path))  # type: ignore[attr-defined]
    return spans, findings


def lint_only(items: list[tuple[object, str, str]]) -> None:
    for linter, path, text in items:
        linter.lint(text, path)  # type: ignore[attr-defined]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dirs", nargs="*", default=[str(ROOT / "benchmarks/.corpora/docs")])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--sort", default="tottime", help="pstats sort key (tottime, cumulative, ...)")
    parser.add_argument("--no-profile", action="store_true")
    parser.add_argument("--dump", help="write spans and findings of every file here")
    parser.add_argument("--extend-select", default="", help="comma-separated rule codes or prefixes")
    args = parser.parse_args(argv)

    flags = {"extend_select": tuple(c for c in args.extend_select.split(",") if c)}
    linters = Linters(Resolver(flags if flags["extend_select"] else {}), load_rules())
    dump = open(args.dump, "w", encoding="utf-8") if args.dump else None
    for directory in args.dirs:
        texts = load(directory)
        items = [(linters.for_path(path), path, text) for path, text in texts]
        size = sum(len(text) for _, _, text in items)
        uris, count = lint_all(items)  # warm-up: imports, compiled patterns
        if dump is not None:
            for linter, path, text in items:
                rel = os.path.relpath(path, directory)
                found = [tuple(f) for f in linter.lint(text, path)]
                dump.write(f"{rel}\t{[tuple(s) for s in linter.spans(text, path)]!r}\t{found!r}\n")
        times = []
        for _ in range(args.runs):
            began = time.perf_counter()
            lint_only(items)
            times.append(time.perf_counter() - began)
        median = statistics.median(times)
        print(f"{directory}: {len(items)} files, {size / 1e6:.1f} M code points, {uris} URIs, {count} findings")
        print(
            f"  lint: median {median:.3f} s of {args.runs} (min {min(times):.3f}, max {max(times):.3f}),"
            f" {uris / median:,.0f} URIs/s, {median / max(uris, 1) * 1e6:.2f} us/URI"
        )
        try:
            load_avg = os.getloadavg()
            print(f"  load average: {load_avg[0]:.2f} {load_avg[1]:.2f} {load_avg[2]:.2f}")
        except OSError:
            pass
        if not args.no_profile:
            profile = cProfile.Profile()
            profile.runcall(lint_only, items)
            out = io.StringIO()
            pstats.Stats(profile, stream=out).sort_stats(args.sort).print_stats(args.top)
            print(out.getvalue())
    if dump is not None:
        dump.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
