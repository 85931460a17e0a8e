"""Translation catalogs whose strings a formatter reads: any fix in them is
unsafe (sweep 150).

An Android string resource is ``String.format``'s format when the app
passes arguments (``getString(id, args)``, unless ``formatted="false"``),
and an Apple catalog's is ``String(format:)``'s: there a "%" starts a
conversion, and ``%3d`` is a width-3 integer, not "=". A hex-case fix made
it ``%3D``, which OpenJDK 17's Formatter refused
(UnknownFormatConversionException: the app's crash); ``%2b`` -> ``%2B``
printed "TRUE" for true; a decoded ``%7e`` beside ``%d`` changed the
output (proven with Java, C's printf and Python). An encoded raw character
writes a new "%". A translation's URL also stops matching its source's
(translate-toolkit's ``pofilter -t urls``: "Different URLs").

Told by the path: an XML file in Android's ``values`` or ``values-*``
folder, Apple's ``.strings``, ``.stringsdict`` and ``.xcstrings``, and
XLIFF (Xcode's and Angular's exports). In a Java ``.properties`` file, a
value that holds a conversion (Mozilla's ``%S``, a ResourceBundle's
``%1$s``) is such a format string too, and fixes on its line are unsafe.
"""

from __future__ import annotations

from .model import has_safe_fix, made_unsafe
from .pattern_store import compiled_re
from .positions import line_start

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import Finding

REASON = (
    "unsafe fix: a translation catalog's string is a format string (Android's getString, Apple's String(format:)), "
    "where '%' starts a conversion ('%3d' a width-3 integer)"
)
CATALOG_EXTENSIONS = (".strings", ".stringsdict", ".xcstrings", ".xliff", ".xlf")
HEX_TRIPLET = r"%[0-9A-Fa-f]{2}"
RESOURCES_REACH = 4096  # where an Android resource file's root is looked for
LINE_REACH = 4096


def unsafe_in_format_catalogs(text: str, filename: str, findings: list[Finding]) -> list[Finding]:
    """`findings`, each safe fix made unsafe in a catalog named above, or
    on a ``.properties`` line that holds a conversion."""
    if not any(map(has_safe_fix, findings)):
        return findings
    if is_format_catalog(filename, text):
        return [made_unsafe(f, REASON) for f in findings]
    if filename.lower().endswith(".properties") and "%" in text:
        formatted = {f.start for f in findings if has_safe_fix(f) and _formats(text, *_line(text, f.start))}
        return [made_unsafe(f, REASON) if f.start in formatted else f for f in findings]
    return findings


def is_format_catalog(filename: str, text: str) -> bool:
    """Whether `filename` names an Apple or XLIFF catalog, or `text` is an
    Android resource file (a ``<resources>`` root: a Helm chart's or a
    site's ``values`` folder holds other XML; sweep 154)."""
    path = filename.replace("\\", "/")
    lower = path.lower()
    if lower.endswith(CATALOG_EXTENSIONS):
        return True
    if not lower.endswith(".xml"):
        return False
    folder = path.rsplit("/", 2)[-2] if path.count("/") else ""
    return (folder == "values" or folder.startswith("values-")) and "<resources" in text[:RESOURCES_REACH]


def _line(text: str, pos: int) -> tuple[int, int]:
    """The line around `pos`, at most LINE_REACH characters either side (a
    long line's search stays linear)."""
    end = text.find("\n", pos, pos + LINE_REACH)
    return line_start(text, pos, max(0, pos - LINE_REACH)), min(len(text), pos + LINE_REACH) if end < 0 else end


def _formats(text: str, start: int, end: int) -> bool:
    """Whether the value on the line text[start:end] (no comment) holds a
    Java format conversion that does not start with a "%" and two hex
    digits (an octet: "%7E", a URI's "%20b", read either way)."""
    from .scan.languages import conversions

    if text[start:end].lstrip()[:1] in ("#", "!"):
        return False
    pattern = conversions("java")
    assert pattern is not None
    hex_triplet = compiled_re(HEX_TRIPLET).match
    return any(
        match.group() != "%%" and hex_triplet(text, match.start()) is None  # "%c3" starts an octet, not "%c"
        for match in pattern.finditer(text, start, end)
    )
