"""URI007 reads a whole run of octets and names the legacy encoding that fits.

The URLs are shaped after real ones found in public repositories: Hatena
keyword links (EUC-JP), a Hatena mobile keyword search and a 2ch reader
(Shift_JIS), the CUHK Cantonese dictionary (Big5). Every fixed row checks
idempotence (stable_fix).
"""

from __future__ import annotations

import pytest

import urilint
from helpers import stable_fix
from urilint.model import replacement_of


def finding(text: str) -> tuple[str, str, str | None]:
    """The only finding's (range text, message, unsafe replacement)."""
    [f] = urilint.lint_text(text, "a.md")
    assert f.code == "URI007"
    replacement = None
    if f.fix is not None:
        assert f.fix.applicability.value == "unsafe"
        replacement = replacement_of(f, text)
    return text[f.start : f.end], f.message, replacement


@pytest.mark.parametrize(
    ("text", "message", "fixed"),
    [
        pytest.param(
            "[TDD](http://d.hatena.ne.jp/keyword/%A5%C6%A5%B9%A5%C8%B6%EE%C6%B0%B3%AB%C8%AF)\n",
            "'%A5%C6%A5%B9%A5%C8%B6%EE%C6%B0%B3%AB%C8%AF' is EUC-JP for 'テスト駆動開発', not UTF-8",
            "[TDD](http://d.hatena.ne.jp/keyword/%E3%83%86%E3%82%B9%E3%83%88%E9%A7%86%E5%8B%95%E9%96%8B%E7%99%BA)\n",
            id="euc-jp-hatena-keyword",
        ),
        pytest.param(
            "http://d.hatena.ne.jp/keyword/%A4%CF%A4%C6%A4%CA%A5%D5%A5%A9%A5%C8AtomAPI\n",
            "'%A4%CF%A4%C6%A4%CA%A5%D5%A5%A9%A5%C8' is EUC-JP for 'はてなフォト', not UTF-8",
            "http://d.hatena.ne.jp/keyword/%E3%81%AF%E3%81%A6%E3%81%AA%E3%83%95%E3%82%A9%E3%83%88AtomAPI\n",
            id="euc-jp-then-ascii",
        ),
        pytest.param(
            "http://d.hatena.ne.jp/keywordsearchmobile?word=%83%82%83W%83o%83P\n",
            "'%83%82%83W%83o%83P' is Shift_JIS for 'モジバケ', not UTF-8",
            "http://d.hatena.ne.jp/keywordsearchmobile?word=%E3%83%A2%E3%82%B8%E3%83%90%E3%82%B1\n",
            id="shift-jis-with-raw-trail-bytes",
        ),
        pytest.param(
            "http://p2.2ch.net/p2/index.php?word=%83e%83X%83g&url=x\n",
            "'%83e%83X%83g' is Shift_JIS for 'テスト', not UTF-8",
            "http://p2.2ch.net/p2/index.php?word=%E3%83%86%E3%82%B9%E3%83%88&url=x\n",
            id="shift-jis-unique-reading-without-country",
        ),
        pytest.param(
            "https://humanum.arts.cuhk.edu.hk/Lexis/lexi-can/search.php?q=%A5%B4\n",
            "'%A5%B4' is Big5 for '打', not UTF-8",
            "https://humanum.arts.cuhk.edu.hk/Lexis/lexi-can/search.php?q=%E6%89%93\n",
            id="big5-hk",
        ),
        pytest.param(
            "https://e.com/M%FCnchen\n",
            "'%FC' is windows-1252 for 'ü', not UTF-8",
            "https://e.com/M%C3%BCnchen\n",
            id="latin-1-inside-a-word",
        ),
        pytest.param(
            "http://e.ru/%CF%F0%E8%E2%E5%F2\n",
            "'%CF%F0%E8%E2%E5%F2' is windows-1251 for 'Привет', not UTF-8",
            "http://e.ru/%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82\n",
            id="windows-1251",
        ),
        pytest.param(
            "http://e.ru/%F0%D2%C9%D7%C5%D4\n",
            "'%F0%D2%C9%D7%C5%D4' is KOI8-R for 'Привет', not UTF-8",
            "http://e.ru/%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82\n",
            id="koi8-r",
        ),
    ],
)
def test_one_plausible_reading_is_transcoded_whole(text: str, message: str, fixed: str) -> None:
    assert finding(text)[1] == message
    assert stable_fix(text, "a.md") == text  # the fix is a guess: unsafe
    assert stable_fix(text, "a.md", unsafe=True) == fixed


def test_mojibake_that_is_valid_utf8_is_not_reported() -> None:
    """EUC-JP bytes once decoded and re-encoded as UTF-8 (a real Hatena
    link): ¿, U+FFFD and a Tibetan mark are valid UTF-8, so URI007 is quiet."""
    assert urilint.lint_text("[p](http://d.hatena.ne.jp/keyword/%C2%BF%EF%BF%BD%E0%BC%B0)\n", "a.md") == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        pytest.param(
            "http://find.2ch.net/index.php?STR=%A5%C6%A5%B9%A5%C8&OFFSET=0\n",
            "'%A5%C6%A5%B9%A5%C8' is not valid UTF-8; it reads as EUC-JP 'テスト', Big5 '氾旦玄', Shift_JIS '･ﾆ･ｹ･ﾈ', … (no fix: none is clearly meant)",
            id="euc-jp-or-big5-on-a-generic-host",
        ),
        pytest.param(
            "https://e.com/%C6%FC%CB%DC\n",
            "'%C6%FC%CB%DC' is not valid UTF-8; it reads as EUC-JP '日本', GBK '泣塑', Big5 'ゥ呿', … (no fix: none is clearly meant)",
            id="kanji-hanzi-hangul",
        ),
        pytest.param(
            "https://e.com/%C3%A4%E4\n",
            "'%C3%A4%E4' is not valid UTF-8; it reads as windows-1251 'Г¤д', KOI8-R 'ц╓Д', windows-1252 'Ã¤ä' (no fix: none is clearly meant)",
            id="utf8-then-latin1-never-a-mix",
        ),
        pytest.param(
            "https://e.com/%e9\n",
            "'%e9' is not valid UTF-8; it reads as windows-1251 'й', KOI8-R 'И', windows-1252 'é' (no fix: none is clearly meant)",
            id="lowercase-lone-octet-reported-once",
        ),
    ],
)
def test_no_fix_unless_one_reading_is_clearly_meant(text: str, message: str) -> None:
    covered, got, replacement = finding(text)
    assert (got, replacement) == (message, None)
    assert stable_fix(text, "a.md", unsafe=True) == text


@pytest.mark.parametrize(
    ("encoded", "raw", "reading", "fixed"),
    [
        pytest.param("%91%41", "%91A", "Shift_JIS for '羨'", "%E7%BE%A8", id="shift-jis-trail-letter"),
        pytest.param("%A5%7A", "%A5z", "Big5 for '叭'", "%E5%8F%AD", id="big5-trail-letter-after-the-run"),
        pytest.param("%91%79", "%91y", "Shift_JIS for '惣'", "%E6%83%A3", id="letters-around-the-run"),
    ],
)
def test_a_trail_letter_reads_the_same_encoded_or_raw(encoded: str, raw: str, reading: str, fixed: str) -> None:
    """URI002 decodes a letter's triplet: URI007 reads the octets, so the
    two forms get one reading, and `--fix --unsafe-fixes` settles in one
    run (it took two: URI007 read the raw letter but not its triplet)."""
    for link in ("[link](http://example.com/{})\n", "[link](http://example.com/x{}y)\n"):
        for run in (encoded, raw):
            text = link.format(run)
            [uri007] = [f for f in urilint.lint_text(text, "a.md") if f.code == "URI007"]
            assert (text[uri007.start : uri007.end], uri007.message) == (run, f"'{run}' is {reading}, not UTF-8")
            assert stable_fix(text, "a.md", unsafe=True) == link.format(fixed)
        # Decoding a letter is unsafe (written on purpose): the safe fix keeps it.
        assert stable_fix(link.format(encoded), "a.md") == link.format(encoded)


def test_a_raw_character_next_to_a_run_through_a_trail_is_not_encoded() -> None:
    """Encoding 'é' would join its octets to the run %a5%5B through the
    trail %5B, and URI007 would read them together on the next run."""
    text = 'u = "http://example.com/%a5%5Bé"\n'
    [uri005] = [f for f in urilint.lint_text(text, "app.py") if f.code == "URI005"]
    assert (uri005.fix, uri005.message) == (
        None, "non-ASCII 'é' in the path; percent-encode it (no fix: its UTF-8 would join the octets next to it, which are not UTF-8)",
    )
    assert stable_fix(text, "app.py", unsafe=True) == text


@pytest.mark.parametrize(
    ("text", "name", "message"),
    [
        pytest.param(
            "[link](http://example.com/\xa0%E4X%)\n", "README.md",
            "'\xa0' (NO-BREAK SPACE) in the path looks pasted in; check the link "
            "(no fix: encoded, it would make the placeholder after it read as octets)",
            id="pasted-space-before-percent-name",
        ),
        pytest.param(
            'u = "http://example.com/é%AX%"\n', "app.py",
            "non-ASCII 'é' in the path; percent-encode it (no fix: encoded, it would make the placeholder after it read as octets)",
            id="letter-before-percent-name",
        ),
    ],
)
def test_no_encoding_that_turns_a_placeholder_into_octets(text: str, name: str, message: str) -> None:
    """``%E4X%`` is a %NAME% placeholder, but not after an octet escape
    (``%A0%E4X%`` reads as octets): encoding the character before it would
    unmask it, and a second --fix would then rewrite its '%' (Hypothesis
    found it: the fix changed text outside what was reported)."""
    [uri005] = urilint.lint_text(text, name)
    assert (uri005.code, uri005.fix, uri005.message) == ("URI005", None, message)
    assert stable_fix(text, name, unsafe=True) == text


def test_no_reading_when_another_percent_is_a_plain_character() -> None:
    """openstates' Connecticut member links (sweep 80): ``-%Delany,%Hubert``
    writes '%' as a separator. ``%De`` happens to be hex, and a windows-1252
    reading of it ('Þ') would disagree with URI006's ``%25Hu`` on the same
    URI: its '%' is written '%25' too."""
    text = "- url: https://www.cga.ct.gov/a.asp?dist_code=%27144%27&dist_name=144%20-%Delany,%Hubert\n"
    uri007, uri006 = urilint.lint_text(text, "Hubert-Delany.yml")
    assert (uri007.code, text[uri007.start : uri007.end], replacement_of(uri007, text)) == ("URI007", "%De", "%25De")
    assert uri007.message == (
        "'%De' is windows-1252 for 'Þ', not UTF-8 "
        "(fix: '%' as '%25': another '%' of this URI starts no escape, so its '%' is a plain character)"
    )
    assert (uri006.code, text[uri006.start : uri006.end], replacement_of(uri006, text)) == ("URI006", "%Hu", "%25Hu")
    assert stable_fix(text, "Hubert-Delany.yml", unsafe=True) == text.replace("-%Delany,%Hubert", "-%25Delany,%25Hubert")
    assert stable_fix(text, "Hubert-Delany.yml") == text  # both guesses: unsafe


def test_a_reading_is_offered_when_every_percent_starts_a_triplet() -> None:
    """The control: the same link with its separators encoded keeps the
    windows-1252 reading's fix."""
    text = "- url: https://www.cga.ct.gov/a.asp?dist_name=144%20-%Delany%2C%20Hubert\n"
    [uri007] = urilint.lint_text(text, "Hubert-Delany.yml")
    assert (uri007.code, uri007.message) == ("URI007", "'%De' is windows-1252 for 'Þ', not UTF-8")
    assert replacement_of(uri007, text) == "%C3%9E"
