"""Rules: load the built-in table plus plugins from the entry-point group
``urilint.rules`` (each validated so a broken plugin fails loudly), and
select the ones a file's settings turn on."""

from __future__ import annotations

import sys
from types import ModuleType

from .config import ConfigError
from .model import Violation
from .pattern_store import compiled_re
from .policy import FixKind, describe, summary
from .records import NamedTuple

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Callable, Iterable, Iterator, Mapping

    from .config import Settings

ENTRY_POINT_GROUP = "urilint.rules"
# The FIX strings of rule modules written before FIXES (plugins), read as
# the kinds of fix they may mean: "safe" is not trusted in code.
LEGACY_FIX = {
    "safe": (FixKind.NORMALIZATION,),
    "unsafe": (FixKind.GUESS,),
    "sometimes": (FixKind.NORMALIZATION, FixKind.GUESS),
    "none": (),
}
# A rule code: letters then digits, as in URI001 or ABC123.
# `re`, not `regex`: a run the cache answers never imports `regex` (nor
# compiles this: it loads no rule module).
CODE_PATTERN = r"[A-Z]{1,8}[0-9]{1,4}"


class RuleError(Exception):
    """A rule module that does not follow the rule protocol."""


class Rule(NamedTuple):
    """A loaded rule: its metadata and its check function."""

    code: str
    name: str
    summary: str
    doc: str
    default: bool
    # The kinds of fix the rule offers (policy.FixKind); with the context of
    # a URI they decide each fix's Applicability.
    fixes: tuple[FixKind, ...]
    check: Callable[..., Iterator[Violation]]  # check(uri), or check(uri, view) when `project`
    origin: str
    explicit_only: bool = False
    # Regex character-class body (say "%"): the rule yields nothing for a
    # URI whose text holds none of these characters, so the engine skips it.
    trigger: str | None = None

    def fix_summary(self) -> str:
        """One phrase for how safe the rule's fixes are (policy.summary)."""
        return summary(self.fixes)

    def fix_safety(self) -> str:
        """Per place a URI stands, whether the rule's fixes are safe and why."""
        return describe(self.fixes)
    # Codes whose fixes undo this rule's, each with the reason: selecting
    # both is a configuration error (CONTRADICTS in the rule module).
    contradicts: Mapping[str, str] = {}
    # True (module PROJECT = True): check(uri, view) is given a read-only
    # view of the project (urilint/links/view.py) and sees link spans only.
    project: bool = False
    # The module that defines `check`, and its file (the results cache
    # stamps it): known without importing it when `check` is a LazyCheck.
    module: str = ""
    file: str | None = None


class LazyCheck:
    """A built-in rule's check function, imported when first called or
    resolved: a run the cache answers selects rules without importing one
    (pipeline/rule_memo.py)."""

    __slots__ = ("module", "_check")

    def __init__(self, module: str) -> None:
        self.module = module
        self._check: Callable[..., Iterator[Violation]] | None = None

    def resolve(self) -> Callable[..., Iterator[Violation]]:
        if self._check is None:  # (__import__: importing importlib costs every run)
            self._check = __import__(self.module, fromlist=("check",)).check
        return self._check

    def __call__(self, *args: Any) -> Iterator[Violation]:
        return self.resolve()(*args)

    def __repr__(self) -> str:
        return f"LazyCheck({self.module!r})"


def loaded(rule: Rule) -> Rule:
    """`rule` with its check function imported (the engine calls it per URI)."""
    check = rule.check
    return rule._replace(check=check.resolve()) if isinstance(check, LazyCheck) else rule


def rule_from_module(module: ModuleType, origin: str) -> Rule:
    """Validate a rule module's metadata and wrap it in a Rule."""

    def attr(name: str, kind: type) -> Any:
        value = getattr(module, name, None)
        if not isinstance(value, kind):
            raise RuleError(f"rule module {module.__name__} ({origin}): {name} missing or not {kind.__name__}")
        return value

    code = attr("CODE", str)
    if not compiled_re(CODE_PATTERN).fullmatch(code):
        raise RuleError(f"rule module {module.__name__} ({origin}): bad code {code!r}")
    fixes = _fixes(module, code, origin)
    check = getattr(module, "check", None)
    if not callable(check):
        raise RuleError(f"rule {code} ({origin}): no check() function")
    return Rule(
        code=code,
        name=attr("NAME", str),
        summary=attr("SUMMARY", str),
        doc=(module.__doc__ or "").strip(),
        default=attr("DEFAULT", bool),
        fixes=fixes,
        check=check,
        origin=origin,
        explicit_only=bool(getattr(module, "EXPLICIT_ONLY", False)),
        trigger=getattr(module, "TRIGGER", None) if isinstance(getattr(module, "TRIGGER", None), str) else None,
        contradicts=dict(getattr(module, "CONTRADICTS", None) or {}),
        project=getattr(module, "PROJECT", False) is True,
        module=check.__module__ or "",
        file=getattr(sys.modules.get(check.__module__ or ""), "__file__", None),
    )


def _fixes(module: ModuleType, code: str, origin: str) -> tuple[FixKind, ...]:
    """The rule's FIXES (a tuple of FixKind), or its legacy FIX string."""
    fixes = getattr(module, "FIXES", None)
    if fixes is None:
        legacy = getattr(module, "FIX", None)
        if legacy not in LEGACY_FIX:
            raise RuleError(f"rule {code} ({origin}): FIXES (a tuple of urilint.policy.FixKind) missing")
        return LEGACY_FIX[legacy]
    if not isinstance(fixes, tuple) or not all(isinstance(k, FixKind) for k in fixes):
        raise RuleError(f"rule {code} ({origin}): FIXES must be a tuple of urilint.policy.FixKind")
    return fixes


def load_rules(plugins: bool = True) -> dict[str, Rule]:
    """All rules by code: built-ins, then entry-point plugins."""
    from . import rules as builtin_rules  # type: ignore[attr-defined]  # rules/, installed as urilint.rules

    modules = [__import__(f"{builtin_rules.__name__}.{name}", fromlist=("CODE",)) for name in builtin_rules.BUILTIN]
    loaded = {module.CODE: rule_from_module(module, "built-in") for module in modules}
    if plugins:
        for rule in _plugin_rules():
            if rule.code in loaded:
                raise RuleError(
                    f"rule {rule.code} from {rule.origin} clashes with {loaded[rule.code].origin}"
                )
            loaded[rule.code] = rule
    return dict(sorted(loaded.items()))


def may_have_plugins() -> bool:
    """False when no installed distribution declares an entry point in our
    group. Importing importlib.metadata costs more than all the rest of an
    editor's on-save run, so look first: the distributions it would find
    live as ``*.dist-info``/``*.egg-info`` folders in the sys.path folders
    (anything else on sys.path, such as a zip file, means: ask it)."""
    import os

    for entry in sys.path:
        folder = entry or "."
        try:
            names = os.listdir(folder)
        except NotADirectoryError:
            return True
        except OSError:
            continue
        for name in names:
            if name.endswith((".dist-info", ".egg-info")):
                try:
                    with open(os.path.join(folder, name, "entry_points.txt"), "rb") as handle:
                        if ENTRY_POINT_GROUP.encode() in handle.read():
                            return True
                except OSError:
                    continue
    return False


def _plugin_rules() -> Iterator[Rule]:
    if not may_have_plugins():
        return
    from importlib.metadata import entry_points

    try:
        found = entry_points(group=ENTRY_POINT_GROUP)
    except TypeError:  # Python 3.9: entry_points() takes no arguments
        found = entry_points().get(ENTRY_POINT_GROUP, [])  # type: ignore[arg-type]
    for entry in found:
        try:
            module = entry.load()
        except Exception as exc:  # a broken plugin must name itself
            raise RuleError(f"plugin {entry.name} ({entry.value}) failed to load: {exc}") from exc
        if not isinstance(module, ModuleType):
            raise RuleError(f"plugin {entry.name} ({entry.value}) is not a module")
        yield rule_from_module(module, f"plugin {entry.name}")


def check_flag_selectors(flags: Mapping[str, Any], rules: Mapping[str, Rule]) -> None:
    """Reject an unknown code or prefix given on the command line as the
    command line's: merged into a config file's settings, select_rules
    would name that file."""
    for key in ("select", "extend_select", "ignore"):
        for selector in flags.get(key) or ():
            if not _known(selector, rules):
                raise ConfigError(f"command line: unknown rule code or prefix '{selector}' in {key.replace('_', '-')}")


def _known(selector: str, rules: Mapping[str, Rule]) -> bool:
    return selector == "ALL" or any(code.startswith(selector) for code in rules)


def select_rules(
    settings: Settings, rules: Mapping[str, Rule], extra_ignore: Iterable[str] = ()
) -> tuple[Rule, ...]:
    """The rules that are on, by code order."""
    def matching(selector: str, where: str) -> set[str]:
        if selector == "ALL":
            return {c for c, r in rules.items() if not r.explicit_only}
        if selector in rules:
            return {selector}
        found = {c for c, r in rules.items() if c.startswith(selector) and not r.explicit_only}
        if not found and not _known(selector, rules):
            raise ConfigError(f"{settings.source or 'command line'}: unknown rule code or prefix '{selector}' in {where}")
        return found

    if settings.select is None:
        on = {c for c, r in rules.items() if r.default}
    else:
        on = set().union(*(matching(s, "select") for s in settings.select))
    for selector in settings.extend_select:
        on |= matching(selector, "extend-select")
    for selector in settings.ignore:
        on -= matching(selector, "ignore") | ({selector} if selector in rules else set())
    for pattern, codes in settings.per_file_ignores.items():
        for selector in codes:  # validated up front, not only when a file matches
            matching(selector, f"per-file-ignores '{pattern}'")
    for selector in extra_ignore:
        on -= {c for c in rules if c.startswith(selector)}
    for code in sorted(on):  # each rule's fix undoes the other's
        for other, reason in rules[code].contradicts.items():
            if other in on:
                raise ConfigError(
                    f"{settings.source or 'command line'}: {other} ({rules[other].name}) and {code} ({rules[code].name}) "
                    f"contradict each other: {reason}"
                )
    return tuple(rules[c] for c in sorted(on))
