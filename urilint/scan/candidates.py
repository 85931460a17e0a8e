"""Where a URI may start: each scheme marker (``://``, JSON's ``:\\/\\/``,
an opaque scheme's ``name:``) and the scheme before it.

One regex pass over the colons (markers.py) finds them in order; the
scheme is the run of scheme characters before the colon, starting with a
letter.
"""

from __future__ import annotations

from operator import itemgetter

from ..pattern_store import compiled, compiled_re
from ..uri.syntax import ALPHA, SCHEME_CHARS
from .ends import FORMAT_CODES
from .markers import text_markers

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re
    from typing import Iterable, Iterator, Sequence

ASCII_LETTERS = ALPHA
MAX_SCHEME = 32
# Schemes without "//": found by "name:" (only when selected, mailto by default).
OPAQUE_SCHEMES = frozenset(("mailto", "urn", "tel", "data", "news", "sms", "geo", "magnet", "sip"))
# Characters an opaque URI's body may start with (an address, a number, a
# query, a placeholder); anything else after "mailto:" is not a URI
# ("mailto:[^(" in a regex, "mailto: foo" in prose).
OPAQUE_BODY_FIRST = compiled(r"[\p{L}\p{N}%?+$_{]")


# What a bare URI's body never holds outside a ``{...}`` field (see
# body._BODY): where one of these comes before any "{", the body has ended.
BODY_STOP = compiled_re(r'[\s"`{]')


def body_ends_within(text: str, start: int, end: int) -> bool:
    """Whether a body running from `start` surely ends before `end`: the
    first BODY_STOP character between them is not a "{" (which may open a
    field the body goes on through). A space with no "{" before it is
    looked for first: it settles most calls (link-dense Markdown makes one
    per link) at half the cost of the search."""
    space = text.find(" ", start, end)
    if space >= 0 and text.find("{", start, space) < 0:
        return True
    stop = BODY_STOP.search(text, start, end)
    return stop is not None and text[stop.start()] != "{"


def candidates(
    text: str, schemes: frozenset[str] | None, escaped_slashes: bool = False,
    walls: Sequence[tuple[int, int]] = (),
) -> list[tuple[int, int]]:
    """(body start, scheme start) for each scheme marker, in order; with
    `escaped_slashes` also for ``:\\/\\/`` (JSON's escaped slashes).

    `walls` (sorted, disjoint, none touching the next): find_bare's, whose
    URIs starting inside one are dropped. A ``://`` of such a URI that
    cannot reach the next marker is left out (see _beside_walls)."""
    hierarchical = schemes is None or any(s not in OPAQUE_SCHEMES for s in schemes)
    opaque = ("mailto",) if schemes is None else tuple(sorted(s for s in schemes if s in OPAQUE_SCHEMES))
    hits: list[tuple[int, int]] = []
    append = hits.append
    # One pass over the colons that end a marker, in order, so the hits
    # come sorted by where their scheme starts (a scheme holds no ":").
    markers: Iterable[re.Match[str]] = text_markers(hierarchical, escaped_slashes, opaque).finditer(text)
    if walls:
        markers = _beside_walls(text, list(markers), walls)
    for found in markers:
        pos = found.start()
        marker = found.group()
        if marker != ":":  # "://" or ":\/\/"
            # scheme_start inlined for the usual case (a letter starts the
            # run of scheme characters, no backslash before it): this loop
            # runs for every URI of a file.
            before = text[pos - MAX_SCHEME - 1 if pos > MAX_SCHEME else 0 : pos]
            rest = before.rstrip(_SCHEME_CHARS)
            run = pos - len(before) + len(rest)
            usual = run < pos and text[run] in ASCII_LETTERS and pos - run <= MAX_SCHEME and rest[-1:] != "\\"
            start = run if usual else scheme_start(text, pos)
            if start and text[start - 1] > "\x7f":
                start = _after_non_ascii(text, start, pos)
            if start is not None and (schemes is None or text[start:pos].lower() in schemes):
                append((pos + len(marker), start))
            if marker == "://":
                continue  # no opaque URI: its body would start with "//"
        for scheme in opaque:
            hit = _opaque_hit(text, pos, scheme)
            if hit is not None:
                append(hit)
    if len(opaque) > 1:  # several schemes may end at one colon: order them
        hits.sort(key=itemgetter(1))
    return hits


def _after_non_ascii(text: str, start: int, colon: int) -> int | None:
    """The start of the scheme text[start:colon], which has a non-ASCII
    character before it: past a Minecraft formatting code's letter
    ("§bhttps://" is no scheme "bhttps", sweep 195), or None when it ends
    a word in capitals (_in_cased_word)."""
    if text[start - 1] == "\u00a7" and text[start] in FORMAT_CODES and colon - start > 1 and text[start + 1] in ASCII_LETTERS:
        return start + 1
    return None if _in_cased_word(text, start, colon) else start


def _in_cased_word(text: str, start: int, colon: int) -> bool:
    """Whether the scheme text[start:colon], which has a non-ASCII
    character before it, is the end of a word in capitals: Turkish
    upper-casing writes "git://" as "GİT://", whose scheme is no "T"
    (sweep 185: scheme-case lowercased it to "Gİt://"). A lowercase
    scheme after a word ("Éhttp://") stays one."""
    before = text[start - 1]
    return before.isalpha() and before.lower() != before.upper() and not text[start:colon].islower()


def _beside_walls(text: str, found: list[re.Match[str]], walls: Sequence[tuple[int, int]]) -> Iterator[re.Match[str]]:
    """The markers `found`, less each ``://`` whose URI would start inside
    a wall and surely end before the next marker: a certain end of a body
    (whitespace, a quote, a backtick, with no "{" before it) lies between
    them, or no marker follows. find_bare drops a URI starting in a wall
    and reads its end only when it may reach the next candidate (whose
    scheme holds none of those characters), so leaving such a one out
    changes nothing, and spares its scheme look-up: in Markdown and HTML
    most URIs are link destinations and attribute values, the walls."""
    index, count, last = 0, len(walls), len(found) - 1
    for number, match in enumerate(found):
        pos = match.start()
        while index < count and walls[index][1] <= pos:
            index += 1
        if index < count and match.group() == "://":
            wall, wall_end = walls[index]
            # The scheme starts inside the wall: not before it (no scheme
            # character just before it), nor after (it starts at most one
            # past the colon: "\\://", see scheme_start).
            if wall <= pos and pos + 1 < wall_end and (wall == 0 or text[wall - 1] not in SCHEME_CHARS):
                if number == last:
                    continue
                if body_ends_within(text, pos + 3, found[number + 1].start()):
                    continue
        yield match


def _opaque_hit(text: str, colon: int, scheme: str) -> tuple[int, int] | None:
    """(body start, scheme start) when opaque `scheme` ends at `colon`:
    spelled in lowercase or uppercase after its first letter ("mailto:",
    "Mailto:", "MAILTO:", not "MaIlTo:"), not inside a longer run of
    scheme characters, and followed by what may start its body."""
    pos = colon - len(scheme)
    if pos < 0 or text[pos].lower() != scheme[0]:
        return None
    tail = text[pos + 1 : colon + 1]
    if tail != scheme[1:] + ":" and tail != scheme[1:].upper() + ":":
        return None
    body = colon + 1
    if (pos > 0 and text[pos - 1] in SCHEME_CHARS) or text[body : body + 2] == "//" or not OPAQUE_BODY_FIRST.match(text, body):
        return None
    return body, pos


def scheme_start(text: str, colon: int) -> int | None:
    """Start of the scheme that ends at `colon`, or None if there is none.

    Characters before the first letter ("+https", "-https") are not part of
    it, nor is the letter of an escape sequence ("\\thttps"); a run of
    scheme characters longer than MAX_SCHEME is not a scheme.
    """
    # Called for every "://": str.rstrip and str.lstrip walk the run in C,
    # where a loop would cost a Python step per character.
    before = text[max(0, colon - MAX_SCHEME - 1) : colon]
    run = len(before) - len(before.rstrip(_SCHEME_CHARS))
    if run > MAX_SCHEME:
        return None
    start = colon - run
    if start > 0 and text[start - 1] == "\\":
        if start == colon:
            return colon + 1  # "\\://": past the colon, as the former loop answered
        start += _escape_length(text, start)
    name = text[start:colon].lstrip(_NOT_LETTERS)
    return colon - len(name) if name else None


# A backslash escape's length after the backslash, by its letter: a
# code point's hex digits ("\\u201chttp://": JSON's left quote, then the
# scheme; sweep 88 found "chttp" in a validator's messages), roff's font
# and its name ("\\fBhttps://" bold, "\\fC" Courier; sweeps 112 and 111: bat's,
# ripgrep's and fontforge's man pages read a scheme "Bhttps"), else the letter
# alone ("\\thttps").
_HEX_ESCAPES = {"u": 5, "U": 9, "x": 3}
_HEX = frozenset("0123456789abcdefABCDEF")


def _escape_length(text: str, letter: int) -> int:
    if text.startswith("f", letter) and text[letter + 1 : letter + 2] in ("B", "I", "R", "P", "C"):
        return 2
    length = _HEX_ESCAPES.get(text[letter], 1)
    if length > 1 and (len(text) < letter + length or not _HEX.issuperset(text[letter + 1 : letter + length])):
        return 1
    return length


_SCHEME_CHARS = "".join(sorted(SCHEME_CHARS))
_NOT_LETTERS = "".join(sorted(SCHEME_CHARS - ASCII_LETTERS))
