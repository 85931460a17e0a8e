"""Where a URI is text that another program compares as written, not a link
it follows: the value of a CSS attribute selector (``a[href^="https://e.com/%d8"]``
in a style sheet, in a script's ``querySelector``, in a content blocker's
compiled ruleset), and an ad-block filter's pattern (``||e.com/%7e``,
``e.com##a[href*=...]``, ``e.com##+js(rmnt, script, https://...)``).

Selectors compare attribute values as strings, case included (Selectors 4,
6.1), and a filter's pattern is matched against the URL's text. Any rewrite
there, an equivalence too, changes what it matches: uBlock Origin Lite's
``[href="https://setare.com/%d8%aa..."]`` hid an ad until its hex was
upper-cased.

Two packaging files compare URLs too: a Debian watch file's URL, which
uscan makes part of the pattern it matches a page's links with (a safe
``%7E`` to ``~`` found no release), and an RPM spec's ``Source`` and
``Patch`` URLs, whose last segment, as written, names the downloaded file
(``%2b`` to ``%2B``: rpmbuild found no source). So does a HAR recording's
replay: Playwright's ``routeFromHAR`` finds a recorded response by the
request's URL, compared as written.

Two developer configs compare URLs as prefixes: npm finds a registry's
token by a ``//host/path/:_authToken`` key written from the registry's
URL (``acme%2fweb`` fixed to ``acme%2Fweb``: npm sent no token), and git
rewrites the URLs that start with an ``insteadOf`` value, as written (the
fixed prefix rewrote nothing).

A translation's key is compared as written too: the string given to
gettext's ``_()`` and its kin, and a catalog's own key (translation_keys.py).

So is a pattern a program matches URLs with: the string given to a
regular expression or glob function (``re.search``, ``fnmatch``, JS's
``new RegExp`` and ``.match``, ``minimatch``) or to a crawler's link
filter (Scrapy's ``LinkExtractor(allow=..., deny=...)``): Scrapy keeps a
page's ``%7Euser`` as written, and a fixed ``allow="...~user/"`` matched
nothing. And a doctest's example or a program's output (transcripts.py):
Python's doctest runs each ``>>>`` line and compares what it prints with
the lines after it, as written (``'https://example.com/%7euser'`` fixed
to ``~user``: "Failed example").

An HTML page's own anchor can be named with a "%" (erlang-doc's
``<a name="type-shell_fun%2f1">``): a browser finds it by the fragment as
written, then decoded, so ``#type-shell_fun%2F1`` finds none.

An RDF library's term (rdflib's ``Namespace("...")``, N3.js's
``namedNode('...')``) and an IRI in a SPARQL query's text name RDF nodes,
compared as written (rdflib found no triple after a fix).

A detection rule's values are what a log, a file or a packet holds,
matched as written (detection.py: Sigma, YARA, Semgrep, Snort and
Suricata). So are a link checker's exclusions (lychee checked excluded
links again after a fix), an autograded question's expected answer (a
student's typed answer is compared with it), and a section a generator
writes into a hand-written file (generated_sections.in_generated_section: its next
run undoes a fix, or ``cog --check`` fails).

And a path in a scheme whose reader never percent-decodes: Godot's
``res://`` and ``user://`` (``a%7ebc.gd`` fixed to ``a~bc.gd``: Godot
found no resource), and object storage's ``s3://``, ``gs://``, ``abfs://``
..., whose keys are literal and case-sensitive (404 after the fix)."""

from __future__ import annotations

from .pattern_store import compiled_re
from .text_memo import last_text
from .detection import DETECTION, detection_value, in_yara_string
from .generated_sections import SECTION, in_generated_section
from .transcripts import shown_output
from .policies import POLICY_VALUE, policy_value
from .signed_objects import IN_SIGNED_OBJECT, in_signed_object
from .signed_urls import IN_SIGNED_MESSAGE, SIGNED, in_signed_message, signed_url
from .translation_keys import TRANSLATED, translation_key
from .literal_paths import literal_path
from .patterns import in_pattern

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterable

    from .model import Edit

COMPARED = "unsafe fix: a CSS selector or a content filter compares this text as written"
WATCHED = "unsafe fix: uscan matches the page's links with this URL as written"
SOURCE_NAME = "unsafe fix: rpmbuild names the downloaded file after this URL as written"
RECORDED = "unsafe fix: a HAR recording's replay finds its requests by their URLs as written"
LITERAL_PATH = "unsafe fix: this scheme's path is read as written, never percent-decoded: a file name or an object key"
REGISTRY = "unsafe fix: npm finds this registry's token by its URL as written"
REWRITTEN = "unsafe fix: git rewrites the URLs that start with this one as written (insteadOf)"
ANCHOR = "unsafe fix: an anchor on this page is named with this fragment as written"
PATTERN = "unsafe fix: a pattern (a regular expression or a glob) that URLs are matched against as written"
IDENTITY = "unsafe fix: an identity setting (a redirect URI, an issuer, an entity ID), which a server compares as written"
ANSWER = "unsafe fix: an autograded question's expected answer, which a student's answer is compared with as written"
COMPARED_IN_CODE = "unsafe fix: the program compares this string with another as written"
RDF_TERM = "unsafe fix: an RDF IRI (an RDF library's term, a SPARQL query's), which RDF compares character by character"
NPM_CONFIGS = (".npmrc", ".yarnrc", ".yarnrc.yml")
# A link checker's configuration: lychee reads each line of .lycheeignore,
# each "exclude" of lychee.toml and each --exclude as a regex matched
# against links as written (sweep 100: after a fix lychee checked the links
# again), markdown-link-check an httpHeaders rule's "urls" as prefixes.
LINK_CHECKER = "unsafe fix: a link checker matches links against this as written (an exclusion, a header rule)"
LINK_CHECKER_CONFIGS = frozenset((
    ".lycheeignore", "lychee.toml", ".lychee.toml", ".markdown-link-check.json", "mlc_config.json", ".mlc_config.json",
))
_EXCLUDE_OPTION = r"""--exclude(?:-path)?(?:[ \t]+|=)["']?\Z"""
# Sphinx's linkcheck settings (and Documenter.jl's keyword), whose entries
# are regular expressions matched against links as written (sweep 113: after
# a fix of conf.py alone, Sphinx 9 checked a link it had ignored).
_LINKCHECK_SETTING = r"(?m)^[ \t]*linkcheck_(?:ignore|anchors_ignore_for_url|exclude_documents|allowed_redirects|request_headers)[ \t]*="
# An RPM spec's source or patch tag (tags are case-insensitive).
_SOURCE_TAG = r"(?i)[ \t]*(?:Source|Patch)[0-9]*[ \t]*:"
# Compiled where first used (the store's memo): a run the cache answers
# imports this module and compiles nothing.
# A CSS attribute selector's name, operator and opening quote (escaped,
# inside a string: ``[href=\"``) right before the URI, or an XPath
# predicate's (``//a[@href="``, ``[contains(@href, '``: sweep 213). The quote is no
# option: a URI is no CSS identifier, so an unquoted value is no selector's
# (BBCode's ``[url=http://...]label[/url]``, sweep 84).
# (Not in a Graphviz graph, whose attribute lists are written alike:
# ``node [URL="https://..."]``, sweep 97.)
GRAPHVIZ = (".gv", ".dot")
_SELECTOR_BEFORE = (
    r"""(?:\[[ \t]*@?[-\w|:*]+[ \t]*[~|^$*!]?=|\b(?:contains|starts-with|ends-with)\([ \t]*@[-\w:]+[ \t]*,)[ \t]*\\{0,2}["']\Z"""
)
# An ad-block filter line up to the URI: a cosmetic filter (``domains##``,
# ``#@#``, ``#?#``, ``#$#``), an HTML filter (``$$``) or an anchored network
# filter (``|``, ``||``, ``@@|``).
_FILTER_BEFORE = r"""[\w.,~*:-]*(?:#[@?$%]{0,2}#|\$\$)[^\n]*\Z|(?:@@)?\|\|?\Z"""
# A git config's [url "<base>"] section or its insteadOf value.
_GIT_URL_BEFORE = r"""(?i)[ \t]*(?:\[url[ \t]+"|(?:push)?insteadof[ \t]*=[ \t]*"?)\Z"""
# A Stylus (UserCSS) document rule's ``url-prefix(`` or ``domain(``, or its ``url(``, matched whole (sweep 169).
_DOCUMENT_RULE = r"""\b(?:url-prefix|domain)\([ \t]*["']?\Z|@(?:-moz-)?document\b[^{;]*\burl\([ \t]*["']?\Z"""
REACH = 160  # characters before the URI in which a selector's opening is looked for


def _in_linkcheck_setting(text: str, start: int) -> bool:
    """Whether the URI at `start` is in the value of a linkcheck setting opening at
    most REACH * 4 before it, with no line at the margin between (another statement)."""
    floor = max(0, start - REACH * 4)
    found = None
    for found in compiled_re(_LINKCHECK_SETTING).finditer(text, floor, start):
        pass
    if found is None:
        return False
    line_end = text.find("\n", found.end(), start)
    return line_end < 0 or compiled_re(r"(?m)^[^\s#\]})]").search(text, line_end + 1, start) is None


def compared_as_written(text: str, start: int, kind: str, filename: str = "", end: int | None = None) -> str | None:
    """Why the URI at `start` in `text` (the file `filename`, of type
    `kind`) is compared as written, or None: it is a selector's or a
    filter's text, a translation's key, a pattern, a doctest's example, an
    R console's output, a watch file's or a spec's source URL, a recorded
    request's, an npm registry's or a git insteadOf prefix, in a signed
    message or object (signed_objects.py), a policy's or a label matcher's
    value (policies.py), a path of a
    scheme that is never decoded, a detection rule's value (detection.py),
    a link checker's exclusion, an autograded question's answer, a section
    a generator writes, or (`end` given) a fragment an HTML page's anchor
    spells with a "%". A filter is looked for only in plain text files,
    where filter lists are."""
    if literal_path(text, start, filename):
        return LITERAL_PATH
    if end is not None and signed_url(text, start, end):
        return SIGNED
    if in_signed_message(text, start):
        return IN_SIGNED_MESSAGE
    if in_signed_object(text, start):
        return IN_SIGNED_OBJECT
    if in_generated_section(text, start):
        return SECTION
    before = text[max(0, start - REACH) : start]
    if ("[" in before and compiled_re(_SELECTOR_BEFORE).search(before) and not filename.endswith(GRAPHVIZ)) or (
        "(" in before and compiled_re(_DOCUMENT_RULE).search(before)
    ):
        return COMPARED
    # Both need a call or an "=" and a string opened on the URI's line (a
    # trans block aside): looked for first, as most URIs stand in neither.
    line = before[before.rfind("\n") + 1 :]
    if policy_value(text, kind, filename, line):
        return POLICY_VALUE
    argument = ("(" in line or "=" in line) and ('"' in line or "'" in line or "`" in line)
    if translation_key(text, start, end, filename, before, line, argument):
        return TRANSLATED
    if in_pattern(text, start, end, before, line, argument):
        return PATTERN
    if argument and compiled_re(_IDENTITY_BEFORE).search(line):
        return IDENTITY
    if (kind == "code" or (kind == "html" and filename.endswith(".php")) or "{%" in line or (kind == "data" and ("{{" in line or ("if" in line or "ondition" in line) and compiled_re(_CONDITION_KEY).match(line)))) and (
        ((argument or " in " in line or "case" in line or "when" in line or "eq" in line or "assert" in line)
         and compiled_re(_COMPARISON_BEFORE).search(line))
        or (end is not None and _compared_after(text[end : end + 8]) and compiled_re(_COMPARISON_AFTER).match(text, end) is not None)
    ):
        return COMPARED_IN_CODE
    if ("{{" in line or "{%" in line or "<%" in line) and _in_template_expression(line) and (
        compiled_re(_COMPARISON_BEFORE).search(line) or compiled_re(_TEMPLATE_TEST_BEFORE).search(line)
        or (end is not None and compiled_re(_TEMPLATE_AFTER).match(text, end) is not None)
    ):
        return COMPARED_IN_CODE
    if (argument and compiled_re(_RDF_TERM_BEFORE).search(line)) or (
        before.endswith("<") and kind == "code" and compiled_re(_SPARQL_BEFORE).search(before)
    ):
        return RDF_TERM
    line_start = text.rfind("\n", 0, start) + 1
    path = filename.replace("\\", "/")
    if path.endswith((".yar", ".yara")) and in_yara_string(text, line_start, start):
        return DETECTION  # (before a transcript's "$" prompt: "$a = "...")
    shown = shown_output(text, start, kind, filename)
    if shown is not None:
        return shown
    if end is not None and kind == "html" and _names_anchor(text, start, end):
        return ANCHOR
    if path.endswith("debian/watch") and (len(path) == 12 or path[-13] == "/"):
        return WATCHED
    if path.lower().endswith(".har"):
        return RECORDED
    name = path.rpartition("/")[2]
    if name in NPM_CONFIGS:
        return REGISTRY
    if name in LINK_CHECKER_CONFIGS or ("--exclude" in line and compiled_re(_EXCLUDE_OPTION).search(line) is not None):
        return LINK_CHECKER
    if name in ("conf.py", "make.jl") and "linkcheck_" in text and _in_linkcheck_setting(text, start):
        return LINK_CHECKER
    if compiled_re(_GIT_URL_BEFORE).match(text, line_start, start):  # any git config's name (~/.config/git/config, .gitconfig.local)
        return REWRITTEN
    if path.endswith(".spec") and compiled_re(_SOURCE_TAG).match(text, line_start, start) is not None:
        return SOURCE_NAME
    if kind == "text":
        from .scan.text import is_network_filter  # here: a run the cache answers imports no scanner

        if compiled_re(_FILTER_BEFORE).match(text, line_start, start) is not None or is_network_filter(text, start):
            return COMPARED
    detected = detection_value(text, start, line_start, kind, path)
    if detected is not None:
        return detected
    if ("answer" in before or "<text>" in before) and compiled_re(_ANSWER_BEFORE).search(before) is not None:
        return ANSWER
    return None


# An autograded question's expected answer, which a student's typed answer
# is compared with as written (sweep 99, from the graders' code): Open
# edX's <stringresponse answer="..."> and <additional_answer answer="...">,
# a Moodle XML short answer's <answer fraction="100"><text>...</text>, a
# learnr question_text's answer("...") (a function: not a method, such as a
# chat bot's message.answer("...")).
_ANSWER_BEFORE = r"""(?:<(?:stringresponse|additional_answer)\b[^<>]*?\banswer[ \t]*=[ \t]*["']|<answer\b[^<>]*>\s*<text>|(?<![\w.$])answer\([ \t]*["'])\Z"""


# A literal a program compares with another string as written: an operand
# of == or != (=== and !== too; a list's item too), a prefix, suffix or substring test's
# argument, one of the items an "in" tests (sweep 80: a scraper's
# `report_url == "http://.../60801-%7E1.pdf"` never matched the scraped
# href, which keeps its "%7E", after a fix), in code or a template's tag
# (Jinja's "{% if request.url == '...' %}": sweep 135; a data file's "{{ ... }}",
# Home Assistant's is_state(), regex_match(), "| replace()": sweep 175; a CI job's condition, GitHub's
# "if: x == '...'" and contains(), Azure's eq(): sweep 178). Also (sweep 90: a PHP redirect, a Java Objects.equals check) Perl's eq and ne, a shell
# test's "=", a switch's case or Ruby's when, any literal of an assertion
# (assertEquals, assert_eq!; a call's input too, sweep 168), a matcher's argument
# (expect().toBe, isEqualTo, toHaveURL, Cypress's should, Capybara's have_current_path), PHP's in_array, Go's strings.HasPrefix and its kin (and
# bytes.HasPrefix's []byte("..."): sweeps 153, 157), and a map's key in code.
_CONDITION_KEY = r"[ \t]*(?:-[ \t]+)?(?:if|condition)[ \t]*:"  # a CI job's or step's condition
_COMPARISON_BEFORE = (
    r"""(?:(?:[=!]==?|\b(?:eq|ne)|(?:\[\[?|\btest)[ \t][^\]\n]*[ \t]=|\b(?:case|when))[ \t]+[(\[{]{0,2}"""
    r"""|\.(?:startswith|endswith|startsWith|endsWith|equals(?:IgnoreCase)?|includes|contains|indexOf"""
    r"""|has_prefix|has_suffix)[ \t]*\(|\bin[ \t]+[(\[{]?)[ \t]*(?:[rRbBuU]{0,2}(["'`])[^"'`\n]*\1[ \t]*,[ \t]*)*"""
    r"""[rRbBuU]{0,2}["'`][^"'`\n]*\Z"""
    r"""|(?:\b(?:(?i:assert)[\w.]*!?|is_state(?:_attr)?|regex_(?:match|search|replace|findall)"""
    r"""|(?i:contains|startsWith|endsWith|eq|ne|in|notIn|containsValue)(?=\())|\|[ \t]*replace)"""
    r"""[ \t]*[( ](?:[^"'`\n;]|(["'`])[^"'`\n]*\2)*["'`][^"'`\n]*\Z"""
    r"""|(?:\.(?:toBe|toEqual|toStrictEqual|toHaveURL|isEqualTo|isSameAs)|\bObjects\.equals"""
    r"""|\bin_array|\bshould|\bhave_current_path"""
    r"""|\bstrings\.(?:HasPrefix|HasSuffix|Contains|EqualFold|TrimPrefix|TrimSuffix|CutPrefix|CutSuffix))"""
    r"""[ \t]*[( ](?:[^()"'`\n]|(["'`])[^"'`\n]*\3)*["'`][^"'`\n]*\Z"""
    r"""|\bbytes\.(?:HasPrefix|HasSuffix|Contains|Equal(?:Fold)?|TrimPrefix|TrimSuffix|CutPrefix|CutSuffix)[ \t]*\("""
    r"""(?:[^()"'`\n]|\([^()\n]*\))*\[\]byte\([ \t]*["'`][^"'`\n]*\Z"""
)
# After the literal: an "==" or "!=", a map key's ":", or the end of a
# list or set that is asked whether it holds a value (``["..."].includes(o)``,
# ``Set.of("...").contains(u)``).
_COMPARISON_AFTER = r"""["'`]?[ \t]*[=!]=(?!>)|["'`][ \t]*(?::(?![:/\w])|[)\]}][ \t]*\.(?:includes|contains|has)\()"""
# In a template's expression also an "in" after it: Jinja's and Nunjucks'
# substring test, {% if "https://..." in page.url %} (not in code, where a
# comment's "see "https://..." in the docs" is English).
_TEMPLATE_AFTER = _COMPARISON_AFTER + r"""|["'`][ \t]+(?:not[ \t]+)?in[ \t]"""
# In a template's expression, its tests and functions: Go templates' eq, ne,
# in, hasPrefix, where, replace, strings.Contains (arguments after a space,
# a literal perhaps first), Liquid's contains, Tera's starting_with (hugo and
# python-liquid printed another page after a fix: sweep 181).
_TEMPLATE_TEST_BEFORE = (
    r"""\b(?:eq|ne|in|hasPrefix|hasSuffix|contains|where|replace|replaceRE|findRE|starting_with|ending_with"""
    r"""|strings\.[A-Z]\w*)\b(?:[^"'`\n{}]|(["'`])[^"'`\n]*\1)*["'`][^"'`\n]*\Z"""
)


def _compared_after(after: str) -> bool:
    """Whether the text right after a literal may compare it (an "==", a
    map key's ":", a list's ".includes("): looked at before the pattern."""
    return "=" in after or ":" in after or "." in after


def _in_template_expression(line: str) -> bool:
    """Whether the end of `line` is inside a template's tag or expression
    (``{{``, ``{%`` or ``<%`` opened and not closed)."""
    for opener, closer in (("{{", "}}"), ("{%", "%}"), ("<%", "%>")):
        at = line.rfind(opener)
        if at >= 0 and line.find(closer, at) < 0:
            return True
    return False


# The names of identity settings, any case, after any prefix: OAuth's
# registered redirect URIs (RFC 6749 3.1.2.3 has them compared as strings:
# django-oauth-toolkit and authlib refused the client's own redirect_uri
# after a fix; Dex's redirectURIs, Keycloak's redirectUris, Spring's
# redirect-uri, OAUTH2_PROXY_REDIRECT_URL, Auth0's callbacks), an issuer
# (oauth4webapi: "issuer" comparison failed), a SAML entity ID
# (SimpleSAMLphp's metadata lookup). scan/data.py reads them as data
# files' identifier keys.
IDENTITY_NAMES = (
    r"(?:(?:post[_.-]?logout[_.-]?)?redirect[_.-]?ur[il]s?|callbacks|allowed[_-](?:logout|callback)[_-]urls"
    r"|issuer(?:[_.-]?ur[il])?|entity[_-]?id)"
)
# One assigned in code or HCL (Auth0's Terraform callbacks, a list's items too).
_IDENTITY_BEFORE = (
    rf"""(?i:\b[\w.-]*?{IDENTITY_NAMES})["']?[ \t]*[:=][ \t]*[\[(]?[ \t]*"""
    r"""(?:[rRbBuU]{0,2}["'][^"'\n]*["'][ \t]*,[ \t]*)*[rRbBuU]{0,2}["'][^"'\n]*\Z"""
)


# An RDF library's term made from a string (rdflib's URIRef and Namespace,
# RDFLib.js's sym, N3.js's namedNode, Jena's createResource, RDF4J's
# createIRI, Ruby's RDF::URI), and an IRI in a SPARQL query's text (a
# keyword before it on its lines, read REACH back): RDF compares IRIs as
# written (sweep 79: after a fix, rdflib's Namespace and N3.js found no
# triple, and the query no row).
_RDF_TERM_BEFORE = (
    r"""\b(?:URIRef|Namespace|namedNode|NamedNode|sym|createResource|createProperty|createIRI|createURI"""
    r"""|RDF::URI(?:\.new)?)[ \t]*\([ \t]*[rRbBuU]{0,2}["'`][^"'`\n]*\Z"""
)
_SPARQL_BEFORE = r"""\b(?:PREFIX|BASE|SELECT|CONSTRUCT|ASK|DESCRIBE|INSERT|DELETE|WHERE|FROM)\b[^"'`]*<\Z"""


# PHP's serialize() writes a string as s:LENGTH:"...", its length in bytes,
# which unserialize() checks: WordPress keeps its options and post meta so
# (in SQL dumps, WXR exports, fixtures). A fix that changes the length of a
# URI in one makes the whole value unreadable (unserialize() returns false).
LENGTH_STATED = "unsafe fix: a PHP-serialized string states its length in bytes, which this fix changes"
_SERIALIZED_BEFORE = r'\bs:[0-9]+:(?:\\{0,2}"|"")[^"\n]*\Z'  # its opening; in an SQL or JSON string \", in CSV ""


def stated_length(text: str, start: int, edits: Iterable[Edit]) -> str | None:
    """LENGTH_STATED when `edits` change the length of the URI at `start`
    and it stands in a PHP-serialized string, else None."""
    if any(len(e.replacement) != e.end - e.start for e in edits):
        if compiled_re(_SERIALIZED_BEFORE).search(text, max(0, start - REACH), start) is not None:
            return LENGTH_STATED
    return None


LISTED = "unsafe fix: another address follows the space: the value may list URIs, which encoding would join into one"
# What starts an address: a scheme and "//", or "www." (a saved UN page's
# href="http://www.who.int/phe/en/, www.who.int/gho/en/", two links in one
# value, which a scraper copies as written: sweep 69).
_ADDRESS = r"(?:[A-Za-z][A-Za-z0-9+.-]*://|www\.)"  # right after the space (a run of blanks: each read once)


def joined_addresses(text: str, edits: Iterable[Edit]) -> str | None:
    """LISTED when an edit of `edits` encodes a space that another address
    follows, else None."""
    if any(edit.replacement == "%20" and compiled_re(_ADDRESS).match(text, edit.end) for edit in edits):
        return LISTED
    return None


def _names_anchor(text: str, start: int, end: int) -> bool:
    """Whether the fragment of the URI at text[start:end] holds a "%" and
    an anchor of the page (an id or a name) is that text: a browser finds
    the anchor by the fragment as written, else decoded (erlang-doc's
    ``href="#type-shell_fun%2f1"`` found no anchor once its hex was
    upper-cased: the generator named it ``type-shell_fun%2f1``)."""
    hash_at = text.find("#", start, end)
    fragment = text[hash_at + 1 : end] if hash_at >= 0 else ""
    if "%" not in fragment:
        return False
    if '"' in fragment or "'" in fragment:  # a quote in it: as written, beside its quotes
        return any(f'{attribute}={quote}{fragment}{quote}' in text for attribute in ("id", "name") for quote in "\"'")
    return fragment in _anchors(text)


# Every id and name value, at every place one is written (a lookahead:
# occurrences inside another value count too, as a substring search would
# find them), read once per text: one search per link made a page of
# 4,000 such links take 8.8 s.
_ANCHOR_VALUE = r"""(?=(?:id|name)=(?:"([^"]*)"|'([^']*)'))"""


@last_text
def _anchors(text: str) -> frozenset[str]:
    found = compiled_re(_ANCHOR_VALUE).finditer(text)
    return frozenset(m.group(1) if m.group(1) is not None else m.group(2) for m in found)
