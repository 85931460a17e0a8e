"""Package manifests, whose URIs a lock file or a registry records as
written: a dependency's URL (``foo @ https://...`` in pyproject.toml, a
Cargo ``git = "..."``, a package.json tarball) is copied into the lock
file beside it, which the package tool then compares with the manifest
(sweep 83: after a fix of ``%7e`` to ``~``, ``uv sync --locked`` and
``cargo metadata --locked`` both refused to run, the lock "needs to be
updated"). Pipfile.lock and composer.lock hold a hash of the manifest's
content, and npm's provenance compares package.json's repository URL. So
a manifest's values and literals are identifiers (model.IDENTIFIER: no
fix is safe). A code manifest's comments (a Gemfile's) keep their fixes; a
data manifest's comments are told from a value that reads as a sentence
(``"foo @ https://..."``, prose too) only by parsing the file again, and
are identifiers with them.
"""

from __future__ import annotations

import os

from ..model import CODE_COMMENT, IDENTIFIER, UriSpan

# Each manifest whose tool writes a lock file with its dependencies' URLs
# (uv.lock, poetry.lock, pdm.lock; Pipfile.lock's hash; Cargo.lock;
# package-lock.json; composer.lock's hash; Gemfile.lock; pubspec.lock;
# flake.lock; MODULE.bazel.lock; Package.resolved; Podfile.lock; mix.lock;
# deno.lock; Chart.lock; pixi.lock; Julia's Manifest.toml; shard.lock;
# Cartfile.resolved; Gopkg.lock; glide.lock; rebar.lock; stack.yaml.lock).
MANIFESTS = frozenset((
    "pyproject.toml", "Pipfile", "Cargo.toml", "package.json", "composer.json", "Gemfile", "gems.rb", "pubspec.yaml",
    "flake.nix", "MODULE.bazel", "Package.swift", "Podfile", "mix.exs", "deno.json", "deno.jsonc", "Chart.yaml",
    "pixi.toml", "Project.toml", "JuliaProject.toml", "shard.yml", "Cartfile", "Gopkg.toml", "glide.yaml",
    "rebar.config", "stack.yaml",
))


def is_manifest(filename: str) -> bool:
    return os.path.basename(filename) in MANIFESTS


def pinned(spans: list[UriSpan]) -> list[UriSpan]:
    """A manifest's `spans`, each but a code comment's an identifier."""
    return [span if span.context == CODE_COMMENT else span._replace(context=IDENTIFIER) for span in spans]
