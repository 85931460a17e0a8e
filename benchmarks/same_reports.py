#!/usr/bin/env python3
"""Whether two urilint builds report the same bytes on the same trees.

    python benchmarks/same_reports.py --urilint NEW/bin/urilint --baseline-urilint MAIN/bin/urilint DIR [DIR ...]

For each DIR, both builds run `urilint check` in every output format,
with `--statistics`, with `--extend-select URI1,URI2`, and warm (a cache
of their own, filled by a first run, then twice more: a build with run
records answers the last from one); then `--fix --unsafe-fixes` on a
copy of DIR each, whose trees and reports are compared too. Prints one
line per comparison (`same` or `DIFF`) and exits 1 if any differ: what
a performance change must leave alone.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

FORMATS = ("full", "concise", "json", "sarif", "github", "gitlab", "junit")
VARIANTS = [[f"--output-format={name}"] for name in FORMATS] + [["--statistics"], ["--extend-select", "URI1,URI2"]]


def run(urilint: str, args: list[str], cwd: Path) -> bytes:
    done = subprocess.run([urilint, "check", *args], cwd=cwd, capture_output=True, check=False)
    return done.stdout + b"\0" + done.stderr + b"\0" + str(done.returncode).encode()


def reports(urilint: str, tree: Path) -> dict[str, bytes]:
    """Each variant's output (stdout, stderr, exit status) on `tree`."""
    found = {" ".join(v): run(urilint, ["--no-cache", *v, tree.name], tree.parent) for v in VARIANTS}
    with tempfile.TemporaryDirectory() as cache:
        run(urilint, ["--cache-dir", cache, tree.name], tree.parent)
        found["warm"] = run(urilint, ["--cache-dir", cache, tree.name], tree.parent)
        # The same command once more: answered by its run record, if the
        # build has them (pipeline/replay.py) and the tree is older than 2 s.
        found["warm again"] = run(urilint, ["--cache-dir", cache, tree.name], tree.parent)
        found["warm json"] = run(urilint, ["--cache-dir", cache, "--output-format=json", tree.name], tree.parent)
    return found


def fixed(urilint: str, tree: Path, into: Path) -> bytes:
    """The report of `--fix --unsafe-fixes` on a copy of `tree` at `into`."""
    shutil.copytree(tree, into, symlinks=True)
    return run(urilint, ["--no-cache", "--fix", "--unsafe-fixes", "."], into)


def same_trees(a: Path, b: Path) -> bool:
    compared = filecmp.dircmp(a, b)
    if compared.left_only or compared.right_only or compared.funny_files:
        return False
    _, mismatch, errors = filecmp.cmpfiles(a, b, compared.common_files, shallow=False)
    return not mismatch and not errors and all(same_trees(a / d, b / d) for d in compared.common_dirs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--urilint", required=True)
    parser.add_argument("--baseline-urilint", required=True)
    parser.add_argument("dirs", nargs="+", type=Path)
    args = parser.parse_args(argv)
    differ = 0
    for tree in (d.resolve() for d in args.dirs):
        new, old = reports(args.urilint, tree), reports(args.baseline_urilint, tree)
        for name in new:
            same = new[name] == old[name]
            differ += not same
            print(f"{'same' if same else 'DIFF'} {tree.name}: {name}")
        with tempfile.TemporaryDirectory() as scratch:
            new_report = fixed(args.urilint, tree, Path(scratch) / "new")
            old_report = fixed(args.baseline_urilint, tree, Path(scratch) / "old")
            same = new_report == old_report and same_trees(Path(scratch) / "new", Path(scratch) / "old")
            differ += not same
            print(f"{'same' if same else 'DIFF'} {tree.name}: --fix --unsafe-fixes (tree and report)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
