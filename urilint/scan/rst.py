"""reStructuredText: embedded URIs `` `text <uri>`_ ``, hyperlink targets
``.. _name: uri``, image and figure targets, and bare URIs (through
substitution references and :samp: variable parts: rst_templates).

Embedded URIs and targets are reference-only places, so relative
references are linted there too. Found by a literal search for "`_" and
".. "; a regex only runs where one of those occurs.
"""

from __future__ import annotations

import re

from ..model import ATTRIBUTE, CODE, UriSpan
from ..pattern_store import IGNORECASE, compiled, compiled_re
from ..positions import line_start
from .bare import find_bare
from .combine import inside, merge_into, walls_of
from .references import reference_span
from .escapes import escapes_opaque
from .rst_templates import literal_ranges, masked

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

MAX_EMBEDDED = 2048
WHITESPACE = compiled(r"\s")
# A run up to whitespace (re's \s is str.isspace).
NON_SPACE = compiled_re(r"\S*")
# ".. _name: target" (the name may be backquoted and hold colons, or hold
# them escaped: "Chapter One\: Days"), or
# ".. image:: target" / ".. figure:: target" / ":target: target".
TARGET = compiled(
    r"""[ \t]*+(?:\.\.[ \t]++(?:_(?:`[^`\n]++`|(?:[^`:\n\\]|\\.)++):|(?:image|figure)::)|:target:)[ \t]++""",
    IGNORECASE,
)


# docutils writes a target into the href as written: unlike a CommonMark
# renderer, it percent-encodes nothing, so a browser reads it as an HTML
# attribute's value (ATTRIBUTE: encoding "{", "|" or "}" in a query, which
# a browser sends as written, is unsafe; dynamic-rest's "filter{a|b}").


def find_embedded(text: str, schemes: frozenset[str] | None) -> Iterator[UriSpan]:
    """`` `text <uri>`_ `` and `` `text <uri>`__ ``."""
    pos = text.find(">`_")
    while pos >= 0:
        open_ = text.rfind("<", max(0, pos - MAX_EMBEDDED), pos)
        if open_ >= 0 and text.rfind("`", 0, open_) >= 0:
            start, end = open_ + 1, pos
            content = text[start:end]
            # "<name_>" is an alias to another target, not a URI; rST drops
            # whitespace inside an embedded URI, so one with spaces is prose;
            # one holding a ">" is none to docutils either (a template's
            # "<https://e.org/v<version>/x.html>", sweep 194).
            if content and not content.endswith("_") and WHITESPACE.search(content) is None and ">" not in content:
                span = reference_span(text, start, end, schemes, delimited=False, context=ATTRIBUTE)
                if span is not None:
                    yield span
        pos = text.find(">`_", pos + 3)


def find_targets(text: str, schemes: frozenset[str] | None) -> Iterator[UriSpan]:
    """Hyperlink targets and image/figure/:target: values, one line each."""
    for marker in (".. ", ":target:"):
        pos = text.find(marker)
        while pos >= 0:
            line = line_start(text, pos)
            match = TARGET.match(text, line)
            if match is not None and match.start() <= pos < match.end():
                start = match.end()
                end = _value_end(text, start)
                value = text[start:end]
                # "name_" and "`a name`_" are indirect targets: another target's name.
                if value and not (value.endswith("_") and "/" not in value) and not value.startswith("`"):
                    span = reference_span(text, start, end, schemes, delimited=False, context=ATTRIBUTE)
                    if span is not None:
                        yield span
                pos = max(pos + len(marker), match.end())
            else:
                pos += len(marker)
            pos = text.find(marker, pos)


def _value_end(text: str, start: int) -> int:
    """Where a target's value starting at `start` ends: at a blank, but
    not at one inside a template expression that closes on its line
    (``{{ cookiecutter.slug }}``, ``{% if x %}``: a project template's
    README, which the template engine renders without it; sweep 86)."""
    end = NON_SPACE.match(text, start).end()  # type: ignore[union-attr]  # it matches the empty string
    depth = _depth(text, start, end)
    first, pos = end, end
    while depth > 0:
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        if pos == end or pos == len(text) or text[pos] in "\r\n":
            return first  # unclosed on its line: no expression
        end = NON_SPACE.match(text, pos).end()  # type: ignore[union-attr]
        depth += _depth(text, pos, end)
        pos = end
    return end


def _depth(text: str, start: int, end: int) -> int:
    """Template expressions opened in text[start:end] less those closed."""
    if text.find("{", start, end) < 0 and text.find("}", start, end) < 0:
        return 0
    opened = text.count("{{", start, end) + text.count("{%", start, end)
    return opened - text.count("}}", start, end) - text.count("%}", start, end)


# A code directive naming its language: ".. code-block:: python".
CODE_BLOCK = compiled_re(r"^([ \t]*)\.\.[ \t]+(?:code-block|code|sourcecode)[ \t]*::[ \t]+([\w.+#-]+)[ \t]*$", re.M | re.I)


def code_blocks(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, language) of each code directive's body that names its
    language: after its option lines (":linenos:"), the lines indented
    deeper than the directive, blank ones included."""
    for match in CODE_BLOCK.finditer(text):
        indent = _indent(match.group(1))
        pos = match.end() + 1
        while pos < len(text):  # the options
            line = _line_at(text, pos)
            stripped = line.strip()
            if stripped and (not stripped.startswith(":") or _indent(line) <= indent):
                break
            pos += len(line)
        end = pos
        while end < len(text):  # the body
            line = _line_at(text, end)
            if line.strip() and _indent(line) <= indent:
                break
            end += len(line)
        if pos < end:
            yield pos, end, match.group(2).lower()


def _line_at(text: str, pos: int) -> str:
    newline = text.find("\n", pos)
    return text[pos:] if newline < 0 else text[pos : newline + 1]


def _indent(line: str) -> int:
    return len(line.expandtabs()) - len(line.expandtabs().lstrip(" "))


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    # docutils drops an escaping backslash, before any character
    # (``a\\_b`` links to a_b): escapes are markup, not URI content, except
    # where text is shown as written (literals).
    found = (*find_embedded(text, schemes), *find_targets(text, schemes))
    primary = [escapes_opaque(text, span, escapable=None) for span in found]
    # Markup shown in a literal block ("::", a code directive) is an
    # example, code: not a live target or link (docutils' own docs); a
    # bare URI there is code too, as under a code directive (sweep 109: a
    # command's "file://PACKAGES_DIR,..." after "::" read as prose).
    blocks_shown = literal_ranges(text, inline=False) if "::" in text else []
    if primary and blocks_shown:
        primary = [span._replace(context=CODE) if inside(blocks_shown, span.start) else span for span in primary]
    # A code directive naming its language is code in it (a format string's
    # "%s" is a conversion), as a Markdown fence is.
    blocks = list(code_blocks(text)) if "code" in text else []
    if blocks:
        from .fences import code_spans  # noqa: PLC0415  # code blocks are rare: import on use

        primary.extend(span for start, end, language in blocks for span in code_spans(text, start, end, language, schemes))
    taken, walls = walls_of(primary, [(start, end) for start, end, _ in blocks])
    # Substitution references and :samp: variable parts are template spans
    # (rst_templates): the bare scan reads them as placeholders.
    bare = list(find_bare(masked(text), schemes, enclosers="<`", walls=walls))
    if bare and "\\" in text:
        shown = literal_ranges(text)
        bare = [span if inside(shown, span.start) else escapes_opaque(text, span, escapable=None) for span in bare]
    if bare and blocks_shown:
        bare = [span._replace(context=CODE) if inside(blocks_shown, span.start) else span for span in bare]
    return merge_into(taken, walls, bare)
