"""Findings and fixes that were wrong on sweep 20 (2026-11-26, 56 public
repositories of kinds not tested before: note vaults (Obsidian, Logseq,
Dendron, TiddlyWiki), GitBook spaces, attack payload lists and security
docs, CI systems, WebExtensions, Apple and .NET localization, front-end
templating, load-testing scripts). Exact findings and exact --fix /
--fix --unsafe-fixes bytes, with the neighbouring shapes that keep theirs.
Report and repros: /work/sweep20 (not in the repo)."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

PAYLOADS = (
    "https://google.com/%2f..\nhttps://www.google.com/%2e%2e%2f\nhttp://%67%6f%6f%67%6c%65%2e%63%6f%6d\n"
    "https://e.org/%7Euser/a%2Db\n"
)
SSRF = "Encode to bypass: `http://127.0.0.1/%61dmin` and [this](http://127.0.0.1/%61dmin).\n"
LINK_TEXT = (
    "* **CTF** [**https://e.io/28-fastbin\\_attack/index.html**](https://e.io/28-fastbin\\_attack/index.html)\n"
    "* see https://e.io/a\\_b here\n"
)
TIDDLER = (
    "title: KaTeX Plugin\ntype: text/vnd.tiddlywiki\n\n"
    "See [ext[https://tiddlywiki.com/plugins/tiddlywiki/katex|plugins/tiddlywiki/katex]] and https://tiddlywiki.com/a%7e\n"
)
MESSAGES = '{"about": {"message": "দেখুন https://bn.wikipedia.org/wiki/ইউব্লক"}}\n'

CASES = [
    # D1: an encoded letter, digit or pair of dots is written on purpose:
    # Burp Intruder payloads (PayloadsAllTheThings), a document showing the
    # bypass (hacktricks). Decoding them is unsafe; "%7E" and "%2D" still
    # decode safely. Sweep 167 then showed the hex case matters too (curl
    # sent "%2F.." after a fix): an Intruder folder is test data, and a
    # traversal through an encoded slash is an attack payload anywhere.
    pytest.param(PAYLOADS, "Open Redirect/Intruder/Open-Redirect-payloads.txt",
                 [(1, 20, "URI001"), (2, 24, "URI002"), (2, 30, "URI001"), (3, 8, "URI002"), (4, 15, "URI002")],
                 PAYLOADS,
                 "https://google.com/%2F..\nhttps://www.google.com/..%2F\nhttp://google.com\nhttps://e.org/~user/a-b\n",
                 id="payloads-keep-their-encoding"),
    pytest.param(PAYLOADS, "docs/open-redirect.txt",
                 [(1, 20, "URI001"), (2, 24, "URI002"), (2, 30, "URI001"), (3, 8, "URI002"), (4, 15, "URI002")],
                 "https://google.com/%2f..\nhttps://www.google.com/%2e%2e%2f\nhttp://%67%6f%6f%67%6c%65%2e%63%6f%6d\n"
                 "https://e.org/~user/a-b\n",
                 "https://google.com/%2F..\nhttps://www.google.com/..%2F\nhttp://google.com\nhttps://e.org/~user/a-b\n",
                 id="payloads-outside-a-payload-folder"),
    pytest.param(SSRF, "Server Side Request Forgery/README.md", [(1, 37, "URI002"), (1, 74, "URI002")], None,
                 SSRF.replace("%61", "a"), id="documented-bypass"),
    # F1: a URL that is a link's whole text, in emphasis too: its
    # backslash escapes are Markdown's (hacktricks, 37); in running text
    # a GFM autolink keeps the backslash.
    pytest.param(LINK_TEXT, "fast-bin-attack.md", [(2, 21, "URI004")], None,
                 LINK_TEXT.replace("a\\_b here", "a%5C_b here"), id="emphasized-link-text-escapes"),
    # F2: TiddlyWiki's [ext[text|url]] (TiddlyWiki5, 18): wiki markup.
    pytest.param(TIDDLER, "editions/tw5.com/tiddlers/plugins/KaTeX Plugin.tid", [(4, 113, "URI002")],
                 TIDDLER.replace("%7e", "~"), TIDDLER.replace("%7e", "~"), id="tiddlywiki-external-link"),
    # F6: a WebExtension's _locales/bn/messages.json is a translation
    # catalog (uBlock); the same file elsewhere is data.
    pytest.param(MESSAGES, "src/_locales/bn/messages.json", [], None, None, id="webextension-locales"),
    pytest.param(MESSAGES, "src/bn/messages.json", [(1, 60, "URI005")], None,
                 MESSAGES.replace("ইউব্লক", "%E0%A6%87%E0%A6%89%E0%A6%AC%E0%A7%8D%E0%A6%B2%E0%A6%95"),
                 id="messages-outside-locales"),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep20_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
