"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28 on (sweeps 134 to 144: man pages,
Texinfo and TeX sources; template languages and e-mail templates; browser
extensions, userscripts and filter lists; Windows files; Pandoc documents;
API descriptions; package recipes; media, feeds, calendars and contacts;
code in languages read as text; wiki syntaxes and other light markup).

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged


# scdoc (man pages' source) underlines from a "_" on, no pair needed (sweep
# 134, proven with scdoc and man): a decoded "%5F" hid the "_" and set the
# rest of the line in italics. A decoded "~" is no markup there.
SCDOC = (
    'foo(1)\n'
    '\n'
    '# DESCRIPTION\n'
    '\n'
    'See https://example.org/%5Fstatic/docs.html and https://example.org/%7Ealice.\n'
)

# BibTeX copies a field into the .bbl for TeX to typeset, where "~" is a tie
# (sweep 134, proven with pdflatex and bibtex: a decoded "%7E" in a note
# showed "example.edu/ carol/notes.html"); a url field and a \url argument
# are read verbatim, and keep their fixes.
BIBTEX_NOTE = (
    '@misc{carol,\n'
    '  note = {See http://www.cs.example.edu/%7Ecarol/notes.html for more},\n'
    '  howpublished = {\\url{http://example.com/p%7eq}},\n'
    '  url = {http://example.com/%7Ex},\n'
    '}\n'
)

# A C file's tests compiled in by a test macro (wget's url.c, real: "#ifdef
# TESTING" holds test_are_urls_equal's table, whose "path%2f" was its only
# lowercase test of an encoded reserved character; fixed, the test passed
# and tested less; sweep 134). Not the code an "#else" or "#ifndef" keeps.
C_TEST_MACRO = (
    '#ifdef TESTING\n'
    'static const struct { const char *url1, *url2; bool equal; } test_array[] = {\n'
    '  { "http://www.adomain.com/path%2f", "http://www.adomain.com/path/", false },\n'
    '#if defined(WINDOWS)\n'
    '  { "http://www.adomain.com/a%7eb", "http://www.adomain.com/a~b", true },\n'
    '#endif\n'
    '};\n'
    '#else\n'
    'static const char *home = "http://www.adomain.com/%7ehome";\n'
    '#endif\n'
    '#ifndef UNIT_TEST\n'
    'static const char *docs = "http://www.adomain.com/%7edocs";\n'
    '#endif\n'
)

# A URL set in bold or in colour in a man page ends at the escape that ends
# the font or the colour (nmap's Japanese and Chinese pages, real, made by
# DocBook: the prose after "\fR\m[]" was read into the host; sweep 134,
# groff showed the encoded prose after an unsafe fix).
MAN_FONT_RESET = (
    '.TH NMAP 1\n'
    '.SH A\n'
    'A \\m[blue]\\fB\\%https://nmap.org\\fR\\m[]から入手できる。\n'
    'B \\m[blue]\\fB\\%https://nmap.org/book/man.html\\fR\\m[] で参照できる。\n'
    'C \\fB\\%https://nmap.org/data/x%7e.txt.\\fRで参照できる。\n'
)

# A man page a preprocessor makes first is told by its title line (groff's
# groff_man.7.man.in, real, opens with m4's "divert(-1)": its escapes were
# read as raw backslashes; sweep 134).
MAN_AFTER_M4 = (
    'divert(-1)\n'
    'Note to maintainers: an m4 preamble.\n'
    'divert(0)dnl\n'
    '.TH groff_man @MAN7EXT@ "2024" "groff"\n'
    '.SH Description\n'
    '.UR https://\\:www\\:.gnu\\:.org/\\:software/\\:groff/\n'
    '.UE\n'
)

# TeX skips the spaces after a control word: a class's URL built of macros
# holds no space (mdpi.cls in rticles, real: "\csname orcidauthor\x\endcsname";
# sweep 134). A space that no control word ends is the URL's.
TEX_CONTROL_WORD = (
    '\\newcommand{\\orcid}{\\href{https://orcid.org/\\csname orcidauthor\\x\\endcsname}{\\orcidlogo}}\n'
    '\\href{https://example.org/a b}{x}\n'
)

# An ad-block filter list's network filters are patterns matched against
# request URLs as written (sweep 136, proven with Ghostery's adblocker: a
# fixed "%2dpromo" blocked other requests): one that starts its line and
# has options, or stands in a list told by its head. Their "^" is a
# separator and a last "|" an anchor, no part of the URI (uBlock's
# lists: 85 findings of a raw "^"). A comment's URL keeps its fix.
FILTER_LIST = (
    '! Title: Example list\n'
    '! Homepage: https://example.com/%7efilters\n'
    'https://example.com/%2dpromo/*$image,third-party\n'
    '|http://p.pw^$subdocument\n'
    '@@|https://api.example.com/%7ea/^$script\n'
    'https://static.example.net/emoticons/v*/300042845^\n'
)

# Without a list's head, a line that starts with a URL is a filter only
# when the filter's options follow it.
FILTER_OPTIONS = (
    'https://example.com/%7euser/ads.js$script\n'
    'https://example.com/%7euser/docs and $5 more\n'
)

# A declarativeNetRequest urlFilter anchored with "|" is a pattern too
# (sweep 136: the same value without the "|" was one already).
DNR_ANCHORED = (
    '[\n'
    ' {"id": 1, "action": {"type": "block"}, "condition": {"urlFilter": "|https://example.com/a%2db|"}},\n'
    ' {"id": 2, "action": {"type": "block"}, "condition": {"urlFilter": "https://example.com/%7euser/"}}\n'
    ']\n'
)

# A search URL's lower-case "%name%" placeholders, two letters or more and
# hyphens inside, where a value starts or after a quote (userscripts' site
# lists, real: IMDb Scout's "?s=%tt%", 280 findings; sweep 136); never one
# that may be octets ("%e4%").
SEARCH_PLACEHOLDERS = (
    'var sites = [\n'
    "  { 'searchUrl': 'https://tfpdl.example/?s=%tt%' },\n"
    '  { \'searchUrl\': \'https://example.org/?s="%search_string%"\' },\n'
    "  { 'searchUrl': 'https://example.net/search?q=%release-group-name%&t=album' },\n"
    "  { 'searchUrl': 'https://example.com/wiki/%e4%b8%ad%' },\n"
    '];\n'
)

# A Markdown link's destination that is a template's tag is no pointy
# destination (CodeTriage's .md.erb mailers, real: "[x](<%= root_url %>)",
# 20 findings of raw spaces; the unsafe fix broke ERB; sweep 135).
ERB_DESTINATION = (
    'You signed up for [CodeTriage](<%= root_url %>).\n'
    'See [the page for <%= @repo.name %>](<%= repo_url @repo %>) or [docs](<https://example.com/a b>).\n'
)

# An ORM's LIKE pattern, whose "%" is the wildcard (koel, rubygems.org,
# exercism, lobsters, real; sweep 135): Laravel's where(..., 'like', ...),
# Arel's matches, SQLAlchemy's like, and a LIKE "%...%" quoted in Ruby;
# since stop 54 (pair 226) also a pattern bound to "LIKE ?", whose "%7e"
# is a wildcard and "7e", no escape.
ORM_LIKE = (
    'class Link\n'
    '  scope :web, -> { where(arel_table[:uri].matches("https://%")) }\n'
    '  scope :gid, -> { where(%(params LIKE "%gid://website/Concept/#{id}%")) }\n'
    '  scope :s3, -> { where("path LIKE ?", "s3://bucket/%7e%") }\n'
    'end\n'
)

# A template's tag that compares the URL as written (Jinja's and Twig's
# "{% if request.url == '...' %}": the active class was lost after a fix,
# proven with Jinja2; sweep 135).
TEMPLATE_COMPARISON = '<li{% if request.url == "https://example.com/docs/%7euser/" %} class="active"{% endif %}><a href="https://example.com/docs/%7euser/">Docs</a></li>\n'

# Pandoc (R Markdown, Quarto) autolinks no bare URL and reads "~a~" as a
# subscript: two decoded "%7E" in a bare URL made "http://x/<sub>alice/</sub>bob"
# (sweep 139, proven with pandoc 3.9); in YAML front matter too. One "~",
# and an autolink's, keep their fixes.
PANDOC_SUBSCRIPT = (
    '---\n'
    'title: "Profile"\n'
    'url: http://example.com/%7Ealice/%7Ebob/\n'
    '---\n'
    '\n'
    'My old page: http://www.stat.example.edu/%7Ealice/%7Ebob/index.html is gone.\n'
    'One: http://example.org/%7Ecarol/ and <http://example.org/%7Ealice/%7Ebob/>.\n'
)

# A test macro is one whose name holds TEST as a part (UNIT_TEST,
# ENABLE_UNIT_TESTS, UNITTEST, TESTING), not LATEST or ATTESTATION (sweep
# 137 found those blocks taken too).
C_TEST_NAMES = (
    '#ifdef USE_LATEST_API\n'
    'static const char *a = "http://e.com/%7ea";\n'
    '#endif\n'
    '#ifdef ATTESTATION\n'
    'static const char *b = "http://e.com/%7eb";\n'
    '#endif\n'
    '#if defined(ENABLE_UNIT_TESTS)\n'
    'static const char *c = "http://e.com/%7ec";\n'
    '#endif\n'
    '#ifdef UNITTEST\n'
    'static const char *d = "http://e.com/%7ed";\n'
    '#endif\n'
    '#ifdef TESTING\n'
    'static const char *e = "http://e.com/%7ee";\n'
    '#endif\n'
)

# A schema's sample values (OpenAPI's and JSON Schema's example, default,
# const, enum) are values a client sends as a parameter, encoding them
# itself (readmeio/oas-examples, real: "format: iri" defaults percent-
# encoded by a safe fix; swagger-client then sent "%25E1%25BF..."; sweep
# 140). A server's URL keeps its fix.
OAS_SAMPLE_VALUES = (
    'openapi: 3.0.3\n'
    'servers:\n'
    '  - url: https://{tenant}.example.com/v1/%7eapi\n'
    'paths:\n'
    '  /pets:\n'
    '    get:\n'
    '      parameters:\n'
    '      - in: query\n'
    '        name: iri\n'
    '        schema:\n'
    '          type: string\n'
    '          format: iri\n'
    '          default: https://en.wiktionary.org/wiki/Ῥόδος\n'
    '          example: https://en.wiktionary.org/wiki/ῥόδον\n'
    '      - in: query\n'
    '        name: next\n'
    '        schema: {type: string, format: uri, example: "https://example.com/a%7eb"}\n'
    '      - in: query\n'
    '        name: kind\n'
    '        schema:\n'
    '          enum:\n'
    '          - https://example.com/kinds/%7ea\n'
)

# A package recipe saves a source under its URL's last segment as written,
# and its checksums and manifest name that file (sweep 141: makepkg 6.0.2's
# get_filename gave "foo%7ebar-1.0.tar.gz" before a fix, "foo~bar-1.0.tar.gz"
# after; portage's and abuild's code read). Not a renamed source
# ("name::url", "url -> name"), an edit before the last segment, or a
# homepage.
RECIPE_SOURCES = (
    'pkgname=foo\n'
    'source=("https://example.com/dl/foo%7ebar-$pkgver.tar.gz"\n'
    '        "renamed.tar.gz::https://example.com/dl/%7ebaz.tar.gz"\n'
    '        "https://example.com/%7eold/dir/file.tar.gz")\n'
    'url="https://example.com/%7efoo"\n'
)

# An upper-case "%NAME%" that starts with two hex digits and whose closing
# "%" starts another escape is escapes, no placeholder ("%A00%C3%A9": the
# placeholder took "%C3" apart, and URI007 read "%A9a" as Big5 after an
# unsafe fix: not idempotent; found by test_fault_properties). A name that
# starts otherwise stays one ("%PUBLIC_URL%").
PERCENT_NAME_OCTETS = (
    'url = "http://example.com/%A00éa"\n'
    'home = "http://example.com/%PUBLIC_URL%/%7ex"\n'
)

# HAML and Slim views are read as text, but their Ruby formats a literal
# followed by "%" or taken by format(): "%2d" is a width-2 integer, not the
# octet of "-" (sweep 135, proven with haml 6.1.1 and slim 4.1.0: after a
# fix HAML raised "malformed format string - %D" and Slim's arguments
# shifted). A literal that is not formatted keeps its fix, as in a .rb file.
HAML_FORMAT = (
    '%a{href: "https://example.com/archive/%04d/%2d/" % [2024, 3]} March\n'
    '%a{href: format("https://example.com/items?page=%2d&q=%s", 3, "X")} Page\n'
    '%a{href: "https://example.com/p?v=%3d" % 7} V\n'
    '%a{href: "https://example.com/plain/%7e/x"} Plain\n'
    '= link_to "x", \'https://example.com/%7euser/%2d\' % n\n'
)

# The same in a Slim view.
SLIM_FORMAT = (
    'a href=("https://example.com/archive/%04d/%2d/" % [2024, 3]) March\n'
    'a href=format("https://example.com/items?page=%2d&q=%s", 3, "X") Page\n'
    'a href="https://example.com/plain/%7e/x" Plain\n'
)

# iCalendar and vCard (sweep 142, proven with icalendar 7.3.2 and vobject
# 0.9.9): a UID, RELATED-TO or MEMBER value names a component or a contact,
# compared as written (a fixed UID is another event: RFC 5546 2.1.5); an
# escaped ";" or "," right after a URL is the format's (node-ical's TripIt
# fixture, real: 42 findings of a raw "\"); a "%7" before a fold goes on
# after it (RFC 5545 folds by octets).
ICALENDAR_IDENTIFIERS = (
    'BEGIN:VEVENT\r\n'
    'UID:https://events.example.org/%7eclub/2024-01-10\r\n'
    'RELATED-TO;RELTYPE=PARENT:https://events.example.org/%7eclub/1\r\n'
    'URL:https://events.example.org/%7eclub/page\r\n'
    'DESCRIPTION:Booked on http://www.example-travel.com/\\; Reference 4127\r\n'
    'LOCATION:http://example.hu/\\, Bp. XI.\r\n'
    'DESCRIPTION:Join https://zoom.example/j/9?pwd=ab%7\r\n'
    ' EdEF now\r\n'
    'END:VEVENT\r\n'
)

# The same in a vCard: UID and a group's MEMBER.
VCARD_IDENTIFIERS = (
    'BEGIN:VCARD\n'
    'VERSION:4.0\n'
    'UID:https://people.example.org/%7ejane\n'
    'MEMBER:https://people.example.org/%7ejoe\n'
    'URL:https://people.example.org/%7ejane/home\n'
    'END:VCARD\n'
)

# Media files (sweep 142): an IPTV playlist's "|" starts the headers a
# player sends, a subtitle's "\N" is a line break, an Akamai token is signed
# ("~hmac="), an XSPF <identifier> is a canonical name, and an RSS item with
# no <guid> is known by its enclosure's URL (podcastparser, gPodder's, sets
# the guid to it: a fixed URL is a new episode, downloaded again).
IPTV_HEADERS_AND_TOKENS = (
    '#EXTM3U\n'
    '#EXTINF:-1,Match\n'
    'https://cdn.example.org/v1/index.m3u8|User-Agent=X/9&Referer=https://example.org/\n'
    'https://live.example.net/m.m3u8?hdnea=exp=1700000000~acl=%2f*~hmac=0123456789abcdef0123456789abcdef\n'
    'https://cdn.example.org/%7etv/a.m3u8\n'
)

# A subtitle's line break.
SUBTITLE_BREAK = (
    '[Events]\n'
    'Dialogue: 0,0:00:01.00,0:00:04.00,Default,,0,0,0,,Subs by https://subs.example.org/team\\Nenjoy https://subs.example.org/%7ea\n'
)

# A playlist's identifier.
XSPF_IDENTIFIER = (
    '<?xml version="1.0"?>\n'
    '<playlist version="1" xmlns="http://xspf.org/ns/0/">\n'
    '  <identifier>http://playlists.example.org/%7emix/1</identifier>\n'
    '  <trackList><track><location>http://media.example.org/%7ea.ogg</location></track></trackList>\n'
    '</playlist>\n'
)

# An RSS item's enclosure without a guid; with one, the guid is its name.
RSS_ENCLOSURE_ID = (
    '<rss version="2.0"><channel>\n'
    '<item><title>1</title>\n'
    '<enclosure url="https://media.example.org/%7eshow/ep1.mp3" type="audio/mpeg"/>\n'
    '</item>\n'
    '<item><guid>tag:example.org,2024:2</guid>\n'
    '<enclosure url="https://media.example.org/%7eshow/ep2.mp3" type="audio/mpeg"/>\n'
    '</item>\n'
    '</channel></rss>\n'
)



# Smalltalk's test classes (sweep 143, real: Seaside's WAUrlTest, whose
# regression test mixes "%2a" and "%7A" on purpose, was uppercased): a
# Filetree class folder named as a test is, and a Tonel class file.
SMALLTALK_FILETREE_TEST = (
    'testDecodePercent\n'
    "\tself assert: (WAUrl decodePercent: 'http://www.seaside.st/%21%2a%7A') = 'x'\n"
)

# The same class in Tonel's layout, and a class that is no test.
SMALLTALK_TONEL_TEST = (
    'Class { #name : #WAUrlTest, #superclass : #TestCase }\n'
    '{ #category : #tests }\n'
    "WAUrlTest >> testDecode [ self assert: (WAUrl decodePercent: 'http://www.seaside.st/%2a') = 1 ]\n"
)

# A Tonel class that is no test keeps its fix.
SMALLTALK_TONEL_CLASS = (
    'Class { #name : #WAUrl, #superclass : #Object }\n'
    "WAUrl >> home [ ^ 'http://www.seaside.st/%2a' ]\n"
)




# Vim script's printf().
VIM_PRINTF = (
    "let u = printf('https://example.com/page%2d.html', 7)\n"
    "let v = 'https://example.com/%7euser'\n"
)

# F#'s sprintf.
FSHARP_SPRINTF = (
    'let u = sprintf "https://example.com/page%2d.html" 7\n'
    'let v = "https://example.com/%7euser"\n'
)

# Racket's test submodule among the code it tests (sweep 143, real:
# web-server's path-traversal test "..%2f..%2f"), up to the next top-level
# form; Erlang's EUnit tests between "-ifdef(TEST)." and "-endif.".
RACKET_TEST_SUBMODULE = (
    '#lang racket/base\n'
    '(define home "http://localhost/a%2fhome")\n'
    '(module+ test\n'
    '  (require rackunit)\n'
    '  (check-exn exn:fail? (lambda () (url->path (string->url "http://localhost/..%2f..%2ffoo")))))\n'
    '(define docs "http://localhost/a%2fdocs")\n'
)


# Djot autolinks no bare URL and reads "~a~" as a subscript and "_a_" as
# emphasis, even inside a word (sweep 144, proven with djot 0.3.2: decoded,
# "https://e.org/<sub>alice/pub/</sub>bob"); one decoded mark pairs with one
# already in the text or with the next URL's (sweep 145, djot.js): a fix that
# writes one in a bare URL is unsafe. Other fixes keep their safety.
DJOT_PAIRS = (
    'Mirror: https://e.org/%7Ealice/pub/%7Ebob/file.txt\n'
    '\n'
    'See https://e.org/wiki/a%5Fb%5Fc and https://e.org/%7Ecarol/ here.\n'
    '\n'
    'See https://e.org/a/%2fb and [docs](https://e.org/a/%2fc).\n'
)

# Format strings in Tcl (quoted or braced), Vim script and F# (read as
# text): "%2d" is a conversion (sweeps 143 and 145, proven with tclsh:
# "page 7.html" became "page-.html"; Vim raised E767). A literal no call
# formats keeps its fix.
TCL_FORMAT = (
    'set u [format "https://example.com/page%2d.html" 7]\n'
    'set w [format "https://example.com/v=%3e" 1234.5]\n'
    'set v [format {https://example.com/c%7e/%d} 3]\n'
    'set x "https://example.com/%7euser"\n'
)

# Erlang's EUnit tests in the module, up to its -else. (sweep 145) or -endif.
ERLANG_EUNIT = (
    '-module(url).\n'
    'home() -> "http://localhost/a%2fhome".\n'
    '-ifdef(TEST).\n'
    '-include_lib("eunit/include/eunit.hrl").\n'
    'parse_test() -> ?assertEqual(x, parse("http://localhost/..%2f..%2ffoo")).\n'
    '-else.\n'
    'mode() -> "http://localhost/a%2fprod".\n'
    '-endif.\n'
    'docs() -> "http://localhost/a%2fdocs".\n'
)

# An attribute value that is a Racket at-expression (frog's templates, real:
# href="@(cdr pair)" had its space encoded, and the template no longer
# compiled; sweep 145) is code, not a URI. Another value keeps its fix.
RACKET_AT_EXPRESSION = (
    '<ul>\n'
    '  @(define (tag-links pairs)\n'
    '    @(map (lambda (pair)\n'
    '      @list{<a class="dropdown-item" href="@(cdr pair)">@(car pair)</a>})\n'
    '    pairs))\n'
    '  <li><a href="https://example.com/a b">x</a></li>\n'
    '</ul>\n'
)

# RDoc reads "_a_" in a bare URL as emphasis before it links the URL
# (sweep 144, proven with rdoc 6.4.1.1: the link fell apart around it); a
# pair with a word character outside it is no emphasis (sweep 145).
RDOC_EMPHASIS = (
    'Source: https://e.org/a/%5Fb%5F/c here, and https://e.org/%7Ea/%7Eb.\n'
    'Inside words: https://e.org/a%5fb/c%5fd stays a link.\n'
)

# A path a scheme reads as written holds a file's name (sweep 147, real:
# 68 findings in a Godot game's res:// paths, each asking to percent-encode
# a Chinese file name): no non-ASCII finding there; Bevy's embedded:// and
# Roblox's rbxasset:// paths are read as written too (their fixes unsafe).
LITERAL_PATH_NAMES = (
    'extends Node\n'
    '\n'
    'const DATA := "res://数据/卡牌/效果组件规范.csv"\n'
    'const SAVE := "user://存档/slot1.sav"\n'
    'const MESH := "embedded://game/a%7eb.glb"\n'
    'const HOME := "https://example.com/数据"\n'
)

# An SQL dump's or seed's rows are stored as written (sweep 146, proven
# with sqlite3: an exact lookup found the row before a fix and nothing
# after): INSERT (and REPLACE) statements to their ";", pg_dump's COPY data
# to its "\." line. A comment keeps its fix.
SQL_DUMP_ROWS = (
    '-- Docs: https://example.com/%7edocs/\n'
    'CREATE TABLE links (id INTEGER PRIMARY KEY, url TEXT UNIQUE);\n'
    "INSERT INTO links VALUES (1,'https://example.com/%7Ealice/'),\n"
    "  (2,'https://example.com/wiki/Caf%c3%a9');\n"
    'COPY public.links (id, url) FROM stdin;\n'
    '3\thttps://example.com/%7Ebob/\n'
    '\\.\n'
    'SELECT 1; -- https://example.com/%7eend\n'
)

# A migration Flyway or Liquibase applies keeps its checksum (sweep 146:
# Flyway's checksum, computed as its source does, changed after one fix,
# and "flyway migrate" failed): every fix is unsafe.
FLYWAY_MIGRATION = (
    '-- See https://example.com/%7edocs/\n'
    "UPDATE settings SET home = 'https://example.com/wiki/Caf%c3%a9';\n"
)

# The same in a Liquibase changelog.
LIQUIBASE_CHANGELOG = (
    'databaseChangeLog:\n'
    '  - changeSet:\n'
    '      id: 2\n'
    '      changes:\n'
    '        - insert:\n'
    '            tableName: links\n'
    '            columns:\n'
    '              - column: {name: url, value: "https://example.com/wiki/Caf%c3%a9"}\n'
)

# A dbt seed's CSV rows are loaded as written.
DBT_SEED = (
    'id,url\n'
    '1,https://example.com/%7Ealice/\n'
)

# Arabic script's comma, semicolon, question mark and full stop, and
# Hebrew's gershayim, end a bare URL as a comma or a quote does (sweep 148,
# real: a host label "ir،" reported in Persian prose and code).
RTL_PUNCTUATION = (
    'سایت https://kurdistan.irib.ir، خط\n'
    'مثال https://example.com/%7ea؛ ادامه\n'
    'آیا https://example.com/b؟\n'
    'שלום https://example.com/c״\n'
)

# A threat feed's table that names each value's type and tags it (TweetFeed,
# real: 453 safe hunks rewrote observed URLs; sweep 149, a join of the fixed
# rows with the feed's found none), and its JSON lookups of sighted URLs,
# record indicators: identifiers. A table without such tags keeps its fixes.
THREAT_FEED_TABLE = (
    '2024-01-22 00:01:41,malpulse,ip,109.116.169.17,#malware,https://twitter.com/malpulse/status/1\n'
    '2024-01-22 01:36:42,romonlyht,url,https://mynembercard%2Epoint%2Esoumu%2Ejq@tmbxniy.com,#phishing,https://twitter.com/romonlyht/status/2\n'
)

# The feed's lookup by value.
THREAT_FEED_LOOKUP = '{"ràbby.app":[{"first_seen":"2025-10-11 06:56:34","type":"url","value":"http://ràbby.app/%7ea"}]}\n'

# A table of typed links with no threat tag keeps its fixes.
TYPED_LINKS_TABLE = (
    'name,kind,address\n'
    'home,url,https://example.com/%7Ehome\n'
)

# (text, file name, rules selected (None: the defaults), findings, --fix, --fix --unsafe-fixes; None: unchanged)
SWEEP134_CASES = [
    (SCDOC, 'doc/foo.1.scd', None, [(5, 25, 'URI002'), (5, 69, 'URI002')],
     'foo(1)\n\n# DESCRIPTION\n\nSee https://example.org/%5Fstatic/docs.html and https://example.org/~alice.\n',
     'foo(1)\n\n# DESCRIPTION\n\nSee https://example.org/_static/docs.html and https://example.org/~alice.\n'),
    (BIBTEX_NOTE, 'refs.bib', None, [(2, 41, 'URI002'), (3, 44, 'URI002'), (4, 29, 'URI002')],
     '@misc{carol,\n  note = {See http://www.cs.example.edu/%7Ecarol/notes.html for more},\n  howpublished = {\\url{http://example.com/p~q}},\n  url = {http://example.com/~x},\n}\n',
     '@misc{carol,\n  note = {See http://www.cs.example.edu/~carol/notes.html for more},\n  howpublished = {\\url{http://example.com/p~q}},\n  url = {http://example.com/~x},\n}\n'),
    (C_TEST_MACRO, 'src/url.c', None, [(3, 33, 'URI001'), (5, 30, 'URI002'), (9, 51, 'URI002'), (12, 51, 'URI002')],
     '#ifdef TESTING\nstatic const struct { const char *url1, *url2; bool equal; } test_array[] = {\n  { "http://www.adomain.com/path%2f", "http://www.adomain.com/path/", false },\n#if defined(WINDOWS)\n  { "http://www.adomain.com/a%7eb", "http://www.adomain.com/a~b", true },\n#endif\n};\n#else\nstatic const char *home = "http://www.adomain.com/~home";\n#endif\n#ifndef UNIT_TEST\nstatic const char *docs = "http://www.adomain.com/~docs";\n#endif\n',
     '#ifdef TESTING\nstatic const struct { const char *url1, *url2; bool equal; } test_array[] = {\n  { "http://www.adomain.com/path%2F", "http://www.adomain.com/path/", false },\n#if defined(WINDOWS)\n  { "http://www.adomain.com/a~b", "http://www.adomain.com/a~b", true },\n#endif\n};\n#else\nstatic const char *home = "http://www.adomain.com/~home";\n#endif\n#ifndef UNIT_TEST\nstatic const char *docs = "http://www.adomain.com/~docs";\n#endif\n'),
    (MAN_FONT_RESET, 'docs/man-xlate/nmap-ja.1', None, [(5, 31, 'URI002')],
     '.TH NMAP 1\n.SH A\nA \\m[blue]\\fB\\%https://nmap.org\\fR\\m[]から入手できる。\nB \\m[blue]\\fB\\%https://nmap.org/book/man.html\\fR\\m[] で参照できる。\nC \\fB\\%https://nmap.org/data/x~.txt.\\fRで参照できる。\n',
     '.TH NMAP 1\n.SH A\nA \\m[blue]\\fB\\%https://nmap.org\\fR\\m[]から入手できる。\nB \\m[blue]\\fB\\%https://nmap.org/book/man.html\\fR\\m[] で参照できる。\nC \\fB\\%https://nmap.org/data/x~.txt.\\fRで参照できる。\n'),
    (MAN_AFTER_M4, 'tmac/groff_man.7.man.in', None, [],
     None,
     None),
    (TEX_CONTROL_WORD, 'mdpi.cls', None, [(2, 28, 'URI004')],
     None,
     '\\newcommand{\\orcid}{\\href{https://orcid.org/\\csname orcidauthor\\x\\endcsname}{\\orcidlogo}}\n\\href{https://example.org/a%20b}{x}\n'),
    (FILTER_LIST, 'filters/example.txt', None, [(2, 33, 'URI002'), (3, 21, 'URI002'), (5, 28, 'URI002')],
     '! Title: Example list\n! Homepage: https://example.com/~filters\nhttps://example.com/%2dpromo/*$image,third-party\n|http://p.pw^$subdocument\n@@|https://api.example.com/%7ea/^$script\nhttps://static.example.net/emoticons/v*/300042845^\n',
     '! Title: Example list\n! Homepage: https://example.com/~filters\nhttps://example.com/-promo/*$image,third-party\n|http://p.pw^$subdocument\n@@|https://api.example.com/~a/^$script\nhttps://static.example.net/emoticons/v*/300042845^\n'),
    (FILTER_OPTIONS, 'filters.txt', None, [(1, 21, 'URI002'), (2, 21, 'URI002')],
     'https://example.com/%7euser/ads.js$script\nhttps://example.com/~user/docs and $5 more\n',
     'https://example.com/~user/ads.js$script\nhttps://example.com/~user/docs and $5 more\n'),
    (DNR_ANCHORED, 'rulesets/rules.json', None, [(2, 91, 'URI002'), (3, 89, 'URI002')],
     None,
     '[\n {"id": 1, "action": {"type": "block"}, "condition": {"urlFilter": "|https://example.com/a-b|"}},\n {"id": 2, "action": {"type": "block"}, "condition": {"urlFilter": "https://example.com/~user/"}}\n]\n'),
    (SEARCH_PLACEHOLDERS, 'IMDb_Scout_Mod.user.js', None, [(3, 42, 'URI004'), (5, 44, 'URI001'), (5, 53, 'URI006')],
     'var sites = [\n  { \'searchUrl\': \'https://tfpdl.example/?s=%tt%\' },\n  { \'searchUrl\': \'https://example.org/?s="%search_string%"\' },\n  { \'searchUrl\': \'https://example.net/search?q=%release-group-name%&t=album\' },\n  { \'searchUrl\': \'https://example.com/wiki/%E4%B8%AD%\' },\n];\n',
     "var sites = [\n  { 'searchUrl': 'https://tfpdl.example/?s=%tt%' },\n  { 'searchUrl': 'https://example.org/?s=%22%search_string%%22' },\n  { 'searchUrl': 'https://example.net/search?q=%release-group-name%&t=album' },\n  { 'searchUrl': 'https://example.com/wiki/%E4%B8%AD%25' },\n];\n"),
    (ERB_DESTINATION, 'app/views/user_mailer/poke_inactive.md.erb', None, [(2, 93, 'URI004')],
     'You signed up for [CodeTriage](<%= root_url %>).\nSee [the page for <%= @repo.name %>](<%= repo_url @repo %>) or [docs](<https://example.com/a%20b>).\n',
     'You signed up for [CodeTriage](<%= root_url %>).\nSee [the page for <%= @repo.name %>](<%= repo_url @repo %>) or [docs](<https://example.com/a%20b>).\n'),
    (ORM_LIKE, 'app/models/link.rb', None, [],
     None,
     None),
    (TEMPLATE_COMPARISON, 'templates/nav.html.j2', None, [(1, 51, 'URI002'), (1, 124, 'URI002')],
     '<li{% if request.url == "https://example.com/docs/%7euser/" %} class="active"{% endif %}><a href="https://example.com/docs/~user/">Docs</a></li>\n',
     '<li{% if request.url == "https://example.com/docs/~user/" %} class="active"{% endif %}><a href="https://example.com/docs/~user/">Docs</a></li>\n'),
    (PANDOC_SUBSCRIPT, 'index.Rmd', None, [(3, 25, 'URI002'), (6, 42, 'URI002'), (7, 25, 'URI002'), (7, 59, 'URI002')],
     '---\ntitle: "Profile"\nurl: http://example.com/%7Ealice/%7Ebob/\n---\n\nMy old page: http://www.stat.example.edu/%7Ealice/%7Ebob/index.html is gone.\nOne: http://example.org/~carol/ and <http://example.org/~alice/~bob/>.\n',
     '---\ntitle: "Profile"\nurl: http://example.com/~alice/~bob/\n---\n\nMy old page: http://www.stat.example.edu/~alice/~bob/index.html is gone.\nOne: http://example.org/~carol/ and <http://example.org/~alice/~bob/>.\n'),
    (C_TEST_NAMES, 'src/api.c', None, [(2, 38, 'URI002'), (5, 38, 'URI002'), (8, 38, 'URI002'), (11, 38, 'URI002'), (14, 38, 'URI002')],
     '#ifdef USE_LATEST_API\nstatic const char *a = "http://e.com/~a";\n#endif\n#ifdef ATTESTATION\nstatic const char *b = "http://e.com/~b";\n#endif\n#if defined(ENABLE_UNIT_TESTS)\nstatic const char *c = "http://e.com/%7ec";\n#endif\n#ifdef UNITTEST\nstatic const char *d = "http://e.com/%7ed";\n#endif\n#ifdef TESTING\nstatic const char *e = "http://e.com/%7ee";\n#endif\n',
     '#ifdef USE_LATEST_API\nstatic const char *a = "http://e.com/~a";\n#endif\n#ifdef ATTESTATION\nstatic const char *b = "http://e.com/~b";\n#endif\n#if defined(ENABLE_UNIT_TESTS)\nstatic const char *c = "http://e.com/~c";\n#endif\n#ifdef UNITTEST\nstatic const char *d = "http://e.com/~d";\n#endif\n#ifdef TESTING\nstatic const char *e = "http://e.com/~e";\n#endif\n'),
    (OAS_SAMPLE_VALUES, '3.0/yaml/schema-validation.yaml', None, [(3, 42, 'URI002'), (13, 51, 'URI005'), (14, 51, 'URI005'), (17, 76, 'URI002'), (22, 39, 'URI002')],
     'openapi: 3.0.3\nservers:\n  - url: https://{tenant}.example.com/v1/~api\npaths:\n  /pets:\n    get:\n      parameters:\n      - in: query\n        name: iri\n        schema:\n          type: string\n          format: iri\n          default: https://en.wiktionary.org/wiki/Ῥόδος\n          example: https://en.wiktionary.org/wiki/ῥόδον\n      - in: query\n        name: next\n        schema: {type: string, format: uri, example: "https://example.com/a%7eb"}\n      - in: query\n        name: kind\n        schema:\n          enum:\n          - https://example.com/kinds/%7ea\n',
     'openapi: 3.0.3\nservers:\n  - url: https://{tenant}.example.com/v1/~api\npaths:\n  /pets:\n    get:\n      parameters:\n      - in: query\n        name: iri\n        schema:\n          type: string\n          format: iri\n          default: https://en.wiktionary.org/wiki/%E1%BF%AC%CF%8C%CE%B4%CE%BF%CF%82\n          example: https://en.wiktionary.org/wiki/%E1%BF%A5%CF%8C%CE%B4%CE%BF%CE%BD\n      - in: query\n        name: next\n        schema: {type: string, format: uri, example: "https://example.com/a~b"}\n      - in: query\n        name: kind\n        schema:\n          enum:\n          - https://example.com/kinds/~a\n'),
    (RECIPE_SOURCES, 'PKGBUILD', None, [(2, 36, 'URI002'), (3, 49, 'URI002'), (4, 30, 'URI002'), (5, 26, 'URI002')],
     'pkgname=foo\nsource=("https://example.com/dl/foo%7ebar-$pkgver.tar.gz"\n        "renamed.tar.gz::https://example.com/dl/~baz.tar.gz"\n        "https://example.com/~old/dir/file.tar.gz")\nurl="https://example.com/~foo"\n',
     'pkgname=foo\nsource=("https://example.com/dl/foo~bar-$pkgver.tar.gz"\n        "renamed.tar.gz::https://example.com/dl/~baz.tar.gz"\n        "https://example.com/~old/dir/file.tar.gz")\nurl="https://example.com/~foo"\n'),
    (PERCENT_NAME_OCTETS, 'app.py', None, [(1, 27, 'URI007'), (1, 31, 'URI005'), (2, 41, 'URI002')],
     None,
     'url = "http://example.com/%A00%C3%A9a"\nhome = "http://example.com/%PUBLIC_URL%/~x"\n'),
    (HAML_FORMAT, 'app/views/archive/index.html.haml', None, [(4, 37, 'URI002')],
     '%a{href: "https://example.com/archive/%04d/%2d/" % [2024, 3]} March\n%a{href: format("https://example.com/items?page=%2d&q=%s", 3, "X")} Page\n%a{href: "https://example.com/p?v=%3d" % 7} V\n%a{href: "https://example.com/plain/~/x"} Plain\n= link_to "x", \'https://example.com/%7euser/%2d\' % n\n',
     '%a{href: "https://example.com/archive/%04d/%2d/" % [2024, 3]} March\n%a{href: format("https://example.com/items?page=%2d&q=%s", 3, "X")} Page\n%a{href: "https://example.com/p?v=%3d" % 7} V\n%a{href: "https://example.com/plain/~/x"} Plain\n= link_to "x", \'https://example.com/%7euser/%2d\' % n\n'),
    (SLIM_FORMAT, 'app/views/archive/index.html.slim', None, [(3, 35, 'URI002')],
     'a href=("https://example.com/archive/%04d/%2d/" % [2024, 3]) March\na href=format("https://example.com/items?page=%2d&q=%s", 3, "X") Page\na href="https://example.com/plain/~/x" Plain\n',
     'a href=("https://example.com/archive/%04d/%2d/" % [2024, 3]) March\na href=format("https://example.com/items?page=%2d&q=%s", 3, "X") Page\na href="https://example.com/plain/~/x" Plain\n'),
    (ICALENDAR_IDENTIFIERS, 'calendar.ics', None, [(2, 32, 'URI002'), (3, 54, 'URI002'), (4, 32, 'URI002')],
     'BEGIN:VEVENT\r\nUID:https://events.example.org/%7eclub/2024-01-10\r\nRELATED-TO;RELTYPE=PARENT:https://events.example.org/%7eclub/1\r\nURL:https://events.example.org/~club/page\r\nDESCRIPTION:Booked on http://www.example-travel.com/\\; Reference 4127\r\nLOCATION:http://example.hu/\\, Bp. XI.\r\nDESCRIPTION:Join https://zoom.example/j/9?pwd=ab%7\r\n EdEF now\r\nEND:VEVENT\r\n',
     'BEGIN:VEVENT\r\nUID:https://events.example.org/~club/2024-01-10\r\nRELATED-TO;RELTYPE=PARENT:https://events.example.org/~club/1\r\nURL:https://events.example.org/~club/page\r\nDESCRIPTION:Booked on http://www.example-travel.com/\\; Reference 4127\r\nLOCATION:http://example.hu/\\, Bp. XI.\r\nDESCRIPTION:Join https://zoom.example/j/9?pwd=ab%7\r\n EdEF now\r\nEND:VEVENT\r\n'),
    (VCARD_IDENTIFIERS, 'contacts.vcf', None, [(3, 32, 'URI002'), (4, 35, 'URI002'), (5, 32, 'URI002')],
     'BEGIN:VCARD\nVERSION:4.0\nUID:https://people.example.org/%7ejane\nMEMBER:https://people.example.org/%7ejoe\nURL:https://people.example.org/~jane/home\nEND:VCARD\n',
     'BEGIN:VCARD\nVERSION:4.0\nUID:https://people.example.org/~jane\nMEMBER:https://people.example.org/~joe\nURL:https://people.example.org/~jane/home\nEND:VCARD\n'),
    (IPTV_HEADERS_AND_TOKENS, 'channels.m3u8', None, [(4, 58, 'URI001'), (5, 25, 'URI002')],
     '#EXTM3U\n#EXTINF:-1,Match\nhttps://cdn.example.org/v1/index.m3u8|User-Agent=X/9&Referer=https://example.org/\nhttps://live.example.net/m.m3u8?hdnea=exp=1700000000~acl=%2f*~hmac=0123456789abcdef0123456789abcdef\nhttps://cdn.example.org/~tv/a.m3u8\n',
     '#EXTM3U\n#EXTINF:-1,Match\nhttps://cdn.example.org/v1/index.m3u8|User-Agent=X/9&Referer=https://example.org/\nhttps://live.example.net/m.m3u8?hdnea=exp=1700000000~acl=%2F*~hmac=0123456789abcdef0123456789abcdef\nhttps://cdn.example.org/~tv/a.m3u8\n'),
    (SUBTITLE_BREAK, 'subs/en.ass', None, [(2, 121, 'URI002')],
     '[Events]\nDialogue: 0,0:00:01.00,0:00:04.00,Default,,0,0,0,,Subs by https://subs.example.org/team\\Nenjoy https://subs.example.org/~a\n',
     '[Events]\nDialogue: 0,0:00:01.00,0:00:04.00,Default,,0,0,0,,Subs by https://subs.example.org/team\\Nenjoy https://subs.example.org/~a\n'),
    (XSPF_IDENTIFIER, 'mix.xspf', None, [(3, 44, 'URI002'), (4, 56, 'URI002')],
     '<?xml version="1.0"?>\n<playlist version="1" xmlns="http://xspf.org/ns/0/">\n  <identifier>http://playlists.example.org/%7emix/1</identifier>\n  <trackList><track><location>http://media.example.org/~a.ogg</location></track></trackList>\n</playlist>\n',
     '<?xml version="1.0"?>\n<playlist version="1" xmlns="http://xspf.org/ns/0/">\n  <identifier>http://playlists.example.org/~mix/1</identifier>\n  <trackList><track><location>http://media.example.org/~a.ogg</location></track></trackList>\n</playlist>\n'),
    (RSS_ENCLOSURE_ID, 'podcast.rss', None, [(3, 43, 'URI002'), (6, 43, 'URI002')],
     '<rss version="2.0"><channel>\n<item><title>1</title>\n<enclosure url="https://media.example.org/%7eshow/ep1.mp3" type="audio/mpeg"/>\n</item>\n<item><guid>tag:example.org,2024:2</guid>\n<enclosure url="https://media.example.org/~show/ep2.mp3" type="audio/mpeg"/>\n</item>\n</channel></rss>\n',
     '<rss version="2.0"><channel>\n<item><title>1</title>\n<enclosure url="https://media.example.org/~show/ep1.mp3" type="audio/mpeg"/>\n</item>\n<item><guid>tag:example.org,2024:2</guid>\n<enclosure url="https://media.example.org/~show/ep2.mp3" type="audio/mpeg"/>\n</item>\n</channel></rss>\n'),
    (SMALLTALK_FILETREE_TEST, 'repository/Seaside-Tests-Core.package/WAUrlTest.class/instance/testDecodePercent.st', None, [(2, 63, 'URI001'), (2, 66, 'URI002')],
     None,
     "testDecodePercent\n\tself assert: (WAUrl decodePercent: 'http://www.seaside.st/%21%2Az') = 'x'\n"),
    (SMALLTALK_TONEL_TEST, 'src/Seaside-Tests-Core/WAUrlTest.class.st', None, [(3, 85, 'URI001')],
     None,
     "Class { #name : #WAUrlTest, #superclass : #TestCase }\n{ #category : #tests }\nWAUrlTest >> testDecode [ self assert: (WAUrl decodePercent: 'http://www.seaside.st/%2A') = 1 ]\n"),
    (SMALLTALK_TONEL_CLASS, 'src/Seaside-Core/WAUrl.class.st', None, [(2, 42, 'URI001')],
     "Class { #name : #WAUrl, #superclass : #Object }\nWAUrl >> home [ ^ 'http://www.seaside.st/%2A' ]\n",
     "Class { #name : #WAUrl, #superclass : #Object }\nWAUrl >> home [ ^ 'http://www.seaside.st/%2A' ]\n"),
    (VIM_PRINTF, 'autoload/fetch.vim', None, [(2, 30, 'URI002')],
     "let u = printf('https://example.com/page%2d.html', 7)\nlet v = 'https://example.com/~user'\n",
     "let u = printf('https://example.com/page%2d.html', 7)\nlet v = 'https://example.com/~user'\n"),
    (FSHARP_SPRINTF, 'src/Fetch.fs', None, [(2, 30, 'URI002')],
     'let u = sprintf "https://example.com/page%2d.html" 7\nlet v = "https://example.com/~user"\n',
     'let u = sprintf "https://example.com/page%2d.html" 7\nlet v = "https://example.com/~user"\n'),
    (RACKET_TEST_SUBMODULE, 'web-server/dispatchers/filesystem-map.rkt', None, [(2, 33, 'URI001'), (5, 79, 'URI001'), (6, 33, 'URI001')],
     '#lang racket/base\n(define home "http://localhost/a%2Fhome")\n(module+ test\n  (require rackunit)\n  (check-exn exn:fail? (lambda () (url->path (string->url "http://localhost/..%2f..%2ffoo")))))\n(define docs "http://localhost/a%2Fdocs")\n',
     '#lang racket/base\n(define home "http://localhost/a%2Fhome")\n(module+ test\n  (require rackunit)\n  (check-exn exn:fail? (lambda () (url->path (string->url "http://localhost/..%2F..%2Ffoo")))))\n(define docs "http://localhost/a%2Fdocs")\n'),
    (DJOT_PAIRS, 'notes.dj', None, [(1, 23, 'URI002'), (3, 25, 'URI002'), (3, 52, 'URI002'), (5, 21, 'URI001'), (5, 53, 'URI001')],
     'Mirror: https://e.org/%7Ealice/pub/%7Ebob/file.txt\n\nSee https://e.org/wiki/a%5Fb%5Fc and https://e.org/%7Ecarol/ here.\n\nSee https://e.org/a/%2Fb and [docs](https://e.org/a/%2Fc).\n',
     'Mirror: https://e.org/~alice/pub/~bob/file.txt\n\nSee https://e.org/wiki/a_b_c and https://e.org/~carol/ here.\n\nSee https://e.org/a/%2Fb and [docs](https://e.org/a/%2Fc).\n'),
    (TCL_FORMAT, 'lib/fetch.tcl', None, [(4, 28, 'URI002')],
     'set u [format "https://example.com/page%2d.html" 7]\nset w [format "https://example.com/v=%3e" 1234.5]\nset v [format {https://example.com/c%7e/%d} 3]\nset x "https://example.com/~user"\n',
     'set u [format "https://example.com/page%2d.html" 7]\nset w [format "https://example.com/v=%3e" 1234.5]\nset v [format {https://example.com/c%7e/%d} 3]\nset x "https://example.com/~user"\n'),
    (ERLANG_EUNIT, 'src/url.erl', None, [(2, 30, 'URI001'), (5, 59, 'URI001'), (7, 30, 'URI001'), (9, 30, 'URI001')],
     '-module(url).\nhome() -> "http://localhost/a%2Fhome".\n-ifdef(TEST).\n-include_lib("eunit/include/eunit.hrl").\nparse_test() -> ?assertEqual(x, parse("http://localhost/..%2f..%2ffoo")).\n-else.\nmode() -> "http://localhost/a%2Fprod".\n-endif.\ndocs() -> "http://localhost/a%2Fdocs".\n',
     '-module(url).\nhome() -> "http://localhost/a%2Fhome".\n-ifdef(TEST).\n-include_lib("eunit/include/eunit.hrl").\nparse_test() -> ?assertEqual(x, parse("http://localhost/..%2F..%2Ffoo")).\n-else.\nmode() -> "http://localhost/a%2Fprod".\n-endif.\ndocs() -> "http://localhost/a%2Fdocs".\n'),
    (RACKET_AT_EXPRESSION, '_src/page-template.html', None, [(6, 37, 'URI004')],
     '<ul>\n  @(define (tag-links pairs)\n    @(map (lambda (pair)\n      @list{<a class="dropdown-item" href="@(cdr pair)">@(car pair)</a>})\n    pairs))\n  <li><a href="https://example.com/a%20b">x</a></li>\n</ul>\n',
     '<ul>\n  @(define (tag-links pairs)\n    @(map (lambda (pair)\n      @list{<a class="dropdown-item" href="@(cdr pair)">@(car pair)</a>})\n    pairs))\n  <li><a href="https://example.com/a%20b">x</a></li>\n</ul>\n'),
    (RDOC_EMPHASIS, 'README.rdoc', None, [(1, 25, 'URI002'), (1, 59, 'URI002'), (2, 30, 'URI002')],
     'Source: https://e.org/a/%5Fb%5F/c here, and https://e.org/~a/~b.\nInside words: https://e.org/a_b/c_d stays a link.\n',
     'Source: https://e.org/a/_b_/c here, and https://e.org/~a/~b.\nInside words: https://e.org/a_b/c_d stays a link.\n'),
    (LITERAL_PATH_NAMES, 'scripts/paths.gd', None, [(5, 33, 'URI002'), (6, 36, 'URI005')],
     None,
     'extends Node\n\nconst DATA := "res://数据/卡牌/效果组件规范.csv"\nconst SAVE := "user://存档/slot1.sav"\nconst MESH := "embedded://game/a~b.glb"\nconst HOME := "https://example.com/%E6%95%B0%E6%8D%AE"\n'),
    (SQL_DUMP_ROWS, 'db/seed.sql', None, [(1, 30, 'URI002'), (3, 50, 'URI002'), (4, 35, 'URI001'), (6, 23, 'URI002'), (8, 34, 'URI002')],
     "-- Docs: https://example.com/~docs/\nCREATE TABLE links (id INTEGER PRIMARY KEY, url TEXT UNIQUE);\nINSERT INTO links VALUES (1,'https://example.com/%7Ealice/'),\n  (2,'https://example.com/wiki/Caf%c3%a9');\nCOPY public.links (id, url) FROM stdin;\n3\thttps://example.com/%7Ebob/\n\\.\nSELECT 1; -- https://example.com/~end\n",
     "-- Docs: https://example.com/~docs/\nCREATE TABLE links (id INTEGER PRIMARY KEY, url TEXT UNIQUE);\nINSERT INTO links VALUES (1,'https://example.com/~alice/'),\n  (2,'https://example.com/wiki/Caf%C3%A9');\nCOPY public.links (id, url) FROM stdin;\n3\thttps://example.com/~bob/\n\\.\nSELECT 1; -- https://example.com/~end\n"),
    (FLYWAY_MIGRATION, 'src/main/resources/db/migration/V2__seed_links.sql', None, [(1, 28, 'URI002'), (2, 57, 'URI001')],
     None,
     "-- See https://example.com/~docs/\nUPDATE settings SET home = 'https://example.com/wiki/Caf%C3%A9';\n"),
    (LIQUIBASE_CHANGELOG, 'db/changelog/db.changelog-master.yaml', None, [(8, 73, 'URI001')],
     None,
     'databaseChangeLog:\n  - changeSet:\n      id: 2\n      changes:\n        - insert:\n            tableName: links\n            columns:\n              - column: {name: url, value: "https://example.com/wiki/Caf%C3%A9"}\n'),
    (DBT_SEED, 'seeds/links.csv', None, [(2, 23, 'URI002')],
     None,
     'id,url\n1,https://example.com/~alice/\n'),
    (RTL_PUNCTUATION, 'docs/FAQ.fa.txt', None, [(2, 26, 'URI002')],
     'سایت https://kurdistan.irib.ir، خط\nمثال https://example.com/~a؛ ادامه\nآیا https://example.com/b؟\nשלום https://example.com/c״\n',
     'سایت https://kurdistan.irib.ir، خط\nمثال https://example.com/~a؛ ادامه\nآیا https://example.com/b؟\nשלום https://example.com/c״\n'),
    (THREAT_FEED_TABLE, '2024/202401/20240122.csv', None, [(2, 55, 'URI002')],
     None,
     '2024-01-22 00:01:41,malpulse,ip,109.116.169.17,#malware,https://twitter.com/malpulse/status/1\n2024-01-22 01:36:42,romonlyht,url,https://mynembercard.point.soumu.jq@tmbxniy.com,#phishing,https://twitter.com/romonlyht/status/2\n'),
    (THREAT_FEED_LOOKUP, 'lookup/3f.json', None, [(1, 80, 'URI005'), (1, 90, 'URI002')],
     None,
     '{"ràbby.app":[{"first_seen":"2025-10-11 06:56:34","type":"url","value":"http://xn--rbby-0na.app/~a"}]}\n'),
    (TYPED_LINKS_TABLE, 'data/links.csv', None, [(2, 30, 'URI002')],
     'name,kind,address\nhome,url,https://example.com/~home\n',
     'name,kind,address\nhome,url,https://example.com/~home\n'),
]


@pytest.mark.parametrize("text, filename, select, expected, fixed, unsafe", SWEEP134_CASES)
def test_triaged(text: str, filename: str, select: None, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert select is None  # (the rows keep test_sweep122_triage's shape; every rule table here runs the defaults)
    assert_triaged(text, filename, expected, fixed, unsafe)
