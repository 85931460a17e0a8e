"""Findings and fixes that were wrong on sweeps 77 to 80 (2026-11-27:
curated link lists, bookmarks, feeds and badges; a broad regression on
popular repositories; federated protocols; public-sector repositories).

Evidence in /work/sweep77's to /work/sweep80's repro folders, not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# A heading's text makes its anchor: github-slugger made
# "## Tools https://example.com/%7Etool" #tools-httpsexamplecom7etool, the
# fixed heading #tools-httpsexamplecomtool, and the link above it broke
# (cmark-gfm rendered both). So do an autolink's text, inline code and a
# setext heading's lines, in a block quote too. A link's destination is not
# shown and keeps its fix; so do a list item above a thematic break (cmark-gfm:
# <ul> then <hr />), a shell comment in a fenced block and running text.
HEADINGS = (
    "- [Tools](#tools-httpsexamplecom7etool)\n\n"
    "## Tools https://example.com/%7Etool\n\n"
    "## [Link](https://example.com/%7Eb) and <https://example.com/%7Ec>\n\n"
    "## Use `https://example.com/%7Ed`\n\n"
    "Setext https://example.com/%7Ee\nline two\n---\n\n"
    "> ### Quoted https://example.com/%7Ef\n\n"
    "- Fixed https://example.com/%7Eg\n---\n\n"
    "```sh\n# get https://example.com/%7Eh\n```\n\n"
    "Text https://example.com/%7Ei here.\n"
)
# Front matter's "# " line is a YAML comment, not a heading.
FRONT_MATTER = "---\n# https://example.com/%7Ea\ntitle: x\n---\n\n# Title https://example.com/%7Eb\n"
# docutils' section ids, Asciidoctor's section ids and Org's [[*Headline]]
# links are made of the title too. AsciiDoc's listing keeps its fix.
TITLES_RST = "Title https://example.com/%7Ea\n==============================\n\nBody https://example.com/%7Eb\n"
TITLES_ADOC = (
    "== Section https://example.com/%7Ea[]\n\n"
    "[source,bash]\n----\n# get https://example.com/%7Eb\n----\n\n"
    "Body https://example.com/%7Ec\n"
)
HEADLINES_ORG = "* Head https://example.com/%7Ea\nBody https://example.com/%7Eb\n"
# A notebook's Markdown cells: a source line of its own, or a whole source string.
NOTEBOOK = (
    '{\n "cells": [\n  {\n   "cell_type": "markdown",\n   "metadata": {},\n   "source": [\n'
    '    "## Tools https://example.com/%7Etool\\n",\n    "Text https://example.com/%7Ea here.\\n"\n   ]\n  },\n'
    '  {\n   "cell_type": "markdown",\n   "metadata": {},\n   "source": "# One https://example.com/%7Eb\\n"\n  }\n'
    ' ],\n "metadata": {},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n'
)

# A heading is read at most HEADING_REACH (1,024) characters before the
# URI (a long line of fixes stays linear): a URI further from its line's
# start is taken to be in running text.
FAR_HEADING = "## Tools " + "word " * 210 + "https://example.com/%7Ea\n"

# JSON Feed 1.1: "feed_url ... serves as the unique identifier for the
# feed", as an item's "id" does for the item. The home page keeps its fix.
JSON_FEED = (
    '{\n  "version": "https://jsonfeed.org/version/1.1",\n'
    '  "home_page_url": "https://example.com/%7Euser/",\n'
    '  "feed_url": "https://example.com/%7Euser/feed.json"\n}\n'
)
# A feed's self link is WebSub's topic URL, which a hub matches
# subscriptions and the publisher's notices by as written. Another link
# keeps its fix.
SELF_LINKS = (
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>\n'
    '<link>https://example.com/%7Euser/</link>\n'
    '<atom:link href="https://example.com/%7Euser/feed.xml" rel="self" type="application/rss+xml"/>\n'
    "<atom:link rel='alternate self' href='https://example.com/%7Euser/b.xml'/>\n"
    "</channel></rss>\n"
)

SWEEP77_CASES = [
    (HEADINGS, "README.md",
     [(3, 30, "URI002"), (5, 31, "URI002"), (5, 62, "URI002"), (7, 29, "URI002"), (9, 28, "URI002"),
      (13, 34, "URI002"), (15, 29, "URI002"), (19, 27, "URI002"), (22, 26, "URI002")],
     HEADINGS.replace("%7Eb", "~b").replace("%7Eg", "~g").replace("%7Eh", "~h").replace("%7Ei", "~i"),
     HEADINGS.replace("%7Eb", "~b").replace("%7Eg", "~g").replace("%7Eh", "~h").replace("%7Ei", "~i")),
    (FRONT_MATTER, "post.md", [(2, 23, "URI002"), (6, 29, "URI002")], FRONT_MATTER.replace("%7Ea", "~a"),
     FRONT_MATTER.replace("%7Ea", "~a")),
    (TITLES_RST, "index.rst", [(1, 27, "URI002"), (4, 26, "URI002")], TITLES_RST.replace("%7Eb", "~b"),
     TITLES_RST.replace("%7Eb", "~b")),
    (TITLES_ADOC, "page.adoc", [(1, 32, "URI002"), (5, 27, "URI002"), (8, 26, "URI002")],
     TITLES_ADOC.replace("%7Eb", "~b").replace("%7Ec", "~c"), TITLES_ADOC.replace("%7Eb", "~b").replace("%7Ec", "~c")),
    (HEADLINES_ORG, "notes.org", [(1, 28, "URI002"), (2, 26, "URI002")], HEADLINES_ORG.replace("%7Eb", "~b"),
     HEADLINES_ORG.replace("%7Eb", "~b")),
    (NOTEBOOK, "tour.ipynb", [(7, 35, "URI002"), (8, 31, "URI002"), (14, 41, "URI002")],
     NOTEBOOK.replace("%7Ea", "~a"), NOTEBOOK.replace("%7Ea", "~a")),
    (FAR_HEADING, "far.md", [(1, 1080, "URI002")], FAR_HEADING.replace("%7Ea", "~a"), FAR_HEADING.replace("%7Ea", "~a")),
    (JSON_FEED, "feed.json", [(3, 41, "URI002"), (4, 36, "URI002")], JSON_FEED.replace("%7Euser/\"", "~user/\""),
     JSON_FEED.replace("%7E", "~")),
    (SELF_LINKS, "feed.xml", [(2, 27, "URI002"), (3, 38, "URI002"), (4, 59, "URI002")],
     SELF_LINKS.replace("%7Euser/<", "~user/<"), SELF_LINKS.replace("%7E", "~")),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP77_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None,
                 unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
