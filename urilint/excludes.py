"""The default excludes: what a walk does not enter, because tools keep or
write it (a config's ``exclude`` replaces them, ``extend-exclude`` adds)."""

from __future__ import annotations

# Version control and tools' folders; builds; vendored code, minified code
# and source maps (a fixed .min.js fails its integrity hash); lock files.
DEFAULT_EXCLUDE = (
    ".git", ".hg", ".svn", ".bzr", ".tox", ".nox", ".venv", "venv", "node_modules", "__pycache__", ".mypy_cache",
    ".pytest_cache", ".ruff_cache", ".urilint_cache", "build", "dist", "*.egg-info", "vendor", "third_party", "*.min.js",
    "*.min.css", "*.map", "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "Cargo.lock",
    "poetry.lock", "Pipfile.lock", "uv.lock", "Gemfile.lock", "composer.lock", "go.sum",
)
