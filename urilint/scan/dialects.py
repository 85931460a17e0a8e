"""Dialects of plain text, and RDF: file formats told by their name whose
own syntax makes part of a URI the scanner found something else.

- an escape: Java's ``.properties`` (``http\\://host``), BibTeX (TeX's
  ``\\&``), iCalendar and vCard (``\\,``), RDF (``\\u00E9``; Markdown's
  ``\\_`` in a literal's text);
- a format or specifier: a gettext catalog's C formats (and its message
  keys, identifiers), Apple's string tables (Cocoa's ``%@``), a registry
  file's ``%1``, a desktop entry's ``%%`` and ``%u``, a systemd unit's
  ``%i``, an RPM spec's macros, a batch file's and AutoHotkey's ``%name%``
  (and a batch file's ``^`` escapes), format strings (HAML, Tcl, Vim...);
- a separator: a CSV field's comma, wiki markup's ``|``, PlantUML's
  options after a URL (``{scale=0.3}``), an ebuild's GIT_CRATES fields,
  an IPTV playlist's headers (``|User-Agent=``), a subtitle's ``\\N``;
- an identifier: every IRI in RDF, a calendar's UID (model.IDENTIFIER).

`refinement(filename, kind)` is the function that refines each span the
file's scanner found, or None. Only names and patterns live here at import:
the escapes module (html.entities, regex) is imported where a span is
refined (and the patterns compiled where first used).
"""

from __future__ import annotations

from ..model import BIBTEX_EXTENSIONS, CODE, DATA, IDENTIFIER, PROSE, RDF_EXTENSIONS, WIKI_EXTENSIONS, UriSpan, is_locale_catalog
from ..pattern_store import compiled_re
from .escapes import KNITTED_MARKDOWN, inline_code_opaque

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Callable

    Refinement = Callable[[str, UriSpan], UriSpan]

SYSTEMD_UNITS = (".service", ".socket", ".timer", ".path", ".mount", ".automount", ".target", ".slice", ".scope", ".swap")
_DESKTOP_FIELD = r"%[%fFuUdDnNickvm]"  # Desktop Entry Specification: "%%" a percent, "%u" a field code
_SYSTEMD_SPECIFIER = r"%[%a-zA-Z]"  # "%i" the instance, "%%" a percent
# Graphviz's escString: "\N" the node's name, "\G" the graph's, "\E" the
# edge's, "\T" and "\H" its tail and head, "\L" the label's (dot writes
# them expanded into every link: sweep 97).
_DOT_ESCAPED = frozenset("NGETHL")
# GIFT (Moodle's quiz format): a backslash makes its syntax characters plain
# ("https\://e.org/?q\=1\#top" is "https://e.org/?q=1#top" to Moodle and
# gift-pegjs; the unsafe "%5C" gave pygiftparser one more answer: sweep 99).
_GIFT_ESCAPED = frozenset(":=#~{}")
# Apache's mod_rewrite: a server variable "%{ENV:X}", a RewriteCond's
# backreference "%1", "%%" and "%\2" (w3id.org's redirects: 253 findings whose unsafe
# fixes broke the rule, sweep 103); a backslash escapes the character after
# it ("\%20" writes "%20", "\ " a space).
_APACHE_VARIABLE = r"%\{[^{}\n]*\}|%[0-9]|%%|%\\."  # (and "%\25": a "%" kept from the backreference)
_WINDOWS_ARGUMENT = r"%[1-9*LlVvWw]"  # a registry file's commands: "%1", "%*"
# RPM spec files' macros: "%{name}", "%{?dist}", "%{?pre:x}" (one nested
# level), "%(shell)", "%version"; "%%" is a percent. A bare name is no
# macro where it may be an octet ("%C3%A9": two hex digits, then no word
# character). A URI ends at a blank, which may stand inside a macro
# ("%(echo x)"): its part in the URI is the macro's.
_RPM_MACRO = r"%%|%\{[^{}\n]*(?:\{[^{}\n]*\}[^{}\n]*)*\}?|%\([^()\n]*\)?|%(?![0-9A-Fa-f]{2}(?!\w))[A-Za-z_]\w*"
# cmd.exe's expansions (batch files) and AutoHotkey's variables: "%%" a
# percent, "%1", "%*", "%~dpnx0" (parameter modifiers), "%name%" and
# "%name:~0,5%": cmd.exe expands them before the line runs, so a "%XX" in
# a batch file is no octet either.
_CMD_EXPANSION = r"%%|%~[A-Za-z$:]*[0-9*]|%[0-9*]|%[A-Za-z_][^%\s\"]*%"
# UCHAR escapes, and a backslash before ASCII punctuation: Markdown's
# escapes in a literal's text (schema.org's comments: "Engine\_power").
_UCHAR = r"\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8}|\\[!-/:-@\[-`{-~]"


def _conversions(formats: str, language: bool = False) -> Refinement:
    """Spans with `formats` opaque: a pattern, or a `language`'s name."""
    def refine(text: str, span: UriSpan) -> UriSpan:
        from .escapes import conversions_opaque
        from .languages import conversions

        found = conversions(formats) if language else compiled_re(formats)  # compiled on first use, then re's cache
        return span if found is None else conversions_opaque(text, span, found)
    return refine


def _escapes(escapable: frozenset[str] | None) -> Refinement:
    """Spans with a backslash and the character after it opaque (None: any)."""
    def refine(text: str, span: UriSpan) -> UriSpan:
        from .escapes import escapes_opaque

        return escapes_opaque(text, span, escapable)
    return refine


def rdf_iri(text: str, span: UriSpan) -> UriSpan:
    """An RDF IRI: an identifier, its UCHAR and Markdown escapes opaque."""
    span = span._replace(context=IDENTIFIER)
    if text.find("\\", span.start, span.end) < 0:
        return span
    from .escapes import merge_opaque

    found = [m.span() for m in compiled_re(_UCHAR).finditer(text, span.start, span.end)]
    return span._replace(opaque=merge_opaque(span.opaque, found)) if found else span


def _obo(text: str, span: UriSpan) -> UriSpan:
    """An OBO term's IRI or a definition's xref: an identifier (an OWL
    class once translated: fastobo's), every backslash escape in it
    (``url:http\\://e.org/a\\,b``) OBO's syntax."""
    from .escapes import escapes_opaque

    return escapes_opaque(text, span._replace(context=IDENTIFIER), None)


_java_escapes = _escapes(None)
# How far back a .properties line's start is looked for (a minified one-line
# file: the look stays bounded).
PROPERTIES_REACH = 4096


def _apache(text: str, span: UriSpan) -> UriSpan:
    """A URI in an .htaccess file: its escapes and variables opaque."""
    from .escapes import conversions_opaque, escapes_opaque

    return conversions_opaque(text, escapes_opaque(text, span, None), compiled_re(_APACHE_VARIABLE))


_java_formats = _conversions("java", language=True)


def _properties(text: str, span: UriSpan) -> UriSpan:
    """A URI in a Java ``.properties`` file: its escapes opaque; in a
    key (up to the first unescaped "=", ":" or blank: ``https\\://e.org/a=Visit``)
    it ends with the key, which a program looks its value up by, as
    written: an identifier. Its values' format conversions (Mozilla's
    ``"http://%S"``, a ResourceBundle's ``%1$s`` for String.format) are
    opaque (sweep 150: four Firefox and Thunderbird language packs)."""
    span = _java_formats(text, _java_escapes(text, span))
    floor = max(0, span.start - PROPERTIES_REACH)
    line = max(text.rfind("\n", floor, span.start), text.rfind("\r", floor, span.start)) + 1
    if (line == 0 and floor > 0) or _continued(text, line):
        return span  # a line longer than the reach: a minified file's, no key
    key = line
    while key < span.start and text[key] in " \t\f":
        key += 1
    if text[key] in "#!":  # a comment line
        return span
    pos = key
    while pos < span.start:
        char = text[pos]
        if char == "\\":
            pos += 2
            continue
        if char in "=: \t\f":
            return span  # the key ended before the URI: a value's
        pos += 1
    end = pos
    while end < span.end and text[end] not in "=: \t\f":
        end += 2 if text[end] == "\\" else 1
    if text.startswith("://", end):  # a scheme's colon unescaped: no key Properties.store wrote
        return span
    return span.ending_at(min(end, span.end))._replace(context=IDENTIFIER)


def _continued(text: str, line: int) -> bool:
    """Whether the line before `line` ends in an odd run of backslashes:
    `line` goes on its value."""
    if line == 0:
        return False
    end = line - 1
    if end > 0 and text[end] == "\n" and text[end - 1] == "\r":
        end -= 1
    slashes = len(text[max(0, end - 64) : end]) - len(text[max(0, end - 64) : end].rstrip("\\"))
    return slashes % 2 == 1


def _cut_before(char: str) -> Refinement:
    """Spans ending before the first `char` in them."""
    def refine(text: str, span: UriSpan) -> UriSpan:
        at = text.find(char, span.start, span.end)
        return span if at < 0 else span.ending_at(at)
    return refine


_ahk_variables = _conversions(_CMD_EXPANSION)


def _imported(module: str, name: str) -> Refinement:
    """The refinement `name` of the module `module`, imported where first used (once)."""
    found: list[Refinement] = []

    def refine(text: str, span: UriSpan) -> UriSpan:
        if not found:
            found.append(getattr(__import__(f"{__package__}.{module}", fromlist=(name,)), name))
        return found[0](text, span)
    return refine
# F-Droid's app metadata: fdroiddata's metadata/<app id>.yml, an app's own .fdroid.yml (fdroid.py).
FDROID_FILES = (".fdroid.yml", ".fdroid.yaml")
_fdroid_value = _imported("fdroid", "fdroid_value")


# Where the last batch-file span's caret walk stopped: (text, position,
# inside double quotes), so the spans of one long line are walked once.
_CARET_WALK: list[tuple[str, int, bool] | None] = [None]


def _batch(text: str, span: UriSpan) -> UriSpan:
    """A URI in a batch file: cmd.exe's expansions opaque, and outside
    double quotes a caret and the character it escapes (``php^?id^=1``
    runs as ``php?id=1``; inside quotes a caret is sent as written).

    Every expansion, a "%XX" octet's look-alike too: cmd.exe reads
    ``%7e`` as the parameter ``%7`` and an ``e`` (Wine's cmd echoed
    ``/ejdoe/`` for ``/%7ejdoe/``), so no fix may decode or recase it."""
    if text.find("%", span.start, span.end) >= 0:
        from .escapes import merge_opaque

        found = [match.span() for match in compiled_re(_CMD_EXPANSION).finditer(text, span.start, span.end)]
        if found:
            span = span._replace(opaque=merge_opaque(span.opaque, found))
    if text.find("^", span.start, span.end) < 0:
        return span
    walk = _CARET_WALK[0]
    line = text.rfind("\n", 0, span.start) + 1
    pos, quoted = line, False
    if walk is not None and walk[0] is text and line <= walk[1] <= span.start:
        pos, quoted = walk[1], walk[2]  # on from the last span of this line
    found = []
    while pos < span.end:
        char = text[pos]
        if char == '"':
            quoted = not quoted
        elif char == "^" and not quoted:
            if pos >= span.start:
                found.append((pos, min(pos + 2, span.end)))
            pos += 2
            continue
        pos += 1
    _CARET_WALK[0] = (text, pos, quoted)
    if not found:
        return span
    from .escapes import merge_opaque

    return span._replace(opaque=merge_opaque(span.opaque, found))


# cargo.eclass's GIT_CRATES entries: "URL;commit;crate folder" (the
# folder may hold the eclass's own "%commit%"): the URL ends at the commit
# (a hash, or a variable holding one: "${TYPST_TS_HASH}").
_GIT_CRATE_COMMIT = compiled_re(r";(?:[0-9a-f]{7,40}|\$\{?[A-Za-z_]\w*\}?);")


def _git_crate(text: str, span: UriSpan) -> UriSpan:
    """A URI in a Gentoo ebuild or eclass: a GIT_CRATES entry's URL ends
    before its ";commit;" field."""
    found = _GIT_CRATE_COMMIT.search(text, span.start, span.end)
    return span if found is None else span.ending_at(found.start())


def _csv_field(text: str, span: UriSpan) -> UriSpan:
    """A URI in a CSV field, which ends at the next "," unless the field is
    quoted (RFC 4180: a field holding a comma is): the next column is no
    part of it."""
    comma = text.find(",", span.start, span.end)
    if comma < 0 or text.count('"', text.rfind("\n", 0, span.start) + 1, span.start) % 2:
        return span  # inside a quoted field: an odd number of quotes before it on its line
    return span.ending_at(comma)


# Bikeshed (W3C, WHATWG and IETF specs' source): "\[" writes a "[" that
# starts no autolink shorthand (also "\{", "\|", "\<"), and "|name|" is a
# variable (<var>name</var>).
_bikeshed_escapes = _escapes(frozenset("[]{}|<>\\"))
_BIKESHED_VARIABLE = r"\|[A-Za-z_][\w-]*\|"  # compiled where first used (re's cache)


def _bikeshed(text: str, span: UriSpan) -> UriSpan:
    """A URI in a Bikeshed source: its escapes and variables opaque."""
    span = _bikeshed_escapes(text, span)
    if text.find("|", span.start, span.end) < 0:
        return span
    from .escapes import merge_opaque

    found = [match.span() for match in compiled_re(_BIKESHED_VARIABLE).finditer(text, span.start, span.end)]
    return span._replace(opaque=merge_opaque(span.opaque, found)) if found else span


# A YANG module's namespace statement: its value names the module in every
# NETCONF and RESTCONF message, compared as a string (yanglint found no
# module for an instance's xmlns after a fix of the statement). An SPDX
# tag-value document's namespace and an external document reference name
# documents, as in SPDX JSON (spdx-tools matched no reference after a fix
# of one, sweep 178).
_YANG_NAMESPACE = r"[ \t]*namespace[ \t]+[\"']?\Z"
_SPDX_NAME = r"(?:DocumentNamespace|ExternalDocumentRef)[ \t]*:[^\n]*\Z"


def _identified_after(before: str) -> Refinement:
    """A URI whose line up to it matches `before` (ending in ``\\Z``) is an identifier."""

    def refine(text: str, span: UriSpan) -> UriSpan:
        line = text.rfind("\n", 0, span.start) + 1
        if compiled_re(before).match(text, line, span.start) is not None:
            return span._replace(context=IDENTIFIER)
        return span

    return refine


def _watch_pattern(text: str, span: UriSpan) -> UriSpan:
    """A URI in a Debian watch file: from the path segment that holds its
    first "(" on, uscan's pattern, a Perl regex (r-cran's template
    "ggplot2_([-0-9\\.]*)\\.tar\\.gz", a folder's "(3\\.2[02468])/"): opaque
    (sweep 155: six of 102 real watch files; the unsafe fix made uscan
    2.23 find no release)."""
    paren = text.find("(", span.start, span.end)
    if paren < 0:
        return span
    segment = text.rfind("/", span.start, paren) + 1 or span.start
    from .escapes import merge_opaque

    return span._replace(opaque=merge_opaque(span.opaque, [(segment, span.end)]))


# Plain-text dialects by the end of the file's name, the first that fits.
TEXT_DIALECTS: tuple[tuple[tuple[str, ...], Refinement], ...] = (
    ((".po", ".pot"), _imported("gettext", "gettext_entry")),  # formats; message keys
    (BIBTEX_EXTENSIONS, _imported("bibtex", "bibtex_field")),  # TeX's escapes; a "%" in a field is the field's
    ((".ics", ".ifb", ".vcf", ".vcard"), _imported("calendars", "calendar_value")),  # escapes; UID's identifiers
    ((".strings",), _conversions("swift", language=True)),  # Cocoa's formats: %@, %1$@, %ld
    ((".reg",), _conversions(_WINDOWS_ARGUMENT)),
    (SYSTEMD_UNITS, _conversions(_SYSTEMD_SPECIFIER)),
    ((".desktop",), _conversions(_DESKTOP_FIELD)),  # gio passes Exec's "a%%7eb" on as "a%7eb"
    ((".gv", ".dot"), _escapes(_DOT_ESCAPED)),
    ((".gift",), _escapes(_GIFT_ESCAPED)),
    ((".htaccess",), _apache),
    # Java: a backslash escapes the character after it ("http\://host\:8080"
    # is "http://host:8080"), which Properties.load drops.
    ((".properties",), _properties),
    (WIKI_EXTENSIONS, _cut_before("|")),  # a link's parts, table cells: [[File:a.jpg|link=https://e.org/|Title]]
    ((".csv",), _csv_field),
    ((".spec",), _conversions(_RPM_MACRO)),  # Source0: https://e.org/%{name}-%version.tar.gz
    ((".bat", ".cmd"), _batch),
    ((".yang",), _identified_after(_YANG_NAMESPACE)),
    ((".spdx",), _identified_after(_SPDX_NAME)),
    ((".bs",), _bikeshed),
    ((".ahk",), _ahk_variables),
    ((".haml", ".slim"), _imported("format_strings", "ruby_format_string")),  # Ruby's, in a view's code
    # format, printf, sprintf; Vim's startup files and vim-themis' specs too (sweep 171); MATLAB's
    # sprintf('ftp://e.org/rinex/%4d/%03d/'), a .m file read as text (sweep 225: "%2d" got a safe fix to "-")
    ((".tcl", ".vim", "vimrc", ".vimspec", ".fs", ".fsx", ".m"), _imported("format_strings", "printf_format_string")),
    ((".pas", ".dpr", ".lpr", ".dpk"), _imported("format_strings", "pascal_format_string")),  # Format('%s', [a])
    ((".ebuild", ".eclass"), _git_crate),
    (("debian/watch",), _watch_pattern),
    # PlantUML: a "{...}" after a URL is its options ("img:https://e.org/l.png{scale=0.3}",
    # "[[https://e.org{tooltip} label]]").
    ((".puml", ".plantuml", ".iuml", ".pu"), _cut_before("{")),
    ((".rpy",), _cut_before("{")),  # Ren'Py's text tags: "{a=https://e.org/}site{/a}에서" (sweep 195)
    # An IPTV playlist's "|" starts the request headers a player sends
    # ("https://e.org/index.m3u8|User-Agent=...&Referer=...": Kodi, VLC).
    ((".m3u", ".m3u8"), _cut_before("|")),
    # A subtitle's override codes: "\N" a line break, "\h" a hard space (sweep 142).
    ((".ass", ".ssa"), _cut_before("\\")),
)
SUFFIXES = RDF_EXTENSIONS + tuple(suffix for suffixes, _ in TEXT_DIALECTS for suffix in suffixes)


def _shown(text: str, span: UriSpan) -> UriSpan:
    """A URI in a translation catalog: text shown to people (model.is_locale_catalog)."""
    return span._replace(context=PROSE) if span.context == DATA else span


# configparser's files (setup.cfg, tox.ini, alembic.ini): a "%" starts an
# interpolation ("%%" is a percent), so a value's fix may not write a new
# one, as a code literal's may not (SQLAlchemy's setup.cfg: configparser
# raised InterpolationSyntaxError once "^" was encoded to "%5E").
CONFIGPARSER_FILES = (".ini", ".cfg")


def _interpolated(text: str, span: UriSpan) -> UriSpan:
    """A URI in a configparser file's value: read as a code literal's."""
    return span._replace(context=CODE) if span.context == DATA else span


def refinement(filename: str, kind: str) -> Refinement | None:
    """How each span of a file named `filename`, of type `kind`, is refined,
    or None. RDF whatever its scanner; translation catalogs, configparser
    files and F-Droid's metadata read as data; the others when read as text; a template by what it
    makes ("app.service.in": a systemd unit)."""
    from .languages import made_name

    name = made_name(filename.lower())
    if kind == "markdown" and name.endswith(KNITTED_MARKDOWN):
        return inline_code_opaque
    if kind == "data" and name.endswith(CONFIGPARSER_FILES):
        return _interpolated
    if kind == "data" and (name.endswith(FDROID_FILES) or (name.endswith((".yml", ".yaml")) and "metadata/" in name)):
        return _fdroid_value
    if not name.endswith(SUFFIXES):
        return _shown if kind == "data" and is_locale_catalog(name) else None
    if name.endswith(RDF_EXTENSIONS):
        return _obo if name.endswith(".obo") else rdf_iri
    if kind != "text":
        return None
    return next(refine for suffixes, refine in TEXT_DIALECTS if name.endswith(suffixes))
