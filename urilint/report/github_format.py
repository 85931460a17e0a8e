"""GitHub Actions workflow commands: one ``::error`` annotation per finding.

GitHub reads ``::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=T::MESSAGE``
from a step's output. Data must escape ``%``, CR and LF; property values
must also escape ``:`` and ``,``. Messages about percent-encoding are full of
``%``, so the escaping is not optional.
"""

from __future__ import annotations


from ..model import FileResult
from . import located

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, TextIO


def escape_data(text: str) -> str:
    """Escape a command's message (the part after ``::``)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """Escape a property value (``file=``, ``title=``)."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def report(results: list[FileResult], out: TextIO, context: dict[str, Any]) -> None:
    for loc in located(results):
        f = loc.finding
        props = ",".join((
            f"file={escape_property(loc.path)}",
            f"line={loc.line}",
            f"col={loc.column}",
            f"endLine={loc.end_line}",
            f"endColumn={loc.end_column}",
            f"title={escape_property(f'{f.code} {f.name}')}",
        ))
        out.write(f"::error {props}::{escape_data(f.message)}\n")
