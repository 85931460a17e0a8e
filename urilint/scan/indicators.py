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
``2024-03-12 AsyncRAT IOCS``), by a defanged URL in its text, or by its
format: a STIX 2 object, a MISP event, an OpenIOC document, a Zeek intel
file.
"""

from __future__ import annotations

from ..model import IDENTIFIER, UriSpan
from ..pattern_store import compiled_re

# Schemes written instead of http, https and ftp so that no program follows
# the link ("hXXps" too: compared in lowercase).
DEFANGED_SCHEMES = frozenset(("hxxp", "hxxps", "hxtp", "hxtps", "hxxxp", "hxxxps", "fxp", "fxps", "meow"))
# A dot or a colon put in brackets ("evil[.]example", "http[:]//").
DEFANGED_MARKS = ("[.]", "(.)", "{.}", "[dot]", "(dot)", "[:]")
# The same in running text, also where no URI was found ("hxxp[:]//...").
_DEFANGED_TEXT = r"(?i)\b(?:hxxps?|hxtps?|fxps?)(?:\[:\]|:)//|\w\[(?:\.|dot)\]\w|\w\(\.\)\w|\[:\]//|\[://\]"
# A file, or the folder holding it, named as an IOC list:
# "IOCs_August2021", "ioc.csv", "2024-03-12 ScreenConnect_AsyncRAT IOCS",
# "iocs/urls.txt" (not "ioctl", "iocage"; a folder further up may name a
# project of IOC tools, whose docs are no list).
_IOC_NAME = r"(?i)(?:\A|[^a-z])iocs?(?:[^a-z]|\Z)"
# Formats of recorded indicators: a STIX 2 object, a MISP event's attribute
# (to be matched by IDS: "to_ids"), an OpenIOC document, a Zeek intel file.
_STIX = r'"spec_version"\s*:\s*"2\.'
OPENIOC_NAMESPACE = "schemas.mandiant.com/2010/ioc"
_ZEEK_INTEL = r"(?m)^#fields\t(?:[^\n]*\t)?indicator\t"


def is_defanged(text: str, span: UriSpan) -> bool:
    """Whether the URI at `span` is defanged (by its scheme or a bracketed
    dot or colon): no URI."""
    colon = text.find(":", span.start, min(span.end, span.start + 8))
    if colon > span.start and text[span.start : colon].lower() in DEFANGED_SCHEMES:
        return True
    uri = text[span.start : span.end]
    if "[" not in uri and "(" not in uri and "{" not in uri:
        return False
    lowered = uri.lower()
    return any(mark in lowered for mark in DEFANGED_MARKS)


def records_indicators(text: str, filename: str, kind: str) -> bool:
    """Whether `text`, a file of type `kind` named `filename`, records
    indicators (see the module's docstring)."""
    folder, _, name = filename.replace("\\", "/").rpartition("/")
    ioc_name = compiled_re(_IOC_NAME)
    if ioc_name.search(name) is not None or ioc_name.search(folder.rpartition("/")[2]) is not None:
        return True
    if kind == "data" and '"spec_version"' in text and compiled_re(_STIX).search(text) is not None:
        return True
    if kind == "data" and '"to_ids"' in text and '"Attribute"' in text:
        return True
    if OPENIOC_NAMESPACE in text[:4096]:
        return True
    if kind == "text" and text.startswith("#") and compiled_re(_ZEEK_INTEL).search(text, 0, 4096) is not None:
        return True
    # Plain text only (IOC lists are .txt, .csv or no extension): a search
    # of every Markdown page or source file would cost every run.
    return kind == "text" and compiled_re(_DEFANGED_TEXT).search(text) is not None


def indicators(text: str, filename: str, kind: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans` without the defanged, each an identifier when the file
    records indicators."""
    kept = [span for span in spans if not is_defanged(text, span)]
    if len(kept) < len(spans) or (kept and records_indicators(text, filename, kind)):
        return [span._replace(context=IDENTIFIER) for span in kept]
    return kept
