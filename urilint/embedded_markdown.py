"""Markdown inside an HTML page, which a script renders in the browser:
reveal.js slides (a ``<section data-markdown>``'s ``<script
type="text/template">`` or ``<textarea data-template>``) and Markdown
elements (zero-md's ``<script type="text/markdown">``, ``<md-block>``).

Their renderer (marked, with GFM) autolinks a bare URL and leaves a
trailing ``~`` or ``_`` out of the link, and reads a ``_`` or ``~`` as
emphasis, as in a ``.md`` file: a fix that decodes one there changes the
link (sweep 187: ``https://e.com/~user%7E`` became a link to ``~user``
and a "~" after it, marked 4.3 as reveal.js 5 runs it). Such a fix is
unsafe, saying why, as a Markdown file's is refused.
"""

from __future__ import annotations

from .model import PROSE, UriSpan, has_safe_fix, made_unsafe
from .pattern_store import compiled_re

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import Finding

# The start tags of elements whose text a script renders as Markdown, and
# where each ends. A reveal.js template counts only inside a section
# marked data-markdown (Backbone's and Underscore's text/template scripts
# hold HTML).
_MARKDOWN_ELEMENT = (
    r"""(?i)<(script)\b[^>]*\btype\s*=\s*["']?text/(?:x-)?markdown\b[^>]*>"""
    r"""|<(md-block)\b[^>]*>"""
    r"""|<(script)\b[^>]*\btype\s*=\s*["']?text/template\b[^>]*>"""
    r"""|<(textarea)\b[^>]*\bdata-template\b[^>]*>"""
)
_SECTION = r"""(?i)<section\b[^>]*\bdata-markdown\b"""
HINTS = ("markdown", "data-template", "md-block")
REACH = 4096  # how far back a template's section is looked for


def unsafe_in_embedded_markdown(text: str, filename: str, findings: list[Finding]) -> list[Finding]:
    """`findings`, each safe fix of a bare URL in an HTML page's rendered
    Markdown that would change the Markdown's link or formatting made
    unsafe, saying why (rendering.py's reasons)."""
    if not filename.lower().endswith((".html", ".htm")) or not any(hint in text for hint in HINTS):
        return findings
    if not any(map(has_safe_fix, findings)):
        return findings
    regions = _markdown_regions(text)
    if not regions:
        return findings
    from .scan.combine import inside

    return [
        _refused(text, f) if has_safe_fix(f) and inside(regions, f.uri_start) else f for f in findings
    ]


def _refused(text: str, finding: Finding) -> Finding:
    """`finding`, made unsafe when its fix would change the Markdown's
    rendering of its bare URL, as a Markdown file's is refused (a link
    destination or an autolink in angle brackets keeps its characters)."""
    from .rendering import marks_refusal

    start = finding.uri_start
    if start > 0 and text[start - 1] in "(<":
        return finding
    assert finding.fix is not None
    why = marks_refusal(text, UriSpan(start, finding.uri_end, context=PROSE), finding.fix, "markdown")
    return finding if why is None else made_unsafe(finding, f"unsafe fix: {why}, as the page's script renders this Markdown")


def _markdown_regions(text: str) -> list[tuple[int, int]]:
    """[start, end) of each element's text that a script renders as
    Markdown, in order."""
    found: list[tuple[int, int]] = []
    for match in compiled_re(_MARKDOWN_ELEMENT).finditer(text):
        element = next(name for name in match.groups() if name is not None).lower()
        if match.group(3) is not None:  # a reveal.js template: inside its data-markdown section
            section = text.rfind("<section", max(0, match.start() - REACH), match.start())
            if section < 0 or compiled_re(_SECTION).match(text, section) is None:
                continue
        close = compiled_re(rf"(?i)</{element}\b").search(text, match.end())
        found.append((match.end(), len(text) if close is None else close.start()))
    return found
