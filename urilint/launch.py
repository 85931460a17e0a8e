"""The console entry point: a `check` run that its record answers
(pipeline/replay.py) is printed before anything else of urilint is
imported; any other run goes to the command line (cli.run)."""

from __future__ import annotations

import os
import sys


# Options of a run that is never recorded (cli._check): no record to look for.
NEVER_RECORDED = frozenset(("--fix", "--diff", "--no-cache", "--add-noqa", "--show-settings", "--stdin-filename", "-"))


def run() -> None:
    # The cycle collector's thresholds of cli.run, set before the imports
    # too: at the default, it ran during them (0.7% of an editor's run).
    import gc

    gc.set_threshold(100_000, 20, 20)
    if sys.argv[1:2] == ["check"] and not any(_never_recorded(arg) for arg in sys.argv[2:]):
        for stream in (sys.stdout, sys.stderr):  # as cli.run: lone surrogates as \udcxx
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
        from .pipeline.replay import answer

        status = answer(sys.argv[1:])
        if status is not None:
            os._exit(status)
    from .cli import run as run_command_line

    run_command_line()


def _never_recorded(arg: str) -> bool:
    return arg in NEVER_RECORDED or arg.startswith("--stdin-filename=") or arg == "--verbose" or (
        len(arg) > 1 and arg[0] == "-" and arg[1] != "-" and "v" in arg  # -v, -vv, -qv
    )
