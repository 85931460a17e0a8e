"""What a fix would change in how a markup file renders, beyond the URI:
a decoded character that starts formatting (emphasis, subscript), falls
out of an autolink's end, or forms a typographic sequence (a dash, an
ellipsis, an arrow) or a comment's end, or a heading's text, whose anchor
is made of it (headings.py), or a link's label (labels.py).
syntax_refusals.syntax_refusal asks. And a decoded "~" or "_" where it is the
file's syntax: a format directive, a TeX tie, scdoc's underline, Pandoc's
subscript (policy.unsafe_here asks)."""

from __future__ import annotations

from .headings import HEADING_KINDS, in_heading
from .labels import LABEL_KINDS, label_refusal
from .model import ATTRIBUTE, BIBTEX_EXTENSIONS, DESTINATION, PROSE, Edit, Fix, UriSpan
from .pattern_store import compiled_re
from .text_memo import last_text

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterable


# What a fix must not write ("-" or "." with its neighbours), where, and why:
# (kinds where it matters anywhere, kinds where it matters in running text,
# the reason). The rendered text of AsciiDoc (which writes its dash, ellipsis
# and arrow into a link's target too) and of Sphinx (smart quotes: the link
# text); an HTML or XML comment, which running text of these kinds may be
# (an XML one in a .resx "text" file): XML allows no "--" there, and "-->"
# ends an HTML one.
SEQUENCES = {
    "--": (frozenset(("asciidoc", "rst")), frozenset(("html", "markdown", "notebook", "text")),
           "which an HTML or XML comment may not hold, and AsciiDoc and Sphinx show as a dash"),
    "...": (frozenset(("asciidoc", "rst")), frozenset(), "which AsciiDoc and Sphinx show as an ellipsis"),
    "->": (frozenset(("asciidoc",)), frozenset(), "which AsciiDoc shows as an arrow"),
}


def rendering_refusal(text: str, span: UriSpan, fix: Fix, kind: str) -> str | None:
    """Why `fix` would change how a file of `kind` renders beyond the URI
    (syntax_refusals.syntax_refusal asks), or None."""
    made = made_sequence(text, span, fix, kind)
    if made is not None:
        return made
    marked = marks_refusal(text, span, fix, kind)
    if marked is not None:
        return marked
    if kind == "markdown" and in_shown_example(text, span.start):
        return "a MyST example directive shows this source as written beside what it renders"
    if kind in HEADING_KINDS and in_heading(text, span, kind):
        return "it would change a heading's text, which the heading's anchor is made from"
    if kind in LABEL_KINDS:
        return label_refusal(text, span, fix, kind)
    return None


# A MyST directive that shows its body's source beside its rendering:
# MyST-Parser's documentation's {myst-example}, mystmd's {myst} (sweep 194:
# a fix rewrote the example "[](<#my other term>)" that readers copy).
SHOWN_EXAMPLE = r"[ \t]{0,3}(:{3,}|`{3,})\{myst(?:-example)?\}"
EXAMPLE_REACH = 20_000


@last_text  # asked once per finding: the text is searched once
def _names_myst(text: str) -> bool:
    return "{myst" in text


def in_shown_example(text: str, start: int) -> bool:
    """Whether `start` lies inside a SHOWN_EXAMPLE directive (up to the
    fence that closes it) opened at most EXAMPLE_REACH before it."""
    if not _names_myst(text):
        return False
    opener = text.rfind("{myst", max(0, start - EXAMPLE_REACH), start)
    if opener < 0:
        return False
    opened = compiled_re(SHOWN_EXAMPLE).match(text, text.rfind("\n", 0, opener) + 1)
    if opened is None or opened.end() > start or text.find("\n", opened.end(), start) < 0:
        return False
    fence = opened.group(1)
    closing = compiled_re(r"(?m)^[ \t]{0,3}" + fence[0] + "{" + str(len(fence)) + r",}[ \t]*$")
    return closing.search(text, opened.end(), start) is None


def marks_refusal(text: str, span: UriSpan, fix: Fix, kind: str) -> str | None:
    """Why `fix` would write a mark that starts formatting in running text
    of `kind`, or end a bare URI with a character its autolink drops, or
    None (rendering_refusal asks; so does embedded_markdown.py)."""
    if kind in FORMATTING_MARKS and (span.context == PROSE or (span.context == ATTRIBUTE and kind == "asciidoc")):
        made = made_mark(text, span, fix, FORMATTING_MARKS[kind], kind)
        if made is not None:
            return f"a decoded {made!r} could start {KIND_NAMES.get(kind, 'Markdown')} formatting"
    if kind in AUTOLINKED and span.context == PROSE and not span.delimited:
        dropped = dropped_from_autolink(text, span, fix, kind)
        if dropped is not None:
            return f"a trailing {dropped!r} would fall out of the autolink"
    return None


def made_sequence(text: str, span: UriSpan, fix: Fix, kind: str) -> str | None:
    """Why `fix` must not be applied when a "-" or "." it decodes would
    write one of SEQUENCES where it matters (``a%2D-b`` -> ``a--b``;
    ``a-%2D>`` -> ``a-->``), else None. (An A-label's "xn--" is no decoding.)"""
    if not any(
        ("-" in edit.replacement or "." in edit.replacement) and text.find("%", edit.start, edit.end) >= 0
        for edit in fix.edits
    ):
        return None
    start, end = max(0, span.start - 2), min(len(text), span.end + 2)
    import re  # here, not at the top: a run the cache answers does not import re

    before, after = text[start:end], spliced(text, start, end, fix.edits)
    for sequence, (anywhere, in_prose, why) in SEQUENCES.items():
        if kind not in anywhere and (kind not in in_prose or span.context != PROSE):
            continue
        overlapping = f"(?={re.escape(sequence)})"  # "---" holds "--" twice
        if len(compiled_re(overlapping).findall(after)) > len(compiled_re(overlapping).findall(before)):
            return f"it would write {sequence!r}, {why}"
    return None


# Characters a decoding fix must not write into running text of these
# kinds: a pair of them formats what lies between. Markdown: emphasis and
# GFM's strikethrough (which may span words) in link text, or wherever a
# renderer does not autolink: any new one is refused. AsciiDoc: emphasis
# and subscript (``~a~``, no space inside), which Asciidoctor applies
# before it finds links, macro targets too: a new pair on the line is.
# reStructuredText: "a_" at a URI's end is a reference.
FORMATTING_MARKS = {"markdown": "_~", "notebook": "_~", "asciidoc": "_~", "rst": "_"}
# How far around a URI the formatting checks read (a long line of fixes stays linear).
MARK_REACH = 1024
# A pair of AsciiDoc's marks on a line, as Asciidoctor reads them
# (compiled when used: a cached run never is): subscript ``~a~`` holds no
# space; emphasis may, constrained ``_a b_`` (no word character around
# it) and unconstrained ``__a b__`` anywhere. An unconstrained pair may
# also span the lines of a paragraph: a new "__" is refused when its
# paragraph holds another (sweep 76: a fixed ``a%5F%5Fb.html[one]``
# paired with the "__" of the next URI, or of a "__init__" in the prose,
# and both links fell apart).
_ASCIIDOC_PAIR = {"~": r"~[^\s~]+~", "_": r"(?<![\w_;:])_(?:[^\s_]|[^\s_][^\n]*?[^\s_])_(?![\w_])|__[^\n]+?__"}


KIND_NAMES = {"asciidoc": "AsciiDoc", "rst": "reStructuredText"}


def made_mark(text: str, span: UriSpan, fix: Fix, marks: str, kind: str) -> str | None:
    """A character of `marks` that `fix` would write where it could start
    formatting in a file of `kind` (see FORMATTING_MARKS), or None."""
    for mark in marks:
        new = _writing(text, fix, mark)
        if not new:
            continue
        if kind == "rst":
            if any(edit.end == span.end and edit.replacement.endswith(mark) for edit in new):
                return mark
        elif kind == "asciidoc":  # a pair around the URI, in its paragraph (read at most MARK_REACH each side)
            floor = max(0, span.start - MARK_REACH)
            blank = text.rfind("\n\n", floor, span.start)
            start = floor if blank < 0 else blank + 2
            end = text.find("\n\n", span.end, span.end + MARK_REACH)
            end = min(len(text), span.end + MARK_REACH) if end < 0 else end
            pair, after = compiled_re(_ASCIIDOC_PAIR[mark]), spliced(text, start, end, fix.edits)
            if len(pair.findall(after)) > len(pair.findall(text, start, end)):
                return mark
            if mark == "_" and after.count("__") > text.count("__", start, end) and (
                after.count("__") > 1 or "%5f%5f" in after.lower()
            ):
                return mark  # a new "__" beside another, or one a fix of another URI may write: a pair, either way
        elif _in_link_text(text, span) or (mark == "_" and not all(_intraword(text, edit) for edit in new)):
            return mark
    return None


def _writing(text: str, fix: Fix, mark: str) -> list[Edit]:
    """The edits of `fix` that write more of `mark` than they replace."""
    return [edit for edit in fix.edits if edit.replacement.count(mark) > text.count(mark, edit.start, edit.end)]


def _in_link_text(text: str, span: UriSpan) -> bool:
    """Whether the URI stands in a Markdown link's (or image's) text on its
    line, where no autolink forms and emphasis applies: ``[https://e.org/_a_](u)``
    (looked for at most MARK_REACH characters each side)."""
    line = text.rfind("\n", max(0, span.start - MARK_REACH), span.start) + 1
    opener = text.rfind("[", max(line, span.start - MARK_REACH), span.start)
    if opener < 0 or text.find("]", opener, span.start) >= 0:
        return False
    limit = text.find("\n", span.end, span.end + MARK_REACH)
    closer = text.find("]", span.end, span.end + MARK_REACH if limit < 0 else limit)
    return closer >= 0 and text.startswith(("](", "]["), closer)


def _intraword(text: str, edit: Edit) -> bool:
    """Whether each "_" in the edit's replacement has a letter or digit on
    both sides once applied, where CommonMark's "_" opens or closes no
    emphasis (``my_file``; not ``/_a_/``)."""
    fixed = text[edit.start - 1 : edit.start] + edit.replacement + text[edit.end : edit.end + 1]
    first = 1 if edit.start > 0 else 0
    for i in range(first, first + len(edit.replacement)):
        if fixed[i] == "_" and not (0 < i < len(fixed) - 1 and fixed[i - 1].isalnum() and fixed[i + 1].isalnum()):
            return False
    return True


def spliced(text: str, start: int, end: int, edits: Iterable[Edit]) -> str:
    """text[start:end] with `edits` (inside it, not overlapping) applied."""
    pieces, pos = [], start
    for edit in sorted(edits):
        pieces += [text[pos : edit.start], edit.replacement]
        pos = edit.end
    pieces.append(text[pos:end])
    return "".join(pieces)


# File kinds whose bare URIs a renderer turns into links, and the characters
# it leaves out of a link's end: GFM's trailing punctuation; what ends no
# standalone URI of docutils (its last character is one of "_~*/=+",
# a letter or a digit: "." "-" are text after it); Org's plain links'
# trailing punctuation. docutils 0.23 and Org 9.5 linked "https://e.org/c"
# for a decoded "https://e.org/c%2D" and printed the "-" after the link.
GFM_TRAILING = "?!.,:*_~"
AUTOLINK_TRAILING = {"markdown": GFM_TRAILING, "notebook": GFM_TRAILING, "rst": ".-,;:!?", "org": "._-~,;:!?"}
AUTOLINKED = frozenset(AUTOLINK_TRAILING)


def dropped_from_autolink(text: str, span: UriSpan, fix: Fix, kind: str = "markdown") -> str | None:
    """The character `fix` would end the bare URI with that an autolink of
    a file of type `kind` drops (``%7E`` -> ``~``, ``%5F`` -> ``_``) where
    the URI's link ends with it (only trailing punctuation, then a space, a
    tag or the end, follows), else None. cmark-gfm links
    ``https://e.com/name%5F`` whole, but ``https://e.com/name`` before
    ``_``; inside a longer run (``/~」``, ``/a~b``) it stays."""
    trailing = AUTOLINK_TRAILING[kind]
    last = max(fix.edits, key=lambda edit: edit.end)
    if last.end != span.end or not last.replacement or last.replacement[-1] not in trailing:
        return None
    after = span.end
    while after < len(text) and text[after] in trailing:
        after += 1
    if after == len(text) or text[after].isspace() or text[after] == "<" or (
        kind == "notebook" and (text[after] == '"' or text.startswith(("\\n", "\\r", "\\t"), after))
    ):  # a notebook's cell source is JSON strings: an escaped line end, or the line's string closing
        return last.replacement[-1]
    return None


# Languages whose format strings take "~" directives (Erlang's io_lib:format,
# Lisp's and Scheme's format, Prolog's format/2, LilyPond's Scheme): a
# decoded "~" there is a directive ("%7Estaff/~s" -> "~staff/~s": badarg).
# After a "~" that opened the literal (Perl's m~...~, Ruby's %q~...~, PHP's
# preg_match('~...~'), sed's s~...~...~), one ends it (sweep 61). In a
# GIFT quiz (Moodle's; a .txt too, told by a "::title::" line) "~" marks a
# wrong answer: gift-pegjs and pygiftparser read one more after a fix (sweep 99).
# In an Inform 6 string "~" prints a double quote (inform6 and dfrotz printed
# ".../"jdoe/" after a fix: sweep 110).
TILDE_FORMAT_EXTENSIONS = (
    ".erl", ".hrl", ".escript", ".lisp", ".lsp", ".cl", ".asd", ".scm", ".ss", ".sld", ".rkt", ".pro", ".prolog", ".ly", ".ily",
    ".gift", ".inf", ".i6", ".i6t",
)
_GIFT_TITLE = r"(?m)^[ \t]*::[^:\n]+::"
GIFT_REACH = 4096  # a GIFT file's first question stands in its head (a search of the whole text per URI was quadratic)
TILDE = (
    "unsafe fix: a decoded '~' is syntax here: a format directive, a TeX tie, a quiz's answer marker, a quote,"
    " a literal's end, or a shell's home folder"
)
# BibTeX copies a field into the .bbl for TeX to typeset, where "~" is a
# tie (a space), but for the fields biblatex and hyperref read verbatim and
# a URL command's argument (sweep 134, proven with pdflatex and bibtex: a
# decoded "%7E" in a note showed "example.edu/ carol/notes.html").
BIBTEX_VERBATIM = frozenset(("url", "doi", "eprint", "file", "pdf", "urlraw", "verba", "verbb", "verbc"))
_BIBTEX_FIELD = r"(?<![\w-])([A-Za-z][\w-]*)[ \t\r\n]*=[ \t\r\n]*[{\"]"
_URL_COMMAND = r"\\(?:url|href|path|nolinkurl)[ \t]*\{"
BIBTEX_REACH = 2000  # how far before a URI its field's name is looked for
# scdoc (man pages' source, .scd) underlines from a "_" on, no pair needed:
# a decoded "%5F" hid the "_" and set the rest of the line in italics
# (sweep 134, proven with scdoc and man).
SCDOC_UNDERLINE = "unsafe fix: a decoded '_' starts scdoc's underline, which hides it"


def decoded_mark(text: str, span: UriSpan, fix: Fix, filename: str) -> str | None:
    """Why a "~" or "_" `fix` decodes is the file's syntax (policy.unsafe_here
    asks: TILDE, SCDOC_UNDERLINE, a BARE_PAIRS reason), or None."""
    if any("~" in edit.replacement for edit in fix.edits) and (
        tilde_is_syntax(text, span.start, filename) or _shell_tilde(text, span, fix, filename)
    ):
        return TILDE
    if underline_in_scdoc(text, fix, filename):
        return SCDOC_UNDERLINE
    return bare_pair(text, span, fix, filename)


def tilde_is_syntax(text: str, start: int, filename: str) -> bool:
    """Whether a "~" written into the URI at `start` of `text`, the file
    `filename`, would be the file's syntax (see TILDE_FORMAT_EXTENSIONS)."""
    name = filename.lower()
    return (
        name.endswith(TILDE_FORMAT_EXTENSIONS) or text[start - 1 : start] == "~"
        or (name.endswith(".txt") and compiled_re(_GIFT_TITLE).search(text, 0, GIFT_REACH) is not None)
        or (name.endswith(BIBTEX_EXTENSIONS) and _typeset_bibtex(text, start))
    )


# An unquoted shell assignment's "NAME=" right before a value (after export,
# local, readonly, declare or typeset perhaps).
_ASSIGNED = r"(?m)(?:^|[\s;&|(])(?:(?:export|local|readonly|declare|typeset)(?:[ \t]+-\w+)*[ \t]+)?[A-Za-z_]\w*=\Z"


def _shell_tilde(text: str, span: UriSpan, fix: Fix, filename: str) -> bool:
    """Whether `fix` writes a "~" after a ":" of an unquoted shell
    assignment's value, which the shell expands to a home folder (sweep 171:
    bash made ``X=https://h/p:%7E/x`` into ``.../p:/root/x``; zsh stopped;
    a command's argument is not expanded there: sweep 176)."""
    if not any("~" in edit.replacement and text[edit.start - 1 : edit.start] == ":" for edit in fix.edits):
        return False
    line_start = text.rfind("\n", 0, span.start) + 1
    if compiled_re(_ASSIGNED).search(text, max(line_start, span.start - 200), span.start) is None:
        return False
    from .scan.languages import language_of_file, language_of_shebang  # here: rarely asked

    return (language_of_shebang(text) if text.startswith("#!") else "") == "shell" or language_of_file(filename) == "shell"


def _typeset_bibtex(text: str, start: int) -> bool:
    """Whether a URI at `start` of a BibTeX file stands in a field TeX
    typesets: not a verbatim one (BIBTEX_VERBATIM), nor a URL command's
    argument there."""
    field = None
    for field in compiled_re(_BIBTEX_FIELD).finditer(text, max(0, start - BIBTEX_REACH), start):
        pass
    if field is None or field.group(1).lower() in BIBTEX_VERBATIM:
        return False
    command = text.rfind("\\", field.end(), start)
    found = compiled_re(_URL_COMMAND).match(text, command) if command >= 0 else None
    return found is None or found.end() != start


# Formats that autolink no bare URL (or format its text first), where a
# pair of marks a fix decodes in one is markup: Pandoc's "~a~" subscript
# (R Markdown, Quarto; sweep 139, pandoc 3.9 made "http://x/<sub>alice/
# </sub>bob"), Djot's "~a~" and "_a_", even inside a word (sweep 144, djot
# 0.3.2), RDoc's "_a_" emphasis (sweep 144, rdoc 6.4.1.1: the link fell
# apart around it: its pair needs no word character outside it). By the
# end of the file's name: each mark's pair (None: any one written, Djot's,
# which pairs with a mark already on the line or one a fix of the next URL
# writes; sweep 145), and why.
_TILDE_PAIR = _ASCIIDOC_PAIR["~"]
BARE_PAIRS: dict[str, tuple[dict[str, str | None], str]] = {
    **dict.fromkeys((".rmd", ".qmd", ".rmarkdown"), (
        {"~": _TILDE_PAIR}, "unsafe fix: Pandoc (R Markdown, Quarto) reads a '~' pair in a bare URL as a subscript")),
    ".dj": ({"~": None, "_": None}, "unsafe fix: Djot reads a '~' or '_' in a bare URL as a subscript's or emphasis' mark"),
    ".rdoc": ({"_": r"(?<!\w)_[^\s_](?:[^_\n]*?[^\s_])?_(?!\w)"}, "unsafe fix: RDoc reads a '_' pair in a bare URL as emphasis"),
}
BARE_PAIR_SUFFIXES = tuple(BARE_PAIRS)


def bare_pair(text: str, span: UriSpan, fix: Fix, filename: str) -> str | None:
    """Why `fix` writes a new pair of marks on the line of a bare URI in a
    file of BARE_PAIRS, or None."""
    name = filename.lower()
    if span.delimited or span.context == DESTINATION or not name.endswith(BARE_PAIR_SUFFIXES):
        return None
    pairs, reason = next(marks for suffix, marks in BARE_PAIRS.items() if name.endswith(suffix))
    written = [mark for mark in pairs if _writing(text, fix, mark)]
    if not written or any(pairs[mark] is None for mark in written):
        return reason if written else None
    start = text.rfind("\n", max(0, span.start - MARK_REACH), span.start) + 1 or max(0, span.start - MARK_REACH)
    end = text.find("\n", span.end, span.end + MARK_REACH)
    end = min(len(text), span.end + MARK_REACH) if end < 0 else end
    after = spliced(text, start, end, fix.edits)
    for mark in written:
        pair = compiled_re(pairs[mark])  # type: ignore[arg-type]  # (None returned above)
        if len(pair.findall(after)) > len(pair.findall(text, start, end)):
            return reason
    return None


def underline_in_scdoc(text: str, fix: Fix, filename: str) -> bool:
    """Whether `fix` writes a "_" into an scdoc file (see SCDOC_UNDERLINE)."""
    return filename.lower().endswith(".scd") and bool(_writing(text, fix, "_"))
