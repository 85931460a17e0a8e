"""Markup escapes inside a URI: HTML character references (``&amp;``) and
backslash escapes (Markdown's ``\\(``, reStructuredText's, AsciiDoc's), kept
opaque so no rule flags or rewrites them as written. In an HTML/XML
attribute value a reference also says the character it stands for
(`attribute_references`): rules read the value decoded, as a browser does
(uri/decoded.py). Also: a formatted string's conversions (`conversions_opaque`)."""

from __future__ import annotations

from ..model import UriSpan
from ..pattern_store import compiled, compiled_re
from ..uri.percent_names import is_hex_pair
from ..uri.placeholders import find_placeholders
from .combine import joined

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re

ASCII_PUNCTUATION = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")  # CommonMark's (string.punctuation)
# A named, decimal or hexadecimal character reference; possessive runs of
# one class each, so a match is linear.
CHARACTER_REFERENCE = compiled(r"&(?:[A-Za-z][A-Za-z0-9]*+|#[0-9]++|#[xX][0-9A-Fa-f]++);")


def with_character_references(
    text: str, start: int, end: int, opaque: tuple[tuple[int, int], ...]
) -> tuple[tuple[int, int], ...]:
    """`opaque` plus the character references (``&amp;``) in text[start:end]."""
    if text.find("&", start, end) < 0:
        return opaque
    refs = [m.span() for m in CHARACTER_REFERENCE.finditer(text, start, end)]
    return merge_opaque(opaque, refs) if refs else opaque


def attribute_references(
    text: str, start: int, end: int, opaque: tuple[tuple[int, int], ...]
) -> tuple[tuple[int, int, str], ...]:
    """The character references among `opaque` ranges of an attribute
    value text[start:end] that stand for one character, with it (HTML's
    rules: ``&#0;`` and surrogates read as U+FFFD, ``&#128;`` as
    windows-1252). Unknown names (``&x;``) stay as written."""
    found = []
    for match in CHARACTER_REFERENCE.finditer(text, start, end):
        if match.span() not in opaque:
            continue  # inside a template expression
        import html  # here, at a reference: it imports re, which a run may otherwise not

        char = html.unescape(match.group())
        if len(char) == 1 and char not in "\t\n\r":
            found.append((match.start(), match.end(), char))
    # The URL parser drops the C0 controls and spaces at either end (and
    # tabs and line breaks anywhere): those references stay as written.
    while found and found[0][0] == start and found[0][2] <= " ":
        start = found.pop(0)[1]
    while found and found[-1][1] == end and found[-1][2] <= " ":
        end = found.pop()[0]
    return tuple(found)


def escapes_opaque(text: str, span: UriSpan, escapable: frozenset[str] | None = ASCII_PUNCTUATION) -> UriSpan:
    """`span` with its backslash escapes (a backslash and the character it
    escapes, as ``\\(``) opaque: markup, not URI content, so no rule flags
    or rewrites them (the "%5C" a fix would write changes what the escape
    meant). `escapable`: the characters a backslash escapes; Markdown's
    are the ASCII punctuation, None means any character, whitespace too
    (reStructuredText, roff, TeX)."""
    start, end = span.start, span.end
    pos = text.find("\\", start, end)
    if pos < 0:
        return span
    escapes = []
    while pos >= 0:
        if escapable is None:  # any character, a space too (one ending the span: the backslash alone)
            escapes.append((pos, min(pos + 2, end)))
            pos += 1
        elif pos + 1 < end and text[pos + 1] in escapable:
            escapes.append((pos, pos + 2))
            pos += 1
        pos = text.find("\\", pos + 1, end)
    return span._replace(opaque=merge_opaque(span.opaque, escapes)) if escapes else span


def merge_opaque(
    opaque: tuple[tuple[int, int], ...], extra: list[tuple[int, int]]
) -> tuple[tuple[int, int], ...]:
    """Both sets of ranges, sorted; a range overlapping an earlier one
    (a reference inside a placeholder, or the reverse) is dropped, and of
    two starting together the longer is kept (a source escape's "\\"
    that starts a back-reference "\\\\1")."""
    merged: list[tuple[int, int]] = []
    for span in sorted((*opaque, *extra)):
        if merged and span[0] < merged[-1][1]:
            if span[0] == merged[-1][0]:  # sorted by end too: this one is longer
                merged[-1] = span
            continue
        merged.append(span)
    return tuple(merged)


def conversions_opaque(text: str, span: UriSpan, formats: re.Pattern[str], format_string: bool = False) -> UriSpan:
    """`span` with the format conversions `formats` matches opaque (a
    string a program formats: Android's resources, gettext catalogs), but
    for a "%" and two hex digits, an octet (find_placeholders), unless the
    string is a `format_string`, where every "%" is a conversion."""
    if text.find("%", span.start, span.end) < 0:
        return span
    found = find_placeholders(text, span.start, span.end, False, formats, format_string)
    return span._replace(opaque=merge_opaque(span.opaque, list(found))) if found else span


def maybe_conversions(
    text: str, start: int, end: int, fields: re.Pattern[str], formatted: bool = False
) -> tuple[tuple[int, int], ...]:
    """The ``%XX`` octets of text[start:end] that may be conversions of
    `fields` instead (``%2d``, ``%5d``, ``%2F``), when it also holds a
    conversion that cannot be an octet (``%s``, ``%d&``, ``%6.2f``,
    ``%%``), or when the literal is `formatted` (a constant a format call
    of its text takes: sweep 207): then the literal may be a format string
    formatted later (a constant, a ``#define``), and a fix of such an octet is unsafe (one
    writing ``-`` or ``%5D`` broke vk.com's ``owner_id=%2d&offset=%d``
    and a Python ``star_teff=%5d&star_feh=%6.2f``). A name may stand for
    another variable in another scope (sweep 209): the finding stays."""
    octets: list[tuple[int, int]] = []
    conversion = False
    at = text.find("%", start, end)
    while at >= 0:
        if is_hex_pair(text, at + 1, end):
            if fields.match(text, at, end) is not None:
                octets.append((at, at + 3))
            at = text.find("%", at + 3, end)
            continue
        matched = fields.match(text, at, end)
        conversion = conversion or matched is not None
        at = text.find("%", at + 1 if matched is None else matched.end(), end)
    return tuple(octets) if conversion or formatted else ()


# knitr's and Quarto's inline code (`r expr`, `{r} expr`, `{python} expr`):
# evaluated when the document is knitted, its value written in its place.
INLINE_CODE = r"`(?:r|\{[A-Za-z]+\})[ \t][^`\n]*`"
# The documents that hold it.
KNITTED_MARKDOWN = (".rmd", ".rmarkdown", ".qmd")


def inline_code_opaque(text: str, span: UriSpan) -> UriSpan:
    """`span`, of an R Markdown or Quarto document, with its inline code
    opaque: a README's badge writes its version so (rstudio/revealjs:
    ``.../reveal.js-`r revealjs:::revealjs_version()`-yellow``; an encoded
    space made knitr print the code, sweep 187)."""
    if text.find("`", span.start, span.end) < 0:
        return span
    found = [m.span() for m in compiled_re(INLINE_CODE).finditer(text, span.start, span.end)]
    # Joined with the opaque ranges, which may hold the code's backticks already.
    return span._replace(opaque=tuple(joined((*span.opaque, *found)))) if found else span


AUTOLINKED = ("http://", "https://", "ftp://", "mailto:", "xmpp:")  # what GFM autolinks (cmark-gfm's autolink.c)


def markdown_text_escapes(text: str, span: UriSpan) -> UriSpan:
    """`span`, a bare URI of Markdown text, with its backslash escapes
    opaque where a renderer reads them. A bare URI in a link's text (``[https://e.com/a\\_b](...)``,
    golang/website; emphasized too, ``[**https://...**](...)``, hacktricks;
    among words, ``[see https://e.org/a\\_b here](...)``, sweep 196) is
    text a renderer shows with its backslash escapes read (no autolink
    forms inside a link): they are markup, kept opaque. So is one of a
    scheme GFM never autolinks (``puppet:///x/a\\_b.crt`` reads
    ``a_b.crt``, sweep 177). An autolinked one in running text keeps them:
    GFM's autolinks keep the backslash in the link (cmark-gfm#388)."""
    if text.find("\\", span.start, span.end) < 0:
        return span
    if text[span.end - 1] == "\\" and text[span.end : span.end + 1] in ASCII_PUNCTUATION:
        span = span.ending_at(span.end - 1)  # "\*" whose "*" was cut off the URI's end (Traefik's "\`http://e.com\`")
    if not _autolinked(text, span) or _in_link_text(text, span):
        return escapes_opaque(text, span)
    return span


def _autolinked(text: str, span: UriSpan) -> bool:
    """Whether GFM autolinks the bare URI at `span`: one of its schemes,
    and after "://" a domain's letter or digit (not "http://\\<HOST\\>:3000",
    a placeholder a reader sees as "<HOST>": sweep 216, gigadb's docs)."""
    head = text[span.start : span.start + 8].lower()
    if not head.startswith(AUTOLINKED):
        return False
    slashes = text.find("://", span.start, span.start + 8)
    return slashes < 0 or text[slashes + 3 : slashes + 4].isalnum()


LINK_TEXT_REACH = 1000


def _in_link_text(text: str, span: UriSpan) -> bool:
    """Whether `span` stands in a link's text on its line: a "[" before it
    and a "](" after it, with no bracket between either and the URI."""
    line_start = text.rfind("\n", max(0, span.start - LINK_TEXT_REACH), span.start) + 1
    opener = text.rfind("[", line_start, span.start)
    if opener < 0 or text.find("]", opener, span.start) >= 0:
        return False
    line_end = text.find("\n", span.end, span.end + LINK_TEXT_REACH)
    close = text.find("](", span.end, len(text) if line_end < 0 else line_end)
    return close >= 0 and text.find("[", span.end, close) < 0 and text.find("]", span.end, close) < 0


# A command line that fetches a URL (a shell session in a text file or an
# HTML <pre>, a tag or a prompt before it): the shell's escapes in its
# unquoted URL ("\\?", "\\=", "\\&": zsh globs "?") are no URI content, as
# in a shell script (sweeps 200 and 210: Prism's test harness, a rendered
# docutils literal block).
SHELL_COMMAND = r"(?:<[^<>\n]{0,200}>)*[ \t]*(?:[$#%>][ \t]+)?(?:sudo[ \t]+)?(?:curl|wget|http|https|xh|aria2c)[ \t]"
SHELL_ESCAPED = r"\\(?=[?=&#!;()\[\]*$<>|{}~])"


def shell_escapes_opaque(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans` (sorted), those standing on a command line that fetches
    them (SHELL_COMMAND, at the line's start) with the shell's escapes
    opaque. Each line is looked at once, its start found from the last
    one's: linear on one long line of URIs."""
    result: list[UriSpan] = []
    line_start, line_end, command = 0, -1, False
    escaped = compiled_re(SHELL_ESCAPED)
    for span in spans:
        if text.find("\\", span.start, span.end) >= 0:
            if span.start > line_end or span.start < line_start:  # another line
                floor = line_start if span.start >= line_start else 0
                line_start = text.rfind("\n", floor, span.start) + 1 or floor
                line_end = text.find("\n", span.start)
                line_end = len(text) if line_end < 0 else line_end
                command = compiled_re(SHELL_COMMAND).match(text, line_start) is not None
            if command:
                found = [match.span() for match in escaped.finditer(text, span.start, span.end)]
                if found:
                    span = span._replace(opaque=merge_opaque(span.opaque, found))
        result.append(span)
    return result
