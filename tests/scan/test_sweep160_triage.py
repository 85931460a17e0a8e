"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28's third session on (sweeps 160 to
166: Jupyter notebooks and data-science repositories; front-end component
sources; flagship documentation repositories; two regression pairs;
link-dense Markdown; note vaults).

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged


# Google Apps Script is JavaScript: in a template literal "\$" is an
# escaped "$", no backslash in the string (sweep 160: GoogleCloudPlatform's
# generative-ai, Code.gs, 28 URI004 "raw '\'" on "?project=\$PROJECT_ID";
# node printed no backslash, and the unsafe fix wrote a stray "%5C").
APPS_SCRIPT_TEMPLATE = (
    'function wsmcp() {\n'
    '  const steps = `\n'
    '  echo "   URL: https://console.cloud.google.com/auth/branding?project=\\$PROJECT_ID"\n'
    '`;\n'
    '  return UrlFetchApp.fetch("https://example.com/a%7eb");\n'
    '}\n'
)

# A notebook's metadata and a cell's are what tools wrote (a kernel's
# language_info, Colab's base_uri, saved widget state, tags that nbconvert
# and papermill match as written), a cell's attachments are files embedded
# whole: not the notebook's text, as a code cell's outputs are not (sweep
# 160: a safe fix rewrote all of them). The cells' sources still count.
NOTEBOOK_RECORDS = (
    '{\n'
    ' "cells": [\n'
    '  {\n'
    '   "cell_type": "markdown",\n'
    '   "id": "m1",\n'
    '   "metadata": {"tags": ["https://example.com/%7etag"], "colab": {"base_uri": "https://localhost:8080/%7ebase"}},\n'
    '   "attachments": {"a.svg": {"image/svg+xml": ["<svg><a href=\\"https://example.com/%7eatt\\"/></svg>"]}},\n'
    '   "source": ["See [the guide](https://example.com/%7eguide).\\n", "![](attachment:a.svg)"]\n'
    '  }\n'
    ' ],\n'
    ' "metadata": {\n'
    '  "language_info": {"name": "python", "url": "https://example.com/%7elanginfo"},\n'
    '  "widgets": {"application/vnd.jupyter.widget-state+json": {"state": {"m": {"state": {"value": "<a href=\\"https://example.com/%7eivan\\">i</a>"}}}}}\n'
    ' },\n'
    ' "nbformat": 4,\n'
    ' "nbformat_minor": 5\n'
    '}\n'
)

# Svelte's <script> and <style> bodies hold no expressions; everything
# else's "{...}" is one, attribute values included. The body finder took a
# start tag's attributes, a tag in a comment or inside an expression (the
# JSON-LD idiom "{@html `<script ...>...<\\/script>`}"), a component
# named StyledButton, and an unclosed tag for bodies, so the expressions
# after them were read as URI text and a safe fix encoded their braces
# (sweep 161, proven with svelte/compiler 5.57.3: the compiled href became
# the literal "%7Bpage.route.id.slice(1)%7D"; sveltejs/kit's csp page).
SVELTE_SCRIPT_SRC = (
    '<script>\n'
    "\timport { page } from '$app/state';\n"
    '</script>\n'
    '\n'
    '<svelte:head>\n'
    "\t<script src=\"https://cdn.jsdelivr.net/npm/mermaid@{versions['mermaid']}/dist/mermaid.min.js\"></script>\n"
    "\t<script src=\"http://localhost:{page.url.searchParams.get('port')}/blocked.js\"></script>\n"
    '</svelte:head>\n'
)
SVELTE_JSON_LD = (
    '<script>\n'
    "\tconst jsonLd = { '@context': 'https://schema.org', '@type': 'TechArticle' };\n"
    '</script>\n'
    '\n'
    '<svelte:head>\n'
    '\t{@html `<script type="application/ld+json">${JSON.stringify(jsonLd)}<\\/script>`}\n'
    '</svelte:head>\n'
    '\n'
    '<a href="https://github.com/acme/docs/edit/main/src/routes/{page.route.id.slice(1)}/+page.md">Edit this page</a>\n'
    '<a href="https://example.com/a b">raw space</a>\n'
)
SVELTE_STYLED_COMPONENT = (
    '<StyledButton label="Profile" />\n'
    '<a href="https://example.com/users/{user.name.toLowerCase()}/posts">Posts</a>\n'
)
SVELTE_TAG_IN_COMMENT = (
    '<!-- <script> is loaded below -->\n'
    '<a href="https://example.com/{items.at(-1)}/x">last</a>\n'
    '<p>Put it in a <code>{"<style>"}</code> block.</p>\n'
    '<a href="https://example.com/{items.at(-2)}/y">last but one</a>\n'
    '<style>\n'
    '  a { background: url("https://example.com/a b.png"); }\n'
    '</style>\n'
)

# A data value's fragment is never sent to a server, and the program that
# reads the file may show it as written: MDN prints a browser-compat-data
# spec_url's fragment as the link's text (sweep 162: 396 safe fixes in
# mdn/browser-compat-data wrote "%E2%91%A0" for the "\u2460" of Bikeshed's
# "#ref-for-...abortcontroller\u2460"; rari copies the URL, @mdn/fred
# prints 'url.split("#")[1]'). The path's encoding stays safe; so does
# decoding an unreserved character (an equivalence, safe everywhere).
BCD_SPEC_URL_FRAGMENT = (
    '{\n'
    '  "api": {\n'
    '    "AbortController": {\n'
    '      "__compat": {\n'
    '        "mdn_url": "https://developer.mozilla.org/docs/Web/API/caf\u00e9",\n'
    '        "spec_url": "https://dom.spec.whatwg.org/#ref-for-dom-abortcontroller-abortcontroller\u2460",\n'
    '        "impl_url": "https://w3c.github.io/webdriver-bidi/#:~:text=permissions%2Esetpermission"\n'
    '      }\n'
    '    }\n'
    '  }\n'
    '}\n'
)

# npm's own output quoted in a comment is a record: npm writes a scoped
# name's slash "%2f" (npm-package-arg), and the Markdown copy of the same
# lines was already unsafe (sweep 161: angular-cli's parsers.ts, 3 safe
# fixes). A URL in the comment's prose keeps its fix.
JSDOC_NPM_OUTPUT = (
    '/**\n'
    ' * Parses an error from npm; see https://docs.npmjs.com/cli/v10/using-npm/scope%2fs.\n'
    ' *\n'
    ' * Example text output (npm):\n'
    ' * ```\n'
    ' * npm error 404 Not Found - GET https://registry.npmjs.org/@angular%2fnon-existent - Not found\n'
    ' * ```\n'
    ' */\n'
    'export function parseNpmLikeError(output: string): string | null {\n'
    "  return output.includes('E404') ? 'not found' : null;\n"
    '}\n'
)

# A lower-case "%name%" written twice in one URI is a placeholder wherever
# it stands (nodejs.org's release script: "dist/v%version%/node-v%version%
# -x86.msi", 15 findings, sweep 162); once, after a letter, it may be a
# stray "%" and stays reported.
REPEATED_PERCENT_NAME = (
    'const downloadOptions = [\n'
    "  { templateUrl: 'https://nodejs.org/dist/v%version%/node-v%version%-x86.msi' },\n"
    "  { templateUrl: 'https://nodejs.org/dist/v%version%/SHASUMS256.txt' },\n"
    '];\n'
)

# A template literal's substitution may run over lines and hold a nested
# template literal, whose backtick ended the outer one: the URI ran into
# the expression (sweep 161: vuejs/core's six e2e specs, "11 raw
# characters: '{', U+000A, space..."). The literal after it is still read.
NESTED_TEMPLATE_LITERAL = (
    'const baseUrl = `file://${path.resolve(\n'
    '  __dirname,\n'
    '  `../../examples/${apiType}/commits.html`,\n'
    ')}`\n'
    "const docs = 'https://example.com/a%7eb'\n"
)

# A notebook's code cell compares a literal as a .py file does; its line,
# read in the notebook's text, is a JSON string ("assert u == \\"https:
# ...\\""), so the look for the comparison found none and the fix stayed
# safe (sweep 160: the cell's assert failed after the fix). Read decoded
# now; an assignment keeps its fix.
NOTEBOOK_CELL_COMPARISON = (
    '{\n'
    ' "cells": [\n'
    '  {\n'
    '   "cell_type": "code",\n'
    '   "execution_count": null,\n'
    '   "id": "c1",\n'
    '   "metadata": {},\n'
    '   "outputs": [],\n'
    '   "source": [\n'
    '    "import sys\\n",\n'
    '    "u = sys.argv[-1]\\n",\n'
    '    "assert u == \\"https://example.com/%7Euser\\", u\\n",\n'
    '    "home = \\"https://example.com/%7Ehome\\"\\n",\n'
    '    "if u in (\\"https://example.com/%7Ea\\", \\"x\\"): print(\\"ok\\")"\n'
    '   ]\n'
    '  }\n'
    ' ],\n'
    ' "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},\n'
    ' "nbformat": 4,\n'
    ' "nbformat_minor": 5\n'
    '}\n'
)

# A self-closing <script ... /> opens no body (sweep 163: the markup up to
# the next "</script" was read as script text, and a fix encoded an href's
# expression; proven with svelte/compiler). A start tag's expression may
# hold braces of its own (Astro's define:vars={{ id }}): the body after it
# is still script text, whose URIs are linted.
SVELTE_SELF_CLOSING = (
    '<svelte:head>\n'
    '  <script defer src="https://plausible.io/js/script.js" />\n'
    '</svelte:head>\n'
    '<a href="https://example.com/{encodeURIComponent(q)}/a b">y</a>\n'
    '<script>\n'
    '  let q = "x";\n'
    '</script>\n'
)
ASTRO_DEFINE_VARS = (
    '---\n'
    'const { repo } = Astro.props;\n'
    '---\n'
    '<script is:inline define:vars={{ repo }}>\n'
    '  const h = "https://example.com/%7e" + repo;\n'
    '</script>\n'
)

# A comment may name "npm info", the command: its URL is no output of npm
# (sweep 163). "npm http" in a comment is npm's own line.
NPM_COMMENT_PROSE = (
    '#!/bin/sh\n'
    '# npm info prints the manifest, see https://docs.npmjs.com/cli/v10/commands/npm-view%7e\n'
    '# npm http fetch GET 200 https://registry.npmjs.org/@scope%2fpkg 23ms\n'
)

# nbformat 3: a code cell's text is its "input", and each worksheet has
# metadata of its own (sweep 163: the worksheet's metadata was scanned, and
# the input was read as JSON data, not as the cell's code).
NOTEBOOK_V3 = (
    '{\n'
    ' "metadata": {"name": "x"},\n'
    ' "nbformat": 3,\n'
    ' "nbformat_minor": 0,\n'
    ' "worksheets": [\n'
    '  {\n'
    '   "metadata": {"u": "https://example.com/%7ews"},\n'
    '   "cells": [\n'
    '    {"cell_type": "markdown", "metadata": {}, "source": ["[x](https://example.com/%7ev3md)\\n"]},\n'
    '    {\n'
    '     "cell_type": "code",\n'
    '     "language": "python",\n'
    '     "input": ["u = 1\\n", "assert u == \\"https://example.com/%7Euser\\"\\n"],\n'
    '     "metadata": {},\n'
    '     "outputs": []\n'
    '    }\n'
    '   ]\n'
    '  }\n'
    ' ]\n'
    '}\n'
)

# A code span never runs from one list item into the next: a stray
# backtick in one item made a broken link in the next one "code", and
# nothing was said (sweep 164: free-programming-books' CONTRIBUTING-kn.md,
# two instances; markdown-it and cmark-gfm render the link as text). An
# item's own continuation line may hold the span's end.
CODESPAN_ACROSS_ITEMS = (
    '- a "`b" c.\n'
    '- d [below](https://example.com/a b) f `g`.\n'
    '- h `i\n'
    '  j` [k](https://example.com/%7el)\n'
)

# Lines that look like list items but start none inside a paragraph
# (CommonMark 5.2: an ordered item interrupts one only when numbered 1, an
# empty item never; a definition's ": " is no CommonMark item) leave a code
# span whole: its text is no broken link (sweep 165, rendered with
# markdown-it and cmark-gfm). A sibling of the ordered item the paragraph
# starts with does end one.
NOT_LIST_ITEMS = (
    'The first tag of the `release\n'
    '2019. [notes](https://example.com/notes 2019.md) list` moved.\n'
    '\n'
    'Set `key\n'
    ': [value](https://example.com/a b)` in the file.\n'
    '\n'
    'Run `step\n'
    '1.\n'
    '[next](https://example.com/a b)` now.\n'
    '\n'
    '1. The tag `v2 of\n'
    '   2019. [x](https://example.com/a b) y` was cut.\n'
    '\n'
    '1. A stray `tick\n'
    '2. [y](https://example.com/c d) `z`\n'
)

# A test's data folder written with a space and capitals, "Test Data", is
# test_data: obsidian-tasks' recorded vault, whose notes its approved
# outputs are made from (sweep 166: "#^block" was encoded to "#%5Eblock").
TEST_DATA_WITH_A_SPACE = (
    '- [[#^block|block ref]] and [heading](#^block)\n'
    '- [site](https://example.com/%7euser)\n'
)

SWEEP160_CASES = [
    (APPS_SCRIPT_TEMPLATE, 'apps/Code.gs', [(5, 50, 'URI002')],
     'function wsmcp() {\n  const steps = `\n  echo "   URL: https://console.cloud.google.com/auth/branding?project=\\$PROJECT_ID"\n`;\n  return UrlFetchApp.fetch("https://example.com/a~b");\n}\n',
     'function wsmcp() {\n  const steps = `\n  echo "   URL: https://console.cloud.google.com/auth/branding?project=\\$PROJECT_ID"\n`;\n  return UrlFetchApp.fetch("https://example.com/a~b");\n}\n'),
    (NOTEBOOK_RECORDS, 'notebooks/intro.ipynb', [(8, 52, 'URI002')],
     '{\n "cells": [\n  {\n   "cell_type": "markdown",\n   "id": "m1",\n   "metadata": {"tags": ["https://example.com/%7etag"], "colab": {"base_uri": "https://localhost:8080/%7ebase"}},\n   "attachments": {"a.svg": {"image/svg+xml": ["<svg><a href=\\"https://example.com/%7eatt\\"/></svg>"]}},\n   "source": ["See [the guide](https://example.com/~guide).\\n", "![](attachment:a.svg)"]\n  }\n ],\n "metadata": {\n  "language_info": {"name": "python", "url": "https://example.com/%7elanginfo"},\n  "widgets": {"application/vnd.jupyter.widget-state+json": {"state": {"m": {"state": {"value": "<a href=\\"https://example.com/%7eivan\\">i</a>"}}}}}\n },\n "nbformat": 4,\n "nbformat_minor": 5\n}\n',
     '{\n "cells": [\n  {\n   "cell_type": "markdown",\n   "id": "m1",\n   "metadata": {"tags": ["https://example.com/%7etag"], "colab": {"base_uri": "https://localhost:8080/%7ebase"}},\n   "attachments": {"a.svg": {"image/svg+xml": ["<svg><a href=\\"https://example.com/%7eatt\\"/></svg>"]}},\n   "source": ["See [the guide](https://example.com/~guide).\\n", "![](attachment:a.svg)"]\n  }\n ],\n "metadata": {\n  "language_info": {"name": "python", "url": "https://example.com/%7elanginfo"},\n  "widgets": {"application/vnd.jupyter.widget-state+json": {"state": {"m": {"state": {"value": "<a href=\\"https://example.com/%7eivan\\">i</a>"}}}}}\n },\n "nbformat": 4,\n "nbformat_minor": 5\n}\n'),
    (SVELTE_SCRIPT_SRC, 'src/routes/+layout.svelte', [],
     None,
     None),
    (SVELTE_JSON_LD, 'src/routes/docs/+layout.svelte', [(10, 31, 'URI004')],
     '<script>\n\tconst jsonLd = { \'@context\': \'https://schema.org\', \'@type\': \'TechArticle\' };\n</script>\n\n<svelte:head>\n\t{@html `<script type="application/ld+json">${JSON.stringify(jsonLd)}<\\/script>`}\n</svelte:head>\n\n<a href="https://github.com/acme/docs/edit/main/src/routes/{page.route.id.slice(1)}/+page.md">Edit this page</a>\n<a href="https://example.com/a%20b">raw space</a>\n',
     '<script>\n\tconst jsonLd = { \'@context\': \'https://schema.org\', \'@type\': \'TechArticle\' };\n</script>\n\n<svelte:head>\n\t{@html `<script type="application/ld+json">${JSON.stringify(jsonLd)}<\\/script>`}\n</svelte:head>\n\n<a href="https://github.com/acme/docs/edit/main/src/routes/{page.route.id.slice(1)}/+page.md">Edit this page</a>\n<a href="https://example.com/a%20b">raw space</a>\n'),
    (SVELTE_STYLED_COMPONENT, 'src/lib/ProfileCard.svelte', [],
     None,
     None),
    (BCD_SPEC_URL_FRAGMENT, 'api/AbortController.json', [(5, 67, 'URI005'), (6, 94, 'URI005'), (7, 79, 'URI002')],
     '{\n  "api": {\n    "AbortController": {\n      "__compat": {\n        "mdn_url": "https://developer.mozilla.org/docs/Web/API/caf%C3%A9",\n        "spec_url": "https://dom.spec.whatwg.org/#ref-for-dom-abortcontroller-abortcontroller①",\n        "impl_url": "https://w3c.github.io/webdriver-bidi/#:~:text=permissions.setpermission"\n      }\n    }\n  }\n}\n',
     '{\n  "api": {\n    "AbortController": {\n      "__compat": {\n        "mdn_url": "https://developer.mozilla.org/docs/Web/API/caf%C3%A9",\n        "spec_url": "https://dom.spec.whatwg.org/#ref-for-dom-abortcontroller-abortcontroller%E2%91%A0",\n        "impl_url": "https://w3c.github.io/webdriver-bidi/#:~:text=permissions.setpermission"\n      }\n    }\n  }\n}\n'),
    (JSDOC_NPM_OUTPUT, 'packages/angular/cli/src/package-managers/parsers.ts', [(2, 80, 'URI001'), (6, 69, 'URI001')],
     "/**\n * Parses an error from npm; see https://docs.npmjs.com/cli/v10/using-npm/scope%2Fs.\n *\n * Example text output (npm):\n * ```\n * npm error 404 Not Found - GET https://registry.npmjs.org/@angular%2fnon-existent - Not found\n * ```\n */\nexport function parseNpmLikeError(output: string): string | null {\n  return output.includes('E404') ? 'not found' : null;\n}\n",
     "/**\n * Parses an error from npm; see https://docs.npmjs.com/cli/v10/using-npm/scope%2Fs.\n *\n * Example text output (npm):\n * ```\n * npm error 404 Not Found - GET https://registry.npmjs.org/@angular%2Fnon-existent - Not found\n * ```\n */\nexport function parseNpmLikeError(output: string): string | null {\n  return output.includes('E404') ? 'not found' : null;\n}\n"),
    (REPEATED_PERCENT_NAME, 'apps/site/scripts/release-post/downloadsTable.mjs', [(3, 44, 'URI006')],
     None,
     "const downloadOptions = [\n  { templateUrl: 'https://nodejs.org/dist/v%version%/node-v%version%-x86.msi' },\n  { templateUrl: 'https://nodejs.org/dist/v%25version%25/SHASUMS256.txt' },\n];\n"),
    (NESTED_TEMPLATE_LITERAL, 'packages/vue/__tests__/e2e/commits.spec.ts', [(5, 36, 'URI002')],
     None,
     "const baseUrl = `file://${path.resolve(\n  __dirname,\n  `../../examples/${apiType}/commits.html`,\n)}`\nconst docs = 'https://example.com/a~b'\n"),
    (SVELTE_TAG_IN_COMMENT, 'src/lib/Last.svelte', [(6, 45, 'URI004')],
     '<!-- <script> is loaded below -->\n<a href="https://example.com/{items.at(-1)}/x">last</a>\n<p>Put it in a <code>{"<style>"}</code> block.</p>\n<a href="https://example.com/{items.at(-2)}/y">last but one</a>\n<style>\n  a { background: url("https://example.com/a%20b.png"); }\n</style>\n',
     '<!-- <script> is loaded below -->\n<a href="https://example.com/{items.at(-1)}/x">last</a>\n<p>Put it in a <code>{"<style>"}</code> block.</p>\n<a href="https://example.com/{items.at(-2)}/y">last but one</a>\n<style>\n  a { background: url("https://example.com/a%20b.png"); }\n</style>\n'),
    (NOTEBOOK_CELL_COMPARISON, 'notebooks/compare.ipynb', [(12, 40, 'URI002'), (13, 35, 'URI002'), (14, 37, 'URI002')],
     '{\n "cells": [\n  {\n   "cell_type": "code",\n   "execution_count": null,\n   "id": "c1",\n   "metadata": {},\n   "outputs": [],\n   "source": [\n    "import sys\\n",\n    "u = sys.argv[-1]\\n",\n    "assert u == \\"https://example.com/%7Euser\\", u\\n",\n    "home = \\"https://example.com/~home\\"\\n",\n    "if u in (\\"https://example.com/%7Ea\\", \\"x\\"): print(\\"ok\\")"\n   ]\n  }\n ],\n "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n',
     '{\n "cells": [\n  {\n   "cell_type": "code",\n   "execution_count": null,\n   "id": "c1",\n   "metadata": {},\n   "outputs": [],\n   "source": [\n    "import sys\\n",\n    "u = sys.argv[-1]\\n",\n    "assert u == \\"https://example.com/~user\\", u\\n",\n    "home = \\"https://example.com/~home\\"\\n",\n    "if u in (\\"https://example.com/~a\\", \\"x\\"): print(\\"ok\\")"\n   ]\n  }\n ],\n "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n'),
    (SVELTE_SELF_CLOSING, 'src/routes/+layout.svelte', [(4, 55, 'URI004')],
     '<svelte:head>\n  <script defer src="https://plausible.io/js/script.js" />\n</svelte:head>\n<a href="https://example.com/{encodeURIComponent(q)}/a%20b">y</a>\n<script>\n  let q = "x";\n</script>\n',
     '<svelte:head>\n  <script defer src="https://plausible.io/js/script.js" />\n</svelte:head>\n<a href="https://example.com/{encodeURIComponent(q)}/a%20b">y</a>\n<script>\n  let q = "x";\n</script>\n'),
    (ASTRO_DEFINE_VARS, 'src/components/Comments.astro', [(5, 34, 'URI002')],
     '---\nconst { repo } = Astro.props;\n---\n<script is:inline define:vars={{ repo }}>\n  const h = "https://example.com/~" + repo;\n</script>\n',
     '---\nconst { repo } = Astro.props;\n---\n<script is:inline define:vars={{ repo }}>\n  const h = "https://example.com/~" + repo;\n</script>\n'),
    (NPM_COMMENT_PROSE, 'scripts/install.sh', [(2, 85, 'URI002'), (3, 59, 'URI001')],
     '#!/bin/sh\n# npm info prints the manifest, see https://docs.npmjs.com/cli/v10/commands/npm-view~\n# npm http fetch GET 200 https://registry.npmjs.org/@scope%2fpkg 23ms\n',
     '#!/bin/sh\n# npm info prints the manifest, see https://docs.npmjs.com/cli/v10/commands/npm-view~\n# npm http fetch GET 200 https://registry.npmjs.org/@scope%2Fpkg 23ms\n'),
    (NOTEBOOK_V3, 'notebooks/v3.ipynb', [(9, 83, 'URI002'), (13, 62, 'URI002')],
     '{\n "metadata": {"name": "x"},\n "nbformat": 3,\n "nbformat_minor": 0,\n "worksheets": [\n  {\n   "metadata": {"u": "https://example.com/%7ews"},\n   "cells": [\n    {"cell_type": "markdown", "metadata": {}, "source": ["[x](https://example.com/~v3md)\\n"]},\n    {\n     "cell_type": "code",\n     "language": "python",\n     "input": ["u = 1\\n", "assert u == \\"https://example.com/%7Euser\\"\\n"],\n     "metadata": {},\n     "outputs": []\n    }\n   ]\n  }\n ]\n}\n',
     '{\n "metadata": {"name": "x"},\n "nbformat": 3,\n "nbformat_minor": 0,\n "worksheets": [\n  {\n   "metadata": {"u": "https://example.com/%7ews"},\n   "cells": [\n    {"cell_type": "markdown", "metadata": {}, "source": ["[x](https://example.com/~v3md)\\n"]},\n    {\n     "cell_type": "code",\n     "language": "python",\n     "input": ["u = 1\\n", "assert u == \\"https://example.com/~user\\"\\n"],\n     "metadata": {},\n     "outputs": []\n    }\n   ]\n  }\n ]\n}\n'),
    (CODESPAN_ACROSS_ITEMS, 'docs/CONTRIBUTING-kn.md', [(2, 34, 'URI004'), (4, 30, 'URI002')],
     '- a "`b" c.\n- d [below](https://example.com/a b) f `g`.\n- h `i\n  j` [k](https://example.com/~l)\n',
     '- a "`b" c.\n- d [below](https://example.com/a%20b) f `g`.\n- h `i\n  j` [k](https://example.com/~l)\n'),
    (NOT_LIST_ITEMS, 'docs/releases.md', [(15, 29, 'URI004')],
     None,
     'The first tag of the `release\n2019. [notes](https://example.com/notes 2019.md) list` moved.\n\nSet `key\n: [value](https://example.com/a b)` in the file.\n\nRun `step\n1.\n[next](https://example.com/a b)` now.\n\n1. The tag `v2 of\n   2019. [x](https://example.com/a b) y` was cut.\n\n1. A stray `tick\n2. [y](https://example.com/c%20d) `z`\n'),
    (TEST_DATA_WITH_A_SPACE, 'resources/sample_vaults/Tasks-Demo/Test Data/all_link_types.md', [(1, 40, 'URI004'), (2, 30, 'URI002')],
     None,
     '- [[#^block|block ref]] and [heading](#%5Eblock)\n- [site](https://example.com/~user)\n'),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP160_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
