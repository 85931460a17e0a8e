"""Where a bare URI ends: trailing punctuation, closing brackets that
close nothing, an unclosed ``{`` before a quote, and text that is a
regular expression rather than a URI (GFM's extended autolink rules plus
what source code adds)."""

from __future__ import annotations

from ..compat import possessive
from ..pattern_store import compiled, compiled_re
from ..uri.syntax import SEPARATED_SCHEME

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re

# A footnote's way back, "↩" (and its text-style selector U+FE0E), glued
# to the URL a note ends with in pandoc's and bookdown's plain text
# (bookdown's search_index.json: 123 findings in sweep 71), ends one too;
# so do Arabic script's comma, semicolon, question mark and full stop, and
# Hebrew's geresh and gershayim (sweep 148: "https://e.com، ..." in Persian
# prose read a host label "com،").
# A bidi mark at the end is right-to-left text's formatting (outline-apps'
# Hebrew "...id1356177741\u200f<br>": sweep 179); inside a URI it still is
# no IRI's (RFC 3987 4.1), and reported.
TRAILING_PUNCTUATION = frozenset(
    ".,;:!?'*”’»…\u21a9\ufe0e\u060c\u061b\u061f\u06d4\u05f3\u05f4\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e"
    "\u2066\u2067\u2068\u2069"
    "\u00b9\u00b2\u00b3\u2070\u2074\u2075\u2076\u2077\u2078\u2079"  # a footnote's mark: "https://google.com¹" (sweep 189)
    # Other scripts' full stops and commas (sweep 215: keepassxc's Khmer
    # catalogue, "https://haveibeenpwned.com/Passwords។"): Devanagari and
    # Bengali danda, Khmer, Armenian, Ethiopic, Myanmar, Tibetan, Georgian,
    # Mongolian, Thai, Sinhala.
    "\u0964\u0965\u17d4\u17d5\u0589\u1362\u1363\u1364\u1367\u1368\u104a\u104b\u0f0d\u0f0e\u10fb\u1802\u1803"
    "\u0e5a\u0e5b\u0df4"
)
CLOSERS = {")": "(", "]": "[", "}": "{", "）": "（"}
# What trim may drop: a URI ending in neither needs no trim call.
TRIMMED = TRAILING_PUNCTUATION | frozenset(CLOSERS)
# Characters right after a candidate that show it is a regular expression
# (an escaped metacharacter), not a URI.
REGEX_ESCAPED = frozenset(".?+*()[]{}|^$dwsDWSbB")
# Substrings that only occur in regular expressions, never in a URI a
# person would write: groups, negated classes, "any" repetitions, escapes.
REGEX_MARKERS = ("(?", "[^", ".*", ".+", "\\d", "\\w", "\\s+", "\\S+", "\\s*", "\\S*")
# An alternation inside a group, "(sum|prod)": a "|" after an unclosed "(".
# [^()]*+ stops at the next parenthesis, so each character is seen twice
# at most.
REGEX_ALTERNATION = compiled(r"\([^()|]*+\|")


def cut_unclosed_brace(text: str, start: int, end: int) -> int:
    """A URI that ends at a quote inside an unclosed ``{`` is followed by
    source code shown in text (``.../{sponsor["img"]}``): it ends before
    that ``{``."""
    brace = text.rfind("{", start, end)
    if brace < 0 or text.find("}", brace, end) >= 0:
        return end
    return brace


SEPARATOR = SEPARATED_SCHEME  # the URI layer's (a fix must not write one either)
# Markup in a string (``"https://e.org/</a></br>Examples:"``): a closing or
# an empty tag. A start tag alone is not enough (``"https://e.com/a<b>"``:
# "<b>" may be URI content, a finding, or a placeholder).
TAG = possessive(r"</[A-Za-z][\w-]*+\s*+>|<[A-Za-z][\w-]*+(?:\s[^<>]*+)?/>")


# SEPARATOR with the "scheme://" it looks ahead to as a group, which tells
# where that look ends; and the last search with it: the text (by
# identity), where it started, what it found.
_SEPARATOR_AHEAD = possessive(r"[|,\uFF0C\u3001\uFF1B](?=([A-Za-z][A-Za-z0-9+.-]*+://))")
_LAST_SEPARATOR: list[tuple[str, int, re.Match[str] | None] | None] = [None]


def cut_at_separator(text: str, start: int, end: int) -> int:
    """End the URI at a "|" or "," that a second ``scheme://`` follows.

    The next separator after `start` is looked for in the whole text and
    kept: the next URI of a line asks from further on, and is answered
    without a search until it passes what was found (a line of thousands
    of URIs that never reach a separator, each cut soon after its start,
    made each search read the rest of its body: quadratic). A separator
    whose "scheme://" runs past `end` ends nothing, and none after it can
    (its scheme holds no separator)."""
    last = _LAST_SEPARATOR[0]
    if last is not None and last[0] is text and last[1] <= start and (last[2] is None or start <= last[2].start()):
        found = last[2]
    else:
        found = _SEPARATOR_AHEAD.search(text, start)
        _LAST_SEPARATOR[0] = (text, start, found)
    return found.start() if found is not None and found.end(1) <= end else end


OPENING = {"{": "}", "[": "]", "(": ")", "（": "）"}


def cut_unbalanced(text: str, start: int, end: int) -> int:
    """End the URI at a ``}``, ``]`` or ``)`` that closes nothing inside
    it: the URI was the content of ``{...}`` (XML Clark notation
    ``{http://ns}tag``), ``[...]`` or ``(...)`` (``见[文档](https://e.com/a)讨论``
    outside Markdown: GFM's rule, a ``)`` without its ``(`` ends the URI)."""
    segment = text[start:end]
    depth = {"}": 0, "]": 0, ")": 0, "）": 0}
    for i, char in enumerate(segment):
        if char in OPENING:
            depth[OPENING[char]] += 1
        elif char in depth:
            if depth[char] == 0:
                return start + i
            depth[char] -= 1
    return end


# Minecraft's formatting codes: "§" and one of these colours a chat
# message's or a form's text ("§bhttps://e.org/§r"); Bungee's "§x" starts
# a hex colour.
FORMAT_CODES = frozenset("0123456789abcdefklmnorxABCDEFKLMNORX")


def before_format_codes(text: str, start: int, end: int) -> int:
    """The end of the URI text[start:end] before the Minecraft formatting
    codes it ends with ("https://e.org/§r§f": the colour reset after a
    link in a chat message, sweep 195), as its chat shows them: markup."""
    while end - 2 > start and text[end - 2] == "\u00a7" and text[end - 1] in FORMAT_CODES:
        end -= 2
    return end


def trim(text: str, start: int, end: int) -> int:
    """Drop trailing punctuation and unbalanced closing brackets."""
    # Bracket counts are taken once per kind and kept up to date: only
    # closers and punctuation (no bracket) are dropped, so a run of n
    # closers costs O(n), not n counts of the whole URI.
    counts: dict[str, int] = {}
    while end > start:
        last = text[end - 1]
        if last == "*" and text[end - 2 : end - 1] == "|" and _closes_merge_tag(text, start, end):
            break
        if last in TRAILING_PUNCTUATION:
            end -= 1
        elif last in CLOSERS:
            opener = CLOSERS[last]
            if last not in counts:
                counts[last] = text.count(last, start, end)
                counts[opener] = text.count(opener, start, end)
            if counts[last] > counts[opener]:
                counts[last] -= 1
                end -= 1
            else:
                break
        else:
            break
    return end


# Mailchimp's merge tag, *|URL:EMAIL|* (its URL-encoding form): the
# closing "*" is the tag's, not punctuation (sweep 215: km-support's
# "landing?kmi=*|URL:EMAIL|*" lost it, and its "|" were reported).
_MERGE_TAG = possessive(r"\*\|[A-Za-z0-9_:\-]++\|\*")
MERGE_TAG_REACH = 80  # characters a merge tag's name may take


def _closes_merge_tag(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] ends with a whole Mailchimp merge tag."""
    opener = text.rfind("*|", max(start, end - MERGE_TAG_REACH), end - 2)
    return opener >= 0 and _MERGE_TAG.fullmatch(text, opener, end) is not None


def looks_like_regex(text: str, start: int, end: int) -> bool:
    """True when text[start:end] is (part of) a regular expression."""
    if start and (text[start - 1] == "^" or text[start - 2 : start] == ".*"):
        return True  # an anchor: "^https://|^http://"; a wildcard: sed's "s/.*Version://p" (nf-core)
    if text[end : end + 1] == "\\" and text[end + 1 : end + 2] in REGEX_ESCAPED:
        return True
    slashes = text.find("://", start, min(end, start + 40))
    if slashes >= 0 and text[slashes + 3 : slashes + 4] == "\\" and text[slashes + 4 : slashes + 5] in "|)":
        return True  # a scheme alone, then an alternation: Vim's '\(https\?://\|ftp://\|...\)' (sweep 219)
    if text[start - 2 : start] == "\\:" and text.startswith("//", start) and text[start + 2 : start + 3] in "|)":
        return True  # the same after an escaped colon: Ruby's %r{(http\://|https\://)(.*)} (sweep 216: puppetlabs-stdlib)
    if end > start and text[end - 1] == "$" and (end - 2 < start or text[end - 2] != "$"):
        return True
    if text.find("\\.", start, end) >= 0 and _escaped_dot_in_authority(text, start, end):
        return True
    # One search for any marker or an alternation in a group, in place
    # (this runs for every bare URI: a slice and seven scans before).
    return _REGEX_SIGN.search(text, start, end) is not None


# REGEX_MARKERS or REGEX_ALTERNATION, as one pattern.
_REGEX_SIGN = compiled_re(r"\(\?|\[\^|\.\*|\.\+|\\d|\\w|\\[sS][+*]|\([^()|]*\|")


_AUTHORITY_END = compiled_re(r"[/?#]")


def _escaped_dot_in_authority(text: str, start: int, end: int) -> bool:
    r"""True when the authority holds ``\.`` (``https://ruby-doc\.org/.*``):
    a regular expression's escaped dot; no host is written so."""
    found = _authority(text, start, end)
    return found is not None and text.find("\\.", found[0], found[2]) >= 0


_DIGITS = compiled_re(r"[0-9]+")


def _authority(text: str, start: int, end: int) -> tuple[int, int, int] | None:
    """(authority start, host start, authority end) of the URI
    text[start:end], or None when it has no "//"."""
    slashes = text.find("//", start, end)
    if slashes < 0:
        return None
    authority = slashes + 2
    stop = _AUTHORITY_END.search(text, authority, end)
    authority_end = end if stop is None else stop.start()
    return authority, text.rfind("@", authority, authority_end) + 1 or authority, authority_end


def cut_after_port(text: str, start: int, end: int) -> int:
    """End the URI right after its port's digits when a letter follows
    them (``https://localhost:1234에서``: Korean prose, not a port), or a
    hyphen and a letter beyond ASCII (Tamil's ``localhost:1234-இல்``,
    sweep 185)."""
    found = _authority(text, start, end)
    if found is None:
        return end
    _, host, authority_end = found
    if text.startswith("[", host):
        close = text.find("]", host, authority_end)
        colon = close + 1 if close >= 0 and text.startswith(":", close + 1) else -1
    else:
        colon = text.rfind(":", host, authority_end)
    if colon < 0:
        return end
    digits = _DIGITS.match(text, colon + 1, authority_end)
    if digits is None or digits.end() == authority_end:
        return end
    after = digits.end()
    if text[after].isalpha() or (
        text[after] == "-" and after + 1 < authority_end and text[after + 1] > "\x7f" and text[after + 1].isalpha()
    ):
        return after
    return end


# Scripts written without spaces between words: Han, Kana, Hangul, and the
# full-width forms. Prose in them runs straight on from a URI.
# `regex`, not `re`: `re` compiles a class of such wide ranges in ~5 ms.
_SPACELESS = compiled(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]")
# Korean's optional particle: "(으)로", "(이)가", "(을)를".
_OPTIONAL_PARTICLE = compiled(r"\([\uac00-\ud7a3]\)[\uac00-\ud7a3]")
_ASCII_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def cut_glued_host(text: str, start: int, end: int) -> int:
    """Where the URI text[start:end] ends when prose is glued to its host,
    or where its host starts when no host is left (then there is no URI):

    - a label where ASCII letters or digits and a space-less script meet
      ends at the meeting (``https://example.com获取更多信息``,
      ``http://或https://``): a host label is written in one script;
    - a right single quotation mark in the host starts a suffix
      (``https://javascript.info’da``, ``https://example.com’s``): no host
      holds one;
    - a host of one non-ASCII label, with no dot, is a word after an
      empty ``scheme://`` (``http://または``, ``https://로``,
      ``http://‎``, the LRM of right-to-left text): no URI.

    The host decides where its URI goes: encoding such prose as an A-label
    (a safe fix in a data file) sends a browser elsewhere."""
    if text[start:end].isascii():  # most URIs: their host too
        return end
    found = _authority(text, start, end)
    if found is None:
        return end
    authority, host, authority_end = found
    if text[host:authority_end].isascii():  # most hosts
        return end
    apostrophe = text.find("’", host, authority_end)
    if apostrophe > host:
        authority_end = end = apostrophe  # a suffix: "javascript.info’da", "example.com’s"
    glued = _SPACELESS.search(text, host, authority_end)
    while glued is not None:
        at = glued.start()
        if text[at - 1] in _ASCII_ALNUM and at > host:
            authority_end = end = at  # "example.com" then prose
            break
        if text[at - 1] == "(" and at - 1 > host and text[at - 2] in _ASCII_ALNUM and _OPTIONAL_PARTICLE.match(text, at - 1):
            authority_end = end = at - 1  # an optional particle: "bugs.qbittorrent.org(으)로" (sweep 205)
            break
        after = at + 1
        while after < authority_end and _SPACELESS.match(text, after):
            after += 1
        if after < authority_end and text[after] in _ASCII_ALNUM:
            authority_end = end = after  # prose, then the next URI's scheme ("或https://")
            break
        glued = _SPACELESS.search(text, after, authority_end)
    symbols = authority_end
    while symbols > host and _SYMBOL.match(text, symbols - 1):
        symbols -= 1
    if symbols < authority_end == end and text[symbols - 1] in _ASCII_ALNUM:
        authority_end = end = symbols  # a decoration: "github.com☆", "example.jp♪" (no IDNA label ends in one)
    port = text.find(":", host, authority_end)
    name = text[host : authority_end if port < 0 else port]
    if name and "." not in name and not name.isascii():
        return authority
    return end


# Prose glued to a path in a space-less script (sweep 206: comments and
# text of Japanese and Korean projects): a particle in hiragana or Hangul
# right after an ASCII letter or digit of an ASCII segment, running to the
# URI's end with no ASCII character (a Korean one alone: "reference.htmlを参照",
# "96101.html을 참고하십시오"), a middle dot opening a segment
# ("office.com/・・・"), a full-width parenthesis after a segment
# ("/1016491873/（英文）"). A segment that starts in such a script
# ("/wiki/ひらがな"), holds Han or katakana after ASCII ("/tag/Python入門"),
# a word that is no particle ("/w/LG전자") or one the URL goes on after
# ("/socket-io를-이용한", "/LG전자#s-2%2e1": sweep 209) stays whole; so does a
# query ("?q=Pythonとは").
_GLUED_PROSE = compiled(r"[A-Za-z0-9][\u3040-\u309f\uac00-\ud7af]|/\u30fb|[A-Za-z0-9/]\uff08")
# A Japanese particle that starts no name (not の, と, も: "Xの悲劇" is an
# article's title), and Korean particles, which end a word before a space
# (a word that merely starts like one is a name: "LG이노텍", sweep 212).
JAPANESE_PARTICLES = frozenset("をにはがでへ")
KOREAN_PARTICLES = frozenset((
    "은", "는", "이", "가", "을", "를", "에", "의", "와", "과", "도", "로", "으로", "만", "까지", "부터", "께", "랑", "이랑",
    "처럼", "보다", "라고", "이라고", "에서", "에게", "에는", "에도", "에서는", "으로는", "로는", "이나", "나", "로서", "으로서",
))
_PATH_END = compiled_re(r"[?#]")
_ASCII_GRAPHIC = compiled_re(r"[!-~]")
# A symbol no host label ends in (IDNA2008 disallows them): a decoration.
_SYMBOL = compiled(r"[\p{So}\p{Sm}]")


def cut_glued_prose(text: str, start: int, end: int) -> int:
    """Where the path of the URI text[start:end] ends when prose in a
    space-less script is glued to it (see _GLUED_PROSE)."""
    found = _authority(text, start, end)
    path = start if found is None else found[2]
    stop = _PATH_END.search(text, path, end)
    path_end = end if stop is None else stop.start()
    glued = _GLUED_PROSE.search(text, path, path_end)
    while glued is not None:
        at = glued.start() + 1
        segment = text.rfind("/", path, at) + 1 or path
        if text[at] in "\u30fb\uff08" or (
            text[segment:at].isascii() and _ASCII_GRAPHIC.search(text, at, end) is None
            and (text[at] in JAPANESE_PARTICLES or text[at:end] in KOREAN_PARTICLES)
        ):
            return at
        glued = _GLUED_PROSE.search(text, at, path_end)
    return end
