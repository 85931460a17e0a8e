"""`urilint server` driven end to end over stdio by pygls's LSP client.

Skipped when pygls (the `lsp` extra; also in the `test` extra) is missing.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any, AsyncIterator, Awaitable, Callable, TypeVar

import pytest

pytest.importorskip("pygls", reason="the language server needs the 'lsp' extra (pygls)")

from lsprotocol import types  # noqa: E402
from pygls.lsp.client import LanguageClient  # noqa: E402

from urilint.positions import LineIndex  # noqa: E402
from urilint.server import position  # noqa: E402

T = TypeVar("T")
TIMEOUT = 30.0  # seconds for one answer; generous for a loaded CI machine
# Emoji first: in UTF-16 it takes two code units, so the URI001 finding is at
# character 30 of line 0, although it is the 30th code point (index 29).
TEXT = "Emoji 😀 https://example.com/a%2fb\nand https://example.com/%7euser\n"


class Session:
    """A client connected to one server process, collecting diagnostics."""

    def __init__(self, client: LanguageClient) -> None:
        self.client = client
        self.diagnostics: asyncio.Queue[types.PublishDiagnosticsParams] = asyncio.Queue()
        self.messages: list[str] = []

    async def next_diagnostics(self, uri: str) -> list[types.Diagnostic]:
        while True:
            params = await asyncio.wait_for(self.diagnostics.get(), TIMEOUT)
            if params.uri == uri:
                return list(params.diagnostics)

    async def request(self, call: Callable[[Any], Awaitable[T]], params: Any) -> T:
        return await asyncio.wait_for(call(params), TIMEOUT)


async def _session(root: Path, encodings: list[str] | None = None) -> AsyncIterator[Session]:
    client = LanguageClient("urilint-test", "1")
    session = Session(client)

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        session.diagnostics.put_nowait(params)

    @client.feature(types.WINDOW_SHOW_MESSAGE)
    def on_message(params: types.ShowMessageParams) -> None:
        session.messages.append(params.message)

    await client.start_io(sys.executable, "-m", "urilint", "server", cwd=str(root))
    general = types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None
    result = await session.request(client.initialize_async, types.InitializeParams(
        capabilities=types.ClientCapabilities(general=general),
        root_uri=root.as_uri(),
    ))
    assert result.capabilities.code_action_provider is not None
    client.initialized(types.InitializedParams())
    try:
        yield session
    finally:
        await session.request(client.shutdown_async, None)
        client.exit(None)
        await asyncio.wait_for(client.stop(), TIMEOUT)


def _run(test: Callable[[Session], Awaitable[None]], root: Path, encodings: list[str] | None = None) -> None:
    async def main() -> None:
        sessions = _session(root, encodings)
        session = await sessions.__anext__()
        try:
            await test(session)
        finally:
            await sessions.aclose()

    asyncio.run(main())


def _offset(text: str, pos: types.Position) -> int:
    """A UTF-16 LSP position as a code point offset into `text`."""
    index = LineIndex(text)
    start = index.starts[pos.line]
    units = 0
    for i, char in enumerate(text[start:], start):
        if units >= pos.character or char == "\n":
            return i
        units += 2 if ord(char) > 0xFFFF else 1
    return len(text)


def _apply(text: str, edits: list[types.TextEdit]) -> str:
    spans = sorted(((_offset(text, e.range.start), _offset(text, e.range.end), e.new_text) for e in edits), reverse=True)
    for start, end, new in spans:
        text = text[:start] + new + text[end:]
    return text


def _summary(diagnostics: list[types.Diagnostic]) -> list[tuple[Any, ...]]:
    return [(d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character, d.source)
            for d in diagnostics]


def _open(session: Session, uri: str, text: str, language: str = "markdown") -> None:
    session.client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)))


def _change(session: Session, uri: str, version: int, text: str) -> None:
    session.client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        [types.TextDocumentContentChangeWholeDocument(text=text)]))


def test_diagnostics_quick_fix_fix_all_and_close(tmp_path: Path) -> None:
    doc = tmp_path / "docs" / "guide.md"
    doc.parent.mkdir()
    doc.write_text(TEXT, "utf-8")
    uri = doc.as_uri()

    async def scenario(session: Session) -> None:
        _open(session, uri, TEXT)
        diagnostics = await session.next_diagnostics(uri)
        assert _summary(diagnostics) == [
            ("URI001", 0, 30, 0, 33, "urilint"),
            ("URI002", 1, 24, 1, 27, "urilint"),
        ]
        assert diagnostics[0].message == "lowercase hex digits in '%2f'; write '%2F'"

        # A quick fix for the finding under the cursor, and only that one.
        cursor = types.Range(types.Position(0, 31), types.Position(0, 31))
        actions = await session.request(session.client.text_document_code_action_async, types.CodeActionParams(
            types.TextDocumentIdentifier(uri), cursor,
            types.CodeActionContext(diagnostics=[diagnostics[0]], only=[types.CodeActionKind.QuickFix])))
        assert actions is not None
        [action] = actions
        assert isinstance(action, types.CodeAction)
        assert action.kind == types.CodeActionKind.QuickFix
        assert action.title == "Fix URI001: replace '%2f' with '%2F'"
        assert action.is_preferred
        assert action.edit is not None and action.edit.changes is not None
        edits = list(action.edit.changes[uri])
        assert [(e.range.start.character, e.range.end.character, e.new_text) for e in edits] == [(30, 33, "%2F")]
        text = _apply(TEXT, edits)
        assert text == "Emoji 😀 https://example.com/a%2Fb\nand https://example.com/%7euser\n"
        _change(session, uri, 2, text)
        assert _summary(await session.next_diagnostics(uri)) == [("URI002", 1, 24, 1, 27, "urilint")]

        # Fix all, asked for as editors do on save ("source.fixAll").
        actions = await session.request(session.client.text_document_code_action_async, types.CodeActionParams(
            types.TextDocumentIdentifier(uri), types.Range(types.Position(0, 0), types.Position(0, 0)),
            types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.SourceFixAll])))
        assert actions is not None
        [action] = actions
        assert isinstance(action, types.CodeAction)
        assert action.kind == "source.fixAll.urilint"
        assert action.edit is not None and action.edit.changes is not None
        text = _apply(text, list(action.edit.changes[uri]))
        assert text == "Emoji 😀 https://example.com/a%2Fb\nand https://example.com/~user\n"
        _change(session, uri, 3, text)
        assert await session.next_diagnostics(uri) == []

        # Nothing left to fix: no actions at all.
        actions = await session.request(session.client.text_document_code_action_async, types.CodeActionParams(
            types.TextDocumentIdentifier(uri), types.Range(types.Position(0, 0), types.Position(1, 0)),
            types.CodeActionContext(diagnostics=[])))
        assert not actions

        session.client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri)))
        assert await session.next_diagnostics(uri) == []

    _run(scenario, tmp_path)


def test_unsafe_fix_is_labelled_and_fix_all_leaves_it(tmp_path: Path) -> None:
    doc = tmp_path / "notes.txt"
    text = "a https://example.com/my%2520file and https://example.com/%7e\n"
    uri = doc.as_uri()

    async def scenario(session: Session) -> None:
        _open(session, uri, text, "plaintext")
        diagnostics = await session.next_diagnostics(uri)
        assert [d.code for d in diagnostics] == ["URI003", "URI002"]
        actions = await session.request(session.client.text_document_code_action_async, types.CodeActionParams(
            types.TextDocumentIdentifier(uri), types.Range(types.Position(0, 0), types.Position(1, 0)),
            types.CodeActionContext(diagnostics=diagnostics)))
        assert actions is not None
        titles = [(a.title, a.kind, a.is_preferred) for a in actions if isinstance(a, types.CodeAction)]
        assert titles == [
            ("Fix URI003: replace '%2520' with '%20' (unsafe)", types.CodeActionKind.QuickFix, False),
            ("Fix URI002: replace '%7e' with '~'", types.CodeActionKind.QuickFix, True),
            ("urilint: fix all (1 finding)", "source.fixAll.urilint", None),
        ]
        fix_all = actions[-1]
        assert isinstance(fix_all, types.CodeAction) and fix_all.edit is not None and fix_all.edit.changes is not None
        assert _apply(text, list(fix_all.edit.changes[uri])) == "a https://example.com/my%2520file and https://example.com/~\n"

    _run(scenario, tmp_path)


def test_config_of_the_document_applies(tmp_path: Path) -> None:
    (tmp_path / "urilint.toml").write_text('ignore = ["URI002"]\nextend-exclude = ["vendor/"]\n', "utf-8")
    kept, excluded = tmp_path / "a.md", tmp_path / "vendor" / "b.md"

    async def scenario(session: Session) -> None:
        _open(session, kept.as_uri(), TEXT)
        assert [d.code for d in await session.next_diagnostics(kept.as_uri())] == ["URI001"]
        _open(session, excluded.as_uri(), TEXT)
        assert await session.next_diagnostics(excluded.as_uri()) == []

    _run(scenario, tmp_path)


def test_a_saved_config_takes_effect(tmp_path: Path) -> None:
    """didSave reads the configuration anew: a rule ignored in a config
    written (and saved) after the document was opened no longer reports."""
    document = tmp_path / "a.md"

    async def scenario(session: Session) -> None:
        _open(session, document.as_uri(), TEXT)
        assert [d.code for d in await session.next_diagnostics(document.as_uri())] == ["URI001", "URI002"]
        (tmp_path / "urilint.toml").write_text('ignore = ["URI002"]\n', "utf-8")
        session.client.text_document_did_save(types.DidSaveTextDocumentParams(
            types.TextDocumentIdentifier(uri=(tmp_path / "urilint.toml").as_uri())))
        assert [d.code for d in await session.next_diagnostics(document.as_uri())] == ["URI001"]
        assert session.messages == []

    _run(scenario, tmp_path)


def test_utf32_positions_when_the_client_prefers_them(tmp_path: Path) -> None:
    uri = (tmp_path / "a.md").as_uri()

    async def scenario(session: Session) -> None:
        _open(session, uri, TEXT)
        assert _summary(await session.next_diagnostics(uri))[0] == ("URI001", 0, 29, 0, 32, "urilint")

    _run(scenario, tmp_path, [types.PositionEncodingKind.Utf32])


@pytest.mark.parametrize(("encoding", "character"), [
    (types.PositionEncodingKind.Utf16, 30),
    (types.PositionEncodingKind.Utf32, 29),
    (types.PositionEncodingKind.Utf8, 32),  # the emoji is four UTF-8 bytes
])
def test_position_encodings(encoding: str, character: int) -> None:
    offset = TEXT.index("%2f")
    assert position(LineIndex(TEXT), offset, encoding) == types.Position(0, character)
    second = TEXT.index("%7e")
    assert position(LineIndex(TEXT), second, encoding) == types.Position(1, 24)
