"""Reporters: results -> text for people or machines.

Each reporter module has ``report(results, out, context)``. Positions are
computed here, once, from offsets.
"""

from __future__ import annotations

from ..model import Applicability, FileResult, Finding, replacement_of
from ..positions import LineIndex
from ..records import NamedTuple

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator, TextIO

# --output-format and the config's output-format; "text" is "full" under
# its older name.
FORMATS = ("full", "concise", "text", "json", "sarif", "github", "gitlab", "junit")
DEFAULT_FORMAT = "full"
_MODULES = {"full": "text"}
# A URI longer than this is reported as an excerpt (its start, "…", the
# part around the finding): copying a 2 MB URI into each of its thousands
# of findings is what made reporting need memory (and output) of findings
# times URI length. Browsers and servers cap URLs well below it.
URI_LIMIT = 2048
URI_HEAD = 64  # characters of a long URI's start kept in its excerpt
URI_AROUND = 128  # characters around the finding kept in a long URI's excerpt


class Located(NamedTuple):
    """A finding with 1-based positions (end column exclusive). The URI and
    the replacement are worked out when asked for: a Located holds no copy
    of the text, so reporting needs memory linear in the input."""

    path: str
    line: int
    column: int
    end_line: int
    end_column: int
    finding: Finding
    lines: LineIndex

    @property
    def uri(self) -> str:
        """The URI, or an excerpt of one longer than URI_LIMIT (see uri_excerpt)."""
        return uri_excerpt(self.finding, self.lines.text)

    @property
    def uri_truncated(self) -> bool:
        return self.finding.uri_end - self.finding.uri_start > URI_LIMIT

    @property
    def replacement(self) -> str | None:
        return replacement_of(self.finding, self.lines.text)


def uri_excerpt(finding: Finding, text: str) -> str:
    """The finding's URI, or for one longer than URI_LIMIT its first
    URI_HEAD characters, "…", URI_AROUND characters around the finding's
    start, and "…" unless the URI ends there."""
    start, end = finding.uri_start, finding.uri_end
    if end - start <= URI_LIMIT:
        return text[start:end]
    head_end = start + URI_HEAD
    room = URI_AROUND
    lo = max(head_end, min(finding.start - room // 2, end - room))
    hi = min(end, lo + room)
    middle = text[lo:hi] if lo == head_end else "…" + text[lo:hi]
    return text[start:head_end] + middle + ("…" if hi < end else "")


def located(results: list[FileResult]) -> Iterator[Located]:
    """Every finding with positions, sorted by path, line, column."""
    for result in sorted((r for r in results if r.findings), key=lambda r: r.path):
        index = LineIndex(result.text)
        for f in sorted(result.findings, key=lambda f: (f.start, f.code)):
            line, col = index.line_col(f.start)
            end_line, end_col = index.line_col(f.end)
            yield Located(result.path, line, col, end_line, end_col, f, index)


def is_fixable(finding: Finding, unsafe: bool) -> bool:
    return finding.fix is not None and (unsafe or finding.fix.applicability is Applicability.SAFE)


def reporter(name: str):  # type: ignore[no-untyped-def]
    """The `report` function of an output format (imported lazily)."""
    # __import__, not importlib.import_module: importing importlib costs every run.
    module = __import__(f"{__name__}.{_MODULES.get(name, name)}_format", fromlist=("report",))
    return module.report


def write_report(name: str, results: list[FileResult], out: TextIO, context: dict) -> None:  # type: ignore[type-arg]
    reporter(name)(results, out, context)
