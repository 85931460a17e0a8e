"""A web server's substitution syntax in a rewrite or redirect directive's
own argument (and a wiki's in its URL shortcuts, git's in a log format),
whatever file holds it (a server's configuration, a Markdown fence, a
script's heredoc, a generator's string): opaque, not URI content.

- Apache's ``RewriteRule`` and ``RewriteCond`` and lighttpd's
  ``url.redirect`` and ``url.rewrite*``: ``%1``-``%9`` and ``$0``-``$9``
  (``RedirectMatch``: ``$0``-``$9`` alone) are back-references to groups
  (``https://%1/$1``, lighttpd's documented ``"https://%0$0"``), not
  malformed or lowercase escapes (``%1docs`` is group 1 then "docs").
  lighttpd sent a fixed ``https://%250$0`` to ``https://50/...`` (sweep 151:
  five real instances in a JavaScript generator, a shell heredoc and
  Markdown posts; Apache's in two Markdown fences).
- ikiwiki's ``[[!shortcut name=x url="https://e.org/search?q=%s"]]``: the
  URL's ``%s``, ``%S`` and ``%W`` are where the shortcut's text goes
  (sweep 158: 238 findings in ikiwiki's own shortcuts page and its copies).
- git's pretty formats, after ``--pretty=`` or ``--format=`` (or in a
  shell variable ``format="..."`` a script passes on; not an attribute's
  or a keyword argument's ``format=``, sweep 197): ``/commit/%H`` is the commit's
  hash, ``mailto:%ae`` its author's address (sweep 193: changelog
  generators in a PKGBUILD, a CI job, a Markdown comment, a bot's code).
- an XML DTD's parameter entity references in an ``<!ENTITY`` declaration
  (``'http://e.org/?%file;'``: an XXE payload's exfiltration, sweep 196).
- HAProxy's ``http-request`` and ``http-response`` actions: their
  arguments are log-format strings, where ``%ac`` (active connections),
  ``%[req.hdr(host)]`` and ``%{+Q}r`` are variables and ``%%`` a percent
  (proven with HAProxy 2.6; sweep 151).
"""

from __future__ import annotations

from ..model import Edit, UriSpan
from ..pattern_store import IGNORECASE, compiled_re
from ..positions import line_start
from .escapes import merge_opaque

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Sequence

# What stands on a URI's line before it when the URI is a directive's
# substitution (the whole stretch, case ignored, an opening quote allowed:
# a heredoc's or a generator's string): Apache's RewriteRule (its pattern
# between), RewriteCond (its test string, if any, between), RedirectMatch
# (its status and pattern), HAProxy's action (an action follows the
# keyword: Surge's "http-response https://..." script rules are no HAProxy
# line). The keyword anywhere else on the line says nothing (sweep 154:
# prose, comments and links that named RewriteRule lost their findings).
DIRECTIVE_BEFORE = (
    r"""[ \t]*(?:["'][ \t]*)?(?:"""
    r"""(?P<back>RewriteRule[ \t]+\S+[ \t]+|RewriteCond[ \t]+(?:\S+[ \t]+)?!?)"""
    r"""|(?P<group>RedirectMatch[ \t]+(?:\S+[ \t]+){1,2})"""
    r"""|(?P<log>http-(?:request|response|after-response)[ \t]+[a-z][a-z0-9-]*[ \t(][^\n]*)"""
    r"""|(?:[*+-][ \t]+)?(?P<shortcut>\[\[!shortcut\b[^\]\n]*?\burl=)"""
    r"""|(?P<git>(?:[^\n]*?--(?:pretty|format)=|(?:local[ \t]+|export[ \t]+)?format=["'])[^\n]*)"""
    r"""|(?P<entity>[^\n]*?<!ENTITY\b[^\n]*))["']?"""
)
# lighttpd's: the target of a "pattern" => "target" pair (a line's, or a
# list's over lines) in a url.redirect or url.rewrite* setting.
LIGHTTPD_TARGET = r"""=>[ \t]*["']\Z"""
LIGHTTPD_SETTING = r"""url\.(?:redirect|rewrite[a-z-]*)[ \t]*[+:]?=[ \t]*\("""
LIST_TOKEN = r""""(?:[^"\\\n]|\\.)*"|\)"""
OPAQUE = {
    "log": r"%%|%\[[^\]\n]*\]|%\{[^}\n]*\}[A-Za-z]*|%[A-Za-z]+",
    "group": r"\$[0-9]",
    "back": r"[%$][0-9]",
    "shortcut": r"%[sSW%]",
    "entity": r"%[A-Za-z_][\w.-]*;",  # looked for one past the URI's end: its ";" may be trimmed off
    "git": r"%x[0-9a-fA-F]{2}|%C\([^)\n]*\)|%(?:[ac][nNeElLdDrtiIsh]|G[G?SKFPT]|g[DdnNeEs]|[HhTtPpdDeSsfbBNmn%])",
}
# One of them stands before every URI DIRECTIVE_BEFORE matches (but an
# all-capitals Apache directive's) and in every lighttpd setting. Each may
# be a scan of a file's whole text: as few as cover them, of five
# characters (CPython's search of a longer one in a long text is its slower
# two-way search).
MARKERS = ("ewrit", "edire", "ttp-r", "[[!sh", "rmat=", "retty", "ENTIT")
# How far before a URI its line's start is looked for: a longer line's
# keyword is not seen (the search stays linear in a minified file).
REACH = 1000
# What looking at one URI for a "%" costs, in characters of text scanned
# for the markers (measured: about 375 ns against 3 ns).
URI_COST = 128


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
    # The cheaper look first: most files' URIs hold no "%" (the standard
    # library's cold run took 15% longer when every file's text was scanned
    # for the markers), but a link-dense page holds a URI every hundred
    # characters, and a URI's look costs a hundred times a character's.
    if len(spans) * URI_COST < len(text):
        holding = _holding(text, spans)
        if not holding or marked is False:
            return spans
        if marked is None and len(holding) * URI_COST >= len(text) and not holds_markers(text):
            return spans  # (with fewer, each one's line is looked at for a marker: cheaper than the text)
    else:
        if not (holds_markers(text) if marked is None else marked):
            return spans
        holding = _holding(text, spans)
    result: list[UriSpan] | None = None
    for index in holding:
        span = spans[index]
        start, end = span.start, span.end
        syntax = _syntax(text, start)
        if syntax is None:
            continue
        stop = end + 1 if syntax == "entity" else end
        found = [(a, min(b, end)) for a, b in (match.span() for match in compiled_re(OPAQUE[syntax]).finditer(text, start, stop))]
        if found:
            if result is None:
                result = list(spans)
            result[index] = span._replace(opaque=merge_opaque(span.opaque, found))
    return spans if result is None else result


def _holding(text: str, spans: list[UriSpan]) -> list[int]:
    """The indexes of the spans that hold a "%" or a "$"."""
    find = text.find
    return [
        index for index, span in enumerate(spans)
        if find("%", span.start, span.end) >= 0 or find("$", span.start, span.end) >= 0
    ]


def _syntax(text: str, start: int) -> str | None:
    """Which substitution syntax (a key of OPAQUE) the URI at `start`
    holds, as told by what stands before it (see DIRECTIVE_BEFORE)."""
    floor = max(0, start - REACH)
    line = line_start(text, start, floor)
    if not any(text.find(marker, line, start) >= 0 for marker in MARKERS) and text.find("=>", line, start) < 0:
        return None
    directive = compiled_re(DIRECTIVE_BEFORE, IGNORECASE).fullmatch(text, line, start)
    if directive is not None:
        syntax = directive.lastgroup
        return None if syntax == "git" and not _in_git_format(text, line, start) else syntax
    if compiled_re(LIGHTTPD_TARGET).search(text, max(line, start - 8), start) is None:
        return None
    setting = text.rfind("url.re", floor, start)
    opened = compiled_re(LIGHTTPD_SETTING).match(text, setting) if setting >= 0 else None
    if opened is None:
        return None
    # Still inside its list: no ")" outside quotes between (a closed list's
    # reach ends there: sweep 157, an alias.url's "%7e" after one was hidden).
    for token in compiled_re(LIST_TOKEN).finditer(text, opened.end(), start):
        if token.group() == ")":
            return None
    return "back"


def _in_git_format(text: str, line: int, start: int) -> bool:
    """Whether the URI at `start` stands in the argument of the git format
    before it on its line (from `line`), not after it (sweep 203): no ";"
    between, at most one quote (the argument's opening one), backticks
    paired (a code span's closing one puts the URI in prose after it)."""
    marker = max(text.rfind("--pretty=", line, start), text.rfind("format=", line, start))
    if marker < 0:
        return False
    between = text[marker:start]
    return ";" not in between and between.count('"') + between.count("'") <= 1 and between.count("`") % 2 == 0
