"""urilint.normalize and urilint.to_iri: exact normal and IRI forms."""

from __future__ import annotations

import pytest

import urilint
from urilint.uri.normalize import section2_form as section2_normalize
from urilint.uri.normalize import NotAUri, remove_dot_segments


@pytest.mark.parametrize(
    ("uri", "full", "syntax"),
    [
        pytest.param("HTTP://Example.COM:80/a/./b/../c?%7e#F", "http://example.com/a/c?~#F", "http://example.com:80/a/c?~#F", id="everything"),
        pytest.param("http://example.com", "http://example.com/", "http://example.com", id="empty-path"),
        pytest.param("https://e.com?q", "https://e.com/?q", "https://e.com?q", id="empty-path-query"),
        pytest.param("ftp://e.com", "ftp://e.com", "ftp://e.com", id="empty-path-only-http"),
        pytest.param("https://e.com:443", "https://e.com/", "https://e.com:443", id="default-port"),
        pytest.param("http://e.com:080/", "http://e.com/", "http://e.com:080/", id="default-port-leading-zero"),
        pytest.param("http://e.com:8080/", "http://e.com:8080/", "http://e.com:8080/", id="other-port"),
        pytest.param("foo://e.com:/x", "foo://e.com/x", "foo://e.com:/x", id="empty-port-any-scheme"),
        pytest.param("ws://e.com:80/", "ws://e.com/", "ws://e.com:80/", id="ws"),
        pytest.param("http://[2001:DB8::1]/", "http://[2001:db8::1]/", "http://[2001:db8::1]/", id="ipv6-lower"),
        pytest.param("http://[FE80::1%25EN0]/", "http://[fe80::1%25EN0]/", "http://[fe80::1%25EN0]/", id="zone-id-kept"),
        pytest.param("http://[v1.ABC]/", "http://[v1.ABC]/", "http://[v1.ABC]/", id="ipvfuture-kept"),
        pytest.param("http://User:PW@Host.ORG/P?Q#R", "http://User:PW@host.org/P?Q#R", "http://User:PW@host.org/P?Q#R", id="only-scheme-and-host-case"),
        pytest.param("http://x/%2e%2E/a/%2E", "http://x/a/", "http://x/a/", id="encoded-dots-decoded-then-removed"),
        pytest.param("http://x/a%2fb/%3f", "http://x/a%2Fb/%3F", "http://x/a%2Fb/%3F", id="reserved-kept"),
        pytest.param("http://bücher.de/ä b", "http://xn--bcher-kva.de/%C3%A4%20b", "http://xn--bcher-kva.de/%C3%A4%20b", id="iri-encoded"),
        pytest.param("http://EX%41MPLE.com/", "http://example.com/", "http://example.com/", id="host-unreserved-decoded"),
        pytest.param("http://ex%c3%a4mple.com/", "http://ex%C3%A4mple.com/", "http://ex%C3%A4mple.com/", id="host-triplets-upper"),
        pytest.param("mailto:A@B.com", "mailto:A@B.com", "mailto:A@B.com", id="mailto-untouched"),
        pytest.param("urn:a/../b", "urn:a/../b", "urn:a/../b", id="rootless-dots-kept"),
        pytest.param("file:///a/../b", "file:///b", "file:///b", id="empty-host"),
        pytest.param("http://x/a?b/../c#d/./e", "http://x/a?b/../c#d/./e", "http://x/a?b/../c#d/./e", id="query-fragment-dots-kept"),
        pytest.param("http://x/100%", "http://x/100%25", "http://x/100%25", id="stray-percent"),
    ],
)
def test_normalize(uri: str, full: str, syntax: str) -> None:
    assert urilint.normalize(uri) == full
    assert urilint.normalize(uri, scheme_based=False) == syntax
    assert urilint.normalize(full) == full


def test_section2_form_stays_available() -> None:
    assert section2_normalize("HTTP://X.org:80/%7e/./a b") == "HTTP://X.org:80/~/./a%20b"
    assert section2_normalize("../a%7e") == "../a~"


@pytest.mark.parametrize(
    ("uri", "message"),
    [
        pytest.param("example.com/a", "no scheme", id="no-scheme"),
        pytest.param("//example.com/a", "no scheme", id="network-path"),
        pytest.param("../a", "no scheme", id="relative"),
        pytest.param("", "no scheme", id="empty"),
        pytest.param("1http://x/", "bad scheme '1http'", id="bad-scheme"),
        pytest.param("ht tp://x/", "bad scheme 'ht tp'", id="space-in-scheme"),
        pytest.param("http://x:8o/", "bad port in 'x:8o'", id="bad-port"),
        pytest.param("http://[::1]x/", "text after the IP literal '[::1]'", id="after-literal"),
        pytest.param("http://[::1/", "unclosed IP literal '[::1'", id="unclosed"),
        pytest.param("http://[1:2:3]/", "bad IPv6 literal '[1:2:3]'", id="bad-ipv6"),
        pytest.param("http://a[b]/", "'[' is not allowed in the host 'a[b]'", id="bracket-in-name"),
        pytest.param("http://x/\udcff", "it holds bytes that are not UTF-8", id="undecodable"),
    ],
)
def test_not_a_uri(uri: str, message: str) -> None:
    with pytest.raises(NotAUri) as info:
        urilint.normalize(uri)
    assert str(info.value) == message
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize(
    ("uri", "iri"),
    [
        pytest.param("http://xn--bcher-kva.de/caf%c3%a9", "http://bücher.de/café", id="host-and-path"),
        pytest.param("HTTP://XN--BCHER-KVA.de:80", "http://bücher.de/", id="normalized-first"),
        pytest.param("http://x/%E2%82%AC?q=%D9%A3#%E0%A4%B9%E0%A4%BF", "http://x/€?q=٣#हि", id="symbol-digit-marks"),
        pytest.param("http://u%C3%A9@x/", "http://ué@x/", id="userinfo"),
        pytest.param("http://x/%C2%A0%E2%80%8B%E2%80%AE%EE%80%80%EF%BF%BE", "http://x/%C2%A0%E2%80%8B%E2%80%AE%EE%80%80%EF%BF%BE", id="invisible-bidi-private-nonchar-kept"),
        pytest.param("http://x/%D9%81%E2%80%8C%D9%84", "http://x/ف\u200cل", id="zwnj-decoded"),
        pytest.param("http://x/%E4%C3%A4%C3", "http://x/%E4ä%C3", id="invalid-utf8-kept"),
        pytest.param("http://x/%2F%41%25", "http://x/%2FA%25", id="ascii-stays-encoded"),
        pytest.param("http://xn--a.com/", "http://xn--a.com/", id="bad-alabel-kept"),
        pytest.param("http://[2001:db8::1]/", "http://[2001:db8::1]/", id="ipv6"),
    ],
)
def test_to_iri(uri: str, iri: str) -> None:
    assert urilint.to_iri(uri) == iri
    assert urilint.normalize(iri) == urilint.normalize(uri)


def test_to_iri_syntax_only() -> None:
    assert urilint.to_iri("HTTP://XN--BCHER-KVA.de:80", scheme_based=False) == "http://bücher.de:80"


def _rfc_remove_dot_segments(path: str) -> str:
    """RFC 3986 5.2.4 step by step, as written: the oracle."""
    out = ""
    while path:
        if path.startswith("../"):
            path = path[3:]
        elif path.startswith("./"):
            path = path[2:]
        elif path.startswith("/./"):
            path = path[2:]
        elif path == "/.":
            path = "/"
        elif path.startswith("/../"):
            path = path[3:]
            out = out[: max(out.rfind("/"), 0)]
        elif path == "/..":
            path = "/"
            out = out[: max(out.rfind("/"), 0)]
        elif path in (".", ".."):
            path = ""
        else:
            end = path.find("/", 1)
            end = len(path) if end < 0 else end
            out += path[:end]
            path = path[end:]
    return out


@pytest.mark.parametrize(
    "path",
    ["/a/b/c/./../../g", "/mid/content=5/../6", "/..", "/.", "/a/..", "/a/.", "/a//../b", "/./a/", "/a/b/../../../../c", "/", "/.../..a/a..", "/a/./"],
)
def test_remove_dot_segments_matches_rfc(path: str) -> None:
    assert remove_dot_segments(path) == _rfc_remove_dot_segments(path)


def test_rfc_examples() -> None:
    # RFC 3986 section 5.2.4 and 6.2.2 examples.
    assert remove_dot_segments("/a/b/c/./../../g") == "/a/g"
    assert remove_dot_segments("/mid/content=5/../6") == "/mid/6"
    assert urilint.normalize("HTTP://www.EXAMPLE.com/") == "http://www.example.com/"
    assert urilint.normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d") == "example://a/b/c/%7Bfoo%7D"
