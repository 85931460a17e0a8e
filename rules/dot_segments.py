"""dot-segments (URI104)

What it flags: a ``.`` or ``..`` segment in the path of an absolute URI,
such as ``https://example.com/a/./b/../c``.

Why it matters: RFC 3986 section 6.2.2.3 says normalizers should remove
dot segments with the algorithm of section 5.2.4; every client resolves
them before sending a request, so the written form only hides where the
link goes, and string comparison sees two URIs where there is one.

Example::

    https://example.com/a/./b/../c   ->   https://example.com/a/c

Only absolute URIs (with a scheme) whose path starts with ``/`` are
checked. A relative reference (``../img/logo.png``) is never flagged:
its dot segments are resolved against a base that urilint cannot know.
A rootless path (``urn:a/../b``) is left alone too, since section 5.2.4
would turn it into an absolute path. Encoded dots (``%2E``) are URI002's.

Off by default; turn it on with ``--extend-select URI104`` or ``URI1``.

Fix (safe): the path after section 5.2.4 ``remove_dot_segments``. The URI
is equivalent by RFC 3986 section 6.2.2.3. Unsafe in code, where it
changes a string literal's value (a test may hold the form on purpose);
none on a URI the normalizer rejects, such as ``http://2001::1``.
"""

from __future__ import annotations


from urilint.model import Edit, Fix, Violation
from urilint.policy import FixKind, fix
from urilint.uri import Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI104"
NAME = "dot-segments"
SUMMARY = "Dot segment in the path of an absolute URI"
DEFAULT = False
FIXES = (FixKind.NORMALIZATION,)


def check(uri: Uri) -> Iterator[Violation]:
    from urilint.uri.normalize import has_dot_segment, remove_dot_segments  # on first use, not at start-up

    path = uri.component("path")
    if path is None or uri.component("scheme") is None:
        return
    # A placeholder may expand to segments that a ".." would remove.
    if uri.overlaps_opaque(path.start, path.end):
        return
    text = uri.slice(path.start, path.end)
    if not has_dot_segment(text):
        return
    fixed = remove_dot_segments(text)
    yield Violation(
        path.start,
        path.end,
        f"dot segments in the path '{text}'; write '{fixed}'",
        _fix(uri, Edit(path.start, path.end, fixed)),
    )


def _fix(uri: Uri, edit: Edit) -> Fix | None:
    """The fix, or None when the normalizer rejects the URI."""
    from urilint.uri.equivalence import parse_problem

    return None if parse_problem(uri) else fix(FixKind.NORMALIZATION, uri.span.context, (edit,))
