#!/usr/bin/env python3
"""Instructions a urilint run executes, counted by valgrind's callgrind.

    python benchmarks/instructions.py --python venv/bin/python [--baseline other-venv/bin/python]
                                      [--corpus books,stdlib,stdlib-warm,editor] [--cache-dir DIR]

Wall and CPU time on a shared machine move by 10% between runs of one
build; an instruction count is the same to the instruction for the same
interpreter, input and PYTHONHASHSEED, whatever else the machine is doing.
Each run is one process (the worker pool's core count forced to 1: a
forked child's count would include its parent's), `--no-cache`, with
PYTHONHASHSEED=0. Corpora come from benchmarks/.corpora (run.py or
corpora.py builds them); `NAME-warm` is a run on NAME that its cache
answers (a cache of its own, filled by an uncounted run first); `editor`
is `check --fix` of editor.md on stdin, next to `python -c "import regex"`. Builds run two at a time (one per
core), each with a user cache folder of its own (its store of compiled
patterns, primed by one uncounted run over the corpus). Needs valgrind (Debian: apt-get install valgrind); slow: the books
corpus takes about a minute per build. Warm runs go through the console
entry point as users run it: `NAME warm` after one uncounted run (which
fills the cache), `NAME warm, run again` after two (a build with run
records answers it from the record the second wrote: replay.py).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The console entry point (launch.run; cli.run in builds before it), run
# as one process: the pool's core count forced to 1 (a private hook:
# benchmark only). Importing the hook's module would import the linter
# before the entry point runs, so a warm run (nothing to lint, nothing
# forked) goes without it: that is where a run record answers (replay.py).
ENTRY = (
    "import sys\n"
    "sys.argv = ['urilint', *sys.argv[1:]]\n"
    "try:\n"
    "    from urilint.launch import run\n"
    "except ImportError:\n"
    "    from urilint.cli import run\n"
)
ONE_PROCESS = ENTRY + "from urilint.pipeline import batch\nbatch._free_cores = lambda: 1\nrun()\n"
WARM = ENTRY + "run()\n"
COLLECTED = re.compile(r"Collected : (\d+)")


def build_env(store: str) -> dict[str, str]:
    """A build's environment: a fixed hash seed, and a user cache folder of
    its own (`store`), which holds its compiled patterns (pattern_store.py)
    as a user's holds one build's. A development build's version is always
    0.1.0, so builds sharing the machine's folder shared one store, of
    hundreds of patterns of builds long gone (about 4 ms to read), which
    started afresh at 1,000 patterns in the middle of a count."""
    return {**os.environ, "PYTHONHASHSEED": "0", "XDG_CACHE_HOME": store}


def prime(python: str, env: dict[str, str], cache: Path, name: str) -> None:
    """One uncounted, uncached run of `python`'s build over the corpus
    `name`, as the counted runs make it (one process: a worker's compiled
    patterns are not stored; the same folder and path: an absolute one
    compiled other patterns, which the counted run then compiled, 100 M
    instructions on the books): its patterns are stored, as after a
    user's first run."""
    subprocess.run([python, "-c", ONE_PROCESS, "check", "--no-cache", "--exit-zero", name], cwd=cache, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


def count(argv: list[str], cwd: Path, env: dict[str, str], stdin: bytes | None = None, fills: int = 0) -> int:
    """Instructions of `argv` under callgrind (its children not followed),
    after `fills` uncounted runs of it (a warm run's cache filled first)."""
    valgrind = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    for _ in range(fills):  # under valgrind too: its environment is part of a run record's key
        subprocess.run([*valgrind, *argv], cwd=cwd, env=env, input=stdin, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)
    done = subprocess.run(
        [*valgrind, *argv], cwd=cwd, env=env, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        check=False,
    )
    found = COLLECTED.findall(done.stderr.decode("utf-8", "replace"))
    if done.returncode != 0:  # every run is --exit-zero: a failed one's count would read as a speed-up
        raise SystemExit(f"{' '.join(argv)} exited {done.returncode}:\n{done.stderr.decode()[-2000:]}")
    if not found:
        raise SystemExit(f"valgrind gave no count for {' '.join(argv)}:\n{done.stderr.decode()[-2000:]}")
    return int(found[-1])


def _project_cache(python: str, folder: Path, env: dict[str, str]) -> str:
    """A cache folder of `python`'s build, filled by a run over `folder`:
    an editor's stdin run reads the rule memo (pipeline/rule_memo.py) a run
    over the project wrote, and writes none. One folder per build: two
    builds sharing one each found the other's memo, and imported every
    rule module (about 50 M instructions more)."""
    made = tempfile.mkdtemp(prefix="urilint-instr-")
    subprocess.run([python, "-m", "urilint", "check", "--exit-zero", "--cache-dir", made, str(folder)], env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return made


def runs(python: str, corpus: str, cache: Path, env: dict[str, str]) -> list[tuple[str, list[str], bytes | None, int]]:
    """(label, argv, stdin, uncounted runs first) of the runs for `corpus`,
    the build's pattern store primed by a run over it."""
    name = corpus.removesuffix("-warm")
    if not (cache / name).is_dir():
        raise SystemExit(f"no corpus {cache / name}: build it with benchmarks/corpora.py or run.py")
    prime(python, env, cache, name)
    if corpus == "editor":
        text = (cache / "editor" / "editor.md").read_bytes()
        return [
            ('python -c "import regex"', [python, "-c", "import regex"], None, 0),
            ("editor: check --fix on stdin", [python, "-c", ONE_PROCESS, "check", "--fix", "--exit-zero", "--cache-dir",
                                              _project_cache(python, cache / "editor", env), "--stdin-filename", "editor.md",
                                              "-"], text, 1),  # one run first: the patterns of --fix's proof stored
        ]
    if name != corpus:
        # Each build's own cache, filled by a first run. The second run is
        # answered by that cache (and, with run records, writes one); the
        # third, by the record.
        argv = [python, "-c", WARM, "check", "--exit-zero", "--cache-dir", tempfile.mkdtemp(prefix="urilint-instr-"), name]
        again = [*argv[:-2], tempfile.mkdtemp(prefix="urilint-instr-"), name]
        return [(f"{name} warm", argv, None, 1), (f"{name} warm, run again", again, None, 2)]
    return [(f"{name} cold", [python, "-c", ONE_PROCESS, "check", "--exit-zero", "--no-cache", name], None, 0)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", required=True, help="the interpreter urilint is installed for")
    parser.add_argument("--baseline", help="another build's interpreter, counted side by side")
    parser.add_argument("--corpus", default="books,stdlib,stdlib-warm,editor")
    parser.add_argument("--cache-dir", type=Path, default=HERE / ".corpora")
    args = parser.parse_args(argv)
    builds = [("this build", args.python)] + ([("baseline", args.baseline)] if args.baseline else [])
    envs = [build_env(tempfile.mkdtemp(prefix="urilint-store-")) for _ in builds]
    rows = []
    with ThreadPoolExecutor(max_workers=2) as pool:
        for corpus in args.corpus.split(","):
            per_build = [runs(python, corpus, args.cache_dir, env) for (_, python), env in zip(builds, envs)]
            for same_run in zip(*per_build):  # one run of each build
                jobs = [pool.submit(count, run_argv, args.cache_dir, env, stdin, fills)
                        for (_, run_argv, stdin, fills), env in zip(same_run, envs)]
                rows.append((same_run[0][0], [job.result() for job in jobs]))
                print(f"  {rows[-1][0]}: " + ", ".join(f"{n / 1e6:,.0f} M" for n in rows[-1][1]), file=sys.stderr)
    header = "| run | " + " | ".join(name for name, _ in builds) + (" | change |" if args.baseline else " |")
    print(header)
    print("| --- |" + " ---: |" * (len(builds) + (1 if args.baseline else 0)))
    for label, counts in rows:
        cells = " | ".join(f"{n / 1e6:,.0f} M" for n in counts)
        change = f" | {100 * (counts[0] - counts[1]) / counts[1]:+.1f}% |" if args.baseline else " |"
        print(f"| {label} | {cells}{change}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
