"""Files a tool wrote as the record of a run: a test report (JUnit XML, as
pytest's --junitxml, Maven Surefire and most test runners write it), a
static analysis log (SARIF), a coverage trace (lcov), a load test's
results (JMeter's .jtl). Whoever reads one reads what the tool saw; a fix
makes it say what the tool never saw (sweep 128: after a fix of a
pytest report, its recorded failure value and the '^^^' markers under it
no longer matched). And a backup copy, and a site's search index, which a
build writes from its pages. generated.no_fix_reason asks."""

from __future__ import annotations

from .pattern_store import compiled_re

REPORTED = "no fix: the file is a tool's report, a record of what the tool saw"
REPORT_SUFFIXES = (".sarif", ".sarif.json", ".jtl", "lcov.info", ".lcov")
# A JUnit XML report's root, after an XML declaration and comments.
_JUNIT_ROOT = r"\ufeff?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--(?:[^-]|-(?!->))*-->\s*)*<testsuites?[\s>]"


def report_reason(text: str, kind: str, path: str | None) -> str | None:
    """REPORTED when `text` (a file of type `kind` at `path`, if on disk)
    is a tool's report (by its name, or a JUnit XML root), BACKUP when it
    is a backup copy (by its name), SEARCH_INDEX when it is a site's search
    index, else None."""
    lower = "" if path is None else path.lower()
    if lower.endswith(REPORT_SUFFIXES):
        return REPORTED
    if lower.endswith(BACKUP_SUFFIXES):
        return BACKUP
    if kind == "html" and "<testsuite" in text[:4096] and compiled_re(_JUNIT_ROOT).match(text) is not None:
        return REPORTED
    if kind == "data" and any(text.find(key, 0, INDEX_REACH) >= 0 for key in SEARCH_INDEX_KEYS):
        return SEARCH_INDEX
    return None


# A backup copy keeps a file as it was (sweep 191: a WordPress export's
# "wordpress.xml.bak" got 78 <guid> fixes its ".xml" copy rightly did not,
# and an import of the backup republishes the posts as new items).
BACKUP = "no fix: the file is a backup copy, which keeps a file as it was"
BACKUP_SUFFIXES = (".bak", ".backup", ".orig", ".old", "~")


# A site's search index, which its build writes from the pages: lunr's
# (0.x: "corpusTokens", "tokenStore"; 2.x: "invertedIndex", "fieldVectors")
# and elasticlunr's. A search finds the tokens as written: after a fix of
# a token's "<", lunr 0.7 threw on every search that reached it, and lunr
# 2.3 refused to load the index (sweep 191).
SEARCH_INDEX = "no fix: the file is a site's search index, which its build writes and its search reads as written; fix the page"
SEARCH_INDEX_KEYS = ('"corpusTokens"', '"tokenStore"', '"invertedIndex"', '"fieldVectors"')
INDEX_REACH = 1 << 20  # the keys are looked for in the first MiB (an index's tokens may come first)
