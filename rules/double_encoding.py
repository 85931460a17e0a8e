"""double-encoding (URI003)

What it flags: ``%25`` followed by two hex digits, such as ``%2520`` or
``%252F``: the signature of a string percent-encoded twice.

Why it matters: a consumer decodes a URI component once (RFC 3986 section
2.4), so ``%2520`` reaches the server as the three characters ``%20``
instead of a space. This usually comes from encoding an already-encoded URL.

Example::

    https://example.com/my%2520file.pdf   ->   https://example.com/my%20file.pdf

An IPv6 zone identifier (``http://[fe80::1%2512]/``, RFC 6874) is not
double encoding: there ``%25`` separates the address from the zone; nor is
a ``%25XX`` in a parameter that holds a URI encoded once
(``?url=https%3A%2F%2Fe.com%2Fa%2520b``: the nested URI's ``%20``; so too
``?q=http://e.com/a%2520b``, as a search engine's redirect writes it); nor
one in a path segment that also holds ``%2B``, a name form-encoded and then
percent-encoded (Blogger's ``a%2B%25281%2529.png`` for "a (1).png"), or
another delimiter encoded once, nor one in a query value that does (a
token or a nested query encoded once as a whole: ``resumeKey=com%252Ccnn%2B2001``). One
finding per URI: the range runs from the first ``%25XX`` to the last.
Deeper encodings (``%252520``) are one octet each, encoded once in the fix.

Fix (unsafe everywhere): replace each ``%25XX`` by ``%XX``. The result is
a different URI; it is the intended one only when the double encoding was
a mistake, which a human must confirm (a literal "%20" in data is rare but
legal). No fix is offered when the octets encoded once would not be UTF-8
(``%25aa``): no single encoding of text writes them.
"""

from __future__ import annotations

import bisect

from urilint.grouping import Spot, one_finding
from urilint.model import Violation
from urilint.pattern_store import compiled_re
from urilint.policy import FixKind
from urilint.uri import HEXDIG, Uri, triplets

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI003"
NAME = "double-encoding"
SUMMARY = "Percent-encoded percent sign followed by hex digits (%2520)"
DEFAULT = True
FIXES = (FixKind.GUESS,)
# Engine fast path: only a percent-encoded octet can be double-encoded; a URI without any is skipped.
TRIGGER = "%"


def check(uri: Uri) -> Iterator[Violation]:
    host = uri.component("host")
    literal = host if host is not None and uri.slice(host.start, host.end).startswith("[") else None
    spots: list[Spot] = []
    nested: list[tuple[int, int]] | None = None  # found at the first "%25XX"
    path: tuple[int, int] | None = None  # the path's range, likewise ((0, 0): none)
    segment = (-1, False)
    value = (-1, False)  # the query value's end and whether it holds a delimiter encoded once
    for start, triplet in triplets(uri):
        if triplet != "%25":
            continue
        if literal is not None and literal.start <= start < literal.end:
            continue  # an IPv6 zone identifier's separator (RFC 6874)
        rel = start - uri.start
        end = _innermost(uri.text, rel + 3)  # where the octet encoded once ends
        digits = uri.text[end - 2 : end]
        if len(digits) != 2 or not all(d in HEXDIG for d in digits):
            continue
        if any(uri.is_opaque(at) for at in range(start + 3, uri.start + end)):
            continue
        if nested is None:
            nested = _nested_uris(uri.text)
        if nested and _inside(nested, rel):
            continue
        if path is None:
            component = uri.component("path")
            path = (component.start, component.end) if component is not None else (0, 0)
        if path[0] <= start < path[1]:
            if rel >= segment[0]:  # the segment's end and whether it is a stored name, once per segment
                segment = _stored_name(uri.text, rel, path[0] - uri.start, path[1] - uri.start)
            if segment[1]:
                continue
        else:
            if rel >= value[0]:  # once per value, its start looked for from the last one's end (linear)
                value = _value_encoded_once(uri.text, rel, max(value[0], path[1] - uri.start))
            if value[1]:
                continue
        spots.append(Spot(start, uri.start + end, uri.text[rel:end], "%" + digits.upper(), FixKind.GUESS))
    spots = _utf8_runs_only(spots)
    found = one_finding(
        uri, spots, "'{shown}' looks double-encoded; did you mean '{replacement}'?",
        "double-encoded octets", "did you mean them encoded once?",
    )
    if found is not None:
        yield found


def _innermost(text: str, at: int) -> int:
    """Where the octet after a ``%25`` ending at `at` in `text` ends,
    through every further level of encoding: ``%25252561`` (an "a" encoded
    four times) is one octet, ``%61``, as its repeated "25"s say, not one
    level per round (astro's tests hold ten levels, past the fix loop's
    rounds)."""
    while text.startswith("25", at) and len(text) >= at + 4 and all(d in HEXDIG for d in text[at + 2 : at + 4]):
        at += 2
    return at + 2


def _nested_uris(text: str) -> list[tuple[int, int]]:
    """Where URIs encoded once stand in `text`, a URI: from each
    ``%3A%2F%2F`` (any hex case) to the next ``&`` or ``#``
    (``?url=https%3A%2F%2Fe.com%2Fa%2520b``: encoding the nested URI made its
    own ``%20`` a ``%2520``, as it must), and from a parameter's value that
    is a URI with its ``://`` left as written (a search engine's redirect,
    ``/url?q=http://e.org/a%2520b``: its ``%`` encoded, sweep 186)."""
    if "%3" not in text and "=" not in text:
        return []
    upper = text.upper()
    found: list[tuple[int, int]] = []
    next_break = {"&": 0, "#": 0}  # searched again only once passed (-1: none left): linear
    # The value of a parameter written with its "://" (one search for all:
    # one search from each nested URI's end was quadratic in a long query).
    written = [m.start() for m in compiled_re(NESTED_WRITTEN).finditer(text)] if "://" in text else []
    index = 0
    at = upper.find("%3A%2F%2F")
    while True:
        while index < len(written) and written[index] < (found[-1][1] if found else 0):
            index += 1
        if index < len(written) and (at < 0 or written[index] < at):
            at = written[index]
        if at < 0:
            break
        for char, pos in next_break.items():
            if 0 <= pos < at:
                next_break[char] = text.find(char, at)
        ends = [pos for pos in next_break.values() if pos >= 0]
        end = min(ends) if ends else len(text)
        found.append((at, end))
        if end == len(text):
            break
        at = upper.find("%3A%2F%2F", end)
    return found


def _stored_name(text: str, rel: int, low: int, high: int) -> tuple[int, bool]:
    """The end of the path segment of `text` (a URI) holding `rel`, the
    path running from `low` to `high`, and whether the segment is a name
    form-encoded ("+" for a blank) and then percent-encoded: a "%2B" (or
    another delimiter encoded once, SEGMENT_ONCE) beside its "%25XX" says
    so, where encoding a URL twice would have written "%252B". Blogger and Squarespace publish an image "a (1).png" as
    ".../a%2B%25281%2529.png", and decoding it once names another object
    (sweep 195: 18 findings in an RPG Maker plugin's read-me, all so)."""
    begin = text.rfind("/", low, rel) + 1 or low
    end = text.find("/", rel, high)
    end = high if end < 0 else end
    return end, compiled_re(SEGMENT_ONCE).search(text, begin, end) is not None


# A delimiter encoded once: beside a "%25XX" in one segment or query value,
# it says the value was encoded once as a whole, holding escapes of its own
# (a CDX server's resumeKey "com%2Ccnn%29" sent in a query, GA4's
# "uafvl=Not%252FA)Brand%3B8.0", a nested query "q%3Da%2520b": sweep 213,
# 121 findings); encoding a URL twice writes "%252B", "%253D" instead.
ENCODED_ONCE = r"%(?:2[BbCcFf6]|3[AaBbDdFf]|7[Cc]|40|23|24)"
# In a path segment, not "%2F", "%3F" nor "%23": a whole path encoded into
# one segment ("docs%2Fmy%2520file.pdf") is the double encoding this rule is for.
SEGMENT_ONCE = r"%(?:2[BbCc6]|3[AaBbDd]|7[Cc]|40|24)"


def _value_encoded_once(text: str, rel: int, floor: int) -> tuple[int, bool]:
    """The end of the query value or fragment of `text` (a URI) holding
    `rel`, its start looked for no further back than `floor`, and whether
    it holds a delimiter encoded once (ENCODED_ONCE)."""
    begin = max(text.rfind("=", floor, rel), text.rfind("&", floor, rel), text.rfind("?", floor, rel), text.rfind("#", floor, rel)) + 1
    ends = [at for at in (text.find("&", rel), text.find("#", rel)) if at >= 0]
    end = min(ends) if ends else len(text)
    return end, begin > 0 and compiled_re(ENCODED_ONCE).search(text, begin, end) is not None


NESTED_WRITTEN = r"=(?=[A-Za-z][A-Za-z0-9+.\-]{0,31}://)"


def _inside(ranges: list[tuple[int, int]], rel: int) -> bool:
    """Whether `rel` lies inside one of `ranges` (sorted, not overlapping)."""
    i = bisect.bisect_left(ranges, (rel,)) - 1
    return i >= 0 and rel < ranges[i][1]


def _utf8_runs_only(spots: list[Spot]) -> list[Spot]:
    """`spots`, those whose run of adjacent double-encoded octets would not
    decode as UTF-8 left without a replacement: ``%25aa`` as ``%AA`` is a
    lone non-UTF-8 byte, not what a single encoding of any text writes
    (and URI007 would then guess at it again)."""
    result: list[Spot] = []
    run: list[Spot] = []
    for spot in [*spots, None]:
        if spot is not None and (not run or run[-1].end == spot.start):
            run.append(spot)
            continue
        octets = bytes(int(s.replacement[1:], 16) for s in run if s.replacement)
        try:
            octets.decode("utf-8")
            result += run
        except UnicodeDecodeError:
            result += [
                s._replace(replacement=None, message=f"'{s.shown}' looks double-encoded, but {s.replacement} alone is not UTF-8")
                for s in run
            ]
        run = [] if spot is None else [spot]
    return result
