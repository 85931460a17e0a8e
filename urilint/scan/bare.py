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

from ..model import PROSE, UriSpan
from ..pattern_store import compiled_re
from ..uri.placeholders import find_placeholders
from ..uri.templates import EXPRESSION_OPENER, covering, inner_end
from .languages import TEMPLATE, after_format_call, conversions
from .ends import (
    TRIMMED, before_format_codes, cut_after_port, cut_at_separator, cut_glued_host, cut_glued_prose, cut_unbalanced,
    cut_unclosed_brace,
    looks_like_regex, trim,
)
from .body import body_end
from .candidates import body_ends_within, candidates
from .template_lines import NO_TEMPLATES, line_templates

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator, Sequence

    from .template_lines import Templates


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
        if markup and text.find("&", start, end) >= 0:
            end = _before_break(text, start, end)
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


# A character reference to a blank or a line break ("&#xa;", "&#10;": a
# draw.io or FreeMind label's line break in its attribute value) or to a
# "<" (draw.io's "&lt;br&gt;") ends a URI as the character would (sweep
# 97: the label's next line was read into the URI, and fixed).
_BREAK_REFERENCE = r"&(?:#(?:[xX]0*(?:[9aAdD]|20)|0*(?:9|10|13|32))|lt);"


def _before_break(text: str, start: int, end: int) -> int:
    found = compiled_re(_BREAK_REFERENCE).search(text, start, end)
    return end if found is None else trim(text, start, found.start())


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
    if opener == "{" and text.startswith(("@<href>{", "\uff20<href>{"), scheme_start - 8):
        end = _review_link_end(text, scheme_start, end)
    # The helpers below are called only when what they look for occurs:
    # this runs for every bare URI.
    if _CLOSER.search(text, scheme_start, end) is not None:
        end = cut_unbalanced(text, scheme_start, end)
    if end == bound and text[end : end + 1] in ("'", '"'):
        end = cut_unclosed_brace(text, scheme_start, end)
    if text.find("|", scheme_start, end) >= 0 and _bars_delimit(text, scheme_start, opener):
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
    if text[end - 2 : end - 1] == "\u00a7" and text[scheme_start - 2 : scheme_start - 1] == "\u00a7":
        end = before_format_codes(text, body_start, end)
    closer = _PAIRS.get(opener) if opener in enclosers else None
    if (closer is None or end != bound or text[end : end + 1] != closer) and text[end - 1] in TRIMMED:
        end = trim(text, scheme_start, end)
    if text.find(":", text.find("//", scheme_start, end) + 2, end) >= 0:
        end = cut_after_port(text, scheme_start, end)
    if not text[scheme_start:end].isascii():
        end = cut_glued_host(text, scheme_start, end)
        if closer is None or end != bound or text[end : end + 1] != closer:  # not a quoted value's whole
            end = cut_glued_prose(text, scheme_start, end)
    if templates is not None and templates[0] and end < bound:
        # Cut inside an expression ("{%)...%}"): end before the expression.
        inside = covering(templates[0], templates[1], end - 1)
        if inside is not None and scheme_start < inside[0] and end < inside[1]:
            end = inside[0]
    if end <= body_start:
        return None
    return -end if looks_like_regex(text, scheme_start, end) else end


_PAIRS = {"<": ">", '"': '"', "'": "'", "`": "`"}

# What cut_unbalanced may cut at (one search: a find for each took 3 times as long).
_CLOSER = compiled_re("[])}\uff09]")


def _review_link_end(text: str, scheme_start: int, end: int) -> int:
    """Where the URL of Re:VIEW's ``@<href>{URL, label}`` ends: at its
    first "," not escaped (``\\,``), before the label (sweep 206: URI102
    lowercased TechBooster's link text "TechBooster")."""
    comma = text.find(",", scheme_start, end)
    while comma > 0 and text[comma - 1] == "\\":
        comma = text.find(",", comma + 1, end)
    return end if comma < 0 else comma


def _bars_delimit(text: str, scheme_start: int, opener: str) -> bool:
    """Whether a "|" may end the URI starting at `scheme_start` (see
    match_body): after a "|" or "<", inside a wiki link's "[[" or a
    ``[url|label]`` link (_labelled), or in JSDoc's {@link url|text}."""
    return (
        opener in ("|", "<") or (opener == "[" and (text.startswith("[[", scheme_start - 2) or _labelled(text, scheme_start)))
        or (opener == " " and text.find("{@link", max(0, scheme_start - 12), scheme_start) >= 0)
        or _in_table_row(text, scheme_start)
    )


# A table row in a comment ("## |a|b|", "// | a |"), and the delimiter row
# below a table's header ("## |:---|"), looked for at most TABLE_REACH above.
_ROW_START = r"[ \t#/*;!-]*\|"
_DELIMITER_ROW = r"(?m)^[ \t#/*;!-]*\|[ \t]*:?-{3,}"
TABLE_REACH = 4000


def _in_table_row(text: str, scheme_start: int) -> bool:
    """Whether the URI's line is a table row, "|" first after a comment's
    marker (a Markdown table in GDScript's "##" doc comments, sweep 195),
    whose cells the bars end as in a Markdown file: below a delimiter row
    ("|:---|"), which Haskell's "-- |" doc comment has not (sweep 197)."""
    line_start = text.rfind("\n", 0, scheme_start) + 1
    if compiled_re(_ROW_START).match(text, line_start, scheme_start) is None:
        return False
    return compiled_re(_DELIMITER_ROW).search(text, max(0, line_start - TABLE_REACH), line_start) is not None


def _labelled(text: str, scheme_start: int) -> bool:
    """Whether ``url|label]`` follows `scheme_start` on its line (Robot
    Framework's and TikiWiki's links: 280 findings of a raw "|" in Robot's
    libraries' docs, sweep 68): no blank in the URL, no "(" after the "]",
    and a label of words or a URL without a query (Google Fonts'
    ``[https://fonts.googleapis.com/css?family=A|B]`` keeps its bar)."""
    line_end = text.find("\n", scheme_start)
    line_end = len(text) if line_end < 0 else line_end
    bar = text.find("|", scheme_start, line_end)
    if bar < 0 or text.find(" ", scheme_start, bar) >= 0:
        return False
    close = text.find("]", bar, line_end)
    if close <= bar + 1 or text[close + 1 : close + 2] == "(":
        return False
    return text.find("?", scheme_start, bar) < 0 or text.find(" ", bar, close) >= 0


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


