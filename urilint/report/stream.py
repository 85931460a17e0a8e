"""Write a JSON document whose one long list is streamed, item by item.

The output is byte for byte what ``json.dump(document, indent=2,
ensure_ascii=False)`` writes with the list filled in, but the list's items
are made and written one at a time: a report of many findings needs memory
for one finding's item, not for all of them.
"""

from __future__ import annotations

import json

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Iterable, TextIO

# Stands in for the streamed list's one item while the rest is laid out.
ITEMS = "\0urilint-streamed-items\0"


def dump(document: Any, items: Iterable[Any], out: TextIO) -> None:
    """Write `document`, whose list ``[ITEMS]`` is replaced by `items`, then a newline."""
    text = json.dumps(document, indent=2, ensure_ascii=False)
    at = text.index(json.dumps(ITEMS))
    line_start = text.rindex("\n", 0, at) + 1
    indent = text[line_start:at]
    out.write(text[: text.rindex("[", 0, line_start)])
    first = True
    for item in items:
        out.write("[\n" if first else ",\n")
        first = False
        # A JSON string never holds a raw newline: every "\n" is layout.
        out.write(indent + json.dumps(item, indent=2, ensure_ascii=False).replace("\n", "\n" + indent))
    out.write("[]" if first else "\n" + indent[:-2] + "]")
    out.write(text[text.index("]", at) + 1 :])
    out.write("\n")
