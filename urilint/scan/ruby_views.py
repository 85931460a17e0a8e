"""HAML and Slim views: Ruby code in markup, read as text. A string
literal their Ruby formats (``"https://e.org/%04d/%2d/" % [y, m]``,
``format("https://e.org/?page=%2d", n)``) holds conversions: its ``%2d``
is a width-2 integer, not the octet of ``-`` (sweep 135, proven with haml
6.1.1 and slim 4.1.0: a fix to ``-`` shifted the arguments in Slim's
output, and HAML raised "malformed format string - %D"). As in a Ruby
file (code.py), such a literal's ``%`` is a conversion or ``%%``."""

from __future__ import annotations

from ..model import UriSpan
from ..uri.templates import find_placeholders
from .escapes import merge_opaque
from .languages import after_format_call, conversions, format_patterns

QUOTES = "\"'"


def ruby_format_string(text: str, span: UriSpan) -> UriSpan:
    """`span` with its format conversions opaque when it starts a quoted
    literal that a format call takes or the ``%`` operator follows."""
    start = span.start
    if start == 0 or text[start - 1] not in QUOTES or text.find("%", start, span.end) < 0:
        return span
    quote = start - 1
    line_start = text.rfind("\n", 0, quote) + 1
    line_end = text.find("\n", span.end)
    closing = text.find(text[quote], span.end, len(text) if line_end < 0 else line_end)
    if closing < 0:
        return span
    if format_patterns()[1].match(text, closing + 1) is None and not after_format_call(text, quote, line_start):
        return span
    found = find_placeholders(text, start, span.end, True, conversions("ruby"), True)
    return span._replace(opaque=merge_opaque(span.opaque, list(found))) if found else span
