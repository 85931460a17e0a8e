"""False positives found on ten fresh repositories (notes/fresh/REPORT.md):
exact findings and exact --fix / --fix --unsafe-fixes bytes, plus the
neighbouring shapes that must keep their findings."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

CODEWALK = '<codewalk title="Pig">\n<step title="Game overview" src="doc/codewalk/pig.go:/\\/\\/ A score/,/thisTurn int\\n}/">\n</step>\n</codewalk>\n'

# (text, filename, findings, --fix bytes, --fix --unsafe-fixes bytes)
CASES = [
    # 1. An XML vocabulary not known to hold URIs in src/href (Go codewalks).
    pytest.param(CODEWALK, "pig.xml", [], CODEWALK, CODEWALK, id="codewalk-src-regexps"),
    pytest.param(
        '<codewalk>\n<step src="https://e.com/a b"/>\n</codewalk>\n', "c.xml", [(2, 27, "URI004")],
        '<codewalk>\n<step src="https://e.com/a b"/>\n</codewalk>\n',
        '<codewalk>\n<step src="https://e.com/a%20b"/>\n</codewalk>\n', id="unknown-vocabulary-absolute-uri-unsafe",
    ),
    pytest.param(
        '<codewalk>\n<step src="https://e.com/%7euser"/>\n</codewalk>\n', "c.xml", [(2, 26, "URI002")],
        '<codewalk>\n<step src="https://e.com/~user"/>\n</codewalk>\n',
        '<codewalk>\n<step src="https://e.com/~user"/>\n</codewalk>\n', id="unknown-vocabulary-equivalence-safe",
    ),
    pytest.param(
        # Always URIs, but read by a program as written outside the browser
        # vocabularies (sweep 19, OWSLib): encoding them is unsafe there.
        '<doc><ref xlink:href="a b.html"/></doc>\n', "c.xml", [(1, 24, "URI004")],
        None, '<doc><ref xlink:href="a%20b.html"/></doc>\n', id="xlink-href-always",
    ),
    pytest.param(
        '<doc xml:base="a b/"/>\n', "c.xml", [(1, 17, "URI004")],
        None, '<doc xml:base="a%20b/"/>\n', id="xml-base-always",
    ),
    pytest.param(
        '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><link href="a b"/></feed>\n', "c.xml", [(2, 56, "URI004")],
        '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><link href="a%20b"/></feed>\n',
        '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><link href="a%20b"/></feed>\n', id="atom-feed",
    ),
    pytest.param(
        '<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg"><image href="a b.png"/></svg>\n', "c.xml", [(2, 55, "URI004")],
        '<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg"><image href="a%20b.png"/></svg>\n',
        '<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg"><image href="a%20b.png"/></svg>\n', id="svg-root",
    ),
    pytest.param(
        '<step src="a b.png"/>\n', "c.html", [(1, 13, "URI004")], '<step src="a%20b.png"/>\n', '<step src="a%20b.png"/>\n',
        id="html-file-unchanged",
    ),
    # 2. Placeholders that are not URI content.
    pytest.param(
        "link_url: 'https://example.gitlab.com/%{project_path}/badges/%{default_branch}/pipeline.svg'\n", "d.yml", [],
        "link_url: 'https://example.gitlab.com/%{project_path}/badges/%{default_branch}/pipeline.svg'\n",
        "link_url: 'https://example.gitlab.com/%{project_path}/badges/%{default_branch}/pipeline.svg'\n", id="percent-brace-yaml",
    ),
    pytest.param(
        '{"u": "https://example.gitlab.com/%{project_path}/%7e"}\n', "s.json", [(1, 51, "URI002")],
        '{"u": "https://example.gitlab.com/%{project_path}/~"}\n', '{"u": "https://example.gitlab.com/%{project_path}/~"}\n',
        id="percent-brace-json",
    ),
    pytest.param(
        "u: 'https://e.com/%{a/b'\n", "a.yml", [(1, 19, "URI006"), (1, 20, "URI004")], "u: 'https://e.com/%{a/b'\n",
        "u: 'https://e.com/%25%7Ba/b'\n", id="percent-brace-unclosed-kept",
    ),
    pytest.param(
        '<link rel="icon" href="%BASE_PATH%%PAGE_FAVICON%" />\n<script src="%BASE_PATH%redoc.standalone.js"></script>\n',
        "g.html", [],
        '<link rel="icon" href="%BASE_PATH%%PAGE_FAVICON%" />\n<script src="%BASE_PATH%redoc.standalone.js"></script>\n',
        '<link rel="icon" href="%BASE_PATH%%PAGE_FAVICON%" />\n<script src="%BASE_PATH%redoc.standalone.js"></script>\n',
        id="percent-name-percent",
    ),
    pytest.param(
        '<link rel="icon" href="%PUBLIC_URL%/favicon%7e.ico" />\n', "index.html", [(1, 44, "URI002")],
        '<link rel="icon" href="%PUBLIC_URL%/favicon~.ico" />\n', '<link rel="icon" href="%PUBLIC_URL%/favicon~.ico" />\n',
        id="create-react-app-public-url",
    ),
    pytest.param(
        # A word of letters after two hex letters: a template's tag (sweep 187), as "%account_id%" is.
        '<a href="%base_path%/x">x</a>\n', "a.html", [], '<a href="%base_path%/x">x</a>\n',
        '<a href="%base_path%/x">x</a>\n', id="percent-name-lowercase-hex-word",
    ),
    pytest.param(
        '<a href="%C3%/x">x</a>\n', "a.html", [(1, 10, "URI007"), (1, 13, "URI006")], '<a href="%C3%/x">x</a>\n',
        '<a href="%C3%25/x">x</a>\n', id="percent-hex-pair-percent-kept",
    ),
    pytest.param(
        '<a href="/caf%C3%A9X%">x</a>\n', "a.html", [(1, 21, "URI006")], '<a href="/caf%C3%A9X%">x</a>\n',
        '<a href="/caf%C3%A9X%25">x</a>\n', id="percent-continuation-escape-kept",
    ),
    pytest.param(
        'assert str(u) == f"http://[fe80::1%{zone}]/x"\n', "t.py", [(1, 35, "URI006")],
        'assert str(u) == f"http://[fe80::1%{zone}]/x"\n', 'assert str(u) == f"http://[fe80::1%25{zone}]/x"\n',
        id="zone-separator-before-fstring-field-kept",
    ),
    pytest.param(
        "Copy the URL (e.g. `https://{your host}/builder-preview`).\n", "a.md", [],
        "Copy the URL (e.g. `https://{your host}/builder-preview`).\n",
        "Copy the URL (e.g. `https://{your host}/builder-preview`).\n", id="brace-with-space",
    ),
    pytest.param(
        "Copy `https://{your host}/%7euser`.\n", "a.md", [(1, 27, "URI002")], "Copy `https://{your host}/~user`.\n",
        "Copy `https://{your host}/~user`.\n", id="brace-with-space-extent",
    ),
    pytest.param(
        "a `https://{votre_hôte}/x` b `https://{hôte}/x` c `https://{a b}/x`\n", "q.md", [],
        "a `https://{votre_hôte}/x` b `https://{hôte}/x` c `https://{a b}/x`\n",
        "a `https://{votre_hôte}/x` b `https://{hôte}/x` c `https://{a b}/x`\n", id="brace-non-ascii",
    ),
    pytest.param(
        "```js\nconst a = 'https://<nom-utilisateur>.gitlab.io';\nconst b = \"https://<user-name>.gitlab.io\";\n```\n", "c.md", [],
        "```js\nconst a = 'https://<nom-utilisateur>.gitlab.io';\nconst b = \"https://<user-name>.gitlab.io\";\n```\n",
        "```js\nconst a = 'https://<nom-utilisateur>.gitlab.io';\nconst b = \"https://<user-name>.gitlab.io\";\n```\n",
        id="angle-with-hyphen",
    ),
    # 3. Separators: "|" or "," right before another scheme://; Slack's <url|label>.
    pytest.param(
        'env:\n  GOPROXY: "https://proxy.example.com|https://proxy2.example.com"\n', "r.yml", [],
        'env:\n  GOPROXY: "https://proxy.example.com|https://proxy2.example.com"\n',
        'env:\n  GOPROXY: "https://proxy.example.com|https://proxy2.example.com"\n', id="pipe-separated-uris-yaml",
    ),
    pytest.param(
        '```sh\nGOPROXY="https://proxy.example.com|https://proxy2.example.com"\n```\n', "j.md", [],
        '```sh\nGOPROXY="https://proxy.example.com|https://proxy2.example.com"\n```\n',
        '```sh\nGOPROXY="https://proxy.example.com|https://proxy2.example.com"\n```\n', id="pipe-separated-uris-sh",
    ),
    pytest.param(
        'u: "https://e.com/a|b"\n', "a.yml", [(1, 20, "URI004")], 'u: "https://e.com/a|b"\n', 'u: "https://e.com/a%7Cb"\n',
        id="pipe-inside-uri-kept",
    ),
    pytest.param(
        "msg: We sent this message using <https://www.ansible.com|Ansible>!\n", "e.yml", [],
        "msg: We sent this message using <https://www.ansible.com|Ansible>!\n",
        "msg: We sent this message using <https://www.ansible.com|Ansible>!\n", id="slack-link-yaml",
    ),
    pytest.param(
        "msg: see <https://e.com/%7e|Ansible>\n", "e.yml", [(1, 25, "URI002")], "msg: see <https://e.com/~|Ansible>\n",
        "msg: see <https://e.com/~|Ansible>\n", id="slack-link-extent",
    ),
    pytest.param(
        "See <https://x.org/a|b>.\n", "a.md", [(1, 21, "URI004")], "See <https://x.org/a%7Cb>.\n", "See <https://x.org/a%7Cb>.\n",
        id="markdown-autolink-pipe-kept",
    ),
    # 4. A literal holding a URI followed by HTML tags.
    pytest.param(
        'help = (\n    "see <a href=\\"https://capec.mitre.org/\\">"\n    "https://capec.mitre.org/</a></br>Examples:</br><code>"\n)\n',
        "f.py", [],
        'help = (\n    "see <a href=\\"https://capec.mitre.org/\\">"\n    "https://capec.mitre.org/</a></br>Examples:</br><code>"\n)\n',
        'help = (\n    "see <a href=\\"https://capec.mitre.org/\\">"\n    "https://capec.mitre.org/</a></br>Examples:</br><code>"\n)\n',
        id="html-tags-after-uri-in-literal",
    ),
    pytest.param(
        'x = "https://e.com/%7e</a>"\n', "a.py", [(1, 20, "URI002")], 'x = "https://e.com/~</a>"\n', 'x = "https://e.com/~</a>"\n',
        id="closing-tag-ends-literal-uri",
    ),
    pytest.param(
        'x = "https://e.com/%7e<br/>"\n', "a.py", [(1, 20, "URI002")], 'x = "https://e.com/~<br/>"\n', 'x = "https://e.com/~<br/>"\n',
        id="empty-tag-ends-literal-uri",
    ),
    pytest.param(
        '{"input": "http://foo.bar/baz?qux#foo<bar"}\n', "a.json", [(1, 38, "URI004")],
        '{"input": "http://foo.bar/baz?qux#foo%3Cbar"}\n', '{"input": "http://foo.bar/baz?qux#foo%3Cbar"}\n',
        id="lt-that-is-no-tag-kept",
    ),
    # An angle placeholder as a later host label (external-secrets ibm-secret-store.yaml).
    pytest.param(
        'serviceUrl: "https://<SECRETS_MANAGER_ID>.<REGION>.secrets-manager.appdomain.cloud"\n', "a.yaml", [],
        'serviceUrl: "https://<SECRETS_MANAGER_ID>.<REGION>.secrets-manager.appdomain.cloud"\n',
        'serviceUrl: "https://<SECRETS_MANAGER_ID>.<REGION>.secrets-manager.appdomain.cloud"\n', id="angle-placeholder-host-label",
    ),
    pytest.param(
        "see https://b.<region>.amazonaws.com/x%7e and https://e.com.<br>Next\n", "a.txt", [(1, 39, "URI002")],
        "see https://b.<region>.amazonaws.com/x~ and https://e.com.<br>Next\n",
        "see https://b.<region>.amazonaws.com/x~ and https://e.com.<br>Next\n", id="host-label-placeholder-not-a-tag-after-a-dot",
    ),
    # Tags written inside a template expression in Markdown text are the
    # template's output (as in HTML files since the tmpl merge).
    pytest.param(
        'T {{ printf "<a href=\\"#${2}\\">" }} {% include x.html body="<img src=\\"a b.png\\">" %} <img src="c d.png">\n',
        "a.md", [(1, 98, "URI004")],
        'T {{ printf "<a href=\\"#${2}\\">" }} {% include x.html body="<img src=\\"a b.png\\">" %} <img src="c%20d.png">\n',
        'T {{ printf "<a href=\\"#${2}\\">" }} {% include x.html body="<img src=\\"a b.png\\">" %} <img src="c%20d.png">\n',
        id="markdown-tags-inside-template-expressions",
    ),
    # 13. A bare URI that is a link's whole text: its backslash escapes are
    # Markdown (golang/website ismmkeynote.md); in running text GFM keeps them.
    pytest.param(
        "[https://e.org/storage\\_data/p\\_1.png](https://e.org/storage_data/p_1.png)\n", "a.md", [],
        "[https://e.org/storage\\_data/p\\_1.png](https://e.org/storage_data/p_1.png)\n",
        "[https://e.org/storage\\_data/p\\_1.png](https://e.org/storage_data/p_1.png)\n", id="link-text-backslash-escapes",
    ),
    pytest.param(
        "see https://e.org/a\\_b now\n", "a.md", [(1, 20, "URI004")],
        "see https://e.org/a\\_b now\n", "see https://e.org/a%5C_b now\n", id="prose-backslash-kept-by-gfm-autolinks",
    ),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_fresh_triage(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str, unsafe: str) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
