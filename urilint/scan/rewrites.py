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

import bisect

from ..model import UriSpan
from ..pattern_store import IGNORECASE, MULTILINE, compiled_re
from .escapes import merge_opaque

# Compiled on first use: only texts holding one of MARKERS need them.
MARKERS = ("ewrite", "edirect", "http-request", "http-response")
BACK_REFERENCE_LINE = r"^[^\n]*?\b(?:Rewrite(?:Rule|Cond)|url\.redirect|url\.rewrite(?:-[a-z-]+)?)\b[^\n]*"
BACK_REFERENCE = r"[%$][0-9]"
# mod_alias's RedirectMatch has its pattern's groups alone: "%7e" there is an octet.
GROUP_LINE = r"^[^\n]*?\bRedirectMatch\b[^\n]*"
GROUP = r"\$[0-9]"
# An action follows the keyword ("redirect", "set-header"): Surge's
# "http-response https://..." script rules are no HAProxy line.
LOG_FORMAT_LINE = r"^[ \t]*http-(?:request|response|after-response)[ \t]+[a-z][a-z0-9-]*[ \t(][^\n]*"
LOG_FORMAT_VARIABLE = r"%%|%\[[^\]\n]*\]|%\{[^}\n]*\}[A-Za-z]*|%[A-Za-z]+"


def substitutions_opaque(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans` with the back-references and log-format variables of the
    lines above opaque."""
    if not any(marker in text for marker in MARKERS):
        return spans
    lines = [
        (match.start(), match.end(), BACK_REFERENCE)
        for match in compiled_re(BACK_REFERENCE_LINE, IGNORECASE | MULTILINE).finditer(text)
    ]
    lines += [(match.start(), match.end(), GROUP) for match in compiled_re(GROUP_LINE, IGNORECASE | MULTILINE).finditer(text)]
    if "http-re" in text:
        lines += [
            (match.start(), match.end(), LOG_FORMAT_VARIABLE)
            for match in compiled_re(LOG_FORMAT_LINE, MULTILINE).finditer(text)
        ]
    if not lines:
        return spans
    lines.sort()
    starts = [start for start, _, _ in lines]
    result = []
    for span in spans:
        index = bisect.bisect_right(starts, span.start) - 1
        if index >= 0 and span.start < lines[index][1]:
            syntax = compiled_re(lines[index][2])
            found = [match.span() for match in syntax.finditer(text, span.start, span.end)]
            if found:
                span = span._replace(opaque=merge_opaque(span.opaque, found))
        result.append(span)
    return result
