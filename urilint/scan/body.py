"""The body of a bare URI: the pattern of what may follow ``scheme://``,
and where its match from a candidate ends, with the last plain run and
the last match remembered (a line of many URIs is read once, not once per
URI). scan/bare.py decides from that end where the URI ends."""

from __future__ import annotations

from functools import lru_cache

from ..pattern_store import VERBOSE, compiled, compiled_re

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re
    import regex


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
    | \{[^\W\d][\w\-'’]*+(?:\ [\w\-'’]++)++(?::[\w\-]++)?+\}
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
    pattern = _opener_pattern(opener if opener in _QUOTED else "", code)
    previous = _LAST_MATCH[0]
    if (
        previous is not None and previous[0] is text and previous[1] is pattern and previous[2] < body_start < previous[3]
        and text[body_start - 1] == "/" and not _in_field(text, previous[2], body_start, code)
    ):
        end = previous[3]  # inside the last match, in one of its plain runs: it ends where that ended
    else:
        match = pattern.match(text, body_start)
        if match is None:
            return None
        end = match.end()
    _LAST_MATCH[0] = (text, pattern, body_start, end)
    return end


# The last match of the full body pattern: the text (by identity), the
# pattern, where it started (or the last body found inside it) and where
# it ended. A body starting after a "/" inside it, and in none of its
# fields, ends where it ended: a "/" stands in no token of the pattern but
# a plain run or a field ({{...}}, {%...%}, code's {...}), and from inside a
# plain run the match goes on as it went. Without it, a line of fuzzer
# output (gitoxide's 2 MB test fixture: thousands of "x://" and no space,
# each URI cut at a ")" soon after) made every candidate's match run to the
# line's end: quadratic, over 300 s.
_LAST_MATCH: list[tuple[str, regex.Pattern[str], int, int] | None] = [None]
# The fields of the body pattern that may hold a "/" (in code, and in
# text): all but "{%...%}" hold no brace of their own; "{{" and "%{" or
# "${" open one character before the last "{".
_BRACED_FIELDS = (
    r"""\{\{[^{}\n]*+\}\}|%\{[\ ~][^{}\n]*+\}|[$%]?\{(?:[^{}\n"']|"[^"\n{}]*+"|'[^'\n{}]*+')*+\}""",
    r"\{\{[^{}\n]*+\}\}|%\{[\ ~][^{}\n]*+\}",
)
_STATEMENT_FIELD = r"\{%[^%\n]*+%\}"


def _in_field(text: str, start: int, at: int, code: bool) -> bool:
    """Whether `at` may stand inside a field of the body pattern's match
    from `start`: one that opens before it and closes after it (looked for
    back to the last brace only: the work stays linear). A "{" in code may
    open one at each URI of a line (quadratic, as before: never seen)."""
    brace = text.rfind("{", start, at)
    if brace >= 0 and text.find("}", brace, at) < 0:
        field = compiled(_BRACED_FIELDS[0] if code else _BRACED_FIELDS[1])
        for opening in (brace - 1, brace):
            found = field.match(text, opening) if opening >= start else None
            if found is not None and found.end() > at:
                return True
    statement = text.rfind("{%", start, at)
    if statement >= 0 and text.find("%", statement + 2, at) < 0:
        found = compiled(_STATEMENT_FIELD).match(text, statement)
        return found is not None and found.end() > at
    return False


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
