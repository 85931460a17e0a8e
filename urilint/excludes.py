"""Excludes: the default ones (what a walk does not enter, because tools
keep or write it; a config's ``exclude`` replaces them, ``extend-exclude``
adds), and the patterns compiled to what a walk matches each name with."""

from __future__ import annotations

import functools
import os
from itertools import repeat

from .pattern_store import compiled_re

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re
    from typing import Callable

# Version control and tools' folders (an Obsidian vault's .obsidian holds
# its settings and third-party plugins' bundles); builds, web frameworks'
# generated folders among them (Astro's .astro/data-store.json copies every
# page's body and HTML onto one line: 694 of 750 findings in sweep 64's
# Astro sites came from it) and site generators' outputs (Sphinx's _build,
# whose _sources hold copies of the pages, Jekyll's _site, GitBook's and
# bookdown's _book: sweep 69; Quarto's _freeze, the saved outputs it shows
# again without running the code: sweep 71; coverage.py's htmlcov and
# istanbul's lcov-report, pages showing the sources: sweep 128); vendored code,
# minified code and source maps (a fixed .min.js fails its integrity hash);
# Logseq's .recycle (deleted pages it keeps: sweep 166); lock files; logs
# (a program's output; a committed one is a test's expected output, which a
# fix breaks: TEI's validator logs, l3build's .tlg).
# Source maps by what they map (a bare "*.map" also took MapServer's
# mapfiles and openHAB's hand-written transform maps: sweeps 174, 175).
SOURCE_MAPS = ("*.js.map", "*.mjs.map", "*.cjs.map", "*.css.map", "*.ts.map")
DEFAULT_EXCLUDE = (
    ".git", ".hg", ".svn", ".bzr", ".tox", ".nox", ".venv", "venv", "node_modules", "__pycache__", ".mypy_cache",
    ".pytest_cache", ".ruff_cache", ".urilint_cache", ".obsidian", ".recycle", "build", "dist",
    ".astro", ".svelte-kit", ".next", ".nuxt", ".docusaurus", "_build", "_site", "_book", "_freeze",
    "htmlcov", "lcov-report", "*.egg-info",
    ".dart_tool", ".gradle", "DerivedData", ".build",  # Dart's, Gradle's, Xcode's and SwiftPM's generated folders
    "*.docset",  # Dash's bundles, generated copies of API docs (jazzy's, doc2dash's: sweep 217)
    "vendor", "third_party", "Pods", "Carthage",  # (CocoaPods' and Carthage's checkouts: sweep 179)
    "*.min.js", "*.min.css", *SOURCE_MAPS, "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "Cargo.lock",
    "poetry.lock", "Pipfile.lock", "uv.lock", "Gemfile.lock", "composer.lock", "go.sum", "Package.resolved",
    "packages.lock.json", "packages-lock.json", "mix.lock", "pubspec.lock", "deno.lock", "bun.lock", "flake.lock",
    ".terraform.lock.hcl", "gradle.lockfile", "Podfile.lock", "pixi.lock", "pdm.lock", "conda-lock.yml", "renv.lock",
    "Manifest.toml", "MODULE.bazel.lock", "maven_install.json", "pylock.toml", "requirements.lock", "Chart.lock",
    "Cartfile.resolved", "rebar.lock", "shard.lock", "cpanfile.snapshot", "Gopkg.lock", "glide.lock", "paket.lock",
    "project.assets.json", "conan.lock", "dub.selections.json", "stack.yaml.lock", "Brewfile.lock.json", "devbox.lock",
    "aqua-checksums.json", ".pnp.cjs", "verification-metadata.xml", "esy.lock",
    # Any other tool's lock file by its suffix: mise.lock (sweep 85: its
    # GitLab download URLs' "%2E" would be decoded), spago.lock,
    # requirements-dev.lock, gems.locked, an opam file's .locked twin.
    # (Suffixes only: a pattern with another wildcard costs every run a regex.)
    "*.lock", "*.locked",
    "*.dvc",  # DVC's record of a tracked file, its md5 over the source's path too (sweep 180)
    "*.log", "*.tlg", ".lycheecache",  # (lychee's cache of what it checked: sweep 132)
)


@functools.lru_cache(maxsize=None)
def exclude_matchers(patterns: tuple[str, ...]) -> tuple[re.Pattern[str] | None, Callable[[str], object] | None]:
    """Exclude patterns compiled once (called for every file of a walk):
    one regex for those holding a "/" (matched against the relative path,
    also as a folder prefix), and a test for one part of a path, true when
    a pattern without "/" matches it. Same semantics as fnmatch.fnmatch,
    which is what the regexes come from.

    Names (no wildcard) and suffixes ("*.min.js") are tested with a set
    and str.endswith, which need nothing compiled: the default excludes
    are all such, and their regex took a millisecond to compile, a
    sixtieth of a run the cache answers. Only other patterns import re
    (and fnmatch), which such a run otherwise does not."""
    whole: list[str] = []  # patterns holding a "/", normcased, each also as a folder prefix
    part: list[str] = []  # other patterns with wildcards, normcased
    names: list[str] = []
    suffixes: list[str] = []
    for pattern in patterns:
        stripped = pattern.strip("/")
        name = os.path.normcase(stripped)
        if "/" in stripped:
            whole += [name, os.path.normcase(stripped + "/*")]
        elif not _has_wildcard(name):
            names.append(name)
        elif name.startswith("*") and not _has_wildcard(name[1:]):
            suffixes.append(name[1:])
        else:
            part.append(name)
    if not whole and not part:
        return None, _part_matcher(names, suffixes, [])
    import fnmatch

    whole_regex = compiled_re("|".join(map(fnmatch.translate, whole))) if whole else None
    return whole_regex, _part_matcher(names, suffixes, list(map(fnmatch.translate, part)))


def _part_matcher(names: list[str], suffixes: list[str], translated: list[str]) -> Callable[[str], object] | None:
    """The test of one path part against names, suffixes and other patterns
    (fnmatch-translated): a NameTest when there are only names and
    suffixes, else one regex."""
    if translated:  # one regex for all
        import re

        names = [re.escape(name) + r"\Z" for name in names]
        suffixes = ["(?s:.*" + re.escape(suffix) + r")\Z" for suffix in suffixes]
        return compiled_re("|".join(names + suffixes + translated)).match
    if not names and not suffixes:
        return None
    return NameTest(frozenset(names), tuple(suffixes))


class NameTest:
    """Whether a name is one of `names` or ends with one of `suffixes`
    (the default excludes): asked of one name, or of a folder's files at
    once with any_of, in C (a Python call per file was a thirtieth of a
    run the cache answers)."""

    __slots__ = ("names", "suffixes")

    def __init__(self, names: frozenset[str], suffixes: tuple[str, ...]) -> None:
        self.names, self.suffixes = names, suffixes

    def __call__(self, name: str) -> bool:
        return name in self.names or name.endswith(self.suffixes)

    def any_of(self, names: list[str]) -> bool:
        """Whether the test holds for one of `names`."""
        return not self.names.isdisjoint(names) or any(map(str.endswith, names, repeat(self.suffixes)))


def _has_wildcard(name: str) -> bool:
    return "*" in name or "?" in name or "[" in name
