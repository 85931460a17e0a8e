"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28 on (sweeps 94 to 99: observability
configuration; search-engine definitions; threat intelligence and
detection content; diagrams; hardware and EDA projects; course materials).

Evidence in /work/sweep94's to /work/sweep99's repro folders, not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# Threat intelligence (sweep 96). A defanged URL ("hxxp://", "evil[.]example",
# "[dot]"; not the rarer "(.)", which is reported) is no URI: Unit 42's
# "hxxps://www.icloud[.]com/...P.O%5FFwd" was decoded. A file holding one
# records indicators, which analysts and programs match as written (grep -F,
# iocextract: 6 of 14 URLs read differently after a fix): its other URIs keep
# only an unsafe fix. So do a file or folder named as an IOC list
# (executemalware/Malware-IOCs' "2024-03-12 ScreenConnect_AsyncRAT IOCS": its
# fixed URL no longer matched the base64 evidence beside it), a STIX 2 object
# (TweetFeed's name no longer matched its own pattern), a MISP event's
# attributes, an OpenIOC document and a Zeek intel file. A plain list, a
# folder named "ioctl" and JSON of links keep their fixes.
DEFANGED = (
    "hxxp://evil.example/%7ea\n"
    "hXXps://evil.example/%7eb\n"
    "http://evil[.]example/%7ed\n"
    "https://evil[dot]example/%7ee\n"
    "fxp://evil.example/%7eg\n"
    "http://evil(.)example/%7eh\n"
    "http://evil.example/%7ej\n"
)
PLAIN_LIST = "http://evil.example/%7ej\n"
IOC_LIST = "URL FROM EMAIL:\nhttps://ecres231.servconfig.com/%7Ebuy/index.php\n"
STIX = (
    '{"type":"bundle","id":"bundle--1","objects":[{"type":"indicator","spec_version":"2.1","id":"indicator--1",'
    '"name":"http://evil.example/%7eadmin","pattern":"[url:value = \'http://evil.example/%7eadmin\']"}]}\n'
)
MISP = '{"Event":{"info":"x","Attribute":[{"type":"url","to_ids":true,"value":"http://evil.example/%7eadmin"}]}}\n'
NOT_INDICATORS = '{"links":[{"url":"http://e.example/%7eadmin"}]}\n'
OPENIOC = (
    '<?xml version="1.0" encoding="us-ascii"?>\n<ioc xmlns="http://schemas.mandiant.com/2010/ioc" id="x">\n'
    '<Content type="string">http://evil.example/%7eadmin/gate.php</Content>\n</ioc>\n'
)
ZEEK = "#fields\tindicator\tindicator_type\tmeta.source\nhttp://evil.example/%7Eb\tIntel::URL\tfeed\n"

# A detection rule's strings are matched as written (yara-python matched the
# original bytes before a fix and nothing after): a YARA string opened on
# its rule's line, two on one line (once reported as a console transcript's
# output), a YARA rule fenced in a threat report's Markdown, a Snort or
# Suricata rule's line, a disabled one's too ("Contents match on bytes").
# A rule's meta reference, a rule file's comment and a report's link keep
# their fixes. A plain-text file holding a defanged URL records indicators,
# its links too; a Markdown page only drops it (sweep 101: a README's code
# span may hold a regex's "github[.]com").
REPORT = (
    "# Report\n\nSee [the vendor](https://e.example/%7Evendor/post.html).\n\n"
    "```yara\nrule Evil {\n  meta:\n    reference = \"https://e.example/%7Eref\"\n  strings:\n"
    "    $u = \"http://evil.example/gate%7e.php\"\n  condition:\n    $u\n}\n```\n"
)
DEFANGED_REPORT = "Delivered from hxxp://evil.example/%7ea; see [the advisory](https://e.example/%7Eadv).\n"
YARA = (
    'rule A { strings: $a = "http://e.example/%7Ea" condition: $a }\n'
    'rule C {\n  meta:\n    reference = "https://e.example/%7Eref"\n  strings:\n'
    '    $e = "http://e.example/%7Ee" $f = "http://e.example/%7Ef"\n  condition: all of them\n}\n'
)
SURICATA = (
    "# see https://e.example/%7Edocs\n"
    'alert http any any -> any any (msg:"evil"; content:"http://evil.example/a%2fb"; http.uri; sid:1;)\n'
    '# alert http any any -> any any (msg:"old"; content:"http://evil.example/c%2fd"; sid:2;)\n'
)

# Course materials (sweep 99). In a GIFT quiz "~" marks a wrong answer: after
# a fix of "%7E" gift-pegjs and pygiftparser both read one more answer (and
# Moodle's importer splits on it). A .txt holding a GIFT "::title::" line is
# one; "%5F" keeps its fix; a plain .txt keeps its "~".
# A backslash makes GIFT's syntax characters plain ("https\://e.org/?q\=1"):
# no raw "\" to report (the unsafe "%5C" gave pygiftparser another answer).
GIFT_ESCAPES = "::S2:: Open https\\://example.com/search?q\\=gift\\#top then answer. {T}\n"
GIFT = "::Q1:: Where is the course page? {\n=https\\://www.cs.example.edu/%7Ejsmith/cs101/\n~https\\://www.cs.example.edu/a%5Fb/\n}\n"
NOT_GIFT = "The course page: https://www.cs.example.edu/%7Ejsmith/cs101/\n"

# An autograded question's expected answer is compared with what a student
# types, as written (the graders' code: edX's StringResponse, Moodle's
# shortanswer, learnr's question_text): Open edX's stringresponse answer and
# additional_answer, a Moodle XML answer's text, a learnr answer(). The
# problem's link keeps its fix.
OLX = (
    '<problem>\n<stringresponse answer="https://www.cs.example.edu/%7Eprof/" type="ci">\n'
    '<additional_answer answer="https://www.cs.example.edu/%7Eprof/index.html"/>\n</stringresponse>\n'
    '<p><a href="https://www.cs.example.edu/%7Esyllabus/">syllabus</a></p>\n</problem>\n'
)
BOT_ANSWER = 'await message.answer("https://e.example/%7Edocs/")\n'  # a chat bot's method: no grader's answer()
MOODLE = (
    '<question type="shortanswer">\n<answer fraction="100" format="moodle_auto_format">\n'
    "<text>https://www.cs.example.edu/%7Eprof/</text>\n</answer>\n</question>\n"
)
LEARNR = (
    '```{r q1, echo=FALSE}\nquestion_text("Which URL?",\n'
    '  answer("https://www.cs.example.edu/%7Eprof/", correct = TRUE))\n```\n'
)

# nbgrader keeps an MD5 checksum of each graded or locked cell's source:
# after a fix its own compute_checksum no longer matched (sweep 99). Such a
# notebook gets no fix; another notebook keeps it.
NBGRADER = (
    '{"cells": [{"cell_type": "markdown", "metadata": {"nbgrader": {"checksum": "0f3a", "locked": true}},\n'
    ' "source": ["See https://www.cs.example.edu/%7Eprof/."]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n'
)
NOTEBOOK = (
    '{"cells": [{"cell_type": "markdown", "metadata": {},\n'
    ' "source": ["See https://www.cs.example.edu/%7Eprof/."]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n'
)

# Hardware projects (sweep 98). A FreeCAD macro is Python ("%2d" % part
# raised TypeError after a fix); a Verilog ".v" file (it ends a module) is
# read as SystemVerilog's ".sv" is, C's strings and $display's printf
# formats (Icarus Verilog printed "addr=-  5" after a fix); a Coq ".v" file
# stays text.
FCMACRO = 'url = "https://parts.example.com/api/part?id=%2d" % part\nhome = "https://parts.example.com/%7Eparts/"\n'
VERILOG = 'module tb;\ninitial $display("GET http://10.0.0.2/reg?addr=%2d", addr);\nendmodule\n'
COQ = "(* See http://e.example/%2dcoq for the proof. *)\nTheorem t : True. Proof. exact I. Qed.\n"

# Diagrams (sweep 97). An SVG that says Graphviz wrote it gets no fix (its
# regression tests diff fresh dot output with it: "Test url: == Failed ==").
# A character reference to a line break or a "<" in an attribute value
# (draw.io's and FreeMind's label lines, draw.io's "&lt;br&gt;") ends a URI:
# the label's next line was read in and fixed. BPMN, DMN, GraphML, GEXF,
# XMI and draw.io files are XML, whose namespace names are identifiers; a
# FreeMind map (.mm) is XML, not Objective-C++. In a Graphviz graph "\N",
# "\G", "\E" stand for names (dot writes them into each link; the unsafe
# "%5C" broke every link), and "[URL=" is no CSS selector.
GRAPHVIZ_SVG = (
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Generated by graphviz version 2.43.0 (0)\n -->\n'
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\n'
    '<g id="a_node1"><a xlink:href="https://example.com/G name" xlink:title="lang">\n</a></g>\n</svg>\n'
)
DRAWIO = (
    '<mxfile host="app.diagrams.net"><diagram id="p1" name="Page-1"><mxGraphModel><root>\n'
    '<mxCell id="2" value="Docs: https://example.com/guide&#xa;%7eowner: ops" style="html=0;" vertex="1"/>\n'
    '<mxCell id="3" value="Repo https://example.com/a%7eb&lt;br&gt;State" style="html=1;" vertex="1"/>\n'
    '</root></mxGraphModel></diagram></mxfile>\n'
)
BPMN = (
    '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:acme="http://example.com/%7eacme/bpmn"'
    ' targetNamespace="http://example.com/%7eacme/process">\n'
    '<documentation>See https://example.com/%7edocs/</documentation>\n</definitions>\n'
)
FREEMIND = '<map version="1.0.1">\n<node ID="ID_1" TEXT="See https://example.com/docs&#xa;%7eowner: ops" LINK="https://example.com/%7elink"/>\n</map>\n'
DOT = (
    'digraph G {\n  node [URL="https://example.com/docs/\\N.html"];\n'
    '  a -> b [URL="https://example.com/edge/\\E"];\n  d [URL="https://example.com/a%7eb/\\N"];\n}\n'
)

# Observability (sweep 94). In a GFM table an unescaped "|" in a link's
# destination ends the cell before any link is read: zabbix's READMEs showed
# no link, and the safe "%7C" joined the cells and made one (cmark-gfm). A
# link wholly in its cell keeps its fix. A log (a ".log" file, or one whose
# first line is in the Common or Combined Log Format) records what a
# program wrote: elastic/examples' Apache log fed its Logstash pattern
# another referrer after a fix. A chart README helm-docs wrote (its footer)
# is generated: the repository's CI writes it anew and fails on a change.
TABLE_PIPE = "|a|b|\n|-|-|\n|x|[y](p|q)|\n|x|see [z](http://e.com/p|q) here|\n|x|[w](http://e.com/a%7eb)|\n"
ACCESS_LOG = (
    '111.199.235.239 - - [17/May/2015:13:05:12 +0000] "GET /images/a.pdf HTTP/1.1" 200 1693678 '
    '"http://www.google.com.hk/url?sa=t&url=%68%74%74%70%3a%2f%2fe.com%2f" "Mozilla/5.0"\n'
)
BUILD_LOG = "Downloading https://e.example/%7erepo/pkg-1.0.tar.gz\n"
HELM_DOCS = (
    "# app\n\n![AppVersion: ^12.1.1](https://img.shields.io/badge/AppVersion-^12.1.1-informational?style=flat-square)\n\n"
    "----------------------------------------------\n"
    "Autogenerated from chart metadata using [helm-docs v1.8.1](https://github.com/norwoodj/helm-docs/releases/v1.8.1)\n"
)

# Search engines (sweep 95). A keyword search's "%s" (Firefox's "%s" and
# "%S", Tridactyl's "%s1"), a whole query value, is the
# search terms, no malformed "%" (105 findings in rc files, bookmark
# exports and plists; the unsafe "%25s" searched for "%s"); "50%sale" stays
# one. A Remote Settings dump is a copy of the server's records, which the
# client checks a content signature over on each sync: application-services'
# search-config-v2.json got 60 safe fixes. Another JSON file keeps its fix.
SEARCH_TERMS = (
    "set searchurls.ddg https://duckduckgo.com/html?q=%s\n"
    "set searchurls.multi https://example.com/?a=%s1&b=%s2\n"
    "set searchurls.wiki https://en.wikipedia.org/wiki/Special:Search?search=%S\n"
    "set searchurls.sale https://example.com/offers/50%sale\n"
)
SETTINGS_DUMP = '{"data": [{"id": "a", "base": "https://www.example.com/søk"}], "timestamp": 1700000000000}\n'

# Repository automation (sweep 100). lychee reads each line of .lycheeignore,
# each "exclude" of lychee.toml and each --exclude as a regex matched against
# links as written: after a fix it checked the excluded links again (lychee
# 0.24.2). The same lines in another file, and a workflow's curl, keep theirs.
LYCHEEIGNORE = "https://www.linkedin.com/in/jos%c3%a9\nhttps://people.freebsd.org/%7Ephk/\n"
LYCHEE_ARGS = (
    "steps:\n  - uses: lycheeverse/lychee-action@v2\n    with:\n      args: >-\n"
    "        --exclude 'https://people.freebsd.org/%7Ephk/'\n        './**/*.md'\n"
    "  - run: curl -fsS https://people.freebsd.org/%7Ephk/\n"
)

# Citation metadata and archives (sweeps 103, 104). A page Hypermail or
# MHonArc wrote is a generated mailing-list archive (a fix rewrote the shown
# text of a 2006 message's links). In an .htaccess file a backslash escape
# ("\ ", "\%20"), a server variable "%{ENV:X}" and a backreference "%1"
# are mod_rewrite's (w3id.org: 253 findings whose unsafe fixes broke the
# redirects). An autolink holding a pattern's alternation is no URI (its
# "%7C" would change the page's text); the next autolink keeps its fix.
HYPERMAIL = (
    '<html xmlns="http://www.w3.org/1999/xhtml" lang="en">\n<head>\n'
    '<meta name="generator" content="hypermail 2.3.0, see http://www.hypermail-project.org/" />\n</head>\n'
    '<body><a href="http://dao.mit.edu/%7Ewen/stringnet.html">http://dao.mit.edu/%7Ewen/stringnet.html</a></body></html>\n'
)
MHONARC = '<!-- MHonArc v2.6.19 -->\n<html><body><a href="http://e.org/%7euser/">http://e.org/%7euser/</a></body></html>\n'
HTACCESS = (
    "RewriteEngine on\n"
    "RewriteRule ^schema/(.*)$ https://openview.%{ENV:BASE}/templates/%1/$1 [R=302,L,NE]\n"
    "RewriteRule ^([A-Z]{1,2})\\ ([A-Z]+)$ https://classification.example.gov/schedules/$1#$1\\%20$2 [R=301,NE,L]\n"
    "RewriteRule ^cal$ https://calendar.example.com/embed?src=abc%40group&ctz=America%2fLos_Angeles [R=302,L]\n"
)
PATTERN_AUTOLINK = "Serialisations: <https://w3id.org/gfo/gfo-core.(jsonld|owl|nt|ttl)> and <https://w3id.org/gfo/%7ecore>.\n"

# Generated sections (sweep 102). A generator owns what stands between its
# markers: after a fix in cog's output "cog --check" failed (exit 5), and
# all-contributors' next "generate" undid one in scikit-hep/awkward's table.
# A link after the section keeps its fix.
COG = (
    "# Links\n\n<!-- [[[cog\nimport links\nfor name, url in links.LINKS.items():\n"
    '    cog.outl(f"- [{name}]({url})")\n]]] -->\n'
    "- [Search](https://example.com/search?q=a|b)\n<!-- [[[end]]] -->\n\nSee [docs](https://example.com/a|b).\n"
)
CONTRIBUTORS = (
    "## Contributors\n<!-- ALL-CONTRIBUTORS-LIST:START - Do not remove or modify this section -->\n"
    '<table><tr><td align="center"><a href="http://twitter: @JoosepPata"><sub><b>Joosep</b></sub></a></td></tr></table>\n'
    "<!-- ALL-CONTRIBUTORS-LIST:END -->\n"
)

SWEEP94_CASES = [
    (DEFANGED, "defanged.txt", [(6, 23, "URI002"), (7, 21, "URI002")], None,
     DEFANGED.replace("%7eh", "~h").replace("%7ej", "~j")),
    (PLAIN_LIST, "notes.txt", [(1, 21, "URI002")], PLAIN_LIST.replace("%7e", "~"), PLAIN_LIST.replace("%7e", "~")),
    (IOC_LIST, "2024-03-12 ScreenConnect_AsyncRAT IOCS", [(2, 33, "URI002")], None, IOC_LIST.replace("%7E", "~")),
    (PLAIN_LIST, "iocs/urls.txt", [(1, 21, "URI002")], None, PLAIN_LIST.replace("%7e", "~")),
    (PLAIN_LIST, "ioctl/urls.txt", [(1, 21, "URI002")], PLAIN_LIST.replace("%7e", "~"), PLAIN_LIST.replace("%7e", "~")),
    (STIX, "stix/2026-07-27.0.json", [(1, 135, "URI002"), (1, 190, "URI002")], None, STIX.replace("%7e", "~")),
    (MISP, "event.json", [(1, 92, "URI002")], None, MISP.replace("%7e", "~")),
    (NOT_INDICATORS, "links.json", [(1, 36, "URI002")], NOT_INDICATORS.replace("%7e", "~"),
     NOT_INDICATORS.replace("%7e", "~")),
    (OPENIOC, "iocs.ioc", [(3, 44, "URI002")], None, OPENIOC.replace("%7e", "~")),
    (OPENIOC, "found.xml", [(3, 44, "URI002")], None, OPENIOC.replace("%7e", "~")),
    (ZEEK, "intel.dat", [(2, 21, "URI002")], None, ZEEK.replace("%7E", "~")),
    (REPORT, "report.md", [(3, 36, "URI002"), (8, 36, "URI002"), (10, 35, "URI002")],
     REPORT.replace("%7Evendor", "~vendor").replace("%7Eref", "~ref"), REPORT.replace("%7E", "~").replace("%7e", "~")),
    (DEFANGED_REPORT, "report.md", [(1, 79, "URI002")], DEFANGED_REPORT.replace("%7Eadv", "~adv"),
     DEFANGED_REPORT.replace("%7Eadv", "~adv")),
    (DEFANGED_REPORT, "report.txt", [(1, 79, "URI002")], None, DEFANGED_REPORT.replace("%7Eadv", "~adv")),
    (BOT_ANSWER, "bot.py", [(1, 41, "URI002")], BOT_ANSWER.replace("%7E", "~"), BOT_ANSWER.replace("%7E", "~")),
    (YARA, "compact.yar", [(1, 42, "URI002"), (4, 36, "URI002"), (6, 28, "URI002"), (6, 57, "URI002")],
     YARA.replace("%7Eref", "~ref"), YARA.replace("%7E", "~")),
    (SURICATA, "emerging-malware.rules", [(1, 25, "URI002"), (2, 74, "URI001"), (3, 75, "URI001")],
     SURICATA.replace("%7E", "~"), SURICATA.replace("%7E", "~").replace("%2f", "%2F")),
    (GIFT, "week3_quiz.gift", [(2, 30, "URI002"), (3, 31, "URI002")], GIFT.replace("%5F", "_"),
     GIFT.replace("%5F", "_").replace("%7E", "~")),
    (GIFT, "week3_quiz.txt", [(2, 30, "URI002"), (3, 31, "URI002")], GIFT.replace("%5F", "_"),
     GIFT.replace("%5F", "_").replace("%7E", "~")),
    (GIFT_ESCAPES, "stem.gift", [], None, None),
    (NOT_GIFT, "week3_notes.txt", [(1, 45, "URI002")], NOT_GIFT.replace("%7E", "~"), NOT_GIFT.replace("%7E", "~")),
    (OLX, "problem/url_question.xml", [(2, 52, "URI002"), (3, 55, "URI002"), (5, 40, "URI002")],
     OLX.replace("%7Esyllabus", "~syllabus"), OLX.replace("%7E", "~")),
    (MOODLE, "quiz-moodle.xml", [(3, 34, "URI002")], None, MOODLE.replace("%7E", "~")),
    (LEARNR, "tutorial.Rmd", [(3, 38, "URI002")], None, LEARNR.replace("%7E", "~")),
    (NBGRADER, "release/ps1/problem1.ipynb", [(2, 45, "URI002")], None, None),
    (NOTEBOOK, "lecture1.ipynb", [(2, 45, "URI002")], NOTEBOOK.replace("%7E", "~"), NOTEBOOK.replace("%7E", "~")),
    (FCMACRO, "FetchPart.FCMacro", [(2, 35, "URI002")], FCMACRO.replace("%7E", "~"), FCMACRO.replace("%7E", "~")),
    (VERILOG, "uart_tb.v", [], None, None),
    (COQ, "Proofs.v", [(1, 25, "URI002")], COQ.replace("%2d", "-"), COQ.replace("%2d", "-")),
    (GRAPHVIZ_SVG, "rtest/nshare/url_dot.svg", [(5, 53, "URI004")], None, None),
    (DRAWIO, "architecture.drawio", [(3, 49, "URI002")], DRAWIO.replace("a%7eb", "a~b"), DRAWIO.replace("a%7eb", "a~b")),
    (BPMN, "diagram.bpmn", [(1, 97, "URI002"), (1, 147, "URI002"), (2, 40, "URI002")], BPMN.replace("%7edocs", "~docs"),
     BPMN.replace("%7e", "~")),
    (FREEMIND, "notes.mm", [(2, 97, "URI002")], FREEMIND.replace("%7elink", "~link"), FREEMIND.replace("%7elink", "~link")),
    (DOT, "links.gv", [(4, 32, "URI002")], DOT.replace("%7e", "~"), DOT.replace("%7e", "~")),
    (TABLE_PIPE, "README.md", [(5, 22, "URI002")], TABLE_PIPE.replace("%7e", "~"), TABLE_PIPE.replace("%7e", "~")),
    (ACCESS_LOG, "apache_logs/apache_logs", [(1, 130, "URI002"), (1, 142, "URI001")], None, None),
    (BUILD_LOG, "ci/build.log", [(1, 31, "URI002")], None, None),
    (BUILD_LOG, "ci/build.txt", [(1, 31, "URI002")], BUILD_LOG.replace("%7e", "~"), BUILD_LOG.replace("%7e", "~")),
    (HELM_DOCS, "charts/app/README.md", [(3, 64, "URI004")], None, None),
    (SEARCH_TERMS, ".tridactylrc", [(4, 50, "URI006")], None, SEARCH_TERMS.replace("50%sale", "50%25sale")),
    (SETTINGS_DUMP, "components/remote_settings/dumps/main/search-config-v2.json", [(1, 57, "URI005")], None, None),
    (SETTINGS_DUMP, "services/settings/dumps/main/search-config.json", [(1, 57, "URI005")], None, None),
    (SETTINGS_DUMP, "config/search-config.json", [(1, 57, "URI005")], SETTINGS_DUMP.replace("søk", "s%C3%B8k"),
     SETTINGS_DUMP.replace("søk", "s%C3%B8k")),
    (LYCHEEIGNORE, ".lycheeignore", [(1, 32, "URI001"), (2, 28, "URI002")], None,
     LYCHEEIGNORE.replace("%c3%a9", "%C3%A9").replace("%7E", "~")),
    (LYCHEEIGNORE, "urls.txt", [(1, 32, "URI001"), (2, 28, "URI002")], LYCHEEIGNORE.replace("%c3%a9", "%C3%A9").replace("%7E", "~"),
     LYCHEEIGNORE.replace("%c3%a9", "%C3%A9").replace("%7E", "~")),
    (COG, "README.md", [(8, 42, "URI004"), (11, 33, "URI004")], COG.replace("a|b)", "a%7Cb)").replace("q=a%7Cb", "q=a|b"),
     COG.replace("a|b", "a%7Cb")),
    (CONTRIBUTORS, "README.md", [(3, 55, "URI004")], None, CONTRIBUTORS.replace("twitter: @", "twitter:%20@")),
    (HYPERMAIL, "archive/12092.html", [(5, 35, "URI002"), (5, 77, "URI002")], None, None),
    (MHONARC, "archive/msg00001.html", [(2, 35, "URI002"), (2, 58, "URI002")], None, None),
    (HTACCESS, "gfo/.htaccess", [], None, None),
    (PATTERN_AUTOLINK, "gfo-core/README.md", [(1, 95, "URI002")], PATTERN_AUTOLINK.replace("%7e", "~"),
     PATTERN_AUTOLINK.replace("%7e", "~")),
    (LYCHEE_ARGS, ".github/workflows/links.yml", [(5, 47, "URI002"), (7, 47, "URI002")],
     LYCHEE_ARGS.replace("curl -fsS https://people.freebsd.org/%7Ephk/", "curl -fsS https://people.freebsd.org/~phk/"),
     LYCHEE_ARGS.replace("%7E", "~")),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP94_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None,
                 unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
