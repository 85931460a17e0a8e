"""invalid-utf8-percent (URI007)

What it flags: percent-encoded octets that do not decode as UTF-8: a lone
``%E4``, a truncated sequence, or the Latin-1 encoding of a letter
(``M%FCnchen`` for München).

Why it matters: RFC 3986 section 2.5 and RFC 3987 make UTF-8 the encoding
of text in URIs. Servers that decode as UTF-8 (nearly all today) read such
octets as U+FFFD or reject the request.

Example::

    https://example.com/M%FCnchen        ->   https://example.com/M%C3%BCnchen
    https://example.jp/?q=%A5%DE%A5%CB   ->   https://example.jp/?q=%E3%83%9E%E3%83%8B

The whole run of octets is read at once (``%A5%DE%A5%CB is EUC-JP for
マニ``), never triplet by triplet: a run is cut only by a character that is
neither a triplet nor an ASCII letter or digit. The message names each
legacy encoding (EUC-JP, Shift_JIS, GBK/GB18030, Big5, EUC-KR,
windows-1251, KOI8-R, windows-1252) that reads the run cleanly, with its
text. A lowercase run such as ``%e9`` is reported here only, not also by
URI001.

Fix (unsafe, a guess about the author's intent): the whole run transcoded
to UTF-8, percent-encoded, when exactly one reading is plausible: every
character it yields is common in the encoding's language (kana or level-1
kanji with at least one kana for EUC-JP and Shift_JIS; level-1 hanzi for
GBK and Big5; Hangul for EUC-KR; lower- or title-case Cyrillic words for
windows-1251 and KOI8-R; Latin words with more ASCII than accented letters
for windows-1252). When no reading or several readings are plausible, no
fix is offered, nor when the URI's runs read clearly only in different
encodings: the output is never a mix of encodings. The host's country
code breaks a tie (``.jp``: EUC-JP, Shift_JIS; ``.cn``: GBK; ``.tw``:
Big5; ``.kr``: EUC-KR; ``.ru``: windows-1251, KOI8-R), since short CJK runs
are often plausible in several encodings at once; a charset the query
declares (``ie=EUC-JP``, ``ie=gbk``) that reads the run is the one meant. A
run of an odd number of octets cut before ``%5C``, ``%5E``, ``%60`` or
``%7B``-``%7E`` (a Shift_JIS, GBK or Big5 trail no reading takes) has no
plausible single-byte reading: it may end in a lead byte. When another ``%`` of
the URI starts no triplet (``dist_name=144%20-%Delany,%Hubert``, URI006's),
its author wrote ``%`` as a plain character, so ``%De`` is likely no octet
at all: the fix writes the run's ``%`` as ``%25``, as URI006 writes the
other, and reads no encoding into it.
"""

from __future__ import annotations


from urilint.grouping import named
from urilint.model import Edit, Violation
from urilint.pattern_store import IGNORECASE, compiled_re
from urilint.octets import COUNTRY_ENCODINGS, Run, best, incomplete_tail, invalid_runs, readings
from urilint.policy import FixKind, fix
from urilint.uri import HEXDIG, UNRESERVED, Uri, is_triplet, pct_encode

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI007"
NAME = "invalid-utf8-percent"
SUMMARY = "Percent-encoded octets that are not valid UTF-8"
DEFAULT = True
FIXES = (FixKind.GUESS,)
# Engine fast path: only percent-encoded octets can be invalid UTF-8; a URI without any is skipped.
TRIGGER = "%"
SHOWN = 3  # readings a message names
STRAY_NOTE = " (fix: '%' as '%25': another '%' of this URI starts no escape, so its '%' is a plain character)"


# A charset the URI names for its query (Google's and Yahoo's "ie=EUC-JP",
# Baidu's "ie=gbk", a form's "_charset_="), by the label shown: the
# reading in it is meant when it reads the run (sweep 206).
_DECLARED = r"[?&](?:ie|charset|_charset_|enc|encoding|input_encoding)=([A-Za-z0-9_.:-]{2,20})(?=[&#]|$)"
DECLARED_LABELS = {
    **dict.fromkeys(("euc-jp", "eucjp", "x-euc-jp", "euc_jp"), "EUC-JP"),
    **dict.fromkeys(("shift_jis", "shift-jis", "sjis", "x-sjis", "cp932", "windows-31j", "ms932"), "Shift_JIS"),
    **dict.fromkeys(("gbk", "gb2312", "gb18030", "cp936", "euc-cn"), "GBK"),
    **dict.fromkeys(("big5", "big5-hkscs", "cp950"), "Big5"),
    **dict.fromkeys(("euc-kr", "cp949", "ks_c_5601-1987", "uhc"), "EUC-KR"),
    **dict.fromkeys(("windows-1251", "cp1251"), "windows-1251"),
    **dict.fromkeys(("koi8-r", "koi8r"), "KOI8-R"),
    **dict.fromkeys(("windows-1252", "cp1252", "iso-8859-1", "latin1", "latin-1"), "windows-1252"),
}


def check(uri: Uri) -> Iterator[Violation]:
    runs = list(invalid_runs(uri))
    if not runs:
        return
    host = uri.literal("host")
    country = host[1].rstrip(".").rpartition(".")[2].lower() if host else ""
    declared = _declared(uri)
    parts = [_part(uri, run, country, declared, lone=len(runs) == 1) for run in runs]
    first, last = runs[0], runs[-1]
    if len(runs) == 1:
        message = parts[0][0]
    else:
        # A run repeated is explained once, with its count.
        message = f"{len(runs)} runs of octets that are not UTF-8: " + named((part[0] for part in parts), "; ")
    if any(p[1] is None for p in parts):
        yield Violation(first.start, last.end, message)
        return
    if len(runs) > 1 and not frozenset.intersection(*(p[3] for p in parts)):
        # One author wrote the URI in one encoding: runs clear only in different ones (windows-1252's
        # "T%FCrk" beside windows-1251's "%FD%F0", where Turkish's windows-1254 was meant) are no clear reading.
        yield Violation(first.start, last.end, message + " (no fix: its runs read clearly only in different encodings)")
        return
    if _stray_percent(uri):
        percents = [Edit(at, at + 1, "%25") for run in runs for at in _percents(uri, run)]
        yield Violation(first.start, last.end, message + STRAY_NOTE, fix(FixKind.GUESS, uri.span.context, percents))
        return
    edits = [Edit(run.start, end, replacement or "") for run, (_, replacement, end, _) in zip(runs, parts)]
    # A reading may take the trail byte after the run: the range covers it.
    yield Violation(first.start, max(last.end, edits[-1].end), message, fix(FixKind.GUESS, uri.span.context, edits))


def _declared(uri: Uri) -> tuple[str, str] | None:
    """(the label of the charset the URI declares for its query, as
    written), or None."""
    if "=" not in uri.text:
        return None
    found = compiled_re(_DECLARED, IGNORECASE).search(uri.text)
    label = DECLARED_LABELS.get(found.group(1).lower()) if found is not None else None
    return None if label is None else (label, found.group()[1:])  # type: ignore[union-attr]


def _part(
    uri: Uri, run: Run, country: str, declared: tuple[str, str] | None = None, lone: bool = False
) -> tuple[str, str | None, int, frozenset[str]]:
    """The message part for one run, its UTF-8 replacement (None: no fix),
    where the octets it replaces end, and the encodings of its reading.
    One octet with no letter beside it, the URI's only run (`lone`), names
    no encoding clearly without its host's country: okhttp's test of
    "http://host/#%80" is no windows-1251 "Ђ" (sweep 217); "caf%E9" is
    windows-1252's "café"."""
    written = uri.slice(run.start, run.end)
    if _cut_short(uri, run):
        return f"'{written}' is UTF-8 cut short, its last character incomplete (no fix: the URI looks cut off or broken across lines)", None, run.end, frozenset()
    found = readings(run)
    named = next((r for r in found if r.encoding == declared[0]), None) if declared else None
    if named is not None:
        written = uri.slice(run.start, named.end)
        message = f"'{written}' is {named.encoding} for '{named.text}' (as its '{declared[1]}' says), not UTF-8"  # type: ignore[index]
        return message, _encode(named.text), named.end, frozenset((named.encoding,))
    alone = lone and len(run.data) == 1 and not run.before and not run.after and country not in COUNTRY_ENCODINGS
    chosen = None if alone else best(found, country)
    if chosen is not None:
        agree = [r.encoding for r in found if r.plausible and r.text == chosen.text]
        written = uri.slice(run.start, chosen.end)
        return f"'{written}' is {' or '.join(agree)} for '{chosen.text}', not UTF-8", _encode(chosen.text), chosen.end, frozenset(agree)
    if not found:
        return f"'{written}' is not valid UTF-8", None, run.end, frozenset()
    found.sort(key=lambda r: not r.plausible)  # plausible readings first
    written = uri.slice(run.start, max(r.end for r in found))
    # Every plausible reading, past SHOWN too: the one meant may be the
    # last (sweep 123: a Korean page's EUC-KR Hangul came fifth, hidden).
    shown = max(SHOWN, sum(r.plausible for r in found))
    listed = ", ".join(f"{r.encoding} '{r.text}'" for r in found[:shown])
    return f"'{written}' is not valid UTF-8; it reads as {listed}{', …' if len(found) > shown else ''} (no fix: none is clearly meant)", None, run.end, frozenset()


def _cut_short(uri: Uri, run: Run) -> bool:
    """Whether `run` is UTF-8 whose last character lost its end with the
    URI's: the run ends the URI, or an ellipsis does, or a "%" and at most one hex digit
    (hazm's docstrings wrap "...%DA%A" / "9%D8..." across lines; a link
    shortened to ".../%D9%87%D8…": sweep 218). A whole character comes
    first, or two octets of the cut one, or a stray "%" after it shows
    the cut ("files/%E4%B8%": sweep 220)."""
    rest = uri.slice(run.end, uri.end)
    if rest and rest not in ("...", "…") and not (rest[0] == "%" and len(rest) <= 2 and all(c in HEXDIG for c in rest[1:])):
        return False
    data = run.data
    cut = incomplete_tail(data)
    if not cut or (len(data) == cut == 1 and not rest):
        return False  # whole, or one lead byte alone: no UTF-8 written before it
    # One lead byte at the very end may be a Latin-1 letter after UTF-8
    # ("%C3%A4%E4": a mix, URI007's reading): a cut only after a script
    # Latin-1 does not write, or before what shows the cut.
    return cut > 1 or bool(rest) or all(ord(c) > 0x24F for c in data[:-cut].decode("utf-8") if not c.isascii())


def _stray_percent(uri: Uri) -> bool:
    """Whether a ``%`` of `uri` starts no triplet (URI006 reports it)."""
    for _, text in uri.pieces():
        i = text.find("%")
        while i >= 0:
            if not is_triplet(text, i):
                return True
            i = text.find("%", i + 3)
    return False


def _percents(uri: Uri, run: Run) -> Iterator[int]:
    """Where the '%'s of `run` stand."""
    written = uri.slice(run.start, run.end)
    at = written.find("%")
    while at >= 0:
        yield run.start + at
        at = written.find("%", at + 1)


def _encode(text: str) -> str:
    """`text` as URI characters: unreserved ASCII as is, the rest percent-encoded."""
    return "".join(c if c in UNRESERVED else pct_encode(c) for c in text)
