"""Findings and fixes that were wrong on sweeps 61-63 (2026-11-27: string
literal syntaxes across languages; datasets; a broad mix). Real
instances, each proven with the consumer or argued from its output:

- SPARQL JSON results saved as .json: ag-sc/QALD (2,326 safe fixes) and
  KGQA/QALD_9_plus (396) renamed RDF resources in gold answers (rdflib:
  the endpoint's answer no longer equals the fixed one);
- copies of RFCs and Internet-Drafts: libwww-perl/URI's rfc3987.txt, and
  690 copies in earlier sweeps' trees, where all 12 safe fixes rewrote an
  example (RFC 3987's two spellings, RFC 7230's "%7esmith");
- OpenSanctions' datapatch lookups: a `match:` key that a crawled value is
  looked up by, as written;
- urltools' vignette: the R console's "[1] ..." output of url_encode(),
  whose encoder writes "%2f";
- purell's README: a URL and its normal form, a sentence and blank lines
  apart;
- JSON Lines and GeoJSON read as plain text (a miss: JSON's escaped
  slashes went unseen);
- astral-sh/uv's Rust unit tests, in the file they test (2 hunks).

Proven on files of the real form, no real instance: a fix that changes
the length of a PHP-serialized string (unserialize() returns false); a
decoded "~" in a literal that "~" opened (Perl, Ruby, PHP, sed).

Evidence in /work/sweep61/repro and /work/sweep62/repro, not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged

SPARQL_RESULTS = (
    '{\n  "head": {"vars": ["city"]},\n  "results": {"bindings": [\n'
    '    {"city": {"type": "uri", "value": "http://dbpedia.org/resource/S%c3%a3o_Paulo"}}\n  ]}\n}\n'
)
# A binding's shape outside a results document: an ordinary value.
LONE_BINDING = '{"city": {"type": "uri", "value": "http://dbpedia.org/resource/S%c3%a3o_Paulo"}}\n'
# QALD: each question's query and its gold answers (SPARQL results).
QALD = (
    '{"questions": [{"id": "1",\n'
    '  "query": {"sparql": "SELECT ?uri WHERE { <http://dbpedia.org/resource/Yaound\u00e9> dbo:country ?uri }"},\n'
    '  "answers": [{"head": {"vars": ["uri"]}, "results": {"bindings": [\n'
    '    {"uri": {"type": "uri", "value": "http://dbpedia.org/resource/Yaound\u00e9"}}]}}]}]}\n'
)
RFC = (
    "\n\n\n\nNetwork Working Group                                        R. Fielding\n"
    "Request for Comments: 7230                                         Adobe\n"
    "Category: Standards Track                                      June 2014\n\n\n"
    "      Hypertext Transfer Protocol (HTTP/1.1)\n\nStatus of This Memo\n\n"
    "   This is an Internet Standards Track document.\n\n"
    "   For example, http://EXAMPLE.com:/%7esmith/home.html is one of them.\n"
)
DRAFT = (
    "\n\n\nNetwork Working Group                                         M. Duerst\n"
    "Internet-Draft                                                       W3C\n"
    "Intended status: Standards Track                           July 12, 2010\n"
    "Expires: January 13, 2011\n\n\nStatus of this Memo\n\n"
    "   could reasonably consider these two IRIs equivalent:\n\n"
    "      eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9\n"
)
# The header's words alone, with no RFC's first page: a note of one's own.
RFC_MENTIONED = "Request for Comments: 7230\n\nSee http://EXAMPLE.com:/%7esmith/home.html for details.\n"
LOOKUPS = (
    "lookups:\n  type.url:\n    options:\n"
    "      - match: https://e.org/pre-\u0634\u0631\u06a9\u062a-%7ejoe\n        prop: website\n"
    "      - contains: https://e.org/%7ebob\n        value: null\n"
    "source: https://e.org/%7esrc\n"
)
R_TRANSCRIPT = (
    '```{r, eval=FALSE}\nurl_encode("https://en.wikipedia.org/wiki/Article")\n'
    '[1] "https://en.wikipedia.org%2fwiki%2fArticle"\n```\n\nSee https://e.org/%7eurltools for more.\n'
)
# A numbered reference list is no console output: its URLs are not quoted.
REFERENCES = "References\n\n[1] https://e.org/%7ea\n"
NORMAL_FORM = (
    "Consider the following URL:\n\n`HTTPS://www.RooT.com/toto/t%45%1f///a/./b/../c/?z=3#invalid`\n\n"
    "Normalizing with the `FlagsSafe` gives:\n\n`https://www.root.com/toto/tE%1F///a/./b/../c/?z=3#invalid`\n"
)
# Four lines of text between them (blank ones aside): too far to be a pair.
FAR_APART = (
    "`https://www.root.com/toto/t%45%1f/a`\n\none\n\ntwo\n\nthree\n\nfour\n\n"
    "`https://www.root.com/toto/tE%1F/a`\n"
)

# JSON Lines and GeoJSON are JSON: the data scanner reads JSON's escaped
# slashes (as plain text, the first line's URL went unseen).
JSON_LINES = '{"url": "https:\\/\\/e.org\\/%7ea", "t": "x"}\n{"url": "https://e.org/%7eb"}\n'
GEOJSON = '{"type": "Feature", "properties": {"wiki": "https:\\/\\/e.org\\/%7ec"}}\n'

# PHP-serialized strings state their length (s:30:"..."): proven with
# unserialize() on files of WordPress's forms; no real instance yet.
WP_DUMP = (
    "INSERT INTO `wp_options` VALUES (1,'widget_text','a:1:{s:4:\\\"link\\\";s:30:\\\"https://example.com/%7Ejoe/doc\\\";}','yes');\n"
    "INSERT INTO `wp_postmeta` VALUES (2,5,'_menu_item_url','https://example.com/%7ejoe/');\n"
)
WP_OPTION = 'option_name: widget_text\noption_value: a:1:{s:4:"link";s:25:"https://example.com/caf\u00e9";}\n'
WP_CSV = 'widget_text,"a:1:{s:4:""link"";s:30:""https://example.com/%7Ejoe/doc"";}"\n'
# A fix that keeps the length (hex case) keeps the value readable: safe.
SERIALIZED_SAME_LENGTH = 'a:1:{s:4:"link";s:27:"https://example.com/a%2fb/c";}\n'

# A "~" that opened the literal ends it at a decoded "%7e" (Perl: syntax
# error; sed: unknown option to `s'); the plain string beside keeps its fix.
PERL_TILDE = (
    'my $url = "https://example.com/%7euser/index.html";\n'
    'print "ok" if $url =~ m~https://example.com/%7euser/~;\nmy $s = q~https://example.com/%7euser/~;\n'
)
SED_TILDE = "echo 'see https://example.com/%7euser/' | sed -e 's~https://example.com/%7euser/~https://example.org/~'\n"

# Rust's unit tests in the file they test (uv's crates/uv-redacted/src/lib.rs:
# a "%2D" key that the test is about); the code before them keeps its fix.
RUST_TEST_MODULE = (
    'pub const HOME: &str = "https://e.org/%7ehome";\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn keeps_key() {\n'
    '        let u = Url::parse("https://h.example/f?X-Amz%2DSignature=s").unwrap();\n'
    '        assert_eq!(u.query(), Some("X-Amz%2DSignature=s"));\n    }\n}\n'
)
RUST_TEST_MODULE_WITH_ATTRIBUTES = (
    'pub const HOME: &str = "https://e.org/%7ehome";\n#[cfg(test)]\n#[allow(unused)]\nmod tests {\n'
    '    const U: &str = "https://e.org/%7eu";\n}\n'
)
# "mod tests;" at the top names a file of its own: the code below is no test.
RUST_TESTS_ELSEWHERE = '#[cfg(test)]\nmod tests;\n\npub const HOME: &str = "https://e.org/%7ehome";\n'
RUST_TEST_FUNCTION = (
    'pub fn f(s: &str) -> &str { s }\n\n#[tokio::test]\nasync fn t() {\n    assert_eq!(f("https://h.example/a%2fb"), "x");\n}\n'
)

# SQL inside a TypeScript template (karakeep's users.ts, 8 findings): the
# pattern after LIKE is no URI ("%": its wildcard); a comparison's is.
SQL_IN_TEMPLATE = (
    "const q = sql`CASE WHEN ${links.url} LIKE 'https://%' THEN 1 WHEN x = 'https://e.org/%' THEN 2 END`;\n"
    'const u = "https://e.org/%";\n'
)


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), [
    # Every term of a SPARQL results document, and the queries beside its
    # results, is an RDF identifier: unsafe, as in a .srj file.
    (SPARQL_RESULTS, "results.json", [(4, 69, "URI001")], None, SPARQL_RESULTS.replace("%c3%a3", "%C3%A3")),
    (LONE_BINDING, "city.json", [(1, 65, "URI001")],
     LONE_BINDING.replace("%c3%a3", "%C3%A3"), LONE_BINDING.replace("%c3%a3", "%C3%A3")),
    (QALD, "qald-9-train.json", [(2, 79, "URI005"), (4, 73, "URI005")], None, QALD.replace("\u00e9", "%C3%A9")),
    # A published RFC or Internet-Draft: no fix at all.
    (RFC, "rfc7230.txt", [(16, 37, "URI002")], None, None),
    (DRAFT, "draft-duerst-iri-bis-00.txt", [(14, 28, "URI002"), (14, 32, "URI001")], None, None),
    (RFC_MENTIONED, "notes.txt", [(3, 25, "URI002")],
     RFC_MENTIONED.replace("%7e", "~"), RFC_MENTIONED.replace("%7e", "~")),
    # A lookup's `match:` and `contains:` keys are identifiers; another value is not.
    (LOOKUPS, "crawler.yml", [(4, 34, "URI005"), (4, 39, "URI002"), (6, 33, "URI002"), (8, 23, "URI002")],
     LOOKUPS.replace("%7esrc", "~src"),
     LOOKUPS.replace("%7e", "~").replace("\u0634\u0631\u06a9\u062a", "%D8%B4%D8%B1%DA%A9%D8%AA")),
    # The R console's output line: unsafe; prose after the block keeps its fix.
    (R_TRANSCRIPT, "urltools.Rmd", [(3, 30, "URI001"), (6, 19, "URI002")],
     R_TRANSCRIPT.replace("%7e", "~"), R_TRANSCRIPT.replace("%7e", "~").replace("%2f", "%2F")),
    (REFERENCES, "notes.txt", [(3, 19, "URI002")], REFERENCES.replace("%7e", "~"), REFERENCES.replace("%7e", "~")),
    # A URL and its normal form two paragraphs apart are a pair; four lines apart, not.
    (NORMAL_FORM, "README.md", [(3, 29, "URI002"), (3, 32, "URI001")],
     None, NORMAL_FORM.replace("t%45%1f", "tE%1F")),
    # (An encoded control character, "%1f", is an attack payload's sign: sweep 167.)
    (FAR_APART, "README.md", [(1, 29, "URI002"), (1, 32, "URI001")],
     None, FAR_APART.replace("t%45%1f", "tE%1F")),
    (JSON_LINES, "dump.jsonl", [(1, 27, "URI002"), (2, 24, "URI002")],
     JSON_LINES.replace("%7e", "~"), JSON_LINES.replace("%7e", "~")),
    (GEOJSON, "map.geojson", [(1, 62, "URI002")], GEOJSON.replace("%7e", "~"), GEOJSON.replace("%7e", "~")),
    # (A dump's rows are stored as written: the second line's fix is unsafe too, sweep 146.)
    (WP_DUMP, "dump.sql", [(1, 96, "URI002"), (2, 77, "URI002")],
     None, WP_DUMP.replace("%7ejoe", "~joe").replace("%7Ejoe", "~joe")),
    (WP_OPTION, "wp_option.yml", [(2, 60, "URI005")], None, WP_OPTION.replace("\u00e9", "%C3%A9")),
    (WP_CSV, "wp_options.csv", [(1, 59, "URI002")], None, WP_CSV.replace("%7E", "~")),
    (SERIALIZED_SAME_LENGTH, "option.txt", [(1, 44, "URI001")],
     SERIALIZED_SAME_LENGTH.replace("%2f", "%2F"), SERIALIZED_SAME_LENGTH.replace("%2f", "%2F")),
    (PERL_TILDE, "check.pl", [(1, 32, "URI002"), (2, 45, "URI002"), (3, 31, "URI002")],
     PERL_TILDE.replace("%7euser/index", "~user/index"), PERL_TILDE.replace("%7e", "~")),
    (SED_TILDE, "check.sh", [(1, 31, "URI002"), (1, 73, "URI002")],
     SED_TILDE.replace("%7euser/'", "~user/'"), SED_TILDE.replace("%7e", "~")),
    (RUST_TEST_MODULE, "src/lib.rs", [(1, 39, "URI002"), (7, 54, "URI002")],
     RUST_TEST_MODULE.replace("%7e", "~"), RUST_TEST_MODULE.replace("%7e", "~").replace("%2DSignature=s\").unwrap", "-Signature=s\").unwrap")),
    (RUST_TEST_FUNCTION, "src/net.rs", [(5, 38, "URI001")], None, RUST_TEST_FUNCTION.replace("%2f", "%2F")),
    (RUST_TEST_MODULE_WITH_ATTRIBUTES, "src/lib.rs", [(1, 39, "URI002"), (5, 36, "URI002")],
     RUST_TEST_MODULE_WITH_ATTRIBUTES.replace("%7ehome", "~home"), RUST_TEST_MODULE_WITH_ATTRIBUTES.replace("%7e", "~")),
    (RUST_TESTS_ELSEWHERE, "src/lib.rs", [(4, 39, "URI002")],
     RUST_TESTS_ELSEWHERE.replace("%7e", "~"), RUST_TESTS_ELSEWHERE.replace("%7e", "~")),
    (SQL_IN_TEMPLATE, "users.ts", [(1, 86, "URI006"), (2, 26, "URI006")],
     None, SQL_IN_TEMPLATE.replace("e.org/%'", "e.org/%25'").replace('e.org/%"', 'e.org/%25"')),
])
def test_sweep61_triage(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None,
                        unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


@pytest.mark.parametrize(("path", "expected"), [
    ("docs/Render.approved.txt", True), ("src/main/render.verified.json", True), ("out/Render.received.html", True),
    ("docs/approved.txt", False), ("src/verified_users.json", False),
])
def test_approval_files_are_test_data(path: str, expected: bool) -> None:
    # ApprovalTests and .NET Verify compare them byte for byte (sweep 63).
    from urilint.under_test import is_test_data

    assert is_test_data(path) is expected

