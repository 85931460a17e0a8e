"""Findings and fixes that were wrong on sweep 16 (2026-11-26, 54 public
repositories: URL libraries in C, C++, Haskell, OCaml, Erlang, Ruby, PHP
and C#, code generators' Mustache/Handlebars/EJS templates, Yeoman and
Cookiecutter, PowerShell and R packages, and docs in Arabic, Persian,
Hebrew, Thai, Turkish, Ukrainian and Vietnamese). Exact findings and
exact --fix / --fix --unsafe-fixes bytes, with the neighbouring shapes
that keep theirs. Report and repros: /work/sweep16 (not in the repo)."""

from __future__ import annotations

import pytest

import urilint
from helpers import assert_triaged

DEEP_LINKS = '{"menu": "myapp://café/menu", "spec": "sc://ñ.test/", "home": "https://café.example/"}\n'
EJS_BRANCHES = (
    '<a href="<% if (a) { %>http://localhost:8091/<% } else if (b) { %> http://localhost:8092/ '
    '<% } else { %>./h2-console/<% } %>">DB</a>\n'
)
JINJA_BRANCHES = '<a href="{% if a %}http://localhost:8091/{% else %} http://localhost:8092/ {% endif %}">DB</a>\n'
STATEMENT_INSIDE = (
    '<a href="https://e.org/search?q={% if x %} foo{% endif %}">x</a>\n<a href="https://e.org/{% if a %}a {% endif %}b">y</a>\n'
)
OUTPUT_EXPRESSION = '<a href="{{ base }} /x">a</a>\n'
JSON_TEMPLATE = (
    '{"browsehappy": "Please <a href=\\"https://browsehappy.com/?locale=<%= lang %>\\">upgrade</a>.",\n'
    ' "docs": "https://e.org/%7e{{ x }}"}\n'
)

DRIVES = '{"a": "file://%43|", "b": "file:///%43:/x", "c": "file:///a%43:/x"}\n'

POWERSHELL = (
    '$gui = "\n    <Window xmlns=`"http://schemas.microsoft.com/winfx/2006/xaml/presentation`"\n        Title=`"$($T)`">"\n'
    "# see https://e.org/%7e\n<# block\n https://e.org/a%7e #>\n$v = 'https://e.org/it''s'\n"
    '$h = @"\nhttps://e.org/here%7e\n"@\nWrite-Host ("https://e.org/{0}/x%7e" -f $id)\n'
)

# (text, filename, findings, --fix bytes, --fix --unsafe-fixes bytes); None: the text unchanged.
CASES = [
    # A host of a scheme that is not special is no DNS name: a browser
    # percent-encodes it (WHATWG's opaque host; RFC 3987 3.1 takes A-labels
    # only where the scheme uses DNS). The A-label sent Node elsewhere.
    # (The review: the scheme's own program may read it otherwise, so the
    # percent-encoding is a guess, unsafe; ssh, git, ldap hosts are DNS names.)
    pytest.param(
        DEEP_LINKS, "a.json", [(1, 19, "URI005"), (1, 45, "URI005"), (1, 72, "URI005")],
        DEEP_LINKS.replace("café.example", "xn--caf-dma.example"),
        DEEP_LINKS.replace("café/menu", "caf%C3%A9/menu").replace("ñ", "%C3%B1").replace("café.example", "xn--caf-dma.example"),
        id="non-dns-host-percent-encoded",
    ),
    pytest.param("repo: ssh://git@café.fr/repo.git\nbackup: sftp://café.fr/x\n", "config.yaml", [(1, 17, "URI005"), (2, 16, "URI005")],
                 "repo: ssh://git@xn--caf-dma.fr/repo.git\nbackup: sftp://xn--caf-dma.fr/x\n",
                 "repo: ssh://git@xn--caf-dma.fr/repo.git\nbackup: sftp://xn--caf-dma.fr/x\n", id="dns-schemes-take-a-labels"),
    # Doxygen's header template: only the exact "$relpath^" is replaced.
    pytest.param('<link href="$relpath^tabs.css" rel="stylesheet"/>\n<img src="$relpath^$projectlogo"/>\n', "header.html",
                 [], None, None, id="doxygen-relpath"),
    # Blanks beside a branch of a template statement are its layout: the
    # browser strips them from the value. "%20" made a relative link.
    pytest.param(EJS_BRANCHES, "navbar.html.ejs", [], None, None, id="blank-beside-ejs-branch"),
    pytest.param(JINJA_BRANCHES, "a.html", [], None, None, id="blank-beside-jinja-branch"),
    # Beside what an expression writes, or beside a statement inside the
    # URL (the review's ?q={% if x %} foo), the blank may stay inside the
    # URI: reported, but no safe fix.
    pytest.param(STATEMENT_INSIDE, "a.html", [(1, 43, "URI004"), (2, 35, "URI004")], None,
                 STATEMENT_INSIDE.replace("%} foo", "%}%20foo").replace("a {%", "a%20{%"), id="blank-beside-statement-inside-url"),
    pytest.param(OUTPUT_EXPRESSION, "a.html", [(1, 20, "URI004")], None, OUTPUT_EXPRESSION.replace("}} /x", "}}%20/x"),
                 id="blank-beside-output-expression"),
    # A template is read as the type of the file it makes: JSON's \" was
    # read as HTML (53 findings in jhipster), a .nuspec's paths as links.
    pytest.param(JSON_TEMPLATE, "i18n.json.ejs", [(2, 25, "URI002")], JSON_TEMPLATE.replace("%7e", "~"),
                 JSON_TEMPLATE.replace("%7e", "~"), id="json-template"),
    pytest.param('<file src="..\\..\\README.md" target="" />\n{{#fody}}<file src="..\\Fody.targets" />{{/fody}}\n',
                 "x.nuspec.mustache", [], None, None, id="unknown-type-template-is-text"),
    pytest.param("const v = `http://localhost:${o.watch ? '<%- port %>' : '<%- dev %>'}`;\n", "webpack.js.ejs", [], None, None,
                 id="javascript-template"),
    # (The review: a locale or variant is no type: the engine's own, HTML.)
    pytest.param('<p>See <a href="https://e.org/a b">docs</a> and https://e.org/ü</p>\n', "page.en.hbs", [(1, 32, "URI004")],
                 '<p>See <a href="https://e.org/a%20b">docs</a> and https://e.org/ü</p>\n',
                 '<p>See <a href="https://e.org/a%20b">docs</a> and https://e.org/ü</p>\n', id="template-with-a-locale-infix"),
    # R documentation: "\%" is a percent, "%" starts a comment (the unsafe
    # fix "%5C%" lost the rest of the line).
    pytest.param("See \\url{https://e.org/search?q=a\\%20b} and \\href{https://e.org/x?y=1\\%2F2}{this}.\n", "a.Rd",
                 [], None, None, id="rd-escaped-percent"),
    # WPT's urltestdata (ada): "file://%43|" must fail to parse; decoded,
    # a browser reads the drive letter "file:///C:". Elsewhere "%43" decodes,
    # as an unsafe fix only (an encoded letter is written on purpose: sweep 20).
    pytest.param(DRIVES, "urltestdata.json", [(1, 15, "URI002"), (1, 18, "URI004"), (1, 36, "URI002"), (1, 60, "URI002")],
                 None, DRIVES.replace("a%43:", "aC:").replace("%43|", "C%7C"),
                 id="decoding-writes-a-drive-letter"),
    # A destination wrapped in quotes (tr.javascript.info) links to
    # "%22https://...%22": encoding the quotes kept the broken link; the
    # fix removes them, a guess about what the writer meant.
    pytest.param('See [x]("https://e.org/a") here.\n', "a.md", [(1, 9, "URI004")], None, "See [x](https://e.org/a) here.\n",
                 id="quoted-destination"),
    pytest.param('See [x](<"https://e.org/a">) and [y](https://e.org/"a") here.\n', "a.md", [(1, 10, "URI004"), (1, 52, "URI004")],
                 'See [x](<"https://e.org/a">) and [y](https://e.org/%22a%22) here.\n',
                 'See [x](<https://e.org/a>) and [y](https://e.org/%22a%22) here.\n', id="quotes-inside-a-destination"),
    # PowerShell (Pode): a backtick escapes a quote in a double-quoted
    # string, which spans lines; "<# #>" comments, here-strings, '' quotes.
    pytest.param(POWERSHELL, "Pode.ps1", [(4, 21, "URI002"), (6, 17, "URI002"), (9, 19, "URI002"), (11, 33, "URI002")],
                 POWERSHELL.replace("%7e", "~"), POWERSHELL.replace("%7e", "~"), id="powershell"),
    pytest.param('```powershell\n$w = "a `"https://e.org/q`" b"\n```\n', "a.md", [], None, None, id="powershell-fence"),
    pytest.param('& msiexec /i `"https://e.org/a%7e`" /qn\n$x = 1\n', "install.ps1", [(1, 31, "URI002")],
                 '& msiexec /i `"https://e.org/a~`" /qn\n$x = 1\n', '& msiexec /i `"https://e.org/a~`" /qn\n$x = 1\n',
                 id="powershell-escaped-quote-outside-a-string"),
    # A "|" ends the URI in JSDoc's {@link url|text} (and, since stop 36, in
    # one bracket's [url|label]; Google Fonts' "family=A|B" keeps its bar);
    # "<a|b>" is a placeholder of alternatives.
    pytest.param("/**\n * see {@link https://e.org/a%7e|Promise} and {@link https://e.org/b|x}\n */\n", "a.js",
                 [(2, 30, "URI002")], "/**\n * see {@link https://e.org/a~|Promise} and {@link https://e.org/b|x}\n */\n",
                 "/**\n * see {@link https://e.org/a~|Promise} and {@link https://e.org/b|x}\n */\n", id="jsdoc-link-text"),
    # Stop 36: one bracket's [url|label] is a link too (Robot Framework's
    # documentation links: 280 findings of the bar in sweep 68).
    pytest.param(" * {@link https://e.org/a|x} [https://e.org/b|y]\n", "a.txt", [], None, None,
                 id="jsdoc-link-in-text-and-one-bracket"),
    pytest.param("```powershell\nInvoke-RestMethod -Uri 'http://<ip-address|vm-name>:8080'\n```\n", "a.md", [], None, None,
                 id="placeholder-alternatives"),
    # A right single quotation mark after a host starts a suffix.
    pytest.param("Bu sayfa https://javascript.info’da yayınlandı.\nSee https://example.com’s docs.\n", "a.txt", [], None, None,
                 id="suffix-apostrophe-after-host"),
    pytest.param("See https://en.wikipedia.org/wiki/Ender’s_Game here.\n", "a.txt", [(1, 40, "URI005")], None,
                 "See https://en.wikipedia.org/wiki/Ender%E2%80%99s_Game here.\n", id="apostrophe-in-path-stays"),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep16_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def test_encoded_iri_names_a_labels_of_dns_hosts_only() -> None:
    """URI106 (opt-in): "xn--" is an A-label in a DNS name only; another
    scheme's host holds it as text (hosts.py)."""
    text = "a https://xn--bcher-kva.de/ and foo://xn--bcher-kva/ b\n"
    assert [(f.code, f.start, f.end) for f in urilint.lint_text(text, "a.txt", ["URI106"])] == [("URI106", 10, 23)]


def test_several_labels_of_a_host_that_is_no_dns_name_say_percent_encode() -> None:
    """rust-url's tests: the message named the A-label the fix no longer writes."""
    text = 'let u = "sc://àlex.рф/"; let v = "https://àlex.рф/";\n'
    assert [f.message for f in urilint.lint_text(text, "a.rs")] == [
        "2 non-ASCII characters: 'àlex', 'рф'; percent-encode them",
        "2 non-ASCII characters: 'àlex', 'рф'; write the A-label in the host",
    ]


def test_a_placeholder_longer_than_the_window_is_still_seen() -> None:
    """The review: URI002 compares a decoding within 256 characters of it;
    a "$" name reaching from before that window was renamed by the fix."""
    text = 'curl "https://e.org/$' + "x" * 300 + '%41/"\n'
    [finding] = urilint.lint_text(text, "a.sh")
    assert (finding.code, finding.fix) == ("URI002", None)
    assert urilint.fix_text(text, "a.sh", unsafe=True) == text


def test_an_a_label_that_maps_to_ascii_is_still_named_an_a_label() -> None:
    """zulip-mobile's test: UTS 46 maps 'ℯⅩªm🄿ₗℰ.ℭᴼⓂ' to 'example.com', no
    "xn--": the message still says what the fix does."""
    [finding] = urilint.lint_text('x = "https://ℯⅩªm🄿ₗℰ.ℭᴼⓂ/"\n', "a.js")
    assert finding.message == "2 non-ASCII characters: 'ℯⅩªm🄿ₗℰ', 'ℭᴼⓂ'; write the A-label in the host"
