"""Plain immutable data passed between the pipeline stages: spans, findings,
fixes and per-file results.

Offsets are always code point offsets into the decoded text of one file;
line and column numbers are computed only when reporting (see positions.py).
"""

from __future__ import annotations

from .choices import Choices
from .records import NamedTuple


class Applicability(Choices):
    """How safe it is to apply a fix without a human looking at it."""

    SAFE = "safe"
    UNSAFE = "unsafe"


class Edit(NamedTuple):
    """Replace text[start:end] with `replacement`."""

    start: int
    end: int
    replacement: str


class Fix(NamedTuple):
    """The edits that repair one finding, and whether they are safe."""

    edits: tuple[Edit, ...]
    applicability: Applicability


class Violation(NamedTuple):
    """What a rule yields: a range, a message and an optional fix.

    The engine stamps the rule's code and name on it to make a Finding, so a
    rule never repeats its own metadata.
    """

    start: int
    end: int
    message: str
    fix: Fix | None = None


class Finding(NamedTuple):
    """One reported problem in one file."""

    code: str
    name: str
    start: int
    end: int
    message: str
    fix: Fix | None
    uri_start: int
    uri_end: int


def has_safe_fix(finding: Finding) -> bool:
    return finding.fix is not None and finding.fix.applicability is Applicability.SAFE


def made_unsafe(finding: Finding, reason: str) -> Finding:
    """`finding` with its safe fix made unsafe, saying why (others as they are)."""
    fix = finding.fix
    if fix is None or fix.applicability is not Applicability.SAFE:
        return finding
    return finding._replace(fix=fix._replace(applicability=Applicability.UNSAFE), message=f"{finding.message} ({reason})")


def made_unfixable(finding: Finding, reason: str) -> Finding:
    """`finding` without its fix, saying why; an unsafe fix's own reason gives way to `reason`."""
    message = finding.message
    if finding.fix is not None and finding.fix.applicability is Applicability.UNSAFE:
        head, cut, _ = message.rpartition(" (unsafe fix: ")
        message = head if cut else message
    return finding._replace(fix=None, message=f"{message} ({reason})")


def made_unsafe_inside(findings: list[Finding], ranges: list[tuple[int, int]], reason: str) -> list[Finding]:
    """`findings`, each starting inside one of `ranges` made unsafe, saying why."""
    return [made_unsafe(f, reason) if any(a <= f.start < b for a, b in ranges) else f for f in findings]


def replacement_of(finding: Finding, text: str) -> str | None:
    """The text that replaces exactly the finding's range, or None."""
    if finding.fix is None:
        return None
    out, pos = [], finding.start
    for edit in sorted(finding.fix.edits):
        if edit.start < finding.start or edit.end > finding.end:
            return None  # edits outside the range: no single replacement
        out.append(text[pos : edit.start])
        out.append(edit.replacement)
        pos = edit.end
    out.append(text[pos : finding.end])
    return "".join(out)


# Where a URI stands, which decides which fixes keep what its consumer sees
# (see the README's "What a safe fix is"). A scanner sets one on every span.
CODE = "code"  # source code outside comments: a string literal (or an unquoted shell word)
CODE_COMMENT = "code-comment"  # a comment in source code
ATTRIBUTE = "attribute"  # an HTML/XML attribute value, or an rST target (docutils writes it into one as written)
DESTINATION = "destination"  # a Markdown link destination, reference definition or autolink
DATA = "data"  # a value or comment in a data/config file (JSON, YAML, TOML, INI, .env)
PROSE = "prose"  # running text: plain text, Markdown/HTML/rST text
# Markdown link syntax that renders as text because of a raw space or
# control character (``[t](a b)``, ``<http://a b>``): encoding it would
# make it a link, so such a fix is never safe.
BROKEN_LINK = "broken-link"
# An IRI that names rather than locates, compared character by character
# (RDF 1.1 Concepts 3.2: no normalization): "%7e" and "~" are two terms.
IDENTIFIER = "identifier"
CONTEXTS = (CODE, CODE_COMMENT, ATTRIBUTE, DESTINATION, DATA, PROSE, BROKEN_LINK, IDENTIFIER)
# Hygen's templates: an EJS template with front matter, "x.md.ejs.t" (no Perl test).
HYGEN_SUFFIX = ".ejs.t"
# BibTeX databases (Zotero's and JabRef's exports may be named .bibtex or .biblatex).
BIBTEX_EXTENSIONS = (".bib", ".bibtex", ".biblatex")
# Wiki markup, which renders its IRIs as links (raw non-ASCII is fine there).
WIKI_EXTENSIONS = (".wiki", ".mediawiki", ".textile", ".bbcode", ".tid", ".multids")  # .tid: TiddlyWiki
# Translation catalogs (Rails' config/locales/fi.yml and devise.fi.yml,
# i18next's locales/en/common.json): data whose values are text shown to
# people, as a document's are (a URL there is an example in a form's
# placeholder, or part of a sentence). Told by a folder of these names
# holding a file named by a language tag, or a folder so named.
# (_locales: a WebExtension's)
LOCALE_FOLDERS = frozenset(("locales", "locale", "_locales", "i18n", "l10n", "translations", "lang", "langs"))
LOCALE_EXTENSIONS = (".yml", ".yaml", ".json")
LANGUAGE_TAG = r"[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*"  # compiled where first used (re's cache)


def is_locale_catalog(filename: str) -> bool:
    """Whether `filename` names a translation catalog: locales/fi.yml,
    locales/app/fi.yml, locales/en/common.json (not i18n/package.json)."""
    if not filename.lower().endswith(LOCALE_EXTENSIONS):
        return False
    import re  # here, not at the top: a run the cache answers does not import re

    *folders, name = filename.replace("\\", "/").lower().split("/")
    tagged = re.fullmatch(LANGUAGE_TAG, name.rsplit(".", 1)[0].rsplit(".", 1)[-1]) is not None
    parent, grandparent = (["", ""] + folders)[-1], (["", ""] + folders)[-2]
    return (parent in LOCALE_FOLDERS and tagged) or (
        grandparent in LOCALE_FOLDERS and (tagged or re.fullmatch(LANGUAGE_TAG, parent) is not None)
    )


# RDF serializations and SPARQL, OWL's other syntaxes (functional,
# Manchester, OWL/XML), ShEx and OBO, RDF/JSON, and the mappings that make
# RDF (Ontop's .obda, YARRRML): every IRI in them is an IDENTIFIER.
RDF_EXTENSIONS = (
    ".ttl", ".nt", ".n3", ".nq", ".trig", ".rdf", ".owl", ".jsonld", ".rq", ".sparql", ".ru", ".srx", ".srj", ".trix", ".tql",
    ".ofn", ".omn", ".owx", ".shex", ".shexc", ".obo", ".rj", ".obda", ".yarrrml", ".yarrrml.yml", ".yarrrml.yaml",
)


class UriSpan(NamedTuple):
    """A URI (or URI reference) found by a scanner.

    `opaque` holds ranges inside [start, end) that are not URI content:
    template placeholders such as ``{id}`` or source escapes such as ``\\n``
    in a string literal. Rules never flag or change characters in them.
    `delimited` is true when the surrounding syntax (a quoted attribute, a
    ``<...>`` destination) makes every character up to the closing
    delimiter part of the URI, so a raw space there is a finding.
    `reference` is true when the span may be a relative reference.
    `context` is one of CONTEXTS: where the URI stands. `decoded` holds
    the character references of an HTML/XML attribute value (``&#32;``)
    with the one character each stands for: (start, end, character), each
    range also in `opaque`; rules see the value as the browser reads it
    (uri/decoded.py). `ambiguous` holds ranges of URI content that may be
    source syntax instead (a ``%2d`` in a literal that also holds ``%s``:
    an octet or a conversion): rules see them, but a fix that edits one
    is unsafe.
    """

    start: int
    end: int
    opaque: tuple[tuple[int, int], ...] = ()
    delimited: bool = False
    reference: bool = False
    context: str = PROSE
    decoded: tuple[tuple[int, int, str], ...] = ()
    ambiguous: tuple[tuple[int, int], ...] = ()

    def ending_at(self, at: int) -> UriSpan:
        """This span cut short at `at`, its opaque and ambiguous ranges with it."""
        return self._replace(
            end=at, opaque=tuple((a, min(b, at)) for a, b in self.opaque if a < at),
            ambiguous=tuple((a, min(b, at)) for a, b in self.ambiguous if a < at),
        )

    def moved(self, delta: int) -> UriSpan:
        """This span `delta` code points on (a tuple.__new__, not the
        record's Python-level __new__: Markdown edits move every span)."""
        if not delta:
            return self
        start, end, opaque, delimited, reference, context, decoded, ambiguous = self
        if opaque:
            opaque = tuple((a + delta, b + delta) for a, b in opaque)
        if decoded:
            decoded = tuple((a + delta, b + delta, c) for a, b, c in decoded)
        if ambiguous:
            ambiguous = tuple((a + delta, b + delta) for a, b in ambiguous)
        return tuple.__new__(UriSpan, (start + delta, end + delta, opaque, delimited, reference, context, decoded, ambiguous))


class Mode(Choices):
    """What a run does with each file."""

    CHECK = "check"
    FIX = "fix"
    DIFF = "diff"


class FileResult(NamedTuple):
    """What happened to one file."""

    path: str
    text: str  # the text the findings point into (after fixing); "" if none
    findings: list[Finding]
    fixed: int = 0
    error: str | None = None
    original: str | None = None  # the text before fixing, when it changed
    output: bytes | None = None  # the fixed bytes, when they changed
    binary: bool = False
    fixed_codes: tuple[tuple[str, str], ...] = ()  # (code, name) of each fix applied
