"""AsciiDoc: ``link:target[text]``, ``image::target[attrs]`` (and inline
``image:``), ``include::``/``video::``/``audio::`` targets, URL macros
``https://x[text]``, and bare URIs.

A macro target is a URI reference ending at the ``[`` that opens its
attribute list (relative references too; an include directive's file path
and a ``<placeholder>`` are not); a bare URL followed by ``[...]`` ends
there as well. A backslash that stops a replacement (``\\...``) is markup,
not URI content. Listing (``----``), literal (``....``) and passthrough
(``++++``) blocks and comment blocks (``////``) are not markup: only
absolute URIs are found in them, as code; a listing block whose
``[source,LANG]`` (or ``[,LANG]``) line names its language is code in it,
as a Markdown fence is (``String.format("http://h/%s", x)``).
"""

from __future__ import annotations

import re

from ..compat import possessive
from ..model import ATTRIBUTE, CODE, UriSpan
from ..pattern_store import compiled_re
from .bare import find_bare
from .combine import inside, merge_into, walls_of
from .escapes import merge_opaque
from .references import SCHEME_PREFIX, reference_span

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

# A macro and its target, up to the "[" of its attribute list: a block
# macro or the include directive at the start of a line (Asciidoctor reads
# "include::x[]" elsewhere as text), an inline macro anywhere, its target
# not starting with ":", at most 2,048 characters (each attempt reads at
# most that far: linear).
MACRO = possessive(
    r"^(?P<block>image|video|audio|include)::(?P<target>[^\s\[\]]{1,2048}+)\["
    r"|(?<![\w:])(?:link|image|xref|mailto):(?P<inline>[^\s\[\]:][^\s\[\]]{0,2047}+)\[",
    re.MULTILINE,
)
# A backslash that stops a replacement ("\\..." stays "...", "\\--" stays
# "--", "\\(C)" stays "(C)"): Asciidoctor drops it. Before anything else
# it is kept, and is URI content.
REPLACEMENT_ESCAPE = compiled_re(r"\\(?=\.\.\.|--|->|=>|<-|<=|\((?:C|R|TM)\))")
# A target that is one placeholder, as in "xref:<page>[]": notation, not a URI.
PLACEHOLDER = compiled_re(r"<[^<>\s]+>")
DELIMITED = compiled_re(r"^(-{4,}|\.{4,}|\+{4,}|/{4,})[ \t]*$", re.MULTILINE)
# The block attribute line naming a source block's language: "[source,java]", "[,python]".
SOURCE_LANGUAGE = compiled_re(r"\[(?:source)?,[ \t]*([\w.+#-]+)[^\]\n]*\][ \t]*\r?\n\Z")


def code_blocks(text: str) -> list[tuple[int, int]]:
    """[start, end) of each delimited listing, literal, passthrough or comment block."""
    blocks = []
    opening = None
    for match in DELIMITED.finditer(text):
        if opening is None:
            opening = match
        elif match.group(1) == opening.group(1):
            blocks.append((opening.start(), match.end()))
            opening = None
    if opening is not None:
        blocks.append((opening.start(), len(text)))
    return blocks


def find_macros(text: str, schemes: frozenset[str] | None, blocks: list[tuple[int, int]]) -> Iterator[UriSpan]:
    """Macro targets: URI references, but for a placeholder, an include
    directive's file path and an image's without a scheme: Asciidoctor
    opens them without decoding ("%5E" would name another file; after
    ``pic%5Fa.png`` was fixed, asciidoctor-pdf and ``-a data-uri`` found
    no image to embed)."""
    for match in MACRO.finditer(text):
        group = "target" if match.group("block") else "inline"
        start, end = match.span(group)
        if inside(blocks, start) or PLACEHOLDER.fullmatch(text, start, end):
            continue
        is_file = match.group("block") in ("include", "image") or text.startswith("image:", match.start())
        if is_file and not SCHEME_PREFIX.match(text, start, end):  # a file path
            continue
        if text.startswith("mailto", match.start()):
            start -= len("mailto:")
        # Asciidoctor writes the target into the href or src as it stands,
        # as an HTML attribute holds it: no renderer percent-encodes it.
        span = reference_span(text, start, end, schemes, delimited=False, context=ATTRIBUTE)
        if span is not None:
            yield _escaped(text, span)


def source_blocks(text: str, blocks: list[tuple[int, int]]) -> Iterator[tuple[int, int, str]]:
    """(start, end, language) of the content of each listing block whose
    attribute line names its language."""
    for start, end in blocks:
        if not text.startswith("----", start):
            continue
        line = text.rfind("\n", 0, max(0, start - 1)) + 1
        named = SOURCE_LANGUAGE.search(text, line, start)
        if named is None:
            continue
        content = text.find("\n", start, end) + 1
        close = text.rfind("\n", content, end)
        if 0 < content <= close:
            yield content, close + 1, named.group(1).lower()


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    blocks = code_blocks(text)
    primary = list(find_macros(text, schemes, blocks))
    sources = list(source_blocks(text, blocks)) if "," in text and blocks else []
    if sources:
        from .fences import code_spans  # noqa: PLC0415  # source blocks are rare: import on use

        primary.extend(span for start, end, language in sources for span in code_spans(text, start, end, language, schemes))
    taken, walls = walls_of(primary, [(start, end) for start, end, _ in sources])
    spans = []
    # The next "]" and line break at or after the last bracket looked at:
    # brackets come in order, so each part of the text is searched once.
    next_close = next_break = -1
    for span in find_bare(text, schemes, enclosers="<`", walls=walls):
        bracket = text.find("[", span.start, span.end)
        # The URL macro's text may hold spaces ("https://x[20% time]"): its
        # "]" is anywhere on the line, and the text is no part of the URI.
        if bracket > span.start:
            if next_close < bracket:
                next_close = _find_or_end(text, "]", bracket)
            if next_break < bracket:
                next_break = _find_or_end(text, "\n", bracket)
            if next_close < next_break:
                span = span._replace(end=bracket, opaque=tuple(o for o in span.opaque if o[1] <= bracket))
        if inside(blocks, span.start):
            span = span._replace(context=CODE)
        else:
            span = _escaped(text, span)
        spans.append(span)
    return merge_into(taken, walls, spans)


def _find_or_end(text: str, what: str, pos: int) -> int:
    found = text.find(what, pos)
    return len(text) if found < 0 else found


def _escaped(text: str, span: UriSpan) -> UriSpan:
    """`span` with its replacement escapes opaque (``v1.0\\...v1.1`` links
    to ``v1.0...v1.1``: "%5C" would change the link)."""
    if text.find("\\", span.start, span.end) < 0:
        return span
    found = [(m.start(), m.start() + 2) for m in REPLACEMENT_ESCAPE.finditer(text, span.start, span.end)]
    return span._replace(opaque=merge_opaque(span.opaque, found)) if found else span
