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
# An example key at its line's start (a list item's, a quoted JSON key too).
_EXAMPLE_KEY = r"""[ \t]*(?:-[ \t]+)?(["']?)(?:x-)?examples?\1[ \t]*:"""
# What says a document is one: a top-level "openapi", "swagger" or
# "asyncapi" key (YAML at a line's start, JSON after "{" or ","), or a
# "$schema" key (not the words in a comment or an image's name: sweep 183).
_DESCRIPTION_KEY = r"""(?m)(?:^|[{,])[ \t]*(["']?)(?:openapi|swagger|asyncapi|\$schema)\1[ \t]*:"""


def is_api_description(text: str) -> bool:
    """Whether `text` says near its start that it is an API description or a schema, and holds an example."""
    head = text[:HEAD]
    return (
        any(marker in head for marker in MARKERS) and compiled_re(_DESCRIPTION_KEY).search(head) is not None
        and "xample" in text
    )


def example_blocks(text: str) -> list[tuple[int, int]]:
    """[start, end) of each example block of `text`, sorted and disjoint."""
    blocks: list[tuple[int, int]] = []
    end = 0
    key_at = compiled_re(_EXAMPLE_KEY).match
    hit = text.find("xample")
    while hit >= 0:  # (a search for the word, then a look at its line: a pattern at every line's start was 20x slower)
        line = text.rfind("\n", 0, hit) + 1
        key = key_at(text, line) if line >= end else None
        hit = text.find("xample", hit + 6)
        if key is None:
            continue
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
