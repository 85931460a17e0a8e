"""Findings and fixes that were wrong on sweep 76 (2026-11-27:
documentation sites of popular projects and their translations).

Evidence in /work/sweep76's repro folders, not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# Asciidoctor applies emphasis before it finds URLs, and "__" pairs with
# the next "__" of its paragraph, spaces between or not: a decoded
# "a%5F%5Fb.html[one]" paired with the next URL's (or a "__init__" in the
# prose), and both links fell apart (Asciidoctor 2.0.18). Alone in its
# paragraph, the "__" pairs with nothing and keeps its fix.
ASCIIDOC_PAIRS = (
    "See https://example.com/a%5F%5Fb.html[one] and https://example.com/c%5F%5Fd.html[two].\n\n"
    "See https://example.com/e%5F%5Ff.html[three] and the __init__ file.\n\n"
    "See https://example.com/g%5F%5Fh.html[four] alone.\n"
)

# A code cell's captured output, fenced as ```output (LangChain's docs):
# what the program printed, hex case included. A ```text block keeps its fix.
OUTPUT_FENCE = (
    "```python\nprint(page)\n```\n\n"
    "```output\n<a href=\"https://reddit.com/submit?url=https%3a%2f%2fe.org%2f\">share</a>\n```\n\n"
    "```text\nhttps://reddit.com/submit?url=https%3a%2f%2fe.org%2f\n```\n"
)

CASES = [
    (ASCIIDOC_PAIRS, "page.adoc", [(1, 26, "URI002"), (1, 69, "URI002"), (3, 26, "URI002"), (5, 26, "URI002")],
     ASCIIDOC_PAIRS.replace("g%5F%5Fh", "g__h"), ASCIIDOC_PAIRS.replace("g%5F%5Fh", "g__h")),
    (OUTPUT_FENCE, "loader.md", [(6, 45, "URI001"), (10, 36, "URI001")],
     OUTPUT_FENCE.replace("```text\nhttps://reddit.com/submit?url=https%3a%2f%2fe.org%2f",
                          "```text\nhttps://reddit.com/submit?url=https%3A%2F%2Fe.org%2F"),
     OUTPUT_FENCE.replace("%3a%2f%2fe.org%2f", "%3A%2F%2Fe.org%2F")),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None,
                 unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
