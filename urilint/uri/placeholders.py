"""Placeholders inside one URI: the ranges its rules leave opaque.

`find_placeholders` finds the template expressions (templates.py) plus
route and variable placeholders, RFC 6570 ``{x}`` expressions (also a
``{`` opening one where the URI ends), prose placeholders (``{your host}``,
``{hôte}``, ``/<nom-utilisateur>``), ``%{name}`` (Ruby, GitLab badges),
``%(Name)``, ``%NAME%`` (Create React App's ``%PUBLIC_URL%``; never two hex
digits nor right after an escape, where ``%`` may be percent-encoding:
``%C3%A9X%``) and dotted ``%name.x%`` (SvelteKit, Symfony), ``{}``,
``\\{id\\}``, Mailchimp's ``*|TAG|*``, Burp Intruder's ``§NAME§``, Scaladoc's
``€{FILE_PATH}``, a comment (phpBB's ``<!-- IF x -->``, SSI's
``<!--#echo -->``), maltrail's ``<!TOKEN!>``, markdown-include's
``{!file!}``, Pelican's and FORD's leading ``|filename|`` and ``|url|``,
source escapes and (only when the caller passes a code literal's
language's) printf/strftime conversions.

Each pattern is anchored on a literal opener and uses only negated classes
with possessive quantifiers: matching is linear.
"""

from __future__ import annotations

from functools import lru_cache

from ..pattern_store import VERBOSE, compiled, compiled_re
from .percent_names import PERCENT_NAME, in_ip_literal, is_hex_pair, is_percent_placeholder
from .templates import template_spans

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re

    import regex

# A template's "else" (or "elif"): the text after it is another branch.
_ELSE = compiled_re(r"(?i)(?:\{[{%]-?|<%-?|<!--|<)[ \t]*(?:TMPL_ELSE|else|elif|elsif|elseif)\b")

# One placeholder, in the order tried (template_spans finds expressions first):
_PLACEHOLDERS = r"""
      \{\{[^{}\n]*+\}\}                          # {{ var }}  (Jinja, Mustache, Go templates)
    | \{%[^%\n]*+%\}                             # {% url 'x' %}
    | \$\{[^{}\n]*+\}                            # ${VAR}, JS template literals
    | \{[+\#./;?&=,!@|]?[A-Za-z0-9_.%,*:\-]++(?:\[[0-9]++\])?+\??\}  # RFC 6570 {x} {+x} {?x,y} {/x*}, Caddy's {args[0]}, OpenSearch's {startPage?}
    | \{\.[A-Za-z_][\w\-]*+(?:\.[A-Za-z_][\w\-]*+|\[(?:[0-9]++|\*)\])*+\}  # kubectl's JSONPath {.spec.ports[0].port}, {.items[*].status.podIP}
    | \{[A-Za-z_][A-Za-z0-9_]*+\#[A-Za-z_][A-Za-z0-9_]*+(?:\[[0-9]++\])?+\}  # Smithy endpoint rules' {partitionResult#dnsSuffix}, {arn#resourceId[1]}
    | \{[A-Za-z_]\w*+(?:\.[A-Za-z_]\w*+)*+=[\w\-.~*%]++(?:/[\w\-.~*%]++)*+\}  # gRPC transcoding's {name=projects/*/locations/*} (AIP-127)
    | \{[^\W\d][\w\-'’]*+(?:\ [\w\-'’]++)*+(?::[\w\-]++)?+\}  # prose placeholders {hôte} {your host} {IP address:port} {your app's domain}
    | \{\}                                       # {}: find -exec, xargs -I, a browser's search URL
    | \{![^{}!\n]++!\}                           # {!.VERSION!}: markdown-include's include (FORD, MkDocs; sweep 225)
    | \\\{[A-Za-z_][\w\-]*+\\\}                   # \{id\}: ERC-1155's template, its braces escaped for NatSpec's doc generator
    | \*\|[A-Za-z0-9_:\-]++\|\*                  # *|ARCHIVE|*: Mailchimp's merge tags
    | §[\w\-.]{0,64}+§                           # §BUCKET_NAME§: Burp Intruder's payload positions (hopla's payload lists)
    | €\{[A-Z][A-Z_]*+\}                          # €{FILE_PATH}: Scaladoc's -doc-source-url variables (sbt builds, sweep 177)
    | `[A-Za-z_$"(][^`\n]{0,200}+(?<!\s)`      # `endpoint`: an expression in backticks (the OpenTelemetry Collector's receiver_creator, a shell's command substitution), not rust-url's "`{}"
    | \|\|[A-Za-z_][\w.\-]*+\|\|                # ||site.go_client_version||, ||VERSION||: a build's replacement token (weaviate's docs, RusPiRo's CI; sweep 227)
    | (?<=/)\|(?:url|page|media)\|(?=/)          # ../|media|/a.svg: FORD's macros inside a path
    | \|[A-Z][A-Z0-9_\-]*+\|                     # |WG-HOMEPAGE|: i-d-template's CONTRIBUTING.md, substituted later
    | \[\[[^\[\]\n]++\]\]                         # [[_url(a, b)]]: a Polymer binding
    | \[\{\[[^\[\]{}\n]*+\]\}\]                  # [{[ .StaticURL ]}]: Go's templates with Delims("[{[", "]}]") (filebrowser)
    | \[=[^\[\]\n]++\]                            # [=base], [= base =]: FreeMarker's square-bracket interpolation
    | \[%(?![0-9A-Fa-f]{2})[A-Za-z_][\w.]*+%\]          # [%url%]: a substitution marker (scripting.com's ping template), Template Toolkit's without blanks
    | <<[A-Za-z_][\w\-]*+>>                      # <<CODEGEN_NAME>>: postman-code-generators' boilerplate, which sed fills in
    | <\[[A-Za-z][^\[\]<>\n]{0,200}+\]>            # <[RootUrl]>, <[url:a/b]>: Storyteller's and FubuMVC's docs generator (marten, StructureMap)
    | <\$MT[A-Za-z]\w*+[^<>$\n]{0,200}+\$>        # <$MTBlogURL$>: Movable Type's template tags
    | <!--[^<>\n]{0,500}+(?<=--)>                  # <!-- IF S_X -->, <!--#echo var='x' -->: phpBB's and SSI's directives (a comment is no URI content)
    | <![A-Za-z_]\w*+!>                           # <!ASSETVER!>: maltrail's page tokens, which its server replaces
    | <!--\#[a-z]++[^<>\n]{0,500}+$               # href="<!--#echo var="X" -->": an SSI element whose quotes end the value
    | (?<=[/=:?&\-`_])<(?:[A-Za-z_][A-Za-z0-9_]*+:)?+[^\W\d][\w\-\u2010\u2011]*+(?:[|.][^\W\d][\w\-]*+)*+>  # /<int:id>, <user-name>, :<port>, <ip|name>, ?<options>, /<webhook.id>, <yyyy>-<mm>, <id>_<guid>
    | (?<=/)<[^\s<>*+?\[\]{}()|^$\\]*+[*+?\[{(|^$\\][^\s<>]*+>  # a pattern: Ory Oathkeeper's /<**>, /<.*>, /<[0-9]+>, /<{a,b}>
    | (?<=[.@])<[^\W\d][\w\-]*+>(?=[./:?\#@]|$)  # a host label <REGION>.example.com (not .<br>Text)
    | <[A-Z][A-Z0-9]*+_[A-Z0-9_]*+>                # an upper-case name with "_" anywhere: VCR's 78<GITHUB_TEST_INSTALLATION>0067
    | (?<=/):[A-Za-z_][A-Za-z0-9_]*+             # /:id path parameters (Express, Rails)
    | \\{1,2}+[1-9](?![0-9])                     # \1: a regex replacement's back-reference (a declarativeNetRequest regexSubstitution, sed's s///; \\1 in a source literal)
    | \\\$[A-Za-z_][A-Za-z0-9_]*+               # \$releasever: a variable escaped for the shell, which the program expands (zypper ar .../openSUSE_Leap_\$releasever)
    | \$relpath\^                               # Doxygen's header and footer: the path to the output's root
    | \$(?:[A-Za-z_][A-Za-z0-9_]*+(?:\.[A-Za-z_][A-Za-z0-9_]*+)*+)?+\([^()\n]*+\)(?:\.[A-Za-z_][A-Za-z0-9_]*+(?:\([^()\n]*+\))?+)*+  # a call: Templetor's and Cheetah's $f(a - 1), $p.replace(' ', '_'), $(expr)
    | \$[A-Za-z_][A-Za-z0-9_]*+(?:->(?:[A-Za-z_][A-Za-z0-9_]*+|(?:\{[\w'"\-$]*+\}|\[[\w\-$]*+\])++))*+  # $VAR, PHP's "$this->id\", Perl's "$last->{pkg}{xref}", "$info->{$dep}->{tag}"
"""
# In source code also: any replacement field of an f-string, str.format or a
# JS template literal ({}, {0}, {user.id!r}, {d['k']}), Ruby's %<name> and
# %{name} references, and the escape sequences of string literals that
# stand for one URI character (\u00e4, \x41, \/): source syntax, not URI
# content. printf and strftime conversions are the caller's `formats`: only
# a code literal's language knows them (formats.py).
_CODE_PLACEHOLDERS = (
    _PLACEHOLDERS
    + r"""
    | \{[^{}\n]*+\}
    | \\(?:u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|x[0-9A-Fa-f]{2}|u\{[0-9A-Fa-f]{1,6}\}|/)
    """
)


@lru_cache(maxsize=None)
def placeholder_pattern(code: bool = False) -> regex.Pattern[str]:
    """One placeholder (`code`: or a source code field or escape). Compiled
    on first use, not at import: compiling costs ~2 ms each, most of an
    editor's on-save run, and most URIs never need it."""
    return compiled(_CODE_PLACEHOLDERS if code else _PLACEHOLDERS, VERBOSE)


_PERCENT_PAREN = compiled_re(r"%\([A-Za-z_]\w*\)")  # Swashbuckle's page tokens: "%(StylesPath)"
# Where a placeholder may start, in code and prose alike ("\" a source
# escape, or an escaped brace's "\{id\}"); ":" only after "/", checked by the
# walk (the quick check below looks for "/:" directly, with str.find: a class
# search plus a find cost half of one search for "[{$%<]|/:").
_OPENER = compiled_re(r"[:{$%<*|[\\§€`]")
_OPENER_PAREN = compiled_re(r"[:{$%<*|[\\(§€`]")
# Any opener but ":", in code and prose alike.
_ANY = compiled_re(r"[{$<*|[\\§€`]")
_ANY_FORMATS = compiled_re(r"[{$%<*|[\\§€`]")


def find_placeholders(
    text: str, start: int, end: int, code: bool = False, formats: re.Pattern[str] | None = None,
    format_string: bool = False,
) -> tuple[tuple[int, int], ...]:
    """Placeholder ranges (absolute offsets) inside text[start:end].

    `formats` matches one format conversion of the code literal holding
    the URI (``%s``, ``%Y``, ``%%``); without it a ``%`` is URI content. A
    ``%`` followed by two hex digits is a percent-encoded octet, not a
    conversion (``%2d`` is ``-``, not a width-2 integer), unless the
    literal is a `format_string` (the format of a printf call, the left
    operand of Python's ``%``): there every ``%`` the URI keeps is written
    ``%%``, so ``%2d`` can only be a conversion, and so can ``%s`` in an
    IP literal (``"http://[%s]:%d"``: the address, not a zone separator).
    A conversion that opens an IP literal is the address in any literal:
    a zone separator follows an address.
    """
    if text.startswith(("|", "##"), start, end):  # Pelican's "|filename|/a.md" (its older "{filename}"), Inky's "##X Y##"
        lead = LEADING_TOKEN.match(text, start, end)
        if lead is not None:
            return (lead.span(), *find_placeholders(text, lead.end(), end, code, formats, format_string))
    # Most URIs hold no opener ("/:" for ":", which every scheme is followed
    # by): C-speed searches spare them the walk. First those below at once,
    # whatever the formats: no such character, "%", "/:" or "(" ("((", "(%").
    if (
        _ANY_FORMATS.search(text, start, end) is None
        and text.find("/:", start, end) < 0 and text.find("(", start, end) < 0
    ):
        return ()
    quick = _ANY_FORMATS if formats is not None else _ANY
    if quick.search(text, start, end) is None and text.find("/:", start, end) < 0:
        if text.find("%", start, end) < 0 or (
            PERCENT_NAME.search(text, start, end) is None and text.find("[%", start, end) < 0 and text.find("%(", start, end) < 0
        ):
            if text.find("((", start, end) < 0 and text.find("(%", start, end) < 0:  # nor Askama's openers
                return ()
    expressions = template_spans(text, start, end)
    if any(text.startswith("((", at) for at, _ in expressions):  # Askama's "((": walked from its "("
        next_opener = _OPENER_PAREN.search
    else:
        next_opener = _OPENER.search
    found: list[tuple[int, int]] = []
    index = 0
    hit = next_opener(text, start, end)
    while hit is not None:
        pos = hit.start()
        while index < len(expressions) and expressions[index][1] <= pos:
            index += 1
        if index < len(expressions) and expressions[index][0] <= pos:
            if _ELSE.match(text, expressions[index][0], expressions[index][1]):
                # What follows an "else" is another branch, not this URI
                # (Koha's src="https://a?isbn=<!-- TMPL_ELSE --><img src="http://b...").
                found.append((expressions[index][0], end))
                break
            found.append(expressions[index])
            pos = expressions[index][1]
            index += 1
            hit = next_opener(text, pos, end)
            continue
        char = text[pos]
        named = PERCENT_NAME.match(text, pos, end) if char == "%" else None
        if (
            named is not None and is_percent_placeholder(text, start, pos, named.group(1), named.group(2), end)
            and not in_ip_literal(text, start, pos, end)
        ):
            found.append(named.span())
            pos = named.end()
        elif char == "%":
            if is_hex_pair(text, pos + 1, end) and not format_string:
                pos += 3
            else:
                conversion = (
                    formats.match(text, pos, end)
                    if formats is not None and (
                        format_string or text[pos - 1] == "[" or not in_ip_literal(text, start, pos, end)
                    ) else None
                )
                conversion = conversion or (_PERCENT_PAREN.match(text, pos, end) if text.startswith("%(", pos) else None)
                pos = conversion.end() if conversion else pos + 3 if is_hex_pair(text, pos + 1, end) else pos + 1
                if conversion:
                    found.append(conversion.span())
        elif (char == ":" and text[pos - 1] != "/") or (char == "*" and text[pos + 1 : pos + 2] != "|"):
            pos += 1  # only "/:id" is a path parameter, only "*|" a merge tag
        else:
            match = placeholder_pattern(code).match(text, pos, end)
            if match and char == "<" and _ELSE.match(text, pos, match.end()):
                found.append((pos, end))  # an "else" directive (phpBB's <!-- ELSE -->): another branch follows
                break
            if match:
                found.append(match.span())
                pos = match.end()
            elif char == "{" and pos == end - 1:
                # An RFC 6570 expression opening where the URI ends
                # (``https://e.com/bar{<span>?baz</span>}``: highlighting
                # tags split it): its body is not visible, so the URI is
                # linted up to its "{", which is opaque. A "{" with text
                # after it ("a{b") is a raw character.
                found.append((pos, end))
                break
            else:
                pos += 1
        hit = next_opener(text, pos, end)
    return tuple(found)


# Pelican's internal link prefixes, in the deprecated "|name|" spelling its docs still support ("|filename|/a.md",
# "|static|/img/a.png"), FORD's (the Fortran documentation generator's) "|url|", "|page|" and "|media|" (sweep 225:
# json-fortran's pages, where a safe fix to "%7Curl%7C/page/..." broke every link), and Inky's export tokens
# ("##JAVASCRIPT FILENAME##", which its export replaces as written).
LEADING_TOKEN = compiled_re(
    r"\|(?:filename|static|attach|tag|category|author|index|url|page|media)\||##[A-Z][A-Z0-9_]*(?: [A-Z0-9_]+)*##"
)
