"""Findings and fixes that were wrong on real repositories, found from
2026-11-27 on (sweep 82's left-over misparse first, then sweeps 83 to 85:
lockfiles and pinned downloads; wikis, slides and lightweight markups;
small personal repositories).

Evidence in /work/sweep82's to /work/sweep85's repro folders, not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# Java's Properties.store writes a key's and a value's ":" as "\:". A URI in
# a key (up to its first unescaped "=", ":" or blank) ended past the "=",
# the value taken in ("=v%2fw" was recased), and was fixed: ResourceBundle.getString looks the key
# up as written, so it is an identifier (unsafe). A value keeps its fix; so
# do a comment line, a continued value and a key whose scheme's colon is
# unescaped (no file Properties.store wrote: Java's key is "https").
PROPERTIES = (
    "url=https\\://example.com/%7Ea\n"
    "https\\://example.com/%7Eb=Visit\n"
    "  https\\://e.org/%7Ec\\:d x\n"
    "# https\\://e.org/%7Ee=z\n"
    "long=a \\\n  https\\://e.org/%7Ef=z\n"
    "https://e.org/%7Eg=y\n"
    "https\\://e.org/k=v%2fw\n"
)

# A manifest's dependency URL is copied into the lock file beside it as
# written: after "%7e" was fixed to "~", `uv sync --locked` (uv 0.13.9) and
# `cargo metadata --locked` (cargo 1.95) refused to run, the lock "needs to
# be updated" (sweep 83, proven). Every value of a manifest is an identifier;
# a code manifest's comment (a Gemfile's) keeps its fix; another TOML file
# keeps its fixes.
PYPROJECT = (
    '[project]\nname = "x"\n'
    'dependencies = ["foo @ http://127.0.0.1:18383/%7euser/foo-1.0-py3-none-any.whl"]\n'
    "# https://e.org/%7ea\n"
)
CARGO = '[dependencies]\nfoo = { git = "file:///srv/git/a%7efoo" }\n'
PACKAGE_JSON = '{"name": "x", "dependencies": {"y": "https://e.org/%7ey/-/y-1.0.0.tgz"}}\n'
GEMFILE = 'source "https://rubygems.org"\ngem "x", git: "https://e.org/%7euser/x.git" # https://e.org/%7eb\n'
NOT_A_MANIFEST = '[deps]\nfoo = { git = "file:///srv/git/a%7efoo" }\n'

# LaTeX under other names: "\\%" is TeX's escaped percent, which hyperref
# reads as "%" (pdflatex: the PDF's link is http://example.com/percent%20percent).
# The unsafe fix "%5C" made pdflatex stop ("File ended while scanning use of
# \\@footnotetext"): read as LaTeX, no finding (sweep 84: kramdown's .latex
# test cases).
LATEX = "\\href{http://example.com/percent\\%20percent}{x} \\footnote{\\url{http://example.com/hash\\#hash}}\n"

# BBCode's "[url=...]" was read as a CSS attribute selector (whose value a
# URI, no identifier, could only be if quoted): its equivalence fix is safe,
# as the [img]'s beside it. A quoted selector's value stays compared.
BBCODE = "[url=http://example.com/%7euser]label[/url] [img]http://example.com/%7eimg.png[/img]\n"
SELECTOR = 'a[href="http://example.com/%7euser"] { color: red }\n'

# A project template's rST target holds a template expression with blanks
# (cookiecutter renders it without them): the value went on only to the
# first blank, and the cut expression's "{{" was reported (sweep 86: 39
# findings in four cookiecutter templates). An expression left open on its
# line is none, and its "{" is still reported.
RST_TEMPLATE = (
    ".. image:: https://img.shields.io/pypi/v/{{ cookiecutter.project_slug }}.svg\n"
    "        :target: https://pypi.python.org/pypi/{{ cookiecutter.project_slug }}/%7ex\n"
    ".. _a: https://e.org/{{ x\n"
)

# Hygen's templates ("x.md.ejs.t": front matter, then an EJS template of
# what it makes) were read as Perl tests by their ".t", every fix unsafe
# (sweep 86). A Perl test keeps its unsafe fix.
HYGEN = "---\nto: src/<%= name %>/README.md\n---\nSee the [user page](https://example.com/%7euser/<%= name %>).\n"
PERL_TEST = 'is(uri("https://example.com/%7euser"), 1);\n'

# Ren'Py names a say statement's translation block by an MD5 of its code
# (start_75a30e8e became start_aefbd092 after a fix, by Ren'Py's own
# algorithm: the tl/french block was orphaned; sweep 89). A say statement's
# or menu choice's string is a translation key; a Python line's keeps its fix.
RENPY = (
    'define e = Character("Eileen")\n\nlabel start:\n'
    '    e "Read the {a=https://example.com/%7Eeileen/faq}FAQ{/a}."\n'
    '    menu:\n        "Open https://example.com/%7Emenu":\n            pass\n'
    '    $ renpy.run(OpenURL("https://example.com/%7Ecode"))\n'
)
# A full-width tilde or a wave dash as a whole host label or segment is the
# Japanese "anything", as an ellipsis is (an RPG Maker plugin's help: 18
# findings; sweep 89). Inside a word it is reported.
TILDE = " * FD_FILE http://～.png test/\n * see http://e.org/a～b\n"

# A line that names the octet its URI shows is about that spelling (a
# changelog: "wget no longer decodes %7E: http://.../%7Euser is requested as
# written"; sweep 87, and sweep 85's blog on PATH_INFO): the fix would make
# the example contradict its text. A URI on the next line keeps its fix, as
# does one whose octet the line does not name.
NAMED_OCTET = (
    "* wget no longer decodes %7E: http://example.com/%7Euser is requested as written.\n"
    "* see http://example.com/%7Eb here, or http://example.com/a%2fb\n"
)

# A rule's "Incorrect" and "Correct" code blocks under their headings: the
# fences and delimiters between them were counted as text lines, so the two
# spellings stood too far apart, and the fix made the "Incorrect" block
# byte for byte the "Correct" one (markdown-it-py; sweep 88). A third
# spelling-free block further on keeps its fix.
BAD_GOOD = (
    "## Incorrect\n\n```md\n[home](https://example.com/%7euser/)\n```\n\n"
    "## Correct\n\n```md\n[home](https://example.com/~user/)\n```\n\n"
    "One\n\nTwo\n\nThree\n\nFour\n\n```md\n[other](https://example.com/%7eother/)\n```\n"
)
BAD_GOOD_ADOC = "Incorrect:\n\n----\nlink:http://foo.bar/%7efoo[a]\n----\n\nCorrect:\n\n----\nlink:http://foo.bar/~foo[a]\n----\n"

# Signatures further into a file (sweep 91): a clear-signed message after an
# e-mail's header (gpg: "BAD signature" after a fix; a 1997 cypherpunks
# archive holds one: its URIs' fixes are unsafe), a DKIM-signed message later in an mbox file (dkimpy:
# "body hash mismatch"), an RFC 4870 DomainKey-Signature, and an Internet
# Archive ARC file, whose records state their lengths (warcio lost the rest
# of the file). A mail without a signature keeps its fix.
PGP_LATER = (
    "From: Security Team <t@example.org>\nSubject: DSA-1\n\n-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA512\n\n"
    "See http://example.org/%7Esec/DSA-1.html\n-----BEGIN PGP SIGNATURE-----\n\niQEz\n=+0Hf\n-----END PGP SIGNATURE-----\n"
)
# A manual showing a signed message keeps its fixes outside it (rclone's
# MANUAL.md: the pair comparison of stop 40).
PGP_IN_MANUAL = "Get http://example.org/%7Eintro first.\n\n" + PGP_LATER.split("\n\n", 1)[1] + "\nThen http://example.org/%7Eafter\n"
MBOX = (
    "From alice@example.com Thu Jan  1 00:00:00 2015\nFrom: Alice <alice@example.com>\n\nHi.\n\n"
    "From bob@example.org Thu Jan  1 00:01:00 2015\nDKIM-Signature: v=1; a=rsa-sha256; d=example.org; b=TUo1\n"
    "From: Bob <bob@example.org>\n\nMy page: http://example.org/%7Ebob/\n"
)
DOMAINKEY = "DomainKey-Signature: a=rsa-sha1; q=dns; c=simple; s=sel; d=example.org; b=dGhl\nFrom: b@example.org\n\nhttp://example.org/%7Eb/\n"
ARC_FILE = (
    "filedesc://crawl.arc 0.0.0.0 20050614070159 text/plain 75\n1 0 Alexa Internet\n"
    "URL IP-address Archive-date Content-type Archive-length\n\n"
    'http://example.org/index.html 192.0.2.1 20050614070200 text/html 95\nHTTP/1.0 200 OK\n\n<a href="http://example.org/%7Ebob/cv.html">CV</a>\n'
)
UNSIGNED_MAIL = "From: b@example.org\nSubject: x\n\nhttp://example.org/%7Eb/\n"

# Comparisons in code beyond ==, != and a prefix test (sweep 90): a PHP
# redirect's "===" (php -S answered 404 after the fix instead of 301), a
# Java Objects.equals check (it printed FAIL), Perl's eq, a shell test, a
# switch's case, PHP's in_array, an assertion's argument outside a test
# folder, a matcher's, a map's key and a list asked whether it holds a
# value. A literal that is only printed keeps its fix.
PHP_COMPARED = (
    '<?php\nif ($url === "http://127.0.0.1:8790/%7ejdoe/papers.html") { header("Location: /new", true, 301); }\n'
    'if (in_array($u, ["https://x.example.com/%7ea"], true)) {}\n'
    'switch ($u) { case "https://x.example.com/%7eb": break; }\n'
    'echo "see https://x.example.com/%7ec";\n'
)
JAVA_COMPARED = (
    'class A {\n  boolean f(String u) { return java.util.Objects.equals(u, "https://shop.example.com/a?r=%2fcart"); }\n'
    '  boolean g(String u) { return java.util.Set.of("https://shop.example.com/b?r=%2fcart").contains(u); }\n'
    '  void h() { assertEquals("https://shop.example.com/c?r=%2fcart", driver.getCurrentUrl()); }\n'
    '  String i() { return "https://shop.example.com/d?r=%2fcart"; }\n}\n'
)
PERL_COMPARED = 'if ($u eq "https://x.example.com/%7ejdoe") {}\nprint "https://x.example.com/%7eother";\n'
SHELL_COMPARED = '[ "$u" = "https://x.example.com/%7ejdoe" ] && echo\ncurl "https://x.example.com/%7eother"\n'
JS_COMPARED = (
    'expect(browser.getUrl()).toBe("https://shop.example.com/a?r=%2fcart");\n'
    'const ok = ["https://shop.example.com/b?r=%2fcart"].includes(req.headers.origin);\n'
    'const handlers = { "https://shop.example.com/c?r=%2fcart": onCart };\n'
    'fetch("https://shop.example.com/d?r=%2fcart");\n'
)

# Examples their test runner compares (sweep 93): a Go example's "// Output:"
# comment (go test: got a%2fb, want a%2Fb after the fix), a Rust doc
# comment's code block, fenced or indented (rustdoc --test failed), and a
# Cargo benchmark's input. A Go comment elsewhere and a Rust block fenced as
# text keep their fixes.
GO_EXAMPLE = (
    "package esc_test\n\n// See https://example.com/%7Edocs\nfunc ExampleLowerHex() {\n"
    '\tfmt.Printf("https://example.com/a%%%02xb\\n", \'/\')\n\t// Output: https://example.com/a%2fb\n}\n\n'
    "func ExampleMulti() {\n\tshow()\n\t// Output:\n\t// https://example.com/%7Euser\n}\n"
)
RUST_DOCTEST = (
    "/// Returns the URL of a user's home page.\n///\n/// ```\n"
    '/// assert_eq!(rdt::home("~bob"), "https://example.com/%7Ebob");\n/// ```\n///\n'
    '///     assert_eq!(rdt::home("~ann"), "https://example.com/%7Eann");\n///\n'
    "/// ```text\n/// https://example.com/%7Etext\n/// ```\npub fn home() {}\n"
)
BENCH = 'fn bench() { normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"); }\n'

SWEEP83_CASES = [
    (PROPERTIES, "Messages.properties",
     [(1, 26, "URI002"), (2, 22, "URI002"), (3, 18, "URI002"), (4, 18, "URI002"), (6, 18, "URI002"), (7, 15, "URI002")],
     PROPERTIES.replace("%7Ea", "~a").replace("%7Ee", "~e").replace("%7Ef", "~f").replace("%7Eg", "~g"),
     PROPERTIES.replace("%7E", "~")),
    (PYPROJECT, "pyproject.toml", [(3, 47, "URI002"), (4, 17, "URI002")], None, PYPROJECT.replace("%7e", "~")),
    (CARGO, "Cargo.toml", [(2, 33, "URI002")], None, CARGO.replace("%7e", "~")),
    (PACKAGE_JSON, "package.json", [(1, 52, "URI002")], None, PACKAGE_JSON.replace("%7e", "~")),
    (GEMFILE, "Gemfile", [(2, 30, "URI002"), (2, 61, "URI002")], GEMFILE.replace("%7eb", "~b"), GEMFILE.replace("%7e", "~")),
    (LATEX, "slides.latex", [], None, None),
    (LATEX, "refs.bbl", [], None, None),
    (LATEX, "chapter.Rnw", [], None, None),
    (BBCODE, "post.bbcode", [(1, 25, "URI002"), (1, 69, "URI002")], BBCODE.replace("%7e", "~"), BBCODE.replace("%7e", "~")),
    (SELECTOR, "site.css", [(1, 28, "URI002")], None, SELECTOR.replace("%7e", "~")),
    (RST_TEMPLATE, "README.rst", [(2, 79, "URI002"), (3, 22, "URI004")], RST_TEMPLATE.replace("%7ex", "~x"),
     RST_TEMPLATE.replace("%7ex", "~x")),
    (HYGEN, "_templates/component/new/README.md.ejs.t", [(4, 41, "URI002")], HYGEN.replace("%7e", "~"),
     HYGEN.replace("%7e", "~")),
    (PERL_TEST, "t/uri.t", [(1, 29, "URI002")], None, PERL_TEST.replace("%7e", "~")),
    (RENPY, "game/script.rpy", [(4, 40, "URI002"), (6, 35, "URI002"), (8, 46, "URI002")],
     RENPY.replace("%7Ecode", "~code"), RENPY.replace("%7E", "~")),
    (TILDE, "FileDownloader.js", [(2, 22, "URI005")], None, TILDE.replace("a～b", "a%EF%BD%9Eb")),
    (NAMED_OCTET, "CHANGELOG.md", [(1, 50, "URI002"), (2, 26, "URI002"), (2, 60, "URI001")],
     NAMED_OCTET.replace("%7Eb", "~b").replace("%2f", "%2F"), NAMED_OCTET.replace("/%7E", "/~").replace("%2f", "%2F")),
    (BAD_GOOD, "docs/rules/prefer-plain-tilde.md", [(4, 28, "URI002"), (22, 29, "URI002")],
     BAD_GOOD.replace("%7eother", "~other"), BAD_GOOD.replace("%7e", "~")),
    (BAD_GOOD_ADOC, "rule.adoc", [(4, 21, "URI002")], None, BAD_GOOD_ADOC.replace("%7e", "~")),
    (PGP_LATER, "advisory.eml", [(7, 24, "URI002")], None, PGP_LATER.replace("%7E", "~")),
    (PGP_IN_MANUAL, "MANUAL.md", [(1, 24, "URI002"), (6, 24, "URI002"), (13, 25, "URI002")],
     PGP_IN_MANUAL.replace("%7Eintro", "~intro").replace("%7Eafter", "~after"), PGP_IN_MANUAL.replace("%7E", "~")),
    (MBOX, "list.mbox", [(10, 29, "URI002")], None, None),
    (DOMAINKEY, "domainkey.eml", [(4, 20, "URI002")], None, None),
    (ARC_FILE, "crawl.arc", [(8, 29, "URI002")], None, None),
    (UNSIGNED_MAIL, "plain.eml", [(4, 20, "URI002")], UNSIGNED_MAIL.replace("%7E", "~"), UNSIGNED_MAIL.replace("%7E", "~")),
    (PHP_COMPARED, "index.php", [(2, 37, "URI002"), (3, 42, "URI002"), (4, 43, "URI002"), (5, 33, "URI002")],
     PHP_COMPARED.replace("%7ec", "~c"), PHP_COMPARED.replace("%7e", "~")),
    (JAVA_COMPARED, "src/main/java/shop/Check.java", [(2, 90, "URI001"), (3, 79, "URI001"), (4, 57, "URI001"), (5, 53, "URI001")],
     JAVA_COMPARED.replace("d?r=%2f", "d?r=%2F"), JAVA_COMPARED.replace("%2f", "%2F")),
    (PERL_COMPARED, "check.pl", [(1, 34, "URI002"), (2, 30, "URI002")], PERL_COMPARED.replace("%7eother", "~other"),
     PERL_COMPARED.replace("%7e", "~")),
    (SHELL_COMPARED, "check.sh", [(1, 33, "URI002"), (2, 29, "URI002")], SHELL_COMPARED.replace("%7eother", "~other"),
     SHELL_COMPARED.replace("%7e", "~")),
    (JS_COMPARED, "src/check.js", [(1, 61, "URI001"), (2, 43, "URI001"), (3, 50, "URI001"), (4, 37, "URI001")],
     JS_COMPARED.replace("d?r=%2f", "d?r=%2F"), JS_COMPARED.replace("%2f", "%2F")),
    (GO_EXAMPLE, "esc_example_test.go", [(3, 28, "URI002"), (6, 34, "URI001"), (12, 25, "URI002")],
     GO_EXAMPLE.replace("%7Edocs", "~docs"), GO_EXAMPLE.replace("%7Edocs", "~docs").replace("a%2fb", "a%2Fb").replace("%7Euser", "~user")),
    (RUST_DOCTEST, "src/lib.rs", [(4, 56, "URI002"), (7, 60, "URI002"), (10, 25, "URI002")],
     RUST_DOCTEST.replace("%7Etext", "~text"), RUST_DOCTEST.replace("%7E", "~")),
    (BENCH, "bench/benches/bench.rs", [(1, 46, "URI002"), (1, 50, "URI001")], None,
     BENCH.replace("%63", "c").replace("%7bfoo%7d", "%7Bfoo%7D")),
    (NOT_A_MANIFEST, "config.toml", [(2, 33, "URI002")], NOT_A_MANIFEST.replace("%7e", "~"), NOT_A_MANIFEST.replace("%7e", "~")),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP83_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None,
                 unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
