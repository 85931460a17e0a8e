"""One Linter per distinct rule set: the file's config plus its
per-file-ignores decide which rules run on it."""

from __future__ import annotations

from typing import Mapping

from .config import Resolver, check_flag_selectors, select_rules
from .engine import Linter
from .registry import Rule


class Linters:
    """Builds and reuses the Linter for each path."""

    def __init__(self, resolver: Resolver, rules: Mapping[str, Rule]) -> None:
        check_flag_selectors(resolver.flags, rules)
        self.resolver = resolver
        self.rules = rules
        self._made: dict[tuple[str | None, tuple[str, ...]], Linter] = {}
        self._of_path: dict[str, Linter] = {}  # a run asks twice per file

    def for_path(self, path: str) -> Linter:
        linter = self._of_path.get(path)
        if linter is not None:
            return linter
        settings = self.resolver.for_path(path)
        key = (settings.source, settings.ignored_for(path))
        linter = self._made.get(key)
        if linter is None:
            linter = Linter(select_rules(settings, self.rules, key[1]), self.rules, settings.schemes, settings.file_types)
            self._made[key] = linter
        self._of_path[path] = linter
        return linter
