"""non-ascii (URI005)

What it flags: raw non-ASCII characters, which make the string an IRI
(RFC 3987) rather than a URI: ``https://example.com/café`` or
``http://例え.jp/``.

Why it matters: RFC 3986 URIs are ASCII. Most browsers convert IRIs, but
HTTP libraries, e-mail clients, logs and many parsers do not, or convert
with the wrong encoding. RFC 3986 section 2.5 says new schemes should encode
text as UTF-8 and percent-encode the octets.

Example::

    http://例え.jp/引き出し   ->   http://xn--r8jz45g.jp/%E5%BC%95%E3%81%8D%E5%87%BA%E3%81%97

Where raw non-ASCII is fine: the ``iri`` setting (``--iri``) decides.
``documents`` (the default) allows it in Markdown, HTML/XML/SVG,
reStructuredText, AsciiDoc and wiki markup files (and in RDF, whose IRIs
hold it by their syntax), whose renderers and browsers send it
as UTF-8 and whose readers read it (``https://kn.wikipedia.org/wiki/ಕನ್ನಡ``);
code, data and plain-text files are checked. ``encode`` checks every file;
``allow`` allows it in every file. A scheme whose path is read as written,
never percent-decoded (Godot's ``res://``, object storage's ``s3://``),
holds a file's name: raw non-ASCII is fine there in every file.

Copy-paste artifacts are reported everywhere, whatever the setting, with a
message saying they look pasted in: Unicode spaces (no-break space,
ideographic space), control and format characters (zero-width space, BOM,
bidi controls, soft hyphen; not the joiners U+200C/U+200D that Persian and
Indic words need), the ellipsis ``…`` and curly quotes. An ellipsis that
is a whole host label or path segment (``https://…/api/v1``) stands for
text left out, like a placeholder, and is not reported; so does a
full-width tilde or a wave dash (``http://～.png``), Japanese's "anything". Their fix is
unsafe: a format or control character is removed, the others are
percent-encoded; a human should look at the link.

One finding per URI: the range runs from the first such character to the
last, and one fix covers them all.

Fix: in the userinfo, path, query and fragment, the UTF-8 octets
percent-encoded with uppercase hex (RFC 3987 section 3.1); in the host of
a scheme known to name a DNS host (http(s), ws(s), ftp, file, ssh, git,
ldap, ...: uri/hosts.py), the IDNA A-label of each non-ASCII label (IDNA
2008 with UTS 46 mapping); in any other scheme's host, which need not be
a DNS name (``myapp://café/``), its UTF-8 octets percent-encoded, as a
browser does, but as an unsafe fix (the scheme's own program may read it
otherwise). That is what a browser sends: safe in HTML/XML attributes,
Markdown link destinations, data files and running text; unsafe in code,
where it changes a string literal's value (a test of IRI handling would no longer
test anything). A host label that IDNA rejects (an emoji, say) is reported
without a fix.
"""

from __future__ import annotations

import unicodedata

from urilint.grouping import Spot, named, one_finding
from urilint.uri.hosts import dns_host_of, to_alabel
from urilint.literal_paths import LITERAL_PATH_SCHEMES
from urilint.model import Violation
from urilint.octets import joins_run
from urilint.pattern_store import compiled_re
from urilint.policy import FixKind
from urilint.uri import Uri, is_surrogate, pct_encode

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI005"
NAME = "non-ascii"
SUMMARY = "Raw non-ASCII character (an IRI, not a URI)"
DEFAULT = True
FIXES = (FixKind.ENCODING, FixKind.GUESS)
# Engine fast path: any non-ASCII character; a URI without any is skipped.
TRIGGER = r"\x80-\U0010FFFF"

# Characters that look pasted in wherever they stand in a URI, beyond the
# Unicode categories Zs (spaces), Zl, Zp, Cc and Cf (controls and format
# characters, but for the joiners).
PASTED = frozenset("\u2026\u2018\u2019\u201a\u201c\u201d\u201e")
JOINERS = frozenset("\u200c\u200d")
ELLIPSIS = "\u2026"
# What stands for text left out when it is a whole label or segment: the
# ellipsis, and the Japanese "anything" of a full-width tilde or a wave
# dash (an RPG Maker plugin's help: ``http://～.png``; sweep 89).
ELIDING = frozenset((ELLIPSIS, "\uff5e", "\u301c"))


# Redaction marks, block elements ("█"): a report's URL with a part blacked
# out (HackerOne's disclosed reports, "https://███.mil/": 111 findings in
# sweep 167), not one anybody can fix.
REDACTION = compiled_re("[\u2580-\u259f]")  # one search in C (a URI with any non-ASCII character is looked at)


def check(uri: Uri) -> Iterator[Violation]:
    if REDACTION.search(uri.text) is not None:
        return
    scheme = uri.literal("scheme")
    # A path read as written, never decoded: its raw characters are a file's name.
    allowed = (uri.policy is not None and uri.policy.iri_allowed) or (
        scheme is not None and scheme[1].lower() in LITERAL_PATH_SCHEMES
    )
    host = uri.component("host")
    spots: list[Spot] = []
    for base, text in uri.pieces():
        i = 0
        while i < len(text):
            if text[i] < "\x80" or is_surrogate(text[i]):
                i += 1
                continue
            start = base + i
            if text[i] in ELIDING and _elides(text, i):
                i += 1
                continue
            if host is not None and host.start <= start < host.end:
                spots.extend(_host_spots(uri, host.start, host.end, allowed, dns_host_of(uri)))
                i = host.end - base
                continue
            if pasted(text[i]):
                spots.append(_pasted_spot(
                    start, text[i], uri.component_at(start), before=text[max(0, i - 2) : i], written=uri.references.get(start),
                    refusal=_encoding_changes_neighbours(uri, base, text, i, i + 1),
                ))
                i += 1
                continue
            j = i
            while j < len(text) and text[j] >= "\x80" and not is_surrogate(text[j]) and not pasted(text[j]):
                j += 1
            if not allowed:
                run = text[i:j]
                where = uri.component_at(start)
                fixable = where in ("userinfo", "path", "query", "fragment")
                message = (
                    f"non-ASCII '{run}' in the scheme; a scheme is ASCII letters, digits, '+', '-' and '.' only,"
                    " which no encoding can give (RFC 3986 3.1)" if where == "scheme"
                    else f"non-ASCII '{run}' in the {where}; percent-encode it"
                )
                refusal = _encoding_changes_neighbours(uri, base, text, i, j) if fixable else None
                if refusal is not None:
                    fixable, message = False, f"{message} (no fix: {refusal})"
                spots.append(Spot(
                    start, base + j, f"'{run}'", pct_encode(run) if fixable else None, FixKind.ENCODING, message,
                ))
            i = j
    found = one_finding(uri, spots, "", "non-ASCII characters", _advice(uri, spots) if len(spots) > 1 else "")
    if found is not None:
        pasted_in = sum(" looks pasted in; " in s.message for s in spots)  # _pasted_spot says so
        if pasted_in and len(spots) > 1:
            found = found._replace(message=found.message + ("; they look pasted in" if pasted_in == len(spots) else "; some look pasted in"))
        yield found


_NO_DNS = "(no DNS name in this scheme)"


def _advice(uri: Uri, spots: list[Spot]) -> str:
    """What the fix does with several characters, as it does it: each
    spot's action (percent-encode, A-label, remove, none), in the order
    the URI shows them, naming the characters when the actions differ."""
    actions: dict[str, list[tuple[str, str]]] = {}
    for spot in spots:
        where = uri.component_at(spot.start)
        if spot.replacement is None:
            action = "remove or replace {which} (no fix)" if spot.kind is FixKind.GUESS else "no fix for {which}"
        elif spot.replacement == "":
            action = "remove {which}"
        elif where == "host" and _NO_DNS not in spot.message:
            action = "write the A-label in the host"
        else:
            action = "percent-encode {which}"
        actions.setdefault(action, []).append((spot.shown, where))
    if len(actions) == 1:
        return next(iter(actions)).format(which="them")
    parts = []
    for action, found in actions.items():
        names = named(shown for shown, _ in found)
        places = " and ".join(dict.fromkeys(where for _, where in found))
        parts.append(action.format(which=f"{names} in the {places}"))
    return "; ".join(parts)


def _elides(text: str, i: int) -> bool:
    """True when the ellipsis at text[i] is a whole host label, path
    segment or value (``https://…/api``, ``/a/…/b``, ``?q=…``, found in
    external-secrets' docs): it stands for text left out,
    like a placeholder, and was typed on purpose."""
    return (i == 0 or text[i - 1] in "/.@:=&") and (i + 1 == len(text) or text[i + 1] in "/.?#:&")


def _encoding_changes_neighbours(uri: Uri, base: int, text: str, i: int, j: int) -> str | None:
    """Why percent-encoding piece `text`[i:j] (at `base`) would change how
    the URI around it reads, or None: its UTF-8 octets would join a run of
    octets that are not UTF-8 (URI007 would read them as one), or its last
    octet escape would make a ``%NAME%`` placeholder right after it read as
    octets (``\xa0%E4X%``: ``%A0%E4X%`` is not a placeholder)."""
    if joins_run(text, i, j):
        return "its UTF-8 would join the octets next to it, which are not UTF-8"
    after = base + j
    if uri.is_opaque(after) and uri.slice(after, after + 1) == "%":
        return "encoded, it would make the placeholder after it read as octets"
    return None


def pasted(char: str) -> bool:
    """True for a character that looks pasted into a URI by accident."""
    if char in PASTED:
        return True
    category = unicodedata.category(char)
    return category in ("Zs", "Zl", "Zp", "Cc") or (category == "Cf" and char not in JOINERS)


def _pasted_spot(
    start: int, char: str, where: str, in_host: bool = False, before: str = "", written: str | None = None,
    refusal: str | None = None,
) -> Spot:
    """The spot of a pasted-in character; `before` is the text just before
    it: removing the character must not join a ``%`` there with what
    follows (``%a\x80a`` would become the triplet ``%aa``). `written`: the
    character reference the file writes it as (``&hellip;``), if any.
    `refusal`: why encoding it would change what is next to it
    (_encoding_changes_neighbours); then it gets no fix, and an invisible
    one is not removed either: a triplet of a non-UTF-8 octet touches it,
    and removing it would join that run with what follows
    (``%E4\\x80aa%90A``, found by the generated-documents property test)."""
    name = unicodedata.name(char, "")  # controls have none
    invisible = unicodedata.category(char) in ("Cc", "Cf")
    replacement: str | None
    if invisible and refusal is not None:
        replacement, advice = None, "remove it (no fix: the octets beside it are not UTF-8, and would join)"
    elif invisible and "%" in before[-2:] and not in_host:
        replacement, advice = pct_encode(char), "remove it (percent-encoding keeps it)"
    elif invisible:
        replacement = ""
        advice = "remove it"
    elif in_host:
        replacement, advice = None, "remove or replace it"
    elif refusal is not None:
        replacement, advice = None, f"check the link (no fix: {refusal})"
    else:
        replacement, advice = pct_encode(char), "check the link (percent-encoding keeps it)"
    shown = f"U+{ord(char):04X}" if invisible else f"'{char}'"
    described = f"{shown} ({name})" if name else shown
    if written is not None:
        described = f"'{written}' (a {shown}, {name})" if name else f"'{written}' (a {shown})"
    if written is not None:
        shown = f"'{written}' (a {shown})"
    return Spot(
        start, start + 1, shown, replacement, FixKind.GUESS,
        f"{described} in the {where} looks pasted in; {advice}",
    )


def _invalid_label(label: str) -> str:
    """The message for a host label IDNA2008 does not allow; browsers'
    older processing (IDNA2003, which UTS #46 keeps for symbols) may still
    write it as an A-label ("☃" is "xn--n3h": sweep 217, okhttp's tests)."""
    try:
        legacy = label.encode("idna").decode("ascii")
    except UnicodeError:
        legacy = ""
    if not legacy.startswith("xn--"):
        return f"host label '{label}' is not a valid IDNA label"
    return f"host label '{label}' is not valid under IDNA2008 (no fix: browsers may still accept it as '{legacy}')"


def _host_spots(uri: Uri, start: int, end: int, allowed: bool, dns: bool = True) -> list[Spot]:
    spots: list[Spot] = []
    host = uri.text[start - uri.start : end - uri.start]
    offset = start
    for label in host.split("."):
        stop = offset + len(label)
        artifacts = [k for k, c in enumerate(label) if not c.isascii() and pasted(c)]
        if artifacts:
            spots.extend(
                _pasted_spot(offset + k, label[k], "host", in_host=True, written=uri.references.get(offset + k)) for k in artifacts
            )
        elif not allowed and not label.isascii() and not any(map(is_surrogate, label)):
            if not dns:
                # A browser's form, but the scheme's own programs may read the
                # host otherwise: a guess, offered as an unsafe fix.
                encoded = "".join(c if c.isascii() else pct_encode(c) for c in label)
                spots.append(Spot(offset, stop, f"'{label}'", encoded, FixKind.GUESS,
                                  f"non-ASCII host label '{label}' {_NO_DNS}; percent-encode it"))
            elif (alabel := to_alabel(label)) is None:
                spots.append(Spot(offset, stop, f"'{label}'", None, FixKind.ENCODING, _invalid_label(label)))
            elif not alabel.startswith("xn--"):  # UTS #46 maps it to ASCII ("ho™ail" is "hotmail")
                spots.append(Spot(offset, stop, f"'{label}'", alabel, FixKind.ENCODING,
                                  f"non-ASCII host label '{label}' maps to '{alabel}' under IDNA; write that"))
            else:
                spots.append(Spot(offset, stop, f"'{label}'", alabel, FixKind.ENCODING,
                                  f"non-ASCII host label '{label}'; write its A-label '{alabel}'"))
        offset = stop + 1
    return spots
