"""Findings and fixes that were wrong on sweeps 56-58 (2026-11-27:
template-heavy sites, Helm charts, API specs, translated docs; the docs
sites of popular projects by framework; SBOMs, advisories and other
supply-chain metadata). Real instances: ory/docs'
and ory/kratos' Oathkeeper access rules (a glob or regex in ``<...>``:
after the fix the rule matched only the literal URL), biomejs/website's
HTML in MDX strings (2,307 findings of escaped quotes),
postman-code-generators' <<NAME>> placeholders, Hugo themes' printf
formats in config values, cisagov/CSAF's advisories (a .sha512 and an
.asc beside each: sha512sum -c failed after a fix), cdxgen's poku tests
and model answers. The others were proven with the consumer (signxml,
spdx-tools and rdflib) on files of the real form. Evidence in
/work/sweep56/repro, /work/sweep57/repro and /work/sweep58/repro, not in
the repo."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import assert_triaged

# Ory Oathkeeper's access rules: `match.url` holds patterns in <...>
# (glob or regexp matching strategy), which the fix encoded to %3C...%3E.
OATHKEEPER_YAML = (
    '- id: "ws:protected"\n  match:\n    url: "http://127.0.0.1:8080/<**>"\n'
    '- id: kratos\n  match:\n    url: "http://127.0.0.1:4455/<{sessions,settings}>"\n'
)
OATHKEEPER_JSON = (
    '[{"match": {"url": "http://my-app/api/users/<[0-9]+>/<[a-zA-Z]+>"}},\n'
    ' {"match": {"url": "http://mydomain.com/<(?!protected).*>"}}]\n'
)
# biomejs/website: each rule page embeds rendered HTML in a JS string, its
# attribute quotes escaped (2,307 findings of '\\' and '"' in the URI).
MDX_HTML_STRING = (
    '# Rule\n\n<Fragment set:html={"<pre><a href=\\"https://biomejs.dev/a/b\\">b</a> '
    '<a href=\\"https://e.com/a%2fb\\">c</a></pre>"} />\n'
)
# postman-code-generators' boilerplate package.json: sed fills in
# <<CODEGEN_NAME>>; the fix encoded the outer brackets, which sed then
# no longer found.
DOUBLE_ANGLE = '{"homepage": "https://github.com/postmanlabs/code-generators/tree/master/codegens/<<CODEGEN_NAME>>"}\n'
# A Hugo theme's config: a printf format filled with the user's name
# (ananke: 19 findings of '%s'); an octet beside a conversion may be one
# (a width-7 float), so its fix is unsafe.
# JSON Schema's test suite: invalid URIs, no formats (only %s, %d, %v, %q are).
SCHEMA_TESTS = '[{"data": "http://example.com/%6G", "valid": false}]\n'
HUGO_PARAMS = '[social.bluesky]\nprofile = "https://bsky.app/profile/%s"\nsearch = "https://e.com/%7euser?q=%s"\n'
# A signed CycloneDX BOM: an enveloped XML Signature (signxml:
# InvalidDigest after the fix), a JSON Signature Format object.
SIGNED_XML = (
    '<bom><components><component><externalReferences><reference type="website"><url>https://e.org/%7efoo/</url>'
    '</reference></externalReferences></component></components>'
    '<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:SignedInfo/></ds:Signature></bom>\n'
)
SIGNED_JSON = (
    '{"components": [{"externalReferences": [{"url": "https://e.org/%7efoo/"}]}],\n'
    ' "signature": {"algorithm": "ES256", "value": "MEUCIQ"}}\n'
)
# RDF/XML in a file not named .rdf: rdf:about and rdf:resource name nodes
# (spdx-tools and rdflib read renamed identifiers after the fix).
RDF_XML = (
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:spdx="http://spdx.org/rdf/terms#">\n'
    '  <spdx:SpdxDocument rdf:about="https://e.org/spdxdocs/app%2d1.0#SPDXRef-DOCUMENT"/>\n</rdf:RDF>\n'
)
# cdxgen's tests run by poku: "uppercase/lowercase mix" was recased.
POKU = 'assert.equal(parse("http://e.com/p%e2%82%ac"), "x");\n'
# A placeholder with a non-breaking hyphen (U+2011), in a model's answer.
NB_HYPHEN = '{"answer": "http://spdx.org/spdxdoc/<document\u2011identifier>"}\n'

# In prose the escaped quote is what a browser reads (swagger-codegen's
# generated READMEs: the link is broken, and stays reported).
PROSE_ESCAPED = 'Find out more about Swagger at <a href=\\"http://swagger.io\\">http://swagger.io</a> or on irc.\n'


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), [
    (OATHKEEPER_YAML, "access-rules.yml", [], None, None),
    (OATHKEEPER_JSON, "rules.json", [], None, None),
    (DOUBLE_ANGLE, "package.json", [], None, None),
    (SCHEMA_TESTS, "uri.json", [(1, 31, "URI006")], None, SCHEMA_TESTS.replace("%6G", "%256G")),
    (HUGO_PARAMS, "params.toml", [(3, 25, "URI002")], None, HUGO_PARAMS.replace("%7e", "~")),
    (SIGNED_XML, "bom.xml", [(1, 94, "URI002")], None, None),
    (SIGNED_JSON, "bom.json", [(1, 64, "URI002")], None, None),
    (RDF_XML, "app.spdx.rdf.xml", [(2, 59, "URI002")], None, RDF_XML.replace("%2d", "-")),
    (POKU, "iri.poku.js", [(1, 35, "URI001")], None, POKU.upper().replace("ASSERT.EQUAL(PARSE(", "assert.equal(parse(")
     .replace("HTTP://E.COM/P", "http://e.com/p").replace('"X"', '"x"')),
    (NB_HYPHEN, "logic.json", [], None, None),
    (PROSE_ESCAPED, "README.md", [(1, 40, "URI004")], None,
     PROSE_ESCAPED.replace('\\"http://swagger.io\\"', "%5C%22http://swagger.io%5C%22")),
    (MDX_HTML_STRING, "page.mdx", [(3, 94, "URI001")], MDX_HTML_STRING.replace("%2f", "%2F"),
     MDX_HTML_STRING.replace("%2f", "%2F")),
])
def test_sweep56_triage(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None,
                        unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


@pytest.mark.parametrize("beside", ["advisory.json.sha512", "advisory.json.asc", "SHA256SUMS"])
def test_a_file_with_a_detached_signature_or_checksum_gets_no_fix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], beside: str,
) -> None:
    """cisagov/CSAF: each advisory has its .sha512 and .asc beside it."""
    from urilint.cli import main

    monkeypatch.chdir(tmp_path)
    advisory = '{"references": [{"url": "https://e.gov/login?redirect_uri=https%3a%2f%2fe.gov%2f"}]}\n'
    (tmp_path / "advisory.json").write_text(advisory)
    (tmp_path / beside).write_text("0a1b2c  advisory.json\n")
    assert main(["check", "--no-cache", "--fix", "--output-format", "concise", "advisory.json"]) == 1
    assert (tmp_path / "advisory.json").read_text() == advisory
    out = capsys.readouterr().out
    assert out == (
        "advisory.json:1:64: URI001 4 lowercase triplets: %3a, %2f (3 times); write them in uppercase"
        " (no fix: the file is signed, and a change breaks its signature)\n"
        "Found 1 finding (0 fixable with --fix, 0 with --unsafe-fixes).\n"
    )
    (tmp_path / beside).unlink()
    assert main(["check", "--no-cache", "--fix", "advisory.json"]) == 0
    assert (tmp_path / "advisory.json").read_text() == advisory.replace("%3a%2f%2f", "%3A%2F%2F").replace("%2f\"", "%2F\"")


def test_a_checksum_list_naming_another_file_signs_nothing(tmp_path: Path) -> None:
    """sha256sum's lines end with the name: "old-advisory.json" is not
    "advisory.json"."""
    from urilint.generated import signed_beside

    (tmp_path / "advisory.json").write_text("{}\n")
    (tmp_path / "SHA256SUMS").write_text("0a1b2c  old-advisory.json\n")
    assert not signed_beside(str(tmp_path / "advisory.json"))
    (tmp_path / "SHA256SUMS").write_text("0a1b2c  old-advisory.json\n3d4e5f *advisory.json\n")
    assert signed_beside(str(tmp_path / "advisory.json"))
