"""Markdown inline syntax: link destinations, autolinks, code spans and raw
HTML of one paragraph, found the way CommonMark finds them.

Code spans, autolinks and raw HTML bind tighter than link brackets and are
atomic; a ``]`` closes the nearest open bracket; ``(...)`` after it is a
link only when it holds a destination CommonMark accepts (no space outside
``<...>``, balanced parentheses) and an optional title; a link's text may
hold code spans, images and other brackets, and once a link is formed the
brackets around it no longer open links (links do not nest). Template
expressions (``{{ site.url }}``) inside a destination are opaque.

One thing CommonMark does not do: ``[t](docs/my file.md)`` (a destination
with a raw space) renders as text, but reads as a broken link; it is
returned, delimited, when it looks like a URI reference (a scheme, or it
starts with ``/ ./ ../ #``, or its first word holds a ``/`` or it ends in
a file extension). ``[note](some words in parentheses)`` is prose.

One token scan per paragraph: the common ``[text](destination)`` (plain
text, plain destination, no title) and an autolink are one token each;
the rare shapes (nested brackets, ``<...>`` destinations, titles,
escapes, code spans in link text) go step by step. Both paths are pinned
to each other by tests/perf/test_markdown_fast_paths.py.
"""

from __future__ import annotations

import bisect

from ..pattern_store import compiled_re
from ..records import NamedTuple
from .escapes import ASCII_PUNCTUATION
from .expressions import OPENER, destination_expression_end, expression_end, find_expressions
from .markdown_code_spans import backtick_runs, code_span_end
from .tags import Markup, fast_tag, markup_at

AUTOLINK = compiled_re(r"<([A-Za-z][A-Za-z0-9+.\-]{1,31}:[^\s<>]*)>")
MAX_DESTINATION = 2048
MAX_PARENS = 32
SCHEME = compiled_re(r"[A-Za-z][A-Za-z0-9+.\-]*:")
EXTENSION = compiled_re(r"[^\s/]\.[A-Za-z][A-Za-z0-9]{0,4}$")
TEMPLATE_START = frozenset("{$<")
# A run of destination characters that need no look: not a space, control
# character, parenthesis, backslash or template opener.
PLAIN_DESTINATION = compiled_re(r"[^\x00-\x20\x7f()\\{$<]*")
# What parse_inline stops at, one match each: a whole common link,
# ``[text](destination)`` (text with no bracket, backtick, "<" or
# backslash, a plain destination as above, no title: the link the step by
# step path forms for it); an autolink; a run of backticks; a backslash
# and the character it escapes; a bracket; "<".
_LINK = r"\[[^\[\]`<\\]*\]\((?P<link>[^\x00-\x20\x7f()\\{$<]+)\)"
_OTHERS = AUTOLINK.pattern.replace("(", "(?P<auto>", 1) + r"|``*|\\[\s\S]?|<"
# (Each alternative starts with its literal: `re` then searches for the
# set of them instead of trying every alternative at every position.)
TOKENS = compiled_re(f"{_LINK}|{_OTHERS}|\\[|\\]")
TOKENS_NO_LINKS = compiled_re(_OTHERS)  # no "](" in the paragraph: brackets are text


class Link(NamedTuple):
    start: int  # destination start
    end: int  # destination end
    delimited: bool  # <...>, or a raw space (a broken link)
    broken: bool = False  # a raw space outside <...>: not a link to CommonMark


class Inline(NamedTuple):
    links: list[Link]
    autolinks: list[tuple[int, int]]  # the URI inside "<...>"
    code: list[tuple[int, int]]  # code spans, backticks included
    markup: Markup  # raw HTML: URI attributes of its tags


def parse_inline(text: str, start: int, end: int, found: Inline, links: bool = True) -> None:
    """Add the inline syntax of the paragraph text[start:end] to `found`
    (`links` False: the caller knows it holds no "](", so brackets need no
    look)."""
    scan = (TOKENS if links else TOKENS_NO_LINKS).finditer
    openers: list[int] = []  # positions of "[" not yet closed
    active = 0  # openers below this index are inactive: a link formed after them
    runs: dict[int, list[int]] | None = None  # backtick run ends by length, on first use
    expressions: list[tuple[int, int]] | None = None  # template expressions, on the first "<"
    pos = start
    new = tuple.__new__  # a Link without NamedTuple's Python-level __new__
    while True:
        # The tokens in order; when one moves past its own end (a code
        # span, a tag, a link with a title), the scan restarts there.
        for hit in scan(text, pos, end):
            kind = hit.lastgroup
            pos = hit.start()
            if kind == "link":
                if hit.end(1) - hit.start(1) < MAX_DESTINATION:
                    # The "]" closes this opener (always active: the newest).
                    found.links.append(new(Link, (hit.start(1), hit.end(1), False, False)))
                    if not text.startswith("!", pos - 1):
                        active = len(openers)  # links do not nest
                    continue
                openers.append(pos)
                pos += 1
                break
            if kind == "auto":
                found.autolinks.append(hit.span("auto"))
                continue
            char = text[pos]
            if char == "[":
                openers.append(pos)
            elif char == "`":
                # A run length with no closer up to the end has none later
                # either: not searched again (runs of 1, 2, 3... stay linear).
                run = hit.end()
                if runs is None:
                    runs = backtick_runs(text, pos, end)
                close = code_span_end(text, runs, pos, run, start)
                if close >= 0:
                    found.code.append((pos, close))
                    pos = close
                    break
            elif char == "<":
                if expressions is None:
                    # (a paragraph with no opener has none: "{{", "${", "<%", "<?"...)
                    expressions = find_expressions(text, start, end) if OPENER.search(text, start, end) else []
                if _in_expression(expressions, pos):  # "<" is text: a tag in "{{ }}" is the template's output
                    continue
                pos = _inline_tag(text, pos, end, found.markup)
                if pos != hit.end():
                    break
            elif char == "]":
                pos += 1
                if not openers:
                    continue
                opener = openers.pop()
                was_active = len(openers) >= active
                active = min(active, len(openers))
                if not was_active or not text.startswith("(", pos):
                    continue
                link = _inline_link(text, pos + 1, end)
                if link is not None:
                    destination, pos = link
                    if destination is not None:
                        found.links.append(destination)
                    if not text.startswith("!", opener - 1):
                        active = len(openers)  # links do not nest
                    break
                broken = _broken_link(text, pos + 1, end, text.startswith("!", opener - 1))
                if broken is not None:
                    found.links.append(broken)
                    pos = broken.end + 1
                    break
            # else a backslash and the character it escapes (or the end)
        else:
            return


def _inline_link(text: str, pos: int, end: int) -> tuple[Link | None, int] | None:
    """The destination of ``(destination "title")`` from after its "(",
    and the end of the ")"; None when CommonMark sees no inline link."""
    limit = min(end, pos + MAX_DESTINATION)
    pos = _skip_space(text, pos, limit)
    if pos >= limit:
        return None
    if text[pos] == "<":
        close = _angle_end(text, pos + 1, limit)
        if close is None:
            return None
        link: Link | None = Link(pos + 1, close, True)
        after = close + 1
    else:
        destination_end = _destination_end(text, pos, limit)
        if destination_end is None:
            return None
        after = destination_end
        link = Link(pos, after, False) if after > pos else None
    title = _skip_space(text, after, limit)
    if title < limit and title > after and text[title] in "\"'(":
        closed = _title_end(text, title, limit)
        if closed is None:
            return None
        title = _skip_space(text, closed, limit)
    if title < limit and text[title] == ")":
        return link, title + 1
    return None


def _destination_end(text: str, pos: int, limit: int) -> int | None:
    """The end of a destination without "<": no space or control
    character, parentheses balanced; None when they are not."""
    depth = 0
    while True:
        pos = PLAIN_DESTINATION.match(text, pos, limit).end()  # type: ignore[union-attr]  # matches the empty string
        if pos >= limit:
            break
        char = text[pos]
        if char in TEMPLATE_START:
            # A destination is one line; so is a template expression in it.
            newline = text.find("\n", pos, limit)
            stop = destination_expression_end(text, pos, limit if newline < 0 else newline)
            pos = pos + 1 if stop is None else stop
        elif char == "\\":
            pos += 2 if pos + 1 < limit and text[pos + 1] in ASCII_PUNCTUATION else 1
        elif char == "(":
            depth += 1
            if depth > MAX_PARENS:
                return None
            pos += 1
        elif char == ")":
            if depth == 0:
                return pos
            depth -= 1
            pos += 1
        else:  # a space or control character
            break
    return pos if depth == 0 else None


def _angle_end(text: str, pos: int, limit: int) -> int | None:
    """The ">" closing a ``<...>`` destination (no "<" or newline inside)."""
    while pos < limit and text[pos] not in "<>\r\n":
        pos += 2 if text[pos] == "\\" else 1
    return pos if pos < limit and text[pos] == ">" else None


def _title_end(text: str, pos: int, limit: int) -> int | None:
    closer = ")" if text[pos] == "(" else text[pos]
    pos += 1
    while pos < limit:
        char = text[pos]
        if char == "\\":
            pos += 2
            continue
        if char == closer:
            return pos + 1
        if char == "(" and closer == ")":
            return None
        pos += 1
    return None


def _skip_space(text: str, pos: int, limit: int) -> int:
    """Past spaces and tabs and at most one line ending."""
    newline = False
    while pos < limit:
        char = text[pos]
        if char == "\n":
            if newline:
                break
            newline = True
        elif char not in " \t\r":
            break
        pos += 1
    return pos


def _broken_link(text: str, pos: int, end: int, image: bool = False) -> Link | None:
    """``(my file.md)``: a destination with raw spaces, up to the ")"
    that balances the "(" on the same line, when it looks like a URI
    reference (see the module's docstring); an `image`'s without its size
    (IMAGE_SIZE)."""
    limit = min(end, pos + MAX_DESTINATION)
    newline = text.find("\n", pos, limit)
    limit = limit if newline < 0 else newline
    depth = 0
    close = pos
    while close < limit:
        char = text[close]
        if char in TEMPLATE_START:
            stop = expression_end(text, close, limit)
            if stop is not None:
                close = stop
                continue
        if char == "\\":
            close += 2
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            if depth == 0:
                break
            depth -= 1
        close += 1
    if close >= limit:
        return None
    start, stop = _strip(text, pos, close)
    stop = _without_title(text, start, stop)
    value = text[start:stop]
    if not value or (" " not in value and "\t" not in value):
        return None
    sized = IMAGE_SIZE.search(value)
    if image and sized is not None and " " not in value[: sized.start()] and "\t" not in value[: sized.start()]:
        return Link(start, start + sized.start(), True, True)  # its image's size after it (not CommonMark's: "broken")
    if not looks_like_reference(value):
        return None
    return Link(start, stop, True, True)


# An image's size after its address, as showdown (parseImgDimensions) and
# markdown-it-imsize read it: "![](shot.png =26x26)", "=100x*", "=x200"
# (webots' docs: 34 raw-space findings on their toolbar icons, sweep 106).
IMAGE_SIZE = compiled_re(r"[ \t]+=(?:[*\d]+[A-Za-z%]{0,4})?x(?:[*\d]+[A-Za-z%]{0,4})?\Z")


def looks_like_reference(value: str) -> bool:
    """Whether `value`, which holds a raw space, reads as a URI
    reference rather than words in parentheses or markup (an HTML tag:
    ``](</span><span class="n">f</span>`` in highlighted code)."""
    if value.startswith("<") and HTML_TAG_START.match(value):
        return False
    if value.startswith(("/", "./", "../", "#")) or SCHEME.match(value):
        return True
    first = value.split(None, 1)[0]
    return "/" in first or EXTENSION.search(first) is not None or EXTENSION.search(value) is not None


HTML_TAG_START = compiled_re(r"</?[A-Za-z][A-Za-z0-9-]*[\s/>]")


def _without_title(text: str, start: int, end: int) -> int:
    """The end of the destination in text[start:end] when a title
    (``"t"``, ``'t'``, ``(t)``) follows it after whitespace."""
    if end <= start:
        return end
    last = text[end - 1]
    if last in "\"'":
        opener = text.rfind(last, start, end - 1)
    elif last == ")":
        opener = text.rfind("(", start, end - 1)
    else:
        return end
    if opener > start and text[opener - 1] in " \t":
        return _strip(text, start, opener)[1]
    return end


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start] in " \t":
        start += 1
    while end > start and text[end - 1] in " \t":
        end -= 1
    return start, end



def _in_expression(expressions: list[tuple[int, int]], pos: int) -> bool:
    """True when `pos` lies in a template expression: a tag written inside
    ``{{ printf "<a href=\\"#x\\">" }}`` is text of the template language,
    not this file's markup (as tags.tokenize reads it)."""
    i = bisect.bisect_right(expressions, (pos, float("inf"))) - 1
    return i >= 0 and expressions[i][0] < pos < expressions[i][1]


def _inline_tag(text: str, pos: int, end: int, markup: Markup) -> int:
    """Past the raw HTML at `pos` (a "<"), its URI attributes read into
    `markup`; pos + 1 when the "<" is text. Most inline tags hold no "="
    (``</a>``, ``<br>``, ``<kbd>``): one match skips them."""
    after = text[pos + 1 : pos + 2]
    if after == "/" or (after.isalpha() and after.isascii()):
        fast = fast_tag().match(text, pos, end)
        if fast is not None and text.find("=", pos, fast.end()) < 0:
            return fast.end()
        if after == "/":
            close = text.find(">", pos, end)
            return pos + 1 if close < 0 else close + 1
    elif after not in ("!", "?", "%"):
        return pos + 1
    stop = markup_at(text, pos, end, markup)
    return pos + 1 if stop is None else stop
