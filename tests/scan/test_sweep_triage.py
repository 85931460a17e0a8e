"""Findings and fixes that were wrong on a sweep of fifteen more public
repositories (2026-11-26: asciidoctor/asciidoctor, python/peps, whatwg/url,
psf/requests, withastro/docs, prometheus-community/helm-charts and nine
others): backslash escapes in reStructuredText and AsciiDoc read as URI
content (and roff's in man pages), and AsciiDoc macro targets that are
not URIs; and of sweeps 4 and 5 (documentation sites, API specs, configs
and code: printf format strings, sentences in data files). Exact findings
and exact --fix / --fix --unsafe-fixes bytes, with the neighbouring shapes
that keep theirs."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# (text, filename, findings, --fix bytes, --fix --unsafe-fixes bytes); None: the text unchanged.
CASES = [
    # docutils drops an escaping backslash (any character but whitespace):
    # `a\_b` links to a_b, so "%5C" (a safe fix in an embedded URI) changed the link.
    pytest.param("See `link <https://example.com/a\\_b>`_ here.\n", "a.rst", [], None, None, id="rst-embedded-escape"),
    pytest.param(".. _target: https://example.com/x\\_y\n", "a.rst", [], None, None, id="rst-target-escape"),
    pytest.param("Bare https://example.com/p\\_q here.\n", "a.rst", [], None, None, id="rst-bare-escape"),
    pytest.param(
        "`l <https://e.com/a\\_b%7e>`_\n", "a.rst", [(1, 23, "URI002")], "`l <https://e.com/a\\_b~>`_\n",
        "`l <https://e.com/a\\_b~>`_\n", id="rst-escape-beside-a-finding",
    ),
    # An inline literal is shown as written: its backslash is content.
    pytest.param(
        "``https://example.com/p\\_q`` here\n", "a.rst", [(1, 24, "URI004")], None,
        "``https://example.com/p%5C_q`` here\n", id="rst-inline-literal-keeps-backslash",
    ),
    # Asciidoctor reads "include::" only at the start of a line; elsewhere it is text.
    pytest.param(
        "Processes the `include::<filename>[]` directive.\n", "a.adoc", [], None, None, id="adoc-include-mid-line",
    ),
    # An include directive's target is a file path, opened without decoding.
    pytest.param("include::chapters/a^b.adoc[]\n", "a.adoc", [], None, None, id="adoc-include-file-path"),
    pytest.param(
        "include::https://e.com/a%7eb.adoc[]\n", "a.adoc", [(1, 25, "URI002")], "include::https://e.com/a~b.adoc[]\n",
        "include::https://e.com/a~b.adoc[]\n", id="adoc-include-uri",
    ),
    # A target that is one placeholder is notation; "image::" mid-line is not a block macro.
    pytest.param("Use `xref:<page>[]` and `image::<target>[]` here.\n", "a.adoc", [], None, None, id="adoc-placeholder-targets"),
    pytest.param("see image::diagrams/a^b.png[]\n", "a.adoc", [], None, None, id="adoc-block-macro-mid-line"),
    # An image's target without a scheme is a file path too: asciidoctor-pdf
    # and "-a data-uri" read it from disk without decoding (sweep 50).
    pytest.param("image::diagrams/a^b.png[]\n", "a.adoc", [], None, None, id="adoc-block-macro-file-path"),
    pytest.param(
        "image::https://e.com/a^b.png[]\n", "a.adoc", [(1, 23, "URI004")], "image::https://e.com/a%5Eb.png[]\n",
        "image::https://e.com/a%5Eb.png[]\n", id="adoc-block-macro",
    ),
    # A backslash before punctuation stops a replacement ("\..." stays "...") and is dropped.
    pytest.param(
        "https://github.com/o/r/compare/v1.0\\...v1.1[full diff]\n", "a.adoc", [], None, None, id="adoc-escaped-replacement",
    ),
    pytest.param(
        "----\nhttps://e.com/a\\_b\n----\n", "a.adoc", [(2, 16, "URI004")], None, "----\nhttps://e.com/a%5C_b\n----\n",
        id="adoc-listing-block-keeps-backslash",
    ),
    # Asciidoctor writes a macro target into the href as it stands: a
    # browser encodes "^" itself (safe), sends "|" as written (unsafe).
    pytest.param(
        "link:files/a^b.pdf[PDF] link:files/a|b.pdf[PDF]\n", "a.adoc", [(1, 13, "URI004"), (1, 37, "URI004")],
        "link:files/a%5Eb.pdf[PDF] link:files/a|b.pdf[PDF]\n", "link:files/a%5Eb.pdf[PDF] link:files/a%7Cb.pdf[PDF]\n",
        id="adoc-link-target-is-an-attribute",
    ),
    # roff: "\-" is a hyphen; a man page is told by its first line.
    pytest.param(
        '.TH X 1\n.URL "https://reproducible\\-builds.org/" "" ""\n', "x.1", [], None, None, id="man-page-escape",
    ),
    pytest.param(
        "'\\\" t\n.URL \"https://e.org/a\\-b%7e\" \"\"\n", "x.1", [(2, 25, "URI002")], "'\\\" t\n.URL \"https://e.org/a\\-b~\" \"\"\n",
        "'\\\" t\n.URL \"https://e.org/a\\-b~\" \"\"\n", id="man-page-comment-first-line",
    ),
    pytest.param(
        ".NET docs: https://e.com/a\\-b\n", "notes.txt", [(1, 27, "URI004")], None, ".NET docs: https://e.com/a%5C-b\n",
        id="text-that-is-no-man-page",
    ),
    # Second sweep (BookStack, laravel/framework, doomemacs, sveltejs/realworld,
    # gogs, terraform modules and fourteen others). Blade and Razor code
    # regions are code: a tag in a PHP or C# string is built by
    # concatenation, and the safe fix encoded the code (a syntax error).
    pytest.param(
        "<div>\n{!! trans('x', ['link' => '<a href=\"' . e($url) . '\">link</a>']) !!}\n</div>\n",
        "v.blade.php", [], None, None, id="blade-raw-echo",
    ),
    pytest.param(
        "@php $html = '<a href=\"' . $u . '\">x</a>'; @endphp\n"
        "@include('partials.link', ['html' => '<a href=\"' . $u . '\">x</a>'])\n<a href=\"{!! $base !!}/docs\">x</a>\n",
        "v.blade.php", [], None, None, id="blade-php-block-and-directive",
    ),
    pytest.param(
        "<a href=\"/a b\">x</a> <a href=\"@route('home', ['q' => 'a b'])\">y</a> mail: me@example(dot)com\n",
        "v.blade.php", [(1, 12, "URI004")],
        "<a href=\"/a%20b\">x</a> <a href=\"@route('home', ['q' => 'a b'])\">y</a> mail: me@example(dot)com\n",
        "<a href=\"/a%20b\">x</a> <a href=\"@route('home', ['q' => 'a b'])\">y</a> mail: me@example(dot)com\n",
        id="blade-markup-keeps-its-findings",
    ),
    pytest.param(
        '<a href="/users/@(user.Name + "-" + user.Id)/profile">profile</a>\n', "v.cshtml", [], None, None,
        id="razor-explicit-expression",
    ),
    pytest.param(
        '<a href="@Url.Action("Index", "Home")">home</a>\n@if (ok) {\n  <a href="/a b">x</a>\n}\n', "v.cshtml",
        [(3, 14, "URI004")], '<a href="@Url.Action("Index", "Home")">home</a>\n@if (ok) {\n  <a href="/a%20b">x</a>\n}\n',
        '<a href="@Url.Action("Index", "Home")">home</a>\n@if (ok) {\n  <a href="/a%20b">x</a>\n}\n',
        id="razor-implicit-call-and-markup-in-a-block",
    ),
    # In plain HTML the same bytes are what a browser reads: the value ends at the quote.
    pytest.param(
        '<a href="/users/@(user.Name + "-" + user.Id)/profile">profile</a>\n', "v.html", [(1, 28, "URI004")],
        '<a href="/users/@(user.Name%20+ "-" + user.Id)/profile">profile</a>\n',
        '<a href="/users/@(user.Name%20+ "-" + user.Id)/profile">profile</a>\n', id="razor-syntax-in-plain-html",
    ),
    # Format conversions of languages that were not read as code.
    pytest.param(
        "<?php\n$v = sprintf('https://api.example.com/accounts/%s/send', $id);\n$w = 'https://e.com/%7e';\n", "a.php",
        [(3, 21, "URI002")], "<?php\n$v = sprintf('https://api.example.com/accounts/%s/send', $id);\n$w = 'https://e.com/~';\n",
        "<?php\n$v = sprintf('https://api.example.com/accounts/%s/send', $id);\n$w = 'https://e.com/~';\n", id="php-sprintf",
    ),
    pytest.param(
        ';; https://e.com/%7e\n(browse-url (format "https://github.com/%s" repo))\n(setq c ?\\")\n(setq d "https://e.com/%G0")\n',
        "a.el", [(1, 18, "URI002")],
        ';; https://e.com/~\n(browse-url (format "https://github.com/%s" repo))\n(setq c ?\\")\n(setq d "https://e.com/%G0")\n',
        ';; https://e.com/~\n(browse-url (format "https://github.com/%s" repo))\n(setq c ?\\")\n(setq d "https://e.com/%G0")\n',
        id="emacs-lisp-format",
    ),
    pytest.param('val docs = "https://example.com/%s/api".format(version)\n', "build.gradle.kts", [], None, None, id="kotlin-script"),
    pytest.param('def docs = "https://example.com/%s/api"\n', "build.gradle", [], None, None, id="gradle"),
    # HCL template directives, Apache's %{VAR}; a brace with other content is no directive.
    pytest.param(
        'locals {\n  api = "https://${var.host}/api?debug=%{ if var.debug }1%{ else }0%{ endif }"\n}\n', "main.tf", [],
        None, None, id="hcl-template-directives",
    ),
    pytest.param(
        "RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301]\nbad https://e.com/%{x y}\n", "notes.txt",
        [(2, 19, "URI006")], None, "RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301]\nbad https://e.com/%25{x y}\n",
        id="apache-variables",
    ),
    # A config sample in a fence is read as the data file it shows.
    pytest.param(
        "```ini\nEXTERNAL_URL = %(PROTOCOL)s://%(DOMAIN)s:%(HTTP_PORT)s/\nDOCS = https://e.com/%7e\n```\n", "a.md",
        [(3, 22, "URI002")], "```ini\nEXTERNAL_URL = %(PROTOCOL)s://%(DOMAIN)s:%(HTTP_PORT)s/\nDOCS = https://e.com/~\n```\n",
        "```ini\nEXTERNAL_URL = %(PROTOCOL)s://%(DOMAIN)s:%(HTTP_PORT)s/\nDOCS = https://e.com/~\n```\n", id="ini-fence",
    ),
    # Placeholders after ":" (a password, a port) as after "/" (withastro/docs' .env sample).
    pytest.param(
        '```ini title=".env"\nDB="postgresql://<user>:<password>@<host>.neon.tech:<port>/<db>?ssl=1"\n```\n', "a.md", [],
        None, None, id="placeholders-after-colons",
    ),
    pytest.param(
        "see postgres://u:<pw>@h:<port>/db%7e\n", "notes.txt", [(1, 34, "URI002")], "see postgres://u:<pw>@h:<port>/db~\n",
        "see postgres://u:<pw>@h:<port>/db~\n", id="placeholders-after-colons-keep-the-rest",
    ),
    # Org: a #+LINK abbreviation's %s/%h slots; a source block in its language.
    pytest.param(
        "#+LINK: gh https://github.com/%s\n#+LINK: wiki https://en.wikipedia.org/wiki/%h\nSee https://e.com/%s here.\n",
        "a.org", [(3, 19, "URI006")], None,
        "#+LINK: gh https://github.com/%s\n#+LINK: wiki https://en.wikipedia.org/wiki/%h\nSee https://e.com/%25s here.\n",
        id="org-link-abbreviation",
    ),
    pytest.param(
        '#+begin_src python\nurl = "https://example.com/data/%s.csv" % name\n#+end_src\n#+begin_example\nhttps://e.com/x%s\n#+end_example\n',
        "a.org", [(5, 16, "URI006")], None,
        '#+begin_src python\nurl = "https://example.com/data/%s.csv" % name\n#+end_src\n#+begin_example\nhttps://e.com/x%25s\n#+end_example\n',
        id="org-source-block-language",
    ),
    # TeX (posquit0/Awesome-CV): control sequences and hyperref's escapes
    # are TeX's; an unescaped "%" starts a comment, whose URIs are a comment's.
    pytest.param(
        "\\newcommand{\\gh}{octocat}\n\\href{https://github.com/\\gh}{GitHub}\n\\url{https://example.com/a\\%20b}\n"
        "\\href{https://example.com/~user/a\\#frag}{x}\n", "cv.tex", [], None, None, id="tex-macros-and-escapes",
    ),
    pytest.param(
        "See https://e.com/q%7e here\n% old: https://e.com/r%7e\n\\url{https://e.com/x%20y} \\url{https://e.com/a b}\n",
        "a.tex", [(2, 23, "URI002"), (3, 47, "URI004")],
        "See https://e.com/q%7e here\n% old: https://e.com/r~\n\\url{https://e.com/x%20y} \\url{https://e.com/a b}\n",
        "See https://e.com/q%7e here\n% old: https://e.com/r~\n\\url{https://e.com/x%20y} \\url{https://e.com/a%20b}\n",
        id="tex-comments-and-url-arguments",
    ),
    # Third sweep (openstreetmap-website, netbox, mdn/browser-compat-data, ...).
    # GFM leaves a trailing "_" or "~" out of an autolink: decoding one at a
    # bare URI's end in Markdown moved the link's end (cmark-gfm).
    pytest.param(
        "Also https://example.com/v1%2E and https://example.com/name%5F and https://example.com/x%7E and https://e.com/a%7Eb\n",
        "a.md", [(1, 28, "URI002"), (1, 60, "URI002"), (1, 89, "URI002"), (1, 112, "URI002")],
        "Also https://example.com/v1%2E and https://example.com/name%5F and https://example.com/x%7E and https://e.com/a~b\n",
        "Also https://example.com/v1%2E and https://example.com/name%5F and https://example.com/x%7E and https://e.com/a~b\n",
        id="autolink-trailing-unreserved",
    ),
    pytest.param(
        "见「https://e.cn/%7e」 and https://e.com/x%7E.\n", "a.md", [(1, 16, "URI002"), (1, 40, "URI002")],
        "见「https://e.cn/~」 and https://e.com/x%7E.\n", "见「https://e.cn/~」 and https://e.com/x%7E.\n",
        id="autolink-runs-on-past-the-uri",
    ),
    pytest.param(
        "Also https://example.com/name%5F here\n", "a.txt", [(1, 30, "URI002")], "Also https://example.com/name_ here\n",
        "Also https://example.com/name_ here\n", id="plain-text-is-not-autolinked",
    ),
    # Prose glued to a host (space-less scripts), or a word after an empty
    # "scheme://": the safe IDNA fix of a data file encoded the sentence.
    pytest.param('{"c": "访问https://example.com获取更多信息"}\n', "a.json", [], None, None, id="cjk-glued-to-host"),
    pytest.param(
        "zh:\n  e: URL应以http://或https://开头\nko:\n  e: URL은 http:// 또는 https://로 시작해야 합니다.\n", "a.yml", [], None, None,
        id="word-after-empty-scheme",
    ),
    pytest.param(
        'msgstr "http://または https://で始まる有効な URL を入力してください。"\n', "a.po", [], None, None, id="po-word-after-scheme",
    ),
    pytest.param('he: "כתובת חייבת להתחיל ב־http://\u200e או https://\u200e"\n', "a.yml", [], None, None, id="rtl-mark-after-scheme"),
    pytest.param(
        "see https://bücher.de/%7e and http://例え.jp/パス\n", "a.txt", [(1, 13, "URI005"), (1, 23, "URI002"), (1, 38, "URI005")],
        "see https://bücher.de/~ and http://例え.jp/パス\n",
        "see https://xn--bcher-kva.de/~ and http://xn--r8jz45g.jp/%E3%83%91%E3%82%B9\n", id="real-idn-hosts-stay",
    ),
    # Double encoding whose single encoding would not be UTF-8: no guess
    # (URI007 would guess again: the fix was not idempotent; hypothesis).
    pytest.param(
        "https://e.com/%25aa and https://e.com/%25C3%25A9\n", "a.txt", [(1, 15, "URI003"), (1, 39, "URI003")], None,
        "https://e.com/%25aa and https://e.com/%C3%A9\n", id="double-encoding-not-utf8",
    ),
    # From the review of the above: "@php" in an address stopped Blade's
    # masking; Razor's @code block; rST's escaped space; AsciiDoc keeps a
    # backslash that stops no replacement; a template's {{ }} unquoted value;
    # TeX's "\\\\%" is a line break, then a comment, and a "%" in \\url{} none.
    pytest.param(
        "<p>Mail admin@php.net</p>\n<a href=\"@route('x', ['q' => 'a b'])\">x</a>\n", "v.blade.php", [], None, None,
        id="blade-address-then-directive",
    ),
    pytest.param(
        "<p>x</p>\n@code {\n    string Link = \"<a href='/a b%2f'>x</a>\" + name;\n}\n", "c.razor", [], None, None,
        id="razor-code-block",
    ),
    pytest.param("See t_.\n\n.. _t: https://e.com/a\\ b\n", "t.rst", [], None, None, id="rst-escaped-space"),
    pytest.param(
        "See link:https://e.com/a\\-b[x] and https://github.com/o/r/compare/v1.0\\...v1.1[diff]\n", "a.adoc",
        [(1, 25, "URI004")], None, "See link:https://e.com/a%5C-b[x] and https://github.com/o/r/compare/v1.0\\...v1.1[diff]\n",
        id="adoc-backslash-that-escapes-nothing",
    ),
    pytest.param(
        "<a href={{base}}/a%7eb>x</a> <a href={x}>y</a>\n", "a.html", [(1, 19, "URI002")],
        "<a href={{base}}/a~b>x</a> <a href={x}>y</a>\n", "<a href={{base}}/a~b>x</a> <a href={x}>y</a>\n",
        id="unquoted-template-value-is-a-uri",
    ),
    pytest.param(
        "a \\\\% https://e.com/x%7e\n\\url{https://e.com/a%20b} https://e.com/q%7eu\n\\url{https://例え.jp/パス}\n", "k.tex",
        [(1, 22, "URI002")], "a \\\\% https://e.com/x~\n\\url{https://e.com/a%20b} https://e.com/q%7eu\n\\url{https://例え.jp/パス}\n",
        "a \\\\% https://e.com/x~\n\\url{https://e.com/a%20b} https://e.com/q%7eu\n\\url{https://例え.jp/パス}\n",
        id="tex-comments-and-iri",
    ),
    # Svelte's attr={expression}: code, not a URI (a quoted value keeps its findings).
    pytest.param(
        '<a href={href(n)}>x</a>\n<img src={user.image || placeholder} alt="" />\n<a href="/a b">y</a>\n', "a.svelte",
        [(3, 12, "URI004")], '<a href={href(n)}>x</a>\n<img src={user.image || placeholder} alt="" />\n<a href="/a%20b">y</a>\n',
        '<a href={href(n)}>x</a>\n<img src={user.image || placeholder} alt="" />\n<a href="/a%20b">y</a>\n',
        id="svelte-expression-attribute",
    ),
    # A printf format string writes every "%" the URI keeps as "%%": its
    # "%2d" is a width-2 conversion, not "-" (a real crawler's
    # 'http://.../di-yi-bu-%2d.html'%(i) raised TypeError after --fix).
    pytest.param(
        "for i in pages:\n    u = 'http://www.example.net/di-yi-bu-%2d.html'%(i)\n", "a.py", [], None, None,
        id="python-percent-operator-width-conversion",
    ),
    pytest.param(
        'page = "https://example.com/list?page=%3d&sort=%1c" % (n, order)\n', "a.py", [], None, None,
        id="python-percent-operator-lowercase-hex-lookalikes",
    ),
    pytest.param(
        'func u(n int) string { return fmt.Sprintf("https://example.com/archive/%4d/index.html", n) }\n', "a.go",
        [], None, None, id="go-sprintf-width-conversion",
    ),
    pytest.param('snprintf(buf, sizeof(buf), "http://h.example/%2d/x", n);\n', "a.c", [], None, None, id="c-snprintf"),
    pytest.param(
        'data:\n  url: {{ printf "https://example.com/archive/%4d/index.html" .Values.year }}\n', "t.yaml", [], None,
        None, id="helm-printf",
    ),
    pytest.param(
        "```python\nurl = 'http://www.example.net/chapter-%2d.html' % i\n```\n", "a.md", [], None, None,
        id="python-fence-percent-operator",
    ),
    # Not a format string: "%2d" is an octet (a call that is not printf's, a plain literal).
    pytest.param(
        "u = 'https://e.com/%2d'\nv = 'https://e.com/%2d/%s' % x\nw = log('https://e.com/%2d', x)\n", "a.py",
        [(1, 20, "URI002"), (3, 24, "URI002")], "u = 'https://e.com/-'\nv = 'https://e.com/%2d/%s' % x\nw = log('https://e.com/-', x)\n",
        "u = 'https://e.com/-'\nv = 'https://e.com/%2d/%s' % x\nw = log('https://e.com/-', x)\n", id="not-a-format-string",
    ),
    # A data value holding more than the URI is a sentence a program shows
    # as written: encoding the words glued to the URI would rewrite it
    # (Korean and Japanese write particles right after a URL). A value that
    # is the URI alone keeps its safe fix.
    pytest.param(
        'msg: "자세한 내용은 https://kubernetes.io/ko/docs/home/을 참조하세요."\nnote: "詳細はhttps://kubernetes.io/ja/docs/を参照"\n'
        'url: "https://ko.wikipedia.org/wiki/한국어"\n', "i18n.yaml", [(1, 50, "URI005"), (2, 41, "URI005"), (3, 37, "URI005")],
        'msg: "자세한 내용은 https://kubernetes.io/ko/docs/home/을 참조하세요."\nnote: "詳細はhttps://kubernetes.io/ja/docs/を参照"\n'
        'url: "https://ko.wikipedia.org/wiki/%ED%95%9C%EA%B5%AD%EC%96%B4"\n',
        'msg: "자세한 내용은 https://kubernetes.io/ko/docs/home/%EC%9D%84 참조하세요."\n'
        'note: "詳細はhttps://kubernetes.io/ja/docs/%E3%82%92%E5%8F%82%E7%85%A7"\n'
        'url: "https://ko.wikipedia.org/wiki/%ED%95%9C%EA%B5%AD%EC%96%B4"\n', id="data-sentence-is-prose",
    ),
    pytest.param(
        'other = "Voir https://fr.wikipedia.org/wiki/Été pour plus."\nfr = "https://fr.wikipedia.org/wiki/Été"\n', "i18n.toml",
        [(1, 45, "URI005"), (2, 37, "URI005")],
        'other = "Voir https://fr.wikipedia.org/wiki/Été pour plus."\nfr = "https://fr.wikipedia.org/wiki/%C3%89t%C3%A9"\n',
        'other = "Voir https://fr.wikipedia.org/wiki/%C3%89t%C3%A9 pour plus."\nfr = "https://fr.wikipedia.org/wiki/%C3%89t%C3%A9"\n',
        id="data-sentence-iri",
    ),
    # A pointy destination may hold spaces (CommonMark 6.3, 4.7): a link to
    # "https://e.com/x%20y" (markdown-it and cmark-gfm encode the space), not
    # a broken autolink. A definition after a paragraph line is that
    # paragraph's text (it cannot interrupt one): encoding would make a link.
    pytest.param(
        "[b](<https://e.com/x y>)\n\n[d]: <https://e.com/a b>\n[e]: <https://e.com/c d> \"t\"\n\n[d] [e]\n", "a.md",
        [(1, 21, "URI004"), (3, 22, "URI004"), (4, 22, "URI004")],
        "[b](<https://e.com/x%20y>)\n\n[d]: <https://e.com/a%20b>\n[e]: <https://e.com/c%20d> \"t\"\n\n[d] [e]\n",
        "[b](<https://e.com/x%20y>)\n\n[d]: <https://e.com/a%20b>\n[e]: <https://e.com/c%20d> \"t\"\n\n[d] [e]\n",
        id="markdown-pointy-destination-with-space",
    ),
    pytest.param(
        "Some text\n[d]: <https://e.com/a b>\n\nfoo](<https://e.com/c d>)\n\n[d]\n", "a.md", [(2, 22, "URI004"), (4, 22, "URI004")],
        None, "Some text\n[d]: <https://e.com/a%20b>\n\nfoo](<https://e.com/c%20d>)\n\n[d]\n",
        id="markdown-no-definition-inside-a-paragraph",
    ),
    # In a format string "%s" in brackets is the address (consul-k8s), not a zone separator.
    pytest.param(
        'a := fmt.Sprintf("http://[%s]", ip)\nb := fmt.Sprintf("%s://[%s]:%s", p, h, n)\nc := "http://[fe80::1%eth0]/"\n', "a.go",
        [(3, 22, "URI006")], None, 'a := fmt.Sprintf("http://[%s]", ip)\nb := fmt.Sprintf("%s://[%s]:%s", p, h, n)\nc := "http://[fe80::1%25eth0]/"\n',
        id="format-string-ip-literal",
    ),
    pytest.param('url = "http://[%s]:%d/health" % (host, port)\n', "a.py", [], None, None, id="python-format-ip-literal"),
    # mod_rewrite's %1-%9 and $0-$9 are back-references: "%1docs" is group 1
    # then "docs", which a safe URI001 fix made "%1Docs". Other lines keep theirs.
    pytest.param(
        "RewriteCond %{HTTP_HOST} ^www\\.(.*)$ [NC]\nRewriteRule ^(.*)$ https://%1/$1 [R=301,L]\n"
        "RewriteRule ^guide$ https://example.com/%1docs/? [R=301,L]\n# see https://e.com/%7e\n", ".htaccess",
        [(4, 21, "URI002")], "RewriteCond %{HTTP_HOST} ^www\\.(.*)$ [NC]\nRewriteRule ^(.*)$ https://%1/$1 [R=301,L]\n"
        "RewriteRule ^guide$ https://example.com/%1docs/? [R=301,L]\n# see https://e.com/~\n",
        "RewriteCond %{HTTP_HOST} ^www\\.(.*)$ [NC]\nRewriteRule ^(.*)$ https://%1/$1 [R=301,L]\n"
        "RewriteRule ^guide$ https://example.com/%1docs/? [R=301,L]\n# see https://e.com/~\n", id="apache-back-references",
    ),
    # "{}" is an empty placeholder (qutebrowser's search engines), as in code and data.
    pytest.param(
        'DEFAULT = "https://duckduckgo.com/?q={}";\n[x](https://e.com/?q={}&a=%7e) https://e.com/a{b}\n', "c.nix",
        [(2, 27, "URI002")], 'DEFAULT = "https://duckduckgo.com/?q={}";\n[x](https://e.com/?q={}&a=~) https://e.com/a{b}\n',
        'DEFAULT = "https://duckduckgo.com/?q={}";\n[x](https://e.com/?q={}&a=~) https://e.com/a{b}\n', id="empty-brace-placeholder",
    ),
    # A double-quoted string inside a Go template action may hold "{{ }}":
    # a template the action renders (ingress-nginx's krew.yaml, Helm's tpl).
    pytest.param(
        '    {{addURIAndSha "https://github.com/k/i/releases/download/{{ .TagName }}/k_linux.tar.gz" .TagName }}\n', "krew.yaml",
        [], None, None, id="go-template-string-holding-a-template",
    ),
    pytest.param(
        'data:\n  url: {{ tpl "https://{{ .Values.host }}/x%7e" . }}\n  b: {{ "}}" }} https://e.com/%7e\n', "t.yaml",
        [(2, 44, "URI002"), (3, 31, "URI002")], 'data:\n  url: {{ tpl "https://{{ .Values.host }}/x~" . }}\n  b: {{ "}}" }} https://e.com/~\n',
        'data:\n  url: {{ tpl "https://{{ .Values.host }}/x~" . }}\n  b: {{ "}}" }} https://e.com/~\n', id="helm-tpl-string",
    ),
    # Decoding writes "_" or "~" where a renderer formats: Markdown link text
    # and image alt (no autolink there), a "_" not between letters (emphasis
    # where bare URLs are not autolinked), an AsciiDoc "~a~" pair (subscript,
    # before links are found), an rST "a_" ending a URI (a reference). A
    # single AsciiDoc "~", an intraword "_", a GFM-autolinked "~" keep theirs.
    # A data value holding more than the URI (a plain scalar's sentence, a
    # block scalar's line, an INI value, a shell command) and a comment are
    # running text: no safe encoding.
    pytest.param(
        '[https://example.com/%5Fa%5F](https://example.com/%5Fa%5F) and ![https://e.com/%7Eb%7E](i.png)\n', 'a.md',
        [(1, 22, 'URI002'), (1, 51, 'URI002'), (1, 80, 'URI002')],
        '[https://example.com/%5Fa%5F](https://example.com/_a_) and ![https://e.com/%7Eb%7E](i.png)\n',
        '[https://example.com/%5Fa%5F](https://example.com/_a_) and ![https://e.com/%7Eb%7E](i.png)\n',
        id='markdown-link-text-and-alt-formatting',
    ),
    pytest.param(
        'See https://e.com/my%5Ffile and https://e.com/%5Fa%5F/ and https://e.com/a%7Eb\n', 'a.md',
        [(1, 21, 'URI002'), (1, 47, 'URI002'), (1, 75, 'URI002')],
        'See https://e.com/my_file and https://e.com/%5Fa%5F/ and https://e.com/a~b\n',
        'See https://e.com/my_file and https://e.com/%5Fa%5F/ and https://e.com/a~b\n',
        id='markdown-prose-underscore-not-intraword',
    ),
    pytest.param(
        'See https://example.com/%7Ea%7E/b and link:docs/my%7efile.adoc[the docs].\n', 'a.adoc',
        [(1, 25, 'URI002'), (1, 51, 'URI002')],
        'See https://example.com/%7Ea%7E/b and link:docs/my~file.adoc[the docs].\n',
        'See https://example.com/%7Ea%7E/b and link:docs/my~file.adoc[the docs].\n',
        id='asciidoc-subscript-pair',
    ),
    pytest.param(
        'See https://e.com/a%5F here and https://e.com/b%5Fc here.\n', 'a.rst',
        [(1, 20, 'URI002'), (1, 48, 'URI002')],
        'See https://e.com/a%5F here and https://e.com/b_c here.\n',
        'See https://e.com/a%5F here and https://e.com/b_c here.\n',
        id='rst-trailing-underscore-reference',
    ),
    pytest.param(
        'title: 詳しくは https://ja.wikipedia.org/wiki/東京 を参照してください。\nnote: |\n  Siehe https://de.wikipedia.org/wiki/Straße für Details.\n  https://de.wikipedia.org/wiki/Straße\nrun: curl -fsSL https://get.example.com/install.sh|sh\n# Docs: https://de.wikipedia.org/wiki/Straße\nhome: https://e.com/a|b\n', 'a.yml',
        [(1, 43, 'URI005'), (3, 43, 'URI005'), (4, 37, 'URI005'), (5, 51, 'URI004'), (6, 43, 'URI005'), (7, 22, 'URI004')],
        None,  # a block scalar's lines are running text (sweep 11); '|' in data as in attributes (sweep 10)
        'title: 詳しくは https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC を参照してください。\nnote: |\n  Siehe https://de.wikipedia.org/wiki/Stra%C3%9Fe für Details.\n  https://de.wikipedia.org/wiki/Stra%C3%9Fe\nrun: curl -fsSL https://get.example.com/install.sh%7Csh\n# Docs: https://de.wikipedia.org/wiki/Stra%C3%9Fe\nhome: https://e.com/a%7Cb\n',
        id='yaml-plain-block-comment-and-shell-values-are-prose',
    ),
    # An INI value's encoding writes a "%", which configparser reads as an
    # interpolation (sweep 53: SQLAlchemy's setup.cfg): unsafe there too.
    pytest.param(
        '[faq]\nanswer = Siehe https://de.wikipedia.org/wiki/Straße für Details.\nurl = https://de.wikipedia.org/wiki/Straße\n', 'a.ini',
        [(2, 50, 'URI005'), (3, 41, 'URI005')],
        None,
        '[faq]\nanswer = Siehe https://de.wikipedia.org/wiki/Stra%C3%9Fe für Details.\nurl = https://de.wikipedia.org/wiki/Stra%C3%9Fe\n',
        id='ini-value-sentence-is-prose',
    ),
    # An rST code directive naming its language is code in it, as a Markdown
    # fence is (sphinx's linkcode.rst: a Python "%s" conversion); prose keeps its findings.
    pytest.param(
        'Example:\n\n.. code-block:: python\n   :linenos:\n\n   url = "https://somesite/src/%s.py" % filename\n'
        '   other = "https://e.com/%7e"\n\nAfter https://e.com/a%7e and https://e.com/%s text.\n\n.. code:: go\n\n'
        '   fmt.Sprintf("https://e.com/%4d/", n)\n', "a.rst", [(7, 27, "URI002"), (9, 22, "URI002"), (9, 44, "URI006")],
        'Example:\n\n.. code-block:: python\n   :linenos:\n\n   url = "https://somesite/src/%s.py" % filename\n'
        '   other = "https://e.com/~"\n\nAfter https://e.com/a~ and https://e.com/%s text.\n\n.. code:: go\n\n'
        '   fmt.Sprintf("https://e.com/%4d/", n)\n',
        'Example:\n\n.. code-block:: python\n   :linenos:\n\n   url = "https://somesite/src/%s.py" % filename\n'
        '   other = "https://e.com/~"\n\nAfter https://e.com/a~ and https://e.com/%25s text.\n\n.. code:: go\n\n'
        '   fmt.Sprintf("https://e.com/%4d/", n)\n', id="rst-code-directive-language",
    ),
    # Mailchimp's merge tags are placeholders (mailchimp/email-blueprints: 274 findings).
    pytest.param(
        '<a href="*|ARCHIVE|*">web</a> <a href="*|UNSUB|*?x=%7e">u</a> <a href="a*|b">c</a>\n', "e.html",
        [(1, 52, "URI002"), (1, 74, "URI004")], '<a href="*|ARCHIVE|*">web</a> <a href="*|UNSUB|*?x=~">u</a> <a href="a*|b">c</a>\n',
        '<a href="*|ARCHIVE|*">web</a> <a href="*|UNSUB|*?x=~">u</a> <a href="a*%7Cb">c</a>\n', id="mailchimp-merge-tags",
    ),
    # An AsciiDoc listing block whose [source,LANG] line names its language is
    # code in it (Java's String.format, Python's %); a plain listing block is not.
    pytest.param(
        '= Client\n\n[source,java]\n----\nString u = String.format("http://h.example/users/%s/o/%d", user, id);\nString v = "https://e.com/%7e";\n----\n\n[,python]\n----\nu = "https://e.com/%s" % x\n----\n\n----\nhttps://e.com/%s plain\n----\n\nSee https://e.com/%7e.\n', "a.adoc",
        [(6, 27, 'URI002'), (15, 15, 'URI006'), (18, 19, 'URI002')],
        '= Client\n\n[source,java]\n----\nString u = String.format("http://h.example/users/%s/o/%d", user, id);\nString v = "https://e.com/~";\n----\n\n[,python]\n----\nu = "https://e.com/%s" % x\n----\n\n----\nhttps://e.com/%s plain\n----\n\nSee https://e.com/~.\n',
        '= Client\n\n[source,java]\n----\nString u = String.format("http://h.example/users/%s/o/%d", user, id);\nString v = "https://e.com/~";\n----\n\n[,python]\n----\nu = "https://e.com/%s" % x\n----\n\n----\nhttps://e.com/%25s plain\n----\n\nSee https://e.com/~.\n',
        id="asciidoc-source-block-language",
    ),
    # Android string resources are Java format strings (wikimedia's app):
    # "%s", "%1$s" are conversions, "%7e" and "%2f" are reported as octets,
    # but a fix is unsafe: String.format reads "%7e" as a conversion too
    # (format_catalogs.py, sweep 150).
    pytest.param(
        '<resources>\n    <string name="a">https://commons.wikimedia.org/wiki/%s</string>\n    <string name="b">https://donate.example.org/?src=%1$s&amp;lang=%2$s&amp;x=%7e&amp;y=%2f</string>\n</resources>\n', "res/values/strings.xml",
        [(3, 79, "URI002"), (3, 89, "URI001")], None, '<resources>\n    <string name="a">https://commons.wikimedia.org/wiki/%s</string>\n    <string name="b">https://donate.example.org/?src=%1$s&amp;lang=%2$s&amp;x=~&amp;y=%2F</string>\n</resources>\n', id="android-string-resources",
    ),
    # Pelican's "|filename|" and "|static|" link prefixes are placeholders
    # (getpelican/pelican's samples got "%7Cfilename%7C": broken internal links).
    pytest.param(
        '[a](|filename|/a^b.md) [b](|static|/x^y.png) [c](https://e.com/a|b) [d](*|UNSUB|*)\n', "a.md",
        [(1, 17, "URI004"), (1, 38, "URI004"), (1, 65, "URI004")], '[a](|filename|/a%5Eb.md) [b](|static|/x%5Ey.png) [c](https://e.com/a%7Cb) [d](*|UNSUB|*)\n', '[a](|filename|/a%5Eb.md) [b](|static|/x%5Ey.png) [c](https://e.com/a%7Cb) [d](*|UNSUB|*)\n', id="pelican-bar-links",
    ),
    pytest.param('.. image:: |static|/pictures/Sushi^2.jpg\n   :alt: x\n', "a.rst", [(1, 35, "URI004")], '.. image:: |static|/pictures/Sushi%5E2.jpg\n   :alt: x\n', '.. image:: |static|/pictures/Sushi%5E2.jpg\n   :alt: x\n', id="pelican-bar-image"),
    # "data" is a URL on <object> alone (lit.dev: a custom element's
    # data="specified from attribute" got a safe "%20" fix).
    pytest.param('<object data="movie a.swf"></object><my-el data="specified from attribute"></my-el><div data="x y"></div>\n', "a.html", [(1, 20, "URI004")], '<object data="movie%20a.swf"></object><my-el data="specified from attribute"></my-el><div data="x y"></div>\n', '<object data="movie%20a.swf"></object><my-el data="specified from attribute"></my-el><div data="x y"></div>\n', id="data-attribute-on-object-only"),
    # A quoted mapping key is a lookup string: encoding it changes which
    # lookups match (its value, the URI alone, keeps the safe fix).
    pytest.param(
        '{"redirects": {"https://e.org/a^b": "https://e.org/new^x"}}\n', 'r.json', [(1, 32, 'URI004'), (1, 55, 'URI004')],
        '{"redirects": {"https://e.org/a^b": "https://e.org/new%5Ex"}}\n', '{"redirects": {"https://e.org/a%5Eb": "https://e.org/new%5Ex"}}\n', id="data-key-json",
    ),
    pytest.param(
        '[redirects]\n"https://e.org/a^b" = "https://e.org/new^x"\n', 'r.toml', [(2, 17, 'URI004'), (2, 41, 'URI004')],
        '[redirects]\n"https://e.org/a^b" = "https://e.org/new%5Ex"\n', '[redirects]\n"https://e.org/a%5Eb" = "https://e.org/new%5Ex"\n', id="data-key-toml",
    ),
    pytest.param(
        'redirects:\n  "https://e.org/a^b": "https://e.org/new^x"\n', 'r.yaml', [(2, 19, 'URI004'), (2, 42, 'URI004')],
        'redirects:\n  "https://e.org/a^b": "https://e.org/new%5Ex"\n', 'redirects:\n  "https://e.org/a%5Eb": "https://e.org/new%5Ex"\n', id="data-key-yaml",
    ),
    # An indirect hyperlink target names another target (rules_go, pelican).
    pytest.param(
        '.. _control the version: `Forcing the Go version`_\n.. _`mailing list`: `How to get help`_\n.. _help: https://example.com/a^b\n', "a.rst", [(3, 32, 'URI004')],
        '.. _control the version: `Forcing the Go version`_\n.. _`mailing list`: `How to get help`_\n.. _help: https://example.com/a%5Eb\n', '.. _control the version: `Forcing the Go version`_\n.. _`mailing list`: `How to get help`_\n.. _help: https://example.com/a%5Eb\n', id="rst-indirect-targets",
    ),
    # Dotted "%name.x%" and Symfony's "%env(X)%" are placeholders (every
    # SvelteKit app's app.html; symfony/demo), unless they start with an escape.
    pytest.param(
        '<link rel="icon" href="%sveltekit.assets%/favicon.png" />\n<script src="https://www.googletagmanager.com/gtag/js?id=%sveltekit.env.PUBLIC_GA_ID%"></script>\n', 'app.html', [],
        '<link rel="icon" href="%sveltekit.assets%/favicon.png" />\n<script src="https://www.googletagmanager.com/gtag/js?id=%sveltekit.env.PUBLIC_GA_ID%"></script>\n', '<link rel="icon" href="%sveltekit.assets%/favicon.png" />\n<script src="https://www.googletagmanager.com/gtag/js?id=%sveltekit.env.PUBLIC_GA_ID%"></script>\n', id="percent-dotted-sveltekit",
    ),
    pytest.param(
        'debug:\n    dump_destination: "tcp://%env(VAR_DUMPER_SERVER)%"\n    url: "sqlite:///%kernel.project_dir%/data/db.sqlite"\n    octets: "https://e.com/%de.x%"\n', 'services.yaml', [(4, 28, 'URI007'), (4, 33, 'URI006')],
        'debug:\n    dump_destination: "tcp://%env(VAR_DUMPER_SERVER)%"\n    url: "sqlite:///%kernel.project_dir%/data/db.sqlite"\n    octets: "https://e.com/%de.x%"\n', 'debug:\n    dump_destination: "tcp://%env(VAR_DUMPER_SERVER)%"\n    url: "sqlite:///%kernel.project_dir%/data/db.sqlite"\n    octets: "https://e.com/%de.x%25"\n', id="percent-dotted-symfony",
    ),
    # ... but not inside a fragment's text (browser-compat-data's ECMAScript anchors).
    pytest.param(
        '{"spec_url": "https://tc39.es/ecma262/multipage/indexed-collections.html#sec-array.prototype-%symbol.iterator%"}\n', "Array.json", [(1, 94, 'URI006')],
        '{"spec_url": "https://tc39.es/ecma262/multipage/indexed-collections.html#sec-array.prototype-%symbol.iterator%"}\n', '{"spec_url": "https://tc39.es/ecma262/multipage/indexed-collections.html#sec-array.prototype-%25symbol.iterator%25"}\n', id="percent-dotted-in-a-fragment",
    ),
    # A gettext catalog's messages are format strings (git's po/fr.po: 21
    # findings); a msgid is the lookup key, byte for byte (sweep 18): its
    # fixes are unsafe.
    pytest.param(
        '#, c-format\nmsgid "see https://lore.kernel.org/git/?q=%s and https://e.com/%2f\\n"\nmsgstr "voir https://lore.kernel.org/git/?q=%1$s\\n"\n', "fr.po", [(2, 64, 'URI001')],
        None, '#, c-format\nmsgid "see https://lore.kernel.org/git/?q=%s and https://e.com/%2F\\n"\nmsgstr "voir https://lore.kernel.org/git/?q=%1$s\\n"\n', id="gettext-catalog-conversions",
    ),
    # strftime formats (and the shell's date +"...") are format strings: "%7e" is a width-7 day.
    pytest.param(
        'date +"https://e.org/archive/%Y/%m/%7e"\necho "https://e.org/%7e"\n', 'a.sh', [(2, 21, 'URI002')],
        'date +"https://e.org/archive/%Y/%m/%7e"\necho "https://e.org/~"\n', 'date +"https://e.org/archive/%Y/%m/%7e"\necho "https://e.org/~"\n', id="strftime-a.sh",
    ),
    pytest.param(
        'u = now.strftime("https://e.org/%Y/%2d/x")\nv = "https://e.org/%2d"\n', 'a.py', [(2, 20, 'URI002')],
        'u = now.strftime("https://e.org/%Y/%2d/x")\nv = "https://e.org/-"\n', 'u = now.strftime("https://e.org/%Y/%2d/x")\nv = "https://e.org/-"\n', id="strftime-a.py",
    ),
    # Markdown inside an HTML block of kind 6 or 7 (up to a blank line) is
    # shown as written by GitHub and CommonMark, rendered by MDX: no safe
    # encoding there; after a blank line it is Markdown, and tags keep theirs.
    pytest.param(
        '<p align="center">\n  [![CI](https://img.shields.io/b.svg)](https://e.org/ci?branch=main^x)\n</p>\n\n<div>\n\n[x](https://e.org/a^b)\n\n</div>\n\n<p align="center"><a href="https://e.org/c d">x</a></p>\n', "README.md", [(2, 69, 'URI004'), (7, 20, 'URI004'), (11, 43, 'URI004')],
        '<p align="center">\n  [![CI](https://img.shields.io/b.svg)](https://e.org/ci?branch=main^x)\n</p>\n\n<div>\n\n[x](https://e.org/a%5Eb)\n\n</div>\n\n<p align="center"><a href="https://e.org/c%20d">x</a></p>\n', '<p align="center">\n  [![CI](https://img.shields.io/b.svg)](https://e.org/ci?branch=main%5Ex)\n</p>\n\n<div>\n\n[x](https://e.org/a%5Eb)\n\n</div>\n\n<p align="center"><a href="https://e.org/c%20d">x</a></p>\n', id="markdown-in-html-block",
    ),
    # Jekyll's {% highlight %} and Hugo's {{< highlight >}} bodies are code a
    # reader sees as written, as a fence's are; other template lines stay text.
    pytest.param(
        '# Sharing\n\n{% highlight html %}\n<a href="mailto:me@example.com?subject=Hello World">Mail</a>\n{% endhighlight %}\n\n{{< highlight html >}}\n<a href="https://e.org/hugo highlight">x</a>\n{{< /highlight >}}\n\n{{ site.url }} and <a href="https://e.org/a b">y</a>\n', "post.md", [(4, 45, 'URI004'), (8, 28, 'URI004'), (11, 44, 'URI004')],
        '# Sharing\n\n{% highlight html %}\n<a href="mailto:me@example.com?subject=Hello World">Mail</a>\n{% endhighlight %}\n\n{{< highlight html >}}\n<a href="https://e.org/hugo highlight">x</a>\n{{< /highlight >}}\n\n{{ site.url }} and <a href="https://e.org/a%20b">y</a>\n', '# Sharing\n\n{% highlight html %}\n<a href="mailto:me@example.com?subject=Hello%20World">Mail</a>\n{% endhighlight %}\n\n{{< highlight html >}}\n<a href="https://e.org/hugo%20highlight">x</a>\n{{< /highlight >}}\n\n{{ site.url }} and <a href="https://e.org/a%20b">y</a>\n', id="site-generator-code-tags",
    ),
    # A url() in a CSS comment is running text (CSS Syntax 4.3.2): no safe encoding.
    pytest.param(
        '.hero {\n  /* background: url("../img/old hero.png"); */\n  background: url("../img/new hero.png");\n}\n', "a.css", [(2, 33, 'URI004'), (3, 30, 'URI004')],
        '.hero {\n  /* background: url("../img/old hero.png"); */\n  background: url("../img/new%20hero.png");\n}\n', '.hero {\n  /* background: url("../img/old%20hero.png"); */\n  background: url("../img/new%20hero.png");\n}\n', id="css-comment-url",
    ),
    # GNU Make's "%" is a pattern wildcard (buildroot: 25 findings); "%2f" stays an octet.
    pytest.param(
        'UBOOT_PATCH = $(filter ftp://% http://% https://%,$(UBOOT_PATCHES))\nSRC = $(patsubst https://%.tar.gz,%,$(URLS))\nSITE = https://e.com/a%2fb\n', "uboot.mk", [(3, 23, 'URI001')],
        'UBOOT_PATCH = $(filter ftp://% http://% https://%,$(UBOOT_PATCHES))\nSRC = $(patsubst https://%.tar.gz,%,$(URLS))\nSITE = https://e.com/a%2Fb\n', 'UBOOT_PATCH = $(filter ftp://% http://% https://%,$(UBOOT_PATCHES))\nSRC = $(patsubst https://%.tar.gz,%,$(URLS))\nSITE = https://e.com/a%2Fb\n', id="make-pattern-wildcard",
    ),
    # Starlark (Bazel's WORKSPACE, BUILD, *.bzl, *.bazel) is Python's syntax:
    # its "%s" % x is a format string (bazelbuild/examples).
    pytest.param(
        'http_archive(\n    name = "rules_android",\n    urls = ["https://github.com/bazelbuild/rules_android/archive/%s.zip" % COMMIT],\n)\nu = "https://e.com/%7e"\n', "WORKSPACE", [(5, 20, 'URI002')],
        'http_archive(\n    name = "rules_android",\n    urls = ["https://github.com/bazelbuild/rules_android/archive/%s.zip" % COMMIT],\n)\nu = "https://e.com/~"\n', 'http_archive(\n    name = "rules_android",\n    urls = ["https://github.com/bazelbuild/rules_android/archive/%s.zip" % COMMIT],\n)\nu = "https://e.com/~"\n', id="starlark-workspace",
    ),
    pytest.param(
        'http_archive(\n    name = "rules_android",\n    urls = ["https://github.com/bazelbuild/rules_android/archive/%s.zip" % COMMIT],\n)\nu = "https://e.com/%7e"\n', "deps.bzl", [(5, 20, 'URI002')],
        'http_archive(\n    name = "rules_android",\n    urls = ["https://github.com/bazelbuild/rules_android/archive/%s.zip" % COMMIT],\n)\nu = "https://e.com/~"\n', 'http_archive(\n    name = "rules_android",\n    urls = ["https://github.com/bazelbuild/rules_android/archive/%s.zip" % COMMIT],\n)\nu = "https://e.com/~"\n', id="starlark-bzl",
    ),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep_triage(
    text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None
) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def test_code_file_names_and_their_languages_are_twins() -> None:
    """A file named as code (scan.CODE_FILENAMES) has a language by that
    name (languages.BY_FILENAME), and the reverse: WORKSPACE once had a
    language but was read as text."""
    from urilint.scan import CODE_FILENAMES
    from urilint.scan.languages import BY_FILENAME

    assert CODE_FILENAMES == frozenset(BY_FILENAME)
