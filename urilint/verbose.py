"""What ``-v`` says on stderr besides the report: the config a run uses,
and the files it skipped."""

from __future__ import annotations

import os
import sys

from .config import Settings, shadowed_by

SKIPPED_SHOWN = 5  # paths -v names per reason


def say_skipped(skipped: dict[str, list[str]], every: bool) -> None:
    """-v: per reason, how many files were skipped and the first few; -vv: each one."""
    for reason, paths in skipped.items():
        if every or len(paths) == 1:
            for path in paths:
                print(f"urilint: skipped {reason} {path}", file=sys.stderr)
            continue
        shown = ", ".join(paths[:SKIPPED_SHOWN])
        more = ", … (-vv lists them all)" if len(paths) > SKIPPED_SHOWN else ""
        print(f"urilint: skipped {len(paths)} {reason}s: {shown}{more}", file=sys.stderr)


def say_config(settings: Settings) -> None:
    """-v: which config file applies (and which beside it does not)."""
    if settings.source is None:
        print("urilint: config: none found; using the defaults", file=sys.stderr)
        return
    print(f"urilint: config: {settings.source}", file=sys.stderr)
    for other in shadowed_by(settings.source):
        print(f"urilint: config: {other} is not used: {os.path.basename(settings.source)} beside it comes first", file=sys.stderr)
