"""Findings and fixes that were wrong on sweep 21 (2026-11-26, 32 public
repositories of data that programs read: VCR cassettes, fixtures, mock
servers, CMS exports, app-store metadata, feeds). Exact findings and exact
--fix / --fix --unsafe-fixes bytes, with the neighbouring shapes that keep
theirs. The --diff patch it found broken is tested in test_cli_output.py.
Report and repros: /work/sweep21 (not in the repo)."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

CASSETTE = (
    '{"request": {"method": "get", "uri": '
    '"https://api.github.com/repos/o/r/deployments/78<GITHUB_TEST_INTEGRATION_INSTALLATION>0067"}, '
    '"x": "https://e.org/%7e"}\n'
)
ENV = (
    'DATABASE_URL="postgresql://<user>:<password>@<netloc>:<port>/<database>?<options>&sslrootcert=<directory>"\n'
    'OTHER="https://e.org/%7e"\n'
)
ATOM = (
    '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><id>https://example.com/</id>\n'
    '<entry><id>https://example.com/2024/caf%c3%a9/</id><link href="https://example.com/2024/caf%c3%a9/"/></entry>\n'
    "</feed>\n"
)
RSS = (
    '<rss version="2.0"><channel><link>https://example.com/</link>\n'
    '<item><link>https://example.com/%7Ejdoe/post</link><guid isPermaLink="true">https://example.com/%7Ejdoe/post</guid></item>\n'
    "<item><guid><![CDATA[https://example.com/%7Ebob/post]]></guid></item>\n</channel></rss>\n"
)

CASES = [
    # D1: "<NAME>" placeholders inside a segment or after "?": octokit's
    # VCR cassette (its spec_helper puts the real value back by this exact
    # text) and prisma's .env.example got "%3C...%3E".
    # (A cassette is a test's data since sweep 22: its fixes are unsafe.)
    pytest.param(CASSETTE, "spec/cassettes/deployments/gets_a_single_deployment.json", [(1, 152, "URI002")],
                 CASSETTE, CASSETTE.replace("%7e", "~"), id="vcr-placeholder-in-a-segment"),
    pytest.param(ENV, "databases/cockroachdb/.env.example", [(2, 22, "URI002")], ENV.replace("%7e", "~"),
                 ENV.replace("%7e", "~"), id="query-placeholder"),
    # D2 (probe): a feed's entry ids are compared character by character
    # (RFC 4287 4.2.6.1); a changed one shows the entry as new. Links keep
    # their safe fixes.
    pytest.param(ATOM, "public/atom.xml", [(3, 40, "URI001"), (3, 92, "URI001")],
                 ATOM.replace('href="https://example.com/2024/caf%c3%a9/"', 'href="https://example.com/2024/caf%C3%A9/"'),
                 ATOM.replace("%c3%a9", "%C3%A9"), id="atom-entry-id"),
    pytest.param(RSS, "public/feed.xml", [(2, 33, "URI002"), (2, 97, "URI002"), (3, 42, "URI002")],
                 RSS.replace("<link>https://example.com/%7Ejdoe", "<link>https://example.com/~jdoe"),
                 RSS.replace("%7E", "~"), id="rss-guid"),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep21_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
