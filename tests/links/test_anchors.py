"""Anchor extraction: GitHub slugs, explicit ids, HTML, rST (docutils ids)."""

from __future__ import annotations

import pytest

from urilint.links.anchors import anchors_for, github_slug, make_id, markdown_anchors, rendered, rst_anchors


@pytest.mark.parametrize(
    ("heading", "slug"),
    [
        pytest.param("Configuring", "configuring", id="plain"),
        pytest.param("What's new in 2.0?", "whats-new-in-20", id="punctuation-removed"),
        pytest.param("Ünïcode ÜBER straße", "ünïcode-über-straße", id="non-ascii-kept"),
        pytest.param("ಆರ್ಕೈವ್ ಮಾಡಲಾಗಿದೆ", "ಆರ್ಕೈವ್-ಮಾಡಲಾಗಿದೆ", id="kannada-marks-kept"),
        pytest.param("snake_case  and -dash-", "snake_case--and--dash-", id="underscore-dash-double-space"),
        pytest.param("`code` and **bold** [link](x.md) ![img](i.png)", "code-and-bold-link-img", id="inline-syntax"),
        pytest.param("_emphasis_ and a_b", "emphasis-and-a_b", id="underscore-emphasis"),
        pytest.param("Tom &amp; Jerry", "tom--jerry", id="entity"),
        pytest.param("{{% _param FAS robot %}} Upgrading with AI?", "upgrading-with-ai", id="template-in-heading"),
    ],
)
def test_github_slug(heading: str, slug: str) -> None:
    assert github_slug(rendered(heading)) == slug


def test_markdown_structure() -> None:
    text = (
        "---\ntitle: Front\n---\n# A\n\n## A ##\n\nA\n===\n\n```\n# not a heading\n```\n"
        "  ```sh one line```\n\n## After\n\n<!--\n# commented\n-->\n"
        "Para\nline two\n---\n\n- item\n---\n\n    # indented code\n"
    )
    assert [a for i, a in enumerate(markdown_anchors(text)) if i % 2] == ["a", "a-1", "a-2", "after", "paraline-two"]  # a soft break renders as a newline, which the slug drops


def test_mkdocs_slugs_and_footnotes() -> None:
    found = anchors_for("md", "## Caret, Mark & Tilde\n\n## Straße\n\nText[^1].\n\n[^1]: A note.\n")
    assert found is not None
    assert found.names == frozenset({"caret-mark--tilde", "caret-mark-tilde", "straße", "strae", "fn:1", "fnref:1", "fn-1", "fnref-1"})


def test_rst() -> None:
    text = ".. _My Label:\n\n=====\nTitle\n=====\n\nÜber Section\n------------\n\n日本\n====\n\n.. figure:: x.png\n   :name: fig-one\n"
    names, complete = rst_anchors(text)
    assert names == ["my-label", "My Label", "title", "title", "uber-section", "über-section", "日本", "fig-one", "fig-one"]
    assert complete is False  # docutils numbers the title with no ASCII id
    assert make_id("  Hello, World! 2 ") == "hello-world-2"


def test_kinds() -> None:
    assert anchors_for("png", "") is None
    found = anchors_for("html", "<div id='a'></div><a name=b>x</a><p ID=\"c&amp;d\">")
    assert found is not None and found.names == frozenset({"a", "b", "c&d"})
    assert found.closest("A") == "a"


def test_hugo_definition_terms() -> None:
    """Hugo's autoDefinitionTermID (hugoDocs sets it): each term of a
    definition list ("Term" then ": definition") gets the id of its plain
    text, made like a heading's (github: hugoDocs' 269 false URI202 on
    links such as /configuration/markup/#parserautodefinitiontermid), from
    one de-duplication sequence shared with the headings (Hugo's
    TestDescriptionListAutoID: "## My Title" then the term "My Title" is
    my-title-1). Terms are read always: a missed finding costs less than a
    false one."""
    text = (
        "## My Title\n\nBase Name\n: Base name of the file.\n\nBase Name\n: Duplicate term name.\n\n"
        "My Title\n: Term with same name as title.\n\nFoo@Bar\n: The foo bar.\n\n"
        "foo [something](/a/b/) bar\n: A foo bar.\n\n`parser.autoDefinitionTermID`\n: {{< new-in 0.144.0 />}}\n: (`bool`) Whether...\n\n"
        "One\nTwo\n: two terms\n\n良善天父\n: The good father.\n\n## Base Name\n\n"
        "```md\nIn Code\n: not a term\n```\n\n- item\n: not a term\n"
    )
    found = anchors_for("md", text)
    assert found is not None
    assert found.names == frozenset({
        "my-title", "base-name", "base-name-1", "my-title-1", "foobar", "foo-something-bar",
        "parserautodefinitiontermid", "one", "two", "良善天父", "base-name-2",  # Hugo: the third "base-name"
    })
