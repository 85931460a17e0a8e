"""The full RFC 3986 normal form of a URI, and its IRI form (RFC 3987).

`normalize` applies, in order: the section 2 normal form (`normal.section2`:
percent-encoding case, encoded unreserved characters decoded, disallowed
and non-ASCII characters encoded, IDNA A-labels in the host); section 6.2.2
syntax-based normalization (scheme and host in lowercase, dot segments
removed per section 5.2.4); and, unless ``scheme_based=False``, section
6.2.3 scheme-based normalization (an empty or default port dropped, an empty
http(s) path written ``/``).

`to_iri` turns that normal form into its IRI (RFC 3987 section 3.2):
percent-encoded UTF-8 that decodes to a readable character is decoded and
``xn--`` host labels become U-labels. ``normalize(to_iri(u)) ==
normalize(u)`` always holds.

The pieces (`DEFAULT_PORTS`, `remove_dot_segments`, `lower_host`,
`iri_runs`, `to_ulabel`) are shared with the opt-in rules URI101-URI106.
"""

from __future__ import annotations

import ipaddress
import re
import unicodedata
from typing import Callable, Iterator, NamedTuple

from .idn import to_alabel
from .model import UriSpan
from .normal import section2
from .uri import SUB_DELIMS, UNRESERVED, Uri, is_surrogate, is_triplet, octet

# RFC 6.2.3 leaves the defaults to each scheme's specification.
DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21}
EMPTY_PATH_SCHEMES = frozenset({"http", "https"})

# scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ); one class, no nesting.
SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*")
# IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ), RFC 3.2.2.
IPVFUTURE = re.compile(r"[vV][0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+")
REG_NAME_CHARS = UNRESERVED | SUB_DELIMS | frozenset("%")
# Bidirectional formatting characters, which RFC 3987 section 4.1 forbids in IRIs.
BIDI_CONTROLS = frozenset("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Format characters that are part of words (Persian, Indic scripts, emoji).
JOINERS = frozenset("\u200c\u200d")
# ucschar of RFC 3987 section 2.2 as (first, last) code points.
UCSCHAR = (
    (0xA0, 0xD7FF), (0xF900, 0xFDCF), (0xFDF0, 0xFFEF),
    *((plane, plane + 0xFFFD) for plane in range(0x10000, 0xE0000, 0x10000)),
    (0xE1000, 0xEFFFD),
)


class NotAUri(ValueError):
    """The input is not a URI (no scheme, a bad port or host, ...)."""


class Parts(NamedTuple):
    """A URI split into its components; None when a component is absent."""

    scheme: str
    userinfo: str | None
    host: str | None  # None: no authority
    port: str | None
    path: str
    query: str | None
    fragment: str | None

    def text(self) -> str:
        out = [self.scheme, ":"]
        if self.host is not None:
            out.append("//")
            if self.userinfo is not None:
                out += [self.userinfo, "@"]
            out.append(self.host)
            if self.port is not None:
                out += [":", self.port]
        out.append(self.path)
        if self.query is not None:
            out += ["?", self.query]
        if self.fragment is not None:
            out += ["#", self.fragment]
        return "".join(out)


def split(uri: str) -> Parts:
    """`uri` split into components; NotAUri when it is not a URI."""
    if any(map(is_surrogate, uri)):
        raise NotAUri("it holds bytes that are not UTF-8")
    parsed = Uri(uri, UriSpan(0, len(uri)))

    def get(name: str) -> str | None:
        comp = parsed.component(name)
        return None if comp is None else uri[comp.start : comp.end]

    scheme = get("scheme")
    if scheme is None or not SCHEME.fullmatch(scheme):
        raise NotAUri("no scheme" if scheme is None else f"bad scheme {scheme!r}")
    parts = Parts(scheme, get("userinfo"), get("host"), get("port"), get("path") or "",
                  get("query"), get("fragment"))
    if parts.text() != uri:  # text after an IP literal, as in "[::1]x"
        raise NotAUri(f"text after the IP literal {parts.host!r}")
    return parts


def normalize(uri: str, scheme_based: bool = True) -> str:
    """The RFC 3986 normal form of `uri`: section 2, then 6.2.2 (case, dot
    segments), then 6.2.3 (default port, empty path) unless
    `scheme_based` is false. Raises NotAUri for input that is not a URI."""
    return _normalize(uri, scheme_based, dots=True)


def same_normal_form(a: Uri, b: Uri) -> bool:
    """True when two extracted URIs (placeholders and all) have the same
    full normal form; the fix engine's proof for URI101-URI105.

    Each placeholder stands in as a private-use character, which section 2
    encodes the same way on both sides (their texts are compared by the
    caller). Dot segments are kept when a placeholder is in the path: it
    may expand to segments that a ``..`` would remove. A network-path
    reference (``//host/...``) is normalized under a stand-in scheme."""
    try:
        return _stand_in(a) == _stand_in(b)
    except NotAUri:
        return False


def _stand_in(uri: Uri) -> str:
    chars = list(uri.text)
    for i, (start, end) in enumerate(sorted(uri.span.opaque, reverse=True)):
        chars[start - uri.start : end - uri.start] = chr(0xE000 + i)
    text = "".join(chars)
    path = uri.component("path")
    dots = path is None or not uri.overlaps_opaque(path.start, path.end)
    if text.startswith("//"):
        text = "x-stand-in:" + text
    return _normalize(text, scheme_based=True, dots=dots)


def _normalize(uri: str, scheme_based: bool, dots: bool) -> str:
    split(uri)  # the scheme must be valid before anything is rewritten
    parts = split(section2(Uri(uri, UriSpan(0, len(uri)))))
    host = parts.host
    if host is not None:
        _check_host(host)
        host = lower_host(host)
    path = remove_dot_segments(parts.path) if dots and parts.path.startswith("/") else parts.path
    port = parts.port
    scheme = parts.scheme.lower()
    if scheme_based and host is not None:
        if port is not None and is_default_port(scheme, port):
            port = None
        if not path and scheme in EMPTY_PATH_SCHEMES:
            path = "/"
    return parts._replace(scheme=scheme, host=host, port=port, path=path).text()


def to_iri(uri: str, scheme_based: bool = True) -> str:
    """The IRI form (RFC 3987 section 3.2) of `uri`'s normal form: readable
    percent-encoded UTF-8 decoded in userinfo, path, query and fragment,
    ``xn--`` host labels as U-labels. Raises NotAUri."""
    parts = split(normalize(uri, scheme_based))
    host = parts.host
    if host is not None and not host.startswith("["):
        host = ".".join(to_ulabel(label) or label for label in host.split("."))

    def decode(text: str | None) -> str | None:
        return None if text is None else iri_decode(text, readable)

    return parts._replace(
        userinfo=decode(parts.userinfo), host=host, path=decode(parts.path) or "",
        query=decode(parts.query), fragment=decode(parts.fragment),
    ).text()


def is_default_port(scheme: str, port: str) -> bool:
    """True for an empty port, or the scheme's default port however written."""
    if port == "":
        return True
    default = DEFAULT_PORTS.get(scheme.lower())
    return default is not None and port.isascii() and port.isdigit() and int(port) == default


def remove_dot_segments(path: str) -> str:
    """RFC 3986 section 5.2.4 for a path that starts with ``/``."""
    out: list[str] = []
    segments = path.split("/")[1:]
    for i, segment in enumerate(segments):
        last = i == len(segments) - 1
        if segment == "..":
            if out:
                out.pop()
        elif segment != ".":
            out.append(segment)
            continue
        if last:  # "/a/." and "/a/.." end in a slash
            out.append("")
    return "/" + "/".join(out)


def has_dot_segment(path: str) -> bool:
    """True when an absolute `path` has a ``.`` or ``..`` segment."""
    return path.startswith("/") and any(s in (".", "..") for s in path.split("/"))


def lower_host(host: str) -> str:
    """`host` with ASCII letters in lowercase, except the hex digits of
    percent-encodings (uppercase by 6.2.2.1) and an IPv6 zone ID (RFC 6874
    leaves its case alone). IPvFuture literals are kept as written."""
    if host.startswith("[") and IPVFUTURE.fullmatch(host[1:-1]):
        return host
    zone = host.find("%25") if host.startswith("[") else -1
    head, tail = (host[:zone], host[zone:]) if zone >= 0 else (host, "")
    out = []
    i = 0
    while i < len(head):
        if is_triplet(head, i):
            out.append(head[i : i + 3])
            i += 3
        else:
            out.append(head[i].lower() if head[i].isascii() else head[i])
            i += 1
    return "".join(out) + tail


def to_ulabel(label: str) -> str | None:
    """The U-label of an ``xn--`` A-label, or None when it is not one
    that converts back to itself (so the IRI maps back to the same URI)."""
    if not label[:4].lower() == "xn--":
        return None
    import idna  # lazily, as in idn.py

    try:
        ulabel = idna.decode(label)
    except (idna.IDNAError, UnicodeError, ValueError):
        return None
    return ulabel if to_alabel(ulabel) == label.lower() else None


def readable(char: str) -> bool:
    """True for a character that may appear decoded in an IRI: ucschar
    (RFC 3987 2.2) except spaces, controls, unassigned and private-use
    code points, and format characters other than the joiners (bidi
    controls are forbidden by RFC 3987 4.1; the others are invisible)."""
    code = ord(char)
    if not any(lo <= code <= hi for lo, hi in UCSCHAR):
        return False
    category = unicodedata.category(char)
    if category == "Cf":
        return char in JOINERS
    return category[0] not in "ZC"


def word_char(char: str) -> bool:
    """True for a non-ASCII letter, mark or digit (URI106's narrower set)."""
    return readable(char) and unicodedata.category(char)[0] in "LMN"


class Run(NamedTuple):
    """Percent-encoded UTF-8 at text[start:end] that decodes to `chars`."""

    start: int
    end: int
    chars: str


def iri_runs(text: str, wanted: Callable[[str], bool]) -> Iterator[Run]:
    """Maximal runs of percent-encoded UTF-8 in `text` whose every decoded
    character passes `wanted` (ASCII characters never do)."""
    i = text.find("%")
    run: Run | None = None
    while 0 <= i < len(text):
        char, width = _utf8_char(text, i)
        if char is not None and char >= "\x80" and wanted(char):
            if run is not None and run.end == i:
                run = Run(run.start, i + width, run.chars + char)
            else:
                if run is not None:
                    yield run
                run = Run(i, i + width, char)
            i = text.find("%", i + width)
        else:
            i = text.find("%", i + (3 if is_triplet(text, i) else 1))
    if run is not None:
        yield run


def iri_decode(text: str, wanted: Callable[[str], bool]) -> str:
    """`text` with the runs of `iri_runs` decoded."""
    out = []
    pos = 0
    for run in iri_runs(text, wanted):
        out += [text[pos : run.start], run.chars]
        pos = run.end
    out.append(text[pos:])
    return "".join(out)


def _utf8_char(text: str, i: int) -> tuple[str | None, int]:
    """The character encoded by the UTF-8 triplets at text[i:], and the
    width of its triplets; (None, 0) when they are not valid UTF-8."""
    if not is_triplet(text, i):
        return None, 0
    lead = octet(text[i : i + 3])
    count = 1 if lead < 0x80 else 2 if 0xC2 <= lead < 0xE0 else 3 if 0xE0 <= lead < 0xF0 else 4 if 0xF0 <= lead < 0xF5 else 0
    if count == 0 or i + 3 * count > len(text):
        return None, 0
    if not all(is_triplet(text, i + 3 * k) for k in range(count)):
        return None, 0
    data = bytes(octet(text[i + 3 * k : i + 3 * k + 3]) for k in range(count))
    try:
        return data.decode("utf-8"), 3 * count
    except UnicodeDecodeError:
        return None, 0


def _check_host(host: str) -> None:
    if host.startswith("["):
        inner = host[1:-1] if host.endswith("]") else None
        if inner is None:
            raise NotAUri(f"unclosed IP literal {host!r}")
        if IPVFUTURE.fullmatch(inner):
            return
        address = inner.split("%25", 1)[0]
        try:
            ipaddress.IPv6Address(address)
        except ValueError:
            raise NotAUri(f"bad IPv6 literal {host!r}") from None
        return
    if ":" in host:
        raise NotAUri(f"bad port in {host!r}")
    bad = next((c for c in host if c not in REG_NAME_CHARS), None)
    if bad is not None:
        raise NotAUri(f"{bad!r} is not allowed in the host {host!r}")

