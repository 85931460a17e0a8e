"""Where a bare URI ends: non-ASCII symbols continue it (GFM extended
autolinks), CJK punctuation and an unmatched closing parenthesis end it."""

from __future__ import annotations

import pytest

import urilint
from helpers import findings

CASES = [
        pytest.param('https://en.wikipedia.org/wiki/Lempel–Ziv–Markov_chain_algorithm\n', 'a.txt', [(1, 37, 'URI005')], 'https://en.wikipedia.org/wiki/Lempel–Ziv–Markov_chain_algorithm\n', id='wikipedia-en-dash'),
        pytest.param('"http://www.example.org/price/£"\n', 'a.txt', [(1, 31, 'URI005')], '"http://www.example.org/price/£"\n', id='pound-sign-quoted'),
        pytest.param('x = "http://☃.net/"\n', 'a.py', [(1, 13, 'URI005')], 'x = "http://☃.net/"\n', id='snowman-host'),
        pytest.param('see https://e.com/🙂/a.\n', 'a.txt', [(1, 19, 'URI005')], 'see https://e.com/🙂/a.\n', id='emoji'),
        pytest.param('{"a": "http://e.com/\ufeffx", "b": "http://e.com/\u202ey"}\n', 'a.json', [(1, 21, 'URI005'), (1, 45, 'URI005')], '{"a": "http://e.com/\ufeffx", "b": "http://e.com/\u202ey"}\n', id='bom-and-rlo-in-json'),
        pytest.param('会议链接：https://meet.e.cn/%7e，请准时。\n', 'zh.txt', [(1, 24, 'URI002')], '会议链接：https://meet.e.cn/~，请准时。\n', id='cjk-comma-ends'),
        pytest.param('见「https://e.cn/%7e」\n', 'zh.txt', [(1, 16, 'URI002')], '见「https://e.cn/~」\n', id='cjk-closing-bracket-ends'),
        pytest.param('label: 见[文档](https://e.com/%7e)讨论\n', 'a.yaml', [(1, 28, 'URI002')], 'label: 见[文档](https://e.com/~)讨论\n', id='markdown-link-in-yaml'),
        pytest.param('see https://en.wikipedia.org/wiki/Foo_(bar)%7e.\n', 'a.txt', [(1, 44, 'URI002')], 'see https://en.wikipedia.org/wiki/Foo_(bar)~.\n', id='wikipedia-parens-kept'),
        pytest.param('“https://e.com/%7e”\n', 'a.txt', [(1, 16, 'URI002')], '“https://e.com/~”\n', id='curly-quotes-trimmed'),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed"), CASES)
def test_findings_and_fix(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str) -> None:
    assert findings(text, filename) == expected
    assert urilint.fix_text(text, filename) == fixed


@pytest.mark.parametrize(("text", "fixed"), [
    pytest.param('https://en.wikipedia.org/wiki/Lempel–Ziv\n', 'https://en.wikipedia.org/wiki/Lempel%E2%80%93Ziv\n', id='en-dash'),
    pytest.param('see https://e.com/🙂/a.\n', 'see https://e.com/%F0%9F%99%82/a.\n', id='emoji'),
])
def test_encoding_in_running_text_is_an_unsafe_fix(text: str, fixed: str) -> None:
    """Running text is read as it stands: percent-encoding what a reader sees
    is offered, never applied by a plain --fix (the brief's list of places
    where encoding is safe names attributes, destinations and data only)."""
    assert urilint.fix_text(text, "a.txt") == text
    assert urilint.fix_text(text, "a.txt", unsafe=True) == fixed
