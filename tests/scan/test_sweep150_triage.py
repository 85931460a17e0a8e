"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28's second session on (sweeps 150 to
153: localization catalogs; web server and rewrite configurations;
bioinformatics formats and linked data; routing tables and URI templates in
application code), and older sweeps' findings left open until then.

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged


# Markdoc reads no tag in a link's destination (markdoc/markdoc#87; its docs
# list "[Link]({% $variable %})" as incorrect): the variable tag's space
# ends the destination and no link forms, so a fix rewrote a paragraph's
# text (sweep 144, proven with @markdoc/markdoc 0.5.10). "$" starts no
# Liquid, Jinja or Nunjucks tag; Jekyll's "{% link %}" keeps its link.
MARKDOC_VARIABLE_IN_DESTINATION = (
    '---\n'
    'title: Variables\n'
    '---\n'
    '\n'
    'Download [the build](https://dl.e.org/{% $version %}/app|linux.tar.gz).\n'
    '\n'
    'Jekyll: [the build](https://dl.e.org/{% version %}/app|linux.tar.gz).\n'
)

# Apache escapes a "%" of a RewriteRule's substitution (unless NE, and a P
# target always) and of a RedirectMatch target; mod_proxy re-escapes a
# ProxyPass target, and ProxyPassReverse matches its prefix as written
# (sweep 151, proven with Apache 2.4.71 and an echo backend: "x%e2" was
# sent as "x%25e2", "x%25E2" after a fix; the fixed ProxyPassReverse let the
# backend's address leak). Redirect, ErrorDocument and NE keep their fixes.
APACHE_PASSED_ON = (
    'RewriteEngine On\n'
    'RewriteRule ^g$ https://example.com/x%e2%ac [R=301,L]\n'
    'RewriteRule ^i$ http://127.0.0.1:18081/app/x%c3%a9 [P]\n'
    'RewriteRule ^b$ https://example.com/caf%c3%a9 [R=301,L,NE]\n'
    'RedirectMatch 301 ^/rm/(.*)$ https://example.com/%7erm/$1\n'
    'Redirect 301 /old https://example.com/%7Enew/\n'
    'ProxyPass /app/ http://127.0.0.1:18081/%7eapp/\n'
    'ProxyPassReverse /app/ http://127.0.0.1:18081/%7eapp/\n'
)

# nginx's proxy_redirect compares the upstream's Location as written (the
# fixed prefix let it leak), and a proxy_pass URI decides the path sent
# upstream (sweep 151, proven with nginx 1.22.1); "return" sends its URL as
# written and keeps its fix.
NGINX_PROXY = (
    'server {\n'
    '    location /api/ { proxy_pass http://127.0.0.1:18081/%7eapi/; }\n'
    '    location /app/ {\n'
    '        proxy_pass http://127.0.0.1:18081/%7eapp/;\n'
    '        proxy_redirect http://127.0.0.1:18081/%7eapp/ /app/;\n'
    '    }\n'
    '    location /old { return 301 https://example.com/%7eold/; }\n'
    '}\n'
)

# lighttpd's documented redirect to HTTPS: "%0"-"%9" and "$0"-"$9" are its
# conditions' and patterns' groups, not escapes (sweep 151: five real
# instances, in Markdown posts, a shell heredoc and mozilla/ssl-config-
# generator's JavaScript; a fixed "%250" sent lighttpd 1.4.69's redirect to
# https://50/...). Apache's rewrite lines in a Markdown fence the same
# (gantsta/redirect-recipes' README).
SERVER_BACK_REFERENCES = (
    '```\n'
    '$HTTP["host"] =~ ".*" {\n'
    '    url.redirect = (".*" => "https://%0$0")\n'
    '}\n'
    '$HTTP["host"] =~ "(.*)" {\n'
    '    url.redirect = ("^/(.*)" => "https://%1/$1")\n'
    '}\n'
    '```\n'
    '\n'
    '```apache\n'
    'RewriteCond %{REQUEST_URI} ^(.*)([^/]+)/?$\n'
    'RewriteRule ^ https://newdomain.com%1%2 [L,R=301]\n'
    '```\n'
)
LIGHTTPD_GENERATOR = (
    "const redirect =\n"
    "      '  $HTTP[\"host\"] =~ \".*\" {\\n'+\n"
    "      '    url.redirect = (\".*\" => \"https://%0$0\")\\n'+\n"
    "      '  }\\n';\n"
)

# HAProxy's http-request arguments are log-format strings: "%ac", "%fc" and
# "%bc" are its connection counts (proven with HAProxy 2.6.12), and a lone
# "%7E" there is a parse error, not an octet to decode.
HAPROXY_LOG_FORMAT = (
    'frontend fe\n'
    '  http-request redirect location https://example.com/conn-%ac/ code 302 if { path_beg /a }\n'
    '  http-request set-header X-Debug "https://example.com/q?fe=%fc&be=%bc"\n'
    '  http-request redirect location https://example.com/%7Efoo%[path] code 301 if { path_beg /b }\n'
)

# Traffic Server's remap rules: requests and origin Locations are matched
# against their URLs as written (sweep 151, argued from its documentation).
TRAFFIC_SERVER_REMAP = (
    'map http://www.example.com/%7euser/ http://origin.example.com/%7Euser/\n'
    'reverse_map http://origin.example.com/%7Euser/ http://www.example.com/%7euser/\n'
)

# An Android string resource is String.format's format when the app passes
# arguments: "%3d" there is a width-3 integer, and its "fix" "%3D" made
# OpenJDK 17's Formatter throw (the app's crash); "%2b" -> "%2B" printed
# "TRUE" (sweep 150, proven with Java). Apple's catalogs are
# String(format:)'s; an XLIFF target's URL would stop matching its source's.
ANDROID_FORMAT_STRINGS = (
    '<resources>\n'
    '    <string name="a">Carte : https://example.org/map?z=%3d</string>\n'
    '    <string name="b">https://example.org/q?ok=%2b&amp;c=%5c</string>\n'
    '    <string name="c">Profil : https://example.org/%7euser/%1$s</string>\n'
    '</resources>\n'
)
APPLE_FORMAT_STRINGS = (
    '"open" = "Öffne https://example.org/%@/%7e";\n'
    '"map" = "Karte: https://example.org/map?z=%3d";\n'
)

# Mozilla's language packs' .properties: "%S" and "%1$S" are the strings
# their code substitutes (sweep 150: four real instances, Firefox and
# Thunderbird's security.properties), as a ResourceBundle's "%1$s" is. A
# value holding one is a format string: its "%7E" is a conversion too.
MOZILLA_PROPERTIES = (
    'HTTPSFirstAddingException = Ausnahme für "http://%S" hinzugefügt.\n'
    'h2=Besuche https://%1$S/%2$S oder https://example.org/%7Ehelp\n'
)

# Go's strings.HasPrefix and its kin compare bytes: an allow-list prefix
# fixed from "pub%2f" to "pub%2F" no longer matched the URLs it let through
# (sweep 153, argued from Go's strings package; Python's and JavaScript's
# startswith were unsafe already); bytes.HasPrefix's []byte("...") too
# (sweep 157, proven with Go 1.19).
GO_PREFIX_CHECK = (
    'package proxy\n'
    '\n'
    'import "strings"\n'
    '\n'
    'func allowed(u string) bool {\n'
    '\treturn strings.HasPrefix(u, "https://cdn.example.com/pub%2f") || strings.EqualFold(u, "https://cdn.example.com/%7eme")\n'
    '}\n'
    '\n'
    'func mirrored(b []byte) bool { return bytes.HasPrefix(b, []byte("https://cdn.example.com/%7emirror")) }\n'
    '\n'
    'var home = "https://cdn.example.com/%7ehome"\n'
)

# Systems biology's XML models annotate with RDF, whose rdf:resource is an
# identifier compared as written (sweep 152: rdflib's graph of the fixed
# SBML was another). Read as XML now, as ".owl" and ".rdf" were.
SBML_ANNOTATION = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<sbml xmlns="http://www.sbml.org/sbml/level2/version4" level="2" version="4">\n'
    '<model id="m" metaid="m1"><annotation>\n'
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:bqbiol="http://biomodels.net/biology-qualifiers/">\n'
    '<rdf:Description rdf:about="#m1"><bqbiol:is><rdf:Bag><rdf:li rdf:resource="http://identifiers.org/taxonomy/a%7eb"/></rdf:Bag></bqbiol:is></rdf:Description>\n'
    '</rdf:RDF>\n'
    '</annotation></model>\n'
    '</sbml>\n'
)

# A FASTA file's .fai index holds byte offsets: a fixed header moved them,
# and pysam read chr1 wrong and could not read chr2 (sweep 152).
FASTA_HEADERS = (
    '>chr1 source=http://example.org/ref%7ebuild/chr1\n'
    'ACGTACGTAC\n'
    '>chr2 source=http://example.org/ref%7ebuild/chr2\n'
    'GTACGTAC\n'
)

# uscan reads a watch file URL's last segments from the first "(" on as a
# Perl regex: r-cran's template has no ".*" or "\d" to tell it by (sweep
# 155: six of 102 real watch files; the unsafe "%5C" fix made uscan 2.23
# find no release).
WATCH_PATTERNS = (
    'version=4\n'
    'opts="repacksuffix=+dfsg,dversionmangle=s/\\+dfsg[0-9]*//g,repack,compression=xz" \\\n'
    'https://cran.r-project.org/src/contrib/ggplot2_([-0-9\\.]*)\\.tar\\.gz\n'
    'https://download.gnome.org/sources/gtk+/(3\\.2[02468])/ gtk@ANY_VERSION@\\.tar\\.xz\n'
)

# .SRCINFO is makepkg's summary of the PKGBUILD, which must match it: a
# fixed source line no longer matched what makepkg 6.0.2 writes from the
# unchanged PKGBUILD (sweep 155), whose own fix is unsafe.
SRCINFO = (
    'pkgbase = tcp-wrappers\n'
    '\tpkgver = 7.6\n'
    '\tsource = http://archlinux-stuff.googlecode.com/files/tcp-wrappers-7.6%2b.patch.gz\n'
)

# In R's documentation a "%" starts a comment unless written "\%", in
# \url{} too: a fixed "%7e" turned a link R cut at a comment into a whole
# one (the page changed; sweep 156, proven with R 4.2 and roxygen2 7.2). A
# roxygen comment becomes such a file; R code keeps its fixes.
RD_PERCENT = (
    '\\name{u}\n'
    '\\title{U}\n'
    '\\description{See \\url{https://example.org/%7edocs} and \\href{https://example.org/%7ehelp}{help}.}\n'
)
ROXYGEN_PERCENT = (
    "#' Fetch a page\n"
    "#' @seealso \\url{https://example.org/%7edocs}\n"
    'f <- function() httr::GET("https://example.org/%7eapi")\n'
)

# The R code knitr's purl took from a vignette, left in the package's doc
# folder by R CMD build: its commented transcript showed what url_encode
# printed, lowercase (sweep 156: urltools' inst/doc/urltools.R, proven
# with urltools' own test); fix the vignette.
PURLED_VIGNETTE = (
    '## ---- eval=FALSE---------------------------------------------------------\n'
    '#  url_encode("https://en.wikipedia.org/wiki/Article")\n'
    '#  [1] "https://en.wikipedia.org%2fwiki%2fArticle"\n'
)

# Controls (sweep 154, a regression pair on 89 real trees): a directive's
# name elsewhere on a line, or a prose line that starts with one, says
# nothing about its URIs, which keep their findings and fixes; only the
# directive's own argument is a rewrite's substitution.
DIRECTIVE_NAMED_IN_PROSE = (
    '# RewriteRule examples: https://e.com/a%7eb\n'
    'RewriteRule docs: see https://example.com/a%7ec for details.\n'
    'See https://e.com/a%7ed and url.rewrite-once.\n'
    'ProxyPass is explained at https://example.com/a%7ee and more.\n'
    'RewriteRule ^old$ https://example.com/%1new [R=301,L]\n'
)
# A Helm chart's values folder is no Android resource folder; a
# .properties comment's "%s" and a URI's own "%20b" make no format string;
# a ".fa" file that does not start with a FASTA record is no FASTA file.
HELM_VALUES_XML = (
    '<?xml version="1.0"?>\n'
    '<settings><url>https://example.com/a%7eb</url></settings>\n'
)
PROPERTIES_NO_CONVERSION = (
    '# comment https://example.com/a%7eb with %s\n'
    'k3=https://example.com/a%20b%7e\n'
)
NOT_FASTA = (
    '# Persian (fa) glossary notes\n'
    'See https://example.com/a%7eb for the glossary.\n'
)

# An HTML::Mason component named like a page: a line that starts with "%"
# is Perl, as are <%INIT> blocks and <& &> calls (sweep 154: Request
# Tracker's Search/Simple.html:94 built a tag in a Perl string, read as an
# attribute whose fix was a Perl syntax error). Its markup keeps its fixes.
MASON_COMPONENT = (
    '%# BEGIN BPS TAGGED BLOCK {{{\n'
    '<& /Elements/Header, Title => loc("Search") &>\n'
    "% my $link_start  = '<a href=\"' . RT->Config->Get('WebPath') . '/Search/Build.html\">';\n"
    '<p><a href="https://example.com/a%7eb">docs</a></p>\n'
    '<%INIT>\n'
    'my $x = "<a href=\'https://example.com/x y\'>";\n'
    '</%INIT>\n'
)

# LaTeX's other package files are TeX, where "%" starts a comment: the
# "%7Ejdoe" below is one, and a safe "~" fix made pdflatex print "jdoe"
# after a tie (sweep 159, proven with pdflatex and pdftotext).
LATEX_DEF_FILE = (
    '% homepage.def: loaded with \\input\n'
    '\\newcommand*{\\homepage}{\\texttt{http://www.example.org/%7Ejdoe\n'
    '}}\n'
)

# ikiwiki's URL shortcuts: "%s", "%S" and "%W" are where the shortcut's
# text goes (sweep 158: 238 findings in ikiwiki's shortcuts page and its
# copies). A link on the page keeps its finding.
IKIWIKI_SHORTCUTS = (
    '* [[!shortcut name=google url="https://encrypted.google.com/search?q=%s"]]\n'
    '* [[!shortcut name=wikipedia url="https://en.wikipedia.org/wiki/%W"]]\n'
    '* [[!shortcut name=debbug url="http://bugs.debian.org/%S"]]\n'
    'See [the list](https://example.com/%7eshortcuts).\n'
)

# Shibboleth's templates fill an attribute with <shibmlp name/>: a fix made
# its login form's action "%3Cshibmlp%20action/%3E" (sweep 157, real: 12
# hunks in Debian's shibboleth-sp-common, proven with xmltooling 3.2).
SHIBBOLETH_TEMPLATE = (
    '<link rel="stylesheet" type="text/css" href="<shibmlp styleSheet/>" />\n'
    '<form method="POST" action="<shibmlp action/>">\n'
    '<a href="https://example.com/a b">help</a>\n'
)

# Controls (sweep 157): a lighttpd list that closed before a URI hides no
# escape of it; a URI's own "%c3" is no Java conversion "%c"; an assignment
# named like a directive ("reverse_proxy = ...") is none.
LIGHTTPD_CLOSED_LIST = (
    'url.redirect = ( "^/old$" => "/new" )\n'
    'alias.url += ( "/doc/" => "https://example.com/c%2fd" )\n'
)
PROPERTIES_OCTETS = (
    'cafe.url=https://example.com/caf%c3%a9\n'
    'ru.url=https://ru.wikipedia.org/wiki/%d0%9c%d0%be\n'
)
PROXY_ASSIGNMENT = (
    '[server]\n'
    'reverse_proxy = "https://example.com/caf%c3%a9/"\n'
)

# Squid's error pages: "%w" (the administrator's address), "%W" and "%h"
# are its macros (sweep 157: 1,705 findings in Debian's squid-langpack).
SQUID_ERROR_PAGE = (
    '<p>Your cache administrator is <a href="mailto:%w%W">%w</a>.</p>\n'
    '<a href="http://%h/cgi-bin/chpasswd.cgi">Change</a>\n'
    '<a href="https://example.com/a%7eb">x</a>\n'
)

# (text, file name, findings, --fix, --fix --unsafe-fixes; None: unchanged)
SWEEP150_CASES = [
    (MARKDOC_VARIABLE_IN_DESTINATION, 'pages/docs/variables.md', [(5, 57, 'URI004'), (7, 55, 'URI004')],
     '---\ntitle: Variables\n---\n\nDownload [the build](https://dl.e.org/{% $version %}/app|linux.tar.gz).\n\nJekyll: [the build](https://dl.e.org/{% version %}/app%7Clinux.tar.gz).\n',
     '---\ntitle: Variables\n---\n\nDownload [the build](https://dl.e.org/{% $version %}/app%7Clinux.tar.gz).\n\nJekyll: [the build](https://dl.e.org/{% version %}/app%7Clinux.tar.gz).\n'),
    (APACHE_PASSED_ON, '.htaccess', [(2, 38, 'URI007'), (3, 45, 'URI001'), (4, 40, 'URI001'), (5, 50, 'URI002'), (6, 39, 'URI002'), (7, 40, 'URI002'), (8, 47, 'URI002')],
     'RewriteEngine On\nRewriteRule ^g$ https://example.com/x%e2%ac [R=301,L]\nRewriteRule ^i$ http://127.0.0.1:18081/app/x%c3%a9 [P]\nRewriteRule ^b$ https://example.com/caf%C3%A9 [R=301,L,NE]\nRedirectMatch 301 ^/rm/(.*)$ https://example.com/%7erm/$1\nRedirect 301 /old https://example.com/~new/\nProxyPass /app/ http://127.0.0.1:18081/%7eapp/\nProxyPassReverse /app/ http://127.0.0.1:18081/%7eapp/\n',
     'RewriteEngine On\nRewriteRule ^g$ https://example.com/x%e2%ac [R=301,L]\nRewriteRule ^i$ http://127.0.0.1:18081/app/x%C3%A9 [P]\nRewriteRule ^b$ https://example.com/caf%C3%A9 [R=301,L,NE]\nRedirectMatch 301 ^/rm/(.*)$ https://example.com/~rm/$1\nRedirect 301 /old https://example.com/~new/\nProxyPass /app/ http://127.0.0.1:18081/~app/\nProxyPassReverse /app/ http://127.0.0.1:18081/~app/\n'),
    (NGINX_PROXY, 'sites-available/app.conf', [(2, 56, 'URI002'), (4, 43, 'URI002'), (5, 47, 'URI002'), (7, 52, 'URI002')],
     'server {\n    location /api/ { proxy_pass http://127.0.0.1:18081/%7eapi/; }\n    location /app/ {\n        proxy_pass http://127.0.0.1:18081/%7eapp/;\n        proxy_redirect http://127.0.0.1:18081/%7eapp/ /app/;\n    }\n    location /old { return 301 https://example.com/~old/; }\n}\n',
     'server {\n    location /api/ { proxy_pass http://127.0.0.1:18081/~api/; }\n    location /app/ {\n        proxy_pass http://127.0.0.1:18081/~app/;\n        proxy_redirect http://127.0.0.1:18081/~app/ /app/;\n    }\n    location /old { return 301 https://example.com/~old/; }\n}\n'),
    (SERVER_BACK_REFERENCES, '_posts/force-https.md', [],
     None,
     None),
    (LIGHTTPD_GENERATOR, 'src/js/helpers/lighttpd.js', [],
     None,
     None),
    (HAPROXY_LOG_FORMAT, 'haproxy.cfg', [(4, 54, 'URI002')],
     None,
     'frontend fe\n  http-request redirect location https://example.com/conn-%ac/ code 302 if { path_beg /a }\n  http-request set-header X-Debug "https://example.com/q?fe=%fc&be=%bc"\n  http-request redirect location https://example.com/~foo%[path] code 301 if { path_beg /b }\n'),
    (TRAFFIC_SERVER_REMAP, 'etc/trafficserver/remap.config', [(1, 28, 'URI002'), (1, 63, 'URI002'), (2, 39, 'URI002'), (2, 71, 'URI002')],
     None,
     'map http://www.example.com/~user/ http://origin.example.com/~user/\nreverse_map http://origin.example.com/~user/ http://www.example.com/~user/\n'),
    (ANDROID_FORMAT_STRINGS, 'app/src/main/res/values-fr/strings.xml', [(2, 56, 'URI001'), (3, 47, 'URI001'), (4, 51, 'URI002')],
     None,
     '<resources>\n    <string name="a">Carte : https://example.org/map?z=%3D</string>\n    <string name="b">https://example.org/q?ok=%2B&amp;c=%5C</string>\n    <string name="c">Profil : https://example.org/~user/%1$s</string>\n</resources>\n'),
    (APPLE_FORMAT_STRINGS, 'de.lproj/Localizable.strings', [(1, 40, 'URI002'), (2, 43, 'URI001')],
     None,
     '"open" = "Öffne https://example.org/%@/~";\n"map" = "Karte: https://example.org/map?z=%3D";\n'),
    (MOZILLA_PROPERTIES, 'chrome/de/locale/de/global/security/security.properties', [(2, 55, 'URI002')],
     None,
     'HTTPSFirstAddingException = Ausnahme für "http://%S" hinzugefügt.\nh2=Besuche https://%1$S/%2$S oder https://example.org/~help\n'),
    (SBML_ANNOTATION, 'models/model.sbml', [(5, 109, 'URI002')],
     None,
     '<?xml version="1.0" encoding="UTF-8"?>\n<sbml xmlns="http://www.sbml.org/sbml/level2/version4" level="2" version="4">\n<model id="m" metaid="m1"><annotation>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:bqbiol="http://biomodels.net/biology-qualifiers/">\n<rdf:Description rdf:about="#m1"><bqbiol:is><rdf:Bag><rdf:li rdf:resource="http://identifiers.org/taxonomy/a~b"/></rdf:Bag></bqbiol:is></rdf:Description>\n</rdf:RDF>\n</annotation></model>\n</sbml>\n'),
    (FASTA_HEADERS, 'ref/genome.fa', [(1, 36, 'URI002'), (3, 36, 'URI002')],
     None,
     '>chr1 source=http://example.org/ref~build/chr1\nACGTACGTAC\n>chr2 source=http://example.org/ref~build/chr2\nGTACGTAC\n'),
    (WATCH_PATTERNS, 'debian/watch', [],
     None,
     None),
    (SRCINFO, 'tcp-wrappers/.SRCINFO', [(3, 71, 'URI001')],
     None,
     'pkgbase = tcp-wrappers\n\tpkgver = 7.6\n\tsource = http://archlinux-stuff.googlecode.com/files/tcp-wrappers-7.6%2B.patch.gz\n'),
    (RD_PERCENT, 'man/u.Rd', [(3, 43, 'URI002'), (3, 82, 'URI002')],
     None,
     '\\name{u}\n\\title{U}\n\\description{See \\url{https://example.org/~docs} and \\href{https://example.org/~help}{help}.}\n'),
    (ROXYGEN_PERCENT, 'R/f.R', [(2, 38, 'URI002'), (3, 48, 'URI002')],
     '#\' Fetch a page\n#\' @seealso \\url{https://example.org/%7edocs}\nf <- function() httr::GET("https://example.org/~api")\n',
     '#\' Fetch a page\n#\' @seealso \\url{https://example.org/~docs}\nf <- function() httr::GET("https://example.org/~api")\n'),
    (PURLED_VIGNETTE, 'inst/doc/urltools.R', [(3, 33, 'URI001')],
     None,
     None),
    (DIRECTIVE_NAMED_IN_PROSE, 'docs/notes.md', [(1, 40, 'URI002'), (2, 44, 'URI002'), (3, 20, 'URI002'), (4, 48, 'URI002')],
     '# RewriteRule examples: https://e.com/a%7eb\nRewriteRule docs: see https://example.com/a~c for details.\nSee https://e.com/a~d and url.rewrite-once.\nProxyPass is explained at https://example.com/a~e and more.\nRewriteRule ^old$ https://example.com/%1new [R=301,L]\n',
     '# RewriteRule examples: https://e.com/a%7eb\nRewriteRule docs: see https://example.com/a~c for details.\nSee https://e.com/a~d and url.rewrite-once.\nProxyPass is explained at https://example.com/a~e and more.\nRewriteRule ^old$ https://example.com/%1new [R=301,L]\n'),
    (HELM_VALUES_XML, 'chart/values/prod.xml', [(2, 37, 'URI002')],
     '<?xml version="1.0"?>\n<settings><url>https://example.com/a~b</url></settings>\n',
     '<?xml version="1.0"?>\n<settings><url>https://example.com/a~b</url></settings>\n'),
    (PROPERTIES_NO_CONVERSION, 'src/main/resources/messages.properties', [(1, 32, 'URI002'), (2, 29, 'URI002')],
     '# comment https://example.com/a~b with %s\nk3=https://example.com/a%20b~\n',
     '# comment https://example.com/a~b with %s\nk3=https://example.com/a%20b~\n'),
    (NOT_FASTA, 'glossary/notes.fa', [(2, 26, 'URI002')],
     '# Persian (fa) glossary notes\nSee https://example.com/a~b for the glossary.\n',
     '# Persian (fa) glossary notes\nSee https://example.com/a~b for the glossary.\n'),
    (MASON_COMPONENT, 'share/html/Search/Simple.html', [(4, 34, 'URI002')],
     '%# BEGIN BPS TAGGED BLOCK {{{\n<& /Elements/Header, Title => loc("Search") &>\n% my $link_start  = \'<a href="\' . RT->Config->Get(\'WebPath\') . \'/Search/Build.html">\';\n<p><a href="https://example.com/a~b">docs</a></p>\n<%INIT>\nmy $x = "<a href=\'https://example.com/x y\'>";\n</%INIT>\n',
     '%# BEGIN BPS TAGGED BLOCK {{{\n<& /Elements/Header, Title => loc("Search") &>\n% my $link_start  = \'<a href="\' . RT->Config->Get(\'WebPath\') . \'/Search/Build.html">\';\n<p><a href="https://example.com/a~b">docs</a></p>\n<%INIT>\nmy $x = "<a href=\'https://example.com/x y\'>";\n</%INIT>\n'),
    (LATEX_DEF_FILE, 'tex/latex/homepage/homepage.def', [],
     None,
     None),
    (IKIWIKI_SHORTCUTS, 'basewiki/shortcuts.mdwn', [(4, 36, 'URI002')],
     '* [[!shortcut name=google url="https://encrypted.google.com/search?q=%s"]]\n* [[!shortcut name=wikipedia url="https://en.wikipedia.org/wiki/%W"]]\n* [[!shortcut name=debbug url="http://bugs.debian.org/%S"]]\nSee [the list](https://example.com/~shortcuts).\n',
     '* [[!shortcut name=google url="https://encrypted.google.com/search?q=%s"]]\n* [[!shortcut name=wikipedia url="https://en.wikipedia.org/wiki/%W"]]\n* [[!shortcut name=debbug url="http://bugs.debian.org/%S"]]\nSee [the list](https://example.com/~shortcuts).\n'),
    (SHIBBOLETH_TEMPLATE, 'etc/shibboleth/postTemplate.html', [(3, 31, 'URI004')],
     '<link rel="stylesheet" type="text/css" href="<shibmlp styleSheet/>" />\n<form method="POST" action="<shibmlp action/>">\n<a href="https://example.com/a%20b">help</a>\n',
     '<link rel="stylesheet" type="text/css" href="<shibmlp styleSheet/>" />\n<form method="POST" action="<shibmlp action/>">\n<a href="https://example.com/a%20b">help</a>\n'),
    (LIGHTTPD_CLOSED_LIST, 'etc/lighttpd/lighttpd.conf', [(2, 49, 'URI001')],
     'url.redirect = ( "^/old$" => "/new" )\nalias.url += ( "/doc/" => "https://example.com/c%2Fd" )\n',
     'url.redirect = ( "^/old$" => "/new" )\nalias.url += ( "/doc/" => "https://example.com/c%2Fd" )\n'),
    (PROPERTIES_OCTETS, 'i18n/messages.properties', [(1, 33, 'URI001'), (2, 38, 'URI001')],
     'cafe.url=https://example.com/caf%C3%A9\nru.url=https://ru.wikipedia.org/wiki/%D0%9C%D0%BE\n',
     'cafe.url=https://example.com/caf%C3%A9\nru.url=https://ru.wikipedia.org/wiki/%D0%9C%D0%BE\n'),
    (PROXY_ASSIGNMENT, 'config.toml', [(2, 41, 'URI001')],
     '[server]\nreverse_proxy = "https://example.com/caf%C3%A9/"\n',
     '[server]\nreverse_proxy = "https://example.com/caf%C3%A9/"\n'),
    (SQUID_ERROR_PAGE, 'errors/templates/ERR_ACCESS_DENIED', [(3, 31, 'URI002')],
     '<p>Your cache administrator is <a href="mailto:%w%W">%w</a>.</p>\n<a href="http://%h/cgi-bin/chpasswd.cgi">Change</a>\n<a href="https://example.com/a~b">x</a>\n',
     '<p>Your cache administrator is <a href="mailto:%w%W">%w</a>.</p>\n<a href="http://%h/cgi-bin/chpasswd.cgi">Change</a>\n<a href="https://example.com/a~b">x</a>\n'),
    (GO_PREFIX_CHECK, 'proxy/allow.go', [(6, 58, 'URI001'), (6, 113, 'URI002'), (9, 90, 'URI002'), (11, 37, 'URI002')],
     'package proxy\n\nimport "strings"\n\nfunc allowed(u string) bool {\n\treturn strings.HasPrefix(u, "https://cdn.example.com/pub%2f") || strings.EqualFold(u, "https://cdn.example.com/%7eme")\n}\n\nfunc mirrored(b []byte) bool { return bytes.HasPrefix(b, []byte("https://cdn.example.com/%7emirror")) }\n\nvar home = "https://cdn.example.com/~home"\n',
     'package proxy\n\nimport "strings"\n\nfunc allowed(u string) bool {\n\treturn strings.HasPrefix(u, "https://cdn.example.com/pub%2F") || strings.EqualFold(u, "https://cdn.example.com/~me")\n}\n\nfunc mirrored(b []byte) bool { return bytes.HasPrefix(b, []byte("https://cdn.example.com/~mirror")) }\n\nvar home = "https://cdn.example.com/~home"\n'),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP150_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
