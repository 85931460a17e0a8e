import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

import pytest  # noqa: E402

# Integration (subprocesses, pre-commit, the language server) and reliability
# (signals, faults, pathological sizes) tests are most of the suite's time:
# `pytest -m "not slow"` runs the fast core alone.
SLOW_FOLDERS = ("integrations", "reliability")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    for item in items:
        folder = os.path.relpath(str(item.path), here).split(os.sep, 1)[0]
        if folder in SLOW_FOLDERS:
            item.add_marker(pytest.mark.slow)

