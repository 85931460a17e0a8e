"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28 on (sweeps 106 to 109: robotics and
simulation; recorded test outputs; web-root and deployment files;
scientific workflows and APIs defined by annotations).

Evidence in /work/sweep106's to /work/sweep109's repro folders, not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import findings, stable_fix

# ROS's and Gazebo's resource URIs (sweep 106, proven on files of the real
# shape): pybullet, yourdfpy and MuJoCo open a mesh by its file name as
# written ("arm%7elink.obj" found, "arm~link.obj" not), so package:// and
# model:// keep only unsafe fixes; an https mesh keeps its safe one.
URDF = (
    '<robot name="r">\n  <link name="base">\n    <visual><geometry>'
    '<mesh filename="package://r_description/meshes/arm%7elink.obj"/></geometry></visual>\n'
    '    <collision><geometry><mesh filename="package://r_description/meshes/arm%2fpart.stl"/></geometry></collision>\n'
    '  </link>\n</robot>\n'
)
SDF = (
    '<sdf version="1.9"><model name="r"><link name="l"><visual name="v"><geometry><mesh>'
    '<uri>model://r/meshes/arm%7elink.dae</uri></mesh></geometry></visual></link></model></sdf>\n'
)
WEB_URDF = '<robot name="r"><link name="l"><visual><geometry><mesh filename="https://example.com/meshes/arm%7elink.obj"/></geometry></visual></link></robot>\n'
# An image's size after its address (showdown's parseImgDimensions,
# markdown-it-imsize: webots' docs, 34 findings, sweep 106) is no raw space
# in it; a size after a link that is no image, or a path with a space, is.
WEBOTS = (
    "- ![](images/open-button.png =26x26) The **Open World...** menu item opens a dialog.\n\n"
    "- ![](images/save button.png =26x26) Saves the world.\n\n"
    "- [](images/x.png =26x26) Not an image.\n\n"
    "- ![](images/icon%7e.png =100x*) Another.\n"
)
# Groovy (Nextflow, Gradle): '...' is a string, so its "/*" opens no comment
# (sweep 109: nf-core's picard module, where an opt-in rule's safe fix then
# rewrote a sed expression in a real string).
NEXTFLOW = (
    "process P {\n"
    "    input:\n"
    "    tuple val(meta), path(target_intervals, stageAs: 'targets/*')\n"
    "    output:\n"
    "    tuple val('picard'), eval(\"picard X 2>&1 | sed -n 's/.*Version://p'\"), emit: versions\n"
    "}\n"
    "// see https://example.com/%7euser/docs\n"
)
# sed's "s/.*Version://p" is a pattern, no URI with a scheme "Version" (nf-core's
# modules: 87 findings of URI101, whose fix rewrote the sed expression).
META_YML = "output:\n  - versions_picard:\n      - eval(\"picard X 2>&1 | sed -n 's/.*Version://p'\"):\n          type: eval\n"
GRADLE = "def dirs = 'build/*'\nrepositories { maven { url 'https://Repo.Example.com/maven/' } }\n// https://Example.com/a\n"
# gRPC transcoding's path templates (google.api.http, AIP-127) are
# placeholders, not raw braces (sweep 109: googleapis protos and docs).
GAPI_PROTO = (
    'syntax = "proto3";\nmessage M {\n  // Format:\n'
    '  // `https://integrations.googleapis.com/v1/{name=projects/*/locations/*/integrations/*}:execute`\n'
    '  // `https://iam.googleapis.com/v1/{name=projects/*/serviceAccounts/*}/keys`\n'
    '  // `https://example.com/v1/{not valid}/x{y`\n'
    '  string uri = 1;\n}\n'
)
# Swashbuckle's page tokens ("%(StylesPath)", which its middleware replaces:
# 3 findings of a stray "%" in its index.html, sweep 109); an unclosed "%(" stays one.
SWASHBUCKLE = (
    '<link rel="stylesheet" type="text/css" href="%(StylesPath)">\n'
    '<script src="%(ScriptBundlePath)" charset="utf-8"></script>\n<a href="https://e.com/a%(x">x</a>\n'
)
# A bare URI in a reST literal block ("::") is code, as under a code
# directive (sweep 109: planemo's docs, a placeholder host lowercased).
RST_LITERAL = (
    "Test with the package::\n\n"
    "     $ planemo test --conda_channels file://PACKAGES_DIR,conda-forge ...\n\n"
    "Text at https://Example.com/a%7e here.\n"
)
# A FASTQ read's quality line is any printable run, never a URI (sweep 109:
# Galaxy's test data, "C85://-,#$%'" reported as a stray "%").
FASTQ = "@SRR1.1 length=12\nTTATTGTACTTC\n+SRR1.1 length=12\n$&%'C85://-,#$%',/2/\n"
# A Dockerfile named "alea-Dockerfile" is shell: an unquoted "|" is a pipe
# (sweep 109: common-workflow-language/workflows, a raw "|" reported); a
# quoted one stays in its URI.
DOCKERFILE = 'RUN wget -q -O - https://e.org/shapeit.tgz|tar -zxv -C /usr/local && echo "https://e.org/a|b"\n'
# A scheme written twice has no empty port (URI103 made "https://https//..."
# of nf-core's template: sweep 109); a word glued to "https" is prose, no
# scheme to lowercase (URI101: Galaxy's .shed.yml files).
DOUBLED = "See <https://https://multiqc.info/> and <http://example.com:/a>.\n"
GLUED = "tRNAs.https://x.org/a and Nonehttps://y.org/b but HTTP://z.org/c\n"

# Interactive fiction (sweep 110): Inky's export tokens ("##JAVASCRIPT
# FILENAME##", which its web export replaces as written: after a fix the
# story's script never loaded); a "~" in an Inform 6 string prints a double
# quote (inform6 and dfrotz); the Treaty of Babel's "UUID://...//" IFID marker
# is found as written (babel gave PunyInform's game another IFID).
INKY = '<title>##STORY TITLE##</title>\n<script src="##JAVASCRIPT FILENAME##"></script>\n<img src="my image.png">\n'
INFORM6 = '[ Main;\n  print "More games: http://www.example.edu/%7ejdoe/games/";\n];\n'
# A Yarn Spinner line's text is hashed into its translations' lock: a fix
# flags every translation out of date (argued from Yarn Spinner's importer).
YARN = "title: Start\n---\nGuide: The manual lives at https://www.example.edu/%7eguide/manual.html #line:0a1b2c3\n===\n"
IFID = 'Array UUID_ARRAY string "UUID://1974A053-7DB0-4103-93A1-767C1382C0B7//";\n! See HTTP://Example.org/a\n'

# Recorded terminal output (sweep 112): npm's own lines quoted in a code
# block (npm writes a scoped name's "%2f": a fix misquoted it; proven with npm
# 11 against a local server), a block fenced as a log, an asciinema .cast;
# a link beside them keeps its fix. roff's "\\fB" font escape is no part of
# a scheme ("Bhttps" lowercased: groff lost the bold, 10 hunks in bat, fzf,
# ripgrep and zoxide).
NPM_LOG = (
    "Publishing fails:\n\n```\nnpm ERR! 404 Not Found - PUT http://localhost:8086/npm/@1oglop1%2fnpm-package\n```\n\n"
    "    npm error 404 File not found - GET http://127.0.0.1:18765/@oai%2fartifact-tool\n\n"
    "```log\nGET http://127.0.0.1/@oai%2fartifact-tool 404\n```\n\nSee [the registry](http://127.0.0.1/@oai%2fartifact-tool).\n"
)
CAST = '{"version": 2, "width": 80, "height": 24}\n[0.5, "o", "see https://e.org/%7eguide\\r\\n"]\n'
ROFF = ".TH X 1\nSee \\fBhttps://github.com/sharkdp/bat\\fR and \\fIHTTPS://e.org/%7ea\\fP.\n"

# A flat OpenDocument file is XML: its link's space is seen (it was cut there
# as plain text: sweep 120).
FODT = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<office:document xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:xlink="http://www.w3.org/1999/xlink">\n<text:p><text:a xlink:href="http://e.org/my file.html">my file</text:a> '
    'and <text:a xlink:href="http://e.org/%7eguide">guide</text:a></text:p>\n</office:document>\n'
)

# Sphinx's linkcheck settings are regular expressions matched against links as
# written (sweep 113: after a fix of conf.py alone Sphinx 9 checked a link it had
# ignored); a URL elsewhere in conf.py keeps its fix. hpack's .cabal is generated
# (its "-- hash:" line: hpack refused to write it again, "modified manually": sweep 114).
SPHINX_CONF = (
    'project = "x"\nlinkcheck_ignore = [\n    r"https://example\\.org/.*",\n    "https://www.example.edu/%7Eguide/a.html",\n]\n'
    'html_theme_options = {\n    "source": "https://www.example.edu/%7Eguide/src",\n}\n'
)
HPACK_CABAL = (
    "cabal-version: 1.12\n\n-- This file has been generated from package.yaml by hpack version 0.34.7.\n--\n"
    "-- see: https://github.com/sol/hpack\n--\n-- hash: 148ea817192a1855d02dc9c6db25d69e8f084ba083f665eee1ba4b9508fa1c78\n\n"
    "name:           foo\nhomepage:       https://example.com/%7euser/foo\n"
)

# FontForge writes a newline in an .sfd string as UTF-7's "+AAoA-": no part of
# a scheme (URI101 lowercased "AAoA-http", a newline became U+69AA in the font's
# license name: sweep 111, amiri; proven with FontForge and fontTools).
SFD = 'LangName: 1033 "" "This Font Software is licensed under the SIL Open Font License, Version 1.1.+AAoA-http://scripts.sil.org/OFL"\n'

# SageMath and Cython sources are Python: a "%2d" in a formatted literal is a
# conversion (sweep 119: decoded to "-", Python's "%" raised ValueError).
SAGE = 'url = "https://e.org/plot?x=%2d&y=%5e" % (3, 1.5)\n# see https://e.org/%7eguide\n'

# Sweep 121 (the regression pair): a placeholder after a "-" is one too
# (kubernetes/community's banner template: "<yyyy>-<mm>-<dd>" became
# "<yyyy>-%3Cmm%3E-%3Cdd%3E"); nextflow.config is Groovy.
DATE_TEMPLATE = "![banner](https://e.org/banner?name=<name>&d=<yyyy>-<mm>-<dd>)\n"
NEXTFLOW_CONFIG = "params {\n    input = 'data/*'\n    url = 'https://Example.com/%7ea'\n}\n// https://Example.com/b\n"

# Vite's playground is its end-to-end tests' fixtures (its assets page shows a
# file name raw and encoded on purpose: sweep 121); elsewhere the same page
# keeps its safe fixes.
PLAYGROUND = '<img src="./nested/white space.png" />\n<img src="./nested/white%20space.png" />\n<img src="/icon space.png" />\n'

# (text, file name, rules selected (None: the defaults), findings, --fix, --fix --unsafe-fixes; None: unchanged)
SWEEP106_CASES = [
    (URDF, 'r_description/urdf/r.urdf', None, [(3, 73, 'URI002'), (4, 76, 'URI001')],
     None,
     '<robot name="r">\n  <link name="base">\n    <visual><geometry><mesh filename="package://r_description/meshes/arm~link.obj"/></geometry></visual>\n    <collision><geometry><mesh filename="package://r_description/meshes/arm%2Fpart.stl"/></geometry></collision>\n  </link>\n</robot>\n'),
    (SDF, 'r_gazebo/models/r/model.sdf', None, [(1, 109, 'URI002')],
     None,
     '<sdf version="1.9"><model name="r"><link name="l"><visual name="v"><geometry><mesh><uri>model://r/meshes/arm~link.dae</uri></mesh></geometry></visual></link></model></sdf>\n'),
    (WEB_URDF, 'r_description/urdf/web.urdf', None, [(1, 96, 'URI002')],
     '<robot name="r"><link name="l"><visual><geometry><mesh filename="https://example.com/meshes/arm~link.obj"/></geometry></visual></link></robot>\n',
     '<robot name="r"><link name="l"><visual><geometry><mesh filename="https://example.com/meshes/arm~link.obj"/></geometry></visual></link></robot>\n'),
    (WEBOTS, 'docs/guide/the-user-interface.md', None, [(3, 18, 'URI004'), (5, 18, 'URI004'), (7, 18, 'URI002')],
     '- ![](images/open-button.png =26x26) The **Open World...** menu item opens a dialog.\n\n- ![](images/save button.png =26x26) Saves the world.\n\n- [](images/x.png =26x26) Not an image.\n\n- ![](images/icon~.png =100x*) Another.\n',
     '- ![](images/open-button.png =26x26) The **Open World...** menu item opens a dialog.\n\n- ![](images/save%20button.png%20=26x26) Saves the world.\n\n- [](images/x.png%20=26x26) Not an image.\n\n- ![](images/icon~.png =100x*) Another.\n'),
    (NEXTFLOW, 'modules/picard/main.nf', ['URI0', 'URI1'], [(7, 28, 'URI002')],
     NEXTFLOW.replace("%7euser", "~user"), NEXTFLOW.replace("%7euser", "~user")),
    (META_YML, 'modules/picard/meta.yml', ['URI0', 'URI1'], [], None, None),
    (NEXTFLOW, 'modules/picard/main.nf', None, [(7, 28, 'URI002')],
     'process P {\n    input:\n    tuple val(meta), path(target_intervals, stageAs: \'targets/*\')\n    output:\n    tuple val(\'picard\'), eval("picard X 2>&1 | sed -n \'s/.*Version://p\'"), emit: versions\n}\n// see https://example.com/~user/docs\n',
     'process P {\n    input:\n    tuple val(meta), path(target_intervals, stageAs: \'targets/*\')\n    output:\n    tuple val(\'picard\'), eval("picard X 2>&1 | sed -n \'s/.*Version://p\'"), emit: versions\n}\n// see https://example.com/~user/docs\n'),
    (GRADLE, 'build.gradle', ['URI0', 'URI1'], [(2, 37, 'URI102'), (3, 12, 'URI102')],
     "def dirs = 'build/*'\nrepositories { maven { url 'https://Repo.Example.com/maven/' } }\n// https://example.com/a\n",
     "def dirs = 'build/*'\nrepositories { maven { url 'https://repo.example.com/maven/' } }\n// https://example.com/a\n"),
    (GAPI_PROTO, 'google/cloud/apihub/v1/curate_service.proto', None, [(6, 43, 'URI004')],
     None,
     None),
    (SWASHBUCKLE, 'src/Swashbuckle.AspNetCore.SwaggerUI/index.html', None, [(3, 25, 'URI006')], None,
     '<link rel="stylesheet" type="text/css" href="%(StylesPath)">\n'
     '<script src="%(ScriptBundlePath)" charset="utf-8"></script>\n<a href="https://e.com/a%25(x">x</a>\n'),
    (RST_LITERAL, 'docs/how.rst', ['URI0', 'URI1'], [(3, 45, 'URI102'), (5, 17, 'URI102'), (5, 30, 'URI002')],
     'Test with the package::\n\n     $ planemo test --conda_channels file://PACKAGES_DIR,conda-forge ...\n\nText at https://example.com/a~ here.\n',
     'Test with the package::\n\n     $ planemo test --conda_channels file://packages_dir,conda-forge ...\n\nText at https://example.com/a~ here.\n'),
    (FASTQ, 'tools/wtdbg/test-data/test1.fastq', ['URI0', 'URI1'], [], None, None),
    (DOCKERFILE, 'tools/alea-Dockerfile', None, [(1, 91, 'URI004')], None, DOCKERFILE.replace('a|b', 'a%7Cb')),
    (INKY, 'app/export-for-web-template/index.html', None, [(3, 13, 'URI004')], INKY.replace("my image", "my%20image"),
     INKY.replace("my image", "my%20image")),
    (INFORM6, 'game.inf', None, [(2, 45, 'URI002')], None, INFORM6.replace("%7e", "~")),
    (IFID, 'library_of_horror.inf', ['URI101'], [(2, 7, 'URI101')], IFID.replace("HTTP", "http"), IFID.replace("HTTP", "http")),
    (YARN, 'Dialogue/Guide.yarn', None, [(3, 52, 'URI002')], None, YARN.replace("%7e", "~")),
    (NPM_LOG, 'README.md', None, [(4, 64, 'URI001'), (7, 67, 'URI001'), (10, 26, 'URI001'), (13, 41, 'URI001')],
     NPM_LOG.replace("registry](http://127.0.0.1/@oai%2f", "registry](http://127.0.0.1/@oai%2F"), NPM_LOG.replace("%2f", "%2F")),
    (CAST, 'demo.cast', None, [(2, 31, 'URI002')], None, None),
    (ROFF, 'doc/bat.1', ['URI0', 'URI1'], [(2, 49, 'URI101'), (2, 63, 'URI002')],
     ROFF.replace("HTTPS", "https").replace("%7e", "~"), ROFF.replace("HTTPS", "https").replace("%7e", "~")),
    (FODT, 'doc.fodt', None, [(3, 44, 'URI004'), (3, 110, 'URI002')], FODT.replace("%7e", "~"),
     FODT.replace("%7e", "~").replace("my file.html", "my%20file.html")),
    (SPHINX_CONF, 'docs/conf.py', None, [(4, 30, 'URI002'), (7, 40, 'URI002')],
     SPHINX_CONF.replace("%7Eguide/src", "~guide/src"), SPHINX_CONF.replace("%7E", "~")),
    (HPACK_CABAL, 'foo.cabal', None, [(10, 37, 'URI002')], None, None),
    (SFD, 'sources/AmiriLatin-Bold.sfd', ['URI101'], [], None, None),
    (SAGE, 'plot.sage', None, [(2, 21, 'URI002')], SAGE.replace("%7e", "~"), SAGE.replace("%7e", "~")),
    (SAGE, 'src/plot.pyx', None, [(2, 21, 'URI002')], SAGE.replace("%7e", "~"), SAGE.replace("%7e", "~")),
    (DATE_TEMPLATE, 'elections/template/github-banner-template.md', None, [], None, None),
    (NEXTFLOW_CONFIG, 'nextflow.config', ['URI0', 'URI1'], [(3, 20, 'URI102'), (3, 32, 'URI002'), (5, 12, 'URI102')],
     NEXTFLOW_CONFIG.replace("%7ea", "~a").replace("//Example.com/b", "//example.com/b"),
     NEXTFLOW_CONFIG.replace("%7ea", "~a").replace("Example", "example")),
    (PLAYGROUND, 'playground/assets/index.html', None, [(1, 25, 'URI004'), (3, 16, 'URI004')], None,
     PLAYGROUND.replace("white space", "white%20space").replace("icon space", "icon%20space")),
    (PLAYGROUND, 'site/index.html', None, [(1, 25, 'URI004'), (3, 16, 'URI004')],
     PLAYGROUND.replace("white space", "white%20space").replace("icon space", "icon%20space"),
     PLAYGROUND.replace("white space", "white%20space").replace("icon space", "icon%20space")),
    (DOUBLED, 'docs/README.md', ['URI103'], [(1, 60, 'URI103')],
     'See <https://https://multiqc.info/> and <http://example.com/a>.\n',
     'See <https://https://multiqc.info/> and <http://example.com/a>.\n'),
    (GLUED, 'tools/.shed.yml', ['URI101'], [(1, 51, 'URI101')],
     'tRNAs.https://x.org/a and Nonehttps://y.org/b but http://z.org/c\n',
     'tRNAs.https://x.org/a and Nonehttps://y.org/b but http://z.org/c\n'),

]


@pytest.mark.parametrize("text, filename, select, expected, fixed, unsafe", SWEEP106_CASES)
def test_triaged(text: str, filename: str, select: list[str] | None, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert findings(text, filename, select) == expected
    assert stable_fix(text, filename, select) == (text if fixed is None else fixed)
    assert stable_fix(text, filename, select, unsafe=True) == (text if unsafe is None else unsafe)
