"""not-utf8 (URI901)

What it flags: a file that is not valid UTF-8 and declares no encoding
(no byte order mark, no ``# -*- coding: ... -*-`` line, no
``<?xml ... encoding=...?>``, no ``<meta charset=...>``, no
``@charset``, no Vim ``scriptencoding``), where such a byte stands in a
URI or cuts one short. The finding points at the first byte that does.
Bytes away from every URI are no URI's, and are not reported.

Why it matters: urilint cannot know which characters such bytes stand
for, so a URI stops at the first of them and the rest of it is not
checked (``https://e.com/caf\\xe9/a%2fb`` in Latin-1: ``/a%2fb`` is
never seen). A file with a declared encoding is decoded with it and
checked completely; this finding says which files were not.

Example::

    caf\xe9 https://e.com/caf\xe9/a%2fb   (Latin-1, no declaration)
    ->  <meta charset="iso-8859-1">, or the file converted to UTF-8

On by default.

Fix: none. Convert the file to UTF-8 or declare its encoding; or turn the
rule off for the file with ``per-file-ignores``. ``--fix`` still applies
the other fixes, and every byte it does not repair is written back as it
was.
"""

from __future__ import annotations


from urilint.model import Violation
from urilint.uri import Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI901"
NAME = "not-utf8"
SUMMARY = "The file is not UTF-8 and declares no encoding, and a URI holds such a byte: it is not checked whole"
DEFAULT = True
FIXES = ()  # no fix
# The engine reports it when decoding, not from URIs.
TRIGGER = "\x00"


def check(uri: Uri) -> Iterator[Violation]:
    """Never fires on a URI: the engine reports the file."""
    return iter(())
