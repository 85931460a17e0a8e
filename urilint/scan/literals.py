"""String literals and comments of source code and data files: where each
starts, where its content starts and ends.

Not a tokenizer: one `re` per language family matches a comment or a
quoted literal, and whatever lies between them is skipped in C by the
search. Literals that cannot span lines must close on their line, so a
stray quote (an apostrophe in a Rust lifetime, a shell heredoc) mislabels
at most its own line. Only the lines holding a URI and the openers of
tokens that span lines are lexed (see Tokens).
"""

from __future__ import annotations

from functools import lru_cache

from ..compat import possessive
from ..pattern_store import DOTALL, MULTILINE, compiled_re
from ..records import NamedTuple
from ..uri.templates import template_spans
from .template_literals import template_literal_end

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re

LITERAL, COMMENT = "literal", "comment"  # a token's kinds

_LINE = r"[^\n]*"
_BLOCK_COMMENT = r"/\*[^*]*(?:\*+[^*/][^*]*)*(?:\*+/|\**\Z)"  # an unclosed one runs to the end
_C_COMMENT = rf"//{_LINE}|{_BLOCK_COMMENT}"
_C_COMMENTS = rf"(?P<c>{_C_COMMENT})"
_HASH_COMMENT = rf"(?P<c>#{_LINE})"
# Written as unrolled loops (a run of plain characters, then an escape and
# another run): `re` walks one class far faster than an alternation.
_DOUBLE = r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"'
_DOUBLE_MULTILINE = r'"[^"\\]*(?:\\.[^"\\]*)*"'
_SINGLE = r"'[^'\\\n]*(?:\\.[^'\\\n]*)*'"
# A single-quoted string in which a quote doubled is one (PowerShell, SQL),
# spanning lines; an unclosed one runs to the end.
_DOUBLED_SINGLE = r"'[^']*(?:''[^']*)*(?:'|\Z)"
_CHAR = r"'(?:[^'\\\n]|\\[^'\n]{1,10})'"  # a character literal: one character or escape
_TRIPLE = r'"""[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*"""'
_TRIPLE_SINGLE = r"'''[^'\\]*(?:(?:\\.|'(?!''))[^'\\]*)*'''"
_BACKTICK = r"`[^`\\]*(?:\\.[^`\\]*)*`"
_HEREDOC = r"<<-?(?P<t>[A-Za-z_][A-Za-z0-9_]*)\n[\s\S]*?(?:^[ \t]*(?P=t)[ \t]*$|\Z)"
_CSHARP_INTERPOLATED = r'(?<=\$)"(?:[^"\\\n{]|\\.|\{\{|\{(?:[^{}"\n]|"[^"\\\n]*")*\})*"'  # $"a/{d["k"]}/b"
_RUST_RAW = r'(?<![A-Za-z0-9_])b?r(?P<h>#*)"[\s\S]*?"(?P=h)'

_FAMILIES: dict[str, str] = {
    "python": rf"{_HASH_COMMENT}|(?P<s>{_TRIPLE}|{_TRIPLE_SINGLE}|{_DOUBLE}|{_SINGLE})",
    "javascript": rf"{_C_COMMENTS}|(?P<s>{_DOUBLE}|{_SINGLE}|{_BACKTICK})",
    "go": rf"{_C_COMMENTS}|(?P<s>{_DOUBLE}|{_CHAR}|`[^`]*`)",
    "rust": rf"{_C_COMMENTS}|(?P<s>{_RUST_RAW}|{_DOUBLE_MULTILINE}|{_CHAR})",
    "c": rf"{_C_COMMENTS}|(?P<s>{_DOUBLE}|{_CHAR})",
    "java": rf"{_C_COMMENTS}|(?P<s>{_TRIPLE}|{_DOUBLE}|{_CHAR})",
    "groovy": rf"{_C_COMMENTS}|(?P<s>{_TRIPLE}|{_TRIPLE_SINGLE}|{_DOUBLE}|{_SINGLE})",  # '...' a string (sweep 109: nf-core)
    "csharp": rf"{_C_COMMENTS}|(?P<s>{_TRIPLE}|@\"(?:[^\"]|\"\")*\"|{_CSHARP_INTERPOLATED}|{_DOUBLE}|{_CHAR})",
    "swift": rf"{_C_COMMENTS}|(?P<s>{_TRIPLE}|{_DOUBLE})",
    "php": rf"(?P<c>{_C_COMMENT}|#{_LINE})|(?P<s>{_DOUBLE}|{_SINGLE})",
    "ruby": rf"{_HASH_COMMENT}|(?P<s>{_DOUBLE}|{_SINGLE}|{_BACKTICK})",
    # "#" starts a comment only at a word's start ("$#", "${#a}" are not).
    "shell": rf"(?P<c>#(?<![^\s;|&()]#){_LINE})|(?P<s>{_DOUBLE}|'[^'\n]*')",
    "perl": rf"{_HASH_COMMENT}|(?P<s>{_DOUBLE}|{_SINGLE})",
    "r": rf"{_HASH_COMMENT}|(?P<s>{_DOUBLE}|{_SINGLE})",
    "lua": rf"(?P<c>--{_LINE})|(?P<s>{_DOUBLE}|{_SINGLE})",
    # Haskell: "--" starts a comment unless an operator goes on ("-->");
    # "'" is a character or a prime (x'): no string.
    "haskell": rf"(?P<c>--(?![!#$%&*+./<=>?@\\^|~:]){_LINE})|(?P<s>{_DOUBLE})",
    # Julia: "'" is a character or the adjoint (A'): no string.
    "julia": rf"{_HASH_COMMENT}|(?P<s>{_TRIPLE}|{_DOUBLE})",
    # OCaml: "(* *)" comments, "{|...|}" quoted strings; "'" is a character
    # or a type variable ('a): no string.
    "ocaml": rf"(?P<c>\(\*[^*]*(?:\*+[^*)][^*]*)*(?:\*+\)|\**\Z))|(?P<s>{_DOUBLE_MULTILINE}|\{{\|[^|]*(?:\|(?!\}})[^|]*)*\|\}})",
    # Clojure: ";" comments; \" is the character '"', not a string's start.
    "clojure": rf"(?P<c>(?<!\\);{_LINE})|(?P<s>(?<!\\){_DOUBLE_MULTILINE})",
    "nix": rf"(?P<c>#{_LINE}|{_BLOCK_COMMENT})|(?P<s>{_DOUBLE_MULTILINE}|''[^']*(?:'(?!')[^']*)*'')",
    # HCL (Terraform): "#", "//" and "/* */" comments; heredocs ("<<EOT",
    # "<<-EOT" indented) up to the line holding their tag alone.
    "hcl": rf"(?P<c>#{_LINE}|{_C_COMMENT})|(?P<s>{_DOUBLE}|{_HEREDOC})",
    # PowerShell: "#" and "<# #>" comments; strings span lines, a backtick
    # escapes in double quotes ("`"" is a quote), a quote doubled is one;
    # here-strings (@" "@, @' '@) end at a line starting with their closer.
    # A backtick-escaped quote outside a string is a quote character
    # (& cmd `"$a`"), no opener; an unclosed string runs to the end.
    "powershell": (
        r"(?P<c><#[^#]*(?:#+[^#>][^#]*)*(?:#+>|#*\Z)|#[^\n]*)"
        r"|(?P<s>@\"\n[\s\S]*?(?:^\"@|\Z)|@'\n[\s\S]*?(?:^'@|\Z)"
        r"|(?<!`)\"[^\"`]*(?:(?:`[\s\S]|\"\")[^\"`]*)*(?:\"|`?\Z)|(?<!`)" + _DOUBLED_SINGLE + ")"
    ),
    # SQL: "--" and "/* */" comments; strings span lines, a quote doubled
    # is one; "..." is a quoted name.
    "sql": (
        rf"(?P<c>--{_LINE}|{_BLOCK_COMMENT})|(?P<s>{_DOUBLED_SINGLE}|\"[^\"\n]*\")"
    ),
    # Emacs Lisp: ";" comments; strings span lines; ?" and ?\" are the
    # character '"', ?; and \; the character ';'.
    "elisp": rf"(?P<c>(?<![?\\]);{_LINE})|(?P<s>(?<!\?)(?<!\?\\){_DOUBLE_MULTILINE})",
    # JSON, YAML, TOML, INI, .env: "#" and ";" comments at a word's start;
    # YAML's single quotes only where a scalar may start ("it's" is no
    # literal), with '' for a quote.
    "data": (
        rf"(?P<c>[#;](?<![^ \t\n][#;]){_LINE})"
        rf"|(?P<s>{_TRIPLE}|{_TRIPLE_SINGLE}|{_DOUBLE}|'(?<![^\s:\[{{,=]')(?:[^'\n]|'')*')"
    ),
}
# A data file holding a double-quoted string that does not close on its
# line (YAML folds such a scalar over lines, a trailing "\" escaping the
# line break): "data-lines", where one that opens where a scalar may
# start runs on to its closing quote, escapes and all. Others (JSON,
# TOML) keep "data": no opener walk over their many quotes.
_DATA_DOUBLE_LINES = r'(?<![^\s:\[{,=])"[^"\\]*(?:\\[\s\S][^"\\]*)*"'
_FAMILIES["data-lines"] = _FAMILIES["data"].replace(f"|{_DOUBLE}|", f"|{_DATA_DOUBLE_LINES}|{_DOUBLE}|", 1)
# Whether a file holds such a string: a line that, lexed from its start,
# ends inside a double-quoted string (possessive: linear). Quotes in a
# comment or a single-quoted string may fire it, which costs only time.
DATA_STRING_OVER_LINES = possessive(
    r'^(?:[^"\n]++|"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+")*+"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+\\?$', MULTILINE
)
# Where a token of each family may start: the lexer searches for these
# (one C-speed search) and tries its pattern only there.
_C_FIRST = "[/\"'`]"
_FIRST: dict[str, str] = {
    "python": "[#\"']", "javascript": _C_FIRST, "go": _C_FIRST, "rust": "[/\"']|b?r#*\"", "c": _C_FIRST,
    "java": _C_FIRST, "groovy": _C_FIRST, "csharp": "[/\"'@]", "swift": _C_FIRST, "php": "[/#\"']", "ruby": "[#\"'`]",
    "shell": "[#\"']", "perl": "[#\"']", "r": "[#\"']", "lua": "-|[\"']", "elisp": "[;\"]", "data": "[#;\"']",
    "haskell": '-|"', "julia": '[#"]', "nix": "[#/\"']", "ocaml": r'\(\*|"|\{\|', "clojure": '[;"]', "hcl": '[#/"]|<<',
    "data-lines": "[#;\"']", "sql": "--|/\\*|[\"']", "powershell": "[#\"']|<#|@[\"']",  # the pattern itself passes over a backtick-escaped quote
}
# What may open a token that spans lines, by family: only these are
# followed through the file; any other line is lexed alone, from its start,
# and only when a URI stands on it. Families not listed have none.
_MULTILINE: dict[str, tuple[str, ...]] = {
    "python": ('"""', "'" * 3),
    "javascript": ("/*", "`"),
    "go": ("/*", "`"),
    "rust": ("/*", '"'), "c": ("/*",), "php": ("/*",),
    "java": ("/*", '"""'), "groovy": ("/*", '"""', "'" * 3),
    "csharp": ("/*", '"""', '@"'), "swift": ("/*", '"""'),
    "elisp": ('"',), "clojure": ('"',), "julia": ('"""',),
    "nix": ("/*", '"', "''"),
    "ocaml": ("(*", '"', "{|"),
    "hcl": ("/*", "<<"),
    "powershell": ("<#", '"', "'", '@"', "@'"),
    "sql": ("/*", "'"),
    "data": ('"""', "'" * 3), "data-lines": ('"""', "'" * 3, '"'),
}


class Token(NamedTuple):
    kind: str  # LITERAL or COMMENT
    start: int
    end: int
    content_start: int
    content_end: int


@lru_cache(maxsize=None)
def _patterns(family: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    return compiled_re(_FAMILIES[family], MULTILINE if family.startswith("data") else MULTILINE | DOTALL), compiled_re(_FIRST[family])


def has_family(language: str) -> bool:
    return language in _FAMILIES


class Tokens:
    """The token holding each offset, for offsets asked in increasing order.

    Tokens that span lines (docstrings, block comments, template literals)
    are found from their openers (`_MULTILINE`) up to the offset asked; an
    opener counts only where lexing its line shows it is not inside another
    token. Any other line is in code at its start, so the token holding an
    offset is found by lexing its line alone. The cost is the number of
    such openers plus the lines holding URIs, not the number of tokens."""

    def __init__(
        self, text: str, family: str, templates: list[tuple[int, int]] | None = None, line_templates: bool = False
    ) -> None:
        """`templates` are blanked out before lexing; with `line_templates`
        instead, the template expressions of each line lexed (a data file's
        expressions stay on their line; most lines hold no URI)."""
        self.text = _masked(text, templates) if templates else text
        self._line_templates = line_templates
        self._pattern, self._first = _patterns(family)
        self._openers = _MULTILINE.get(family, ())
        self._javascript = family == "javascript"  # a template literal's substitutions may hold backticks
        # Python with no "'''" before the offset asked: the tokens spanning lines are
        # """-strings, told by counting the quotes before it (one C call), not by walking
        # every docstring. _triple_only: the offset up to which no "'''" was seen, or -1.
        self._triple_only = 0 if family == "python" else -1
        self._counted = (0, 0)  # (offset, parity of the triple quotes before it)
        self._next = [-1] * len(self._openers)  # each opener's next offset, when searched
        self._region: Token | None = None  # the last token spanning lines found
        self._scanned = 0  # openers before this offset are decided
        self._code_at = 0  # an offset the opener walk knows to be in code
        self._current: Token | None = None  # the last token answered
        self._resume = 0  # lexing may go on from here (in code), on its line
        self._view: tuple[int, int, str] = (-1, -1, text)  # (line start, end, masked line) for line_templates

    def at(self, pos: int, line: tuple[int, int, list[tuple[int, int]]] | None = None) -> Token | None:
        """The literal or comment holding `pos`, or None (code). `line`:
        (start, end, template expressions) of its line, when the caller
        has them (saves finding them again)."""
        current = self._current
        if current is not None and current.start <= pos < current.end:
            return current
        # Python: whether a line is inside a docstring matters only when
        # lexing it alone finds a comment (a literal, or code, there is a
        # literal's text either way), so the quotes are counted only then.
        lazy = self._triple_only >= 0
        region = None if lazy else self._regions_upto(pos)
        if region is not None and region.start <= pos < region.end:
            return region
        text = self.text
        if self._resume <= pos and text.find("\n", self._resume, pos) < 0:
            start = self._resume  # the same line as the last question: go on
        else:
            start = text.rfind("\n", 0, pos) + 1
            if region is not None and region.end > start:
                start = region.end
        view, offset = text, 0
        if self._line_templates and (line is None or line[2]):
            view, offset = self._line_view(start, pos, line)
        token, resume = _covering(view, self._first, self._pattern, start - offset, pos - offset)
        self._resume = resume + offset
        if token is not None and offset:
            token = Token(token.kind, token.start + offset, token.end + offset, token.content_start + offset, token.content_end + offset)
        if lazy and token is not None and token.kind == COMMENT:
            docstring = self._regions_upto(pos)
            if docstring is not None and docstring.start <= pos < docstring.end:
                token = docstring
        self._current = token
        return token

    def _line_view(self, start: int, pos: int, line: tuple[int, int, list[tuple[int, int]]] | None) -> tuple[str, int]:
        """The text to lex `pos`'s line in, and its offset: the line with
        its template expressions blanked, or the whole text when none."""
        line_start, line_end, view = self._view
        if not line_start <= pos < line_end:
            text = self.text
            if line is not None:
                line_start, line_end, spans = line
                spans = [s for s in spans if s[1] <= line_end]
            else:
                line_start = text.rfind("\n", 0, start) + 1
                line_end = text.find("\n", pos)
                line_end = len(text) if line_end < 0 else line_end
                spans = template_spans(text, line_start, line_end)
            view = _masked(text[line_start:line_end], [(a - line_start, b - line_start) for a, b in spans]) if spans else ""
            self._view = (line_start, line_end, view)
        return (view, line_start) if view else (self.text, 0)

    def _docstring(self, pos: int) -> Token | None:
        """The triple-quoted string holding `pos`, by the parity of the triple quotes
        before it (misled by a "\"\"\"" in a comment or another string: rare enough)."""
        text = self.text
        counted, parity = self._counted
        if pos < counted:
            counted, parity = 0, 0
        # Counted on from the last question (offsets come in increasing
        # order): linear in the text, not in the text times its URIs. A
        # run of quotes split by the last question's offset does not occur:
        # offsets asked are where URIs start.
        parity = (parity + text.count('"""', counted, pos)) % 2
        self._counted = (pos, parity)
        if parity == 0:
            return None
        start = text.rfind('"""', 0, pos)
        close = text.find('"""', pos)
        end = len(text) if close < 0 else close + 3
        return Token(LITERAL, start, end, start + 3, end if close < 0 else close)

    def _opened(self, at: int) -> Token | None:
        """The token an opener at `at` (in code) opens: its closer found by
        str.find for triple quotes and block comments (a docstring's length
        is not walked by a regex), else by the family's pattern."""
        text = self.text
        for needle, closer in (('"""', '"""'), ("'" * 3, "'" * 3), ("/*", "*/")):
            if text.startswith(needle, at):
                close = text.find(closer, at + len(needle))
                end = len(text) if close < 0 else close + len(closer)
                kind = COMMENT if needle == "/*" else LITERAL
                return Token(kind, at, end, at if kind == COMMENT else at + 3, end if close < 0 else close)
        found = self._pattern.match(text, at)
        if self._javascript and found is not None and text[at] == "`" and text.find("${", at, found.end()) >= 0:
            closed = template_literal_end(text, at)
            return None if closed is None else Token(LITERAL, at, closed, at + 1, closed - 1)
        return None if found is None else _token(text, found)

    def spanning(self, pos: int) -> Token | None:
        """The token spanning lines that holds `pos`: a docstring `at` calls code, lexing its line alone."""
        region = self._regions_upto(pos)
        return region if region is not None and region.start <= pos < region.end else None

    def _regions_upto(self, pos: int) -> Token | None:
        """Decide the openers before `pos`; the last token spanning lines."""
        openers = self._openers
        if not openers:
            return None
        text = self.text
        if self._triple_only >= 0:
            if text.find("'" * 3, max(0, self._triple_only - 2), pos) < 0:
                self._triple_only = pos
                return self._docstring(pos)
            self._triple_only = -1
        nexts = self._next
        while self._scanned < pos:
            # str.find per opener (a fast substring search), each result
            # kept until lexing passes it.
            for i, needle in enumerate(openers):
                if nexts[i] < self._scanned:
                    found = text.find(needle, self._scanned)
                    nexts[i] = len(text) if found < 0 else found
            at = min(nexts)
            if at >= pos:
                break
            line = text.rfind("\n", 0, at) + 1
            region = self._region
            start = max(line, region.end) if region is not None else line
            # Lexing this line may go on from the end of the last token an
            # opener here opened or sat in (code there): a line of many
            # quotes is lexed once, not once per quote.
            start = max(start, self._code_at)
            # Inside a token that starts before it on its line (and goes on
            # past it: one ending right before it, as `"5"` before a
            # backtick, does not hold it)? Else it opens one.
            token, _ = _covering(text, self._first, self._pattern, start, at - 1) if start < at else (None, 0)
            if token is None or token.end <= at:
                if token is not None:
                    self._code_at = token.end
                token = self._opened(at)
            if token is None:
                self._scanned = at + 1
                continue
            self._code_at = token.end
            if text.find("\n", at, token.end) >= 0:
                self._region = token
            self._scanned = max(token.end, at + 1)  # always past the opener: the loop ends
        return self._region


def _covering(text: str, first: re.Pattern[str], pattern: re.Pattern[str], start: int, pos: int) -> tuple[Token | None, int]:
    """Lexing `text` from `start` (in code): the token holding `pos`, if
    any, and where lexing may go on from (in code) for a later offset."""
    search, match = first.search, pattern.match
    while True:
        found = search(text, start, pos + 1)
        if found is None:
            return None, pos + 1
        token = match(text, found.start())
        if token is None:
            start = found.start() + 1
        elif token.end() > pos:
            return _token(text, token), found.start()
        else:
            start = token.end()


def _masked(text: str, templates: list[tuple[int, int]]) -> str:
    """`text` with template expressions blanked out (same length, lines
    kept), so a quote or "#" inside one (``"{{ template "x" . }}"``) is
    template syntax, not a literal's end or a comment. Expressions spanning
    lines are blanked only when they are ``${...}``: a code file's "{{" may
    be an escaped brace of a format string, closed lines later."""
    parts: list[str] = []
    pos = 0
    for start, end in templates:
        if text.find("\n", start, end) < 0:
            parts.append(text[pos:start])
            parts.append("x" * (end - start))
            pos = end
        elif text.startswith("${", start):
            parts.append(text[pos:start])
            parts.append("\n".join("x" * len(line) for line in text[start:end].split("\n")))
            pos = end
    if not parts:
        return text
    parts.append(text[pos:])
    return "".join(parts)


def _token(text: str, found: re.Match[str]) -> Token:
    start, end = found.span()
    if found.group("c") is not None:
        close = 2 if text.startswith("*/", end - 2) and text.startswith("/*", start) else 0
        return Token(COMMENT, start, end, start, end - close)
    first = text[start]
    if first == "<":  # a heredoc: the lines after its opener's, up to its tag's
        body = text.index("\n", start) + 1
        last = text.rfind("\n", body - 1, end) + 1
        closed = text[last:end].strip() == found.group("t") and last >= body
        return Token(LITERAL, start, end, body, last if closed else end)
    if text.startswith(("@'\n", '@"\n'), start):  # PowerShell's here-strings: their closer is at a line's start
        closed = end - start >= 5 and text.startswith(text[start + 1] + "@", end - 2)
        return Token(LITERAL, start, end, start + 3, end - 2 if closed else end)
    if first in "br@":  # Rust raw or byte strings, C# verbatim strings
        quote = text.index('"', start)
        return Token(LITERAL, start, end, quote + 1, end - 1 - text.count("#", start, quote))
    width = 3 if text.startswith(first * 3, start) and end - start >= 6 and text.startswith(first * 3, end - 3) else 1
    return Token(LITERAL, start, end, start + width, end - width)
