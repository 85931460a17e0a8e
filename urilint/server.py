"""``urilint server``: a language server over stdio (extra ``urilint[lsp]``).

It lints each open document as it changes and publishes the findings as
diagnostics, offers each finding's fix as a quick fix, and offers a
``source.fixAll.urilint`` action that applies every safe fix (unsafe ones
too when the config says ``unsafe-fixes = true``) through the same verified
fix engine as ``urilint check --fix``. Settings come from the config file
found from the document's path upward, as on the command line.

LSP positions count UTF-16 code units by default; the server answers in
whatever encoding pygls negotiated with the client (UTF-8, -16 or -32).
"""

from __future__ import annotations

import os

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from . import __version__
from .config import ConfigError, Resolver
from .engine import Linter, Linters
from .fix import FixError
from .model import Applicability, Finding, replacement_of
from .pattern_store import compiled_re
from .positions import LineIndex
from .records import NamedTuple
from .registry import RuleError, load_rules

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Sequence

SOURCE = "urilint"
FIX_ALL = f"{types.CodeActionKind.SourceFixAll.value}.urilint"


class Checked(NamedTuple):
    """One version of one document, linted."""

    version: int | None
    text: str
    lines: LineIndex
    findings: list[Finding]
    linter: Linter | None
    filename: str
    unsafe: bool


class UrilintServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("urilint", __version__)
        self.linters: Linters | None = None
        self.checked: dict[str, Checked] = {}

    def encoding(self) -> str:
        encoding = self.workspace.position_encoding or types.PositionEncodingKind.Utf16
        # The value, not str(): str() of a str-Enum is "PositionEncodingKind.Utf16".
        return str(getattr(encoding, "value", encoding))

    def linter_for(self, path: str) -> tuple[Linter | None, bool]:
        """The linter for a file path (None when config excludes the file)."""
        if self.linters is None:
            self.linters = Linters(Resolver({}), load_rules())
        settings = self.linters.resolver.for_path(path)
        if settings.is_excluded(path):
            return None, settings.unsafe_fixes
        return self.linters.for_path(path), settings.unsafe_fixes

    def check(self, uri: str) -> Checked:
        """Lint the current text of `uri` (cached per document version)."""
        doc = self.workspace.get_text_document(uri)
        cached = self.checked.get(uri)
        if cached is not None and cached.version == doc.version and cached.text == doc.source:
            return cached
        path = to_fs_path(uri) if uri.startswith("file:") else None
        filename = path or uri.rsplit("/", 1)[-1]
        text = doc.source
        linter, unsafe, findings = None, False, []
        try:
            linter, unsafe = self.linter_for(path or os.path.join(os.getcwd(), filename))
            if linter is not None:
                findings = linter.lint(text, filename)
        except (ConfigError, RuleError) as exc:
            self.window_show_message(types.ShowMessageParams(types.MessageType.Error, f"urilint: {exc}"))
        checked = Checked(doc.version, text, LineIndex(text), findings, linter, filename, unsafe)
        self.checked[uri] = checked
        return checked

    def publish(self, uri: str) -> None:
        checked = self.check(uri)
        diagnostics = [diagnostic(checked.lines, f, self.encoding()) for f in checked.findings]
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri, diagnostics, checked.version))


def position(index: LineIndex, offset: int, encoding: str = types.PositionEncodingKind.Utf16) -> types.Position:
    """An offset as an LSP position in the negotiated encoding. Counting
    code units from the line's start costs the line's length per finding
    (quadratic on a long line full of findings): a text with nothing
    beyond the BMP (UTF-16) or nothing beyond ASCII (UTF-8) is counted in
    code points, which are then the same."""
    line, col = index.line_col(offset)
    if _same_units(index, encoding):
        return types.Position(line - 1, col - 1)
    if encoding == types.PositionEncodingKind.Utf16:
        line, col = index.utf16_col(offset)
        return types.Position(line, col)
    if encoding == types.PositionEncodingKind.Utf8:
        prefix = index.text[index.starts[line - 1] : offset]
        return types.Position(line - 1, len(prefix.encode("utf-8", "surrogatepass")))
    return types.Position(line - 1, col - 1)


_BEYOND_BMP = compiled_re("[\U00010000-\U0010FFFF]")
_UNITS_ARE_CODE_POINTS: dict[int, tuple[LineIndex, bool, bool]] = {}


def _same_units(index: LineIndex, encoding: str) -> bool:
    """Whether `encoding`'s code units are code points in `index`'s text
    (worked out once per text)."""
    known = _UNITS_ARE_CODE_POINTS.get(id(index))
    if known is None or known[0] is not index:
        text = index.text
        known = (index, _BEYOND_BMP.search(text) is None, text.isascii())
        _UNITS_ARE_CODE_POINTS.clear()  # one text at a time: no growth
        _UNITS_ARE_CODE_POINTS[id(index)] = known
    if encoding == types.PositionEncodingKind.Utf16:
        return known[1]
    if encoding == types.PositionEncodingKind.Utf8:
        return known[2]
    return True


def lsp_range(index: LineIndex, start: int, end: int, encoding: str = types.PositionEncodingKind.Utf16) -> types.Range:
    return types.Range(position(index, start, encoding), position(index, end, encoding))


def diagnostic(index: LineIndex, finding: Finding, encoding: str = types.PositionEncodingKind.Utf16) -> types.Diagnostic:
    return types.Diagnostic(
        range=lsp_range(index, finding.start, finding.end, encoding),
        message=finding.message,
        severity=types.DiagnosticSeverity.Warning,
        code=finding.code,
        source=SOURCE,
    )


def _before(a: types.Position, b: types.Position) -> bool:
    return (a.line, a.character) < (b.line, b.character)


def _overlaps(a: types.Range, b: types.Range) -> bool:
    """True when the ranges share a position (an empty range is a cursor)."""
    return not _before(a.end, b.start) and not _before(b.end, a.start)


def _wants(only: Sequence[str] | None, kind: str) -> bool:
    """LSP kind filtering: ``source.fixAll`` asks for ``source.fixAll.urilint``."""
    return only is None or any(kind == k or kind.startswith(f"{k}.") for k in only)


def quick_fixes(uri: str, checked: Checked, want: types.Range, encoding: str) -> list[types.CodeAction]:
    actions = []
    for finding in checked.findings:
        fix = finding.fix
        if fix is None or not fix.edits:
            continue
        diag = diagnostic(checked.lines, finding, encoding)
        if not _overlaps(diag.range, want):
            continue
        new = replacement_of(finding, checked.text)
        old = checked.text[finding.start : finding.end]
        safe = fix.applicability is Applicability.SAFE
        title = f"Fix {finding.code}: replace {old!r} with {new!r}" if new is not None else f"Fix {finding.code}"
        edits = [types.TextEdit(lsp_range(checked.lines, e.start, e.end, encoding), e.replacement) for e in sorted(fix.edits)]
        actions.append(types.CodeAction(
            title=title if safe else f"{title} (unsafe)",
            kind=types.CodeActionKind.QuickFix,
            diagnostics=[diag],
            edit=types.WorkspaceEdit(changes={uri: edits}),
            is_preferred=safe,
        ))
    return actions


def fix_all(uri: str, checked: Checked, encoding: str) -> types.CodeAction | None:
    linter = checked.linter
    if linter is None or not checked.findings:
        return None
    try:
        result = linter.fix(checked.text, checked.filename, checked.unsafe)
    except FixError:
        return None
    if result.text == checked.text:
        return None
    whole = lsp_range(checked.lines, 0, len(checked.text), encoding)
    return types.CodeAction(
        title=f"urilint: fix all ({result.fixed} finding{'s' * (result.fixed != 1)})",
        kind=FIX_ALL,
        edit=types.WorkspaceEdit(changes={uri: [types.TextEdit(whole, result.text)]}),
    )


def build_server() -> UrilintServer:
    server = UrilintServer()

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: UrilintServer, params: types.DidOpenTextDocumentParams) -> None:
        ls.publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: UrilintServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: UrilintServer, params: types.DidSaveTextDocumentParams) -> None:
        # The saved file may be a config file: read settings anew and
        # re-lint every open document under them.
        ls.linters = None
        ls.checked.clear()
        for uri in list(ls.workspace.text_documents):
            ls.publish(uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: UrilintServer, params: types.DidCloseTextDocumentParams) -> None:
        ls.checked.pop(params.text_document.uri, None)
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(params.text_document.uri, []))

    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL]),
    )
    def code_action(ls: UrilintServer, params: types.CodeActionParams) -> list[types.CodeAction]:
        uri = params.text_document.uri
        checked = ls.check(uri)
        only: Any = params.context.only
        actions: list[types.CodeAction] = []
        if _wants(only, types.CodeActionKind.QuickFix):
            actions.extend(quick_fixes(uri, checked, params.range, ls.encoding()))
        if _wants(only, FIX_ALL):
            action = fix_all(uri, checked, ls.encoding())
            if action is not None:
                actions.append(action)
        return actions

    return server


def main() -> int:
    build_server().start_io()
    return 0
