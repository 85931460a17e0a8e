"""Findings and fixes that were wrong on sweep 36 (2026-11-27, 96 map/GIS
and game-engine repositories: MapLibre styles, QGIS projects, STAC
catalogs, Godot, Unity, Minecraft mods). Not seen in a real repository;
proven with Godot 3.2, moto/boto3 and configparser on files of the real
form (/work/sweep36/repro, not in the repo). Exact findings and fixed bytes."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# Godot never percent-decodes a res:// path: after "%7e" -> "~" it found no
# script ("Failed to load resource").
GODOT = '[ext_resource path="res://scripts/a%7ebc.gd" type="Script" id=1]\n'
# An S3 key is literal and case-sensitive (moto: 200 before, 404 after); a
# web URL beside it keeps its fix.
STAC = '{"href": "s3://bucket/key%3a1/x%7e.tif", "site": "https://e.com/%7e"}\n'
# MapProxy's and configparser's "%%" (an escaped "%"): "%~" raised
# InterpolationSyntaxError.
MAPPROXY = "[cache]\nurl = https://e.com/%%7Euser/%(tms_path)s\nhome = https://e.com/%7Ea\n"

CASES = [
    (GODOT, "main.tscn", [(1, 36, "URI002")], None, GODOT.replace("%7e", "~")),
    (STAC, "item.json", [(1, 26, "URI001"), (1, 32, "URI002"), (1, 65, "URI002")],
     STAC.replace("com/%7e", "com/~"), STAC.replace("%3a", "%3A").replace("%7e", "~")),
    # configparser's "%%" is an escaped "%" (sweep 56: no malformed one).
    (MAPPROXY, "mapproxy.ini", [(3, 22, "URI002")], MAPPROXY.replace("/%7Ea", "/~a"), MAPPROXY.replace("/%7Ea", "/~a")),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep36_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def test_why_is_said() -> None:
    import urilint

    [godot] = urilint.lint_text(GODOT, "main.tscn")
    assert godot.message.endswith("(unsafe fix: this scheme's path is read as written, never percent-decoded: a file name or an object key)")
