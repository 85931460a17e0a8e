"""Every output format on one fixture tree, compared with golden files.

After an intended change of output, regenerate the goldens with
``URILINT_UPDATE_GOLDEN=1 pytest tests/integrations/test_golden.py`` and
review the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from urilint import __version__
from urilint.cli import main
from urilint.registry import load_rules

from helpers import outside_repository

HERE = Path(__file__).parent
TREE = HERE / "fixtures" / "tree"
GOLDEN = HERE / "golden"
FILES = ["clean.md", "docs/guide.md", "docs/page.html", "notes.txt"]
FORMATS = {"full": "txt", "concise": "txt", "text": "txt", "json": "json", "sarif": "sarif", "github": "txt", "gitlab": "json", "junit": "xml"}


def _run(fmt: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> str:
    monkeypatch.chdir(outside_repository(TREE))
    assert main(["check", "--isolated", "--no-cache", "--output-format", fmt, *FILES]) == 1
    out = capsys.readouterr().out
    if fmt == "sarif":
        out = _stable_sarif(out)
    return out


def _stable_sarif(out: str) -> str:
    """Rule documentation and the version change for reasons of their own:
    check them here and leave placeholders in the golden file."""
    log = json.loads(out)
    driver = log["runs"][0]["tool"]["driver"]
    assert driver["version"] == driver["semanticVersion"] == __version__
    driver["version"] = driver["semanticVersion"] = "<version>"
    rules = load_rules()
    assert [r["id"] for r in driver["rules"]] == list(rules)
    for entry in driver["rules"]:
        rule = rules[entry["id"]]
        assert entry["help"]["text"] == rule.doc
        assert entry["shortDescription"]["text"] == rule.summary
        assert entry["fullDescription"]["text"].startswith("What it flags:")
        entry["help"]["text"] = entry["fullDescription"]["text"] = entry["shortDescription"]["text"] = "<doc>"
    return json.dumps(log, indent=2, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_golden(fmt: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    out = _run(fmt, monkeypatch, capsys)
    golden = GOLDEN / f"tree.{fmt}.{FORMATS[fmt]}"
    if os.environ.get("URILINT_UPDATE_GOLDEN"):
        golden.write_bytes(out.encode("utf-8"))
    assert out == golden.read_text(encoding="utf-8")


def test_every_format_has_a_golden_file() -> None:
    from urilint.report import FORMATS as REPORT_FORMATS

    assert set(REPORT_FORMATS) == set(FORMATS)
    assert sorted(p.name for p in GOLDEN.iterdir()) == sorted(f"tree.{f}.{e}" for f, e in FORMATS.items())


def test_fixture_tree_is_the_one_checked() -> None:
    assert sorted(p.relative_to(TREE).as_posix() for p in TREE.rglob("*") if p.is_file()) == FILES
