"""`urilint check --show-settings PATH`: the settings that apply to a path,
resolved (config file, command-line flags, the rules that end up on)."""

from __future__ import annotations

import os

from ..config import Settings, shadowed_by
TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Iterable

    from ..registry import Rule


def show_settings(path: str, settings: Settings, rules: Iterable[Rule]) -> str:
    lines = [f'Resolved settings for: "{os.path.abspath(path)}"']
    lines.append(f'Settings path: "{settings.source}"' if settings.source else "Settings path: none (defaults)")
    if settings.source:
        lines += [f'Not used (the file above comes first): "{other}"' for other in shadowed_by(settings.source)]
    lines.append("")
    for field in Settings._fields:
        if field == "source":
            continue
        lines.append(f"{field.replace('_', '-')} = {_value(getattr(settings, field))}")
    lines.append(f"rules = {_value([f'{r.code} {r.name}' for r in rules])}")
    return "\n".join(lines) + "\n"


def _value(value: Any) -> str:
    if value is None:
        return "(not set)"
    if isinstance(value, (tuple, list, frozenset, set)):
        items = sorted(value) if isinstance(value, (frozenset, set)) else list(value)
        if not items:
            return "[]"
        return "[\n" + "".join(f'\t"{item}",\n' for item in items) + "]"
    if hasattr(value, "items"):
        if not value:
            return "{}"
        return "{\n" + "".join(f'\t"{k}" = {list(v) if isinstance(v, tuple) else v!r},\n' for k, v in value.items()) + "}"
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"'
