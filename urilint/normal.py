"""The RFC 3986 section 2 normal form of a URI, and equivalence of two URIs.

The normal form uppercases percent-encoding hex digits, decodes encoded
unreserved characters, encodes disallowed and non-ASCII characters (UTF-8
octets, or IDNA A-labels in the host) and a ``%`` that starts no triplet,
and keeps encoded reserved characters (``%2F`` stays: RFC 3986 2.2).
Placeholders and undecodable input bytes are kept verbatim.
"""

from __future__ import annotations

import re

from .idn import to_alabel
from .model import UriSpan
from .uri import DISALLOWED_ASCII, UNRESERVED, Uri, is_surrogate, is_triplet, octet, pct_encode


def section2(uri: Uri) -> str:
    """The section 2 normal form of `uri`'s text."""
    host = uri.component("host")
    out: list[str] = []
    pos = uri.start
    for base, text in uri.pieces():
        out.append(uri.text[pos - uri.start : base - uri.start])  # an opaque range
        pos = base + len(text)
        if host is not None and base < host.end and host.start < pos:
            # Normalize the host part of this piece label by label.
            lo, hi = max(base, host.start) - base, min(pos, host.end) - base
            out.append(_chars(text[:lo]))
            out.append(_host(text[lo:hi]))
            out.append(_chars(text[hi:]))
        else:
            out.append(_chars(text))
    out.append(uri.text[pos - uri.start :])
    return "".join(out)


# A percent-encoded octet, or a run of anything else.
_TRIPLET_OR_TEXT = re.compile(r"%[0-9A-Fa-f]{2}|%|[^%]+")
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
    from .normal_form import same_normal_form  # it builds on this module

    # Also 6.2.2.3 and 6.2.3, which the opt-in rules URI101-URI105 fix.
    return same_normal_form(a, b)


def _chars(text: str) -> str:
    if not _needs_work(text):
        return text
    out: list[str] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char == "%":
            if is_triplet(text, i):
                decoded = chr(octet(text[i : i + 3]))
                out.append(decoded if decoded in UNRESERVED else text[i : i + 3].upper())
                i += 3
                continue
            out.append("%25")
        elif char in DISALLOWED_ASCII or (char >= "\x80" and not is_surrogate(char)):
            out.append(pct_encode(char))
        else:
            out.append(char)
        i += 1
    return "".join(out)


def _host(text: str) -> str:
    labels = []
    for label in text.split("."):
        if not label.isascii() and not any(map(is_surrogate, label)):
            labels.append(to_alabel(label) or _chars(label))
        else:
            labels.append(_chars(label))
    return ".".join(labels)


def _needs_work(text: str) -> bool:
    return not (text.isascii() and "%" not in text and not any(c in DISALLOWED_ASCII for c in text))


def normalize(uri: str) -> str:
    """The RFC 3986 section 2 normal form of one URI string."""
    return section2(Uri(uri, UriSpan(0, len(uri))))
