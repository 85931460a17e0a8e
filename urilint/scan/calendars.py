"""iCalendar and vCard (``.ics``, ``.ifb``, ``.vcf``, ``.vcard``): a text
value's backslash escapes (RFC 5545 3.3.11, RFC 6350 3.4: ``\\,``, ``\\;``,
``\\n``, ``\\\\``) are the format's, not URI content; and the properties
that name a component or a contact (``UID``, ``RELATED-TO``, ``MEMBER``)
hold identifiers, compared as written.

Sweep 142, on icalendar 7.3.2 and vobject 0.9.9: a safe fix of
``UID:https://events.example.org/%7eclub/...`` made another UID (a client
merging by UID holds the event twice, RFC 5546 2.1.5); a URL ending right
before an escaped ``;`` or ``,`` was reported with its backslash as a raw
``\\`` (node-ical's TripIt fixture: 42 findings), whose unsafe fix changed
the value icalendar reads; a "%7" before a fold was a malformed "%".

Folded lines are not unfolded: a URI that runs over a fold is found up to
it (its tail is not checked), and one whose scheme a fold cuts is found
from the fold on."""

from __future__ import annotations

from ..model import IDENTIFIER, UriSpan
from ..pattern_store import IGNORECASE, compiled_re
from ..uri.syntax import HEXDIG
from .ends import trim
from .escapes import escapes_opaque, merge_opaque

ESCAPED = frozenset(",;nN\\")
# A property's name and parameters up to the ":" of its value, at a logical
# line's start (X-ABUID: Apple's contact groups).
IDENTIFYING_PROPERTY = r"(?:UID|RELATED-TO|MEMBER|X-ABUID)(?:;[^:\n]*)?:"
# How far back a folded line's start is looked for (RFC 5545 3.1 folds at
# 75 octets, a value may run over many lines).
FOLD_REACH = 4096


def calendar_value(text: str, span: UriSpan) -> UriSpan:
    """`span` in an iCalendar or vCard file: ended before an escape right
    after it, its escapes opaque, an identifying property's value an
    identifier."""
    end = span.end
    if text[end - 1] == "\\" and text[end : end + 1] in ESCAPED and end - 1 > span.start:
        span = span.ending_at(trim(text, span.start, end - 1))
    span = escapes_opaque(text, span, ESCAPED)
    span = _escape_over_fold(text, span)
    line = _logical_line_start(text, span.start)
    if compiled_re(IDENTIFYING_PROPERTY, IGNORECASE).match(text, line, span.start) is not None:
        return span._replace(context=IDENTIFIER)
    return span


def _escape_over_fold(text: str, span: UriSpan) -> UriSpan:
    """`span` with a "%" and the one hex digit before a fold at its end
    opaque: the escape goes on after the fold (RFC 5545 folds by octets:
    "pwd=ab%7" CRLF " EdEF" is "pwd=ab%7EdEF"), no malformed "%"."""
    end = span.end
    percent = text.rfind("%", max(0, end - 2), end)
    if percent < 0 or not text.startswith(("\n ", "\n\t", "\r\n ", "\r\n\t"), end):
        return span
    if percent == end - 2 and text[end - 1] not in HEXDIG:
        return span  # "%z": no escape's start
    return span._replace(opaque=merge_opaque(span.opaque, [(percent, end)]))


def _logical_line_start(text: str, at: int) -> int:
    """Where the line holding `at` starts, unfolded: a physical line that
    starts with a space or a tab continues the one before it."""
    floor = max(0, at - FOLD_REACH)
    line = text.rfind("\n", floor, at) + 1
    while line > floor and text[line : line + 1] in (" ", "\t"):
        line = text.rfind("\n", floor, line - 1) + 1
    return line
