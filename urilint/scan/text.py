"""Plain text, and any file of no known type: bare URIs only. In a man
page (roff source, told by its head) a backslash starts an escape
(``\\-`` is a hyphen, ``\\&`` nothing): escapes are markup, not URI content.
In Apache's ``RewriteRule`` and ``RewriteCond`` lines (``.htaccess``,
``httpd.conf``) ``%1``-``%9`` and ``$0``-``$9`` are back-references to the
patterns' groups (``https://%1/$1``): opaque, not malformed or lowercase
escapes (``%1docs`` is group 1 then "docs"). A line that starts and ends
with ``%`` is a regular expression with ``%`` delimiters (PHPUnit's
deprecation ignore files: ``%... See https://www.drupal.org/node/1%``):
its last ``%`` is no part of a URI before it."""

from __future__ import annotations

from ..model import UriSpan
from ..pattern_store import compiled_re
from .bare import find_bare
from .combine import inside
from .escapes import escapes_opaque, merge_opaque

# A man page: its first line that is not blank is a roff request or
# comment (``.TH``, ``.\\"``, ``'\\"``, also ``.lf``, ``.nh``, ``.ds``, ``.ig``:
# go-md2man's and lsof's pages), and its head holds the title (man's
# ``.TH``, mdoc's ``.Dd``, po4a's ``.if !'po4a'hide' .TH``) or ``.so`` (a
# page that includes another). The Google Cloud SDK's pages start with a
# blank line.
ROFF_FIRST = compiled_re(r"""\s*[.']""")
ROFF_TITLE = compiled_re(r"""[.'][ \t]*\\"|[.'](?:TH|Dd|so)[ \t]""")
ROFF_HEAD = 4096
# Compiled on first use (re's own cache): only files holding "ewrite" need them.
REWRITE_LINE = r"(?mi)^[ \t]*Rewrite(?:Rule|Cond)[ \t][^\n]*"
BACK_REFERENCE = r"[%$][0-9]"


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    spans = list(find_bare(text, schemes, enclosers="<"))
    if spans:
        spans = [_before_delimiter(text, span) if text[span.end - 1] == "%" else span for span in spans]
    if spans and "\\" in text and _is_man_page(text):
        return [escapes_opaque(text, span, escapable=None) for span in spans]
    if spans and "ewrite" in text:
        return _back_references_opaque(text, spans)
    return spans


def _is_man_page(text: str) -> bool:
    """Whether `text` is roff source (see ROFF_FIRST)."""
    return ROFF_FIRST.match(text) is not None and ROFF_TITLE.search(text, 0, ROFF_HEAD) is not None


def _before_delimiter(text: str, span: UriSpan) -> UriSpan:
    """`span`, ending in a "%", without it when that "%" ends its line and
    the line starts with one: a "%"-delimited pattern."""
    if text[span.end : span.end + 1] not in ("", "\n", "\r"):
        return span
    line = text.rfind("\n", 0, span.start) + 1
    if text[line:span.start].lstrip().startswith("%"):
        return span.ending_at(span.end - 1)
    return span


def _back_references_opaque(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans` with the back-references of Apache's rewrite lines opaque."""
    lines = [match.span() for match in compiled_re(REWRITE_LINE).finditer(text)]
    if not lines:
        return spans
    result = []
    for span in spans:
        if inside(lines, span.start):
            references = [match.span() for match in compiled_re(BACK_REFERENCE).finditer(text, span.start, span.end)]
            if references:
                span = span._replace(opaque=merge_opaque(span.opaque, references))
        result.append(span)
    return result
