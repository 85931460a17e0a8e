"""Markdown (CommonMark, GFM): link and image destinations, reference
definitions, autolinks, HTML attributes and bare URIs.

Block structure first (markdown_blocks: code blocks with their language,
HTML blocks, paragraphs), then each paragraph's inline syntax
(markdown_inline: links as CommonMark forms them, code spans, autolinks,
raw HTML tags). A code block is code in its info string's language (see
fences.py); an HTML block and an inline tag are markup (tags.py: attributes
only inside real tags); bare URIs are found in the rest, and a bare URI in
a code span is code. A destination with a raw space that reads as a URI
reference, ``[t](a b.png)``, is returned whole and delimited, so the space
is reported rather than the link silently shortened.
"""

from __future__ import annotations

import bisect

from ..model import BROKEN_LINK, CODE, DESTINATION, PROSE, UriSpan
from ..pattern_store import compiled, compiled_re
from ..positions import line_start
from .bare import find_bare
from .combine import inside, joined, merge_into, walls_of
from .ends import looks_like_regex
from .expressions import destination_expression_end, expression_end
from .fences import code_spans
from .html import find_markup, markup_opaque, union
from .markdown_blocks import Blocks, parse_blocks
from .markdown_inline import Inline, parse_inline
from .markdown_tables import end_at_cells, split_by_cells, table_rows
from .escapes import escapes_opaque, markdown_text_escapes, with_character_references
from .references import is_linted, reference_span
from ..uri.percent_names import PERCENT_NAME
from .tags import Markup, tokenize

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Container, Iterator, Sequence

# A reference definition's label, "[label]:", at most three spaces in.
# Footnote definitions "[^1]:" are not links.
DEFINITION_LABEL = compiled(r"[ ]{0,3}+\[(?!\^)[^\[\]\r\n]++\]:")
# A run up to whitespace (re's \s is str.isspace).
NON_SPACE = compiled_re(r"\S*")
# A destination holding none of these (no whitespace or control character
# to strip, no template opener or closer, character reference, backslash
# escape, backtick, "|" of a Pelican or Mailchimp placeholder, "/:"
# placeholder, or "[^" of a regular expression's class) has no opaque range:
# its span is plain, if its scheme is linted (see reference_span,
# _destination_span). ("/:" is looked for with str.find: a class alone is
# searched ~3x as fast as the alternation.)
NEEDS_LOOK = compiled_re(r"[\x00-\x20\x7f{}<>$&\\`|^]")
WEB = ("https://", "http://")
# A span with none of these has no backtick or template delimiter to
# make opaque (_backticks_opaque): every delimiter (expressions.DELIMITER)
# holds one, or is "%" or "#" at the span's edge with its brace or angle
# bracket just outside ("{%", "%}", "<%", "%>", "{#", "#}"), which
# _quiet looks at.
MAY_BE_OPAQUE = compiled_re(r"[`{}<>$]")


def find_definitions(
    text: str, schemes: frozenset[str] | None, skipped: Sequence[tuple[int, int]],
    paragraphs: Sequence[tuple[int, int]] = (),
) -> Iterator[UriSpan]:
    """Reference definitions ``[label]: destination`` outside the `skipped`
    ranges (code and HTML blocks, sorted). A definition cannot interrupt a
    paragraph (CommonMark 4.7): inside one of `paragraphs` (sorted), it
    starts the paragraph or follows the definitions that do."""
    starts = [s for s, _ in skipped]
    paragraph_starts = [s for s, _ in paragraphs]
    follows = -1  # the line after the last definition found
    pos = text.find("]:")
    line, seen = 0, 0  # the line start of offset `seen` (offsets come in order)
    while pos >= 0:
        # One search back per line, not per marker (a long line of them).
        if text.find("\n", seen, pos) >= 0 or text.find("\r", seen, pos) >= 0:
            line = line_start(text, pos)
        seen = pos
        label = DEFINITION_LABEL.match(text, line)
        if label is not None and label.end() == pos + 2:
            i = bisect.bisect_right(starts, line) - 1
            p = bisect.bisect_right(paragraph_starts, line) - 1
            in_paragraph = p >= 0 and line < paragraphs[p][1]
            if (i < 0 or line >= skipped[i][1]) and (not in_paragraph or line in (paragraphs[p][0], follows)):
                span = _definition(text, pos + 2, schemes)
                if span is not None:
                    follows = _next_line(text, span.end)
                    yield span
        pos = text.find("]:", pos + 2)


def _next_line(text: str, pos: int) -> int:
    """The start of the line after the one holding `pos`."""
    newline = text.find("\n", pos)
    return len(text) if newline < 0 else newline + 1


def _definition(text: str, start: int, schemes: frozenset[str] | None) -> UriSpan | None:
    pos = start
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    if text.startswith("\n", pos) or text.startswith("\r\n", pos):  # CommonMark: or on the next line
        pos = text.index("\n", pos) + 1
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        if pos == len(text) or text[pos] in "\r\n" or not _alone_on_line(text, pos):
            return None  # a blank line, or a line that is no destination ("> quote", "| a | b |")
    if text.startswith("<", pos):
        close = text.find(">", pos + 1, pos + 2048)
        newline = text.find("\n", pos + 1, max(close, pos + 1))
        if close < 0 or newline >= 0:
            return None
        return _destination_span(text, pos + 1, close, schemes, delimited=True)
    end = pos
    line_end = text.find("\n", pos)
    line_end = len(text) if line_end < 0 else line_end
    while True:  # a template expression may hold spaces: {% post_url a %}
        end = NON_SPACE.match(text, end, line_end).end()  # type: ignore[union-attr]  # it matches the empty string
        opener = _open_expression(text, pos, end)
        if opener < 0:
            break
        stop = destination_expression_end(text, opener, line_end)
        if stop is None:
            break
        end = stop
    return _destination_span(text, pos, end, schemes, delimited=False)


# What may follow a definition's destination on its line: a title.
TITLE_REST = compiled_re(r"""[ \t]*(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))?[ \t]*\r?(?:\n|\Z)""")


def _alone_on_line(text: str, pos: int) -> bool:
    """Whether the token at `pos` is followed on its line by nothing but a
    title: then it is a definition's destination; "> quoted" starts a block
    quote, "| a | b |" is a table row."""
    if text[pos] == ">":
        return False
    end = NON_SPACE.match(text, pos).end()  # type: ignore[union-attr]  # it matches the empty string
    return TITLE_REST.match(text, end) is not None


def _open_expression(text: str, start: int, end: int) -> int:
    """Where a template expression left open at `end` starts, or -1."""
    for opener in ("{{", "{%", "${", "{#"):
        found = text.rfind(opener, start, end)
        if found >= 0 and (expression_end(text, found) or end + 1) > end:
            return found
    return -1


def _destination_span(
    text: str, start: int, end: int, schemes: frozenset[str] | None, delimited: bool, broken: bool = False
) -> UriSpan | None:
    """The span of a link destination: a reference with HTML's character
    references and Markdown's backslash escapes kept opaque. `broken`: a
    raw space made it no link (encoding the space would make it one).
    None for what is not a URI: ExDoc's ``[`|>`](`|>/2`)`` (a function
    reference in backticks) and Documenter.jl's ``[t](@ref X)`` (a
    cross-reference), nor a regular expression's piece that reads as a
    link (``["']([^"']+)``: sweep 173)."""
    if _cross_reference(text, start, end) or REGEX_PIECE.search(text, start, end) is not None:
        return None
    span = reference_span(text, start, end, schemes, delimited=delimited, html=True, decode=True)
    if span is not None and broken:
        span = span._replace(context=BROKEN_LINK)
    return span if span is None else escapes_opaque(text, span)


REGEX_PIECE = compiled_re(r"\[\^|\(\?")  # a negated class, a group's flags (not "\w": a Windows path's "\work")
# Documenter.jl's cross-reference destinations: "@ref", "@ref X", "@id x";
# DocumenterCitations': "@cite", "@citet*", a style after it ("@cite%authoryear%",
# sweep 194: 39 findings of malformed "%" in its gallery).
DOCUMENTER_REFERENCE = compiled_re(r"@(?:ref|id|extref|[cC]ite[tp]?\*?(?:%\w+%)?)(?:[ \t]|$)")


def _cross_reference(text: str, start: int, end: int) -> bool:
    """True for a destination that is a documentation tool's reference to
    code or a heading, not a URI (see _destination_span)."""
    if end - start >= 2 and text[start] == "`" and text[end - 1] == "`":
        return True
    return text.startswith("@", start) and DOCUMENTER_REFERENCE.match(text, start, end) is not None


# "<scheme:...>" holding a space or control character: not an autolink
# (CommonMark), so it renders as text. Negated classes: linear.
BROKEN_AUTOLINK = compiled_re(r"<([A-Za-z][A-Za-z0-9+.\-]{1,31}:[^<>\r\n]*[ \t\x00-\x1f][^<>\r\n]*)>")


def find_broken_autolinks(
    text: str, schemes: frozenset[str] | None, blocks: Blocks, destinations: Container[int]
) -> Iterator[UriSpan]:
    """``<http://a b>`` in a paragraph: reported whole (a raw space), as a
    broken link; not when it is a pointy link destination (``[t](<http://a
    b>)``, ``[t]: <http://a b>``: a link to ``http://a%20b``, CommonMark
    6.3 and 4.7), whose start is in `destinations`."""
    if "<" not in text:
        return
    starts = [p[0] for p in blocks.paragraphs]
    for match in BROKEN_AUTOLINK.finditer(text):
        index = bisect.bisect_right(starts, match.start()) - 1
        if index < 0 or match.end() > blocks.paragraphs[index][1] or match.start(1) in destinations:
            continue
        span = reference_span(text, match.start(1), match.end(1), schemes, delimited=True, html=True)
        if span is not None and span.start == match.start(1):
            yield span._replace(context=BROKEN_LINK, reference=False)


def find_bare_markdown(
    text: str, schemes: frozenset[str] | None, walls: Sequence[tuple[int, int]] = ()
) -> Iterator[UriSpan]:
    """Bare URIs (none starting inside `walls`, see find_bare); Markdown,
    like HTML, decodes character references."""
    for span in find_bare(text, schemes, enclosers="<`", walls=walls):
        if text.find("&", span.start, span.end) >= 0:
            span = span._replace(opaque=with_character_references(text, span.start, span.end, span.opaque))
        yield span


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    blocks = parse_blocks(text)
    inline = Inline([], [], [], Markup([], []))
    find = text.find
    for start, end in blocks.paragraphs:
        # Links need "](", autolinks and tags "<", code spans "`": most
        # paragraphs have none of them.
        links = find("](", start, end) >= 0
        if links or find("<", start, end) >= 0 or find("`", start, end) >= 0:
            parse_inline(text, start, end, inline, links)
    markup = inline.markup
    for start, end in blocks.html:
        block = tokenize(text, start, end)
        markup.attributes.extend(block.attributes)
        markup.raw_text.extend(block.raw_text)
    blocked: list[tuple[int, int]] = [(block.start, block.end) for block in blocks.code]
    primary: list[UriSpan] = []
    append = primary.append
    needs_look, percent_name = NEEDS_LOOK.search, PERCENT_NAME.search
    web, startswith = schemes is None, text.startswith  # "http(s)://": linted by default
    new = tuple.__new__  # a UriSpan without NamedTuple's Python-level __new__ (one per link): every field, in order
    rows: list[tuple[int, int]] | None = None  # the table rows, found at the first link that needs them
    for link in inline.links:
        start, end = link.start, link.end
        # Plain: no NEEDS_LOOK character, no "/:" and no "%NAME%" placeholder.
        if (
            not link.broken and start < end and needs_look(text, start, end) is None and find("/:", start, end) < 0
            and (find("%", start, end) < 0 or percent_name(text, start, end) is None)
        ):
            # What _destination_span gives such a destination, without its steps.
            if (web and startswith(WEB, start, end)) or is_linted(text, start, end, schemes):
                append(new(UriSpan, (start, end, (), link.delimited, True, DESTINATION, (), ())))
            continue
        if link.delimited and text[start : start + 1] in ("%", "?") and text[end - 1 : end] == text[start]:
            continue  # no pointy destination: a template's tag ("[x](<%= root_url %>)" in a .md.erb mailer, sweep 135)
        if find("|", start, end) >= 0:  # (a NEEDS_LOOK character: never in a plain destination)
            rows = table_rows(text, blocks.paragraphs) if rows is None else rows
            if split_by_cells(text, start, end, rows):
                continue  # no link: its cells were split first (a bare URI in the cell is found below)
        if (span := _destination_span(text, start, end, schemes, link.delimited, link.broken)) is not None:
            append(span)
    skipped = sorted([(block.start, block.end) for block in blocks.code] + blocks.html)
    definitions = list(find_definitions(text, schemes, skipped, blocks.paragraphs))
    pointy = {link.start for link in inline.links if link.delimited}.union(span.start for span in definitions if span.delimited)
    primary.extend(find_broken_autolinks(text, schemes, blocks, pointy))
    for start, end in inline.autolinks:
        if (  # plain, as above
            needs_look(text, start, end) is None and find("/:", start, end) < 0
            and (find("%", start, end) < 0 or percent_name(text, start, end) is None)
        ):
            if (web and startswith(WEB, start, end)) or is_linted(text, start, end, schemes):
                append(new(UriSpan, (start, end, (), False, True, DESTINATION, (), ())))
        elif find("|", start, end) >= 0 and looks_like_regex(text, start, end):
            continue  # a pattern in an autolink's brackets ("<https://w3id.org/gfo/core.(owl|ttl)>": sweep 103)
        elif (span := reference_span(text, start, end, schemes, delimited=False, html=True)) is not None:
            append(span)
    primary.extend(definitions)
    if blocks.html_starts:
        primary = _in_html_blocks(primary, blocks)
    attributes, code = find_markup(text, markup, schemes, blocked)
    primary.extend(attributes)
    for code_block in blocks.code:
        code.extend(code_spans(text, code_block.content_start, code_block.content_end, code_block.language, schemes))
    taken, walls = walls_of(primary, blocked)
    # (Not in a code span, whose backslashes are literal: CommonMark 6.1.)
    code_ranges = inline.code
    code_ranges.sort()  # (once, in place: _in_code_spans reads them sorted too)
    bare = [
        span if code_ranges and inside(code_ranges, span.start) else markdown_text_escapes(text, span)
        for span in find_bare_markdown(text, schemes, walls)
    ]
    if bare:
        bare = end_at_cells(text, bare, table_rows(text, blocks.paragraphs) if rows is None else rows)
    spans = merge_into(taken, walls, bare)
    if inline.code:
        spans = _in_code_spans(spans, inline.code)
    if inline.links and find("$") >= 0:
        spans = _outside_math(text, spans, blocks.paragraphs)
    quiet = MAY_BE_OPAQUE.search
    spans = [
        span
        if quiet(text, span.start, span.end) is None and _quiet_edges(text, span.start, span.end)
        else _backticks_opaque(text, span)
        for span in spans
    ]
    if not code:
        return spans
    return sorted(spans + [markup_opaque(text, span) for span in code])


# TeX math, as note vaults and books render Markdown (Obsidian, Quartz,
# Jupyter Book, MkDocs' arithmatex): "$$...$$" (at most 4,000 characters,
# an align environment in it too), and "$...$" on one line, opened by a "$"
# before a non-blank and closed by one after a non-blank and before no
# digit (Pandoc's rule: "$5 and $10" is no math). Each is searched for by
# its literal "$" (a class of openers is searched character by character).
_MATH = (
    r"\$\$[^$]{1,4000}?\$\$",
    r"\$(?<!\\\$)(?<!\$\$)(?=[^\s$])[^$\n]{1,1000}?(?<=[^\s\\])\$(?![\d$])",
)


def _outside_math(text: str, spans: list[UriSpan], paragraphs: list[tuple[int, int]]) -> list[UriSpan]:
    """`spans` less the link destinations inside TeX math (in a paragraph):
    "[a](r^{2})" there is an interval and a product, and encoding its "^"
    as "%5E" started a TeX comment that hid the rest of the formula (a
    vault's notes: KaTeX showed "[a+b](1+r"). A bare URI there is kept."""
    ranges = joined(
        match.span() for form in _MATH for match in compiled_re(form).finditer(text) if inside(paragraphs, match.start())
    )
    if not ranges:
        return spans
    return [span for span in spans if span.context not in (DESTINATION, BROKEN_LINK) or not inside(ranges, span.start)]


def _in_html_blocks(spans: list[UriSpan], blocks: Blocks) -> list[UriSpan]:
    """`spans` with the link destinations inside an HTML block of kind 6 or
    7 (``<div>``, ``<p align="center">`` up to a blank line) made running
    text: GitHub and CommonMark show their Markdown as written, MDX and
    md_in_html render it, so encoding there is not surely safe. A broken
    link there is dropped: its "](" is the HTML's text in every renderer
    (Pygments' ``<span class="o">](</span>``: ocaml.org, 107 findings)."""
    starts = set(blocks.html_starts)
    ranges = [(start, end) for start, end in blocks.paragraphs if start in starts]
    kept = []
    for span in spans:
        if span.context in (DESTINATION, BROKEN_LINK) and inside(ranges, span.start):
            if span.context == BROKEN_LINK:
                continue
            span = span._replace(context=PROSE)
        kept.append(span)
    return kept


def _quiet_edges(text: str, start: int, end: int) -> bool:
    """No delimiter half inside text[start:end] ("{%" just before it, "#}" at its end)."""
    return not (
        (text[start : start + 1] in ("%", "#") and text[start - 1 : start] in ("{", "<"))
        or (text[end - 1 : end] in ("%", "#") and text[end : end + 1] in ("}", ">"))
    )


def _backticks_opaque(text: str, span: UriSpan) -> UriSpan:
    """`span`, its backticks and template delimiters opaque (see
    markup_opaque); a backtick is Markdown syntax to a reader (a code
    span's edge; in a destination, which CommonMark allows, the renderer
    sends it as "%60" anyway)."""
    pos = text.find("`", span.start, span.end)
    if pos < 0:
        return markup_opaque(text, span)
    ticks = []
    while pos >= 0:
        ticks.append((pos, pos + 1))
        pos = text.find("`", pos + 1, span.end)
    return markup_opaque(text, span._replace(opaque=union(span.opaque, ticks)))


def _in_code_spans(spans: list[UriSpan], code: list[tuple[int, int]]) -> list[UriSpan]:
    """`spans`, those inside a code span (`code`: sorted) made CODE (what a reader copies)."""
    starts = [s for s, _ in code]
    result = []
    for span in spans:
        i = bisect.bisect_right(starts, span.start) - 1
        if i >= 0 and span.end <= code[i][1] and span.context != DESTINATION:
            span = span._replace(context=CODE)
        result.append(span)
    return result
