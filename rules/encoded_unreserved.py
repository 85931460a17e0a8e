"""encoded-unreserved (URI002)

What it flags: a percent-encoded octet that stands for an unreserved
character (ALPHA, DIGIT, ``-``, ``.``, ``_``, ``~``), in either hex case:
``%7E``, ``%7e``, ``%41``, ``%2D``.

Why it matters: RFC 3986 section 2.3 says these should not be encoded by
producers and should be decoded by normalizers. ``/~user`` and ``/%7Euser``
are the same resource, written two ways.

Example::

    https://example.com/%7Euser/a%2Db   ->   https://example.com/~user/a-b

This rule is reported instead of URI001 on the same triplet. One finding
per URI: the range runs from the first such triplet to the last, and one
fix decodes them all (``%2F%7E%41%3A`` -> ``%2F~A%3A``).

Fix (safe everywhere, also in code): replace each triplet by its character
(RFC 3986 6.2.2.2). The fix is unsafe when decoding would turn a path
segment into ``.`` or ``..``, or decode two encoded dots or dashes side by
side: servers and filters often treat ``%2E%2E`` and ``..`` (or
``%2D%2D`` and ``--``, an SQL comment) differently, whatever the RFC says
about their equivalence. So is decoding a ``%2E`` in the host, which no
encoder writes (an open-redirect payload's ``e.com%2Eevil.org``), and a
``%5F`` or ``%7E`` there: a hostname holds neither, and Ruby's and Java's
URI parsers refuse a host with one (umbrel-apps encodes the Docker host
``maybe_db_1`` of a ``postgresql://`` URL so that Rails starts: sweep 124). It is unsafe too for an
encoded letter or digit (``%61``, ``%41``): no encoder writes one, so it
was written on purpose (a URL library's test, a payload that passes a
filter comparing bytes, an obfuscated link), and decoding it would take
that away. ``%7E``, ``%2D``, ``%5F`` and a lone ``%2E`` (what older
encoders write) stay safe. A triplet is
left encoded (and named in the message) when its character would join a
``%`` before it into a new triplet or a ``%25XX`` (``%2%30``, ``%%32%46``),
change a template placeholder (``$%41``), write a separator before a new
scheme (``|%41http://``: a scanner would split the URI there), write a
Windows drive letter in a file URI (``file://%43|``, which a browser
reads as ``file:///C:``), end a
bare URI with a ``.`` that running text would drop, or stand in a port
(``http://e.com:%38%30/``: a port is digits only, so the URI is invalid,
and decoding would make a valid one, no equivalent). In a fragment directive
(``#:~:text=runtime%2Drequest``) a ``%2D`` is no encoded unreserved
character at all: a raw ``-`` is the directive's syntax, so decoding it
would change the target; it is not reported. Nor is ``:%7E:`` in a
fragment decoded: ``:~:`` would start a fragment directive that was not
there (``#:%7E:text=Install`` is an ordinary fragment a browser looks up
as an id; ``#:~:text=Install`` highlights text), so a link copied from a
page that encoded it keeps its meaning. No fix either where a decoded
``-`` or ``.`` would write ``--``, ``...`` or ``->`` that some reader takes
for more: an HTML or XML comment (running text of HTML, Markdown and plain
text files; XML allows no ``--`` in one, ``-->`` ends an HTML one), and
AsciiDoc's and Sphinx's dashes, ellipses and arrows.
"""

from __future__ import annotations

import bisect

from urilint.grouping import Spot, one_finding
from urilint.model import Violation
from urilint.octets import all_utf8, invalid_runs, readings
from urilint.pattern_store import compiled_re
from urilint.policy import FixKind
from urilint.uri.placeholders import find_placeholders
from urilint.uri import (
    DIRECTIVE_SYNTAX, HEXDIG, SCHEME_CHARS, SEPARATED_SCHEME, UNRESERVED, Uri, directive_start, encoded_delimiters, octet,
    triplets,
)

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

# Letters and digits: no encoder percent-encodes one (encodeURIComponent,
# quote, URLEncoder, rawurlencode, QueryEscape all keep them), so one
# written encoded is written on purpose: a test of a URL library, a payload
# that passes a filter comparing bytes (``/%61dmin``), an obfuscated link.
_WRITTEN_ON_PURPOSE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
CODE = "URI002"
NAME = "encoded-unreserved"
SUMMARY = "Percent-encoded unreserved character"
DEFAULT = True
FIXES = (FixKind.EQUIVALENCE, FixKind.GUESS)
# Engine fast path: only percent-encoded octets can encode anything; a URI without any is skipped.
TRIGGER = "%"


def check(uri: Uri) -> Iterator[Violation]:
    spots: list[Spot] = []
    written: list[str] = []  # the URI's text up to the current triplet, earlier fixes applied
    pos = uri.start
    directive = directive_start(uri) if ":~:" in uri.text else None
    delimiters = encoded_delimiters(uri) if ":%7" in uri.text else frozenset()
    port = _port(uri)
    dots_from: int | None = None  # where the trailing run of "%2E"s starts, found at the first "%2E"
    for start, triplet in triplets(uri):
        char = chr(octet(triplet))
        if char not in UNRESERVED or (char in DIRECTIVE_SYNTAX and directive is not None and start >= directive):
            continue
        written.append(uri.slice(pos, start))
        pos = start + 3
        kind = FixKind.EQUIVALENCE
        if char in _WRITTEN_ON_PURPOSE:
            kind = FixKind.GUESS
        elif char == "." and (_becomes_dot_segment(uri, start) or _beside_same(uri, start) or _in_host(uri, start)):
            kind = FixKind.GUESS
        elif char == "-" and _beside_same(uri, start):
            kind = FixKind.GUESS
        elif char in "_~" and _in_host(uri, start):
            kind = FixKind.GUESS  # no hostname holds one: parsers that read hostnames refuse it
        tail = "".join(written[-4:])[-4:]
        in_port = port is not None and port[0] <= start < port[1]
        directs = start in delimiters
        decode = not (
            in_port
            or directs
            or _joins_percent(tail, char)
            or _joins_placeholder(uri, start, char)
            or _makes_separator(uri, start, char)
            or _makes_drive_letter(uri, start, char)
            or (char == "." and start >= (dots_from := _trailing_dots(uri) if dots_from is None else dots_from))
        )
        written.append(char if decode else triplet)
        message = (
            f"'{triplet}' encodes '{char}' in the port, which allows only digits: the URI is invalid "
            "(no fix: decoding would make it valid)"
        ) if in_port else (
            f"'{triplet}' encodes '~' between two ':' in the fragment (no fix: ':~:' would start a fragment "
            "directive, such as a text fragment a browser scrolls to and highlights)"
        ) if directs else ""
        spots.append(Spot(start, start + 3, triplet, char if decode else None, kind, message))
    if spots and any(s.shown[1] in "4567" for s in spots) and not all_utf8(uri.text):
        # A letter's triplet inside a legacy run (or the trail a plausible
        # reading of it takes) is a Shift_JIS, GBK or Big5 trail byte ("%83%65" is テ,
        # not "e"): URI007 reports the run (sweeps 199 and 206).
        runs = [(r.start, max((a.end for a in readings(r) if a.plausible), default=r.end)) for r in invalid_runs(uri)]
        spots = [s for s in spots if not any(a <= s.start < b for a, b in runs)]
    if not spots:
        return
    single = f"'{{shown}}' encodes the unreserved character '{chr(octet(spots[0].shown))}'; write it plainly"
    found = one_finding(
        uri,
        spots,
        single,
        "encoded unreserved characters",
        "write them plainly" + (
            "" if all(s.replacement for s in spots)
            else " (those joining a '%' or a placeholder, in a port, or making a ':~:', stay)"
        ),
    )
    if found is not None:
        yield found


def _joins_percent(tail: str, char: str) -> bool:
    """True when hex digit `char`, written after `tail` (the text before
    it, earlier decodings applied), would join a ``%`` into a new triplet
    or a ``%25XX`` double-encoding signature (``%2%30`` decoded is
    ``%20``)."""
    if char not in HEXDIG:
        return False
    return (
        tail.endswith("%")
        or (len(tail) >= 2 and tail[-2] == "%" and tail[-1] in HEXDIG)
        or tail.endswith("%25")
        or (tail[-4:-1] == "%25" and tail[-1] in HEXDIG)
    )


def _port(uri: Uri) -> tuple[int, int] | None:
    """Where the port stands when triplets are in it (``example.com:%38%30``;
    the parser then leaves it in the host): after the host's ":". A port is
    digits only, so a triplet there makes the URI invalid, and decoding it
    would make another, valid one."""
    host = uri.component("host")
    if host is None:
        return None
    text = uri.slice(host.start, host.end)
    colon = text.find(":")
    if text.startswith("[") or colon < 0:
        return None
    return host.start + colon + 1, host.end


def _trailing_dots(uri: Uri) -> int:
    """Where the run of ``%2E``s that ends a bare URI starts (a ``%2E`` from
    there on, decoded, would end it with ``.``s that running text drops as
    sentence punctuation: the fix would cut the URI short, so none is
    offered); past the URI's end when there is no such run or the URI is
    delimited."""
    end = uri.start + len(uri.text)
    if uri.span.reference or uri.span.delimited:
        return end
    text = uri.text
    at = len(text)
    while at >= 3 and text[at - 3 : at].upper() == "%2E":
        at -= 3
    return uri.start + at if at < len(text) else end


def _joins_placeholder(uri: Uri, offset: int, char: str) -> bool:
    """True when decoding would change the URI's template placeholders
    (``$%41`` decoded is ``$A``, a shell variable; ``/:%41`` is ``/:A``,
    a path parameter; ``$build%2efa`` is Cheetah's ``$build.fa``;
    ``%7e{s}`` WDL's ``~{s}``): no fix is offered then. Compared around
    the triplet (`_around`)."""
    old, new, rel = _around(uri, offset, char)
    if char == "." and _DOTTED_NAME.search(old, 0, rel) and _DOTTED_NAME_GOES_ON.match(old, rel + 3):
        return True  # Cheetah's and Groovy's "$build.fa": the "." would join the name (Galaxy, Nextflow)
    if char == "~" and old.startswith("{", rel + 3) and not old.startswith(("{{", "{%", "{#"), rel + 3):
        return True  # "~{s}" is WDL's interpolation (miniwdl read one that was not there)
    return find_placeholders(new, 0, len(new)) != _shifted(find_placeholders(old, 0, len(old)), rel)


# A "$name" right before a triplet, and a name's character right after it.
_DOTTED_NAME = compiled_re(r"\$[A-Za-z_][A-Za-z0-9_]*\Z")
_DOTTED_NAME_GOES_ON = compiled_re(r"[A-Za-z_]")


def _makes_separator(uri: Uri, offset: int, char: str) -> bool:
    """True when decoding would write a "|" or "," then a scheme and "//"
    (``|%41http://``: ``|Ahttp://``), where a scanner ends the URI and
    starts another: the fix would split it (no fix is offered then)."""
    if char not in SCHEME_CHARS or "://" not in uri.text:
        return False
    old, new, _ = _around(uri, offset, char)
    return len(SEPARATED_SCHEME.findall(new)) != len(SEPARATED_SCHEME.findall(old))


def _makes_drive_letter(uri: Uri, offset: int, char: str) -> bool:
    """True when decoding writes a Windows drive letter at a file URI's
    host or segment start (``file://%43|``: ``file://C|``), which a
    browser reads as ``file:///C:`` (WHATWG), where the encoded form was
    an invalid host: no equivalent for a browser."""
    if not char.isalpha() or uri.text[offset - uri.start + 3 : offset - uri.start + 4] not in ("|", ":"):
        return False
    scheme = uri.literal("scheme")
    return scheme is not None and scheme[1].lower() == "file" and uri.text[offset - uri.start - 1 : offset - uri.start] == "/"


_LAST_PLACEHOLDERS: list[tuple[str, tuple[tuple[int, int], ...]] | None] = [None]


def _placeholders_of(text: str) -> tuple[tuple[int, int], ...]:
    """The placeholders of a long URI's text, the last URI's remembered."""
    last = _LAST_PLACEHOLDERS[0]
    if last is None or last[0] is not text:
        last = _LAST_PLACEHOLDERS[0] = (text, find_placeholders(text, 0, len(text)))
    return last[1]


# How far on each side of a triplet its decoding is compared (placeholders,
# separators): the whole of most URIs; on a longer one, each triplet costs
# a bounded look, not a read of the whole URI (a URI of thousands of "%2D"
# took seconds).
_AROUND = 256


def _around(uri: Uri, offset: int, char: str) -> tuple[str, str, int]:
    """The URI's text around the triplet at `offset`, before and after it is
    decoded to `char`, and the triplet's offset in the former. The window
    widens to take in a placeholder that crosses its edge (a "$" name over
    256 characters), found once per URI."""
    rel = offset - uri.start
    low = max(0, rel - _AROUND)
    high = rel + 3 + _AROUND
    text = uri.text
    if low > 0 or high < len(text):
        ranges = _placeholders_of(text)
        i = bisect.bisect_right(ranges, (low, len(text))) - 1
        if i >= 0 and ranges[i][1] >= low:
            low = ranges[i][0]
        i = bisect.bisect_right(ranges, (high, len(text))) - 1
        if i >= 0 and ranges[i][1] >= high:
            high = ranges[i][1]
    return text[low:high], text[low:rel] + char + text[rel + 3 : high], rel - low


def _shifted(ranges: tuple[tuple[int, int], ...], rel: int) -> tuple[tuple[int, int], ...]:
    """Placeholder ranges after a triplet at `rel` shrinks to one character."""
    return tuple((s - 2 if s > rel else s, e - 2 if e > rel else e) for s, e in ranges)


def _beside_same(uri: Uri, offset: int) -> bool:
    """True when the triplet at `offset` (a "%2E" or "%2D") has the same
    one right before or after it: ``%2e%2e%2f`` is a path traversal, and
    ``%2D%2D`` an SQL comment, written to pass a filter that compares
    bytes."""
    text, rel = uri.text, offset - uri.start
    same = text[rel : rel + 3].upper()
    return text[rel + 3 : rel + 6].upper() == same or (rel >= 3 and text[rel - 3 : rel].upper() == same)


def _in_host(uri: Uri, offset: int) -> bool:
    """True when the triplet at `offset` stands in the host: no encoder
    writes a "%2E" there (a dot separates labels), so it was written on
    purpose (an open-redirect payload: parsers disagree on where such a
    host ends, which is what the payload tests)."""
    host = uri.component("host")
    return host is not None and host.start <= offset < host.end


def _becomes_dot_segment(uri: Uri, offset: int) -> bool:
    """True when the path segment around `offset` decodes to "." or ".."."""
    path = uri.component("path")
    if path is None or not path.start <= offset < path.end:
        return False
    # Such a segment is at most 6 characters ("%2E%2E"): looked for that
    # far on each side of the triplet only.
    text = uri.text
    first, last, rel = path.start - uri.start, path.end - uri.start, offset - uri.start
    slash = text.rfind("/", max(first, rel - 6), rel)
    seg_start = slash + 1 if slash >= 0 else first
    slash = text.find("/", rel, min(last, rel + 7))
    seg_end = slash if slash >= 0 else last
    if seg_end - seg_start > 6:
        return False
    return text[seg_start:seg_end].upper().replace("%2E", ".") in (".", "..")
