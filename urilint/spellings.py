"""A URI set beside another spelling of itself: a text that shows two
equivalent URIs written differently, a few lines apart (RFC 9110's "the
following three URIs are equivalent", Atom's "%7ebob and %7Ebob will be
considered different identifiers", a normalizer's manual: "turns X into
Y", a test table of pairs), is about that difference, which a fix would
erase. Such a URI's safe fixes are made unsafe (sweep 38: 187 hunks in
RFC sources rewrote the examples into three equal strings).

A link's text and its own address (``[https://e.org/~a](https://e.org/%7Ea)``,
``<a href="...">...</a>``) are one link shown twice, not a contrast.
"""

from __future__ import annotations

import bisect

from .model import Finding, UriSpan, has_safe_fix, made_unsafe
from .pattern_store import compiled_re
from .uri.decoded import reading
from .uri.equivalence import comparison_key

# How far apart two spellings may stand: lines before and after (blank
# ones not counted), and at
# most so many characters (a minified file's one line holds thousands of
# URIs: each looks at a bounded stretch, so the work stays linear).
NEAR_LINES = 3
NEAR_CHARACTERS = 1000
# What stands between a link's text and its address (Markdown, HTML,
# reStructuredText, AsciiDoc), spaces aside.
LINK_JOINTS = frozenset(("](", '">', "'>", ">", "<", "["))
PIECE_END = r"[/?#&=;:@]"
AUTHORITY = r"[^/?#]*"  # what follows "//" up to the path, query or fragment
# How far a piece is looked for: a program's output block lists the parts
# of the URL a few lines below it (Boost.URL's README: "path : ..." seven
# lines after "url : ...").
PIECE_LINES = 10
# In a notebook, a piece is looked for in the URI's whole cell too (its
# JSON object, from one "cell_type" key to the next, at most CELL_REACH
# characters each way): the cell's saved outputs, what its code printed,
# stand before its source, one JSON line per output line (sweep 71:
# nbval failed after a fix of a literal whose urlsplit() output the cell
# showed twenty lines above it).
CELL_REACH = 20_000
# What says, between two URIs, that the first is turned into the second:
# a word anywhere between them, or an arrow alone (with spaces, quotes or
# backticks: a PHP array's "'a' => 'x'" between two values is no arrow).
TURNED_WORDS = ("normaliz", "canonicaliz", "becomes")
ARROWS = ("->", "=>", "\u2192")
TURNED_REACH = 200
SHOWN = "unsafe fix: this part of the URI is shown as written beside it (a program's result, an example), which the fix would make differ"
REASON = "unsafe fix: another spelling of this URI stands beside it (an example of equivalent spellings), which the fix would make alike"
TURNED_REASON = "unsafe fix: the text shows this URI turned into the one beside it (a normalizer's example), which the fix would rewrite"


def contrasted(text: str, spans: list[UriSpan], findings: list[Finding], notebook: bool = False) -> list[Finding]:
    """`findings`, those with a safe fix on a URI set beside another
    spelling of itself, or whose fix rewrites a piece of the URI that is
    shown as written beside it (in a `notebook`, in its cell too), made
    unsafe, saying why."""
    starts = {f.uri_start for f in findings if has_safe_fix(f)}
    if not starts:
        return findings
    ordered = sorted(spans)  # by start (tuples: compared in C)
    spellings = _Spellings(text, ordered, notebook)
    marked = {start: reason for start in starts if (reason := spellings.other(start))} if len(spans) > 1 else {}
    shown = {id(f) for f in findings if has_safe_fix(f) and f.uri_start not in marked and _piece_shown(text, spellings, f)}
    if not marked and not shown:
        return findings
    return [
        made_unsafe(f, marked[f.uri_start]) if f.uri_start in marked else made_unsafe(f, SHOWN) if id(f) in shown else f
        for f in findings
    ]


def _piece_shown(text: str, spellings: _Spellings, finding: Finding) -> bool:
    """Whether a fix of `finding` rewrites an octet ("%7E", "%2f"), or a
    piece of its URI holding one (the run around it between PIECE_END's
    "/", "?", "#", "&", "=", ";", ":" and "@"), that stands near it, as
    written and whole, outside every URI: the text shows that spelling (a
    parser's result in a comment, ``new URL(".../%7Efoo").pathname; //
    "/%7Efoo"``; Kong's documented raw path on the line below its request;
    Boost.URL's ``encoded_user() == "jane%2Ddoe"``; a changelog's "wget
    no longer decodes %7E: http://e.org/%7Euser ...", sweep 87)."""
    assert finding.fix is not None
    uri_start, uri_end = finding.uri_start, finding.uri_end
    cut: set[tuple[int, int]] = set()
    looked: set[str] = set()  # pieces looked for near the URI
    octets: set[str] = set()  # octets looked for on its line (a piece may be one alone: "b=%7E")
    ends: list[int] | None = None  # where pieces end: found once (a URI of thousands of octets)
    for edit in finding.fix.edits:
        if "%" not in text[edit.start : edit.end]:
            continue
        if ends is None:  # at the first octet: the URI's piece ends and where pieces are looked for
            ends = [m.start() for m in compiled_re(PIECE_END).finditer(text, uri_start, uri_end)]
            low, high = spellings.piece_window(uri_start, uri_end)
            line_low = text.rfind("\n", low, uri_start) + 1 or low
            line_high = text.find("\n", uri_end, high)
            line_high = high if line_high < 0 else line_high
        octet = text[edit.start : edit.end]
        if octet not in octets:  # the octet itself, named on the URI's line: "wget no longer decodes %7E: http://..."
            octets.add(octet)
            if _shown(text, spellings, octet, line_low, uri_start, True) or _shown(text, spellings, octet, uri_end, line_high, True):
                return True
        index = bisect.bisect_left(ends, edit.start)
        begin = ends[index - 1] + 1 if index else uri_start
        after = bisect.bisect_left(ends, edit.end, index)
        stop = ends[after] if after < len(ends) else uri_end
        # A piece of many octets (a fragment of thirty "%e3") is looked for
        # once: told by where it stands first, as cutting it out for each
        # octet made one of 40,000 octets quadratic.
        if (begin, stop) in cut:
            continue
        cut.add((begin, stop))
        piece = text[begin:stop]
        if piece in looked:
            continue
        looked.add(piece)
        if _shown(text, spellings, piece, low, high):
            return True
    return False


def _shown(text: str, spellings: _Spellings, piece: str, low: int, high: int, word: bool = False) -> bool:
    """Whether `piece` stands in text[low:high], whole, outside every URI;
    as a `word` of its own (after a blank, a bracket or a quote: a "%2f"
    right after an undecodable byte goes on the URI it cut short)."""
    at = text.find(piece, low, high)
    while at >= 0:
        after = at + len(piece)
        before = text[at - 1 : at]
        if (
            not _in_piece(before) and not _in_piece(text[after : after + 1]) and not spellings.inside_uri(at)
            and (not word or not before or before.isspace() or before in "([{\"'`")
        ):
            return True
        at = text.find(piece, at + 1, high)
    return False


def _in_piece(char: str) -> bool:
    """Whether `char` would continue a piece (a longer name holds it:
    ``name="type-f%2f1"`` shows no piece "%2f")."""
    return char.isalnum() or char in "-._~%"




class _Spellings:
    """The URIs of a text, each normalized at most once, and only when
    one near it has the same scheme and host (a cheap look first: a
    link-dense page has dozens of URIs within three lines)."""

    def __init__(self, text: str, ordered: list[UriSpan], notebook: bool = False) -> None:
        self.text, self.ordered, self.notebook = text, ordered, notebook
        self.positions = [span.start for span in ordered]
        self.keys: dict[int, object] = {}
        self.windows: dict[tuple[int, int], tuple[int, int]] = {}
        self.origins: dict[int, str] = {}

    def other(self, start: int) -> str | None:
        """Why the URI at `start` is shown beside another spelling of
        itself (REASON: an equivalent one, written otherwise, stands near
        it; TURNED: the text says one is turned into the other), or None."""
        text, positions = self.text, self.positions
        index = bisect.bisect_left(positions, start)
        if index == len(positions) or positions[index] != start:
            return None
        span = self.ordered[index]
        written = text[span.start : span.end]
        origin = self._origin(span)
        low, high = self.window(span.start, span.end)
        mine: object = _UNSEEN
        turned = False
        for at in range(bisect.bisect_left(positions, low), bisect.bisect_left(positions, high)):
            other = self.ordered[at]
            # The origin first (each found once), the key last (a URI's
            # normal form: a link's text and its address need none).
            if other is span or self._origin(other) != origin or text[other.start : other.end] == written:
                continue
            if _one_link(text, span, other):
                continue
            turned = turned or (abs(at - index) == 1 and _shown_turned(text, span, other))
            if mine is _UNSEEN:
                mine = self._key(span)
            if mine is not None and mine == self._key(other):
                return REASON
        return TURNED_REASON if turned else None

    def window(self, start: int, end: int, lines: int = NEAR_LINES) -> tuple[int, int]:
        """_near of the URI at text[start:end], found once."""
        found = self.windows.get((start, lines))
        if found is None:
            found = self.windows[(start, lines)] = _near(self.text, start, end, lines)
        return found

    def piece_window(self, start: int, end: int) -> tuple[int, int]:
        """Where a piece of the URI at text[start:end] is looked for: its
        PIECE_LINES lines, and in a notebook its cell too."""
        low, high = self.window(start, end, PIECE_LINES)
        if not self.notebook:
            return low, high
        text = self.text
        floor, ceiling = max(0, start - CELL_REACH), min(len(text), end + CELL_REACH)
        cell = text.rfind('"cell_type"', floor, start)
        after = text.find('"cell_type"', end, ceiling)
        return min(low, floor if cell < 0 else cell), max(high, ceiling if after < 0 else after)

    def inside_uri(self, at: int) -> bool:
        index = bisect.bisect_right(self.positions, at) - 1
        return index >= 0 and self.ordered[index].start <= at < self.ordered[index].end

    def _origin(self, span: UriSpan) -> str:
        origin = self.origins.get(span.start)
        if origin is None:
            origin = self.origins[span.start] = _origin(self.text[span.start : span.end])
        return origin

    def _key(self, span: UriSpan) -> object:
        key = self.keys.get(span.start, _UNSEEN)
        if key is _UNSEEN:
            key = self.keys[span.start] = comparison_key(reading(self.text, span))
        return key


_UNSEEN = object()


def _origin(written: str) -> str:
    """A URI's scheme and host, lowercased, without userinfo or port:
    what two equivalent spellings surely share (``EXAMPLE.com:80`` and
    ``example.com``). A host with a "%" (rare) is kept whole."""
    head, slashes, rest = written.partition("//")
    if not slashes:
        return head.lower()
    host = rest[: compiled_re(AUTHORITY).match(rest).end()].rpartition("@")[2]  # type: ignore[union-attr]
    if not host.endswith("]"):
        host = host.rstrip("0123456789").rstrip(":") if ":" in host else host
    return (head + host).lower()


def _near(text: str, start: int, end: int, lines: int = NEAR_LINES) -> tuple[int, int]:
    """Where the line `lines` lines before `start`'s begins, and where
    the one `lines` lines after `end`'s ends, blank lines and code blocks'
    fences not counted
    (a document's paragraphs stand a blank line apart: purell's README
    shows a URL, a sentence, then its normal form), at most
    NEAR_CHARACTERS away (every search bounded by that: one long line
    stays linear)."""
    floor, ceiling = max(0, start - NEAR_CHARACTERS), min(len(text), end + NEAR_CHARACTERS)
    low = text.rfind("\n", floor, start) + 1 or floor  # the line's start
    counted = 0
    while counted < lines and low > floor:
        above = text.rfind("\n", floor, low - 1) + 1 or floor
        counted += _counts(text[above : low - 1])
        low = above
    high = text.find("\n", end, ceiling)  # the line's end
    high = ceiling if high < 0 else high
    counted = 0
    while counted < lines and high < ceiling:
        below = text.find("\n", high + 1, ceiling)
        below = ceiling if below < 0 else below
        counted += _counts(text[high + 1 : below])
        high = below
    return low, high


def _counts(line: str) -> bool:
    """Whether `line` counts as one of the lines between two spellings:
    not a blank one, nor a code block's fence or delimiter (a rule's
    "Incorrect" and "Correct" fences under their headings stand as near
    as two paragraphs do: sweep 88)."""
    stripped = line.strip()
    if not stripped or stripped.startswith(("```", "~~~")):
        return False
    return not (len(stripped) >= 3 and stripped[0] in "-=.*_+" and not stripped.strip(stripped[0]))


def _shown_turned(text: str, a: UriSpan, b: UriSpan) -> bool:
    """Whether the text between `a` and `b` (of one scheme and host, with
    no URI between them) says that one is turned into the other (``X is normalized to Y``, ``X
    becomes Y``, ``X -> Y``): a normalizer's example, whose input is
    written unnormalized on purpose though its output differs by more
    than an equivalence (a fragment or a query dropped: apache/nutch's
    BasicURLNormalizer, sweep 75)."""
    first, second = (a, b) if a.start < b.start else (b, a)
    if second.start - first.end > TURNED_REACH:
        return False
    between = text[first.end : second.start].lower()
    return between.strip(" \t`'\"") in ARROWS or any(word in between for word in TURNED_WORDS)


def _one_link(text: str, a: UriSpan, b: UriSpan) -> bool:
    """Whether `a` and `b` are a link's text and its address (in HTML,
    the rest of the start tag may stand between them)."""
    first, second = (a, b) if a.start < b.start else (b, a)
    gap = text[first.end : second.start].strip()
    return gap in LINK_JOINTS or (gap[:1] in "\"'" and gap.endswith(">") and not any(c in gap[1:-1] for c in "<>"))
