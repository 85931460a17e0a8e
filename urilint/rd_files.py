"""R's documentation: an ``.Rd`` file, and the roxygen comments (``#'``)
an R file's documentation is made from. There a "%" starts a comment
unless escaped (``\\%``), even in ``\\url{}`` and ``\\href{}``: any fix in
them is unsafe (sweep 156, proven with R 4.2's tools::parse_Rd and roxygen2
7.2). A lowercase ``%7e`` there cut the link at a comment (R warned, the
page showed what was left), so its fix changed the page; an encoded raw
space writes a bare "%" (DESeq2's lfcShrink.Rd: the file no longer
parsed; ``\\%20`` is what R would read as "%20")."""

from __future__ import annotations

from .model import has_safe_fix, made_unsafe
from .pattern_store import compiled_re
from .positions import line_start

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import Finding

REASON = "unsafe fix: in R's documentation a '%' starts a comment unless written '\\%', which the fix would not write"
ROXYGEN_LINE = r"[ \t]*#'"
LINE_REACH = 4096  # how far back a line's start is looked for (linear on a long line)


def unsafe_in_rd(text: str, filename: str, findings: list[Finding]) -> list[Finding]:
    """`findings`, each safe fix in an ``.Rd`` file or on a roxygen line
    of an R file made unsafe, saying why."""
    if not any(map(has_safe_fix, findings)):
        return findings
    lower = filename.lower()
    if lower.endswith(".rd"):
        return [made_unsafe(f, REASON) for f in findings]
    if lower.endswith(".r") and "#'" in text:
        return [made_unsafe(f, REASON) if has_safe_fix(f) and _on_roxygen_line(text, f.start) else f for f in findings]
    return findings


def _on_roxygen_line(text: str, pos: int) -> bool:
    """Whether `pos` stands on a roxygen comment line (``#'`` first)."""
    start = line_start(text, pos, max(0, pos - LINE_REACH))
    return compiled_re(ROXYGEN_LINE).match(text, start, pos) is not None
