"""The console entry point: a `check` run that its record answers
(pipeline/replay.py) is printed before anything else of urilint is
imported; any other run goes to the command line (cli.run)."""

from __future__ import annotations

import os
import sys


def run() -> None:
    if sys.argv[1:2] == ["check"]:
        for stream in (sys.stdout, sys.stderr):  # as cli.run: lone surrogates as \udcxx
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
        from .pipeline.replay import answer

        status = answer(sys.argv[1:])
        if status is not None:
            os._exit(status)
    from .cli import run as run_command_line

    run_command_line()
