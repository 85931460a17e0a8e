"""Smoke tests of benchmarks/precision.py and benchmarks/recall.py on a tiny synthetic tree."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"
URILINT = f"{sys.executable} -m urilint"


def load(name: str):  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "tiny"
    root.mkdir()
    (root / "a.md").write_text("See [docs](https://example.com/%7euser/a%2fb).\n", encoding="utf-8")
    (root / "b.py").write_text('URL = "http://example.com/a<b"\nOK = "https://example.com/"\n', encoding="utf-8")
    return root


def test_precision_groups_hunks_and_labels(repo: Path, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    precision = load("precision")
    (repo / "b.py").write_text('OK = "https://example.com/"\n', encoding="utf-8")
    labels = tmp_path / "labels.jsonl"
    labels.write_text(json.dumps({
        "kind": "group", "repo": "tiny", "file": "a.md", "line": 1, "rule": "URI002",
        "uri": "https://example.com/%7euser/a%2fb", "label": "TRUE", "class": "real",
    }) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    assert precision.main([str(repo), "--out", str(out), "--fix-diff", "--labels", str(labels), "--urilint", URILINT]) == 0
    groups = [json.loads(line) for line in (out / "tiny" / "groups.jsonl").read_text().splitlines()]
    assert [(g["file"], g["line"], g["rule"], g["label"]) for g in groups] == [
        ("a.md", 1, "URI002", "TRUE"),
        ("a.md", 1, "URI001", ""),
    ]
    hunks = [json.loads(line) for line in (out / "tiny" / "hunks.jsonl").read_text().splitlines()]
    assert [(h["file"], h["line"], h["new"]) for h in hunks] == [
        ("a.md", 1, "See [docs](https://example.com/~user/a%2Fb).\n"),
    ]
    assert (out / "tiny" / "fix.diff").read_text().startswith("--- a/a.md\n+++ b/a.md\n")
    unlabeled = [json.loads(line) for line in (out / "unlabeled.jsonl").read_text().splitlines()]
    assert sorted(u.get("rule", "hunk") for u in unlabeled) == ["URI001", "hunk"]
    table = capsys.readouterr().out
    assert "| tiny | 2 | 2 | 2 | 1 | 0 | 1 | 1.00 | 1 | 0 | 1 |" in table


def test_recall_counts_yardstick_problems(repo: Path, tmp_path: Path) -> None:
    recall = load("recall")
    out = tmp_path / "out"
    assert recall.main([str(repo), "--out", str(out), "--urilint", URILINT]) == 0
    (row,) = json.loads((out / "recall.json").read_text())
    misses = [json.loads(line) for line in (out / "misses.jsonl").read_text().splitlines()]
    # yardstick: URI002 %7e and URI001 %2f in a.md, URI004 '<' in b.py's one-URI literal
    assert (row["problems"], row["found"]) == (3, 3 - len(misses))
    assert all(m["rule"] == "URI004" and m["file"] == "b.py" for m in misses)


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        pytest.param("a.md", "[x](https://e.com/%7Ea)\n", [(1, "URI002", "destination")], id="md-destination"),
        pytest.param("a.md", "```\n[x](https://e.com/%7Ea)\n```\n", [(2, "URI002", "bare")], id="fence-only-bare"),
        pytest.param("a.html", '<a href="{{ url }}/%7e">x</a>\n', [], id="template-dropped"),
        pytest.param("a.md", "see https://localhost:1234에서 연결\n", [], id="hangul-after-port-ends-uri"),
        pytest.param("a.md", "https://en.wikipedia.org/wiki/A–B_c\n", [(1, "URI005", "bare")], id="dash-inside-continues"),
        pytest.param("a.md", "[t](https://e.com/a)입니다\n", [], id="paren-ends-bare"),
        pytest.param("a.py", 'f = "http://e.com/%s/x" % v\n', [], id="printf-in-code"),
        pytest.param("a.md", "http://e.com/50%off\n", [(1, "URI006", "bare")], id="percent-in-doc"),
        pytest.param("a.json", '{"u": "http://a<b"}\n', [(1, "URI004", "quoted")], id="raw-lt-in-json-string"),
        pytest.param("a.md", "[r](#req\\_tf)\n", [], id="markdown-backslash-escape"),
        pytest.param("a.py", 'u = "http://[fe80::1%25eth0]/"\n', [], id="ipv6-zone-ok"),
        pytest.param("a.py", 'u = "http://e.com/%C3%28"\n', [(1, "URI007", "quoted")], id="invalid-utf8"),
    ],
)
def test_yardstick_cases(tmp_path: Path, name: str, text: str, expected: list) -> None:  # type: ignore[type-arg]
    extract = load("recall_extract")
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    assert [(p.line, p.rule, p.context) for p in extract.problems(path)] == expected
