"""Findings and fixes that were wrong on sweeps 45-48 (2026-11-27:
localization and translated docs; front-end source; schemas, API specs and
reference docs; a broad mix of popular repositories). Real instances:
curl/trurl's tests.json (10 of its 213 tests failed after a fix of an
expected hex case), square/okhttp's src/jvmTest/resources URL test data (3
inputs no longer gave their expected path in node's WHATWG URL),
SchemaStore's ``<webhook.id>`` examples. The others were proven with the
consumer on files of the real form: msgfmt and Python's gettext, msgmerge,
python-jsonschema, ElementTree, Wine's cmd.exe. Evidence in
/work/sweep45-48/repro, not in the repo."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# trurl's tests.json: each case's command line and its expected output.
TRURL = '[{"input": {"arguments": ["https://e.org/%2f"]}, "expected": {"stdout": "https://e.org/%2f\\n"}}]\n'
# okhttp: the web platform's URL tests, input then expected parts (the
# input alone is read as a URI).
URLTESTDATA = "http://www/foo%2Ehtml  s:http h:www p:/foo%2Ehtml\n"
# JSON Schema: $dynamicRef names a schema by its $id, $schema the dialect
# (python-jsonschema: "Unresolvable" after the fix), in JSON and YAML.
SCHEMA_JSON = '{"a": {"$dynamicRef": "https://e.com/%7Euser/a.json"}, "$schema": "https://e.com/%7eschema"}\n'
SCHEMA_YAML = "$schema: https://json-schema.org/draft/2020-12/schema\n$id: https://e.com/%7Euser/user.yaml\n"
# A placeholder with a dot in a schema's examples (SchemaStore's monika).
WEBHOOK = '{"examples": ["https://discord.com/api/webhook/<webhook.id>/<webhook.token>"]}\n'
# A namespace name in SVG (Namespaces in XML 2.3: "%7ewilbur" and "~wilbur" differ).
SVG = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:my="http://e.org/%7ewilbur/ns"><my:m/></svg>\n'
# cmd.exe reads "%7e" as the parameter %7 and an "e" (Wine: "/ejdoe/").
BATCH = '@echo off\ncurl -o t.zip "https://e.com/%7ejdoe/dl%2ftool.zip"\n'
# gettext: the source's string is the catalog's key; a flagged msgstr's
# directives must match the msgid's; obsolete and previous keys.
PYTHON_GETTEXT = 'print(_("Docs: https://e.com/%7Euser/guide"))\nprint(fetch("https://e.com/%7Euser"))\n'
PO = (
    '#, c-format\nmsgid "Open http://e.com/%7Euser"\nmsgstr "Öffne http://e.com/%7Euser"\n\n'
    '#| msgid "Docs at https://e.com/%7Eold"\nmsgid "Docs"\nmsgstr "Doku https://e.com/%7Eguide"\n\n'
    '#~ msgid "Gone https://e.com/%7Egone"\n#~ msgstr "Weg https://e.com/%7Egone"\n'
)
# i18next's natural-language keys: the lookup missed the fixed key.
I18NEXT = '{\n  "Docs: https://e.com/a%2fb": "Doku: https://e.com/a%2fb"\n}\n'
DJANGO = '{% trans "See https://e.com/%7euser" %}\n<a href="https://e.com/%7eok">x</a>\n'

CASES = [
    (TRURL, "tests.json", [(1, 42, "URI001"), (1, 88, "URI001")], None, TRURL.replace("%2f", "%2F")),
    (URLTESTDATA, "okhttp/src/jvmTest/resources/web-platform-test-urltestdata.txt",
     [(1, 15, "URI002")], None, URLTESTDATA.replace("%2E", ".", 1)),
    (SCHEMA_JSON, "schema.json", [(1, 38, "URI002"), (1, 82, "URI002")], None,
     SCHEMA_JSON.replace("%7E", "~").replace("%7e", "~")),
    (SCHEMA_YAML, "user.schema.yaml", [(2, 20, "URI002")], None, SCHEMA_YAML.replace("%7E", "~")),
    (WEBHOOK, "schema.json", [], None, None),
    (SVG, "icon.svg", [(1, 64, "URI002")], None, SVG.replace("%7e", "~")),
    (BATCH, "get.bat", [], None, None),
    (PYTHON_GETTEXT, "app.py", [(1, 30, "URI002"), (2, 28, "URI002")],
     PYTHON_GETTEXT.replace("%7Euser\"))", "~user\"))"), PYTHON_GETTEXT.replace("%7E", "~")),
    (PO, "de.po", [(2, 26, "URI002"), (3, 28, "URI002"), (5, 33, "URI002"), (7, 28, "URI002"),
                   (9, 30, "URI002"), (10, 30, "URI002")],
     PO.replace("%7Eguide", "~guide").replace('"Weg https://e.com/%7Egone"', '"Weg https://e.com/~gone"'),
     PO.replace("%7E", "~")),
    (I18NEXT, "locales/de.json", [(2, 25, "URI001"), (2, 54, "URI001")],
     I18NEXT.replace('a%2fb"\n', 'a%2Fb"\n'), I18NEXT.replace("%2f", "%2F")),
    (DJANGO, "page.html", [(1, 29, "URI002"), (2, 24, "URI002")],
     DJANGO.replace("%7eok", "~ok"), DJANGO.replace("%7e", "~")),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep45_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
