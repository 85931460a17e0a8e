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
- Text matchers: a ``RewriteCond``, mod_substitute's and mod_proxy_html's
  patterns, nginx's ``sub_filter`` compare the page or request as written.

Told by the URI being the directive's argument (what stands before it on
its line), in any file (a server's configuration, a Markdown fence, a
heredoc); a plain ``Redirect``,
``ErrorDocument`` and nginx's ``return`` send their URL as written and keep
their fixes.
"""

from __future__ import annotations

import os

from .model import has_safe_fix, made_unsafe
from .pattern_store import IGNORECASE, compiled_re
from .positions import line_start

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import Finding

REASON = "unsafe fix: a web server passes this URI on, or matches it, as written (a proxy target, a rewrite's substitution or condition, a text filter's pattern, a log-format string)"
REMAP = "unsafe fix: Traffic Server matches requests and origin Locations against this rule's URLs as written"
# What stands on a URI's line before it when the URI is such a directive's
# argument (the whole stretch: a prose line that starts with "ProxyPass"
# keeps its fixes; sweep 154). Apache's directives are case-insensitive,
# nginx's, Caddy's and HAProxy's not; nginx's may follow a block's "{" or
# another's ";" on the line (an assignment, "proxy_pass = ...", is no
# directive: sweep 157).
APACHE_BEFORE = (
    r"""[ \t]*(?:["'][ \t]*)?(?P<directive>RewriteRule[ \t]+\S+|RedirectMatch[ \t]+\S+(?:[ \t]+\S+)?"""
    r"""|ProxyPass(?:Match|Reverse(?:Cookie(?:Domain|Path))?)?(?:[ \t]+\S+)?|ProxyRemote(?:Match)?[ \t]+\S+)[ \t]+["']?"""
)
OTHER_BEFORE = (
    r"""(?:[^\n]*[{;])?[ \t]*(?:(?:proxy_pass|proxy_redirect|proxy_cookie_(?:path|domain)"""
    r"""|(?:grpc|uwsgi|scgi|fastcgi|memcached)_pass|reverse_proxy)(?:[ \t]+(?![=:])\S+)?"""
    r"""|http-(?:request|response|after-response)[ \t]+[a-z][a-z0-9-]*[ \t(][^\n]*)[ \t]+["']?"""
)
OTHER_MARKERS = ("_pass", "proxy_", "_proxy", "ttp-r")  # one of them before every URI OTHER_BEFORE matches
# Text a server matches as written anywhere on the line (sweep 216): a
# RewriteCond's test string and pattern, mod_substitute's "s|from|to|",
# mod_proxy_html's URL map, nginx's sub_filter. A fix of "%7e" in them no
# longer matches the page or the request the server sees.
# So is an Apache LogFormat or CustomLog format: its "%2f" is the "%f"
# directive on status 2xx (sweep 220's probe: "%2F" is rejected).
MATCHER_BEFORE = r"""(?:[^\n]*[{;])?[ \t]*(?:RewriteCond|Substitute|ProxyHTMLURLMap|sub_filter|LogFormat|CustomLog)[ \t][^\n]*"""
MATCHER_MARKERS = ("rewritecond", "substitute", "urlmap", "sub_filter", "logformat", "customlog")
# How far before a URI its line's start is looked for (linear in a long line).
REACH = 1000
# A RewriteRule's flags, last on its line: NE sends the substitution as
# written, unless P hands it to mod_proxy.
REWRITE_FLAGS = r"\[([^\]\n]*)\][ \t]*\r?$"


def unsafe_in_server_directives(text: str, filename: str, findings: list[Finding]) -> list[Finding]:
    """`findings`, each safe fix on a line of the directives above (or in
    a ``remap.config``) made unsafe, saying why. Only the lines of safe
    fixes are looked at, before their URIs (the text is not searched: most
    files hold none)."""
    if not any(map(has_safe_fix, findings)):
        return findings
    if os.path.basename(filename) == "remap.config":
        return [made_unsafe(f, REMAP) for f in findings]
    verdicts: dict[int, bool] = {}  # a URI's start: whether a server passes it on
    for finding in findings:
        if has_safe_fix(finding) and finding.uri_start not in verdicts:
            verdicts[finding.uri_start] = _passed_on(text, finding.uri_start)
    if not any(verdicts.values()):
        return findings
    return [made_unsafe(f, REASON) if has_safe_fix(f) and verdicts[f.uri_start] else f for f in findings]


def _passed_on(text: str, start: int) -> bool:
    """Whether the URI at `start` is an argument of the directives above."""
    line = line_start(text, start, max(0, start - REACH))
    apache = compiled_re(APACHE_BEFORE, IGNORECASE).fullmatch(text, line, start)
    if apache is not None:
        end = text.find("\n", start)
        return not _sent_as_written(apache.group("directive") + text[start : len(text) if end < 0 else end])
    before = text[line:start].lower()
    if any(marker in before for marker in MATCHER_MARKERS) and compiled_re(MATCHER_BEFORE, IGNORECASE).fullmatch(text, line, start):
        return True
    if not any(text.find(marker, line, start) >= 0 for marker in OTHER_MARKERS):
        return False  # (looked for first: OTHER_BEFORE may try every position of a long line)
    return compiled_re(OTHER_BEFORE).fullmatch(text, line, start) is not None


def _sent_as_written(line: str) -> bool:
    """Whether a RewriteRule's flags say NE and not P."""
    if not line.lstrip().lower().startswith("rewriterule"):
        return False
    flags = compiled_re(REWRITE_FLAGS).search(line)
    if flags is None:
        return False
    names = {flag.strip().split("=")[0].lower() for flag in flags.group(1).split(",")}
    return bool(names & {"ne", "noescape"}) and not names & {"p", "proxy"}
