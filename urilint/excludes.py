"""Excludes: the default ones (what a walk does not enter, because tools
keep or write it; a config's ``exclude`` replaces them, ``extend-exclude``
adds), and the patterns compiled to what a walk matches each name with."""

from __future__ import annotations

import fnmatch
import functools
import os
import re

# Version control and tools' folders; builds; vendored code, minified code
# and source maps (a fixed .min.js fails its integrity hash); lock files.
DEFAULT_EXCLUDE = (
    ".git", ".hg", ".svn", ".bzr", ".tox", ".nox", ".venv", "venv", "node_modules", "__pycache__", ".mypy_cache",
    ".pytest_cache", ".ruff_cache", ".urilint_cache", "build", "dist", "*.egg-info", "vendor", "third_party", "*.min.js",
    "*.min.css", "*.map", "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "Cargo.lock",
    "poetry.lock", "Pipfile.lock", "uv.lock", "Gemfile.lock", "composer.lock", "go.sum",
)


@functools.lru_cache(maxsize=None)
def exclude_matchers(patterns: tuple[str, ...]) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    """Exclude patterns compiled once (called for every file of a walk):
    one regex for those holding a "/" (matched against the relative path,
    also as a folder prefix), one for the rest (matched against each part).
    Same semantics as fnmatch.fnmatch, which is what the regexes come from."""
    whole: list[str] = []
    part: list[str] = []
    names: list[str] = []  # no wildcard: one group, matched at once
    suffixes: list[str] = []  # "*" then no wildcard ("*.min.js"): one ".*" for all
    for pattern in patterns:
        stripped = pattern.strip("/")
        name = os.path.normcase(stripped)
        if "/" in stripped:
            whole += [fnmatch.translate(name), fnmatch.translate(os.path.normcase(stripped + "/*"))]
        elif not _WILDCARD.search(name):
            names.append(re.escape(name))
        elif name.startswith("*") and not _WILDCARD.search(name, 1):
            suffixes.append(re.escape(name[1:]))
        else:
            part.append(fnmatch.translate(name))
    if suffixes:
        part.insert(0, "(?s:.*(?:" + "|".join(suffixes) + r"))\Z")
    if names:
        part.insert(0, "(?:" + "|".join(names) + r")\Z")
    return (re.compile("|".join(whole)) if whole else None, re.compile("|".join(part)) if part else None)


_WILDCARD = re.compile(r"[*?\[]")
