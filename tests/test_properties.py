"""Hypothesis properties of fix_text and normalize."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import urilint
from urilint.model import UriSpan
from urilint.uri.equivalence import equivalent
from urilint.uri.normalize import section2_form as normalize
from urilint.uri import Uri

PIECES = st.sampled_from(
    ["a", "Z", "0", "-", ".", "_", "~", "/", "?", "#", "=", "&", "+", "%", "%2f", "%2F", "%7e",
     "%41", "%25", "%2520", "%zz", "%E4", "%C3%A4", "%u00E4", "|", "^", "{", "}", "\\", "ä", "€",
     "例", "(", ")", "{id}", "{{ x }}", "%s", ":", "@", "!", "$", "'", "*"]
)
PATHS = st.lists(PIECES, max_size=12).map("".join)
HOSTS = st.sampled_from(["example.com", "EXAMPLE.org", "例え.jp", "[2001:db8::1]:8080", "u:p@h.io:80"])
URIS = st.builds(lambda s, h, p: f"{s}://{h}/{p}", st.sampled_from(["http", "https", "ftp", "git+ssh"]), HOSTS, PATHS)
FILLER = st.sampled_from([" ", "\n", "\r\n", "\t", "see ", "(", ") ", ". ", "ä ", '"', "<", "> "])
DOCUMENTS = st.lists(st.one_of(URIS, FILLER), max_size=10).map("".join)
FILENAMES = st.sampled_from(["a.txt", "a.md", "a.py", "a.html"])


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(DOCUMENTS, FILENAMES, st.booleans())
@example("http://example.com/{\u00e4}", "a.txt", False)  # encoding the letter would make a template expression
@example("http://example.com/%{\u00e4 http://example.com/%}", "a.txt", False)  # "{" + "%C3%A4" writes "{%"
@example("http://example.com/\u00e4{\u00e4{http://example.com/%}", "a.py", True)  # a finding's range spans a round's output
@example("http://example.com/|%41http://example.com/", "a.txt", False)  # "A" would start a scheme after "|": a split
@example("http://example.com/%25aa", "a.txt", True)  # %AA alone is not UTF-8: URI007 guessed again
@example("http://example.com/%u00E4%E4Z%u00E4", "a.txt", True)  # "%E4Z%" after a %u escape: no %NAME% placeholder
def test_fix_is_idempotent_local_and_complete(text: str, filename: str, unsafe: bool) -> None:
    findings = urilint.lint_text(text, filename)
    fixed = urilint.fix_text(text, filename, unsafe=unsafe)
    assert urilint.fix_text(fixed, filename, unsafe=unsafe) == fixed
    remaining = urilint.lint_text(fixed, filename)
    assert not [f for f in remaining if f.fix and f.fix.applicability.value == "safe"]
    if fixed != text:
        # Characters outside every finding's range are untouched: strip the
        # ranges from the original and the fixed text and compare the rest.
        assert _outside(text, findings) == _outside_fixed(text, fixed, findings)


def _outside(text: str, findings: list) -> list[str]:  # type: ignore[type-arg]
    # Ranges of different rules may overlap (each covers its first to last
    # offending character): the text outside their union.
    out, pos = [], 0
    for f in sorted(findings, key=lambda f: f.start):
        if f.start >= pos:
            out.append(text[pos : f.start])
        pos = max(pos, f.end)
    out.append(text[pos:])
    return out


def _outside_fixed(text: str, fixed: str, findings: list) -> list[str]:  # type: ignore[type-arg]
    # Walk both texts: each gap of unchanged text must appear, in order.
    gaps = _outside(text, findings)
    pos = 0
    found = []
    for gap in gaps:
        at = fixed.find(gap, pos)
        found.append(gap if at >= 0 else None)
        if at >= 0:
            pos = at + len(gap)
    return found


@settings(max_examples=300, deadline=None)
@given(URIS)
def test_normalize_is_idempotent_and_equivalent(uri: str) -> None:
    once = normalize(uri)
    assert normalize(once) == once
    assert equivalent(Uri(uri, UriSpan(0, len(uri))), Uri(once, UriSpan(0, len(once))))
    assert once.isascii() or any("\udc80" <= c <= "\udcff" for c in once)


@given(st.text(max_size=20))
@example("#")
@example("#a#b?c\nd")
def test_fragment_only_split_is_appendix_b(tail: str) -> None:
    """_split's shortcut for a fragment-only reference gives what RFC 3986
    appendix B's expression gives."""
    from urilint.uri.syntax import _APPENDIX_B, Component

    text = "#" + tail
    match = _APPENDIX_B.match(text)
    assert match is not None
    expected = (Component("path", 7 + match.start(3), 7 + match.end(3)), Component("fragment", 7 + match.start(5), 7 + match.end(5)))
    assert Uri("x" * 7 + text, UriSpan(7, 7 + len(text))).components == expected
