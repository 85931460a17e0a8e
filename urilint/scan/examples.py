"""Sample values in API descriptions and schemas: everything under an
``example``, ``examples``, ``x-example`` or ``x-examples`` key (OpenAPI's
examples and their values, a Swagger 2 response's examples, JSON Schema's
and AsyncAPI's examples). They are records a mock server serves and a
reader compares as written (Prism served other bytes after a fix of one:
sweep 182), identifiers as a scalar ``example:`` already is (data.py).

A block is told by indentation: it runs from its key's line to the next
line indented no deeper than the key (YAML, pretty-printed JSON). Looked
for only in a document that says it is an API description or a schema
near its start."""

from __future__ import annotations

from ..model import IDENTIFIER, UriSpan
from ..pattern_store import compiled_re
from .combine import inside

# What an API description or a schema says in its first HEAD characters.
HEAD = 4096
MARKERS = ("openapi", "swagger", "asyncapi", "$schema")
_EXAMPLE_KEY = r"""(?m)^[ \t]*(?:-[ \t]+)?(["']?)(?:x-)?examples?\1[ \t]*:"""


def is_api_description(text: str) -> bool:
    """Whether `text` says near its start that it is an API description or a schema, and holds an example."""
    head = text[:HEAD]
    return any(marker in head for marker in MARKERS) and "xample" in text


def example_blocks(text: str) -> list[tuple[int, int]]:
    """[start, end) of each example block of `text`, sorted and disjoint."""
    blocks: list[tuple[int, int]] = []
    end = 0
    for key in compiled_re(_EXAMPLE_KEY).finditer(text):
        if key.start() < end:
            continue  # an example inside an example block
        line = key.start()
        column = len(key.group()) - len(key.group().lstrip(" \t-"))  # where the key's name starts
        line_end = text.find("\n", key.end())
        if line_end < 0:
            blocks.append((line, len(text)))
            break
        after = compiled_re(rf"\n[ \t]{{0,{column}}}(?=[^ \t\r\n#])").search(text, line_end)
        end = len(text) if after is None else after.start()
        blocks.append((line, end))
    return blocks


def in_examples(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans`, those inside an example block identifiers."""
    blocks = example_blocks(text)
    if not blocks:
        return spans
    return [span._replace(context=IDENTIFIER) if inside(blocks, span.start) else span for span in spans]
