"""Shared set-up for the atheris targets: import path, seed corpus, run."""

from __future__ import annotations

import os
import sys

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
