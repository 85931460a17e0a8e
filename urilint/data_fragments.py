"""A data value's fragment, which the program reading the file may show as
written: never sent to a server, often a readable anchor."""

from __future__ import annotations

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import Fix, UriSpan

# A data file's value is read by a program, which may show a fragment (it
# is never sent to a server) as written, an IRI's readable anchor too: MDN
# prints a browser-compat-data spec_url's fragment as its link text (sweep
# 162: 396 safe fixes turned Bikeshed's "#ref-for-...abortcontroller" and a
# circled digit one into "...%E2%91%A0" on MDN's pages).
FRAGMENT_AS_WRITTEN = "unsafe fix: a program reading this value may show its fragment as written (it is never sent to a server)"


def encodes_fragment(text: str, span: UriSpan, fix: Fix) -> bool:
    """Whether `fix` percent-encodes a non-ASCII character of the URI's
    fragment (an IRI's readable anchor)."""
    hash_at = text.find("#", span.start, span.end)
    return hash_at >= 0 and any(
        edit.start > hash_at and edit.replacement[:1] == "%" and not text[edit.start : edit.end].isascii() for edit in fix.edits
    )
