"""XML files (``.xml``): which vocabulary the root element names decides
whether ``href``/``src``/... attribute values are URIs.

In (X)HTML, SVG, Atom, RSS, XSLT and the other vocabularies of KNOWN_ROOTS
and KNOWN_NAMESPACES they are, and the file is read as HTML is. In any other
vocabulary an attribute named ``src`` is not known to hold one (a Go
codewalk's ``src="pig.go:/regexp/,/regexp/"`` is a file name and two
regular expressions): only values that are absolute URIs (``scheme:``) are
linted there, as code literals are (a program reads them as written, so
encoding them is never a safe fix). ``xlink:href`` and ``xml:base`` are URIs
in every vocabulary, relative ones too, and there also code literals. A
file whose root cannot be read (a template that starts with an
expression) is read as HTML. Android's string resources
(root ``resources``) are Java format strings: their conversions and
backslash escapes are opaque. So are the conversions in its other
resources' attribute values (layouts, preference screens).
"""

from __future__ import annotations

import re

from ..compat import possessive
from ..model import ATTRIBUTE, UriSpan
from ..pattern_store import compiled_re
from .combine import inside
from .escapes import conversions_opaque, escapes_opaque, maybe_conversions, merge_opaque
from .expressions import expression_end
from .html import extract as extract_html, identifiers_inside
from .languages import conversions
from .references import reference_span

# Root elements (local names, lowercase) of vocabularies whose href/src/...
# attributes hold URIs.
KNOWN_ROOTS = frozenset((
    "html", "svg", "math", "feed", "entry", "rss", "rdf", "channel", "stylesheet", "transform", "smil",
    "urlset", "sitemapindex", "browserconfig", "opml", "map", "bookmap", "topic", "concept", "task",
    "reference", "glossentry", "xsl", "include",
))
KNOWN_NAMESPACES = frozenset((
    "http://www.w3.org/1999/xhtml", "http://www.w3.org/2000/svg", "http://www.w3.org/2005/Atom",
    "http://www.w3.org/1999/XSL/Transform", "http://www.w3.org/1998/Math/MathML", "http://www.w3.org/2001/XInclude",
    "http://purl.org/rss/1.0/", "http://www.w3.org/1999/02/22-rdf-syntax-ns#", "http://a9.com/-/spec/opensearch/1.1/",
))
# What may stand before the root: a BOM, whitespace, the XML declaration and
# other processing instructions, comments, a doctype, whose internal subset
# (``[<!ENTITY common SYSTEM "common.xml">]``: DocBook, Ant, jmeter's xdocs)
# holds declarations, comments and quoted strings that may hold ">" or "]".
# A comment left open runs to the end (no root): each is read once.
PROLOG = possessive(
    r"""\ufeff?(?:\s++|<\?.*?\?>|<!--(?:[^-]++|-(?!->))*+(?:-->|\Z)"""
    r"""|<!DOCTYPE\b(?:[^\[>"']++|"[^"]*+"|'[^']*+')*+"""
    r"""(?:\[(?:<!--(?:[^-]++|-(?!->))*+(?:-->|\Z)|[^\]"'<]++|<|"[^"]*+"|'[^']*+')*+\])?+\s*+>"""
    r"""|<![^>]*+>)*+""",
    re.S | re.I,
)
ROOT = possessive(r"<([A-Za-z_][\w.:-]*+)([^>]*+)>")
NAMESPACE = compiled_re(r"""\sxmlns(?::([\w.-]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')""")


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    root = _root(text)
    spans = extract_html(text, schemes, literal=not holds_uris(text, root))
    if root is not None and root.group(1) == "resources" and spans:
        # Android string resources are Java format strings (getString(id,
        # args)): "%s", "%1$s" are conversions; "%2F" stays an octet. A
        # backslash escapes the character after it ("\?" is "?", "\@" "@").
        formats = conversions("java")
        spans = [escapes_opaque(text, conversions_opaque(text, span, formats), None) for span in spans]  # type: ignore[arg-type]
    elif root is not None and spans and ANDROID_NAMESPACE in root.group(2):
        spans = [_android_formats(text, span) for span in spans]
    if root is not None and root.group(1).rpartition(":")[2] in ("stylesheet", "transform") and spans:
        spans = [_templates_opaque(text, _uri_specification(text, span)) for span in spans]
    if root is not None and root.group(1).rpartition(":")[2].lower() in FEED_ROOTS and spans:
        spans = _feed_ids(text, spans)
    if root is not None and root.group(1) == "playlist" and spans:
        spans = identifiers_inside(spans, [m.span(1) for m in PLAYLIST_ID.finditer(text)])
    if root is not None and root.group(1).rpartition(":")[2] in ("package", "ncx") and spans:
        spans = _book_ids(text, spans)
    if root is not None and root.group(1).rpartition(":")[2] in SITEMAP_ROOTS:
        spans = _sitemap_locs(text, spans, schemes)
    if root is not None and root.group(1) in ("widget", "plugin") and spans:
        spans = identifiers_inside(spans, [m.span(1) if m.group(1) is not None else m.span(2) for m in ALLOW_LIST.finditer(text)])
    return spans


# Cordova's allow lists (config.xml's root is <widget>; a plugin.xml adds
# to them): URL patterns ("https://e.org/*") that cordova-android's
# AllowList turns into regular expressions and matches against a URL's
# decoded path (sweep 125, from its source): a fix changes what the app
# lets itself open.
ALLOW_LIST = compiled_re(
    r"""<(?:allow-navigation|allow-intent)\b[^<>]{0,1024}?\bhref\s*=\s*["']([^"'<>]{0,4096})["']"""
    r"""|<access\b[^<>]{0,1024}?\borigin\s*=\s*["']([^"'<>]{0,4096})["']"""
)


# A sitemap's <loc>: its whole text is one URL (sitemaps.org: "entity-
# escaped" and URL-escaped, which a search engine reads up to "</loc>"),
# read at most 4 KB far. A raw space there is the URL's, not its end.
SITEMAP_ROOTS = frozenset(("urlset", "sitemapindex"))
SITEMAP_LOC = possessive(r"<((?:[\w.-]+:)?loc)\b[^>]*+>([^<]{0,4096}+)</\1\s*+>")


def _sitemap_locs(text: str, spans: list[UriSpan], schemes: frozenset[str] | None) -> list[UriSpan]:
    """`spans`, with each <loc>'s URL taken whole, as an attribute value
    is (delimited: a raw space in it is reported and encoded)."""
    locs = [match.span(2) for match in SITEMAP_LOC.finditer(text)]
    if not locs:
        return spans
    whole = [reference_span(text, start, end, schemes, delimited=True, html=True, context=ATTRIBUTE, decode=True)
             for start, end in locs]
    return sorted([span for span in spans if not inside(locs, span.start)] + [span for span in whole if span is not None])


# An EPUB's unique identifier: the package's <dc:identifier> and the
# navigation file's dtb:uid, which must equal it; the key that obfuscates
# the book's fonts is a SHA-1 of it, so a fix made the fonts unreadable.
BOOK_ID = compiled_re(
    r"""<dc:identifier\b[^>]{0,1024}>([^<]{0,4096})</dc:identifier\s*>"""
    r"""|<meta\s+name=["']dtb:uid["']\s+content=["']([^"'<>]{0,4096})["']"""
)


def _book_ids(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans`, those in an EPUB's unique identifiers made identifiers."""
    return identifiers_inside(spans, [m.span(1) if m.group(1) is not None else m.span(2) for m in BOOK_ID.finditer(text)])


# A feed's entry ids: Atom's <id> (RFC 4287 4.2.6.1: compared character by
# character; "~bob" and "%7Ebob" are two ids) and RSS's <guid>. A reader
# that sees an id change shows the entry as new (a podcast downloads it
# again): no fix may rewrite one.
FEED_ROOTS = frozenset(("feed", "entry", "rss", "rdf"))
# The id's text, or a CDATA section holding it, read at most 4 KB far (an
# unclosed one, tried at every id, would make the search quadratic).
FEED_ID = possessive(
    r"<((?:[\w.-]+:)?(?:id|guid))\b[^>]*+>((?:[^<]++|<!\[CDATA\[(?:[^\]]|\](?!\]>)){0,4096}+\]\]>)*+)</\1\s*+>"
)


# A feed's own address, its <link rel="self"> (<atom:link> in RSS): WebSub's
# topic URL, by which a hub matches the subscriptions made from it and the
# publisher's notices, as written (W3C WebSub 4 and 5.1): a fixed one meets
# neither. The start tag (at most 1 KB far), then its href's value.
FEED_LINK = possessive(r"<(?:[\w.-]+:)?link\b[^<>]{0,1024}+>")
SELF_REL = r"""\brel\s*=\s*(?:"[^"]*?\bself\b|'[^']*?\bself\b|self\b)"""
HREF = r"""\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')"""


def _feed_ids(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans`, those inside a feed's entry ids and self links made identifiers."""
    # A URI in an id's text ends where the text does (at the "<" of its end tag).
    ranges = [match.span(2) for match in FEED_ID.finditer(text)]
    ranges += _guidless_item_urls(text)
    self_rel, href = compiled_re(SELF_REL), compiled_re(HREF)
    for tag in FEED_LINK.finditer(text):
        value = href.search(text, *tag.span()) if self_rel.search(text, *tag.span()) else None
        if value is not None:
            ranges.append(value.span(1) if value.group(1) is not None else value.span(2))
    return identifiers_inside(spans, sorted(ranges))


# An RSS item without a <guid> is known by its enclosure's URL: podcast
# readers fall back to it (podcastparser, gPodder's parser, sets the
# episode's guid to it; Podcasting 2.0 says so), and an episode whose
# URL changed is a new one, downloaded again (sweep 142); a feed reader
# falls back to its <link> (sweep 198). The item is looked for at most
# ITEM_REACH around the URL.
ENCLOSURE_URL = compiled_re(r"""<enclosure\b[^<>]{0,1024}?\burl\s*=\s*(?:"([^"<>]{0,4096})"|'([^'<>]{0,4096})')""")
ITEM_LINK = compiled_re(r"<link>\s*([^<\s]{1,4096})\s*</link>")
ITEM_REACH = 65536


def _guidless_item_urls(text: str) -> list[tuple[int, int]]:
    """The URL values of the enclosures and the links of RSS items that have no <guid>."""
    found = []
    for match in ENCLOSURE_URL.finditer(text) if "<enclosure" in text else ():
        if _in_guidless_item(text, match.start(), match.end()):
            found.append(match.span(1) if match.group(1) is not None else match.span(2))
    for match in ITEM_LINK.finditer(text) if "<item" in text else ():
        if _in_guidless_item(text, match.start(), match.end()):
            found.append(match.span(1))
    return sorted(found)


def _in_guidless_item(text: str, start: int, end: int) -> bool:
    item = text.rfind("<item", max(0, start - ITEM_REACH), start)
    close = text.find("</item", end, end + ITEM_REACH)
    return item >= 0 and close >= 0 and text.find("</item", item, start) < 0 and text.find("<guid", item, close) < 0


# An XSPF playlist's (and its tracks') <identifier>: a canonical,
# location-independent name (XSPF 1, 4.1.1.2.5), compared as written.
PLAYLIST_ID = possessive(r"<identifier\b[^>]*+>([^<]{0,4096}+)</identifier\s*+>")


# XSL-FO's uri-specification, url("...") (XSL 1.1 5.11): the function and
# its quotes are FO syntax around the URI (sweep 80: legislation.gov.uk's
# src='url("{...}")' had its quotes encoded, and FOP found no image).
URI_SPECIFICATION = r"""url\(\s*(&quot;|&apos;|&\#3[49];|["']|)(.*?)\1\s*\)"""  # quoted as written, or by a reference


def _uri_specification(text: str, span: UriSpan) -> UriSpan:
    """`span`, a url("...") value narrowed to the URI inside it."""
    if not text.startswith("url(", span.start):
        return span
    found = compiled_re(URI_SPECIFICATION).fullmatch(text, span.start, span.end)
    if found is None or found.start(2) == found.end(2):
        return span
    start, end = found.span(2)
    return span._replace(
        start=start, end=end, opaque=tuple((a, b) for a, b in span.opaque if start <= a and b <= end),
        decoded=tuple(ref for ref in span.decoded if start <= ref[0] and ref[1] <= end),
    )


# An XSLT attribute value template's expression ("{{" is a brace).
AVT_EXPRESSION = possessive(r"(?<!\{)\{(?!\{)[^{}]*+\}")


def _templates_opaque(text: str, span: UriSpan) -> UriSpan:
    """`span` with the expressions of an XSLT attribute value template
    opaque (``src="https://e.org/{translate(@name, ' ', '_')}.png"``): the
    stylesheet computes them, no fix may write into one."""
    if text.find("{", span.start, span.end) < 0:
        return span
    found = [m.span() for m in AVT_EXPRESSION.finditer(text, span.start, span.end)]
    return span._replace(opaque=merge_opaque(span.opaque, found)) if found else span


# Android's own attributes' namespace, declared by the root of a layout, a
# preference screen, a menu or a manifest.
ANDROID_NAMESPACE = "http://schemas.android.com/apk/res/android"


def _android_formats(text: str, span: UriSpan) -> UriSpan:
    """`span`, in an Android resource (not a string resource), whose
    attribute values an app may pass to String.format (a preference's
    summary; wikipedia-android's dialogMessage "Prod: %1$s://%2$s/api",
    sweep 179): its Java conversions opaque, and its octets ambiguous
    beside one (``%7e`` is a conversion there)."""
    if text.find("%", span.start, span.end) < 0:
        return span
    formats = conversions("java")
    span = conversions_opaque(text, span, formats)  # type: ignore[arg-type]
    return span._replace(ambiguous=maybe_conversions(text, span.start, span.end, formats))  # type: ignore[arg-type]


def _root(text: str) -> re.Match[str] | None:
    """The root element's start tag, or None when it cannot be read."""
    pos = 0
    while True:
        pos = PROLOG.match(text, pos).end()  # type: ignore[union-attr]  # matches the empty string
        stop = expression_end(text, pos) if text.startswith(("{", "$"), pos) else None
        if stop is None:
            break
        pos = stop
    return ROOT.match(text, pos)


def holds_uris(text: str, root: re.Match[str] | None = None) -> bool:
    """True unless the root element names a vocabulary not known to hold
    URIs in href/src/... attributes (see the module docstring)."""
    root = _root(text) if root is None else root
    if root is None:
        return True
    if root.group(1).rpartition(":")[2].lower() in KNOWN_ROOTS:
        return True
    # The root's own namespace, not any declared beside it (USLM declares
    # XHTML's for its tables: its <ref href> paths were read as links).
    prefix = root.group(1).rpartition(":")[0] or None
    return any(
        m.group(1) == prefix and (m.group(2) or m.group(3) or "") in KNOWN_NAMESPACES for m in NAMESPACE.finditer(root.group(2))
    )
