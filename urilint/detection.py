"""Where a URI is a detection rule's value or pattern, which a detection
engine matches against logs, files or packets as written: a Sigma rule's
detection, a YARA rule's text string, a Semgrep rule's code pattern, a
Snort or Suricata rule's content (a rule file's line, or a Markdown block
fenced as the rule's language). A fix there changes what the rule finds.
"""

from __future__ import annotations

from .pattern_store import compiled_re
from .transcripts import fence_above

DETECTION = (
    "unsafe fix: a detection rule's value or pattern (Sigma's, YARA's, Semgrep's, Snort's), which is matched as written"
)
TRAFFIC_RULE = (
    "unsafe fix: a proxy's URL rule, a PAC file's glob or a server's redirect or map key, a pattern that request URLs are "
    "matched against as written"
)


def detection_value(text: str, start: int, line_start: int, kind: str, path: str) -> str | None:
    """Why the URI at `start` (on the line at `line_start`) of `text`, a
    file of type `kind` at `path`, is matched as written: a detection
    rule's value (DETECTION) or a proxy's URL rule (TRAFFIC_RULE); None
    otherwise. (A YARA file's strings: in_yara_string.)"""
    if (path.endswith((".yml", ".yaml")) and (
        _in_sigma_detection(text, start) or compiled_re(_SEMGREP_PATTERN).match(text, line_start, start) is not None
    )) or compiled_re(_IDS_RULE).match(text, line_start, start) is not None or (
        kind == "markdown" and _in_detection_fence(text, line_start, start)
    ):
        return DETECTION
    if (
        start - line_start <= RULE_REACH and any(text.find(mark, line_start, start) >= 0 for mark in _TRAFFIC_MARKS)
        and compiled_re(_TRAFFIC_RULE).match(text, line_start, start) is not None
    ) or (start == line_start and _in_rewrite_section(text, line_start)) or _redirect_source(text, start, line_start, path):
        return TRAFFIC_RULE
    return None


# What a web server compares a request's URL or header with as written
# (sweep 198): an nginx "if ($http_referer = ...)" operand or
# valid_referers' argument, Netlify's redirect source (a _redirects line's
# first field, netlify.toml's "from").
_NGINX_COMPARED = r"[ \t]*if[ \t]*\([ \t]*\$\w+[ \t]*!?[=~]\*?[ \t]*[\"']?\Z|[^\n]*\bvalid_referers[ \t][^\n]*\Z"
_NETLIFY_FROM = r"[ \t]*from[ \t]*=[ \t]*[\"']\Z"
_MAP_OPENED = r"[ \t]*map[ \t][^\n{]*\{[ \t]*\r?\n"


def _redirect_source(text: str, start: int, line_start: int, path: str) -> bool:
    """Whether the URI at `start` of the file at `path` is what a web server
    matches a request against (see _NGINX_COMPARED)."""
    name = path.rpartition("/")[2]
    if name == "_redirects":
        return not text[line_start:start].strip()
    if name == "netlify.toml":
        return compiled_re(_NETLIFY_FROM).match(text, line_start, start) is not None
    if not (path.endswith(".conf") or "nginx" in path) or start - line_start > RULE_REACH:
        return False
    return compiled_re(_NGINX_COMPARED).match(text, line_start, start) is not None or (
        compiled_re(r"[ \t]*[\"']?\Z").match(text, line_start, start) is not None and _in_map_block(text, line_start)
    )


def _in_map_block(text: str, line_start: int) -> bool:
    """Whether the line at `line_start` is a key of an nginx ``map`` block
    (the nearest "{" above it, within SECTION_REACH, opens a map)."""
    brace = text.rfind("{", max(0, line_start - SECTION_REACH), line_start)
    if brace < 0 or text.find("}", brace, line_start) >= 0:
        return False
    return compiled_re(_MAP_OPENED).match(text, text.rfind("\n", 0, brace) + 1) is not None


def in_yara_string(text: str, line_start: int, start: int) -> bool:
    """Whether `start` is in a YARA text string opened on its line."""
    return compiled_re(_YARA_STRING).search(text, line_start, start) is not None


# A Semgrep rule's code pattern on its key's line (semgrep matched the
# target before a fix of its "%7elegacy" and not after: sweep 74), and a
# YARA rule's text string (yara-python: no match after a fix).
_SEMGREP_PATTERN = r"[ \t]*(?:-[ \t]*)?pattern(?:-(?:inside|not|not-inside|either))?[ \t]*:[ \t]*[^\n|>]"
_YARA_STRING = r'\$\w*[ \t]*=[ \t]*"(?:[^"\\\n]|\\.)*\Z'  # "rule A { strings: $a = "...": the string still open
# A Snort or Suricata rule's line, a disabled one's too: its contents match
# a packet's or a buffer's bytes as written ("Contents match on bytes").
_IDS_RULE = (
    r"[ \t]*(?:#[ \t]*)?(?:alert|drop|pass|reject|rejectsrc|rejectdst|rejectboth|sdrop|log)[ \t]+\w+[ \t]+[^\n(]*?"
    r"(?:->|<>)[^\n(]*\("
)
# A proxy's URL rule, a regular expression matched against request URLs
# (Surge's, Clash's and Loon's URL-REGEX, Loon's script lines, Squid's
# url_regex acl), and a PAC
# file's shExpMatch glob (sweep 129: Node's RegExp matched a URL-REGEX rule
# before a fix of its "%2f" and not after; pacparser chose DIRECT after a
# fix of a shExpMatch pattern's "%7e").
_TRAFFIC_RULE = (
    r"""(?:[ \t]*(?:-[ \t]+)?["']?URL-REGEX,["']?|[^\n]*\burl_regex[ \t]+(?:-i[ \t]+)?|[ \t]*http-(?:request|response)[ \t]+"""
    r"""|[^\n]*\bshExpMatch[ \t]*\([^,\n]*,[ \t]*["'])\Z"""
)
_TRAFFIC_MARKS = ("URL-REGEX,", "url_regex", "http-re", "shExpMatch")  # looked for first (most lines hold none)
RULE_REACH = 400  # a rule's URI stands this near its line's start (a minified line is not read per URI)
# The sections of Surge's, Loon's and Quantumult X's configs and modules
# whose lines start with a regular expression matched against request URLs.
_REWRITE_SECTION = r"\[(?:URL Rewrite|Header Rewrite|Body Rewrite|Map Local|Rewrite|rewrite_local|rewrite_remote)\][ \t]*\r?\n"
SECTION_REACH = 20_000


def _in_rewrite_section(text: str, line_start: int) -> bool:
    """Whether the line at `line_start` is in a rewrite section (the
    nearest section header above it, within SECTION_REACH)."""
    header = text.rfind("\n[", max(0, line_start - SECTION_REACH), line_start)
    at = header + 1 if header >= 0 else 0 if line_start < SECTION_REACH and text.startswith("[") else -1
    return at >= 0 and compiled_re(_REWRITE_SECTION).match(text, at) is not None


# A Markdown fence of a detection rule's language (a threat report's YARA
# rule: yara-python matched it before a fix and nothing after, sweep 96).
_DETECTION_FENCE = r"[ \t]{0,3}(?:`{3,}|~{3,})[ \t]*\{?\.?(?:yara|yar|sigma|snort|suricata)\b"


def _in_detection_fence(text: str, line_start: int, start: int) -> bool:
    """Whether the line at `line_start` is in a Markdown block fenced as a
    detection rule, and `start` in one of its strings: a YARA rule's
    (its meta's "reference" is a link), a Sigma rule's detection."""
    if not (in_yara_string(text, line_start, start) or _in_sigma_detection(text, start)):
        return False  # (looked at first: the fence is looked for up to 20,000 characters back)
    fence_line = fence_above(text, line_start)
    return fence_line is not None and compiled_re(_DETECTION_FENCE).match(text, fence_line) is not None


# A Sigma rule's detection: its values are what a log holds, matched as
# written (case aside) by every backend: a keyword, a field's value, its
# |contains or |startswith part (sweep 70: SigmaHQ's ProxyLogon rule
# matched its log line before a fix of 'http://f/<script', none after,
# with pySigma's SQLite backend). Its references keep their fixes. Looked
# for within SIGMA_REACH characters before the URI, where a rule's
# "logsource:" stands before its "detection:".
SIGMA_REACH = 4000


def _in_sigma_detection(text: str, start: int) -> bool:
    """Whether `start` lies in the detection block of a Sigma rule: after
    a top-level "detection:" line that a "logsource:" one precedes, with
    no other top-level line between."""
    detection = text.rfind("\ndetection:", max(0, start - SIGMA_REACH), start)
    if detection < 0 or compiled_re(r"\n[^\s#]").search(text, detection + 1, start) is not None:
        return False
    logsource = max(0, detection - SIGMA_REACH)
    return text.find("\nlogsource:", logsource, detection) >= 0 or (logsource == 0 and text.startswith("logsource:"))
