"""Threat intelligence: indicators of compromise, matched as written.

A defanged URL (``hxxp://evil[.]example/a``, ``https://evil[dot]example``)
is written so that nothing follows it or reads it as a link: it is no
URI, and none is reported in it (sweep 96: "P.O%5FFwd" in Unit 42's
``hxxps://www.icloud[.]com/...`` was decoded, as if it were a link).

A file that records indicators holds URLs that analysts and programs
match byte for byte: grep -F over a proxy log, Zeek's intel table, a STIX
indicator's pattern beside its name, an IOC extractor. Its URIs are
identifiers (model.IDENTIFIER: no fix is safe). Sweep 96, each proven on
the real file: a fixed line of executemalware/Malware-IOCs no longer
matched the base64 evidence beside it, iocextract read 6 of its 14 URLs
differently, and a TweetFeed STIX indicator's name no longer matched its
own pattern. Such a file is told by its name (an IOC list: ``IOCs.txt``,
``2024-03-12 AsyncRAT IOCS``), by a defanged URL found among its URIs
in a plain-text or data file (a search of every text for one cost more
than the rest of a run), or by its format: a STIX 2 object, a MISP event,
an OpenIOC document, a Zeek intel file, a feed's table of typed values
tagged as threats or its JSON lookups of sighted URLs.
"""

from __future__ import annotations

from ..model import IDENTIFIER, UriSpan
from ..pattern_store import compiled_re

# Schemes written instead of http, https and ftp so that no program follows
# the link ("hXXps" too: compared in lowercase).
DEFANGED_SCHEMES = frozenset(("hxxp", "hxxps", "hxtp", "hxtps", "hxxxp", "hxxxps", "fxp", "fxps", "meow"))
# How a defanged scheme starts, as written (then compared in lowercase).
_DEFANGED_STARTS = ("hxx", "hXX", "hxt", "HXX", "fxp", "FXP", "fXp", "meow", "MEOW")
# One anchored look at each URI: such a start, or a bracket in it (a
# bullet is looked for only in a text that holds one: a class of two
# characters made this look at every URI twice as slow).
_SUSPECT = "(?:" + "|".join(_DEFANGED_STARTS) + r")|[^\[]*\["
# A bullet for a dot ("https://www•nrk.no/"): a filter list's comments
# (DandelionSprout's, sweep 199: 78 findings of a host label "www•nrk").
_BULLET_DOT = r"[A-Za-z][A-Za-z0-9+.-]*://[^/?#\s]*\w\u2022\w"  # in the host, where a dot belongs (sweep 203)
# A dot or a colon put in brackets ("evil[.]example", "http[:]//"). (Not
# "(.)", rarer, and looked for only at a cost to every URI.)
DEFANGED_MARKS = ("[.]", "[dot]", "[:]")
# A file, or the folder holding it, named as an IOC list:
# "IOCs_August2021", "ioc.csv", "2024-03-12 ScreenConnect_AsyncRAT IOCS",
# "iocs/urls.txt" (not "ioctl", "iocage"; a folder further up may name a
# project of IOC tools, whose docs are no list).
_IOC_NAME = r"(?i)(?:\A|[^a-z])iocs?(?:[^a-z]|\Z)"  # searched in "folder/name"
# Formats of recorded indicators: a STIX 2 object, a MISP event's attribute
# (to be matched by IDS: "to_ids"), an OpenIOC document, a Zeek intel file.
_STIX = r'"spec_version"\s*:\s*"2\.'
OPENIOC_NAMESPACE = "schemas.mandiant.com/2010/ioc"
_ZEEK_INTEL = r"(?m)^#fields\t(?:[^\n]*\t)?indicator\t"
# A feed's table that names each value's type, and its lookups by value
# with first and last sightings (TweetFeed's "date,user,url,https://...,
# #phishing,..." rows and lookup/*.json: sweep 149, 453 safe hunks rewrote
# observed URLs, and a join of the fixed rows with the feed's found none).
_TYPED_ROW = r",(?:url|domain|ip|md5|sha1|sha256),[^\n]*#(?:phishing|malware|scam|ioc)\b"
_SIGHTED = r'"first_seen"\s*:[^\n]{0,4096}?"type"\s*:\s*"url"|"type"\s*:\s*"url"[^\n]{0,4096}?"first_seen"\s*:'
HEAD = 4096


# The kinds IOC lists and feeds are kept in (.txt, .csv, no extension; JSON):
# a defanged URL there makes the file one. Elsewhere it is only dropped
# (a README's code span or an nginx rule may hold a regex's "github[.]com").
LIST_KINDS = frozenset(("text", "data"))


def is_defanged(text: str, span: UriSpan) -> bool:
    """Whether the URI at `span` is defanged (by its scheme, a bracketed
    dot or colon, or a bullet for a dot): no URI."""
    start, end = span.start, span.end
    if text.startswith(_DEFANGED_STARTS, start):
        colon = text.find(":", start, min(end, start + 8))
        if colon > start and text[start:colon].lower() in DEFANGED_SCHEMES:
            return True
    if text.find("\u2022", start, end) >= 0 and compiled_re(_BULLET_DOT).match(text, start, end) is not None:
        return True
    if text.find("[", start, end) < 0:
        return False
    lowered = text[start:end].lower()
    return any(mark in lowered for mark in DEFANGED_MARKS)


def records_indicators(text: str, filename: str, kind: str) -> bool:
    """Whether `text`, a file of type `kind` named `filename`, records
    indicators (see the module's docstring)."""
    path = filename.replace("\\", "/")
    last_two = path[path.rfind("/", 0, path.rfind("/")) + 1 :]  # the file's name and its folder's
    if "ioc" in last_two.lower() and compiled_re(_IOC_NAME).search(last_two) is not None:
        return True
    if kind == "data":
        return ('"spec_version"' in text and compiled_re(_STIX).search(text) is not None) or (
            '"to_ids"' in text and '"Attribute"' in text
        ) or (text.find('"first_seen"', 0, HEAD) >= 0 and compiled_re(_SIGHTED).search(text, 0, HEAD) is not None)
    if kind == "text" and text.find("#", 0, HEAD) >= 0 and compiled_re(_TYPED_ROW).search(text, 0, HEAD) is not None:
        return True
    if kind == "html" or path.endswith(".ioc"):
        return OPENIOC_NAMESPACE in text[:4096]
    return kind == "text" and text.startswith("#") and compiled_re(_ZEEK_INTEL).search(text, 0, 4096) is not None


def indicators(text: str, filename: str, kind: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans` without the defanged, each an identifier when the file
    records indicators."""
    suspect = compiled_re(_SUSPECT).match  # this runs for every URI: one look each first
    if "\u2022" in text:
        suspects = [
            span for span in spans if suspect(text, span[0], span[1]) is not None or text.find("\u2022", span[0], span[1]) >= 0
        ]
    else:
        suspects = [span for span in spans if suspect(text, span[0], span[1]) is not None]
    defanged = {id(span) for span in suspects if is_defanged(text, span)} if suspects else set()
    if (defanged and kind in LIST_KINDS) or records_indicators(text, filename, kind):
        return [span._replace(context=IDENTIFIER) for span in spans if id(span) not in defanged]
    return [span for span in spans if id(span) not in defanged] if defanged else spans
