"""Shared set-up for the atheris targets: import path, seed corpus, run."""

from __future__ import annotations

import os
import sys
from typing import Callable

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "reliability"))
SEEDS = os.path.join(ROOT, "tests", "corpus", "src")


def pick(data: bytes) -> tuple[str, bytes]:
    """The first byte picks the file name (so the scanner), the rest is content."""
    from reliability_props import FILENAMES

    if not data:
        return FILENAMES[0], b""
    return FILENAMES[data[0] % len(FILENAMES)], data[1:]


CRASHES = os.path.join(HERE, "crashes")
_seen: set[str] = set()


def guarded(target: str, check: Callable[[bytes], None]) -> Callable[[bytes], None]:
    """Wrap `check` so a failure is recorded, once per distinct failure
    class (exception type and the source lines it passed through), as
    fuzz/crashes/<target>-<class>, and fuzzing goes on: one run then finds
    every class instead of stopping at the first. FUZZ_STRICT=1 raises
    instead (to reproduce one input: python fuzz/fuzz_x.py crash-file)."""
    import hashlib
    import traceback

    if os.environ.get("FUZZ_STRICT"):
        return check

    def run(data: bytes) -> None:
        try:
            check(data)
        except Exception as exc:  # noqa: BLE001 - every failure is a finding
            frames = [f"{os.path.basename(f.filename)}:{f.lineno}" for f in traceback.extract_tb(exc.__traceback__)[1:]]
            key = hashlib.sha1(" ".join([type(exc).__name__, *frames]).encode()).hexdigest()[:12]
            if key in _seen:
                return
            _seen.add(key)
            os.makedirs(CRASHES, exist_ok=True)
            with open(os.path.join(CRASHES, f"{target}-{key}"), "wb") as handle:
                handle.write(data)
            print(f"NEW FAILURE CLASS {target}-{key}: {type(exc).__name__}: {str(exc)[:300]!r} at {' > '.join(frames)}", file=sys.stderr, flush=True)

    return run
