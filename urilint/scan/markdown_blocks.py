"""Markdown block structure: code blocks (with their language), HTML blocks,
and the paragraphs whose inline content may hold links.

One pass over the lines, after CommonMark's block rules where they decide
what is code, HTML or text: fenced code (any indentation, inside lists and
block quotes too; the info string's first word is the language), indented
code (four spaces after a blank line, outside lists), the HTML blocks
whose content is not Markdown (``<pre>``, ``<script>``, ``<style>``,
``<textarea>``, comments, processing instructions, declarations), and the
code block tags of Jekyll, Hexo and Hugo (``{% highlight html %}``). The rest
is paragraph text, split at blank lines (link syntax never crosses one);
an HTML block of kinds 6 and 7 (``<div>``, an MDX component) is paragraph
text too, its tags read by the inline parser. markdown-it-py gives the same blocks but no
inline offsets and costs 4x this whole scanner on a link-dense README.
"""

from __future__ import annotations

from functools import lru_cache

from ..pattern_store import IGNORECASE, MULTILINE, compiled, compiled_re
from ..records import NamedTuple
from .fences import language_of

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re
    import regex

FENCE = compiled(r"[ \t]*+(?:>[ \t]?+)*+[ \t]*+(`{3,}+|~{3,}+)([^\n]*+)")
# A list item, or a definition list's ":   definition" (PHP Markdown
# Extra, Python-Markdown, kramdown): what is indented under one is its
# content, not indented code.
LIST_ITEM = compiled_re(r"[ ]{0,3}(?:[-+*:]|[0-9]{1,9}[.)])(?:[ \t]|\r?$)", MULTILINE)
INDENT = compiled_re(r"(?: {4}|[ ]{0,3}\t)")
HTML_BLOCK_1 = compiled_re(r"[ ]{0,3}<(script|pre|style|textarea)(?:[\s>]|$)", IGNORECASE | MULTILINE)
HTML_END_1 = compiled_re(r"</(?:script|pre|style|textarea)>", IGNORECASE)
HTML_OTHER_ENDS = (("<!--", "-->"), ("<?", "?>"), ("<![CDATA[", "]]>"))
BLOCK_TAGS = (
    "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|"
    "dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h1|h2|h3|h4|h5|h6|"
    "head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|"
    "p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul"
)
# A complete open or closing tag alone on its line (kind 7).
_ATTRIBUTE = r"""\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?"""


@lru_cache(maxsize=None)
def _html_blocks_6_7() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """HTML block kinds 6 (a block tag) and 7 (a whole tag alone on its
    line), compiled on first use: a line starting with "<" that is no
    comment, declaration or processing instruction."""
    return (
        compiled_re(rf"[ ]{{0,3}}</?(?:{BLOCK_TAGS})(?:[\s>]|/>|$)", IGNORECASE | MULTILINE),
        compiled_re(
            rf"[ ]{{0,3}}(?:<[A-Za-z][A-Za-z0-9-]*(?:{_ATTRIBUTE})*\s*/?>|</[A-Za-z][A-Za-z0-9-]*\s*>)[ \t]*\r?$",
            MULTILINE,
        ),
    )
LEAD = compiled_re(r"[ \t]*")
# Lines that can only continue an open paragraph: after any indentation
# (indented code cannot interrupt a paragraph) they start with a character
# that starts no block read here (not ">", a fence, "<"; a heading or a
# rule is as good as paragraph text to the inline parser; a list item
# continues it too, and only marks that a list is open: LIST_LINE). A run
# of them, each with its newline.
ORDINARY_RUN = compiled_re(r"(?:[ \t]*[^ \t\r\n>`~<{][^\n]*\n)+")
# A site generator's code block tag, shown as highlighted code: Jekyll's
# {% highlight ruby %}, Hexo's {% codeblock %}, Hugo's {{< highlight go >}};
# group "lang" names the language, group "end" is the closing tag's word.
TAG_CODE = compiled_re(
    r"""\{%-?[ \t]*(?P<liquid>highlight|codeblock)\b[ \t]*(?P<lang>[\w+#.-]*)[^\n]*?%\}"""
    r"""|\{\{([<%])[ \t]*highlight[ \t]+"?(?P<hugo>[\w+#.-]*)"?[^\n]*?[>%]\}\}"""
)
# LIST_ITEM at the start of any line of a run.
LIST_LINE = compiled_re(r"^" + LIST_ITEM.pattern, MULTILINE)
BLANK_RUN = compiled_re(r"(?:[ \t]*\r?\n)+")
# The kinds of HTML block that end at a blank line (a <div>, an MDX
# component <Note>) are paragraphs here: MDX, kramdown's markdown="1" and
# Python-Markdown's md_in_html render the Markdown inside them, and the
# inline parser reads their tags as tags. They start a new paragraph.
MARKDOWN_IN_HTML = -2


class CodeBlock(NamedTuple):
    start: int  # fences included
    end: int
    language: str  # "" when none is named
    content_start: int  # fences excluded
    content_end: int


class Blocks(NamedTuple):
    code: list[CodeBlock]
    html: list[tuple[int, int]]  # HTML blocks
    paragraphs: list[tuple[int, int]]  # runs of text lines between blank lines
    html_starts: list[int]  # where an HTML block of kind 6 or 7 (read as a paragraph) starts


@lru_cache(maxsize=16)
def _closing_fence(fence: str) -> regex.Pattern[str]:
    mark = "\\~" if fence[0] == "~" else "`"  # a fence is all ` or all ~ (spelt as re.escape does)
    return compiled(rf"^[ \t]*+(?:>[ \t]?+)*+[ \t]*+{mark * len(fence)}{mark}*+[ \t]*+\r?$", MULTILINE)


# The last few texts parsed, and their blocks: --fix's proof of a fix
# parses the text it linted again, and the paragraphs it touched (old and
# new) twice each (scan/markdown_edits.py), the same text objects each time.
RECENT = 3
_recent: tuple[tuple[str, Blocks], ...] = ()


def parse_blocks(text: str) -> Blocks:
    """The block structure of `text` (the caller must not change it: the
    same object answers when the same text object is asked for again)."""
    global _recent
    recent = _recent
    for known, blocks in recent:
        if known is text:
            return blocks
    found = _parse_blocks(text)
    _recent = ((text, found), *recent[: RECENT - 1])
    return found


def _parse_blocks(text: str) -> Blocks:
    found = Blocks([], [], [], [])
    size = len(text)
    pos = 0
    paragraph = -1  # start of the open paragraph
    paragraph_end = 0
    in_list = False
    after_blank = True
    find = text.find
    while pos < size:
        newline = find("\n", pos)
        line_end = size if newline < 0 else newline
        next_line = size if newline < 0 else newline + 1
        # The first character after the indentation decides what may start.
        first_at = LEAD.match(text, pos).end()  # type: ignore[union-attr]  # matches the empty string
        first = text[first_at] if first_at < size else "\n"
        if first in "\r\n":
            if paragraph >= 0:
                found.paragraphs.append((paragraph, paragraph_end))
                paragraph = -1
            after_blank = True
            blanks = BLANK_RUN.match(text, pos)
            pos = next_line if blanks is None else max(blanks.end(), next_line)
            continue
        indented = first_at - pos >= 4 or (first_at > pos and find("\t", pos, first_at) >= 0)
        block_end = -1
        if indented and paragraph < 0 and not in_list and after_blank:
            block_end = _indented_code_end(text, next_line, line_end)
            found.code.append(CodeBlock(pos, block_end, "", pos, block_end))
        elif first in ">`~":
            fence = FENCE.match(text, pos, line_end)
            if fence is not None and not (fence.group(1)[0] == "`" and "`" in fence.group(2)):
                close = _closing_fence(fence.group(1)).search(text, next_line)
                block_end = size if close is None else close.end()
                content_end = size if close is None else close.start()
                language = language_of(fence.group(2))
                found.code.append(CodeBlock(pos, block_end, language, min(next_line, content_end), content_end))
        elif first == "{" and (tag := TAG_CODE.match(text, first_at, line_end)) is not None:
            word = tag.group("liquid")
            closer = (r"\{%-?[ \t]*end" + word + r"[ \t]*-?%\}") if word else r"\{\{[<%][ \t]*/highlight[ \t]*[>%]\}\}"
            closing = compiled_re(closer).search(text, next_line)
            block_end = size if closing is None else _end_of_line(text, closing.end())
            content_end = size if closing is None else closing.start()
            language = (tag.group("lang") if word == "highlight" else tag.group("hugo")) or ""
            found.code.append(CodeBlock(pos, block_end, language.lower(), min(next_line, content_end), content_end))
        elif first == "<" and first_at - pos < 4:
            block_end = _html_block_end(text, pos, line_end, paragraph < 0)
            if block_end >= 0:
                found.html.append((pos, block_end))
            elif block_end == MARKDOWN_IN_HTML:
                found.html_starts.append(pos)
                if paragraph >= 0:
                    found.paragraphs.append((paragraph, paragraph_end))
                    paragraph = -1
            block_end = max(block_end, -1)
        if block_end >= 0:
            if paragraph >= 0:
                found.paragraphs.append((paragraph, paragraph_end))
                paragraph = -1
            after_blank = False
            pos = block_end + 1 if block_end < size and text[block_end] == "\n" else block_end
            continue
        if first in "-+*:0123456789" and LIST_ITEM.match(text, pos, line_end):
            in_list = True
        elif after_blank and first_at == pos:
            in_list = False
        if paragraph < 0:
            paragraph = pos
        after_blank = False
        # The lines up to the next one that may start something else only
        # continue the paragraph.
        following = ORDINARY_RUN.match(text, next_line)
        if following is None:
            paragraph_end, pos = line_end, next_line
        else:
            pos = following.end()
            paragraph_end = pos - 1
            if not in_list and LIST_LINE.search(text, next_line, pos) is not None:
                in_list = True
    if paragraph >= 0:
        found.paragraphs.append((paragraph, paragraph_end))
    return found


def _indented_code_end(text: str, pos: int, end: int) -> int:
    """The end of an indented code block whose first line ends at `end`:
    the end of its last indented line (blank lines may come between)."""
    size = len(text)
    while pos < size:
        newline = text.find("\n", pos)
        line_end = size if newline < 0 else newline
        if INDENT.match(text, pos):
            end = line_end
        elif not text[pos:line_end].isspace() and pos != line_end:
            break
        pos = line_end + 1
    return end


def _html_block_end(text: str, pos: int, line_end: int, may_start: bool) -> int:
    """The end of the HTML block starting on the line at `pos`, or -1."""
    if HTML_BLOCK_1.match(text, pos, line_end):
        last = HTML_END_1.search(text, pos)
        return _end_of_line(text, len(text) if last is None else last.end())
    start = text.find("<", pos, line_end)
    for opener, closer in HTML_OTHER_ENDS:
        if text.startswith(opener, start):
            close = text.find(closer, start + len(opener))
            return _end_of_line(text, len(text) if close < 0 else close + len(closer))
    if text.startswith("<!", start) and text[start + 2 : start + 3].isalpha():
        close = text.find(">", start)
        return _end_of_line(text, len(text) if close < 0 else close + 1)
    block_6, block_7 = _html_blocks_6_7()
    if block_6.match(text, pos, line_end) or (may_start and block_7.match(text, pos, line_end)):
        return MARKDOWN_IN_HTML
    return -1


def _end_of_line(text: str, pos: int) -> int:
    newline = text.find("\n", pos)
    return len(text) if newline < 0 else newline
