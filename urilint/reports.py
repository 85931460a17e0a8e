"""Files a tool wrote as the record of a run: a test report (JUnit XML, as
pytest's --junitxml, Maven Surefire and most test runners write it), a
static analysis log (SARIF), a coverage trace (lcov), a load test's
results (JMeter's .jtl). Whoever reads one reads what the tool saw; a fix
makes it say what the tool never saw (sweep 128: after a fix of a
pytest report, its recorded failure value and the '^^^' markers under it
no longer matched). generated.no_fix_reason asks."""

from __future__ import annotations

from .pattern_store import compiled_re

REPORTED = "no fix: the file is a tool's report, a record of what the tool saw"
REPORT_SUFFIXES = (".sarif", ".sarif.json", ".jtl", "lcov.info", ".lcov")
# A JUnit XML report's root, after an XML declaration and comments.
_JUNIT_ROOT = r"\ufeff?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--(?:[^-]|-(?!->))*-->\s*)*<testsuites?[\s>]"


def is_report(text: str, kind: str, path: str | None) -> bool:
    """Whether `text` (a file of type `kind` at `path`, if on disk) is a
    tool's report: by its name, or a JUnit XML root."""
    if path is not None and path.lower().endswith(REPORT_SUFFIXES):
        return True
    return kind == "html" and "<testsuite" in text[:4096] and compiled_re(_JUNIT_ROOT).match(text) is not None
