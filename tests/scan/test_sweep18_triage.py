"""Findings and fixes that were wrong on sweep 18 (2026-11-26, 66 public
repositories of kinds not tested before: Play's Twirl templates, Ant builds
and xdocs with a DOCTYPE internal subset, gettext catalogs, validator logs,
Vala, PlantUML, among BibTeX, R, Solidity, Mermaid, TEI and others that
were clean). Exact findings and exact --fix / --fix --unsafe-fixes bytes,
with the neighbouring shapes that keep theirs. Report and repros:
/work/sweep18 (not in the repo)."""

from __future__ import annotations

import pytest

from helpers import assert_triaged
from urilint.excludes import DEFAULT_EXCLUDE, exclude_matchers

TWIRL = (
    "@(title: String)(content: Html)\n"
    "<link rel=\"stylesheet\" href='@routes.Assets.versioned(\"stylesheets/main.css\")'>\n"
    '<a href="@link(currentPage.getPageIndex + 1, null)">Next</a>\n'
    '<a href="@{link.format(name, line)}">@name</a>\n'
    '<a href="https://e.com/%7e/@routes.Docs.page("a b")">d</a>\n'
)
ANT = (
    '<?xml version="1.0"?>\n<!DOCTYPE project [\n  <!ENTITY common SYSTEM "common.xml">\n'
    '  <!-- a "quoted" ] in a comment -->\n]>\n<project name="app" default="dist">\n  &common;\n'
    '  <zipfileset src="lib/third party/json.jar"/>\n</project>\n'
)
GETTEXT = (
    "# Fonte: https://pt.wikipedia.org/wiki/Dinar_sérvio\n"
    'msgid "See https://e.org/%7e"\nmsgstr "Voir https://гном.срб/%7e"\n\n'
    'msgid ""\n"Long: https://e.org/%7e"\nmsgstr ""\n"Long: https://e.org/%7e"\n'
)
PLANTUML = (
    '@startuml\nAddContainerTag("app", $sprite="img:https://plantuml.com/logo3.png{scale=0.3}")\n'
    "Alice -> Bob : [[https://example.com/a%7e{tooltip text} label]]\n@enduml\n"
)

CASES = [
    # D1: Play's Twirl templates call Scala in attribute values, as Razor
    # does: "%22" and "%20" there broke the compiled template (play-samples,
    # playframework). A URI around a call keeps its own findings; the same
    # bytes in a plain .html file are HTML's.
    pytest.param(TWIRL, "app/views/main.scala.html", [(5, 24, "URI002")],
                 TWIRL.replace("%7e", "~"), TWIRL.replace("%7e", "~"), id="twirl-calls-are-code"),
    pytest.param("<link href='@routes.Assets.versioned(\"main.css\")'>\n", "app/views/main.html", [(1, 38, "URI004")],
                 "<link href='@routes.Assets.versioned(%22main.css%22)'>\n",
                 "<link href='@routes.Assets.versioned(%22main.css%22)'>\n", id="twirl-shape-in-plain-html"),
    # D3: a DOCTYPE internal subset (entity declarations, a comment holding
    # "]" and a quote) hid the root element, so an Ant build was read as
    # HTML and its file path got "%20"; an HTML root behind one still is.
    pytest.param(ANT, "build.xml", [], None, None, id="doctype-subset-ant-root"),
    pytest.param('<!DOCTYPE html [ <!ENTITY nbsp "&#160;"> ]>\n<html><body><a href="/a b/">x</a></body></html>\n',
                 "page.xml", [(2, 24, "URI004")],
                 '<!DOCTYPE html [ <!ENTITY nbsp "&#160;"> ]>\n<html><body><a href="/a%20b/">x</a></body></html>\n',
                 '<!DOCTYPE html [ <!ENTITY nbsp "&#160;"> ]>\n<html><body><a href="/a%20b/">x</a></body></html>\n',
                 id="doctype-subset-html-root"),
    # F9: a gettext catalog is text shown to people (raw non-ASCII allowed,
    # as in a document: gnome-calculator, trac); a msgid is the key the
    # program looks its translation up by, byte for byte: no safe fix.
    pytest.param(GETTEXT, "po/sr.po", [(2, 26, "URI002"), (3, 31, "URI002"), (6, 22, "URI002"), (8, 22, "URI002")],
                 GETTEXT.replace("срб/%7e", "срб/~").replace('"Long: https://e.org/%7e"\n', '"Long: https://e.org/~"\n', 2)
                 .replace('msgid ""\n"Long: https://e.org/~"', 'msgid ""\n"Long: https://e.org/%7e"'),
                 GETTEXT.replace("%7e", "~"), id="gettext-catalog"),
    # F11: Vala's printf formats (gnome-calculator); a real escape still counts.
    pytest.param('string u () { return "https://www.bankofcanada.ca/valet/observations/%s/xml?recent=1".printf (n); }\n'
                 'var v = "https://e.org/a%7e";\n', "lib/boc-provider.vala", [(2, 25, "URI002")],
                 'string u () { return "https://www.bankofcanada.ca/valet/observations/%s/xml?recent=1".printf (n); }\n'
                 'var v = "https://e.org/a~";\n',
                 'string u () { return "https://www.bankofcanada.ca/valet/observations/%s/xml?recent=1".printf (n); }\n'
                 'var v = "https://e.org/a~";\n', id="vala-printf"),
    # F8: PlantUML's options after a URL (C4-PlantUML's sprites).
    pytest.param(PLANTUML, "c4.puml", [(3, 39, "URI002")], PLANTUML.replace("%7e", "~"), PLANTUML.replace("%7e", "~"),
                 id="plantuml-options"),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep18_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


@pytest.mark.parametrize("name", ["detest_xml_relaxng.log", "02-annotations.tlg"])
def test_logs_are_excluded_by_default(name: str) -> None:
    """F3, F4: a committed log is a test's expected output (TEI's validator
    logs, l3build's .tlg), which a fix breaks; a log is no source."""
    assert exclude_matchers(DEFAULT_EXCLUDE)[1](name)
    assert not exclude_matchers(DEFAULT_EXCLUDE)[1]("logo.svg")
