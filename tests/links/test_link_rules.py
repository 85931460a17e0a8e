"""URI201 missing-target and URI202 missing-anchor: exact findings on a
small project tree built in tmp_path."""

from __future__ import annotations

from pathlib import Path

import pytest

from urilint.config import Settings
from urilint.engine import Linter
from urilint.links.resolve import Project
from urilint.positions import LineIndex
from urilint.registry import load_rules, select_rules

TREE = {
    "docs/guide.md": "# Guide\n\n## Installation\n\n## Configuring the tool\n",
    "docs/sub/README.md": "# Sub\n",
    "docs/sub.md": "# Sub page\n",
    "docs/empty/.keep": "",
    "my file.md": "# Spaced\n",
    "Notes.md": "# Notes\n",
    "100%.md": "# Percent\n",
    "api/other.rst": "Title\n=====\n\n.. _my-label:\n\nSection two\n-----------\n",
    "site/page.html": '<html><body><div id="main">x</div><a name="old-style"></a></body></html>\n',
    "static/logo.png": "",
}


def make(tmp_path: Path) -> Path:
    for name, content in TREE.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
    return tmp_path


def lint(root: Path, text: str, name: str = "README.md", **project: object) -> list[tuple[int, int, str, str]]:
    rules = load_rules(plugins=False)
    linter = Linter(select_rules(Settings(select=("URI2",)), rules), rules, project=Project(str(root), **project))  # type: ignore[arg-type]
    index = LineIndex(text)
    return [(*index.line_col(f.start), f.code, f.message) for f in linter.lint(text, str(root / name))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("[a](docs/missing.md)\n", [(1, 5, "URI201", "no such file or folder 'docs/missing.md'")], id="missing-file"),
        pytest.param("[a](nowhere/x.md)\n", [(1, 5, "URI201", "no such folder 'nowhere'")], id="missing-folder-on-the-way"),
        pytest.param("[a](docs/sub/) [b](docs/sub) [c](docs/)\n", [], id="existing-folder"),
        pytest.param("[a](docs/guide.md/)\n", [(1, 5, "URI201", "'docs/guide.md' is a file, not a folder")], id="file-with-slash"),
        pytest.param("[a](my%20file.md)\n", [], id="percent-20-space-in-name"),
        pytest.param("[a](<my file.md>)\n", [], id="raw-space-angle-brackets"),
        pytest.param("[a](my%2520file.md)\n",
                     [(1, 5, "URI201", "no such file or folder 'my%20file.md'; did you mean 'my%20file.md'? "
                                       "(the link is percent-encoded twice)")], id="encoded-twice"),
        pytest.param("[a](100%25.md) [b](100%.md)\n", [], id="literal-percent-encoded-and-malformed-skipped"),
        pytest.param("[a](notes.md)\n",
                     [(1, 5, "URI201", "no such file or folder 'notes.md'; did you mean 'Notes.md'? (the name differs in letter case)")],
                     id="case-mismatch"),
        pytest.param("[a](/docs/guide.md) [b](/docs/nope.md)\n", [(1, 25, "URI201", "no such file or folder 'docs/nope.md'")],
                     id="root-relative"),
        pytest.param("[a](docs/guide.md?x=1#installation) [b](./docs/../docs/guide.md)\n", [], id="query-fragment-dots"),
        pytest.param("[a](docs/guide)\n",
                     [(1, 5, "URI201", "no such file or folder 'docs/guide'; did you mean 'docs/guide.md'? (the name lacks its extension)")],
                     id="missing-extension"),
        pytest.param("[a](docs/guide.md#instalation)\n",
                     [(1, 18, "URI202", "no heading or anchor 'instalation' in 'docs/guide.md'; did you mean '#installation'?")],
                     id="anchor-typo-candidate"),
        pytest.param("[a](docs/guide.md#configuring-the-tool) [b](docs/guide.md#Configuring-The-Tool)\n",
                     [(1, 58, "URI202", "no heading or anchor 'Configuring-The-Tool' in 'docs/guide.md'; "
                                        "did you mean '#configuring-the-tool'?")], id="anchor-case-candidate"),
        pytest.param("# Project\n\n## Configuring\n\n[c](## Configuring)\n",
                     [(5, 5, "URI202", "no heading or anchor '# Configuring' in this file; did you mean '#configuring'?")],
                     id="heading-pasted-as-destination"),
        pytest.param("## A\n\n## A\n\n## A\n\n[1](#a) [2](#a-1) [3](#a-2) [4](#a-3)\n",
                     [(7, 33, "URI202", "no heading or anchor 'a-3' in this file")], id="duplicate-headings"),
        pytest.param("## Ünïcode ÜBER straße!\n\n[x](#ünïcode-über-straße) [y](#%C3%BCn%C3%AFcode-%C3%BCber-stra%C3%9Fe)\n"
                     "[z](#ಆರ್ಕೈವ್ ಮಾಡಲಾಗಿದೆ)\n",
                     [(4, 5, "URI202", "no heading or anchor 'ಆರ್ಕೈವ್ ಮಾಡಲಾಗಿದೆ' in this file")], id="non-ascii-headings"),
        pytest.param("## ಆರ್ಕೈವ್ ಮಾಡಲಾಗಿದೆ\n\n[x](<#ಆರ್ಕೈವ್ ಮಾಡಲಾಗಿದೆ>) [y](#ಆರ್ಕೈವ್-ಮಾಡಲಾಗಿದೆ) [License](../ಲೈಸೆನ್ಸ್)\n",
                     [(3, 6, "URI202", "no heading or anchor 'ಆರ್ಕೈವ್ ಮಾಡಲಾಗಿದೆ' in this file; did you mean '#ಆರ್ಕೈವ್-ಮಾಡಲಾಗಿದೆ'?"),
                      (3, 61, "URI201", "no such file or folder '../ಲೈಸೆನ್ಸ್'")], id="issue-examples-kannada"),
        pytest.param("## Setup {#custom-id}\n\nInstall\n=======\n\n[a](#custom-id) [b](#setup) [c](#install)\n", [],
                     id="explicit-id-and-setext"),
        pytest.param("[a](api/other.rst#my-label) [b](api/other.rst#section-two) [c](api/other.rst#nolabel)\n",
                     [(1, 77, "URI202", "no heading or anchor 'nolabel' in 'api/other.rst'")], id="rst-label"),
        pytest.param("[a](site/page.html#main) [b](site/page.html#old-style) [c](site/page.html#mian)\n",
                     [(1, 74, "URI202", "no heading or anchor 'mian' in 'site/page.html'")], id="html-id"),
        pytest.param("[a](#top) [b](docs/guide.md#L10-L20) [c](static/logo.png#x) [d](docs/sub/#x)\n", [],
                     id="fragments-not-checked"),
        pytest.param("```\n[a](nothere.md)\n# Heading\n```\n\n[c](#heading)\n",
                     [(6, 5, "URI202", "no heading or anchor 'heading' in this file")], id="code-fence-not-checked"),
        pytest.param("[a]({{ site.baseurl }}/nothere.md) [b](https://example.com/nothere.md) [c](//cdn.example/x.js) "
                     "see nothere.md and docs/nothere.md\n", [], id="templates-absolute-and-prose-not-checked"),
        pytest.param('<a href="docs/nothere.html">x</a> <img src="static/logo.png" srcset="static/a.png 2x">\n',
                     [(1, 10, "URI201", "no such file or folder 'docs/nothere.html'"),
                      (1, 70, "URI201", "no such file or folder 'static/a.png'")], id="html-attributes"),
        pytest.param("[r]: docs/gone.md#x\n\n[a][r]\n", [(1, 6, "URI201", "no such file or folder 'docs/gone.md'")],
                     id="reference-definition"),
        pytest.param('<a name="input_x"></a>\n\n[a](#input\\_x) [b](#input\\_y) [c](my&#32;file.md) [d](gone&amp;x.md)\n',
                     [(3, 20, "URI202", "no heading or anchor 'input_y' in this file; did you mean '#input_x'?"),
                      (3, 55, "URI201", "no such file or folder 'gone&x.md'")], id="escapes-and-character-references"),
        pytest.param("#### <a name=\"tagObject\"></a>Tag Object\n\n[a](#tag-object) [b](#tagObject)\n", [],
                     id="anchor-tag-in-heading"),
        pytest.param("### 9.7.0 <small>Nov</small> { id=\"9.7.0\" }\n\n``` { .sh #example }\nx\n```\n\n"
                     "[a](#9.7.0) [b](#example)\n", [], id="attribute-list-ids"),
        pytest.param("## 사용법 {/*usage*/}\n\n### Hello {/* #custom-id */}\n\n[a](#usage) [b](#custom-id) [c](#사용법) [d](#hello-2)\n",
                     [(5, 43, "URI202", "no heading or anchor 'hello-2' in this file; did you mean '#hello'?")],
                     id="mdx-comment-ids"),
        pytest.param('<TeamMember name="Dan Abramov" permalink="dan-abramov">\n<meta name="viewport">\n\n'
                     "[a](#dan-abramov) [b](#viewport) [c](#Dan%20Abramov)\n",
                     [(4, 23, "URI202", "no heading or anchor 'viewport' in this file"),
                      (4, 38, "URI202", "no heading or anchor 'Dan Abramov' in this file; did you mean '#dan-abramov'?")],
                     id="component-permalink-and-name-only-on-a"),
        pytest.param('Write `<link href="x.css">` or `src={base + ".jpg"}`, then <img src="gone.png">\n',
                     [(1, 70, "URI201", "no such file or folder 'gone.png'")], id="html-in-code-span-not-checked"),
        pytest.param("- item\n\n    ``` html\n    <a href=\"#__consent\">x</a> <script src=\"assets/x.js\"></script>\n    ```\n"
                     "\n    ## Not a heading\n\n[a](#not-a-heading)\n",
                     [(9, 5, "URI202", "no heading or anchor 'not-a-heading' in this file")], id="indented-fence-not-checked"),
    ],
)
def test_findings(tmp_path: Path, text: str, expected: list[tuple[int, int, str, str]]) -> None:
    assert lint(make(tmp_path), text) == expected


def test_relative_to_the_linking_file(tmp_path: Path) -> None:
    root = make(tmp_path)
    text = "[a](guide.md#installation) [b](../Notes.md) [c](../../outside-nothing.md) [d](sub/README.md#sub)\n"
    assert lint(root, text, "docs/index.md") == [(1, 49, "URI201", "no such file or folder '../outside-nothing.md'")]


def test_rst_file_links(tmp_path: Path) -> None:
    text = "See `guide <docs/guide.md>`_ and `gone <docs/gone.md>`_ and `here <#title>`_.\n\nTitle\n=====\n"
    assert lint(make(tmp_path), text, "index.rst") == [(1, 41, "URI201", "no such file or folder 'docs/gone.md'")]


@pytest.mark.parametrize(
    ("options", "text", "expected"),
    [
        pytest.param({"link_root": "static"}, "[a](/logo.png) [b](/docs/guide.md)\n",
                     [(1, 20, "URI201", "no such folder 'static/docs'")], id="link-root"),
        pytest.param({"link_root": ("site", "static")}, "[a](/logo.png) [b](/page.html#main) [c](/page.html#nope) [d](/gone.png)\n",
                     [(1, 51, "URI202", "no heading or anchor 'nope' in 'site/page.html'"),
                      (1, 62, "URI201", "no such file or folder 'site/gone.png'")], id="link-roots-in-turn"),
        pytest.param({"link_root": "docs", "link_extensions": (".md",)},
                     "[a](/guide) [b](/guide/#installation) [c](/guide#nope) [d](/sub) [e](/nope)\n",
                     [(1, 49, "URI202", "no heading or anchor 'nope' in 'docs/guide.md'"),
                      (1, 70, "URI201", "no such file or folder 'docs/nope'")], id="link-extensions"),
        pytest.param({"link_root": ("static", "."), "index_files": ("index.md",), "link_extensions": (".md",)},
                     "[a](/docs/sub) [b](/docs/empty/)\n",
                     [(1, 20, "URI201", "folder 'docs/empty' has no index.md")], id="page-beside-folder-and-telling-miss"),
        pytest.param({"index_files": ("index.html", "README.md")}, "[a](docs/sub/) [b](docs/empty/#x)\n",
                     [(1, 20, "URI201", "folder 'docs/empty' has no index.html or README.md")], id="index-files"),
        pytest.param({"index_files": ("README.md",)}, "[a](docs/sub/#sub) [b](docs/sub/#nope)\n",
                     [(1, 33, "URI202", "no heading or anchor 'nope' in 'docs/sub/README.md'")], id="index-file-anchors"),
        pytest.param({"link_ignore": ("/blog/*", "api/*")}, "[a](/blog/2020/post) [b](api/gone.rst) [c](gone.md)\n",
                     [(1, 44, "URI201", "no such file or folder 'gone.md'")], id="link-ignore"),
        pytest.param({"link_ignore": ("*#config.*",)}, "[a](docs/guide.md#config.x) [b](#config.y) [c](#other)\n",
                     [(1, 48, "URI202", "no heading or anchor 'other' in this file")], id="link-ignore-fragments"),
    ],
)
def test_options(tmp_path: Path, options: dict[str, object], text: str, expected: list[tuple[int, int, str, str]]) -> None:
    assert lint(make(tmp_path), text, **options) == expected


def test_unsafe_fix_only(tmp_path: Path) -> None:
    from urilint.fix import fix_text
    from urilint.model import Applicability

    root = make(tmp_path)
    rules = load_rules(plugins=False)
    linter = Linter(select_rules(Settings(select=("URI2",)), rules), rules, project=Project(str(root)))
    text = "# Project\n\n## Configuring\n\n[c](## Configuring) [n](notes.md)\n"
    name = str(root / "README.md")
    found = linter.lint(text, name)
    assert [f.fix.applicability for f in found if f.fix] == [Applicability.UNSAFE, Applicability.UNSAFE]
    assert fix_text(text, lambda t: linter.lint(t, name), lambda t: linter.spans(t, name), False).text == text
    fixed = fix_text(text, lambda t: linter.lint(t, name), lambda t: linter.spans(t, name), True).text
    assert fixed == "# Project\n\n## Configuring\n\n[c](#configuring) [n](Notes.md)\n"
    assert linter.lint(fixed, name) == []


def test_each_folder_listed_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    root = make(tmp_path)
    listed: list[str] = []
    real = os.scandir

    def counting(path: str):  # type: ignore[no-untyped-def]
        listed.append(path)
        return real(path)

    monkeypatch.setattr("urilint.links.resolve.os.scandir", counting)
    project = Project(str(root))
    rules = load_rules(plugins=False)
    linter = Linter(select_rules(Settings(select=("URI2",)), rules), rules, project=project)
    text = "[a](docs/guide.md#installation) [b](docs/guide.md#x) [c](docs/sub/) [d](docs/nope.md)\n"
    linter.lint(text, str(root / "README.md"))
    linter.lint(text, str(root / "OTHER.md"))
    assert sorted(listed) == [str(root), str(root / "docs")]  # docs/sub: known from the listing of docs
    assert list(project.anchor_cache) == [str(root / "docs" / "guide.md")]


def test_relative_link_across_roots(tmp_path: Path) -> None:
    """A page under one link root links ../logo.png, which the site serves
    from another root (Next.js: src/content pages, public images)."""
    text = "![a](../logo.png) ![b](../gone.png) [c](../guide.md) [d](../guide.md/)\n"
    assert lint(make(tmp_path), text, "docs/sub/page.md", link_root=("docs", "static")) == [
        (1, 24, "URI201", "no such file or folder 'docs/gone.png'"),
        (1, 58, "URI201", "'docs/guide.md' is a file, not a folder"),
    ]
