"""Findings, fixes and messages that were wrong on real repositories and
on files of their real shapes, found from 2026-11-29's third session on
(sweeps 215 on).

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

import pytest

import urilint

from helpers import assert_triaged

# httpbb's suites (Wikimedia's operations-puppet: test_people.yaml) hold
# the exact Location header the server must answer: its lowercase "%3a"
# is what CAS sends, and a hex-case fix failed the test (sweep 216: 10
# safe hunks). YAML named as a test's cases is a test's data; a CI
# workflow "test.yml" is not.
HTTPBB_SUITE = (
    "https://people.wikimedia.org:\n"
    "- path: /~urbanecm/nda/\n"
    "  assert_status: 302\n"
    "  assert_headers:\n"
    "    Location: https://idp.wikimedia.org/login?service=https%3a%2f%2fpeople.wikimedia.org%2f%7eurbanecm%2f\n"
)

# Mailchimp's URL-encoding merge tag, *|URL:EMAIL|*, at a bare URL's end:
# its closing "*" is the tag's, not punctuation (sweep 215: km-support's
# _posts/2012-10-19-mailchimp.md). A "*" after a plain "|" is still cut.
MAILCHIMP_URL_TAG = (
    "Use this link:\n"
    "\n"
    "    http://www.yoursite.com/landing?kmi=*|URL:EMAIL|*\n"
    "\n"
    "Or in running text: http://www.yoursite.com/landing?kmi=*|URL:EMAIL|* works.\n"
    "Share: http://www.facebook.com/sharer/sharer.php?u=*|URL:ARCHIVE_LINK_SHORT|*\n"
    "Emphasis: *see http://e.com/a|b*\n"
)

SWEEP215_CASES = [
    (HTTPBB_SUITE, 'modules/profile/files/httpbb/people/test_people.yaml', [(5, 60, 'URI001'), (5, 92, 'URI002')],
     None,
     'https://people.wikimedia.org:\n- path: /~urbanecm/nda/\n  assert_status: 302\n  assert_headers:\n    Location: https://idp.wikimedia.org/login?service=https%3A%2F%2Fpeople.wikimedia.org%2F~urbanecm%2F\n'),
    (HTTPBB_SUITE, '.github/workflows/test_build.yml', [(5, 60, 'URI001'), (5, 92, 'URI002')],
     'https://people.wikimedia.org:\n- path: /~urbanecm/nda/\n  assert_status: 302\n  assert_headers:\n    Location: https://idp.wikimedia.org/login?service=https%3A%2F%2Fpeople.wikimedia.org%2F~urbanecm%2F\n',
     'https://people.wikimedia.org:\n- path: /~urbanecm/nda/\n  assert_status: 302\n  assert_headers:\n    Location: https://idp.wikimedia.org/login?service=https%3A%2F%2Fpeople.wikimedia.org%2F~urbanecm%2F\n'),
    (HTTPBB_SUITE, 'deploy/test.yml', [(5, 60, 'URI001'), (5, 92, 'URI002')],
     'https://people.wikimedia.org:\n- path: /~urbanecm/nda/\n  assert_status: 302\n  assert_headers:\n    Location: https://idp.wikimedia.org/login?service=https%3A%2F%2Fpeople.wikimedia.org%2F~urbanecm%2F\n',
     'https://people.wikimedia.org:\n- path: /~urbanecm/nda/\n  assert_status: 302\n  assert_headers:\n    Location: https://idp.wikimedia.org/login?service=https%3A%2F%2Fpeople.wikimedia.org%2F~urbanecm%2F\n'),
    (MAILCHIMP_URL_TAG, '_posts/2012-10-19-mailchimp.md', [(7, 30, 'URI004')],
     None,
     'Use this link:\n\n    http://www.yoursite.com/landing?kmi=*|URL:EMAIL|*\n\nOr in running text: http://www.yoursite.com/landing?kmi=*|URL:EMAIL|* works.\nShare: http://www.facebook.com/sharer/sharer.php?u=*|URL:ARCHIVE_LINK_SHORT|*\nEmphasis: *see http://e.com/a%7Cb*\n'),
    (MAILCHIMP_URL_TAG, 'newsletter.txt', [(7, 30, 'URI004')],
     None,
     'Use this link:\n\n    http://www.yoursite.com/landing?kmi=*|URL:EMAIL|*\n\nOr in running text: http://www.yoursite.com/landing?kmi=*|URL:EMAIL|* works.\nShare: http://www.facebook.com/sharer/sharer.php?u=*|URL:ARCHIVE_LINK_SHORT|*\nEmphasis: *see http://e.com/a%7Cb*\n'),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP215_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def test_a_repeated_name_is_counted_once_in_a_message() -> None:
    """Sweep 217 (Mojolicious' url.t, okhttp's tests): "%2E, %2E, %2E" and
    the same octet's reading three times read as a bug of the message."""
    text = 'a = "http://e.org/a%2eb%2ec%2ed%7e"\nb = "http://e.org/?x=%E4&y=%E5&z=%E4"\n'
    found = [(f.code, f.message) for f in urilint.lint_text(text, "lib/a.py")]
    assert found == [
        ("URI002", "4 encoded unreserved characters: %2e (3 times), %7e; write them plainly"),
        ("URI007", "3 runs of octets that are not UTF-8: '%E4' is not valid UTF-8; it reads as windows-1251 'д', "
                   "KOI8-R 'Д', windows-1252 'ä' (no fix: none is clearly meant); '%E5' is not valid UTF-8; it reads as "
                   "windows-1251 'е', KOI8-R 'Е', windows-1252 'å' (no fix: none is clearly meant)"),
    ]


def test_a_stray_percent_is_told_to_be_written_as_25() -> None:
    """Sweep 217 (okhttp's urltestdata): "write '%252'" read as advice to
    double-encode; the advice names the '%' itself."""
    found = [(f.code, f.message) for f in urilint.lint_text("<http://e.org/a%2>\n", "a.md")]
    assert found == [("URI006", "'%2': '%' not followed by two hex digits; write the '%' as '%25'")]
