"""Fixes that would encode syntax of the file around a URI: a line break,
a Markdown backtick or bracket, a template delimiter (or write a new one
at an edit's edge), the quote that should close the literal the URI
stands in. Re-extraction cannot see these: the syntax is gone from the
fixed text, so `syntax_refusal` says why before a fix is offered."""

from __future__ import annotations

import bisect

from .model import Edit, Fix, UriSpan
from .rendering import rendering_refusal, spliced

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Sequence


# Characters that are syntax around a URI in every file type: encoding one changes the file's structure.
LINE_BREAKS = "\n\r"
# Template delimiters: a brace next to one of these (``{{``, ``{%``, ``${``).
TEMPLATE_NEIGHBOURS = "{}%$#"


# Every character syntax_refusal may refuse to encode but "%", which is
# syntax only next to a brace ("{%", "%}").
SYNTAX_CANDIDATES = frozenset("\n\r`[]\"'{}")


def syntax_refusal(text: str, span: UriSpan, fix: Fix, kind: str) -> str | None:
    """Why `fix` must not be applied, or None: it would percent-encode (or
    remove) a character that is syntax of the surrounding file: a line
    break, a Markdown backtick or bracket, a template delimiter, or the
    quote that should close the literal the URI stands in. Re-extraction
    cannot see this: the syntax is gone from the fixed text."""
    if text.find("{", span.start, span.end) >= 0 and _makes_placeholder(text, span, fix):
        return "the fixed text would read as a template expression"
    rendered = rendering_refusal(text, span, fix, kind)
    if rendered is not None:
        return rendered
    edits = sorted(fix.edits)
    for edit in fix.edits:
        created = _created_delimiter(text, edit, edits)
        if created is not None:
            return f"it would write the template delimiter {created!r}"
        if text.startswith("@", edit.end) and _glues_directive(span, edit):
            return "it would glue the template directive after it to a word, which then reads as text"
        removed = text[edit.start : edit.end]
        around = text[max(0, edit.start - 1) : edit.end + 1]
        percent = "%" in removed and ("{" in around or "}" in around)
        if SYNTAX_CANDIDATES.isdisjoint(removed) and not percent:
            continue  # the usual edit: a triplet, a letter, a space
        reason = _refusal(text, span, edit, kind, percent)
        if reason is not None:
            return reason
    return None


def _refusal(text: str, span: UriSpan, edit: Edit, kind: str, percent: bool) -> str | None:
    removed, replacement = text[edit.start : edit.end], edit.replacement
    syntax = LINE_BREAKS + ("`[]" if kind in ("markdown", "rst", "text", "asciidoc") else "")
    quote = text[span.start - 1 : span.start]
    if quote and quote in "\"'`":
        syntax += quote
    for char in syntax:
        if removed.count(char) > replacement.count(char):
            return f"it would encode {_shown(char)}, which is syntax of the file here"
    if percent and removed.count("%") > replacement.count("%") - 2 * replacement.count("%25"):
        at = text.find("%", edit.start, edit.end)
        while at >= 0:  # a "%" of "{%" or "%}" is a template delimiter
            if text[at - 1 : at] == "{" or text[at + 1 : at + 2] == "}":
                return "it would encode the template delimiter '%'"
            at = text.find("%", at + 1, edit.end)
    encoded = ""  # the first brace the edit encodes
    for char in "{}":
        if removed.count(char) <= replacement.count(char):
            continue
        encoded = encoded or char
        at = text.find(char, edit.start, edit.end)
        while at >= 0:  # some brace of the range is encoded: refuse if any is a delimiter
            # A brace that opens or closes the whole value is an expression
            # (MDX/JSX ``src={url(x)}``), as is one next to ``{{``, ``{%``, ``${``.
            edge = at == span.start or at == span.end - 1
            if text[at - 1 : at] in TEMPLATE_NEIGHBOURS or text[at + 1 : at + 2] in TEMPLATE_NEIGHBOURS:
                return f"it would encode the template delimiter {char!r}"
            if edge:
                if _unmatched(text, span, at):  # sweeps 200 and 204: "...#manifest-generation})"
                    return f"it would encode an unmatched {char!r} at the URI's edge: a typo, or syntax of the text around it"
                return f"it would encode the template delimiter {char!r}"
            at = text.find(char, at + 1, edit.end)
    if encoded and any(text.startswith(("{", "${"), a) for a, _ in span.opaque):
        # A URI template ("/{term:1}/{term", a test of a broken one): its
        # other braces are the template's, well formed or not.
        return f"it would encode {encoded!r} in a URI template, where it is the template's syntax"
    opened = text.find("{", span.start, span.end)
    closed = text.find("}", opened, span.end) if encoded and opened >= 0 else -1
    if closed >= 0 and any(blank in text[opened:closed] for blank in " \t"):
        # Braces around blanks are a template expression's, whatever its
        # delimiters (sweep 78: Go's Delims("[{[", "]}]"), filebrowser).
        return f"it would encode {encoded!r} of a template expression (braces around blanks)"
    return None


def _unmatched(text: str, span: UriSpan, at: int) -> bool:
    """Whether the brace at `at`, an edge of `span`, has no partner: no
    "{" before a last "}" (in the URI or right before it), no "}" after a
    first "{"."""
    if text[at] == "}":
        return text.find("{", span.start - 1, at) < 0
    return text.find("}", at + 1, span.end + 1) < 0


def _glues_directive(span: UriSpan, edit: Edit) -> bool:
    """Whether `edit` ends in a word character right before an opaque
    ``@directive`` (Blade's, Razor's): "x @else" -> "x%20@else" is no
    directive to them (one follows no word character)."""
    last = edit.replacement[-1:]
    return (last.isalnum() or last == "_") and any(start == edit.end for start, _ in span.opaque)


# Two-character template delimiters a splice could create at its edges
# ("{" before an inserted "%C3..." reads as "{%").
TEMPLATE_DELIMITERS = frozenset(("{%", "%}", "<%", "%>", "{{", "}}", "${", "{#", "#}"))


def _created_delimiter(text: str, edit: Edit, edits: Sequence[Edit] = ()) -> str | None:
    """A template delimiter the edit would form with its neighbours, which
    the text did not have there (``{`` then an inserted ``%C3%A4``); a
    neighbour another of the fix's `edits` rewrites is its replacement
    (``<>`` -> ``%3C%3E`` writes no ``<%``: sweep 205)."""
    new = edit.replacement
    if not new:
        return None
    before, after = text[edit.start - 1 : edit.start], text[edit.end : edit.end + 1]
    if edits:  # sorted and disjoint: the neighbours touching this edit are next to it in the list
        index = bisect.bisect_left(edits, edit)
        if index > 0 and edits[index - 1].end == edit.start and edits[index - 1].start < edit.start:
            before = edits[index - 1].replacement[-1:]
        if index + 1 < len(edits) and edits[index + 1].start == edit.end and edits[index + 1].start < edits[index + 1].end:
            after = edits[index + 1].replacement[:1]
    left = before + new[0]
    if left in TEMPLATE_DELIMITERS and text[edit.start - 1 : edit.start + 1] != left:
        return left
    right = new[-1] + after
    if right in TEMPLATE_DELIMITERS and text[edit.end - 1 : edit.end + 1] != right:
        return right
    return None


def _makes_placeholder(text: str, span: UriSpan, fix: Fix) -> bool:
    """True when the fixed URI holds more placeholders than the original:
    ``{ä}`` is no template, but ``{%C3%A4}`` is an RFC 6570 expression
    (varchar allows pct-encoded), so encoding the letter changes what a
    template engine sees. Re-extraction would refuse it; this says why at
    lint time, so the report offers no safe fix that --fix must drop."""
    if not all(span.start <= edit.start <= edit.end <= span.end for edit in fix.edits):
        return False  # not an edit of this URI alone: verification decides
    from .uri.placeholders import find_placeholders  # on first use: a run the cache answers needs none

    fixed = spliced(text, span.start, span.end, fix.edits)
    return len(find_placeholders(fixed, 0, len(fixed))) > len(find_placeholders(text, span.start, span.end))


def _shown(char: str) -> str:
    return {"\n": "a line break", "\r": "a line break", "`": "a backtick", "[": "a bracket", "]": "a bracket"}.get(
        char, f"the quote {char!r} that should close the literal"
    )
