"""URIs inside a package URL (purl, ``pkg:maven/g/a@1.0?repository_url=https://...``):
part of an identifier that SBOMs and their tools match as written (a
CycloneDX ``bom-ref`` and the ``dependsOn`` and VEX ``affects`` naming
it), so no fix of them is safe (sweep 178: a VEX kept beside the tree no
longer found its component after a fix)."""

from __future__ import annotations

from ..model import IDENTIFIER, UriSpan
from ..pattern_store import compiled_re

# How far before a URI its purl's "pkg:" is looked for.
REACH = 512
# What ends a purl before the URI: a blank, a quote or markup.
_OUTSIDE = r"""[\s"'`<>]"""


def in_purls(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans`, those inside a purl made identifiers."""
    if "pkg:" not in text:
        return spans
    outside = compiled_re(_OUTSIDE)
    found = []
    for span in spans:
        at = text.rfind("pkg:", max(0, span.start - REACH), span.start)
        if at >= 0 and (at == 0 or not text[at - 1].isalnum()) and outside.search(text, at, span.start) is None:
            span = span._replace(context=IDENTIFIER)
        found.append(span)
    return found
