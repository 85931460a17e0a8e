"""`urilint normalize`: arguments or stdin lines, --syntax-only, --iri, --check."""

from __future__ import annotations

import io
import sys

import pytest

from urilint.cli import main


def run(argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, stdin: bytes | None = None) -> tuple[int, str, str]:
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def test_arguments(capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert run(["normalize", "HTTP://Example.COM:80/a/./b/../c?%7e#F", "https://e.com"], capsys, monkeypatch) == (
        0, "http://example.com/a/c?~#F\nhttps://e.com/\n", "",
    )


def test_stdin_lines(capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    data = b"HTTP://E.com:443\r\n\n  https://E.com:443  \nhttp://b\xc3\xbccher.de/\xc3\xa4\n"
    assert run(["normalize"], capsys, monkeypatch, data) == (
        0, "http://e.com:443/\nhttps://e.com/\nhttp://xn--bcher-kva.de/%C3%A4\n", "",
    )


def test_syntax_only(capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert run(["normalize", "--syntax-only", "HTTPS://E.com:443", "http://e.com:/a/../b"], capsys, monkeypatch) == (
        0, "https://e.com:443\nhttp://e.com:/b\n", "",
    )


def test_iri(capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert run(["normalize", "--iri", "https://xn--bcher-kva.de:443/caf%c3%a9?x=%E2%80%AE"], capsys, monkeypatch) == (
        0, "https://bücher.de/café?x=%E2%80%AE\n", "",
    )


def test_invalid_inputs_are_errors_and_the_rest_is_processed(capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    data = b"foo\nHTTP://x.org\nhttp://x:8o/\nhttp://x/\xff\nhttp://y.org/%7e\n"
    assert run(["normalize"], capsys, monkeypatch, data) == (
        2,
        "http://x.org/\nhttp://y.org/~\n",
        "urilint: error: 'foo': not a URI: no scheme\n"
        "urilint: error: 'http://x:8o/': not a URI: bad port in 'x:8o'\n"
        "urilint: error: 'http://x/\\udcff': not a URI: it holds bytes that are not UTF-8\n",
    )


@pytest.mark.parametrize(
    ("argv", "status"),
    [
        pytest.param(["http://e.com/", "mailto:a@b.org"], 0, id="all-normal"),
        pytest.param(["http://e.com/", "http://e.com"], 1, id="empty-path"),
        pytest.param(["--syntax-only", "http://e.com"], 0, id="syntax-only-keeps-empty-path"),
        pytest.param(["--syntax-only", "http://E.com"], 1, id="host-case"),
        pytest.param(["--iri", "http://bücher.de/é"], 0, id="iri-normal"),
        pytest.param(["--iri", "http://xn--bcher-kva.de/"], 1, id="iri-not-normal"),
        pytest.param(["http://e.com", "nope"], 2, id="error-wins"),
        pytest.param(["nope", "http://e.com"], 2, id="error-first"),
    ],
)
def test_check(argv: list[str], status: int, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    got, out, _ = run(["normalize", "--check", *argv], capsys, monkeypatch)
    assert (got, out) == (status, "")
