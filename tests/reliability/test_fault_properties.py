"""Hypothesis properties over generated documents (Markdown, HTML, code,
text) full of URIs, random percent sequences and random Unicode: no crash,
fixing is idempotent, changes only reported ranges, and keeps every URI
equivalent to its original (reliability_props.check_fix)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reliability_props import DEFAULT_LINTER, LINTER, check_all, check_fix, check_spans
from urilint.fix import FixError  # noqa: F401  (a FixError fails the property)

PERCENT = st.builds(
    lambda hexes: "%" + hexes,
    st.text(alphabet="0123456789abcdefABCDEFgzu%", min_size=0, max_size=3),
)
URI_CHARS = st.one_of(
    st.sampled_from(list("abcXYZ019-._~/?#[]@!$&'()*+,;=: \"<>\\^`{|}")),
    PERCENT,
    st.sampled_from(["é", "例", "\u00a0", "\u200b", "\ud800", "\udcff", "%E4", "%C3%A9", "{id}", "{{ x }}", "${V}", "%s", "<int:id>", "&amp;"]),
    st.characters(blacklist_categories=("Cs",)),
)
PATH = st.lists(URI_CHARS, max_size=12).map("".join)
HOST = st.sampled_from(["example.com", "EXAMPLE.org", "例え.jp", "[::1]", "x.org:8080", "user@h.io", "bücher.de"])
SCHEME = st.sampled_from(["http", "https", "HTTP", "ftp", "mailto", "wss", "s"])
URI = st.builds(lambda s, h, p: f"{s}://{h}/{p}" if s != "mailto" else f"mailto:{h}{p}", SCHEME, HOST, PATH)


def _markdown(uri: str, filler: str) -> st.SearchStrategy[str]:
    return st.sampled_from([
        f"[link]({uri})", f"<{uri}>", f"[r]: {uri}", f"see {uri}.", f"`{uri}`", f"```\n{uri}\n```",
        f"![img]({uri} \"t\")", f"{filler} {uri} {filler}", f"<a href=\"{uri}\">x</a>",
    ])


def _html(uri: str, filler: str) -> st.SearchStrategy[str]:
    return st.sampled_from([f'<a href="{uri}">{filler}</a>', f"<img src='{uri}'>", f"<p>{uri}</p>", f"<!-- {uri} -->"])


def _code(uri: str, filler: str) -> st.SearchStrategy[str]:
    return st.sampled_from([f'url = "{uri}"', f"x = '{uri}'", f"# {uri}", f'f"{uri}{{x}}"', f"// {uri} {filler}"])


KINDS = {"README.md": _markdown, "index.html": _html, "app.py": _code, "notes.txt": _markdown}
FILLER = st.text(max_size=12)


@st.composite
def documents(draw: st.DrawFn) -> tuple[str, str]:
    name = draw(st.sampled_from(sorted(KINDS)))
    lines = []
    for _ in range(draw(st.integers(1, 5))):
        lines.append(draw(KINDS[name](draw(URI), draw(FILLER))))
    newline = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    return name, newline.join(lines) + draw(st.sampled_from(["", newline]))


SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(documents())
def test_generated_documents(doc: tuple[str, str]) -> None:
    check_all(doc[1], doc[0], DEFAULT_LINTER)


@SETTINGS
@given(st.sampled_from(sorted(KINDS)), st.text(max_size=200))
def test_random_unicode(name: str, text: str) -> None:
    check_spans(text, name, LINTER)
    check_fix(text, name, linter=DEFAULT_LINTER)


@SETTINGS
@given(st.lists(PERCENT, max_size=30).map("".join))
def test_random_percent_sequences(tail: str) -> None:
    for text in (f"http://x.org/{tail}", f"see http://x.org/p?q={tail}#f{tail}", f"<http://x.org/{tail}>"):
        check_fix(text, "README.md", linter=DEFAULT_LINTER)


def test_unsafe_fix_does_not_undo_a_safe_fix() -> None:
    check_fix("http://x.org/%3%30", "README.md", unsafe=True, linter=DEFAULT_LINTER)


def test_host_case_next_to_undecodable_byte() -> None:
    check_fix("[link](http://EXAMPLE.org/\ud800)", "README.md", linter=LINTER)


# Every pair of these, in a link, an attribute and a code literal: a legacy
# lead octet, trail bytes raw and as triplets, a triplet safe fixes decode,
# a raw character they encode, and a raw non-ASCII one (its octets could
# join a run).
OCTET_NEIGHBOURS = ["%91", "%a5", "%E4", "%C3%A9", "%41", "A", "%5B", "[", "%5F", "_", "\\", "%5C", "é"]


@pytest.mark.parametrize("name, template", [
    ("README.md", "[link](http://example.com/{})\n"),
    ("index.html", '<a href="http://example.jp/{}">x</a>\n'),
    ("app.py", 'u = "http://example.com/{}"\n'),
])
def test_fixes_next_to_octet_runs_settle_in_one_run(name: str, template: str) -> None:
    """URI007 reads octets: a safe or unsafe fix beside a run must not
    change its reading, or a second --fix would do more than the first."""
    for first in OCTET_NEIGHBOURS:
        for second in OCTET_NEIGHBOURS:
            for third in ("", "%91"):
                check_all(template.format(first + second + third), name, DEFAULT_LINTER)
