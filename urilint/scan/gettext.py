"""gettext catalogs (``.po``, ``.pot``): their messages are C formats, and
a message's key (``msgid``, ``msgctxt``) is compared byte for byte."""

from __future__ import annotations

import bisect

from ..model import IDENTIFIER, UriSpan
from ..pattern_store import MULTILINE, compiled_re
from ..text_memo import last_text
from .escapes import conversions_opaque
from .languages import conversions

# A gettext catalog's keywords at a line's start, an obsolete entry's
# ("#~ msgid") and a previous one's ("#| msgid") too; a message's string
# goes on over the lines after its keyword that start with '"' ('#~ "').
_GETTEXT_KEYWORD = compiled_re(r"^(?:#[~|][ \t]*)?msg(?:ctxt|id_plural|id|str)", MULTILINE)
# An entry's flags naming a format its messages are ("#, c-format",
# "#, python-format"; not "no-c-format"): every "%" in them a directive.
_FORMAT_FLAG = compiled_re(r"^#,.*(?<![\w-])(?!no-)[\w+-]+-format\b", MULTILINE)
FLAG_REACH = 4096


@last_text
def _keyword_lines(text: str) -> list[int]:
    return [m.start() for m in _GETTEXT_KEYWORD.finditer(text)]


def gettext_entry(text: str, span: UriSpan) -> UriSpan:
    """A URI in a gettext catalog: its messages are C formats (``#,
    c-format``); in a ``msgid`` or ``msgctxt`` it is part of the key the
    program looks its translation up by (the source's string, byte for
    byte): an identifier, which no fix may change. So is an obsolete
    entry's key (msgmerge revives its translation only for the same
    string), a previous key (``#| msgid``: what translators compare with),
    and a ``msgstr`` whose entry is flagged as a format: its directives
    must match the msgid's (``msgfmt -c`` refused a msgstr whose ``%7E``
    was decoded: "number of format specifications ... does not match")."""
    span = conversions_opaque(text, span, conversions("c"))  # type: ignore[arg-type]
    line = text.rfind("\n", 0, span.start) + 1
    if not text.startswith(("msg", '"', "#~", "#|"), line):
        return span  # a comment: the translators'
    starts = _keyword_lines(text)
    index = bisect.bisect_right(starts, span.start) - 1
    if index < 0:
        return span
    keyword = starts[index]
    if text.startswith("#|", keyword):
        return span._replace(context=IDENTIFIER)
    name = keyword
    if text.startswith("#~", keyword):
        name += 2
        while text.startswith((" ", "\t"), name):
            name += 1
    if text.startswith(("msgid", "msgctxt"), name):
        return span._replace(context=IDENTIFIER)
    # The entry starts after the blank line before it, looked for at most
    # FLAG_REACH back (a catalog with no blank line stays linear).
    reach = max(0, keyword - FLAG_REACH)
    entry = max(text.rfind("\n\n", reach, keyword), text.rfind("\n\r\n", reach, keyword), reach - 1) + 1
    if _FORMAT_FLAG.search(text, entry, keyword) is not None:
        return span._replace(context=IDENTIFIER)
    return span
