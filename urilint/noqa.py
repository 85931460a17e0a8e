"""`urilint check --add-noqa`: a ``urilint: ignore[CODES]`` comment at the
end of every line with findings, so a team can adopt urilint on a large
tree in one commit (as ``ruff check --add-noqa``).

A comment is added only where the file type has end-of-line comments and
the line's end is surely outside any string, code block or tag:
Markdown and HTML (``<!-- -->``, not in fenced or indented code, an open
comment, a tag, ``<script>``/``<style>``/``<pre>``/``<textarea>``, ``<? ?>``
or ``<% %>`` code, or a link reference definition), Python (``#``, checked
with ``tokenize``), YAML and TOML (``#``, not in block scalars or
multi-line strings), other code and PHP's ``<?php ?>`` (noqa_code). Every
other line with findings is named on stderr, with the reason. The file is
re-linted after the edit: unless every URI is still found unchanged and
the commented findings are gone, it is left alone. Idempotent (lines
without findings get nothing), encoding, byte order mark and line endings
kept, written atomically.
"""

from __future__ import annotations

import io
import os
import re
import sys
from types import SimpleNamespace

from .engine import Linter
from .noqa_code import code_placements, language_for, not_supported, php_regions
from .pattern_store import compiled_re
from .scan.languages import language_of_shebang
from .positions import LineIndex
from .model import FileResult
from .pipeline.file import write_back
from .source import Binary, SourceError, decode, encode, read_file

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Callable, Iterable

    from .noqa_code import Placements

# File type or extension -> (comment start, comment end).
MARKUP = (" <!-- ", " -->")
HASH = ("  # ", "")
STYLES = {"markdown": MARKUP, "html": MARKUP, "py": HASH, "pyi": HASH, "yaml": HASH, "yml": HASH, "toml": HASH}
_FENCE = compiled_re(r"^ {0,3}(`{3,}|~{3,})")
_REFERENCE = compiled_re(r"^ {0,3}\[[^\]]+\]:")
# Code in markup: PHP's and ERB's/JSP's blocks, to their end or the file's.
_CODE_IN_MARKUP = compiled_re(r"<\?.*?(?:\?>|\Z)|<%.*?(?:%>|\Z)", re.S)
_RAW_TAGS = compiled_re(r"<(/?)(script|style|pre|textarea)\b", re.IGNORECASE)


def add_noqa(args: SimpleNamespace, paths: list[str], errors: list[str], linter_for: Callable[[str], Linter]) -> int:
    added = files = left = 0
    for path in paths:
        count, problems, skipped, error = _one_file(path, linter_for(path))
        for problem in problems:
            print(f"urilint: warning: {path}:{problem}", file=sys.stderr)
        if error:
            errors.append(f"{path}: {error}")
        added += count
        files += bool(count)
        left += skipped
    if not (args.quiet or args.silent):
        print(f"Added {added} suppression comment{'s' * (added != 1)} to {files} file{'s' * (files != 1)}."
              + (f" {left} line{'s' * (left != 1)} could not take one (see above)." if left else ""))
    for error in errors:
        print(f"urilint: error: {error}", file=sys.stderr)
    return 2 if errors else 1 if left else 0


def _one_file(path: str, linter: Linter) -> tuple[int, list[str], int, str | None]:
    """Comments added, what to say about the lines that could not take one,
    how many those are, an error."""
    try:
        data, before = read_file(path)
        source = decode(data)
    except Binary:
        return 0, [], 0, None
    except (OSError, SourceError) as exc:
        return 0, [], 0, f"cannot read: {getattr(exc, 'strerror', None) or exc}"
    text = source.text
    undecodable = source.errors != "strict"
    findings = linter.lint(text, path, undecodable)
    if not findings:
        return 0, [], 0, None
    index = LineIndex(text)
    codes_by_line: dict[int, set[str]] = {}
    for finding in findings:
        codes_by_line.setdefault(index.line_col(finding.start)[0], set()).add(finding.code)
    placed = _placements(path, text, linter, index, sorted(codes_by_line))
    if isinstance(placed, str):
        lines = sorted(codes_by_line)
        shown = ", ".join(map(str, lines[:10])) + (", …" if len(lines) > 10 else "")
        return 0, [f" cannot add suppression comments: {placed} (line{'s' * (len(lines) > 1)} {shown})"], len(lines), None
    problems: list[str] = []
    edits: list[tuple[int, str]] = []  # (offset of the line's end, comment)
    for line, codes in sorted(codes_by_line.items()):
        style = placed[line]
        if style is None:
            problems.append(f"{line}: cannot add a suppression comment here (inside code, a string or a tag)")
            continue
        edits.append((_line_end(index, line), f"{style[0]}urilint: ignore[{','.join(sorted(codes))}]{style[1]}"))
    if not edits:
        return 0, problems, len(problems), None
    new_text = "".join(_spliced(text, edits))
    if not _still_the_same_uris(linter, path, text, new_text, undecodable, {line for line, _ in _lines(index, edits)}):
        return 0, problems + [" comments not added: the file would not read the same afterwards"], len(codes_by_line), None
    output = encode(source, new_text)
    result = write_back(path, data, before, FileResult(path, new_text, [], len(edits), original=text, output=output))
    if result.error:
        return 0, problems, len(codes_by_line), result.error
    return len(edits), problems, len(problems), None


def _lines(index: LineIndex, edits: list[tuple[int, str]]) -> Iterable[tuple[int, str]]:
    for offset, comment in edits:
        yield index.line_col(offset)[0], comment


def _line_end(index: LineIndex, line: int) -> int:
    """The offset where `line`'s ending (LF, CRLF, CR or none) starts."""
    end = index.starts[line] if line < len(index.starts) else len(index.text)
    while end > index.starts[line - 1] and index.text[end - 1] in "\r\n":
        end -= 1
    return end


def _spliced(text: str, edits: list[tuple[int, str]]) -> Iterable[str]:
    pos = 0
    for offset, comment in edits:
        yield text[pos:offset]
        yield comment
        pos = offset
    yield text[pos:]


def _still_the_same_uris(linter: Linter, path: str, old: str, new: str, undecodable: bool, lines: set[int]) -> bool:
    """The edit changed no URI and hid every finding of the commented lines."""
    old_uris = [old[s.start : s.end] for s in linter.spans(old, path)]
    new_uris = [new[s.start : s.end] for s in linter.spans(new, path)]
    if old_uris != new_uris:
        return False
    index = LineIndex(new)
    return not any(index.line_col(f.start)[0] in lines for f in linter.lint(new, path, undecodable))


def _placements(path: str, text: str, linter: Linter, index: LineIndex, lines: list[int]) -> Placements | str:
    """Where each of `lines` can take a comment, and in which style (None:
    it cannot), or why the file cannot take any."""
    from .scan import file_type_for

    kind = file_type_for(path, linter.file_types)
    extension = os.path.basename(path).rpartition(".")[2].lower()
    if kind == "code" or (kind == "text" and text.startswith("#!")):
        language = language_for(path, text) if kind == "code" else language_of_shebang(text)
        if extension not in ("py", "pyi") and language != "python" and (kind == "code" or language):
            reason = not_supported(path, language)
            return reason if reason is not None else code_placements(text, language, index, lines)
    style = STYLES.get(kind) or (STYLES.get(extension) if kind in ("code", "data") or text.startswith("#!") else None)
    if style is None:
        name = {"json": "JSON", "rst": "reStructuredText"}.get(extension, kind if kind != "text" else "plain text")
        return f"{name} has no end-of-line comments"
    split = text.splitlines()
    if kind == "markdown":
        unsafe = _markdown_unsafe(split)
    elif kind == "html":
        return _html_placements(text, extension, index, lines, _html_unsafe(split))
    elif extension in ("py", "pyi"):
        unsafe = _python_unsafe(text, len(split))
    elif extension in ("yaml", "yml"):
        unsafe = _yaml_unsafe(split)
    else:
        unsafe = _toml_unsafe(split)
    return {line: None if line in unsafe else style for line in lines}


def _html_placements(text: str, extension: str, index: LineIndex, lines: list[int], unsafe: set[int]) -> Placements:
    """HTML comments outside the code of ``<? ?>`` and ``<% %>`` (never
    in it); PHP's code takes ``//`` comments (noqa_code)."""
    code = [(m.start(), m.end()) for m in _CODE_IN_MARKUP.finditer(text)]
    if extension in ("php", "phtml") and "<?" in text:
        in_php = code_placements(text, "php", index, lines, php_regions(text))
    else:
        in_php = {}
    placed: Placements = {}
    for line in lines:
        start = index.starts[line - 1]
        stop = index.starts[line] if line < len(index.starts) else len(text)
        if in_php.get(line) is not None:
            placed[line] = in_php[line]
        elif line in unsafe or any(a < stop and start <= b for a, b in code):
            placed[line] = None
        else:
            placed[line] = MARKUP
    return placed


def _markdown_unsafe(lines: list[str]) -> set[int]:
    unsafe: set[int] = set()
    fence = ""
    in_comment = False
    for number, line in enumerate(lines, 1):
        opened = _FENCE.match(line)
        if fence:
            unsafe.add(number)
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence) and not line.strip(" `~"):
                fence = ""
            continue
        if opened:
            fence = opened.group(1)
            unsafe.add(number)
            continue
        if line.startswith(("    ", "\t")) or _REFERENCE.match(line):
            unsafe.add(number)
        in_comment = _comment_open_after(line, in_comment)
        if in_comment:
            unsafe.add(number)
    return unsafe


def _comment_open_after(line: str, in_comment: bool) -> bool:
    pos = 0
    while True:
        if in_comment:
            close = line.find("-->", pos)
            if close < 0:
                return True
            in_comment, pos = False, close + 3
        else:
            start = line.find("<!--", pos)
            if start < 0:
                return False
            in_comment, pos = True, start + 4


def _html_unsafe(lines: list[str]) -> set[int]:
    unsafe: set[int] = set()
    raw = ""  # the raw-text element we are in (script, style, pre, textarea)
    in_comment = in_tag = False
    quote = ""
    for number, line in enumerate(lines, 1):
        i = 0
        while i < len(line):
            if in_comment:
                close = line.find("-->", i)
                if close < 0:
                    break
                in_comment, i = False, close + 3
                continue
            if in_tag:
                char = line[i]
                if quote:
                    quote = "" if char == quote else quote
                elif char in "\"'":
                    quote = char
                elif char == ">":
                    in_tag = False
                i += 1
                continue
            if line.startswith("<!--", i):
                in_comment, i = True, i + 4
                continue
            tag = _RAW_TAGS.match(line, i)
            if tag:
                raw = "" if tag.group(1) else tag.group(2).lower()
            if line[i] == "<" and i + 1 < len(line) and (line[i + 1].isalpha() or line[i + 1] in "/!?"):
                in_tag = True
            i += 1
        if in_comment or in_tag or raw:
            unsafe.add(number)
    return unsafe


def _python_unsafe(text: str, count: int) -> set[int]:
    """Lines whose end is inside a token (a multi-line string) or that
    continue with a backslash; every line when the file does not tokenize."""
    import tokenize

    unsafe: set[int] = set()
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            unsafe.update(range(token.start[0], token.end[0]))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return set(range(1, count + 1))
    for number, line in enumerate(text.splitlines(), 1):
        if line.endswith("\\"):
            unsafe.add(number)
    return unsafe


def _yaml_unsafe(lines: list[str]) -> set[int]:
    """Lines of block scalars (after ``key: |`` or ``>``) and of quoted
    scalars running over several lines."""
    unsafe: set[int] = set()
    block_indent: int | None = None
    for number, line in enumerate(lines, 1):
        indent = len(line) - len(line.lstrip(" "))
        if block_indent is not None:
            if not line.strip() or indent > block_indent:
                unsafe.add(number)
                continue
            block_indent = None
        stripped = line.split(" #", 1)[0].rstrip()
        if compiled_re(r"(?:^|[:\-]\s)[|>][-+0-9]*$").search(stripped):
            block_indent = indent
        if stripped.count('"') % 2 or (stripped.count("'") % 2 and ": '" in stripped):
            unsafe.add(number)  # a quoted scalar continues on the next line
    return unsafe


def _toml_unsafe(lines: list[str]) -> set[int]:
    """Lines inside multi-line strings (triple quotes)."""
    unsafe: set[int] = set()
    open_quote = ""
    for number, line in enumerate(lines, 1):
        pos = 0
        while True:
            if open_quote:
                close = line.find(open_quote, pos)
                if close < 0:
                    unsafe.add(number)
                    break
                open_quote, pos = "", close + 3
                continue
            starts = [(line.find(q, pos), q) for q in ('"""', "'''") if line.find(q, pos) >= 0]
            if not starts:
                break
            at, open_quote = min(starts)
            pos = at + 3
    return unsafe
