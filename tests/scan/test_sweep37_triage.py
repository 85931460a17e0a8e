"""Findings and fixes that were wrong on sweep 37 (2026-11-27, 102
repositories of scanner templates, attack payloads and web-server, proxy
and WAF configurations). Seen in real repositories: a signed nuclei
template (its digest no longer verified), open-redirect payloads with a
"%2e" in the host (node's URL parser and Python's urlsplit disagree on
them, which is the payload's point), Awesome-WAF's "%2D%2D" (an SQL
comment an nginx rule then blocked). Proven on the real form: HAProxy's
reg-tests/*.vtc expected values (varnishtest failed). Evidence in
/work/sweep37/repro, not in the repo. Exact findings and fixed bytes."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# nuclei verifies the "# digest:" signature over the text above it.
NUCLEI = 'id: redirect\nhttp:\n  - path:\n      - "https://e.com/a%2fb"\n# digest: 4a0a00473045022100ab:922c6459\n'
UNSIGNED = NUCLEI.rsplit("# digest", 1)[0]
# A "%2e" in a host: no encoder writes one. A lone one in a path still decodes.
HOST_DOT = "http://www.allowed.tld%2eevil.pw/ https://e.com/a%2eb\n"
# "%2D%2D" decoded is "--"; a lone "%2D" still decodes.
DASHES = "see `http://e.com/t?id=1%2D%2D1` and <https://e.com/a%2Db>\n"
VTC = 'expect resp.http.location == "http://www.example.com/a%2fb"\n'
VECTOR = '{"u": "http://www.example.com/a%2fb"}\n'

CASES = [
    (NUCLEI, "redirect.yaml", [(4, 25, "URI001")], None, None),
    (UNSIGNED, "redirect.yaml", [(4, 25, "URI001")], UNSIGNED.replace("%2f", "%2F"), UNSIGNED.replace("%2f", "%2F")),
    (HOST_DOT, "payloads.txt", [(1, 23, "URI002"), (1, 50, "URI002")],
     HOST_DOT.replace("a%2eb", "a.b"), HOST_DOT.replace("%2e", ".")),
    (DASHES, "README.md", [(1, 25, "URI002"), (1, 54, "URI002")],
     DASHES.replace("a%2Db", "a-b"), DASHES.replace("%2D", "-")),
    (VTC, "redirect.vtc", [(1, 55, "URI001")], None, VTC.replace("%2f", "%2F")),
    (VTC, "reg-tests/http-rules/redirect.vtc", [(1, 55, "URI001")], None, VTC.replace("%2f", "%2F")),
    (VECTOR, "regress/uri.json", [(1, 32, "URI001")], None, VECTOR.replace("%2f", "%2F")),
    (VECTOR, "test_vectors/uri.json", [(1, 32, "URI001")], None, VECTOR.replace("%2f", "%2F")),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep37_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def test_why_is_said() -> None:
    import urilint

    [signed] = urilint.lint_text(NUCLEI, "redirect.yaml")
    assert signed.message.endswith("(no fix: the file is signed, and a change breaks its signature)")
