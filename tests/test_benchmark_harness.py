"""benchmarks/run.py's report of what it timed: the console script's kind."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


def _harness() -> ModuleType:
    """benchmarks/run.py as a module (registered: its dataclasses need that)."""
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location("bench_run", BENCH / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_run"] = module
    spec.loader.exec_module(module)
    return module

PIP_23 = """#!/venv/bin/python3
# -*- coding: utf-8 -*-
import re
import sys
from urilint.launch import run
if __name__ == '__main__':
    sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])
    sys.exit(run())
"""
PIP_26 = """#!/venv/bin/python3
import sys
from urilint.launch import run
if __name__ == '__main__':
    sys.argv[0] = sys.argv[0].removesuffix('.exe')
    sys.exit(run())
"""


def _venv(tmp_path: Path, script: str) -> Path:
    (tmp_path / "lib" / "python3.11" / "site-packages").mkdir(parents=True)
    (tmp_path / "bin").mkdir()
    exe = tmp_path / "bin" / "urilint"
    exe.write_text(script, encoding="utf-8")
    return exe


def test_a_wrapper_that_imports_re_is_named(tmp_path: Path) -> None:
    run = _harness()
    exe = _venv(tmp_path, PIP_23)
    assert run._install_kind([str(exe)]) == "regular (non-editable); console script imports re (written by pip < 25)"


def test_a_wrapper_without_re_is_named(tmp_path: Path) -> None:
    run = _harness()
    exe = _venv(tmp_path, PIP_26)
    assert run._install_kind([str(exe)]) == "regular (non-editable); console script without re (pip >= 25, uv)"
