"""empty-path (URI105)

What it flags: an ``http`` or ``https`` URI with an authority and an empty
path, such as ``https://example.com`` or ``https://example.com?q=1``.

Why it matters: RFC 3986 section 6.2.3 says a normalizer should write an
empty http(s) path as ``/``, since ``http://example.com`` and
``http://example.com/`` are equivalent (RFC 9110 section 4.2.3) and an
HTTP request always carries at least ``/``.

Example::

    https://example.com?q=1   ->   https://example.com/?q=1

Off by default, and off even when a prefix such as ``URI1`` or ``ALL``
is selected: most prose writes the bare form (``see https://example.com``)
and few teams want it rewritten. Turn it on by its code only:
``--extend-select URI105``.

Fix (safe): insert ``/`` after the authority. The URI is equivalent by RFC
3986 section 6.2.3. Unsafe in code, where it changes a string literal's
value (a test may hold the form on purpose); none on a URI the normalizer
rejects, such as ``http://2001::1``.
"""

from __future__ import annotations


from urilint.model import Edit, Fix, Violation
from urilint.policy import FixKind, fix
from urilint.uri import Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI105"
NAME = "empty-path"
SUMMARY = "http(s) URI with an empty path"
DEFAULT = False
EXPLICIT_ONLY = True
FIXES = (FixKind.NORMALIZATION,)


def check(uri: Uri) -> Iterator[Violation]:
    from urilint.uri.normalize import EMPTY_PATH_SCHEMES  # on first use, not at start-up

    scheme = uri.component("scheme")
    host = uri.component("host")
    path = uri.component("path")
    if scheme is None or host is None or path is None or path.start != path.end:
        return
    if uri.slice(scheme.start, scheme.end).lower() not in EMPTY_PATH_SCHEMES:
        return
    # A placeholder in the authority or where the path begins ("{/path}")
    # may itself supply the path.
    if any(s <= path.start and e > host.start for s, e in uri.span.opaque):
        return
    if path.start == host.start:  # "http://": nothing to put a "/" after
        return
    # The edit rewrites the authority's last character rather than inserting
    # at the URI's end, so the fix engine sees it inside the URI.
    last = uri.text[path.start - 1 - uri.start]
    yield Violation(
        host.start,
        path.start,
        "empty path; write '/' after the authority",
        _fix(uri, Edit(path.start - 1, path.start, last + "/")),
    )


def _fix(uri: Uri, edit: Edit) -> Fix | None:
    """The fix, or None when the normalizer rejects the URI."""
    from urilint.uri.equivalence import parse_problem

    return None if parse_problem(uri) else fix(FixKind.NORMALIZATION, uri.span.context, (edit,))
