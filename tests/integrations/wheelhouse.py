"""Build a local wheelhouse so pre-commit's hook install runs offline.

pre-commit installs a `language: python` hook by creating a virtualenv and
running `pip install .` in a clone of the hook repository. Tests may not use
the network, so the hook's dependencies are repacked as wheels from the
distributions installed in the test environment (a wheel is a zip of the
installed files plus its dist-info), and the build backend comes from
virtualenv's bundled setuptools wheel. Pip then runs with --no-index.
"""

from __future__ import annotations

import base64
import hashlib
import shutil
import zipfile
from importlib import metadata
from pathlib import Path

import regex

# Requirement names in [project] dependencies: the leading distribution name.
REQUIREMENT_NAME = regex.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*+")


def runtime_requirements(pyproject: Path) -> list[str]:
    """The distribution names urilint needs at run time on this Python."""
    try:
        import tomllib
    except ImportError:  # Python < 3.11
        import tomli as tomllib  # type: ignore[no-redef]
    from packaging.markers import Marker

    names = []
    for requirement in tomllib.loads(pyproject.read_text("utf-8"))["project"]["dependencies"]:
        spec, _, marker = requirement.partition(";")
        if marker.strip() and not Marker(marker.strip()).evaluate():
            continue
        match = REQUIREMENT_NAME.match(spec.strip())
        assert match, requirement
        names.append(match.group())
    return names


def repack(name: str, dest: Path) -> Path:
    """Zip the installed distribution `name` back into a wheel in `dest`."""
    dist = metadata.distribution(name)
    info = next(p for p in dist.files or () if p.parent.name.endswith(".dist-info"))
    info_dir = info.parent.as_posix()
    tag = next(line.split(":", 1)[1].strip() for line in (dist.read_text("WHEEL") or "").splitlines() if line.startswith("Tag:"))
    wheel = dest / f"{dist.metadata['Name'].replace('-', '_')}-{dist.version}-{tag}.whl"
    records = []
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as zf:
        for file in dist.files or ():
            posix = file.as_posix()
            # Skip byte code, files installed outside site-packages (scripts)
            # and the installer's own records; RECORD is rewritten below.
            if posix.startswith("..") or "__pycache__" in posix or posix == f"{info_dir}/RECORD":
                continue
            if posix in (f"{info_dir}/INSTALLER", f"{info_dir}/REQUESTED", f"{info_dir}/direct_url.json"):
                continue
            data = Path(str(file.locate())).read_bytes()
            zf.writestr(posix, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            records.append(f"{posix},sha256={digest},{len(data)}")
        records.append(f"{info_dir}/RECORD,,")
        zf.writestr(f"{info_dir}/RECORD", "\n".join(records) + "\n")
    return wheel


def build(pyproject: Path, dest: Path) -> Path:
    """A folder holding every wheel `pip install <urilint checkout>` needs."""
    from virtualenv.seed.wheels.embed import BUNDLE_FOLDER

    dest.mkdir(parents=True, exist_ok=True)
    for name in runtime_requirements(pyproject):
        repack(name, dest)
    # The PEP 517 build needs setuptools; virtualenv (a dependency of
    # pre-commit) ships a recent wheel of it.
    for bundled in Path(BUNDLE_FOLDER).glob("setuptools-*.whl"):
        shutil.copy(bundled, dest)
    return dest
