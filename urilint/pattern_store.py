"""Compiled `regex` patterns kept between runs, as Python keeps bytecode.

`regex` parses a pattern in Python: the bare-URI body pattern takes 2-3 ms
to compile, and linting one Markdown file from stdin compiles about twenty
patterns (8% of the editor path's instructions). A compiled pattern pickles
as its engine's ``compile`` and that call's arguments (`regex`'s own pickle
support); the engine makes the pattern from them in a twentieth of the
time.

`compiled` answers from one store in the user's cache folder
(``$XDG_CACHE_HOME/urilint``, else ``~/.cache/urilint``), named by the
Python, `regex` and urilint versions; a pattern is found by its source and
flags, and a stored entry is used only for the same source. `save` adds
what the run compiled anew. Deleting the store is always safe.

Only that store is read, never a file in a project (a repository could
supply one), and it holds plain values (marshal): nothing in it is called,
it is only passed to the engine's ``compile``. A store that cannot be read
or written is no error: patterns are then compiled as usual.
"""

from __future__ import annotations

import copyreg
import marshal
import os
import sys

from . import __version__

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Callable

    import regex

FORMAT = 1
# A store past this many patterns (mostly those of builds long replaced,
# whose version string did not change) starts afresh with the run's own.
MAX_PATTERNS = 400

_stored: dict[tuple[str, int], tuple[Any, ...]] | None = None  # read on first use
_new: dict[tuple[str, int], tuple[Any, ...]] = {}  # compiled by this process, not stored yet
_engine: list[Callable[..., regex.Pattern[str]]] = []  # the engine's compile, once known


def compiled(source: str, flags: int = 0) -> regex.Pattern[str]:
    """``regex.compile(source, flags)``, from the store when it holds it."""
    import regex  # here: importing this module (cli, the workers) stays cheap in a run that compiles nothing

    key = (source, int(flags))
    arguments = _store().get(key)
    if arguments is not None and arguments[:1] == (source,):
        try:
            return _engine_compile()(*arguments)
        except Exception:  # written by another build of the engine: compile anew
            pass
    pattern = regex.compile(source, flags)
    reduce = copyreg.dispatch_table.get(type(pattern))
    if reduce is not None:
        reduced: Any = reduce(pattern)  # regex's: (the engine's compile, its arguments)
        engine, made_with = reduced
        if not _engine:
            _engine.append(engine)
        if engine is _engine[0]:
            _new[key] = made_with
    return pattern


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
    base = os.environ.get("XDG_CACHE_HOME") or ""
    if not os.path.isabs(base):  # unset, or relative: ignored (XDG Base Directory)
        home = os.environ.get("LOCALAPPDATA") if os.name == "nt" else os.path.join(os.path.expanduser("~"), ".cache")
        base = home or ""
    if not os.path.isabs(base):
        return None
    import regex

    name = f"patterns-{sys.implementation.cache_tag}-regex{regex.__version__}-{__version__}.marshal"
    return os.path.join(base, "urilint", name)


def _store() -> dict[tuple[str, int], tuple[Any, ...]]:
    global _stored
    if _stored is None:
        path = store_path()
        _stored = {} if path is None else _read(path)
    return _stored


def _read(path: str) -> dict[tuple[str, int], tuple[Any, ...]]:
    try:
        with open(path, "rb") as handle:
            form, patterns = marshal.loads(handle.read())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return patterns if form == FORMAT and isinstance(patterns, dict) else {}


def _engine_compile() -> Callable[..., regex.Pattern[str]]:
    """The engine's compile: what `regex` pickles a pattern with (learnt
    from a pattern of no characters, which `regex` compiles at once)."""
    if not _engine:
        import regex

        pattern = regex.compile("")
        reduced: Any = copyreg.dispatch_table[type(pattern)](pattern)
        _engine.append(reduced[0])
    return _engine[0]
