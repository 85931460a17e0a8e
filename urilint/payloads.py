"""A URI written as an attack payload: a security test's input (a fuzzer's
wordlist, a scanner's template, a write-up's exploit), whose exact bytes
are its point. RFC 3986 calls ``%2f`` and ``%2F`` equivalent; the filters
these payloads probe may not, and a list keeps both on purpose (sweep
167: PayloadsAllTheThings' Intruder lists, nuclei's open-redirect
template, hacktricks' CRLF and SSRF pages, a Gopherus transcript)."""

from __future__ import annotations

from .pattern_store import compiled_re
from .under_test import is_test_data

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import UriSpan

PAYLOAD = "unsafe fix: an attack payload (an encoded control character, a traversal, an injected script or query), written so on purpose"

# Signs of a payload anywhere in the URI: an encoded control character but
# a tab or line break (NUL injection), a line break before a header
# ("%0d%0aSet-Cookie:": header injection; not before a URL's "https%3a%2f%2f"
# in a share link's text), a traversal through an encoded slash, backslash
# or dot. (An encoded letter or digit, obfuscation, is never decoded by a
# safe fix: rules/encoded_unreserved.py.)
_SIGNS = (
    r"(?i)%(?:0[0-8bcef]|1[0-9a-f]|7f)|%0[ad][\w-]+(?::|%3a)(?!/|%2f)"
    r"|\.\.%(?:2f|5c)|%(?:2f|5c)\.\.|%2e%2e|\.%2e|%2e\."
)
# An injected script or SQL, looked for before a text fragment's ":~:"
# (a page's words: "#:~:text=union+select"; sweep 170).
# SQL joined by encoded blanks or comments ("union%2f**%2fselect", MySQL's
# load_file), an OGNL expression ("${%23a%3d..."), a PHP wrapper or CGI
# option (CVE-2012-1823's "?-d+allow_url_include%3d1"), a file an inclusion
# reads, overlong UTF-8 dots, a web shell's command (sweep 196: safe fixes
# rewrote such nuclei templates and write-ups).
_INJECTED = (
    r"(?i)(?:alert|prompt|confirm)(?:\(|%28)|<script|%3cscript|onerror=|@@version"
    r"|union(?:%20|\+|%2f\*+%2f|/\*+/)+select|load(?:_|%5f)file|(?:\$|%24|%25)\{\(?(?:#|%23)[a-z_]\w*(?:=|%3d)"
    r"|php://(?:filter|input)|allow_url_include|auto_prepend_file|(?:/|%2f)etc(?:/|%2f)passwd"
    r"|%(?:25)?c0%(?:25)?a[ef]|[?&]cmd=(?:id|whoami|ls|dir|cat|uname|pwd|wget|curl|nc|bash|sh)\b|=(?:\.\./){2}"
)
# Before the query: an encoded tab or line break in the path (CRLF injection:
# "/%0d%0a..."; gopher's and Redis' SSRF payloads), or an encoded slash or
# backslash in the authority, an open-redirect bypass ("https://%2f%2f.oast.me/",
# "https://%5coast.me@"). In a query, "%0A" is a text's line break (an issue
# template's body, a share link's text).
_BEFORE_QUERY = r"(?i)[^?#]*%0[9ad]|[a-z][a-z0-9+.-]*:/{2,3}[^/?#]*%(?:2f|5c)"
# In a gopher URL "%09" separates the selector from a search's terms (RFC 4266 2.1).
_BEFORE_GOPHER_QUERY = _BEFORE_QUERY.replace("%0[9ad]", "%0[ad]")


def payload_refusal(text: str, span: UriSpan, filename: str) -> str | None:
    """PAYLOAD when the URI at `span` (in the file `filename`) shows a sign
    of an attack payload; not in a mail link (RFC 6068 writes a body's
    line breaks "%0D%0A") or a test's data, whose own reason says more."""
    scheme = text[span.start : span.start + 7].lower()
    if scheme == "mailto:":
        return None
    directive = text.find(":~:", span.start, span.end)
    if (  # (two characters past its end: a bare URI's trailing dots, "https://e.org/%2f..", are cut off)
        compiled_re(_SIGNS).search(text, span.start, span.end + 2) is None
        and compiled_re(_INJECTED).search(text, span.start, directive if directive >= 0 else span.end) is None
        and compiled_re(_BEFORE_GOPHER_QUERY if scheme == "gopher:" else _BEFORE_QUERY).match(text, span.start, span.end) is None
        and not _in_expression(text, span.start)
    ):
        return None
    return None if is_test_data(filename) else PAYLOAD


# An OGNL expression a URI stands in ("${%23a%3d...,"http://{{Host}}/r%3d"...}":
# Struts' injection, sweep 196; an assignment to a variable, not bash's
# "${#array[@]}", sweep 197), looked for on the URI's line before it.
_EXPRESSION_BEFORE = r"(?i)(?:\$|%24|%)\{\(?(?:#|%23)[a-z_]\w*(?:=|%3d)"
EXPRESSION_REACH = 1000


def _in_expression(text: str, start: int) -> bool:
    """Whether an OGNL expression opens on the line of the URI at `start`, before it."""
    reach = max(0, start - EXPRESSION_REACH)
    line = text.rfind("\n", reach, start) + 1 or reach  # a line longer than the reach: its last REACH characters
    return text.find("{", line, start) >= 0 and compiled_re(_EXPRESSION_BEFORE).search(text, line, start) is not None
