"""`urilint rule`: a rule's documentation as Markdown (as `ruff rule`
prints it) or JSON, and the list of all rules."""

from __future__ import annotations

import json
import re

from ..pattern_store import compiled_re

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Mapping

    from ..registry import Rule

FIX_SENTENCES = {
    "safe": "Fix is always available (safe).",
    "unsafe": "Fix is available as an unsafe fix (applied with --unsafe-fixes).",
    "none": "No fix is available.",
}


def fix_sentence(rule: Rule) -> str:
    """How the rule's fix is available, from its fix kinds (see "What a
    safe fix is" in the README)."""
    summary = rule.fix_summary()
    return FIX_SENTENCES.get(summary, f"Fix is always available ({summary}).")
# "What it flags: ..." opens a section; "Fix (safe): ..." too.
_SECTION = compiled_re(r"([A-Z][A-Za-z ]{1,30}(?: \([^)\n]*\))?):\s+(.*)", re.DOTALL)


def rule_markdown(rule: Rule) -> str:
    """The rule's docstring as Markdown, under a ``# name (CODE)`` title."""
    default = "On by default." if rule.default else f"Off by default: select it with `--extend-select {rule.code}`."
    parts = [f"# {rule.name} ({rule.code})", fix_sentence(rule), default]
    if rule.origin != "built-in":
        parts.append(f"From {rule.origin}.")
    body = explanation(rule)
    safety = f"## Fix safety by where the URI stands\n\n{rule.fix_safety()}"
    return "\n\n".join(p for p in parts + [body, safety] if p) + "\n"


def explanation(rule: Rule) -> str:
    """The docstring after its title line, in Markdown: labelled paragraphs
    become sections, ``::`` blocks fenced code, double backquotes single."""
    paragraphs = [p for p in (rule.doc or rule.summary).split("\n\n")]
    if paragraphs and paragraphs[0].strip() == f"{rule.name} ({rule.code})":
        paragraphs = paragraphs[1:]
    out: list[str] = []
    code_block = False
    for paragraph in paragraphs:
        if code_block and paragraph.startswith((" ", "\t")):
            lines = [line[4:] if line.startswith("    ") else line.strip() for line in paragraph.splitlines()]
            out.append("```\n" + "\n".join(lines) + "\n```")
            code_block = False
            continue
        code_block = False
        text = paragraph.strip().replace("``", "`")
        if text.endswith("::"):
            code_block = True
            text = text[:-2].rstrip() + ("" if text[:-2].rstrip().endswith(":") else ":")
            if text.rstrip(":") in ("Example", "Examples"):
                out.append(f"## {text.rstrip(':')}")
                continue
        section = _SECTION.fullmatch(text)
        if section is not None and "\n" not in section.group(1):
            body = section.group(2)
            out.append(f"## {section.group(1)}\n\n{body[:1].upper()}{body[1:]}")
        else:
            out.append(text)
    return "\n\n".join(out)


def as_dict(rule: Rule) -> dict[str, Any]:
    return {
        "code": rule.code, "name": rule.name, "summary": rule.summary, "default": rule.default,
        "fix": rule.fix_summary(), "fix_availability": fix_sentence(rule), "origin": rule.origin,
        "explanation": explanation(rule), "fix_safety": rule.fix_safety(),
    }


def rule_json(rule: Rule) -> str:
    return json.dumps(as_dict(rule), indent=2, ensure_ascii=False) + "\n"


def rule_list(rules: Mapping[str, Rule], as_json: bool) -> str:
    if as_json:
        return json.dumps([as_dict(r) for r in rules.values()], indent=2, ensure_ascii=False) + "\n"
    lines = [f"{'code':<8} {'name':<26} {'default':<8} fix\n"]
    lines += [f"{r.code:<8} {r.name:<26} {'on' if r.default else 'off':<8} {r.fix_summary()}\n" for r in rules.values()]
    return "".join(lines)
