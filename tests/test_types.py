"""The package type-checks under `mypy --strict` (pyproject.toml's
[tool.mypy]): an annotation that lies is a bug the next engineer trusts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
@pytest.mark.skipif(sys.version_info < (3, 10), reason="the pinned mypy needs Python 3.10 (pyproject.toml)")
def test_package_and_rules_type_check(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path), "urilint", "rules"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Success: no issues found"), done.stdout
