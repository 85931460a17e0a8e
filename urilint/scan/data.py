"""Data and config files (JSON, YAML, TOML, INI, .env): URIs in values and
comments.

Quoted values (JSON, YAML, TOML) are string literals as in source code
(literals.py, family "data"): escapes such as ``\\/`` and ``\\u00e4`` are
syntax, and a value that is exactly one URI ends at its closing quote.
A YAML double-quoted scalar may run over lines (family "data-lines", used
when one does): an escaped quote ``\\"`` in it is a quote of the value,
which ends a URI that does not fill it.
Unquoted scalars and comments hold bare URIs. ``%`` is URI content, except
in a configparser interpolation ``%(name)s`` (INI, setup.cfg, tox.ini).

A value that holds more than a URI (an i18n message, a description, a
shell command; quoted, plain, a block scalar's line, an INI value) is
running text, as a comment is: a program shows it as written, so only the
fixes that are safe in prose are safe there (``"詳細はhttps://e.org/docs/を参照"``:
encoding the words glued to the URI would rewrite the sentence;
``run: curl https://e.org/install.sh|sh``: the "|" is a pipe). So is a
quoted mapping key: a lookup string (``{"https://e.org/a^b": ...}``).
"""

from __future__ import annotations

import re

from ..compared import IDENTITY_NAMES
from ..model import CODE, DATA, IDENTIFIER, PROSE, UriSpan
from ..pattern_store import compiled_re
from .code import find_in_source
from .combine import inside
from .escapes import conversions_opaque
from .examples import in_examples, is_api_description
from .languages import TEMPLATE, conversions
from ..compat import possessive
from .literals import DATA_STRING_OVER_LINES

# A value's format conversions: configparser's %(name)s, "%%", and the
# string, integer and value verbs of printf and Go (%s, %d, %v, %q), which
# the program reading the value formats (a Hugo theme's `x =
# "https://x.com/%s"` goes through printf with a user name), when no
# letter or digit follows (ECMAScript's anchor "#sec-%symbol.iterator%"
# holds no "%s"; JSON Schema's test suite's invalid "%6G" and "%A" stay
# malformed). A conversion that looks like an octet ("%7e": width 7, a
# float) is an octet (find_placeholders), but its fix is unsafe when the
# value also holds a conversion (code._maybe_conversions).
_VERBS = conversions(TEMPLATE).pattern  # type: ignore[union-attr]
FORMATS = compiled_re(
    rf"%\([A-Za-z_][A-Za-z0-9_.-]*\)s|%%|(?=%[0-9A-Fa-f]{{2}})(?:{_VERBS})|%[-+# 0]*[0-9]*(?:\.[0-9]+)?[sdvq](?![A-Za-z0-9])"
)


# A YAML block scalar's header: "key: |", "- >-", "|2" ending its line
# (possessive: a JSON file's deep indents made it quadratic per line), and
# what ends such a line, searched first (most lines of most files end
# otherwise, and a JSON file has no header at all).
BLOCK_HEADER = possessive(r"([ \t]*+)(?:-[ \t]++)*+(?:[^\n#]*?:[ \t]+)?[|>][-+0-9]*+[ \t]*+(?:#[^\n]*+)?$", re.M)
HEADER_END = compiled_re(r"[|>][-+0-9]*[ \t]*(?:#[^\n]*)?$", re.M)


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    family = "data-lines" if DATA_STRING_OVER_LINES.search(text) else "data"
    spans = find_in_source(
        text, schemes, family, DATA, FORMATS, FORMATS, escaped_slashes=True, comment_context=PROSE,
        sentence_context=PROSE,
    )
    if spans and '"valid"' in text:
        spans = _invalid_cases(text, spans)
    if spans and '"@context"' in text[:JSON_LD_REACH] and text.lstrip()[:1] in "{[":
        spans = [span._replace(context=IDENTIFIER) if span.context == DATA else span for span in spans]
    elif spans and '"actor"' in text[:JSON_LD_REACH] and compiled_re(ACTIVITY).search(text, 0, JSON_LD_REACH) is not None:
        spans = [span._replace(context=IDENTIFIER) if span.context == DATA else span for span in spans]
    elif spans and '"graphs"' in text[:JSON_LD_REACH] and compiled_re(OBO_GRAPHS).match(text) is not None:
        spans = [span._replace(context=IDENTIFIER) for span in spans]  # an xref's "URL:http://..." too
    elif spans and '"bindings"' in text and compiled_re(SPARQL_RESULTS).search(text) is not None:
        spans = [span._replace(context=IDENTIFIER) for span in spans]  # the queries beside them too
    elif spans and any(hint in text for hint in IDENTIFIER_HINTS):
        spans = _identifiers(text, spans)
    if spans and any(hint in text for hint in TEXT_HINTS):
        spans = _text_values(text, spans)
    if spans and "fmt" in text:
        spans = _go_formats(text, spans)
    if spans and is_api_description(text):
        spans = in_examples(text, spans)  # (after the text keys: an example's "description" is its data)
    blocks = block_scalars(text) if spans else []
    if not blocks:
        return spans
    # A block scalar is one value over lines, text to whatever shows it (an
    # issue form renders it as Markdown; a Textile fixture holds a table):
    # a URI alone on one of its lines, or after a "x:" there, is running text.
    return [span._replace(context=PROSE) if span.context == DATA and inside(blocks, span.start) else span for span in spans]


# A value under an identifier's key (JSON-LD's "@id", JSON Schema's "$id",
# the "$ref", "$dynamicRef" or "$recursiveRef" that names one and the
# "$schema" dialect a validator is looked up by, OpenAPI's "operationRef",
# a JSON Feed item's "id" and the feed's "feed_url" (JSON Feed 1.1: it
# "serves as the unique identifier for the feed"), DCAT's "identifier",
# "guid"; at a line's start
# too, as YAML writes a top-level key): whoever reads it compares it as written
# (ckanext-dcat keys a harvested dataset by it, so a changed one is deleted
# and made anew; a "$ref" fixed apart from its "$id" dangles), as an Atom
# <id> or an RDF IRI: no fix is safe (model.IDENTIFIER). The key is looked
# for at most KEY_REACH characters before the value. A JSON-LD document (a
# "@context" near its start: SPDX 3, DCAT catalogs) is RDF: every value;
# so is an OBO Graphs document.
# An ActivityStreams activity without its "@context" (an example, a
# fixture): JSON-LD all the same, whose "object", "actor", "inReplyTo"...
# name objects by their ids, which Mastodon looks up as written (sweep 79:
# a fixed Like's object found no status). Told by an activity's type.
ACTIVITY = (
    r'"type"\s*:\s*"(?:Create|Update|Delete|Follow|Accept|Reject|Add|Remove|Like|Announce|Undo|Block|Flag|Move'
    r'|EmojiReact|Question)"'
)
# An OBO Graphs document (an ontology as JSON: ROBOT's and the OBO Foundry's
# releases) is RDF too: its edges' "sub" and "obj" name nodes by their "id"
# (after a fix of one, pronto made up a parent term).
OBO_GRAPHS = r'\ufeff?\s*\{\s*"graphs"\s*:\s*\['
# SPARQL 1.1 results in JSON (W3C: {"head": {"vars": [...]}, "results":
# {"bindings": [...]}}), alone (as .srj is) or inside a larger document
# (QALD's question sets give each question's gold answers so, beside its
# query): RDF terms, an IRI's "value" compared as written (rdflib: a
# fixed gold answer no longer equals the endpoint's answer), as is each
# query's IRIs; every value is an identifier.
SPARQL_RESULTS = r'"head"\s*:\s*\{\s*"vars"\s*:\s*\[|"results"\s*:\s*\{\s*"bindings"\s*:\s*\['
# Identity and federation settings compare their URIs as written
# (compared.IDENTITY_NAMES), and so do a key id (PyJWT: no key for kid),
# an audience and a client id, and match patterns (a WebExtension's
# matches, declarativeNetRequest's urlFilter, where "^" is a separator)
# and the keys a value is matched against.
_IDENTITY_KEYS = (
    rf"(?i:(?:[\w-]*[_.-])?{IDENTITY_NAMES})|iss|kid|aud|client_id"
    r"|matches|exclude_matches|include_globs|exclude_globs|(?:optional_)?host_permissions|urlFilter|regexFilter"
    r"|match|contains"  # a lookup's keys (OpenSanctions' datapatch: a crawled value's option, found as written)
    r"|documentNamespace|spdxDocument"  # SPDX: a document's name, another's in an external reference
    r"|dependency-name"  # Dependabot's ignore and allow globs (its WildcardMatcher matched no more after a fix: sweep 178)
    # Argo CD's source repositories, allowed by an AppProject's globs as written (sweep 188: a fixed one
    # permitted no more Applications)
    r"|sourceRepos|repoURL"
    # A schema's sample values (OpenAPI, JSON Schema), which a client sends as a parameter's value,
    # encoding it itself (sweep 140: swagger-client sent "%25E1%25BF..." for an encoded "format: iri" default)
    r"|example|x-example|default|const|enum"
)
# (A filter's "|" anchor may start the value: "urlFilter": "|https://...|", sweep 136.)
IDENTIFIER_KEY = (  # compiled where first used; a value after the key, or in a list opened after it on that line
    r"""(?m:^|[\s{,\[])["']?(?:@id|\$id|\$ref|\$dynamicRef|\$recursiveRef|\$schema|operationRef|id|identifier|guid|feed_url"""
    rf"""|{_IDENTITY_KEYS})["']?[ \t]*[:=][ \t]*(?:\[[^\]\n]*?)?["']?\|?\Z"""
)
# A list's item on a line of its own (YAML's "- x", JSON's "x,"), and the
# line that opens the list under a key ("key:", "key": [).
LIST_ITEM = r"""[ \t]*(?:-[ \t]+)?["']?\Z"""
ITEM_LINE = r"""[ \t]*(?:-[ \t]+["']?[^\n]*|["'][^\n]*,)[ \t]*\n\Z"""
LIST_REACH = 4096
# Looked for first: "id" (@id, $id...), "ef" ($ref, $dynamicRef, operationRef), the others' parts.
IDENTIFIER_HINTS = (
    "id", "ef", "$schema", "guid", "feed_url", "edirect", "EDIRECT", "allback", "ssuer", "SSUER", "ntity", "iss", "kid", "aud",
    "atch", "globs", "ermissions", "Filter", "ocument", "ontains", "xample", "onst", "enum", "dependency-name", "epo",
    "targets",
)
JSON_LD_REACH = 2048
KEY_REACH = 64


# A value under a key for text people read (name-suggestion-index's free-text
# "note": a fix wrote an IRI's host as its A-label, "xn--80aaa6bkfrbe5b.xn--p1ai":
# sweep 174): running text, where only prose's fixes are safe.
TEXT_KEY = r"""(?m:^|[\s{,])["']?(?:note|notes|description|comment|comments|summary|remark|remarks)["']?[ \t]*[:=][ \t]*["']?\Z"""
TEXT_HINTS = ("note", "escription", "omment", "ummary", "emark")


def _key_reach(text: str, start: int) -> int:
    """Where a key is looked for before the value at `start`: its line's
    start, at most KEY_REACH characters back."""
    return text.rfind("\n", max(0, start - KEY_REACH), start) + 1 or max(0, start - KEY_REACH)


# A Crossplane composition's string transform: "fmt" is Go's Sprintf format,
# where every "%" is a conversion ("%2d" an integer: a fix to "-" made the
# annotation "shard-%!(EXTRA int=7)", sweep 188).
GO_FORMAT_KEY = r"""[ \t]*(?:-[ \t]+)?["']?fmt["']?[ \t]*:[ \t]*["']?\Z"""


def _go_formats(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans`, each value of a "fmt" key with its Go conversions opaque."""
    key, formats = compiled_re(GO_FORMAT_KEY), conversions("go")
    return [
        conversions_opaque(text, span, formats, True)  # type: ignore[arg-type]
        if key.match(text, _key_reach(text, span.start), span.start) is not None else span
        for span in spans
    ]


def _text_values(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans` with each data value under a TEXT_KEY on its line running text."""
    key = compiled_re(TEXT_KEY)
    kept = []
    for span in spans:
        if span.context == DATA:
            line = _key_reach(text, span.start)
            if key.search(text, line, span.start) is not None:
                span = span._replace(context=PROSE)
        kept.append(span)
    return kept


def _identifiers(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans` with each value under an identifier's key an identifier: on
    the key's line, an item of a list opened there, or of a list on one
    line (a JSON export's). A URI that is part of the value (a redirect
    URI's pattern, "https://a.example/*": sweep 125) is one too."""
    key = compiled_re(SCRAPE_TARGETS_KEY if _scrapes(text) else IDENTIFIER_KEY)
    kept = []
    for span in spans:
        if span.context in (DATA, PROSE):
            line = _key_reach(text, span.start)
            if (
                key.search(text, line, span.start) is not None or _item_under_key(text, line, span.start, key)
                or _in_list_after_key(text, span.start, key)
            ):
                span = span._replace(context=IDENTIFIER)
        kept.append(span)
    return kept


# Prometheus's scrape targets (a static config's, a file_sd list's): a
# probe's URL is its series' instance label, which queries and alerts
# select as written (sweep 188). Only where a scrape config or its labels are.
SCRAPE_TARGETS_KEY = IDENTIFIER_KEY.replace("|dependency-name", "|dependency-name|targets", 1)


def _scrapes(text: str) -> bool:
    """Whether `text` holds Prometheus's scrape configs or targets."""
    return "targets" in text and ("static_configs" in text or "scrape_configs" in text or "labels" in text)


def _in_list_after_key(text: str, start: int, key: re.Pattern[str]) -> bool:
    """Whether the value at `start` is an item of a list opened after an
    identifier's key on the same line, the key perhaps further back than
    KEY_REACH (a one-line realm export's "redirectUris":["...","...",...]:
    sweeps 125 and 131)."""
    bracket = text.rfind("[", max(0, start - LIST_REACH), start)
    if bracket < 0 or text.find("]", bracket, start) >= 0:
        return False
    return text.find("\n", bracket, start) < 0 and key.search(text, max(0, bracket - KEY_REACH), bracket + 1) is not None


def _item_under_key(text: str, line: int, start: int, key: re.Pattern[str]) -> bool:
    """Whether the value at `start` (its line starting at `line`) is an item
    of a list, one per line, opened under an identifier's key."""
    if line == 0 or compiled_re(LIST_ITEM).match(text, line, start) is None:
        return False
    item = compiled_re(ITEM_LINE)
    floor = max(0, line - LIST_REACH)
    last = _LAST_ITEM[0]
    if last is not None and last[0] is text and last[1] < line:
        above = text.rfind("\n", 0, line - 1) + 1
        if above == last[1] and item.match(text, above, line) is not None:
            # The item after the last one: its look up goes the same way.
            _LAST_ITEM[0] = (text, line, last[2], last[3])
            return last[3] and last[2] >= floor
    walked = line
    while walked > floor:
        newline = text.rfind("\n", floor, walked - 1)
        if newline < 0 and floor > 0:
            break  # a list longer than LIST_REACH: its key is out of reach
        above = newline + 1
        # Not an item, or an item that opens the list: "- targets:" (Prometheus's static_configs)
        if item.match(text, above, walked) is None or text[above : walked - 1].rstrip().endswith(":"):
            found = key.search(text, above, walked - 1) is not None
            _LAST_ITEM[0] = (text, line, above, found)
            return found
        walked = above
    _LAST_ITEM[0] = (text, line, -1, False)
    return False


# The last item looked up: the text (by identity), the item's line, the
# line its list opened on (-1: beyond reach), and whether a key is there.
# The next item of the same list is answered from it: OBO's obo.epm.json
# (1.5 MB of short lists) took 250 s when each item read the file from its
# start, and a long list read LIST_REACH per item.
_LAST_ITEM: list[tuple[str, int, int, bool] | None] = [None]


# A test case that says its data is invalid (JSON Schema's test suite,
# which every validator vendors: {"data": "https://e.org/a^b", "valid": false}).
INVALID_CASE = compiled_re(r'"valid"\s*:\s*false\b')
CASE_REACH = 2048


def _invalid_cases(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans` with each value in an object saying ``"valid": false`` read as
    a test's literal (model.CODE): its spelling is the test, so only
    equivalences are safe there (encoding "^" made the case valid)."""
    kept = []
    for span in spans:
        if span.context == DATA:
            # A test case is small: its braces are looked for nearby (a long
            # list of URIs in one object would make every look quadratic).
            opening = text.rfind("{", max(0, span.start - CASE_REACH), span.start)
            closing = text.find("}", span.end, span.end + CASE_REACH)
            if opening >= 0 and closing >= 0 and INVALID_CASE.search(text, opening, closing):
                span = span._replace(context=CODE)
        kept.append(span)
    return kept


def block_scalars(text: str) -> list[tuple[int, int]]:
    """[start, end) of the content of each YAML block scalar in `text`: the
    lines after its header indented deeper than the header's line (blank
    lines included), in order. One pass over the lines after each header."""
    found: list[tuple[int, int]] = []
    header = _header(text, 0)
    while header is not None:
        indent = len(header.group(1))
        start = pos = header.end() + 1
        while pos < len(text):
            line_end = text.find("\n", pos)
            line_end = len(text) if line_end < 0 else line_end
            line = text[pos:line_end]
            if line.strip() and len(line) - len(line.lstrip(" \t")) <= indent:
                break
            pos = line_end + 1
        end = min(pos, len(text))
        if end > start:
            found.append((start, end))
        header = _header(text, max(end, header.end() + 1))
    return found


def _header(text: str, pos: int) -> re.Match[str] | None:
    """The first block scalar header on a line starting at or after `pos`
    (a line start)."""
    end = HEADER_END.search(text, pos)
    while end is not None:
        line = text.rfind("\n", pos, end.start()) + 1 or pos
        header = BLOCK_HEADER.match(text, line)
        if header is not None:
            return header
        next_line = text.find("\n", end.end())
        if next_line < 0:
            return None
        end = HEADER_END.search(text, next_line + 1)
    return None
