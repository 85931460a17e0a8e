"""`--add-noqa` in source code: which lines of a ``//`` language (Go,
JavaScript/TypeScript, Rust, C/C++, Java, Kotlin, Scala, Swift, C#, PHP) or
a ``#`` language (shell, Ruby, Perl, R) can end in a suppression comment,
and how.

The project's own lexer (scan/literals.py `Tokens`) says what holds the
end of a line: code (``  // urilint: ignore[CODES]`` is appended), a line
comment (`` urilint: ignore[CODES]`` is appended to it), or a string
literal or block comment that runs on to the next line (no comment: it
would change the string, or the comment's text). Lines the lexer cannot
judge are left alone too: a line continued by a backslash, a comment
marker right after other code (Perl's ``$#a``, a ``/\\//`` regex), heredoc
bodies (shell, Ruby, Perl, PHP), Ruby and Perl bracket-quoted literals and
C++ raw strings running over lines, POD and ``=begin`` blocks. In PHP
only the lines inside ``<?php ... ?>`` are code. JSX/TSX, ``.m`` files
(Objective-C or MATLAB), Dockerfiles and Makefiles are not supported: a
comment marker there may be text.
"""

from __future__ import annotations

import os
import re

from .pattern_store import compiled_re
from .positions import LineIndex
from .scan.languages import language_of_file, language_of_shebang, lexed_as
from .scan.literals import COMMENT, Tokens

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterable, Union

Style = tuple[str, str]
if TYPE_CHECKING:
    # line -> (text before the directive, text after it), or None: no comment there.
    Placements = dict[int, Union[Style, None]]

SLASH = ("  // ", "")
HASH = ("  # ", "")
INTO_COMMENT = (" ", "")  # the line ends in a line comment: the directive joins it
FAMILIES = {
    **dict.fromkeys(("go", "javascript", "rust", "c", "java", "groovy", "csharp", "swift", "php"), SLASH),
    **dict.fromkeys(("shell", "ruby", "perl", "r", "julia", "nix"), HASH),
}
NOT_SUPPORTED = {
    "jsx": "JSX (a '//' in its markup is text)", "tsx": "TSX (a '//' in its markup is text)",
    "m": "a .m file (Objective-C or MATLAB)",
}
NOT_SUPPORTED_NAMES = frozenset(("Dockerfile", "Containerfile", "Makefile", "GNUmakefile", "makefile"))
# What may stand right before a comment marker that starts a comment.
_BEFORE_COMMENT = frozenset(" \t;{}),")
_HEREDOC = {
    "shell": compiled_re(r"(?<![<\w])<<-?[ \t]*(['\"]?)([A-Za-z_][A-Za-z0-9_]*)\1"),
    "ruby": compiled_re(r"(?<![<\w])<<[-~]?(['\"`]?)([A-Za-z_][A-Za-z0-9_]*)\1"),
    "perl": compiled_re(r"(?<![<\w])<<~?[ \t]*(['\"]?)([A-Za-z_][A-Za-z0-9_]*)\1"),
    "php": compiled_re(r"<<<[ \t]*(['\"]?)([A-Za-z_][A-Za-z0-9_]*)\1"),
}
_BRACKETED = {
    "ruby": compiled_re(r"%[qQwWiIrsx]?([{(\[<])"),
    "perl": compiled_re(r"(?<![\w$@%&])(?:q|qq|qw|qr|m|s|tr|y)[ \t]*([{(\[<])"),
}
_CLOSERS = {"{": "}", "(": ")", "[": "]", "<": ">"}
_RAW_STRING = compiled_re(r'(?<![A-Za-z0-9_])(?:u8|[uUL])?R"([^ ()\\\t\n]{0,16})\(')
_POD = compiled_re(r"^=[a-zA-Z]", re.M)
_PHP_OPEN = compiled_re(r"<\?(?:php\b|=)?", re.IGNORECASE)


def language_for(path: str, text: str) -> str:
    """The code language of a file as the code scanner reads it, or ""."""
    return language_of_file(path) or (language_of_shebang(text) if text.startswith("#!") else "")


def not_supported(path: str, language: str) -> str | None:
    """Why a code file cannot take suppression comments, or None."""
    base = os.path.basename(path)
    if base in NOT_SUPPORTED_NAMES:
        return f"{base} is not supported (a '#' there may be text)"
    extension = base.rpartition(".")[2].lower() if "." in base else ""
    if extension in NOT_SUPPORTED:
        return f"{NOT_SUPPORTED[extension]} is not supported"
    if lexed_as(language) not in FAMILIES:
        return f"{language or 'this code'} is not supported"
    return None


def code_placements(text: str, language: str, index: LineIndex, lines: Iterable[int], regions: list[tuple[int, int]] | None = None) -> Placements:
    """Where each of `lines` (ascending) can take a comment in code of
    `language`; with `regions` (PHP), only lines inside one of those
    (start, end) offsets are code."""
    language = lexed_as(language)  # its comments and literals are its kin's
    style = FAMILIES[language]
    blocked = _blocked_lines(text, language, index)
    tokens = Tokens(text, language, line_templates=True)
    placed: Placements = {}
    for line in lines:
        start = index.starts[line - 1]
        stop = text.find("\n", start)
        stop = len(text) if stop < 0 else stop
        end = stop
        while end > start and text[end - 1] in "\r\n":
            end -= 1
        inside = regions is None or any(a <= start and stop <= b for a, b in regions)
        if not inside or line in blocked or end == start or text[start:end].rstrip().endswith("\\"):
            placed[line] = None
            continue
        token = tokens.at(end - 1)
        if token is None or token.end <= end and not (token.kind == COMMENT and token.end == end):
            placed[line] = style  # code, or a literal or block comment closing at the line's end
        elif token.end > stop:
            placed[line] = None  # a literal or block comment running on
        elif token.kind == COMMENT and text.startswith(("//", "#"), token.start) and _comment_starts_clean(text, start, token.start):
            placed[line] = INTO_COMMENT
        elif token.kind == COMMENT and text.startswith("/*", token.start):
            placed[line] = style  # "/* ... */" closing at the line's end
        else:
            placed[line] = None
    return placed


def php_regions(text: str) -> list[tuple[int, int]]:
    """The PHP code of a .php file: from after each ``<?php``, ``<?=`` or
    ``<?`` to its ``?>`` (or the end)."""
    regions: list[tuple[int, int]] = []
    pos = 0
    while True:
        opened = _PHP_OPEN.search(text, pos)
        if opened is None:
            return regions
        close = text.find("?>", opened.end())
        end = len(text) if close < 0 else close
        regions.append((opened.end(), end))
        if close < 0:
            return regions
        pos = close + 2


def _comment_starts_clean(text: str, line_start: int, at: int) -> bool:
    """The comment marker at `at` starts a comment for certain: at the
    line's start or after a space or a closing of code (not Perl's
    ``$#a``, not the end of a ``/\\//`` regular expression)."""
    return at == line_start or text[at - 1] in _BEFORE_COMMENT


def _blocked_lines(text: str, language: str, index: LineIndex) -> set[int]:
    """Lines the lexer cannot judge: heredoc bodies, bracket-quoted
    literals and raw strings running over lines, POD and =begin blocks."""
    blocked: set[int] = set()
    heredoc = _HEREDOC.get(language)
    if heredoc is not None and "<<" in text:
        for found in heredoc.finditer(text):
            name = found.group(2)
            first = index.line_col(found.start())[0]
            terminator = compiled_re(rf"^[ \t]*{re.escape(name)}\b", re.M)
            body = text.find("\n", found.end())
            closed = terminator.search(text, body + 1) if body >= 0 else None
            last = index.line_col(closed.start())[0] if closed is not None else len(index.starts)
            blocked.update(range(first + 1, last + 1))
    bracketed = _BRACKETED.get(language)
    if bracketed is not None:
        for found in bracketed.finditer(text):
            _block_span(text, index, found.end(), _matching(text, found.end(), found.group(1)), blocked)
    if language == "c" and 'R"' in text:
        for found in _RAW_STRING.finditer(text):
            close = text.find(f"){found.group(1)}\"", found.end())
            _block_span(text, index, found.start(), len(text) if close < 0 else close, blocked)
    if language in ("perl", "ruby") and _POD.search(text):
        inside = False
        for number, start in enumerate(index.starts, 1):
            line = text[start : start + 5]
            if line.startswith("=") and line[1:2].isalpha():
                inside = not line.startswith(("=cut", "=end"))
                blocked.add(number)
            elif inside:
                blocked.add(number)
    return blocked


def _matching(text: str, pos: int, opener: str) -> int:
    """The offset of the closer of a bracket opened just before `pos`
    (nesting counted), or the end of the text."""
    closer, depth = _CLOSERS[opener], 1
    i = pos
    while i < len(text):
        char = text[i]
        i += 1
        if char == "\\":
            i += 1  # an escaped bracket does not count
        elif char == opener:
            depth += 1
        elif char == closer:
            depth -= 1
            if not depth:
                return i - 1
    return len(text)


def _block_span(text: str, index: LineIndex, start: int, end: int, blocked: set[int]) -> None:
    """Block the lines from `start`'s to `end`'s when they differ."""
    first, last = index.line_col(start)[0], index.line_col(min(end, len(text)))[0]
    if last > first:
        blocked.update(range(first, last + 1))
