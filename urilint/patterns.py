"""Where a URI is part of a pattern that URLs are matched against as
written (a regular expression or a glob), seen in the text before it: a
pattern call's argument, a regex literal, a userscript's ``@match``, a
"urls" filter list, a sed script's ``s`` command. A fix there makes the
pattern match other URLs, or none."""

from __future__ import annotations

from .pattern_store import compiled_re

# A pattern argument up to the URI: of Python's re and fnmatch, the regex
# types of Java, Kotlin, .NET, Rust, Go and Elixir (Regex.IsMatch(input,
# pattern), [GeneratedRegex], String.replaceAll, Regex::new,
# regexp.MustCompile, Regex.compile!), PHP's preg_ functions, Ruby's
# Regexp, JS's RegExp, String.match and glob matchers, Objective-C's
# NSRegularExpression, the "=~" of Groovy and Perl, a crawler's
# allow/deny filters (Scrapy's LinkExtractor, as keywords) and link globs
# (Crawlee's enqueueLinks({globs: [...], exclude: [...]}), which minimatch
# matches against links as written), and Playwright's URL globs
# (page.route, waitForURL).
_PATTERN_BEFORE = (
    r"""(?:\bre\.(?:compile|search|match|fullmatch|sub|subn|findall|finditer|split)|\bfnmatch(?:case)?"""
    r"""|\bfnmatch\.filter|\b(?:mini|micro|pico)match(?:\.\w+)?|\bisMatch|\bglobby|\bRegExp|\bPattern\.compile"""
    r"""|\b(?:Generated)?Regex(?:\.(?:IsMatch|Match|Matches|Replace|Split|compile!?)|::new)?"""
    r"""|\bRegexp\.(?:new|compile)"""
    r"""|\bregexp\.(?:MustCompile|Compile|MatchString|Match)"""
    r"""|\bpreg_(?:match_all|match|replace_callback|replace|split|grep)|\.match\??|\.test"""
    r"""|\.(?:replaceAll|replaceFirst|matches|route|unroute|waitForURL))"""
    r"""[ \t]*\([ \t]*(?:[\w.$]+[ \t]*,[ \t]*)?(?:pattern[ \t]*=[ \t]*)?[rRbBuU]{0,2}["'`][^"'`\n]*\Z"""
    r"""|(?:\bregularExpressionWithPattern:|\binitWithPattern:|[=!]~)[ \t]*@?["'][^"'\n]*\Z"""
    r"""|\b(?:allow|deny)[ \t]*=[ \t]*[\[(]?[ \t]*[rRbBuU]{0,2}["'][^"'\n]*\Z"""
    r"""|\b(?:globs|exclude)[ \t]*:[ \t]*\[[ \t]*["'`][^"'`\n]*\Z"""
)
# Match patterns outside a manifest.json: a userscript's @match, @include
# and @exclude lines, and a "urls" list holding a "*" (a WebExtension's or
# Electron's webRequest filter, a Tauri capability's remote URLs, which
# URLPattern matched no page after a fix of "a%2fb/*": sweep 78).
_USERSCRIPT_BEFORE = r"""^[ \t]*//[ \t]*@(?:match|include|exclude|exclude-match)[ \t]+\Z"""
_MATCH_URLS_BEFORE = r"""\burls["']?[ \t]*:[ \t]*\[[ \t]*(?:["'`][^"'`\n]*["'`][ \t]*,[ \t]*)*["'`][^"'`\n]*\Z"""
# A regex literal's opening right before the URI: Elixir's ~r sigil, Perl's
# qr and m quotes, Ruby's %r (sweep 64: an Elixir ~r"...%c3%a9" matched no
# request after its hex was upper-cased).
_REGEX_DELIMITERS = frozenset("/|\"'([{<!#~")
_REGEX_LITERAL_BEFORE = r"""(?:~[rR]|(?<![\w$@%])(?:qr|m)|%r)[/|"'(\[{<!#~]\Z"""
# A sed script's substitution up to the URI, in a shell line of any file
# (F-Droid's prebuild "sed -i -e 's|https://.../%7euser/|...|'": the
# pattern matched nothing after a fix, sweep 179; a README's, a workflow's):
# inside the script's quotes, not a later command's URL ("sed ... f; wget
# https://...": sweep 183).
_SED_BEFORE = r"""\bsed\b[^\n]*?(?:'[^'\n]*?\bs([^\w\s\\'])[^'\n]*|"[^"\n]*?\bs([^\w\s\\"])[^"\n]*)\Z"""


def in_pattern(text: str, start: int, end: int | None, before: str, line: str, argument: bool) -> bool:
    """Whether the URI at text[start:end] is part of a pattern; `before` is
    the text before it, `line` that of its line, `argument` whether a call
    or an "=" and a string opened on that line (both cheap to look for)."""
    if (argument and compiled_re(_PATTERN_BEFORE).search(line)) or (  # a pattern's call and string hold no line break
        before[-1:] in _REGEX_DELIMITERS and compiled_re(_REGEX_LITERAL_BEFORE).search(before[-5:])
    ):
        return True
    if "@" in line and compiled_re(_USERSCRIPT_BEFORE).search(line):
        return True
    if "urls" in line and end is not None and text.find("*", start, end) >= 0 and compiled_re(_MATCH_URLS_BEFORE).search(line):
        return True
    return "sed" in line and compiled_re(_SED_BEFORE).search(line) is not None
