"""Runs of percent-encoded octets that are not UTF-8, and their legacy readings.

A run starts and ends at a percent-encoded octet >= 0x80; inside it, other
triplets and raw letters and digits (the ASCII second byte of a Shift_JIS,
GBK or Big5 character, ``%83j``) may stand. A run that decodes as UTF-8 is
fine; any other is read in each legacy encoding below.

The plausibility rule (URI007's fix transcodes only when it picks one
text): a reading is plausible when it decodes cleanly and every character
it yields beyond ASCII is a common one of the encoding's language:

- EUC-JP, Shift_JIS: kana (full width), or a level-1 kanji of JIS X 0208;
- GBK/GB18030: a level-1 hanzi of GB 2312;
- Big5: a level-1 hanzi of Big5;
- EUC-KR: one of the 2,350 Hangul syllables of KS X 1001;
- windows-1251, KOI8-R: Cyrillic letters, each word all-Cyrillic in lower or
  title case (``Привет``, not ``оПИЖЕТ``);
- windows-1252: Latin letters, each word holding more ASCII letters than
  accented ones (``München``, not ``Ïðèâåò``).

CJK punctuation and fullwidth forms count as common for the CJK encodings.
One reading is clearly the most plausible, and the fix is offered, when the
plausible readings give one text (EUC-JP and Shift_JIS may agree), or when
the host's country code names a language (``.jp``: EUC-JP and Shift_JIS;
``.cn``: GBK; ``.tw``, ``.hk``: Big5; ``.kr``: EUC-KR; ``.ru``, ``.ua``,
``.by``, ``.bg``: windows-1251 and KOI8-R) whose readings give one
plausible text. Short CJK runs are often plausible in several encodings
at once (EUC-JP katakana are common Big5 hanzi): then the message lists
the readings and no fix is offered.
"""

from __future__ import annotations

import unicodedata

from .pattern_store import compiled_re
from .records import NamedTuple
from .uri import HEXDIG, Uri, ip_literal

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

# (label shown, Python codec) in the order messages name them.
ENCODINGS = (
    ("EUC-JP", "euc_jp"),
    ("Shift_JIS", "cp932"),
    ("GBK", "gb18030"),
    ("Big5", "cp950"),
    ("EUC-KR", "cp949"),
    ("windows-1251", "cp1251"),
    ("KOI8-R", "koi8_r"),
    ("windows-1252", "cp1252"),
)
_SINGLE_BYTE = frozenset({"cp1251", "koi8_r", "cp1252"})
# Trail bytes taken when written as a triplet: the letters and "@[]". A
# trail must read the same in the forms safe fixes turn into each other,
# or fixing twice would do more than fixing once: URI002 decodes a
# letter's triplet to the raw letter (a trail), so both are trails
# (``%91%41`` and ``%91A`` are one Shift_JIS character). URI002 decodes
# "_" and "~", and URI004 encodes a raw "\\" or "^", whose raw forms are
# not trails: so neither are their triplets (``%83%5C`` has no reading).
# No fix turns a raw "@", "[" or "]" into its triplet or back.
TRIPLET_TRAILS = frozenset(b"@[]ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
# Those left out that are a Shift_JIS, GBK or Big5 trail as often ("%83%5C"
# is ソ, "%83%5E" タ, "%83%7E" ミ): a run of an odd number of octets cut
# before one may end in that character's lead byte, so no single-byte
# reading of it is plausible
# (sweep 206: "%83%5C" alone read as windows-1251's "ѓ" got an unsafe fix
# to "%D1%93%5C", another query).
BLOCKING_TRAILS = frozenset(b"\\^`{|}~")


class Run(NamedTuple):
    """A run of octets (file offsets [start, end)) that is not UTF-8."""

    start: int
    end: int
    data: bytes
    before: str  # the letters just before the run (its word's start)
    after: str  # the letters just after it
    trail: int  # the byte of a raw letter or low triplet right after the run, or -1
    trail_end: int  # where that trail ends
    cut: bool = False  # a triplet no reading takes as a trail follows (BLOCKING_TRAILS)


class Reading(NamedTuple):
    encoding: str  # shown label
    text: str
    plausible: bool
    end: int  # where the octets read end (past the run's trail when it took it)


# A run of adjacent triplets (each character class is followed by a literal
# "%" or the end: linear).
TRIPLET_RUN = compiled_re(r"(?:%[0-9A-Fa-f]{2})+")


def all_utf8(text: str) -> bool:
    """True when every run of adjacent triplets in `text` decodes as UTF-8:
    then invalid_runs finds nothing (raw letters between valid sequences
    keep them valid). The common case, answered by C code."""
    for match in TRIPLET_RUN.finditer(text):
        try:
            bytes.fromhex(match.group().replace("%", "")).decode("utf-8")
        except UnicodeDecodeError:
            return False
    return True


def incomplete_tail(data: bytes) -> int:
    """How many octets the last character of `data` holds when it is UTF-8
    cut short (what comes before it is UTF-8, the character's end is
    missing: ``%DA%A9%D8``), else 0."""
    for cut in (1, 2, 3):
        try:
            data[:-cut].decode("utf-8")
        except UnicodeDecodeError:
            continue
        try:
            data[-cut:].decode("utf-8")
        except UnicodeDecodeError as error:
            return cut if error.reason == "unexpected end of data" else 0
        return 0
    return 0


def invalid_runs(uri: Uri) -> Iterator[Run]:
    """The runs of `uri` whose octets are not UTF-8: high triplets, each
    maybe followed by one trail byte (a raw letter or digit, or a triplet
    of TRIPLET_TRAILS: the second byte of a Shift_JIS, GBK or Big5
    character) when another high triplet follows."""
    if all_utf8(uri.text):
        return
    literal = ip_literal(uri) if "[" in uri.text else None
    for base, text in uri.pieces():
        i = text.find("%")
        while i >= 0:
            if not _high(text, i) or (literal is not None and literal.start <= base + i < literal.end):
                i = text.find("%", i + 1)
                continue
            data = bytearray()
            j = end = i
            while _high(text, j):
                data.append(int(text[j + 1 : j + 3], 16))
                j = end = j + 3
                trail, after_trail = _trail(text, j)
                if trail >= 0 and _high(text, after_trail):
                    data.append(trail)
                    j = after_trail
            trail, trail_end = _trail(text, end)
            chunk = bytes(data)
            try:
                chunk.decode("utf-8")
            except UnicodeDecodeError:
                yield Run(base + i, base + end, chunk, _letters_before(text, i), _letters_after(text, end),
                          trail, base + trail_end, _triplet(text, end) and int(text[end + 1 : end + 3], 16) in BLOCKING_TRAILS)
            i = text.find("%", end)


def joins_run(text: str, i: int, j: int) -> bool:
    """True when text[i:j], percent-encoded (its UTF-8 octets are all
    >= 0x80), would join a run of octets next to it: a high triplet right
    before or after it, or one with a trail byte between (``%A5%5Bé``).
    URI007 would then read the new octets with the run."""
    if i >= 3 and _high(text, i - 3) or _high(text, j):
        return True
    trail, after = _trail(text, j)
    if trail >= 0 and _high(text, after):
        return True
    for start in (i - 1, i - 3):  # a raw trail letter, or a trail's triplet, before
        if start >= 3 and _trail(text, start)[1] == i and _high(text, start - 3):
            return True
    return False


def _trail(text: str, j: int) -> tuple[int, int]:
    """The possible DBCS trail byte at text[j] and where it ends, or (-1, j)."""
    if _triplet(text, j):
        value = int(text[j + 1 : j + 3], 16)
        return (value, j + 3) if value in TRIPLET_TRAILS else (-1, j)
    if j < len(text) and text[j].isascii() and text[j].isalnum() and ord(text[j]) >= 0x40:
        return ord(text[j]), j + 1
    return -1, j


def readings(run: Run) -> list[Reading]:
    """Each legacy encoding that decodes the run cleanly (a double-byte one
    may take the trail byte after it), and whether its reading is
    plausible (see the module docstring)."""
    found: list[Reading] = []
    for label, codec in ENCODINGS:
        if codec not in _SINGLE_BYTE and len(run.data) < 2 and run.trail < 0:
            continue
        text, end = _decode(run, codec)
        if text is None:
            continue
        if any(unicodedata.category(c) in ("Cc", "Co", "Cn") for c in text if not c.isascii()):
            continue
        found.append(Reading(label, text, _plausible(codec, text, run), end))
    return found


def _decode(run: Run, codec: str) -> tuple[str | None, int]:
    try:
        return run.data.decode(codec), run.end
    except UnicodeDecodeError:
        pass
    if codec in _SINGLE_BYTE or run.trail < 0:
        return None, run.end
    try:
        return (run.data + bytes((run.trail,))).decode(codec), run.trail_end
    except UnicodeDecodeError:
        return None, run.end


# A host's country code, and the encodings of its language.
COUNTRY_ENCODINGS = {
    "jp": ("EUC-JP", "Shift_JIS"),
    "cn": ("GBK",),
    "tw": ("Big5",),
    "hk": ("Big5",),
    "kr": ("EUC-KR",),
    **dict.fromkeys(("ru", "ua", "by", "bg"), ("windows-1251", "KOI8-R")),
}


def best(found: list[Reading], country: str = "") -> Reading | None:
    """The reading that is clearly the most plausible, or None."""
    plausible = [r for r in found if r.plausible]
    preferred = [r for r in plausible if r.encoding in COUNTRY_ENCODINGS.get(country, ())]
    for group in (preferred, plausible):
        if group and len({r.text for r in group}) == 1:
            return group[0]
    return None


def _plausible(codec: str, text: str, run: Run) -> bool:
    wide = [c for c in text if not c.isascii()]
    if codec in ("euc_jp", "cp932"):
        return all(_kana(c) or _cjk_common(c) or _jis_level1(c) for c in wide)
    if codec == "gb18030":
        return all(_cjk_common(c) or _level1(c, "gb2312", 0xB0, 0xD7) for c in wide)
    if codec == "cp950":
        return all(_cjk_common(c) or _level1(c, "big5", 0xA4, 0xC6) for c in wide)
    if codec == "cp949":
        return all(_cjk_common(c) or ("\uac00" <= c <= "\ud7a3" and _level1(c, "euc_kr", 0xB0, 0xC8)) for c in wide)
    if run.cut and len(run.data) % 2 and run.data[-1] >= 0x81:  # double-byte text's lead byte, its trail cut off?
        return False
    words = _words(run.before + text + run.after)
    if codec == "cp1252":
        return all(c.isalpha() for c in wide) and all(
            sum(c.isascii() for c in w) > sum(not c.isascii() for c in w) for w in words if not w.isascii()
        )
    return all(unicodedata.name(c, "").startswith("CYRILLIC") for c in wide) and all(
        w.isascii() or (not any(c.isascii() for c in w) and (w.islower() or (w[0].isupper() and w[1:].islower()) or len(w) == 1))
        for w in words
    )


def _words(text: str) -> list[str]:
    words, current = [], []
    for c in text:
        if c.isalpha():
            current.append(c)
        elif current:
            words.append("".join(current))
            current = []
    if current:
        words.append("".join(current))
    return words


def _kana(c: str) -> bool:
    return "\u3041" <= c <= "\u30ff"


def _cjk_common(c: str) -> bool:
    """CJK punctuation and fullwidth ASCII forms."""
    return "\u3000" <= c <= "\u303f" or "\uff01" <= c <= "\uff5e"


def _jis_level1(c: str) -> bool:
    return _level1(c, "euc_jp", 0xB0, 0xCF)


def _level1(c: str, codec: str, low: int, high: int) -> bool:
    try:
        lead = c.encode(codec)[0]
    except UnicodeEncodeError:
        return False
    return low <= lead <= high


def _triplet(text: str, i: int) -> bool:
    return text.startswith("%", i) and i + 2 < len(text) and text[i + 1] in HEXDIG and text[i + 2] in HEXDIG


def _high(text: str, i: int) -> bool:
    return _triplet(text, i) and text[i + 1] in "89ABCDEFabcdef"


def _letters_before(text: str, i: int) -> str:
    """The ASCII letters just before text[i], raw or as triplets, decoded."""
    letters: list[str] = []
    j = i
    while True:
        if j > 0 and text[j - 1].isascii() and text[j - 1].isalpha():
            letters.append(text[j - 1])
            j -= 1
        elif j >= 3 and _letter_triplet(text, j - 3):
            letters.append(chr(int(text[j - 2 : j], 16)))
            j -= 3
        else:
            return "".join(reversed(letters))


def _letters_after(text: str, i: int) -> str:
    """The ASCII letters from text[i] on, raw or as triplets, decoded."""
    letters: list[str] = []
    j = i
    while True:
        if j < len(text) and text[j].isascii() and text[j].isalpha():
            letters.append(text[j])
            j += 1
        elif _letter_triplet(text, j):
            letters.append(chr(int(text[j + 1 : j + 3], 16)))
            j += 3
        else:
            return "".join(letters)


def _letter_triplet(text: str, i: int) -> bool:
    """A triplet at text[i] that encodes an ASCII letter (URI002 decodes it)."""
    return _triplet(text, i) and chr(int(text[i + 1 : i + 3], 16)).isalpha() and text[i + 1] in "4567"
