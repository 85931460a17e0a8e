"""Hosts: IDNA labels both ways (with the `idna` library), host case and
host validation (RFC 3986 3.2.2, RFC 6874 zone IDs)."""

from __future__ import annotations

import functools

from ..pattern_store import compiled_re
from .syntax import SUB_DELIMS, UNRESERVED, NotAUri, Uri, is_triplet

IPVFUTURE = compiled_re(r"[vV][0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+")
REG_NAME_CHARS = UNRESERVED | SUB_DELIMS | frozenset("%")


# The schemes known to name a DNS host, written with A-labels (RFC 3987
# 3.1): WHATWG's special schemes, whose host a browser converts, and those
# whose programs resolve it (ssh, git, ldap...: Python's urlsplit, or
# getaddrinfo, would not read "caf%C3%A9.fr"). In any other scheme a
# browser percent-encodes the host's UTF-8 octets (an opaque host):
# ``myapp://café/`` is ``myapp://caf%C3%A9/``, never ``myapp://xn--caf-dma/``.
DNS_SCHEMES = frozenset((
    "http", "https", "ws", "wss", "ftp", "file", "ssh", "sftp", "scp", "ftps", "git", "git+ssh", "ssh+git", "git+https",
    "svn", "svn+ssh", "ldap", "ldaps", "smtp", "smtps", "imap", "imaps", "pop", "pop3", "pop3s", "irc", "ircs", "nntp",
    "news", "telnet", "gopher", "rtsp", "rtmp", "mqtt", "mqtts", "amqp", "amqps", "redis", "rediss", "postgres",
    "postgresql", "mysql", "mongodb", "mongodb+srv", "smb", "nfs", "sip", "sips", "xmpp", "ldapi", "dns", "ntp",
))


def dns_host_of(uri: Uri) -> bool:
    """names_dns_host for `uri`'s scheme (None when a placeholder stands for it)."""
    scheme = uri.literal("scheme")
    return names_dns_host(None if scheme is None else scheme[1])


def names_dns_host(scheme: str | None) -> bool:
    """Whether a URI of `scheme` names a DNS host, written with A-labels:
    a special scheme, or none known (``//café.fr/``, a network-path
    reference, takes the page's; a placeholder may stand for the scheme)."""
    return scheme is None or scheme.lower() in DNS_SCHEMES


@functools.lru_cache(maxsize=4096)
def to_alabel(label: str) -> str | None:
    """The IDNA A-label for a non-ASCII host label, or None when the label
    is not valid under IDNA 2008 with UTS 46 mapping (no safe fix then)."""
    import idna  # imported lazily: most runs never meet a non-ASCII host

    try:
        return idna.encode(label, uts46=True).decode("ascii")
    except (idna.IDNAError, UnicodeError, ValueError):
        return None


def to_ulabel(label: str) -> str | None:
    """The U-label of an ``xn--`` A-label, or None when it is not one
    that converts back to itself (so the IRI maps back to the same URI)."""
    if not label[:4].lower() == "xn--":
        return None
    import idna  # lazily, as in to_alabel

    try:
        ulabel = idna.decode(label)
    except (idna.IDNAError, UnicodeError, ValueError):
        return None
    return ulabel if to_alabel(ulabel) == label.lower() else None


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


def check_host(host: str) -> None:
    """Raise NotAUri unless `host` is a valid IP literal or registered name."""
    if host.startswith("["):
        inner = host[1:-1] if host.endswith("]") else None
        if inner is None:
            raise NotAUri(f"unclosed IP literal {host!r}")
        if IPVFUTURE.fullmatch(inner):
            return
        address = inner.split("%25", 1)[0]
        import ipaddress  # here: 1.2 ms of every start-up, for the rare IPv6 literal

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
