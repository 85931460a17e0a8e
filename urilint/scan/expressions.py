"""Template expressions in markup, seen before any other splitting.

`expression_end(text, pos, limit)` answers one question: does a template
expression (``{{ }}``, ``{% %}``, ``{# #}``, ``${ }``, ``<% %>``, ``<? ?>``,
``{$ }``) start at `pos`, and where does it end? The expression is opaque
and may hold quotes, spaces and newlines, so an attribute value or a link
destination does not end at a quote or space inside it.

The grammar is the URI layer's (`uri.templates`); this module adds what
markup needs around it: the octet guard, whitespace control and the
delimiters a fix must not touch.
"""

from __future__ import annotations

from ..pattern_store import compiled_re
from ..uri import templates

# Where a template expression may start in markup.
OPENER = compiled_re(r"\{[{%#$]|\$\{|<[%?]|\[%(?=[\s\-+#~=])|" + templates.TMPL_OPENER)
WHITESPACE = frozenset(" \t\r\n")
# The closer of each opener that has one (brace-balanced "${" and "{$"
# have none: one left open is taken to mean the rest is too, which keeps
# their walks linear).
CLOSER_OF = {"{{": "}}", "{%": "%}", "{#": "#}", "<%": "%>", "<?": "?>", "[%": "%]"}
HEX_PAIR = compiled_re(r"[0-9A-Fa-f]{2}")
# A Markdoc variable's tag: "$" names a variable in Markdoc alone (no
# Liquid, Jinja or Nunjucks tag starts so).
MARKDOC_VARIABLE = compiled_re(r"\{%-?[ \t]*\$")
COMMENT_TAG = compiled_re(r"\{%-?\s*comment\s*-?%\}")
COMMENT_END = compiled_re(r"\{%-?\s*endcomment\s*-?%\}")


def expression_end(text: str, pos: int, limit: int | None = None) -> int | None:
    """The end of the template expression starting at `pos` (exclusive),
    or None when none starts there (or it is not closed before `limit`):
    the URI layer's grammar (`uri.templates.expression_end`), except that
    in markup ``{%7B`` and ``<%3C`` are a character and a percent-encoded
    octet, not a statement's opener."""
    if text[pos : pos + 2] in ("{%", "<%") and HEX_PAIR.match(text, pos + 2):
        return None
    close = templates.expression_end(text, pos, limit)
    if close is not None and text.startswith("{%", pos) and COMMENT_TAG.match(text, pos, close) is not None:
        # Django's and Liquid's comment block: all of it, to its end tag (sweep 202: safe fixes inside one)
        ended = COMMENT_END.search(text, close, len(text) if limit is None else limit)
        return close if ended is None else ended.end()
    return close


def destination_expression_end(text: str, pos: int, limit: int | None = None) -> int | None:
    """expression_end in a Markdown link destination, where a Markdoc
    variable's tag is none: Markdoc reads no tag in a destination
    (markdoc/markdoc#87), so the tag's space ends it and no link forms (a
    fix there rewrote a paragraph's text, proven with @markdoc/markdoc
    0.5.10; sweep 144)."""
    if MARKDOC_VARIABLE.match(text, pos):
        return None
    return expression_end(text, pos, limit)


def find_expressions(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Every template expression in text[start:end], in order, with the
    whitespace its dashes trim."""
    found: list[tuple[int, int]] = []
    hit = OPENER.search(text, start, end)
    # Openers with no closer up to `end`: none later either. A search cut
    # at MAX_CLOSED_EXPRESSION says nothing about a later opener (a stray "{{" far
    # before "{{ x }}"): the next closer is looked up once, and openers too
    # far before it are skipped without a search (linear).
    unclosed: set[str] = set()
    next_closer: dict[str, int] = {}
    while hit is not None:
        opener, pos = hit.group(), hit.start()
        known = next_closer.get(opener, -1)
        if opener in unclosed or known > pos + templates.MAX_CLOSED_EXPRESSION - 2:
            stop = None
        else:
            stop = expression_end(text, pos, end)
            if stop is None:
                closer = CLOSER_OF.get(opener)
                if closer is None or pos + templates.MAX_CLOSED_EXPRESSION >= end:
                    unclosed.add(opener)
                else:
                    following = text.find(closer, pos + 2, end)
                    if following < 0:
                        unclosed.add(opener)
                    next_closer[opener] = following
        if stop is None:
            hit = OPENER.search(text, pos + 1, end)
            continue
        first = hit.start()
        # Whitespace control ("{{- x -}}", "{%- if -%}"): the whitespace
        # the dash trims is template syntax too.
        if text.startswith("-", first + 2):
            while first > start and text[first - 1] in WHITESPACE:
                first -= 1
        if text.startswith("-", stop - 3) and text[stop - 2] in "}%":
            while stop < end and text[stop] in WHITESPACE:
                stop += 1
        if found and first < found[-1][1]:
            first = found[-1][0]
            found.pop()
        found.append((first, stop))
        hit = OPENER.search(text, stop, end)
    return found


# A template delimiter, closed or not: never URI content to a fix.
# (a lookahead: delimiters may overlap, "#}}")
# ("{%" and "<%" before two hex digits are a "{" or "<" and an octet.)
DELIMITER = compiled_re(r"(?=(\{\{|\}\}|[{<]%(?![0-9A-Fa-f]{2})|%\}|\$\{|%>|\{#|#\}))")


# The opener of each closing delimiter.
OPENER_OF = {"}}": "{{", "%}": "{%", "#}": "{#", "%>": "<%"}


def delimiters(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The template delimiters in text[start:end], closed or not, sorted."""
    found: list[tuple[int, int]] = []
    opened = set()
    unmatched = False
    for match in DELIMITER.finditer(text, start, end):
        a, b = match.span(1)
        if b > end:
            continue
        delimiter = match.group(1)
        if delimiter not in OPENER_OF:
            opened.add(delimiter)
        elif OPENER_OF[delimiter] not in opened and delimiter.endswith("}") and not unmatched:
            # A closer without its opener ("{a{id}}"): it stays, and so does
            # every "{" before it, or encoding one would unbalance the braces
            # and move where the URI ends.
            unmatched = True
            brace = text.find("{", start, a)
            while brace >= 0:
                found.append((brace, brace + 1))
                brace = text.find("{", brace + 1, a)
        if delimiter in ("{{", "{%", "{#") and expression_end(text, a, end) is None:
            # A template expression left open: the rest is inside it, not
            # ours to fix (and the rest holds nothing more to find).
            found.append((a, end))
            return sorted(found)
        elif text[b - 1] in "{%" and b < end:
            # A fix of the next character would write "{%" (a new
            # delimiter) or "%%7C" (not the same URI): it stays too.
            b += 1
        found.append((a, b))
    return sorted(found)
