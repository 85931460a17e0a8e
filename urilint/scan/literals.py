"""String literals and comments of source code and data files: where each
starts, where its content starts and ends.

Not a tokenizer: one `re` per language family matches a comment or a
quoted literal, and whatever lies between them is skipped in C by the
search. Literals that cannot span lines must close on their line, so a
stray quote (an apostrophe in a Rust lifetime, a shell heredoc) mislabels
at most its own line. Tokens are found lazily, only up to the last URI
asked about.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

LITERAL = "literal"
COMMENT = "comment"

_LINE = r"[^\n]*"
_C_COMMENTS = rf"(?P<c>//{_LINE}|/\*[^*]*(?:\*+[^*/][^*]*)*(?:\*+/|\**\Z))"
_HASH_COMMENT = rf"(?P<c>#{_LINE})"
_DOUBLE = r'"(?:[^"\\\n]|\\.)*"'
_DOUBLE_MULTILINE = r'"(?:[^"\\]|\\.)*"'
_SINGLE = r"'(?:[^'\\\n]|\\.)*'"
_CHAR = r"'(?:[^'\\\n]|\\[^'\n]{1,10})'"  # a character literal: one character or escape
_TRIPLE = r'"""(?:[^"\\]|\\.|"(?!""))*"""'
_TRIPLE_SINGLE = r"'''(?:[^'\\]|\\.|'(?!''))*'''"
_BACKTICK = r"`(?:[^`\\]|\\.)*`"
_RUST_RAW = r'(?<![A-Za-z0-9_])b?r(?P<h>#*)"[\s\S]*?"(?P=h)'

_FAMILIES: dict[str, str] = {
    "python": rf"{_HASH_COMMENT}|(?P<s>{_TRIPLE}|{_TRIPLE_SINGLE}|{_DOUBLE}|{_SINGLE})",
    "javascript": rf"{_C_COMMENTS}|(?P<s>{_DOUBLE}|{_SINGLE}|{_BACKTICK})",
    "go": rf"{_C_COMMENTS}|(?P<s>{_DOUBLE}|{_CHAR}|`[^`]*`)",
    "rust": rf"{_C_COMMENTS}|(?P<s>{_RUST_RAW}|{_DOUBLE_MULTILINE}|{_CHAR})",
    "c": rf"{_C_COMMENTS}|(?P<s>{_DOUBLE}|{_CHAR})",
    "java": rf"{_C_COMMENTS}|(?P<s>{_TRIPLE}|{_DOUBLE}|{_CHAR})",
    "csharp": rf"{_C_COMMENTS}|(?P<s>{_TRIPLE}|@\"(?:[^\"]|\"\")*\"|{_DOUBLE}|{_CHAR})",
    "swift": rf"{_C_COMMENTS}|(?P<s>{_TRIPLE}|{_DOUBLE})",
    "php": rf"{_C_COMMENTS}|{_HASH_COMMENT}|(?P<s>{_DOUBLE}|{_SINGLE})",
    "ruby": rf"{_HASH_COMMENT}|(?P<s>{_DOUBLE}|{_SINGLE}|{_BACKTICK})",
    # "#" starts a comment only at a word's start ("$#", "${#a}" are not).
    "shell": rf"(?P<c>#(?<![^\s;|&()]#){_LINE})|(?P<s>{_DOUBLE}|'[^'\n]*')",
    "perl": rf"{_HASH_COMMENT}|(?P<s>{_DOUBLE}|{_SINGLE})",
    "r": rf"{_HASH_COMMENT}|(?P<s>{_DOUBLE}|{_SINGLE})",
    "lua": rf"(?P<c>--{_LINE})|(?P<s>{_DOUBLE}|{_SINGLE})",
    # JSON, YAML, TOML, INI, .env: "#" and ";" comments at a word's start;
    # YAML's single quotes only where a scalar may start ("it's" is no
    # literal), with '' for a quote.
    "data": (
        rf"(?P<c>[#;](?<![^ \t\n][#;]){_LINE})"
        rf"|(?P<s>{_TRIPLE}|{_TRIPLE_SINGLE}|{_DOUBLE}|'(?<![^\s:\[{{,=]')(?:[^'\n]|'')*')"
    ),
}
# Where a token of each family may start: the lexer searches for these
# (one C-speed search) and tries its pattern only there.
_C_FIRST = "[/\"'`]"
_FIRST: dict[str, str] = {
    "python": "[#\"']", "javascript": _C_FIRST, "go": _C_FIRST, "rust": "[/\"']|b?r#*\"", "c": _C_FIRST,
    "java": _C_FIRST, "csharp": "[/\"'@]", "swift": _C_FIRST, "php": "[/#\"']", "ruby": "[#\"'`]",
    "shell": "[#\"']", "perl": "[#\"']", "r": "[#\"']", "lua": "-|[\"']", "data": "[#;\"']",
}
# Families whose literals and comments never span lines: lexed one line
# at a time, only the lines that hold a URI.
_LINE_LOCAL = frozenset(("data",))


class Token(NamedTuple):
    kind: str  # LITERAL or COMMENT
    start: int
    end: int
    content_start: int
    content_end: int


@lru_cache(maxsize=None)
def _patterns(family: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    return re.compile(_FAMILIES[family], re.M | re.S if family != "data" else re.M), re.compile(_FIRST[family])


def has_family(language: str) -> bool:
    return language in _FAMILIES


class Tokens:
    """The token holding each offset, for offsets asked in increasing order."""

    def __init__(self, text: str, family: str, templates: list[tuple[int, int]] | None = None) -> None:
        self.text = _masked(text, templates) if templates else text
        self._pattern, self._first = _patterns(family)
        self._line_local = family in _LINE_LOCAL
        self._pos = 0  # lexed up to here
        self._current: Token | None = None

    def at(self, pos: int) -> Token | None:
        """The literal or comment holding `pos`, or None (code)."""
        text = self.text
        current = self._current
        if current is not None and current.start <= pos < current.end:
            return current
        limit = len(text)
        if self._line_local:
            self._pos = max(self._pos, text.rfind("\n", 0, pos) + 1)
            line_end = text.find("\n", pos)
            limit = limit if line_end < 0 else line_end
        search, match = self._first.search, self._pattern.match
        while current is None or current.end <= pos:
            found = search(text, self._pos, limit)
            if found is None:
                self._pos = limit
                current = None
                break
            token = match(text, found.start())
            if token is None:
                self._pos = found.start() + 1
                continue
            current = _token(text, token)
            self._pos = token.end()
        self._current = current
        if current is not None and current.start <= pos < current.end:
            return current
        return None


_FILL = re.compile(r"[^\n]")


def _masked(text: str, templates: list[tuple[int, int]]) -> str:
    """`text` with template expressions blanked out (same length, lines
    kept), so a quote or "#" inside one (``"{{ template "x" . }}"``) is
    template syntax, not a literal's end or a comment. Expressions spanning
    lines are blanked only when they are ``${...}``: a code file's "{{" may
    be an escaped brace of a format string, closed lines later."""
    parts: list[str] = []
    pos = 0
    for start, end in templates:
        if text.startswith("${", start) or text.find("\n", start, end) < 0:
            parts.append(text[pos:start])
            parts.append(_FILL.sub("x", text[start:end]))
            pos = end
    if not parts:
        return text
    parts.append(text[pos:])
    return "".join(parts)


def _token(text: str, found: re.Match[str]) -> Token:
    start, end = found.span()
    if found.lastgroup == "c" or found.group("c") is not None:
        close = 2 if text.startswith("*/", end - 2) and text.startswith("/*", start) else 0
        return Token(COMMENT, start, end, start, end - close)
    first = text[start]
    if first in "br@":  # Rust raw or byte strings, C# verbatim strings
        quote = text.index('"', start)
        return Token(LITERAL, start, end, quote + 1, end - 1 - text.count("#", start, quote))
    width = 3 if text.startswith(first * 3, start) and end - start >= 6 and text.startswith(first * 3, end - 3) else 1
    return Token(LITERAL, start, end, start + width, end - width)
