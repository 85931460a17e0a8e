"""Findings and fixes that were wrong on sweep 31 (2026-11-27, 90 packaging
repositories: RPM, Debian, Arch, Gentoo, Homebrew, conda-forge, Nix,
Spack, Scoop, Chocolatey, Flatpak, vcpkg, Buildroot and Yocto recipes).
Exact findings and exact --fix / --fix --unsafe-fixes bytes, with the
neighbouring shapes that keep theirs. Report and repros: /work/sweep31
(not in the repo)."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# meta-openembedded's liburi-perl patch: a safe URI001 fix on a removed
# line, and `patch` then failed ("Hunk #1 FAILED"): a patch's lines are the
# patched file's. No fix at all, neither safe nor unsafe; CRLF patches too.
PATCH = (
    "From 1 Mon Sep 17 00:00:00 2001\nSubject: skip\n\n---\n"
    "--- a/t/iri.t\n+++ b/t/iri.t\n@@ -1,2 +1,2 @@\n"
    " is($u, 'http://e.com/%e2%80%ae');\n-ok('http://e.com/%7euser');\n+ok('http://e.com/~user');\n"
)
CRLF_PATCH = "--- a/x\r\n+++ b/x\r\n@@ -1 +1 @@\r\n-see http://e.com/%7ea\r\n+see http://e.com/b\r\n"
# A diff shown in a Markdown document is the document's text: it keeps its fix.
DIFF_IN_DOCS = "```diff\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-see http://e.com/%7ea\n```\n"
# uscan makes a watch file's URL part of the pattern it matches the page's
# links with: "%7Eme" fixed to "~me" found no release. A file named watch
# elsewhere is not uscan's.
WATCH = "version=4\nhttp://127.0.0.1:8765/%7Eme/dl/ foo-([\\d.]+)\\.tar\\.gz\n"
# rpmbuild names the downloaded source after its URL's last segment, as
# written: "%2b1" fixed to "%2B1" and `rpmbuild -bp` found no file. The
# URL tag names no file.
SPEC = (
    "Name: foo\nURL: https://e.org/%7efoo\n"
    "Source0: https://e.org/foo-%{version}%2b1.tar.xz\npatch1: https://e.org/p/%7ea.patch\n"
)
# lintian's reporting/templates/tag.tmpl (Text::Template): Perl's
# "$last->{pkg_info}{xref}" in an href is code; its ">" got a safe "%3E"
# and the page then linked to "HASH(0x...)-%3E{pkg_info}{xref}".
PERL = '{ $OUT .= qq(<a href="${prefix}full/$last->{pkg_info}{xref}">); }\n<a href="/r/$rows->[0]">r</a>\n'
PHP_MEMBER = '<a href="/p/$this->id/%7e">z</a>\n'

CASES = [
    (PATCH, "0001-skip.patch", [(8, 23, "URI001"), (9, 19, "URI002")], None, None),
    (CRLF_PATCH, "fix.diff", [(4, 19, "URI002")], None, None),
    (DIFF_IN_DOCS, "README.md", [(5, 19, "URI002")], DIFF_IN_DOCS.replace("%7e", "~"), DIFF_IN_DOCS.replace("%7e", "~")),
    (WATCH, "debian/watch", [(2, 23, "URI002")], None, WATCH.replace("%7E", "~")),
    (WATCH, "pkg/debian/watch", [(2, 23, "URI002")], None, WATCH.replace("%7E", "~")),
    (WATCH, "notes/watch", [(2, 23, "URI002")], WATCH.replace("%7E", "~"), WATCH.replace("%7E", "~")),
    (
        SPEC, "foo.spec", [(2, 20, "URI002"), (3, 38, "URI001"), (4, 25, "URI002")],
        SPEC.replace("/%7efoo", "/~foo"), SPEC.replace("%7e", "~").replace("%2b", "%2B"),
    ),
    (PERL, "tag.tmpl", [], None, None),
    (PERL, "tag.html", [], None, None),
    (PHP_MEMBER, "page.html", [(1, 23, "URI002")], PHP_MEMBER.replace("%7e", "~"), PHP_MEMBER.replace("%7e", "~")),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep31_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def test_why_there_is_no_fix_is_said() -> None:
    import urilint

    first, _ = urilint.lint_text(PATCH, "0001-skip.patch")
    assert first.fix is None
    assert first.message.endswith("(no fix: the file is a patch, whose lines must match the file it patches; fix that file)")
    [watched] = urilint.lint_text(WATCH, "debian/watch")
    assert watched.message.endswith("(unsafe fix: uscan matches the page's links with this URL as written)")
    _, source, patch = urilint.lint_text(SPEC, "foo.spec")
    assert source.message.endswith("(unsafe fix: rpmbuild names the downloaded file after this URL as written)")
    assert patch.message == source.message.replace("lowercase hex digits in '%2b'; write '%2B'", "'%7e' encodes the unreserved character '~'; write it plainly")
