"""disallowed-character (URI004)

What it flags: a raw ASCII character that may not appear in a URI: space,
``"``, ``<``, ``>``, ``\\``, ``^``, ``\\```, ``{``, ``|``, ``}``, the C0
controls and DEL. A space is only seen where the surrounding syntax makes
it part of the URI, such as a quoted HTML attribute or a Markdown ``<...>``
destination; elsewhere whitespace ends the URI.

Why it matters: RFC 3986 section 2 has no place for these characters; they
must be percent-encoded (section 2.4). Browsers guess, other clients reject
or truncate, and a raw space silently cuts links in Markdown and e-mail.

Example::

    <a href="/files/annual report.pdf">   ->   <a href="/files/annual%20report.pdf">

Template placeholders such as ``{id}``, ``{{ var }}`` and ``${VAR}`` are not
URI content and are never flagged. Nor is the ``^`` of an npm semver range
in a package's path (``https://unpkg.com/react@^18.2.0/umd/react.js``): a
CDN's or a resolver's syntax, written so on purpose; nor the ``|`` that
chains the filters of PHP's ``php://filter/read=a|b/resource=...``.

One finding per URI: the range runs from the first such character to the
last, and one fix encodes them all.

A raw space or control character in a Markdown inline destination
(``[c](## Configuring)``) or in ``<...>`` makes it text, not a link: it is
reported (a broken link), but encoding it would turn text into a link, so
that fix is unsafe.

A space inside what looks like a triplet (``% 2C``, ``%2 C``) is a typo:
its fix is unsafe, as is URI006's for that ``%``. So is a link destination
wrapped in double quotes (``[x]("https://e.org/")``, a relative link to
``%22https://e.org/%22``): the unsafe fix removes the quotes.

Fix: the character's percent-encoding with uppercase hex, which is what a
renderer or browser sends. Safe in HTML/XML attributes (only for the
characters a browser encodes itself there: not ``|`` or ``\\``, which it
sends as written, nor a tab, which it drops), Markdown link destinations
(not ``\\``: Python-Markdown keeps it, and a browser reads it as ``/``)
and data files (not ``|``, ``\\`` or a tab: a program may parse the URL
as a browser does); unsafe in running text and comments (the reader sees the
URI as written), in code (it changes a string literal's value) and where
it would make text a link. Refused (and
said so) when the character is syntax of the file around the URI: a line
break, a Markdown backtick, a template delimiter.
"""

from __future__ import annotations

from urilint.grouping import Spot, one_finding
from urilint.model import BROKEN_LINK, DESTINATION, Violation
from urilint.pattern_store import compiled_re
from urilint.policy import FixKind
from urilint.uri import DISALLOWED_ASCII, Uri, browsers, mangled_triplet, pct_encode

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI004"
NAME = "disallowed-character"
SUMMARY = "Raw character that is not allowed in a URI"
DEFAULT = True
FIXES = (FixKind.ENCODING, FixKind.ENCODING_BROWSERS_KEEP)
# Engine fast path: the characters of DISALLOWED_ASCII, as a regex class body; a URI without any is skipped.
TRIGGER = r"\x00-\x20\"<>\\^`{|}\x7f"

_NAMES = {" ": "space", "\t": "tab", "\x7f": "DEL"}


# A winget manifest tool's installer URL: wingetcreate's and Komac's
# "--urls https://e.org/app.msi|x64|machine" take the architecture (and
# scope) after a "|" the tool splits off before it downloads the URL
# (sweep 219: oh-my-posh's release workflow, winget updaters). Encoding
# that "|" would make the tool fetch a file that does not exist.
_INSTALLER_OVERRIDE = r"\|(?:x64|x86|arm64|arm|neutral)(?:\|(?:user|machine))?\Z"
OVERRIDE_REACH = 20  # characters the longest tail takes ("|neutral|machine")


def _installer_override(uri: Uri) -> int:
    """Where an installer override's tail starts in `uri`'s text (its length: none)."""
    tail = compiled_re(_INSTALLER_OVERRIDE).search(uri.text, max(1, len(uri.text) - OVERRIDE_REACH))
    return len(uri.text) if tail is None else tail.start()


def check(uri: Uri) -> Iterator[Violation]:
    beside = _blanks_beside_expressions(uri) if uri.span.opaque else {}
    # PHP's stream wrappers: "|" chains php://filter's filters ("read=a|b"),
    # split before anything is decoded (sweep 196: LFI payloads, and PHP's own);
    # an eDonkey link is "|"-delimited ("ed2k://|file|name|size|hash|/": sweep 210).
    chained = uri.text[:6].lower() == "php://" or uri.text[:7].lower() == "ed2k://"
    override = _installer_override(uri) if "|" in uri.text else len(uri.text)
    spots = [
        _spot(uri, text, i, base + i, beside.get(base + i))
        for base, text in uri.pieces()
        for i, char in enumerate(text)
        if char in DISALLOWED_ASCII and beside.get(base + i) is not _LAYOUT and not _semver_caret(text, i)
        and not (chained and char == "|") and base + i - uri.start < override
    ]
    if _quoted_destination(uri):
        # A destination wrapped in quotes links to "%22https://...%22", a
        # relative reference: encoding the quotes would keep that broken
        # link, removing them is what the writer meant (a guess: unsafe).
        last = uri.start + len(uri.text) - 1
        spots = [Spot(uri.start, uri.start + 1, "'\"'", "", FixKind.GUESS),
                 *(s for s in spots if uri.start < s.start < last), Spot(last, last + 1, "'\"'", "", FixKind.GUESS)]
        found = one_finding(uri, spots, "", "raw characters not allowed in a URI",
                            "the quotes around the destination make it a relative link; remove them")
        if found is not None:
            yield found
        return
    in_literal = sum(spot.replacement is None for spot in spots)  # only the IP literal's have none
    in_host = sum(spot.replacement == "" for spot in spots)  # a blank in the host: removed
    advice = (
        "remove them from the host" if in_host == len(spots)
        else "remove the blanks in the host, percent-encode the others" if in_host and not in_literal
        else "percent-encode them" if not in_literal
        else "no fix: encoded in an IP literal, they would read as a zone separator" if in_literal == len(spots)
        else "percent-encode them (not those in the IP literal: encoded, they would read as a zone separator)"
    )
    found = one_finding(uri, spots, "raw {shown} is not allowed in a URI; write '{replacement}'", "raw characters not allowed in a URI", advice)
    if found is not None and uri.span.context == BROKEN_LINK:
        found = found._replace(message=found.message + "; as written, CommonMark and CSS read it as no link")
    if found is not None:
        yield found


def _semver_caret(text: str, i: int) -> bool:
    """Whether the "^" at text[i] opens an npm semver range in a package's
    path (unpkg's and jsDelivr's ``react@^18.2.0``, Components.js'
    ``.../community-server/^7.0.0/components/context.jsonld``): the CDN's
    or the resolver's syntax, written so on purpose (sweep 79: 1,245 such
    findings in one repository, none worth reading)."""
    return text[i] == "^" and i > 0 and text[i - 1] in "@/" and text[i + 1 : i + 2].isdigit()


def _quoted_destination(uri: Uri) -> bool:
    """Whether the URI is a link destination wrapped in double quotes,
    around a scheme (``[x]("https://e.org/")``)."""
    text = uri.text
    return (
        uri.span.context == DESTINATION and len(text) > 2 and text[0] == text[-1] == '"'
        and not uri.span.opaque and compiled_re(_SCHEME).match(text[1:]) is not None
    )


_SCHEME = r"[A-Za-z][A-Za-z0-9+.-]*:"


def _spot(uri: Uri, text: str, i: int, offset: int, beside: str | None = None) -> Spot:
    """A character written as a reference (``&quot;`` in an attribute) is
    named as written: the user looks for ``&quot;``, not ``"``."""
    char = text[i]
    shown = uri.shown(offset, _shown(char))
    if _in_ip_literal(uri, offset):
        message = f"{shown} is not allowed in an IP literal (no fix: encoded, it would read as a zone separator)"
        return Spot(offset, offset + 1, shown, None, FixKind.GUESS, message)
    if char in " \t" and uri.component_at(offset) == "host":
        # "https://addons .mozilla.org": a host holds no blank, encoded or
        # not ("addons%20.mozilla.org" no browser opens): a typo (sweep 192).
        return Spot(offset, offset + 1, shown, "", FixKind.GUESS, f"raw {shown} in the host; remove it (no host holds one)")
    replacement = pct_encode(char)
    message = "" if shown == _shown(char) else f"{shown} is not allowed in a URI; write '{replacement}'"
    kind = FixKind.GUESS if beside is not None else _kind(uri, text, i, offset)  # the expression decides
    return Spot(offset, offset + 1, shown, replacement, kind, message)


_BLANKS = frozenset(" \t\r\n")
# A template statement writes nothing (a branch or a loop), an output
# expression writes something ({% url %}, {{ x }}, <%= x %>). A run of
# blanks beside a statement is the template's layout where, through
# statements and blanks only, it reaches the value's edge or a branch's
# start or end on one side: the browser strips it from the value's start
# or end
# ({% if a %}http://a/{% else %} http://b/ {% endif %}). Elsewhere it may
# be inside the URL (?q={% if x %} foo{% endif %}): reported, with no
# safe fix. Compiled where first used (re's cache).
_STATEMENT = (
    r"\{%-?\s*(?:if|elif|else|endif|for|endfor|unless|endunless|case|when|endcase|with|endwith)\b"
    r"|<%[_-]?\s*(?:if\b|else\b|elsif\b|end\b|unless\b|for\b|while\b|\})"
    r"|\{\{[-~]?\s*(?:[#/^]|else\b|end\b|if\b|range\b|with\b)"
    r"|@(?:(?:end)?(?:if|unless|isset|empty|auth|guest|foreach|for|forelse|while|switch|can|env|production)|else(?:if)?|case|break)\b"
)
_BRANCH = r"\{%-?\s*(?:else|elif)\b|<%[_-]?\s*(?:\}\s*)?(?:else|elsif)\b|\{\{[-~]?\s*else\b|@else(?:if)?\b"
_LAYOUT, _BESIDE = "layout", "beside"


def _blanks_beside_expressions(uri: Uri) -> dict[int, str]:
    """The blanks of runs that touch a template expression: _LAYOUT (no
    finding) or _BESIDE (no safe fix). One pass each way over the URI, so
    linear however many blanks and expressions it holds."""
    text, base = uri.text, uri.start
    statement, branch = compiled_re(_STATEMENT), compiled_re(_BRANCH)
    kinds = {}  # an expression's start -> "branch", "statement" or "output"
    for start, end in uri.span.opaque:
        rel = start - base
        kinds[start] = "branch" if branch.match(text, rel) else "statement" if statement.match(text, rel) else "output"
    starts = {end: start for start, end in uri.span.opaque}
    ends = {start: end for start, end in uri.span.opaque}
    runs: list[tuple[int, int]] = []  # (first, past the last) blank of each run that touches an expression
    clean_before: list[bool] = []  # only statements and blanks since the value's start or a branch
    clean = opened = True  # opened: as clean where the last statement stands (a branch's "if")
    pos = base
    stop = base + len(text)
    while pos < stop:
        if pos in ends:
            kind = kinds[pos]
            clean, opened = _after(kind, clean, opened)
            pos = ends[pos]
        elif text[pos - base] in _BLANKS:
            first = pos
            while pos < stop and text[pos - base] in _BLANKS and pos not in ends:
                pos += 1
            if first in starts or pos in ends:
                runs.append((first, pos))
                clean_before.append(clean)
        else:
            clean = False
            pos += 1
    found: dict[int, str] = {}
    clean = opened = True
    position = len(runs) - 1
    pos = stop
    while pos > base and position >= 0:  # the same, right to left
        if pos in starts:
            start = starts[pos]
            clean, opened = _after(kinds[start], clean, opened)
            pos = start
            continue
        if pos == runs[position][1]:
            first, last = runs[position]
            touches_statement = kinds.get(starts.get(first, -1)) in ("branch", "statement") or kinds.get(last) in ("branch", "statement")
            layout = touches_statement and (clean or clean_before[position])  # a leading or a trailing blank
            found.update(dict.fromkeys(range(first, last), _LAYOUT if layout else _BESIDE))
            position -= 1
        if text[pos - 1 - base] not in _BLANKS:
            clean = False
        pos -= 1
    return found


def _after(kind: str, clean: bool, opened: bool) -> tuple[bool, bool]:
    """(clean, opened) past an expression of `kind` (read either way): a
    branch is as clean as where its conditional's last statement stood (a
    branch in the middle of a URL starts no value: "/@if(a)x @else y
    @endif/home"), a statement keeps the way clean, an output ends it."""
    if kind == "branch":
        return opened, opened
    if kind == "statement":
        return clean, clean
    return False, opened


def _in_ip_literal(uri: Uri, offset: int) -> bool:
    """Whether `offset` is inside a host written ``[...]``, which holds an
    IPv6 or IPvFuture address, where a ``%`` starts a zone ID (RFC 6874):
    an encoded character there is no equivalent (``https://[|`` encoded
    is ``https://[%7C``, then flagged as a zone separator)."""
    host = uri.component("host")
    return host is not None and host.start <= offset < host.end and uri.slice(host.start, host.start + 1) == "["


def _kind(uri: Uri, text: str, i: int, offset: int) -> FixKind:
    """A space inside a mangled triplet (``% 2C``, ``%2 C``) was a typo, not
    a character to encode: encoding it would freeze the typo, so the fix is
    a guess. A character a browser sends as written (``|``) or drops (a
    tab) is encoded by renderers only (see uri/browsers.py). In
    the host, encoding gives no equivalent name (external-secrets:
    ``https://<ID>.<REGION>.example.cloud``): a guess. So is a ``\\``:
    CommonMark renderers encode it, Python-Markdown keeps it and a browser
    reads it as "/" (``[x](transforms\\a.js)``, redux-toolkit), so
    "%5C" may change the link's target."""
    if text[i] in " \t" and (mangled_triplet(text, i - 1) or mangled_triplet(text, i - 2)):
        return FixKind.GUESS
    if text[i] == "\\":
        return FixKind.GUESS
    where = uri.component_at(offset)
    if where == "host":  # a host cannot hold it, encoded or not: no equivalent
        return FixKind.GUESS
    scheme = uri.literal("scheme")
    if not browsers.encodes(text[i], where, scheme[1] if scheme else None, uri.component("host") is not None):
        return FixKind.ENCODING_BROWSERS_KEEP
    return FixKind.ENCODING


def _shown(char: str) -> str:
    return _NAMES.get(char) or (f"control U+{ord(char):04X}" if ord(char) < 0x20 else f"'{char}'")
