"""Findings and fixes that were wrong on sweeps 75 and 76 (2026-11-27:
LLM applications, prompt libraries and evaluation suites; web crawlers
and URL normalizers; documentation sites and their translations).

Evidence in /work/sweep75's and /work/sweep76's repro folders, not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# A template choosing between quoted values for an unquoted attribute
# (scrapydweb's multinode_results.html): the quotes are the template's
# attribute delimiters. Encoded as "%22", Jinja2 rendered
# href=%22http://.../jobs%22, a relative link to nowhere. Go's templates
# write the same. A plain unquoted value keeps its fix.
BRANCHES = (
    '<a href={% if stop %}"{{ jobs_url }}"{% else %}"{{ projects_url }}"{% endif %}>node</a>\n'
    '<a href={{if .Stopped}}"/jobs"{{else}}"/projects"{{end}}>node</a>\n'
    "<a href=http://e.org/a%7eb>y</a>\n"
)

# Crawlee matches links against enqueueLinks' globs and exclude patterns
# with minimatch, as written (a link keeps its "%7e"), and Playwright
# routes by glob: after a fix, the glob matched no link. A fetched URL
# keeps its fix.
GLOBS = (
    "await enqueueLinks({ globs: ['https://shop.example.com/%7euser/**'] });\n"
    "await enqueueLinks({ exclude: ['https://shop.example.com/%7eadmin/**'] });\n"
    "await page.route('https://api.example.com/%7ev1/**', route => route.abort());\n"
    "await fetch('https://cdn.example.net/%7eassets/app.js');\n"
)

# promptfoo's suite compares a model's output with each assertion's value
# (type: equals, contains) as written: its pass rate went from 100% to 0%.
PROMPTFOO = (
    "prompts:\n"
    '  - "http://example.org/%7ejoe/ https://example.org/a%2fb"\n'
    "providers: [echo]\n"
    "tests:\n"
    "  - assert:\n"
    "      - type: equals\n"
    '        value: "http://example.org/%7ejoe/ https://example.org/a%2fb"\n'
)

# openai/evals' samples: the "ideal" answer is matched with the model's.
EVAL_SAMPLE = '{"input": [{"role": "user", "content": "Home of joe?"}], "ideal": "http://example.org/%7ejoe/"}\n'

# Heritrix's self-test page of raw spaces in an href.
SELFTEST = '<p><a href="spaces in path.html">spaces in path</a>.</p>\n'

# A normalizer's documented examples: the input is written unnormalized
# on purpose, though the output drops a fragment, a query or a slash too
# (apache/nutch's BasicURLNormalizer Javadoc). Two URIs of one host with
# other words between keep their fixes.
NORMALIZED = (
    "1. `http://example.com/%7efoo#frag` is normalized to `http://example.com/~foo`.\n"
    "2. `http://example.com/%7efoo?utm_source=x` becomes `http://example.com/~foo`.\n"
    "3. `http://example.com/%7efoo/` -> `http://example.com/~foo`\n\n\n\n\n"
    "See `http://example.com/%7ebar` and also `http://example.com/docs`.\n"
)
# An arrow between two URIs means "turned into" only alone: a PHP array's
# keys and values are no normalizer's example.
PHP_ARRAY = '<?php\n$urls = [\n  "a" => "https://e.org/%7ea", "b" => "https://e.org/x",\n];\n'
NUTCH_JAVADOC = (
    "/**\n * E.g.,\n"
    " * <code>https://www.example.org/a/../b//./select%2Dlang.php?lang=espa%C3%B1ol#anchor</code>\n"
    " * is normalized to <code>https://www.example.org/b/select-lang.php?lang=espa%C3%B1ol</code>\n"
    " */\npackage org.example.urlnormalizer;\n"
)

# A sitemap's <loc> holds one URL up to "</loc>": a raw space there was
# missed (the URL read as ending before it). Reported and encoded as an
# attribute value's would be; "|", which a browser sends as is, unsafe.
SITEMAP = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
    "  <url><loc>https://www.example.com/my page.html</loc></url>\n"
    "  <url><loc>https://www.example.com/a|b.html</loc></url>\n</urlset>\n"
)

SWEEP75_CASES = [
    (BRANCHES, "multinode_results.html", [(3, 23, "URI002")], BRANCHES.replace("%7e", "~"), BRANCHES.replace("%7e", "~")),
    (GLOBS, "main.ts", [(1, 56, "URI002"), (2, 58, "URI002"), (3, 43, "URI002"), (4, 38, "URI002")],
     GLOBS.replace("%7eassets", "~assets"), GLOBS.replace("%7e", "~")),
    (PROMPTFOO, "promptfoo/promptfooconfig.yaml", [(2, 25, "URI002"), (2, 54, "URI001"), (7, 36, "URI002"), (7, 65, "URI001")],
     None, PROMPTFOO.replace("%7e", "~").replace("%2f", "%2F")),
    (EVAL_SAMPLE, "evals/registry/data/urlq/samples.jsonl", [(1, 87, "URI002")], None, EVAL_SAMPLE.replace("%7e", "~")),
    (SELFTEST, "engine/src/webapps/selftest/SpacesInHrefPath/index.html", [(1, 19, "URI004")], None,
     SELFTEST.replace("spaces in path.html", "spaces%20in%20path.html")),
    (NORMALIZED, "normalizer.md", [(1, 24, "URI002"), (2, 24, "URI002"), (3, 24, "URI002"), (8, 25, "URI002")],
     NORMALIZED.replace("%7ebar", "~bar"), NORMALIZED.replace("%7e", "~")),
    (NUTCH_JAVADOC, "package-info.java", [(3, 50, "URI002")], None, NUTCH_JAVADOC.replace("%2D", "-", 1)),
    (SITEMAP, "sitemap.xml", [(3, 39, "URI004"), (4, 38, "URI004")], SITEMAP.replace("my page", "my%20page"),
     SITEMAP.replace("my page", "my%20page").replace("a|b", "a%7Cb")),
    (PHP_ARRAY, "urls.php", [(3, 25, "URI002")], PHP_ARRAY.replace("%7e", "~"), PHP_ARRAY.replace("%7e", "~")),
]


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

# The paragraph is read at most MARK_REACH (1,024) characters each side of
# the URI, as the line was (a long paragraph of fixes stays linear): a
# "__" further back is not seen.
ASCIIDOC_FAR = "The __init__ file. " + "Words. " * 200 + "See https://example.com/i%5F%5Fj.html[five].\n"

# A code cell's captured output, fenced as ```output (LangChain's docs):
# what the program printed, hex case included. A ```text block keeps its fix.
OUTPUT_FENCE = (
    "```python\nprint(page)\n```\n\n"
    "```output\n<a href=\"https://reddit.com/submit?url=https%3a%2f%2fe.org%2f\">share</a>\n```\n\n"
    "```text\nhttps://reddit.com/submit?url=https%3a%2f%2fe.org%2f\n```\n"
)

SWEEP76_CASES = [
    (ASCIIDOC_PAIRS, "page.adoc", [(1, 26, "URI002"), (1, 69, "URI002"), (3, 26, "URI002"), (5, 26, "URI002")],
     ASCIIDOC_PAIRS.replace("g%5F%5Fh", "g__h"), ASCIIDOC_PAIRS.replace("g%5F%5Fh", "g__h")),
    (ASCIIDOC_FAR, "far.adoc", [(1, 1445, "URI002")], ASCIIDOC_FAR.replace("i%5F%5Fj", "i__j"),
     ASCIIDOC_FAR.replace("i%5F%5Fj", "i__j")),
    (OUTPUT_FENCE, "loader.md", [(6, 45, "URI001"), (10, 36, "URI001")],
     OUTPUT_FENCE.replace("```text\nhttps://reddit.com/submit?url=https%3a%2f%2fe.org%2f",
                          "```text\nhttps://reddit.com/submit?url=https%3A%2F%2Fe.org%2F"),
     OUTPUT_FENCE.replace("%3a%2f%2fe.org%2f", "%3A%2F%2Fe.org%2F")),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP75_CASES + SWEEP76_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None,
                 unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)
