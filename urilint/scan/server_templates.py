"""Server-side template code inside HTML that the markup scanner must not
read as markup: Laravel Blade's raw echo ``{!! !!}``, ``@php ... @endphp``
and directive arguments ``@name(...)`` (``*.blade.php``); Razor's
``@( )``, ``@{ }``, ``@* *@`` and implicit expressions ``@Url.Action(...)``
(``*.cshtml``, ``*.razor``). Their bodies are PHP or C#: a tag written in a
string there (``'<a href="' . $url . '">'``) is built by concatenation and
is no tag of this file, and a quote inside one does not end the attribute
value it stands in.

`masked(text, filename)` gives the text with each such region replaced by
a same-length ``{{___}}`` (a template expression, opaque to every scanner;
offsets and line breaks unchanged), or `text` itself for other files.
"""

from __future__ import annotations

import re

from ..uri.templates import MAX_EXPRESSION

# Blade: "@php" on its own (Blade takes it after anything but "@"), "@name("
# where a directive may start (not after a word character: "a@b(c)" is an
# address; "@@" is an escaped "@"), and "{!!".
BLADE_START = re.compile(r"(?<!@)@php\b(?![ \t]*\()|(?<![\w@])@[A-Za-z_]\w*(?:::\w+)?[ \t]*\(|\{!!")
# Razor: "@(", "@{", "@*", or an identifier (implicit expression), not after
# a word character (an address); "@@" is an escaped "@".
RAZOR_START = re.compile(r"(?<!\w)@(?:[@({*]|[A-Za-z_])")
# What a balanced walk steps over: brackets, and whole string literals.
TOKEN = re.compile(r"""[()\[\]{}]|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'""")
OPENING = {"(": ")", "[": "]", "{": "}"}
# An implicit Razor expression: a name, then members, calls and indexes.
MEMBER = re.compile(r"\.[A-Za-z_]\w*|\??\[|\(")
NAME = re.compile(r"[A-Za-z_]\w*")


def masked(text: str, filename: str) -> str:
    """`text` with its server-side template regions masked (see above)."""
    name = filename.lower()
    if name.endswith(".blade.php"):
        if "@" not in text and "{!!" not in text:
            return text
        regions = _blade_regions(text)
    elif name.endswith((".cshtml", ".razor")):
        if "@" not in text:
            return text
        regions = _razor_regions(text)
    else:
        return text
    return _mask(text, regions) if regions else text


def _blade_regions(text: str) -> list[tuple[int, int]]:
    regions: list[tuple[int, int]] = []
    pos = 0
    while (hit := BLADE_START.search(text, pos)) is not None:
        start, opener = hit.start(), hit.group()
        if opener == "{!!":
            close = text.find("!!}", hit.end(), hit.end() + MAX_EXPRESSION)
            end = None if close < 0 else close + 3
        elif opener == "@php":
            close = text.find("@endphp", hit.end())
            if close < 0:
                break  # no "@endphp" further on: none of the later "@php" closes either
            end = close + len("@endphp")
        else:
            end = _balanced_end(text, hit.end() - 1)
        if end is None:
            pos = hit.end()
            continue
        regions.append((start, end))
        pos = end
    return regions


def _razor_regions(text: str) -> list[tuple[int, int]]:
    regions: list[tuple[int, int]] = []
    pos = 0
    while (hit := RAZOR_START.search(text, pos)) is not None:
        start = hit.start()
        kind = text[start + 1]
        if kind == "@":
            pos = hit.end()
            continue
        if kind == "*":
            close = text.find("*@", start + 2)
            end = None if close < 0 else close + 2
        elif kind in "({":
            end = _balanced_end(text, start + 1)
        else:
            end = _implicit_end(text, start + 1)
        if end is None:
            pos = hit.end()
            continue
        regions.append((start, end))
        pos = end
    return regions


def _implicit_end(text: str, pos: int) -> int | None:
    """The end of an implicit Razor expression whose name starts at `pos`
    (``@Model.Items[0].Url("x")``): a member access continues it only when
    a name follows the dot (``@user.Name.`` ends before the last dot)."""
    end = NAME.match(text, pos).end()  # type: ignore[union-attr]  # RAZOR_START saw a name start
    while (step := MEMBER.match(text, end)) is not None:
        if step.group() in ("(", "[", "?["):
            closed = _balanced_end(text, step.end() - 1)
            if closed is None:
                break
            end = closed
        else:
            end = step.end()
    return end


def _balanced_end(text: str, pos: int) -> int | None:
    """The end of the bracketed code opening at `pos` (its "(", "[" or
    "{"), brackets balanced and string literals skipped, or None when it
    does not close within MAX_EXPRESSION characters."""
    bound = min(len(text), pos + MAX_EXPRESSION)
    expected = [OPENING[text[pos]]]
    found = TOKEN.search(text, pos + 1, bound)
    while found is not None:
        token = found.group()
        if token in OPENING:
            expected.append(OPENING[token])
        elif len(token) == 1:
            if token != expected.pop():
                return None  # mismatched: not code we can read
            if not expected:
                return found.end()
        found = TOKEN.search(text, found.end(), bound)
    return None


def _mask(text: str, regions: list[tuple[int, int]]) -> str:
    """`text` with each region made ``{{___}}`` (line breaks kept), or
    underscores when shorter than that."""
    pieces: list[str] = []
    pos = 0
    for start, end in regions:
        body = re.sub(r"[^\r\n]", "_", text[start:end])
        if end - start >= 4:
            body = "{{" + body[2:-2] + "}}"
        pieces += [text[pos:start], body]
        pos = end
    pieces.append(text[pos:])
    return "".join(pieces)
