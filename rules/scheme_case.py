"""scheme-case (URI101)

What it flags: a scheme written with uppercase letters, such as
``HTTP://example.com/`` or ``Mailto:someone@example.com``.

Why it matters: schemes are case-insensitive, and RFC 3986 sections 3.1
and 6.2.2.1 say normalizers should write them in lowercase. Tools that
compare URIs as strings (caches, link checkers, deduplication) see
``HTTP://x.org/`` and ``http://x.org/`` as two URIs.

Example::

    HTTP://example.com/Path   ->   http://example.com/Path

Off by default; turn it on with ``--extend-select URI101`` or ``URI1``.

Fix (safe): lowercase the scheme. The URI is equivalent by RFC 3986
section 6.2.2.1. Unsafe in code, where it changes a string literal's value
(a test may hold the form on purpose); none on a URI the normalizer
rejects, such as ``http://2001::1``. A word glued to "http" or "https"
(``Nonehttps://``) is prose, as is a word in capitals that ends in a
scheme's letters (Turkish upper-casing writes ``git://`` as ``GİT://``),
and the Treaty of Babel's ``UUID://...//`` is an IFID marker: none is
reported.
"""

from __future__ import annotations


from urilint.model import Edit, Fix, Violation
from urilint.policy import FixKind, fix
from urilint.uri import SCHEME, Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI101"
NAME = "scheme-case"
SUMMARY = "Scheme with uppercase letters"
DEFAULT = False
FIXES = (FixKind.NORMALIZATION,)


def check(uri: Uri) -> Iterator[Violation]:
    literal = uri.literal("scheme")
    if literal is None:
        return
    scheme, text = literal
    if SCHEME.fullmatch(text) and text != text.lower() and not _glued(text.lower()) and text != IFID_MARKER:
        yield Violation(
            scheme.start,
            scheme.end,
            f"scheme '{text}' has uppercase letters; write '{text.lower()}'",
            _fix(uri, Edit(scheme.start, scheme.end, text.lower())),
        )


# The Treaty of Babel's IFID marker in an interactive fiction's source,
# "UUID://1974A053-7DB0-4103-93A1-767C1382C0B7//", which babel finds as
# written (sweep 110: PunyInform's game gave another IFID after a fix).
IFID_MARKER = "UUID"


def _glued(scheme: str) -> bool:
    """Whether `scheme` (lowercased) is a word glued to "http" or "https"
    (``Nonehttps://``, ``RNAs.https://`` in Galaxy's .shed.yml: sweep
    109), prose that lowercasing would rewrite, not a scheme; a "+" joins
    a scheme's parts (pip's ``git+https``)."""
    for name in ("https", "http"):
        if scheme.endswith(name):
            return len(scheme) > len(name) and scheme[-len(name) - 1] != "+"
    return False


def _fix(uri: Uri, edit: Edit) -> Fix | None:
    """The fix, or None when the normalizer rejects the URI."""
    from urilint.uri.equivalence import parse_problem

    return None if parse_problem(uri) else fix(FixKind.NORMALIZATION, uri.span.context, (edit,))
