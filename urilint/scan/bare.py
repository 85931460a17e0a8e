"""Bare URIs in running text: ``scheme://...`` and ``mailto:...``.

Finding candidates is a literal search for ``://`` and the opaque schemes'
``name:`` (fast on any input); the body regex runs only from each
candidate. The end is then decided as GFM's extended autolinks do: trailing
sentence punctuation and unbalanced closing parentheses are dropped, except
when the URI is exactly the content of a quoted literal or ``<...>``, whose
closing delimiter ends it.
"""

from __future__ import annotations

import bisect
from functools import lru_cache

from ..model import PROSE, UriSpan
from ..pattern_store import VERBOSE, compiled, compiled_re
from ..uri.templates import EXPRESSION_OPENER, covering, find_placeholders, inner_end
from .languages import TEMPLATE, after_format_call, conversions
from .ends import (
    TRIMMED, cut_after_port, cut_at_separator, cut_glued_host, cut_unbalanced, cut_unclosed_brace, looks_like_regex, trim,
)
from .candidates import body_ends_within, candidates
from .template_lines import NO_TEMPLATES, line_templates

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re
    import regex
    from typing import Iterator, Sequence

    from .template_lines import Templates


# Placeholders that may hold characters which otherwise end a URI (spaces,
# quotes, angle brackets), <CODE> alternatives for source code (f-string
# and format fields, escape sequences standing for one character); then any
# character that can continue a URI: ASCII except whitespace, quotes, angle
# brackets, backtick, backslash and controls, or any non-ASCII character
# but whitespace, quotation marks and CJK sentence punctuation and
# brackets (GFM's extended autolink rule: "–", "£", "☃", emoji, U+FEFF continue a URI; "。" ends it,
# as does a lone surrogate, which stands for an undecodable byte).
# The first alternative takes runs of plain characters (most of any URI) in
# one step; the others start with a literal. Every quantifier is
# possessive: no backtracking.
_BODY = r"""(?:
      [^\s"<>`\\\x00-\x1f\x7f\x80-\U0010FFFF{%$<STOP>]++
    | \{\{[^{}\n]*+\}\}
    | \{%[^%\n]*+%\}
    | %\{[\ ~][^{}\n]*+\}
    | (?<=[/=:])<(?:[A-Za-z_][A-Za-z0-9_]*+:)?+[^\W\d][\w\-]*+(?:\|[^\W\d][\w\-]*+)*+>
    | (?<=[.@])<[^\W\d][\w\-]*+>(?=[./:?\#@])
    | \{[^\W\d][\w\-]*+(?:\ [\w\-]++)++(?::[\w\-]++)?+\}
    <CODE>
    | [{%$]
    | [^\s\x00-\x7f\ud800-\udfff<CJK><QUOTES>]++
    )++"""
# CJK sentence punctuation and brackets: prose, never URI content. A
# full-width ")" is cut like ")" when it closes nothing (cut_unbalanced).
CJK_ENDS = "。，、；：！？｡､【】「」『』《》〈〉〔〕〖〗〘〙〚〛［］｛｝"
# Quotation marks (Unicode Pi and Pf, and the low-9 openers „ ‚) end a URI
# too: they quote it (»http://e.org«, „http://e.org“). Not "’", which is
# also the apostrophe ("Ender’s_Game"): it is only trimmed at the end.
QUOTE_ENDS = "«»‘‛“”‟‹›⸂⸃⸄⸅⸉⸊⸌⸍⸜⸝⸠⸡„‚"
_CODE_ALTERNATIVES = r"""
    | [$%]?\{(?:[^{}\n"']|<QUOTED>)*+\}
    | %<[A-Za-z_][A-Za-z0-9_]*+>
    | \\(?:u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|x[0-9A-Fa-f]{2}|u\{[0-9A-Fa-f]{1,6}\}|/)
"""

# Outside source code a backslash is URI content (a finding: file://C:\x),
# except before what shows it is an escape in quoted text shown in prose
# (...\n or \" in a JSON sample): there it ends the URI.
_TEXT_BACKSLASH = r"""
    | \\(?![nrt0-7"'\\\s]|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4})
"""
# Quoted strings inside a format field: both kinds, paired, when the URI is
# not the start of a literal; else only the kind that does not close it.
_DOUBLE = r'"[^"\n{}]*+"'
_SINGLE = r"'[^'\n{}]*+'"
_QUOTED = {"": f"{_DOUBLE}|{_SINGLE}", '"': _SINGLE, "'": _DOUBLE, "`": f"{_DOUBLE}|{_SINGLE}"}


@lru_cache(maxsize=None)
def body_pattern(stop: str = "", code: bool = False, quote: str = "") -> regex.Pattern[str]:
    """The body regex; `stop` adds characters that end the URI (escaped for
    a character class), `code` enables the source code alternatives, whose
    ``{...}`` fields may not hold `quote` (the literal's own quote; "" when
    the URI does not start a literal)."""
    quoted = _QUOTED.get(quote, _QUOTED[""])
    code_part = _CODE_ALTERNATIVES.replace("<QUOTED>", quoted) if code else _TEXT_BACKSLASH
    source = _BODY.replace("<CODE>", code_part).replace("<STOP>", stop).replace("<CJK>", CJK_ENDS).replace("<QUOTES>", QUOTE_ENDS)
    return compiled(source, VERBOSE)


def find_bare(
    text: str,
    schemes: frozenset[str] | None,
    code: bool = False,
    enclosers: str = "<",
    escaped_slashes: bool = False,
    walls: Sequence[tuple[int, int]] = (),
    context: str = PROSE,
    markup: bool = False,
) -> Iterator[UriSpan]:
    """Yield the bare URIs in `text`, in order.

    `schemes` None means any ``scheme://`` plus ``mailto:``; otherwise only
    the listed schemes (lowercase), with or without ``//``. `code` treats
    the text as source code (escape sequences and format fields inside
    string literals). A URI that starts right after one of `enclosers` and
    ends right before its closing pair is kept whole (no punctuation trim).
    `escaped_slashes` also finds ``https:\\/\\/`` (JSON): one more pass
    over the text, so only for the file types that write it.

    `markup`: the text is HTML, where a ``<`` (but a template's ``<%``)
    starts a tag, so it ends a URI.

    `walls` (sorted by start) are the ranges of the caller's merge: a URI
    starting inside one is dropped there, so none is yielded for it. Such
    a skipped candidate matters only when its URI would reach the next
    candidate (then its exact end hides that one): the body regex runs for
    it only when nothing that surely ends a body (whitespace, a quote, a
    backtick, with no ``{`` before it) lies between the two. Markdown, HTML
    and reStructuredText find most URIs as link destinations or attribute
    values first, and this spares them most of the work.
    """
    union = _union(walls)
    count = len(union)
    index = 0
    # The current wall (the first one not wholly before the candidate).
    wall_start, wall_end = union[0] if count else (_NEVER, _NEVER)
    last_end = 0
    pending: tuple[int, int] | None = None  # (scheme start, body start) of a skipped candidate
    line_end = -1
    templates: Templates = NO_TEMPLATES
    hits = candidates(text, schemes, escaped_slashes, union)
    # Whether any line may hold a template expression: when the candidates
    # are dense (link-dense Markdown), one search over the text, which
    # mostly finds no opener, spares the look per line; when they are few
    # (source code full of "{" and "#"), the lines holding them are looked at.
    templated = len(hits) * _DENSE_LINE < len(text) or EXPRESSION_OPENER.search(text) is not None
    for body_start, start in hits:
        if start > line_end:  # template expressions: those of the URI's line
            if templated:
                _, line_end, templates = line_templates(text, start, line_end + 1)
        if pending is not None:
            if not body_ends_within(text, pending[1], start):  # the skipped URI may reach this one
                bound = body_end(text, pending[0], pending[1], code)
                pending_templates = line_templates(text, pending[0])[2] if templated else NO_TEMPLATES
                if bound is not None and pending_templates[0]:
                    bound = through_templates(text, pending[0], bound, code, pending_templates)
                if bound is not None and start < bound:
                    skipped = match_body(text, pending[0], pending[1], code, enclosers, pending_templates)
                    if skipped is not None:
                        last_end = abs(skipped)
            pending = None
        if start < last_end:
            continue
        if wall_end <= start:
            while index < count and union[index][1] <= start:
                index += 1
            wall_start, wall_end = union[index] if index < count else (_NEVER, _NEVER)
        if wall_start <= start:
            pending = (start, body_start)
            continue
        end = match_body(text, start, body_start, code, enclosers, templates)
        if end is None:
            continue
        last_end = abs(end)
        if end < 0:
            continue  # a regular expression: nothing inside it is a URI either
        if markup and text.find("<", start, end) >= 0:
            end = _before_tag(text, start, end, templates)
            if end <= body_start:
                continue
        formats, format_string = None, False
        expression = covering(templates[0], templates[1], start) if templates[0] else None
        if expression is not None:
            formats = conversions(TEMPLATE)  # a string inside a template expression
            format_string = _printf_format(text, expression[0], start)
        yield UriSpan(start, end, find_placeholders(text, start, end, code, formats, format_string), context=context)


def _printf_format(text: str, expression_start: int, start: int) -> bool:
    """Whether the URI at `start`, inside the template expression opening
    at `expression_start`, stands in the format string of a printf call
    (``{{ printf "https://e.org/%2d" 5 }}``: a width-2 integer, no octet)."""
    quote = max(text.rfind('"', expression_start, start), text.rfind("`", expression_start, start))  # Go's raw strings too
    return quote >= 0 and after_format_call(text, quote, max(expression_start, text.rfind("\n", 0, quote) + 1))


def _before_tag(text: str, start: int, end: int, templates: Templates) -> int:
    """In markup text a ``<`` that opens no template expression starts a
    tag (``http://e.org/d/<strong>``): the URI ends before it."""
    lt = text.find("<", start, end)
    while lt >= 0:
        inside = covering(templates[0], templates[1], lt)
        if inside is None or inside[0] != lt:
            return trim(text, start, lt)
        lt = text.find("<", inside[1], end)
    return end


_NEVER = 1 << 62
# Characters of text per candidate below which a whole-text opener search
# costs less than a look at each candidate's line.
_DENSE_LINE = 200


def through_templates(text: str, scheme_start: int, bound: int, code: bool, templates: Templates) -> int:
    """The body's end `bound` corrected for template expressions: a URI
    that starts inside one ends at its end or at a ``|`` operator; one
    that reaches an expression runs through it (its quotes, spaces and
    newlines are template syntax) and goes on after it."""
    spans, starts = templates
    inside = covering(spans, starts, scheme_start)
    if inside is not None:
        limit = min(bound, inner_end(text, inside))
        bar = text.find("|", scheme_start, limit)
        return limit if bar < 0 else bar
    index = bisect.bisect_left(starts, scheme_start)
    while index < len(spans) and spans[index][0] <= bound:
        if spans[index][1] > bound:
            bound = spans[index][1]
            more = body_end(text, scheme_start, bound, code)
            if more is not None and more > bound:
                bound = more
        index += 1
    return bound


def match_body(
    text: str,
    scheme_start: int,
    body_start: int,
    code: bool,
    enclosers: str,
    templates: Templates | None = None,
    limit: int | None = None,
) -> int | None:
    """The end of the URI whose body starts at `body_start`, None when
    there is none, or minus its end when it is a regular expression.
    `templates` (template_index) are opaque expressions the URI may run
    through; `limit` is where the enclosing literal or comment ends."""
    opener = text[scheme_start - 1] if scheme_start else ""
    bound = body_end(text, scheme_start, body_start, code, opener)
    if bound is None:
        return None
    if templates is not None and templates[0]:
        bound = through_templates(text, scheme_start, bound, code, templates)
    if limit is not None and bound > limit:
        bound = limit
        if templates is not None and templates[0]:
            # Cut inside an expression (a comment ends on its line, the
            # expression does not): the URI ends before the expression.
            inside = covering(templates[0], templates[1], bound - 1)
            if inside is not None and inside[1] > bound and inside[0] > scheme_start:
                bound = inside[0]
    end = bound
    if (
        text.find("://", body_start, bound) >= 0
        and text[bound : bound + 1] not in ("'", '"')
        and not _bars_delimit(text, scheme_start, opener)
    ):
        # A "|" or "," before a second "scheme://" ends the URI (the elif
        # below); found first, the helpers read up to it only, and a line
        # of thousands of comma-joined URLs is read once, not once per URL.
        # (Not when the body ends at a quote: an unclosed "{" before the
        # separator, which only the whole body shows, may end it sooner.)
        end = cut_at_separator(text, body_start, bound)
    # The helpers below are called only when what they look for occurs:
    # this runs for every bare URI.
    if (
        text.find("}", scheme_start, end) >= 0
        or text.find("]", scheme_start, end) >= 0
        or text.find(")", scheme_start, end) >= 0
        or text.find("）", scheme_start, end) >= 0
    ):
        end = cut_unbalanced(text, scheme_start, end)
    if end == bound and text[end : end + 1] in ("'", '"'):
        end = cut_unclosed_brace(text, scheme_start, end)
    if _bars_delimit(text, scheme_start, opener) and text.find("|", scheme_start, end) >= 0:
        # A URI right after a "|" is delimited by bars (sed's s|a|b|, a
        # table cell |a|): it ends at the next one. So does one in "<...>"
        # outside Markdown, Slack's <url|label>, and a wiki link's
        # [[url|label]] (DokuWiki, Zim, Obsidian, pandoc's wikilinks).
        end = text.index("|", scheme_start, end)
    elif text.find("://", body_start, end) >= 0:
        end = cut_at_separator(text, body_start, end)
    if not code and text.startswith("file", scheme_start) and text.find("\\", scheme_start, end) >= 0:
        # "file://C:\temp\x.json" is a Windows path after a CLI's "file://"
        # prefix (the AWS CLI's), not a file URI: keep only what is one.
        end = text.index("\\", scheme_start)
    closer = _PAIRS.get(opener) if opener in enclosers else None
    if (closer is None or end != bound or text[end : end + 1] != closer) and text[end - 1] in TRIMMED:
        end = trim(text, scheme_start, end)
    if text.find(":", text.find("//", scheme_start, end) + 2, end) >= 0:
        end = cut_after_port(text, scheme_start, end)
    end = cut_glued_host(text, scheme_start, end)
    if templates is not None and templates[0] and end < bound:
        # Cut inside an expression ("{%)...%}"): end before the expression.
        inside = covering(templates[0], templates[1], end - 1)
        if inside is not None and scheme_start < inside[0] and end < inside[1]:
            end = inside[0]
    if end <= body_start:
        return None
    return -end if looks_like_regex(text, scheme_start, end) else end


_PAIRS = {"<": ">", '"': '"', "'": "'", "`": "`"}


def _bars_delimit(text: str, scheme_start: int, opener: str) -> bool:
    """Whether a "|" may end the URI starting at `scheme_start` (see
    match_body): after a "|" or "<", inside a wiki link's "[[" (not one
    "[": Google Fonts' "css?family=A|B" keeps its bar), or in JSDoc's
    {@link url|text}."""
    return (
        opener in ("|", "<") or (opener == "[" and text.startswith("[[", scheme_start - 2))
        or (opener == " " and text.find("{@link", max(0, scheme_start - 12), scheme_start) >= 0)
    )


def body_end(text: str, scheme_start: int, body_start: int, code: bool, opener: str | None = None) -> int | None:
    """Where the body regex's match from `body_start` ends (None: no
    match); where the URI ends is decided from it by match_body (never
    after it)."""
    if opener is None:
        opener = text[scheme_start - 1] if scheme_start else ""
    # Most bodies are a run of plain ASCII followed by a character that no
    # alternative of the body regex starts with (whitespace, a quote, ">"):
    # that run is the whole match, found by `re` at a fraction of the cost
    # of `regex` running the full pattern.
    plain = _PLAIN_QUOTED if opener == "'" else _PLAIN
    last = _LAST_RUN[0]
    if last is not None and last[0] is text and last[1] is plain and last[2] <= body_start <= last[3]:
        end = last[3]  # inside the last run, which ends where it ended
    else:
        end = plain.match(text, body_start).end()  # type: ignore[union-attr]
        _LAST_RUN[0] = (text, plain, body_start, end)
    after = text[end : end + 1]
    if end > body_start and after < "\x80" and after not in _MAY_CONTINUE:
        return end
    match = _opener_pattern(opener if opener in _QUOTED else "", code).match(text, body_start)
    return None if match is None else match.end()


# The first alternative of _BODY with an empty <STOP> (and with "'"), as
# `re` classes: ASCII only, [^\x00-\x20"<>`\\{%$\x7f-\U0010FFFF] (and "'")
# spelled as the printable ASCII it allows: the negated class over all of
# Unicode cost `re` 2.5 ms each to compile, in every process.
_PLAIN = compiled_re(r"[\x21\x23\x26-\x3b\x3d\x3f-\x5b\x5d-\x5f\x61-\x7a\x7c-\x7e]*")
_PLAIN_QUOTED = compiled_re(r"[\x21\x23\x26\x28-\x3b\x3d\x3f-\x5b\x5d-\x5f\x61-\x7a\x7c-\x7e]*")
# The last plain run (the text by identity, the pattern, its start and
# end): one class repeated, so a run from any offset inside it ends where
# it ended. A line of comma-joined URLs is one run, read once.
_LAST_RUN: list[tuple[str, re.Pattern[str], int, int] | None] = [None]
# What ends _PLAIN's run but may start another alternative: then (as after
# a non-ASCII character, which may continue a run of letters) the full
# pattern decides.
_MAY_CONTINUE = frozenset("{%$<\\")


@lru_cache(maxsize=None)
def _opener_pattern(opener: str, code: bool) -> regex.Pattern[str]:
    """The body pattern after `opener` (the character before the scheme;
    "" for one without its own pattern), compiled on first use: each costs
    `regex` 1-6 ms to compile, and most runs need one or two of the eight."""
    return body_pattern("'", code, "'") if opener == "'" else body_pattern("", code, opener)


def _union(walls: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """`walls` (sorted by start) with nested or touching ones joined."""
    union: list[tuple[int, int]] = []
    for start, end in walls:
        if union and start <= union[-1][1]:
            if end > union[-1][1]:
                union[-1] = (union[-1][0], end)
        else:
            union.append((start, end))
    return union


