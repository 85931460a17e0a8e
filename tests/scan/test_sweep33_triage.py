"""Findings and fixes that were wrong on sweep 33 (2026-11-27, 91
repositories of app resources and API client collections: Android, iOS
and macOS, Flutter, Electron, .properties, .resx, Qt, XLIFF, Postman,
Bruno, .http files, HAR captures). None was seen in a real repository;
each was proven on the consumer's own code with a file of the real form
(/work/sweep33/repro, not in the repo). Exact findings and exact --fix /
--fix --unsafe-fixes bytes, with the neighbouring shapes that keep theirs."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# The format argument of Swift's and Objective-C's format calls: "%2d" is
# an int of width 2 (a safe "-" dropped the argument; "%3D" threw in
# Java's and Cocoa's formatter). A literal that is no format keeps its fix.
SWIFT = 'let u = String(format: "https://e.com/page/%2d", n)\nlet v = "https://e.com/%7ea"\n'
OBJC = (
    "#import <Foundation/Foundation.h>\n"
    'NSString *u = [NSString stringWithFormat:@"https://e.com/page/%2d", n];\n'
    'NSLog(@"https://e.com/%3d", n);\nNSString *v = @"https://e.com/%7ea";\n'
)
# A ".m" file that is MATLAB: "%" starts its comments; read as text.
MATLAB = "% see https://e.com/%7ea\nx = 1;\n"
# A HAR capture: Playwright's routeFromHAR finds a recorded response by the
# request's URL as written ("noentry" after the fix, and the request was
# aborted).
HAR = '{"log": {"entries": [{"request": {"url": "https://e.com/search?q=caf%c3%a9"}}]}}\n'

CASES = [
    (SWIFT, "Api.swift", [(2, 24, "URI002")], SWIFT.replace("%7e", "~"), SWIFT.replace("%7e", "~")),
    (OBJC, "Api.m", [(4, 31, "URI002")], OBJC.replace("%7e", "~"), OBJC.replace("%7e", "~")),
    (MATLAB, "plot.m", [(1, 21, "URI002")], MATLAB.replace("%7e", "~"), MATLAB.replace("%7e", "~")),
    (HAR, "hars/fruit.har", [(1, 69, "URI001")], None, HAR.replace("%c3%a9", "%C3%A9")),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep33_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def test_why_a_recording_gets_no_safe_fix_is_said() -> None:
    import urilint

    [recorded] = urilint.lint_text(HAR, "capture.har")
    assert recorded.message.endswith("(unsafe fix: a HAR recording's replay finds its requests by their URLs as written)")
