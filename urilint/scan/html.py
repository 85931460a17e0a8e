"""HTML, XML and SVG: URI-valued attributes, plus bare URIs in text.

Attributes exist only inside real tags (tags.py finds them; script and
style bodies are code, scanned as such, not markup). The value of a URI
attribute is the URI: quoted (``"``, ``'``: a raw space in
it is part of the URI) or unquoted. ``srcset`` holds several URLs with
descriptors, ``<meta http-equiv="refresh" content="5; url=...">`` one URL
after the delay. Character references (``&amp;``) are HTML syntax, so they
are opaque to the rules; in text they also end a URI when they stand for a
character that would (``&lt;``, ``&quot;``, ``&nbsp;``).
"""

from __future__ import annotations

from functools import lru_cache

from ..model import ATTRIBUTE, CODE, IDENTIFIER, UriSpan
from ..pattern_store import compiled, compiled_re
from ..text_memo import last_text
from .bare import find_bare
from .combine import inside, joined, merge_into, walls_of
from .ends import trim
from .expressions import OPENER, delimiters, expression_end
from .fences import code_spans
from .escapes import shell_escapes_opaque, with_character_references
from .references import SCHEME_PREFIX, reference_span, scheme_of
from .tags import Attribute, Markup, tokenize

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import regex
    from typing import Iterable, Iterator, Sequence

UNQUOTED_END = frozenset(" \t\r\n\"'=<>`")
# A value built by string concatenation in a script ('<a href="' + u + '">',
# PHP's '<a href="' . $url . '">'), not a URI.
CONCATENATION = compiled(r"""['"]\s*+\+|\+\s*+['"]|['"]\s*+\.\s*+\$""")
# A server-side tag that writes an attribute's value: JSP's
# <c:url value="/x"/>, Spring's <spring:url .../> (prefix:name, then a
# space, "/" or ">": not "<https://e.org>" or "<mailto:a@e.org>").
SERVER_TAG = compiled(r"<[A-Za-z][\w.-]*+:[A-Za-z][\w.-]*+[\s/>]")
# The delay and optional "url=" before the URL of a meta refresh.
REFRESH = compiled(r"\s*+[0-9][0-9.]*+\s*+[;,]\s*+(?:[Uu][Rr][Ll]\s*+=\s*+)?+")
# URI attributes in every XML vocabulary.
ALWAYS_URI = frozenset(("xlink:href", "xml:base"))


@lru_cache(maxsize=None)
def _ending_reference() -> regex.Pattern[str]:
    """Character references standing for characters that end a URI in
    text (compiled on first use: `regex` takes ~2 ms to compile it)."""
    return compiled(r"&(?:lt|gt|quot|apos|nbsp|#0*+3[49]|#0*+60|#0*+62|#[xX]0*+(?:22|27|3[cCeE]));")


def find_attribute_values(text: str, start: int = 0, end: int | None = None) -> Iterator[Attribute]:
    """Every URI attribute value of the real tags in text[start:end]."""
    return iter(tokenize(text, start, end).attributes)


def find_attributes(
    text: str,
    schemes: frozenset[str] | None,
    blocked: list[tuple[int, int]] | None = None,
    attributes: Iterable[Attribute] | None = None,
    literal: bool = False,
) -> Iterator[UriSpan]:
    """Yield the URIs in URI attribute values (of `attributes`, default:
    every real tag's). Values not linted (``data:``) are appended to
    `blocked` so no bare URI is taken from inside them. `literal`: the
    vocabulary is not known to hold URIs there (xml.py), so only absolute
    URIs are linted, as code literals (ALWAYS_URI attributes: every URI,
    as code literals too)."""
    for attr in find_attribute_values(text) if attributes is None else attributes:
        if literal and attr.name not in ALWAYS_URI:
            span = None
            if SCHEME_PREFIX.match(text, attr.start, attr.end):
                span = reference_span(
                    text, attr.start, attr.end, schemes, delimited=attr.quoted, html=True, context=CODE, decode=True
                )
            if span is not None:
                yield span
            elif blocked is not None:
                blocked.append((attr.start, attr.end))
            continue
        if not attr.quoted and text.startswith("{", attr.start) and text[attr.start + 1 : attr.start + 2] not in "{%#":
            # Svelte's, Astro's and JSX's href={expression}: code, not a URI
            # (a template's {{ }}, {% %} or {# #} starts a URI as usual).
            if blocked is not None:
                blocked.append((attr.start, attr.end))
            continue
        if text.startswith("@(", attr.start):
            # Racket's at-expression (frog's templates, real: href="@(cdr pair)"
            # had its space encoded, and the template no longer compiled;
            # sweep 145) or Razor's: code, not a URI.
            if blocked is not None:
                blocked.append((attr.start, attr.end))
            continue
        if text.startswith("#", attr.start) and _names_id_as_written(text, attr):
            continue
        if text.startswith(("@ref ", "\\ref "), attr.start):
            # Doxygen's cross-reference, which Graphviz copies from a graph's
            # URL="@ref x" into the SVG it writes (sweep 207: RIOT's guides;
            # a fix wrote "@ref%20x", which Doxygen no longer resolves).
            if blocked is not None:
                blocked.append((attr.start, attr.end))
            continue
        if text.startswith("<", attr.start) and SERVER_TAG.match(text, attr.start):  # (an unquoted value ends in the tag)
            continue
        if not attr.quoted and _branches_quoted(text, attr.start, attr.end):
            if blocked is not None:
                blocked.append((attr.start, attr.end))
            continue
        if attr.name in ("srcset", "imagesrcset"):
            yield from _srcset(text, attr, schemes)
            continue
        start = attr.start
        if attr.name == "content":
            refresh = REFRESH.match(text, attr.start, attr.end)
            if refresh is None:
                continue
            start = refresh.end()
            if start < attr.end and text[start] in "\"'" and text[attr.end - 1] == text[start]:
                start += 1
                attr = attr._replace(end=attr.end - 1)
        if (text.find("+", start, attr.end) >= 0 or text.find("$", start, attr.end) >= 0) and CONCATENATION.search(
            text, start, attr.end
        ):
            continue
        # In a vocabulary no browser reads (`literal`: only ALWAYS_URI ones
        # come here), a program reads the value as its XML parser gives it
        # (references decoded): a code literal's fixes (OWSLib's SensorML:
        # a doctest compares the xlink:href).
        context = CODE if literal else ATTRIBUTE
        span = reference_span(
            text, start, attr.end, schemes, delimited=attr.quoted, html=True, context=context, decode=True
        )
        if span is not None:
            yield span
        elif blocked is not None and scheme_of(text, start, attr.end) == "data":
            blocked.append((attr.start, attr.end))


def _names_id_as_written(text: str, attr: Attribute) -> bool:
    """Whether a fragment-only value holding a character no URI may
    (``href="#Myth-#10:-(conda-|-pip)"``) is an id of the page as written:
    a generator made both from a heading's text (nbconvert's anchor-link
    beside its heading: sweep 208), and a browser finds it by the same
    spelling."""
    if compiled_re(_NOT_URI).search(text, attr.start + 1, attr.end) is None:
        return False
    return text[attr.start + 1 : attr.end] in _page_ids(text)


@last_text
def _page_ids(text: str) -> frozenset[str]:
    """The values of the page's id attributes, as written (read once per text)."""
    return frozenset(m.group(1) if m.group(1) is not None else m.group(2) for m in compiled_re(_ID_VALUE).finditer(text))


# A character no URI holds, written raw or as a reference (&quot; &lt; &gt;).
_NOT_URI = r"""[\s"<>\\^`{|}#]|&(?:quot|lt|gt);"""
_ID_VALUE = r"""\sid=(?:"([^"]*)"|'([^']*)')"""


def _branches_quoted(text: str, start: int, end: int) -> bool:
    """Whether the unquoted value text[start:end] is a template's choice
    of quoted values, ``href={% if a %}"{{ x }}"{% else %}"{{ y }}"{% endif %}``
    (scrapydweb; Go's ``{{if .A}}"..."{{end}}`` alike): a quote there is
    the template's attribute delimiter, no URI's character (encoded as
    "%22", the rendered link pointed nowhere)."""
    return (text.find('"', start, end) >= 0 or text.find("'", start, end) >= 0) and OPENER.search(text, start, end) is not None


def _srcset(text: str, attr: Attribute, schemes: frozenset[str] | None) -> Iterator[UriSpan]:
    """The URLs of a srcset: "url [descriptor], url [descriptor], ..."."""
    pos, end = attr.start, attr.end
    while pos < end:
        while pos < end and text[pos] in " \t\r\n,":
            pos += 1
        url_start = pos
        while pos < end and text[pos] not in " \t\r\n":
            stop = expression_end(text, pos, end) if text[pos] in "{$<[" else None  # "[%": Template Toolkit
            pos = pos + 1 if stop is None else stop
        url_end = pos
        if url_end > url_start and text[url_end - 1] == ",":
            while url_end > url_start and text[url_end - 1] == ",":
                url_end -= 1
        else:
            depth = 0  # descriptors run to a comma outside parentheses
            while pos < end and (text[pos] != "," or depth):
                depth += {"(": 1, ")": -1}.get(text[pos], 0)
                pos += 1
        span = reference_span(text, url_start, url_end, schemes, delimited=False, html=True, context=ATTRIBUTE)
        if span is not None:
            yield span


def find_bare_html(
    text: str, schemes: frozenset[str] | None, walls: Sequence[tuple[int, int]] = ()
) -> Iterator[UriSpan]:
    """Bare URIs in HTML text (none starting inside `walls`, see
    find_bare): character references are opaque, and those standing for a
    character that ends a URI end it."""
    for span in find_bare(text, schemes, enclosers="<\"'", walls=walls, markup=True):
        if text.find("&", span.start, span.end) >= 0:
            # The trim may have taken the ";" of "&gt;": look just past the end.
            ending = _ending_reference().search(text, span.start, span.end + 1)
            if ending is not None and ending.start() < span.end:
                end = trim(text, span.start, ending.start())
                if end <= text.find(":", span.start) + 1:
                    continue
                opaque = tuple(o for o in span.opaque if o[1] <= end)
                span = span._replace(end=end, opaque=opaque)
            span = span._replace(opaque=with_character_references(text, span.start, span.end, span.opaque))
        yield span


DELIMITER_START = compiled_re(r"[{}%#$<]")
RAW_TEXT_LANGUAGES = {"script": "js", "php": "php", "erb": "rb"}
# A script element's RDF media types (after the "/"): the types of Turtle,
# TriG, N-Triples, N-Quads, N3 and SPARQL.
RDF_SCRIPT_TYPES = ("turtle", "trig", "n-triples", "n-quads", "n3", "sparql-query")


def style_spans(text: str, start: int, end: int, schemes: frozenset[str] | None) -> list[UriSpan]:
    """The URIs of a style sheet inside text[start:end] (url() references too)."""
    from . import css  # noqa: PLC0415  # style bodies are rare: import on use

    return [span.moved(start) for span in css.extract(text[start:end], schemes)]


def find_markup(
    text: str, markup: Markup, schemes: frozenset[str] | None, blocked: list[tuple[int, int]], literal: bool = False
) -> tuple[list[UriSpan], list[UriSpan]]:
    """The URIs of `markup`'s attributes, and those of its script and style
    bodies (code: their ranges are appended to `blocked`, so the prose
    scan skips them). `literal`: see find_attributes."""
    attributes = list(find_attributes(text, schemes, blocked, markup.attributes, literal))
    code: list[UriSpan] = []
    for element, start, end in markup.raw_text:
        if element == "style":
            code.extend(style_spans(text, start, end, schemes))
        elif element == "script" and "ld+json" in (tag := text[text.rfind("<", 0, start) : start].lower()):
            # JSON-LD (schema.org's markup) is RDF, as a .jsonld file is:
            # every value an identifier (rdflib merged no node after a fix).
            code.extend(s._replace(context=IDENTIFIER) for s in code_spans(text, start, end, "json", schemes))
        elif element == "script" and any(f"/{kind}" in tag for kind in RDF_SCRIPT_TYPES):
            # A data block of RDF (text/turtle, application/n-triples...): identifiers.
            code.extend(code_spans(text, start, end, "turtle", schemes))
        elif element == "script" and "importmap" in tag:
            # An import map is JSON: its keys are specifiers, matched as the
            # URL parser writes them ("%7e" and "~" are two), so identifiers.
            code.extend(code_spans(text, start, end, "json", schemes))
        else:
            code.extend(code_spans(text, start, end, RAW_TEXT_LANGUAGES.get(element, element), schemes))
        blocked.append((start, end))
    return attributes, code


def markup_opaque(text: str, span: UriSpan) -> UriSpan:
    """`span` with every template delimiter in it opaque, closed or not
    (``{{`` ``%}`` ``<%``): a fix never rewrites one."""
    if DELIMITER_START.search(text, span.start, span.end) is None:
        return span
    # One character either side: a "%" at the end of a span can be the
    # start of "%}" just after it, one at its start the end of "<%".
    start, end = span.start, span.end
    before = max(start - 1, 0)
    found = [
        (max(a, start), min(b, end))
        for a, b in delimiters(text, before, min(end + 1, len(text)))
        if max(a, start) < min(b, end)
    ]
    return span._replace(opaque=union(span.opaque, found)) if found else span


def union(opaque: tuple[tuple[int, int], ...], extra: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Both sets of ranges, sorted, overlapping ones joined."""
    return tuple(joined((*opaque, *extra)))


def extract(text: str, schemes: frozenset[str] | None, literal: bool = False) -> list[UriSpan]:
    """`literal`: attribute values are not known to be URIs (find_attributes)."""
    blocked: list[tuple[int, int]] = []
    attributes, code = find_markup(text, tokenize(text), schemes, blocked, literal)
    taken, walls = walls_of(attributes, blocked)
    spans = [markup_opaque(text, s) for s in merge_into(taken, walls, find_bare_html(text, schemes, walls))]
    if code:
        spans = sorted(spans + [markup_opaque(text, s) for s in code])
    if spans and any(name in text for name in IDENTIFIER_HINTS):
        spans = _identifier_values(text, spans)
    if spans and ("turtle" in text or "sparql" in text):
        spans = identifiers_inside(spans, _rdf_examples(text))
    if spans and "\\" in text:
        spans = shell_escapes_opaque(text, spans)
    if spans and " id=" in text:
        spans = [span for span in spans if not _in_id_value(text, span.start)]
    return spans


def _in_id_value(text: str, start: int) -> bool:
    """Whether `start` lies in an ``id`` attribute's quoted value: a name,
    not a link (sweep 210: an SVG's layer named after the URL it draws)."""
    floor = max(0, start - ID_REACH)
    quote = max(text.rfind('"', floor, start), text.rfind("'", floor, start))
    return quote > floor and text.find("\n", quote, start) < 0 and compiled_re(_ID_BEFORE).search(text, max(floor, quote - 16), quote) is not None


# How far back an id value's opening quote is looked for (an id is short).
ID_REACH = 1000


_ID_BEFORE = r"\sid[ \t]*=[ \t]*\Z"


# An RDF example in a <pre> or <code> classed by its language (a W3C
# spec's <pre class="example turtle">, highlight.js's "language-sparql"):
# its IRIs are compared as written, as in a <script type="text/turtle">.
RDF_EXAMPLE = (
    r"""<(pre|code)\b[^<>]*?\bclass\s*=\s*["'][^"'<>]*?\b(?:language-|lang-)?"""
    r"""(?:turtle|sparql|trig|n3|ntriples|nquads)\b[^<>]*>"""
)


def _rdf_examples(text: str) -> list[tuple[int, int]]:
    """The content ranges of RDF_EXAMPLE elements (to their end tag, or the text's end)."""
    ranges = []
    for match in compiled_re(RDF_EXAMPLE).finditer(text):
        end = text.find(f"</{match.group(1)}", match.end())
        if end < 0:  # unclosed: the rest of the text (no later one needs a search to the end too)
            ranges.append((match.end(), len(text)))
            break
        ranges.append((match.end(), end))
    return ranges


# Attributes whose values name things, compared as strings, not links:
# - a namespace name (xmlns, xmlns:p in XML, XHTML and SVG; an XML Schema's
#   targetNamespace and an import's namespace): "no %-escaping is done or
#   undone" (Namespaces in XML 1.0, 2.3: ".../~wilbur" and ".../%7ewilbur"
#   are two); lxml's schema no longer matched, ElementTree found no
#   namespaced SVG element after a fix;
# - xsi:schemaLocation, which pairs a namespace name with its schema
#   (xmlschema imported none after a fix of the name);
# - RDFa's and microdata's IRIs (about, resource, typeof, property,
#   datatype, vocab; itemid, itemtype): RDF 1.1 compares IRIs as strings,
#   and pyRdfa named another node after a fix.
IDENTIFIER_ATTRIBUTE = compiled_re(
    r"""\s(?:xmlns(?::[\w.-]+)?|targetNamespace|namespace|(?:[\w.-]+:)?schemaLocation"""
    r"""|(?:rdf:)?(?:about|resource|datatype)|typeof|property|vocab|itemid|itemtype)\s*=\s*(?:"([^"]*)"|'([^']*)')"""
)
# Looked for first ("about" and "property" are common words, "about=" is not).
IDENTIFIER_HINTS = (
    "xmlns", "amespace", "chemaLocation", "about=", "resource=", "typeof=", "property=", "datatype=", "vocab=", "itemid=",
    "itemtype=",
)


def _identifier_values(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans`, those in IDENTIFIER_ATTRIBUTE values made identifiers."""
    values = [m.span(1) if m.group(1) is not None else m.span(2) for m in IDENTIFIER_ATTRIBUTE.finditer(text)]
    return identifiers_inside(spans, values)


def identifiers_inside(spans: list[UriSpan], ranges: list[tuple[int, int]]) -> list[UriSpan]:
    """`spans`, those starting inside one of `ranges` (sorted, disjoint)
    made identifiers."""
    if not ranges:
        return spans
    return [span._replace(context=IDENTIFIER) if inside(ranges, span.start) else span for span in spans]
