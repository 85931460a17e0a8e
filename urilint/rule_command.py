"""``urilint rule``: one rule's documentation (Markdown, or JSON with
``--output-format json``), or every rule's line with ``--all``."""

from __future__ import annotations

from .config import ConfigError
from .registry import load_rules

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from types import SimpleNamespace
    from typing import TextIO


def show_rule(args: SimpleNamespace, out: TextIO) -> int:
    """Write what `args` asks for to `out`; the exit status (0)."""
    from .report.rule_doc import rule_json, rule_list, rule_markdown

    rules = load_rules()
    as_json = getattr(args, "output_format", "text") == "json"
    if args.all:
        out.write(rule_list(rules, as_json))
        return 0
    if not args.code:
        raise ConfigError("give a rule code (urilint rule URI001) or --all")
    rule = rules.get(args.code.upper())
    if rule is None:
        raise ConfigError(f"unknown rule code '{args.code}'")
    out.write(rule_json(rule) if as_json else rule_markdown(rule))
    return 0
