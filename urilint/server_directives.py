"""URIs a web server or proxy passes on, matches or rewrites itself: any
fix of them is unsafe (sweep 151, proven with Apache 2.4, nginx 1.22 and
HAProxy 2.6 in front of an echo backend).

- Apache escapes a "%" in a ``RewriteRule`` substitution (unless its flags
  say ``NE``, and a ``P`` target always) and in a ``RedirectMatch``
  target: a hex-case fix of ``x%e2`` changed the Location from
  ``x%25e2`` to ``x%25E2``. mod_proxy re-escapes a ``ProxyPass`` target
  (``/%7eapp/`` reached the backend as ``/%257eapp/``, and as ``/~app/``
  after a fix), and ``ProxyPassReverse`` compares the backend's Location
  with its prefix as written: the fixed one leaked the backend's address.
- nginx's ``proxy_redirect`` compares as written too (the same leak), and
  a ``proxy_pass`` URI decides what the upstream is sent (with a path, the
  normalized URI; without, the client's as written: the opt-in URI105's
  "http://h:80" -> "http://h:80/" sent ``/users`` for ``/api/users``).
  Caddy refuses a ``reverse_proxy`` upstream with a path.
- HAProxy's ``http-request`` and ``http-response`` arguments are log-format
  strings, where a lone ``%7E`` is a parse error, not an octet.
- Apache Traffic Server's ``remap.config``: its rules' URLs are the keys
  requests and origin Locations are matched against.

Told by the directive starting a line, in any file (a server's
configuration, a Markdown fence, a heredoc); a plain ``Redirect``,
``ErrorDocument`` and nginx's ``return`` send their URL as written and keep
their fixes.
"""

from __future__ import annotations

import os

from .model import has_safe_fix, made_unsafe, made_unsafe_inside
from .pattern_store import IGNORECASE, MULTILINE, compiled_re

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import Finding

REASON = "unsafe fix: a web server passes this URI on, or matches it, as written (a proxy target, a rewrite's substitution, a log-format string)"
REMAP = "unsafe fix: Traffic Server matches requests and origin Locations against this rule's URLs as written"
# Apache's directives are case-insensitive; nginx's, Caddy's and HAProxy's
# not, and nginx's may follow a block's "{" or another's ";" on a line.
APACHE_LINE = r"^[ \t]*(?:RewriteRule|RedirectMatch|ProxyPass(?:Match|Reverse(?:Cookie(?:Domain|Path))?)?|ProxyRemote(?:Match)?)[ \t][^\n]*"
OTHER_LINE = (
    r"(?:^|[{;])[ \t]*(?:proxy_pass|proxy_redirect|proxy_cookie_(?:path|domain)|(?:grpc|uwsgi|scgi|fastcgi|memcached)_pass"
    r"|reverse_proxy|http-(?:request|response|after-response)[ \t]+[a-z][a-z0-9-]*)[ \t(][^\n]*"
)
OTHER_MARKERS = ("_pass", "proxy_", "ttp-r")  # one of them in every OTHER_LINE
# A RewriteRule's flags, last on its line: NE sends the substitution as
# written, unless P hands it to mod_proxy.
REWRITE_FLAGS = r"\[([^\]\n]*)\][ \t]*\r?$"


def unsafe_in_server_directives(text: str, filename: str, findings: list[Finding]) -> list[Finding]:
    """`findings`, each safe fix on a line of the directives above (or in
    a ``remap.config``) made unsafe, saying why. Only the lines of safe
    fixes are looked at (the text is not searched: most files hold none)."""
    if not any(map(has_safe_fix, findings)):
        return findings
    if os.path.basename(filename) == "remap.config":
        return [made_unsafe(f, REMAP) for f in findings]
    passing: list[tuple[int, int]] = []
    line_end = -1
    for at in sorted(f.start for f in findings if has_safe_fix(f)):  # in order: each line found once
        if at <= line_end:
            continue  # on the line just looked at
        line_start = text.rfind("\n", max(line_end, 0), at) + 1
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        if _passes_on(text, line_start, line_end):
            passing.append((line_start, line_end))
    return made_unsafe_inside(findings, passing, REASON) if passing else findings


def _passes_on(text: str, start: int, end: int) -> bool:
    """Whether the line text[start:end] is one of the directives above."""
    apache = compiled_re(APACHE_LINE, IGNORECASE | MULTILINE).match(text, start, end)
    if apache is not None:
        return not _sent_as_written(apache.group())
    if not any(text.find(marker, start, end) >= 0 for marker in OTHER_MARKERS):
        return False  # (searched for first: OTHER_LINE is tried at every position of a long line)
    return compiled_re(OTHER_LINE, MULTILINE).search(text, start, end) is not None


def _sent_as_written(line: str) -> bool:
    """Whether a RewriteRule's flags say NE and not P."""
    if not line.lstrip().lower().startswith("rewriterule"):
        return False
    flags = compiled_re(REWRITE_FLAGS).search(line)
    if flags is None:
        return False
    names = {flag.strip().split("=")[0].lower() for flag in flags.group(1).split(",")}
    return bool(names & {"ne", "noescape"}) and not names & {"p", "proxy"}
