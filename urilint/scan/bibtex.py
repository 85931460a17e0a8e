"""A URI in a BibTeX database's field: TeX's escapes of its special
characters are opaque, a backslash and the character (``a\\_b``), or the
same in braces (``{\\_}``, ``{~}``: Mendeley's export escapes every special
character so, the ACL Anthology an abstract's ``_``; sweep 194: 75
findings of raw braces). A ``%`` inside a field is the field's: BibTeX
reads no TeX comment there."""

from __future__ import annotations

from ..model import UriSpan
from ..pattern_store import compiled_re
from .escapes import escapes_opaque, merge_opaque

TEX_SPECIALS = frozenset("&_%#${}~^\\")
BRACED_ESCAPE = r"\{(?:\\[&_%#$^]|~)\}"


def bibtex_field(text: str, span: UriSpan) -> UriSpan:
    """`span`, a URI in a BibTeX field, with its TeX escapes opaque."""
    span = escapes_opaque(text, span, TEX_SPECIALS)
    if text.find("{", span.start, span.end) < 0:
        return span
    found = [match.span() for match in compiled_re(BRACED_ESCAPE).finditer(text, span.start, span.end)]
    return span._replace(opaque=merge_opaque(span.opaque, found)) if found else span
