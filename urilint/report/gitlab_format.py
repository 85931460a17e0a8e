"""GitLab Code Quality: a JSON array of issues for ``artifacts:reports:codequality``.

Each issue needs a description, check name, severity, a fingerprint unique
per issue and stable across runs (GitLab diffs reports of the base and head
commits by it), and a location. The fingerprint hashes the path, rule, the
offending text and its occurrence count in the file, not line numbers, so an
edit elsewhere in the file does not turn old findings into new ones.
"""

from __future__ import annotations

import hashlib
from collections import Counter

from ..model import FileResult
from . import located
from .stream import ITEMS, dump

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Iterator, TextIO

SEVERITY = "major"


def as_issues(results: list[FileResult]) -> list[dict[str, Any]]:
    return list(issues(results))


def issues(results: list[FileResult]) -> Iterator[dict[str, Any]]:
    """One issue per finding, made as it is asked for."""
    seen: Counter[tuple[str, str, str]] = Counter()
    for loc in located(results):
        f = loc.finding
        key = (loc.path, f.code, loc.lines.text[f.start : f.end])
        seen[key] += 1
        digest = hashlib.sha256("\0".join((*key, str(seen[key]))).encode("utf-8", "surrogatepass"))
        yield {
            "type": "issue",
            "check_name": f.code,
            "description": f"{f.code} {f.message}",
            "categories": ["Style"],
            "severity": SEVERITY,
            "fingerprint": digest.hexdigest(),
            "location": {
                "path": loc.path,
                "positions": {
                    "begin": {"line": loc.line, "column": loc.column},
                    "end": {"line": loc.end_line, "column": loc.end_column},
                },
            },
        }


def report(results: list[FileResult], out: TextIO, context: dict[str, Any]) -> None:
    dump([ITEMS], issues(results), out)
