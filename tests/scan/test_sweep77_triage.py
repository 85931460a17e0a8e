"""Findings and fixes that were wrong on sweeps 77 to 82 (2026-11-27:
curated link lists, bookmarks, feeds and badges; a broad regression on
popular repositories; federated protocols; public-sector repositories;
signed URLs; translation catalogs keyed by their source text).

Evidence in /work/sweep77's to /work/sweep82's repro folders, not in the repo.
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

# Lines end with CRLF or a lone CR too (CommonMark): "# t" starts no
# heading past its own line.
HEADINGS_CR = "# t\rsee http://x.org/a%2fb\r\rTitle https://e.org/%7Ea\r===\r"
HEADINGS_CRLF = "# t\r\nsee http://x.org/a%2fb\r\n\r\nTitle https://e.org/%7Ea\r\n===\r\n"
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
    (HEADINGS_CR, "mac.md", [(2, 19, "URI001"), (4, 21, "URI002")], HEADINGS_CR.replace("%2f", "%2F"),
     HEADINGS_CR.replace("%2f", "%2F")),
    (HEADINGS_CRLF, "dos.md", [(2, 19, "URI001"), (4, 21, "URI002")], HEADINGS_CRLF.replace("%2f", "%2F"),
     HEADINGS_CRLF.replace("%2f", "%2F")),
    (FAR_HEADING, "far.md", [(1, 1080, "URI002")], FAR_HEADING.replace("%7Ea", "~a"), FAR_HEADING.replace("%7Ea", "~a")),
    (JSON_FEED, "feed.json", [(3, 41, "URI002"), (4, 36, "URI002")], JSON_FEED.replace("%7Euser/\"", "~user/\""),
     JSON_FEED.replace("%7E", "~")),
    (SELF_LINKS, "feed.xml", [(2, 27, "URI002"), (3, 38, "URI002"), (4, 59, "URI002")],
     SELF_LINKS.replace("%7Euser/<", "~user/<"), SELF_LINKS.replace("%7E", "~")),
]


# RDF shown as code: a fenced Turtle or SPARQL block, an rST code-block,
# an HTML data block or a W3C spec's <pre class="example turtle">. rdflib
# parsed another graph after a fix, and the fenced query matched no row.
# A shell sample and an href keep their fixes.
RDF_FENCES = (
    "```turtle\n<http://www.example.edu/%7ejdoe/card#me> a <http://xmlns.com/foaf/0.1/Person> .\n```\n\n"
    "```sparql\nSELECT ?h WHERE { <http://www.example.edu/%7ejdoe/card#me> ?p ?h }\n```\n\n"
    "```sh\ncurl http://www.example.edu/%7ejdoe/card\n```\n"
)
RDF_RST = ".. code-block:: turtle\n\n   <http://www.example.edu/%7ejdoe/card#me> a <http://xmlns.com/foaf/0.1/Person> .\n"
RDF_HTML = (
    '<script type="text/turtle">\n<#me> <http://xmlns.com/foaf/0.1/homepage> <http://www.example.edu/%7ejdoe/> .\n</script>\n'
    '<pre class="example turtle">\n&lt;http://www.example.edu/%7ejdoe/card#me&gt; a &lt;http://xmlns.com/foaf/0.1/Person&gt; .\n</pre>\n'
    '<p><a href="http://www.example.edu/%7ejdoe/">home</a></p>\n'
)
# A SPARQL query's IRI and an RDF library's term in code (rdflib's
# Namespace, N3.js's namedNode): no triple found after a fix. A request's
# URL keeps its fix.
RDF_CODE = (
    'QUERY = """\nSELECT ?name WHERE { <http://www.example.edu/%7ejdoe/card#me> ?p ?name }\n"""\n'
    'EDU = rdflib.Namespace("http://www.example.edu/%7ejdoe/")\n'
    'page = requests.get("http://www.example.edu/%7ejdoe/")\n'
)
RDF_JS = "const ME = namedNode('http://www.example.edu/%7ejdoe/card#me');\nfetch('http://www.example.edu/%7ejdoe/');\n"
# Events signed over their canonical JSON: Matrix's (signedjson:
# BadSignatureError after a fix) and Nostr's ("id" hashes the event, "sig"
# signs it). A "sig" that is no signature is none.
MATRIX = (
    '{\n  "type": "m.room.member",\n  "content": {"external_url": "https://m.example/%7ealice"},\n'
    '  "signatures": {"m.example": {"ed25519:1": "ZKdLj0+kcGlPNTCaQrH4Tw"}}\n}\n'
)
NOSTR = '{"kind": 1, "content": "profile: https://m.example/%7ealice", "sig": "' + "ab" * 64 + '"}\n'
UNSIGNED = '{"kind": 1, "content": "profile: https://m.example/%7ealice", "sig": "abc"}\n'
# An ActivityStreams activity without its "@context": its "object" names a
# status Mastodon looks up as written. Another "type" is no activity.
LIKE = '{"type": "Like", "actor": "https://m.example/users/bob", "object": "https://remote.example/users/%7ealice/statuses/1"}\n'
NOT_ACTIVITY = LIKE.replace('"Like"', '"Likes"')
# An npm semver range's "^" in a package's path is the CDN's or the
# resolver's syntax (Components.js configs: 1,245 such findings); another
# "^" is reported.
SEMVER = (
    '<script src="https://unpkg.com/react@^18.2.0/umd/react.js"></script>\n<a href="https://e.org/a^b">x</a>\n'
    '<link href="https://linkedsoftwaredependencies.org/bundles/npm/@solid/community-server/^7.0.0/components/context.jsonld">\n'
)
# RDF/JSON (.rj), an RDF serialization.
RDF_JSON = '{"http://www.example.edu/%7ejdoe/card#me": {"http://xmlns.com/foaf/0.1/name": [{"value": "J", "type": "literal"}]}}\n'

SWEEP79_CASES = [
    (RDF_FENCES, "rdf.md", [(2, 25, "URI002"), (6, 43, "URI002"), (10, 29, "URI002")],
     RDF_FENCES.replace("%7ejdoe/card\n", "~jdoe/card\n"), RDF_FENCES.replace("%7e", "~")),
    (RDF_RST, "rdf.rst", [(3, 28, "URI002")], None, RDF_RST.replace("%7e", "~")),
    (RDF_HTML, "profile.html", [(2, 68, "URI002"), (5, 28, "URI002"), (7, 36, "URI002")],
     RDF_HTML.replace('href="http://www.example.edu/%7ejdoe/"', 'href="http://www.example.edu/~jdoe/"'),
     RDF_HTML.replace("%7e", "~")),
    (RDF_CODE, "lookup.py", [(2, 46, "URI002"), (4, 48, "URI002"), (5, 45, "URI002")],
     RDF_CODE.replace('get("http://www.example.edu/%7e', 'get("http://www.example.edu/~'), RDF_CODE.replace("%7e", "~")),
    (RDF_JS, "lookup.mjs", [(1, 46, "URI002"), (2, 31, "URI002")],
     RDF_JS.replace("fetch('http://www.example.edu/%7e", "fetch('http://www.example.edu/~"), RDF_JS.replace("%7e", "~")),
    (MATRIX, "event.json", [(3, 50, "URI002")], None, None),
    (NOSTR, "note.json", [(1, 52, "URI002")], None, None),
    (UNSIGNED, "note.json", [(1, 52, "URI002")], UNSIGNED.replace("%7e", "~"), UNSIGNED.replace("%7e", "~")),
    (LIKE, "like.json", [(1, 98, "URI002")], None, LIKE.replace("%7e", "~")),
    (NOT_ACTIVITY, "like.json", [(1, 99, "URI002")], NOT_ACTIVITY.replace("%7e", "~"), NOT_ACTIVITY.replace("%7e", "~")),
    (SEMVER, "index.html", [(2, 25, "URI004")], SEMVER.replace("a^b", "a%5Eb"), SEMVER.replace("a^b", "a%5Eb")),
    (RDF_JSON, "data.rj", [(1, 26, "URI002")], None, RDF_JSON.replace("%7e", "~")),
]


# Template expressions with other delimiters: Go's Delims("[{[", "]}]")
# (filebrowser's index.html: Go 1.19 printed the encoded action as it
# was, and every static asset broke), FreeMarker's "[= x =]", and any
# braces around blanks. A space in a plain href keeps its fix.
GO_DELIMS = (
    '<link rel="icon" href="[{[ .StaticURL ]}]/img/icons/favicon.svg" />\n'
    '<link rel="stylesheet" href="[= base =]/custom.css" />\n'
    '<script src="{[ .ReCaptchaHost ]}/recaptcha/api.js"></script>\n'
    '<a href="/docs/user guide.html">guide</a>\n'
)
# A Qt Linguist catalog finds a translation by its <source>, which tr()'s
# string must equal (QTranslator found no German text after a fix). The
# translation shown keeps its fix.
QT_TS = (
    '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de_DE">\n<context>\n'
    '    <name>About</name>\n    <message>\n'
    '        <source>See https://example.com/%7ealice/help</source>\n'
    '        <translation>Siehe https://example.com/%7ealice/help</translation>\n'
    '    </message>\n</context>\n</TS>\n'
)
# Match patterns outside a manifest.json: a userscript's @match and
# @exclude, a webRequest filter's "urls", a Tauri capability's remote
# URLs (URLPattern matched no page after a fix of "a%2fb/*"). A homepage
# and a list of URLs with no "*" keep their fixes.
USERSCRIPT = (
    "// ==UserScript==\n// @name         site helper\n// @match        https://example.com/a%2fb/*\n"
    "// @exclude      https://example.com/%7ealice/*\n// @homepageURL  https://example.com/%7ealice/\n// ==/UserScript==\n"
    'chrome.webRequest.onBeforeRequest.addListener(cb, { urls: ["https://example.com/a%2fb/*"] });\n'
    'const mirrors = { urls: ["https://example.com/a%2fb/"] };\n'
)
TAURI = '{\n  "identifier": "remote-docs",\n  "remote": { "urls": ["https://docs.example.com/a%2fb/*"] }\n}\n'

SWEEP78_CASES = [
    (GO_DELIMS, "index.html", [(3, 14, "URI004"), (4, 20, "URI004")], GO_DELIMS.replace("user guide", "user%20guide"),
     GO_DELIMS.replace("user guide", "user%20guide")),
    (QT_TS, "app_de.ts", [(7, 41, "URI002"), (8, 48, "URI002")], QT_TS.replace("Siehe https://example.com/%7e", "Siehe https://example.com/~"),
     QT_TS.replace("%7e", "~")),
    (USERSCRIPT, "site.user.js", [(3, 39, "URI001"), (4, 38, "URI002"), (5, 38, "URI002"), (7, 82, "URI001"), (8, 48, "URI001")],
     USERSCRIPT.replace("@homepageURL  https://example.com/%7e", "@homepageURL  https://example.com/~")
     .replace('mirrors = { urls: ["https://example.com/a%2f', 'mirrors = { urls: ["https://example.com/a%2F'),
     USERSCRIPT.replace("%7e", "~").replace("%2f", "%2F")),
    (TAURI, "src-tauri/capabilities/remote.json", [(3, 51, "URI001")], None, TAURI.replace("%2f", "%2F")),
]


# XSL-FO's url("..."): the function and its quotes are FO syntax (FOP 2.8
# found no image "%22img.png%22" after a fix of legislation.gov.uk's
# stylesheet); the URI inside keeps its fix.
XSL_FO = (
    '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" '
    'xmlns:fo="http://www.w3.org/1999/XSL/Format">\n<xsl:template match="/">\n'
    '<fo:external-graphic src=\'url("{doc/@img}")\'/>\n'
    '<fo:external-graphic src=\'url("images/seal%7e1.png")\'/>\n'
    '<fo:external-graphic src="url(&quot;images/crest%7e2.png&quot;)"/>\n'
    '</xsl:template>\n</xsl:stylesheet>\n'
)
# A literal compared with another string as written (a scraper's special
# case never matched the scraped href after a fix). An assignment keeps its fix.
COMPARED = (
    'if report_url == "http://www.usda.gov/oig/webdocs/60801-%7E1.pdf":\n    pass\n'
    'if "http://www.usda.gov/oig/webdocs/60802-%7E1.pdf" != url:\n    pass\n'
    'if url.startswith("http://www.usda.gov/oig/%7Eold/"):\n    pass\n'
    'if url in ("http://a.gov/x", "http://www.usda.gov/oig/%7Eb/"):\n    pass\n'
    'report_url = "http://www.usda.gov/oig/webdocs/60803-%7E1.pdf"\n'
)
COMPARED_JS = 'if (href === "https://e.gov/%7Ea") {}\nconst next = "https://e.gov/%7Eb";\n'
# Prose that reads like a comparison compares nothing.
COMPARED_PROSE = 'Read more in "https://example.com/%7Ea" and if x == "https://example.com/%7Eb".\n'
# The root's own namespace decides whether href holds a URI, not one
# declared beside it: USLM's <ref href> is a path its resolver matches with
# an @identifier as written. An XHTML document keeps its fix.
USLM = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<federalRegister xmlns="http://schemas.gpo.gov/xml/uslm" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
    '  <content>In <ref href="/us/cfr/t7 /s4279.116">§ 4279.116</ref></content>\n'
    '  <section identifier="/us/cfr/t7 /s4279.116"/>\n</federalRegister>\n'
)
XHTML = '<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body><a href="/a b.html">x</a></body></html>\n'
# A Template Toolkit tag in a srcset is one expression, as in a src
# (fixmystreet: "[%25 image.src %]" was offered); a "%" outside one is reported.
TT_SRCSET = '<img src="[% image.src %].png" srcset="[% image.src %].png 1x, [% image.src %]@2x.png 2x, /a%.png 3x">\n'
# A test's saved input pages (courtlistener's test_assets).
TEST_ASSET = "<a href='https://e.org/a%7eb'>x</a>\n"

SWEEP80_CASES = [
    (XSL_FO, "legislation_FO.xslt", [(4, 43, "URI002"), (5, 49, "URI002")], XSL_FO.replace("%7e", "~"), XSL_FO.replace("%7e", "~")),
    (COMPARED, "inspectors/agriculture.py", [(1, 57, "URI002"), (3, 43, "URI002"), (5, 44, "URI002"), (7, 55, "URI002"),
                                             (9, 53, "URI002")],
     COMPARED.replace("60803-%7E1", "60803-~1"), COMPARED.replace("%7E", "~")),
    (COMPARED_JS, "a.js", [(1, 29, "URI002"), (2, 29, "URI002")], COMPARED_JS.replace("%7Eb", "~b"), COMPARED_JS.replace("%7E", "~")),
    (COMPARED_PROSE, "notes.md", [(1, 35, "URI002"), (1, 74, "URI002")], COMPARED_PROSE.replace("%7E", "~"),
     COMPARED_PROSE.replace("%7E", "~")),
    (USLM, "FR-2017.xml", [], None, None),
    (XHTML, "page.xml", [(2, 61, "URI004")], XHTML.replace("a b", "a%20b"), XHTML.replace("a b", "a%20b")),
    (TT_SRCSET, "bin_days.html", [(1, 93, "URI006")], None, TT_SRCSET.replace("/a%.png", "/a%25.png")),
    (TEST_ASSET, "juriscraper/test_assets/page.html", [(1, 25, "URI002")], None, TEST_ASSET.replace("%7e", "~")),
]


# URLs signed over their own text: an imgproxy and a thumbor path (the
# proxies answered 403 and 400 after a fix), a presigned S3 URL, an RFC
# 9421 signature base's target URI. A URL whose "s" is no signature keeps
# its fix.
SIGNED_URLS = (
    '<img src="https://imgproxy.example.com/FmylKWB22tMT_D9jE7V08naovpsThjiRXNLKIyGvU-k/rs:fit:300:300/plain/https%3a%2f%2fexample.com%2fcats%2fsiamese.jpg">\n'
    '<img src="http://thumbor.example.com/wAfukYUXLDEeYkdT1bKwb0GrOHI=/300x200/smart/http%3a%2f%2fexample.com%2f%7ealice%2fcat.jpg">\n'
    '<a href="https://bucket.s3.amazonaws.com/%7ealice/a.pdf?X-Amz-Expires=60&X-Amz-Signature=2e2c8a1b7f1e4d6c9a0b3f5e7d9c1a3b5f7e9d1c3a5b7f9e1d3c5a7b9f1e3d5c7a9">pdf</a>\n'
    '<a href="https://example.com/%7ealice/a.pdf?s=big">plain</a>\n'
)
# (An RFC 9421 signature base.)
SIGNATURE_BASE = '```\n"@method": GET\n"@target-uri": https://example.com/%7ealice/photos?sort=new\n"@authority": example.com\n```\n'
# A translation's key: an XLIFF unit's <source> and resname (Symfony's
# loader found the German text before a fix and the English after), a Qt
# Designer <string> (uic's translate() source; notr="true" is none), Apple's
# string table keys, and the code that looks them up (NSLocalizedString,
# String(localized:), SwiftUI's Text, QT_TR_NOOP, Lingui's t`...`). A
# value and a URL(string:) keep their fixes; an XLIFF, .strings or
# .xcstrings translation no longer does: it is a format string, whose "%7E"
# is a conversion (format_catalogs.py, sweep 150).
XLIFF = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n'
    '  <file source-language="en" target-language="de" datatype="plaintext" original="file.ext"><body>\n'
    '    <trans-unit id="1" resname="https://example.com/%7Euser/help">\n'
    '      <source>Read the guide at https://example.com/%7Euser/guide</source>\n'
    '      <target>Lies die Anleitung unter https://example.com/%7Euser/guide</target>\n'
    '    </trans-unit>\n  </body></file>\n</xliff>\n'
)
QT_FORM = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<ui version="4.0">\n <widget class="QLabel" name="label">\n'
    '  <property name="text"><string>Visit https://example.com/%7Ebob</string></property>\n'
    '  <property name="whatsThis"><string notr="true">https://example.com/%7Eann</string></property>\n </widget>\n</ui>\n'
)
STRINGS = '"Visit https://example.com/%7Ebob" = "Besuche https://example.com/%7Ebob";\n'
XCSTRINGS = (
    '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "Visit https://example.com/%7Ebob" : {\n      "localizations" : {\n'
    '        "de" : { "stringUnit" : { "state" : "translated", "value" : "Besuche https://example.com/%7Ebob" } }\n'
    '      }\n    }\n  },\n  "version" : "1.0"\n}\n'
)
SWIFT = (
    'let a = NSLocalizedString("Visit https://example.com/%7Ebob", comment: "")\n'
    'let b = String(localized: "See https://example.com/%7Eann")\n'
    'struct V: View { var body: some View { Text("Read https://example.com/%7Edan") } }\n'
    'let c = URL(string: "https://example.com/%7Eeve")\n'
)
CODE_KEYS = 'const a = QT_TR_NOOP("Visit https://example.com/%7Ebob");\nconst b = t`See https://example.com/%7Ea`;\nconst c = `https://example.com/%7Ec`;\n'

SWEEP81_CASES = [
    (SIGNED_URLS, "index.html", [(1, 110, "URI001"), (2, 85, "URI001"), (2, 108, "URI002"), (3, 42, "URI002"), (4, 30, "URI002")],
     SIGNED_URLS.replace("https://example.com/%7ealice/a.pdf?s=big", "https://example.com/~alice/a.pdf?s=big"),
     SIGNED_URLS.replace("%3a%2f%2f", "%3A%2F%2F").replace("%2f", "%2F").replace("%7e", "~")),
    (SIGNATURE_BASE, "signing.md", [(3, 36, "URI002")], None, SIGNATURE_BASE.replace("%7e", "~")),
]
SWEEP82_CASES = [
    (XLIFF, "messages.de.xlf", [(4, 53, "URI002"), (5, 53, "URI002"), (6, 60, "URI002")],
     None, XLIFF.replace("%7E", "~")),
    (QT_FORM, "form.ui", [(4, 59, "URI002"), (5, 70, "URI002")], QT_FORM.replace("%7Eann", "~ann"), QT_FORM.replace("%7E", "~")),
    (STRINGS, "de.lproj/Localizable.strings", [(1, 28, "URI002"), (1, 67, "URI002")],
     None, STRINGS.replace("%7E", "~")),
    (XCSTRINGS, "Localizable.xcstrings", [(4, 32, "URI002"), (6, 98, "URI002")],
     None, XCSTRINGS.replace("%7E", "~")),
    (SWIFT, "View.swift", [(1, 54, "URI002"), (2, 52, "URI002"), (3, 71, "URI002"), (4, 42, "URI002")],
     SWIFT.replace("%7Eeve", "~eve"), SWIFT.replace("%7E", "~")),
    (CODE_KEYS, "app.js", [(1, 49, "URI002"), (2, 37, "URI002"), (3, 32, "URI002")], CODE_KEYS.replace("%7Ec", "~c"),
     CODE_KEYS.replace("%7E", "~")),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP77_CASES + SWEEP78_CASES + SWEEP79_CASES + SWEEP80_CASES + SWEEP81_CASES
                         + SWEEP82_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None,
                 unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
