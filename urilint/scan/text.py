"""Plain text, and any file of no known type: bare URIs only. In a man
page (roff source, told by its first line) a backslash starts an escape
(``\\-`` is a hyphen, ``\\&`` nothing): escapes are markup, not URI content."""

from __future__ import annotations

import re

from ..model import UriSpan
from .bare import find_bare
from .escapes import escapes_opaque

# A man page's first line: a roff comment (``.\\"`` or ``'\\"``), or the
# title (man's ``.TH``, mdoc's ``.Dd``) or ``.so`` (a page that includes another).
ROFF_FIRST_LINE = re.compile(r"""[.'][ \t]*\\"|\.(?:TH|Dd|so)[ \t]""")


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    spans = list(find_bare(text, schemes, enclosers="<"))
    if spans and "\\" in text and ROFF_FIRST_LINE.match(text) is not None:
        return [escapes_opaque(text, span, escapable=None) for span in spans]
    return spans
