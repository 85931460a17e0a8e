"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28's fifth session on (sweeps 177
to 179: JVM builds and configuration management; supply-chain metadata,
model cards and CI workflows; mobile apps and their store metadata), and
last session's left-alone cases.

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from urilint.cli import main

from helpers import assert_triaged

# An unquoted url() with a blank inside is a bad URL (CSS Syntax 4.3.6):
# the browser drops the declaration. Encoding the space would make it load
# (sweep 169, left alone then), as in Markdown's [t](a b). Quoted, or with
# blanks only around it, it is a URL.
CSS_BAD_URL = (
    ".a { background: url(img/a b.png); }\n"
    ".b { background: url( img/c%2fd.png ); }\n"
    '.c { background: url("img/e f.png"); }\n'
)


def _concise(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    main(["check", "--isolated", "--no-cache", "--output-format", "concise", *args])
    return capsys.readouterr().out.splitlines()


def test_dvc_records_are_excluded_by_default(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A .dvc file's md5 covers its source's path (DVC saw the stage changed
    after a fix: sweep 180): DVC writes it, as a tool writes a lock file."""
    (tmp_path / "data.csv.dvc").write_text("deps:\n- path: https://e.org/a%5Fb.csv\n", encoding="utf-8")
    (tmp_path / "notes.md").write_text("see https://e.org/a%5Fb.csv\n", encoding="utf-8")
    assert _concise(capsys, str(tmp_path))[:-1] == [
        f"{tmp_path / 'notes.md'}:1:20: URI002 '%5F' encodes the unreserved character '_'; write it plainly"
    ]


def test_a_file_is_read_from_its_repository_root_whatever_the_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A fuzzer's seed is test data from anywhere: `cd fuzz; urilint check
    seeds.txt` gave the safe fix `urilint check fuzz/seeds.txt` did not
    (sweep 167). The folders above the repository are not read: a project
    checked out in a folder named "tests" is no test."""
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "fuzz").mkdir()
    (repo / "fuzz" / "seeds.txt").write_text("see https://example.com/a%7eb\n", encoding="utf-8")
    inside = tmp_path / "tests" / "proj"
    (inside / ".git").mkdir(parents=True)
    (inside / "docs").mkdir()
    (inside / "docs" / "links.txt").write_text("see https://example.com/a%7eb\n", encoding="utf-8")
    message = "URI002 '%7e' encodes the unreserved character '~'; write it plainly"
    test_data = f"{message} (unsafe fix: test data, which a test compares as written)"

    monkeypatch.chdir(repo / "fuzz")
    assert _concise(capsys, "seeds.txt")[0] == f"seeds.txt:1:26: {test_data}"
    monkeypatch.chdir(repo)
    assert _concise(capsys, "fuzz/seeds.txt")[0] == f"fuzz/seeds.txt:1:26: {test_data}"
    monkeypatch.chdir(tmp_path)
    assert _concise(capsys, "tests/proj/docs/links.txt")[0] == f"tests/proj/docs/links.txt:1:26: {message}"
    assert main(["check", "--isolated", "--no-cache", "--fix", "tests/proj/docs/links.txt"]) == 0
    assert (inside / "docs" / "links.txt").read_bytes() == b"see https://example.com/a~b\n"

# Puppet's and Salt's file servers read a path as written: after a fix of
# "%7e", puppet apply and salt-call found no "a~b.conf" (sweep 177). So do
# their file: sources (Puppet served the file named "c%7ed.conf"). A file:
# URL elsewhere keeps its fix; in Hiera data a puppet:/// path's "é" is a
# file's name.
PUPPET_SOURCES = (
    "class pf {\n"
    "  file { '/etc/a.conf': source => 'puppet:///modules/foo/a%7eb.conf' }\n"
    "  file { '/etc/c.conf': source => 'file:///srv/files/c%7ed.conf' }\n"
    "  file { '/etc/e.conf': source => 'puppet://puppet.example.com/modules/foo/e%2ff.conf' }\n"
    "}\n"
)
HIERA_SOURCES = (
    "foo::source: 'puppet:///modules/foo/café.conf'\n"
    "foo::source2: 'puppet:///modules/foo/a%7eb.conf'\n"
    "foo::docs: 'file:///srv/docs/c%7ed.html'\n"
)
SALT_SOURCES = (
    "nginx_conf:\n"
    "  file.managed:\n"
    "    - source: salt://nginx/files/a%7eb.conf\n"
    "local_conf:\n"
    "  file.managed:\n"
    "    - source: file:///srv/salt/nginx/files/c%2fd.conf\n"
)
# Hiera's top-scope lookups (puppet printed "http://%25{::fqdn}:2379" after
# the unsafe fix, sweep 177) and literal('%') are placeholders.
HIERA_TOP_SCOPE = (
    'etcd::advertise_client_urls: "http://%{::fqdn}:2379"\n'
    'rke2::server: "https://%{::cluster}.%{::site}.example.com:9345/%7e"\n'
    "app::url: \"https://example.com/%{literal('%')}7e\"\n"
)
# Scaladoc's -doc-source-url variables: €{FILE_PATH} (scala-parser-combinators'
# build.sbt, sweep 177), substituted by Scaladoc, not a character to encode.
SCALADOC_SOURCE_URL = (
    'Compile / doc / scalacOptions ++= Seq(\n'
    '  "-doc-source-url",\n'
    '  s"https://github.com/o/r/tree/v${version.value}€{FILE_PATH}.scala#L€{FILE_LINE}",\n'
    ')\n'
)
# A Markdown backslash escape in a URI GFM does not autolink is markup: the
# reader sees "wildcard_mydomain.crt" (puppet-nginx's CHANGELOG.md, sweep
# 177: markdown-it). An autolinked https URL keeps its backslash (cmark-gfm#388),
# and so does any URL in a code span, where a backslash is literal.
MARKDOWN_ESCAPE_IN_TEXT = (
    "- ssl\\_cert =\\> 'puppet:///modules/sslkey/wildcard\\_mydomain.crt' doesn't work\n"
    "- see https://example.com/wildcard\\_x\n"
    "- in code `s3://bucket/a\\_b` the backslash is literal\n"
)

# A URL a CI job's condition compares (sweep 178: GitHub's own evaluator,
# @actions/expressions, gave true before a fix and false after): GitHub's
# "if:" with == and contains(), GitLab's rules' "if:", Azure's eq(). A URL
# the job only prints keeps its fix.
ACTIONS_CONDITION = (
    "jobs:\n"
    "  rebuild:\n"
    "    if: github.event.client_payload.feed == 'https://example.com/%7eteam/feed.xml'\n"
    "    steps:\n"
    "      - if: contains(github.event.client_payload.feed, 'https://example.com/%7eteam')\n"
    "        run: echo https://example.com/%7eteam/log\n"
)
GITLAB_CONDITION = (
    "mirror:\n"
    "  rules:\n"
    "    - if: '$CI_MERGE_REQUEST_SOURCE_PROJECT_URL == \"https://gitlab.example.com/%7eteam/app\"'\n"
)
AZURE_CONDITION = (
    "steps:\n"
    "- script: echo fork build\n"
    "  condition: eq(variables['System.PullRequest.SourceRepositoryURI'], 'https://github.com/%7eteam/app')\n"
)
# An SPDX tag-value document's namespace and external document reference
# name documents, as the same fields of SPDX JSON do (spdx-tools matched
# no reference after a fix: sweep 178). A package's download location
# keeps its fix.
SPDX_TAG_VALUE = (
    "SPDXVersion: SPDX-2.3\n"
    "DocumentNamespace: https://spdx.org/spdxdocs/ghcr.io%2facme%2fapp-1.0\n"
    "ExternalDocumentRef: DocumentRef-other http://example.com/%7eother.spdx SHA1: d6a770ba38583ed4bb4525bd96e50461655d2759\n"
    "PackageDownloadLocation: https://github.com/x/%7ey/archive/v1.tar.gz\n"
)
# Dependabot matches a dependency-name glob as written (its WildcardMatcher
# matched no more after a fix: sweep 178).
DEPENDABOT_IGNORE = (
    "version: 2\n"
    "updates:\n"
    "  - package-ecosystem: gomod\n"
    "    ignore:\n"
    '      - dependency-name: "https://github.com/%7eorg/*"\n'
)
# A URL inside a purl is part of an identifier that SBOMs match as written
# (a CycloneDX bom-ref, a VEX's affects: sweep 178); a bare one beside keeps
# its fix.
CYCLONEDX_PURL = (
    '{"components": [{"bom-ref": "pkg:maven/org.x/y@1.0?repository_url=https://repo.example.com/%7emaven",\n'
    '  "externalReferences": [{"url": "https://repo.example.com/%7emaven/y"}]}]}\n'
)

# A sed script's substitution is a pattern (F-Droid's prebuild line: after
# a fix it matched nothing and the build used the old repository, sweep
# 179, run with bash). A URL the same line only downloads keeps its fix.
FDROID_SED = (
    "Builds:\n"
    "  - versionName: '1.0'\n"
    "    prebuild:\n"
    "      - sed -i -e 's|https://repo.example.com/%7euser/maven/|https://repo1.maven.org/maven2/|' build.gradle\n"
    "      - wget https://example.com/%7euser/lib.jar\n"
)
# F-Droid's own fields: a Binaries: URL's %v and %c are the version's name
# and code; UpdateCheckData is "url|regex|url|regex" (fdroiddata, sweep
# 179: 94 and 32 noise findings).
FDROID_FIELDS = (
    "Binaries: https://github.com/o/r/releases/download/v%v/app-%c-release%7e.apk\n"
    "Builds:\n"
    "  - versionName: 3.0.1\n"
    "    binary: https://github.com/o/r/releases/download/v%v01/app.apk\n"
    'UpdateCheckData: https://e.org/stable.json|"versionCode":\\s"(\\d+)"|.|"version":\\s"([\\d.]+)"\n'
)
# SwiftUI's views and modifiers take their title as a LocalizedStringKey,
# the string table's key (sweep 179: a fixed key found no translation).
# A destination URL keeps its fix; Text(verbatim:) is no key.
SWIFTUI_TITLES = (
    'Link("https://example.com/help%7euser", destination: URL(string: "https://example.com/help%7euser")!)\n'
    'Button("Open https://example.com/help%7euser") { shown = true }\n'
    '.navigationTitle("https://example.com/help%7euser")\n'
    'Text(verbatim: "https://example.com/help%7euser")\n'
)
# A ".m" file writing an NSString is Objective-C: its format's "%3a" next
# to "%@" is a conversion (sweep 179: printf printed "%3a" and "%3A"
# differently).
OBJC_WITHOUT_IMPORT = (
    'NSString *ShareURL(NSString *user) {\n'
    '    return [NSString stringWithFormat:@"https://example.com/a%3ab/%@", user];\n'
    '}\n'
)
# Xcode's UI test targets and Flutter's integration tests are tests.
UI_TEST_HELPER = 'let profile = "https://example.com/a%7eb"\n'
# A bidi mark ending a URL is right-to-left text's formatting (outline-apps'
# Hebrew messages, sweep 179); one inside a URL is still reported.
BIDI_MARKS = (
    '{"a": "– iOS: https://e.org/app/id1356177741\u200f<br> – x"}\n'
    '{"b": "see https://e.org/a\u200fb/c here"}\n'
)

# An API description's examples are records a mock server serves as written
# (Prism served other bytes after a fix: sweep 182), under any depth of an
# example key; a description and a server URL keep their fixes.
OPENAPI_EXAMPLES = (
    "openapi: 3.0.3\n"
    "info: {title: t, version: '1', description: 'Docs at <https://example.com/%7edesc>'}\n"
    "servers:\n"
    "  - url: https://api.example.com/%7ev1\n"
    "paths:\n"
    "  /meeting:\n"
    "    get:\n"
    "      responses:\n"
    "        '200':\n"
    "          description: ok\n"
    "          content:\n"
    "            application/json:\n"
    "              examples:\n"
    "                Response:\n"
    "                  value:\n"
    "                    url: https://teams.microsoft.com/l/meetup-join/19%3ameeting_A%40thread.v2/0\n"
    "components:\n"
    "  examples:\n"
    "    Webhook:\n"
    "      value: https://events.example.net/webhooks?token=O6n03K%2b1%2bSLPH50m4x9%2fcbcqt\n"
    "  schemas:\n"
    "    Link: {type: string, format: uri}\n"
    "externalDocs: {url: 'https://example.com/%7edocs'}\n"
)
# A <name> after "_" is a placeholder too (APIs-guru's clubhouse description:
# "club_<club_id>_<guid>_thumbnail" had only its second one encoded).
UNDERSCORE_PLACEHOLDER = '{"photo_url": "https://s3.example.com/<user_id>_<guid>_thumb"}\n'

# A URL a template's expression tests: Go templates' in, hasPrefix,
# strings.Contains, where, replace, eq (hugo rendered another nav after a
# fix: sweep 181), Liquid's contains (python-liquid), Nunjucks' "..." in x,
# Tera's starting_with, JS in EJS. A URL the template only writes keeps its fix.
TEMPLATE_TESTS = (
    '{{ if in .Permalink "https://example.com/a%7eb" }}1{{ end }}\n'
    '{{ $p := where .Site.Pages "Permalink" "https://example.com/a%7eb/" }}\n'
    '{{ if eq "https://example.com/a%7eb/" .Permalink }}7{{ end }}\n'
    '{% if shop.url contains "https://shop.example.com/a%7eb" %}z{% endif %}\n'
    '{% if "https://example.com/a%7eb" in page.url %}2{% endif %}\n'
    '{% if current_url is starting_with("https://example.com/a%7eb") %}2{% endif %}\n'
    "<% if (page.permalink === 'https://example.com/a%7eb/') { %>1<% } %>\n"
    '<a href="https://example.com/a%7eb">{{ .Title }}</a>\n'
)
# Ghost's {{t "..."}} looks its text up in the theme's locales as written
# (a fixed key showed the English text: sweep 181); a hash argument's URL
# is a value, fixed.
GHOST_TRANSLATED = (
    '<p>{{t "Read the guide at https://ghost.org/help/a%7eb"}}</p>\n'
    '{{> "components/cta" text=(t "Docs at https://ghost.org/a%7eb")}}\n'
    '<a href="https://ghost.org/c%7ed" title="{{t "Open https://ghost.org/c%7ed"}}">x</a>\n'
)
# WordPress block markup: the editor checks a block's HTML against its
# comment's attributes (Gutenberg marked a cover block invalid after a fix
# encoded its img src's space and not its "url": sweep 181). Equivalence
# fixes change both; in a PHP pattern, whose img src PHP writes, none.
WORDPRESS_BLOCKS = (
    '<!-- wp:cover {"url":"https://example.com/uploads/cover photo.jpg"} -->\n'
    '<div class="wp-block-cover"><img src="https://example.com/uploads/cover photo.jpg"/></div>\n'
    '<!-- /wp:cover -->\n'
    '<!-- wp:cover {"url":"https://example.com/img/a%7eb.jpg"} -->\n'
    '<div class="wp-block-cover"><img src="https://example.com/img/a%7eb.jpg"/></div>\n'
    '<!-- /wp:cover -->\n'
)
WORDPRESS_PHP_PATTERN = (
    '<?php\n/**\n * Title: Cover\n */\n?>\n'
    '<!-- wp:cover {"url":"https://images.example.com/a%7eb.jpg"} -->\n'
    '<div class="wp-block-cover"><img src="<?php echo esc_url( \'https://images.example.com/a%7eb.jpg\' ); ?>"/></div>\n'
    '<!-- /wp:cover -->\n'
)

# requests-cache's stored responses, which a tap replays (meltano's sdk:
# after a fix the replayed description was 116 characters shorter, sweep 180).
HTTP_CACHE_ENTRY = '{"url": "https://gitlab.com/api/v4/projects?search=a%5Fb", "_content": "see https://e.org/%5Fx"}\n'

# Where the new rules stop (sweep 183's probes): a URL a later command on a
# sed line downloads is no pattern; a workflow's job named "examples" in a
# file that only mentions OpenAPI is no example block.
SED_THEN_DOWNLOAD = (
    "sed -i 's/^#deb/deb/' /etc/apt/sources.list; wget -q \"https://example.com/pub/%7euser/tool.tar.gz\"\n"
    "sed -i 's|http://old.example.com/%7euser/|https://new.example.com/|' conf.txt\n"
)
NOT_AN_API_DESCRIPTION = (
    "# builds the openapi client\n"
    "jobs:\n"
    "  examples:\n"
    "    steps:\n"
    "      - run: curl -fsSL https://example.com/%7eteam/run.sh\n"
)


SWEEP177_CASES = [
    (CSS_BAD_URL, 'site/theme.css', [(1, 27, 'URI004'), (2, 28, 'URI001'), (3, 28, 'URI004')],
     '.a { background: url(img/a b.png); }\n.b { background: url( img/c%2Fd.png ); }\n.c { background: url("img/e%20f.png"); }\n',
     '.a { background: url(img/a%20b.png); }\n.b { background: url( img/c%2Fd.png ); }\n.c { background: url("img/e%20f.png"); }\n'),
    (PUPPET_SOURCES, 'manifests/init.pp', [(2, 59, 'URI002'), (3, 55, 'URI002'), (4, 77, 'URI001')],
     None,
     "class pf {\n  file { '/etc/a.conf': source => 'puppet:///modules/foo/a~b.conf' }\n  file { '/etc/c.conf': source => 'file:///srv/files/c~d.conf' }\n  file { '/etc/e.conf': source => 'puppet://puppet.example.com/modules/foo/e%2Ff.conf' }\n}\n"),
    (HIERA_SOURCES, 'data/common.yaml', [(2, 39, 'URI002'), (3, 31, 'URI002')],
     "foo::source: 'puppet:///modules/foo/café.conf'\nfoo::source2: 'puppet:///modules/foo/a%7eb.conf'\nfoo::docs: 'file:///srv/docs/c~d.html'\n",
     "foo::source: 'puppet:///modules/foo/café.conf'\nfoo::source2: 'puppet:///modules/foo/a~b.conf'\nfoo::docs: 'file:///srv/docs/c~d.html'\n"),
    (SALT_SOURCES, 'salt/nginx/init.sls', [(3, 35, 'URI002'), (6, 45, 'URI001')],
     None,
     'nginx_conf:\n  file.managed:\n    - source: salt://nginx/files/a~b.conf\nlocal_conf:\n  file.managed:\n    - source: file:///srv/salt/nginx/files/c%2Fd.conf\n'),
    (HIERA_TOP_SCOPE, 'data/common.yaml', [(2, 64, 'URI002')],
     'etcd::advertise_client_urls: "http://%{::fqdn}:2379"\nrke2::server: "https://%{::cluster}.%{::site}.example.com:9345/~"\napp::url: "https://example.com/%{literal(\'%\')}7e"\n',
     'etcd::advertise_client_urls: "http://%{::fqdn}:2379"\nrke2::server: "https://%{::cluster}.%{::site}.example.com:9345/~"\napp::url: "https://example.com/%{literal(\'%\')}7e"\n'),
    (SCALADOC_SOURCE_URL, 'build.sbt', [],
     None,
     None),
    (ACTIONS_CONDITION, '.github/workflows/feed.yml', [(3, 66, 'URI002'), (5, 77, 'URI002'), (6, 39, 'URI002')],
     "jobs:\n  rebuild:\n    if: github.event.client_payload.feed == 'https://example.com/%7eteam/feed.xml'\n    steps:\n      - if: contains(github.event.client_payload.feed, 'https://example.com/%7eteam')\n        run: echo https://example.com/~team/log\n",
     "jobs:\n  rebuild:\n    if: github.event.client_payload.feed == 'https://example.com/~team/feed.xml'\n    steps:\n      - if: contains(github.event.client_payload.feed, 'https://example.com/~team')\n        run: echo https://example.com/~team/log\n"),
    (GITLAB_CONDITION, '.gitlab-ci.yml', [(3, 80, 'URI002')],
     None,
     'mirror:\n  rules:\n    - if: \'$CI_MERGE_REQUEST_SOURCE_PROJECT_URL == "https://gitlab.example.com/~team/app"\'\n'),
    (AZURE_CONDITION, 'azure-pipelines.yml', [(3, 90, 'URI002')],
     None,
     "steps:\n- script: echo fork build\n  condition: eq(variables['System.PullRequest.SourceRepositoryURI'], 'https://github.com/~team/app')\n"),
    (SPDX_TAG_VALUE, 'sbom/app.spdx', [(2, 53, 'URI001'), (3, 59, 'URI002'), (4, 47, 'URI002')],
     'SPDXVersion: SPDX-2.3\nDocumentNamespace: https://spdx.org/spdxdocs/ghcr.io%2facme%2fapp-1.0\nExternalDocumentRef: DocumentRef-other http://example.com/%7eother.spdx SHA1: d6a770ba38583ed4bb4525bd96e50461655d2759\nPackageDownloadLocation: https://github.com/x/~y/archive/v1.tar.gz\n',
     'SPDXVersion: SPDX-2.3\nDocumentNamespace: https://spdx.org/spdxdocs/ghcr.io%2Facme%2Fapp-1.0\nExternalDocumentRef: DocumentRef-other http://example.com/~other.spdx SHA1: d6a770ba38583ed4bb4525bd96e50461655d2759\nPackageDownloadLocation: https://github.com/x/~y/archive/v1.tar.gz\n'),
    (CYCLONEDX_PURL, 'bom.json', [(1, 92, 'URI002'), (2, 60, 'URI002')],
     '{"components": [{"bom-ref": "pkg:maven/org.x/y@1.0?repository_url=https://repo.example.com/%7emaven",\n  "externalReferences": [{"url": "https://repo.example.com/~maven/y"}]}]}\n',
     '{"components": [{"bom-ref": "pkg:maven/org.x/y@1.0?repository_url=https://repo.example.com/~maven",\n  "externalReferences": [{"url": "https://repo.example.com/~maven/y"}]}]}\n'),
    (DEPENDABOT_IGNORE, '.github/dependabot.yml', [(5, 46, 'URI002')],
     None,
     'version: 2\nupdates:\n  - package-ecosystem: gomod\n    ignore:\n      - dependency-name: "https://github.com/~org/*"\n'),
    (FDROID_SED, 'metadata/org.example.app.yml', [(4, 47, 'URI002'), (5, 34, 'URI002')],
     "Builds:\n  - versionName: '1.0'\n    prebuild:\n      - sed -i -e 's|https://repo.example.com/%7euser/maven/|https://repo1.maven.org/maven2/|' build.gradle\n      - wget https://example.com/~user/lib.jar\n",
     "Builds:\n  - versionName: '1.0'\n    prebuild:\n      - sed -i -e 's|https://repo.example.com/~user/maven/|https://repo1.maven.org/maven2/|' build.gradle\n      - wget https://example.com/~user/lib.jar\n"),
    (FDROID_FIELDS, 'metadata/org.example.app.yml', [(1, 70, 'URI002')],
     'Binaries: https://github.com/o/r/releases/download/v%v/app-%c-release~.apk\nBuilds:\n  - versionName: 3.0.1\n    binary: https://github.com/o/r/releases/download/v%v01/app.apk\nUpdateCheckData: https://e.org/stable.json|"versionCode":\\s"(\\d+)"|.|"version":\\s"([\\d.]+)"\n',
     'Binaries: https://github.com/o/r/releases/download/v%v/app-%c-release~.apk\nBuilds:\n  - versionName: 3.0.1\n    binary: https://github.com/o/r/releases/download/v%v01/app.apk\nUpdateCheckData: https://e.org/stable.json|"versionCode":\\s"(\\d+)"|.|"version":\\s"([\\d.]+)"\n'),
    (SWIFTUI_TITLES, 'App/HelpView.swift', [(1, 31, 'URI002'), (1, 91, 'URI002'), (2, 38, 'URI002'), (3, 43, 'URI002'), (4, 41, 'URI002')],
     'Link("https://example.com/help%7euser", destination: URL(string: "https://example.com/help~user")!)\nButton("Open https://example.com/help%7euser") { shown = true }\n.navigationTitle("https://example.com/help%7euser")\nText(verbatim: "https://example.com/help~user")\n',
     'Link("https://example.com/help~user", destination: URL(string: "https://example.com/help~user")!)\nButton("Open https://example.com/help~user") { shown = true }\n.navigationTitle("https://example.com/help~user")\nText(verbatim: "https://example.com/help~user")\n'),
    (OBJC_WITHOUT_IMPORT, 'Sources/Share.m', [],
     None,
     None),
    (UI_TEST_HELPER, 'MyAppUITests/Pages/ProfilePage.swift', [(1, 37, 'URI002')],
     None,
     'let profile = "https://example.com/a~b"\n'),
    (UI_TEST_HELPER, 'integration_test/robot.dart', [(1, 37, 'URI002')],
     None,
     'let profile = "https://example.com/a~b"\n'),
    (BIDI_MARKS, 'server_manager/messages/he.json', [(2, 27, 'URI005')],
     None,
     '{"a": "– iOS: https://e.org/app/id1356177741\u200f<br> – x"}\n{"b": "see https://e.org/ab/c here"}\n'),
    (OPENAPI_EXAMPLES, 'openapi.yaml', [(2, 75, 'URI002'), (4, 34, 'URI002'), (16, 70, 'URI001'), (20, 62, 'URI001'), (23, 42, 'URI002')],
     "openapi: 3.0.3\ninfo: {title: t, version: '1', description: 'Docs at <https://example.com/~desc>'}\nservers:\n  - url: https://api.example.com/~v1\npaths:\n  /meeting:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              examples:\n                Response:\n                  value:\n                    url: https://teams.microsoft.com/l/meetup-join/19%3ameeting_A%40thread.v2/0\ncomponents:\n  examples:\n    Webhook:\n      value: https://events.example.net/webhooks?token=O6n03K%2b1%2bSLPH50m4x9%2fcbcqt\n  schemas:\n    Link: {type: string, format: uri}\nexternalDocs: {url: 'https://example.com/~docs'}\n",
     "openapi: 3.0.3\ninfo: {title: t, version: '1', description: 'Docs at <https://example.com/~desc>'}\nservers:\n  - url: https://api.example.com/~v1\npaths:\n  /meeting:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              examples:\n                Response:\n                  value:\n                    url: https://teams.microsoft.com/l/meetup-join/19%3Ameeting_A%40thread.v2/0\ncomponents:\n  examples:\n    Webhook:\n      value: https://events.example.net/webhooks?token=O6n03K%2B1%2BSLPH50m4x9%2Fcbcqt\n  schemas:\n    Link: {type: string, format: uri}\nexternalDocs: {url: 'https://example.com/~docs'}\n"),
    (UNDERSCORE_PLACEHOLDER, 'data.json', [],
     None,
     None),
    (TEMPLATE_TESTS, 'layouts/partials/nav.html', [(1, 43, 'URI002'), (2, 62, 'URI002'), (3, 32, 'URI002'), (4, 52, 'URI002'), (5, 29, 'URI002'), (6, 58, 'URI002'), (7, 49, 'URI002'), (8, 31, 'URI002')],
     '{{ if in .Permalink "https://example.com/a%7eb" }}1{{ end }}\n{{ $p := where .Site.Pages "Permalink" "https://example.com/a%7eb/" }}\n{{ if eq "https://example.com/a%7eb/" .Permalink }}7{{ end }}\n{% if shop.url contains "https://shop.example.com/a%7eb" %}z{% endif %}\n{% if "https://example.com/a%7eb" in page.url %}2{% endif %}\n{% if current_url is starting_with("https://example.com/a%7eb") %}2{% endif %}\n<% if (page.permalink === \'https://example.com/a%7eb/\') { %>1<% } %>\n<a href="https://example.com/a~b">{{ .Title }}</a>\n',
     '{{ if in .Permalink "https://example.com/a~b" }}1{{ end }}\n{{ $p := where .Site.Pages "Permalink" "https://example.com/a~b/" }}\n{{ if eq "https://example.com/a~b/" .Permalink }}7{{ end }}\n{% if shop.url contains "https://shop.example.com/a~b" %}z{% endif %}\n{% if "https://example.com/a~b" in page.url %}2{% endif %}\n{% if current_url is starting_with("https://example.com/a~b") %}2{% endif %}\n<% if (page.permalink === \'https://example.com/a~b/\') { %>1<% } %>\n<a href="https://example.com/a~b">{{ .Title }}</a>\n'),
    (GHOST_TRANSLATED, 'partials/footer.hbs', [(1, 51, 'URI002'), (2, 58, 'URI002'), (3, 29, 'URI002'), (3, 71, 'URI002')],
     '<p>{{t "Read the guide at https://ghost.org/help/a%7eb"}}</p>\n{{> "components/cta" text=(t "Docs at https://ghost.org/a%7eb")}}\n<a href="https://ghost.org/c~d" title="{{t "Open https://ghost.org/c%7ed"}}">x</a>\n',
     '<p>{{t "Read the guide at https://ghost.org/help/a~b"}}</p>\n{{> "components/cta" text=(t "Docs at https://ghost.org/a~b")}}\n<a href="https://ghost.org/c~d" title="{{t "Open https://ghost.org/c~d"}}">x</a>\n'),
    (WORDPRESS_BLOCKS, 'templates/index.html', [(2, 72, 'URI004'), (4, 48, 'URI002'), (5, 64, 'URI002')],
     '<!-- wp:cover {"url":"https://example.com/uploads/cover photo.jpg"} -->\n<div class="wp-block-cover"><img src="https://example.com/uploads/cover photo.jpg"/></div>\n<!-- /wp:cover -->\n<!-- wp:cover {"url":"https://example.com/img/a~b.jpg"} -->\n<div class="wp-block-cover"><img src="https://example.com/img/a~b.jpg"/></div>\n<!-- /wp:cover -->\n',
     '<!-- wp:cover {"url":"https://example.com/uploads/cover photo.jpg"} -->\n<div class="wp-block-cover"><img src="https://example.com/uploads/cover%20photo.jpg"/></div>\n<!-- /wp:cover -->\n<!-- wp:cover {"url":"https://example.com/img/a~b.jpg"} -->\n<div class="wp-block-cover"><img src="https://example.com/img/a~b.jpg"/></div>\n<!-- /wp:cover -->\n'),
    (WORDPRESS_PHP_PATTERN, 'patterns/cover.php', [(6, 51, 'URI002')],
     None,
     '<?php\n/**\n * Title: Cover\n */\n?>\n<!-- wp:cover {"url":"https://images.example.com/a~b.jpg"} -->\n<div class="wp-block-cover"><img src="<?php echo esc_url( \'https://images.example.com/a%7eb.jpg\' ); ?>"/></div>\n<!-- /wp:cover -->\n'),
    (HTTP_CACHE_ENTRY, '.http_cache/595dfcf4fb7a4cac.json', [(1, 53, 'URI002'), (1, 91, 'URI002')],
     None,
     '{"url": "https://gitlab.com/api/v4/projects?search=a_b", "_content": "see https://e.org/_x"}\n'),
    (SED_THEN_DOWNLOAD, 'fetch.sh', [(1, 79, 'URI002'), (2, 34, 'URI002')],
     'sed -i \'s/^#deb/deb/\' /etc/apt/sources.list; wget -q "https://example.com/pub/~user/tool.tar.gz"\nsed -i \'s|http://old.example.com/%7euser/|https://new.example.com/|\' conf.txt\n',
     'sed -i \'s/^#deb/deb/\' /etc/apt/sources.list; wget -q "https://example.com/pub/~user/tool.tar.gz"\nsed -i \'s|http://old.example.com/~user/|https://new.example.com/|\' conf.txt\n'),
    (NOT_AN_API_DESCRIPTION, '.github/workflows/examples.yml', [(5, 45, 'URI002')],
     '# builds the openapi client\njobs:\n  examples:\n    steps:\n      - run: curl -fsSL https://example.com/~team/run.sh\n',
     '# builds the openapi client\njobs:\n  examples:\n    steps:\n      - run: curl -fsSL https://example.com/~team/run.sh\n'),
    (MARKDOWN_ESCAPE_IN_TEXT, 'CHANGELOG.md', [(2, 35, 'URI004'), (3, 25, 'URI004')],
     None,
     "- ssl\\_cert =\\> 'puppet:///modules/sslkey/wildcard\\_mydomain.crt' doesn't work\n- see https://example.com/wildcard%5C_x\n- in code `s3://bucket/a%5C_b` the backslash is literal\n"),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP177_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
