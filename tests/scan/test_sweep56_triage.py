"""Findings and fixes that were wrong on sweeps 56-57 (2026-11-27:
template-heavy sites, Helm charts, API specs, translated docs; the docs
sites of popular projects by framework). Real instances: ory/docs'
and ory/kratos' Oathkeeper access rules (a glob or regex in ``<...>``:
after the fix the rule matched only the literal URL), biomejs/website's
HTML in MDX strings (2,307 findings of escaped quotes),
postman-code-generators' <<NAME>> placeholders, Hugo themes' printf
formats in config values. Evidence in
/work/sweep56/repro and /work/sweep57/repro, not in the repo."""

from __future__ import annotations

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
HUGO_PARAMS = '[social.bluesky]\nprofile = "https://bsky.app/profile/%s"\nsearch = "https://e.com/%7euser?q=%s"\n'


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), [
    (OATHKEEPER_YAML, "access-rules.yml", [], None, None),
    (OATHKEEPER_JSON, "rules.json", [], None, None),
    (DOUBLE_ANGLE, "package.json", [], None, None),
    (HUGO_PARAMS, "params.toml", [(3, 25, "URI002")], None, HUGO_PARAMS.replace("%7e", "~")),
    (MDX_HTML_STRING, "page.mdx", [(3, 94, "URI001")], MDX_HTML_STRING.replace("%2f", "%2F"),
     MDX_HTML_STRING.replace("%2f", "%2F")),
])
def test_sweep56_triage(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None,
                        unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
