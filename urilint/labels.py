"""Whether a fix would change a link label, which a link and its target
match by text.

A Markdown reference link (CommonMark 4.7 and 6.3: ``[text][label]``,
``[label][]``, or ``[label]`` alone, with ``[label]: destination`` on a
line of its own) finds its destination by the label's text, and a
reStructuredText named reference (`` `name`_ ``) finds its target or
section by its name; both compare the text case-insensitively, with
whitespace collapsed. A URI written as the label is text there, not a
destination: a fix of one side (a definition's label, a reference's
text) leaves the other as it was, and the link is gone (sweep 126:
cmark-gfm and markdown-it showed ``[https://example.com/%7ealt][]`` as
plain text once its definition's label read ``~alt``; docutils reported
"Unknown target name" for a reference fixed apart from the section
title it named, whose fix headings.py refuses). A fix that keeps the
compared form (a hex digit's case) keeps the match.

Each look stays on the URI's line (a label or name that wraps is taken
for none) and reads at most LABEL_REACH characters either side.
"""

from __future__ import annotations

from .model import Fix, UriSpan
from .pattern_store import MULTILINE, compiled_re
from .positions import line_start
from .text_memo import last_text

LABEL_KINDS = frozenset(("markdown", "notebook", "rst"))
LABEL_REACH = 1000
# A reference definition's label, "[label]:" (footnotes "[^1]:" are no
# links), after what may stand before it: indentation, block quote and
# list markers (sweep 133: "> [label]: url", "- [label]: url"), a
# notebook's JSON string quote. Wider than CommonMark's (an indented code
# block's line too): a refusal too many costs a fix, one too few a link.
_DEFINITION = r"""[ \t]*"?(?:(?:>|[-+*]|\d{1,9}[.)])[ \t]*)*\[(?!\^)([^\[\]\r\n]+)\]:"""
# reStructuredText's named hyperlink target: ".. _`name`:" and ".. _name:",
# whose unquoted name ends at the first ":" before a blank.
_RST_TARGET = r"[ \t]*\.\.[ \t]+_`"
_RST_TARGET_NAME = r"[ \t]*\.\.[ \t]+_(?!`)"
_RST_NAME_END = r":(?=[ \t\r\n]|\Z)"


def label_refusal(text: str, span: UriSpan, fix: Fix, kind: str) -> str | None:
    """Why `fix` must not be applied because it changes the label of a
    link (in a file of `kind`, one of LABEL_KINDS), or None."""
    found = _rst_name(text, span) if kind == "rst" else _markdown_label(text, span)
    if found is None:
        return None
    start, end = found
    if _compared(_fixed(text, start, end, fix)) == _compared(text[start:end]):
        return None
    return "it would change a link's label, which the link and its target match by text"


def _markdown_label(text: str, span: UriSpan) -> tuple[int, int] | None:
    """The range of the label `span` stands in: a definition's, a full
    reference's second bracket, a collapsed reference's text, or a
    shortcut reference's text that some definition names."""
    bracket = _enclosing(text, span, "[", "]")
    if bracket is None:
        return None
    start, end = bracket  # the label's text, inside its brackets
    after = text[end + 1 : end + 3]
    if after == "[]" or text[start - 2 : start] == "][":
        return bracket  # "[label][]", or the label of "[text][label]"
    if after.startswith(("(", "[")):
        return None  # an inline link's text, or a full reference's text
    if after.startswith(":"):
        line = line_start(text, start - 1)
        definition = compiled_re(_DEFINITION).match(text, line)
        return bracket if definition is not None and definition.end() == end + 2 else None
    return bracket if _compared(text[start:end]) in _defined_labels(text) else None


def _rst_name(text: str, span: UriSpan) -> tuple[int, int] | None:
    """The range of the reference name `span` stands in: `` `name`_ ``
    (not an anonymous `` `name`__ ``, matched by order; not the
    `` <uri> `` a phrase embeds), or a target's `` .. _`name`: `` or
    ``.. _name:`` (sweep 131: docutils lost the link when the reference
    kept its name and the target's was fixed)."""
    target = compiled_re(_RST_TARGET_NAME).match(text, line_start(text, span.start))
    if target is not None:
        line_end = text.find("\n", span.end)
        name_end = compiled_re(_RST_NAME_END).search(text, target.end(), len(text) if line_end < 0 else line_end)
        # In the name (before its ":"), not in the target's URI after it.
        return (target.end(), name_end.start()) if name_end is not None and span.end <= name_end.start() else None
    quoted = _enclosing(text, span, "`", "`")
    if quoted is None:
        return None
    start, end = quoted
    if text.find("<", start, span.start) >= 0:
        return None  # "`text <uri>`_": the URI is the target, not the name
    if text.startswith("_", end + 1) and not text.startswith("__", end + 1):
        return quoted if text[start - 2 : start - 1] != ":" else None  # (":role:`x`_" is no reference)
    if text.startswith(":", end + 1) and compiled_re(_RST_TARGET).match(text, line_start(text, start - 1)) is not None:
        return quoted
    return None


def _enclosing(text: str, span: UriSpan, opener: str, closer: str) -> tuple[int, int] | None:
    """The range between the `opener` and `closer` around `span` on its
    line (no other of either between them and the span), or None."""
    opened = text.rfind(opener, line_start(text, span.start, max(0, span.start - LABEL_REACH)), span.start)
    if opened < 0 or (opener != closer and text.find(closer, opened + 1, span.start) >= 0):
        return None
    ceiling = min(len(text), span.end + LABEL_REACH)
    line_end = text.find("\n", span.end, ceiling)
    closed = text.find(closer, span.end, ceiling if line_end < 0 else line_end)
    if closed < 0 or (opener != closer and text.find(opener, span.end, closed) >= 0):
        return None
    return opened + 1, closed


def _fixed(text: str, start: int, end: int, fix: Fix) -> str:
    """text[start:end] with `fix`'s edits inside that range applied."""
    pieces, at = [], start
    for edit in sorted(fix.edits):
        if start <= edit.start and edit.end <= end:
            pieces.append(text[at : edit.start])
            pieces.append(edit.replacement)
            at = edit.end
    pieces.append(text[at:end])
    return "".join(pieces)


def _compared(label: str) -> str:
    """A label as CommonMark and docutils compare it: case folded, each
    run of whitespace one space, none at the ends."""
    return " ".join(label.split()).casefold()


@last_text  # the labels a text defines, read once for all its URIs
def _defined_labels(text: str) -> frozenset[str]:
    if "]:" not in text:
        return frozenset()
    return frozenset(_compared(m.group(1)) for m in compiled_re("^" + _DEFINITION, MULTILINE).finditer(text))
