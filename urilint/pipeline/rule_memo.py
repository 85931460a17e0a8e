"""The built-in rules' metadata, remembered in the cache folder, so that a
run the cache answers selects rules and keys its cache without importing a
rule module (seventeen imports: ~17 M instructions, about a twentieth of a
warm run on the standard library).

The memo holds what `registry.load_rules` made of each built-in module
(code, name, doc, default, fixes, trigger...), with `check` replaced by a
`LazyCheck` that imports the module when the engine first lints. It is
trusted only while everything it was made from is unchanged: urilint's
version and its own files (`cache.code_stamp`, the results cache's test),
and each rule module's file and the rules package's, by size and mtime.
With plugins installed (or maybe installed) the memo is not used: a
plugin's module is imported in every run, as before.
"""

from __future__ import annotations

import marshal
import os
import sys

from .. import __version__
from ..policy import FixKind
from ..registry import LazyCheck, Rule, may_have_plugins, load_rules
from ..source import replace_file
from .cache import checksum, code_stamp, file_stamp, prepare

FORMAT = 1
# Rule fields stored as they are; `fixes` is stored as the FixKind values
# and `check` as nothing (the module named in `module` has it).
PLAIN_FIELDS = tuple(name for name in Rule._fields if name not in ("fixes", "check"))


class RuleMemo:
    """The memo of one cache folder: `load()` the rules from it, `save()`
    it at the end of the run if they had to be imported (written then, not
    before the files are found: a cache folder inside the tree is walked)."""

    def __init__(self, folder: str) -> None:
        self.folder = folder
        # One file per install (its code's stamp): two installs of a version
        # (a pre-commit hook's and an editor's) would each find the other's
        # memo stale, and import every rule in every run.
        self.path = os.path.join(folder, f"{__version__}-{checksum(repr(code_stamp()))}-rules.memo")
        self._imported: dict[str, Rule] | None = None

    def load(self) -> dict[str, Rule]:
        """All rules by code, as `load_rules()` gives them; from the memo
        when it is current (checks imported lazily)."""
        if may_have_plugins():
            return load_rules()
        rules = _read(self.path)
        if rules is None:
            rules = self._imported = load_rules(plugins=False)
        return rules

    def save(self) -> None:
        if self._imported is not None:
            _write(self.folder, self.path, self._imported)
            self._imported = None


def _key(stamped: tuple[str, ...]) -> tuple[object, ...]:
    """What the memo depends on: urilint's version and code, and the
    files `stamped` (the rule modules and their package) as they are now."""
    return (FORMAT, __version__, code_stamp(), tuple((path, *file_stamp(path)) for path in stamped))


def _read(path: str) -> dict[str, Rule] | None:
    """The rules the memo at `path` holds, or None when it is missing,
    damaged or stale."""
    try:
        with open(path, "rb") as handle:
            stamped, key, rows = marshal.loads(handle.read())
        if key != _key(stamped):
            return None
        rules = {}
        for row in rows:
            fields = dict(zip(PLAIN_FIELDS, row[0]))
            rule = Rule(**fields, fixes=tuple(map(FixKind, row[1])), check=LazyCheck(fields["module"]))
            rules[rule.code] = rule
        return rules
    except (OSError, EOFError, ValueError, TypeError, KeyError):
        return None


def _write(folder: str, path: str, rules: dict[str, Rule]) -> None:
    """Remember `rules` (built-ins loaded by their modules) in `path`;
    failing to (a read-only tree) only costs the next run the imports."""
    package = sys.modules.get("urilint.rules")
    stamped = tuple(
        file for file in (getattr(package, "__file__", None), *(rule.file for rule in rules.values())) if file
    )
    if len(stamped) != len(rules) + 1:  # a module without a file: nothing to tell a change by
        return
    rows = tuple(
        (tuple(getattr(rule, name) for name in PLAIN_FIELDS), tuple(kind.value for kind in rule.fixes))
        for rule in rules.values()
    )
    try:
        prepare(folder)
        replace_file(path, marshal.dumps((stamped, _key(stamped), rows)))  # type: ignore[arg-type]  # str, int, bool, None, tuples
    except (OSError, ValueError):  # ValueError: a value marshal cannot write
        pass
