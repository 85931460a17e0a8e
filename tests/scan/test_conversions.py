"""printf/strftime conversions are placeholders inside a code string
literal (those its language has) and in a data file's value (the printf
family's and Go's verbs: a program reads the value and formats it, as a
Hugo theme's config `"https://x.com/%s"`); elsewhere '%' is URI content."""

from __future__ import annotations

import pytest

import urilint
from helpers import findings

# A stray '%' -> '%25' is an unsafe fix everywhere (DECISIONS.md): the safe
# fixes below leave it.
CASES = [
        pytest.param('see https://e.com/%G0 now\n', 'a.txt', [(1, 19, 'URI006')], 'see https://e.com/%G0 now\n', id='prose-G0'),
        pytest.param('50%-off: https://e.com/sale/50%-off and https://e.com/50%off\n', 'a.txt', [(1, 31, 'URI006'), (1, 57, 'URI006')], '50%-off: https://e.com/sale/50%-off and https://e.com/50%off\n', id='prose-percent-off'),
        pytest.param('[x](https://e.com/%3g) and https://e.com/?q=%ppicture\n', 'a.md', [(1, 19, 'URI006'), (1, 45, 'URI006')], '[x](https://e.com/%3g) and https://e.com/?q=%ppicture\n', id='markdown-3g'),
        pytest.param('ping http://[::1%eth0]/\n', 'a.txt', [(1, 17, 'URI006')], 'ping http://[::1%eth0]/\n', id='zone-id'),
        pytest.param('url: "https://e.com/%s"\n', 'a.yaml', [], 'url: "https://e.com/%s"\n', id='data-percent-s'),
        pytest.param('url = driver://u@localhost/%(here)s/db\n', 'alembic.ini', [], 'url = driver://u@localhost/%(here)s/db\n', id='ini-interpolation'),
        pytest.param('strftime("https://logs.example.com/%Y/%m/%d/app.log")\n', 'a.py', [], 'strftime("https://logs.example.com/%Y/%m/%d/app.log")\n', id='python-strftime'),
        pytest.param('x = "https://e.com/%%7e"\n', 'a.py', [], 'x = "https://e.com/%%7e"\n', id='python-double-percent'),
        # The left operand of "%" writes a kept "%" as "%%": its "%7e" is a conversion (width 7, exponent).
        pytest.param('x = "https://e.com/%(user)s/%7e" % d\n', 'a.py', [], 'x = "https://e.com/%(user)s/%7e" % d\n', id='python-named-format-string'),
        pytest.param('x = "https://e.com/%(user)s/%%7e" % d\n', 'a.py', [], 'x = "https://e.com/%(user)s/%%7e" % d\n', id='python-named-double-percent'),
        # Not at a format call, but holding a conversion ("%(user)s", "%v"): the
        # literal may be formatted later, where "%7e" is a conversion too. The
        # finding stays; its fix is unsafe.
        pytest.param('x = _("https://e.com/%(user)s/%7e")\n', 'a.py', [(1, 31, 'URI002')], 'x = _("https://e.com/%(user)s/%7e")\n', id='python-named'),
        pytest.param('# https://e.com/%s/%7e\n', 'a.py', [(1, 17, 'URI006'), (1, 20, 'URI002')], '# https://e.com/%s/~\n', id='python-comment-percent'),
        pytest.param('fmt.Sprintf("https://e.com/%v/%q/%7e", a, b)\n', 'a.go', [], 'fmt.Sprintf("https://e.com/%v/%q/%7e", a, b)\n', id='go-verbs-format-string'),
        pytest.param('u := "https://e.com/%v/%q/%7e"\n', 'a.go', [(1, 27, 'URI002')], 'u := "https://e.com/%v/%q/%7e"\n', id='go-verbs'),
        pytest.param('u := "https://e.com/a%7e"\n', 'a.go', [(1, 22, 'URI002')], 'u := "https://e.com/a~"\n', id='go-no-verb'),
        pytest.param('u := "https://e.com/%Y"\n', 'a.go', [(1, 21, 'URI006')], 'u := "https://e.com/%Y"\n', id='go-no-strftime'),
        pytest.param('printf("https://e.com/%zu/%lld\\n", a, b);\n', 'a.c', [], 'printf("https://e.com/%zu/%lld\\n", a, b);\n', id='c-printf-length'),
        pytest.param('String.format("https://e.com/%1$s/%n", a);\n', 'a.java', [], 'String.format("https://e.com/%1$s/%n", a);\n', id='java-positional'),
        pytest.param('format("https://e.com/%<team>s/%{ch}", t)\n', 'a.rb', [], 'format("https://e.com/%<team>s/%{ch}", t)\n', id='ruby-named'),
        pytest.param('curl "https://e.com/logs/$(date +%Y)/%Y-%m-%d.log"\n', 'a.sh', [], 'curl "https://e.com/logs/$(date +%Y)/%Y-%m-%d.log"\n', id='shell-date'),
        pytest.param("console.log('https://e.com/%s/%Y')\n", 'a.js', [(1, 31, 'URI006')], "console.log('https://e.com/%s/%Y')\n", id='js-console'),
        pytest.param('let u = "https://e.com/%s/%Y";\n', 'a.rs', [], 'let u = "https://e.com/%s/%Y";\n', id='rust-no-printf'),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed"), CASES)
def test_findings_and_fix(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str) -> None:
    assert findings(text, filename) == expected
    assert urilint.fix_text(text, filename) == fixed
