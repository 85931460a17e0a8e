"""Findings and fixes that were wrong on sweeps 40 and 42 (2026-11-27: 53
bioinformatics and science-data repositories; 82 of browser extensions,
userscripts, dotfiles and API mocks). Seen in real repositories: OBO term
IRIs and OBO Graphs edges (EnvironmentOntology/envo, 22 hunks: fastobo made
another class, pronto a phantom parent), full-width commas between URLs
merged into one (hoothin/UserScripts, 33 hunks). Proven on the real form:
OWL's other syntaxes (py-horned-owl), Cheetah's and Groovy's "$name.x",
WDL's "~{x}" (miniwdl), XML namespace names (lxml), git insteadOf (git),
npm's registry token (npm), Pact contracts (the Pact verifier). Evidence in
/work/sweep40/repro and /work/sweep42/repro, not in the repo."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

FULLWIDTH = '{"example": "https://a.example.com/x\uff0chttps://b.example.com/y\u3001https://c.example.com/z"}\n'
# git rewrites by an insteadOf prefix as written; an [http "<url>"] section git normalizes: its fix stays.
GIT = (
    '[url "git@git.example.com:group/"]\n\tinsteadOf = https://git.example.com/api/v4/projects/group%2f\n'
    '[http "https://e.com/a%2fb"]\n\tsslVerify = false\n'
)
NPMRC = "@acme:registry=http://127.0.0.1:4873/api/v4/projects/acme%2fweb/packages/npm/\n"
PACT = '{"response": {"body": {"url": "https://e.com/users/%7ealice"}}}\n'
# OBO's backslash escapes ("http\://") are its syntax, not raw "\" characters.
OBO = '[Term]\nid: http://example.org/onto/%7euser%2fTerm\ndef: "A thing." [url:http\\://example.org/page.aspx?GUID=%7b3C35%7d]\n'
OBO_GRAPHS = (
    '{"graphs": [{"nodes": [{"id": "http://example.org/onto/%7euser"}],\n'
    ' "edges": [{"sub": "http://e.org/A", "pred": "is_a", "obj": "http://example.org/onto/%7euser"}]}]}\n'
)
OFN = "Declaration(Class(<http://example.org/food/%7eA>))\n"
NEXTFLOW = 'url = "https://e.org/refs/$params%2egenome/genome.fa"\n'
WDL = 'String u = "https://e.org/%7e{s}/x"\n'
# A namespace name is compared as a string; a link beside it keeps its fix.
XMLNS = '<VOTABLE xmlns="http://e.org/xml/%7evo/VOTable/v1.3"><RESOURCE/><LINK href="http://e.org/%7edoc"/></VOTABLE>\n'

CASES = [
    (FULLWIDTH, "rules.json", [], None, None),
    (GIT, ".gitconfig", [(2, 59, "URI001"), (3, 23, "URI001")], GIT.replace("a%2fb", "a%2Fb"), GIT.replace("%2f", "%2F")),
    (NPMRC, ".npmrc", [(1, 58, "URI001")], None, NPMRC.replace("%2f", "%2F")),
    (PACT, "pacts/web-api.json", [(1, 52, "URI002")], None, PACT.replace("%7e", "~")),
    (OBO, "envo.obo", [(2, 29, "URI002"), (2, 36, "URI001"), (3, 57, "URI001")], None,
     OBO.replace("%7e", "~").replace("%2f", "%2F").replace("%7b3C35%7d", "%7B3C35%7D")),
    (OBO_GRAPHS, "envo.json", [(1, 56, "URI002"), (2, 86, "URI002")], None, OBO_GRAPHS.replace("%7e", "~")),
    (OFN, "food-edit.ofn", [(1, 44, "URI002")], None, OFN.replace("%7e", "~")),
    (NEXTFLOW, "main.nf", [(1, 34, "URI002")], None, None),
    (WDL, "fetch.wdl", [(1, 27, "URI002")], None, None),
    (XMLNS, "table.vot", [(1, 34, "URI002"), (1, 90, "URI002")], XMLNS.replace("%7edoc", "~doc"), XMLNS.replace("%7e", "~")),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep40_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
