"""Findings and fixes that were wrong on sweeps 70-72 (2026-11-27:
databases and SQL; notebooks, literate programs and their saved outputs;
less common programming languages).

Evidence in /work/sweep70 ... /work/sweep72 repro folders, not in the repo.
"""

from __future__ import annotations

import json

import pytest

from helpers import assert_triaged

# knitr writes a knitted document's output lines after "## ", reprex after
# "#> ": an R character vector there is what the code printed (sweep 71:
# re-knitting wrote back the "%7e" a fix had decoded). Another "## " line
# is a comment or a heading's text, and keeps its fix.
KNITTED = (
    "```r\nreadRDS('links.rds')\n```\n\n```\n"
    '## [1] "https://www.cs.example.edu/%7esmith/data.html"\n#> [2] "https://e.org/a%2fb"\n```\n'
    "\n```sh\n## see https://e.org/%7ea\n```\n"
)

# Org Babel's results: the fixed-width lines after "#+RESULTS:", or the
# example block right after it, are what a source block printed (sweep 71:
# org-babel-execute-buffer wrote back the "%2f" a fix had upper-cased).
# Fixed-width lines and example blocks of the author's own keep their fixes.
ORG_RESULTS = (
    "#+begin_src bash :results output\necho \"https://e.org/search?q=$(urlencode 'a/b c')\"\n#+end_src\n\n"
    "#+RESULTS:\n: https://e.org/search?q=a%2fb%20c\n: https://e.org/%7ex\n\n"
    "#+RESULTS[0f3a]:\n#+BEGIN_EXAMPLE\nhttps://e.org/%7ey\n#+END_EXAMPLE\n\n"
    "#+begin_example\nhttps://e.org/%7ez\n#+end_example\n\n: https://e.org/%7ew\n"
)


def _notebook(shown: str) -> str:
    """A code cell whose saved output (thirteen lines, above its source in
    the JSON) shows the path of the URL its source holds as `shown`."""
    text = [f"path      {shown}\n", *(f"line {i}\n" for i in range(12))]
    cell = {
        "cell_type": "code", "execution_count": 1, "metadata": {},
        "outputs": [{"name": "stdout", "output_type": "stream", "text": text}],
        "source": ["from urllib.parse import urlsplit\n", "print(urlsplit('http://www.cwi.nl/%7Eguido/x.html').path)"],
    }
    document = {"cells": [cell], "metadata": {"kernelspec": {"language": "python"}}, "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(document, indent=1) + "\n"


# A notebook's code cell whose saved output shows the piece as written
# (nbval failed after the fix: "Cell outputs differ"); the same cell with
# an output that shows it decoded keeps its fix.
SHOWN_IN_OUTPUT = _notebook("/%7Eguido/x.html")
OTHER_OUTPUT = _notebook("/~guido/x.html")


SWEEP71_CASES = [
    (KNITTED, "report.md", [(6, 36, "URI002"), (7, 24, "URI001"), (11, 22, "URI002")],
     KNITTED.replace("%7ea", "~a"), KNITTED.replace("%7e", "~").replace("%2f", "%2F")),
    (ORG_RESULTS, "urlencode.org",
     [(6, 27, "URI001"), (7, 17, "URI002"), (11, 15, "URI002"), (15, 15, "URI002"), (18, 17, "URI002")],
     ORG_RESULTS.replace("%7ez", "~z").replace("%7ew", "~w"),
     ORG_RESULTS.replace("%2f", "%2F").replace("%7e", "~")),
    (SHOWN_IN_OUTPUT, "urlsplit.ipynb", [(30, 40, "URI002")], None, SHOWN_IN_OUTPUT.replace("cwi.nl/%7Eguido", "cwi.nl/~guido")),
    (OTHER_OUTPUT, "urlsplit.ipynb", [(30, 40, "URI002")], OTHER_OUTPUT.replace("%7E", "~"), OTHER_OUTPUT.replace("%7E", "~")),
]


# A generator's expected output, compared with what it makes now (Nim's
# nimdoc tester: readFile(expected) != produced; sweep 72), in an
# "expected" folder or named as a golden file; the same page elsewhere
# keeps its fix.
EXPECTED_PAGE = '<a href="sub/submodule.html#&lt;/a&gt;,int,int">x</a>\n'
ENCODED_PAGE = EXPECTED_PAGE.replace("&lt;/a&gt;", "%3C/a%3E")

# A test in a language read as plain text (its literals are not told from
# its comments): Zig's inline-test file, Factor's, Raku's. A text file of
# that name is no test.
TEST_LITERAL = 'const u = "https://e.org/%7ea";\n'

# A format string: Lua's ("..."):format(...) and OCaml's paren-less
# Printf.sprintf "..." (lua5.4: "invalid conversion '%3D' to 'format'";
# ocaml: "invalid conversion \"%D\"").
LUA_FORMAT = 'local url = ("https://example.com/item?id=%3d&page=%2d"):format(id, page)\n'
OCAML_FORMAT = 'let () = print_endline (Printf.sprintf "https://example.com/item?id=%3d" 7)\n'

# Documenter's jldoctest: a "julia> " prompt's example and its output are
# compared as written; the prose after the block keeps its fix.
JLDOCTEST = '```jldoctest\njulia> HTTP.get("https://e.org/%7ea").status\n200\n```\n\nSee https://e.org/%7eb.\n'


SWEEP72_CASES = [
    (EXPECTED_PAGE, "nimdoc/extlinks/project/expected/main.html", [(1, 29, "URI004")], None, ENCODED_PAGE),
    (EXPECTED_PAGE, "page.expected.html", [(1, 29, "URI004")], None, ENCODED_PAGE),
    (EXPECTED_PAGE, "doc/page.html", [(1, 29, "URI004")], ENCODED_PAGE, ENCODED_PAGE),
    (TEST_LITERAL, "src/uri_test.zig", [(1, 26, "URI002")], None, TEST_LITERAL.replace("%7e", "~")),
    (TEST_LITERAL, "basis/urls/urls-tests.factor", [(1, 26, "URI002")], None, TEST_LITERAL.replace("%7e", "~")),
    (TEST_LITERAL, "uri.rakutest", [(1, 26, "URI002")], None, TEST_LITERAL.replace("%7e", "~")),
    (TEST_LITERAL, "requirements-test.txt", [(1, 26, "URI002")], TEST_LITERAL.replace("%7e", "~"), TEST_LITERAL.replace("%7e", "~")),
    (LUA_FORMAT, "page.lua", [], None, None),
    (OCAML_FORMAT, "page.ml", [], None, None),
    (JLDOCTEST, "docs/src/index.md", [(2, 32, "URI002"), (6, 19, "URI002")],
     JLDOCTEST.replace("%7eb", "~b"), JLDOCTEST.replace("%7eb", "~b").replace("org/%7ea", "org/~a")),
]


# phpBB's template directives in an attribute value (phpbb/phpbb's
# prosilver styles: its lexer turned the encoded value into a literal href,
# the conditional gone) and an SSI element (whose own quotes end the
# value): a comment is no URI content, and an "else" starts another branch.
PHPBB = (
    '<a href="<!-- IF S_MCP_REPORT -->#report<!-- ELSE -->#postingbox<!-- ENDIF -->" class="top">Top</a>\n'
    '<a href="{U_X}<!-- IF S_Y -->&amp;y=1<!-- ENDIF -->">x</a>\n'
    '<a href="<!--#echo var="DOCUMENT_URI" -->">this page</a>\n<a href="a b">z</a>\n'
)



# A Sigma rule's detection values are what a log holds, matched as written
# (SigmaHQ's ProxyLogon rule: pySigma's SQLite backend found its log line
# before a fix of 'http://f/<script', none after). Its references, and a
# YAML file of another kind, keep their fixes.
SIGMA = (
    "title: ProxyLogon\nreferences:\n    - https://e.org/a%7eb\nlogsource:\n    product: windows\n"
    "detection:\n    keywords:\n        - 'http://f/<script'\n    sel:\n        cs-uri-query|contains:\n"
    "            - 'http://evil.example/%7Efoo'\n    condition: keywords or sel\nfalsepositives:\n"
    "    - https://e.org/c%7ed\n"
)
NOT_SIGMA = "detection:\n    - 'http://evil.example/%7Efoo'\n"



# A server-side-includes page (.shtml) is HTML: an href's raw space is a
# finding (it was read as text, the URI cut at the space), and its SSI
# elements are directives.
SHTML = '<!--#include virtual="/footer.html" -->\n<a href="<!--#echo var="DOCUMENT_URI" -->">this</a> <a href="/a b">x</a>\n'


SWEEP70_CASES = [
    (PHPBB, "styles/prosilver/template/posting_topic_review.html", [(4, 11, "URI004")],
     PHPBB.replace("a b", "a%20b"), PHPBB.replace("a b", "a%20b")),
    (SIGMA, "rules/windows/proxylogon.yml", [(3, 22, "URI002"), (8, 21, "URI004"), (11, 36, "URI002"), (14, 22, "URI002")],
     SIGMA.replace("a%7eb", "a~b").replace("c%7ed", "c~d"), SIGMA.replace("%7e", "~").replace("%7E", "~").replace("<", "%3C")),
    (NOT_SIGMA, "config.yml", [(2, 28, "URI002")], NOT_SIGMA.replace("%7E", "~"), NOT_SIGMA.replace("%7E", "~")),
    (SHTML, "site/index.shtml", [(2, 64, "URI004")], SHTML.replace("/a b", "/a%20b"), SHTML.replace("/a b", "/a%20b")),
]


# D's unittest blocks and Zig's test blocks are tests among the code they
# test (dub's and vibe-inet's URL("...some%2bpath"), zls's "file:///%43%3a":
# a decoder's inputs). The code and comments around them keep their fixes.
D_UNITTEST = (
    'module url;\n/// See https://e.org/%7edoc\nstruct URL {}\n\nunittest {\n\tauto url = URL("http://example.com/some%2bpath");\n'
    '\tassert(url.path == "/some+path");\n}\n\n/// More https://e.org/%7emore\nvoid f() {}\n'
)
ZIG_TEST = (
    'const std = @import("std");\n// https://e.org/%7edoc\ntest "parse - percent encoded drive letter (windows)" {\n'
    '    try std.testing.expectEqualStrings("file:///C%3a", x);\n}\n// https://e.org/%7eafter\n'
)


@pytest.mark.parametrize(("text", "filename", "expected", "unsafe"), [
    (D_UNITTEST, "source/vibe/inet/url.d", [(2, 23, "URI002"), (6, 41, "URI001"), (10, 24, "URI002")], ("%2b", "%2B")),
    (ZIG_TEST, "src/Uri.zig", [(2, 18, "URI002"), (4, 50, "URI001"), (6, 18, "URI002")], ("%3a", "%3A")),
])
def test_sweep72_test_blocks(text: str, filename: str, expected: list[tuple[int, int, str]], unsafe: tuple[str, str]) -> None:
    fixed = text.replace("%7e", "~")
    assert_triaged(text, filename, expected, fixed, fixed.replace(*unsafe))


# A footnote's way back "↩︎" glued to the URL a note ends with (bookdown's
# search_index.json: 123 findings of a non-ASCII "↩" in sweep 71) ends it.
FOOTNOTE = '{"text": "See https://opensource.org/history\u21a9\ufe0e and https://e.org/%7ea\u21a9 x"}\n'


def test_sweep71_footnote_arrow_ends_a_uri() -> None:
    fixed = FOOTNOTE.replace("%7ea", "~a")
    assert_triaged(FOOTNOTE, "docs/search_index.json", [(1, 66, "URI002")], fixed, fixed)


# A crontab's "\%" is an escaped "%": cron drops the "\" only before a "%"
# (cronie's do_command.c, compiled: curl got "\~user" after a fix).
CRONTAB = '0 * * * * curl -s "https://example.com/docs/\\%7euser/index.html"\n'


def test_sweep73_backslashed_percent() -> None:
    decoded = CRONTAB.replace("\\%7e", "%5C~")
    assert_triaged(CRONTAB, "crontab", [(1, 45, "URI004"), (1, 46, "URI002")], None, decoded)


# maltrail's page tokens: its server replaces <!ASSETVER!> (regex
# <\!(\w+)\!>); encoded, the token was served as written (sweep 74).
MALTRAIL = '<link href="css/main.css?v=<!ASSETVER!>" rel="stylesheet">\n<a href="a b">x</a>\n'
# A YARA rule's text strings and a Semgrep rule's one-line code patterns
# are matched as written (yara-python and semgrep matched nothing after a
# fix: sweep 74); a YARA rule's meta reference and a rule's message keep
# their fixes.
YARA = (
    'rule C2_Url\n{\n    meta:\n        reference = "https://e.org/%7eblog"\n    strings:\n'
    '        $u1 = "http://evil.example/%7eadmin/gate.php" ascii\n    condition:\n        any of them\n}\n'
)
SEMGREP = (
    'rules:\n  - id: legacy-endpoint\n    pattern: requests.get("http://api.example/%7elegacy/v1")\n'
    '    message: see https://e.org/%7edocs\n'
)


SWEEP74_CASES = [
    (MALTRAIL, "html/index.html", [(2, 11, "URI004")], MALTRAIL.replace("a b", "a%20b"), MALTRAIL.replace("a b", "a%20b")),
    (YARA, "rules/c2_urls.yar", [(4, 36, "URI002"), (6, 36, "URI002")], YARA.replace("%7eblog", "~blog"), YARA.replace("%7e", "~")),
    (SEMGREP, "rules/legacy.yaml", [(3, 47, "URI002"), (4, 32, "URI002")], SEMGREP.replace("%7edocs", "~docs"),
     SEMGREP.replace("%7e", "~")),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), SWEEP70_CASES + SWEEP71_CASES + SWEEP72_CASES + SWEEP74_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
