"""A web server's substitution syntax in its rewrite and redirect lines,
whatever file holds them (a server's configuration, a Markdown fence, a
script's heredoc, a generator's string): opaque, not URI content.

- Apache's ``RewriteRule`` and ``RewriteCond`` and lighttpd's
  ``url.redirect`` and ``url.rewrite*``: ``%1``-``%9`` and ``$0``-``$9``
  (``RedirectMatch``: ``$0``-``$9`` alone) are back-references to groups
  (``https://%1/$1``, lighttpd's documented ``"https://%0$0"``), not
  malformed or lowercase escapes (``%1docs`` is group 1 then "docs").
  lighttpd sent a fixed ``https://%250$0`` to ``https://50/...`` (sweep 151:
  five real instances in a JavaScript generator, a shell heredoc and
  Markdown posts; Apache's in two Markdown fences).
- HAProxy's ``http-request`` and ``http-response`` actions: their
  arguments are log-format strings, where ``%ac`` (active connections),
  ``%[req.hdr(host)]`` and ``%{+Q}r`` are variables and ``%%`` a percent
  (proven with HAProxy 2.6; sweep 151).
"""

from __future__ import annotations

from ..model import Edit, UriSpan
from ..pattern_store import IGNORECASE, MULTILINE, compiled_re
from .escapes import merge_opaque

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Sequence

# What, before a URI on its line, says which syntax it holds (the first
# that matches): HAProxy's action (an action follows the keyword: Surge's
# "http-response https://..." script rules are no HAProxy line), mod_alias's
# RedirectMatch (its pattern's groups alone: "%7e" there is an octet), or a
# rewrite's back-references. Compiled on first use.
LINE_SYNTAX = (
    r"(?P<log>^[ \t]*http-(?:request|response|after-response)[ \t]+[a-z][a-z0-9-]*[ \t(])"
    r"|(?P<group>\bRedirectMatch\b)"
    r"|(?P<back>\b(?:Rewrite(?:Rule|Cond)|url\.redirect|url\.rewrite(?:-[a-z-]+)?)\b)"
)
OPAQUE = {
    "log": r"%%|%\[[^\]\n]*\]|%\{[^}\n]*\}[A-Za-z]*|%[A-Za-z]+",
    "group": r"\$[0-9]",
    "back": r"[%$][0-9]",
}
# One of them stands in every line LINE_SYNTAX matches (but an all-capitals
# Apache directive's). Each is a scan of a file's whole text, which most
# files pass: as few as cover the lines, of five characters (CPython's
# search of a longer one in a long text is its slower two-way search).
MARKERS = ("ewrit", "edire", "ttp-r")
# How far before a URI its line's start is looked for: a longer line's
# keyword is not seen (the search stays linear in a minified file).
REACH = 1000


_last: tuple[str | None, bool] = (None, False)  # the last text looked at, and whether it holds a marker


def holds_markers(text: str) -> bool:
    """Whether `text` holds one of MARKERS (the last text's answer kept:
    a fix's proof extracts the text it fixes again)."""
    global _last
    last = _last
    if last[0] is text:
        return last[1]
    found = any(marker in text for marker in MARKERS)
    _last = (text, found)
    return found


def edited_holds_markers(old: str, new: str, edits: Sequence[Edit]) -> bool:
    """holds_markers(new) for `new`, made from `old` by the sorted
    `edits`: when `old` was just found to hold none, only the text around
    each replacement is searched (a marker `new` holds overlaps one)."""
    global _last
    last = _last
    if last[0] is not old or last[1]:
        return holds_markers(new)
    width = max(map(len, MARKERS)) - 1
    shift = 0
    for edit in edits:
        start = edit.start + shift
        end = start + len(edit.replacement)
        around = new[max(0, start - width) : end + width]
        if any(marker in around for marker in MARKERS):
            return holds_markers(new)
        shift += len(edit.replacement) - (edit.end - edit.start)
    _last = (new, False)
    return False


def substitutions_opaque(text: str, spans: list[UriSpan], marked: bool | None = None) -> list[UriSpan]:
    """`spans` with the back-references and log-format variables of the
    lines above opaque (`marked`: whether the text holds a marker, when
    known). Only a URI holding a "%" or a "$" is looked at, and only its
    line before it."""
    if not (holds_markers(text) if marked is None else marked):
        return spans
    result: list[UriSpan] | None = None
    for index, span in enumerate(spans):
        start, end = span.start, span.end
        if text.find("%", start, end) < 0 and text.find("$", start, end) < 0:
            continue
        floor = max(0, start - REACH)
        line = text.rfind("\n", floor, start) + 1 or floor
        syntax = compiled_re(LINE_SYNTAX, IGNORECASE | MULTILINE).search(text, line, start)
        if syntax is None:
            continue
        found = [match.span() for match in compiled_re(OPAQUE[syntax.lastgroup or ""]).finditer(text, start, end)]
        if found:
            if result is None:
                result = list(spans)
            result[index] = span._replace(opaque=merge_opaque(span.opaque, found))
    return spans if result is None else result
