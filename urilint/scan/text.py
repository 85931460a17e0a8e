"""Plain text, and any file of no known type: bare URIs only. In a man
page (roff source, told by its head) a backslash starts an escape
(``\\-`` is a hyphen, ``\\&`` nothing): escapes are markup, not URI content.
(A web server's rewrite lines, in any file: rewrites.py.) A line that starts and ends
with ``%`` is a regular expression with ``%`` delimiters (PHPUnit's
deprecation ignore files: ``%... See https://www.drupal.org/node/1%``):
its last ``%`` is no part of a URI before it."""

from __future__ import annotations

from ..model import UriSpan
from ..pattern_store import compiled_re
from .bare import find_bare
from .ends import trim
from .escapes import escapes_opaque, shell_escapes_opaque

# A man page: its first line that is not blank is a roff request or
# comment (``.TH``, ``.\\"``, ``'\\"``, also ``.lf``, ``.nh``, ``.ds``, ``.ig``:
# go-md2man's and lsof's pages), and its head holds the title (man's
# ``.TH``, mdoc's ``.Dd``, po4a's ``.if !'po4a'hide' .TH``) or ``.so`` (a
# page that includes another). The Google Cloud SDK's pages start with a
# blank line.
ROFF_FIRST = compiled_re(r"""\s*[.']""")
ROFF_TITLE = compiled_re(r"""[.'][ \t]*\\"|[.'](?:TH|Dd|so)[ \t]""")
ROFF_HEAD = 4096
# A page a preprocessor makes first (groff's own groff_man.7.man.in opens
# with m4's "divert(-1)": sweep 134) is told by a title line in its head.
ROFF_TITLE_LINE = r"(?m)^[.'](?:TH|Dd)[ \t]"
# Escapes that end a font or colour change (\fR, \fP, \f[], \m[]): a URL
# set in bold or in colour ends there (DocBook's pages: nmap's Japanese
# "\fB\%https://nmap.org\fR\m[]から入手できる。" read the prose after it
# into the host; sweep 134, groff showed the encoded prose after a fix).
FONT_RESET = r"\\f(?:[RP]|\[R?\])|\\m\[\]"
# An ad-block network filter's options after its pattern, which a filter
# list's line that starts with a URL may have ("https://e.com/ads/*$image,
# third-party"): the pattern is matched against request URLs as written
# (sweep 136, proven with Ghostery's adblocker). Its "^" is a separator and
# a last "|" an anchor: the URI ends before them (uBlock's lists, EasyList's
# "|http://p.pw^$subdocument": 85 findings of a raw "^" in sweep 136).
FILTER_OPTIONS = (
    r"[^\s$]{0,2048}\$~?(?:script|image|stylesheet|css|object|xmlhttprequest|xhr|subdocument|frame|ping|websocket"
    r"|webrtc|document|doc|elemhide|ehide|generichide|ghide|genericblock|specifichide|shide|popup|popunder|font|media"
    r"|other|third-party|3p|first-party|1p|strict1p|strict3p|match-case|domain|from|to|denyallow|important|badfilter"
    r"|redirect|redirect-rule|removeparam|queryprune|csp|permissions|header|all|rewrite|replace|cookie|network|app"
    r"|inline-script|inline-font|empty|mp4|jsonprune|urltransform|uritransform|hls|method)(?![\w-])"
)
FILTER_ANCHORS = ("|", "@@|")
# A filter list's head: its first line, or its title's comment.
FILTER_LIST_HEADS = ("[Adblock", "[uBlock", "[AdGuard")
FILTER_TITLE, FILTER_HEAD_REACH = "! Title:", 1024


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    spans = list(find_bare(text, schemes, enclosers="<"))
    if spans:
        spans = [_before_delimiter(text, span) if text[span.end - 1] == "%" else span for span in spans]
    if spans and ("^" in text or "|" in text):
        spans = [_before_filter_marks(text, span) for span in spans]
    if spans and "\\" in text:
        if _is_man_page(text):
            return [escapes_opaque(text, _before_font_reset(text, span), escapable=None) for span in spans]
        spans = shell_escapes_opaque(text, spans)
    return spans


def _is_man_page(text: str) -> bool:
    """Whether `text` is roff source (see ROFF_FIRST and ROFF_TITLE_LINE)."""
    if ROFF_FIRST.match(text) is not None:
        return ROFF_TITLE.search(text, 0, ROFF_HEAD) is not None
    return compiled_re(ROFF_TITLE_LINE).search(text, 0, ROFF_HEAD) is not None


def _before_font_reset(text: str, span: UriSpan) -> UriSpan:
    """`span` ended at a FONT_RESET escape in it (past its "://"), its
    trailing punctuation before the escape dropped as at any end."""
    if text.find("\\", span.start, span.end) < 0:
        return span
    body = text.find("://", span.start, span.end)
    reset = compiled_re(FONT_RESET).search(text, body + 4 if body >= 0 else span.end, span.end)
    return span if reset is None else span.ending_at(trim(text, span.start, reset.start()))


def _filter_prefix(text: str, start: int) -> str | None:
    """What stands before `start` on its line when that is at most 4
    characters (a filter's anchor or exception mark), else None."""
    head = text[max(0, start - 4) : start]
    newline = head.rfind("\n")
    if newline >= 0:
        return head[newline + 1 :]
    return head if start <= 4 else None


def is_network_filter(text: str, start: int) -> bool:
    """Whether the URI at `start` is an ad-block network filter's pattern:
    anchored ("|https://", "@@|https://"), or starting its line and
    followed by the filter's options (FILTER_OPTIONS) or in a filter list
    (told by its head)."""
    prefix = _filter_prefix(text, start)
    if prefix in FILTER_ANCHORS:
        return True
    return prefix in ("", "@@") and (
        text.startswith(FILTER_LIST_HEADS) or text.find(FILTER_TITLE, 0, FILTER_HEAD_REACH) >= 0
        or compiled_re(FILTER_OPTIONS).match(text, start) is not None
    )


def _before_filter_marks(text: str, span: UriSpan) -> UriSpan:
    """`span` ended before a network filter's "^" separator or its last
    "|" anchor (see FILTER_OPTIONS)."""
    caret = text.find("^", span.start, span.end)
    anchored = text[span.end - 1] == "|"
    if (caret < 0 and not anchored) or not is_network_filter(text, span.start):
        return span
    return span.ending_at(caret if caret >= 0 else span.end - 1)


def _before_delimiter(text: str, span: UriSpan) -> UriSpan:
    """`span`, ending in a "%", without it when that "%" ends its line and
    the line starts with one: a "%"-delimited pattern."""
    if text[span.end : span.end + 1] not in ("", "\n", "\r"):
        return span
    line = text.rfind("\n", 0, span.start) + 1
    if text[line:span.start].lstrip().startswith("%"):
        return span.ending_at(span.end - 1)
    return span
