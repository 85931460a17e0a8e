"""Whether a URI stands in a section heading's text, by markup kind.

A heading's text makes its anchor. GitHub and the site generators slug it
(github-slugger, Python-Markdown's toc, Pandoc, kramdown, Hugo), docutils
and Asciidoctor make the section's id of it, and Org's ``[[*Heading]]``
links match it as written. A fix of a URI the heading shows changes that
anchor, and every link to the section breaks (sweep 77: github-slugger
made ``## Tools https://example.com/%7Etool`` ``#tools-httpsexamplecom7etool``,
and the fixed heading ``#tools-httpsexamplecomtool``). A Markdown link's
destination and an inline HTML attribute are not shown: fixing them keeps
the anchor.

Each look reads at most HEADING_REACH characters before the URI and after
it: a URI further than that from its line's start is taken to be in no
heading.
"""

from __future__ import annotations

from .model import ATTRIBUTE, CODE, CODE_COMMENT, DATA, DESTINATION, UriSpan
from .pattern_store import compiled_re
from .positions import line_start
from .text_memo import last_text

HEADING_REACH = 1024
# Markdown's ATX heading, inside block quotes and list items too ("## ",
# "> # ", "- ### "); in a notebook, the same at the start of a JSON string
# of a Markdown cell's source. AsciiDoc's section titles ("== ", or
# Markdown's "## "); Org's headlines ("** ").
_BLOCK_MARKS = r"(?:(?:>|[-+*]|\d{1,9}[.)])[ \t]*)*"
_HEADING_START = {
    "markdown": rf"[ \t]*{_BLOCK_MARKS}#{{1,6}}(?:[ \t]|\Z)",
    "notebook": rf'[ \t]*(?:"source":[ \t]*\[?[ \t]*)?"[ \t]*{_BLOCK_MARKS}#{{1,6}}(?:[ \t]|\Z)',
    "asciidoc": r"[=#]{1,6}[ \t]",
    "org": r"\*+[ \t]",
}
# The line under a heading's text: Markdown's setext underline (under the
# paragraph), reStructuredText's adornment and AsciiDoc's two-line title
# (under the title's one line).
_UNDERLINE = {
    "markdown": r"[ ]{0,3}(?:=+|-+)[ \t]*\r?",
    "rst": r"([!-/:-@\[-`{-~])\1+[ \t]*\r?",
    "asciidoc": r"([=\-~^+])\1+[ \t]*\r?",
}
HEADING_KINDS = frozenset(_HEADING_START) | frozenset(_UNDERLINE)
# A line opening a list item or block quote: a "---" under it in the first
# column is a thematic break (CommonMark 4.3: no lazy setext underline).
_CONTAINER = r"[ ]{0,3}(?:>|[-+*][ \t]|\d{1,9}[.)][ \t])"


def in_heading(text: str, span: UriSpan, kind: str) -> bool:
    """Whether `span` (in a file of `kind`, one of HEADING_KINDS) stands in
    a heading's text, where it makes the heading's anchor."""
    if span.context == DATA or (kind in ("markdown", "notebook") and (
        span.context == ATTRIBUTE or (span.context == DESTINATION and not _autolink(text, span))
    )) or (kind == "rst" and span.context == ATTRIBUTE):
        # front matter, a notebook's metadata; a link's destination, an HTML
        # attribute; reST's "`2.0 <uri>`_", whose title (its id) is "2.0"
        return False
    floor = max(0, span.start - HEADING_REACH)
    start_of_line = line_start(text, span.start, floor)
    if start_of_line == floor and floor > 0:
        return False  # no line start within reach
    if kind != "markdown" and span.context in (CODE, CODE_COMMENT):
        return False  # in a code block (a shell comment's "# "), or inline code, which is rare in a title
    start = _HEADING_START.get(kind)
    underline = _UNDERLINE.get(kind)
    found = (start is not None and compiled_re(start).match(text, start_of_line, span.start) is not None) or (
        underline is not None and _underlined(text, start_of_line, span.end, kind, underline)
    )
    return found and not (kind == "markdown" and (_in_front_matter(text, span.start) or _in_code_or_html(text, span.start)))


def _autolink(text: str, span: UriSpan) -> bool:
    """Whether a Markdown destination is an autolink (``<https://...>``),
    whose text is the URI, not an angle-bracketed link destination."""
    return span.start > 0 and text.startswith("<", span.start - 1) and not text.startswith("(<", span.start - 2)


def _underlined(text: str, title_start: int, after: int, kind: str, underline: str) -> bool:
    """Whether the line holding text[title_start:after] is (in Markdown: its
    paragraph is) followed by a heading's underline."""
    limit = min(len(text), after + HEADING_REACH)
    end = _line_break(text, after, limit)
    pattern = compiled_re(underline)
    while end >= 0:
        start = end + 2 if text.startswith("\r\n", end) else end + 1
        next_end = _line_break(text, start, limit)
        stop = limit if next_end < 0 else next_end
        if pattern.fullmatch(text, start, stop) is not None:
            if kind == "markdown":  # in a list item or block quote, an underline must be indented into it
                return not (compiled_re(_CONTAINER).match(text, title_start) and text[start : start + 1] in "-=")
            # AsciiDoc's two-line title: an underline as long as the title, give or take one.
            return kind != "asciidoc" or abs((stop - start) - (end - title_start)) <= 1
        if kind != "markdown" or not text[start:stop].strip():
            return False  # only a Markdown paragraph's lines run on to its underline
        end = next_end
    return False


def _line_break(text: str, pos: int, limit: int) -> int:
    """Where the next line break (LF, CR or CRLF) at or after `pos` starts,
    before `limit`; -1 when there is none."""
    newline, carriage = text.find("\n", pos, limit), text.find("\r", pos, limit)
    return carriage if carriage >= 0 and (newline < 0 or carriage < newline) else newline


def _in_code_or_html(text: str, at: int) -> bool:
    """Whether `at` lies in a Markdown code or HTML block, whose "#" lines
    and "---" lines are no heading's (a shell comment, a YAML document's
    end). The blocks are parsed only for a URI in a heading-like line."""
    from .scan.combine import inside  # here: most fixes stand in no such line

    return inside(_blocks(text), at)


@last_text  # a file of many heading-like lines parses and sorts its blocks once
def _blocks(text: str) -> list[tuple[int, int]]:
    """The text's code and HTML blocks, sorted."""
    from .scan.markdown_blocks import parse_blocks

    blocks = parse_blocks(text)
    return sorted([(block.start, block.end) for block in blocks.code] + blocks.html)


# Front matter: YAML between "---" lines or TOML between "+++" lines, at
# the start (its "# " lines are comments). Looked for in the first
# FRONT_MATTER_REACH characters only: a URI further on is taken to be
# outside it (the heading check then refuses its fix, the safe side).
FRONT_MATTER_REACH = 8192
_FRONT_MATTER_OPENER = r"\ufeff?(---|\+\+\+)[ \t]*\r?\n"
_FRONT_MATTER_CLOSER = {"---": r"\n---[ \t]*\r?(?:\n|\Z)", "+++": r"\n\+\+\+[ \t]*\r?(?:\n|\Z)"}


def _in_front_matter(text: str, at: int) -> bool:
    """Whether `at` lies in a Markdown file's front matter."""
    opener = compiled_re(_FRONT_MATTER_OPENER).match(text) if at < FRONT_MATTER_REACH else None
    if opener is None:
        return False
    return compiled_re(_FRONT_MATTER_CLOSER[opener.group(1)]).search(text, opener.end() - 1, at) is None
