"""How a generated site serves source files at URL paths (`link-map`).

`link-map` maps URL prefixes to source folders. A page (a file whose name
ends with one of `link-extensions`) at ``FOLDER/a/b.md`` is served at
``PREFIX + "a/b/"`` (``"a/b"`` with ``link-trailing-slash = false``); an
index page (a name in `index-files`, or ``index.*``) at its folder's URL;
every page also as ``a/b.html``.
A ``/``-rooted path under a prefix is looked up in the prefix's folders,
and a page's relative link to a URL (not to a source file: its last name
does not end with a page extension) resolves against the page's URL, as
the browser resolves it.
"""

from __future__ import annotations

import os
from urllib.parse import quote

# What a path segment may hold raw besides the unreserved characters.
_SUB_DELIMS = "!$&'()*+,;=:@"


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
