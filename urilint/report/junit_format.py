"""JUnit XML: one test suite per file with findings, one failed test case per
finding; a single passing case when nothing was found (CI dashboards show
an empty report as "no tests")."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET
from typing import Any, TextIO

import regex

from ..model import FileResult
from . import located

# Characters XML 1.0 cannot carry even escaped (C0 controls but tab, LF, CR;
# surrogates; U+FFFE/U+FFFF). One character class: no backtracking.
NOT_XML = regex.compile(r"[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml_safe(text: str) -> str:
    return NOT_XML.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100 else f"\\u{ord(m.group()):04x}", text)


def report(results: list[FileResult], out: TextIO, context: dict[str, Any]) -> None:
    root = ET.Element("testsuites", name="urilint")
    total = 0
    for path, group in itertools.groupby(located(results), key=lambda loc: loc.path):
        locs = list(group)
        total += len(locs)
        suite = ET.SubElement(root, "testsuite", name=_xml_safe(path), tests=str(len(locs)), failures=str(len(locs)), errors="0")
        for loc in locs:
            f = loc.finding
            case = ET.SubElement(suite, "testcase", name=f"{f.code} at {loc.line}:{loc.column}",
                                 classname=_xml_safe(path), file=_xml_safe(path), line=str(loc.line))
            failure = ET.SubElement(case, "failure", message=_xml_safe(f.message), type=f.code)
            failure.text = _xml_safe(f"{path}:{loc.line}:{loc.column}: {f.code} {f.message}")
    if not total:
        suite = ET.SubElement(root, "testsuite", name="urilint", tests="1", failures="0", errors="0")
        ET.SubElement(suite, "testcase", name="no findings", classname="urilint")
    root.set("tests", str(max(total, 1)))
    root.set("failures", str(total))
    ET.indent(root)
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write(ET.tostring(root, encoding="unicode"))
    out.write("\n")
