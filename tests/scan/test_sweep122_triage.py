"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28 on (sweeps 122 to 130: documentation
comments and docstrings; Chinese, Japanese and Korean documentation;
self-hosting stacks; mobile deep links and redirect URIs; changelogs and
release notes; build-time downloads; committed tool reports; proxy rule
lists and PAC files; Cyrillic-script documentation).

Evidence in /work/sweep122's to /work/sweep130's repro folders, not in the repo.
"""

from __future__ import annotations

import pytest

import urilint
from helpers import findings, stable_fix
from urilint.model import Applicability

# A URI as a Markdown link's label (sweep 126, proven with cmark-gfm and
# markdown-it): its definition's label fixed apart from the reference left
# the link as plain text; the destination keeps its fix.
MD_LABEL = (
    '# Changelog\n'
    '\n'
    '- Docs moved to [https://example.com/%7ealt][].\n'
    '\n'
    '[https://example.com/%7ealt]: https://example.com/%7ealt\n'
)
# A label's hex case is no change to CommonMark (labels match case-folded):
# those keep their fixes on both sides; a shortcut reference that a
# definition names and a full reference's label keep theirs; bracketed
# text that no definition names is no label.
MD_LABEL_CASE = (
    'See [https://example.com/%2fa][] and [https://example.com/%7eb] and [x][https://example.com/%7ec].\n'
    '\n'
    '[https://example.com/%2fa]: https://example.com/%2fa\n'
    '[https://example.com/%7eb]: https://example.com/b\n'
    '[https://example.com/%7ec]: https://example.com/c\n'
    '\n'
    'And [https://example.com/%7ed] is text.\n'
)
# A reST reference naming a section titled with a URI (sweep 126, proven with
# docutils: "Unknown target name" after the reference alone was fixed).
RST_REF = (
    'Changes\n'
    '=======\n'
    '\n'
    'Moved to https://example.com/%7euser\n'
    '====================================\n'
    '\n'
    'See `Moved to https://example.com/%7euser`_.\n'
)
# An anonymous reference (matched by order) keeps its fix; a target's
# quoted name does not.
RST_MORE = (
    'See `https://example.com/%7edog`__ and https://example.com/%7ecat.\n'
    '\n'
    '.. _`https://example.com/%7eeel`: https://example.com/%7efox\n'
)
# A title that is a phrase reference with an embedded URI: its section id is
# made of "2.0", so the URI keeps its fix (sweep 126: refused before).
RST_TITLE = (
    'Changes\n'
    '=======\n'
    '\n'
    '`2.0 <https://example.com/%7euser>`_\n'
    '=====================================\n'
    '\n'
    'See `2.0`_ and `2.0 <https://example.com/%7euser>`__.\n'
)
# rustdoc runs the code blocks of /** */ doc comments as it runs ///'s
# (sweep 122, proven: rustdoc --test failed after a fix); a block fenced as
# text and a plain /* */ comment keep their fixes.
RUST_BLOCK = (
    '/** Keeps percent-escapes exactly as written.\n'
    '\n'
    '```\n'
    'let s = "https://example.com/%7euser/";\n'
    'assert_eq!(s, concat!("https://example.com/", "%7e", "user/"));\n'
    '```\n'
    '*/\n'
    'pub fn keep() {}\n'
    '\n'
    '/**\n'
    ' * Starred.\n'
    ' * ```\n'
    ' * let s = "https://example.com/%7estar";\n'
    ' * ```\n'
    ' */\n'
    'pub fn keep2() {}\n'
    '\n'
    '/** Not run:\n'
    ' * ```text\n'
    ' * https://example.com/%7etext\n'
    ' * ```\n'
    ' */\n'
    'pub fn keep3() {}\n'
    '/* https://example.com/%7eplain */\n'
)
# A Markdown block fenced as Rust: rustdoc runs it when the crate includes
# the README as its docs, and so does mdbook test (sweep 122, proven with
# rustdoc --test); rust,ignore, another language and prose keep their fixes.
RUST_README = (
    '# x\n'
    '\n'
    '```rust\n'
    'let s = "https://example.com/%7euser/";\n'
    'assert_eq!(s.len(), 28);\n'
    '```\n'
    '\n'
    '```rust,ignore\n'
    'let t = "https://example.com/%7eign/";\n'
    '```\n'
    '\n'
    '```python\n'
    'u = "https://example.com/%7epy/"\n'
    '```\n'
    '\n'
    'See https://example.com/%7eprose.\n'
)
# A registered redirect URI with a wildcard is an identity setting too (the
# URI stops before the "*": sweep 125); another key's value keeps its fix.
YAML_REDIRECT = (
    'clients:\n'
    '  - client_id: app\n'
    '    redirect_uris:\n'
    '      - https://app.example.com/%7euser/*\n'
    '      - https://app.example.com/%7euser/callback\n'
    '    homepage: https://app.example.com/%7ehome/*\n'
)
# A one-line export's redirect list, its key more than KEY_REACH back
# (sweep 125: a Keycloak realm export's redirectUris).
JSON_REDIRECT = ('{"clients":[{"clientId":"app","redirectUris":["https://app.example.com/oauth2/callback/*","https://app.example.com/login/*","https://app.example.com/cb?next=%2fhome"],"webOrigins":["https://app.example.com/x/*","https://app.example.com/y/*","https://app.example.com/?a=%2fz"]}]}\n')
# Cordova's allow lists are patterns that cordova-android matches against a
# decoded path (sweep 125, from AllowList.java): the fix changes what the
# app may open; <content src> keeps its fix.
CORDOVA = (
    '<?xml version="1.0"?>\n'
    '<widget id="a" xmlns="http://www.w3.org/ns/widgets">\n'
    '<allow-navigation href="https://www.example.com/%7euser/*" />\n'
    '<content src="https://www.example.com/%7eindex.html" />\n'
    '<access origin="https://x.org/%7ea" />\n'
    '<allow-intent href="https://x.org/%7eb/*" />\n'
    '</widget>\n'
)
# Objective-C's "%@" is a format's object (sweep 125: msal-objc, 27 URI006).
OBJC = (
    '#import "X.h"\n'
    'NSString *a = [NSString stringWithFormat:@"https://%@/%@", host, tenant];\n'
    'NSString *b = [NSString stringWithFormat:@"http://%@/status/%1$@", hostPort];\n'
    'NSString *c = @"https://x.org/%7e";\n'
)

# curl -O saves a download under its URL's last path segment byte for byte
# (sweep 127, proven with curl 7.88.1: the script's next tar found no file
# after a fix); -o, a segment before the last, and a pipe's tar -O do not.
CURL_O = (
    '#!/bin/sh\n'
    'curl -fsSLO https://downloads.example.org/dl/libfoo-2.1%2bdfsg.tar.xz\n'
    'curl -fsSL https://downloads.example.org/dl/libbar-2.1%2bdfsg.tar.xz -o bar.tar.xz\n'
    'curl -L https://x.org/%7eu/a%2bb.tgz --remote-name && tar xf a.tgz\n'
    'curl -s https://x.org/%7eu/q.tgz?v=%2b | tar -xO\n'
)

# A Bazel registry's published module files, whose hashes its users' lock
# files keep (sweep 127, argued); the same file elsewhere keeps its fix.
REGISTRY = (
    '{\n'
    '    "url": "https://x.org/foo-1.0%2bbcr.tar.gz",\n'
    '    "integrity": "sha256-x"\n'
    '}\n'
)

# GNU Make's "%" wildcard in automake's input and a makefile variant
# (sweep 127: buildroot's arch/arch.mk.xtensa, 4 URI006).
MAKE_AM = (
    'ifneq ($(filter http://% https://% ftp://% scp://%,$(X)),)\n'
    'Y = 1\n'
    'endif\n'
    'Z = $(patsubst https://%/foo.tgz,%,$(URLS))\n'
)

# A tag quoted in another tag's quoted value is that value's text, not a tag
# (sweep 123, proven with html.parser: a saved Lighthouse report's
# data-snippet and title values, whose "&quot;" a fix encoded as "%22").
LIGHTHOUSE = (
    '<span class="lh-node" data-snippet="<a class=&quot;px-3&quot; href=&quot;#main content&quot;>">&lt;a&gt;</span>\n'
    '<div title="<a href=&quot;/docs/&quot;>"><a href="https://y.org/%7eb">b</a> <img src="b c.png"></div>\n'
)

# A minified stylesheet's banner comment ends a URI at its "*/" (sweep 123:
# 175 findings in a Hugo site's style.min.<hash>.css files).
CSS_BANNER = (
    '/*! Theme | @link: https://github.com/CaiJimmy/hugo-theme-stack*/:root{--a:b}@media(min-width:768px){c{d:e}}\n'
    '/* https://e.org/a%7eb*/a{b:c}\n'
    '/*https://e.org*/\n'
)

# A triplet written right after a stray "%" reads as "%%": the fix is
# unsafe, as --fix would refuse it (sweep 123: counted as fixable, then
# refused; awesome-devblog's db_session.json).
STRAY_PERCENT = '{"slide": "https://deview.kr/data/7_운영100%자동화.pdf", "b": "https://deview.kr/data/발표자료.pdf"}\n'

# A "%5F" or "%7E" in a host is no hostname's character: umbrel-apps encodes
# a Docker host's "_" so that Ruby's URI parser takes the URL (sweep 124,
# proven with Ruby 3.1: the fixed URL raised URI::InvalidURIError); the
# path's keep their fix where the host holds none.
HOST_UNDERSCORE = (
    'services:\n'
    '  maybe:\n'
    '    environment:\n'
    '      # encoded: Ruby refuses "_" in a host\n'
    '      DATABASE_URL: postgresql://maybe:maybe@maybe%5Fdb%5F1:5432/maybe\n'
    '      CACHE_URL: redis://cache%7e1:6379/0\n'
    '      SITE: https://x.org/maybe%5Fprod\n'
)

# A tool's report is a record of what the tool saw (sweep 128, proven with
# pytest's --junitxml: the recorded failure value and its '^^^' markers no
# longer matched after a fix); a SARIF log is JSON.
JUNIT_REPORT = (
    '<?xml version="1.0" encoding="utf-8"?>\n'
    '<testsuites><testsuite name="pytest"><testcase name="t"><failure message="assert &apos;https://e.org/%7ealice&apos;">x</failure></testcase></testsuite></testsuites>\n'
)

# A tool's report is a record of what the tool saw (sweep 128, proven with
# pytest's --junitxml: the recorded failure value and its '^^^' markers no
# longer matched after a fix); a SARIF log is JSON.
SARIF_LOG = '{"version":"2.1.0","runs":[{"results":[{"locations":[{"physicalLocation":{"artifactLocation":{"uri":"file:\\/\\/\\/C:\\/src\\/x%7e.py"}}}]}]}]}\n'

# A proxy's URL rules are regular expressions matched against request URLs
# (sweep 129, proven with Node's RegExp on Surge's syntax: a fix of "%2f" and
# the rule matched no more); the module's script URL keeps its fix.
SURGE_MODULE = (
    '[Rule]\n'
    'URL-REGEX,https://api.example.com/a%2fb,REJECT\n'
    '[URL Rewrite]\n'
    'https://api.example.com/x%2fy - reject\n'
    '[Script]\n'
    'http-response https://api.example.com/c%2fd script-path=https://raw.githubusercontent.com/u/r/main/s%2fx.js, requires-body=true\n'
    '[General]\n'
    'loglevel = https://example.com/%7ea\n'
)

# A PAC file's shExpMatch pattern is a glob matched against the request URL
# (sweep 129, proven with pacparser: PROXY before a fix of "%7e", DIRECT after).
PAC = (
    'function FindProxyForURL(url, host) {\n'
    '  if (shExpMatch(url, "http://example.com/%7euser/*")) return "PROXY p:8080";\n'
    '  // see https://example.com/%7edocs\n'
    '  return "DIRECT";\n'
    '}\n'
)

# An unquoted target name is a label too (sweep 131, proven with docutils:
# "Unknown target name" once the target's name alone was fixed).
RST_TARGET = (
    'Links\n'
    '=====\n'
    '\n'
    '.. _https://example.com/%7ename: https://example.com/%7etarget\n'
    '\n'
    'See `https://example.com/%7ename`_ for details.\n'
)

# An item 48 to 64 characters after a one-line list's "[" (sweep 131: between
# the two looks, it kept its safe fix).
JSON_REDIRECT_NEAR = '{"clientId": "web", "redirectUris": ["https://app.example.com/pppppppppppppppppppppppp", "https://app.example.com/cb%7e"]}\n'

# Definitions in block quotes and list items, and a notebook's Markdown cell
# (sweep 133, proven with cmark-gfm and markdown-it: the reference printed as
# text once the definition's label alone was fixed).
CONTAINER_DEFINITIONS = (
    'See [the mirror][https://example.com/%7Ealice/] and [https://example.com/%7Ebob/].\n'
    '\n'
    '> [https://example.com/%7Ealice/]: https://example.com/%7Ealice/\n'
    '> [https://example.com/%7Ebob/]: https://example.com/%7Ebob/\n'
    '\n'
    'Use [x][https://example.com/%7Eeve/].\n'
    '\n'
    '1. [https://example.com/%7Eeve/]: https://example.com/%7Eeve/\n'
)

# Definitions in block quotes and list items, and a notebook's Markdown cell
# (sweep 133, proven with cmark-gfm and markdown-it: the reference printed as
# text once the definition's label alone was fixed).
NOTEBOOK_LABEL = (
    '{\n'
    ' "cells": [\n'
    '  {\n'
    '   "cell_type": "markdown",\n'
    '   "metadata": {},\n'
    '   "source": [\n'
    '    "See [https://example.com/%7Ejo/][] now.\\n",\n'
    '    "\\n",\n'
    '    "[https://example.com/%7Ejo/]: https://example.com/%7Ejo/\\n"\n'
    '   ]\n'
    '  }\n'
    ' ],\n'
    ' "metadata": {},\n'
    ' "nbformat": 4,\n'
    ' "nbformat_minor": 5\n'
    '}\n'
)

# A reST target's name of several words around a URI (sweep 133, proven with
# docutils); a target's URI after the name keeps its fix.
RST_TARGET_WORDS = (
    'See `old home https://example.com/%7Eivan/`_ and name_.\n'
    '\n'
    '.. _old home https://example.com/%7Eivan/: https://example.org/ivan/\n'
    '.. _name: https://example.com/%7Ea\n'
)

# A program's output written in a comment after the call that prints it, or
# after a result arrow (sweep 132: whatwg/url's url.bs and 12 review drafts,
# 26 lines; node prints "%7E": a fix made the spec's example false), and an
# input whose query value a comment below shows as written; a comment's
# reference link keeps its fix.
OUTPUT_COMMENTS = (
    'const url = new URL("https://example.com/?a=b ~");\n'
    'url.searchParams.sort();\n'
    'console.log(url.href);   // "https://example.com/?a=b+%7E"\n'
    '// => https://example.com/?a=b+%7E\n'
    'const u = new URL("https://example.com/?a=~&b=%7E");\n'
    'console.log(u.search);  // "?a=~&b=%7E"\n'
    'let x = 1;  // see https://example.com/%7Edocs\n'
)

# webhdfs://, viewfs:// and hf:// paths are read as written (sweep 132,
# proven with fsspec and huggingface_hub: another file was asked for).
DATA_PATHS = (
    'paths:\n'
    '  data: hf://datasets/org/name/a%7eb.parquet\n'
    '  logs: webhdfs://nn:9870/logs/a%7eb\n'
    '  docs: https://example.com/a%7eb\n'
)

# (text, file name, rules selected (None: the defaults), findings, --fix, --fix --unsafe-fixes; None: unchanged)
SWEEP122_CASES = [
    (MD_LABEL, 'CHANGELOG.md', None, [(3, 38, 'URI002'), (5, 22, 'URI002'), (5, 51, 'URI002')],
     '# Changelog\n\n- Docs moved to [https://example.com/%7ealt][].\n\n[https://example.com/%7ealt]: https://example.com/~alt\n',
     '# Changelog\n\n- Docs moved to [https://example.com/%7ealt][].\n\n[https://example.com/%7ealt]: https://example.com/~alt\n'),
    (MD_LABEL_CASE, 'docs/links.md', None, [(1, 26, 'URI001'), (1, 59, 'URI002'), (1, 93, 'URI002'), (3, 22, 'URI001'), (3, 49, 'URI001'), (4, 22, 'URI002'), (5, 22, 'URI002'), (7, 26, 'URI002')],
     'See [https://example.com/%2Fa][] and [https://example.com/%7eb] and [x][https://example.com/%7ec].\n\n[https://example.com/%2Fa]: https://example.com/%2Fa\n[https://example.com/%7eb]: https://example.com/b\n[https://example.com/%7ec]: https://example.com/c\n\nAnd [https://example.com/~d] is text.\n',
     'See [https://example.com/%2Fa][] and [https://example.com/%7eb] and [x][https://example.com/%7ec].\n\n[https://example.com/%2Fa]: https://example.com/%2Fa\n[https://example.com/%7eb]: https://example.com/b\n[https://example.com/%7ec]: https://example.com/c\n\nAnd [https://example.com/~d] is text.\n'),
    (RST_REF, 'CHANGES.rst', None, [(4, 30, 'URI002'), (7, 35, 'URI002')],
     None,
     None),
    (RST_MORE, 'docs/refs.rst', None, [(1, 26, 'URI002'), (1, 60, 'URI002'), (3, 26, 'URI002'), (3, 55, 'URI002')],
     'See `https://example.com/~dog`__ and https://example.com/~cat.\n\n.. _`https://example.com/%7eeel`: https://example.com/~fox\n',
     'See `https://example.com/~dog`__ and https://example.com/~cat.\n\n.. _`https://example.com/%7eeel`: https://example.com/~fox\n'),
    (RST_TITLE, 'CHANGES.rst', None, [(4, 27, 'URI002'), (7, 42, 'URI002')],
     'Changes\n=======\n\n`2.0 <https://example.com/~user>`_\n=====================================\n\nSee `2.0`_ and `2.0 <https://example.com/~user>`__.\n',
     'Changes\n=======\n\n`2.0 <https://example.com/~user>`_\n=====================================\n\nSee `2.0`_ and `2.0 <https://example.com/~user>`__.\n'),
    (RUST_BLOCK, 'src/lib.rs', None, [(4, 30, 'URI002'), (13, 33, 'URI002'), (20, 24, 'URI002'), (24, 24, 'URI002')],
     '/** Keeps percent-escapes exactly as written.\n\n```\nlet s = "https://example.com/%7euser/";\nassert_eq!(s, concat!("https://example.com/", "%7e", "user/"));\n```\n*/\npub fn keep() {}\n\n/**\n * Starred.\n * ```\n * let s = "https://example.com/%7estar";\n * ```\n */\npub fn keep2() {}\n\n/** Not run:\n * ```text\n * https://example.com/~text\n * ```\n */\npub fn keep3() {}\n/* https://example.com/~plain */\n',
     '/** Keeps percent-escapes exactly as written.\n\n```\nlet s = "https://example.com/~user/";\nassert_eq!(s, concat!("https://example.com/", "%7e", "user/"));\n```\n*/\npub fn keep() {}\n\n/**\n * Starred.\n * ```\n * let s = "https://example.com/~star";\n * ```\n */\npub fn keep2() {}\n\n/** Not run:\n * ```text\n * https://example.com/~text\n * ```\n */\npub fn keep3() {}\n/* https://example.com/~plain */\n'),
    (RUST_README, 'README.md', None, [(4, 30, 'URI002'), (9, 30, 'URI002'), (13, 26, 'URI002'), (16, 25, 'URI002')],
     '# x\n\n```rust\nlet s = "https://example.com/%7euser/";\nassert_eq!(s.len(), 28);\n```\n\n```rust,ignore\nlet t = "https://example.com/~ign/";\n```\n\n```python\nu = "https://example.com/~py/"\n```\n\nSee https://example.com/~prose.\n',
     '# x\n\n```rust\nlet s = "https://example.com/~user/";\nassert_eq!(s.len(), 28);\n```\n\n```rust,ignore\nlet t = "https://example.com/~ign/";\n```\n\n```python\nu = "https://example.com/~py/"\n```\n\nSee https://example.com/~prose.\n'),
    (YAML_REDIRECT, 'config.yml', None, [(4, 33, 'URI002'), (5, 33, 'URI002'), (6, 39, 'URI002')],
     'clients:\n  - client_id: app\n    redirect_uris:\n      - https://app.example.com/%7euser/*\n      - https://app.example.com/%7euser/callback\n    homepage: https://app.example.com/~home/*\n',
     'clients:\n  - client_id: app\n    redirect_uris:\n      - https://app.example.com/~user/*\n      - https://app.example.com/~user/callback\n    homepage: https://app.example.com/~home/*\n'),
    (JSON_REDIRECT, 'realm-export.json', None, [(1, 158, 'URI001'), (1, 270, 'URI001')],
     '{"clients":[{"clientId":"app","redirectUris":["https://app.example.com/oauth2/callback/*","https://app.example.com/login/*","https://app.example.com/cb?next=%2fhome"],"webOrigins":["https://app.example.com/x/*","https://app.example.com/y/*","https://app.example.com/?a=%2Fz"]}]}\n',
     '{"clients":[{"clientId":"app","redirectUris":["https://app.example.com/oauth2/callback/*","https://app.example.com/login/*","https://app.example.com/cb?next=%2Fhome"],"webOrigins":["https://app.example.com/x/*","https://app.example.com/y/*","https://app.example.com/?a=%2Fz"]}]}\n'),
    (CORDOVA, 'config.xml', None, [(3, 49, 'URI002'), (4, 39, 'URI002'), (5, 31, 'URI002'), (6, 35, 'URI002')],
     '<?xml version="1.0"?>\n<widget id="a" xmlns="http://www.w3.org/ns/widgets">\n<allow-navigation href="https://www.example.com/%7euser/*" />\n<content src="https://www.example.com/~index.html" />\n<access origin="https://x.org/%7ea" />\n<allow-intent href="https://x.org/%7eb/*" />\n</widget>\n',
     '<?xml version="1.0"?>\n<widget id="a" xmlns="http://www.w3.org/ns/widgets">\n<allow-navigation href="https://www.example.com/~user/*" />\n<content src="https://www.example.com/~index.html" />\n<access origin="https://x.org/~a" />\n<allow-intent href="https://x.org/~b/*" />\n</widget>\n'),
    (OBJC, 'MSALTestAppSettings.m', None, [(4, 31, 'URI002')],
     '#import "X.h"\nNSString *a = [NSString stringWithFormat:@"https://%@/%@", host, tenant];\nNSString *b = [NSString stringWithFormat:@"http://%@/status/%1$@", hostPort];\nNSString *c = @"https://x.org/~";\n',
     '#import "X.h"\nNSString *a = [NSString stringWithFormat:@"https://%@/%@", host, tenant];\nNSString *b = [NSString stringWithFormat:@"http://%@/status/%1$@", hostPort];\nNSString *c = @"https://x.org/~";\n'),

    (CURL_O, 'scripts/fetch.sh', None, [(2, 56, 'URI001'), (3, 55, 'URI001'), (4, 23, 'URI002'), (4, 29, 'URI001'), (5, 23, 'URI002'), (5, 36, 'URI001')],
     '#!/bin/sh\ncurl -fsSLO https://downloads.example.org/dl/libfoo-2.1%2bdfsg.tar.xz\ncurl -fsSL https://downloads.example.org/dl/libbar-2.1%2Bdfsg.tar.xz -o bar.tar.xz\ncurl -L https://x.org/~u/a%2bb.tgz --remote-name && tar xf a.tgz\ncurl -s https://x.org/~u/q.tgz?v=%2B | tar -xO\n',
     '#!/bin/sh\ncurl -fsSLO https://downloads.example.org/dl/libfoo-2.1%2Bdfsg.tar.xz\ncurl -fsSL https://downloads.example.org/dl/libbar-2.1%2Bdfsg.tar.xz -o bar.tar.xz\ncurl -L https://x.org/~u/a%2Bb.tgz --remote-name && tar xf a.tgz\ncurl -s https://x.org/~u/q.tgz?v=%2B | tar -xO\n'),
    (REGISTRY, 'modules/foo/1.0/source.json', None, [(2, 34, 'URI001')],
     None,
     '{\n    "url": "https://x.org/foo-1.0%2Bbcr.tar.gz",\n    "integrity": "sha256-x"\n}\n'),
    (REGISTRY, 'third_party/foo/source.json', None, [(2, 34, 'URI001')],
     '{\n    "url": "https://x.org/foo-1.0%2Bbcr.tar.gz",\n    "integrity": "sha256-x"\n}\n',
     '{\n    "url": "https://x.org/foo-1.0%2Bbcr.tar.gz",\n    "integrity": "sha256-x"\n}\n'),
    (MAKE_AM, 'Makefile.am', None, [],
     None,
     None),
    (MAKE_AM, 'arch/arch.mk.xtensa', None, [],
     None,
     None),
    (LIGHTHOUSE, 'report/lighthouse.html', None, [(2, 65, 'URI002'), (2, 88, 'URI004')],
     '<span class="lh-node" data-snippet="<a class=&quot;px-3&quot; href=&quot;#main content&quot;>">&lt;a&gt;</span>\n<div title="<a href=&quot;/docs/&quot;>"><a href="https://y.org/~b">b</a> <img src="b%20c.png"></div>\n',
     '<span class="lh-node" data-snippet="<a class=&quot;px-3&quot; href=&quot;#main content&quot;>">&lt;a&gt;</span>\n<div title="<a href=&quot;/docs/&quot;>"><a href="https://y.org/~b">b</a> <img src="b%20c.png"></div>\n'),
    (CSS_BANNER, 'public/scss/style.min.01a01a8c.css', None, [(2, 19, 'URI002')],
     '/*! Theme | @link: https://github.com/CaiJimmy/hugo-theme-stack*/:root{--a:b}@media(min-width:768px){c{d:e}}\n/* https://e.org/a~b*/a{b:c}\n/*https://e.org*/\n',
     '/*! Theme | @link: https://github.com/CaiJimmy/hugo-theme-stack*/:root{--a:b}@media(min-width:768px){c{d:e}}\n/* https://e.org/a~b*/a{b:c}\n/*https://e.org*/\n'),
    (STRAY_PERCENT, 'db_session.json', None, [(1, 37, 'URI005'), (1, 42, 'URI006'), (1, 82, 'URI005')],
     '{"slide": "https://deview.kr/data/7_운영100%자동화.pdf", "b": "https://deview.kr/data/%EB%B0%9C%ED%91%9C%EC%9E%90%EB%A3%8C.pdf"}\n',
     '{"slide": "https://deview.kr/data/7_%EC%9A%B4%EC%98%81100%25%EC%9E%90%EB%8F%99%ED%99%94.pdf", "b": "https://deview.kr/data/%EB%B0%9C%ED%91%9C%EC%9E%90%EB%A3%8C.pdf"}\n'),
    (HOST_UNDERSCORE, 'umbrel-apps/maybe/docker-compose.yml', None, [(5, 51, 'URI002'), (6, 31, 'URI002'), (7, 32, 'URI002')],
     'services:\n  maybe:\n    environment:\n      # encoded: Ruby refuses "_" in a host\n      DATABASE_URL: postgresql://maybe:maybe@maybe%5Fdb%5F1:5432/maybe\n      CACHE_URL: redis://cache%7e1:6379/0\n      SITE: https://x.org/maybe_prod\n',
     'services:\n  maybe:\n    environment:\n      # encoded: Ruby refuses "_" in a host\n      DATABASE_URL: postgresql://maybe:maybe@maybe_db_1:5432/maybe\n      CACHE_URL: redis://cache~1:6379/0\n      SITE: https://x.org/maybe_prod\n'),
    (JUNIT_REPORT, 'reports/junit.xml', None, [(2, 102, 'URI002')],
     None,
     None),
    (SARIF_LOG, 'results/codeql.sarif', None, [(1, 123, 'URI002')],
     None,
     None),
    (SARIF_LOG, 'results/codeql.json', None, [(1, 123, 'URI002')],
     '{"version":"2.1.0","runs":[{"results":[{"locations":[{"physicalLocation":{"artifactLocation":{"uri":"file:\\/\\/\\/C:\\/src\\/x~.py"}}}]}]}]}\n',
     '{"version":"2.1.0","runs":[{"results":[{"locations":[{"physicalLocation":{"artifactLocation":{"uri":"file:\\/\\/\\/C:\\/src\\/x~.py"}}}]}]}]}\n'),
    (SURGE_MODULE, 'rules/surge.sgmodule', None, [(2, 36, 'URI001'), (4, 26, 'URI001'), (6, 40, 'URI001'), (6, 101, 'URI001'), (8, 32, 'URI002')],
     '[Rule]\nURL-REGEX,https://api.example.com/a%2fb,REJECT\n[URL Rewrite]\nhttps://api.example.com/x%2fy - reject\n[Script]\nhttp-response https://api.example.com/c%2fd script-path=https://raw.githubusercontent.com/u/r/main/s%2Fx.js, requires-body=true\n[General]\nloglevel = https://example.com/~a\n',
     '[Rule]\nURL-REGEX,https://api.example.com/a%2Fb,REJECT\n[URL Rewrite]\nhttps://api.example.com/x%2Fy - reject\n[Script]\nhttp-response https://api.example.com/c%2Fd script-path=https://raw.githubusercontent.com/u/r/main/s%2Fx.js, requires-body=true\n[General]\nloglevel = https://example.com/~a\n'),
    (PAC, 'proxy.pac', None, [(2, 43, 'URI002'), (3, 30, 'URI002')],
     'function FindProxyForURL(url, host) {\n  if (shExpMatch(url, "http://example.com/%7euser/*")) return "PROXY p:8080";\n  // see https://example.com/~docs\n  return "DIRECT";\n}\n',
     'function FindProxyForURL(url, host) {\n  if (shExpMatch(url, "http://example.com/~user/*")) return "PROXY p:8080";\n  // see https://example.com/~docs\n  return "DIRECT";\n}\n'),
    (RST_TARGET, 'docs/index.rst', None, [(4, 25, 'URI002'), (4, 54, 'URI002'), (6, 26, 'URI002')],
     'Links\n=====\n\n.. _https://example.com/%7ename: https://example.com/~target\n\nSee `https://example.com/%7ename`_ for details.\n',
     'Links\n=====\n\n.. _https://example.com/%7ename: https://example.com/~target\n\nSee `https://example.com/%7ename`_ for details.\n'),
    (JSON_REDIRECT_NEAR, 'realm-export.json', None, [(1, 117, 'URI002')],
     None,
     '{"clientId": "web", "redirectUris": ["https://app.example.com/pppppppppppppppppppppppp", "https://app.example.com/cb~"]}\n'),
    (CONTAINER_DEFINITIONS, 'docs/links.md', None, [(1, 38, 'URI002'), (1, 74, 'URI002'), (3, 24, 'URI002'), (3, 56, 'URI002'), (4, 24, 'URI002'), (4, 54, 'URI002'), (6, 29, 'URI002'), (8, 25, 'URI002'), (8, 55, 'URI002')],
     'See [the mirror][https://example.com/%7Ealice/] and [https://example.com/%7Ebob/].\n\n> [https://example.com/%7Ealice/]: https://example.com/~alice/\n> [https://example.com/%7Ebob/]: https://example.com/~bob/\n\nUse [x][https://example.com/%7Eeve/].\n\n1. [https://example.com/%7Eeve/]: https://example.com/~eve/\n',
     'See [the mirror][https://example.com/%7Ealice/] and [https://example.com/%7Ebob/].\n\n> [https://example.com/%7Ealice/]: https://example.com/~alice/\n> [https://example.com/%7Ebob/]: https://example.com/~bob/\n\nUse [x][https://example.com/%7Eeve/].\n\n1. [https://example.com/%7Eeve/]: https://example.com/~eve/\n'),
    (NOTEBOOK_LABEL, 'notes/links.ipynb', None, [(7, 31, 'URI002'), (9, 27, 'URI002'), (9, 56, 'URI002')],
     '{\n "cells": [\n  {\n   "cell_type": "markdown",\n   "metadata": {},\n   "source": [\n    "See [https://example.com/%7Ejo/][] now.\\n",\n    "\\n",\n    "[https://example.com/%7Ejo/]: https://example.com/~jo/\\n"\n   ]\n  }\n ],\n "metadata": {},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n',
     '{\n "cells": [\n  {\n   "cell_type": "markdown",\n   "metadata": {},\n   "source": [\n    "See [https://example.com/%7Ejo/][] now.\\n",\n    "\\n",\n    "[https://example.com/%7Ejo/]: https://example.com/~jo/\\n"\n   ]\n  }\n ],\n "metadata": {},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n'),
    (RST_TARGET_WORDS, 'docs/index.rst', None, [(1, 35, 'URI002'), (3, 34, 'URI002'), (4, 31, 'URI002')],
     'See `old home https://example.com/%7Eivan/`_ and name_.\n\n.. _old home https://example.com/%7Eivan/: https://example.org/ivan/\n.. _name: https://example.com/~a\n',
     'See `old home https://example.com/%7Eivan/`_ and name_.\n\n.. _old home https://example.com/%7Eivan/: https://example.org/ivan/\n.. _name: https://example.com/~a\n'),
    (OUTPUT_COMMENTS, 'demo/url.js', None, [(3, 55, 'URI002'), (4, 32, 'URI002'), (5, 47, 'URI002'), (7, 40, 'URI002')],
     'const url = new URL("https://example.com/?a=b ~");\nurl.searchParams.sort();\nconsole.log(url.href);   // "https://example.com/?a=b+%7E"\n// => https://example.com/?a=b+%7E\nconst u = new URL("https://example.com/?a=~&b=%7E");\nconsole.log(u.search);  // "?a=~&b=%7E"\nlet x = 1;  // see https://example.com/~docs\n',
     'const url = new URL("https://example.com/?a=b ~");\nurl.searchParams.sort();\nconsole.log(url.href);   // "https://example.com/?a=b+~"\n// => https://example.com/?a=b+~\nconst u = new URL("https://example.com/?a=~&b=~");\nconsole.log(u.search);  // "?a=~&b=%7E"\nlet x = 1;  // see https://example.com/~docs\n'),
    (DATA_PATHS, 'conf/paths.yaml', None, [(2, 33, 'URI002'), (3, 33, 'URI002'), (4, 30, 'URI002')],
     'paths:\n  data: hf://datasets/org/name/a%7eb.parquet\n  logs: webhdfs://nn:9870/logs/a%7eb\n  docs: https://example.com/a~b\n',
     'paths:\n  data: hf://datasets/org/name/a~b.parquet\n  logs: webhdfs://nn:9870/logs/a~b\n  docs: https://example.com/a~b\n'),
]


@pytest.mark.parametrize("text, filename, select, expected, fixed, unsafe", SWEEP122_CASES)
def test_triaged(text: str, filename: str, select: list[str] | None, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert findings(text, filename, select) == expected
    assert stable_fix(text, filename, select) == (text if fixed is None else fixed)
    assert stable_fix(text, filename, select, unsafe=True) == (text if unsafe is None else unsafe)


def test_no_fix_counted_as_safe_is_left_after_fixing() -> None:
    """Sweep 123: a fix counted as safe ("1 fixable with --fix") was refused
    when applied, and a check after --fix still counted it."""
    fixed = urilint.fix_text(STRAY_PERCENT, "db_session.json")
    assert [f.code for f in urilint.lint_text(fixed, "db_session.json")
            if f.fix is not None and f.fix.applicability is Applicability.SAFE] == []


def test_every_plausible_legacy_reading_is_named() -> None:
    """Sweep 123: a Korean page's EUC-KR reading was the fifth, hidden behind '…'."""
    text = "[구조체](https://e.org/%B1%B8%C1%B6%C3%BC%C5%A9%B1%E2)\n"
    [found] = urilint.lint_text(text, "Language/struct.md")
    assert found.code == "URI007"
    assert "EUC-KR '구조체크기'" in found.message
