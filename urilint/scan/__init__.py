"""Extraction: text in, URI spans out. One module per file type.

`extract(text, filename)` picks the scanner by file type (from the file
name, overridable with `file_types` patterns) and returns the spans sorted
by start, never overlapping.
"""

from __future__ import annotations

import os

from ..model import Edit, UriSpan
from ..pattern_store import compiled_re
from .dialects import refinement
from .indicators import indicators
from .manifests import is_manifest, pinned
from .purls import in_purls
from .wordpress import in_blocks
from .rewrites import edited_holds_markers, substitutions_opaque
from .languages import BY_EXTENSION, BY_FILENAME, TEMPLATE_EXTENSIONS, dockerfile_variant, made_name, template_base

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Callable, Mapping

    Scanner = Callable[[str, "frozenset[str] | None"], "list[UriSpan]"]

# XML vocabularies, read by xml.py (the root decides what holds URIs): Qt
# Designer and .NET (resources, XAML, MSBuild, NuGet), DITA, OPML, feeds,
# KML/GPX, WSDL/XSD, XLIFF, VOTable (astronomy), an EPUB's package and
# navigation files; diagrams saved as XML (BPMN, DMN, GraphML, GEXF, XMI,
# draw.io: their namespace names are identifiers, sweep 97).
XML_EXTENSIONS = (
    ".xml", ".xsl", ".xslt", ".ui", ".resx", ".xaml", ".csproj", ".vbproj", ".fsproj", ".props", ".targets", ".nuspec",
    ".dita", ".ditamap", ".opml", ".rss", ".atom", ".kml", ".gpx", ".wsdl", ".xsd", ".xlf", ".xliff", ".vot",
    ".opf", ".ncx", ".bpmn", ".dmn", ".graphml", ".gexf", ".xmi", ".drawio", ".dio",
    ".fodt", ".fods", ".fodp", ".fodg",  # flat OpenDocument (sweep 120)
    ".xspf", ".wpl",  # playlists (sweep 142)
    # Systems biology's models and pathways, whose rdf:about and rdf:resource
    # are RDF's identifiers (sweep 152, proven with rdflib): SBML, CellML,
    # SBOL, BioPAX, COPASI, SED-ML, SBGN-ML, Cytoscape's XGMML.
    ".sbml", ".cellml", ".sbol", ".biopax", ".cps", ".sedml", ".sbgn", ".xgmml",
)
# Pages whose server-side code server_templates.masked hides (a page named
# ".html" may be an HTML::Mason component).
SERVER_TEMPLATE_SUFFIXES = (".blade.php", ".cshtml", ".razor", ".scala.html", ".svelte", ".html", ".htm")
# What templates make that is plain text ("nginx.conf.j2", "app.service.tmpl").
TEXT_MADE = frozenset(("txt", "text", "conf", "service", "socket", "timer", "properties", "csv", "tsv", "cnf", "list"))
EXTENSIONS: dict[str, str] = {
    **dict.fromkeys(
        ("md", "markdown", "mdx", "mdc", "mkd", "mdown", "mkdn", "mdwn", "mkdown", "mdtxt", "mdtext", "ronn", "rmd", "qmd",
         "livemd", "svx"),  # Livebook's notebooks and mdsvex's pages are Markdown too (sweep 187)
        "markdown",
    ),
    # HTML (server-side includes' .shtml too: sweep 70), XML and HTML
    # templates (template expressions are opaque; PHP and ERB code between
    # <? ?> and <% %> is scanned as code).
    **dict.fromkeys(
        (
            "html", "htm", "shtml", "shtm", "xhtml", *(ext[1:] for ext in XML_EXTENSIONS), "svg", "vue", "svelte", "astro",
            "jinja", "j2", "jinja2", "njk",
            "nunjucks", "hbs", "handlebars", "mustache", "erb", "rhtml", "ejs", "liquid", "twig",
            "php", "phtml", "jsp", "aspx", "cshtml", "razor", "gohtml", "tmpl",
        ),
        "html",
    ),
    **dict.fromkeys(("css", "scss", "sass", "less"), "css"),
    **dict.fromkeys(("adoc", "asciidoc", "asc"), "asciidoc"),
    # R documentation (.Rd) is LaTeX-like: "%" starts a comment, \% is a percent.
    # Not BibTeX (.bib: text), where a "%" inside a field is the field's.
    # So are pandoc's and kramdown's .latex output, BibTeX's .bbl, Sweave's
    # and knitr's .Rnw/.Snw, .rtex and TikZ pictures (sweep 84).
    **dict.fromkeys(("tex", "ltx", "sty", "cls", "dtx", "ins", "rd", "latex", "bbl", "rnw", "snw", "rtex", "tikz"), "tex"),
    # LaTeX's other package files, biblatex's styles, tex4ht's, ConTeXt's
    # sources: "%" starts a comment there too (sweep 159: a safe "%7E" fix
    # in live TeX changed what pdflatex printed).
    **dict.fromkeys(
        ("def", "clo", "fdd", "bbx", "cbx", "lbx", "dbx", "4ht", "mkii", "mkiv", "mkvi", "mkxl", "mklx"), "tex"
    ),
    "org": "org",
    "ipynb": "notebook",
    **dict.fromkeys(("rst", "rest"), "rst"),
    # Source code: every extension with a language (languages.py) but
    # ".php" (HTML with code in <?php ?>, above) and ".m" (Objective-C or
    # MATLAB, whose "%" starts a comment: text).
    **dict.fromkeys((ext for ext in BY_EXTENSION if ext not in ("m", "php")), "code"),
    **dict.fromkeys(("json", "yaml", "yml", "toml", "ini", "cfg", "env"), "data"),
    # JSON under other names: JSON Lines, GeoJSON and TopoJSON, a web app
    # manifest, a SARIF log (its "\/" and "\u0026" escapes: sweep 128).
    **dict.fromkeys(("jsonl", "ndjson", "geojson", "topojson", "webmanifest", "sarif"), "data"),
}
FILE_TYPES = ("markdown", "html", "rst", "asciidoc", "org", "tex", "css", "notebook", "code", "data", "text")
# Code files named without an extension.
CODE_FILENAMES = frozenset(BY_FILENAME)


# JSON served from well-known names without an extension (OIDC discovery).
JSON_FILENAMES = frozenset(("openid-configuration", "oauth-authorization-server", "jwks"))


def file_type_for(filename: str, overrides: Mapping[str, str] | None = None) -> str:
    """The file type for `filename`: the first matching override pattern,
    else by extension, else "text"."""
    base = os.path.basename(filename)
    if overrides:
        import fnmatch  # here: it imports re, which a run with no overrides need not
    for pattern, kind in (overrides or {}).items():
        if fnmatch.fnmatch(base, pattern) or fnmatch.fnmatch(filename, pattern):
            return kind
    if base == ".env" or base.startswith(".env.") or base in JSON_FILENAMES:
        return "data"
    if base in CODE_FILENAMES or dockerfile_variant(base, EXTENSIONS):
        return "code"
    base = template_base(base)
    _, _, ext = base.rpartition(".")
    if ext.lower() in TEMPLATE_EXTENSIONS:
        # A template is read as the type of the file it makes when that is
        # known ("config.json.ejs": JSON, not HTML; "app.conf.j2": text); its
        # expressions stay opaque. Else ("page.en.hbs", a locale or variant)
        # it is the template engine's own type.
        inner = made_name(base).rpartition(".")[2].lower()
        if inner != ext.lower() and (inner in EXTENSIONS or inner in TEXT_MADE):
            return EXTENSIONS.get(inner, "text")
    return EXTENSIONS.get(ext.lower(), "text") if "." in base else "text"


# Scanner modules are imported on first use: each compiles its patterns at
# import, and a run (or an editor's one file) needs one or two of them.
SCANNERS: dict[str, Scanner] = {}


def scanner(kind: str) -> Scanner:
    """The `extract` function of the scanner module for file type `kind`."""
    found = SCANNERS.get(kind)
    if found is None:
        if kind not in FILE_TYPES:
            raise KeyError(kind)
        # __import__, not importlib.import_module: importing importlib costs every run.
        found = SCANNERS[kind] = __import__(f"{__name__}.{kind}", fromlist=("extract",)).extract
    return found


def extract(
    text: str,
    filename: str,
    schemes: frozenset[str] | None = None,
    file_types: Mapping[str, str] | None = None,
) -> list[UriSpan]:
    """The URI spans in `text`, a file named `filename`."""
    kind = file_type_for(filename, file_types)
    spans = _extract(text, filename, schemes, file_types, kind)
    if spans:
        spans = _in_any_file(text, filename, kind, spans)
    if spans and is_manifest(filename):
        return pinned(spans)  # a lock file records its URLs as written
    percent_syntax = _percent_syntax(filename) if spans else None
    if percent_syntax is not None and "%" in text:
        from .escapes import conversions_opaque

        found = compiled_re(percent_syntax)
        return [conversions_opaque(text, span, found) for span in spans]
    return spans


def _in_any_file(
    text: str, filename: str, kind: str, spans: list[UriSpan], marked: bool | None = None
) -> list[UriSpan]:
    """`spans` as every file kind reads them: no defanged URL, an IOC
    list's are identifiers (indicators.py); a web server's rewrite syntax
    opaque (rewrites.py; `marked`, when known: whether the text holds its
    markers); a URI inside a package URL an identifier (purls.py, in
    PURL_KINDS); in WordPress block markup, no fix that changes the HTML
    alone (wordpress.py)."""
    spans = substitutions_opaque(text, indicators(text, filename, kind, spans), marked)
    if kind in PURL_KINDS or filename.endswith(".spdx"):
        spans = in_purls(text, spans)
    return in_blocks(text, spans) if kind == "html" else spans


# Where SBOMs are: CycloneDX's and SPDX's JSON, YAML and XML, and SPDX's
# tag-value ".spdx" (not code, Markdown or text: looking costs a search of the text).
PURL_KINDS = frozenset(("data", "html"))


def _percent_syntax(filename: str) -> str | None:
    """What a "%" starts in the file named `filename`, when that is not URI
    content (a "%" and two hex digits stays an octet): GNU Make's pattern
    wildcard ($(filter https://%,...)), or a squid error page's macros
    ("%w" the administrator's address, "%h" the host: "mailto:%w%W" made
    1,705 findings in Debian's squid-langpack, sweep 157)."""
    if _is_makefile(filename):
        return "%"
    if "ERR_" in filename and compiled_re(SQUID_ERROR_PAGE).fullmatch(os.path.basename(filename)) is not None:
        return "%[A-Za-z]"
    return None


def _names_org_mode(text: str) -> bool:
    """Whether the first line's Emacs file variables ("-*- org -*-",
    "-*- mode: org; coding: utf-8 -*-") name Org mode."""
    newline = text.find("\n", 0, 4096)
    line = text[: newline if newline >= 0 else 4096]
    opening = line.find("-*-")
    closing = line.find("-*-", opening + 3) if opening >= 0 else -1
    if closing < 0:
        return False
    variables = line[opening + 3 : closing].strip()
    if variables.lower() == "org":
        return True
    for variable in variables.split(";"):
        name, _, value = variable.partition(":")
        if name.strip().lower() == "mode" and value.strip().lower() == "org":
            return True
    return False


def _is_objective_c(text: str, filename: str) -> bool:
    """Whether a ".m" file (Objective-C or MATLAB) is Objective-C: it
    declares a class, imports a header or writes an NSString (``@"..."``),
    as MATLAB never does. Its
    literals are then code (``stringWithFormat:@"...%2d"`` a format)."""
    return filename.endswith(".m") and ("@implementation" in text or "@interface" in text or "#import" in text or '@"' in text)


def _is_verilog(text: str, filename: str) -> bool:
    """Whether a ".v" or ".vh" file (Verilog or Coq) is Verilog: it holds
    a module's end, as Coq never does. Its strings are then C's, whose
    printf formats $display writes ("addr=%2d" printed "-  5" after a fix:
    Icarus Verilog, sweep 98)."""
    return filename.endswith((".v", ".vh")) and "endmodule" in text


def _sniffed_language(text: str, filename: str) -> str | None:
    """The language of a file its name leaves ambiguous, told by its text:
    Verilog's C-like strings, a pacman script's bash; else None."""
    if _is_verilog(text, filename):
        return "c"
    return "shell" if _is_pacman_script(text, filename) else None


def _is_pacman_script(text: str, filename: str) -> bool:
    """Whether a ".install" file is a pacman package's install script, bash
    functions without a "#!" line (sweep 193: read as text, its ``echo -e
    "...\\e[0m"`` escapes were reported), not a Drupal module's PHP."""
    return filename.endswith(".install") and not text.lstrip().startswith("<?php")


SQUID_ERROR_PAGE = r"ERR_[A-Z0-9_]+(?:\.html?)?"  # squid's errors/templates/ERR_ACCESS_DENIED
# Sequencing reads (FASTQ): a header, the bases, "+", their qualities.
SEQUENCE_READS = (".fastq", ".fq")


def _is_makefile(filename: str) -> bool:
    """A makefile, its automake or configure input (Makefile.am, .in) or a
    variant (Makefile.win, rules.mak, buildroot's arch.mk.xtensa: sweep 127)."""
    base = os.path.basename(filename)
    lower = base.lower()
    return (
        base in ("Makefile", "GNUmakefile", "makefile") or base.startswith(("Makefile.", "GNUmakefile.", "makefile."))
        or lower.endswith((".mk", ".make", ".mak")) or ".mk." in lower
    )


def _extract(
    text: str, filename: str, schemes: frozenset[str] | None, file_types: Mapping[str, str] | None, kind: str
) -> list[UriSpan]:
    if kind == "text" and _names_org_mode(text):
        kind = "org"  # a first line "-*- mode: org -*-" (Org's own ORG-NEWS)
    if filename.lower().endswith(SEQUENCE_READS):
        return []  # no URI: a read's quality line is any printable run ("C85://-,#$%'": sweep 109, Galaxy's test data)
    if filename.lower().endswith((".ts", ".ui")) and text.lstrip("\ufeff").startswith("<?xml"):
        # Qt: a Linguist translation (not TypeScript) or a Designer form,
        # whose "%1" is an argument of QString::arg.
        from .escapes import conversions_opaque
        from .languages import QT, conversions
        from .xml import extract as extract_xml

        formats = conversions(QT)
        return [conversions_opaque(text, span, formats) for span in extract_xml(text, schemes)]  # type: ignore[arg-type]
    if filename.endswith(".mm") and text.startswith("<map"):
        from .xml import extract as extract_xml  # a FreeMind mind map, not Objective-C++

        return extract_xml(text, schemes)
    sniffed = _sniffed_language(text, filename) if kind == "text" else None
    if sniffed is not None:
        from .code import extract as extract_code

        return extract_code(text, schemes, sniffed)
    if kind == "code" or (kind == "text" and (text.startswith("#!") or _is_objective_c(text, filename))):
        # Code: its literals and comments depend on the language (a script
        # without an extension says it on its "#!" line).
        from .code import extract as extract_code
        from .languages import language_of_file, language_of_shebang

        language = language_of_shebang(text) if kind == "text" and text.startswith("#!") else language_of_file(filename)
        if language or kind == "code":
            return extract_code(text, schemes, language)
    if kind == "html" and made_name(os.path.basename(filename)).lower().endswith(XML_EXTENSIONS):
        from .xml import extract as extract_xml  # the root's vocabulary decides what holds URIs

        return extract_xml(text, schemes)
    refine = refinement(filename, kind)
    if refine is not None:
        # A dialect of text, or RDF: escapes, formats, separators, identifiers (dialects.py).
        return [refine(text, span) for span in scanner(kind)(text, schemes)]
    if kind == "html" and filename.lower().endswith(".astro"):
        return _astro(text, schemes, filename)
    if kind == "html" and filename.lower().endswith(SERVER_TEMPLATE_SUFFIXES):
        from .server_templates import masked  # Blade's, Razor's, Twirl's, Svelte's, Mason's code: same offsets, opaque

        text = masked(text, filename)
    return scanner(kind)(text, schemes)


def extract_edited(
    old: str,
    old_spans: list[UriSpan],
    new: str,
    edits: list[Edit],
    filename: str,
    schemes: frozenset[str] | None = None,
    file_types: Mapping[str, str] | None = None,
) -> list[UriSpan]:
    """`extract(new, ...)`, given `old`, its spans and the sorted,
    non-overlapping `edits` that made `new` from it: in Markdown only the
    paragraphs the edits touch are extracted again when that provably
    gives the same (markdown_edits), elsewhere the whole text."""
    kind = file_type_for(filename, file_types)
    if kind == "markdown":
        from .markdown_edits import respan

        found = respan(old, old_spans, new, edits, schemes)
        if found is not None:
            return _in_any_file(new, filename, kind, found, edited_holds_markers(old, new, edits)) if found else found
    return extract(new, filename, schemes, file_types)


def _astro(text: str, schemes: frozenset[str] | None, filename: str) -> list[UriSpan]:
    """An Astro component: its frontmatter is TypeScript, the template
    after it HTML whose {expressions} are opaque (server_templates.py)."""
    from .code import extract as extract_code
    from .server_templates import frontmatter_end, masked

    fence = frontmatter_end(text)
    script = extract_code(text[:fence], schemes, "javascript") if fence else []
    return [*script, *scanner("html")(masked(text, filename), schemes)]
