"""Findings and fixes that were wrong on sweeps 59-60 (2026-11-27: URL
patterns, routes and redirects; identity, authentication and federation
configuration). Real instances: kanidm's Askama templates (its
askama.toml makes "((" "))" and "(%" "%)" the delimiters: 8 findings, 6
safe hunks that broke the build). The others were proven with the
consumer on files of the real form: django-oauth-toolkit's and authlib's
redirect URI checks (RFC 6749 3.1.2.3: compared as strings),
oauth4webapi's issuer check, PyJWT's key lookup, Violentmonkey's match
patterns, @ghostery/adblocker and adblockparser ("^" is a separator),
FiltersCompiler's checksum. Evidence in /work/sweep59/repro and
/work/sweep60/repro, not in the repo."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

DEX = (
    "issuer: https://dex.example.com/%7edex\nstaticClients:\n- id: app\n  redirectURIs:\n"
    "  - 'https://app.example.com/cb%2fx'\n  - 'https://app.example.com/%7Ebob/cb'\n  name: 'App'\nweb: https://e.com/%7eweb\n"
)
KEYCLOAK = (
    '{"clients": [{"clientId": "app", "rootUrl": "https://app.example.com/%7ealice",\n'
    '  "redirectUris": ["https://app.example.com/cb%2fx", "https://app.example.com/%7ebob/*"]}]}\n'
)
CLIENT = (
    '{"redirect_uris": [\n  "https://app.example.com/%7ecb",\n  "https://app.example.com/b%2fc"\n],'
    ' "logo_uri": "https://e.com/%7elogo"}\n'
)
AUTH0_TF = (
    'resource "auth0_client" "app" {\n  callbacks = ["https://app.example.com/%7ecb", "https://app.example.com/b%2fc"]\n'
    '  logo_uri = "https://e.com/%7elogo"\n}\n'
)
DISCOVERY = '{"issuer":"https://op.example.com/%7eop","authorization_endpoint":"https://op.example.com/%7eop/auth"}\n'
MANIFEST = (
    '{"content_scripts": [{"matches": ["https://shop.example/search%2fresults/*"],'
    ' "exclude_matches": ["https://shop.example/%7eadmin/*"], "js": ["a.js"]}]}\n'
)
DNR_RULES = '[{"id": 1, "action": {"type": "block"}, "condition": {"urlFilter": "https://example.com/ads^"}}]\n'
ABP_LIST = "[Adblock Plus 2.0]\n! Checksum: 8Qkq3ERCBnyGw3OApWKUqg\n! Homepage: https://e.com/%7elists\n||ads.example.com^\n"
# SPDX 2.3 JSON: the document's namespace names it (spdx-tools carried a
# fixed one into every element's identifier), an external reference names another.
SPDX_JSON = (
    '{"spdxVersion": "SPDX-2.3", "documentNamespace": "https://e.org/spdxdocs/app%2d1.0",\n'
    ' "externalDocumentRefs": [{"spdxDocument": "https://e.org/spdxdocs/lib%2d2.1"}]}\n'
)
ASKAMA = (
    '<a href="(( url ))">portal</a>\n<img src="/icons/(( icon_name )).svg">\n'
    '<a href="(% if admin %)/ui/admin(% else %)/ui(% endif %)">home</a>\n'
)


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), [
    # The issuer and the registered redirect URIs (a list under the key) are
    # compared as written; another URL beside them keeps its fix.
    (DEX, "config.yaml", [(1, 33, "URI002"), (5, 32, "URI001"), (6, 30, "URI002"), (8, 20, "URI002")],
     DEX.replace("%7eweb", "~web"), DEX.replace("%7e", "~").replace("%7E", "~").replace("%2f", "%2F")),
    (KEYCLOAK, "realm-export.json", [(1, 70, "URI002"), (2, 47, "URI001"), (2, 79, "URI002")],
     KEYCLOAK.replace("%7ealice", "~alice"), KEYCLOAK.replace("%7e", "~").replace("%2f", "%2F")),
    (CLIENT, "client.json", [(2, 28, "URI002"), (3, 29, "URI001"), (4, 31, "URI002")],
     CLIENT.replace("%7elogo", "~logo"), CLIENT.replace("%7e", "~").replace("%2f", "%2F")),
    (AUTH0_TF, "main.tf", [(2, 41, "URI002"), (2, 75, "URI001"), (3, 29, "URI002")],
     AUTH0_TF.replace("%7elogo", "~logo"), AUTH0_TF.replace("%7e", "~").replace("%2f", "%2F")),
    # A discovery document without an extension is JSON; its issuer an identifier.
    (DISCOVERY, "openid-configuration", [(1, 35, "URI002"), (1, 91, "URI002")],
     DISCOVERY.replace("%7eop/auth", "~op/auth"), DISCOVERY.replace("%7e", "~")),
    (MANIFEST, "manifest.json", [(1, 63, "URI001"), (1, 121, "URI002")], None,
     MANIFEST.replace("%2f", "%2F").replace("%7e", "~")),
    (DNR_RULES, "rules.json", [(1, 92, "URI004")], None, DNR_RULES.replace("ads^", "ads%5E")),
    (ABP_LIST, "list.txt", [(3, 27, "URI002")], None, None),
    (ASKAMA, "link.html", [], None, None),
    (SPDX_JSON, "app.spdx.json", [(1, 77, "URI002"), (2, 71, "URI002")], None, SPDX_JSON.replace("%2d", "-")),
])
def test_sweep59_triage(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None,
                        unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def test_parentheses_keep_the_other_placeholders() -> None:
    """Looking for Askama's "((" must not cost a URI its other placeholders
    (a first version returned none for any URI holding "((" and no template)."""
    from urilint.uri.placeholders import find_placeholders

    text = "see https://e.com/wiki/A((B))/:id/x%7e here\n"
    assert find_placeholders(text, 4, text.index(" here")) == ((30, 33),)
    text = '<a href="(( url ))">'
    assert find_placeholders(text, 9, 18) == ((9, 18),)
