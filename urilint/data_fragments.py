"""A data value's fragment, which the program reading the file may show as
written: never sent to a server, often a readable anchor."""

from __future__ import annotations

from .model import DATA

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import Fix, UriSpan

# A data file's value is read by a program, which may show a fragment (it
# is never sent to a server) as written, an IRI's readable anchor too: MDN
# prints a browser-compat-data spec_url's fragment as its link text (sweep
# 162: 396 safe fixes would have shown Bikeshed's anchors, such as
# "#ref-for-...abortcontroller" ending in a circled digit one, as
# "...%E2%91%A0" on MDN's pages).
FRAGMENT_AS_WRITTEN = "unsafe fix: a program reading this value may show its fragment as written (it is never sent to a server)"


def fragment_refusal(text: str, span: UriSpan, fix: Fix) -> str | None:
    """FRAGMENT_AS_WRITTEN when `fix` percent-encodes a non-ASCII character
    (an IRI's readable anchor) of the fragment of a URI in a data value."""
    hash_at = text.find("#", span.start, span.end) if span.context == DATA else -1
    encodes = hash_at >= 0 and any(
        edit.start > hash_at and edit.replacement[:1] == "%" and not text[edit.start : edit.end].isascii() for edit in fix.edits
    )
    return FRAGMENT_AS_WRITTEN if encodes else None
