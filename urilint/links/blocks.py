"""The Markdown block structure anchors come from: headings, definition
terms and fenced code blocks' ids, in order, and the fenced code ranges.

Only the lines that matter are visited (one multiline search from a
literal newline); front matter, fenced code and HTML comments are skipped.
"""

from __future__ import annotations

import functools
import itertools
import re

from ..pattern_store import compiled_re

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

# Markdown block structure (CommonMark's 0-3 spaces of indent for headings).
# Fences at any indentation: a fence inside a list item or an admonition is
# indented further, and missing a heading beats reading code as headings;
# a backtick fence's info string holds no backtick ("```code```" on one
# line is an inline code span, CommonMark 4.5).
_ATX_CLOSE = compiled_re(r"(?:^|[ \t]+)#+$")
_NOT_PARAGRAPH = compiled_re(r" {0,3}(?:[-+*](?:[ \t]|$)|[>|<]|\d{1,9}[.)](?:[ \t]|$))")
# An attribute block closing a heading or a fence opener ("## Title {#id .class}",
# "``` { .sh #example }"), and the ids in it.
ATTRS = compiled_re(r"[ \t]*\{:?([^{}]*)\}[ \t]*$")
ATTR_ID = compiled_re(r"""(?:^|[ \t])(?:#|id=["']?)([^\s}"']+)""")

# The lines that matter to headings, found by one multiline search (the
# text between them is never looked at line by line): fence openers, HTML
# comment openers, ATX headings, setext underlines, definition lines. Each alternative is
# anchored at a line start and runs to its end: linear.
_BLOCK_BODY = (
    r"(?:(?P<fence>[ \t]*(?:`{3,}(?=[^`\n]*$)|~{3,})).*$|(?P<comment>[ \t]*<!--).*$"
    r"|(?P<atx> {0,3}#{1,6})(?:[ \t]+(?P<heading>.*?))?[ \t]*$"
    r"|(?P<setext> {0,3}(?:=+|-+)[ \t]*$)|(?P<term> {0,3}:[ \t]).*$)"
)
_FENCE_BODY = r"(?P<fence>[ \t]*(?:`{3,}(?=[^`\n]*$)|~{3,})).*$"
# Each searched from a literal "\n" (sre scans for a literal prefix in C,
# ~10x faster than trying "^" at every character); the first line is
# matched on its own (_at_line). A match's last group names the kind of
# line (one group call per line); an ATX heading's text is its "heading".
_BLOCK_LINE = compiled_re(rf"\n(?=[ \t]*[`~<#=:-]){_BLOCK_BODY}", re.M)
_BLOCK_FIRST = compiled_re(_BLOCK_BODY, re.M)
_FENCE_LINE = compiled_re(rf"\n(?=[ \t]*[`~])(?P<line>{_FENCE_BODY})", re.M)
_FENCE_FIRST = compiled_re(rf"(?P<line>{_FENCE_BODY})", re.M)


def _at_line(text: str, pos: int, first: re.Pattern[str], rest: re.Pattern[str]) -> re.Match[str] | None:
    """The first line at or after `pos` matching a line pattern: `first`
    when `pos` starts a line, else `rest` (which begins with the newline
    before the line: its group "line" is the line)."""
    if pos == 0 or text[pos - 1] == "\n":
        found = first.match(text, pos)
        if found is not None:
            return found
    return rest.search(text, pos)


@functools.lru_cache(maxsize=64)
def _closing(fence: str) -> re.Pattern[str]:
    """A line closing a fence opened by `fence` (same character, at least as many)."""
    return compiled_re(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$", re.M)


def _fence_end(text: str, opener: re.Match[str]) -> int:
    """Where the fenced block opened by the _BLOCK_LINE match `opener` ends."""
    fence = opener.group("fence").strip()
    closed = _closing(fence).search(text, opener.end() + 1)
    return closed.end() if closed else len(text)


HEADING, TERM, CODE_ID = "heading", "term", "code id"


def markdown_blocks(text: str) -> Iterator[tuple[str, str]]:
    """(kind, text) of each heading, definition term and fenced code
    block id, in order."""
    pos = 0
    first = text[: text.find("\n") % (len(text) + 1)].rstrip()
    if first in ("---", "+++"):  # YAML/TOML front matter
        close = compiled_re(rf"^(?:{re.escape(first)}|\.\.\.)[ \t]*$", re.M).search(text, len(first))
        if close is not None:
            pos = close.end()
    while True:
        found = _at_line(text, pos, _BLOCK_FIRST, _BLOCK_LINE)
        if found is None:
            return
        # The lines that follow, by one finditer until a fence or comment moves pos on.
        for found in itertools.chain((found,), _BLOCK_LINE.finditer(text, found.end())):
            floor, pos = pos, found.end()
            start = found.start() + (text[found.start()] == "\n")  # where the line starts
            kind = found.lastgroup
            if kind == "heading" or kind == "atx":
                heading = found.group("heading") or ""
                yield HEADING, _ATX_CLOSE.sub("", heading) if heading.endswith("#") else heading
            elif kind == "fence":
                line = text[start:pos]
                attrs = ATTRS.search(line) if "{" in line else None  # ``` { .sh #example }: an id on the block
                if attrs is not None:
                    yield from ((CODE_ID, i) for i in ATTR_ID.findall(attrs.group(1)))
                pos = _fence_end(text, found)
                break
            elif kind == "comment":
                if "-->" not in text[start:pos]:
                    comment_end = text.find("-->", pos)
                    pos = len(text) if comment_end < 0 else comment_end + 3
                    break
            elif kind == "term":  # a definition: each line of the paragraph above is a term
                for term in _paragraph_before(text, floor, start, True):
                    yield TERM, term
            else:
                paragraph = _paragraph_before(text, floor, start)
                if paragraph:
                    yield HEADING, "\n".join(paragraph)
        else:
            return


def _paragraph_before(text: str, floor: int, end: int, blank: bool = False) -> list[str]:
    """The paragraph lines right above a setext underline at `end` (none
    when a blank line, a list item, a quote... comes first; with `blank`,
    one blank line may come first, as before a definition)."""
    lines = text[floor:end].split("\n")[:-1]
    if blank and lines and not lines[-1].strip():
        lines.pop()
    paragraph: list[str] = []
    for line in reversed(lines):
        if not line.strip() or _NOT_PARAGRAPH.match(line):
            break
        paragraph.append(line)
    while paragraph and paragraph[-1].startswith("    "):  # the topmost would be indented code
        paragraph.pop()
    return [line.strip() for line in reversed(paragraph)]


def code_ranges(text: str) -> list[tuple[int, int]]:
    """[start, end) offsets of the fenced code blocks (fences included) in
    Markdown `text`, at any indentation, in order."""
    ranges: list[tuple[int, int]] = []
    pos = 0
    while True:
        found = _at_line(text, pos, _FENCE_FIRST, _FENCE_LINE)
        if found is None:
            return ranges
        pos = max(_fence_end(text, found), found.end())
        ranges.append((found.start("line"), pos))
