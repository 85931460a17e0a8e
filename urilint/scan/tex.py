"""TeX and LaTeX: ``\\url{uri}``, ``\\href{uri}{text}`` and ``\\path{uri}``
arguments, bare URIs in text, and URIs in ``%`` comments.

A backslash starts a TeX control sequence or escape (hyperref's ``\\%``,
``\\#``, ``\\_``, a macro as in ``\\href{https://github.com/\\gh}``):
expanded before the URL is used, so it is opaque, not a raw ``\\``. An
unescaped ``%`` starts a comment: a URI in running text ends there (a
``%7e`` after it is comment text, not an octet), while one inside a
command's argument keeps it (the url package reads its argument as
written). URIs in comments are read as a code comment's.
"""

from __future__ import annotations

import bisect

from ..model import CODE_COMMENT, PROSE, UriSpan
from ..pattern_store import compiled_re
from .bare import find_bare
from .combine import inside, merge_into, walls_of
from .escapes import escapes_opaque
from .references import reference_span

# A URL command and its argument: no nested braces, one line at most.
COMMAND = compiled_re(r"\\(?:url|href|path)[ \t]*\{([^{}\n]*)\}")
# A control word and the spaces after it, which TeX skips: a class's
# "\href{https://orcid.org/\csname orcidauthor\x\endcsname}" holds no
# space (mdpi.cls; sweep 134).
CONTROL_WORD = compiled_re(r"\\[A-Za-z@]+[ \t]+")


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    arguments = []
    for match in COMMAND.finditer(text):
        if text.startswith("@", match.start(1)):
            continue  # Documenter.jl's cross-reference in its LaTeX output ("\href{@ref Foo.bar}{...}", sweep 194)
        # \url prints its argument, and no PDF viewer is known to encode
        # \href's: encoding a character changes what is shown or sent.
        span = reference_span(text, match.start(1), match.end(1), schemes, delimited=False, context=PROSE)
        if span is not None:
            arguments.append(_skipped_spaces(text, escapes_opaque(text, span, escapable=None)))
    taken, walls = walls_of(arguments)
    comments = _comments(text, walls) if "%" in text else []
    starts = [start for start, _ in comments]
    spans = []
    for span in find_bare(text, schemes, enclosers="<{", walls=walls):
        if inside(comments, span.start):
            span = span._replace(context=CODE_COMMENT)
            if text[span.end - 1] == "%" and text[span.end : span.end + 1] in ("", "\n", "\r"):
                # "%" at a line's end: TeX's mark that the line goes on
                # without a space, a docstrip file's "%%" (sweep 194:
                # hyperref's "% https://github.com/latex3/hyperref/issues%%").
                end = span.end
                while end > span.start and text[end - 1] == "%":
                    end -= 1
                span = span.ending_at(end)
        else:
            following = bisect.bisect_right(starts, span.start)  # the next comment
            if following < len(starts) and starts[following] < span.end:  # the rest of the line is a comment
                cut = starts[following]
                span = span._replace(end=cut, opaque=tuple(o for o in span.opaque if o[1] <= cut))
        spans.append(escapes_opaque(text, span, escapable=None))
    return merge_into(taken, walls, spans)


def _comments(text: str, arguments: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The comments: from a "%" that no backslash escapes (one after an
    even run of them, as in ``\\\\%``: a line break, then a comment) and
    that stands outside a URL command's argument, to the end of its line."""
    found: list[tuple[int, int]] = []
    pos = text.find("%")
    while pos >= 0:
        slashes = 0
        while pos - slashes > 0 and text[pos - slashes - 1] == "\\":
            slashes += 1
        if slashes % 2 == 0 and not inside(arguments, pos):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            found.append((pos, end))
            pos = end
        pos = text.find("%", pos + 1)
    return found


def _skipped_spaces(text: str, span: UriSpan) -> UriSpan:
    """`span` with each control word's opaque range taking the spaces after
    it (see CONTROL_WORD)."""
    if text.find(" ", span.start, span.end) < 0 and text.find("\t", span.start, span.end) < 0:
        return span
    words = {word.start(): word.end() for word in CONTROL_WORD.finditer(text, span.start, span.end)}
    return span._replace(opaque=tuple((a, words.get(a, b)) for a, b in span.opaque)) if words else span
