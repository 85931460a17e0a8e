"""Findings and fixes that were wrong on sweep 35 (2026-11-27, 57 note
vaults and wikis: Obsidian, Logseq, Foam, Dendron, TiddlyWiki, DokuWiki,
MediaWiki, Gollum, org-roam, MyST and Quartz gardens). Exact findings and
exact --fix bytes. Report and repros: /work/sweep35 (not in the repo)."""

from __future__ import annotations

from helpers import assert_triaged

# GaoZ1en/obsidian_note (6 safe hunks): in TeX math "[a+b](1+r^{2})" is an
# interval and a product, not a link; the safe "%5E" started a TeX comment
# and KaTeX showed "[a+b](1+r". Display math (an align environment in it,
# as there), inline math; a link beside dollar amounts (no math: "$5 ...
# $10") keeps its fix.
MATH = (
    "$$\n\\begin{align}\n[a+b](1+r^{2})\n\\end{align}\n$$\n\nInline $[a,b](x^2)$ math.\n\n"
    "Costs $5 or [see](https://e.com/a^b) $10.\n"
)


def test_a_link_in_tex_math_is_no_link() -> None:
    fixed = MATH.replace("a^b", "a%5Eb")
    assert_triaged(MATH, "note.md", [(9, 34, "URI004")], fixed, fixed)


def test_math_in_a_notebook_cell_too() -> None:
    import json

    notebook = json.dumps({"cells": [{"cell_type": "markdown", "metadata": {}, "source": ["$$\n", "[a+b](1+r^{2})\n", "$$\n"]}],
                           "metadata": {}, "nbformat": 4, "nbformat_minor": 5}) + "\n"
    assert_triaged(notebook, "n.ipynb", [], None, None)


def test_a_vaults_settings_and_plugins_are_excluded(tmp_path, monkeypatch, capsys) -> None:
    """A vault's .obsidian holds its settings and third-party plugins'
    bundles (chatgpt-md's main.js got three safe hunks): excluded by
    default, and -v says so. The notes beside it are linted."""
    from urilint.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / ".obsidian" / "plugins" / "chatgpt-md").mkdir(parents=True)
    (tmp_path / ".obsidian" / "plugins" / "chatgpt-md" / "main.js").write_text('fetch("https://e.com/%7Ea");\n')
    (tmp_path / "note.md").write_text("see <https://e.com/%7Eb>\n")
    assert main(["check", "--isolated", "--no-cache", "-v", "--output-format", "concise", "."]) == 1
    out, err = capsys.readouterr()
    assert out.splitlines()[0] == "note.md:1:20: URI002 '%7E' encodes the unreserved character '~'; write it plainly"
    assert "urilint: skipped excluded folder .obsidian/\n" in err
