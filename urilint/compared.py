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

A translation's key is compared as written too: the string a program
passes to gettext's ``_()`` (Django's, Jinja's, Qt's, WordPress's,
vue-i18n's ``$t()`` and i18next's ``t()`` alike), or a template's
``{% trans %}``, is looked up in a catalog whose msgid must equal it
(``%7E`` fixed to ``~`` in ``_("...")``: Python's gettext printed the
English string, the German translation lost).

So is a pattern a program matches URLs with: the string given to a
regular expression or glob function (``re.search``, ``fnmatch``, JS's
``new RegExp`` and ``.match``, ``minimatch``) or to a crawler's link
filter (Scrapy's ``LinkExtractor(allow=..., deny=...)``): Scrapy keeps a
page's ``%7Euser`` as written, and a fixed ``allow="...~user/"`` matched
nothing. And a doctest's example: Python's doctest (pytest's and
Sphinx's too) runs each ``>>>`` line and compares what it prints with the
lines after it, as written (``'https://example.com/%7euser'`` fixed to
``~user``: "Failed example"), as Sphinx does a ``.. testoutput::`` block.

An HTML page's own anchor can be named with a "%" (erlang-doc's
``<a name="type-shell_fun%2f1">``): a browser finds it by the fragment as
written, then decoded, so ``#type-shell_fun%2F1`` finds none.

And a path in a scheme whose reader never percent-decodes: Godot's
``res://`` and ``user://`` (``a%7ebc.gd`` fixed to ``a~bc.gd``: Godot
found no resource), and object storage's ``s3://``, ``gs://``, ``abfs://``
..., whose keys are literal and case-sensitive (404 after the fix)."""

from __future__ import annotations

from .pattern_store import compiled_re

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
TRANSLATED = "unsafe fix: a translation key, which a catalog's msgid must match as written"
DOCTEST = "unsafe fix: a doctest's example, whose output is compared as written"
OUTPUT = "unsafe fix: a program's output shown in a console transcript, which the program writes this way"
ANCHOR = "unsafe fix: an anchor on this page is named with this fragment as written"
PATTERN = "unsafe fix: a pattern (a regular expression or a glob) that URLs are matched against as written"
IDENTITY = "unsafe fix: an identity setting (a redirect URI, an issuer, an entity ID), which a server compares as written"
NPM_CONFIGS = (".npmrc", ".yarnrc", ".yarnrc.yml")
GIT_CONFIG_NAMES = (".gitconfig", "gitconfig")  # and a repository's .git/config
LITERAL_SCHEMES = (
    "res://", "user://", "s3://", "s3a://", "s3n://", "gs://", "gcs://", "abfs://", "abfss://", "wasb://", "wasbs://",
    "az://", "adl://", "oss://", "cos://", "hdfs://",
)
# An RPM spec's source or patch tag (tags are case-insensitive).
_SOURCE_TAG = r"(?i)[ \t]*(?:Source|Patch)[0-9]*[ \t]*:"
# Compiled where first used (the store's memo): a run the cache answers
# imports this module and compiles nothing.
# A CSS attribute selector's name, operator and opening quote (escaped,
# inside a string: ``[href=\"``) right before the URI.
_SELECTOR_BEFORE = r"""\[[ \t]*[-\w|:*]+[ \t]*[~|^$*]?=[ \t]*(?:\\{0,2}["'])?\Z"""
# An ad-block filter line up to the URI: a cosmetic filter (``domains##``,
# ``#@#``, ``#?#``, ``#$#``), an HTML filter (``$$``) or an anchored network
# filter (``|``, ``||``, ``@@|``).
_FILTER_BEFORE = r"""[\w.,~*:-]*(?:#[@?$%]{0,2}#|\$\$)[^\n]*\Z|(?:@@)?\|\|?\Z"""
# A git config's [url "<base>"] section or its insteadOf value.
_GIT_URL_BEFORE = r"""(?i)[ \t]*(?:\[url[ \t]+"|(?:push)?insteadof[ \t]*=[ \t]*"?)\Z"""
# A Stylus (UserCSS) document rule's ``url-prefix(`` or ``domain(``.
_DOCUMENT_RULE = r"""\b(?:url-prefix|domain)\([ \t]*["']?\Z"""
# A translation call's string up to the URI (pgettext's context before it),
# a message id (react-i18next's i18nKey, vue-i18n's keypath, FormatJS's
# formatMessage({id}) and <FormattedMessage id>), or a template's trans
# tag: Django's {% trans "..." %}, the block forms {% blocktrans %}...
# {% endblocktrans %} and Jinja's {% trans %}...
_TRANSLATED_BEFORE = (
    r"""(?:\b(?:_|N_|_[lnx]|__|_e|[dnp]?gettext|n?pgettext|dngettext|u?gettext_lazy|gettext_noop|ugettext|"""
    r"""ngettext_lazy|pgettext_lazy|tr|qsTr|i18n|trans|translate|t|esc_(?:html|attr)_[_e])|\$tc?)[ \t]*\([ \t]*"""
    r"""(?:["'][^"'\n]*["'][ \t]*,[ \t]*)?[A-Za-z]{0,2}["'`][^"'`\n]*\Z"""
    r"""|\b(?:i18nKey|keypath)[ \t]*=[ \t]*\{?[ \t]*["'`][^"'`\n]*\Z"""  # react-i18next's <Trans>, vue-i18n's <i18n-t>
    r"""|(?:formatMessage\([ \t]*\{|FormattedMessage\b[^>\n]*)[^"'`\n]*\bid[ \t]*[:=][ \t]*\{?[ \t]*["'`][^"'`\n]*\Z"""
    r"""|\{%-?[ \t]*(?:trans|translate)[ \t]+["'][^"'\n]*\Z"""
    r"""|\{%-?[ \t]*(?:blocktrans|blocktranslate|trans)\b[^%"'\n]*%\}(?:[^{]|\{\{[^{}]*\}\})*\Z"""
)
REACH = 160  # characters before the URI in which a selector's opening is looked for


def compared_as_written(text: str, start: int, kind: str, filename: str = "", end: int | None = None) -> str | None:
    """Why the URI at `start` in `text` (the file `filename`, of type
    `kind`) is compared as written, or None: it is a selector's or a
    filter's text, a translation's key, a pattern, a doctest's example, an
    R console's output, a watch file's or a spec's source URL, a recorded
    request's, an npm registry's or a git insteadOf prefix, or a path of a
    scheme that is never decoded, or (`end` given) a fragment an HTML
    page's anchor spells with a "%". A filter is looked for only in plain
    text files, where filter lists are."""
    if text[start : start + 8].lower().startswith(LITERAL_SCHEMES):
        return LITERAL_PATH
    before = text[max(0, start - REACH) : start]
    if ("[" in before and compiled_re(_SELECTOR_BEFORE).search(before)) or (
        "(" in before and compiled_re(_DOCUMENT_RULE).search(before)
    ):
        return COMPARED
    # Both need a call or an "=" and a string opened on the URI's line (a
    # trans block aside): looked for first, as most URIs stand in neither.
    line = before[before.rfind("\n") + 1 :]
    argument = ("(" in line or "=" in line) and ('"' in line or "'" in line or "`" in line)
    if (argument or "{%" in before) and compiled_re(_TRANSLATED_BEFORE).search(before):
        return TRANSLATED
    if (argument and compiled_re(_PATTERN_BEFORE).search(line)) or (  # a pattern's call and string hold no line break
        before[-1:] in _REGEX_DELIMITERS and compiled_re(_REGEX_LITERAL_BEFORE).search(before[-5:])
    ):
        return PATTERN
    if argument and compiled_re(_IDENTITY_BEFORE).search(line):
        return IDENTITY
    reach = max(0, start - DOCTEST_REACH)
    if (any(text.find(mark, reach, start) >= 0 for mark in (">>>", "iex", "julia>")) and _in_doctest(text, start)) or (
        text.find("testoutput::", reach, start) >= 0 and _in_testoutput(text, start)
    ):
        return DOCTEST
    line_start = text.rfind("\n", 0, start) + 1
    if compiled_re(_R_OUTPUT).match(text, line_start, start) is not None or _after_prompt(text, line_start):
        return OUTPUT
    if kind == "org" and text.find("#+", max(0, line_start - RESULTS_REACH), line_start) >= 0 and _org_result(text, line_start):
        return OUTPUT
    if end is not None and kind == "html" and _names_anchor(text, start, end):
        return ANCHOR
    path = filename.replace("\\", "/")
    if path.endswith("debian/watch") and (len(path) == 12 or path[-13] == "/"):
        return WATCHED
    if path.lower().endswith(".har"):
        return RECORDED
    name = path.rpartition("/")[2]
    if name in NPM_CONFIGS:
        return REGISTRY
    git_config = name in GIT_CONFIG_NAMES or path.endswith(".git/config")
    if git_config and compiled_re(_GIT_URL_BEFORE).match(text, line_start, start):
        return REWRITTEN
    if path.endswith(".spec") and compiled_re(_SOURCE_TAG).match(text, line_start, start) is not None:
        return SOURCE_NAME
    if kind == "text" and compiled_re(_FILTER_BEFORE).match(text, line_start, start) is not None:
        return COMPARED
    return None


# A pattern argument up to the URI: of Python's re and fnmatch, the regex
# types of Java, Kotlin, .NET, Rust, Go and Elixir (Regex.IsMatch(input,
# pattern), [GeneratedRegex], String.replaceAll, Regex::new,
# regexp.MustCompile, Regex.compile!), PHP's preg_ functions, Ruby's
# Regexp, JS's RegExp, String.match and glob matchers, Objective-C's
# NSRegularExpression, the "=~" of Groovy and Perl, and a crawler's
# allow/deny filters (Scrapy's LinkExtractor, as keywords).
_PATTERN_BEFORE = (
    r"""(?:\bre\.(?:compile|search|match|fullmatch|sub|subn|findall|finditer|split)|\bfnmatch(?:case)?"""
    r"""|\bfnmatch\.filter|\b(?:mini|micro|pico)match(?:\.\w+)?|\bisMatch|\bglobby|\bRegExp|\bPattern\.compile"""
    r"""|\b(?:Generated)?Regex(?:\.(?:IsMatch|Match|Matches|Replace|Split|compile!?)|::new)?"""
    r"""|\bRegexp\.(?:new|compile)"""
    r"""|\bregexp\.(?:MustCompile|Compile|MatchString|Match)"""
    r"""|\bpreg_(?:match_all|match|replace_callback|replace|split|grep)|\.match\??|\.test"""
    r"""|\.(?:replaceAll|replaceFirst|matches))"""
    r"""[ \t]*\([ \t]*(?:[\w.$]+[ \t]*,[ \t]*)?(?:pattern[ \t]*=[ \t]*)?[rRbBuU]{0,2}["'`][^"'`\n]*\Z"""
    r"""|(?:\bregularExpressionWithPattern:|\binitWithPattern:|[=!]~)[ \t]*@?["'][^"'\n]*\Z"""
    r"""|\b(?:allow|deny)[ \t]*=[ \t]*[\[(]?[ \t]*[rRbBuU]{0,2}["'][^"'\n]*\Z"""
)
# A regex literal's opening right before the URI: Elixir's ~r sigil, Perl's
# qr and m quotes, Ruby's %r (sweep 64: an Elixir ~r"...%c3%a9" matched no
# request after its hex was upper-cased).
_REGEX_DELIMITERS = frozenset("/|\"'([{<!#~")
_REGEX_LITERAL_BEFORE = r"""(?:~[rR]|(?<![\w$@%])(?:qr|m)|%r)[/|"'(\[{<!#~]\Z"""
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
# How far before a URI a doctest's prompt is looked for, and over how many
# lines of its example (its source and expected output).
DOCTEST_REACH = 2000
DOCTEST_LINES = 30


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


# R's console prints a character vector as ``[1] "a" "b"``: the index of
# the line's first element, then each string quoted. Such a line in a
# transcript is what the program printed (urltools' vignette shows
# url_encode()'s "%2f", which its encoder writes; an upper-cased one is
# output it never prints). knitr writes each output line of a knitted
# document after "## ", reprex after "#> " (sweep 71: re-knitting wrote
# the "%7e" back that a fix had decoded).
_R_OUTPUT = r'[ \t]*(?:#[#>][ \t]+)?\[[0-9]+\][ \t]+"'
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
    known = _ANCHORS_OF[0]
    if known is None or known[0] is not text:
        found = compiled_re(_ANCHOR_VALUE).finditer(text)
        known = _ANCHORS_OF[0] = (text, frozenset(m.group(1) if m.group(1) is not None else m.group(2) for m in found))
    return fragment in known[1]


# Every id and name value, at every place one is written (a lookahead:
# occurrences inside another value count too, as a substring search would
# find them), read once per text: one search per link made a page of
# 4,000 such links take 8.8 s.
_ANCHOR_VALUE = r"""(?=(?:id|name)=(?:"([^"]*)"|'([^']*)'))"""
_ANCHORS_OF: list[tuple[str, frozenset[str]] | None] = [None]  # the last text's values (by identity)
