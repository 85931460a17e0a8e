"""CSS (and Sass, SCSS, Less): ``url(...)`` and ``@import "x.css"`` references,
plus absolute URIs in strings and comments.

A ``url()`` value is a URI reference the browser resolves (relative ones
are linted, as in an HTML attribute); quoted or not, its quotes and the
parentheses are syntax, and so are its escapes (``\\(`` is a parenthesis).
``url(data:...)`` and ``url(#id)`` (an SVG filter
or marker reference inside the document) are not linted; a value built by
an interpolation or a variable (``url($base + "/a")``) is not a URI. A
``url()`` inside a ``/* */`` comment is running text.
"""

from __future__ import annotations

import re
from functools import partial

from ..model import ATTRIBUTE, BROKEN_LINK, CODE, IDENTIFIER, PROSE, UriSpan
from ..pattern_store import compiled_re
from .bare import find_bare
from .combine import inside, merge_into, walls_of
from .ends import trim
from .escapes import merge_opaque
from .references import reference_span

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterable, Iterator

# url( value ) and @import "value": group 1 is a quoted value's quote.
URL = compiled_re(r"""\burl\(\s*(["']?)""", re.IGNORECASE)
IMPORT = compiled_re(r"""@import\s+(["'])""", re.IGNORECASE)
# Not a literal reference: a variable, a function, an interpolation, or a
# tag that writes it (XSLT's <xsl:value-of select="$dir"/> in a stylesheet).
# Sass's module functions too (url(map.get($icons, "up")): a fix encoded
# its space and quotes, and sass compiled "url()", sweep 169).
COMPUTED = compiled_re(r"""[$@<]|var\(|#\{|[\w-]+(?:\.[\w-]+)?\(""")
CONCATENATION = compiled_re(r"""["']\s*\+|\+\s*["']|#\{""")
# A CSS escape (CSS Syntax 4.3.7): up to six hex digits and one blank after
# them ("\26 " is "&"), or any other character ("\(" is "(").
ESCAPE = compiled_re(r"\\(?:[0-9A-Fa-f]{1,6}(?:\r\n|[ \t\r\n\f])?|[^\r\n\f0-9A-Fa-f])")


def find_references(text: str, schemes: frozenset[str] | None) -> Iterator[UriSpan]:
    """The references of every url() and quoted @import."""
    for pattern in (URL, IMPORT):
        for match in pattern.finditer(text):
            quote = match.group(1)
            start = match.end()
            if quote:
                end = text.find(quote, start, start + 4096)
                while end > 0 and _escaped(text, end):  # less.js's url("...family=\"Rokkitt\":...")
                    end = text.find(quote, end + 1, start + 4096)
                newline = text.find("\n", start, max(end, start))
                if end < 0 or newline >= 0:
                    continue
            elif pattern is URL:
                end = text.find(")", start, start + 4096)
                while end > 0 and text[end - 1] == "\\":  # an escaped ")" is the URL's
                    end = text.find(")", end + 1, start + 4096)
                if end < 0:
                    continue
                while end > start and text[end - 1] in " \t\r\n":
                    end -= 1
            else:
                continue
            if start == end or text[start] == "#" or COMPUTED.match(text, start, end) or CONCATENATION.search(text, start, end):
                continue
            if pattern is IMPORT and not text.endswith(".css", start, end):
                continue  # Sass and Less import modules by name, not by URL
            context = BROKEN_LINK if not quote and _bad_url(text, start, end) else ATTRIBUTE
            span = reference_span(text, start, end, schemes, delimited=bool(quote), context=context)
            if span is not None and text.find("\\", start, end) >= 0:
                escapes = [m.span() for m in ESCAPE.finditer(text, span.start, span.end)]
                span = span._replace(opaque=merge_opaque(span.opaque, escapes))
            if span is not None:
                yield span


# What makes an unquoted url() a bad-url token (CSS Syntax 4.3.6): a
# blank inside it, a quote or a "(", unescaped. The browser drops the
# declaration; encoding a space would make it load (sweep 169).
BAD_URL = compiled_re(r"""(?<!\\)[\s"'(]""")


def _bad_url(text: str, start: int, end: int) -> bool:
    """Whether the unquoted url() value text[start:end] (blanks around it
    trimmed) is a bad URL, which no browser loads."""
    return BAD_URL.search(text, start, end) is not None


def _escaped(text: str, at: int) -> bool:
    """Whether the character at `at` follows an odd run of backslashes."""
    run = at
    while run > 0 and text[run - 1] == "\\":
        run -= 1
    return (at - run) % 2 == 1


# A namespace name (CSS Namespaces 3), matched with an element's as
# written, never percent-decoded (cssselect2 no longer matched "ex|rating"
# after a fix: sweep 169): an identifier, as xmlns's value is.
NAMESPACE_RULE = r"(?m)^[ \t]*@namespace\b[^;{\n]*"


def comments(text: str) -> list[tuple[int, int]]:
    """[start, end) of each ``/* */`` comment (an unclosed one runs to the end)."""
    found = []
    start = text.find("/*")
    while start >= 0:
        close = text.find("*/", start + 2)
        end = len(text) if close < 0 else close + 2
        found.append((start, end))
        start = text.find("/*", end)
    return found


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    references = list(find_references(text, schemes))
    if references and "/*" in text:
        # A url() in a comment is text a reader sees, not a reference the
        # browser resolves (CSS Syntax 4.3.2): no safe encoding there.
        ranges = comments(text)
        references = [span._replace(context=PROSE) if inside(ranges, span.start) else span for span in references]
    taken, walls = walls_of(references)
    bare: Iterable[UriSpan] = find_bare(text, schemes, code=True, enclosers="<\"'(", context=CODE, walls=walls)
    if "*/" in text:
        bare = [cut for cut in map(partial(_ended_by_comment, text), bare) if cut is not None]
    spans = merge_into(taken, walls, bare)
    if "@namespace" in text:  # (UserCSS's header comment names its own "@namespace": not a rule)
        ranges = comments(text) if "/*" in text else []
        names = [m.span() for m in compiled_re(NAMESPACE_RULE).finditer(text) if not inside(ranges, m.start())]
        spans = [span._replace(context=IDENTIFIER) if inside(names, span.start) else span for span in spans]
    return spans


def _ended_by_comment(text: str, span: UriSpan) -> UriSpan | None:
    """`span` (a bare URI) ending where a comment's "*/" does: a minified
    stylesheet's banner ("/*! ... https://github.com/o/r*/:root{...}") goes
    on with the rules (sweep 123: 175 findings in a Hugo site's CSS); None
    when nothing of a URI is left before it."""
    close = text.find("*/", span.start, span.end)
    if close < 0:
        return span
    end = trim(text, span.start, close)
    colon = text.find(":", span.start, end)
    return span.ending_at(end) if colon >= 0 and text[colon + 1 : end].strip("/") else None
