"""disallowed-character (URI004)

What it flags: a raw ASCII character that may not appear in a URI: space,
``"``, ``<``, ``>``, ``\\``, ``^``, ``\\```, ``{``, ``|``, ``}``, the C0
controls and DEL. A space is only seen where the surrounding syntax makes
it part of the URI, such as a quoted HTML attribute or a Markdown ``<...>``
destination; elsewhere whitespace ends the URI.

Why it matters: RFC 3986 section 2 has no place for these characters; they
must be percent-encoded (section 2.4). Browsers guess, other clients reject
or truncate, and a raw space silently cuts links in Markdown and e-mail.

Example::

    <a href="/files/annual report.pdf">   ->   <a href="/files/annual%20report.pdf">

Template placeholders such as ``{id}``, ``{{ var }}`` and ``${VAR}`` are not
URI content and are never flagged.

Fix (safe): the character's percent-encoding with uppercase hex, which is
what any conforming consumer would send.
"""

from __future__ import annotations

from typing import Iterator

from urilint.model import Applicability, Edit, Fix, Violation
from urilint.uri import DISALLOWED_ASCII, Uri, pct_encode

CODE = "URI004"
NAME = "disallowed-character"
SUMMARY = "Raw character that is not allowed in a URI"
DEFAULT = True
FIX = "safe"
# Engine fast path: the characters of DISALLOWED_ASCII, as a regex class body; a URI without any is skipped.
TRIGGER = r"\x00-\x20\"<>\\^`{|}\x7f"

_NAMES = {" ": "space", "\t": "tab", "\x7f": "DEL"}


def check(uri: Uri) -> Iterator[Violation]:
    for base, text in uri.pieces():
        for i, char in enumerate(text):
            if char not in DISALLOWED_ASCII:
                continue
            start = base + i
            encoded = pct_encode(char)
            shown = _NAMES.get(char) or (
                f"control U+{ord(char):04X}" if ord(char) < 0x20 else f"'{char}'"
            )
            yield Violation(
                start,
                start + 1,
                f"raw {shown} is not allowed in a URI; write '{encoded}'",
                Fix((Edit(start, start + 1, encoded),), Applicability.SAFE),
            )
