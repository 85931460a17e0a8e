"""Fix safety: which fixes keep what a text's consumer sees, by where the URI stands.

A fix is safe when whoever consumes the text (a reader, a renderer, a
browser, a program) sees the same thing before and after it. What a fix
does (its FixKind) and where the URI stands (UriSpan.context) decide its
Applicability; the README's "What a safe fix is" says the same in words.
Rules build their fixes through `fix()`, and the engine caps what a rule
yields with `cap()`, so a plugin rule cannot be safer than its kinds allow.
"""

from __future__ import annotations

from .choices import Choices
from .model import (
    ATTRIBUTE, BROKEN_LINK, CODE, CODE_COMMENT, DATA, DESTINATION, IDENTIFIER, PROSE, RDF_EXTENSIONS, WIKI_EXTENSIONS,
    Applicability, Edit, Fix, UriSpan, is_locale_catalog,
)
from .records import NamedTuple
from .rendering import decoded_mark
from .compared import compared_as_written, joined_addresses, stated_length
from .data_fragments import fragment_refusal
from .downloads import download_refusal
from .notebook_cells import compared_in_cell
from .payloads import payload_refusal
from .syntax_refusals import syntax_refusal
from .under_test import TEST_CODE, in_test_code

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterable


class FixKind(Choices):
    """What a fix does to a URI."""

    # RFC 3986 6.2.2.1/6.2.2.2: hex case, decoding unreserved. Every consumer
    # reads both forms the same, a string comparison aside.
    EQUIVALENCE = "equivalence"
    # RFC 3986 6.2.2/6.2.3 normalizations (scheme and host case, dot
    # segments, default port, empty path): the same resource, but a program
    # holding the string (a test's input) sees another string.
    NORMALIZATION = "normalization"
    # Percent-encoding a raw character: what a renderer or browser does
    # itself before sending; a program holding the string sees another one.
    ENCODING = "encoding"
    # Percent-encoding a raw character that browsers send as written (`|`,
    # `\\`, `{` in a query) or drop (a tab): a Markdown renderer encodes it,
    # so a link destination gets the same request; an HTML attribute not.
    ENCODING_BROWSERS_KEEP = "encoding-browsers-keep"
    # A different URI that is probably the intended one: a human decides.
    GUESS = "guess"


# File kinds whose raw non-ASCII characters the `iri = "documents"` policy
# allows: renderers and browsers send them as UTF-8, and people read them.
# A notebook is read as its Markdown cells are rendered.
DOCUMENT_KINDS = frozenset({"markdown", "html", "rst", "asciidoc", "org", "tex", "notebook"})
IRI_POLICIES = ("documents", "encode", "allow")

# Where each kind of fix is safe. Everywhere else it is unsafe.
SAFE_IN: dict[FixKind, frozenset[str]] = {
    FixKind.EQUIVALENCE: frozenset({CODE, CODE_COMMENT, ATTRIBUTE, DESTINATION, DATA, PROSE, BROKEN_LINK}),
    # A comment is read by people, as running text is: no program holds it.
    FixKind.NORMALIZATION: frozenset({CODE_COMMENT, ATTRIBUTE, DESTINATION, DATA, PROSE, BROKEN_LINK}),
    FixKind.ENCODING: frozenset({ATTRIBUTE, DESTINATION, DATA}),
    # Not in data: a program may parse it as a browser does (WHATWG: a "\\"
    # is a "/", "file:///c|/" a drive letter), and see another URL.
    FixKind.ENCODING_BROWSERS_KEEP: frozenset({DESTINATION}),
    FixKind.GUESS: frozenset(),
}

# Why a kind of fix is unsafe in a context, for `urilint rule` and the README.
WHY_UNSAFE = {
    CODE: "in code it changes a string literal's value, which a test may hold on purpose",
    BROKEN_LINK: "it would make a link of what is none (Markdown shows it as text, a browser drops the url())",
    IDENTIFIER: "an RDF IRI is compared character by character: any rewrite names another resource",
}
_WHERE = {
    CODE: "code (string literals and other code)",
    CODE_COMMENT: "code comments",
    ATTRIBUTE: "HTML/XML attributes and rST targets",
    DESTINATION: "Markdown link destinations and autolinks",
    DATA: "data and config files",
    PROSE: "running text",
    BROKEN_LINK: "link syntax that is not a link (a raw space in `[t](a b)` or a CSS `url(a b)`)",
    IDENTIFIER: "RDF data and SPARQL queries",
}
_KIND_WHY = {
    FixKind.EQUIVALENCE: "an RFC 3986 6.2.2 equivalence: every consumer reads both forms the same",
    FixKind.NORMALIZATION: "an RFC 3986 6.2.2/6.2.3 normalization: the same resource, another string",
    FixKind.ENCODING: "percent-encoding: what a renderer or browser sends anyway",
    FixKind.ENCODING_BROWSERS_KEEP: "percent-encoding what a renderer encodes but a browser sends as written",
    FixKind.GUESS: "a different URI, probably the intended one: a human must confirm",
}


class FilePolicy(NamedTuple):
    """What the engine knows about a file that rules need: whether raw
    non-ASCII characters are allowed there (the `iri` setting)."""

    iri_allowed: bool = False


# AsciiDoc files are documents by their extension too, whatever scanner a
# `file-types` setting gives them (the policy once predated their scanner).
DOCUMENT_EXTENSIONS = (".adoc", ".asciidoc", ".asc")
# Gettext catalogs: their text (msgid, msgstr, translators' comments) is
# shown to people, a translation catalog wherever it stands.
GETTEXT_EXTENSIONS = (".po", ".pot")


def is_document(kind: str, filename: str, text: str = "") -> bool:
    """Whether raw non-ASCII is allowed under `iri = "documents"`: in
    documents (wiki markup too), translation catalogs (their text is shown
    as a document's; a Qt Linguist .ts by its `text`), and in RDF, whose
    IRIs hold it by their syntax."""
    return (
        kind in DOCUMENT_KINDS
        or filename.lower().endswith(DOCUMENT_EXTENSIONS + GETTEXT_EXTENSIONS + WIKI_EXTENSIONS + RDF_EXTENSIONS)
        or (kind == "data" and is_locale_catalog(filename))
        or is_linguist_catalog(filename, text)
    )


LINGUIST_HEAD = 512


def is_linguist_catalog(filename: str, text: str) -> bool:
    """Whether `text`, a ".ts" file, is a Qt Linguist catalog (XML whose root
    is <TS>), not TypeScript (sweep 215: keepassxc's Hungarian "https://példa.com")."""
    return filename.endswith(".ts") and text.startswith("<?xml", text.startswith("\ufeff")) and "<TS" in text[:LINGUIST_HEAD]


# Why a fix of UriSpan.ambiguous content is unsafe.
AMBIGUOUS = "unsafe fix: the literal may be a format string (it holds conversions, or a format call takes its name), so this may be a conversion"


def judged(
    text: str, span: UriSpan, fix: Fix, kind: str, filename: str, message: str, start: int
) -> tuple[Fix | None, str, int]:
    """A rule's `fix` (capped to its context), `message` and start as
    reported: the fix of an escaped character takes its escape along (and
    the finding starts there); no fix when it would rewrite syntax of the
    file (syntax_refusal); an unsafe one where it is unsafe after all
    (unsafe_here), each saying why."""
    taken = _escapes_taken(text, span, fix)
    refusal = syntax_refusal(text, span, fix, kind)
    if refusal is None and taken is not fix:
        refusal = syntax_refusal(text, span, taken, kind)
    if refusal is not None:
        return None, f"{message} (no fix: {refusal})", start
    if taken is not fix:
        fix, start = taken, min(start, taken.edits[0].start)
    why = unsafe_here(text, span, fix, filename, kind) if fix.applicability is Applicability.SAFE else None
    if why is not None:
        return fix._replace(applicability=Applicability.UNSAFE), f"{message} ({why})", start
    return fix, message, start


def _escapes_taken(text: str, span: UriSpan, fix: Fix) -> Fix:
    """`fix` with each edit of an escaped character of a code literal
    taking its escape along: ``\\\\`` (a backslash) becomes ``%5C``, not
    ``\\%5C`` (the escape, opaque, is a one-character range before it)."""
    if span.context != CODE or not span.opaque:
        return fix
    escaped = {end for start, end in span.opaque if end - start == 1 and text[start] == "\\"}
    if not any(edit.start in escaped for edit in fix.edits):
        return fix
    return fix._replace(edits=tuple(sorted(e._replace(start=e.start - 1) if e.start in escaped else e for e in fix.edits)))


QUOTED = "unsafe fix: Python-Markdown (MkDocs) reads a quoted destination as the link's title"
# "%%" is an escaped "%" in printf, logging, cmd and RPM: "%%7E" may be "%"
# and "7E", and a decoded "%~" is an invalid conversion (bash's printf).
DOUBLED = "unsafe fix: after a '%' this may be an escaped '%%' and text, not an octet"
# "\%" is an escaped "%" in a crontab (cron drops the "\" only before a
# "%": a decoded "\%7e" became "\~" in curl's URL, sweep 73) and in TeX.
BACKSLASHED = "unsafe fix: after a '\\' this '%' may be escaped, and the '\\' would stay"
# A triplet written right after a stray "%" ("100%자" -> "100%%EC%9E%90"):
# the two read as "%%", an escaped "%", to printf and template engines,
# and extraction of the fixed text no longer sees the same URI (sweep 123:
# the fix was counted as safe, then refused when applied).
AFTER_PERCENT = "unsafe fix: it would write a triplet right after a stray '%', where '%%' reads as an escaped '%'"


def unsafe_here(text: str, span: UriSpan, fix: Fix, filename: str, kind: str = "") -> str | None:
    """Why the safe `fix` of a URI at `span` in file `filename` (of type
    `kind`) is unsafe there after all, or None: it edits an ambiguous range
    (UriSpan), a literal of a test, text compared as written (compared.py),
    a triplet after a "%" (DOUBLED) or a "\\" (BACKSLASHED), a triplet
    written after a stray "%" (AFTER_PERCENT), a PHP-serialized string's
    length, a name curl -O saves a download under or a published registry
    file (downloads.py), an attack payload, a space before another address
    (a list of URIs), a non-ASCII character of a data value's fragment,
    writes a "~" where that is syntax, or encodes the quotes of a Markdown
    destination that is one quoted string (``[t]("title")``: a title to
    Python-Markdown, a link to CommonMark)."""
    if span.ambiguous and _edits_any(fix, span.ambiguous):
        return AMBIGUOUS
    if in_test_code(text, span, filename):
        return TEST_CODE
    marked = decoded_mark(text, span, fix, filename)
    if marked is not None:
        return marked
    compared = (
        compared_as_written(text, span.start, kind, filename, span.end) or compared_in_cell(text, span, kind, filename)
        or stated_length(text, span.start, fix.edits) or fragment_refusal(text, span, fix) or payload_refusal(text, span, filename)
        or joined_addresses(text, fix.edits) or download_refusal(text, span.start, span.end, fix, filename)
    )
    if compared is not None:
        return compared
    leads = {text[edit.start - 1 : edit.start + 1] for edit in fix.edits if edit.start > 0}  # an edit's first and the one before
    if "%%" in leads:
        return DOUBLED
    if any(text[edit.start - 1 : edit.start] == "%" and edit.replacement[:1] == "%" for edit in fix.edits):
        return AFTER_PERCENT
    if "\\%" in leads:
        return BACKSLASHED
    quote = text[span.start]
    if span.context == DESTINATION and span.end - span.start > 1 and quote in "\"'" and text[span.end - 1] == quote:
        return QUOTED
    return None


def _edits_any(fix: Fix, ranges: Iterable[tuple[int, int]]) -> bool:
    """Whether an edit of `fix` overlaps one of `ranges`."""
    return any(edit.start < end and start < edit.end for edit in fix.edits for start, end in ranges)


def file_policy(kind: str, iri: str, filename: str = "", text: str = "") -> FilePolicy:
    """The policy for a file of type `kind` named `filename` (holding `text`) under the `iri` setting."""
    return FilePolicy(iri_allowed=iri == "allow" or (iri == "documents" and is_document(kind, filename, text)))


def applicability(kind: FixKind, context: str) -> Applicability:
    """SAFE where `kind` is safe in `context`; an equivalence is safe in any
    context, one added later too (a context unknown here is unsafe else),
    but an IDENTIFIER, which no rewrite keeps."""
    if (kind is FixKind.EQUIVALENCE and context != IDENTIFIER) or context in SAFE_IN[kind]:
        return Applicability.SAFE
    return Applicability.UNSAFE


def fix(kind: FixKind, context: str, edits: Iterable[Edit]) -> Fix:
    """A fix of `kind` for a URI standing in `context`."""
    return Fix(tuple(edits), applicability(kind, context))


def cap(kinds: Iterable[FixKind], context: str, found: Fix) -> Fix:
    """`found` made unsafe when no kind its rule declares is safe in `context`."""
    if found.applicability is Applicability.SAFE and not any(
        applicability(k, context) is Applicability.SAFE for k in kinds
    ):
        return found._replace(applicability=Applicability.UNSAFE)
    return found


def summary(kinds: Iterable[FixKind]) -> str:
    """One word per rule for `urilint rule --all`: safe, unsafe, safe except
    in code, or none."""
    kinds = tuple(kinds)
    if not kinds:
        return "none"
    safe = frozenset().union(*(SAFE_IN[k] for k in kinds))
    if not safe:
        return "unsafe"
    unsafe = [c for c in _WHERE if c not in safe]
    return "safe, unsafe in " + "/".join(unsafe) if unsafe else "safe"


def describe(kinds: Iterable[FixKind]) -> str:
    """Per context, whether the fixes of `kinds` are safe and why."""
    lines = []
    for kind in kinds:
        safe = SAFE_IN[kind]
        lines.append(f"- {kind.value}: {_KIND_WHY[kind]}.")
        if safe:
            lines.append(f"  Safe in: {', '.join(_WHERE[c] for c in _WHERE if c in safe)}.")
        for context in _WHERE:
            if context not in safe and context in WHY_UNSAFE:
                lines.append(f"  Unsafe in {_WHERE[context]}: {WHY_UNSAFE[context]}.")
        if not safe:
            lines.append("  Unsafe everywhere.")
    return "\n".join(lines) if lines else "- none: the rule offers no fix."
