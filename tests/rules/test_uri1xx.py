"""URI101-URI106: the opt-in normal-form rules, their fixes and selection."""

from __future__ import annotations

import pytest

import urilint
from helpers import assert_fixes_stable, findings, ranges, stable_fix
from urilint.config import ConfigError, Settings
from urilint.registry import select_rules
from urilint.registry import load_rules

ON = ["URI1", "URI105"]  # URI105 is explicit-only: a prefix leaves it off


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("see HTTP://example.com/\n", [(1, 5, "URI101")], id="scheme-upper"),
        pytest.param("see Mailto:a@b.org\n", [(1, 5, "URI101")], id="scheme-mixed"),
        pytest.param("see https://Example.COM/Path\n", [(1, 13, "URI102")], id="host-upper"),
        pytest.param("see http://[2001:DB8::1]/\n", [(1, 12, "URI102")], id="ipv6-upper"),
        pytest.param("see https://e.com:443/\n", [(1, 18, "URI103")], id="https-443"),
        pytest.param("see ws://e.com:80/ and wss://e.com:443/ and ftp://e.com:21/\n",
                     [(1, 15, "URI103"), (1, 35, "URI103"), (1, 56, "URI103")], id="ws-wss-ftp"),
        pytest.param("see http://e.com:/a and foo://e.com:/a\n", [(1, 17, "URI103"), (1, 36, "URI103")], id="empty-port"),
        pytest.param("see http://e.com:080/\n", [(1, 17, "URI103")], id="leading-zero-default"),
        pytest.param("see https://e.com/a/./b/../c\n", [(1, 18, "URI104")], id="dots"),
        pytest.param("see https://e.com/../x\n", [(1, 18, "URI104")], id="dotdot-above-root"),
        pytest.param("see https://e.com?q=1\n", [(1, 13, "URI105")], id="empty-path-query"),
        pytest.param("see HTTP://E.com:80\n", [(1, 5, "URI101"), (1, 12, "URI102"), (1, 12, "URI105"), (1, 17, "URI103")],
                     id="all-at-once"),
    ],
)
def test_findings(text: str, expected: list[tuple[int, int, str]]) -> None:
    assert findings(text, select=ON) == expected
    assert_fixes_stable(text, select=ON)


def test_messages_and_ranges() -> None:
    text = "HTTP://Ex.COM:80/a/./b/../c https://[::1]:443\n"
    assert [(f.code, text[f.start : f.end], f.message) for f in urilint.lint_text(text, "a.txt", ON)] == [
        ("URI101", "HTTP", "scheme 'HTTP' has uppercase letters; write 'http'"),
        ("URI102", "Ex.COM", "host 'Ex.COM' has uppercase letters; write 'ex.com'"),
        ("URI103", ":80", "port 80 is the default for http; remove ':80'"),
        ("URI104", "/a/./b/../c", "dot segments in the path '/a/./b/../c'; write '/a/c'"),
        ("URI105", "[::1]:443", "empty path; write '/' after the authority"),
        ("URI103", ":443", "port 443 is the default for https; remove ':443'"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("https://example.com/Path?Q=A#F", id="case-kept-outside-scheme-and-host"),
        pytest.param("https://User:PW@example.com/", id="userinfo-case-kept"),
        pytest.param("https://example.com/%C3%A4", id="hex-digits-are-not-host"),
        pytest.param("https://ex%C3%A4mple.com/", id="host-triplets-uppercase"),
        pytest.param("http://[fe80::1%25EN0]/", id="ipv6-zone-id-case-kept"),
        pytest.param("http://[v1.ABC]/", id="ipvfuture-kept"),
        pytest.param("https://e.com:8443/ http://e.com:443/ foo://e.com:80/", id="non-default-ports"),
        pytest.param("https://e.com/a.b/..c/.d/c..", id="dots-inside-segments"),
        pytest.param("https://e.com/a?x=./..#/../", id="dots-in-query-fragment"),
        pytest.param("see [a](../img/./x.png)", id="relative-reference-dots"),
        pytest.param("urn:a/../b", id="rootless-path"),
        pytest.param("https://e.com/{a}/../b", id="placeholder-in-path"),
        pytest.param("https://{HOST}/a https://e.com:{port}/", id="placeholder-in-authority"),
        pytest.param("https://e.com{/path}", id="placeholder-may-be-the-path"),
        pytest.param("ftp://e.com mailto:a@b.org", id="empty-path-only-http"),
        pytest.param("https://e.com/caf%C3%A9", id="URI106-not-in-URI1"),
    ],
)
def test_quiet(text: str) -> None:
    assert findings(text + "\n", "notes.md", select=ON) == []
    assert stable_fix(text + "\n", "notes.md", ON, unsafe=True) == text + "\n"


def test_empty_path_needs_its_code() -> None:
    text = "see https://example.com\n"
    assert findings(text, select=["URI1"]) == []
    assert findings(text, select=["ALL"]) == []
    assert findings(text, select=["URI105"]) == [(1, 13, "URI105")]


def test_rules_are_off_by_default() -> None:
    assert findings("see HTTP://E.com:80/./a https://e.com/caf%C3%A9\n") == []


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        pytest.param("see HTTP://Example.COM:80/a/./b/../c?Q#F\n", "see http://example.com/a/c?Q#F\n", id="everything"),
        pytest.param("x https://Ex.com/a%2Fb and https://[2001:DB8::1]:443\n",
                     "x https://ex.com/a%2Fb and https://[2001:db8::1]/\n", id="ipv6-port-and-empty-path"),
        pytest.param("see HTTPS://Ex%2Dample.com:443/%7e/a/../b\n", "see https://ex-ample.com/~/b\n", id="with-URI0"),
        pytest.param("https://e.com?q=1 and https://e.com.\n", "https://e.com/?q=1 and https://e.com/.\n", id="empty-paths"),
        pytest.param("see [y](//Host.org/a/%2f/../b)\n", "see [y](//host.org/a/%2F/../b)\n", id="network-path-keeps-dots"),
        pytest.param("see https://e.com/a/b/../../../c/./ ok\n", "see https://e.com/c/ ok\n", id="above-root"),
    ],
)
def test_safe_fix(text: str, fixed: str) -> None:
    once = urilint.fix_text(text, "notes.md", select=["URI0", *ON])
    assert once == fixed
    assert urilint.fix_text(once, "notes.md", select=["URI0", *ON]) == once


def test_fix_keeps_placeholders() -> None:
    text = '<a href="https://EXAMPLE.com:/{id}/../x?q={q}">\n'
    assert urilint.fix_text(text, "a.html", select=ON) == '<a href="https://example.com/{id}/../x?q={q}">\n'


URI106_TEXT = "https://xn--bcher-kva.de/caf%C3%A9?q=%E2%82%AC#%C3%A4%20x %D9%A3\n"


def test_encoded_iri_findings() -> None:
    assert ranges(URI106_TEXT, select=["URI106"]) == [
        ("URI106", "xn--bcher-kva"),
        ("URI106", "%C3%A9"),
        ("URI106", "%C3%A4"),
    ]
    assert [f.message for f in urilint.lint_text(URI106_TEXT, "a.txt", ["URI106"])] == [
        "A-label 'xn--bcher-kva' in the host; an IRI writes its U-label 'bücher'",
        "percent-encoded 'é' in the path; an IRI writes it as is",
        "percent-encoded 'ä' in the fragment; an IRI writes it as is",
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("https://e.com/K%C3%B6ln%E4\n", ["%C3%B6"], id="stray-latin1-octet-kept"),
        pytest.param("https://e.com/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0\n", ["%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0"], id="one-run"),
        pytest.param("https://e.com/%D9%A3%e0%a4%b9%e0%a4%bf\n", ["%D9%A3%e0%a4%b9%e0%a4%bf"], id="digits-marks-lower-hex"),
        pytest.param("https://e.com/%C2%A0%E2%80%8B%E2%80%AE%EE%80%80%F0%9F%98%80%E2%82%AC%41\n", [], id="never-decoded"),
        pytest.param("https://xn--a.com/ https://xn--BCHER-KVA.de/\n", ["xn--BCHER-KVA"], id="bad-alabel-kept"),
        pytest.param("https://e.com/{x}%C3%A9\n", ["%C3%A9"], id="after-placeholder"),
    ],
)
def test_encoded_iri_ranges(text: str, expected: list[str]) -> None:
    assert [r for _, r in ranges(text, select=["URI106"])] == expected


def test_encoded_iri_fix_is_unsafe() -> None:
    assert urilint.fix_text(URI106_TEXT, "a.txt", select=["URI106"]) == URI106_TEXT
    assert urilint.fix_text(URI106_TEXT, "a.txt", select=["URI106"], unsafe=True) == (
        "https://bücher.de/café?q=%E2%82%AC#ä%20x %D9%A3\n"
    )


def test_encoded_iri_not_by_prefix() -> None:
    assert findings(URI106_TEXT, select=["URI1"]) == []
    assert findings(URI106_TEXT, select=["ALL"]) == []


@pytest.mark.parametrize(
    "settings",
    [
        pytest.param(Settings(extend_select=("URI106",)), id="default-plus-URI106"),
        pytest.param(Settings(select=("URI005", "URI106")), id="both-selected"),
        pytest.param(Settings(select=("URI0", "URI106"), source="pyproject.toml"), id="prefix-and-code"),
    ],
)
def test_uri005_and_uri106_contradict(settings: Settings) -> None:
    with pytest.raises(ConfigError) as info:
        select_rules(settings, load_rules())
    source = settings.source or "command line"
    assert str(info.value) == (
        f"{source}: URI005 (non-ascii) and URI106 (encoded-iri) contradict each other: "
        "URI005 percent-encodes what URI106 decodes; to prefer IRIs, select URI106 and ignore URI005"
    )


def test_iri_policy_config_is_accepted() -> None:
    rules = select_rules(Settings(extend_select=("URI106",), ignore=("URI005",)), load_rules())
    assert [r.code for r in rules] == ["URI001", "URI002", "URI003", "URI004", "URI006", "URI007", "URI106", "URI900", "URI901"]
    rules = select_rules(Settings(extend_select=("URI1",)), load_rules())
    assert [r.code for r in rules if r.code.startswith("URI1")] == ["URI101", "URI102", "URI103", "URI104"]


def test_cli_reports_the_contradiction(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from urilint.cli import main

    (tmp_path / "a.md").write_text("https://e.com/\n")
    assert main(["check", "--isolated", "--extend-select", "URI106", str(tmp_path)]) == 2
    assert capsys.readouterr().err == (
        "urilint: error: command line: URI005 (non-ascii) and URI106 (encoded-iri) contradict each other: "
        "URI005 percent-encodes what URI106 decodes; to prefer IRIs, select URI106 and ignore URI005\n"
    )


@pytest.mark.parametrize("code", ["URI101", "URI102", "URI103", "URI104", "URI105", "URI106"])
def test_documented_and_off(code: str) -> None:
    rule = load_rules()[code]
    assert rule.default is False
    assert "What it flags" in rule.doc and "Fix (" in rule.doc
    assert rule.explicit_only is (code in ("URI105", "URI106"))
