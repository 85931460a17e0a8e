"""Normal forms of a URI: the RFC 3986 section 2 form (`section2`, what the
encoding rules' fixes produce) and the full normal form (`normalize`:
section 2, then 6.2.2 case and dot segments, then 6.2.3 scheme-based).

The section 2 form uppercases percent-encoding hex digits, decodes encoded
unreserved characters, encodes disallowed and non-ASCII characters (UTF-8
octets, or IDNA A-labels in the host) and a ``%`` that starts no triplet,
and keeps encoded reserved characters (``%2F`` stays: RFC 3986 2.2).
Placeholders and undecodable input bytes are kept verbatim.

The pieces (`DEFAULT_PORTS`, `remove_dot_segments`) are shared with the
opt-in rules URI101-URI106.
"""

from __future__ import annotations

from ..model import UriSpan
from ..records import NamedTuple
from .hosts import check_host, dns_host_of, lower_host, to_alabel
from .syntax import (
    DIRECTIVE_SYNTAX, DISALLOWED_ASCII, SCHEME, UNRESERVED, NotAUri, Uri, directive_start, encoded_delimiters, is_surrogate,
    is_triplet, octet, pct_encode,
)

# RFC 6.2.3 leaves the defaults to each scheme's specification.
DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21}
EMPTY_PATH_SCHEMES = frozenset({"http", "https"})

def section2(uri: Uri) -> str:
    """The section 2 normal form of `uri`'s text. In a fragment directive
    (``#:~:text=a%2Db``) ``%2D`` stays encoded: a raw ``-`` is its syntax."""
    host = uri.component("host")
    dns = host is None or dns_host_of(uri)
    directive = directive_start(uri) if ":~:" in uri.text else None
    held = encoded_delimiters(uri) if ":%7" in uri.text else frozenset()
    out: list[str] = []
    pos = uri.start
    for base, text in uri.pieces():
        out.append(uri.text[pos - uri.start : base - uri.start])  # an opaque range
        pos = base + len(text)
        keep = len(text) if directive is None else max(0, directive - base)
        hold = frozenset(at - base for at in held if base <= at < pos)
        if host is not None and base < host.end and host.start < pos:
            # Normalize the host part of this piece label by label.
            lo, hi = max(base, host.start) - base, min(pos, host.end) - base
            out.append(_chars(text[:lo]))
            out.append(_host(text[lo:hi], dns))
            out.append(_chars(text[hi:], keep - hi, frozenset(at - hi for at in hold)))
        else:
            out.append(_chars(text, keep, hold))
    out.append(uri.text[pos - uri.start :])
    return "".join(out)


def _chars(text: str, keep: int | None = None, hold: frozenset[int] = frozenset()) -> str:
    """`text` in section 2 form; from offset `keep` on (a fragment
    directive) the triplets of its syntax characters stay encoded, as do
    the triplets at the offsets in `hold` (an encoded directive delimiter's
    ``%7E``, see syntax.encoded_delimiters)."""
    if not _needs_work(text):
        return text
    keep = len(text) if keep is None else keep
    out: list[str] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char == "%":
            if is_triplet(text, i):
                decoded = chr(octet(text[i : i + 3]))
                plain = decoded in UNRESERVED and not (i >= keep and decoded in DIRECTIVE_SYNTAX) and i not in hold
                out.append(decoded if plain else text[i : i + 3].upper())
                i += 3
                continue
            out.append("%25")
        elif char in DISALLOWED_ASCII or (char >= "\x80" and not is_surrogate(char)):
            out.append(pct_encode(char))
        else:
            out.append(char)
        i += 1
    return "".join(out)


def _host(text: str, dns: bool = True) -> str:
    """A host's labels in section 2 form: a non-ASCII label of a DNS name
    as its A-label, of any other host percent-encoded (hosts.py)."""
    labels = []
    for label in text.split("."):
        if dns and not label.isascii() and not any(map(is_surrogate, label)):
            labels.append(to_alabel(label) or _chars(label))
        else:
            labels.append(_chars(label))
    return ".".join(labels)


def _needs_work(text: str) -> bool:
    return not (text.isascii() and "%" not in text and not any(c in DISALLOWED_ASCII for c in text))


def section2_form(uri: str) -> str:
    """The RFC 3986 section 2 normal form of one URI string."""
    return section2(Uri(uri, UriSpan(0, len(uri))))


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
    return normalize_with(uri, scheme_based, dots=True)


def normalize_with(uri: str, scheme_based: bool, dots: bool) -> str:
    split(uri)  # the scheme must be valid before anything is rewritten
    parts = split(section2(Uri(uri, UriSpan(0, len(uri)))))
    host = parts.host
    if host is not None:
        check_host(host)
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
