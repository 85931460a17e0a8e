"""HTML/XML tags: where real tags are, and the offsets of their attribute values.

A tokenizer after the HTML standard's (and the standard library's
html.parser, which gives no value offsets): an attribute exists only inside
a start tag; comments, doctypes and processing instructions are skipped;
the bodies of raw text elements (``<script>``, ``<style>``, ``<textarea>``,
``<title>``) are not markup; escaped text (``&lt;a href=``) is text.
Template expressions (``{{ }}``, ``{% %}``, ``<% %>``, ``<? ?>`` ...) are
opaque wherever they stand: a quote inside one does not end a value, a
whole attribute may be one, and a tag written inside one (in a string
literal of the template language) is not a tag of this file.
"""

from __future__ import annotations

from functools import lru_cache

from ..pattern_store import IGNORECASE, compiled, compiled_re
from ..records import NamedTuple
from .expressions import OPENER, expression_end, find_expressions

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import regex

# Not "longdesc" (obsolete): pages write a description there, not a link
# (json-ld.org: "An example of a linked data graph ..." was encoded).
URI_ATTRIBUTES = frozenset(
    (
        "href", "src", "action", "formaction", "cite", "data", "poster", "background",
        "xlink:href", "xml:base", "manifest", "codebase", "srcset", "imagesrcset", "content",
        "xmlurl", "htmlurl",
    )
)
# URI attributes that are URLs on some HTML elements only (on any other,
# a custom element's or a template component's, they are its own):
# "href", "src" and the rest are URLs wherever they stand.
ELEMENTS_OF = {
    "action": frozenset(("form",)), "formaction": frozenset(("button", "input")), "data": frozenset(("object",)),
    "cite": frozenset(("blockquote", "q", "del", "ins")), "poster": frozenset(("video",)),
    "background": frozenset(("body", "table", "td", "th")), "manifest": frozenset(("html",)),
    "codebase": frozenset(("object", "applet")),
    # OPML's feed and site addresses (OPML 2.0: "the http address of the feed").
    "xmlurl": frozenset(("outline",)), "htmlurl": frozenset(("outline",)),
}
RAW_TEXT = frozenset(("script", "style", "textarea", "title", "xmp", "noembed", "noframes"))
# What may follow "<" in markup; anything else is text.
MARKUP_START = compiled_re(r"<(?:([A-Za-z][^\s/>]*)|(/)|(!--)|([!?%]))")
# Constructs whose bodies are not markup, which the walk skips whole
# (template expressions in text are skipped too, see tokenize). One "<"
# prefix for every branch: the search runs at memchr speed.
SPECIAL = compiled_re(r"<(?:!--|[?%]|(?:script|style|textarea|title|xmp|noembed|noframes)(?=[\s/>]))", IGNORECASE)
# A whole start tag without template expressions, in one possessive match
# (most tags: read at C speed); only one naming a URI attribute is then
# read attribute by attribute. Compiled on first use (a tag): `regex`
# takes ~4 ms to compile it, and most Markdown holds no tag.
@lru_cache(maxsize=None)
def fast_tag() -> regex.Pattern[str]:
    return compiled(
        r"""<[A-Za-z][^\s/>]*+((?:[\s/]++[^\s/>"'=]++(?:\s*+=\s*+(?:"[^"]*+"|'[^']*+'|[^\s>"'=<`]*+))?+)*+)[\s/]*+>"""
    )


ATTRIBUTE_NAME = compiled_re(r"[^\s/>=]+|=[^\s/>=]*")
SPACE = compiled_re(r"[\s/]*")
UNQUOTED = compiled_re(r"[^\s>]*")
MAX_TAG = 16384
# What may stand before an attribute name ("xlink:" is part of one) and
# what follows a name that has a value.
MARKERS = tuple(sorted(URI_ATTRIBUTES))
NAME_BEFORE = frozenset(" \t\r\n/\"'")
NAME_END = compiled_re(r"\s*=")
# One attribute of a tag fast_tag matched: name, then a double-quoted,
# single-quoted or unquoted value.
ATTRIBUTE = compiled_re(r"""([^\s/>"'=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"'=<`]*)))?""")


@lru_cache(maxsize=None)
def uri_name() -> regex.Pattern[str]:
    """A URI attribute's name and "=" (compiled on first use, as fast_tag).
    Longest names first, and in a fixed order: the same pattern in every
    run, which the pattern store finds again (a set's order is the hash's)."""
    names = sorted(URI_ATTRIBUTES, key=lambda name: (-len(name), name))
    return compiled(r"(?<![^\s/\"'])(?:" + "|".join(names) + r")\s*+=", IGNORECASE)


class Attribute(NamedTuple):
    name: str  # lowercase
    start: int  # value start
    end: int  # value end
    quoted: bool
    name_start: int


class Markup(NamedTuple):
    """What the tokenizer found in a range of text."""

    attributes: list[Attribute]  # URI attributes only
    # (language, start, end): script and style bodies, <? ?> and <% %> code
    raw_text: list[tuple[str, int, int]]


def tokenize(text: str, start: int = 0, end: int | None = None) -> Markup:
    """The URI attributes and code bodies of the real tags in text[start:end].

    Only what can hold them is read: each URI attribute name found by one
    regex pass (the tag around it is then parsed, so a name in text, in a
    comment or in another value is not an attribute), and the constructs
    whose bodies are not markup (comments, raw text elements, ``<? ?>``,
    ``<% %>``, template expressions in text), which the walk skips whole.
    """
    end = len(text) if end is None else end
    found = Markup([], [])
    names = attribute_names(text, start, end)
    count = len(names)
    index = 0
    # Template expressions in text ("{{ printf "<a href=%q>" . }}"): the
    # tags written in their string literals are the template's output, not
    # this file's markup, so nothing inside one is read (<% %> and <? ?>
    # are code bodies, read as SPECIAL).
    expressions = [e for e in find_expressions(text, start, end) if text[e[0]] != "<"] if names else []
    at = 0
    pos = start
    special = SPECIAL.search(text, pos, end)
    while True:
        while index < count and names[index] < pos:
            index += 1
        while at < len(expressions) and expressions[at][0] < pos:
            at += 1
        name = names[index] if index < count else end
        expression = expressions[at][0] if at < len(expressions) else end
        if special is not None and special.start() < pos:
            special = SPECIAL.search(text, pos, end)
        event = min(name, expression, end if special is None else special.start())
        if event >= end:
            return found
        # The tag around the event, if it stands in one.
        opening = _enclosing_opening(text, pos, text.rfind("<", pos, event), end)
        if opening >= 0:
            stop = markup_at(text, opening, end, found)
            if stop is not None and stop > event:
                pos = stop
                continue
        if event == expression:
            pos = expressions[at][1]
        elif event == name:
            pos = name + 1
        else:
            stop = markup_at(text, event, end, found)
            pos = event + 1 if stop is None else stop


# How many tags back a "<" is looked for that encloses the one before an
# attribute name (a tag quoted in a quoted value of another: Lighthouse's
# data-snippet="<a href=&quot;...&quot;>").
ENCLOSING_DEPTH = 4


def _enclosing_opening(text: str, pos: int, opening: int, end: int) -> int:
    """`opening` (a "<" between `pos` and an attribute name), or the "<"
    before it whose tag, comment or instruction runs past it: the one
    at `opening` is then text in that tag's quoted value (sweep 123: a
    saved Lighthouse report's data-snippet and title values, whose
    "&quot;" a fix encoded as "%22"), not a tag."""
    for _ in range(ENCLOSING_DEPTH):
        if opening < 0:
            return opening
        outer = text.rfind("<", pos, opening)
        if outer < 0:
            return opening
        stop = markup_at(text, outer, end, Markup([], []))
        if stop is None or stop <= opening:
            return opening
        opening = outer
    return opening


def attribute_names(text: str, start: int, end: int) -> list[int]:
    """Where a URI attribute name followed by "=" may stand, sorted: a
    literal search for each name in a lowercased copy (memchr speed; a
    case-insensitive regex over the whole text costs 10x)."""
    lowered = text[start:end].lower()
    if len(lowered) != end - start:  # a few non-ASCII letters ("İ") change length
        return [m.start() for m in uri_name().finditer(text, start, end)]
    found = []
    for marker in MARKERS:
        pos = lowered.find(marker)
        while pos >= 0:
            after = pos + len(marker)
            if (pos == 0 or lowered[pos - 1] in NAME_BEFORE) and NAME_END.match(lowered, after):
                found.append(start + pos)
            pos = lowered.find(marker, after)
    found.sort()
    return found


def markup_at(text: str, pos: int, end: int, found: Markup) -> int | None:
    """Read the tag, comment or processing instruction at `pos` (a "<")
    into `found`; its end (past a raw text element's body), or None when
    the "<" is text."""
    match = MARKUP_START.match(text, pos, end)
    if match is None:
        return None
    name, closing, comment, other = match.groups()
    if comment:
        close = text.find("-->", match.end(), end)
        stop = end if close < 0 else close + 3
    elif other in ("%", "?"):
        # <? ?> (PHP, or an XML declaration) and <% %> (ERB, EJS, JSP):
        # code. PHP may leave its last block unclosed.
        closed = expression_end(text, pos, end)
        if closed is None and other == "%":
            return None
        stop = end if closed is None else closed
        found.raw_text.append(("php" if other == "?" else "erb", pos + 2, stop - 2 if stop < end else stop))
        return stop
    elif other:
        close = text.find(">", match.end(), end)
        stop = end if close < 0 else close + 1
    elif closing:
        close = text.find(">", match.end(), end)
        stop = end if close < 0 else close + 1
    else:
        first = len(found.attributes)
        fast = fast_tag().match(text, pos, min(end, pos + MAX_TAG))
        if fast is not None and OPENER.search(text, fast.start(1), fast.end()) is None:
            tag_end: int | None = fast.end()
            if uri_name().search(text, fast.start(1), fast.end(1)) is not None:
                _attributes(text, fast.start(1), fast.end(1), found.attributes)
        else:
            tag_end = _start_tag(text, match.end(), end, found.attributes)
            if tag_end is None:
                return None
        assert tag_end is not None
        element = name.lower()
        if any(a.name in ELEMENTS_OF for a in found.attributes[first:]):
            # "data" is a URL on <object> alone (a custom element's data="1 2 3"
            # is not), "action" on <form> (a Blade component's action="!busy" is not)...
            found.attributes[first:] = [
                a for a in found.attributes[first:] if a.name not in ELEMENTS_OF or element in ELEMENTS_OF[a.name]
            ]
        if element in RAW_TEXT and not text.startswith("/>", tag_end - 2):
            body_end = _raw_text_end(text, element, tag_end, end)
            if element in ("script", "style"):
                found.raw_text.append((element, tag_end, body_end))
            return body_end
        return tag_end
    return stop


def _attributes(text: str, start: int, end: int, attributes: list[Attribute]) -> None:
    """The URI attributes of a start tag's attribute text (no template
    expression in it), one regex match each."""
    for match in ATTRIBUTE.finditer(text, start, end):
        name = match.group(1).lower()
        if name in URI_ATTRIBUTES and match.lastindex is not None and match.lastindex > 1:
            quoted = match.lastindex < 4
            attributes.append(Attribute(name, match.start(match.lastindex), match.end(match.lastindex), quoted, match.start(1)))


def _start_tag(text: str, pos: int, end: int, attributes: list[Attribute]) -> int | None:
    """Read the attributes of a start tag from `pos` (after its name) to
    its ">"; the end of the tag, or None when it is not closed."""
    limit = min(end, pos + MAX_TAG)
    first = len(attributes)
    while True:
        pos = SPACE.match(text, pos, limit).end()  # type: ignore[union-attr]  # matches the empty string
        if pos >= limit:
            del attributes[first:]
            return None
        char = text[pos]
        if char == ">":
            return pos + 1
        if char in "{<$":
            stop = expression_end(text, pos, limit)
            if stop is not None:
                pos = stop
                continue
            if char == "<":
                del attributes[first:]
                return None  # "<a <b": the first was text
        name_match = ATTRIBUTE_NAME.match(text, pos, limit)
        assert name_match is not None  # text[pos] is none of whitespace, "/", ">"
        name_start, pos = pos, name_match.end()
        after = SPACE.match(text, pos, limit).end()  # type: ignore[union-attr]
        if after >= limit or text[after] != "=" or text.startswith("/", pos, after):
            continue
        value = SPACE.match(text, after + 1, limit).end()  # type: ignore[union-attr]
        if value >= limit:
            continue
        quote = text[value]
        if quote in "\"'":
            close = _quoted_end(text, value + 1, quote, limit)
            if close is None:
                del attributes[first:]
                return None
            value_start, value_end, pos = value + 1, close, close + 1
        else:
            value_start, value_end = value, _unquoted_end(text, value, limit)
            pos = value_end
            escaped = text[value_start : value_start + 2]
            if (escaped in ('\\"', "\\'") and value_end - value_start > 4 and text.startswith(escaped, value_end - 2)
                    and _in_string(text, value_start, escaped[1])):
                value_start, value_end = value_start + 2, value_end - 2  # \"...\": markup in a string literal
        name = text[name_start:name_match.end()].lower()
        if name in URI_ATTRIBUTES:
            attributes.append(Attribute(name, value_start, value_end, quote in "\"'", name_start))


def _in_string(text: str, pos: int, quote: str) -> bool:
    """Whether the tag holding `pos` stands in a string literal quoted by
    `quote` that opened earlier on its line (an odd count of unescaped
    `quote` before the tag: MDX's `set:html={"<a href=\\"...`). In prose
    (a generator's README) the escaped quote is what a browser reads."""
    line = text.rfind("\n", 0, pos) + 1
    tag = text.rfind("<", line, pos)
    if tag < 0:  # the tag opened on an earlier line
        return False
    before = text[line:tag]
    return (before.count(quote) - before.count("\\" + quote)) % 2 == 1


def _quoted_end(text: str, pos: int, quote: str, limit: int) -> int | None:
    """The closing quote of a value from `pos`; template expressions
    inside it are skipped whole."""
    close = text.find(quote, pos, limit)
    unclosed: set[str] = set()  # openers with no closer up to the limit: none later either
    while close >= 0:
        hit = OPENER.search(text, pos, close)
        while hit is not None and hit.group() in unclosed:
            hit = OPENER.search(text, hit.start() + 1, close)
        if hit is None:
            return close
        stop = expression_end(text, hit.start(), limit)
        if stop is None:
            unclosed.add(hit.group())
        pos = hit.start() + 1 if stop is None else stop
        if pos > close:
            close = text.find(quote, pos, limit)
    return None


def _unquoted_end(text: str, pos: int, limit: int) -> int:
    while True:
        end = UNQUOTED.match(text, pos, limit).end()  # type: ignore[union-attr]
        hit = OPENER.search(text, pos, end)
        if hit is None:
            return end
        stop = expression_end(text, hit.start(), limit)
        if stop is None or stop <= end:
            return end
        pos = stop


def _raw_text_end(text: str, element: str, pos: int, end: int) -> int:
    """Where the body of a raw text element ends: at its end tag."""
    closing = compiled_re(rf"</{element}[\s/>]", IGNORECASE)
    found = closing.search(text, pos, end)
    return end if found is None else found.start()
