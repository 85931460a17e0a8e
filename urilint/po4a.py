"""Documents po4a translates: its master documents, whose paragraphs are
the msgids of its PO files, and the translations it writes from them.

po4a finds a paragraph's translation by the paragraph's text as written,
so any change to one, an equivalence too, turns its translations fuzzy,
and po4a drops a translated document that falls under its ``--keep``
threshold (sweep 136: privacybadger-website's own po4a run deleted 10
translated FAQ pages after a hex-case fix of two links). Told by a po4a
configuration in the document's folder or a folder above it, up to the
repository's root.
"""

from __future__ import annotations

import os

from .model import has_safe_fix, made_unsafe

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import Finding

TRANSLATED = "unsafe fix: po4a finds this document's translations by its text as written, which would turn fuzzy"
# Where projects keep their po4a configuration, by folder (relative to the
# document's folder or one above it): Debian's tools keep it in po/ or
# man/, web sites in po/, some at the top.
CONFIG_FOLDERS = ("", "po", "po4a", "doc", "docs", "man", "doc/po4a", "man/po4a")
CONFIG_NAMES = ("po4a.conf", "po4a.cfg")
MAX_LEVELS = 6  # folders looked in, the document's first, when no repository root comes first
MAX_CONFIG = 1 << 20

# A configuration's document patterns, by its path, size and time (the
# language server lives on while files change).
_documents: dict[tuple[str, int, int], tuple[str, ...]] = {}


def unsafe_in_translated(filename: str, findings: list[Finding]) -> list[Finding]:
    """`findings` of the file `filename`, each safe fix made unsafe when
    po4a translates the file (see TRANSLATED)."""
    if filename == "-" or not any(map(has_safe_fix, findings)) or not translated_by_po4a(filename):
        return findings
    return [made_unsafe(f, TRANSLATED) for f in findings]


def translated_by_po4a(path: str) -> bool:
    """Whether a po4a configuration over `path` names it as a master
    document or a translation."""
    try:
        full = os.path.abspath(path).replace(os.sep, "/")
    except OSError:  # the working folder was removed
        return False
    configs = configurations(os.path.dirname(full))
    if not configs:
        return False
    from fnmatch import fnmatchcase  # here: most runs find no configuration

    return any(fnmatchcase(full, pattern) for config in configs for pattern in _patterns(config))


def configurations(folder: str) -> list[str]:
    """The po4a configurations in `folder` and the folders above it."""
    return [path for kind, path in witnesses(folder) if kind == "config"]


def witnesses(folder: str) -> list[tuple[str, str]]:
    """(kind, path) of what decides `configurations(folder)`: each
    configuration ("config") and each place one could be made that is not
    there ("absent": a configuration's name, or the folder that would hold
    it). Up to the first folder that holds ``.git`` (the repository's root)
    or the working folder, at most MAX_LEVELS; not folders themselves (a
    folder above the project, a home or /tmp, changes often: as a witness
    it would spoil every run record)."""
    found: list[tuple[str, str]] = []
    try:
        current = os.path.abspath(folder or ".").replace(os.sep, "/")
        top = os.getcwd().replace(os.sep, "/")
    except OSError:  # the working folder was removed: no configuration is found
        return found
    for _ in range(MAX_LEVELS):
        for sub in CONFIG_FOLDERS:
            place = f"{current}/{sub}" if sub else current
            if sub and not os.path.isdir(place):
                found.append(("absent", place))
                continue
            for name in CONFIG_NAMES:
                path = f"{place}/{name}"
                found.append(("config" if os.path.isfile(path) else "absent", path))
        parent = os.path.dirname(current)
        if parent == current or current == top or os.path.exists(f"{current}/.git"):
            break
        current = parent
    return found


def _patterns(config: str) -> tuple[str, ...]:
    """The documents a configuration names (``[type: ...] master
    lang:translation``), as patterns of absolute paths: ``$lang`` any
    language, relative to the folder po4a runs in (not known: any)."""
    try:
        status = os.stat(config)
    except OSError:
        return ()
    key = (config, status.st_size, status.st_mtime_ns)
    patterns = _documents.get(key)
    if patterns is None:
        try:
            with open(config, encoding="utf-8", errors="replace") as handle:
                text = handle.read(MAX_CONFIG)
        except OSError:
            text = ""
        found: list[str] = []
        for line in text.replace("\\\n", " ").splitlines():
            line = line.strip()
            if not line.startswith("[type"):
                continue
            words = line.partition("]")[2].split()
            paths = words[:1] + [word.partition(":")[2] for word in words[1:] if _is_translation(word)]
            found.extend("*/" + path.replace("$lang", "*").lstrip("./") for path in paths if path)
        patterns = _documents[key] = tuple(found)
    return patterns


def _is_translation(word: str) -> bool:
    """Whether a word after a document's master names a translation
    (``$lang:path``, ``de:path``), not an addendum or an option."""
    language, colon, path = word.partition(":")
    return bool(colon and path) and not language.startswith(("add_", "opt", '"', "pot")) and "=" not in language
