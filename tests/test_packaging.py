"""Packaging: the rules install as urilint.rules, plugins load from entry points."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path


ROOT = Path(__file__).resolve().parents[1]


def pip(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "-q", *args], check=True, capture_output=True)


def test_wheel_has_rules_only_under_urilint(tmp_path: Path) -> None:
    pip("wheel", "--no-deps", "--no-build-isolation", "-w", str(tmp_path), str(ROOT))
    [wheel] = tmp_path.glob("urilint-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "urilint/rules/__init__.py" in names
    assert "urilint/rules/lowercase_percent_hex.py" in names
    assert not [n for n in names if n.startswith("rules/")]
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert "urilint = urilint.launch:run" in zipfile.ZipFile(wheel).read(entry_points).decode()


def test_every_rule_module_is_registered_and_documented() -> None:
    from urilint.registry import load_rules

    modules = {p.stem for p in (ROOT / "rules").glob("*.py") if p.stem != "__init__"}
    rules = load_rules(plugins=False)
    assert {r.check.__module__.rsplit(".", 1)[-1] for r in rules.values()} == modules
    for rule in rules.values():
        assert rule.doc.startswith(f"{rule.name} ({rule.code})"), rule.code
        for section in ("What it flags", "Why it matters", "Example", "Fix"):
            assert section in rule.doc, (rule.code, section)
        module = sys.modules[rule.check.__module__]
        assert module.NAME.replace("-", "_") == rule.check.__module__.rsplit(".", 1)[-1]


PLUGIN = '''
"""shouting-scheme (XMP001)

What it flags: an uppercase scheme.
"""
from urilint.model import Violation

CODE = "XMP001"
NAME = "shouting-scheme"
SUMMARY = "Uppercase scheme"
DEFAULT = True
FIX = "none"


def check(uri):
    scheme = uri.component("scheme")
    if scheme and uri.text[: scheme.end - scheme.start].isupper():
        yield Violation(scheme.start, scheme.end, "uppercase scheme")
'''


def install_plugin(tmp_path: Path, package: str, files: dict[str, str], entry: str) -> Path:
    """Build and install a plugin distribution into a folder; return it."""
    src = tmp_path / "src"
    for name, text in files.items():
        (src / package / name).parent.mkdir(parents=True, exist_ok=True)
        (src / package / name).write_text(text)
    (src / "pyproject.toml").write_text(textwrap.dedent(f"""
        [build-system]
        requires = ["setuptools>=64"]
        build-backend = "setuptools.build_meta"
        [project]
        name = "{package.replace('_', '-')}"
        version = "1.0"
        [project.entry-points."urilint.rules"]
        {entry}
    """))
    target = tmp_path / "site"
    pip("install", "--no-deps", "--no-build-isolation", "--target", str(target), str(src))
    return target


def test_entry_point_plugin(tmp_path: Path) -> None:
    target = install_plugin(
        tmp_path, "xmp_rules", {"__init__.py": "", "shouting.py": PLUGIN}, 'shouting = "xmp_rules.shouting"'
    )
    (tmp_path / "a.txt").write_text("HTTP://e.com/%2f\n")
    env = {**os.environ, "PYTHONPATH": str(target)}
    result = subprocess.run(
        [sys.executable, "-m", "urilint", "check", "--isolated", "a.txt"],
        cwd=tmp_path, env=env, capture_output=True, text=True,
    )
    assert result.returncode == 1
    lines = [l for l in result.stdout.splitlines() if l.startswith("a.txt:")]
    assert lines == ["a.txt:1:1: XMP001 uppercase scheme", "a.txt:1:14: URI001 lowercase hex digits in '%2f'; write '%2F'"]
    listing = subprocess.run([sys.executable, "-m", "urilint", "rule", "--all"], env=env, capture_output=True, text=True)
    assert "XMP001   shouting-scheme" in listing.stdout


def test_broken_plugin_is_a_clear_error(tmp_path: Path) -> None:
    target = install_plugin(tmp_path, "bad_rules", {"__init__.py": 'CODE = "lowercase"\n'}, 'bad = "bad_rules"')
    (tmp_path / "a.txt").write_text("x\n")
    result = subprocess.run(
        [sys.executable, "-m", "urilint", "check", "a.txt"],
        cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(target)}, capture_output=True, text=True,
    )
    assert result.returncode == 2
    assert result.stderr == "urilint: error: rule module bad_rules (plugin bad): bad code 'lowercase'\n"


def test_every_subpackage_is_listed_in_pyproject() -> None:
    # A regular (non-editable) install holds only pyproject's package list:
    # urilint.links was missing, so `--extend-select URI2` failed with
    # ModuleNotFoundError outside an editable install. (A wheel built in a
    # checkout with an editable install's egg-info has every file anyway.)
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "urilint").rglob("__init__.py")}
    assert found - listed == set()
