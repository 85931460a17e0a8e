"""Findings and fixes that were wrong on sweep 14 (2026-11-26, 55 public
repositories: server and ops configs, build files, XML-heavy projects,
roff, Texinfo, POD, Org, AsciiDoc and Sphinx docs, CSV and SQL data).
Exact findings and exact --fix / --fix --unsafe-fixes bytes, with the
neighbouring shapes that keep theirs. Report and repros: /work/sweep14
(not in the repo)."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

ORG_SEARCHES = "* Heading One\nSee [[Heading One]] and [[My Target]].\nPress =[[= and =]]= to move.\nTarget <<My Target>>.\n"
ORG_LINKS = (
    "Mail [[mailto:d@e.nl::Org mode is buggy][me]] or [[https://e.org/a b][x]] or [[./a b.org]] or [[https://e.org/%7e]].\n"
)

# (text, filename, findings, --fix bytes, --fix --unsafe-fixes bytes); None: the text unchanged.
CASES = [
    # Org: a link target with neither a scheme nor a path's start searches
    # the file for that text (a heading, a <<target>>), which Org never
    # percent-decodes: "%20" broke 71 links in worg, the Org manual and
    # Emacs configs ("Unable to resolve link" on export).
    pytest.param(ORG_SEARCHES, "a.org", [], None, None, id="org-search-links"),
    pytest.param("See [[Org mode][the Org section]] and [[Why Do I Need a T.O.C?]].\n", "a.org", [], None, None,
                 id="org-search-link-with-description"),
    # Verbatim and code markup shows a link as written.
    pytest.param("Links such as =[[My Target]]= or =[[https://e.org/a b][x]]= lead\n", "a.org", [], None, None,
                 id="org-verbatim-link"),
    # A mailto link's "::subject" is passed on as written; a web link's
    # target is still a URI, a file link's name with a space is a file name.
    pytest.param(
        ORG_LINKS, "a.org", [(1, 67, "URI004"), (1, 111, "URI002")],
        ORG_LINKS.replace("a b][x]", "a%20b][x]").replace("%7e", "~"),
        ORG_LINKS.replace("a b][x]", "a%20b][x]").replace("%7e", "~"), id="org-web-mail-and-file-links",
    ),
]

XSLT = (
    '<?xml version="1.0"?>\n<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">\n'
    '  <xsl:template match="/item">\n    <img src="https://example.com/{translate(@name, \' \', \'_\')}.png"/>\n'
    "  </xsl:template>\n</xsl:stylesheet>\n"
)
XSLT_RAW = XSLT.replace("{translate(@name, ' ', '_')}.png", "{@id}/a b%7e")
CSV = "id,source,candidate\n1,https://example.com/report.pdf,Julián Castro\n2,\"https://e.com/a,b%7e\",x\n3,https://e.com/%7e,y\n"
CASES += [
    # A CSV field ends at the next comma unless it is quoted (RFC 4180):
    # the next column is no part of the URI (fivethirtyeight/data: 75).
    pytest.param("name,url,path\nC,https://example.com/c,%2e%2e/x\nA,https://example.com/a.pdf,Juli%c3%a1n\n", "a.csv", [],
                 None, None, id="csv-next-field"),
    pytest.param(CSV, "a.csv", [(3, 21, "URI002"), (4, 17, "URI002")], CSV.replace("%7e", "~"), CSV.replace("%7e", "~"),
                 id="csv-quoted-field-holds-commas"),
    # An XSLT attribute value template's "{...}" is an expression the
    # stylesheet computes (lxml wrote the encoded text instead of the file name).
    pytest.param(XSLT, "a.xml", [], None, None, id="xslt-attribute-value-template"),
    pytest.param(XSLT, "a.xsl", [], None, None, id="xsl-file-is-xml"),
    pytest.param(XSLT_RAW, "b.xml", [(4, 42, "URI004"), (4, 44, "URI002")], XSLT_RAW.replace("a b%7e", "a%20b~"),
                 XSLT_RAW.replace("a b%7e", "a%20b~"), id="xslt-rest-of-the-value-is-a-uri"),
]

ANDROID = (
    '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="a">See https://example.com/faq\\?id=3 or '
    "https://example.com/\\@user or https://e.com/%7e/%1$s</string>\n</resources>\n"
)
CASES += [
    # Android string resources: a backslash escapes the character after it
    # ("\\?" is "?"; NewPipe), "%1$s" is a conversion, "%7e" an octet.
    pytest.param(ANDROID, "strings.xml", [(3, 103, "URI002")], ANDROID.replace("%7e", "~"), ANDROID.replace("%7e", "~"),
                 id="android-resource-escapes"),
]

BADGE = (
    "![badge](https://img.shields.io/badge/dynamic/json?url=https%3A%2F%2Fapi.github.com%2Fsearch%2Fissues%3Fq%3D"
    "repo%3Ao%2Fr%2520is%3Aopen&query=%24.total_count)\n"
)
NESTED = "[a](https://e.com/x?url=https%3A%2F%2Fe.com%2Fa%2520b&n=my%2520file)\n[b](https://e.com/my%2520file)\n"
CASES += [
    # A parameter holding a URI encoded once: its own "%20" is "%2520", as
    # it must be (shields.io badges in simple-icons: 8 findings).
    pytest.param(BADGE, "a.md", [], None, None, id="nested-uri-double-encoding-is-right"),
    pytest.param(NESTED, "a.md", [(1, 59, "URI003"), (2, 21, "URI003")], None,
                 NESTED.replace("n=my%2520", "n=my%20").replace("(https://e.com/my%2520", "(https://e.com/my%20"),
                 id="next-parameter-and-plain-path-still-flagged"),
]

HAPROXY = (
    "frontend www\n    http-request redirect location https://%[req.hdr(host)]%[capture.req.uri] code 301\n"
    "    http-request redirect location https://example.com/%[path,regsub(^/,)]\n"
)
PERCENT_BRACKETS = "location http://www.%[hdr(host)]%[capture.req.uri] and http://[fe80::1%[x]]/ and https://e.com/%[a b]\n"
CASES += [
    # HAProxy's sample fetches "%[req.hdr(host)]" are placeholders (a
    # second one right after the first is no IP literal's zone either).
    pytest.param(HAPROXY, "haproxy.cfg", [], None, None, id="haproxy-sample-fetches"),
    pytest.param(PERCENT_BRACKETS, "a.txt", [(1, 71, "URI006"), (1, 96, "URI006")], None,
                 PERCENT_BRACKETS.replace("1%[x]", "1%25[x]").replace("/%[a b]", "/%25[a b]"),
                 id="zone-separator-and-bracket-with-space-stay-percents"),
    # Caddy's "{args[0]}" (a snippet's argument) is a placeholder.
    pytest.param("(site) {\n    https://{args[0]} {\n        respond \"see https://{args[0]}/x\"\n    }\n}\n", "Caddyfile", [],
                 None, None, id="caddy-args-placeholder"),
    pytest.param("see https://{args[0]}/x and https://{args[a]}/x\n", "a.txt", [(1, 37, "URI004")], None,
                 "see https://{args[0]}/x and https://%7Bargs[a]%7D/x\n", id="only-an-index-in-brackets"),
]

ORG_NEWS = "ORG NEWS -- history.   -*- mode: org; coding: utf-8 -*-\n\n#+LINK: doc https://orgmode.org/worg/doc.html#%s\nSee [[Heading One]].\n"
CASES += [
    # A file whose first line names Org mode for Emacs is Org, whatever its
    # name (Org's own ORG-NEWS: a "#+LINK:" slot and search links).
    pytest.param(ORG_NEWS, "ORG-NEWS", [], None, None, id="emacs-mode-line-org"),
    pytest.param("-*- org -*-\n[[Heading One]] https://e.com/%7e\n", "NOTES", [(2, 31, "URI002")],
                 "-*- org -*-\n[[Heading One]] https://e.com/~\n", "-*- org -*-\n[[Heading One]] https://e.com/~\n",
                 id="emacs-mode-line-short-form"),
    pytest.param("x -*- mode: orgstruct -*-\n#+LINK: doc https://e.org/doc.html#%s\n", "NOTES", [(2, 36, "URI006")], None,
                 "x -*- mode: orgstruct -*-\n#+LINK: doc https://e.org/doc.html#%25s\n", id="another-mode-is-text"),
]

XSL_CSS = (
    '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">\n<xsl:template match="/"><style>\n'
    'span.a { background: url(<xsl:value-of select="$dir"/>images/i a.png) no-repeat; }\n'
    "span.b { background: url(images/i b.png); }\n</style></xsl:template></xsl:stylesheet>\n"
)
CASES += [
    # A url() whose value a tag writes (DocBook's webhelp stylesheet) is no
    # URI; the next one is. (Unquoted with a space, it is a bad URL the
    # browser drops: its encoding is unsafe, sweep 169.)
    pytest.param(XSL_CSS, "a.xsl", [(4, 34, "URI004")], None,
                 XSL_CSS.replace("i b.png", "i%20b.png"), id="css-url-written-by-a-tag"),
]

CASES += [
    # The review of this round's changes.
    pytest.param("{{ printf `https://e.org/%2d/x` 5 }}\n", "a.md", [], None, None, id="go-raw-string-printf-format"),
    pytest.param('a,"see https://e.org/a,b%7E",c\nd,https://e.org/%7e,x\n', "a.csv", [(1, 25, "URI002"), (2, 17, "URI002")],
                 'a,"see https://e.org/a,b~",c\nd,https://e.org/~,x\n', 'a,"see https://e.org/a,b~",c\nd,https://e.org/~,x\n',
                 id="csv-quoted-field-with-text-before-the-uri"),
    pytest.param("see https://e.org/%[%7E%5F] and https://e.org/%[req.hdr(host)]\n", "a.txt", [(1, 19, "URI006"), (1, 21, "URI002")],
                 None, "see https://e.org/%25[~_] and https://e.org/%[req.hdr(host)]\n", id="octets-in-brackets-stay-octets"),
    pytest.param("[]\n", "x.ipynb", [], None, None, id="notebook-not-an-object"),
    pytest.param('{"worksheets": [1, {"cells": 3}]}\n', "z.ipynb", [], None, None, id="notebook-odd-worksheets"),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep14_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
