"""malformed-percent (URI006)

What it flags: a ``%`` that is not followed by two hex digits: ``100%``,
``%zz``, ``50%off``, and the non-standard ``%u00E4`` escape of JavaScript's
old ``escape()``.

Why it matters: in a URI ``%`` only introduces a percent-encoded octet
(RFC 3986 section 2.1); a bare ``%`` makes the URI invalid and parsers
disagree on what to do with it. A literal percent sign is written ``%25``.

Example::

    https://example.com/sale?discount=100%   ->   https://example.com/sale?discount=100%25

Inside a source code string literal, the format conversions of its
language (``%s``, ``%d``, ``%(name)s``, ``%1$s``, strftime's ``%Y``, ``%%``)
are format syntax, not URI content, and are never flagged; in comments,
prose, Markdown and data files ``%`` is URI content (``%G0``, ``50%-off``),
unless a conversion stands in the host, which no host can hold: then the
URI is a format template everywhere (``"https://%s.example.com/v1/%s"``
quoted in a comment or a generated API description) and its conversions
are not flagged.

Inside an IPv6 literal a ``%`` is RFC 6874's zone separator, which must
be written ``%25`` (``http://[fe80::1%25eth0]/``): ``[fe80::1%eth0]`` and
``[fe80::a%ee1]`` are reported here once, at the ``%``, and no other rule
reads ``%ee`` as an octet.

One finding per URI: the range runs from the first bad ``%`` to the last,
with the letters or digits that stand where its hex digits should
(``%zz``, a printf ``%s`` in a comment), which the message names.

Fix (unsafe everywhere): ``%`` -> ``%25``. Browsers and renderers keep a
stray ``%`` as it is (WHATWG URL) and other clients differ, so ``%25``
changes the URL that is requested; often a triplet was meant (``% 2C``).
``%uXXXX`` -> the UTF-8 percent-encoding of U+XXXX: it assumes the author
meant the ``escape()`` convention.
"""

from __future__ import annotations

from urilint.grouping import Spot, one_finding
from urilint.model import Violation
from urilint.octets import incomplete_tail
from urilint.pattern_store import compiled_re
from urilint.policy import FixKind
from urilint.uri import HEXDIG, Uri, ip_literal, is_triplet, pct_encode

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI006"
NAME = "malformed-percent"
SUMMARY = "'%' not followed by two hex digits"
DEFAULT = True
FIXES = (FixKind.GUESS,)
# Engine fast path: only a "%" can be malformed; a URI without any is skipped.
TRIGGER = "%"


# A printf conversion (``%s``, ``%-5d``, ``%v``): in the host it marks the
# whole URI as a format template (``https://%s.example.com/v1/%s``, found in
# external-secrets' Go comments and the CRDs generated from them), since no
# host can hold it; elsewhere it is a malformed '%' (``50%sale``).
_CONVERSION = compiled_re(r"%[-+ #0]*[0-9]*(?:\.[0-9]+)?[sdvqifgecxXoT]")
# A keyword search's placeholder, a whole query value (``?q=%s``): the
# search terms in a browser's keyword bookmark (Firefox's ``%s`` and
# ``%S``), Chromium's custom engines and Tridactyl's and Vimium's search
# URLs (``%s1``). It is no '%' to encode: ``%25s`` searched for "%s"
# (sweep 95: 105 findings in rc files, bookmarks.html exports and plists).
# So is another letter there, a search tool's (SearchJumper's ``%h`` the
# host, ``%T`` an image's URL; a script's ``%q%``, replaced: sweep 199).
# (A path's ``/%s`` stays a finding: a template's field or a stray '%'.)
_SEARCH_TERMS = compiled_re(r"%[A-Za-z](?:[0-9]|%)?(?=[&#;]|\Z)")


# Apache's LogFormat and varnishncsa's format: "http://%{Host}i%U%q" logs
# the request's host header, path and query. A URI holding such a header
# field is a log format, and its "%U", "%q" are its directives, not
# malformed escapes (sweep 216: httpd's defaults.conf, varnishncsa's docs).
_LOG_HEADER_FIELD = compiled_re(r"%\{[A-Za-z][\w-]*\}[io]")
_LOG_DIRECTIVE = compiled_re(r"%[<>]?[A-Za-z]")


def check(uri: Uri) -> Iterator[Violation]:
    literal = ip_literal(uri) if "[" in uri.text else None
    host = uri.component("host")
    template = host is not None and _CONVERSION.search(uri.slice(host.start, host.end)) is not None
    log_format = "%{" in uri.text and _LOG_HEADER_FIELD.search(uri.text) is not None
    spots: list[Spot] = []
    for base, text in uri.pieces():
        i = text.find("%")
        while i >= 0:
            start = base + i
            if literal is not None and literal.start <= start < literal.end:
                if not text.startswith("%25", i) and not _zone_seen(uri, literal.start, start):
                    spots.append(Spot(start, start + 1, "'%'", "%25", FixKind.GUESS,
                                      "IPv6 zone separator '%' must be written '%25' (RFC 6874)"))
                i = text.find("%", i + 1)
                continue
            if is_triplet(text, i):
                i = text.find("%", i + 3)
                continue
            conversion = _CONVERSION.match(text, i) if template else None
            if conversion is None and log_format:
                conversion = _LOG_DIRECTIVE.match(text, i)
            if conversion is None and i > 0 and text[i - 1] == "=":
                conversion = _SEARCH_TERMS.match(text, i)
            if conversion is not None:
                i = text.find("%", conversion.end())
                continue
            spot = _u_escape(text, i, start) or _stray(text, i, start)
            if spot.end == uri.end and _after_high_octet(text, i):
                spot = spot._replace(replacement=None, message=f"{spot.message} (no fix: the URI looks cut off or broken across lines)")
            spots.append(spot)
            i = text.find("%", spot.end - base)
    found = one_finding(uri, spots, "", "malformed '%' escapes", "write '%' as '%25'")
    if found is not None:
        yield found


def _after_high_octet(text: str, i: int) -> bool:
    """Whether the "%" at text[i] follows triplets ending in an incomplete
    UTF-8 character: UTF-8 going on, which the URI's end cut ("...%DA%A"
    wrapped onto the next line: sweep 218, hazm's docstrings; not the "%"
    after a whole "%E4%B8%AD")."""
    octets = bytearray()
    at = i - 3
    while at >= 0 and len(octets) < 4 and text[at] == "%" and is_triplet(text, at):
        octets.insert(0, int(text[at + 1 : at + 3], 16))
        at -= 3
    if not octets or octets[-1] < 0x80:
        return False
    while octets and 0x80 <= octets[0] < 0xC0:  # the end of a character before the last one
        del octets[0]
    return incomplete_tail(bytes(octets)) > 0


def _zone_seen(uri: Uri, literal_start: int, offset: int) -> bool:
    """True when a zone separator comes before `offset` in the literal: the
    ``%`` at `offset` belongs to the zone ID (``%25en%31``)."""
    return "%" in uri.slice(literal_start, offset)


def _stray(text: str, i: int, start: int) -> Spot:
    """The spot of a stray ``%``: with the letters or digits standing where
    its two hex digits should (``%zz``, ``%s``), which the message names
    and the range covers, so the replacement shown ends where they do."""
    j = i + 1
    while j < min(len(text), i + 3) and text[j].isascii() and text[j].isalnum():
        j += 1
    written, rest = text[i:j], text[i + 1 : j]
    message = f"'{written}': " if rest else ""
    return Spot(start, start + j - i, f"'{written}'", "%25" + rest, FixKind.GUESS,
                f"{message}'%' not followed by two hex digits; write " + ("the '%' as '%25'" if rest else "'%25'"))


def _u_escape(text: str, i: int, start: int) -> Spot | None:
    """The spot of a ``%uXXXX`` escape of a non-surrogate code point."""
    digits = text[i + 2 : i + 6]
    if text[i + 1 : i + 2] not in ("u", "U") or len(digits) != 4:
        return None
    if not all(d in HEXDIG for d in digits):
        return None
    point = int(digits, 16)
    if 0xD800 <= point <= 0xDFFF:
        return None
    shown = f"'{text[i:i + 6]}'"
    encoded = pct_encode(chr(point))
    return Spot(start, start + 6, shown, encoded, FixKind.GUESS, f"non-standard escape {shown}; write '{encoded}'")
