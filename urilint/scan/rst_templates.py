"""Template spans of reStructuredText and Sphinx inside bare URIs.

Two constructs stand for text that is not written there:

- substitution references ``|name|`` (a URL path ending ``release-|version|.tgz``),
  where docutils recognises them: inline markup rules (a start-string after
  whitespace or an opening punctuation mark, an end-string before
  whitespace or a closing one), outside literal blocks (``::``,
  ``code-block`` and the like), inline literals and interpreted text;
- the variable parts ``{...}`` of Sphinx's ``:samp:`` and ``:file:`` roles
  (``:samp:`https://github.com/{<user>}/cpython```).

`masked` returns the text with each such span replaced by ``{___}`` of the
same length: an RFC 6570 expression to the bare URI scanner, so the URI
runs through it and the span is opaque (offsets do not move; findings and
fixes use the real text).
"""

from __future__ import annotations

import re

from ..pattern_store import compiled_re
from .combine import inside, joined

# "|name|", "|name|_", "|name|__" with docutils' inline markup boundaries.
SUBSTITUTION = compiled_re(
    r"""(?<![^\s\-:/'"<(\[{])\|(?=\S)[^|\n]*?(?<=\S)\|(?:__?)?(?=[\s\-.,:;!?\\/'")\]}>]|$)""", re.M
)
# Inline literals and interpreted text (roles, embedded links): no
# substitution inside; neither runs over a blank line.
BACKQUOTED = compiled_re(r"``(?:[^`\n]|`(?!`)|\n(?![ \t]*\n))+?``|`(?:[^`\n]|\n(?![ \t]*\n))+`")
VARIABLE_ROLE = compiled_re(r":(?:samp|file):`((?:[^`\n]|\n(?![ \t]*\n))+)`")
VARIABLE_PART = compiled_re(r"(?<!\\)\{[^{}\n]*\}")
# A directive line; those whose body is shown as written.
DIRECTIVE = compiled_re(r"[ \t]*\.\.[ \t]+([\w:.+-]+)[ \t]*::(?:[ \t]|$)")
CODE_DIRECTIVES = frozenset(
    ("code", "code-block", "sourcecode", "literalinclude", "doctest", "testcode", "testoutput", "ipython", "highlight")
)


def masked(text: str) -> str:
    """`text` with substitution references and :samp:/:file: variable
    parts replaced by same-length ``{___}`` placeholders."""
    spans: list[tuple[int, int]] = []
    if ":samp:`" in text or ":file:`" in text:
        for role in VARIABLE_ROLE.finditer(text):
            spans.extend(m.span() for m in VARIABLE_PART.finditer(text, role.start(1), role.end(1)))
    if "|" in text:
        found = [m.span() for m in SUBSTITUTION.finditer(text)]
        if found:
            shown = literal_ranges(text)
            spans.extend(s for s in found if not inside(shown, s[0]))
    if not spans:
        return text
    pieces: list[str] = []
    pos = 0
    for start, end in sorted(spans):
        if start < pos:
            continue
        pieces += [text[pos:start], "{", "_" * (end - start - 2), "}"]
        pos = end
    pieces.append(text[pos:])
    return "".join(pieces)


def literal_ranges(text: str, inline: bool = True) -> list[tuple[int, int]]:
    """Ranges shown as written (sorted, overlapping ones joined): literal blocks (after a paragraph
    ending in ``::`` or in a code directive's body), and with `inline`
    inline literals and interpreted text."""
    ranges: list[tuple[int, int]] = []
    indent = -1  # the marker line's indentation while in a literal block
    block_start = 0
    pos = 0
    for line in text.splitlines(keepends=True):
        body = line.strip()
        width = len(line) - len(line.lstrip(" \t"))
        if indent >= 0 and body and width <= indent:
            ranges.append((block_start, pos))
            indent = -1
        if indent < 0 and body:
            directive = DIRECTIVE.match(line)
            if directive is not None:
                literal = directive.group(1).lower() in CODE_DIRECTIVES
            else:
                literal = body.endswith("::") and not body.startswith("..")
            if literal:
                indent, block_start = width, pos + len(line)
        pos += len(line)
    if indent >= 0:
        ranges.append((block_start, pos))
    if inline:
        ranges.extend(m.span() for m in BACKQUOTED.finditer(text))
    return joined(ranges)
