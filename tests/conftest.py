import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

import shutil  # noqa: E402
import tempfile  # noqa: E402

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# urilint keeps compiled patterns in the user's cache folder
# (urilint/pattern_store.py): the suite's runs, in this process and in the
# ones it starts, keep theirs in a folder of their own, removed at the end.
PATTERN_CACHE = tempfile.mkdtemp(prefix="urilint-tests-cache-")
os.environ["XDG_CACHE_HOME"] = PATTERN_CACHE


def pytest_sessionfinish() -> None:
    shutil.rmtree(PATTERN_CACHE, ignore_errors=True)


# On CI (CI=true) the property tests draw the same examples every run, so a
# red build is the change's doing and reruns agree; elsewhere they explore
# new examples each run, which is how they find bugs (and the failing
# example is kept in .hypothesis/ for the next run).
# No deadline in either: a test's first example imports the modules it
# calls, which on a loaded machine took 250 ms against hypothesis's default
# 200 (a timing, not the property, failed). Speed is benchmarks/' business.
settings.register_profile("ci", derandomize=True, database=None, deadline=None)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI", "").lower() in ("true", "1") else "dev")

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

