"""JUnit XML: one test suite per file with findings, one failed test case per
finding; a single passing case when nothing was found (CI dashboards show
an empty report as "no tests")."""

from __future__ import annotations

import itertools
from collections import Counter
import xml.etree.ElementTree as ET

from ..model import FileResult
from ..pattern_store import compiled
from . import located

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, TextIO

# Characters XML 1.0 cannot carry even escaped (C0 controls but tab, LF, CR;
# surrogates; U+FFFE/U+FFFF). One character class: no backtracking.
NOT_XML = compiled(r"[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml_safe(text: str) -> str:
    return NOT_XML.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100 else f"\\u{ord(m.group()):04x}", text)


def report(results: list[FileResult], out: TextIO, context: dict[str, Any]) -> None:
    """What ET.indent and ET.tostring make of the whole tree, written one
    test case at a time (a tree of every finding needs memory for all)."""
    per_path: Counter[str] = Counter()
    for result in results:
        per_path[result.path] += len(result.findings)
    total = sum(per_path.values())
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    root = ET.Element("testsuites", name="urilint", tests=str(max(total, 1)), failures=str(total))
    out.write(_start(root))
    if not total:
        suite = ET.Element("testsuite", name="urilint", tests="1", failures="0", errors="0")
        ET.SubElement(suite, "testcase", name="no findings", classname="urilint")
        ET.indent(suite, level=1)
        out.write("\n  " + ET.tostring(suite, encoding="unicode").rstrip(" \n"))
    for path, group in itertools.groupby(located(results), key=lambda loc: loc.path):
        count = str(per_path[path])
        out.write("\n  " + _start(ET.Element("testsuite", name=_xml_safe(path), tests=count, failures=count, errors="0")))
        for loc in group:
            f = loc.finding
            case = ET.Element("testcase", name=f"{f.code} at {loc.line}:{loc.column}",
                              classname=_xml_safe(path), file=_xml_safe(path), line=str(loc.line))
            failure = ET.SubElement(case, "failure", message=_xml_safe(f.message), type=f.code)
            failure.text = _xml_safe(f"{path}:{loc.line}:{loc.column}: {f.code} {f.message}")
            ET.indent(case, level=2)
            out.write("\n    " + ET.tostring(case, encoding="unicode"))
        out.write("\n  </testsuite>")
    out.write("\n</testsuites>\n")


def _start(element: ET.Element) -> str:
    """The start tag of `element`, attributes escaped by ElementTree."""
    element.text = "\x01"
    return ET.tostring(element, encoding="unicode").split("\x01", 1)[0]
