"""Code shown inside markup: a fenced block's or a script's URIs, by language.

`code_spans(text, start, end, language, schemes)` scans text[start:end] as
code in `language` (an info string's first word, a file extension or a
name such as ``js``): URIs in string literals and comments, as the code
scanner finds them in a file of that language; an unknown or missing
language gives absolute URIs only. Every span is CODE: what a reader
copies from a code sample is what the program gets; in RDF (Turtle,
SPARQL, JSON-LD...) an IDENTIFIER, as in an RDF file.
"""

from __future__ import annotations

from ..model import CODE, IDENTIFIER, UriSpan
from .references import SCHEME_PREFIX

# Info-string names that are not file extensions.
ALIASES = {
    "python": "py", "python3": "py", "javascript": "js", "typescript": "ts", "golang": "go",
    "rust": "rs", "kotlin": "kt", "ruby": "rb", "shell": "sh", "console": "sh", "shell-session": "sh", "commandline": "sh",
    "csharp": "cs", "c++": "cpp", "perl": "pl", "jsonc": "json", "json5": "json", "node": "js",
    "vue": "js", "svelte": "js", "powershell": "ps1", "pwsh": "ps1", "dockerfile": "sh", "docker": "sh",
    "css": "css", "scss": "css", "less": "css", "sql": "sql", "graphql": "js", "dart": "java",
    "groovy": "groovy", "nextflow": "groovy", "objc": "c", "objective-c": "c", "php": "php", "jinja": "py", "fish": "sh",
}
CODE_LANGUAGES = frozenset(
    (
        "py", "pyi", "js", "mjs", "cjs", "jsx", "ts", "tsx", "go", "rs", "java", "kt", "scala",
        "c", "h", "cc", "cpp", "cxx", "hpp", "hh", "cs", "rb", "sh", "bash", "zsh", "php",
        "swift", "pl", "lua", "r", "css", "sql", "groovy",
    )
)
MARKUP_LANGUAGES = {
    "md": "markdown", "markdown": "markdown", "mdx": "markdown", "gfm": "markdown",
    "html": "html", "xml": "html", "svg": "html", "xhtml": "html", "jinja2": "html", "erb": "html",
    "rst": "rst", "restructuredtext": "rst",
}
DATA_LANGUAGES = frozenset(("json", "yaml", "yml", "toml", "ini", "cfg", "env"))
# RDF shown as code: its IRIs are compared character by character in a
# sample as in a .ttl file (sweep 79: rdflib parsed another graph from a
# fixed ```turtle block, and a fixed ```sparql query matched no row).
RDF_LANGUAGES = frozenset((
    "turtle", "ttl", "sparql", "rq", "n3", "nt", "ntriples", "n-triples", "nq", "nquads", "n-quads", "trig",
    "shex", "shexc", "jsonld", "json-ld",
))


def language_of(info: str) -> str:
    """The language an info string names (lowercase; "" when none):
    ``python``, ``{python}``, ``js title="a.js"``, ``.py``."""
    word = info.strip().split(None, 1)[0] if info.strip() else ""
    word = word.strip("{}.").split(",", 1)[0].lower()
    return ALIASES.get(word, word)


def code_spans(
    text: str, start: int, end: int, language: str, schemes: frozenset[str] | None
) -> list[UriSpan]:
    """The URIs of text[start:end], code in `language`."""
    if start >= end:
        return []
    if language in RDF_LANGUAGES:
        from .dialects import rdf_iri  # noqa: PLC0415  # RDF samples are rare: import on use

        sample = code_spans(text, start, end, "json" if language.startswith("json") else "", schemes)
        return [rdf_iri(text, span) for span in sample]
    language = ALIASES.get(language, language)
    chunk = text[start:end]
    markup = MARKUP_LANGUAGES.get(language)
    if markup is not None:
        # Markup shown as code: its own scanner finds where a URI ends;
        # relative references in an example are not linted.
        from . import scanner  # noqa: PLC0415  # scan/__init__ imports nothing from here

        found = [_as_code(s) for s in scanner(markup)(chunk, schemes) if _absolute(chunk, s)]
    elif language in DATA_LANGUAGES:
        # A config sample: values and comments as in a data file (an INI
        # interpolation "%(name)s" is syntax), but code a reader copies.
        from . import scanner  # noqa: PLC0415

        found = [_as_code(s) for s in scanner("data")(chunk, schemes)]
    else:
        # The code scanner's literals and comments, in its own language
        # names (an unknown language: absolute URIs only).
        from .code import extract_code  # noqa: PLC0415  # code blocks are rare: import on use
        from .languages import code_language  # noqa: PLC0415

        return extract_code(text, start, end, code_language(language), schemes)
    return [span.moved(start) for span in found]


def _as_code(span: UriSpan) -> UriSpan:
    """A sample's URI, read as code a reader copies; an identifier stays
    one (a JSON Schema's "$id" in a fenced block: its "$ref" names it)."""
    return span if span.context == IDENTIFIER else span._replace(context=CODE)


def _absolute(text: str, span: UriSpan) -> bool:
    return SCHEME_PREFIX.match(text, span.start, span.end) is not None or text.startswith("//", span.start)
