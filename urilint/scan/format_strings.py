"""Format strings in code read as text: a string literal that a program
formats holds conversions, and its ``%2d`` is a width-2 integer, not the
octet of ``-``. As in a file of a known language (code.py), such a
literal's every ``%`` is a conversion or ``%%``.

- HAML and Slim views (Ruby code in markup): a literal followed by Ruby's
  ``%`` operator (``"https://e.org/%04d/%2d/" % [y, m]``) or taken by
  ``format``; sweep 135 proved a fix to ``-`` broke the view with haml
  6.1.1 and slim 4.1.0 ("malformed format string - %D"; Slim's arguments
  shifted).
- Tcl's ``format "..."`` (and ``format {...}``), Vim script's
  ``printf('...')``, F#'s ``sprintf "..."``: sweep 143, tclsh printed
  ``page-.html`` for ``page 7.html`` after a fix, Vim raised E767.
- Delphi and Free Pascal: a literal followed by the open array of its
  arguments, ``Format('http://%s:%d/', [h, p])``, and mORMot's
  ``FormatUtf8('http://localhost:%/root', [port])``, whose bare ``%`` is a
  placeholder (sweep 225: 14 findings in mORMot2).
"""

from __future__ import annotations

from ..model import UriSpan
from ..pattern_store import compiled_re
from ..uri.placeholders import find_placeholders
from .escapes import merge_opaque
from .languages import after_format_call, conversions, format_patterns

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re

# A literal's opening quote and its closing one (Tcl quotes with braces too:
# format {https://e.org/c%7e/%d} 3).
QUOTES = {'"': '"', "'": "'", "{": "}"}
# Tcl's format command takes its format string without parentheses.
_TCL_FORMAT = r"\bformat[ \t]+\Z"


def _quoted_in_format(text: str, quote: int, line_start: int) -> bool:
    """Whether the quote at `quote` stands inside a literal of the other
    quote that a format call takes (Vim's ``printf('open "https://e.org/?q=%s"', q)``)."""
    other = "'" if text[quote] == '"' else '"' if text[quote] == "'" else ""
    outer = text.rfind(other, line_start, quote) if other else -1
    return outer >= 0 and after_format_call(text, outer, line_start)


def ruby_format_string(text: str, span: UriSpan) -> UriSpan:
    """`span` with Ruby's conversions opaque when it starts a formatted literal."""
    return _formatted(text, span, "ruby")


def printf_format_string(text: str, span: UriSpan) -> UriSpan:
    """`span` with printf's conversions opaque when it starts a formatted literal."""
    return _formatted(text, span, "c")


def _formatted(text: str, span: UriSpan, language: str) -> UriSpan:
    """`span` with `language`'s conversions opaque when it starts a quoted
    literal that a format call takes or the ``%`` operator follows."""
    start = span.start
    if start == 0 or text[start - 1] not in QUOTES or text.find("%", start, span.end) < 0:
        return span
    quote = start - 1
    line_start = text.rfind("\n", 0, quote) + 1
    line_end = text.find("\n", span.end)
    closing = text.find(QUOTES[text[quote]], span.end, len(text) if line_end < 0 else line_end)
    if closing < 0:
        return span
    if (
        format_patterns()[1].match(text, closing + 1) is None and not after_format_call(text, quote, line_start)
        and compiled_re(_TCL_FORMAT).search(text, max(line_start, quote - 80), quote) is None
        and not _quoted_in_format(text, quote, line_start)
    ):
        return span
    return _with_fields(text, span, conversions(language))


def _with_fields(text: str, span: UriSpan, fields: re.Pattern[str] | None) -> UriSpan:
    """`span` with the fields of a format string opaque: `fields` (one
    conversion), `%%` and the placeholders find_placeholders knows."""
    found = find_placeholders(text, span.start, span.end, True, fields, True)
    return span._replace(opaque=merge_opaque(span.opaque, list(found))) if found else span


# Pascal: a literal's close, then its open array of arguments; Delphi's
# conversions (%[index:][-][width][.precision]type) and mORMot's bare "%".
# The call is a format's: Format, FormatUtf8, TSynLog's Log, ConsoleWrite
# (not StringReplace's flags nor TRegEx.Match's options: sweep 228).
_PASCAL_ARGUMENTS = r"'[ \t]*,[ \t]*\["
_PASCAL_FORMAT_CALL = r"(?i)\b\w*(?:format|log|printf|write)\w*[ \t]*\([^()\n]*\Z"
_PASCAL_CONVERSIONS = r"%%|%(?:[0-9]+:)?-?[0-9]*(?:\.[0-9]+)?[duefgnmpsxDUEFGNMPSX]|%"


def pascal_format_string(text: str, span: UriSpan) -> UriSpan:
    """`span` with its conversions opaque when it stands in a quoted
    literal that its open array of arguments follows (Delphi's Format
    shape; "'  GET http://localhost:%/api', [port]" too)."""
    start = span.start
    line_start = text.rfind("\n", 0, start) + 1
    if text.find("%", start, span.end) < 0 or text.count("'", line_start, start) % 2 == 0:
        return span  # no "%", or not inside a quoted literal of its line
    line_end = text.find("\n", span.end)
    closing = text.find("'", span.end, len(text) if line_end < 0 else line_end)
    if closing < 0 or compiled_re(_PASCAL_ARGUMENTS).match(text, closing) is None:
        return span
    opening = text.rfind("'", line_start, start)
    if compiled_re(_PASCAL_FORMAT_CALL).search(text, line_start, opening) is None:
        return span
    return _with_fields(text, span, compiled_re(_PASCAL_CONVERSIONS))
