"""Properties of urilint.normalize, and a cross-check with hyperlink.

urilint.normalize must be idempotent, keep the URI's meaning and, wherever
hyperlink succeeds, agree with ``hyperlink.parse(u).to_uri().normalize()``.
Each known difference from hyperlink and from rfc3986 is a test below,
with both outputs written out.
"""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

import hyperlink
import idna
import pytest
import rfc3986
from hypothesis import given, settings

import urilint
from uri_strategies import uris
from urilint.uri import UNRESERVED
from urilint.uri.hosts import names_dns_host

# An encoded octet: exactly "%" and two hex digits, no repetition.
TRIPLET = re.compile(r"%[0-9A-Fa-f]{2}")


def hyperlink_normalize(uri: str) -> str:
    # with_password: to_text() hides a password by default ("U:@host").
    return hyperlink.parse(uri).to_uri().normalize().to_text(with_password=True)


def _rfc_remove_dot_segments(path: str) -> str:
    """RFC 3986 5.2.4 as written, for absolute paths."""
    out = ""
    while path:
        if path.startswith("/./") or path == "/.":
            path = "/" + path[3 if len(path) > 2 else 2 :]
        elif path.startswith("/../") or path == "/..":
            path = "/" + path[4 if len(path) > 3 else 3 :]
            out = out[: max(out.rfind("/"), 0)]
        else:
            end = path.find("/", 1)
            end = len(path) if end < 0 else end
            out, path = out + path[:end], path[end:]
    return out


def meaning(uri: str) -> tuple[object, ...]:
    """What a URI denotes, computed without urilint: components split by
    urllib, percent-encoded unreserved characters decoded before dot
    segments are removed, then everything decoded (weaker than RFC
    equivalence, as "%2F" and "/" compare equal, but independent)."""
    parts = urlsplit(uri)
    scheme = parts.scheme.lower()
    userinfo, _, hostport = parts.netloc.rpartition("@")
    host = hostport[: hostport.index("]") + 1] if hostport.startswith("[") else hostport.rsplit(":", 1)[0]
    host = unquote(host).lower()
    if not host.startswith("[") and not host.isascii() and names_dns_host(scheme):
        host = idna.encode(host, uts46=True).decode()
    port = parts.port or {"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21}.get(scheme)
    path = TRIPLET.sub(lambda m: chr(int(m.group()[1:], 16)) if chr(int(m.group()[1:], 16)) in UNRESERVED else m.group(), parts.path)
    path = _rfc_remove_dot_segments(path) or ("/" if scheme in ("http", "https") else "")
    query = None if "?" not in uri else unquote(parts.query)
    fragment = None if "#" not in uri else unquote(parts.fragment)
    return scheme, unquote(userinfo), host, port, unquote(path), query, fragment


@settings(max_examples=400, deadline=None)
@given(uris())
def test_idempotent_and_meaning_kept(uri: str) -> None:
    full = urilint.normalize(uri)
    syntax = urilint.normalize(uri, scheme_based=False)
    assert urilint.normalize(full) == full
    assert urilint.normalize(syntax, scheme_based=False) == syntax
    assert urilint.normalize(syntax) == full
    assert meaning(full) == meaning(uri)
    assert meaning(syntax) == meaning(uri)


@settings(max_examples=400, deadline=None)
@given(uris())
def test_iri_round_trip(uri: str) -> None:
    iri = urilint.to_iri(uri)
    assert urilint.normalize(iri) == urilint.normalize(uri)
    assert urilint.to_iri(iri) == iri


@settings(max_examples=600, deadline=None)
@given(uris(hyperlink_safe=True))
def test_agrees_with_hyperlink(uri: str) -> None:
    try:
        theirs = hyperlink_normalize(uri)
    except (ValueError, hyperlink.URLParseError, idna.IDNAError):
        return  # hyperlink fails: IPv6 literals, percent-encoded hosts
    parts = urlsplit(uri)
    if not names_dns_host(parts.scheme) and not parts.netloc.isascii():
        return  # a known difference: hyperlink takes every host for a DNS name (below)
    assert urilint.normalize(uri) == theirs
    assert hyperlink_normalize(urilint.normalize(uri)) == theirs  # equivalent as hyperlink sees it


def test_hyperlink_succeeds_on_most_examples() -> None:
    # The agreement test above must not pass by skipping: these typical
    # shapes all reach the comparison.
    for uri in ["HTTP://Ex.COM:80/a/./b/../%7e?%c3%a9#F", "https://bücher.de:443?x y", "ws://u@e:80/%2f/..", "foo://E/a/.."]:
        assert urilint.normalize(uri) == hyperlink_normalize(uri)


# Known differences from hyperlink 21.0.0, each with both outputs.


@pytest.mark.parametrize("uri", ["http://[2001:DB8::1]/", "http://[::1]/"])
def test_hyperlink_to_uri_rejects_ipv6_literals(uri: str) -> None:
    # to_uri() IDNA-encodes the host, and ":" is not a valid code point.
    with pytest.raises(idna.IDNAError):
        hyperlink_normalize(uri)
    assert urilint.normalize(uri) == uri.lower()


def test_hyperlink_rejects_percent_encoded_host() -> None:
    with pytest.raises(idna.IDNAError):
        hyperlink_normalize("http://ex%41mple.com/")
    assert urilint.normalize("http://ex%41mple.com/") == "http://example.com/"


def test_hyperlink_rejects_empty_port() -> None:
    with pytest.raises(hyperlink.URLParseError):
        hyperlink_normalize("http://e.com:/a")
    assert urilint.normalize("http://e.com:/a") == "http://e.com/a"


def test_hyperlink_rejects_invalid_utf8_percent_encoding() -> None:
    with pytest.raises(UnicodeDecodeError):
        hyperlink_normalize("http://x/%c3")
    assert urilint.normalize("http://x/%c3") == "http://x/%C3"


def test_hyperlink_decodes_dots_after_removing_dot_segments() -> None:
    # RFC 3986 6.2.2 decodes %2E first; hyperlink's result is not normal
    # (normalizing it again changes it).
    assert hyperlink_normalize("http://x/a/%2E%2E/b") == "http://x/a/../b"
    assert hyperlink_normalize("http://x/a/../b") == "http://x/b"
    assert urilint.normalize("http://x/a/%2E%2E/b") == "http://x/b"


def test_hyperlink_drops_empty_query_and_fragment() -> None:
    # RFC 3986 6.2.3 keeps a delimiter whose component is empty.
    assert hyperlink_normalize("http://x/a?#") == "http://x/a"
    assert urilint.normalize("http://x/a?#") == "http://x/a?#"


def test_hyperlink_adds_a_slash_for_every_scheme() -> None:
    # RFC 3986 6.2.3 names http; urilint adds the "/" for http(s) only.
    assert hyperlink_normalize("ftp://x") == "ftp://x/"
    assert hyperlink_normalize("foo://x") == "foo://x/"
    assert urilint.normalize("ftp://x") == "ftp://x"
    assert urilint.normalize("foo://x") == "foo://x"


def test_hyperlink_takes_every_host_for_a_dns_name() -> None:
    # A browser converts the host to A-labels in the special schemes only,
    # and percent-encodes any other's (WHATWG's opaque host; RFC 3987 3.1).
    assert hyperlink_normalize("foo://bücher/") == "foo://xn--bcher-kva/"
    assert urilint.normalize("foo://bücher/") == "foo://b%C3%BCcher/"
    assert urilint.normalize("https://bücher/") == hyperlink_normalize("https://bücher/") == "https://xn--bcher-kva/"
    assert urilint.to_iri("foo://b%C3%BCcher/") == "foo://bücher/"
    assert urilint.to_iri("foo://xn--bcher-kva/") == "foo://xn--bcher-kva/"


def test_hyperlink_writes_the_port_as_an_integer() -> None:
    assert hyperlink_normalize("foo://x:080/") == "foo://x:80/"
    assert urilint.normalize("foo://x:080/") == "foo://x:080/"


def test_hyperlink_removes_dot_segments_from_rootless_paths() -> None:
    # urilint leaves a path that does not start with "/" alone: 5.2.4
    # would make "a/../b" the absolute path "/b".
    assert hyperlink_normalize("foo:a/../b") == "foo:b"
    assert urilint.normalize("foo:a/../b") == "foo:a/../b"


# Known differences from rfc3986 2.0.0 (normalize_uri does 6.2.2 only).


def test_rfc3986_drops_the_authority_of_an_iri() -> None:
    assert rfc3986.normalize_uri("http://bücher.de/ä") == "http:/%C3%A4"
    assert rfc3986.normalize_uri("ftp://ä@example/a") == "ftp:/a"
    assert urilint.normalize("http://bücher.de/ä") == "http://xn--bcher-kva.de/%C3%A4"
    assert urilint.normalize("ftp://ä@example/a") == "ftp://%C3%A4@example/a"


def test_rfc3986_keeps_encoded_unreserved_characters() -> None:
    assert rfc3986.normalize_uri("http://Ex%41mple.com/%7e") == "http://ex%41mple.com/%7E"
    assert urilint.normalize("http://Ex%41mple.com/%7e") == "http://example.com/~"


def test_rfc3986_has_no_scheme_based_normalization() -> None:
    assert rfc3986.normalize_uri("HTTP://x:80") == "http://x:80"
    assert urilint.normalize("HTTP://x:80") == "http://x/"
    assert urilint.normalize("HTTP://x:80", scheme_based=False) == "http://x:80"


def test_rfc3986_removes_dot_segments_from_rootless_paths() -> None:
    assert rfc3986.normalize_uri("foo:a/../b") == "foo:b"
    assert urilint.normalize("foo:a/../b") == "foo:a/../b"
