"""Source code (Python, JavaScript/TypeScript, Go, Rust, Java, C/C++, Ruby,
shell, ...): URIs in string literals and comments, by language.

A URI is found from its scheme marker like anywhere else; literals.py says
whether it stands in a string literal or a comment, which sets its context
(CODE or CODE_COMMENT) and where it must end. A literal that is exactly one
URI ends at its closing quote: ``<``, ``>``, a backtick or an escaped quote
inside it are URI content (findings), not its end; but a literal holding a
closing or empty tag (``"https://e.org/</a><br/>"``) or a ``|`` or ``,``
right before a second ``scheme://`` holds more than one URI. A URI that is only part
of a literal ends at the first raw character RFC 3986 forbids (``^``,
``|``, ``{``...) outside a placeholder or template expression. Escape sequences standing
for one character (``\\u00e4``, ``\\x41``, JSON's ``\\/``), f-string, format
and template fields (``{host}``, ``${id}``, ``{{ x }}``) and, in literals
only, the printf/strftime conversions of the language (``%s``, ``%Y``,
``%%``; languages.py) are opaque source syntax. Other escapes (``\\n``)
end the URI.
"""

from __future__ import annotations

import bisect

from ..model import CODE, CODE_COMMENT, IDENTIFIER, UriSpan
from ..pattern_store import compiled_re
from ..uri.placeholders import find_placeholders
from ..uri.templates import covering
from .bare import find_bare, match_body
from .ends import SEPARATOR, TAG, looks_like_regex, trim
from .candidates import candidates
from .escapes import maybe_conversions, merge_opaque
from .languages import (
    JAVASCRIPT_PRINTF, TEMPLATE, after_format_call, conversions, format_patterns, lexed_as, logged_with_arguments,
    named_format, sprintf_call,
)
from .like_patterns import WILDCARD, is_like_pattern
from .literals import LITERAL, Token, Tokens, has_family
from .template_lines import NO_TEMPLATES, line_templates

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re

    from .template_lines import Templates

ENCLOSERS = "<\"'`"
# A backslash escape in a literal: a quote or backslash (the character is
# URI content), one of those standing for a URI character (opaque), or
# anything else (\n, \t: the URI ends there).
_ESCAPE = compiled_re(r"""\\(?:(["'\\`])|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|x[0-9A-Fa-f]{2}|u\{[0-9A-Fa-f]{1,6}\}|/)?""")
# PowerShell's escape is a backtick (a backslash is itself): "`$" and "`?"
# stand for "$" and "?", "`u{e4}" for a character, "`n" and the other
# letters for control characters (the URI ends there).
_BACKTICK_ESCAPE = compiled_re(r"`(?:([^0abefnrtuv])|u\{[0-9A-Fa-f]{1,6}\})?")
_ESCAPES = {"powershell": ("`", _BACKTICK_ESCAPE)}
_SPACE = compiled_re(r"\s")
# A data value's: a no-break space inside one is part of the value a program
# reads (sweep 185: PyYAML gave "...wiki/Hà\xa0Nội"), not where the URI ends.
_ASCII_SPACE = compiled_re(r"[ \t\n\r\f\v]")
# Raw ASCII characters RFC 3986 forbids that the body pattern lets through
# (the others end it): in a URI that is only part of a literal they are
# the literal's other content.
_FORBIDDEN = compiled_re(r"[\^|{}<>\\`]")
# Unquoted in a shell script, these end a word: a pipe, a list, a
# redirection (seen in the-art-of-command-line and install instructions
# everywhere):  curl -fsSL https://e.com/install.sh|sh  # urilint: ignore[URI004]
_SHELL_WORD_END = compiled_re(r"[|&;<>()]")
def extract(text: str, schemes: frozenset[str] | None, language: str = "") -> list[UriSpan]:
    """The URIs of a source file in `language` (languages.BY_EXTENSION)."""
    return find_in_source(text, schemes, language, CODE, conversions(language))


def extract_code(
    text: str, start: int, end: int, language: str, schemes: frozenset[str] | None
) -> list[UriSpan]:
    """The URIs of the code in text[start:end] (a Markdown fenced block, a
    ``<script>`` body) written in `language` (languages.code_language of the name
    fences.language_of reads from the info string); an unknown or empty language: absolute URIs only, as
    bare URIs of code. Offsets are the text's."""
    whole = start == 0 and end == len(text)
    segment = text if whole else text[start:end]
    spans = find_in_source(segment, schemes, language, CODE, conversions(language))
    if whole or not start:
        return spans
    return [span.moved(start) for span in spans]


def find_in_source(
    text: str,
    schemes: frozenset[str] | None,
    family: str,
    context: str,
    formats: re.Pattern[str] | None = None,
    value_formats: re.Pattern[str] | None = None,
    escaped_slashes: bool = False,
    comment_context: str = CODE_COMMENT,
    sentence_context: str | None = None,
) -> list[UriSpan]:
    """The URIs of `text`, lexed as language `family` (literals.py).
    `formats` are conversions inside literals, `value_formats` elsewhere;
    a data file's escaped quote is opaque whole (a fix after its backslash
    would write an invalid escape), a code literal's only by its backslash.
    `sentence_context`, when given, is the context of a URI that is only
    part of a literal or of an unquoted value (a sentence around it, more
    than one URI); with it, a mapping's key is an identifier. `family`
    names the language; its literals are lexed as languages.lexed_as says."""
    hits = candidates(text, schemes, escaped_slashes)
    if not hits:
        return []
    lexer = lexed_as(family)
    if not has_family(lexer):
        return list(find_bare(text, schemes, code=True, enclosers=ENCLOSERS, context=context))
    # Template expressions (a Helm chart's thousands, a shell script's
    # "${") are found only on the lines holding a URI, and on the lines an
    # expression there runs on to.
    templates = NO_TEMPLATES
    tokens = Tokens(text, lexer, line_templates=True)
    whole_escapes = context != CODE
    spans: list[UriSpan] = []
    last_end = 0
    line_start = line_end = -1
    for body_start, start in hits:
        if start < last_end:
            continue
        if start > line_end:
            line_start, line_end, templates = line_templates(text, start)
        token = tokens.at(start, (line_start, line_end, templates[0]))
        if token is None and lexer in SLASH_COMMENTS and text[start - 1 : start] == "_":
            continue  # a label and a comment ("case TCPIP_MSG_API://API"): no scheme holds a "_" (sweep 207)
        literal = token is not None and token.kind == LITERAL
        end: int | None = None
        escapes: list[tuple[int, int]] = []
        if literal and start == token.content_start:  # type: ignore[union-attr]
            end = _whole_literal(text, start, token, templates, escapes, whole_escapes, lexer)  # type: ignore[arg-type]
        whole = end is not None
        if end is not None and end > body_start and not text[body_start:end].strip(_INVISIBLE):
            continue  # "https://" and a bidi mark: a label naming a scheme, no URI (sweep 211: CKEditor's link dialog)
        if end is None:
            escapes = []
            limit = None if token is None else token.content_end
            end = match_body(text, start, body_start, True, ENCLOSERS, templates, limit)
            if end is None:
                continue
        last_end = abs(end)
        if end < 0 or end <= body_start:
            continue  # a regular expression: nothing inside it is a URI either
        in_template = bool(templates[0]) and covering(templates[0], templates[1], start) is not None
        fields = conversions(TEMPLATE) if in_template else formats if literal else value_formats
        format_string = fields is not None and _is_format_string(text, start, end, token if literal else None, line_start, family == "python")
        if format_string and family == "javascript" and literal and sprintf_call(text, token.start, line_start):  # type: ignore[union-attr]
            fields = conversions(JAVASCRIPT_PRINTF)
        if literal and family == "java" and fields is not None and not format_string and _scala_f(text, token.start):  # type: ignore[union-attr]
            format_string = True  # Scala's f"...": "$y%2d" formats y (a fix of "%2d" changed the string, sweep 223)
        if token is not None and not literal and formats is not None and _formatted_in_comment(text, start, end, line_end):
            fields, format_string = formats, True
        if token is None and family == "python" and formats is not None and not format_string and "%" in text[start:end]:
            # A line of a docstring, lexed alone, is code: its string may be
            # %-formatted after its close ('"""...\nhttps://e.org/%s\n""" % x', sweep 216).
            docstring = tokens.spanning(start)
            if docstring is not None and _is_format_string(text, start, end, docstring, line_start, True):
                fields, format_string = formats, True
        if is_like_pattern(text, start, token, family):
            fields, format_string = WILDCARD, True  # a LIKE pattern: each "%" is its wildcard
        opaque = find_placeholders(text, start, end, True, fields, format_string)
        if family == "csharp" and literal and text[token.start - 1 : token.start] == "$":  # type: ignore[union-attr]
            opaque = merge_opaque(opaque, [hole.span() for hole in compiled_re(_CSHARP_HOLE).finditer(text, start, end)])
        if literal and text[end - 1] == "%" and end == token.content_end and compiled_re(_INTTYPES).match(text, token.end):  # type: ignore[union-attr]
            opaque = merge_opaque(opaque, [(end - 1, end)])  # "http://%s:%" PRIu16: the conversion goes on in the macro
        forbidden = _SHELL_WORD_END if token is None and family == "shell" else _FORBIDDEN if literal and not whole else None
        if forbidden is not None and forbidden.search(text, start, end):
            cut = _partial_end(text, start, end, opaque, forbidden)
            if cut < end:
                end = last_end = trim(text, start, cut)
                if end <= body_start:
                    continue
                opaque = find_placeholders(text, start, end, True, fields, format_string)
        if escapes:
            opaque = merge_opaque(opaque, escapes)
        ctx = comment_context if token is not None and not literal else context
        if sentence_context is not None and literal and _is_key(text, token.end):  # type: ignore[union-attr]
            ctx = IDENTIFIER  # a mapping's key: what a lookup compares as written (i18next's message keys)
        elif sentence_context is not None and (
            (literal and not whole) or (token is None and not _alone_in_value(text, start, end, line_start, line_end))
        ):
            ctx = sentence_context
        ambiguous = (
            maybe_conversions(text, start, end, fields, named_format(text, token.start, line_start))  # type: ignore[union-attr]
            if literal and fields is not None and not format_string and text.find("%", start, end) >= 0 else ()
        )
        spans.append(UriSpan(start, end, opaque, context=ctx, ambiguous=ambiguous))
    return spans


# What may stand before an unquoted value that is one URI, on its line: a
# key and ":" or "=" (YAML, INI, .env), list dashes, or nothing (a line of
# a block scalar); after it, a comment.
_VALUE_BEFORE = r"[ \t]*(?:-[ \t]+)*(?:[^:=\n]*[:=][ \t]*(?:[|>][-+]?[ \t]*)?)?(?:-[ \t]+)?\Z"
_VALUE_AFTER = r"[ \t]*(?:[#;].*)?\Z"


def _is_key(text: str, after: int) -> bool:
    """Whether the quoted string ending at `after` is a mapping key (":"
    in JSON and YAML, "=" in TOML follows it): a lookup string, not a value."""
    while after < len(text) and text[after] in " \t":
        after += 1
    return after < len(text) and text[after] in ":="


# Longest key (and indentation) an unquoted value that is one URI may follow
# on its line: each look reads at most this far, so a long line of values
# costs linear time.
_VALUE_REACH = 256


def _alone_in_value(text: str, start: int, end: int, line_start: int, line_end: int) -> bool:
    """Whether the URI at text[start:end] is all of an unquoted value on its line."""
    if start - line_start > _VALUE_REACH:
        return False
    # re.compile: compiled on first use (re's own cache), data files only.
    # What follows must be blanks or a comment: a match fails at the first
    # other character, so it reads past a comment's start only once.
    return (
        compiled_re(_VALUE_BEFORE).match(text[line_start:start]) is not None
        and compiled_re(_VALUE_AFTER).match(text, end, line_end) is not None
    )


# Characters that show nothing: zero-width ones and bidi marks.
_INVISIBLE = "\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufeff"
# Languages where "//" outside a literal starts a comment.
SLASH_COMMENTS = frozenset(("c", "java", "javascript", "go", "rust", "groovy", "csharp", "swift", "php"))
# A conversion <inttypes.h> ends: "%" closes a literal and the macro's own
# A C# interpolated string's hole, string literals inside it (sweep 222:
# $"https://login.microsoftonline.com/{builder.Configuration["AzureAd:TenantId"]}/v2.0").
_CSHARP_HOLE = r'\{(?!\{)(?:[^{}"\n]|"[^"\\\n]*")*\}'
# literal follows ("http://%s:%" PRIu16 "/%s"; sweep 207: mbed-cloud-client).
_INTTYPES = r"[ \t]*(?:PRI|SCN)[diouxXcs](?:8|16|32|64|MAX|PTR|LEAST\d+|FAST\d+)\b"


def _is_format_string(text: str, start: int, end: int, literal: Token | None, line_start: int, python: bool) -> bool:
    """Whether the URI at text[start:end] stands in a literal formatted with
    printf conversions (``fmt.Sprintf("https://e.org/%4d/", n)``,
    ``'https://e.org/%2d' % i``, a template's ``printf "…"``, a `python`
    logging call's message with arguments), which makes every ``%`` in it
    a conversion or ``%%``. `literal`: the literal token holding the URI;
    None inside a template expression, where the URI starts the quoted
    string."""
    if text.find("%", start, end) < 0:
        return False
    if literal is None:
        quote = start - 1
        return quote >= line_start and text[quote] in "\"'`" and after_format_call(text, quote, line_start)
    if format_patterns()[1].match(text, literal.end):
        return True
    return after_format_call(text, literal.start, line_start) or (
        python and logged_with_arguments(text, literal.start, literal.end, line_start)
    )


def _scala_f(text: str, quote: int) -> bool:
    """Whether the literal opening at `quote` is Scala's f-interpolated
    string (``f"...$x%2d..."``), whose every ``%`` starts a Formatter
    conversion. (No other language of the family writes ``f"``.)"""
    before = text[quote - 2 : quote - 1] if quote >= 2 else ""
    return text[quote - 1 : quote] == "f" and not (before.isalnum() or before in ("_", "$"))


def _formatted_in_comment(text: str, start: int, end: int, line_end: int) -> bool:
    """Whether the URI at text[start:end], in a comment, opens a quoted
    string that the ``%`` operator or ``.format(`` follows: commented-out
    code (yt-dlp's ``# return self.url_result('https://e.org/%s' % id)``:
    sweep 168), whose ``%s`` is a conversion as in live code."""
    quote = text[start - 1 : start]
    if quote not in ('"', "'"):
        return False
    closing = text.find(quote, end, line_end)
    return closing >= 0 and format_patterns()[1].match(text, closing + 1) is not None


def _partial_end(text: str, start: int, end: int, opaque: tuple[tuple[int, int], ...], forbidden: re.Pattern[str]) -> int:
    """Where a URI that is only part of a literal ends: at the first raw
    character RFC 3986 forbids (``sed "s^a^https://h:1^"``: the ``^`` is
    the command's), unless a placeholder or template expression holds it.
    An unquoted shell word ends at the shell's own operators instead."""
    found = forbidden.search(text, start, end)
    while found is not None:
        at = found.start()
        inside = next((e for s, e in opaque if s <= at < e), None)
        if inside is None:
            return at
        found = forbidden.search(text, inside, end)
    return end


def _whole_literal(
    text: str,
    start: int,
    token: Token,
    templates: Templates,
    escapes: list[tuple[int, int]],
    whole_escapes: bool,
    family: str,
) -> int | None:
    """The end of a URI that is the whole content of `token` (its closing
    quote), minus it when that is a regular expression, or None when the
    literal holds more than one URI: whitespace outside template
    expressions, or an escape that stands for a character ending a URI
    (``\\n``). Escapes of a character that stands for itself (a quote)
    go to `escapes` (opaque ranges)."""
    end = token.content_end
    pos = start
    spans, starts = templates
    space = _ASCII_SPACE if family.startswith("data") else _SPACE
    # Only the expressions that may overlap the literal: a line of
    # thousands (one-line JSON) was walked whole for each URI (sweep 95).
    index = max(0, bisect.bisect_right(starts, start) - 1)
    while index < len(spans) and spans[index][0] < end:
        t_start, t_end = spans[index]
        index += 1
        if t_end <= start:
            continue
        if space.search(text, pos, t_start):
            return None
        pos = max(pos, t_end)
    if space.search(text, pos, end):
        return None
    if text.find("<", start, end) >= 0 and TAG.search(text, start, end):
        return None  # "https://e.org/</a><br>": markup follows the URI
    if text.find("://", start + 1, end) >= 0 and SEPARATOR.search(text, start, end):
        return None  # "https://a|https://b": two URIs
    marker, pattern = _ESCAPES.get(family, ("\\", _ESCAPE))
    if marker == "`" and text.startswith(("'", "@'"), token.start):
        marker = ""  # PowerShell's single quotes: no escape at all
    at = text.find(marker, start, end) if marker else -1
    while at >= 0:
        escape = pattern.match(text, at, end)
        assert escape is not None  # it matches the escape character alone
        if escape.end() == at + 1:
            return None  # "\n" and the like: the URI ends there
        if escape.group(1):
            escapes.append((at, at + (2 if whole_escapes else 1)))
        elif marker == "`":
            escapes.append((at, escape.end()))  # "`u{e4}": one character, written as source
        at = text.find(marker, escape.end(), end)
    last = text[end - 1]
    if last in "\"'" and last != text[end : end + 1] and text[end - 2] != "\\" and text.find(last, start, end - 1) < 0 and (
        compiled_re(r"[ \t]+in\b").match(text, end + 1) is not None
    ):
        # An unpaired other quote, looked for in a text (astropy's "assert
        # '...-1.3.xsd\"' in xml": sweep 194), closes an attribute the literal
        # is a piece of; elsewhere it is a typo (rss-bridge's "q=%s,%s\"'",
        # sweep 203), and a search's '?s="a b"' pairs its quotes.
        return None
    return -end if looks_like_regex(text, start, end) else end
