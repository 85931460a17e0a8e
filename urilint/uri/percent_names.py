"""Percent-led placeholders in a URI (``%{name}``, ``%NAME%``,
``%%merge x%%``, ``%(name)s``...) told apart from percent-encoded octets,
and the checks that tell them (an IP literal's zone, a hex pair)."""

from __future__ import annotations

from ..pattern_store import compiled_re

# Ruby/GitLab/Rails i18n and Apache's "%{name}", Struts' OGNL "%{#url}"
# (ModSecurity's
# "%{request_headers.host}", dune's "%{dep:x-y}"), HCL's template directives
# "%{ if var.x }" / "%{~ endfor ~}" (a space or "~" after the brace),
# Python's "%(name)s" (a Zulip linkifier in a JS string), docker-library's
# "%%GITHUB-REPO%%" ("%%" is no octet; Pardot's and Salesforce Marketing
# Cloud's "%%view_online%%", "%%First Name%%", Lyris ListManager's
# "%%merge members_.fullname_%%", and AMPscript's inline
# "%%=v(@id)=%%" and block "%%[ ... ]%%", which the mail platform
# evaluates before any browser sees the link), HAProxy's sample fetches
# "%[req.hdr(host)]", LuaRocks' test files' "%{url(%{tmpdir})}" (a
# function of placeholders), Hiera's top-scope "%{::fqdn}" and
# "%{literal('%')}" (puppet printed "http://%25{::fqdn}:2379" after a fix,
# sweep 177), Envoy's and Istio's command operators "%REQ(:authority)%",
# "%START_TIME(%s)%", "%REQ(USER-AGENT):10%" (the oauth2-proxy ext-authz
# recipe's "https://%REQ(:authority)%%REQ(x-envoy-original-path?:path)%",
# sweep 216: a name of capitals not starting with two hex digits but CEL's,
# no escape after it: "%C9COLE_(film)%20" is escapes, sweep 224); "%NAME%" (Create React App's
# %PUBLIC_URL%, sed-replaced markers, "%GITHUB-REPO%", PowerDesigner's
# "%_DBMS%" and "%[XOL]%": sweep 221): group 1 is the NAME;
# lower-case names of two letters or more (hyphens inside: userscripts'
# search URLs' "?s=%tt%", "q=%release-group-name%", sweep 136), dotted names and Symfony's env
# processors, Writerside's "%ktor_version%", "%sveltekit.assets%",
# "%kernel.project_dir%", "%env(API_URL)%", and names in camel case, a
# mail merge's "mailto:%CompanyEmail%", Windows' "%AppData%" (sweep 200): group 2. And curl's test
# files' unclosed upper-case macros, "%HOSTIP:%HTTPPORT/%TESTNUMBER" (2,451
# findings in curl's tests/data): four characters or more, not two hex
# digits first ("%TESTNUMBER" is one; "%DEADBEEF" is an octet and text,
# "100%OFF" a malformed "%").
PERCENT_NAME = compiled_re(
    r"%(?:\{(?:::)?[^\W\d][\w.:-]*(?:\((?:[^(){}\n%']|'[^'\n]*'|%\{[^\W\d][\w.:-]*\})*\))?\}|\{#[^{}\n]*\}|\{[ ~][^{}\n]*\}|\[[^\[\]\s%]+\](?:%(?![0-9A-Fa-f]{2}))?|\([A-Za-z_]\w*\)[sdr]|(?:CEL|(?![0-9A-F]{2})[A-Z][A-Z0-9_]*)\([^()\n]{0,200}\)(?::[0-9]+)?%(?![0-9A-Fa-f]{2})|%[A-Za-z_][\w .-]{0,60}[A-Za-z0-9_]%%|%=[^\n]{0,500}?=%%|%\[[^\n]{0,500}?\]%%"
    r"|(?![0-9A-F]{2})[A-Z][A-Z0-9_]{3,}(?![\w%]|-[\w-]+%)"
    r"|([A-Z_][A-Z0-9_-]*[A-Z0-9_])%|([a-z][a-z0-9_]*(?:\.[A-Za-z0-9_]+)+|[a-z][a-z0-9_-]*[a-z0-9_]|env\([\w:.-]+\)"
    r"|[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+)%)"
)
_HEX = frozenset("0123456789ABCDEF")
_HEX_PAIRS = frozenset(a + b for a in _HEX for b in _HEX)
_HEX_LOWER = frozenset("0123456789abcdef")


def is_percent_placeholder(
    text: str, start: int, pos: int, name: str | None, dotted: str | None = None, end: int | None = None
) -> bool:
    """Whether the ``%{name}`` or ``%NAME%`` at `pos` is a placeholder.
    ``%NAME%`` is not when it may be percent-encoded octets: NAME is two
    hex digits (``%C3%A9``: an escape, then the next one), or the ``%``
    follows an escape of a non-ASCII octet (``%C3%A9X%``: ``%A9``
    continues a UTF-8 sequence, as after ``%u00E4``; after ``%25`` nothing continues, so
    encoding the "%" of ``%%AX%`` leaves ``%AX%`` what it was).
    Neither is one in an IP literal, where ``%`` is the zone separator
    (``[fe80::1%{zone}]``: the caller's code field follows it). A `dotted`
    (or lower-case) name is one only where a value starts (the URI's start, after "/", "=",
    ":", "?", "&", "+" or a quote) or when the URI up to `end` holds it
    twice (node's ``dist/v%version%/node-v%version%.msi``, sweep 162), and
    not when it starts with two hex digits (``%de.x%``) unless a word of
    letters follows them (``%date%``, ``%cart_id%``): ECMAScript's
    ``#sec-array.prototype-%symbol.iterator%`` is a fragment's text."""
    if dotted is not None:
        if pos > start and text[pos - 1] not in "/=:?&+\"'" and (
            end is None or text.count(f"%{dotted}%", start, end) < 2
        ):
            return False
        if dotted == "cd" and _current_folder(text, pos):
            return True  # cmd.exe's current folder before a path ("git+file://%cd%/../repo": ocaml/opam's CI, sweep 223)
        if dotted[0] in _HEX_LOWER and dotted[1] in _HEX_LOWER:
            # A word of letters after the pair is a name ("%date%", "%account_id%": an e-mail
            # platform's tags, sweep 187): as an octet, a high one before a letter is no UTF-8.
            return len(dotted) > 2 and dotted.replace("_", "").isalpha() and not is_hex_pair(text, pos + len(dotted) + 2, len(text))
        return True
    if name is None:
        return True
    if name == "CD" and _current_folder(text, pos):
        return True  # as "%cd%" above
    if name[:2] in _HEX_PAIRS and (len(name) == 2 or is_hex_pair(text, pos + len(name) + 2, len(text))):
        return False  # "%C3%A9": an escape; "%A00%C3%A9": an escape, a "0", escapes (not "%A00%" and "C3")
    return not (
        pos - 3 >= start and text[pos - 3] == "%" and is_hex_pair(text, pos - 2, pos) and text[pos - 2] in "89ABCDEFabcdef"
    ) and not _after_u_escape(text, start, pos)


def _after_u_escape(text: str, start: int, pos: int) -> bool:
    """Whether a ``%uXXXX`` escape of a non-ASCII character ends at `pos`:
    its fix writes UTF-8 escapes there (``%u00E4%E4Z%`` -> ``%C3%A4%E4Z%``),
    which a "%" after continues, so it does before the fix too."""
    return (
        pos - 6 >= start and text[pos - 6] == "%" and text[pos - 5] in "uU"
        and is_hex_pair(text, pos - 4, pos) and is_hex_pair(text, pos - 2, pos) and text[pos - 4 : pos] >= "0080"
    )


def in_ip_literal(text: str, start: int, pos: int, end: int) -> bool:
    """True when `pos` is inside a ``[...]`` host (``http://[fe80::1%eth0]/``):
    there ``%`` is RFC 6874's zone separator, never a format conversion."""
    bracket = text.rfind("[", start, pos)
    if bracket < 0 or not (text.startswith("//", bracket - 2) or text.startswith("@", bracket - 1)):
        return False  # an IP literal opens the host ("//[", "@[")
    return text.find("]", pos, end) >= 0 and text.find("/", text.find("//", start, bracket) + 2, pos) < 0


def _current_folder(text: str, pos: int) -> bool:
    """Whether the "%cd%" at `pos` is cmd.exe's current folder: a path's
    start, right after "://" or ":///" (no host before it), then a folder
    separator. After a host it is an escape and a stray "%" (sweep 226)."""
    return text[pos + 4 : pos + 5] in ("/", "\\") and (text[pos - 3 : pos] == "://" or text[pos - 4 : pos] == ":///")


def is_hex_pair(text: str, pos: int, end: int) -> bool:
    """Whether text[pos:pos + 2], before `end`, is two hex digits."""
    return pos + 2 <= end and all(c in "0123456789abcdefABCDEF" for c in text[pos : pos + 2])
