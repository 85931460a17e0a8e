r"""An independent, deliberately conservative URI problem finder: the yardstick of recall.py.

It shares no code with urilint (no import of urilint, its scanners or its
rules) and is written from RFC 3986 section 2 (and RFC 6874 for IPv6 zones)
alone. Its job is to be *right* about what it reports, not to be complete: a
recall figure is only meaningful if (almost) every problem it finds is one a
careful reader would call a problem. So it looks at few places, ends URIs
early, and drops anything that may be template syntax.

What counts as a URI (per line; nothing spans lines):

* ``bare``: an absolute URI ``https?|ftp|ftps|sftp|wss?|file`` + ``://``
  anywhere in any text file. It ends at whitespace, at ``" ' < >`` and the
  backtick, at ``\ ^ |`` (in running text these are delimiters of the
  surrounding syntax: sed, JSDoc, tables, escapes), at the first ``)`` or
  ``]`` without an opening partner in the URI, at a non-ASCII punctuation,
  symbol, space or format character, and at a run of non-ASCII letters that
  no ASCII URI character follows (``https://host:1234에서`` ends at ``4``;
  ``/wiki/Lempel–Ziv`` keeps going). Trailing ``. , : ; ! ? * _ ~ '`` are
  dropped (GFM's autolink rule). Inside a bare URI only ``%``-problems and
  the non-ASCII characters kept by these rules are checked: every raw ASCII
  delimiter has already ended it.
* ``quoted``: in code and data files, a string literal (``"…"``, ``'…'``,
  backtick) on one line whose whole content is one absolute URI without
  whitespace. Its content is checked in full (``< > " ^ |`` … are raw
  problems), except that a literal holding a ``\`` is skipped (escape
  processing would change its value).
* ``attribute``: in HTML-like files and Markdown, a quoted ``href``/``src``
  value of a tag that opens on the same line (``<a … href="…">``); checked in
  full, a space included.
* ``destination``: in Markdown, an inline link destination ``](…)`` without
  spaces, parentheses or ``<``, outside fenced code blocks and code spans, and
  a reference definition ``[x]: dest``.

Dropped entirely: any candidate containing ``{`` ``}`` ``<%`` ``%>`` or
``$(`` (templates: Jinja, Liquid, Go, JS, RFC 6570, shell), a ``<name>``
placeholder (``http://<host>:9090``), a ``javascript:``/``data:`` destination,
a quoted candidate that looks like a regular expression (``[a-z]``, ``]+``,
``)$``, ``(?``), a candidate that starts inside a ``{{ }}``/``{% %}``
expression opened earlier on the line (``printf "https://x/%s"`` in a Hugo
template); lines over 1,000 characters (minified code, source maps), files
over 1 MB, files with a NUL byte in their first 8 KB and files that are not
UTF-8. In Markdown destinations a backslash before ASCII punctuation is a
CommonMark escape, not a raw ``\``. Extension-less ``Vagrantfile``,
``Rakefile``, ``Dockerfile``... are code.

Checks on a candidate (the rule codes urilint uses for the same problem):

* URI001 a percent triplet with lowercase hex (``%2f``), unless URI002 applies;
* URI002 a triplet encoding an unreserved character (``%7E``, ``%41``), except
  ``%2D`` inside a ``:~:text=`` fragment directive, where the spec requires it;
* URI003 ``%25`` followed by two hex digits, outside an IPv6 literal;
* URI004 a raw ``space " < > \ ^ ` | `` or a C0 control/DEL (delimited
  candidates only, see above);
* URI005 a raw non-ASCII character;
* URI006 a ``%`` not followed by two hex digits (inside ``[...]`` a zone
  separator other than ``%25``); in code files a printf/strftime conversion
  (``%s``, ``%-5d``, ``%(name)s``, ``%Y``) is template syntax and skipped;
* URI007 a maximal run of triplets whose octets are not valid UTF-8.

Reported outside urilint's documented scope, and therefore kept apart from
the headline recall (class ``scope:...``): raw ``[`` or ``]`` outside the host
(RFC 3986 allows them only in an IP literal).
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from typing import Iterator, List, NamedTuple, Optional, Tuple

CODE_EXT = {
    ".py", ".pyi", ".pyx", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".go", ".rs", ".rb", ".java",
    ".kt", ".c", ".h", ".cc", ".cpp", ".hpp", ".cs", ".php", ".sh", ".bash", ".zsh", ".swift", ".scala",
    ".lua", ".pl", ".r", ".vue", ".svelte", ".css", ".scss", ".sass", ".less", ".tf", ".hcl", ".j2",
}
DATA_EXT = {".json", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".env", ".ipynb", ".csv", ".properties"}
HTML_EXT = {".html", ".htm", ".xhtml", ".xml", ".svg", ".jinja", ".jinja2", ".njk", ".liquid", ".hbs", ".vue", ".svelte"}
MD_EXT = {".md", ".markdown", ".mdx", ".mdown", ".mkdn"}
MAX_LINE = 1000
MAX_FILE = 1_000_000

SCHEME = r"(?<![A-Za-z0-9+.-])(?:https?|ftps?|sftp|wss?|file)://"
BARE = re.compile(SCHEME + r"[^\s\"'<>`]*", re.I)
QUOTED = re.compile(r"([\"'`])(" + SCHEME + r"[^\s\"'`]*)\1", re.I)
ATTRIBUTE = re.compile(r"<[A-Za-z][\w:-]*\s[^<>]*?\b(?:href|src)\s*=\s*(\"[^\"]*\"|'[^']*')", re.I)
DESTINATION = re.compile(r"\]\(([^\s()<>]+)\)")
REFDEF = re.compile(r"^ {0,3}\[[^\]]+\]:\s+([^\s<>]+)\s*$")
FENCE = re.compile(r"^ {0,3}(```+|~~~+)")
TEMPLATE = re.compile(r"[{}]|<%|%>|\$\(")
TRIPLET = re.compile(r"%([0-9A-Fa-f]{2})")
PRINTF = re.compile(r"%(?:\(\w+\))?[-+ #0']*(?:\d+\$)?\d*(?:\.\d+)?[a-zA-Z%]")
UNRESERVED = set(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
RAW_BAD = set(' "<>\\^`|') | {chr(c) for c in range(0x20)} | {"\x7f"}
TRAILING = ".,:;!?*_~'"
CODE_NAMES = {"vagrantfile", "rakefile", "gemfile", "dockerfile", "makefile", "jenkinsfile", "brewfile", "podfile"}
PLACEHOLDER = re.compile(r"<[A-Za-z][^<>]*>")
REGEX_LIKE = re.compile(r"\[[^\]]*-[^\]]*\]|\][+*]|\)\$|\(\?|^\^")
NOT_URI = re.compile(r"(?:javascript|data|vbscript):", re.I)
ESCAPABLE = set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")


class Problem(NamedTuple):
    """One problem: where, which rule, in what kind of candidate, and why."""

    line: int
    rule: str
    context: str  # bare, quoted, attribute, destination
    detail: str  # the offending text (a character, a triplet, a run)
    uri: str


def kind_of(path: Path) -> str:
    """code, data, html, markdown or text, from the file name."""
    ext = path.suffix.lower()
    if path.name.lower() in CODE_NAMES:
        return "code"
    if ext in MD_EXT:
        return "markdown"
    if ext in HTML_EXT:
        return "html"
    if ext in CODE_EXT:
        return "code"
    if ext in DATA_EXT:
        return "data"
    return "text"


def read_text(path: Path) -> Optional[str]:
    """The file as text, or None when it is large, binary or not UTF-8."""
    try:
        if path.stat().st_size > MAX_FILE:
            return None
        data = path.read_bytes()
    except OSError:
        return None
    if b"\x00" in data[:8192]:
        return None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None


def trim_bare(text: str) -> str:
    """Cut a bare candidate where the surrounding text takes over (see module doc)."""
    depth = {"(": 0, "[": 0}
    for i, ch in enumerate(text):
        if ch in "\\^|":
            text = text[:i]
            break
        if ch in "([":
            depth[ch] += 1
        elif ch in ")]":
            opener = "(" if ch == ")" else "["
            if depth[opener] == 0:
                text = text[:i]
                break
            depth[opener] -= 1
        elif ord(ch) > 127:
            cat = unicodedata.category(ch)
            if cat[0] not in "LMN" and cat != "Pd":
                text = text[:i]
                break
            rest = text[i:]
            j = 0
            while j < len(rest) and (ord(rest[j]) > 127 and unicodedata.category(rest[j])[0] in "LMN" or unicodedata.category(rest[j]) == "Pd"):
                j += 1
            if j == len(rest) or not re.match(r"[A-Za-z0-9/_.~%=&#?+-]", rest[j]) or rest[j:].rstrip(TRAILING) == "":
                text = text[:i]
                break
    return text.rstrip(TRAILING)


def host_span(uri: str) -> Tuple[int, int]:
    """The [start, end) of the authority's host in an absolute URI (0, 0 if none)."""
    m = re.match(r"[A-Za-z][A-Za-z0-9+.-]*://([^/?#]*)", uri)
    if not m:
        return 0, 0
    start, end = m.start(1), m.end(1)
    at = uri.rfind("@", start, end)
    return (at + 1 if at >= 0 else start), end


def check(uri: str, context: str, kind: str, line: int) -> Iterator[Problem]:
    """The problems of one candidate URI (see the module doc for each rule)."""
    delimited = context != "bare"
    h0, h1 = host_span(uri)
    literal = uri[h0:h1].startswith("[")
    zone = (h0, h1) if literal else (0, 0)
    text_directive = uri.find(":~:text=")
    escaped = set()
    if context == "destination":  # CommonMark: a backslash before ASCII punctuation is an escape
        i = 0
        while i < len(uri) - 1:
            if uri[i] == "\\" and uri[i + 1] in ESCAPABLE:
                escaped.update((i, i + 1))
                i += 2
            else:
                i += 1
    for m in TRIPLET.finditer(uri):
        if zone[0] <= m.start() < zone[1]:
            continue
        byte = int(m.group(1), 16)
        if byte in UNRESERVED:
            if not (byte == 0x2D and 0 <= text_directive < m.start()):
                yield Problem(line, "URI002", context, m.group(0), uri)
        elif m.group(1) != m.group(1).upper():
            yield Problem(line, "URI001", context, m.group(0), uri)
        if byte == 0x25 and re.match(r"[0-9A-Fa-f]{2}", uri[m.end():m.end() + 2]):
            yield Problem(line, "URI003", context, uri[m.start():m.end() + 2], uri)
    for i, ch in enumerate(uri):
        if i in escaped:
            continue
        if ch == "%" and not re.match(r"[0-9A-Fa-f]{2}", uri[i + 1:i + 3]):
            if zone[0] <= i < zone[1]:
                yield Problem(line, "URI006", context, "zone " + uri[i:i + 3], uri)
            elif kind == "code" and PRINTF.match(uri, i):
                continue
            else:
                yield Problem(line, "URI006", context, uri[i:i + 3], uri)
        elif ord(ch) > 127:
            yield Problem(line, "URI005", context, ch, uri)
        elif delimited and ch in RAW_BAD:
            yield Problem(line, "URI004", context, ch, uri)
        elif delimited and ch in "[]" and not (h0 <= i < h1 and literal):
            yield Problem(line, "scope:URI004-gen-delim", context, ch, uri)
    for run in re.finditer(r"(?:%[0-9A-Fa-f]{2})+", uri):
        if zone[0] <= run.start() < zone[1]:
            continue
        octets = bytes(int(t, 16) for t in TRIPLET.findall(run.group(0)))
        try:
            octets.decode("utf-8")
        except UnicodeDecodeError:
            yield Problem(line, "URI007", context, run.group(0), uri)


def dropped(uri: str, context: str) -> bool:
    """True for a candidate the yardstick will not judge (template, placeholder, regex, script)."""
    if TEMPLATE.search(uri) or PLACEHOLDER.search(uri) or NOT_URI.match(uri):
        return True
    return context == "quoted" and bool(REGEX_LIKE.search(uri))


def inside_template(line: str, pos: int) -> bool:
    """True when `pos` lies inside a {{ }} or {% %} expression opened earlier on the line."""
    for opener, closer in (("{{", "}}"), ("{%", "%}")):
        before = line.rfind(opener, 0, pos)
        if before >= 0 and line.find(closer, before, pos) < 0:
            return True
    return False


def candidates(text: str, kind: str) -> Iterator[Tuple[int, str, str]]:
    """(line, context, uri) for every candidate URI in a file's text."""
    fenced = ""
    for number, line in enumerate(text.splitlines(), 1):
        if len(line) > MAX_LINE:
            continue
        if kind == "markdown":
            m = FENCE.match(line)
            if m and (not fenced or m.group(1)[0] == fenced[0] and len(m.group(1)) >= len(fenced)):
                fenced = "" if fenced else m.group(1)
                continue
        taken: List[Tuple[int, int]] = []
        delimited = []
        if kind in ("code", "data"):
            delimited += [(m.start(2), m.end(2), "quoted") for m in QUOTED.finditer(line) if "\\" not in m.group(2)]
        if kind in ("html", "markdown"):
            for m in ATTRIBUTE.finditer(line):
                value = m.group(1)[1:-1]
                if re.match(r"(?:" + SCHEME + r"|/)", value, re.I) and value.strip() == value:
                    delimited.append((m.start(1) + 1, m.end(1) - 1, "attribute"))
        if kind == "markdown" and not fenced:
            spans = [m for m in DESTINATION.finditer(line) if line[: m.start()].count("`") % 2 == 0]
            delimited += [(m.start(1), m.end(1), "destination") for m in spans]
            ref = REFDEF.match(line)
            if ref:
                delimited.append((ref.start(1), ref.end(1), "destination"))
        for start, end, context in delimited:
            uri = line[start:end]
            if uri and not dropped(uri, context) and not inside_template(line, start):
                taken.append((start, end))
                yield number, context, uri
        for m in BARE.finditer(line):
            if any(s <= m.start() < e for s, e in taken) or dropped(m.group(0), "bare") or inside_template(line, m.start()):
                continue
            uri = trim_bare(m.group(0))
            if "://" in uri and len(uri) > uri.index("://") + 3:
                yield number, "bare", uri


def problems(path: Path) -> List[Problem]:
    """Every problem the yardstick finds in one file (empty when the file is skipped)."""
    text = read_text(path)
    if text is None:
        return []
    kind = kind_of(path)
    return [p for line, context, uri in candidates(text, kind) for p in check(uri, context, kind, line)]
