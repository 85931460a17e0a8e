"""IRIs (RFC 3987): which characters read well decoded, runs of
percent-encoded UTF-8, and the IRI form of a URI's normal form."""

from __future__ import annotations

import unicodedata

from ..records import NamedTuple
from .hosts import names_dns_host, to_ulabel
from .normalize import normalize, split
from .syntax import is_triplet, octet

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Callable, Iterator

# Format characters that are part of words (Persian, Indic scripts, emoji).
JOINERS = frozenset("\u200c\u200d")
# ucschar of RFC 3987 section 2.2 as (first, last) code points.
UCSCHAR = (
    (0xA0, 0xD7FF), (0xF900, 0xFDCF), (0xFDF0, 0xFFEF),
    *((plane, plane + 0xFFFD) for plane in range(0x10000, 0xE0000, 0x10000)),
    (0xE1000, 0xEFFFD),
)


def to_iri(uri: str, scheme_based: bool = True) -> str:
    """The IRI form (RFC 3987 section 3.2) of `uri`'s normal form: readable
    percent-encoded UTF-8 decoded in userinfo, path, query and fragment,
    ``xn--`` host labels of a DNS name as U-labels (a host of another
    scheme is decoded as the path is: hosts.py). Raises NotAUri."""
    parts = split(normalize(uri, scheme_based))

    def decode(text: str | None) -> str | None:
        return None if text is None else iri_decode(text, readable)

    host = parts.host
    if host is not None and not host.startswith("["):
        if names_dns_host(parts.scheme or None):
            host = ".".join(to_ulabel(label) or label for label in host.split("."))
        else:
            host = decode(host)

    return parts._replace(
        userinfo=decode(parts.userinfo), host=host, path=decode(parts.path) or "",
        query=decode(parts.query), fragment=decode(parts.fragment),
    ).text()


def readable(char: str) -> bool:
    """True for a character that may appear decoded in an IRI: ucschar
    (RFC 3987 2.2) except spaces, controls, unassigned and private-use
    code points, and format characters other than the joiners (bidi
    controls are forbidden by RFC 3987 4.1; the others are invisible)."""
    code = ord(char)
    if not any(lo <= code <= hi for lo, hi in UCSCHAR):
        return False
    category = unicodedata.category(char)
    if category == "Cf":
        return char in JOINERS
    return category[0] not in "ZC"


def word_char(char: str) -> bool:
    """True for a non-ASCII letter, mark or digit (URI106's narrower set)."""
    return readable(char) and unicodedata.category(char)[0] in "LMN"


class Run(NamedTuple):
    """Percent-encoded UTF-8 at text[start:end] that decodes to `chars`."""

    start: int
    end: int
    chars: str


def iri_runs(text: str, wanted: Callable[[str], bool]) -> Iterator[Run]:
    """Maximal runs of percent-encoded UTF-8 in `text` whose every decoded
    character passes `wanted` (ASCII characters never do)."""
    i = text.find("%")
    run: Run | None = None
    while 0 <= i < len(text):
        char, width = _utf8_char(text, i)
        if char is not None and char >= "\x80" and wanted(char):
            if run is not None and run.end == i:
                run = Run(run.start, i + width, run.chars + char)
            else:
                if run is not None:
                    yield run
                run = Run(i, i + width, char)
            i = text.find("%", i + width)
        else:
            i = text.find("%", i + (3 if is_triplet(text, i) else 1))
    if run is not None:
        yield run


def iri_decode(text: str, wanted: Callable[[str], bool]) -> str:
    """`text` with the runs of `iri_runs` decoded."""
    out = []
    pos = 0
    for run in iri_runs(text, wanted):
        out += [text[pos : run.start], run.chars]
        pos = run.end
    out.append(text[pos:])
    return "".join(out)


def _utf8_char(text: str, i: int) -> tuple[str | None, int]:
    """The character encoded by the UTF-8 triplets at text[i:], and the
    width of its triplets; (None, 0) when they are not valid UTF-8."""
    if not is_triplet(text, i):
        return None, 0
    lead = octet(text[i : i + 3])
    count = 1 if lead < 0x80 else 2 if 0xC2 <= lead < 0xE0 else 3 if 0xE0 <= lead < 0xF0 else 4 if 0xF0 <= lead < 0xF5 else 0
    if count == 0 or i + 3 * count > len(text):
        return None, 0
    if not all(is_triplet(text, i + 3 * k) for k in range(count)):
        return None, 0
    data = bytes(octet(text[i + 3 * k : i + 3 * k + 3]) for k in range(count))
    try:
        return data.decode("utf-8"), 3 * count
    except UnicodeDecodeError:
        return None, 0
