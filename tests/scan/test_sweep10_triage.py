"""Findings and fixes that were wrong on sweeps 10 to 12 (2026-11-26,
about 160 public repositories: Perl, Elixir, Julia, R, Haskell, Nix,
OCaml, Clojure, LaTeX, URL libraries and their test vectors, Template
Toolkit sites, Writerside, Antora and Docker docs, Textile fixtures). Exact findings and exact
--fix / --fix --unsafe-fixes bytes, with the neighbouring shapes that keep
theirs. Reports and repros: /work/sweep10 to /work/sweep12 (not in the repo)."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# (text, filename, findings, --fix bytes, --fix --unsafe-fixes bytes); None: the text unchanged.
CASES = [
    # A port is digits only (RFC 3986 3.2.3): "%38%30" there makes the URI
    # invalid, and decoding it made a valid one (addressable's spec).
    pytest.param("[a](http://example.com:%38%30/)\n", "a.md", [(1, 24, "URI002")], None, None, id="port-triplets-not-decoded"),
    pytest.param(
        '<a href="http://example.com:%38%30/%7E">x</a>\n', "a.html", [(1, 29, "URI002")],
        '<a href="http://example.com:%38%30/~">x</a>\n', '<a href="http://example.com:%38%30/~">x</a>\n',
        id="port-triplets-kept-path-decoded",
    ),
    pytest.param("[a](http://u%5F:p@example.com/)\n", "a.md", [(1, 13, "URI002")], "[a](http://u_:p@example.com/)\n",
                 "[a](http://u_:p@example.com/)\n", id="userinfo-colon-is-no-port"),
    # A program reading a data file may parse a URL as a browser does: "|"
    # after a drive letter is ":" (WHATWG), "\\" is "/" (rust-url's WPT data).
    pytest.param('{"input": "file:///w|/m"}\n', "a.json", [(1, 21, "URI004")], None, '{"input": "file:///w%7C/m"}\n',
                 id="data-pipe-unsafe"),
    pytest.param('{"u": "http://e.com/a^b"}\n', "a.json", [(1, 22, "URI004")], '{"u": "http://e.com/a%5Eb"}\n',
                 '{"u": "http://e.com/a%5Eb"}\n', id="data-caret-still-safe"),
    # ExDoc: a destination in backticks is a function reference, not a URI.
    pytest.param("  * [`|>`](`|>/2`) - pipeline\n  * see [`%{}`](`%{}/1`)\n", "a.md", [], None, None, id="exdoc-function-reference"),
    pytest.param("[a](`x`/b c)\n", "a.md", [(1, 10, "URI004")], None, "[a](`x`/b%20c)\n", id="backtick-not-around-it"),
    # Documenter.jl's cross-references: "(@ref X)", "(@id x)".
    pytest.param("See [docstring link](@ref DocsReferencingMain.f).\n## [Header](@id DocsReferencingMain.g)\n", "a.md", [], None, None,
                 id="documenter-references"),
    pytest.param("[a](@refs/%7e)\n", "a.md", [(1, 11, "URI002")], "[a](@refs/~)\n", "[a](@refs/~)\n", id="at-word-is-a-path"),
    # A YAML block scalar is one value over lines, shown by whatever reads
    # it: an issue form renders it as Markdown (the URL is the link text);
    # a Textile fixture's '"text":URL|' is a link and a table cell.
    pytest.param(
        "body:\n  - attributes:\n      value: |\n        Read this first:\n        https://de.wikipedia.org/wiki/Übermensch\n"
        "      label: https://e.com/a^b\n", "a.yml", [(5, 39, "URI005"), (6, 29, "URI004")],
        "body:\n  - attributes:\n      value: |\n        Read this first:\n        https://de.wikipedia.org/wiki/Übermensch\n"
        "      label: https://e.com/a%5Eb\n",
        "body:\n  - attributes:\n      value: |\n        Read this first:\n        https://de.wikipedia.org/wiki/%C3%9Cbermensch\n"
        "      label: https://e.com/a%5Eb\n",
        id="yaml-block-scalar-line-is-prose",
    ),
    pytest.param(
        'links:\n  input: |\n    "$":https://de.wikipedia.org/wiki/Übermensch\n  expect: x\n', "a.yml", [(3, 39, "URI005")], None,
        'links:\n  input: |\n    "$":https://de.wikipedia.org/wiki/%C3%9Cbermensch\n  expect: x\n', id="textile-in-block-scalar",
    ),
    pytest.param("key:\n  https://e.com/a^b\n", "a.yml", [(2, 18, "URI004")], "key:\n  https://e.com/a%5Eb\n",
                 "key:\n  https://e.com/a%5Eb\n", id="plain-value-on-next-line-is-data"),
    # Template Toolkit's "[% %]" is a template expression (bugzilla: 681
    # findings, 156 safe fixes that broke the templates' parse).
    pytest.param(
        '<a href="editusers.cgi?id=[% userid FILTER none %]">Edit</a>\n'
        '<link href="[% urlbase FILTER html %][% \'skins/standard/global.css\' FILTER mtime %]" rel="stylesheet">\n'
        '<a href="show_bug.cgi?id=\n   [%- bug.id FILTER uri %]">bug</a>\n',
        "a.html.tmpl", [], None, None, id="template-toolkit-in-attributes",
    ),
    pytest.param('<a href="/x?q=a[%5B b%7e">x</a>\n', "a.html", [(1, 20, "URI004"), (1, 22, "URI002")],
                 '<a href="/x?q=a[%5B%20b~">x</a>\n', '<a href="/x?q=a[%5B%20b~">x</a>\n', id="bracket-then-octet-is-no-template"),
    # A Django or Jinja expression that writes a template delimiter opens a
    # tag of the output: up to the one writing its closer, all is template
    # code (wagtail's project template: 7 fixes broke generated projects).
    pytest.param(
        "<link href=\"{% templatetag openblock %} static 'css/welcome_page.css' {% templatetag closeblock %}\">\n"
        "<a href=\"{{ '{%' }} url 'home' {{ '%}' }}\">home</a>\n", "a.html", [], None, None, id="templates-writing-templates",
    ),
    pytest.param(
        "<a href=\"{% templatetag openblock %}x{% templatetag closeblock %}/a b\">x</a>\n", "a.html", [(1, 68, "URI004")],
        "<a href=\"{% templatetag openblock %}x{% templatetag closeblock %}/a%20b\">x</a>\n",
        "<a href=\"{% templatetag openblock %}x{% templatetag closeblock %}/a%20b\">x</a>\n", id="after-the-written-tag-is-uri",
    ),
    # File kinds read as plain text, where a printf width (%4d) looked like
    # an octet and got a safe decoding (Perl writes "archive/M/"): Perl
    # modules and tests, Haskell, Julia, Nix, Dart; R Markdown; BibTeX.
    pytest.param(
        'my $u = sprintf("https://example.com/archive/%4d/%02d/", $y, $m);\nmy $v = "https://e.com/%7e";\n', "Util.pm",
        [(2, 24, "URI002")], 'my $u = sprintf("https://example.com/archive/%4d/%02d/", $y, $m);\nmy $v = "https://e.com/~";\n',
        'my $u = sprintf("https://example.com/archive/%4d/%02d/", $y, $m);\nmy $v = "https://e.com/~";\n', id="perl-module",
    ),
    pytest.param('$ua->get("mailto:gisle\\@aas.no");\n', "get.t", [], None, None, id="perl-test-escaped-at"),
    pytest.param(
        'archiveUrl y m = printf "https://example.com/archive/%4d/%02d/" y m -- see https://e.com/a%2fb\n', "A.hs",
        [(1, 91, "URI001")], 'archiveUrl y m = printf "https://example.com/archive/%4d/%02d/" y m -- see https://e.com/a%2Fb\n',
        'archiveUrl y m = printf "https://example.com/archive/%4d/%02d/" y m -- see https://e.com/a%2Fb\n', id="haskell-printf",
    ),
    pytest.param('url = "http://127.0.0.1:$port/\\$batch"\nu = @sprintf("https://e.com/%4d/", y)\n', "a.jl", [], None, None,
                 id="julia-escape-and-sprintf"),
    pytest.param(
        '{ u = "https://github.com/${owner}/x"; v = "https://e.com/%7e"; }\n', "a.nix", [(1, 59, "URI002")],
        '{ u = "https://github.com/${owner}/x"; v = "https://e.com/~"; }\n', '{ u = "https://github.com/${owner}/x"; v = "https://e.com/~"; }\n',
        id="nix-interpolation",
    ),
    pytest.param(
        '```{r}\nweb <- sprintf("http://www.atlantaallergy.com/pollen_counts/index/%4d/%02d/01", yr, mth)\n```\n', "a.Rmd",
        [], None, None, id="r-markdown-chunk",
    ),
    pytest.param("@misc{x, url = {https://e.com/?formname=detail\\&id=1}}\n", "refs.bib", [], None, None, id="bibtex-escape"),
    # Placeholders: docker-library's "%%NAME%%" and "%NAME-WITH-HYPHENS%"
    # (docs: 130 findings), Writerside's "%ktor_version%" where a value
    # starts (ktor-documentation 23), Python's "%(name)s" in a JS string
    # (Zulip's linkifiers); a short "%a%" or two hex digits stay octets.
    pytest.param(
        "[the ZNC Community](%%GITHUB-REPO%%) and [x](%GITHUB-REPO%/a%7e)\n", "README.md", [(1, 61, "URI002")],
        "[the ZNC Community](%%GITHUB-REPO%%) and [x](%GITHUB-REPO%/a~)\n",
        "[the ZNC Community](%%GITHUB-REPO%%) and [x](%GITHUB-REPO%/a~)\n", id="docker-library-placeholders",
    ),
    pytest.param("[CustomHeader.kt](https://github.com/ktorio/ktor/blob/%ktor_version%/a.kt)\n", "a.md", [], None, None,
                 id="writerside-variable"),
    pytest.param("linkifiers = ['https://github.com/%(username)s/%(repo)s']\n", "a.js", [], None, None, id="python-named-format-in-js"),
    pytest.param(
        "https://e.com/%a%2F and https://e.com/%ab%2F\n", "a.txt", [(1, 15, "URI006"), (1, 39, "URI007")], None,
        "https://e.com/%25a%2F and https://e.com/%ab%2F\n", id="short-or-hex-names-stay-octets",
    ),
    pytest.param("redirect:'http://%{request_headers.host}/a%7e'\n", "a.conf", [(1, 43, "URI002")],
                 "redirect:'http://%{request_headers.host}/a~'\n", "redirect:'http://%{request_headers.host}/a~'\n",
                 id="modsecurity-dotted-macro"),
    # A wiki link's [[url|label]] ends the URI at the bar (pandoc's
    # DokuWiki, Creole and wikilink tests: 27); one "[" is no wiki link.
    pytest.param(
        "See [[http://www.google.com|This Link points to google]] and [[https://e.com/a%7e]].\n", "a.txt", [(1, 79, "URI002")],
        "See [[http://www.google.com|This Link points to google]] and [[https://e.com/a~]].\n",
        "See [[http://www.google.com|This Link points to google]] and [[https://e.com/a~]].\n", id="wiki-link-label",
    ),
    pytest.param(
        "See [https://fonts.googleapis.com/css?family=A|B].\n", "a.md", [(1, 47, "URI004")], None,
        "See [https://fonts.googleapis.com/css?family=A%7CB].\n", id="one-bracket-keeps-the-bar",
    ),
    # Sweep 12. An AsciiDoc URL macro's text may hold spaces: it is no part
    # of the URI, and a safe fix rewrote it ("[%2F is a slash]"). (The line
    # names the octet "%2f" its other URI holds: that fix is unsafe since
    # sweep 87.)
    pytest.param(
        "Encode it: https://example.com/doc[%2f is a slash] and https://e.com/a%2f[x].\n"
        "Spend their http://example.com/blog/Update.html[20% time] on it.\n", "a.adoc", [(1, 71, "URI001")],
        None,
        "Encode it: https://example.com/doc[%2f is a slash] and https://e.com/a%2F[x].\n"
        "Spend their http://example.com/blog/Update.html[20% time] on it.\n", id="asciidoc-url-macro-text-with-spaces",
    ),
    # Inside an HTML block, "](" is the HTML's text (Pygments' spans: ocaml.org 107).
    pytest.param(
        '<div class="highlight"><pre><span class="o">[</span>B<span class="o">](</span><span class="n">f</span><span class="k">:</span> <span>A</span><span class="o">)</span>\n</pre></div>\n\n'
        "[t](http://e.com/a b) and [u](http://e.com/%7e)\n", "a.md", [(4, 19, "URI004"), (4, 44, "URI002")],
        '<div class="highlight"><pre><span class="o">[</span>B<span class="o">](</span><span class="n">f</span><span class="k">:</span> <span>A</span><span class="o">)</span>\n</pre></div>\n\n'
        "[t](http://e.com/a b) and [u](http://e.com/~)\n",
        '<div class="highlight"><pre><span class="o">[</span>B<span class="o">](</span><span class="n">f</span><span class="k">:</span> <span>A</span><span class="o">)</span>\n</pre></div>\n\n'
        "[t](http://e.com/a%20b) and [u](http://e.com/~)\n", id="broken-link-in-html-block-is-text",
    ),
    # OCaml and Clojure are code; a Jest snapshot is JavaScript.
    pytest.param(
        'let url = Printf.sprintf "https://opam.ocaml.org/packages/%s/%s.%s/opam" a b c (* see https://e.com/a%2fb *)\n', "url.ml",
        [(1, 102, "URI001")], 'let url = Printf.sprintf "https://opam.ocaml.org/packages/%s/%s.%s/opam" a b c (* see https://e.com/a%2Fb *)\n',
        'let url = Printf.sprintf "https://opam.ocaml.org/packages/%s/%s.%s/opam" a b c (* see https://e.com/a%2Fb *)\n', id="ocaml-printf",
    ),
    pytest.param(
        '(defn u [x] (format "https://e.com/%s/%d" x 1)) ; https://e.com/%7e\n', "core.clj", [(1, 65, "URI002")],
        '(defn u [x] (format "https://e.com/%s/%d" x 1)) ; https://e.com/~\n',
        '(defn u [x] (format "https://e.com/%s/%d" x 1)) ; https://e.com/~\n', id="clojure-format",
    ),
    pytest.param("exports[`x 1`] = `\nconst u = \\`https://api.github.com/search/users?q=\\${q}\\`\n`;\n", "format.test.js.snap",
                 [], None, None, id="jest-snapshot-escapes"),
    # dune's "%{dep:x-y}" is a placeholder (opam: 15).
    pytest.param("(rule (action (run git clone file://%{dep:opam-repo-N0REP0} x)))\n", "dune.inc", [], None, None, id="dune-variable"),
    # A "\\" in a Markdown destination: CommonMark renderers write "%5C",
    # Python-Markdown keeps it and a browser reads "/" (redux-toolkit).
    pytest.param(
        "[x](transforms\\a.js) and [y](https://e.com/a b)\n", "README.md", [(1, 15, "URI004"), (1, 45, "URI004")], None,
        "[x](transforms%5Ca.js) and [y](https://e.com/a%20b)\n", id="backslash-in-destination-unsafe",
    ),
    # A prose placeholder may end in ":port" (hz-docs: 21).
    pytest.param(
        "----\nhttp://{member IP address:port}/hazelcast/rest/wan\n----\ncurl http://{member IP address:port}/x%7eb\n", "a.adoc",
        [(4, 39, "URI002")], "----\nhttp://{member IP address:port}/hazelcast/rest/wan\n----\ncurl http://{member IP address:port}/x~b\n",
        "----\nhttp://{member IP address:port}/hazelcast/rest/wan\n----\ncurl http://{member IP address:port}/x~b\n",
        id="prose-placeholder-with-port",
    ),
    # After a blank line the highlighted code is a paragraph with inline
    # HTML: a "](" there opens "</span>...", markup, not a URI (ocaml.org).
    pytest.param(
        '<div class="highlight"><pre>\n \n  <span class="o">[</span>A<span class="o">](</span><span class="n">f</span> x)\n'
        "[t](docs/my file.md)\n", "a.md", [(4, 12, "URI004")], None,
        '<div class="highlight"><pre>\n \n  <span class="o">[</span>A<span class="o">](</span><span class="n">f</span> x)\n'
        "[t](docs/my%20file.md)\n", id="inline-html-after-a-blank-line",
    ),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep10_triage(
    text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None
) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def test_every_code_extension_has_a_language() -> None:
    """A file read as code has a language (its literals and conversions).
    Two have a language but are not read as code: ".m" (Objective-C or
    MATLAB, whose "%" starts a comment: text) and ".php" (HTML with code
    in <?php ?>)."""
    from urilint.scan import EXTENSIONS
    from urilint.scan.languages import BY_EXTENSION

    code = {ext for ext, kind in EXTENSIONS.items() if kind == "code"}
    assert code == set(BY_EXTENSION) - {"m", "php"}
