"""Whether to colour the text report, and the colours (ANSI SGR codes).

``--color always``/``never`` decide; ``auto`` colours when stdout is a
terminal, unless ``NO_COLOR`` is set (https://no-color.org) or TERM is
``dumb``; ``FORCE_COLOR`` set to anything but empty or ``0`` colours even
into a pipe (as ruff and most tools read these).
"""

from __future__ import annotations

import os

from ..records import NamedTuple

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Mapping, TextIO


def wants_colour(choice: str, stream: TextIO, environ: Mapping[str, str] | None = None) -> bool:
    if choice in ("always", "never"):
        return choice == "always"
    env = os.environ if environ is None else environ
    if env.get("NO_COLOR"):
        return False
    if env.get("FORCE_COLOR", "0") not in ("", "0"):
        return True
    if env.get("TERM") == "dumb":
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


class Style(NamedTuple):
    """Wraps report parts in colours, or leaves them alone."""

    on: bool = False

    def _paint(self, code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.on and text else text

    def path(self, text: str) -> str:
        return self._paint("1", text)

    def code(self, text: str) -> str:
        return self._paint("1;31", text)

    def marks(self, text: str) -> str:
        return self._paint("31", text)

    def fix(self, text: str) -> str:
        return self._paint("32", text)

    def gutter(self, text: str) -> str:
        return self._paint("34", text)

    def summary(self, text: str) -> str:
        return self._paint("1", text)


PLAIN = Style(False)
