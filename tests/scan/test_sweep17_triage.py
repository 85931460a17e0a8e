"""Findings and fixes that were wrong on sweep 17 (2026-11-26, public
repositories of kinds not tested before: Azure Bicep and ARM, CloudFormation,
Pug/Haml/Slim, FreeMarker, Velocity, Smarty, JSP, Twig, Fluent and other
localization files, Texinfo, Typst, Gemini, Jsonnet, CUE, Dhall, Chef, API
clients' request files, JSON Schema's test suite). Exact findings and exact
--fix / --fix --unsafe-fixes bytes, with the neighbouring shapes that keep
theirs. Report and repros: /work/sweep17 (not in the repo)."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

PS_ESCAPES = (
    '$r = Invoke-RestMethod -Uri "https://management.azure.com/budgets/$name`?api-version=2025-04-01"\n'
    '$q = Invoke-RestMethod -Uri "https://management.azure.com/x?`$filter=atScope()&api-version=2022"\n'
    '$n = "https://e.org/a`nb"\n$w = "C:\\x https://e.org/%7e"\n'
)
TABLE = (
    "| id | name | link | tags |\n|---|---|---|---|\n"
    "|hpe | HP | https://support.hpe.com/doc?docId=emr_na-c02597344|system,if_mib|\n"
    "https://e.com/row|without-a-leading-pipe\n\nnot a table: https://e.com/p|q\n"
)
SQL = (
    "select title || ' (https://lobste.rs/s/'||id||')' from stories;\n"
    "-- see https://e.org/a|b\nINSERT INTO t VALUES ('https://e.org/%7e', 'it''s https://e.org/x');\n"
    "/* over\n https://e.org/c^d */ SELECT 'over\nlines https://e.org/q|r';\n"
)
URI_TEMPLATE = (
    '[{"data": "http://example.com/dictionary/{term:1}/{term", "valid": false},\n'
    ' {"data": "http://example.com/{id}/x}y"},\n {"data": "http://example.com/x{y"}]\n'
)

SIGNED = (
    "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nContact: https://example.com/security?lang=en&x=%7e\n"
    "-----BEGIN PGP SIGNATURE-----\n\niHUEARYIAB0WIQSy4fOptq0E0s1LKLs8Kn\n=vcL0\n-----END PGP SIGNATURE-----\n"
)

LOCALE = (
    'fi:\n  communities:\n    url_placeholder: "https://esimerkki.fi/käyttäjätunnus"\n'
    '    placeholder: "https://www.örnek.com"\n    help: "https://e.org/a^b"\n'
)

SCHEMA_TESTS = (
    '[{"schema": {"format": "uri"}, "tests": [\n  {"description": "invalid ^", "data": "https://example.org/a^b", "valid": false},\n'
    '  {"data": "https://example.org/%7e",\n   "valid": false},\n  {"description": "x", "data": "https://example.org/b^c", "valid": true}]}]\n'
)

# (text, filename, findings, --fix bytes, --fix --unsafe-fixes bytes); None: the text unchanged.
CASES = [
    # PowerShell escapes with a backtick ("`?" is "?", "`$" is "$"); a
    # backslash is itself. "`n" (a line break) ends the URI, as "\n" does
    # in other languages.
    pytest.param(PS_ESCAPES, "a.ps1", [(4, 26, "URI002")], PS_ESCAPES.replace("%7e", "~"), PS_ESCAPES.replace("%7e", "~"),
                 id="powershell-backtick-escapes"),
    # A printf conversion that opens an IP literal is its address: a zone
    # separator follows an address ("[fe80::1%eth0]" is still one).
    pytest.param('class A {\n  String a = "%s://[%s]:%s/api/%s";\n  String b = "http://[fe80::1%eth0]/";\n}\n', "A.java",
                 [(3, 30, "URI006")], None,
                 'class A {\n  String a = "%s://[%s]:%s/api/%s";\n  String b = "http://[fe80::1%25eth0]/";\n}\n',
                 id="conversion-opening-an-ip-literal"),
    # GFM splits a table row at its pipes before reading a cell: a bare URI
    # ends where its cell does. Outside a table "|" is a raw character.
    pytest.param(TABLE, "a.md", [(6, 29, "URI004")], None, TABLE.replace("p|q", "p%7Cq"), id="gfm-table-cells"),
    # SQL is lexed: a string ends at its quote (SQL doubles it inside). The
    # INSERT's row is stored as written: its fix is unsafe (sweep 146).
    pytest.param(SQL, "a.sql", [(2, 23, "URI004"), (3, 38, "URI002"), (5, 17, "URI004")],
                 None, SQL.replace("%7e", "~").replace("a|b", "a%7Cb").replace("c^d", "c%5Ed"),
                 id="sql-literals"),
    # CUE interpolates with "\(x)" (Swift's syntax): the URI ends there.
    pytest.param('host: "e.org"\nurl: "https://\\(host)/a/repo"\nraw: #"curl https://api.github.com/repos/\\#(host)/x"#\n',
                 "a.cue", [], None, None, id="cue-interpolation"),
    # A brace of a URI template that holds {expressions}: the template's
    # (a test of a broken one in JSON Schema's suite); encoding it made an
    # invalid template valid. A URI with no expression keeps its fix.
    pytest.param(URI_TEMPLATE, "uri-template.json", [(1, 51, "URI004"), (2, 37, "URI004"), (3, 32, "URI004")],
                 URI_TEMPLATE.replace("x{y", "x%7By"), URI_TEMPLATE.replace("x{y", "x%7By"), id="uri-template-braces"),
    # PHP concatenating an attribute value: no URI.
    pytest.param("<?php\n$chunks = preg_split('/(<.+?>)/is', $text);\nfunction f($url, $c) {\n"
                 "  return '<a href=\"' . $url . '\">' . $c . '</a>';\n}\n", "a.php",
                 [], None, None, id="php-concatenated-attribute"),
    # Jsonnet is lexed like Python: "%s" in a literal is its "%" operator's.
    pytest.param("{\n  runbookURLPattern: 'https://runbooks.example.dev/runbooks/am/%s',\n"
                 "  dash(uid):: 'https://grafana.com/d/%s/overview' % uid,\n  docs: 'https://e.org/%7e',\n}\n",
                 "alertmanager.libsonnet", [(4, 24, "URI002")],
                 "{\n  runbookURLPattern: 'https://runbooks.example.dev/runbooks/am/%s',\n"
                 "  dash(uid):: 'https://grafana.com/d/%s/overview' % uid,\n  docs: 'https://e.org/~',\n}\n",
                 "{\n  runbookURLPattern: 'https://runbooks.example.dev/runbooks/am/%s',\n"
                 "  dash(uid):: 'https://grafana.com/d/%s/overview' % uid,\n  docs: 'https://e.org/~',\n}\n",
                 id="jsonnet-format-strings"),
    # A JSP or Spring tag writes the attribute's value; a URI in angle
    # brackets there is still one (and wrong).
    pytest.param('<a href="<c:url value="/vets.xml" htmlEscape="true" />">XML</a>\n'
                 "<a href='<spring:url value=\"/owners/new\" htmlEscape=\"true\"/>'>Add</a>\n"
                 '<a href="<https://e.com/a>">x</a>\n', "vets.jsp", [(3, 10, "URI004")], None,
                 '<a href="<c:url value="/vets.xml" htmlEscape="true" />">XML</a>\n'
                 "<a href='<spring:url value=\"/owners/new\" htmlEscape=\"true\"/>'>Add</a>\n"
                 '<a href="%3Chttps://e.com/a%3E">x</a>\n', id="jsp-tag-writes-the-value"),
    # A signed file keeps its findings but gets no fix: any change breaks
    # the signature (a PGP-signed security.txt, a DKIM-signed e-mail).
    pytest.param(SIGNED, "security.txt", [(4, 49, "URI002")], None, None, id="pgp-signed"),
    # (The review: the signature header after 2 KB of Received lines; a
    # document quoting the PGP header in a code block is not signed.)
    pytest.param("Received: by relay.example.net\n" * 100 + "DKIM-Signature: v=1\n\nsee https://e.org/%7e\n", "m.eml",
                 [(103, 19, "URI002")], None, None, id="dkim-after-2kb"),
    pytest.param("# Security\n\n```\n-----BEGIN PGP SIGNED MESSAGE-----\n```\n\nSee <https://e.com/x%7e>\n", "a.md",
                 [(7, 21, "URI002")], "# Security\n\n```\n-----BEGIN PGP SIGNED MESSAGE-----\n```\n\nSee <https://e.com/x~>\n",
                 "# Security\n\n```\n-----BEGIN PGP SIGNED MESSAGE-----\n```\n\nSee <https://e.com/x~>\n",
                 id="pgp-header-quoted-in-a-document"),
    pytest.param("Received: x\nDKIM-Signature: v=1; a=rsa-sha256\n\nsee https://e.org/%7e\n", "m.eml",
                 [(4, 19, "URI002")], None, None, id="dkim-signed"),
    # "action", "cite", "poster", "data"... are URLs on their HTML elements
    # only; a component's (Blade's <x-button>) are its own. "href" and "src"
    # are URLs everywhere.
    pytest.param('<x-button.loading action="! reconcile && form.loading">Save</x-button.loading>\n'
                 '<form action="/a b"></form>\n<my-card href="/c d"></my-card>\n', "v.blade.php",
                 [(2, 17, "URI004"), (3, 18, "URI004")],
                 '<x-button.loading action="! reconcile && form.loading">Save</x-button.loading>\n'
                 '<form action="/a%20b"></form>\n<my-card href="/c%20d"></my-card>\n',
                 '<x-button.loading action="! reconcile && form.loading">Save</x-button.loading>\n'
                 '<form action="/a%20b"></form>\n<my-card href="/c%20d"></my-card>\n', id="component-attributes"),
    # Struts' OGNL "%{#name}" is a placeholder like "%{name}".
    pytest.param('<s:a href="%{#url}">here</s:a>\n<a href="/orders/%{id}/x%7e">o</a>\n', "o.jsp", [(2, 25, "URI002")],
                 '<s:a href="%{#url}">here</s:a>\n<a href="/orders/%{id}/x~">o</a>\n',
                 '<s:a href="%{#url}">here</s:a>\n<a href="/orders/%{id}/x~">o</a>\n', id="struts-ognl"),
    # Blade's directives without arguments are template syntax; a blank
    # encoded before one glues it to a word, and Blade reads it as text.
    pytest.param('<a href="https://example.com/@if($admin)admin @else user @endif/home">Home</a>\n'
                 '<a href="/x/https://e.com/%7e @route(\'home\')/y">t</a>\n', "v.blade.php",
                 [(1, 46, "URI004"), (2, 27, "URI002"), (2, 30, "URI004")],
                 '<a href="https://example.com/@if($admin)admin @else user @endif/home">Home</a>\n'
                 '<a href="/x/https://e.com/~ @route(\'home\')/y">t</a>\n',
                 '<a href="https://example.com/@if($admin)admin @else user @endif/home">Home</a>\n'
                 '<a href="/x/https://e.com/~ @route(\'home\')/y">t</a>\n', id="blade-directives-in-a-value"),
    # A translation catalog's values are text shown to people: a URL there
    # is an example (a form's placeholder) or part of a sentence. Raw
    # non-ASCII is allowed, as in a document, and encoding is unsafe.
    pytest.param(LOCALE, "config/locales/fi.yml", [(5, 27, "URI004")], None, LOCALE.replace("a^b", "a%5Eb"), id="locale-catalog"),
    pytest.param(LOCALE, "config/settings/fi.yml", [(3, 45, "URI005"), (4, 31, "URI005"), (5, 27, "URI004")],
                 LOCALE.replace("käyttäjätunnus", "k%C3%A4ytt%C3%A4j%C3%A4tunnus").replace("örnek", "xn--rnek-4qa").replace("a^b", "a%5Eb"),
                 LOCALE.replace("käyttäjätunnus", "k%C3%A4ytt%C3%A4j%C3%A4tunnus").replace("örnek", "xn--rnek-4qa").replace("a^b", "a%5Eb"),
                 id="the-same-data-elsewhere"),
    # A line that starts and ends with "%" is a "%"-delimited pattern
    # (Drupal's .deprecation-ignore.txt): its last "%" is not the URI's. A
    # percent sign ending a URI elsewhere is one.
    pytest.param("%Foo is deprecated. See https://www.drupal.org/node/3533566%\r\nsale https://e.org/d?x=100%\n"
                 "%x https://e.org/b%", ".deprecation-ignore.txt", [(2, 27, "URI006")], None,
                 "%Foo is deprecated. See https://www.drupal.org/node/3533566%\r\nsale https://e.org/d?x=100%25\n"
                 "%x https://e.org/b%", id="percent-delimited-patterns"),
    # CSS escapes in url(): "\(" is a parenthesis.
    pytest.param("@import url(http://example.com/cu\\(s\\)t;om.css);\na { background: url(/a%7e.png) }\n", "a.css",
                 [(2, 23, "URI002")], "@import url(http://example.com/cu\\(s\\)t;om.css);\na { background: url(/a~.png) }\n",
                 "@import url(http://example.com/cu\\(s\\)t;om.css);\na { background: url(/a~.png) }\n", id="css-escapes-in-url"),
    # A test case that says its data is invalid: its spelling is the test
    # (JSON Schema's suite, vendored by every validator; encoding "^" made
    # 19 of its cases fail). Only equivalences stay safe; a valid case's
    # encoding keeps its safe fix.
    pytest.param(SCHEMA_TESTS, "uri.json", [(2, 62, "URI004"), (3, 33, "URI002"), (5, 54, "URI004")],
                 SCHEMA_TESTS.replace("%7e", "~").replace("b^c", "b%5Ec"),
                 SCHEMA_TESTS.replace("%7e", "~").replace("b^c", "b%5Ec").replace("a^b", "a%5Eb"), id="invalid-test-cases"),
    # The review of this round:
    # a CSS hex escape takes one blank after it ("\26 x" is "&x");
    pytest.param("c { background: url(img/\\26 x.png) }\nd { background: url(\"img/a\\26 b.png\") }\n", "a.css", [], None, None,
                 id="css-hex-escape-and-its-blank"),
    # PowerShell: "`u{e4}" is one character; in single quotes a backtick is itself;
    pytest.param('$u = "https://e.com/`u{e4}x"\n$v = \'https://e.com/a`b\'\n', "a.ps1", [(2, 22, "URI004")], None,
                 '$u = "https://e.com/`u{e4}x"\n$v = \'https://e.com/a%60b\'\n', id="powershell-escapes-and-single-quotes"),
    # GFM: an escaped pipe in a cell is the table's ("\|" is a "|": encoding
    # either half broke the row); a "table" whose header and delimiter rows
    # differ in cells is a paragraph;
    pytest.param("| a | b |\n|---|---|\n| https://e.com/x\\|y | c |\n| \\|https://e.com/ä\\| | x |\n\n"
                 "x | https://e.com/c|d\n--- | ---\n", "a.md", [(6, 20, "URI004")], None,
                 "| a | b |\n|---|---|\n| https://e.com/x\\|y | c |\n| \\|https://e.com/ä\\| | x |\n\n"
                 "x | https://e.com/c%7Cd\n--- | ---\n", id="table-escaped-pipes-and-cell-counts"),
    # an unquoted value a JSP tag writes; a LIKE pattern's "%";
    pytest.param('<a href=<c:url value="/r"/>>l</a>\n', "a.jsp", [], None, None, id="jsp-tag-unquoted"),
    pytest.param("SELECT 1 WHERE u LIKE 'https://e.com/%' OR v = 'https://e.org/100%';\n", "a.sql", [(1, 66, "URI006")], None,
                 "SELECT 1 WHERE u LIKE 'https://e.com/%' OR v = 'https://e.org/100%25';\n", id="sql-like-wildcard"),
    # a package.json in an i18n folder is no translation catalog (a
    # manifest: its values are identifiers, the fix unsafe; sweep 83).
    pytest.param('{"name": "x", "bugs": "https://e.com/ä"}\n', "packages/i18n/package.json", [(1, 38, "URI005")],
                 None, '{"name": "x", "bugs": "https://e.com/%C3%A4"}\n',
                 id="package-json-is-no-catalog"),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep17_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
