"""Findings and fixes that were wrong on sweeps 64-66 (2026-11-27:
component-framework sites and Elixir; enterprise-language repositories;
documentation full of code samples), and misses left from sweep 62.

Evidence in /work/sweep62 ... /work/sweep66 repro folders, not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# OPML 2.0: an outline's xmlUrl is "the http address of the feed" and
# htmlUrl the site's; a feed reader fetches them. Sweep 62 saw the raw
# space go unreported (the URI was read as bare text, up to the space).
OPML = (
    '<?xml version="1.0"?>\n<opml version="2.0"><body>\n'
    '<outline text="x" xmlUrl="https://e.com/~joe/feed?x=a b" htmlUrl="https://e.com/a b"/>\n'
    "</body></opml>\n"
)
# On any other element these names hold what that vocabulary says.
OTHER_ELEMENT = '<?xml version="1.0"?>\n<opml version="2.0"><body><feed xmlUrl="a b"/></body></opml>\n'


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), [
    (OPML, "feeds.opml", [(3, 54, "URI004"), (3, 82, "URI004")], OPML.replace("a b", "a%20b"), OPML.replace("a b", "a%20b")),
    (OTHER_ELEMENT, "feeds.opml", [], None, None),
])
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
