"""Where a fix would break what a download depends on beyond the URI: the
name a command saves it under, or the hash a lock file keeps of the file
that holds it. policy.unsafe_here asks."""

from __future__ import annotations

from .model import Fix
from .pattern_store import compiled_re
from .positions import line_start as start_of_line

REMOTE_NAME = "unsafe fix: curl -O saves the download under the URL's last segment as written, which the fix would rename"
REGISTRY_FILE = "unsafe fix: a Bazel registry's published file, whose hash the lock files of its users keep"
RECIPE_NAME = (
    "unsafe fix: the package recipe saves the download under the URL's last segment as written (its checksums and"
    " manifest name that file), which the fix would rename"
)
# Package recipes name a source's local file after its URL's last segment
# as written, unless renamed ("name::url" in a PKGBUILD or APKBUILD,
# "url -> name" in an ebuild): makepkg's get_filename, abuild and portage
# then look that name up in the checksums, .SRCINFO or Manifest (sweep 141,
# makepkg 6.0.2 run, portage's and abuild's code read).
RECIPE_NAMES = ("PKGBUILD", "APKBUILD")
# makepkg's summary of a PKGBUILD (makepkg --printsrcinfo), which the AUR
# reads and which must match it (sweep 155: a fixed source line no longer
# matched what makepkg 6.0.2 writes from the unchanged PKGBUILD).
SRCINFO = "unsafe fix: .SRCINFO is makepkg's summary of the PKGBUILD, which it must match as written; fix the PKGBUILD"
RECIPE_EXTENSIONS = (".ebuild", ".eclass")
# The sources' assignment (PKGBUILD's source=( and source_x86_64=(, an
# APKBUILD's source=", an ebuild's SRC_URI="), read at most RECIPE_REACH back.
_SOURCES = r"(?m)^[ \t]*(?:source(?:_\w+)?|SRC_URI)\+?=([(\"'])"
RECIPE_REACH = 4000

# curl's -O (--remote-name) names the file it writes with the URL's last
# path segment byte for byte: no decoding, no case folding (sweep 127:
# curl 7.88.1 saved foo%7e1.0.tar, foo%7E1.0.tar and foo~1.0.tar as three
# files, and the script's next "tar xJf" found none after a fix). wget
# decodes the name, so it is not one. Looked for on the command's line:
# "curl" before the URI, and "-O" (alone or in a cluster: -fsSLO) or
# --remote-name(-all) anywhere in the same command.
_CURL_BEFORE = r"\bcurl\b[^\n|;&]*\Z"
_REMOTE_NAME_OPTION = r"(?<![\w-])(?:-[A-Za-z]*O[A-Za-z]*|--remote-name(?:-all)?)(?![\w-])"
_COMMAND_END = r"[\n|;&]|\Z"
# How far a command is read either side of its URI (a minified file's one
# line is not read again for each of its URIs).
COMMAND_REACH = 1000
# A Bazel registry's module versions (the Bazel Central Registry's
# modules/NAME/VERSION/): a project's MODULE.bazel.lock keeps the hash of
# each such file it read (registryFileHashes), and the registry never
# changes a published one (sweep 127, argued from the lock file's format).
_REGISTRY_FILE = r"(?:^|/)modules/[^/]+/[^/]+/(?:source\.json|MODULE\.bazel)\Z"


def download_refusal(text: str, start: int, end: int, fix: Fix, filename: str) -> str | None:
    """Why `fix` of the URI text[start:end] in `filename` must not be
    applied: it renames what curl -O or a package recipe saves, or edits a
    published registry file; None otherwise."""
    path = filename.replace("\\", "/")
    if compiled_re(_REGISTRY_FILE).search(path) is not None:
        return REGISTRY_FILE
    if path.rpartition("/")[2] == ".SRCINFO":
        return SRCINFO
    if (path.rpartition("/")[2] in RECIPE_NAMES or path.endswith(RECIPE_EXTENSIONS)) and not (
        text.startswith("::", start - 2) or text.startswith(" -> ", end)
    ):
        return RECIPE_NAME if _in_sources(text, start) and _renames(text, start, end, fix) else None
    line_start = start_of_line(text, start, max(0, start - COMMAND_REACH))
    if text.find("curl", line_start, start) < 0:
        return None
    command = compiled_re(_CURL_BEFORE).search(text, line_start, start)
    if command is None:
        return None
    ceiling = min(len(text), end + COMMAND_REACH)
    command_end = compiled_re(_COMMAND_END).search(text, end, ceiling).start()  # type: ignore[union-attr]  # \Z always matches
    if compiled_re(_REMOTE_NAME_OPTION).search(text, command.start(), command_end) is None:
        return None
    return REMOTE_NAME if _renames(text, start, end, fix) else None


def _in_sources(text: str, start: int) -> bool:
    """Whether the URI at `start` is one of a recipe's sources (_SOURCES)."""
    assignment = None
    for assignment in compiled_re(_SOURCES).finditer(text, max(0, start - RECIPE_REACH), start):
        pass
    if assignment is None:
        return False
    closer = ")" if assignment.group(1) == "(" else assignment.group(1)
    return text.find(closer, assignment.end(), start - 1) < 0


def _renames(text: str, start: int, end: int, fix: Fix) -> bool:
    """Whether `fix` edits the last path segment of the URI text[start:end]."""
    path_end = min(found for found in (text.find("?", start, end), text.find("#", start, end), end) if found >= 0)
    name_start = text.rfind("/", start, path_end) + 1
    return any(edit.end > name_start and edit.start < path_end for edit in fix.edits)
