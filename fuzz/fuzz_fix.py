"""atheris target: text -> fix (safe, then unsafe), checking that fixing is
idempotent, stays inside the reported ranges and keeps URIs equivalent.

Run (not in CI):  .venv/bin/python fuzz/fuzz_fix.py -dict=fuzz/uri.dict fuzz/corpus-fix
"""

from __future__ import annotations

import sys

import atheris

import _common  # noqa: F401  (sets sys.path)

with atheris.instrument_imports(include=["urilint", "reliability_props"]):
    from reliability_props import check_fix


def test_one_input(data: bytes) -> None:
    filename, content = _common.pick(data)
    # surrogateescape, as urilint.source does for undecodable bytes.
    text = content.decode("utf-8", "surrogateescape")
    check_fix(text, filename)
    check_fix(text, filename, unsafe=True)


def main() -> None:
    atheris.Setup(sys.argv, _common.guarded("fix", test_one_input))
    atheris.Fuzz()


if __name__ == "__main__":
    main()
