"""Equivalence of two URIs: the fix engine's proof that a fix changed
nothing a consumer would see (RFC 3986 6.2.2 and 6.2.3)."""

from __future__ import annotations

from ..model import UriSpan
from ..pattern_store import compiled_re
from .normalize import normalize_with, section2
from .syntax import NotAUri, Uri

# A percent-encoded octet, or a run of anything else.
_TRIPLET_OR_TEXT = compiled_re(r"%[0-9A-Fa-f]{2}|%|[^%]+")
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def scheme_and_host_lowercased(uri: Uri, text: str) -> str:
    """`text` (the normal form of `uri`) with the ASCII letters of scheme and
    host in lowercase, as RFC 3986 6.2.2.1 allows; percent-encoded octets
    keep their uppercase hex."""
    reparsed = Uri(text, UriSpan(0, len(text)))
    chars = list(text)
    for name in ("scheme", "host"):
        comp = reparsed.component(name)
        if comp is not None:
            part = text[comp.start : comp.end]
            chars[comp.start : comp.end] = "".join(
                piece if piece.startswith("%") else piece.translate(_ASCII_LOWER)
                for piece in _TRIPLET_OR_TEXT.findall(part)
            )
    return "".join(chars)


def equivalent(a: Uri, b: Uri) -> bool:
    """True when two URIs are equivalent under RFC 3986 6.2.2 (case,
    percent-encoding and dot segments) or 6.2.3 (default port, empty
    http(s) path)."""
    if a.span.opaque or b.span.opaque:
        if [a.text[s - a.start : e - a.start] for s, e in a.span.opaque] != [
            b.text[s - b.start : e - b.start] for s, e in b.span.opaque
        ]:
            return False
    na, nb = section2(a), section2(b)
    if na == nb or scheme_and_host_lowercased(a, na) == scheme_and_host_lowercased(b, nb):
        return True
    # Also 6.2.2.3 and 6.2.3, which the opt-in rules URI101-URI105 fix.
    return same_normal_form(a, b)


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


def comparison_key(uri: Uri) -> tuple[tuple[str, ...], str] | None:
    """What URIs equivalent under 6.2.2 and 6.2.3 share: their opaque
    parts as written and their full normal form (None when the normalizer
    rejects the URI); for comparing many URIs, each normalized once."""
    try:
        normal = _stand_in(uri)
    except NotAUri:
        return None
    return tuple(uri.text[s - uri.start : e - uri.start] for s, e in uri.span.opaque), normal


def parse_problem(uri: Uri) -> str | None:
    """Why the normalizer rejects `uri` (``http://2001::1``, a bad IPv6
    literal), or None: a rule offers no normalization fix on such a URI,
    since the fix engine could never prove it equivalent."""
    try:
        _stand_in(uri)
    except NotAUri as exc:
        return str(exc)
    return None


def _stand_in(uri: Uri) -> str:
    chars = list(uri.text)
    for i, (start, end) in enumerate(sorted(uri.span.opaque, reverse=True)):
        chars[start - uri.start : end - uri.start] = chr(0xE000 + i)
    text = "".join(chars)
    path = uri.component("path")
    dots = path is None or not uri.overlaps_opaque(path.start, path.end)
    if text.startswith("//"):
        text = "x-stand-in:" + text
    return normalize_with(text, scheme_based=True, dots=dots)
