"""The README names every rule and every pre-commit hook, and its quickstart
holds the two commands (the second is what .ci/run runs)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_rule_is_in_the_readme() -> None:
    from urilint.registry import load_rules

    for rule in load_rules(plugins=False).values():
        assert f"| {rule.code} | {rule.name} |" in README, rule.code


def test_every_hook_is_in_the_readme() -> None:
    hooks = [line.split(":", 1)[1].strip() for line in (ROOT / ".pre-commit-hooks.yaml").read_text().splitlines() if line.startswith("- id:")]
    assert hooks == ["urilint", "urilint-fix"]
    for hook in hooks:
        assert f"id: {hook}" in README or f"`{hook}`" in README


def test_ci_runs_the_readme_test_command() -> None:
    quickstart = README.split("## Usage")[0]
    commands = [line for line in quickstart.splitlines() if line.startswith("python3 -m venv")]
    assert len(commands) == 2
    assert commands[0].endswith("urilint check .")
    assert commands[1] in (ROOT / ".ci" / "run").read_text()
