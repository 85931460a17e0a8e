"""SARIF 2.1.0: one run with every known rule and one result per finding.

Columns count code points (``columnKind: unicodeCodePoints``), the same as
the text output; fixable findings carry ``fixes`` whose replacements are
the rule's edits. Artifact locations are URI references relative to the
working directory (what GitHub code scanning resolves against the checkout).
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import quote

from .. import __version__
from ..model import Applicability, Finding
from ..positions import LineIndex
from ..model import FileResult
from . import Located, located
from .stream import ITEMS, dump

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Iterator, Mapping, TextIO

    from ..registry import Rule

SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
LEVEL = "error"  # any finding makes `urilint check` exit 1


def report(results: list[FileResult], out: TextIO, context: dict[str, Any]) -> None:
    document, items = _sarif(results, context)
    dump(document, items, out)


def as_sarif(results: list[FileResult], context: Mapping[str, Any]) -> dict[str, Any]:
    """The whole SARIF document (report() streams its results instead)."""
    document, items = _sarif(results, context)
    document["runs"][0]["results"] = list(items)
    return document


def _sarif(results: list[FileResult], context: Mapping[str, Any]) -> tuple[dict[str, Any], Iterator[dict[str, Any]]]:
    """The document with its results list as [ITEMS], and the results."""
    rules = context["rules"]
    codes = {code: number for number, code in enumerate(rules)}

    def sarif_results() -> Iterator[dict[str, Any]]:
        for loc in located(results):
            yield _result(loc, codes)

    driver = {
        "name": "urilint",
        "version": __version__,
        "semanticVersion": __version__,
        "rules": [_rule(rule) for rule in rules.values()],
    }
    return {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": driver},
            "columnKind": "unicodeCodePoints",
            "results": [ITEMS],
        }],
    }, sarif_results()


def _result(loc: Located, codes: Mapping[str, int]) -> dict[str, Any]:
    f = loc.finding
    result: dict[str, Any] = {
        "ruleId": f.code,
        "level": LEVEL,
        "message": {"text": f.message},
        "locations": [{"physicalLocation": {
            "artifactLocation": {"uri": artifact_uri(loc.path)},
            "region": _region(loc.lines, f.start, f.end),
        }}],
    }
    if f.code in codes:
        result["ruleIndex"] = codes[f.code]
    if f.fix is not None and f.fix.edits:
        result["fixes"] = [_fix(loc.path, loc.lines, f)]
    return result


def artifact_uri(path: str) -> str:
    """A file path as a URI reference: relative stays relative, absolute
    becomes ``file:``; spaces and other unsafe characters percent-encoded."""
    if os.path.isabs(path):
        return Path(path).as_uri()
    return quote(path.replace(os.sep, "/"), safe="/!$&'()*+,;=:@~-._")


def _region(index: LineIndex, start: int, end: int) -> dict[str, int]:
    line, col = index.line_col(start)
    end_line, end_col = index.line_col(end)
    return {"startLine": line, "startColumn": col, "endLine": end_line, "endColumn": end_col}


def _fix(path: str, index: LineIndex, finding: Finding) -> dict[str, Any]:
    assert finding.fix is not None
    safety = "safe" if finding.fix.applicability is Applicability.SAFE else "unsafe"
    replacements = [
        {"deletedRegion": _region(index, edit.start, edit.end), "insertedContent": {"text": edit.replacement}}
        for edit in sorted(finding.fix.edits)
    ]
    return {
        "description": {"text": f"{safety} fix for {finding.code} {finding.name}"},
        "artifactChanges": [{"artifactLocation": {"uri": artifact_uri(path)}, "replacements": replacements}],
    }


def _rule(rule: Rule) -> dict[str, Any]:
    doc = rule.doc or rule.summary
    # The docstring opens with its title, "name (CODE)"; describe with the
    # paragraph after it ("What it flags: ...").
    paragraphs = [p for p in doc.split("\n\n") if p.strip()]
    if len(paragraphs) > 1 and paragraphs[0].strip() == f"{rule.name} ({rule.code})":
        paragraphs = paragraphs[1:]
    first_paragraph = paragraphs[0] if paragraphs else rule.summary
    return {
        "id": rule.code,
        "name": rule.name,
        "shortDescription": {"text": rule.summary},
        "fullDescription": {"text": " ".join(first_paragraph.split())},
        "help": {"text": doc},
        "defaultConfiguration": {"enabled": rule.default, "level": LEVEL},
        "properties": {"fix": rule.fix_summary()},
    }
