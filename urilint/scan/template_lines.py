"""The template expressions on a URI's line: found per line holding a URI
(and the lines an expression there runs over), not for the whole file."""

from __future__ import annotations

from ..pattern_store import compiled_re
from ..uri.templates import EXPRESSION_OPENER, MAX_CLOSED_EXPRESSION, TMPL_OPENER, expression_end, template_spans

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import List, Tuple

    # The expressions (start, end), sorted, and their starts (for bisect).
    Templates = Tuple[List[Tuple[int, int]], List[int]]

NO_TEMPLATES: Templates = ([], [])


def line_templates(text: str, pos: int, since: int | None = None) -> tuple[int, int, Templates]:
    """(start, end, template_index) of the line holding `pos`, extended
    over the lines an expression opening there runs on to. Found per line
    holding a URI, not for the whole file: an opener search over a long
    text full of "#" or "<" costs more than the URIs it serves.

    With `since` (where the caller's previous line ended: it asks in order),
    an expression that opened after it on an earlier line and runs into
    this one counts too (Hugo's ``{{ $x := dict`` over many lines): each
    part of the text is searched once, at most MAX_CLOSED_EXPRESSION back."""
    line_start = text.rfind("\n", 0, pos) + 1
    line_end = text.find("\n", pos)
    line_end = len(text) if line_end < 0 else line_end
    first = line_start
    if since is not None and since < line_start:
        earlier = max(since, line_start - MAX_CLOSED_EXPRESSION)
        if _may_open(text, earlier, line_start):
            first = _spanning(text, earlier, line_start)
    if first == line_start and (not _may_open(text, line_start, line_end) or EXPRESSION_OPENER.search(text, line_start, line_end) is None):
        return line_start, line_end, NO_TEMPLATES  # most lines: template_spans would find none
    last = _LAST[0]
    if last is not None and last[0] is text and last[1] == first and last[2] == line_start:
        return last[3]  # the same line again: a scanner asking per attribute of one long line
    templates = template_index(text, first, line_end, len(text))
    while templates[0] and templates[0][-1][1] > line_end:  # an expression spanning lines
        line_end = text.find("\n", templates[0][-1][1])
        line_end = len(text) if line_end < 0 else line_end
        templates = template_index(text, first, line_end, len(text))
    _LAST[0] = (text, first, line_start, (line_start, line_end, templates))
    return line_start, line_end, templates


# The last line's answer, by the text's identity, where its expressions
# start and the line's start: the HTML scanner asks once per attribute,
# and a long line of attributes (a minified page, an XSLT stylesheet)
# would be read whole for each.
_LAST: list[tuple[str, int, int, tuple[int, int, Templates]] | None] = [None]


# The openers of expressions with a closer of their own, which may run over
# lines ("{{ $x := dict" ... "}}"); a brace-balanced "${" is looked for on
# the URI's line only (its walk is token by token).
_CLOSED_OPENER = compiled_re(r"\{\{|\{%|\{#|<%|<\?(?!xml)|\[%(?=[\s\-+#~=])|" + TMPL_OPENER)


def _spanning(text: str, start: int, line_start: int) -> int:
    """Where an expression opening in text[start:line_start] and running
    past `line_start` starts, else `line_start`. Each opener costs one
    C-speed search for its closer."""
    hit = _CLOSED_OPENER.search(text, start, line_start)
    while hit is not None:
        end = expression_end(text, hit.start())
        if end is None:
            hit = _CLOSED_OPENER.search(text, hit.start() + 1, line_start)
            continue
        if end > line_start:
            return hit.start()
        hit = _CLOSED_OPENER.search(text, end, line_start)
    return line_start


def _may_open(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] may hold an expression opener: every one
    holds "{" but "<%", "<?", "[%" and HTML::Template's tags (looked for
    as their usual upper case: each look costs 0.7% of a cold run over
    code). (Searches for these run at C speed; the opener pattern tries
    its alternatives at each character.)"""
    find = text.find  # (a chain of looks: a generator of them cost more than the looks)
    return (
        find("{", start, end) >= 0 or find("<%", start, end) >= 0 or find("<?", start, end) >= 0
        or find("[%", start, end) >= 0 or find("TMPL_", start, end) >= 0
    )


def template_index(text: str, start: int = 0, end: int | None = None, limit: int | None = None) -> Templates:
    """The template expressions opening in text[start:end] (closing by
    `limit`, default `end`) and their starts."""
    spans = template_spans(text, start, end, limit)
    return spans, [s for s, _ in spans]
