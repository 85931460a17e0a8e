"""Where a URI is a program's output or a doctest's example, shown as
written: what the program printed (a console transcript's output lines, an
R console's or a knitted document's, an Org source block's results, a
Markdown block fenced as output) and
what a doctest runs and compares (Python's ``>>>``, Elixir's ``iex>``,
Julia's ``julia>``, Sphinx's ``.. testoutput::``). A fix there shows output
the program never writes, or fails the doctest. Each look reads a bounded
stretch before the URI: a long line of URIs costs linear time."""

from __future__ import annotations

from .pattern_store import MULTILINE, compiled_re

DOCTEST = "unsafe fix: a doctest's example, whose output is compared as written"
OUTPUT = "unsafe fix: a program's output shown in a console transcript, which the program writes this way"
FENCED_OUTPUT = "unsafe fix: a program's captured output (an output block), which the program writes this way"
COMMENTED_OUTPUT = "unsafe fix: a program's output written in a comment after the call that prints it, which the program writes this way"
GO_EXAMPLE = "unsafe fix: a Go example's code, whose '// Output:' comment shows what it prints"
RUST_FENCE = "unsafe fix: a Rust code block, which rustdoc (a README included as a crate's docs) and mdBook run as a test"


def shown_output(text: str, start: int, kind: str, filename: str = "") -> str | None:
    """Why the URI at `start` in `text` (a file of type `kind`, named
    `filename`) is shown as written, a doctest's example or a program's
    output, or None."""
    reach = max(0, start - DOCTEST_REACH)
    if filename.endswith((".go", ".rs")) and _in_code_example(text, start, reach, filename.endswith(".go")):
        return DOCTEST
    if filename.endswith(".rs") and text.find("/*", reach, start) >= 0 and _in_block_doc_example(text, start, reach):
        return DOCTEST
    if (any(text.find(mark, reach, start) >= 0 for mark in (">>>", "iex", "julia>")) and _in_doctest(text, start)) or (
        text.find("testoutput::", reach, start) >= 0 and _in_testoutput(text, start)
    ):
        return DOCTEST
    line_start = text.rfind("\n", 0, start) + 1
    if (
        compiled_re(_R_OUTPUT).match(text, line_start, start) is not None or _after_prompt(text, line_start)
        or compiled_re(_NPM_OUTPUT).match(text, line_start, start) is not None
    ):
        return OUTPUT
    if _commented_output(text, line_start, start):
        return COMMENTED_OUTPUT
    if kind == "org" and text.find("#+", max(0, line_start - RESULTS_REACH), line_start) >= 0 and _org_result(text, line_start):
        return OUTPUT
    if kind == "markdown":  # (a notebook's cells are JSON strings: no fence line)
        return _fenced(text, line_start) or (FENCED_OUTPUT if _cell_output(text, line_start) else None)
    return None


# A notebook exported to Markdown (nbconvert --to markdown, nbdev v1's
# READMEs: fastcore's) writes each code cell as a fence of its language
# and the cell's outputs as an indented block right after it, blank lines
# between, both fences at the margin (sweep 208: a fix rewrote a printed
# URL; sweep 212: a list item's fence and paragraph are no cell). Looked for over at
# most CELL_OUTPUT_LINES lines above the URI's.
CELL_FENCE = r"(?:`{3,}|~{3,})[ \t]*(?:python3?|ipython3?|julia|r|R)[ \t]*\r?$"
CELL_OUTPUT_LINES = 200


_last_cell: tuple[str | None, int, bool] = (None, -1, False)  # the last line looked at: its URIs share the answer


def _cell_output(text: str, line_start: int) -> bool:
    """Whether the line at `line_start` is in an indented block that
    follows, after blank lines only, a closed fence of a notebook's code
    (each line looked at once: a long line's URIs share the answer)."""
    global _last_cell
    if not text.startswith(("    ", "\t"), line_start):
        return False
    if _last_cell[0] is text and _last_cell[1] == line_start:
        return _last_cell[2]
    found = _after_cell_fence(text, line_start)
    _last_cell = (text, line_start, found)
    return found


def _after_cell_fence(text: str, line_start: int) -> bool:
    end = line_start
    for _ in range(CELL_OUTPUT_LINES):
        if end == 0:
            return False
        begin = text.rfind("\n", 0, end - 1) + 1
        line = text[begin : end - 1]
        if line.strip() and not line.startswith(("    ", "\t")):
            if line.rstrip() not in ("```", "~~~"):  # at the margin, as exports write it (not a list item's)
                return False
            opening = fence_above(text, begin)
            return opening is not None and compiled_re(CELL_FENCE, MULTILINE).match(text, opening) is not None
        end = begin
    return False


# The fences notebook exports and docs write a code cell's captured output
# in: ```output (LangChain's docs, 606 pages: sweep 76), ```stdout, and
# Quarto's and Pandoc's {.cell-output}; a program's log (```log, ```stderr).
# Looked for at most FENCE_REACH back.
OUTPUT_FENCE = r"[ \t]{0,3}(?:`{3,}|~{3,})[ \t]*\{?\.?(?:output|stdout|stderr|log|cell-output(?:-stdout)?)\b"
# npm's own lines, quoted in an issue or a post (sweep 112: "npm ERR! 404 ...
# GET .../@scope%2fpkg", as npm writes a scoped name: a fix misquoted it),
# in a comment too (angular-cli's parsers.ts quotes it in a JSDoc block:
# sweep 161), but for "npm info", which a comment may say of the command
# (sweep 163: "# npm info prints the manifest, see https://...").
_NPM_OUTPUT = r"[ \t]*(?:npm info|(?:(?:[*#]|//)[ \t]*)?npm (?:ERR!|error|warn|WARN|verb|notice|http|timing))[ \t]"
FENCE_REACH = 20_000


# A Markdown fence opening Rust code that rustdoc runs: a crate's README
# included as its docs (``#![doc = include_str!("../README.md")]``, common
# in crates) and `mdbook test` run a ```rust block as a doctest (sweep 122:
# rustdoc --test failed after a fix of a literal in one); not one marked
# as not run (NOT_RUST).
RUST_FENCE_LINE = r"[ \t]{0,3}(?:`{3,}|~{3,})[ \t]*rust\b([^\n`]*)"
# A Go example copied into Markdown (purell's README: sweep 168), its
# "// Output:" comment what go test sees it print (go/doc's pattern): its
# input, fixed, no longer shows what the example shows.
GO_FENCE_LINE = r"[ \t]{0,3}(?:`{3,}|~{3,})[ \t]*go(?:lang)?\b"
GO_OUTPUT_COMMENT = r"(?mi)^[ \t]*//[ \t]*(?:unordered[ \t]+)?output:"


def _commented_output(text: str, line_start: int, start: int) -> bool:
    """Whether the URI at `start` opens a comment (its quote aside) that
    follows a result arrow or, on its line, a call that prints."""
    mark = compiled_re(_OUTPUT_MARK).search(text, max(line_start, start - OUTPUT_MARK_REACH), start)
    if mark is None:
        return False
    floor = max(line_start, mark.start() - PRINT_CALL_REACH)
    return mark.group(1) is not None or compiled_re(_PRINT_CALL).search(text, floor, mark.start()) is not None


def _fenced(text: str, line_start: int) -> str | None:
    """Why the line at `line_start` is shown as written when it is inside
    a fenced block (see fence_above): a program's output, or Rust code
    that rustdoc and mdBook run; None otherwise."""
    fence_line = fence_above(text, line_start)
    if fence_line is None:
        return None
    if compiled_re(OUTPUT_FENCE).match(text, fence_line) is not None:
        return FENCED_OUTPUT
    rust = compiled_re(RUST_FENCE_LINE).match(text, fence_line)
    if rust is not None:
        return RUST_FENCE if not _words(rust.group(1)) & NOT_RUST else None
    if compiled_re(GO_FENCE_LINE).match(text, fence_line) is not None:
        close = text.find(text[fence_line : line_start].lstrip()[:3], line_start)  # "```" or "~~~" (none: to the end)
        if compiled_re(GO_OUTPUT_COMMENT).search(text, fence_line, close if close >= 0 else len(text)) is not None:
            return GO_EXAMPLE
    return None


def fence_above(text: str, line_start: int) -> int | None:
    """Where the nearest fence line above the line at `line_start` starts
    (within FENCE_REACH), or None. The line is inside the block that fence
    opens when its info string says what the block holds (a closing fence
    has none)."""
    reach = max(0, line_start - FENCE_REACH)
    fence = max(text.rfind("```", reach, line_start), text.rfind("~~~", reach, line_start))
    return text.rfind("\n", 0, fence) + 1 if fence >= 0 else None


# How far before a URI a doctest's prompt is looked for, and over how many
# lines of its example (its source and expected output).
DOCTEST_REACH = 2000
DOCTEST_LINES = 30


# R's console prints a character vector as ``[1] "a" "b"``: the index of
# the line's first element, then each string quoted. Such a line in a
# transcript is what the program printed (urltools' vignette shows
# url_encode()'s "%2f", which its encoder writes; an upper-cased one is
# output it never prints). knitr writes each output line of a knitted
# document after "## ", reprex after "#> " (sweep 71: re-knitting wrote
# the "%7e" back that a fix had decoded).
_R_OUTPUT = r'[ \t]*(?:#[#>][ \t]+)?\[[0-9]+\][ \t]+"'
# A program's output written in a comment right after the call that prints
# it, or after a result arrow (whatwg/url's examples: after
# console.log(url.href), a comment "https://example.com/?a=b+%7E", which
# node prints so: a fix made the spec's example false, sweep 132).
# Looked for backwards from the URI over at most OUTPUT_MARK_REACH
# characters (the comment's marker), then the call on the line before it:
# each a single pass (one pattern for both went quadratic on a long line).
_OUTPUT_MARK = r"""(?://|#)[ \t]*(=>|->|→)?[ \t]*["'`]?\Z"""
_PRINT_CALL = (
    r"""\b(?:console\.(?:log|info|warn|error|debug)|print(?:ln|f)?|puts|pp?|echo|fmt\.Print(?:ln|f)?"""
    r"""|System\.out\.print(?:ln)?|dbg!|var_dump)\b"""
)
OUTPUT_MARK_REACH = 16
PRINT_CALL_REACH = 400  # (a minified file's one line is not read again for each URI)
# A shell prompt that starts a console transcript's command line: "$ ",
# after "user@host:path" perhaps, PowerShell's "PS C:\> " and "❯ ".
_PROMPT = r"[ \t]*(?:(?:[\w.-]+@[\w.-]+(?::[^\s$]*)?)?\$|PS(?:[ \t][A-Za-z]:[^>\n]*)?>|❯)[ \t]"


def _after_prompt(text: str, line_start: int) -> bool:
    """Whether the line at `line_start` is a program's output in a console
    transcript: it follows a shell prompt's line within DOCTEST_LINES lines
    and no blank line or fence, and is neither a prompt's line itself nor
    one a backslash continues (the command's). everything-curl shows what
    trurl printed, libcurl's lowercase "%3a" (a fix made the page show
    output libcurl never writes)."""
    reach = max(0, line_start - DOCTEST_REACH)
    if all(text.find(mark, reach, line_start) < 0 for mark in ("$ ", "> ", "❯")):
        return False  # no prompt's line can precede (most URIs)
    prompt = compiled_re(_PROMPT)
    if prompt.match(text, line_start) is not None or text.endswith(("\\\n", "\\\r\n"), 0, line_start):
        return False
    line: int | None = line_start
    for _ in range(DOCTEST_LINES):
        line = _previous_line(text, line, reach)  # type: ignore[arg-type]  # None ends the loop below
        if line is None or compiled_re(_BLANK_OR_FENCE).match(text, line) is not None:
            return False
        if prompt.match(text, line) is not None:
            return True
    return False


# Org's source block results: "#+RESULTS:" (a name or a hash after it
# perhaps), then the output as fixed-width lines (": text") or, when
# longer, an example block. Org Babel writes them on each run and exports
# them as verbatim text (sweep 71: a bash block's "%2f", which a fix made
# "%2F"; org-babel-execute-buffer wrote "%2f" back).
RESULTS_REACH = 20_000
_RESULTS = r"[ \t]*#\+(?i:results)(?:\[[^\]\n]*\])?:"
_FIXED_WIDTH = r"[ \t]*:(?:[ \t]|\n|\Z)"
_EXAMPLE_MARK = r"[ \t]*#\+(?i:(?:(begin)|end)_example)\b"


def _org_result(text: str, line_start: int) -> bool:
    """Whether the line at `line_start` of an Org text is a source block's
    result: a fixed-width line of a run that a "#+RESULTS:" line opens, or
    a line of an example block right after one (each look within
    RESULTS_REACH characters before the line)."""
    reach = max(0, line_start - RESULTS_REACH)
    if compiled_re(_FIXED_WIDTH).match(text, line_start) is not None:
        line: int | None = line_start
        while line is not None and compiled_re(_FIXED_WIDTH).match(text, line) is not None:
            line = _previous_line(text, line, reach)
        return line is not None and compiled_re(_RESULTS).match(text, line) is not None
    last = max(text.rfind("_example", reach, line_start), text.rfind("_EXAMPLE", reach, line_start))
    mark_line = _line_start(text, last, reach) if last >= 0 else None
    mark = compiled_re(_EXAMPLE_MARK).match(text, mark_line) if mark_line is not None else None
    if mark is None or mark.group(1) is None:
        return False  # in no example block
    above = _previous_line(text, mark_line, reach)  # type: ignore[arg-type]  # not None with a mark
    return above is not None and compiled_re(_RESULTS).match(text, above) is not None


# A Go example's output comment ("// Output:" and the comment lines under
# it, which go test compares with what the example prints), and a line of
# a Rust doc comment's fenced code block (rustdoc runs it as a test), but
# one fenced as another language (sweep 93: go test and rustdoc --test
# failed after a fix). Looked for at most EXAMPLE_LINES lines up.
EXAMPLE_LINES = 100
GO_OUTPUT_MARKS = ("output:", "unordered output:")
NOT_RUST = frozenset(("text", "txt", "plain", "console", "sh", "bash", "shell", "json", "toml", "yaml", "html", "xml",
                      "sql", "ignore", "no_run", "compile_fail", "md", "markdown"))


def _in_code_example(text: str, start: int, reach: int, go: bool) -> bool:
    """Whether the line of `start` is a Go example's output comment (`go`)
    or in a Rust doc comment's code block that rustdoc runs."""
    line = _line_start(text, start, reach)
    fences, opening, first = 0, "", True
    for _ in range(EXAMPLE_LINES):
        if line is None:
            break
        end = text.find("\n", line)
        body = text[line : end if end >= 0 else len(text)].lstrip()
        marker = "//" if go else body[:3]
        if not body.startswith(marker) or (not go and marker not in ("///", "//!")):
            break  # the comment's first line was the one below
        raw = body[len(marker) :]
        body = raw.strip()
        if go and body.lower().startswith(GO_OUTPUT_MARKS):
            return True
        if not go and first and len(raw) - len(raw.lstrip(" ")) >= 5:
            return True  # an indented code block ("///     assert_eq!(...)"), which rustdoc runs too
        first = False
        if not go and body.startswith(("```", "~~~")):
            fences += 1
            opening = opening if fences > 1 else body
        line = _previous_line(text, line, reach)
    if go or fences % 2 == 0:
        return False
    return not _words(opening.strip("`~")) & NOT_RUST


def _in_block_doc_example(text: str, start: int, reach: int) -> bool:
    """Whether `start` is in a fenced code block of a Rust block doc
    comment (``/** ... */``, ``/*! ... */``, its lines perhaps starred),
    which rustdoc runs as it runs a ``///`` comment's (sweep 122:
    rustdoc --test failed after a fix there). The comment's opening is
    looked for from `reach` on."""
    opener = max(text.rfind("/**", reach, start), text.rfind("/*!", reach, start))
    if opener < 0 or text.startswith(("/***", "/**/"), opener) or text.find("*/", opener + 2, start) >= 0:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    fences, opening = 0, ""
    for line in text[opener + 3 : line_start].splitlines():
        body = line.strip().lstrip("*").strip()
        if body.startswith(("```", "~~~")):
            fences += 1
            opening = body if fences % 2 else opening
    return fences % 2 == 1 and not _words(opening.strip("`~")) & NOT_RUST


def _words(info: str) -> set[str]:
    """The words of a code fence's info string ("rust,no_run": two)."""
    return {word.strip() for word in info.replace(",", " ").split()}


# A doctest's prompt: Python's ">>>", Elixir's (ExUnit.DocTest) "iex>",
# "iex(1)>", and Julia's "julia> " (Documenter's jldoctest blocks).
_DOCTEST_PROMPT = r"[^\S\n]*(?:>>>(?: |[^\S\n]*(?:\n|\Z))|iex(?:\([0-9]+\))?>|julia> )"
_BLANK = r"[^\S\n]*(?:\n|\Z)"
_BLANK_OR_FENCE = r"[^\S\n]*(?:\n|\Z|```|~~~)"  # what ends a transcript going back


def _in_doctest(text: str, start: int) -> bool:
    """Whether the line of `start` is in a doctest's example: a ``>>>``
    prompt's line (Python's) or an ``iex>`` one (Elixir's: ``mix test``
    failed after a fix of an example's input), or one of the lines after
    it up to a blank line (continuation lines and expected output)."""
    reach = max(0, start - DOCTEST_REACH)
    line = _line_start(text, start, reach)
    for _ in range(DOCTEST_LINES):
        if line is None or compiled_re(_BLANK).match(text, line) is not None:
            return False
        if compiled_re(_DOCTEST_PROMPT).match(text, line) is not None:
            return True
        line = _previous_line(text, line, reach)
    return False


def _line_start(text: str, pos: int, reach: int) -> int | None:
    """Where the line holding `pos` starts, or None when that is before
    `reach` (each look is bounded: a minified file's one line is not read
    again for each of its URIs)."""
    above = text.rfind("\n", reach, pos)
    return above + 1 if above >= 0 else 0 if reach == 0 else None


def _previous_line(text: str, line: int, reach: int) -> int | None:
    """Where the line before the one starting at `line` starts, or None
    when there is none or it starts before `reach`."""
    return _line_start(text, line - 1, reach) if line > reach else None


def _in_testoutput(text: str, start: int) -> bool:
    """Whether `start` is in the body of Sphinx's ``.. testoutput::``
    directive (the output ``sphinx-build -b doctest`` compares as written:
    it failed after a fix of a ``%2f``): the indented lines after it."""
    directive = text.rfind(".. testoutput::", max(0, start - DOCTEST_REACH), start)
    body = text.find("\n", directive, start) if directive >= 0 else -1
    return body >= 0 and compiled_re(r"\n[^\s]").search(text, body, start) is None
