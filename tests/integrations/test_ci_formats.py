"""SARIF against the official schema, GitHub escaping, GitLab and JUnit."""

from __future__ import annotations

import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

from urilint.cli import main
from urilint.fix import splice
from urilint.model import Edit, Finding, Fix
from urilint.positions import LineIndex
from urilint.registry import load_rules
from urilint.report import github_format, gitlab_format, junit_format, sarif_format
from urilint.model import FileResult

from helpers import outside_repository

HERE = Path(__file__).parent
TREE = HERE / "fixtures" / "tree"
FILES = ["clean.md", "docs/guide.md", "docs/page.html", "notes.txt"]
SCHEMA = json.loads((HERE / "data" / "sarif-schema-2.1.0.json").read_text("utf-8"))


def _check(fmt: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *extra: str) -> str:
    monkeypatch.chdir(outside_repository(TREE))
    main(["check", "--isolated", "--no-cache", "--output-format", fmt, *extra, *FILES])
    return capsys.readouterr().out


def _result(path: str, text: str, start: int, end: int, message: str, fix: Fix | None = None) -> FileResult:
    finding = Finding("URI006", "malformed-percent", start, end, message, fix, 0, len(text))
    return FileResult(path, text, [finding])


# SARIF


def test_sarif_is_valid_against_the_official_schema(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    log = json.loads(_check("sarif", monkeypatch, capsys))
    jsonschema.Draft4Validator.check_schema(SCHEMA)
    errors = sorted(jsonschema.Draft4Validator(SCHEMA).iter_errors(log), key=str)
    assert not errors, "\n".join(str(e) for e in errors[:3])
    assert log["version"] == "2.1.0"
    assert len(log["runs"][0]["results"]) == 7


def test_sarif_schema_rejects_a_broken_log(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # The validation above must be able to fail: break one region.
    log = json.loads(_check("sarif", monkeypatch, capsys))
    log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] = 0
    assert not jsonschema.Draft4Validator(SCHEMA).is_valid(log)


def test_sarif_rules_results_and_regions(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    run = json.loads(_check("sarif", monkeypatch, capsys))["runs"][0]
    assert run["columnKind"] == "unicodeCodePoints"
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == list(load_rules())
    assert rules[0]["name"] == "lowercase-percent-hex"
    assert rules[0]["defaultConfiguration"] == {"enabled": True, "level": "error"}
    # The emoji counts as one column, as in the text output.
    emoji = [r for r in run["results"] if r["locations"][0]["physicalLocation"]["region"]["startLine"] == 5]
    assert [(r["ruleId"], r["locations"][0]["physicalLocation"]["region"]) for r in emoji] == [
        ("URI001", {"startLine": 5, "startColumn": 43, "endLine": 5, "endColumn": 49}),  # one finding per URI
    ]
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]


def test_sarif_fixes_reproduce_urilint_fix(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Applying the safe SARIF replacements gives the bytes `--fix` writes."""
    run = json.loads(_check("sarif", monkeypatch, capsys))["runs"][0]
    for name in ("docs/guide.md", "docs/page.html"):
        text = (TREE / name).read_text("utf-8")
        index = LineIndex(text)
        offset = {index.line_col(i): i for i in range(len(text) + 1)}
        edits = []
        for result in run["results"]:
            for fix in result.get("fixes", []):
                if fix["description"]["text"].startswith("safe"):
                    [change] = fix["artifactChanges"]
                    if change["artifactLocation"]["uri"] == name:
                        for rep in change["replacements"]:
                            region = rep["deletedRegion"]
                            edits.append(Edit(offset[region["startLine"], region["startColumn"]],
                                              offset[region["endLine"], region["endColumn"]],
                                              rep["insertedContent"]["text"]))
        copy = tmp_path / name
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(text, "utf-8")
        main(["check", "--isolated", "--no-cache", "--fix", str(copy)])
        assert splice(text, sorted(edits)) == copy.read_text("utf-8")
    capsys.readouterr()
    unsafe = [r for r in run["results"] if any(f["description"]["text"].startswith("unsafe") for f in r.get("fixes", []))]
    assert sorted(r["ruleId"] for r in unsafe) == ["URI003", "URI006", "URI007"]


@pytest.mark.parametrize(("path", "uri"), [
    ("docs/a b.md", "docs/a%20b.md"),
    ("docs/100%.md", "docs/100%25.md"),
    ("docs/é.md", "docs/%C3%A9.md"),
    ("/abs/a b.md", "file:///abs/a%20b.md"),
])
def test_sarif_artifact_uris_are_uri_references(path: str, uri: str) -> None:
    assert sarif_format.artifact_uri(path) == uri


def test_sarif_from_the_stdin_fix_path() -> None:
    """The editor path reports what --fix left (on stderr) with the rules."""
    import subprocess
    import sys

    run = subprocess.run(
        [sys.executable, "-m", "urilint", "check", "--isolated", "--fix", "--output-format", "sarif",
         "--stdin-filename", "a.md", "-"],
        input="x https://e.com/5%/a%2f/my%2520 y\n", capture_output=True, text=True, timeout=60,
    )
    assert run.stdout == "x https://e.com/5%/a%2F/my%2520 y\n"
    log = json.loads(run.stderr)
    assert jsonschema.Draft4Validator(SCHEMA).is_valid(log)
    results = log["runs"][0]["results"]  # the unsafe fixes are left: a stray '%', a double encoding
    assert [(r["ruleId"], r["ruleIndex"]) for r in results] == [
        ("URI006", list(load_rules()).index("URI006")), ("URI003", list(load_rules()).index("URI003")),
    ]


# GitHub


def test_github_escapes_data_and_properties() -> None:
    text = "a\nhttps://x.org/50%\n"
    result = _result("dir,with:odd%name.md", text, 16, 17, "100% sure\r\nsecond line")
    out = io.StringIO()
    github_format.report([result], out, {})
    assert out.getvalue() == (
        "::error file=dir%2Cwith%3Aodd%25name.md,line=2,col=15,endLine=2,endColumn=16,"
        "title=URI006 malformed-percent::100%25 sure%0D%0Asecond line\n"
    )


def test_github_one_command_per_finding(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    lines = _check("github", monkeypatch, capsys).splitlines()
    assert len(lines) == 7
    assert lines[0] == (
        "::error file=docs/guide.md,line=3,col=26,endLine=3,endColumn=29,"
        "title=URI001 lowercase-percent-hex::lowercase hex digits in '%252f'; write '%252F'"
    )


# GitLab Code Quality


def test_gitlab_issues_have_required_keys_and_stable_unique_fingerprints(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    issues = json.loads(_check("gitlab", monkeypatch, capsys))
    assert len(issues) == 7
    for issue in issues:
        assert issue["severity"] in ("info", "minor", "major", "critical", "blocker")
        assert issue["check_name"].startswith("URI")
        assert issue["location"]["path"] in FILES
        assert issue["location"]["positions"]["begin"]["line"] >= 1
    assert len({i["fingerprint"] for i in issues}) == 7
    # Lines moving (an edit above a finding) must not change fingerprints.
    text = "x https://e.org/%2f https://e.org/%2f\n"
    findings = [
        Finding("URI001", "lowercase-percent-hex", 16, 19, "m", None, 2, 19),
        Finding("URI001", "lowercase-percent-hex", 34, 37, "m", None, 20, 37),
    ]
    before = gitlab_format.as_issues([FileResult("a.md", text, findings)])
    shifted = [f._replace(start=f.start + 5, end=f.end + 5, uri_start=f.uri_start + 5, uri_end=f.uri_end + 5) for f in findings]
    after = gitlab_format.as_issues([FileResult("a.md", "new\n\n" + text, shifted)])
    assert [i["fingerprint"] for i in before] == [i["fingerprint"] for i in after]
    assert before[0]["fingerprint"] != before[1]["fingerprint"]
    assert [i["location"]["positions"]["begin"]["line"] for i in after] == [3, 3]


# JUnit


def test_junit_suites_cases_and_failures(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    root = ET.fromstring(_check("junit", monkeypatch, capsys))
    assert (root.tag, root.get("tests"), root.get("failures")) == ("testsuites", "7", "7")
    assert [(s.get("name"), s.get("tests")) for s in root] == [("docs/guide.md", "5"), ("docs/page.html", "1"), ("notes.txt", "1")]
    first = root[0][0]
    assert first.get("name") == "URI001 at 3:26"
    assert first[0].get("type") == "URI001"
    assert first[0].text == "docs/guide.md:3:26: URI001 lowercase hex digits in '%2f'; write '%2F'"


def test_junit_without_findings_has_one_passing_case() -> None:
    out = io.StringIO()
    junit_format.report([FileResult("a.md", "", [])], out, {})
    root = ET.fromstring(out.getvalue())
    assert root.get("failures") == "0"
    assert [(c.get("name"), len(c)) for c in root.iter("testcase")] == [("no findings", 0)]


def test_junit_escapes_characters_xml_cannot_carry() -> None:
    out = io.StringIO()
    junit_format.report([_result("a\x01.md", "x \x02 y", 2, 3, "control \x02 <&>")], out, {})
    failure = ET.fromstring(out.getvalue()).find(".//failure")
    assert failure is not None and failure.get("message") == "control \\x02 <&>"
