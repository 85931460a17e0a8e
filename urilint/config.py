"""Find, load and validate configuration into one Settings object.

Configuration comes from ``.urilint.toml`` or ``urilint.toml`` (keys at top
level) or ``pyproject.toml`` (keys under ``[tool.urilint]``), the first
found walking up from the checked path. Command-line flags win.
"""

from __future__ import annotations

import functools
import os
import sys
from types import MappingProxyType

from .excludes import DEFAULT_EXCLUDE, exclude_matchers
from .policy import IRI_POLICIES
from .records import NamedTuple
from .report import FORMATS

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Callable, Container, Iterable, Mapping

    TableReader = Callable[[str], "tuple[dict[str, Any], str]"]  # a path -> (its urilint table, where it stands)

CONFIG_FILES = (".urilint.toml", "urilint.toml", "pyproject.toml")
FILE_TYPE_NAMES = ("markdown", "html", "rst", "asciidoc", "org", "tex", "css", "notebook", "code", "data", "text")
STRING_LISTS = ("select", "extend-select", "ignore", "exclude", "extend-exclude", "schemes")
# Link rules (URI2xx, urilint/links): folder of "/"-rooted paths, index files, globs to skip.
LINK_LISTS = ("index-files", "link-ignore", "link-extensions")
KNOWN_KEYS = frozenset(STRING_LISTS + LINK_LISTS + (
    "per-file-ignores", "unsafe-fixes", "file-types", "cache-dir", "link-root", "link-map", "link-trailing-slash", "link-base", "link-lowercase", "iri", "output-format"))


class ConfigError(Exception):
    """Invalid configuration or usage; the message names file and key."""


# Default of the mapping fields: read-only, as a NamedTuple default is shared.
_NO_MAPPING: Mapping[str, Any] = MappingProxyType({})


class Settings(NamedTuple):
    """Everything a run needs to know besides the paths (a NamedTuple, not
    a dataclass: importing dataclasses costs a sixth of a cached run)."""

    root: str = "."
    source: str | None = None
    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    exclude: tuple[str, ...] = DEFAULT_EXCLUDE
    extend_exclude: tuple[str, ...] = ()
    per_file_ignores: Mapping[str, tuple[str, ...]] = _NO_MAPPING
    schemes: frozenset[str] | None = None
    unsafe_fixes: bool = False
    file_types: Mapping[str, str] = _NO_MAPPING
    cache_dir: str | None = None
    link_root: tuple[str, ...] = ()  # absolute; empty: root
    index_files: tuple[str, ...] = ()
    link_ignore: tuple[str, ...] = ()
    link_extensions: tuple[str, ...] = ()
    link_map: tuple[tuple[str, str], ...] = ()  # (URL prefix, absolute folder) pairs
    link_trailing_slash: bool = True
    link_lowercase: bool = False  # link-map URLs are the lowercased source names (Hugo)
    link_base: str = "url"  # what relative links in pages link-map serves resolve against: "url" or "file"
    iri: str = "documents"
    output_format: str | None = None  # None: the command line's, else "full"

    def with_flags(self, **flags: Any) -> Settings:
        """A copy with command-line values (None means "not given")."""
        given = {k: v for k, v in flags.items() if v is not None}
        if "extend_select" in given:
            given["extend_select"] = self.extend_select + tuple(given["extend_select"])
        if "ignore" in given:
            given["ignore"] = self.ignore + tuple(given["ignore"])
        if "extend_exclude" in given:
            given["extend_exclude"] = self.extend_exclude + tuple(given["extend_exclude"])
        return self._replace(**given)

    def is_excluded(self, path: str) -> bool:
        """True when `path` (or a folder it is in) matches an exclude pattern."""
        rel = _relative(path, self.root)
        whole, part = exclude_matchers(self.exclude + self.extend_exclude)
        if whole is not None and whole.match(os.path.normcase(rel)):
            return True
        return part is not None and any(map(part, map(os.path.normcase, rel.split("/"))))

    def relative_folder(self, folder: str) -> str | None:
        """Absolute `folder` relative to root, "" or ending in "/"; None
        when it is not below root."""
        return _relative_folder(folder, self.root)

    def excludes_by_name_only(self) -> bool:
        """Whether every exclude pattern tests a name alone (none holds a
        "/"): then a folder walked into tests its names as its parent does."""
        return exclude_matchers(self.exclude + self.extend_exclude)[0] is None

    def excluder(self, folder: str, walked_into: str | None = None) -> Callable[[str], bool]:
        """``excluder(folder)(name)`` is ``is_excluded(os.path.join(folder,
        name))`` as a truth value (on POSIX it may be the exclude pattern's
        own test: a Match, None or a bool), with the part that depends on `folder`
        worked out once (called for every file of a walk). `walked_into`: the folder's
        relative_folder(), given when the caller knows the folder itself
        is not excluded (it walked into it), which spares checking it."""
        prefix = walked_into
        if prefix is None:
            prefix = _relative_folder(os.path.abspath(folder), self.root)
            if prefix is None:  # a folder above root: no common prefix to reuse
                return lambda name: self.is_excluded(os.path.join(folder, name))
        whole, part = exclude_matchers(self.exclude + self.extend_exclude)
        normcase = os.path.normcase
        if walked_into is None and part is not None and any(map(part, map(normcase, prefix.split("/")[:-1]))):
            return lambda name: True
        if whole is None:
            if part is None:
                return lambda name: False
            if os.name == "posix":  # normcase does nothing: the test itself answers
                return part  # type: ignore[return-value]
            return lambda name: bool(part(normcase(name)))
        return lambda name: (part is not None and bool(part(normcase(name)))) or (
            whole.match(normcase(prefix + name)) is not None
        )

    def ignored_for(self, path: str) -> tuple[str, ...]:
        """Codes (or prefixes) that per-file-ignores turns off for `path`."""
        if not self.per_file_ignores:
            return ()
        import fnmatch  # here, not at the top: it imports re, which a run the cache answers does not

        rel = _relative(path, self.root)
        base = rel.rsplit("/", 1)[-1]
        codes: list[str] = []
        for pattern, ignored in self.per_file_ignores.items():
            if fnmatch.fnmatch(rel, pattern) or ("/" not in pattern and fnmatch.fnmatch(base, pattern)):
                codes.extend(ignored)
        return tuple(codes)


class Resolver:
    """The Settings for each path: those of the nearest config file above
    it (looked up once per folder), with the command-line flags applied, so
    a file gets the same findings whatever else is checked in the same run
    (pre-commit splits files into batches). `fixed` (--config, --isolated)
    applies to every path instead; `read_table`: config_table or its memo."""

    def __init__(self, flags: Mapping[str, Any], fixed: Settings | None = None, read_table: TableReader | None = None) -> None:
        self.flags = dict(flags)
        self._read_table = read_table or config_table
        self.fixed = fixed.with_flags(**self.flags) if fixed is not None else None
        self._config_of: dict[str, str | None] = {}
        self._loaded: dict[str | None, Settings] = {}
        # Per path as given: a run asks about each file about three times
        # (exclusion, its linter, the cache), and each answer cost an
        # abspath and an isdir system call (a fifth of a cold run).
        self._of_path: dict[str, Settings] = {}

    def for_path(self, path: str) -> Settings:
        if self.fixed is not None:
            return self.fixed
        known = self._of_path.get(path)
        if known is not None:
            return known
        absolute = os.path.abspath(path)
        folder = absolute if os.path.isdir(absolute) else os.path.dirname(absolute)
        settings = self._of_path[path] = self._for_folder(folder)
        return settings

    def for_folder(self, folder: str, names: Container[str] | None = None) -> Settings:
        """The settings of the files in `folder`. `names`, the folder's
        listing when the caller has it, spares looking for config files
        that are not there."""
        return self.fixed if self.fixed is not None else self._for_folder(os.path.abspath(folder), names)

    def has_own_config(self, folder: str) -> bool:
        """Whether `folder` itself holds the config that applies to it."""
        return self.fixed is None and _config_file_in(os.path.abspath(folder)) is not None

    def consulted(self) -> list[str]:
        """The folders looked in for a config file so far."""
        return list(self._config_of)

    def remember_all(self, paths: Iterable[str], settings: Settings) -> None:
        """Record `settings`, found for their folder, as those of `paths` (as for_path would)."""
        self._of_path.update(dict.fromkeys(paths, settings))

    def forget_paths(self) -> None:
        """Drop what was recorded per path (a run does after each batch of
        files, so it holds no record per file of the whole tree)."""
        self._of_path.clear()

    def is_excluded(self, path: str) -> bool:
        return self.for_path(path).is_excluded(path)

    def _for_folder(self, folder: str, names: Container[str] | None = None) -> Settings:
        """The settings of the files in absolute `folder` (listing `names`)."""
        config = self._config_in(folder, names)
        settings = self._loaded.get(config)
        if settings is None:
            settings = self._loaded[config] = load_settings(config, self._read_table).with_flags(**self.flags)
        return settings

    def _config_in(self, folder: str, names: Container[str] | None = None) -> str | None:
        """The nearest config at or above `folder` (whose listing is `names`,
        if known), memoised per folder."""
        walked = []
        found: str | None = None
        while True:
            if folder in self._config_of:
                found = self._config_of[folder]
                break
            walked.append(folder)
            found = _config_file_in(folder, names if len(walked) == 1 else None)
            if found is not None:
                break
            parent = os.path.dirname(folder)
            if parent == folder:
                break
            folder = parent
        for name in walked:
            self._config_of[name] = found
        return found


def _config_file_in(folder: str, names: Container[str] | None = None) -> str | None:
    """The config file of `folder` itself, if it has one (`names`: the
    folder's listing, if known)."""
    for name in CONFIG_FILES:
        if names is not None and name not in names:
            continue
        candidate = os.path.join(folder, name)
        if os.path.isfile(candidate) and (name != "pyproject.toml" or _has_tool_table(candidate)):
            return candidate
    return None


def shadowed_by(config: str) -> list[str]:
    """The config files beside `config` that it takes precedence over
    (CONFIG_FILES order, as ruff's .ruff.toml > ruff.toml > pyproject.toml)."""
    folder, name = os.path.split(config)
    later = CONFIG_FILES[CONFIG_FILES.index(name) + 1 :] if name in CONFIG_FILES else ()
    return [
        os.path.join(folder, other) for other in later
        if os.path.isfile(os.path.join(folder, other))
        and (other != "pyproject.toml" or _has_tool_table(os.path.join(folder, other)))
    ]


def load_settings(path: str | None, read_table: TableReader | None = None) -> Settings:
    """Settings from the config file at `path` (None: defaults)."""
    if path is None:
        return Settings(root=os.getcwd())
    table, where = (read_table or config_table)(path)
    return _validate(table, path, where)


def config_table(path: str) -> tuple[dict[str, Any], str]:
    """The urilint table of the config file at `path` (pyproject.toml's
    [tool.urilint], another file's top level), as TOML reads it, and where
    it stands; ConfigError when the file cannot be read as TOML."""
    data = _read_toml(path)
    if os.path.basename(path) == "pyproject.toml":
        return data.get("tool", {}).get("urilint", {}), "[tool.urilint]"
    return data, "top level"


def _validate(table: Mapping[str, Any], path: str, where: str) -> Settings:
    def fail(key: str, problem: str) -> ConfigError:
        return ConfigError(f"{path}: key '{key}' in {where} {problem}")

    unknown = sorted(set(table) - KNOWN_KEYS)
    if unknown:
        raise ConfigError(f"{path}: unknown key '{unknown[0]}' in {where} (known: {', '.join(sorted(KNOWN_KEYS))})")
    values: dict[str, Any] = {}
    for key in STRING_LISTS + LINK_LISTS:
        if key in table:
            value = table[key]
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise fail(key, "must be a list of strings")
            values[key.replace("-", "_")] = tuple(value)
    if "schemes" in values:
        values["schemes"] = frozenset(s.lower().rstrip(":") for s in values["schemes"])
    if "unsafe-fixes" in table:
        if not isinstance(table["unsafe-fixes"], bool):
            raise fail("unsafe-fixes", "must be true or false")
        values["unsafe_fixes"] = table["unsafe-fixes"]
    if "iri" in table:
        if table["iri"] not in IRI_POLICIES:
            raise fail("iri", f"must be one of {', '.join(repr(p) for p in IRI_POLICIES)}")
        values["iri"] = table["iri"]
    if "output-format" in table:
        if table["output-format"] not in FORMATS:
            raise fail("output-format", f"must be one of {', '.join(FORMATS)}")
        values["output_format"] = table["output-format"]
    if "cache-dir" in table:
        if not isinstance(table["cache-dir"], str):
            raise fail("cache-dir", "must be a string")
        values["cache_dir"] = os.path.join(os.path.dirname(os.path.abspath(path)), table["cache-dir"])
    if "link-root" in table:
        roots = table["link-root"]
        roots = [roots] if isinstance(roots, str) else roots
        if not isinstance(roots, list) or not roots or not all(isinstance(r, str) for r in roots):
            raise fail("link-root", "must be a folder or a list of folders")
        values["link_root"] = tuple(os.path.join(os.path.dirname(os.path.abspath(path)), r) for r in roots)
    if "link-map" in table:
        values["link_map"] = _link_map(table["link-map"], values.get("link_extensions", ()), path, fail)
    for key in ("link-trailing-slash", "link-lowercase"):
        if key in table:
            if not isinstance(table[key], bool):
                raise fail(key, "must be true or false")
            values[key.replace("-", "_")] = table[key]
    if "link-base" in table:
        if table["link-base"] not in ("url", "file"):
            raise fail("link-base", "must be 'url' (Jekyll, Hugo) or 'file' (MkDocs, Docusaurus)")
        values["link_base"] = table["link-base"]
    per_file = table.get("per-file-ignores", {})
    if not isinstance(per_file, dict) or not all(
        isinstance(v, list) and all(isinstance(c, str) for c in v) for v in per_file.values()
    ):
        raise fail("per-file-ignores", "must map glob patterns to lists of rule codes")
    values["per_file_ignores"] = {k: tuple(v) for k, v in per_file.items()}
    file_types = table.get("file-types", {})
    if not isinstance(file_types, dict) or not all(v in FILE_TYPE_NAMES for v in file_types.values()):
        raise fail("file-types", f"must map glob patterns to one of {', '.join(FILE_TYPE_NAMES)}")
    values["file_types"] = dict(file_types)
    return Settings(root=os.path.dirname(os.path.abspath(path)), source=path, **values)


def _link_map(
    table: Any, extensions: tuple[str, ...], path: str, fail: Callable[[str, str], ConfigError],
) -> tuple[tuple[str, str], ...]:
    """link-map: URL prefix -> a folder or a list of folders, as (prefix,
    absolute folder) pairs in the written order."""
    if not isinstance(table, dict) or not all(
        isinstance(v, str) or (isinstance(v, list) and v and all(isinstance(f, str) for f in v)) for v in table.values()
    ):
        raise fail("link-map", "must map URL prefixes to folders (a folder or a list of folders)")
    for prefix in table:
        if not (prefix.startswith("/") and prefix.endswith("/")):
            raise fail("link-map", f"URL prefix '{prefix}' must start and end with '/'")
    if not extensions:
        raise fail("link-map", 'needs link-extensions: the extensions pages are served without (such as [".md"])')
    here = os.path.dirname(os.path.abspath(path))
    return tuple(
        (prefix, os.path.join(here, folder))
        for prefix, folders in table.items() for folder in ([folders] if isinstance(folders, str) else folders)
    )


def _read_toml(path: str) -> dict[str, Any]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on old Pythons only
        import tomli as tomllib
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None
    except UnicodeDecodeError as exc:  # TOML is UTF-8; tomllib lets this through
        raise ConfigError(f"{path}: invalid TOML: not UTF-8 (byte {exc.start})") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read config: {exc.strerror}") from None


def _has_tool_table(path: str) -> bool:
    try:
        with open(path, "rb") as handle:
            return b"[tool.urilint" in handle.read()
    except OSError:
        return False


def _relative(path: str, root: str) -> str:
    # Called for every file of a walk: the folder part is computed once.
    folder, name = os.path.split(os.path.abspath(path))
    prefix = _relative_folder(folder, root)
    if prefix is None or not name:
        return os.path.relpath(os.path.abspath(path), root).replace(os.sep, "/")
    return prefix + name


@functools.lru_cache(maxsize=4096)
def _relative_folder(folder: str, root: str) -> str | None:
    """"" for root itself, "a/b/" for a folder below or beside it, None
    when `folder` is above root (its files' relative path is not a join)."""
    if folder == os.path.abspath(root):
        return ""
    rel = os.path.relpath(folder, root).replace(os.sep, "/")
    return None if rel == ".." or rel.endswith("/..") else rel + "/"
