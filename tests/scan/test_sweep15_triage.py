"""Findings and fixes that were wrong on sweep 15 (2026-11-26, 45 public
repositories: RDF, Turtle, N-Triples, JSON-LD, OWL and SPARQL; lock files,
minified and vendored code; BibTeX and LaTeX; MediaWiki, Textile, Vim
help, docutils; Qt, .desktop, iCalendar and vCard; docs in Arabic,
Hebrew, Persian, Hindi and Thai). Exact findings and exact --fix /
--fix --unsafe-fixes bytes, with the neighbouring shapes that keep theirs.
Report and repros: /work/sweep15 (not in the repo)."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

TURTLE = "@prefix : <http://example/vocab#> .\n:s1 :p <http://example/a/%7bfoo%7d> .\n:s2 :p <http://example/b/%63> .\n"
JSON_LD = '{"@id": "http://example/s", "http://example/p": {"@id": "http://example/b/%63"}}\n'

# (text, filename, findings, --fix bytes, --fix --unsafe-fixes bytes); None: the text unchanged.
CASES = [
    # RDF compares IRIs character by character (RDF 1.1 Concepts 3.2): the
    # safe equivalence fixes made other terms (rdflib: the graphs were not
    # isomorphic; W3C's normalization-02 test checks exactly this). Every
    # fix is unsafe in RDF data and SPARQL.
    pytest.param(TURTLE, "data.ttl", [(2, 26, "URI001"), (3, 26, "URI002")], None,
                 TURTLE.replace("%7bfoo%7d", "%7Bfoo%7D").replace("%63", "c"), id="turtle"),
    pytest.param(JSON_LD, "data.jsonld", [(1, 75, "URI002")], None, JSON_LD.replace("%63", "c"), id="json-ld"),
    pytest.param("SELECT ?s WHERE { ?s <http://example/p> <http://example/b/%63> }\n", "query.rq", [(1, 59, "URI002")], None,
                 "SELECT ?s WHERE { ?s <http://example/p> <http://example/b/c> }\n", id="sparql"),
    # RDF IRIs hold non-ASCII by their syntax, and Turtle's and N-Triples'
    # \u and \U escapes are escapes, not raw backslashes.
    pytest.param("<http://example.org/café> <http://example.org/p\\U0001F600> <http://example.org/\\u00E9t\\u00E9> .\n",
                 "data.nt", [], None, None, id="rdf-iris-and-escapes"),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep15_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
