"""F-Droid's app metadata (fdroiddata's ``metadata/<app id>.yml``, an app's
own ``.fdroid.yml``), whose fields fdroidserver reads in its own way: a
``Binaries:`` or ``binary:`` URL's ``%v`` and ``%c`` are the version's name
and code, substituted before the download; an ``UpdateCheckData:`` value
is ``url|regex|url|regex``, its URL ending at the first ``|`` (sweep 179:
94 and 32 noise findings in fdroiddata)."""

from __future__ import annotations

from ..model import UriSpan
from ..pattern_store import compiled_re
from .escapes import conversions_opaque

_VERSION_FIELDS = r"[ \t]*(?:-[ \t]+)?(?:Binaries|binary)[ \t]*:[ \t]*"
_UPDATE_CHECK = r"[ \t]*UpdateCheckData[ \t]*:[ \t]*"


def fdroid_value(text: str, span: UriSpan) -> UriSpan:
    """`span`, a URI of F-Droid's metadata, read as fdroidserver reads it."""
    line = text.rfind("\n", 0, span.start) + 1
    if text.find("%", span.start, span.end) >= 0 and compiled_re(_VERSION_FIELDS).fullmatch(text, line, span.start):
        return conversions_opaque(text, span, compiled_re(r"%[vc]"))
    if text.find("|", span.start, span.end) >= 0 and compiled_re(_UPDATE_CHECK).fullmatch(text, line, span.start):
        return span.ending_at(text.find("|", span.start, span.end))
    return span
