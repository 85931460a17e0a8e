"""po4a's documents (sweep 136: privacybadger-website's own po4a run
deleted 10 translated FAQ pages after --fix changed two links' hex case):
a fix of a master document or of a translation po4a writes is unsafe."""

from __future__ import annotations

from pathlib import Path

import pytest

from urilint.cli import main

CONFIG = (
    "[po4a_langs] de fr\n"
    "[po4a_paths] po/faqs.pot $lang:po/faqs.$lang.po\n"
    "[po4a_alias:markdown] text opt:\"--option markdown --keep=100\"\n"
    "[type: markdown] content/en/faqs/youtube.md $lang:content/$lang/faqs/youtube.md \\\n"
    "    add_de:po/addendum.de opt:\"--keep 100\"\n"
)
FAQ = "See [the list](https://example.org/faq#what-about-sites-I-visit%2c-like-youtube).\n"
REASON = "unsafe fix: po4a finds this document's translations by its text as written, which would turn fuzzy"


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    for folder in ("po", "content/en/faqs", "content/de/faqs", "content/en/blog"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "po/po4a.conf").write_text(CONFIG)
    for path in ("content/en/faqs/youtube.md", "content/de/faqs/youtube.md", "content/en/blog/post.md"):
        (tmp_path / path).write_text(FAQ)
    return tmp_path


def test_po4a_documents_keep_their_text_and_others_are_fixed(site: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--no-cache", "--fix", "--output-format", "concise", "content"]) == 1
    assert (site / "content/en/faqs/youtube.md").read_text() == FAQ
    assert (site / "content/de/faqs/youtube.md").read_text() == FAQ
    assert (site / "content/en/blog/post.md").read_text() == FAQ.replace("%2c", "%2C")
    assert capsys.readouterr().out == (
        f"content/de/faqs/youtube.md:1:64: URI001 lowercase hex digits in '%2c'; write '%2C' ({REASON})\n"
        f"content/en/faqs/youtube.md:1:64: URI001 lowercase hex digits in '%2c'; write '%2C' ({REASON})\n"
        "Found 3 findings (1 fixed, 2 remaining).\n"
    )


def test_a_configuration_above_the_repository_root_is_not_looked_at(site: Path) -> None:
    (site / "project").mkdir()
    (site / "project/.git").mkdir()
    (site / "project/content/en/faqs").mkdir(parents=True)
    (site / "project/content/en/faqs/youtube.md").write_text(FAQ)
    assert main(["check", "--no-cache", "--fix", "project"]) == 0
    assert (site / "project/content/en/faqs/youtube.md").read_text() == FAQ.replace("%2c", "%2C")


def test_a_configuration_made_after_a_cached_check_takes_the_safe_fixes(
    site: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The results cache kept the file's findings from before the configuration."""
    (site / "po/po4a.conf").unlink()
    assert main(["check", "--output-format", "concise", "content/en/faqs"]) == 1
    assert "1 fixable with --fix" in capsys.readouterr().out
    (site / "po/po4a.conf").write_text(CONFIG)
    assert main(["check", "--output-format", "concise", "content/en/faqs"]) == 1
    assert capsys.readouterr().out.endswith(f"({REASON})\nFound 1 finding (0 fixable with --fix, 1 with --unsafe-fixes).\n")
    assert main(["check", "--fix", "content/en/faqs"]) == 1
    assert (site / "content/en/faqs/youtube.md").read_text() == FAQ
