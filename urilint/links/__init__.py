"""Local link integrity: what a relative reference points at on disk.

The URI2xx rules (missing-target, missing-anchor) never open files: the
engine hands them a read-only `FileView` (view.py) of the project, which
lists each folder once (resolve.py) and parses each target's anchors once
(anchors.py) per run.
"""

from __future__ import annotations

from ..model import ATTRIBUTE, BROKEN_LINK, DESTINATION

# Span contexts that can hold only a URI reference: a Markdown/rST link
# destination or reference definition, an HTML/XML URI attribute. Bare
# URIs in prose, code literals and data values are never checked.
# BROKEN_LINK: link syntax with a raw space (`[c](## Configuring)`), which
# renders as text but was meant as a link: its target is checked too.
LINK_CONTEXTS = frozenset((DESTINATION, ATTRIBUTE, BROKEN_LINK))


def markup_free(text: str, start: int, end: int, opaque: tuple[tuple[int, int], ...]) -> str | None:
    """text[start:end] with its Markdown backslash escapes (``\\_``) and
    character references (``&amp;``) resolved to the characters they stand
    for; None when a template placeholder overlaps it (what it expands to
    is unknown)."""
    if not opaque:  # most links: nothing to resolve
        return text[start:end]
    import html

    pieces: list[str] = []
    pos = start
    for s, e in sorted(opaque):
        if e <= start or s >= end:
            continue
        if s < start or e > end:
            return None
        piece = text[s:e]
        if len(piece) == 2 and piece[0] == "\\":
            replacement = piece[1]
        elif piece.startswith("&") and piece.endswith(";"):
            replacement = html.unescape(piece)
        else:
            return None  # a placeholder
        pieces += [text[pos:s], replacement]
        pos = e
    pieces.append(text[pos:end])
    return "".join(pieces)
