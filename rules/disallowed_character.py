"""disallowed-character (URI004)

What it flags: a raw ASCII character that may not appear in a URI: space,
``"``, ``<``, ``>``, ``\\``, ``^``, ``\\```, ``{``, ``|``, ``}``, the C0
controls and DEL. A space is only seen where the surrounding syntax makes
it part of the URI, such as a quoted HTML attribute or a Markdown ``<...>``
destination; elsewhere whitespace ends the URI.

Why it matters: RFC 3986 section 2 has no place for these characters; they
must be percent-encoded (section 2.4). Browsers guess, other clients reject
or truncate, and a raw space silently cuts links in Markdown and e-mail.

Example::

    <a href="/files/annual report.pdf">   ->   <a href="/files/annual%20report.pdf">

Template placeholders such as ``{id}``, ``{{ var }}`` and ``${VAR}`` are not
URI content and are never flagged.

One finding per URI: the range runs from the first such character to the
last, and one fix encodes them all.

A raw space or control character in a Markdown inline destination
(``[c](## Configuring)``) or in ``<...>`` makes it text, not a link: it is
reported (a broken link), but encoding it would turn text into a link, so
that fix is unsafe.

A space inside what looks like a triplet (``% 2C``, ``%2 C``) is a typo:
its fix is unsafe, as is URI006's for that ``%``. So is a link destination
wrapped in double quotes (``[x]("https://e.org/")``, a relative link to
``%22https://e.org/%22``): the unsafe fix removes the quotes.

Fix: the character's percent-encoding with uppercase hex, which is what a
renderer or browser sends. Safe in HTML/XML attributes (only for the
characters a browser encodes itself there: not ``|`` or ``\\``, which it
sends as written, nor a tab, which it drops), Markdown link destinations
(not ``\\``: Python-Markdown keeps it, and a browser reads it as ``/``)
and data files (not ``|``, ``\\`` or a tab: a program may parse the URL
as a browser does); unsafe in running text and comments (the reader sees the
URI as written), in code (it changes a string literal's value) and where
it would make text a link. Refused (and
said so) when the character is syntax of the file around the URI: a line
break, a Markdown backtick, a template delimiter.
"""

from __future__ import annotations

import re

from urilint.grouping import Spot, one_finding
from urilint.model import BROKEN_LINK, DESTINATION, Violation
from urilint.policy import FixKind
from urilint.uri import DISALLOWED_ASCII, Uri, browsers, mangled_triplet, pct_encode

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI004"
NAME = "disallowed-character"
SUMMARY = "Raw character that is not allowed in a URI"
DEFAULT = True
FIXES = (FixKind.ENCODING, FixKind.ENCODING_BROWSERS_KEEP)
# Engine fast path: the characters of DISALLOWED_ASCII, as a regex class body; a URI without any is skipped.
TRIGGER = r"\x00-\x20\"<>\\^`{|}\x7f"

_NAMES = {" ": "space", "\t": "tab", "\x7f": "DEL"}


def check(uri: Uri) -> Iterator[Violation]:
    spots = [
        _spot(uri, text, i, base + i)
        for base, text in uri.pieces()
        for i, char in enumerate(text)
        if char in DISALLOWED_ASCII and not (char in _BLANKS and _beside_statement(uri, base + i))
    ]
    if _quoted_destination(uri):
        # A destination wrapped in quotes links to "%22https://...%22", a
        # relative reference: encoding the quotes would keep that broken
        # link, removing them is what the writer meant (a guess: unsafe).
        last = uri.start + len(uri.text) - 1
        spots = [Spot(uri.start, uri.start + 1, "'\"'", "", FixKind.GUESS),
                 *(s for s in spots if uri.start < s.start < last), Spot(last, last + 1, "'\"'", "", FixKind.GUESS)]
        found = one_finding(uri, spots, "", "raw characters not allowed in a URI",
                            "the quotes around the destination make it a relative link; remove them")
        if found is not None:
            yield found
        return
    unfixable = spots and all(spot.replacement is None for spot in spots)
    found = one_finding(
        uri, spots, "raw {shown} is not allowed in a URI; write '{replacement}'",
        "raw characters not allowed in a URI",
        "no fix: encoded in an IP literal, they would read as a zone separator" if unfixable else "percent-encode them",
    )
    if found is not None and uri.span.context == BROKEN_LINK:
        found = found._replace(message=found.message + "; as written it is text, not a link")
    if found is not None:
        yield found


def _quoted_destination(uri: Uri) -> bool:
    """Whether the URI is a link destination wrapped in double quotes,
    around a scheme (``[x]("https://e.org/")``)."""
    text = uri.text
    return (
        uri.span.context == DESTINATION and len(text) > 2 and text[0] == text[-1] == '"'
        and not uri.span.opaque and re.match(_SCHEME, text[1:]) is not None
    )


_SCHEME = r"[A-Za-z][A-Za-z0-9+.-]*:"


def _spot(uri: Uri, text: str, i: int, offset: int) -> Spot:
    """A character written as a reference (``&quot;`` in an attribute) is
    named as written: the user looks for ``&quot;``, not ``"``."""
    char = text[i]
    shown = uri.shown(offset, _shown(char))
    if _in_ip_literal(uri, offset):
        message = f"{shown} is not allowed in an IP literal (no fix: encoded, it would read as a zone separator)"
        return Spot(offset, offset + 1, shown, None, FixKind.GUESS, message)
    replacement = pct_encode(char)
    message = "" if shown == _shown(char) else f"{shown} is not allowed in a URI; write '{replacement}'"
    return Spot(offset, offset + 1, shown, replacement, _kind(uri, text, i, offset), message)


_BLANKS = frozenset(" \t\r\n")
# A template statement that writes nothing (a branch or a loop): the
# blanks beside it are the template's layout, which the browser strips
# from an attribute's value ({% else %} http://b/ {% endif %}). Tags that
# write something ({% url %}, {{ x }}, <%= x %>) are not statements.
_STATEMENT = (
    r"\{%-?\s*(?:if|elif|else|endif|for|endfor|unless|endunless|case|when|endcase|with|endwith)\b"
    r"|<%[_-]?\s*(?:if\b|else\b|elsif\b|end\b|unless\b|for\b|while\b|\})"
    r"|\{\{[-~]?\s*(?:[#/^]|else\b|end\b|if\b|range\b|with\b)"
)  # compiled where first used (re's cache): most runs never see a blank beside an expression


def _beside_expression(uri: Uri, offset: int) -> tuple[int, int] | None:
    """The template expression (an opaque range) that the run of blanks
    holding `offset` touches, or None."""
    text, base = uri.text, uri.start
    low = offset
    while low > base and text[low - 1 - base] in _BLANKS:
        low -= 1
    high = offset + 1
    while high < base + len(text) and text[high - base] in _BLANKS:
        high += 1
    for start, end in uri.span.opaque:
        if end == low or start == high:
            return start, end
    return None


def _beside_statement(uri: Uri, offset: int) -> bool:
    """Whether the blank at `offset` is layout beside a template statement."""
    expression = _beside_expression(uri, offset)
    return expression is not None and re.compile(_STATEMENT).match(uri.text, expression[0] - uri.start) is not None


def _in_ip_literal(uri: Uri, offset: int) -> bool:
    """Whether `offset` is inside a host written ``[...]``, which holds an
    IPv6 or IPvFuture address, where a ``%`` starts a zone ID (RFC 6874):
    an encoded character there is no equivalent (``https://[|`` encoded
    is ``https://[%7C``, then flagged as a zone separator)."""
    host = uri.component("host")
    return host is not None and host.start <= offset < host.end and uri.slice(host.start, host.start + 1) == "["


def _kind(uri: Uri, text: str, i: int, offset: int) -> FixKind:
    """A space inside a mangled triplet (``% 2C``, ``%2 C``) was a typo, not
    a character to encode: encoding it would freeze the typo, so the fix is
    a guess. A character a browser sends as written (``|``) or drops (a
    tab) is encoded by renderers only (see uri/browsers.py). In
    the host, encoding gives no equivalent name (external-secrets:
    ``https://<ID>.<REGION>.example.cloud``): a guess. So is a ``\\``:
    CommonMark renderers encode it, Python-Markdown keeps it and a browser
    reads it as "/" (``[x](transforms\\a.js)``, redux-toolkit), so
    "%5C" may change the link's target."""
    if text[i] in " \t" and (mangled_triplet(text, i - 1) or mangled_triplet(text, i - 2)):
        return FixKind.GUESS
    if text[i] == "\\":
        return FixKind.GUESS
    if text[i] in _BLANKS and _beside_expression(uri, offset) is not None:
        return FixKind.GUESS  # what the expression writes decides whether it stays inside the URI
    where = uri.component_at(offset)
    if where == "host":  # a host cannot hold it, encoded or not: no equivalent
        return FixKind.GUESS
    scheme = uri.literal("scheme")
    if not browsers.encodes(text[i], where, scheme[1] if scheme else None, uri.component("host") is not None):
        return FixKind.ENCODING_BROWSERS_KEEP
    return FixKind.ENCODING


def _shown(char: str) -> str:
    return _NAMES.get(char) or (f"control U+{ord(char):04X}" if ord(char) < 0x20 else f"'{char}'")
