"""Compiled patterns kept between runs, as Python keeps bytecode.

Both engines compile a pattern in Python: `regex`'s bare-URI body pattern
takes 2-3 ms, and linting one Markdown file from stdin compiles about
twenty `regex` and ninety standard-library patterns (18 ms in all). Each
engine then makes the pattern from plain values in C, in a twentieth of
the time or less: for `regex`, its ``compile`` and that call's arguments,
which are how it pickles a pattern; for `re`, the arguments of
``_sre.compile``, which its compiler hands the engine (`compiled_re`).

`compiled` and `compiled_re` answer from one store in the user's cache
folder (``$XDG_CACHE_HOME/urilint``, else ``~/.cache/urilint``), named by
the Python and urilint versions; a pattern is found by its engine (with
`regex`'s build), source and flags, and a stored entry is used only for
the same source. `save` adds what the run compiled anew. Deleting the
store is always safe. Each entry is stored as its own marshal bytes, read
only when its pattern is asked for: a store holds the patterns of every
kind of file a user lints (up to a thousand, 6 ms to read whole), and one
run needs a tenth of them (reading the store so is 1.3 ms).

Only that store is read, never a file in a project (a repository could
supply one), and it holds plain values (marshal): nothing in it is called,
it is only passed to the engine's ``compile``, which checks what it is
given (`_sre` refuses invalid code). A store that cannot be read or
written is no error: patterns are then compiled as usual.
"""

from __future__ import annotations

import _thread
import copyreg
import marshal
import os
import sys

from . import __version__, user_cache

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re
    from typing import Any

    import regex

    Key = tuple[str, str, int]  # the engine ("regex <build>" or "re"), the source, the flags

# Flags, as both engines number them: a module names them without
# importing either engine (which a run the store answers need not load).
IGNORECASE, MULTILINE, DOTALL, VERBOSE = 2, 8, 16, 64

FORMAT = 3  # 3: each entry its own marshal bytes
# A store past this many patterns (mostly those of builds long replaced,
# whose version string did not change) starts afresh with the run's own.
MAX_PATTERNS = 1000

_stored: dict[Key, bytes] | None = None  # read on first use; each entry as marshal bytes
_new: dict[Key, bytes] = {}  # compiled by this process, not stored yet
_identity: list[str] = []  # the `regex` engine's part of a key, once known
_made_re: dict[Key, re.Pattern[str]] = {}  # this process's `re` patterns, as re.compile's own memo
_WATCHING = _thread.allocate_lock()  # one stand-in for `_sre` at a time (the language server has threads)


def compiled(source: str, flags: int = 0) -> regex.Pattern[str]:
    """``regex.compile(source, flags)``, from the store when it holds it."""
    engine = _regex_engine()
    identity = _regex_identity(engine)
    key = (identity, source, int(flags))
    arguments = _entry(key)
    if arguments is not None and arguments[:1] == (source,):
        try:
            pattern: regex.Pattern[str] = engine.compile(*arguments)
            return pattern
        except Exception:  # written by another build of the engine: compile anew
            pass
    import regex  # here: its compiler is needed only for a pattern the store lacks

    if getattr(regex, "_regex", None) is not engine:  # loaded alone: as importing it there sets
        regex._regex = engine
    pattern = regex.compile(source, flags)
    reduce = copyreg.dispatch_table.get(type(pattern))
    if reduce is not None and identity:
        reduced: Any = reduce(pattern)  # regex's: (the engine's compile, its arguments)
        made_by, made_with = reduced
        if made_by is engine.compile:
            _new[key] = marshal.dumps(made_with)
    return pattern


def compiled_re(source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)``, from the store when it holds it; one
    pattern per source and flags in a process, as re.compile's memo."""
    key = ("re", source, int(flags))
    pattern = _made_re.get(key)
    if pattern is not None:
        return pattern
    arguments = _entry(key)
    if arguments is not None and arguments[:1] == (source,) and _consistent(arguments):
        import _sre  # type: ignore[import-not-found]  # the engine of `re` (no stubs)

        try:
            pattern = _sre.compile(*arguments)
        except Exception:  # written by another build of the engine: compile anew
            pattern = None
    if pattern is None:
        pattern, arguments = _watched_compile(source, int(flags))
        if arguments is not None:
            _new[key] = marshal.dumps(arguments)
    _made_re[key] = pattern
    return pattern


def _watched_compile(source: str, flags: int) -> tuple[re.Pattern[str], tuple[Any, ...] | None]:
    """The standard library's compile of `source`, and the arguments its
    compiler passed ``_sre.compile`` (as plain values), learnt by standing
    in for `_sre` in the compiler's module for that one call. None when
    that call was not seen as expected (another Python's compiler)."""
    import re

    compiler = getattr(re, "_compiler", None) or sys.modules.get("sre_compile")  # 3.11 and later; before
    seen: list[tuple[Any, ...]] = []
    with _WATCHING:
        # Read under the lock: read before it, another thread's stand-in
        # could be taken for the engine, and put back as the engine after.
        engine = getattr(compiler, "_sre", None)
        if engine is None:
            return re.compile(source, flags), None
        compiler._sre = _Witness(engine, source, seen)  # type: ignore[union-attr]
        try:
            pattern = compiler.compile(source, flags)  # type: ignore[union-attr]
        finally:
            compiler._sre = engine  # type: ignore[union-attr]
    if len(seen) != 1:
        return pattern, None
    made_from, made_flags, code, groups, groupindex, indexgroup = seen[0]
    # Plain values (the compiler's opcodes and flags are int subclasses, which marshal refuses).
    return pattern, (made_from, int(made_flags), list(map(int, code)), int(groups), dict(groupindex), tuple(indexgroup))


def _consistent(arguments: tuple[Any, ...]) -> bool:
    """Whether stored `_sre.compile` arguments agree on the groups (the
    engine checks the code, not that its group count is the code's)."""
    try:
        _, _, _, groups, groupindex, indexgroup = arguments
        return groups == len(indexgroup) - 1 and all(indexgroup[index] == name for name, index in groupindex.items())
    except (TypeError, ValueError, IndexError, AttributeError):
        return False


class _Witness:
    """`_sre` as the compiler sees it: everything the module's, and its
    ``compile`` also noting the arguments it was given for `source`."""

    def __init__(self, engine: Any, source: str, seen: list[tuple[Any, ...]]) -> None:
        self._engine, self._source, self._seen = engine, source, seen

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    def compile(self, *arguments: Any) -> Any:
        if arguments[:1] == (self._source,) and len(arguments) == 6:
            self._seen.append(arguments)
        return self._engine.compile(*arguments)


def save() -> None:
    """Add the patterns this process compiled to the store (merged with
    what other runs wrote meanwhile). Failing to write is no error."""
    if not _new:
        return
    path = store_path()
    if path is None:
        return
    merged = _read(path)
    if len(merged) + len(_new) > MAX_PATTERNS:
        merged = {}
    merged.update(_new)
    from .source import replace_file  # here: source's own patterns come through this module

    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        replace_file(path, marshal.dumps((FORMAT, merged)))
    except (OSError, ValueError):
        return
    _new.clear()


def store_path() -> str | None:
    """The store's file; None when there is no user cache folder."""
    base = user_cache.folder()
    if base is None:
        return None
    # The exact Python (hexversion): `re` patterns are its compiler's output.
    # (`regex` patterns carry that engine's build in their key: a run that
    # compiles only `re` patterns does not load `regex`.)
    name = f"patterns-{sys.implementation.cache_tag}-{sys.hexversion:x}-{__version__}.marshal"
    return os.path.join(base, name)


def _entry(key: Key) -> tuple[Any, ...] | None:
    """The stored arguments of the pattern `key` names; None when the
    store lacks it or its entry is not a tuple of plain values."""
    global _stored
    if _stored is None:
        path = store_path()
        _stored = {} if path is None else _read(path)
    blob = _stored.get(key)
    if not isinstance(blob, bytes):
        return None
    try:
        arguments = marshal.loads(blob)
    except (EOFError, ValueError, TypeError):
        return None
    return arguments if isinstance(arguments, tuple) else None


def _read(path: str) -> dict[Key, bytes]:
    try:
        with open(path, "rb") as handle:
            form, patterns = marshal.loads(handle.read())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return patterns if form == FORMAT and isinstance(patterns, dict) else {}


def _regex_engine() -> Any:
    """`regex`'s engine, its C module ``regex._regex``, whose ``compile`` is
    what `regex` pickles a pattern with. Loaded alone while `regex` is not
    imported: its Python layer, the compiler, is a third of an editor's
    on-save run's imports, and is needed only for a pattern the store
    lacks. (`regex` imported later finds this module and uses it.)"""
    engine = sys.modules.get("regex._regex")
    if engine is None:
        engine = _load_alone("regex", "_regex")
    if engine is None:  # not where a plain install puts it: as `regex` finds it
        import regex._regex as engine
    return engine


def _load_alone(package: str, name: str) -> Any:
    """The extension module `name` of `package` as ``package.name``, loaded
    without running the package's ``__init__``; None when either is not
    found as a plain install has them (a folder holding the extension)."""
    # The import system's own classes, which importlib.machinery names
    # (importing importlib, and warnings with it, costs 0.7 ms a run).
    try:
        from _frozen_importlib import ModuleSpec
        from _frozen_importlib_external import ExtensionFileLoader, PathFinder, SourceFileLoader
    except ImportError:  # an interpreter whose import system is not CPython's
        from importlib.machinery import ExtensionFileLoader, ModuleSpec, PathFinder, SourceFileLoader

    try:
        found = PathFinder.find_spec(package)
        if found is None or not isinstance(found.loader, SourceFileLoader) or not found.submodule_search_locations:
            return None
        extension = PathFinder.find_spec(name, list(found.submodule_search_locations))
        if extension is None or not isinstance(extension.loader, ExtensionFileLoader) or not extension.origin:
            return None
        full_name = f"{package}.{name}"
        loader = ExtensionFileLoader(full_name, extension.origin)
        spec = ModuleSpec(full_name, loader, origin=extension.origin)
        module = loader.create_module(spec)
        loader.exec_module(module)
    except (ImportError, OSError):
        return None
    module.__spec__, module.__loader__ = spec, loader
    return sys.modules.setdefault(full_name, module)


def _regex_identity(engine: Any) -> str:
    """The part of a `regex` pattern's key naming the engine's build: the
    size and time of its extension and of its compiler's module, which
    change with every release (`regex.__version__` would need the module
    whose import this spares). Empty when they cannot be read: nothing is
    then read from the store or added to it."""
    if not _identity:
        try:
            folder = os.path.dirname(engine.__file__)
            files = (engine.__file__, os.path.join(folder, "_regex_core.py"))
            stats = [os.stat(path) for path in files]
            _identity.append("regex " + " ".join(f"{s.st_size}:{s.st_mtime_ns}" for s in stats))
        except (AttributeError, TypeError, OSError):
            _identity.append("")
    return _identity[0]
