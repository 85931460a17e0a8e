"""Findings and fixes that were wrong on sweep 13 (2026-11-26, 36 public
repositories: notebooks, Hugo and docsy sites, .NET, Rails, Laravel, Vue,
Angular, Terraform, Go, Java, Kotlin, Swift, API specs and message
catalogs). Exact findings and exact --fix / --fix --unsafe-fixes bytes,
with the neighbouring shapes that keep theirs. Report and repros:
/work/sweep13 (not in the repo)."""

from __future__ import annotations

import pytest

import urilint
from helpers import assert_triaged

# (text, filename, findings, --fix bytes, --fix --unsafe-fixes bytes); None: the text unchanged.
CASES = [
    # A decoded "-" or "." must not form "--" (no XML comment may hold it,
    # and "-->" ends an HTML one: Jenkins' web-fragment.xml stopped being
    # well-formed), "..." or "->" (AsciiDoc's dash, ellipsis and arrow,
    # which Asciidoctor writes into the link target too; Sphinx's smart
    # quotes into the link text).
    pytest.param('<web-app>\n  <!-- see http://e.com/mime%2D-%27app%27 -->\n</web-app>\n', "a.xml", [(2, 29, "URI002")],
                 None, None, id="xml-comment-double-hyphen"),
    pytest.param("<!-- old: http://e.com/a-%2D>b -->\n<p>x</p>\n", "a.html", [(1, 26, "URI002")], None, None,
                 id="html-comment-closer"),
    pytest.param("# T\n\n<!-- TODO: http://e.com/a%2D%2Db -->\n", "a.md", [(3, 26, "URI002")], None, None,
                 id="markdown-html-comment-two-triplets"),
    pytest.param("See https://e.com/a%2D-b for details.\n", "a.adoc", [(1, 20, "URI002")], None, None, id="asciidoc-dash"),
    pytest.param("See https://e.com/wait%2E%2E%2Eok now.\n", "a.adoc", [(1, 23, "URI002")], None, None,
                 id="asciidoc-ellipsis"),
    pytest.param("And https://e.com/a%2D>b here.\n", "a.adoc", [(1, 20, "URI002")], None, None, id="asciidoc-arrow"),
    pytest.param("See https://e.com/w%2E%2E%2Ez for details.\n", "a.rst", [(1, 20, "URI002")], None, None,
                 id="sphinx-smartquotes-ellipsis"),
    # Where no comment can stand and nothing renders it, "--" is just two
    # characters: an attribute value, a Markdown destination or autolink
    # (CommonMark has no smart punctuation), a data value, a code literal.
    pytest.param('<a href="http://e.com/a%2D-b">x</a>\n', "a.html", [(1, 24, "URI002")],
                 '<a href="http://e.com/a--b">x</a>\n', '<a href="http://e.com/a--b">x</a>\n', id="attribute-keeps-fix"),
    pytest.param(
        "See <https://e.com/c%2D-d> and [x](https://e.com/e%2D-f) or https://e.com/g%2D-h.\n", "a.md",
        [(1, 21, "URI002"), (1, 51, "URI002"), (1, 76, "URI002")],
        "See <https://e.com/c--d> and [x](https://e.com/e--f) or https://e.com/g%2D-h.\n",
        "See <https://e.com/c--d> and [x](https://e.com/e--f) or https://e.com/g%2D-h.\n", id="markdown-links-keep-fix",
    ),
    pytest.param('u: "http://e.com/a%2D-b"\n', "a.yaml", [(1, 19, "URI002")], 'u: "http://e.com/a--b"\n',
                 'u: "http://e.com/a--b"\n', id="data-keeps-fix"),
    pytest.param('s = "http://e.com/a--%2D"\n', "a.py", [(1, 22, "URI002")], 's = "http://e.com/a---"\n',
                 's = "http://e.com/a---"\n', id="code-keeps-fix"),
    pytest.param(
        # (two encoded dots side by side decode only unsafely: a traversal's
        # signature, sweep 20)
        "See https://e.com/a%2Db and https://e.com/a%2E%2Eb for details.\n", "a.adoc", [(1, 20, "URI002"), (1, 44, "URI002")],
        "See https://e.com/a-b and https://e.com/a%2E%2Eb for details.\n",
        "See https://e.com/a-b and https://e.com/a..b for details.\n", id="one-dash-two-dots-still-fixed",
    ),
]


# A Hugo partial's "{{ $registries := dict" over 50 lines (2,600 characters:
# OpenTelemetry's registry entry), holding URL patterns for printf.
LONG_DICT = (
    "{{\n  $r := dict\n"
    + "".join(f'    "k{i}" (dict "icon" "fab fa-npm-{i}" "installLine" "npm install %s")\n' for i in range(40))
    + '    "npm" (dict "urlPattern" "https://npmjs.com/package/%s")\n}}\n<p>https://e.com/%7e</p>\n'
)
CASES += [
    # A template expression over several lines is template code on each
    # line, not only on the one it opens on (OpenTelemetry: 11 findings).
    pytest.param('{{ $b := cond true\n     (printf "https://e.org/two/%s" .X) "" }}\n', "a.html", [], None, None,
                 id="expression-over-lines"),
    pytest.param(LONG_DICT, "a.html", [(45, 18, "URI002")], LONG_DICT.replace("%7e", "~"), LONG_DICT.replace("%7e", "~"),
                 id="long-expression-over-lines"),
    pytest.param("{{ x }}\n  https://e.org/%s and %7e\n", "a.md", [(2, 17, "URI006")], None,
                 "{{ x }}\n  https://e.org/%25s and %7e\n", id="expression-closed-before-the-line"),
    # printf's format (Go templates, Hugo): "%2d" is a width-2 integer, not
    # an octet ("-" broke the URL: Go prints "-%!(EXTRA int=5)").
    pytest.param('{{ $d := cond true\n     (printf "https://e.org/four/%2d" 5) "" }}\n', "a.html", [], None, None,
                 id="printf-format-over-lines"),
    pytest.param(
        '{{ $c := printf "https://e.org/three/%2d" 5 }}\n{{ $v := "https://e.org/%2d" }}\n', "a.html", [(2, 25, "URI002")],
        '{{ $c := printf "https://e.org/three/%2d" 5 }}\n{{ $v := "https://e.org/-" }}\n',
        '{{ $c := printf "https://e.org/three/%2d" 5 }}\n{{ $v := "https://e.org/-" }}\n', id="printf-format-not-any-string",
    ),
]

# Terraform (HCL) is code: format and formatlist take Go's verbs, "%{ }"
# and "${ }" are template syntax, heredocs are literals.
TERRAFORM = (
    'locals {\n  a = format("https://%s.s3.amazonaws.com/%s", var.bucket, var.key)\n'
    '  b = "https://${var.host}/api/%{ if var.v2 }v2%{ else }v1%{ endif }/x"\n'
    '  c = format("https://example.com/item-%02d", var.n)\n  d = "https://example.com/a%2fb"\n'
    '  e = <<-EOT\n    curl "https://example.com/%s/x"\n  EOT\n'
    '  f = formatlist("https://example.com/%2d/x", var.ids)\n}\n# see https://example.com/%s docs\n'
)
CASES += [
    # Java's properties: a backslash escapes the character after it, and
    # Properties.load drops it ("http\\://server\\:port" is "http://server:port";
    # Jenkins' 7,485 message files). Elsewhere a "\\" is a raw character.
    pytest.param("a=see <code>http\\://server\\:port/jenkins/</code>\nb=https\\://example.com/a\\=b\n", "a.properties", [],
                 None, None, id="properties-escapes"),
    pytest.param("b=https://e.com/%7e\nc=https://e.com/x^y\n", "a.properties", [(1, 17, "URI002"), (2, 18, "URI004")],
                 "b=https://e.com/~\nc=https://e.com/x^y\n", "b=https://e.com/~\nc=https://e.com/x%5Ey\n",
                 id="properties-values-still-checked"),
    pytest.param("see http://server\\:port/x\n", "a.txt", [(1, 18, "URI004")], None, "see http://server%5C:port/x\n",
                 id="backslash-in-text-is-raw"),
    pytest.param(TERRAFORM, "main.tf", [(5, 29, "URI001"), (11, 27, "URI006")], TERRAFORM.replace("a%2fb", "a%2Fb"),
                 TERRAFORM.replace("a%2fb", "a%2Fb").replace("com/%s docs", "com/%25s docs"), id="terraform"),
    pytest.param(
        'a = <<EOT\nsee https://e.com/%7e\nEOT\nb = "https://e.com/%2fb" # https://e.com/%7e\n', "a.tfvars",
        [(2, 19, "URI002"), (4, 20, "URI001"), (4, 42, "URI002")],
        'a = <<EOT\nsee https://e.com/~\nEOT\nb = "https://e.com/%2Fb" # https://e.com/~\n',
        'a = <<EOT\nsee https://e.com/~\nEOT\nb = "https://e.com/%2Fb" # https://e.com/~\n', id="terraform-heredoc-and-comment",
    ),
    pytest.param("x = <<EOT\nhttps://e.com/%7e\n", "a.hcl", [(2, 15, "URI002")], "x = <<EOT\nhttps://e.com/~\n",
                 "x = <<EOT\nhttps://e.com/~\n", id="heredoc-left-open"),
]

NEXT_LINE_SHAPES = (
    '[y]:\n> quoted text\n\n[t]:\n| a | b |\n\n[g]:\n  https://e.org/a%7E "t"\n[h]:\n  https://e.org/b%7E more text\n'
)
CASES += [
    # CommonMark: a reference definition's destination may stand on the
    # next line; it is a destination there too, not a bare URL (whose
    # trailing "~" an autolink would drop: OpenTelemetry's docs).
    pytest.param(
        "See [grogu][g].\n\n[g]:\n  https://e.org/?#config=abc%7E\n", "a.md", [(4, 29, "URI002")],
        "See [grogu][g].\n\n[g]:\n  https://e.org/?#config=abc~\n",
        "See [grogu][g].\n\n[g]:\n  https://e.org/?#config=abc~\n", id="definition-destination-on-next-line",
    ),
    pytest.param("[g]:\r\n  https://e.org/a%7E \"t\"\r\n", "a.md", [(2, 18, "URI002")],
                 "[g]:\r\n  https://e.org/a~ \"t\"\r\n", "[g]:\r\n  https://e.org/a~ \"t\"\r\n",
                 id="definition-next-line-crlf-title"),
    pytest.param("See [grogu][g].\n\n[g]:\n\nhttps://e.org/?#config=abc%7E\n", "a.md", [(5, 27, "URI002")], None, None,
                 id="blank-line-ends-the-definition"),
    # Only a destination alone on its line, or with a title, is one: a
    # block quote or a table row after "[y]:" is no URI (the review found
    # a safe fix writing "%3E quoted text").
    pytest.param(NEXT_LINE_SHAPES, "a.md", [(8, 18, "URI002"), (10, 18, "URI002")],
                 NEXT_LINE_SHAPES.replace("a%7E", "a~"), NEXT_LINE_SHAPES.replace("a%7E", "a~"), id="next-line-blocks-are-no-destination"),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep13_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def messages(text: str, filename: str) -> list[str]:
    return [f.message for f in urilint.lint_text(text, filename)]


def test_the_refusal_names_the_sequence_and_why() -> None:
    assert messages("<!-- old: http://e.com/a-%2D>b -->\n", "a.html") == [
        "'%2D' encodes the unreserved character '-'; write it plainly (no fix: it would write '--', which an HTML "
        "or XML comment may not hold, and AsciiDoc and Sphinx show as a dash)"
    ]
    assert messages("And https://e.com/a%2D>b here.\n", "a.adoc") == [
        "'%2D' encodes the unreserved character '-'; write it plainly (no fix: it would write '->', which AsciiDoc "
        "shows as an arrow)"
    ]
