"""URI syntax (RFC 3986): components with offsets, character classes, the
scheme grammar and percent-encoding helpers.

A `Uri` splits one extracted span into the components of RFC 3986 section 3
using the regular expression of Appendix B, keeping each component's offsets
into the file's text, so rules can tell a host (IDNA) from a path (percent-
encoding) and never need to re-parse.
"""

from __future__ import annotations

from types import MappingProxyType

from ..compat import possessive
from ..model import UriSpan
from ..pattern_store import DOTALL, compiled_re
from ..records import NamedTuple

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator, Mapping

    from ..policy import FilePolicy

# RFC 5234's core rules (spelled out: importing `string` compiles its
# Template pattern, ~1 ms of every run).
ALPHA = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
DIGIT = frozenset("0123456789")
HEXDIG = DIGIT | frozenset("ABCDEFabcdef")
UNRESERVED = ALPHA | DIGIT | frozenset("-._~")
SUB_DELIMS = frozenset("!$&'()*+,;=")

# ASCII characters that may never appear raw in a URI (RFC 3986 section 2 and
# appendix A: everything that is neither reserved, unreserved nor "%").
DISALLOWED_ASCII = frozenset(
    ' "<>\\^`{|}' + "".join(map(chr, range(0x20))) + "\x7f"
)

# RFC 3986 Appendix B, anchored; every group is a negated class or ".*", so
# the match is linear in the length of the URI.
_APPENDIX_B = compiled_re(
    r"(?:([^:/?#]+):)?(?://([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?", DOTALL
)

# scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986 3.1): the one
# definition of the grammar, as characters and as a pattern (one class, no
# nesting: linear).
SCHEME_CHARS = ALPHA | DIGIT | frozenset("+-.")
SCHEME = compiled_re(r"[A-Za-z][A-Za-z0-9+.\-]*")
# A "|" or "," (or a full-width "，", "、", "；") right before another
# "scheme://" separates two URIs (GOPROXY="https://a|https://b",
# comma-separated lists, hoothin/UserScripts' rule lists): where the
# scanners end a bare URI (scan/ends.py), and what no fix may write.
SEPARATED_SCHEME = possessive(r"[|,\uFF0C\u3001\uFF1B](?=[A-Za-z][A-Za-z0-9+.-]*+://)")


class NotAUri(ValueError):
    """The input is not a URI (no scheme, a bad port or host, ...)."""


class Component(NamedTuple):
    """One component of a URI: its name and absolute [start, end) offsets."""

    name: str
    start: int
    end: int


def is_surrogate(char: str) -> bool:
    """True for the lone surrogates that stand for undecodable input bytes."""
    return "\ud800" <= char <= "\udfff"


_NO_REFERENCES: Mapping[int, str] = MappingProxyType({})


class Uri:
    """One URI reference in a file, split into components.

    `text` is the URI as written, `start` its offset in the file. Offsets of
    components and of everything rules report are absolute (file offsets).
    `policy` is what the engine knows about the file (see policy.py);
    None means the defaults (raw non-ASCII not allowed).
    """

    __slots__ = ("span", "text", "start", "end", "components", "policy", "references")

    def __init__(self, file_text: str, span: UriSpan, policy: FilePolicy | None = None, text: str | None = None) -> None:
        """`text`: the URI's own text when it is not file_text's slice (a
        reading of it, see decoded.py); offsets stay those of `span`."""
        self.span = span
        self.policy = policy
        self.start = span.start
        self.end = span.end
        self.text = file_text[span.start : span.end] if text is None else text
        self.components = _split(self._masked(), span.start)
        # A reading's character references: offset -> the reference as written (decoded.py).
        self.references: Mapping[int, str] = _NO_REFERENCES

    def _masked(self) -> str:
        """The text with opaque ranges blanked out so they cannot delimit."""
        if not self.span.opaque:
            return self.text
        chars = list(self.text)
        for start, end in self.span.opaque:
            for i in range(start - self.start, end - self.start):
                chars[i] = "x"
        return "".join(chars)

    def shown(self, offset: int, named: str) -> str:
        """How a message names the character at `offset`, which it calls
        `named` (``'"'``, ``space``): when the file writes it as a
        character reference, that reference first (``'&quot;' (a '"')``)."""
        written = self.references.get(offset)
        return named if written is None else f"'{written}' (a {named})"

    def component(self, name: str) -> Component | None:
        """The named component, or None when the URI does not have it."""
        for comp in self.components:
            if comp.name == name:
                return comp
        return None

    def component_at(self, offset: int) -> str:
        """Name of the component holding absolute `offset`, or "delimiter"."""
        for comp in self.components:
            if comp.start <= offset < comp.end:
                return comp.name
        return "delimiter"

    def is_opaque(self, offset: int) -> bool:
        """True when `offset` lies inside a template placeholder or escape."""
        return any(start <= offset < end for start, end in self.span.opaque)

    def overlaps_opaque(self, start: int, end: int) -> bool:
        """True when a placeholder or escape overlaps absolute [start, end)."""
        return any(s < end and start < e for s, e in self.span.opaque)

    def literal(self, name: str) -> tuple[Component, str] | None:
        """The named component and its text, or None when the URI lacks it
        or a placeholder overlaps it (its expansion is unknown)."""
        comp = self.component(name)
        if comp is None or self.overlaps_opaque(comp.start, comp.end):
            return None
        return comp, self.slice(comp.start, comp.end)

    def slice(self, start: int, end: int) -> str:
        """The URI's text between two absolute offsets."""
        return self.text[start - self.start : end - self.start]

    def pieces(self) -> Iterator[tuple[int, str]]:
        """Yield (absolute offset, text) of each stretch that is URI content,
        skipping opaque ranges."""
        pos = self.start
        for start, end in sorted(self.span.opaque):
            if start > pos:
                yield pos, self.text[pos - self.start : start - self.start]
            pos = max(pos, end)
        if pos < self.end:
            yield pos, self.text[pos - self.start :]

    def __repr__(self) -> str:
        return f"Uri({self.text!r} at {self.start})"


def _split(text: str, base: int) -> tuple[Component, ...]:
    if text[:1] == "#":  # a fragment-only reference (most links in a docs tree): what _APPENDIX_B gives
        return (Component("path", base, base), Component("fragment", base + 1, base + len(text)))
    match = _APPENDIX_B.match(text)
    assert match is not None  # every group is optional; it always matches
    comps: list[Component] = []

    def add(name: str, start: int, end: int) -> None:
        comps.append(Component(name, base + start, base + end))

    if match.group(1) is not None:
        add("scheme", *match.span(1))
    if match.group(2) is not None:
        auth_start, auth_end = match.span(2)
        authority = match.group(2)
        at = authority.rfind("@")
        host_start = auth_start
        if at >= 0:
            add("userinfo", auth_start, auth_start + at)
            host_start = auth_start + at + 1
        hostport = text[host_start:auth_end]
        host_end = auth_end
        if hostport.startswith("["):
            close = hostport.find("]")
            if close >= 0:
                host_end = host_start + close + 1
        else:
            colon = hostport.rfind(":")
            if colon >= 0 and (
                (hostport[colon + 1 :].isascii() and hostport[colon + 1 :].isdigit()) or colon == len(hostport) - 1
            ):
                host_end = host_start + colon
        add("host", host_start, host_end)
        if host_end < auth_end and text[host_end] == ":":
            add("port", host_end + 1, auth_end)
    add("path", *match.span(3))
    if match.group(4) is not None:
        add("query", *match.span(4))
    if match.group(5) is not None:
        add("fragment", *match.span(5))
    return tuple(comps)


def pct_encode(text: str) -> str:
    """Percent-encode every UTF-8 octet of `text`, uppercase hex."""
    return "".join(f"%{octet:02X}" for octet in text.encode("utf-8"))


def is_triplet(text: str, i: int) -> bool:
    """True when text[i:i+3] is a well-formed percent-encoded octet."""
    return (
        text[i] == "%"
        and i + 2 < len(text)
        and text[i + 1] in HEXDIG
        and text[i + 2] in HEXDIG
    )


def mangled_triplet(text: str, i: int) -> bool:
    """True when text[i] is a "%" that starts a triplet broken by one space
    or tab (``% 2C``, ``%2 C``): a typo, not a literal percent sign."""
    if i < 0 or text[i : i + 1] != "%":
        return False
    rest = text[i + 1 : i + 5]
    return (len(rest) >= 3 and rest[0] in " \t" and rest[1] in HEXDIG and rest[2] in HEXDIG) or (
        len(rest) >= 3 and rest[0] in HEXDIG and rest[1] in " \t" and rest[2] in HEXDIG
    )


def ip_literal(uri: Uri) -> Component | None:
    """The host when it is an IP literal (``[fe80::1%25eth0]``), else None."""
    host = uri.component("host")
    if host is None or not uri.text.startswith("[", host.start - uri.start):
        return None
    return host


def triplets(uri: Uri) -> Iterator[tuple[int, str]]:
    """Yield (absolute offset, "%XX") for each well-formed percent-encoded
    octet in the URI's content (placeholders skipped). An IP literal holds
    none: its only ``%`` is RFC 6874's zone separator (URI006 checks it)."""
    literal = ip_literal(uri) if "[" in uri.text else None
    for base, text in uri.pieces():
        i = text.find("%")
        while i >= 0:
            if literal is not None and literal.start <= base + i < literal.end:
                i = text.find("%", i + 1)
            elif is_triplet(text, i):
                yield base + i, text[i : i + 3]
                i = text.find("%", i + 3)
            else:
                i = text.find("%", i + 1)


def directive_start(uri: Uri) -> int | None:
    """The absolute offset where the fragment directive begins (right
    after ``:~:`` in the fragment; ``#:~:text=a%2Db``), or None. Its text
    directives (``text=[prefix-,]start[,end][,-suffix]``, joined by ``&``)
    hold percent-encoded terms whose raw ``-`` ``,`` ``&`` are syntax."""
    fragment = uri.component("fragment")
    if fragment is None:
        return None
    found = uri.text.find(":~:", fragment.start - uri.start, fragment.end - uri.start)
    return None if found < 0 else uri.start + found + 3


def encoded_delimiters(uri: Uri) -> frozenset[int]:
    """The absolute offsets of each ``%7E`` between two raw ``:`` in the
    fragment (``#:%7E:text=a``): decoded, ``:~:`` is the fragment directive
    delimiter (URL Fragment Text Directives, 3.3), which browsers find in
    the fragment as written, never decoded; encoded, the fragment is an
    ordinary one. Decoding it is no equivalence."""
    fragment = uri.component("fragment")
    if fragment is None:
        return frozenset()
    text, base = uri.text, uri.start
    found = set()
    at = text.find(":%7", fragment.start - base, fragment.end - base)
    while at >= 0:
        if text[at + 3 : at + 5] in ("E:", "e:"):
            found.add(base + at + 1)
        at = text.find(":%7", at + 1, fragment.end - base)
    return frozenset(found)


# Characters that are syntax in a fragment directive: a term keeps them
# percent-encoded. Of these only "-" is unreserved (RFC 3986 2.3).
DIRECTIVE_SYNTAX = frozenset("-,&")


def octet(triplet: str) -> int:
    """The value of a "%XX" triplet."""
    return int(triplet[1:], 16)
