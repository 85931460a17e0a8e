"""A winget manifest tool's installer URL argument: wingetcreate's and
Komac's ``--urls "https://e.org/app.msi|x64|machine"`` take the installer's
architecture (and scope) after a ``|`` the tool splits off before it
downloads the URL (sweep 219: oh-my-posh's release workflow, winget
updaters in PowerShell, JavaScript and Markdown). That tail is the tool's
syntax, kept opaque: encoding its ``|`` would make the tool fetch a file
that does not exist."""

from __future__ import annotations

from ..model import UriSpan
from ..pattern_store import compiled_re
from .escapes import merge_opaque

# The tail, at a URI's end: an architecture, then perhaps a scope.
_OVERRIDE = r"\|(?:x64|x86|arm64|arm|neutral)(?:\|(?:user|machine))?\Z"
TAIL_REACH = 20  # characters the longest tail takes ("|neutral|machine")


def overrides_opaque(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans`, each ending in an installer override with that tail opaque."""
    return [_with_override(text, span) if text.find("|", max(span.start, span.end - TAIL_REACH), span.end) >= 0 else span
            for span in spans]


def _with_override(text: str, span: UriSpan) -> UriSpan:
    tail = compiled_re(_OVERRIDE).search(text, max(span.start + 1, span.end - TAIL_REACH), span.end)
    return span if tail is None else span._replace(opaque=merge_opaque(span.opaque, [tail.span()]))
