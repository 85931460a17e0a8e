"""link-map: generated sites serve a source file at a URL of their own
(Jekyll collections, Hugo content/, MkDocs and Docusaurus docs/), and a
page's relative links resolve against that URL. Exact findings on small
trees shaped like opensource.guide, Hugo, MkDocs and Docusaurus sites."""

from __future__ import annotations

from pathlib import Path

import pytest

from urilint.config import ConfigError, Settings, load_settings
from urilint.engine import Linter
from urilint.links.resolve import Project
from urilint.links.sitemap import front_matter_permalink, front_matter_redirects
from urilint.positions import LineIndex
from urilint.registry import load_rules, select_rules


def make(root: Path, files: dict[str, str]) -> Path:
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
    return root


def lint(root: Path, name: str, **project: object) -> list[tuple[int, int, str, str]]:
    rules = load_rules(plugins=False)
    linter = Linter(select_rules(Settings(select=("URI2",)), rules), rules, project=Project(str(root), **project))  # type: ignore[arg-type]
    text = (root / name).read_text(encoding="utf-8")
    index = LineIndex(text)
    return [(*index.line_col(f.start), f.code, f.message) for f in linter.lint(text, str(root / name))]


JEKYLL = {  # opensource.guide: collection "articles", permalink "/:path/"
    "_articles/how-to-contribute.md": (
        "# How to contribute\n\n"
        "[a](../legal/) [b](../legal/#who-owns-it) [c](../legal/#nope)\n"
        "[d](../gone/) [e](/legal/) ![f](/assets/x.png) [g](../)\n"
    ),
    "_articles/legal.md": "# Legal\n\n## Who owns it\n",
    "_articles/index.html": "<h1>Guides</h1>\n",
    "_articles/es/legal.md": "# Legal\n\n[a](../legal/) [b](../how-to-contribute/) [c](../../assets/x.png)\n",
    "assets/x.png": "",
}


def test_jekyll_collection(tmp_path: Path) -> None:
    root = make(tmp_path, JEKYLL)
    options: dict[str, object] = {"link_map": (("/", "_articles"),), "link_extensions": (".md", ".html")}
    assert lint(root, "_articles/how-to-contribute.md", **options) == [
        (3, 56, "URI202", "no heading or anchor 'nope' in '_articles/legal.md'"),
        (4, 5, "URI201", "no such file or folder '_articles/gone'"),
    ]
    assert lint(root, "_articles/es/legal.md", **options) == [
        (3, 20, "URI201", "no such file or folder '_articles/es/how-to-contribute'"),
    ]


def test_without_link_map_the_site_urls_are_missing(tmp_path: Path) -> None:
    """The false findings link-map removes (318 on opensource.guide)."""
    root = make(tmp_path, JEKYLL)
    assert [f[:3] for f in lint(root, "_articles/how-to-contribute.md", link_extensions=(".md",))] == [
        (3, 5, "URI201"), (3, 20, "URI201"), (3, 47, "URI201"), (4, 5, "URI201"), (4, 19, "URI201"),
    ]


def test_hugo_content(tmp_path: Path) -> None:
    root = make(tmp_path, {
        "content/docs/_index.md": "# Docs\n",
        "content/docs/install.md": "# Install\n",
        "content/docs/intro.md": "[a](../install/) [b](../) [c](../nope/) [d](/docs/install/#install)\n",
        "static/logo.png": "",
    })
    options: dict[str, object] = {
        "link_map": (("/", "content"), ("/", "static")), "link_extensions": (".md",), "index_files": ("_index.md",),
    }
    assert lint(root, "content/docs/intro.md", **options) == [
        (1, 31, "URI201", "no such file or folder 'content/docs/nope'"),
    ]


@pytest.mark.parametrize(("trailing", "expected"), [
    (True, []),
    (False, [(1, 5, "URI201", "no such file or folder 'intro'")]),
])
def test_trailing_slash(tmp_path: Path, trailing: bool, expected: list[tuple[int, int, str, str]]) -> None:
    """/docs/guides/a/ + ../../intro is /docs/intro; /docs/guides/a + ../../intro is /intro."""
    root = make(tmp_path, {"docs/intro.md": "# Intro\n", "docs/guides/a.md": "[x](../../intro)\n"})
    options: dict[str, object] = {"link_map": (("/docs/", "docs"),), "link_extensions": (".md",), "trailing_slash": trailing}
    assert lint(root, "docs/guides/a.md", **options) == expected


def test_mkdocs_file_links_still_resolve(tmp_path: Path) -> None:
    """MkDocs rewrites every relative link by the source file (link-base = "file")."""
    root = make(tmp_path, {
        "docs/index.md": "# Home\n",
        "docs/guide/setup.md": "[a](../index.md) [b](../guide/) [c](../../index.md)\n",
        "docs/guide/index.md": "# Guide\n",
    })
    options: dict[str, object] = {"link_map": (("/", "docs"),), "link_extensions": (".md",), "url_relative": False}
    assert lint(root, "docs/guide/setup.md", **options) == [
        (1, 37, "URI201", "no such file or folder 'index.md'"),
    ]


def write_config(tmp_path: Path, body: str) -> str:
    config = tmp_path / "urilint.toml"
    config.write_text(body, encoding="utf-8")
    return str(config)


def test_config_keys(tmp_path: Path) -> None:
    settings = load_settings(write_config(
        tmp_path, 'link-map = { "/" = ["_articles", "."], "/docs/" = "docs" }\nlink-extensions = [".md"]\nlink-trailing-slash = false\nlink-base = "file"\nlink-lowercase = true\n',
    ))
    assert settings.link_map == (
        ("/", str(tmp_path / "_articles")), ("/", str(tmp_path) + "/."), ("/docs/", str(tmp_path / "docs")),
    )
    assert settings.link_trailing_slash is False
    assert settings.link_base == "file"
    assert settings.link_lowercase is True


@pytest.mark.parametrize(("body", "message"), [
    ('link-map = ["/"]\nlink-extensions = [".md"]\n', "key 'link-map' in top level must map URL prefixes to folders"),
    ('link-map = { "/" = 1 }\nlink-extensions = [".md"]\n', "key 'link-map' in top level must map URL prefixes to folders"),
    ('link-map = { "docs" = "docs" }\nlink-extensions = [".md"]\n',
     "key 'link-map' in top level URL prefix 'docs' must start and end with '/'"),
    ('link-map = { "/" = "docs" }\n',
     "key 'link-map' in top level needs link-extensions: the extensions pages are served without"),
    ('link-trailing-slash = "yes"\n', "key 'link-trailing-slash' in top level must be true or false"),
    ('link-lowercase = 1\n', "key 'link-lowercase' in top level must be true or false"),
    ('link-base = "page"\n', "key 'link-base' in top level must be 'url' \\(Jekyll, Hugo\\) or 'file' \\(MkDocs, Docusaurus\\)"),
    ('link-map = { "/" = ["content", "static"] }\nlink-map = 1\n', "invalid TOML"),
])
def test_bad_config(tmp_path: Path, body: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message) as raised:
        load_settings(write_config(tmp_path, body))
    assert "\n" not in str(raised.value)


def test_hugo_lowercases_urls(tmp_path: Path) -> None:
    """Hugo serves methods/page/File.md at /methods/page/file/ (link-lowercase);
    "(g)" is hugoDocs' glossary render hook: link-ignore matches it as written."""
    root = make(tmp_path, {
        "content/methods/page/File.md": "# File\n",
        "content/intro.md": "[a](/methods/page/file/) [b](../methods/page/file/#file) [c](g) [d](/methods/page/nope/)\n",
    })
    options: dict[str, object] = {"link_map": (("/", "content"),), "link_extensions": (".md",), "link_ignore": ("g",)}
    assert [f[:3] for f in lint(root, "content/intro.md", **options)] == [(1, 5, "URI201"), (1, 30, "URI201"), (1, 69, "URI201")]
    assert lint(root, "content/intro.md", lowercase=True, **options) == [
        (1, 69, "URI201", "no such file or folder 'content/methods/page/nope'"),
    ]


def test_pages_served_as_html(tmp_path: Path) -> None:
    """VitePress (docs-zh-cn) links ./general.html, the page general.md."""
    root = make(tmp_path, {"src/api/general.md": "# General\n", "src/api/app.md": "[a](./general.html#general) [b](./gone.html)\n"})
    options: dict[str, object] = {"link_map": (("/", "src"),), "link_extensions": (".md",), "trailing_slash": False}
    assert lint(root, "src/api/app.md", **options) == [(1, 33, "URI201", "no such file or folder 'src/api/gone.html'")]


def test_kramdown_block_ial_id(tmp_path: Path) -> None:
    """Jekyll's history.md: "## 1.0.0 / 2013-05-06" then "{: #v1-0-0}" (a Kramdown block IAL)."""
    root = make(tmp_path, {
        "history.md": "## 1.0.0 / 2013-05-06\n{: #v1-0-0}\n\nText\n{:.note #tip}\n",
        "post.md": "[a](history.md#v1-0-0) [b](history.md#tip) [c](history.md#v2-0-0)\n",
    })
    assert lint(root, "post.md") == [(1, 58, "URI202", "no heading or anchor 'v2-0-0' in 'history.md'")]


JEKYLL_PERMALINKS = {  # jekyll's docs: pages in docs/pages/ set "permalink:" in their front matter
    "docs/pages/resources.md": (
        "---\ntitle: Resources\npermalink: /resources/\n---\n# Resources\n\n## Sites\n\n"
        "[a](../docs/themes/) [b](../gone/)\n"
    ),
    "docs/pages/help.md": "---\npermalink: \"/help/\"  # a comment\n---\n# Help\n",
    "docs/pages/team.md": "---\nlayout: page\npermalink: '/team.html'\n---\n",
    "docs/news.md": "---\npermalink: /:title/\n---\n",  # a placeholder: not read
    "docs/_docs/themes.md": (
        "---\npermalink: /docs/themes/\n---\n"
        "[a](/resources/) [b](../../resources/#sites) [c](/resources/#nope) [d](/help) [e](/about/)\n"
        "[f](/team.html) [g](/docs/x/) [h](/news/) [i](/pages/help/) [j](/elsewhere/)\n"
    ),
    "docs/_docs/permalinks.md": "---\npermalink: /docs/permalinks/\n---\n```yaml\n---\npermalink: /about/\n---\n```\n",
    "docs/notes.md": "# Notes\n\npermalink: /elsewhere/\n",  # no front matter: the line is text
}


def test_jekyll_front_matter_permalink(tmp_path: Path) -> None:
    """A page whose front matter sets `permalink:` is served there (8 false
    URI201 on jekyll's docs: /resources/, /help/, /team/...); only the
    front matter block that opens the file is read; a permalink holding a
    placeholder (:title) is not read; the page keeps its folder's URL too
    (/news/, /pages/help/)."""
    root = make(tmp_path, JEKYLL_PERMALINKS)
    options: dict[str, object] = {"link_map": (("/docs/", "docs/_docs"), ("/", "docs")), "link_extensions": (".md", ".html")}
    assert lint(root, "docs/_docs/themes.md", **options) == [
        (4, 61, "URI202", "no heading or anchor 'nope' in 'docs/pages/resources.md'"),
        (4, 83, "URI201", "no such file or folder 'docs/about'"),  # only in a code block of permalinks.md
        (5, 21, "URI201", "no such file or folder 'docs/_docs/x'"),
        (5, 65, "URI201", "no such file or folder 'docs/elsewhere'"),  # a text line of notes.md
    ]
    # Served at /resources/: its relative links resolve against that URL.
    assert lint(root, "docs/pages/resources.md", **options) == [
        (9, 26, "URI201", "no such file or folder 'docs/gone'"),
    ]


def test_permalink_read_only_with_link_map(tmp_path: Path) -> None:
    root = make(tmp_path, JEKYLL_PERMALINKS)
    assert [f[:3] for f in lint(root, "docs/_docs/themes.md", link_extensions=(".md",))][:2] == [(4, 5, "URI201"), (4, 22, "URI201")]



@pytest.mark.parametrize(("text", "expected"), [
    ("---\npermalink: /x/\n---\n", "/x/"),
    ("---\ntitle: a\npermalink: \"/x y/\" # why\n...\n", "/x y/"),
    ("---\npermalink: '/a.html'\n---\n", "/a.html"),
    ("---\npermalink: /:categories/:title/\n---\n", None),  # a placeholder
    ("---\npermalink: x/\n---\n", None),  # not "/"-rooted
    ("---\ndefaults:\n  permalink: /x/\n---\n", None),  # not a top-level key
    ("---\ntitle: a\n", None),  # not closed
    ("# A\n---\npermalink: /x/\n---\n", None),  # not at the start
    ("---\ntitle: a\n---\npermalink: /x/\n", None),  # after the block
])
def test_front_matter_permalink(text: str, expected: str | None) -> None:
    assert front_matter_permalink(text) == expected


def test_a_page_holding_an_include_may_have_anchors_from_it(tmp_path: Path) -> None:
    """hugoDocs' {{% include "/_common/methods/resource/processing-spec.md" %}}
    brings the heading "## Processing specification" into Crop.md (30 false
    URI202); Jekyll's {% include x.html %} likewise: a fragment such a page
    does not define itself is not reported. The path is still checked."""
    root = make(tmp_path, {
        "crop.md": '# Crop\n\n[a](#processing-specification) [b](#crop)\n\n{{% include "/_common/spec.md" %}}\n',
        "liquid.md": "# Liquid\n\n{% include_relative x.html %}\n",
        "plain.md": "# Plain\n\nThe {{ include }} word.\n",
        "post.md": "[a](crop.md#nope) [b](liquid.md#nope) [c](plain.md#nope) [d](gone.md#nope)\n",
    })
    assert lint(root, "crop.md") == []
    assert lint(root, "post.md") == [
        (1, 51, "URI202", "no heading or anchor 'nope' in 'plain.md'"),
        (1, 62, "URI201", "no such file or folder 'gone.md'"),
    ]


@pytest.mark.parametrize(("text", "expected"), [
    ("---\nredirect_from: \"/help/index.html\"\n---\n", ["/help/index.html"]),
    ("---\nredirect_from:\n  - /docs/frontmatter/index.html\n  - '/b/' # old\ntitle: x\n---\n", ["/docs/frontmatter/index.html", "/b/"]),
    ("---\nredirect_from: [/a/, \"/b/\", c/]\n---\n", ["/a/", "/b/"]),  # c/ is not "/"-rooted
    ("---\nredirect_from: /:title/\n---\n", []),
    ("---\ntitle: x\n---\nredirect_from: /a/\n", []),
])
def test_front_matter_redirects(text: str, expected: list[str]) -> None:
    assert front_matter_redirects(text) == expected


def test_jekyll_redirect_from(tmp_path: Path) -> None:
    """jekyll's docs link /help/, which community.md's redirect_from serves
    (jekyll-redirect-from): 2 false URI201 on jekyll's docs."""
    root = make(tmp_path, {
        "docs/_docs/community/community.md": '---\npermalink: /docs/community/\nredirect_from: "/help/index.html"\n---\n# Community\n',
        "docs/_docs/troubleshooting.md": "[a](/help/) [b](/help/#community) [c](/helpers/)\n",
    })
    options: dict[str, object] = {"link_map": (("/docs/", "docs/_docs"), ("/", "docs")), "link_extensions": (".md",)}
    assert lint(root, "docs/_docs/troubleshooting.md", **options) == [(1, 39, "URI201", "no such file or folder 'docs/helpers'")]


MKDOCS: dict[str, object] = {"link_map": (("/", "docs"),), "link_extensions": (".md",), "url_relative": False}


def test_mkdocs_raw_html_resolves_against_the_page_url(tmp_path: Path) -> None:
    """mkdocs-material's setting-up-social-cards.md: MkDocs rewrites Markdown
    links by the source file but copies raw HTML as is, so the browser
    resolves an <img src> against the page URL (/setup/social/)."""
    root = make(tmp_path, {
        "docs/assets/a.png": "",
        "docs/setup/social.md": (
            "<div>\n  <img src=\"../../assets/a.png\" />\n</div>\n\n"
            "![a](../assets/a.png) <img src=\"../assets/a.png\"> ![b](../../assets/a.png)\n"
        ),
        "docs/setup/index.md": "<img src=\"../assets/a.png\"> <a href=\"../social.md\">s</a>\n",
        "notes/page.md": "<img src=\"../docs/assets/a.png\">\n",  # outside the mapped folder: by its folder
    })
    assert lint(root, "docs/setup/social.md", **MKDOCS) == [
        (5, 33, "URI201", "no such folder 'docs/setup/assets'"),
        (5, 56, "URI201", "no such folder 'assets'"),
    ]
    assert lint(root, "docs/setup/index.md", **MKDOCS) == [(1, 38, "URI201", "no such file or folder 'docs/social.md'")]
    assert lint(root, "notes/page.md", **MKDOCS) == []


def test_mkdocs_attr_list_on_a_paragraph(tmp_path: Path) -> None:
    """mkdocs-material's setting-up-site-analytics.md: Python-Markdown's
    attr_list on a paragraph's last line gives the paragraph the id; alone
    after a blank line it is a paragraph of text, no id."""
    root = make(tmp_path, {
        "docs/page.md": (
            "[w](#feedback) [x](#styled) [y](#alone) [z](#other)\n\n"
            "Some paragraph text.\n{ #feedback }\n\n&nbsp;\n{ #styled style=\"max-width: 10em\" }\n\n"
            "Text.\n\n{ #alone }\n\nMore text.\n{: .note id=\"other\" }\n"
        ),
    })
    assert lint(root, "docs/page.md", **MKDOCS) == [(1, 33, "URI202", "no heading or anchor 'alone' in this file")]


def test_mkdocs_tolerates_a_slash_after_a_page(tmp_path: Path) -> None:
    """mkdocs-material's customization.md: `nav.md/#instant-loading` works on
    the site (MkDocs normalizes the path); its fragment is still checked.
    Elsewhere (link-base "url", no link-map) the page is a file, not a folder."""
    root = make(tmp_path, {
        "docs/nav.md": "## Instant loading\n",
        "docs/custom.md": "[x](nav.md/#instant-loading) [y](nav.md/#nope) [z](nav.md/x)\n",
        "README.md": "[x](docs/nav.md/)\n",
    })
    assert lint(root, "docs/custom.md", **MKDOCS) == [
        (1, 41, "URI202", "no heading or anchor 'nope' in 'docs/nav.md'"),
        (1, 52, "URI201", "'docs/nav.md' is a file, not a folder"),
    ]
    assert lint(root, "README.md", **MKDOCS) == [(1, 5, "URI201", "'docs/nav.md' is a file, not a folder")]
    assert lint(root, "docs/custom.md") == [
        (1, 5, "URI201", "'docs/nav.md' is a file, not a folder"),
        (1, 34, "URI201", "'docs/nav.md' is a file, not a folder"),
        (1, 52, "URI201", "'docs/nav.md' is a file, not a folder"),
    ]
