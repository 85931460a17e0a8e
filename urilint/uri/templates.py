"""Template expressions (``{{ }}``, ``{% %}``, ``{# #}``, ``<% %>``, ``<? ?>``,
``${ }``, ``{$ }``, and templates written as tags) as balanced spans that may
hold quotes, spaces and newlines: scanners ask for them FIRST, before
splitting anything on spaces, quotes or commas. The placeholders inside
one URI (these expressions among them) are placeholders.py's.

Each pattern is anchored on a literal opener; an expression's end is one
`find` over at most MAX_CLOSED_EXPRESSION characters or a walk over at
most MAX_EXPRESSION characters: matching is linear.
"""

from __future__ import annotations

import bisect

from ..pattern_store import DOTALL, compiled_re

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re
    from typing import Sequence

# Longest expression looked for: an opener with no closer this near is not a
# template (a literal "{{" in prose, "${" in a shell comment). One with a closer of
# its own ("{{" ... "}}") is found by a C-speed search for the closer, and may run
# longer (Hugo's dict literals over 50 lines; "<% %>", a JSP's or ERB's code block,
# any length: sweep 196); a brace-balanced "${" is walked.
MAX_EXPRESSION, MAX_CLOSED_EXPRESSION, CLOSED_REACH = 2048, 8192, {"<%": 1 << 24}
# How far a "{{" with another nested in it is walked for its own "}}" (Postman's
# "{{name{{i}}}}" is short): each opener's walk is bounded, so a run of them stays linear.
NESTED_REACH, NESTED_DEPTH = 128, 3
# Templates written as tags: Perl's HTML::Template (Koha's .tmpl pages: <TMPL_VAR NAME="x">,
# </TMPL_IF>, <!-- TMPL_VAR NAME="x" -->, any case), FreeMarker's directives and macro calls
# (<#if x>, </#if>, <@spring.url '/a'/>), JSP's tag libraries (<c:if test="${x}">, <c:out value=
# "${id}"/>, <fmt:...>, <s:property/>, ASP.NET's <asp:...>), Emacs Muse's <lisp>(code)</lisp>,
# Shibboleth's <shibmlp action/>. In an attribute value they choose or write its text: a fix that
# encoded one made FreeMarker print it, Jasper refuse the page, Muse write the Lisp into it
# unevaluated and Shibboleth's login form post to "%3Cshibmlp%20action/%3E" (sweep 157).
# (One "<" first, and the case spelt out: a case-blind group made the
# search for every opener, over a whole file, five times as slow.)
TMPL_OPENER = (
    r"<(?:!--[ \t]*/?[Tt][Mm][Pp][Ll]_|/?[Tt][Mm][Pp][Ll]_|/?[#@][A-Za-z]"
    r"|/?(?:c|fmt|fn|s|sx|sj|spring|form|sec|security|html|bean|logic|tiles|asp|jsp|x|sql):[A-Za-z]|lisp>|/?shibmlp)"
)
_QUOTED_OR = r"""(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)|[^>"'()\n])"""
_TMPL_TAG = (
    r"(?i)<(?:!--[ \t]*)?/?TMPL_[A-Z]+\b[^>]{0,2000}>"  # the comment form's "--" is optional
    rf"|</?[#@][A-Za-z][\w.]*{_QUOTED_OR}{{0,2000}}>"  # FreeMarker: a ">" only inside (...) or quotes
    r"|</?(?:c|fmt|fn|s|sx|sj|spring|form|sec|security|html|bean|logic|tiles|asp|jsp|x|sql):[A-Za-z][\w-]*"
    rf"{_QUOTED_OR}{{0,2000}}>"
    r"|<lisp>[^\n]{0,2000}?</lisp>|</?shibmlp(?:if|ifnot|else)?\b[^<>\n]{0,2000}>"
)
# Where an expression may open. RFC 6570's one-brace "{x}" holds no space
# or quote, so nothing splits inside it: find_placeholders finds it in URIs.
# Template Toolkit's "[% %]" only before a blank or a chomping/comment
# mark ("[%- x -%]", "[%# note %]"): "[%5B" is a bracket and an octet.
EXPRESSION_OPENER = compiled_re(
    r"\{\{|\{%|\{#|<%|<\?(?!xml)|\$\{|\{\$|#\{|\{@|\[%(?=[\s\-+#~=])|\(\((?=[ \t])|\(%(?=[ \t])|" + TMPL_OPENER
)
_EXPRESSION_OPENER = EXPRESSION_OPENER
# "(( x ))" and "(% x %)": Askama's htmx-friendly delimiters (kanidm's askama.toml), a space inside.
_CLOSERS = {"{{": "}}", "{%": "%}", "{#": "#}", "<%": "%>", "<?": "?>", "[%": "%]", "((": "))", "(%": "%)"}
# Brace-balanced: JS/shell/Helm "${ }", OpenAPI "{$ }", Ruby/SCSS/CoffeeScript
# "#{ }", JSDoc inline tags "{@link url|text}".
_BALANCED = frozenset(("${", "{$", "#{", "{@"))
# Inside a brace-balanced expression: a brace, or a quoted string (skipped
# whole, so a "}" in it closes nothing). Each alternative consumes input.
_BRACE_TOKEN = compiled_re(r"""[{}]|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`""", DOTALL)


def template_spans(
    text: str, start: int = 0, end: int | None = None, limit: int | None = None
) -> list[tuple[int, int]]:
    """[start, end) of each template expression in text[start:end], sorted
    and not overlapping (one inside another is part of it); with `limit`,
    those opening before `end` and closing by `limit`."""
    end = len(text) if end is None else end
    limit = end if limit is None else limit
    spans: list[tuple[int, int]] = []
    search = _EXPRESSION_OPENER.search
    found = search(text, start, end)
    opened = -1  # where an expression writing an opening delimiter stands, until one writes the closer
    # Per opener with a closer, where its next closer stands (-1: none): an
    # opener farther from it than MAX_CLOSED_EXPRESSION closes nothing, and
    # is passed over without a search (a run of unclosed "{{" stays linear).
    next_closer: dict[str, int] = {}
    while found is not None:
        pos = found.start()
        closer = _CLOSERS.get(text[pos : pos + 2])
        if closer is not None:
            at = next_closer.get(closer, pos)
            if 0 <= at < pos + 2:
                at = next_closer[closer] = text.find(closer, pos + 2, limit)
            if at < 0 or at - pos > CLOSED_REACH.get(text[pos : pos + 2], MAX_CLOSED_EXPRESSION):
                found = search(text, pos + 1, end)
                continue
        close = expression_end(text, pos, limit)
        if close is None:
            found = search(text, pos + 1, end)
            continue
        # An expression that writes a template delimiter ("{% templatetag
        # openblock %}", Jinja's "{{ '{%' }}") opens a tag the output holds:
        # up to the one that writes its closer, all of it is template code
        # ("{% templatetag openblock %} static 'a.css' {% templatetag closeblock %}").
        writes = _WRITES_DELIMITER.match(text, pos, close) if text[pos] == "{" else None
        if writes is not None:
            if (writes.group(1) or ("open" if writes.group(3) else "close")) == "open":
                opened = pos if opened < 0 else opened
            elif opened >= 0:
                while spans and spans[-1][0] >= opened:
                    spans.pop()
                pos, opened = opened, -1
        spans.append((pos, close))
        found = search(text, close, end) if close < end else None
    return spans


_WRITES_DELIMITER = compiled_re(r"""\{[{%]-?\s*(?:templatetag\s+(open|close)|(['"])(?:(\{[{%#])|[}%#]\})\2\s*-?\}\})""")


find_expressions = template_spans


def expression_end(text: str, pos: int, limit: int | None = None) -> int | None:
    """The end of the template expression opening at `pos`, or None when
    none opens there."""
    limit = len(text) if limit is None else limit
    opener = text[pos : pos + 2]
    if opener[:1] == "<" and opener not in _CLOSERS:
        tag = compiled_re(_TMPL_TAG).match(text, pos, limit)
        return None if tag is None else tag.end()
    closer = _CLOSERS.get(opener)
    if closer is not None:
        bound = min(limit, pos + CLOSED_REACH.get(opener, MAX_CLOSED_EXPRESSION))
        if opener == "{{" and text.startswith("{{{", pos):
            close = text.find("}}}", pos + 3, bound)  # Mustache/Handlebars raw output
            if close >= 0:
                return close + 3
        close = text.find(closer, pos + 2, bound)
        if close >= 0 and opener == "{{" and text.find("{{", pos + 2, close) >= 0:
            close = _nested_close(text, pos + 2, close, bound)
        if close >= 0 and opener in _STRING_AWARE and (
            text.find('"', pos + 2, close) >= 0 or (opener == "<?" and text.find("'", pos + 2, close) >= 0)
        ):
            close = _close_after_strings(text, pos + 2, bound, compiled_re(_STRING_AWARE[opener]))
        return None if close < 0 else close + 2
    if opener in _BALANCED:
        return _balanced_end(text, pos + 2, min(limit, pos + MAX_EXPRESSION))
    return None


# Go templates, Jinja, Liquid: a double-quoted string inside "{{ }}" or
# "{% %}" may hold the closer, itself a template that the action renders
# (``{{ tpl "https://{{ .Values.host }}/x" . }}``): skipped whole; so is a
# single-quoted one, which may hold a '"' (Blade's ``{{ str_replace('"', '', $x) }}``:
# sweep 211, its '"' read as a string's start hid the expression's end).
# (Compiled on first use, by re's own cache: few expressions hold a quote.)
# PHP: a "?>" in a string (of either quote, over lines) ends no block,
# one in a line comment does (the comment ends there).
_STRING_AWARE = {
    "{{": r""""(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\}\}""",
    "{%": r""""(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|%\}""",
    "<?": r"""(?s)'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|(?://|#)[^\n?]*(?:\?(?!>)[^\n?]*)*|/\*.*?\*/|\?>""",
}


def _nested_close(text: str, pos: int, close: int, bound: int) -> int:
    """Where the "}}" of a "{{" whose body starts at `pos` stands when
    its first "}}" (at `close`) closes one nested in it: Postman fills
    ``{{name{{i}}}}`` inside out (``{{i}}``, then ``{{name1}}``). A body
    with a quote keeps its first "}}" (Jinja's ``{{ '{{' }}`` writes one),
    and so does a nesting deeper than NESTED_DEPTH or not closed within
    NESTED_REACH."""
    if text.find('"', pos, close) >= 0 or text.find("'", pos, close) >= 0:
        return close
    first, depth, bound = close, 1, min(bound, pos + NESTED_REACH)
    while close >= 0:
        inner = text.find("{{", pos, close)
        if inner >= 0:  # before the "}}" still ahead
            depth, pos = depth + 1, inner + 2
            if depth > NESTED_DEPTH:
                break
            continue
        depth -= 1
        if depth == 0:
            return close
        pos = close + 2
        close = text.find("}}", pos, bound)
    return first


def _close_after_strings(text: str, pos: int, bound: int, token: re.Pattern[str]) -> int:
    """Where the closer `token` finds after `pos`, outside quoted strings
    and comments (a quote that never closes is a character), or -1."""
    found = token.search(text, pos, bound)
    while found is not None and text[found.start()] in "\"'/#":
        found = token.search(text, found.end(), bound)
    return -1 if found is None else found.start()


def _balanced_end(text: str, pos: int, bound: int) -> int | None:
    """The end of ``${...}`` or ``{$...}`` whose body starts at `pos`:
    braces balanced, quoted strings skipped."""
    depth = 1
    token = _BRACE_TOKEN.search
    found = token(text, pos, bound)
    while found is not None:
        char = text[found.start()]
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return found.end()
        found = token(text, found.end(), bound)
    return None


def inner_end(text: str, span: tuple[int, int]) -> int:
    """Where the content of the expression `span` ends (before its closer)."""
    start, end = span
    opener = text[start : start + 2]
    if opener in _CLOSERS:
        return end - (3 if text.startswith("{{{", start) and text.startswith("}}}", end - 3) else 2)
    return end - 1


def covering(spans: Sequence[tuple[int, int]], starts: Sequence[int], pos: int) -> tuple[int, int] | None:
    """The span of `spans` (sorted; `starts` their starts) holding `pos`."""
    i = bisect.bisect_right(starts, pos) - 1
    if i >= 0 and pos < spans[i][1]:
        return spans[i]
    return None
