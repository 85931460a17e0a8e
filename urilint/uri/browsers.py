"""Which raw characters a browser percent-encodes itself (WHATWG URL Standard).

A browser given ``href="/a b"`` requests ``/a%20b``: writing ``%20`` in the
attribute changes nothing it sends. It sends ``|`` and ``\\`` (which, in an
http(s) path, it reads as ``/``) as written, and drops tabs and line
breaks: percent-encoding those changes the request. The sets are the
standard's percent-encode sets (https://url.spec.whatwg.org/#percent-encoded-bytes)
per component, for the special schemes (http, https, ws, wss, ftp, file)
and for relative references, whose base is the page's.
"""

from __future__ import annotations

SPECIAL_SCHEMES = frozenset({"http", "https", "ws", "wss", "ftp", "file"})

_CONTROLS = frozenset(chr(c) for c in range(0x20)) | {"\x7f"}
_REMOVED = frozenset("\t\n\r")  # the URL parser drops them before anything else
_FRAGMENT = _CONTROLS | frozenset(' "<>`')
_QUERY = _CONTROLS | frozenset(" \"#<>'")  # the special-query set (with ')
_PATH = _CONTROLS | frozenset(' "#<>?^`{}')
_USERINFO = _PATH | frozenset("/:;=@[\\]|")
_BY_COMPONENT = {"fragment": _FRAGMENT, "query": _QUERY, "path": _PATH, "userinfo": _USERINFO}


def encodes(char: str, component: str, scheme: str | None, has_authority: bool) -> bool:
    """True when a browser percent-encodes the ASCII `char` itself where it
    stands (`component`, one of Uri.component_at's names) in a URL of
    `scheme` (None: relative). Non-ASCII is always encoded (as UTF-8, or
    an IDNA A-label in the host); the host rejects what is not allowed."""
    if char >= "\x80":
        return True
    if char in _REMOVED:
        return False
    if component == "path" and scheme is not None and scheme.lower() not in SPECIAL_SCHEMES and not has_authority:
        return char in _CONTROLS  # an opaque path (mailto:a b) keeps its spaces
    return char in _BY_COMPONENT.get(component, frozenset())
