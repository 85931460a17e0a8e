"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28's fourth session on (sweeps 167
to 169: security payload collections; URL-heavy application code, i.e.
extractors, HTTP clients and URL libraries; stylesheets and SVG).

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import urilint
from urilint.cli import main

from helpers import assert_triaged


# Every literal of an assertion is compared: an expected value inside a
# list, and a call's input (sweep 168: `python3 urls.py` passed before
# --fix and raised AssertionError after; node's assert.strictEqual with a
# call in its first argument, the same). Outside a test folder.
ASSERTED_LITERALS = (
    'def find_all_urls(s):\n'
    '    return [w.lower() for w in s.split() if "://" in w]\n'
    '\n'
    'assert find_all_urls("see http://a.example/%2fx") == ["http://a.example/%2fx"]\n'
    'ok = u != ("http://b.example/%2fy", "http://b.example/%2fz")\n'
    'u = "http://c.example/%2fz"\n'
)
ASSERTED_IN_JS = (
    "const assert = require('assert');\n"
    "assert.strictEqual(new URL(p, base).href.toLowerCase(), 'http://a.example/a%7e');\n"
    "fetch('http://b.example/b%7e');\n"
)

# A constant named as test cases (ArchiveBox's URL_REGEX_TESTS: inputs and
# the matches a loop's assert expects of them), as yt-dlp's _TESTS.
NAMED_TEST_TABLE = (
    'URL_REGEX_TESTS = [\n'
    '    ("http://a.example/%2f::@example.c\'om", ["http://a.example/%2f::@example.c"]),\n'
    ']\n'
    'for given, expected in URL_REGEX_TESTS:\n'
    '    assert find(given) == expected\n'
    'HOME = "http://b.example/%2f"\n'
)

# A Go example copied into a README: its "// Output:" comment is what the
# example prints, the lower-case "%3f" the input it shows FlagUppercaseEscapes
# on (purell's README.md:35, sweep 168). A block without one is fixed.
GO_EXAMPLE_IN_README = (
    '# purell\n'
    '\n'
    '```go\n'
    'func ExampleNormalizeURLString() {\n'
    '  if normalized, err := NormalizeURLString("hTTp://someWEBsite.com:80/Amazing%3f/url/",\n'
    '    FlagLowercaseScheme|FlagLowercaseHost|FlagUppercaseEscapes); err != nil {\n'
    '    panic(err)\n'
    '  } else {\n'
    '    fmt.Print(normalized)\n'
    '  }\n'
    '  // Output: http://somewebsite.com:80/Amazing%3F/url/\n'
    '}\n'
    '```\n'
    '\n'
    '```go\n'
    'u := "http://e.example/%3f"\n'
    '```\n'
)

# Commented-out test code in a test file: a quoted URL in a comment is a
# test case kept for later (purell_test.go:715, sweep 168); prose in a
# comment keeps its fix.
COMMENTED_TEST_CASE = (
    'package purell\n'
    '\n'
    'var cases = []*testCase{\n'
    '\t/*&testCase{\n'
    '\t\t"UrlNorm-1",\n'
    '\t\t"http://test.example/?a=%e3%82%82%26",\n'
    '\t},*/\n'
    '}\n'
    '\n'
    '// See http://test.example/%7eissue for why.\n'
)

# printf's "%s" in commented-out code, as in live code: a conversion
# (yt-dlp's nowness.py:35, pinterest.py:258; searxng's docs/conf.py:102).
COMMENTED_FORMAT_STRING = (
    'class NownessIE:\n'
    '    def _real_extract(self, url):\n'
    "        # return self.url_result('http://cinematique.com/embed/%s' % video_id, 'Cinematique')\n"
    "        return self.url_result('http://cinematique.com/embed/%s' % video_id, 'Cinematique')\n"
    "        # see 'http://e.example/%s/a%7e'\n"
)

# A UserCSS document rule's url() is matched with the page's URL as
# written, as url-prefix() is (Stylus's urlMatchSection: sweep 169); the
# header comment's "@namespace" is metadata.
USERCSS_DOCUMENT_URL = (
    '/* ==UserStyle==\n'
    '@name         Example\n'
    '@namespace    github.com/example/userstyles\n'
    '==/UserStyle== */\n'
    '@-moz-document url("https://www.example.edu/%7ejdoe/"), url-prefix("https://example.com/%7ejdoe/") {\n'
    '  body { background: url(https://example.com/bg%7e.png); }\n'
    '}\n'
)

# A CSS namespace name is compared as written, never decoded, as xmlns's
# value is (cssselect2 no longer matched "ex|rating" after a fix: sweep 169).
CSS_NAMESPACE = (
    '@namespace ex url(http://example.com/ns/%7eext);\n'
    '@namespace "http://example.com/ns/%7eother";\n'
    'ex|rating { background: url(http://example.com/a%7eb.png); }\n'
)

# An escaped quote inside a quoted url() belongs to the string (less.js's
# test-data urls.less: the unsafe "%5C" ended the string and swallowed the
# next rule, tinycss2 showed).
CSS_ESCAPED_QUOTE = (
    '.a { background-image: url("http://fonts.googleapis.com/css?family=\\"Rokkitt\\":\\(400\\),700"); }\n'
    ".b { background: url('http://example.com/it\\'s%7e.png'); }\n"
)

# Sass's module functions inside url() compute the URL (sass 1.108
# compiled "url()" after a fix encoded the call's space and quotes: sweep 169).
SASS_MODULE_FUNCTION = (
    "@use 'sass:map';\n"
    "$icons: (up: 'icons/up.svg');\n"
    '.up { background-image: url(map.get($icons, "up")); }\n'
    ".down { background-image: url(string.unquote('icons/a b.svg')); }\n"
    '.left { background-image: url("icons/l%7eeft.svg"); }\n'
)

# An attack payload's bytes are its point (sweep 167): a traversal through
# an encoded slash, its dots cut off the bare URI
# (PayloadsAllTheThings' Open-Redirect-payloads.txt, curl sent "%2F.." after
# the fix); a wordlist folder is test data whatever its lines hold.
PAYLOAD_WORDLIST = (
    '//google.com/%2f..\n'
    'https://google.com/%2f..\n'
    'https://www.whitelisteddomain.tld@google.com/%2f..\n'
)
WORDLIST_FOLDER = 'https://example.com/a%2fb\n'

# In a Markdown code block, a CRLF injection and a script injection stay as
# written (PayloadsAllTheThings' CRLF Injection/README.md, a Burp PoC in
# hacktricks); a link beside them is fixed, and an obfuscated host's hex
# case (its letters stay encoded, as before).
PAYLOAD_CODE_BLOCK = (
    '# CRLF\n'
    '\n'
    '```powershell\n'
    'http://www.example.net/%0d%0aSet-Cookie:mycookie=myvalue\n'
    'http://example.com/?q=%3balert(1)%2f%2f\n'
    'http://%77%77%77.example.com/a%2fb\n'
    '```\n'
    '\n'
    'See [the guide](https://example.com/%7euser/crlf).\n'
)

# An unsigned nuclei template's payloads: an encoded slash or backslash in
# the authority is an open-redirect bypass (the same list keeps "%5C%5C"
# beside "%5c" on purpose); its reference link is fixed.
NUCLEI_UNSIGNED = (
    'id: open-redirect-generic\n'
    'info:\n'
    '  reference:\n'
    '    - https://example.com/docs/a%7eb\n'
    'http:\n'
    '  - payloads:\n'
    '      redirect:\n'
    "        - 'https://%2f%2f.oast.me/'\n"
    "        - 'https://%5coast.me@'\n"
    "        - 'https:///oast.me/%2f%2e%2e'\n"
)

# A disclosed report's URL with its host or path blacked out ("█") is no
# URI anybody can fix (hackerone-reports' data.csv: 111 findings, sweep
# 167); a real non-ASCII host beside it is still reported.
REDACTED_URLS = (
    'id,title,url\n'
    '1,Open redirect,https://\u2588\u2588\u2588.mil/\n'
    '2,XSS,"see https://www.\u2588\u2588\u2588\u2588.com/\u2588\u2588/a?q=1"\n'
    '3,IDN,https://b\u00fccher.example/\u00fc\n'
)

# A line break in a query is a text's ("%0A" in an issue template's body, a
# share link's text): its link keeps its safe fixes; before a header name
# it is a header injection.
QUERY_LINE_BREAKS = (
    '[Report a bug](https://github.com/o/r/issues/new?title=Bug&body=Steps%0a1.%20Run%7e)\n'
    '[Tweet](https://twitter.com/intent/tweet?text=Hello%0aworld&via=x%7ey)\n'
    '[Poison](https://example.com/?lang=en%0d%0aSet-Cookie:%20x=1&a=%7e)\n'
)

# git rewrites URLs by an insteadOf prefix as written, whatever the config
# file's name (~/.config/git/config, holman's gitconfig.symlink, chezmoi's
# dot_gitconfig.tmpl: sweep 171, git ls-remote --get-url no longer rewrote).
GIT_CONFIG_XDG = (
    '[url "https://gitlab.example.com/mirror/"]\n'
    '\tinsteadOf = https://github.com/%7eother/\n'
    '[help]\n'
    '\t# see https://git-scm.com/docs/git-config%7e\n'
)

# A "~" after ":" or "=" in an unquoted shell word is expanded (bash made
# the URL ".../pub:/root/user/dists", zsh stopped: sweep 171); quoted, not.
SHELL_TILDE = (
    'export MIRROR=https://example.com/pub:%7Euser/dists\n'
    'export QUOTED="https://example.com/pub:%7Euser/dists"\n'
    'export PLAIN=https://example.com/%7Euser/dists\n'
)

# Shells' and Vim's startup files are code: their printf templates are
# formats (sweep 171: junegunn's vimrc, a .zshrc read as plain text).
VIMRC_PRINTF = (
    "  call system(printf('open \"https://www.google.com/search?%sq=%s\"', a:lucky ? 'btnI&' : '', q))\n"
    "  let url = printf('https://github.com/%s/commit/%s', repo, sha)\n"
    "  let doc = 'https://vimhelp.org/%7e'\n"
)
ZSHRC_PRINTF = (
    'gh() { open "$(printf \'https://github.com/%s/%s\' "$1" "$2")"; }\n'
    'alias ip="curl -s https://ipinfo.io/%7eip"\n'
)

# Not payloads (sweep 170): a mail link's body (RFC 6068 writes its line
# breaks "%0D%0A"), a share link's text whose line break comes before a
# URL, words of a text fragment, and a fuzzer's plugin code in a folder
# named payloads (its lists there are test data).
NOT_PAYLOADS = (
    '<a href="mailto:team@example.org?subject=Bug&body=Steps:%0d%0aService:%20web">Report</a>\n'
    '<a href="https://twitter.com/intent/tweet?text=Read%20this%0a%0ahttps%3a%2f%2fexample.org">Tweet</a>\n'
    '<a href="https://dev.mysql.com/doc/refman/8.0/en/union.html#:~:text=union+select%2c%20rules">UNION</a>\n'
)
PAYLOAD_PLUGIN_CODE = 'BING = "https://api.bing.example/%7esearch?q=%2f"\n'

# A test vector with a payload's sign keeps its test data reason, which
# says more (WHATWG's setters_tests.json in rust-url and ada: sweep 170).
TEST_VECTOR_REASON = '[{"href": "http://example.net/%2e%2E%c3%89t%C3%A9"}]\n'

# A spec's published page says what wrote it (w3c/activitystreams' ns/
# index.html, ReSpec's export; Bikeshed's): the next build undoes a fix.
RESPEC_OUTPUT = (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="ReSpec 20.7.1">'
    '<link rel="canonical" href="https://www.w3.org/TR/ActivityStreams 2.0/"></head><body></body></html>\n'
)
BIKESHED_OUTPUT = (
    '<!doctype html><html lang="en"><head><meta content="Bikeshed version 4.1.0" name="generator">'
    '<link rel="canonical" href="https://www.w3.org/TR/Some%7eSpec/"></head><body></body></html>\n'
)

# A regular expression's piece that reads as a Markdown link (a prompt's
# ``["']([^"']+)``: sweep 173, the fix broke the regex a model is told to
# use) is no link destination; a URL beside it is linted.
REGEX_AS_LINK = (
    "2. Extract the PS1 value using this regex pattern: /(?:^|\\n)\\s*PS1\\s*=\\s*[\"']([^\"']+)[\"']/m\n"
    "3. See [the docs](https://example.com/a^b).\n"
)

# A value that is one placeholder in angle brackets is a name to fill in,
# and so is one after a backtick in a path (sweep 173: MultiOn's
# ``src="<link_8>"``, a prompt's ``/mnt/data/`<your-output>`.png``).
WHOLE_PLACEHOLDER = (
    '<img id=9 alt="Google" src="<link_8>"/>\n'
    '\n'
    'Reply with ![transparent image](container:///mnt/data/`<your-output>`.png)\n'
    '\n'
    '[a](<docs/my file.md>)\n'
)

# Cursor's rule files are Markdown (their "\#" escapes were read as raw
# backslashes in plain text: 503 of steipete/agent-rules' 504 findings).
CURSOR_RULE = (
    '---\n'
    'description: x\n'
    'globs: src/**/*.{ts,tsx}\n'
    '---\n'
    '\n'
    'See [the section](https://example.com/guide.html\\#setup) and [sp](https://example.com/a%7eb.html).\n'
)

# A promptfoo suite under another name: its assertions compare a model's
# output as written (promptfoo's own examples/ai-fairness-eval/sample_config.yaml).
PROMPTFOO_SUITE = (
    'prompts:\n'
    '  - "Give the profile link for {{user}}"\n'
    'tests:\n'
    '  - vars:\n'
    '      user: john\n'
    '    assert:\n'
    '      - type: equals\n'
    '        value: "https://example.com/%7ejohn/profile"\n'
)

# A data value under a key for text people read is running text: its IRI's
# host keeps its letters (name-suggestion-index's "note": sweep 174); a
# website value beside it is data, whose host gets its A-label.
NOTE_VALUE = (
    '{\n'
    '  "displayName": "\u0421\u0430\u0445\u0430\u0440",\n'
    '  "note": "https://\u0441\u0430\u043b\u043e\u043d.\u0440\u0444/",\n'
    '  "website": "https://\u0441\u0430\u043b\u043e\u043d.\u0440\u0444/"\n'
    '}\n'
)

# Home Assistant's templates compare a state with a URL as written, in
# "{{ ... }}" as in "{% ... %}": ==, !=, in, startswith, is_state(),
# is_state_attr(), regex_match(), replace() (sweep 175, rendered with
# jinja2: a trigger flipped from True to False after a fix).
HA_TEMPLATES = (
    "t1: \"{{ is_state('input_text.url', 'http://x/a%7eb') }}\"\n"
    "t2: \"{{ state_attr('media_player.o', 'media_content_id') == 'http://x/a%7eb' }}\"\n"
    "t3: \"{{ states('input_text.url') | regex_match('http://x/a%7eb') }}\"\n"
    "t4: \"{{ states('input_text.url') | replace('http://x/a%7eb', 'z') }}\"\n"
    "url: \"http://x/a%7eb/{{ states('input_text.id') }}\"\n"
)

# Where those rules stop (sweep 176): a command's argument is no assignment
# (its "~" is not expanded); location.replace() loads a URL; a Markdown
# line's "{{" is no template's comparison; a Windows path's "\work" in a
# file link is no regex escape; a WAF rule's "type: contains" is no
# promptfoo assertion.
TILDE_IN_ARGUMENTS = (
    '#!/bin/sh\n'
    'wget -O /tmp/x.tgz https://example.com/dl?name=%7eroot\n'
    'URL=https://example.com/?user=%7eroot/list\n'
    'BASE=https://example.com/a:%7eroot/x\n'
)
LOCATION_REPLACE = (
    'function goHome() { window.location.replace("https://example.com/%7euser/home"); }\n'
    'const fixed = raw.replace(/\\s+/g, " ") + "https://example.com/%7euser/home";\n'
)
BRACES_IN_MARKDOWN = 'Set `baseURL` to {{ site.url }} in `https://example.com/%7euser/home` first.\n'
WINDOWS_FILE_LINK = '**Where**: [db_curd.js](file:///c:\\Users\\Admin\\work\\src\\db_curd.js)\n'
WAF_RULES = (
    'rules:\n'
    '  - id: good_rule\n'
    '    type: contains\n'
    '    pattern: select\n'
    '    reference: https://example.com/%7ewaf/rule\n'
)

SWEEP167_CASES = [
    (ASSERTED_LITERALS, 'lib/urlcheck.py', [(4, 44, 'URI001'), (4, 73, 'URI001'), (5, 30, 'URI001'), (5, 55, 'URI001'), (6, 23, 'URI001')],
     'def find_all_urls(s):\n    return [w.lower() for w in s.split() if "://" in w]\n\nassert find_all_urls("see http://a.example/%2fx") == ["http://a.example/%2fx"]\nok = u != ("http://b.example/%2fy", "http://b.example/%2fz")\nu = "http://c.example/%2Fz"\n',
     'def find_all_urls(s):\n    return [w.lower() for w in s.split() if "://" in w]\n\nassert find_all_urls("see http://a.example/%2Fx") == ["http://a.example/%2Fx"]\nok = u != ("http://b.example/%2Fy", "http://b.example/%2Fz")\nu = "http://c.example/%2Fz"\n'),
    (ASSERTED_IN_JS, 'lib/selfcheck.js', [(2, 76, 'URI002'), (3, 26, 'URI002')],
     "const assert = require('assert');\nassert.strictEqual(new URL(p, base).href.toLowerCase(), 'http://a.example/a%7e');\nfetch('http://b.example/b~');\n",
     "const assert = require('assert');\nassert.strictEqual(new URL(p, base).href.toLowerCase(), 'http://a.example/a~');\nfetch('http://b.example/b~');\n"),
    (NAMED_TEST_TABLE, 'archivebox/misc/util.py', [(2, 24, 'URI001'), (2, 64, 'URI001'), (6, 26, 'URI001')],
     'URL_REGEX_TESTS = [\n    ("http://a.example/%2f::@example.c\'om", ["http://a.example/%2f::@example.c"]),\n]\nfor given, expected in URL_REGEX_TESTS:\n    assert find(given) == expected\nHOME = "http://b.example/%2F"\n',
     'URL_REGEX_TESTS = [\n    ("http://a.example/%2F::@example.c\'om", ["http://a.example/%2F::@example.c"]),\n]\nfor given, expected in URL_REGEX_TESTS:\n    assert find(given) == expected\nHOME = "http://b.example/%2F"\n'),
    (COMMENTED_TEST_CASE, 'purell_test.go', [(6, 27, 'URI001'), (10, 28, 'URI002')],
     'package purell\n\nvar cases = []*testCase{\n\t/*&testCase{\n\t\t"UrlNorm-1",\n\t\t"http://test.example/?a=%e3%82%82%26",\n\t},*/\n}\n\n// See http://test.example/~issue for why.\n',
     'package purell\n\nvar cases = []*testCase{\n\t/*&testCase{\n\t\t"UrlNorm-1",\n\t\t"http://test.example/?a=%E3%82%82%26",\n\t},*/\n}\n\n// See http://test.example/~issue for why.\n'),
    (COMMENTED_FORMAT_STRING, 'yt_dlp/extractor/nowness.py', [(5, 33, 'URI006'), (5, 37, 'URI002')],
     "class NownessIE:\n    def _real_extract(self, url):\n        # return self.url_result('http://cinematique.com/embed/%s' % video_id, 'Cinematique')\n        return self.url_result('http://cinematique.com/embed/%s' % video_id, 'Cinematique')\n        # see 'http://e.example/%s/a~'\n",
     "class NownessIE:\n    def _real_extract(self, url):\n        # return self.url_result('http://cinematique.com/embed/%s' % video_id, 'Cinematique')\n        return self.url_result('http://cinematique.com/embed/%s' % video_id, 'Cinematique')\n        # see 'http://e.example/%25s/a~'\n"),
    (GO_EXAMPLE_IN_README, 'README.md', [(5, 78, 'URI001'), (16, 24, 'URI001')],
     '# purell\n\n```go\nfunc ExampleNormalizeURLString() {\n  if normalized, err := NormalizeURLString("hTTp://someWEBsite.com:80/Amazing%3f/url/",\n    FlagLowercaseScheme|FlagLowercaseHost|FlagUppercaseEscapes); err != nil {\n    panic(err)\n  } else {\n    fmt.Print(normalized)\n  }\n  // Output: http://somewebsite.com:80/Amazing%3F/url/\n}\n```\n\n```go\nu := "http://e.example/%3F"\n```\n',
     '# purell\n\n```go\nfunc ExampleNormalizeURLString() {\n  if normalized, err := NormalizeURLString("hTTp://someWEBsite.com:80/Amazing%3F/url/",\n    FlagLowercaseScheme|FlagLowercaseHost|FlagUppercaseEscapes); err != nil {\n    panic(err)\n  } else {\n    fmt.Print(normalized)\n  }\n  // Output: http://somewebsite.com:80/Amazing%3F/url/\n}\n```\n\n```go\nu := "http://e.example/%3F"\n```\n'),
    (USERCSS_DOCUMENT_URL, 'styles/example/catppuccin.user.css', [(5, 45, 'URI002'), (5, 89, 'URI002'), (6, 48, 'URI002')],
     '/* ==UserStyle==\n@name         Example\n@namespace    github.com/example/userstyles\n==/UserStyle== */\n@-moz-document url("https://www.example.edu/%7ejdoe/"), url-prefix("https://example.com/%7ejdoe/") {\n  body { background: url(https://example.com/bg~.png); }\n}\n',
     '/* ==UserStyle==\n@name         Example\n@namespace    github.com/example/userstyles\n==/UserStyle== */\n@-moz-document url("https://www.example.edu/~jdoe/"), url-prefix("https://example.com/~jdoe/") {\n  body { background: url(https://example.com/bg~.png); }\n}\n'),
    (CSS_NAMESPACE, 'feed.css', [(1, 41, 'URI002'), (2, 35, 'URI002'), (3, 49, 'URI002')],
     '@namespace ex url(http://example.com/ns/%7eext);\n@namespace "http://example.com/ns/%7eother";\nex|rating { background: url(http://example.com/a~b.png); }\n',
     '@namespace ex url(http://example.com/ns/~ext);\n@namespace "http://example.com/ns/~other";\nex|rating { background: url(http://example.com/a~b.png); }\n'),
    (CSS_ESCAPED_QUOTE, 'styles/fonts.css', [(2, 47, 'URI002')],
     '.a { background-image: url("http://fonts.googleapis.com/css?family=\\"Rokkitt\\":\\(400\\),700"); }\n.b { background: url(\'http://example.com/it\\\'s~.png\'); }\n',
     '.a { background-image: url("http://fonts.googleapis.com/css?family=\\"Rokkitt\\":\\(400\\),700"); }\n.b { background: url(\'http://example.com/it\\\'s~.png\'); }\n'),
    (SASS_MODULE_FUNCTION, 'docs/styles/icons.scss', [(5, 39, 'URI002')],
     '@use \'sass:map\';\n$icons: (up: \'icons/up.svg\');\n.up { background-image: url(map.get($icons, "up")); }\n.down { background-image: url(string.unquote(\'icons/a b.svg\')); }\n.left { background-image: url("icons/l~eft.svg"); }\n',
     '@use \'sass:map\';\n$icons: (up: \'icons/up.svg\');\n.up { background-image: url(map.get($icons, "up")); }\n.down { background-image: url(string.unquote(\'icons/a b.svg\')); }\n.left { background-image: url("icons/l~eft.svg"); }\n'),
    (PAYLOAD_WORDLIST, 'docs/redirects.txt', [(2, 20, 'URI001'), (3, 46, 'URI001')],
     None,
     '//google.com/%2f..\nhttps://google.com/%2F..\nhttps://www.whitelisteddomain.tld@google.com/%2F..\n'),
    (WORDLIST_FOLDER, 'Open_Redirect/Intruder/list.txt', [(1, 22, 'URI001')],
     None,
     'https://example.com/a%2Fb\n'),
    (NUCLEI_UNSIGNED, 'http/vulnerabilities/generic/open-redirect-generic.yaml', [(4, 33, 'URI002'), (8, 20, 'URI001'), (9, 20, 'URI001'), (10, 29, 'URI001'), (10, 32, 'URI002')],
     "id: open-redirect-generic\ninfo:\n  reference:\n    - https://example.com/docs/a~b\nhttp:\n  - payloads:\n      redirect:\n        - 'https://%2f%2f.oast.me/'\n        - 'https://%5coast.me@'\n        - 'https:///oast.me/%2f%2e%2e'\n",
     "id: open-redirect-generic\ninfo:\n  reference:\n    - https://example.com/docs/a~b\nhttp:\n  - payloads:\n      redirect:\n        - 'https://%2F%2F.oast.me/'\n        - 'https://%5Coast.me@'\n        - 'https:///oast.me/%2F%2e%2e'\n"),
    (PAYLOAD_CODE_BLOCK, 'CRLF_Injection/README.md', [(4, 24, 'URI001'), (5, 23, 'URI001'), (6, 8, 'URI002'), (6, 31, 'URI001'), (9, 37, 'URI002')],
     '# CRLF\n\n```powershell\nhttp://www.example.net/%0d%0aSet-Cookie:mycookie=myvalue\nhttp://example.com/?q=%3balert(1)%2f%2f\nhttp://%77%77%77.example.com/a%2Fb\n```\n\nSee [the guide](https://example.com/~user/crlf).\n',
     '# CRLF\n\n```powershell\nhttp://www.example.net/%0D%0ASet-Cookie:mycookie=myvalue\nhttp://example.com/?q=%3Balert(1)%2F%2F\nhttp://www.example.com/a%2Fb\n```\n\nSee [the guide](https://example.com/~user/crlf).\n'),
    (REDACTED_URLS, 'data.csv', [(4, 15, 'URI005')],
     None,
     'id,title,url\n1,Open redirect,https://███.mil/\n2,XSS,"see https://www.████.com/██/a?q=1"\n3,IDN,https://xn--bcher-kva.example/%C3%BC\n'),
    (QUERY_LINE_BREAKS, 'README.md', [(1, 70, 'URI001'), (1, 81, 'URI002'), (2, 52, 'URI001'), (2, 66, 'URI002'), (3, 38, 'URI001'), (3, 64, 'URI002')],
     '[Report a bug](https://github.com/o/r/issues/new?title=Bug&body=Steps%0A1.%20Run~)\n[Tweet](https://twitter.com/intent/tweet?text=Hello%0Aworld&via=x~y)\n[Poison](https://example.com/?lang=en%0d%0aSet-Cookie:%20x=1&a=%7e)\n',
     '[Report a bug](https://github.com/o/r/issues/new?title=Bug&body=Steps%0A1.%20Run~)\n[Tweet](https://twitter.com/intent/tweet?text=Hello%0Aworld&via=x~y)\n[Poison](https://example.com/?lang=en%0D%0ASet-Cookie:%20x=1&a=~)\n'),
    (GIT_CONFIG_XDG, '.config/git/config', [(2, 33, 'URI002'), (4, 43, 'URI002')],
     '[url "https://gitlab.example.com/mirror/"]\n\tinsteadOf = https://github.com/%7eother/\n[help]\n\t# see https://git-scm.com/docs/git-config~\n',
     '[url "https://gitlab.example.com/mirror/"]\n\tinsteadOf = https://github.com/~other/\n[help]\n\t# see https://git-scm.com/docs/git-config~\n'),
    (VIMRC_PRINTF, '.vimrc', [(3, 34, 'URI002')],
     '  call system(printf(\'open "https://www.google.com/search?%sq=%s"\', a:lucky ? \'btnI&\' : \'\', q))\n  let url = printf(\'https://github.com/%s/commit/%s\', repo, sha)\n  let doc = \'https://vimhelp.org/~\'\n',
     '  call system(printf(\'open "https://www.google.com/search?%sq=%s"\', a:lucky ? \'btnI&\' : \'\', q))\n  let url = printf(\'https://github.com/%s/commit/%s\', repo, sha)\n  let doc = \'https://vimhelp.org/~\'\n'),
    (ZSHRC_PRINTF, '.zshrc', [(2, 37, 'URI002')],
     'gh() { open "$(printf \'https://github.com/%s/%s\' "$1" "$2")"; }\nalias ip="curl -s https://ipinfo.io/~ip"\n',
     'gh() { open "$(printf \'https://github.com/%s/%s\' "$1" "$2")"; }\nalias ip="curl -s https://ipinfo.io/~ip"\n'),
    (SHELL_TILDE, '.exports', [(1, 39, 'URI002'), (2, 40, 'URI002'), (3, 34, 'URI002')],
     'export MIRROR=https://example.com/pub:%7Euser/dists\nexport QUOTED="https://example.com/pub:~user/dists"\nexport PLAIN=https://example.com/~user/dists\n',
     'export MIRROR=https://example.com/pub:~user/dists\nexport QUOTED="https://example.com/pub:~user/dists"\nexport PLAIN=https://example.com/~user/dists\n'),
    (NOT_PAYLOADS, 'share.html', [(1, 57, 'URI001'), (2, 59, 'URI001'), (3, 81, 'URI001')],
     '<a href="mailto:team@example.org?subject=Bug&body=Steps:%0D%0AService:%20web">Report</a>\n<a href="https://twitter.com/intent/tweet?text=Read%20this%0A%0Ahttps%3A%2F%2Fexample.org">Tweet</a>\n<a href="https://dev.mysql.com/doc/refman/8.0/en/union.html#:~:text=union+select%2C%20rules">UNION</a>\n',
     '<a href="mailto:team@example.org?subject=Bug&body=Steps:%0D%0AService:%20web">Report</a>\n<a href="https://twitter.com/intent/tweet?text=Read%20this%0A%0Ahttps%3A%2F%2Fexample.org">Tweet</a>\n<a href="https://dev.mysql.com/doc/refman/8.0/en/union.html#:~:text=union+select%2C%20rules">UNION</a>\n'),
    (PAYLOAD_PLUGIN_CODE, 'src/wfuzz/plugins/payloads/bing.py', [(1, 34, 'URI002'), (1, 46, 'URI001')],
     'BING = "https://api.bing.example/~search?q=%2F"\n',
     'BING = "https://api.bing.example/~search?q=%2F"\n'),
    (RESPEC_OUTPUT, 'ns/index.html', [(1, 172, 'URI004')],
     None,
     None),
    (BIKESHED_OUTPUT, 'index.html', [(1, 148, 'URI002')],
     None,
     None),
    (REGEX_AS_LINK, 'ClaudeCodeStatusLine.md', [(2, 40, 'URI004')],
     '2. Extract the PS1 value using this regex pattern: /(?:^|\\n)\\s*PS1\\s*=\\s*["\']([^"\']+)["\']/m\n3. See [the docs](https://example.com/a%5Eb).\n',
     '2. Extract the PS1 value using this regex pattern: /(?:^|\\n)\\s*PS1\\s*=\\s*["\']([^"\']+)["\']/m\n3. See [the docs](https://example.com/a%5Eb).\n'),
    (WHOLE_PLACEHOLDER, 'MultiOn.md', [(5, 13, 'URI004')],
     '<img id=9 alt="Google" src="<link_8>"/>\n\nReply with ![transparent image](container:///mnt/data/`<your-output>`.png)\n\n[a](<docs/my%20file.md>)\n',
     '<img id=9 alt="Google" src="<link_8>"/>\n\nReply with ![transparent image](container:///mnt/data/`<your-output>`.png)\n\n[a](<docs/my%20file.md>)\n'),
    (CURSOR_RULE, '.cursor/rules/side-effects.mdc', [(6, 88, 'URI002')],
     '---\ndescription: x\nglobs: src/**/*.{ts,tsx}\n---\n\nSee [the section](https://example.com/guide.html\\#setup) and [sp](https://example.com/a~b.html).\n',
     '---\ndescription: x\nglobs: src/**/*.{ts,tsx}\n---\n\nSee [the section](https://example.com/guide.html\\#setup) and [sp](https://example.com/a~b.html).\n'),
    (PROMPTFOO_SUITE, 'ai-fairness-eval/sample_config.yaml', [(8, 37, 'URI002')],
     None,
     'prompts:\n  - "Give the profile link for {{user}}"\ntests:\n  - vars:\n      user: john\n    assert:\n      - type: equals\n        value: "https://example.com/~john/profile"\n'),
    (NOTE_VALUE, 'data/brands/shop/beauty.json', [(3, 20, 'URI005'), (4, 23, 'URI005')],
     '{\n  "displayName": "Сахар",\n  "note": "https://салон.рф/",\n  "website": "https://xn--80awgdm.xn--p1ai/"\n}\n',
     '{\n  "displayName": "Сахар",\n  "note": "https://xn--80awgdm.xn--p1ai/",\n  "website": "https://xn--80awgdm.xn--p1ai/"\n}\n'),
    (HA_TEMPLATES, 'automations.yaml', [(1, 47, 'URI002'), (2, 72, 'URI002'), (3, 59, 'URI002'), (4, 55, 'URI002'), (5, 17, 'URI002')],
     't1: "{{ is_state(\'input_text.url\', \'http://x/a%7eb\') }}"\nt2: "{{ state_attr(\'media_player.o\', \'media_content_id\') == \'http://x/a%7eb\' }}"\nt3: "{{ states(\'input_text.url\') | regex_match(\'http://x/a%7eb\') }}"\nt4: "{{ states(\'input_text.url\') | replace(\'http://x/a%7eb\', \'z\') }}"\nurl: "http://x/a~b/{{ states(\'input_text.id\') }}"\n',
     't1: "{{ is_state(\'input_text.url\', \'http://x/a~b\') }}"\nt2: "{{ state_attr(\'media_player.o\', \'media_content_id\') == \'http://x/a~b\' }}"\nt3: "{{ states(\'input_text.url\') | regex_match(\'http://x/a~b\') }}"\nt4: "{{ states(\'input_text.url\') | replace(\'http://x/a~b\', \'z\') }}"\nurl: "http://x/a~b/{{ states(\'input_text.id\') }}"\n'),
    (TILDE_IN_ARGUMENTS, 'install.sh', [(2, 48, 'URI002'), (3, 31, 'URI002'), (4, 28, 'URI002')],
     '#!/bin/sh\nwget -O /tmp/x.tgz https://example.com/dl?name=~root\nURL=https://example.com/?user=~root/list\nBASE=https://example.com/a:%7eroot/x\n',
     '#!/bin/sh\nwget -O /tmp/x.tgz https://example.com/dl?name=~root\nURL=https://example.com/?user=~root/list\nBASE=https://example.com/a:~root/x\n'),
    (LOCATION_REPLACE, 'static/js/redirect.js', [(1, 66, 'URI002'), (2, 63, 'URI002')],
     'function goHome() { window.location.replace("https://example.com/~user/home"); }\nconst fixed = raw.replace(/\\s+/g, " ") + "https://example.com/~user/home";\n',
     'function goHome() { window.location.replace("https://example.com/~user/home"); }\nconst fixed = raw.replace(/\\s+/g, " ") + "https://example.com/~user/home";\n'),
    (BRACES_IN_MARKDOWN, 'docs/setup.md', [(1, 57, 'URI002')],
     'Set `baseURL` to {{ site.url }} in `https://example.com/~user/home` first.\n',
     'Set `baseURL` to {{ site.url }} in `https://example.com/~user/home` first.\n'),
    (WINDOWS_FILE_LINK, 'docs/ANALYSIS.md', [(1, 35, 'URI004')],
     None,
     '**Where**: [db_curd.js](file:///c:%5CUsers%5CAdmin%5Cwork%5Csrc%5Cdb_curd.js)\n'),
    (WAF_RULES, 'rules/waf_rules.yml', [(5, 36, 'URI002')],
     'rules:\n  - id: good_rule\n    type: contains\n    pattern: select\n    reference: https://example.com/~waf/rule\n',
     'rules:\n  - id: good_rule\n    type: contains\n    pattern: select\n    reference: https://example.com/~waf/rule\n'),
]


def test_source_maps_are_excluded_by_what_they_map(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A bare "*.map" exclude also skipped MapServer's mapfiles and openHAB's
    transform maps (sweeps 174, 175): only source maps are left out."""
    for name in ("dist2/app.js.map", "web/style.css.map", "types/x.d.ts.map", "transform/en.map", "mapfiles/wms.map"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("ON=https://e.org/a%7eb\n", encoding="utf-8")
    assert main(["check", "--isolated", "--no-cache", "--output-format", "concise", str(tmp_path)]) == 1
    lines = sorted(capsys.readouterr().out.splitlines()[:-1])
    assert lines == [
        f"{tmp_path / 'mapfiles' / 'wms.map'}:1:19: URI002 '%7e' encodes the unreserved character '~'; write it plainly",
        f"{tmp_path / 'transform' / 'en.map'}:1:19: URI002 '%7e' encodes the unreserved character '~'; write it plainly",
    ]


def test_a_test_vector_keeps_its_test_data_reason() -> None:
    messages = [f.message for f in urilint.lint_text(TEST_VECTOR_REASON, "url/tests/setters_tests.json") if f.code == "URI001"]
    assert messages == ["lowercase hex digits in '%c3'; write '%C3' (unsafe fix: test data, which a test compares as written)"]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP167_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
