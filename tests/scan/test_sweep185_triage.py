"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28's sixth session on (sweeps 185
to 187), and earlier sweeps' left-alone cases.

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

import pytest

import urilint

from helpers import assert_triaged, findings, stable_fix

# A message a translation is looked up by, written in code: Lingui's
# <Trans> children, msg`...` and defineMessage({message}), FormatJS's
# defaultMessage (its generated id is a hash of it) and Flutter's
# '...'.tr(). A fix changes the key, and the translation is lost (sweep
# 179, left alone then). <Transition>, an object's plain "message" key and
# Dart's .trim() are no translations.
JS_MESSAGES = (
    'const c = <Trans>Visit https://example.com/a%7eb</Trans>;\n'
    'const d = intl.formatMessage({ defaultMessage: "Visit https://example.com/a%7eb" });\n'
    'const m = defineMessage({ message: "Visit https://example.com/a%7eb" });\n'
    'const n = msg`Visit https://example.com/a%7eb`;\n'
    'const s = <Trans id="x">\n'
    '  Visit https://example.com/a%7eb\n'
    '</Trans>;\n'
    'const o = <Transition name="https://example.com/a%7eb" />;\n'
    'const p = <Trans>Read</Trans>; const q = "https://example.com/a%7eb";\n'
    'const r = { message: "https://example.com/a%7eb" };\n'
    # An explicit id keeps the translation attached (sweep 190).
    "const e = defineMessages({ a: {id: 'app.link', defaultMessage: 'See https://example.com/%7euser'} });\n"
    'const f = <FormattedMessage id="app.x" defaultMessage="See https://example.com/%7euser" />;\n'
)
DART_MESSAGES = (
    "final a = 'Visit https://example.com/a%7eb'.tr();\n"
    "final b = 'https://example.com/a%7eb'.tr;\n"
    "final c = 'https://example.com/a%7eb'.trim();\n"
)
# An Android resource's attribute value an app may format (a preference's
# summary, wikipedia-android's dialogMessage): "%1$s" and "%2$s" are Java
# conversions, not malformed octets, and a "%7e" beside one may be one too
# (sweep 179, left alone then). A string resource was already read so.
ANDROID_PREFERENCES = (
    '<PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">\n'
    '  <EditTextPreference android:dialogMessage="Prod: %1$s://%2$s/api/rest_v1/" />\n'
    '  <ListPreference android:summary="https://example.com/%s?x=a%7eb" />\n'
    '  <Preference android:summary="https://example.com/a%7eb" />\n'
    '</PreferenceScreen>\n'
)
# A URL running into a Tamil case suffix after its port: the URL ends at
# the port's digits, as before a letter (reactjs/ta.react.dev; it was
# called an invalid host label "localhost:1234-இல்").
PORT_SUFFIX = "இணைப்பு: https://localhost:1234-இல் இணைக்கிறது https://e.org:80-x/a%7eb\n"
# A JSON object signed over its text, wherever it stands: a Nostr event
# in a NIP's fence, a Sign-In with Ethereum message beside its signature
# (sweep 186: verifyEvent and SiweMessage.verify refused the fixed ones).
# An object without a signature in the same file keeps its fixes.
NOSTR_EVENT_IN_MARKDOWN = (
    "# NIP-XX\n\n```json\n{\n"
    '  "id": "' + "a" * 64 + '",\n'
    '  "kind": 1,\n'
    '  "tags": [["r", "https://example.com/%7euser"]],\n'
    '  "content": "see https://example.com/a%7eb",\n'
    '  "sig": "' + "b" * 128 + '"\n'
    "}\n```\n\n"
    '```json\n{"kind": 1, "content": "https://example.com/c%7ed"}\n```\n'
)
SIWE_SIGNED_JSON = (
    '{"message": "example.com wants you to sign in with your Ethereum account:\\n0x1111\\n\\n'
    'URI: https://example.com/login%7euser\\nVersion: 1",\n'
    ' "signature": "0x' + "c" * 130 + '"}\n'
)
# ERC-1155's URI template with its braces escaped for NatSpec's doc
# generator (OpenZeppelin's ERC1155.sol, copied into thousands of
# contracts): a placeholder, as "{id}" is (sweep 186).
ERC1155_ESCAPED_TEMPLATE = (
    "    /**\n"
    "     * For example, the `https://token-cdn-domain/\\{id\\}.json` URI would be\n"
    "     * interpreted by clients as `https://token-cdn-domain/%7eowner/000000000000004cce0.json`\n"
    "     */\n"
)
# A search engine's redirect holds the target URL with its "://" as
# written and its "%" encoded: "%2520" there is the target's own "%20"
# (ethereum/EIPs eip-615.md, sweep 186). Elsewhere in the URL it is not.
NESTED_REDIRECT = (
    "[paper](https://www.google.com/url?q=http://fc17.ifca.ai/wtsc/Defining%2520the%2520Ethereum.pdf&sa=D)\n"
    "[other](https://www.google.com/url%2520x?q=http://e.org/a)\n"
)
# Markdown a script renders in the browser (reveal.js's data-markdown
# template, zero-md): marked's autolink leaves a trailing "~" or "_" out of
# the link, as in a .md file (sweep 187, proven with marked 4.3). A link's
# destination keeps its fix; so does a Backbone template's HTML.
REVEAL_MARKDOWN = (
    '<section data-markdown>\n  <script type="text/template">\n'
    "    - https://example.com/a%5F\n"
    "    - https://example.com/~user%7E\n"
    "    - [x](https://example.com/b%7E)\n"
    "  </script>\n</section>\n"
    '<script type="text/template"><p>https://example.com/~c%7E</p></script>\n'
)
# A notebook's Markdown cell: its source lines are JSON strings, whose "\n"
# escape ends the line (JupyterLab's marked dropped the "~", sweep 187).
NOTEBOOK_AUTOLINK = (
    '{"cells": [{"cell_type": "markdown", "metadata": {}, "source": [\n'
    '    "- https://example.com/~user%7E\\n",\n'
    '    "- https://example.com/~last%7E"\n'
    ']}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n'
)
# Livebook's and mdsvex's pages are Markdown (sweep 187).
LIVEBOOK = "# Notes\n\n- https://example.com/~user%7E\n- https://example.com/a%7eb\n"
# An e-mail platform's tags whose names start with two hex letters
# (%date%, %account_id%): tags, as %email% is, not octets (sweep 187). A
# dotted name so, or one a triplet follows, stays octets.
ESP_TAGS = (
    '<a href="https://example.com/cart?d=%date%&c=%cart_id%">Cart</a>\n'
    '<a href="https://example.com/account/%account_id%/settings">Account</a>\n'
    '<a href="https://example.com/x?e=%de.x%">Octets</a>\n'
)
# knitr's and Quarto's inline code in a link: evaluated when knitted
# (rstudio/revealjs's README badge; an encoded space made knitr print the
# code, sweep 187).
KNITR_INLINE = (
    "[![reveal.js](https://img.shields.io/badge/reveal.js-`r revealjs:::revealjs_version()`-yellow)]"
    "(https://github.com/rstudio/revealjs/tree/main/inst/reveal.js-`r revealjs:::revealjs_version()`)\n"
    "[link](https://example.com/v/`{r} version`/x) [bad](https://example.com/a b)\n"
)
# A Turkish windows-1254 URL: its runs read clearly only in different
# encodings (windows-1252's "ü", windows-1251's "эр"), and the fix wrote a
# mix of both (sweep 185). One author wrote one encoding: no fix. Runs that
# agree (a German windows-1252 URL) keep their fix.
MIXED_ENCODINGS = (
    "- [tr](https://example.org/wiki/T%FCrk%E7e_%FD%F0)\n"
    "- [de](https://example.org/wiki/M%FCnchen_Stra%DFe)\n"
)
# A no-break space inside a quoted data value is part of the URL a program
# reads (PyYAML), not where it ends: reported as pasted in, no fix (sweep 185).
DATA_NBSP = (
    'wiki: "https://vi.wikipedia.org/wiki/H\u00e0\u00a0N\u1ed9i"\n'
    'nnbsp: "https://example.com/a\u202fb"\n'
)
# sprintf-js's format (JavaScript): "%3d" is a conversion; after a fix
# sprintf threw "unexpected placeholder" (sweep 189). Node's util.format
# has no widths: "%7e" beside its "%s" is written as is (sweep 190).
JS_SPRINTF = (
    "const b = sprintf('https://example.com/p/%3d', n);\n"
    "const a = vsprintf('https://example.com/p/%3d', [n]);\n"
    "console.log(util.format('https://example.com/%7euser/%s', b));\n"
    "const c = 'https://example.com/q/%3d';\n"
)
# Python's logging formats its message with "%" when arguments follow:
# "%2d" fixed to "-" made logging report "not all arguments converted"
# (sweep 189). A message without arguments is not formatted.
PY_LOGGING = (
    "import logging\n"
    'logging.info("fetch https://example.com/chan/%2d", n)\n'
    'logger.log(logging.INFO, "https://example.com/chan/%2d", n)\n'
    'logging.info("fetch https://example.com/chan/%2d")\n'
    'logging.warning("fetch https://example.com/chan/%2d", exc_info=True)\n'
)
# A Rego policy's strings are compared as written (regorus denied a webhook
# after a fix of its allow list, sweep 188); so are a Kyverno policy's values.
REGO_POLICY = (
    "package k8s.webhooks\n\nallowed_hooks := {\n"
    '\t"https://gitlab.example.com/api/v4/projects/platform%2fdeploy/trigger",\n'
    '\t"https://hooks.example.com/%7eops/notify",\n}\n'
)
KYVERNO_POLICY = (
    "apiVersion: kyverno.io/v1\nkind: ClusterPolicy\nspec:\n  rules:\n    - validate:\n"
    "        pattern:\n          spec:\n            source:\n"
    '              repoURL: "https://git.example.com/%7Eteam/*"\n'
)
# A PromQL or LogQL label matcher selects series by their label as written
# (promtool test rules failed after a fix, sweep 188). A Jinja "{% set %}"
# and a template's "{{ }}" are no matchers.
PROMQL_MATCHER = (
    "groups:\n  - name: probes\n    rules:\n      - alert: OpsWikiDown\n"
    '        expr: probe_success{instance="https://wiki.example.com/%7Eops/status"} == 0\n'
    "        annotations:\n"
    '          runbook_url: "https://wiki.example.com/%7Eops/runbook"\n'
    '          summary: \'{% set u = "https://wiki.example.com/%7Eops/a" %}{{ u }}\'\n'
    # A Lua table's call, written with blanks, is no matcher (sweep 190).
    '          lua: \'require("p").setup{ url = "https://example.com/%7euser/api" }\'\n'
)
# Values compared as written: an Argo CD project's source repositories
# (globs) and an Application's repoURL, and a Prometheus scrape target
# (a probe's URL is its series' instance label), under "- targets:" too.
GITOPS_IDENTITIES = (
    "spec:\n  sourceRepos:\n    - 'https://git.example.com/%7Eteam/*'\n"
    "  source:\n    repoURL: https://git.example.com/%7Eteam/app.git\n"
    "  destination:\n    server: https://kubernetes.default.svc/%7Ex\n"
    "scrape_configs:\n  - static_configs:\n      - targets:\n          - https://wiki.example.com/%7Eops/status\n"
)
# "targets" elsewhere (no scrape config) is any list (sweep 190).
OTHER_TARGETS = "targets:\n  - https://c.example.com/%7Ed\n"
# A Crossplane string transform's "fmt" is Go's Sprintf format: "%2d" an
# integer ("shard-%!(EXTRA int=7)" after a fix, sweep 188).
CROSSPLANE_FMT = (
    "transforms:\n  - type: string\n    string:\n      type: Format\n"
    '      fmt: "https://shard%2d.example.com/%7eops"\n'
    '  - url: "https://shard%2d.example.com/"\n'
)
# A Tiltfile is Starlark, Python's syntax: "%s" % x formats (sweep 188).
TILTFILE = (
    'k8s_yaml(["-f", "https://github.com/knative/serving/releases/download/knative-%s/serving-crds.yaml" % version])\n'
    "url = 'https://example.com/%7euser'\n"
)
# A prose placeholder with an apostrophe, as a host (slackapi's guides,
# sweep 189), and a footnote's superscript after a URL (mautrix's
# generated docs: "write its A-label 'com1'").
PROSE_PLACEHOLDER = (
    "Bolt apps respond to `https://{your app's public URL domain}/slack/oauth/callback`.\n"
    "// e.g. https://google.com¹ and https://example.com/a%7eb²\n"
)
# A gopher search's "%09" separates the selector from its terms (RFC 4266):
# no payload's sign, where a line break (Gopherus' Redis SSRF) still is
# (sweep 186).
GOPHER_SEARCH = (
    '<a href="gopher://gopher.floodgap.com/7/v2/vs%09search term">Veronica-2 search</a>\n'
    '<a href="gopher://127.0.0.1:6379/_%0d%0aSET x 1 term">payload</a>\n'
)
# A blank in a host is a typo no encoding mends ("addons%20.mozilla.org"
# no browser opens): remove it, as an unsafe guess (sweep 192, five real
# cases in translated docs).
HOST_BLANK = (
    "[Firefox](https://addons .mozilla.org/en-US/firefox/addon/react-devtools/)\n"
    "[x](https://www .e.org/a b)\n"
)
# A site's search index (lunr's), which its build writes: a fix of a
# token broke every search that reached it (sweep 191).
LUNR_INDEX = (
    '{"version":"2.3.9","fields":["body"],"invertedIndex":[["curl",{"_index":1}],'
    '["http://yourjenkinsserver/job/<project",{"_index":6}],["https://example.com/%7euser",{"_index":7}]]}\n'
)
# A backup copy keeps a file as it was: no fix (a WordPress export's
# ".xml.bak" got 78 <guid> fixes, sweep 191).
BACKUP_COPY = "<guid isPermaLink=\"false\">https://blog.example.com/?p=12</guid>\n<link>https://blog.example.com/%e0%b8%aa/</link>\n"

SWEEP185_CASES = [
    (DART_MESSAGES, 'lib/main.dart', [(1, 39, 'URI002'), (2, 33, 'URI002'), (3, 33, 'URI002')],
     "final a = 'Visit https://example.com/a%7eb'.tr();\nfinal b = 'https://example.com/a%7eb'.tr;\nfinal c = 'https://example.com/a~b'.trim();\n",
     "final a = 'Visit https://example.com/a~b'.tr();\nfinal b = 'https://example.com/a~b'.tr;\nfinal c = 'https://example.com/a~b'.trim();\n"),
    (ANDROID_PREFERENCES, 'app/src/main/res/xml/prefs.xml', [(3, 62, 'URI002'), (4, 53, 'URI002')],
     '<PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">\n  <EditTextPreference android:dialogMessage="Prod: %1$s://%2$s/api/rest_v1/" />\n  <ListPreference android:summary="https://example.com/%s?x=a%7eb" />\n  <Preference android:summary="https://example.com/a~b" />\n</PreferenceScreen>\n',
     '<PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">\n  <EditTextPreference android:dialogMessage="Prod: %1$s://%2$s/api/rest_v1/" />\n  <ListPreference android:summary="https://example.com/%s?x=a~b" />\n  <Preference android:summary="https://example.com/a~b" />\n</PreferenceScreen>\n'),
    (PORT_SUFFIX, 'docs/notes.txt', [(1, 68, 'URI002')],
     'இணைப்பு: https://localhost:1234-இல் இணைக்கிறது https://e.org:80-x/a~b\n',
     'இணைப்பு: https://localhost:1234-இல் இணைக்கிறது https://e.org:80-x/a~b\n'),
    (NOSTR_EVENT_IN_MARKDOWN, 'nips/XX.md', [(7, 39, 'URI002'), (8, 40, 'URI002'), (14, 46, 'URI002')],
     '# NIP-XX\n\n```json\n{\n  "id": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",\n  "kind": 1,\n  "tags": [["r", "https://example.com/%7euser"]],\n  "content": "see https://example.com/a%7eb",\n  "sig": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"\n}\n```\n\n```json\n{"kind": 1, "content": "https://example.com/c~d"}\n```\n',
     '# NIP-XX\n\n```json\n{\n  "id": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",\n  "kind": 1,\n  "tags": [["r", "https://example.com/~user"]],\n  "content": "see https://example.com/a~b",\n  "sig": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"\n}\n```\n\n```json\n{"kind": 1, "content": "https://example.com/c~d"}\n```\n'),
    (SIWE_SIGNED_JSON, 'examples/signed-login.json', [(1, 116, 'URI002')],
     None,
     '{"message": "example.com wants you to sign in with your Ethereum account:\\n0x1111\\n\\nURI: https://example.com/login~user\\nVersion: 1",\n "signature": "0xcccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc"}\n'),
    (ERC1155_ESCAPED_TEMPLATE, 'contracts/token/ERC1155/ERC1155.sol', [(3, 60, 'URI002')],
     '    /**\n     * For example, the `https://token-cdn-domain/\\{id\\}.json` URI would be\n     * interpreted by clients as `https://token-cdn-domain/~owner/000000000000004cce0.json`\n     */\n',
     '    /**\n     * For example, the `https://token-cdn-domain/\\{id\\}.json` URI would be\n     * interpreted by clients as `https://token-cdn-domain/~owner/000000000000004cce0.json`\n     */\n'),
    (NESTED_REDIRECT, 'EIPS/eip-615.md', [(2, 35, 'URI003')],
     None,
     '[paper](https://www.google.com/url?q=http://fc17.ifca.ai/wtsc/Defining%2520the%2520Ethereum.pdf&sa=D)\n[other](https://www.google.com/url%20x?q=http://e.org/a)\n'),
    (REVEAL_MARKDOWN, 'slides/index.html', [(3, 28, 'URI002'), (4, 32, 'URI002'), (5, 32, 'URI002'), (8, 55, 'URI002')],
     '<section data-markdown>\n  <script type="text/template">\n    - https://example.com/a%5F\n    - https://example.com/~user%7E\n    - [x](https://example.com/b~)\n  </script>\n</section>\n<script type="text/template"><p>https://example.com/~c%7E</p></script>\n',
     '<section data-markdown>\n  <script type="text/template">\n    - https://example.com/a_\n    - https://example.com/~user~\n    - [x](https://example.com/b~)\n  </script>\n</section>\n<script type="text/template"><p>https://example.com/~c~</p></script>\n'),
    (NOTEBOOK_AUTOLINK, 'talk.ipynb', [(2, 33, 'URI002'), (3, 33, 'URI002')],
     None,
     None),
    (LIVEBOOK, 'notes.livemd', [(3, 28, 'URI002'), (4, 24, 'URI002')],
     '# Notes\n\n- https://example.com/~user%7E\n- https://example.com/a~b\n',
     '# Notes\n\n- https://example.com/~user%7E\n- https://example.com/a~b\n'),
    (ESP_TAGS, 'templates/cart.html', [(3, 34, 'URI007'), (3, 39, 'URI006')],
     None,
     '<a href="https://example.com/cart?d=%date%&c=%cart_id%">Cart</a>\n<a href="https://example.com/account/%account_id%/settings">Account</a>\n<a href="https://example.com/x?e=%de.x%25">Octets</a>\n'),
    (KNITR_INLINE, 'README.Rmd', [(2, 74, 'URI004')],
     None,
     '[![reveal.js](https://img.shields.io/badge/reveal.js-`r revealjs:::revealjs_version()`-yellow)](https://github.com/rstudio/revealjs/tree/main/inst/reveal.js-`r revealjs:::revealjs_version()`)\n[link](https://example.com/v/`{r} version`/x) [bad](https://example.com/a%20b)\n'),
    (MIXED_ENCODINGS, 'docs/links.md', [(1, 34, 'URI007'), (2, 34, 'URI007')],
     None,
     '- [tr](https://example.org/wiki/T%FCrk%E7e_%FD%F0)\n- [de](https://example.org/wiki/M%C3%BCnchen_Stra%C3%9Fe)\n'),
    (DATA_NBSP, 'config/links.yaml', [(1, 39, 'URI005'), (2, 30, 'URI005')],
     None,
     'wiki: "https://vi.wikipedia.org/wiki/H%C3%A0%C2%A0N%E1%BB%99i"\nnnbsp: "https://example.com/a%E2%80%AFb"\n'),
    (REGO_POLICY, 'policy/webhooks.rego', [(4, 54, 'URI001'), (5, 29, 'URI002')],
     None,
     'package k8s.webhooks\n\nallowed_hooks := {\n\t"https://gitlab.example.com/api/v4/projects/platform%2Fdeploy/trigger",\n\t"https://hooks.example.com/~ops/notify",\n}\n'),
    (KYVERNO_POLICY, 'policies/restrict-repo.yaml', [(9, 49, 'URI002')],
     None,
     'apiVersion: kyverno.io/v1\nkind: ClusterPolicy\nspec:\n  rules:\n    - validate:\n        pattern:\n          spec:\n            source:\n              repoURL: "https://git.example.com/~team/*"\n'),
    (GITOPS_IDENTITIES, 'argocd/project.yaml', [(3, 32, 'URI002'), (5, 38, 'URI002'), (7, 44, 'URI002'), (11, 38, 'URI002')],
     "spec:\n  sourceRepos:\n    - 'https://git.example.com/%7Eteam/*'\n  source:\n    repoURL: https://git.example.com/%7Eteam/app.git\n  destination:\n    server: https://kubernetes.default.svc/~x\nscrape_configs:\n  - static_configs:\n      - targets:\n          - https://wiki.example.com/%7Eops/status\n",
     "spec:\n  sourceRepos:\n    - 'https://git.example.com/~team/*'\n  source:\n    repoURL: https://git.example.com/~team/app.git\n  destination:\n    server: https://kubernetes.default.svc/~x\nscrape_configs:\n  - static_configs:\n      - targets:\n          - https://wiki.example.com/~ops/status\n"),
    (CROSSPLANE_FMT, 'apis/composition.yaml', [(6, 24, 'URI002')],
     'transforms:\n  - type: string\n    string:\n      type: Format\n      fmt: "https://shard%2d.example.com/%7eops"\n  - url: "https://shard-.example.com/"\n',
     'transforms:\n  - type: string\n    string:\n      type: Format\n      fmt: "https://shard%2d.example.com/%7eops"\n  - url: "https://shard-.example.com/"\n'),
    (PROSE_PLACEHOLDER, 'docs/guide.md', [(2, 54, 'URI002')],
     "Bolt apps respond to `https://{your app's public URL domain}/slack/oauth/callback`.\n// e.g. https://google.com¹ and https://example.com/a~b²\n",
     "Bolt apps respond to `https://{your app's public URL domain}/slack/oauth/callback`.\n// e.g. https://google.com¹ and https://example.com/a~b²\n"),
    (GOPHER_SEARCH, 'gopher/index.html', [(1, 55, 'URI004'), (2, 35, 'URI001'), (2, 44, 'URI004')],
     '<a href="gopher://gopher.floodgap.com/7/v2/vs%09search%20term">Veronica-2 search</a>\n<a href="gopher://127.0.0.1:6379/_%0d%0aSET x 1 term">payload</a>\n',
     '<a href="gopher://gopher.floodgap.com/7/v2/vs%09search%20term">Veronica-2 search</a>\n<a href="gopher://127.0.0.1:6379/_%0D%0ASET%20x%201%20term">payload</a>\n'),
    (TILTFILE, 'Tiltfile', [(2, 28, 'URI002')],
     'k8s_yaml(["-f", "https://github.com/knative/serving/releases/download/knative-%s/serving-crds.yaml" % version])\nurl = \'https://example.com/~user\'\n',
     'k8s_yaml(["-f", "https://github.com/knative/serving/releases/download/knative-%s/serving-crds.yaml" % version])\nurl = \'https://example.com/~user\'\n'),
    (JS_SPRINTF, 'src/links.js', [(3, 46, 'URI002'), (4, 34, 'URI001')],
     "const b = sprintf('https://example.com/p/%3d', n);\nconst a = vsprintf('https://example.com/p/%3d', [n]);\nconsole.log(util.format('https://example.com/~user/%s', b));\nconst c = 'https://example.com/q/%3D';\n",
     "const b = sprintf('https://example.com/p/%3d', n);\nconst a = vsprintf('https://example.com/p/%3d', [n]);\nconsole.log(util.format('https://example.com/~user/%s', b));\nconst c = 'https://example.com/q/%3D';\n"),
    (PY_LOGGING, 'app/fetch.py', [(4, 46, 'URI002'), (5, 49, 'URI002')],
     'import logging\nlogging.info("fetch https://example.com/chan/%2d", n)\nlogger.log(logging.INFO, "https://example.com/chan/%2d", n)\nlogging.info("fetch https://example.com/chan/-")\nlogging.warning("fetch https://example.com/chan/-", exc_info=True)\n',
     'import logging\nlogging.info("fetch https://example.com/chan/%2d", n)\nlogger.log(logging.INFO, "https://example.com/chan/%2d", n)\nlogging.info("fetch https://example.com/chan/-")\nlogging.warning("fetch https://example.com/chan/-", exc_info=True)\n'),
    (JS_MESSAGES, 'src/App.tsx', [(1, 45, 'URI002'), (2, 76, 'URI002'), (3, 64, 'URI002'), (4, 42, 'URI002'), (6, 30, 'URI002'), (8, 50, 'URI002'), (9, 64, 'URI002'), (10, 44, 'URI002'), (11, 89, 'URI002'), (12, 80, 'URI002')],
     'const c = <Trans>Visit https://example.com/a%7eb</Trans>;\nconst d = intl.formatMessage({ defaultMessage: "Visit https://example.com/a%7eb" });\nconst m = defineMessage({ message: "Visit https://example.com/a%7eb" });\nconst n = msg`Visit https://example.com/a%7eb`;\nconst s = <Trans id="x">\n  Visit https://example.com/a~b\n</Trans>;\nconst o = <Transition name="https://example.com/a~b" />;\nconst p = <Trans>Read</Trans>; const q = "https://example.com/a~b";\nconst r = { message: "https://example.com/a~b" };\nconst e = defineMessages({ a: {id: \'app.link\', defaultMessage: \'See https://example.com/~user\'} });\nconst f = <FormattedMessage id="app.x" defaultMessage="See https://example.com/~user" />;\n',
     'const c = <Trans>Visit https://example.com/a~b</Trans>;\nconst d = intl.formatMessage({ defaultMessage: "Visit https://example.com/a~b" });\nconst m = defineMessage({ message: "Visit https://example.com/a~b" });\nconst n = msg`Visit https://example.com/a~b`;\nconst s = <Trans id="x">\n  Visit https://example.com/a~b\n</Trans>;\nconst o = <Transition name="https://example.com/a~b" />;\nconst p = <Trans>Read</Trans>; const q = "https://example.com/a~b";\nconst r = { message: "https://example.com/a~b" };\nconst e = defineMessages({ a: {id: \'app.link\', defaultMessage: \'See https://example.com/~user\'} });\nconst f = <FormattedMessage id="app.x" defaultMessage="See https://example.com/~user" />;\n'),
    (PROMQL_MATCHER, 'rules/probes.yml', [(5, 64, 'URI002'), (7, 50, 'URI002'), (8, 58, 'URI002'), (9, 64, 'URI002')],
     'groups:\n  - name: probes\n    rules:\n      - alert: OpsWikiDown\n        expr: probe_success{instance="https://wiki.example.com/%7Eops/status"} == 0\n        annotations:\n          runbook_url: "https://wiki.example.com/~ops/runbook"\n          summary: \'{% set u = "https://wiki.example.com/~ops/a" %}{{ u }}\'\n          lua: \'require("p").setup{ url = "https://example.com/~user/api" }\'\n',
     'groups:\n  - name: probes\n    rules:\n      - alert: OpsWikiDown\n        expr: probe_success{instance="https://wiki.example.com/~ops/status"} == 0\n        annotations:\n          runbook_url: "https://wiki.example.com/~ops/runbook"\n          summary: \'{% set u = "https://wiki.example.com/~ops/a" %}{{ u }}\'\n          lua: \'require("p").setup{ url = "https://example.com/~user/api" }\'\n'),
    (OTHER_TARGETS, 'deploy/targets.yml', [(2, 27, 'URI002')],
     'targets:\n  - https://c.example.com/~d\n',
     'targets:\n  - https://c.example.com/~d\n'),
    (HOST_BLANK, 'src/content/learn/tutorial.md', [(1, 25, 'URI004'), (2, 16, 'URI004')],
     None,
     '[Firefox](https://addons.mozilla.org/en-US/firefox/addon/react-devtools/)\n[x](https://www.e.org/a%20b)\n'),
    (LUNR_INDEX, 'js/index.json', [(1, 108, 'URI004'), (1, 154, 'URI002')],
     None,
     None),
    (BACKUP_COPY, 'export/wordpress.xml.bak', [(2, 32, 'URI001')],
     None,
     None),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP185_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


# Turkish upper-casing writes "git://" as "GİT://": no scheme "T" there,
# which scheme-case lowercased to "Gİt://" (sweep 185); a lowercase scheme
# after a word stays one.
TURKISH_CAPITALS = "GİT://example.com/x and FİLE:///tmp/a and Éhttp://example.com/a%7eb\n"


def test_a_scheme_is_not_the_end_of_a_word_in_capitals() -> None:
    assert findings(TURKISH_CAPITALS, "NOTLAR.txt", ["URI101", "URI002"]) == [(1, 64, "URI002")]
    assert stable_fix(TURKISH_CAPITALS, "NOTLAR.txt", ["URI101", "URI002"]) == TURKISH_CAPITALS.replace("%7e", "~")


def test_a_non_ascii_scheme_is_not_told_to_be_encoded() -> None:
    """A link written "FİLE:///..." has a scheme no encoding can mend."""
    found = urilint.lint_text("[yerel](FİLE:///tmp/a.txt)\n", "NOTLAR.md", iri="encode")
    assert [(f.code, f.message, f.fix) for f in found] == [(
        "URI005", "non-ASCII 'İ' in the scheme; a scheme is ASCII letters, digits, '+', '-' and '.' only, which no "
        "encoding can give (RFC 3986 3.1)", None,
    )]
