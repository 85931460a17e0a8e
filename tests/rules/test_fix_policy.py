"""Fix safety by where a URI stands, the IRI policy, and one finding per URI.

Every fixed row also checks idempotence (stable_fix: fix(fix(x)) == fix(x)).
"""

from __future__ import annotations

import pytest

import urilint
from helpers import findings, stable_fix
from urilint.model import Applicability, replacement_of

KANNADA = "[ಕನ್ನಡ](https://kn.wikipedia.org/wiki/ಕನ್ನಡ)\n"
KANNADA_ENCODED = (
    "[ಕನ್ನಡ](https://kn.wikipedia.org/wiki/%E0%B2%95%E0%B2%A8%E0%B3%8D%E0%B2%A8%E0%B2%A1)\n"
)


def one(text: str, filename: str, **kwargs: str) -> tuple[str, str, str, str | None, str | None]:
    """The only finding: (code, its range's text, message, fix applicability, replacement)."""
    [f] = urilint.lint_text(text, filename, **kwargs)  # type: ignore[arg-type]
    fix = f.fix
    return (
        f.code,
        text[f.start : f.end],
        f.message,
        fix.applicability.value if fix else None,
        replacement_of(f, text),
    )


# --- one finding per URI and rule --------------------------------------------------------------


def test_forty_lowercase_triplets_are_one_finding_with_one_fix() -> None:
    fragment = "%c3%a9" * 19 + "%2f%3a"  # 40 lowercase triplets
    text = f"see https://e.com/a#{fragment}\n"
    code, covered, message, safety, replacement = one(text, "a.txt")
    assert (code, covered, safety) == ("URI001", fragment, "safe")
    assert message == "40 lowercase triplets: %c3 (19 times), %a9 (19 times), %2f, …; write them in uppercase"
    assert replacement == fragment.upper()
    assert stable_fix(text, "a.txt") == f"see https://e.com/a#{fragment.upper()}\n"


def test_four_lowercase_triplets_message_names_the_first_three() -> None:
    text = "x https://e.com/caf%c3%a9?q=%2f%3a\n"
    assert one(text, "a.txt")[1:3] == (
        "%c3%a9?q=%2f%3a", "4 lowercase triplets: %c3, %a9, %2f, …; write them in uppercase",
    )


def test_unchanged_characters_inside_the_range_are_re_emitted() -> None:
    text = "x https://e.com/a%7eb/c%2D{id}/%5F\n"
    code, covered, _, safety, replacement = one(text, "a.txt")
    assert (code, covered, safety, replacement) == ("URI002", "%7eb/c%2D{id}/%5F", "safe", "~b/c-{id}/_")
    assert stable_fix(text, "a.txt") == "x https://e.com/a~b/c-{id}/_\n"


@pytest.mark.parametrize(
    ("text", "covered", "fixed", "unsafe"),
    [
        pytest.param("x https://e.com/%2F%7E%5F%3A\n", "%7E%5F", "x https://e.com/%2F~_%3A\n", False, id="run-of-adjacent-triplets"),
        # Letters and digits decode only as an unsafe fix (written on purpose).
        pytest.param("x https://e.com/%41%30\n", "%41%30", "x https://e.com/A0\n", True, id="decoded-hex-after-decoded-letter"),
        # (unsafe, URI006 writes the lone "%" as "%25" first; "%32" still never joins it)
        pytest.param("x https://e.com/%%32%46\n", "%32%46", "x https://e.com/%25%32F\n", True, id="percent-then-encoded-hex"),
    ],
)
def test_adjacent_triplets_fixed_in_one_pass(text: str, covered: str, fixed: str, unsafe: bool) -> None:
    uri002 = [f for f in urilint.lint_text(text, "a.txt") if f.code == "URI002"]
    assert [text[f.start : f.end] for f in uri002] == [covered]
    assert stable_fix(text, "a.txt", unsafe=unsafe) == fixed
    assert stable_fix(text, "a.txt") == (text if unsafe else fixed)


def test_percent_percent_is_reported_precisely() -> None:
    text = "x https://e.com/%%32%46\n"
    found = [(f.code, text[f.start : f.end], replacement_of(f, text)) for f in urilint.lint_text(text, "a.txt")]
    # The "%" alone is URI006; %32 would join it into "%2", so it stays encoded; %46 is decoded.
    assert found == [("URI006", "%", "%25"), ("URI002", "%32%46", "%32F")]


def test_json_fix_present_for_a_run(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    import json

    from urilint.cli import main

    path = tmp_path / "a.txt"
    path.write_text("x https://e.com/%2F%7E%5F%3A\n", encoding="utf-8")
    assert main(["check", "--isolated", "--no-cache", "--output-format", "json", str(path)]) == 1
    [entry] = json.loads(capsys.readouterr().out)
    assert entry["code"] == "URI002"
    assert entry["fix"]["applicability"] == "safe"
    assert entry["fix"]["replacement"] == "~_"


# --- safe by where the URI stands ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "filename", "code", "safety"),
    [
        pytest.param('f("https://e.com/a%2fb")\n', "a.py", "URI001", "safe", id="hex-case-safe-in-code"),
        pytest.param('f("https://e.com/%7euser")\n', "a.py", "URI002", "safe", id="unreserved-safe-in-code"),
        pytest.param('f("https://e.com/a|b")\n', "a.py", "URI004", "unsafe", id="encoding-unsafe-in-code"),
        pytest.param('f("https://e.com/caf\u00e9")\n', "a.py", "URI005", "unsafe", id="iri-unsafe-in-code"),
        pytest.param('f("https://e.com/?q=100%")\n', "a.py", "URI006", "unsafe", id="percent-unsafe-in-code"),
        pytest.param("# see https://e.com/a|b\n", "a.py", "URI004", "unsafe", id="encoding-unsafe-in-code-comment"),
        pytest.param('<a href="/a^b">\n', "a.html", "URI004", "safe", id="encoding-safe-in-attribute"),
        pytest.param('<a href="/a b?q=1">\n', "a.html", "URI004", "safe", id="space-safe-in-attribute"),
        # Browsers send these as written (WHATWG URL percent-encode sets), so
        # encoding changes the request (found in Redocly/redoc's index.html).
        pytest.param('<a href="/a|b">\n', "a.html", "URI004", "unsafe", id="pipe-kept-by-browsers-in-attribute"),
        pytest.param('<a href="http://x.org/a\\b">\n', "a.html", "URI004", "unsafe", id="backslash-is-a-slash-to-browsers"),
        pytest.param('<a href="/?q=a^b">\n', "a.html", "URI004", "unsafe", id="caret-kept-in-query"),
        pytest.param('<a href="mailto:a b@e.com">\n', "a.html", "URI004", "unsafe", id="space-kept-in-opaque-path"),
        pytest.param('<a href="mailto:a@e.com?subject=a b">\n', "a.html", "URI004", "safe", id="space-encoded-in-query"),
        pytest.param("[t](https://e.com/a|b)\n", "a.md", "URI004", "safe", id="encoding-safe-in-destination"),
        pytest.param("[t](<a b.pdf>)\n", "a.md", "URI004", "safe", id="space-safe-in-angle-destination"),
        pytest.param('{"u": "https://e.com/a^b"}\n', "a.json", "URI004", "safe", id="encoding-safe-in-data"),
        # A program may parse a data file's URL as a browser does (WHATWG): "|" as written.
        pytest.param('{"u": "https://e.com/a|b"}\n', "a.json", "URI004", "unsafe", id="pipe-unsafe-in-data-as-in-attributes"),
        pytest.param("see https://e.com/a|b\n", "a.txt", "URI004", "unsafe", id="encoding-unsafe-in-text"),
        pytest.param("[c](## Configuring)\n", "a.md", "URI004", "unsafe", id="space-makes-it-a-link"),
        pytest.param("<http://a b/c>\n", "a.md", "URI004", "unsafe", id="space-in-angle-brackets-not-an-autolink"),
    ],
)
def test_applicability_by_context(text: str, filename: str, code: str, safety: str) -> None:
    assert (one(text, filename)[0], one(text, filename)[3]) == (code, safety)


@pytest.mark.parametrize("filename", ["a.yaml", "a.md", "a.html"])
def test_a_character_in_the_host_has_no_safe_fix(filename: str) -> None:
    text = {"a.yaml": 'u: "https://a|b.example.com/x"\n', "a.md": "[t](https://a|b.example.com/x)\n",
            "a.html": '<a href="https://a|b.example.com/x">\n'}[filename]
    assert one(text, filename)[0::3] == ("URI004", "unsafe")


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("Use `https://\u2026/api/v1` here.\n", id="whole-host"),
        pytest.param("Bind `principal://\u2026/subject/system:serviceaccount:\u2026`.\n", id="segment-and-value"),
        pytest.param("[a](https://e.com/a/\u2026/b?q=\u2026)\n", id="segment-in-destination"),
    ],
)
def test_an_ellipsis_that_stands_for_a_whole_part_is_elision(text: str) -> None:
    """Found in external-secrets' docs: an ellipsis standing for a host,
    a segment or a value left out is typed on purpose (one glued to a word,
    ``intro\u2026``, still looks pasted in: see the next test)."""
    assert findings(text, "a.md") == []


def test_attribute_fix_encodes_only_what_browsers_encode() -> None:
    """One finding, two characters: the fix is as safe as its least safe
    edit, so --fix leaves the line and --unsafe-fixes encodes both."""
    text = '<link href="https://fonts.googleapis.com/css?family=Montserrat:300|Roboto:300 x">\n'
    assert stable_fix(text, "a.html") == text
    assert stable_fix(text, "a.html", unsafe=True) == text.replace("|", "%7C").replace(" x", "%20x")


def test_iri_host_in_a_ruby_test_string_is_reported_and_left() -> None:
    text = 'expect(parse("http://\u00fcmlaut.example.org/")).to be_iri\n'
    assert one(text, "spec.rb") == (
        "URI005", "\u00fcmlaut", "non-ASCII host label '\u00fcmlaut'; write its A-label 'xn--mlaut-jva'", "unsafe", "xn--mlaut-jva",
    )
    assert stable_fix(text, "spec.rb") == text
    assert stable_fix(text, "spec.rb", unsafe=True) == 'expect(parse("http://xn--mlaut-jva.example.org/")).to be_iri\n'


@pytest.mark.parametrize(
    ("text", "filename", "found"),
    [
        pytest.param('strftime("https://logs.example.com/%Y/%m/app.log")\n', "a.py", [], id="strftime-is-format-syntax"),
        pytest.param('u := "https://e.com/%Y"\n', "a.go", [("URI006", "unsafe")], id="stray-percent-unsafe"),
    ],
)
def test_percent_in_code_is_not_fixed(text: str, filename: str, found: list[tuple[str, str]]) -> None:
    assert [(f.code, f.fix.applicability.value if f.fix else None) for f in urilint.lint_text(text, filename)] == found
    assert stable_fix(text, filename) == text


def test_heading_link_with_a_space_is_reported_and_left() -> None:
    text = "[c](## Configuring)\n"
    assert one(text, "a.md") == (
        "URI004", " ", "raw space is not allowed in a URI; write '%20'; as written, CommonMark and CSS read it as no link", "unsafe", "%20",
    )
    assert stable_fix(text, "a.md") == text
    assert stable_fix(text, "a.md", unsafe=True) == "[c](##%20Configuring)\n"


def test_angle_brackets_with_a_space_are_reported_whole() -> None:
    text = "Mail <http://e.com/a b> now\n"
    assert findings(text, "a.md") == [(1, 21, "URI004")]
    assert stable_fix(text, "a.md") == text
    assert stable_fix(text, "a.md", unsafe=True) == "Mail <http://e.com/a%20b> now\n"


# --- IRI policy ------------------------------------------------------------------------------


def test_kannada_wikipedia_link_in_markdown() -> None:
    assert urilint.lint_text(KANNADA, "a.md") == []
    assert findings(KANNADA, "a.md") == []
    assert [f.code for f in urilint.lint_text(KANNADA, "a.md", iri="encode")] == ["URI005"]
    assert stable_fix(KANNADA, "a.md", iri="encode") == KANNADA_ENCODED
    assert urilint.lint_text(KANNADA, "a.txt") != []
    assert urilint.lint_text(KANNADA, "a.txt", iri="allow") == []


@pytest.mark.parametrize(
    ("text", "filename"),
    [
        pytest.param('<a href="https://e.com/caf\u00e9">caf\u00e9</a>\n', "a.html", id="html-attribute"),
        pytest.param("`https://zh.wikipedia.org/wiki/\u4e2d\u6587`\n", "a.rst", id="rst"),
        pytest.param("[LZMA](https://en.wikipedia.org/wiki/Lempel\u2013Ziv\u2013Markov_chain_algorithm)\n", "a.md", id="en-dash"),
        pytest.param("[p](https://e.com/price/\u00a3)\n", "a.md", id="pound"),
        pytest.param("<http://\u0646\u0627\u0645\u0647\u200c\u0627\u06cc.com>\n", "a.md", id="zwnj-host"),
        pytest.param("See https://ja.wikipedia.org/wiki/\u65e5\u672c[Japan].\n", "guide.adoc", id="asciidoc"),
        pytest.param("[[https://de.wikipedia.org/wiki/\u00c4pfel][\u00c4pfel]]\n", "notes.org", id="org"),
        # Found in rasbt/python-machine-learning-book-3rd-edition ch03.ipynb:
        # the same line in a .md had no finding.
        pytest.param(
            '{"cells": [{"cell_type": "markdown", "metadata": {}, "source": '
            '["- [K-NN \u2013 a lazy learner](#K-NN-\u2013-a-lazy-learner)\\n"]}], '
            '"metadata": {}, "nbformat": 4, "nbformat_minor": 4}\n',
            "a.ipynb", id="notebook-markdown-cell",
        ),
    ],
)
def test_documents_allow_raw_non_ascii(text: str, filename: str) -> None:
    assert urilint.lint_text(text, filename) == []


def test_zwnj_inside_an_idn_host_does_not_end_the_uri() -> None:
    text = "<http://\u0646\u0627\u0645\u0647\u200c\u0627\u06cc.com>\n"
    assert stable_fix(text, "a.txt", unsafe=True) == "<http://xn--mgba3gch31f060k.com>\n"
    assert stable_fix(text, "a.md", iri="encode") == "<http://xn--mgba3gch31f060k.com>\n"


@pytest.mark.parametrize(
    ("text", "covered", "message", "unsafe_fixed"),
    [
        pytest.param(
            "[docs](https://example.com/docs/intro\u2026)\n", "\u2026",
            "'\u2026' (HORIZONTAL ELLIPSIS) in the path looks pasted in; check the link (percent-encoding keeps it)",
            "[docs](https://example.com/docs/intro%E2%80%A6)\n", id="ellipsis",
        ),
        pytest.param(
            "[a](https://example.com/a\u00a0b)\n", "\u00a0",
            "'\u00a0' (NO-BREAK SPACE) in the path looks pasted in; check the link (percent-encoding keeps it)",
            "[a](https://example.com/a%C2%A0b)\n", id="no-break-space",
        ),
        pytest.param(
            "[z](https://example.com/a\u200bb)\n", "\u200b",
            "U+200B (ZERO WIDTH SPACE) in the path looks pasted in; remove it",
            "[z](https://example.com/ab)\n", id="zero-width-space",
        ),
        pytest.param(
            "[q](https://example.com/?q=\u201cx\u201d)\n", "\u201cx\u201d",
            "2 non-ASCII characters: '\u201c', '\u201d'; percent-encode them; they look pasted in",
            "[q](https://example.com/?q=%E2%80%9Cx%E2%80%9D)\n", id="curly-quotes",
        ),
    ],
)
def test_pasted_artifacts_in_markdown_links(text: str, covered: str, message: str, unsafe_fixed: str) -> None:
    code, got_covered, got_message, safety, _ = one(text, "a.md")
    assert (code, got_covered, got_message, safety) == ("URI005", covered, message, "unsafe")
    assert stable_fix(text, "a.md") == text
    assert stable_fix(text, "a.md", unsafe=True) == unsafe_fixed


def test_iri_flag_and_setting(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from urilint.cli import main

    (tmp_path / "a.md").write_text(KANNADA, encoding="utf-8")
    args = ["check", "--no-cache", str(tmp_path / "a.md")]
    assert main([*args, "--isolated"]) == 0
    assert main([*args, "--isolated", "--iri", "encode"]) == 1
    assert "URI005" in capsys.readouterr().out
    (tmp_path / "urilint.toml").write_text('iri = "encode"\n', encoding="utf-8")
    assert main(args) == 1
    (tmp_path / "urilint.toml").write_text('iri = "sometimes"\n', encoding="utf-8")
    assert main(args) == 2
    assert "key 'iri'" in capsys.readouterr().err


# --- syntax of the surrounding file, other implementations' cases ----------------------------


def test_ipv6_zone_identifier_is_not_double_encoding() -> None:
    assert urilint.lint_text("see http://[fe80::1%2512]/ now\n", "a.txt") == []
    assert urilint.lint_text("see http://[fe80::1%25en%31]/ now\n", "a.txt") == []
    assert findings("see http://[fe80::1]/a%2520b\n", "a.txt") == [(1, 23, "URI003")]


@pytest.mark.parametrize(
    ("text", "filename"),
    [
        pytest.param('u = URL("http://[fe80::a%ee1]/")\n', "zone.py", id="zone-read-as-octet-in-code"),
        pytest.param("see http://[fe80::a%ee1]/ now\n", "a.txt", id="zone-read-as-octet-in-text"),
    ],
)
def test_ipv6_zone_separator_written_raw_is_one_uri006(text: str, filename: str) -> None:
    """Found in yarl's tests: one finding at the '%' (RFC 6874 writes it
    %25), not URI001 and URI007 reading %ee as an octet."""
    [f] = urilint.lint_text(text, filename)
    assert (f.code, text[f.start : f.end], f.message) == ("URI006", "%", "IPv6 zone separator '%' must be written '%25' (RFC 6874)")
    assert f.fix is not None and f.fix.applicability is Applicability.UNSAFE
    assert stable_fix(text, filename) == text
    assert stable_fix(text, filename, unsafe=True) == text.replace("%ee1", "%25ee1")


@pytest.mark.parametrize(
    ("text", "code"),
    [
        pytest.param("x http://2001::1\n", "URI105", id="empty-path-on-bad-port"),
        pytest.param("x https://[FADF:01]\n", "URI105", id="empty-path-on-bad-ipv6"),
        pytest.param("x HTTP://[FADF:01]/\n", "URI101", id="scheme-case-on-bad-ipv6"),
    ],
)
def test_no_opt_in_fix_on_a_uri_the_normalizer_rejects(text: str, code: str) -> None:
    found = [f for f in urilint.lint_text(text, "a.txt", select=["URI1", "URI105"]) if f.code == code]
    assert [f.fix for f in found] == [None]
    assert stable_fix(text, "a.txt", select=["URI1", "URI105"]) == text


def test_a_fix_that_would_encode_a_backtick_is_refused_and_said() -> None:
    """The Markdown scanner keeps backticks opaque (issue 13): nothing to
    report or fix there; the policy's refusal still stands behind it."""
    text = "[t](<https://e.com/a`b>) and <a href=\"https://e.com/c`d\">x</a>\n"
    assert urilint.lint_text(text, "a.md") == []
    assert stable_fix(text, "a.md", unsafe=True) == text


def test_a_fix_that_would_make_a_template_expression_is_refused_and_said() -> None:
    """``{ä.}`` is no RFC 6570 expression (nor a ``{hôte}`` placeholder) but
    ``{%C3%A4.}`` is: encoding the letter would change what a template
    engine sees (found by the idempotent-and-complete property test)."""
    text = "http://example.com/{\u00e4.}\n"
    assert [(f.code, f.fix) for f in urilint.lint_text(text, "a.txt")] == [("URI004", None), ("URI005", None)]
    assert urilint.lint_text(text, "a.txt")[1].message == (
        "non-ASCII '\u00e4' in the path; percent-encode it (no fix: the fixed text would read as a template expression)"
    )
    assert stable_fix(text, "a.txt", unsafe=True) == text
    # A letter outside the braces is still encoded.
    assert stable_fix("http://example.com/{x}/\u00e4\n", "a.txt", unsafe=True) == "http://example.com/{x}/%C3%A4\n"


def test_a_fix_that_fails_verification_never_blocks_the_others(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from urilint.cli import main

    path = tmp_path / "a.txt"
    path.write_bytes(b"a https://e.com/%7e and http://2001::1 b\n")
    assert main(["check", "--isolated", "--no-cache", "--extend-select", "URI105", "--fix", str(path)]) == 1
    assert path.read_bytes() == b"a https://e.com/~ and http://2001::1 b\n"


def test_findings_helper_uses_applicability() -> None:
    [f] = urilint.lint_text("x https://e.com/a%2fb\n", "a.txt")
    assert f.fix is not None and f.fix.applicability is Applicability.SAFE


@pytest.mark.parametrize(
    ("text", "message"),
    [
        pytest.param(
            '<a href="http://e.com/a\nb">y</a>\n',
            "raw control U+000A is not allowed in a URI; write '%0A' (no fix: it would encode a line break, which is syntax of the file here)",
            id="line-break-in-attribute",
        ),

    ],
)
def test_fix_refused_when_it_would_encode_file_syntax(text: str, message: str) -> None:
    [f] = urilint.lint_text(text, "a.html")
    assert (f.code, f.message, f.fix) == ("URI004", message, None)
    assert stable_fix(text, "a.html", unsafe=True) == text


def test_jsx_expression_attribute_in_mdx_is_not_encoded() -> None:
    """Found on ko.react.dev: ``<img src={getImageUrl(person)} />`` in
    Markdown; encoding the braces would break the page. An unquoted value
    in braces is an expression (JSX, Svelte, Astro), not a URI: it was
    reported without a fix, and is now not reported (sveltejs/realworld)."""
    text = "<img\n  src={getImageUrl(person)}\n/>\n"
    assert urilint.lint_text(text, "a.md") == []
    assert stable_fix(text, "a.md", unsafe=True) == text
    quoted = '<img src="{getImageUrl(person)}">\n'  # a quoted value is one, braces and all
    assert [f.code for f in urilint.lint_text(quoted, "a.html")] == ["URI004"]


def test_broken_template_expression_is_left_alone() -> None:
    """An unclosed "{{" in a value: the rest is inside it (issue 13)."""
    text = "<a href=\"http://e.com/{{ a }/b\">x</a>\n"
    assert urilint.lint_text(text, "a.html") == []
    assert stable_fix(text, "a.html", unsafe=True) == text


def test_percent_of_a_template_tag_is_not_encoded() -> None:
    """Found on healthchecks: a Django tag inside an attribute."""
    text = "<img srcset=\"{% static 'a.png' %} 1x, {% static 'b.png' %} 2x\">\n"
    assert urilint.lint_text(text, "a.html") == []  # issue 13: the tags are opaque template expressions
    assert stable_fix(text, "a.html", unsafe=True) == text


def test_hyphen_of_a_text_fragment_stays_encoded() -> None:
    """Found on kubespray: in ``#:~:text=`` a raw ``-`` is directive syntax,
    so ``%2D`` there is no encoded unreserved character (no finding, no
    fix); other unreserved characters decode as anywhere (``%5F`` is ``_``
    in the term either way). Outside the directive ``%2D`` is URI002."""
    text = "see https://k8s.io/kubelet/#:~:text=runtime%2Drequest%2Dtimeout,%5F and https://e.com/a%2Db#f%2F%2D\n"
    assert findings(text, "a.txt") == [(1, 65, "URI002"), (1, 88, "URI002")]
    fixed = "see https://k8s.io/kubelet/#:~:text=runtime%2Drequest%2Dtimeout,_ and https://e.com/a-b#f%2F-\n"
    assert stable_fix(text, "a.txt") == fixed
    assert stable_fix(text, "a.txt", unsafe=True) == fixed


def test_text_fragment_from_kubespray_has_no_finding() -> None:
    """kubespray configuration-qemu.toml.j2:686, a comment; lowercase hex
    there is still URI001 (case is no syntax of the directive)."""
    text = "# (https://kubernetes.io/docs/kubelet/#:~:text=runtime%2Drequest%2Dtimeout) and x.\n"
    assert findings(text, "a.toml.j2") == []
    assert stable_fix(text, "a.toml.j2", unsafe=True) == text
    lower = "# https://k.io/#:~:text=a%2db%2c\n"
    assert findings(lower, "a.toml") == [(1, "# https://k.io/#:~:text=a%2d".index("%") + 1, "URI001")]
    assert stable_fix(lower, "a.toml") == "# https://k.io/#:~:text=a%2Db%2C\n"


def test_normal_form_keeps_the_hyphen_of_a_text_fragment_encoded() -> None:
    from urilint.uri.normalize import normalize, section2_form

    assert section2_form("https://e.com/%7Ea#:~:text=a%2Db%7E") == "https://e.com/~a#:~:text=a%2Db~"
    assert normalize("https://e.com/a%2Db#x%2D:~:text=a%2Db") == "https://e.com/a-b#x-:~:text=a%2Db"


def test_encoded_text_fragment_delimiter_is_not_decoded() -> None:
    """Sweep 29: links copied from a page that encoded the ``~`` of a text
    fragment (Chrome's extension docs, Redux, create-react-app:
    ``#:%7E:text=...``). Encoded, the fragment is an ordinary one (WHATWG
    URL keeps ``%7E`` in it; the directive delimiter is found as written);
    decoded, ``:~:`` starts a text directive a browser scrolls to and
    highlights. The finding stays, without a fix; a ``%7E`` not between two
    ``:``, or outside the fragment, still decodes."""
    text = (
        "[a](https://e.org/p#:%7E:text=Step%201%20%2D,Install)\n"
        "[b](https://e.org/p#:%7e:text=x)\n"
        "[c](https://e.org/p#a%7E:text=x) [d](https://e.org/p?q=:%7E:#x)\n"
    )
    assert findings(text, "a.md") == [(1, 22, "URI002"), (2, 22, "URI002"), (3, 22, "URI002"), (3, 57, "URI002")]
    fixed = (
        "[a](https://e.org/p#:%7E:text=Step%201%20-,Install)\n"
        "[b](https://e.org/p#:%7e:text=x)\n"
        "[c](https://e.org/p#a~:text=x) [d](https://e.org/p?q=:~:#x)\n"
    )
    assert stable_fix(text, "a.md") == fixed
    assert stable_fix(text, "a.md", unsafe=True) == fixed
    assert one("see https://e.org/#:%7E:text=a\n", "a.txt")[2] == (
        "'%7E' encodes '~' between two ':' in the fragment (no fix: ':~:' would start a fragment directive, "
        "such as a text fragment a browser scrolls to and highlights)"
    )


def test_normal_form_keeps_an_encoded_text_fragment_delimiter() -> None:
    from urilint.uri.normalize import section2_form

    assert section2_form("https://e.com/%7e#:%7e:text=a%2Db") == "https://e.com/~#:%7E:text=a-b"
    assert section2_form("https://e.com/#x:%7E:y:%7E:z%7E") == "https://e.com/#x:%7E:y:%7E:z~"


def test_triplet_mangled_by_a_space_gets_no_safe_fix() -> None:
    """Found on opensource.guide (three translations): ``balance% 2C`` in an
    attribute. Encoding the "%" and the space would freeze the typo as
    ``%25%202C``; the author meant ``%2C``."""
    text = '<a href="https://e.org/a#:~:text=balance% 2C%20pacing">x</a>\n'
    found = [(f.code, f.fix.applicability.value if f.fix else None) for f in urilint.lint_text(text, "a.html")]
    assert found == [("URI006", "unsafe"), ("URI004", "unsafe")]
    assert stable_fix(text, "a.html") == text


def test_fix_refused_when_it_would_encode_the_closing_quote() -> None:
    """No scanner hands over such a span today; the guard stands behind them."""
    from urilint.model import CODE, Edit, Fix, UriSpan
    from urilint.syntax_refusals import syntax_refusal

    text = 'f("https://e.com/a"b")\n'
    span = UriSpan(3, 20, context=CODE)
    fix = Fix((Edit(18, 19, "%22"),), Applicability.UNSAFE)
    assert syntax_refusal(text, span, fix, "code") == "it would encode the quote '\"' that should close the literal, which is syntax of the file here"
    assert syntax_refusal(text, span, fix._replace(edits=(Edit(14, 15, "%2E"),)), "code") is None


def test_iri_character_next_to_undecodable_octets_is_not_encoded() -> None:
    """Found by hypothesis: encoding '£' after '%E4' made '%E4%C2%A3', which
    URI007 then read as one legacy run (and --fix twice differed from once)."""
    text = "see http://e.com/%E4\u00a3 now\n"
    assert stable_fix(text, "a.txt") == text
    assert stable_fix(text, "a.txt", unsafe=True) == text
