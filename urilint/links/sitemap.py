"""How a generated site serves source files at URL paths (`link-map`).

`link-map` maps URL prefixes to source folders. A page (a file whose name
ends with one of `link-extensions`) at ``FOLDER/a/b.md`` is served at
``PREFIX + "a/b/"`` (``"a/b"`` with ``link-trailing-slash = false``); an
index page (a name in `index-files`, or ``index.*``) at its folder's URL;
every page also as ``a/b.html``; a page whose YAML front matter sets
``permalink: /x/`` (Jekyll) also at that URL, and its ``redirect_from``
URLs (jekyll-redirect-from) lead to it.
A ``/``-rooted path under a prefix is looked up in the prefix's folders,
and a page's relative link to a URL (not to a source file: its last name
does not end with a page extension) resolves against the page's URL, as
the browser resolves it.
"""

from __future__ import annotations

import os
import re
from urllib.parse import quote, unquote

from ..pattern_store import compiled_re

# What a path segment may hold raw besides the unreserved characters.
_SUB_DELIMS = "!$&'()*+,;=:@"
# Jekyll front matter: "---" on the first line, up to "---" or "..."; its
# top-level "permalink:" key, a plain, "double" or 'single' quoted scalar.
# Compiled on first use (re's cache): only a link-map run reads front matter.
_FRONT_MATTER_END = r"^(?:---|\.\.\.)[ \t]*$"
_PERMALINK = r"""^permalink:[ \t]*(?:"([^"\\]*)"|'([^']*)'|([^\s"'#][^#\n]*?))[ \t]*(?:#.*)?$"""
_PLACEHOLDER = r":[A-Za-z]"  # Jekyll's :title, :path, :output_ext...
_HEAD = 65536  # front matter is looked for in a page's first 64 KB


class SiteMap:
    """The URL layout of `link-map` entries ((URL prefix, absolute folder) pairs)."""

    def __init__(
        self, entries: tuple[tuple[str, str], ...], extensions: tuple[str, ...], index_files: tuple[str, ...],
        trailing_slash: bool = True,
    ) -> None:
        # Longest prefix first: "/docs/" is asked before "/"; equal prefixes in the written order.
        self.entries = sorted(entries, key=lambda entry: -len(entry[0]))
        self.by_folder = sorted(entries, key=lambda entry: -len(entry[1]))
        self.extensions = extensions
        self.index_files = index_files
        self.trailing_slash = trailing_slash
        self._permalinks: dict[str, str] | None = None  # URL key -> page, read on the first miss

    def sources(self, url_path: str) -> list[tuple[str, str]]:
        """(folder, "/"-rooted path in it) where the site may serve the
        percent-encoded `url_path` from, longest prefix first."""
        found = []
        for prefix, folder in self.entries:
            if url_path.startswith(prefix):
                found.append((folder, "/" + url_path[len(prefix):]))
            elif url_path + "/" == prefix:
                found.append((folder, "/"))
        return found

    def serves(self, folder: str) -> bool:
        """True when the absolute `folder` is in (or is) a mapped folder."""
        return any(folder == f or folder.startswith(f + os.sep) for _, f in self.entries)

    def is_page_link(self, written: str) -> bool:
        """True when the path `written` names a source page (``setup.md``):
        generators rewrite such links relative to the source file."""
        return written.rpartition("/")[2].endswith(self.extensions)

    def base(self, path: str) -> str | None:
        """The percent-encoded URL path that relative links in the page
        `path` (absolute) resolve against: its URL up to the last "/";
        None when `path` is not a page under a mapped folder."""
        for prefix, folder in self.by_folder:
            if not path.startswith(folder + os.sep):
                continue
            parts = path[len(folder) + 1:].split(os.sep)
            name = parts.pop()
            extension = next((e for e in self.extensions if name.endswith(e)), None)
            if extension is None:
                return None
            folder_url = prefix + "".join(quote(p, _SUB_DELIMS) + "/" for p in parts)
            if name in self.index_files or name[: -len(extension)] == "index" or not self.trailing_slash:
                return folder_url
            return folder_url + quote(name[: -len(extension)], _SUB_DELIMS) + "/"
        return None

    def permalink_base(self, path: str, text: str) -> str | None:
        """`base` for the page `path` holding `text`, from the permalink in
        its front matter when it has one: the URL up to its last "/"."""
        folder_url = self.base(path)
        if folder_url is None or not text.startswith("---"):
            return folder_url
        permalink = front_matter_permalink(text)
        if permalink is None:
            return folder_url
        return quote(permalink[: permalink.rfind("/") + 1], _SUB_DELIMS + "/%")

    def permalink_page(self, url_path: str) -> str | None:
        """The page (absolute path) whose front matter permalink (or a
        redirect_from URL) is the percent-encoded `url_path` (``/x``,
        ``/x/`` and ``/x/index.html`` are the same URL); the mapped
        folders' pages are read on the first call."""
        if self._permalinks is None:
            self._permalinks = self._read_permalinks()
        return self._permalinks.get(_url_key(url_path)) if self._permalinks else None

    def _read_permalinks(self) -> dict[str, str]:
        found: dict[str, str] = {}
        walked: set[str] = set()
        for folder in sorted({folder for _, folder in self.entries}):
            for current, dirs, names in os.walk(folder):
                if current in walked:
                    dirs[:] = []
                    continue
                walked.add(current)
                dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d != "node_modules")
                for name in sorted(names):
                    if not name.endswith(self.extensions):
                        continue
                    path = os.path.join(current, name)
                    try:
                        with open(path, "rb") as handle:
                            head = handle.read(_HEAD)
                    except OSError:
                        continue
                    if head.startswith(b"---"):
                        text = head.decode("utf-8", "replace")
                        permalink = front_matter_permalink(text)
                        for url in ([permalink] if permalink else []) + front_matter_redirects(text):
                            found.setdefault(_url_key(url), path)
        return found


def front_matter(text: str) -> str | None:
    """The YAML front matter block opening `text` ("---" ... "---" or "..."), without its fences."""
    first = text[: text.find("\n") % (len(text) + 1)].rstrip()
    if first != "---":
        return None
    end = compiled_re(_FRONT_MATTER_END, re.M).search(text, len(first) + 1)
    return None if end is None else text[len(first) + 1 : end.start()]


def front_matter_permalink(text: str) -> str | None:
    """The `permalink` of the YAML front matter block opening `text`: a
    "/"-rooted URL path without placeholders (a ``:title`` permalink is
    expanded by Jekyll from collection settings urilint does not read)."""
    block = front_matter(text)
    found = None if block is None else compiled_re(_PERMALINK, re.M).search(block)
    if found is None:
        return None
    value = found.group(1) if found.group(1) is not None else found.group(2) if found.group(2) is not None else found.group(3)
    return value if _served(value) else None


def front_matter_redirects(text: str) -> list[str]:
    """The URLs of the front matter's `redirect_from` (jekyll-redirect-from,
    on GitHub Pages): a scalar, a flow list or a block list of them."""
    block = front_matter(text)
    if block is None:
        return []
    found = compiled_re(r"^redirect_from:[ \t]*(.*)$", re.M).search(block)
    if found is None:
        return []
    value = found.group(1).strip()
    if value.startswith("["):
        values = value.strip("[]").split(",")
    elif value and not value.startswith("#"):
        values = [value]
    else:
        items = compiled_re(r"[ \t]*-[ \t]+(.*)").match
        values = []
        for line in block[found.end() + 1 :].split("\n"):
            item = items(line)
            if item is None:
                break
            values.append(item.group(1))
    return [url for url in map(_scalar, values) if _served(url)]


def _scalar(value: str) -> str:
    """A YAML plain or quoted scalar's value (a plain one ends at " #")."""
    value = value.strip()
    if value[:1] in ("'", '"'):
        return value[1 : value.find(value[0], 1)] if value.find(value[0], 1) > 0 else value[1:]
    return value.split(" #")[0].strip()


def _served(url: str) -> bool:
    return url.startswith("/") and compiled_re(_PLACEHOLDER).search(url) is None


def _url_key(url_path: str) -> str:
    """A URL path decoded, without a last "index.html" or "/"."""
    key = unquote(url_path)
    if key.endswith("/index.html"):
        key = key[: -len("index.html")]
    return key.rstrip("/")


def remove_dot_segments(path: str) -> str:
    """RFC 3986 5.2.4 on a "/"-rooted path."""
    out: list[str] = []
    segments = path.split("/")[1:]
    for index, segment in enumerate(segments):
        last = index == len(segments) - 1
        if segment == "..":
            if out:
                out.pop()
            if last:
                out.append("")
        elif segment == ".":
            if last:
                out.append("")
        else:
            out.append(segment)
    return "/" + "/".join(out)
