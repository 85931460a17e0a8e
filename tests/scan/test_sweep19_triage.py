"""Findings and fixes that were wrong on sweep 19 (2026-11-26, 56 public
repositories of kinds not tested before: Windows batch and AutoHotkey,
.NET and Linux packaging (Scoop, winget, Chocolatey, PKGBUILD, ebuilds, RPM
specs, Flatpak, Snapcraft), web-server and edge configs, OGC and scholarly
XML, Qt and GTK UI files, D, Crystal, F#, Delphi, Racket and others).
Exact findings and exact --fix / --fix --unsafe-fixes bytes, with the
neighbouring shapes that keep theirs. Report and repros: /work/sweep19 (not
in the repo)."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

SENSORML = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<sml:SensorML xmlns:sml="http://www.opengis.net/sensorML/1.0.1" xmlns:xlink="http://www.w3.org/1999/xlink">\n'
    '  <sml:documentation xlink:href="http://e.gov/sos?request=DescribeSensor&amp;outputformat=text/xml;'
    'subtype=&quot;sensorML/1.0.1&quot;"/>\n'
    '  <sml:member xlink:href="data/a b.xml"/> <sml:x xlink:href="https://e.org/%7e"/>\n</sml:SensorML>\n'
)
SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">'
    '<use xlink:href="sprites/a b.svg#i"/></svg>\n'
)
EBUILD = (
    "EAPI=8\ndeclare -A GIT_CRATES=(\n"
    "\t[winit]='https://github.com/iced-rs/winit;940457522e9fb9f5dac228b0ecfafe0138b4048c;winit-%commit%'\n"
    '\t[reflexo]="https://github.com/Myriad-Dreamin/typst.ts;${TYPST_TS_HASH};typst.ts-%commit%/crates/reflexo"\n'
    ')\nSRC_URI="https://e.org/foo%7e-${PV}.tar.gz"\n'
)
RPM_SPEC = (
    "Release:        1%{?dist}\n"
    "Source0:        https://github.com/foo/foo/archive/v%version/foo-%version.tar.gz\n"
    "Source1:        https://github.com/foo/foo/archive/%commit.tar.gz\n"
    "Patch0:         https://example.com/%{name}-%{?prerelease:pre}%{version}.patch\n"
    "Patch1:         https://example.com/%(echo x)/a.patch\n"
    "Patch2:         https://example.com/caf%C3%A9%7e.patch\n"
)
BATCH = (
    '@echo off\nset "c2r=baseurl.16=http://officecdn.microsoft.com/pr/%_updch% x"\n'
    'for %%# in (a.example.com) do powershell -c "irm https://%%# -Method POST"\n'
    "mshta \"about:<script src='file://%~dpnxf0'></script>\"\n"
    'start "" "https://e.org/a|b"\n'
)
CRYSTAL = (
    'puts "\\e]8;;https://github.com/crystal-lang/crystal/pull/#{pr.number}\\e\\\\#{pr.title}\\e]8;;\\e\\\\"\n'
    'puts "https://e.org/a%7e/%s" % x\n'
)

CASES = [
    # D2: outside the vocabularies a browser reads, an xlink:href is read
    # as written by a program (OWSLib's doctest compares a SensorML link:
    # the safe "%22" failed it; ArcGIS writes a label there): equivalences
    # only, as in a code literal. SVG's stays an attribute a browser reads.
    pytest.param(SENSORML, "sml_station.xml", [(3, 108, "URI004"), (4, 33, "URI004"), (4, 76, "URI002")],
                 SENSORML.replace("%7e", "~"),
                 SENSORML.replace("%7e", "~").replace("&quot;sensorML/1.0.1&quot;", "%22sensorML/1.0.1%22")
                 .replace("a b.xml", "a%20b.xml"), id="xlink-href-outside-browser-vocabularies"),
    pytest.param(SVG, "icons.svg", [(1, 110, "URI004")], SVG.replace("a b", "a%20b"), SVG.replace("a b", "a%20b"),
                 id="xlink-href-in-svg"),
    # F1: cargo.eclass's GIT_CRATES "URL;commit;folder-%commit%" (gentoo
    # guru: 430 findings); the ebuild's other URIs keep theirs (SRC_URI's
    # unsafe: portage saves the distfile under its last segment, sweep 141).
    pytest.param(EBUILD, "dev-util/foo/foo-1.0.ebuild", [(6, 27, "URI002")], None,
                 EBUILD.replace("%7e", "~"), id="ebuild-git-crates"),
    # F3: RPM macros, braced, conditional, shell and bare (terra: 57). The
    # octet's fix is unsafe since sweep 31: rpmbuild names the downloaded
    # patch after the URL as written.
    pytest.param(RPM_SPEC, "foo.spec", [(6, 46, "URI002")], None, RPM_SPEC.replace("%7e", "~"),
                 id="rpm-spec-macros"),
    # F4: cmd.exe's expansions (MAS, batch.scripts) and AutoHotkey's
    # variables; a "|" inside quotes is sent as written.
    pytest.param(BATCH, "scripts/activate.cmd", [(5, 26, "URI004")], None, BATCH.replace("a|b", "a%7Cb"),
                 id="batch-expansions"),
    # F5: outside double quotes a caret escapes the next character
    # (batch.scripts, iisnode); inside them it is sent as written.
    pytest.param('echo( http://ss64.org/viewtopic.php^?id^=1707\nstart "" "https://e.org/?a=1^&b=2"\n'
                 'echo https://e.org/p^?q^=1 "https://e.org/a^b" https://e.org/x^|y\n', "tailHead.bat",
                 [(2, 29, "URI004"), (3, 44, "URI004")], None,
                 'echo( http://ss64.org/viewtopic.php^?id^=1707\nstart "" "https://e.org/?a=1%5E&b=2"\n'
                 'echo https://e.org/p^?q^=1 "https://e.org/a%5Eb" https://e.org/x^|y\n', id="batch-carets"),
    pytest.param("Run, https://example.com/users/%A_UserName%/profile\nRun, https://example.com/a|b\n", "launcher.ahk",
                 [(2, 27, "URI004")], None,
                 "Run, https://example.com/users/%A_UserName%/profile\nRun, https://example.com/a%7Cb\n",
                 id="autohotkey-variables"),
    # F2: LuaRocks' test files: a function of placeholders (76 findings).
    pytest.param('source = {\n    url = "file://%{url(%{tmpdir})}/rock.lua"\n}\n'
                 "RUN: luarocks install file://%{url(%{fixtures_dir})}/a_rock-1.0-1.rockspec https://e.org/a%7e\n",
                 "quick/install.q", [(4, 91, "URI002")],  # (in luarocks' spec/: a test's data since sweep 26)
                 'source = {\n    url = "file://%{url(%{tmpdir})}/rock.lua"\n}\n'
                 "RUN: luarocks install file://%{url(%{fixtures_dir})}/a_rock-1.0-1.rockspec https://e.org/a~\n",
                 'source = {\n    url = "file://%{url(%{tmpdir})}/rock.lua"\n}\n'
                 "RUN: luarocks install file://%{url(%{fixtures_dir})}/a_rock-1.0-1.rockspec https://e.org/a~\n",
                 id="luarocks-placeholder-functions"),
    # F8: D's printf formats (vibe.d); F9: Crystal's escapes and "%" (an
    # OSC 8 terminal link's "\e\\" ends the URI).
    pytest.param('auto u = format("http://localhost/%s/test/%s/test", a, b);\nauto v = "https://e.org/a%7e";\n',
                 "source/app.d", [(2, 26, "URI002")],
                 'auto u = format("http://localhost/%s/test/%s/test", a, b);\nauto v = "https://e.org/a~";\n',
                 'auto u = format("http://localhost/%s/test/%s/test", a, b);\nauto v = "https://e.org/a~";\n',
                 id="d-printf"),
    pytest.param(CRYSTAL, "scripts/github-changelog.cr", [], None, None, id="crystal-escapes-and-formats"),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep19_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
