"""Hypothesis strategies for URIs: hosts (names, IDN, IPv4, IPv6), ports,
dot segments and percent-encodings, in random case."""

from __future__ import annotations

import ipaddress

from hypothesis import strategies as st

SCHEMES = ["http", "https", "HTTP", "Https", "ws", "wss", "ftp", "foo"]
LABELS = ["example", "EXAMPLE", "Ex", "a-b", "x1", "bücher", "例え", "ПРИМЕР", "xn--bcher-kva", "XN--BCHER-KVA", "ex%41mple", "ex%c3%a4"]
USERINFO = ["", "user", "U:P", "u%41", "ä"]
PORTS = ["", ":", ":80", ":443", ":21", ":8080", ":080"]
ENCODED_DOTS = ["%2e", "%2E%2e", ".%2E"]
SEGMENTS = [".", "..", "a", "B", "%7e", "%41", "%c3%a4", "%C3%A4", "ä", "a b", "%2F", "%2f", "x%20y", "", "~",
            "%25", "+", "=", ";", ":", "@", "a.b", "%E2%82%AC", "%D9%A3", "%e2%80%ae", "%C2%A0"]
QUERY = ["a=1", "b", "%7E", "%2b", "ä", "x y", "/", "?", "../", "%3D", "%C3%A9"]
FRAGMENTS = ["F", "%7e", "a/../b", "ä", "%c3%a9", "%E2%80%8B"]


def hosts() -> st.SearchStrategy[str]:
    names = st.lists(st.sampled_from(LABELS), min_size=1, max_size=3).map(".".join)
    ipv4 = st.tuples(*[st.integers(0, 255)] * 4).map(lambda t: ".".join(map(str, t)))
    ipv6 = st.tuples(st.integers(0, 2**128 - 1), st.booleans()).map(
        lambda t: "[" + (str.upper if t[1] else str.lower)(ipaddress.IPv6Address(t[0]).compressed) + "]"
    )
    return st.one_of(names, ipv4, ipv6)


@st.composite
def uris(draw: st.DrawFn, hyperlink_safe: bool = False) -> str:
    """A URI with an authority. `hyperlink_safe` leaves out what the known
    differences from hyperlink are about (see test_crosscheck.py): encoded
    dot segments, empty query or fragment, empty port, leading-zero ports,
    and empty paths outside http(s)."""
    scheme = draw(st.sampled_from(SCHEMES))
    user = draw(st.sampled_from(USERINFO))
    ports = [p for p in PORTS if p not in (":", ":080")] if hyperlink_safe else PORTS
    segments = SEGMENTS if hyperlink_safe else SEGMENTS + ENCODED_DOTS
    min_segments = 1 if hyperlink_safe and scheme.lower() not in ("http", "https") else 0
    path = "".join("/" + s for s in draw(st.lists(st.sampled_from(segments), min_size=min_segments, max_size=5)))
    query = draw(st.none() | st.lists(st.sampled_from(QUERY), min_size=int(hyperlink_safe), max_size=3))
    fragments = FRAGMENTS if hyperlink_safe else FRAGMENTS + [""]
    fragment = draw(st.none() | st.sampled_from(fragments))
    return (
        f"{scheme}://{user + '@' if user else ''}{draw(hosts())}{draw(st.sampled_from(ports))}{path}"
        + (f"?{'&'.join(query)}" if query is not None else "")
        + (f"#{fragment}" if fragment is not None else "")
    )
