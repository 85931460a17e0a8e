"""Findings and fixes that were wrong on sweep 41 (2026-11-27, 59
repositories of libraries, archives, museums and digital humanities). Seen
in real repositories: Perl HTML::Template tags in attribute values
(LibLime-Koha: 1,367 safe fixes in 218 .tmpl files, every one damaging;
HTML::Template printed the encoded tag), web.py Templetor calls
(openlibrary and infogami: 40; web.py raised SyntaxError). Proven on the
real form: WARC records (warcio: block digest failed). Evidence in
/work/sweep41/repro, not in the repo. Exact findings and fixed bytes."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# Both forms, any case; the comment form's "--" is optional.
TMPL = (
    '<a href="/cgi-bin/koha/opac-detail.pl?biblionumber=<!-- TMPL_VAR NAME="biblionumber" -->">x</a>\n'
    '<a href="<TMPL_VAR NAME=SCRIPT_NAME>?rm=view&id=<TMPL_VAR ID>">t</a>\n'
    '<a href="/m.pl?b=<!-- TMPL_VAR name="borrowernumber">">v</a>\n'
)
# What follows an "else" is another branch (another tag), not the URI.
ELSE = (
    '<!-- TMPL_IF NAME="https" --><img src="https://e.com/i?isbn=<!-- TMPL_ELSE -->'
    '<img src="http://e.com/i?isbn=<!-- /TMPL_IF --><!-- TMPL_VAR NAME="isbn" -->" alt="c" />\n'
)
# Around a tag, a character reference and a triplet keep their fixes.
KEEP = '<a href="/s.pl?q=<!-- TMPL_VAR NAME="t" -->&quot;x&quot;&amp;r=%7e">s</a>\n'
TEMPLETOR = (
    "$def with (page)\n<a href=\"$changequery(page=page - 1)\" rel=\"nofollow\">prev</a>\n"
    "<a href=\"/publishers/$p.replace(' ', '_')\">pub</a>\n"
)
WARC = "WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: http://e.com/%7ea\r\nContent-Length: 2\r\n\r\nok\r\n"

CASES = [
    (TMPL, "opac-detail.tmpl", [], None, None),
    (ELSE, "opac-detail.tmpl", [], None, None),
    (KEEP, "opac-tags.tmpl", [(1, 44, "URI004"), (1, 64, "URI002")],
     KEEP.replace("&quot;x&quot;", "%22x%22").replace("%7e", "~"), KEEP.replace("&quot;x&quot;", "%22x%22").replace("%7e", "~")),
    (TEMPLETOR, "Paginate.html", [], None, None),
    (WARC, "capture.warc", [(3, 31, "URI002")], None, None),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep41_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
