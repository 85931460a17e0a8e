"""atheris target: bytes -> decode -> extract -> lint, checking invariants.

Run (not in CI):  .venv/bin/python fuzz/fuzz_scanner.py -dict=fuzz/uri.dict fuzz/corpus-scanner
Any exception or failed invariant is a crash; libFuzzer saves the input as
crash-<sha1> for a regression test in tests/reliability/test_fuzz_regressions.py.
"""

from __future__ import annotations

import sys

import atheris

import _common  # noqa: F401  (sets sys.path)

with atheris.instrument_imports(include=["urilint", "reliability_props"]):
    from reliability_props import check_findings, check_spans
    from urilint.source import Binary, SourceError, decode, encode



def test_one_input(data: bytes) -> None:
    filename, content = _common.pick(data)
    try:
        source = decode(content)
    except (Binary, SourceError):
        return
    # Decoding is lossless: what was read encodes back to the same bytes.
    assert encode(source, source.text) == content, "decode/encode does not round-trip"
    check_spans(source.text, filename)
    check_findings(source.text, filename)


def main() -> None:
    atheris.Setup(sys.argv, _common.guarded("scanner", test_one_input))
    atheris.Fuzz()


if __name__ == "__main__":
    main()
