"""urilint: lint and fix URIs in code and docs against RFC 3986 section 2.

Library API: `lint_text`, `fix_text` and `normalize`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__version__ = "0.1.0"
__all__ = ["lint_text", "fix_text", "normalize", "__version__"]

if TYPE_CHECKING:
    from .engine import Linter
    from .model import Finding


def _default_linter(select: "list[str] | None" = None) -> "Linter":
    from .config import Settings, select_rules
    from .engine import Linter
    from .registry import load_rules

    rules = load_rules()
    settings = Settings(select=tuple(select) if select is not None else None)
    return Linter(select_rules(settings, rules), rules)


def lint_text(text: str, filename: str = "<text>", select: "list[str] | None" = None) -> "list[Finding]":
    """The findings in `text`, a file named `filename` (which picks the
    file type), with the default rules or the given codes/prefixes."""
    return _default_linter(select).lint(text, filename)


def fix_text(text: str, filename: str = "<text>", unsafe: bool = False, select: "list[str] | None" = None) -> str:
    """`text` with every safe fix (and unsafe ones if asked) applied.

    Raises urilint.fix.FixError when a fix cannot be proven safe."""
    from .fix import fix_text as run_fixes

    linter = _default_linter(select)
    return run_fixes(text, lambda t: linter.lint(t, filename), lambda t: linter.spans(t, filename), unsafe).text


def normalize(uri: str) -> str:
    """The RFC 3986 section 2 normal form of one URI: uppercase hex,
    unreserved characters decoded, disallowed and non-ASCII characters
    encoded, encoded reserved characters kept."""
    from .normal import normalize as section2_normalize

    return section2_normalize(uri)
