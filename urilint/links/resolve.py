"""Where a relative reference's path leads on disk, from cached folder listings.

A path is resolved the way a browser resolves a URL (RFC 3986 5.2: dot
segments removed lexically, each segment percent-decoded as UTF-8), then
looked up name by name in folder listings read once per run, so the
letter case must match exactly, as on the servers that publish the files.
"""

from __future__ import annotations

import fnmatch
import os
import unicodedata
from urllib.parse import unquote

from .sitemap import SiteMap, remove_dot_segments

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .anchors import Anchors

FOUND = "found"
MISSING = "missing"
SKIP = "skip"  # ignored by the user, undecodable, or not knowable offline

# ASCII characters a path segment may hold raw (RFC 3986 pchar without "%");
# a suggested name is written with everything else in it percent-encoded,
# except non-ASCII letters when the link already writes them raw.
_PCHAR = "!$&'()*+,;=:@-._~" + "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


class Resolution:
    """What one written path resolves to (a plain class: a typing.NamedTuple
    costs ~2 ms of every start-up that imports this module)."""

    __slots__ = ("status", "path", "is_dir", "problem", "candidate", "reason")

    def __init__(
        self, status: str, path: str = "", is_dir: bool = False, problem: str = "",
        candidate: str | None = None, reason: str = "",
    ) -> None:
        self.status = status  # FOUND, MISSING or SKIP
        self.path = path  # absolute path of the target (FOUND), or of what was looked for
        self.is_dir = is_dir
        self.problem = problem  # MISSING: what is wrong, for the message
        self.candidate = candidate  # MISSING: a written path that resolves, when one stands out
        self.reason = reason  # why `candidate` is offered

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Resolution) and all(getattr(self, n) == getattr(other, n) for n in self.__slots__)

    def __repr__(self) -> str:
        return f"Resolution({', '.join(repr(getattr(self, n)) for n in self.__slots__)})"


class Project:
    """The files of one project as the link rules see them: `root` (the
    config's folder), `link_root`: the folder(s) ``/``-rooted paths start
    from, tried in turn; `index_files` a folder must hold to resolve
    (empty: any folder resolves); `link_ignore` globs; `link_extensions`
    a missing last name may lack (``/learn/intro`` served from
    ``intro.md``). Listings are read once and kept for the run."""

    def __init__(
        self, root: str, link_root: str | tuple[str, ...] | None = None, index_files: tuple[str, ...] = (),
        link_ignore: tuple[str, ...] = (), link_extensions: tuple[str, ...] = (),
        link_map: tuple[tuple[str, str], ...] = (), trailing_slash: bool = True, url_relative: bool = True,
        lowercase: bool = False,
    ) -> None:
        self.root = os.path.abspath(root)
        roots = (link_root,) if isinstance(link_root, str) else tuple(link_root or ())
        self.link_roots = tuple(os.path.abspath(os.path.join(self.root, r)) for r in roots) or (self.root,)
        self.index_files = tuple(index_files)
        self.link_ignore = tuple(link_ignore)
        self.link_extensions = tuple(link_extensions)
        # link-map (sitemap.py): URL prefixes served from folders; None when unset.
        self.site = SiteMap(
            tuple((prefix, os.path.abspath(os.path.join(self.root, f))) for prefix, f in link_map),
            self.link_extensions, self.index_files, trailing_slash,
        ) if link_map else None
        self.lowercase = lowercase  # link-lowercase: link-map URLs are the lowercased source names
        self.url_relative = url_relative  # link-base "url": relative links in served pages resolve against their URL
        self._listings: dict[str, dict[str, bool] | None] = {}
        self._resolved: dict[tuple[str, str, bool, str | None], Resolution] = {}
        self.anchor_cache: dict[str, Anchors | None] = {}  # by path, filled by view.py
        self.anchors_by_text: dict[tuple[str, int, int], Anchors | None] = {}  # by (extension, len, hash)

    def listing(self, folder: str) -> dict[str, bool] | None:
        """Names in `folder` -> whether each is a folder; None if unreadable."""
        if folder in self._listings:
            return self._listings[folder]
        names: dict[str, bool] | None
        try:
            with os.scandir(folder) as entries:
                names = {}
                for entry in entries:
                    try:
                        names[entry.name] = entry.is_dir()
                    except OSError:
                        names[entry.name] = False
        except OSError:
            names = None
        self._listings[folder] = names
        return names

    def relative(self, path: str) -> str:
        """`path` as shown in messages: relative to the project root."""
        rel = os.path.relpath(path, self.root).replace(os.sep, "/")
        return "." if rel == "." else rel

    def ignored(self, written: str, path: str) -> bool:
        """True when a `link-ignore` glob matches the path as written or the
        resolved target relative to the project root."""
        if not self.link_ignore:
            return False
        rel = self.relative(path)
        return any(fnmatch.fnmatchcase(written, g) or fnmatch.fnmatchcase(rel, g) for g in self.link_ignore)

    def page_base(self, path: str, text: str = "", markup: bool = False) -> str | None:
        """The URL path relative links in the page `path` (holding `text`:
        its front matter may set a permalink) resolve against (link-map);
        None when no link-map serves it, or when link-base is "file" and
        not `markup` (references in the page's raw HTML, which generators
        copy as they are: the browser resolves them against the page URL)."""
        if self.site is None or not (self.url_relative or markup):
            return None
        return self.site.permalink_base(path, text)

    def resolve(self, folder: str, written: str, suggest: bool = True, base: str | None = None) -> Resolution:
        """Resolve the path `written` in a link from a file in `folder`
        (served at the URL `base`, see page_base); memoised: a docs tree
        links the same pages from many files."""
        key = (folder if not written.startswith("/") else "", written, suggest, base)
        known = self._resolved.get(key)
        if known is None:
            known = self._resolved[key] = self._resolve_written(folder, written, suggest, base)
        return known

    def _resolve_written(self, folder: str, written: str, suggest: bool, base: str | None = None) -> Resolution:
        segments = _decoded(written)
        if segments is None:
            return Resolution(SKIP)
        if not written.startswith("/"):
            if base is not None and self.site is not None and not self.site.is_page_link(written):
                if self.link_ignore and any(fnmatch.fnmatchcase(written, g) for g in self.link_ignore):
                    return Resolution(SKIP)
                # A page link-map serves: the browser resolves the link against its URL (Jekyll's "../legal/").
                return self.resolve(folder, remove_dot_segments(base + written), suggest)
            found = self._resolve(folder, folder, written, segments, suggest)
            if found.status == MISSING and found.problem.startswith("no such") and len(self.link_roots) > 1:
                found = self._overlaid(found, suggest) or found
            return found
        starts = [(start, written, segments) for start in self.link_roots]
        if self.site is not None:
            if self.link_ignore and any(fnmatch.fnmatchcase(written, g) for g in self.link_ignore):
                return Resolution(SKIP)
            mapped = [(f, path, _decoded(path)) for f, path in self.site.sources(written)]
            starts = [(f, path, segs) for f, path, segs in mapped if segs is not None] + starts
        misses: list[Resolution] = []
        for start, path, segs in starts:
            found = self._resolve(start, folder, path, segs, suggest and not misses and path is written, path is not written)
            if found.status != MISSING:
                return found
            misses.append(found)
        page = self.site.permalink_page(written) if self.site is not None else None
        if page is not None:  # a page whose front matter sets this URL as its permalink
            return Resolution(FOUND, page, False)
        # The most telling miss: a target that exists but is not what the
        # link needs (a folder without its index file) beats "no such".
        return next((m for m in misses if not m.problem.startswith("no such")), misses[0])

    def _overlaid(self, missing: Resolution, suggest: bool) -> Resolution | None:
        """A relative link that left one link root for a path the other
        roots serve at the same place (a page in src/content linking
        ../images/x.png, served from public/images): resolved there."""
        for root in self.link_roots:
            if missing.path.startswith(root + os.sep):
                rel = missing.path[len(root):].replace(os.sep, "/")
                written = "/".join(spell(part, "") for part in rel.split("/"))
                found = self.resolve(root, written, False)
                return found if found.status != MISSING else None
        return None

    def _resolve(
        self, start: str, folder: str, written: str, segments: list[str], suggest: bool, served: bool = False,
    ) -> Resolution:
        """Resolve `written` (decoded: `segments`) from folder `start`."""
        parts = start.split(os.sep)
        known = len(parts)  # parts[:known] exists (the linking file's folder, or link-root)
        names: list[int] = []  # index into segments of each part beyond known
        for index, segment in enumerate(segments):
            if segment in ("", "."):
                continue
            if segment == "..":
                if len(parts) > 1:
                    parts.pop()
                    if names:
                        names.pop()
                    known = min(known, len(parts))
                continue
            parts.append(segment)
            names.append(index)
        target = os.sep.join(parts) or os.sep
        if self.ignored(written, target):
            return Resolution(SKIP)
        trailing = written.endswith("/") or segments[-1] in (".", "..")
        current = os.sep.join(parts[:known]) or os.sep
        is_dir = True
        pretty = False  # a page named without its extension ("intro/" for intro.md)
        for depth in range(known, len(parts)):
            listing = self.listing(current)
            if listing is None:
                return Resolution(SKIP)
            name = parts[depth]
            found = name if name in listing else _same_nfc(name, listing)
            if found is None and depth == len(parts) - 1:
                found = next((name + e for e in self.link_extensions if listing.get(name + e) is False), None)
                pretty = found is not None
            if found is None and served and name.endswith(".html") and depth == len(parts) - 1:
                # a link-map page x.md is also served as x.html (Jekyll, VitePress, Sphinx-like builds)
                found = next((name[:-5] + e for e in self.link_extensions if listing.get(name[:-5] + e) is False), None)
            if found is None and served and self.lowercase:  # a site that lowercases its URLs (Hugo): File.md is /file/
                found, pretty = _folded(name, listing, self.link_extensions, depth == len(parts) - 1)
            if found is None:
                kind = "file or folder" if depth == len(parts) - 1 else "folder"
                seg = names[depth - known] if depth - known < len(names) else None
                return self._missing(folder, written, segments, seg, listing, target,
                                     f"no such {kind} '{self.relative(os.path.join(current, name))}'", suggest)
            is_dir = listing[found]
            current = os.path.join(current, found)
            if not is_dir and depth < len(parts) - 1:
                return Resolution(MISSING, target, problem=f"'{self.relative(current)}' is a file, not a folder")
        if trailing and not is_dir and not pretty and not self._slash_tolerated(folder, written, current):
            return Resolution(MISSING, target, problem=f"'{self.relative(current)}' is a file, not a folder")
        if is_dir and self.index_files:
            listing = self.listing(current) or {}
            index_file = next((n for n in self.index_files if n in listing and not listing[n]), None)
            page = self._page_beside(current) if index_file is None else None
            if page is not None:  # a folder "directives/" beside the page directives.md
                return Resolution(FOUND, page, False)
            if index_file is None:
                return Resolution(MISSING, current, True,
                                  f"folder '{self.relative(current)}' has no {' or '.join(self.index_files)}")
            return Resolution(FOUND, os.path.join(current, index_file), False)
        return Resolution(FOUND, current, is_dir)

    def _slash_tolerated(self, folder: str, written: str, page: str) -> bool:
        """True for a relative link ``page.md/`` from a page that link-map
        serves with link-base "file": MkDocs normalizes the path, dropping
        the slash, and rewrites the link to the page."""
        return (
            self.site is not None and not self.url_relative and not written.startswith("/")
            and page.endswith(self.link_extensions) and self.site.serves(folder)
        )

    def _page_beside(self, folder: str) -> str | None:
        """The page ``folder + extension`` (link-extensions) next to a folder
        that has no index file: the route ``/a/b`` is ``a/b.md`` even when
        a folder ``a/b/`` exists too."""
        parent, name = os.path.split(folder)
        listing = self.listing(parent) or {}
        found = next((name + e for e in self.link_extensions if listing.get(name + e) is False), None)
        return os.path.join(parent, found) if found else None

    def _missing(
        self, folder: str, written: str, segments: list[str], seg: int | None, listing: dict[str, bool],
        target: str, problem: str, suggest: bool,
    ) -> Resolution:
        """A MISSING resolution, with a candidate when exactly one name in
        the folder stands out and the whole path resolves with it."""
        if suggest and seg is not None:
            raw = written.split("/")
            for name, reason in _candidates(segments[seg], raw[seg], listing):
                spelled = spell(name, raw[seg])
                fixed = "/".join(raw[:seg] + [spelled] + raw[seg + 1:])
                if self.resolve(folder, fixed, suggest=False).status == FOUND:
                    return Resolution(MISSING, target, problem=problem, candidate=fixed, reason=reason)
        return Resolution(MISSING, target, problem=problem)


def _decoded(written: str) -> list[str] | None:
    """The segments of `written` percent-decoded as UTF-8; None when no
    file can match (a separator or NUL in a name) or it is not UTF-8
    (URI006's finding)."""
    if "\\" in written or "%2f" in written.lower() or "%00" in written:
        return None
    try:
        return [unquote(s, errors="strict") for s in written.split("/")]
    except UnicodeDecodeError:
        return None


def _folded(name: str, listing: dict[str, bool], extensions: tuple[str, ...], last: bool) -> tuple[str | None, bool]:
    """The listed name whose lowercase is `name` (the last name also with
    an extension), and whether it was found with one; (None, False) when
    none or several are."""
    if name != name.lower():
        return None, False
    same = [n for n in listing if n.lower() == name]
    if not same and last:
        same = [n for n in listing if not listing[n] and any(n.lower() == name + e for e in extensions)]
        return (same[0], True) if len(same) == 1 else (None, False)
    return (same[0], False) if len(same) == 1 else (None, False)


def _same_nfc(name: str, listing: dict[str, bool]) -> str | None:
    """The listed name equal to `name` after NFC normalization (a file
    named on macOS is often NFD): the same name to a reader."""
    if name.isascii():
        return None
    nfc = unicodedata.normalize("NFC", name)
    return next((n for n in listing if not n.isascii() and unicodedata.normalize("NFC", n) == nfc), None)


def _candidates(name: str, raw: str, listing: dict[str, bool]) -> list[tuple[str, str]]:
    """Names in `listing` that stand out as meant by the missing `name`
    (written `raw`), with the reason; each kind only when unique."""
    found: list[tuple[str, str]] = []
    folded = name.casefold()
    same_case = [n for n in listing if n.casefold() == folded]
    if len(same_case) == 1:
        found.append((same_case[0], "the name differs in letter case"))
    if "%" in raw and raw in listing:
        found.append((raw, "the file's name holds a literal '%'"))
    try:
        twice = unquote(name, errors="strict")
    except UnicodeDecodeError:
        twice = name
    if twice != name and twice in listing:
        found.append((twice, "the link is percent-encoded twice"))
    if "." not in name:
        stems = [n for n in listing if n.startswith(name + ".") and not listing[n]]
        if len(stems) == 1:
            found.append((stems[0], "the name lacks its extension"))
    return found


def spell(name: str, raw: str, also_safe: str = "") -> str:
    """`name` written as a path segment (or, with `also_safe` "/?", a
    fragment): ASCII outside pchar encoded, non-ASCII kept raw only when
    the link (written `raw`) already writes it raw."""
    keep_raw = not raw.isascii()
    out = []
    for char in name:
        if char in _PCHAR or char in also_safe or (keep_raw and not char.isascii()):
            out.append(char)
        else:
            out.extend(f"%{b:02X}" for b in char.encode("utf-8", "surrogateescape"))
    return "".join(out)
