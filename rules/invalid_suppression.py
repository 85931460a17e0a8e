"""invalid-suppression (URI900)

What it flags: a code in a ``urilint: ignore[...]`` comment that names no
rule: an unknown code (``URI999``), a code in the wrong case (``uri001``)
or a truncated one (``URI01``).

Why it matters: the comment was meant to hide a finding and hides nothing
for that code, so the finding it was written for may still show (or a
later one may be hidden by a typo nobody sees). Linting goes on: the
comment's valid codes still apply, and the file's other findings are
reported. This is urilint's counterpart of ruff's RUF100 family.

Example::

    <!-- urilint: ignore[uri001] -->   ->   <!-- urilint: ignore[URI001] -->

On by default.

Fix: none; only you know which code was meant.
"""

from __future__ import annotations


from urilint.model import Violation
from urilint.uri import Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI900"
NAME = "invalid-suppression"
SUMMARY = "A suppression comment names a rule code that does not exist"
DEFAULT = True
FIXES = ()  # no fix
# The engine reports it from the suppression comments, not from URIs.
TRIGGER = "\x00"


def check(uri: Uri) -> Iterator[Violation]:
    """Never fires on a URI: the engine reports suppression comments."""
    return iter(())
