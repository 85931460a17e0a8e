"""Server-side template code inside HTML that the markup scanner must not
read as markup: Laravel Blade's raw echo ``{!! !!}``, ``@php ... @endphp``
and directive arguments ``@name(...)`` (``*.blade.php``); Razor's
``@( )``, ``@{ }``, ``@* *@``, ``@code { }``/``@functions { }`` and implicit
expressions ``@Url.Action(...)`` (``*.cshtml``, ``*.razor``), and
Play's Twirl, which writes them alike (``*.scala.html``:
``@routes.Assets.versioned("x.css")``, ``@link(0, key)``, ``@(...)``,
``@{...}``, ``@*...*@``, ``@@``; a Scala call is copied into the compiled
template as written); Svelte's
``{expression}`` and ``{#block}`` tags (``*.svelte``: JavaScript, in
attribute values too: ``href="/page/{page + 1}"``), and Astro's, with the
component's frontmatter (``*.astro``: TypeScript between ``---`` lines,
which `frontmatter_end` finds for the code scanner); HTML::Mason's Perl
lines, blocks and component calls (MASON_REGION); JFinal Enjoy's "#(x)" and
"#name(...)" in its .html pages (ENJOY_START). Their bodies are PHP or C#: a tag written in a
string there (``'<a href="' . $url . '">'``) is built by concatenation and
is no tag of this file, and a quote inside one does not end the attribute
value it stands in.

`masked(text, filename)` gives the text with each such region replaced by
a same-length ``{{___}}`` (a template expression, opaque to every scanner;
offsets and line breaks unchanged), or `text` itself for other files. The
bracket walks read at most WALK_BUDGET characters per character of text;
what lies past that stays markup.
"""

from __future__ import annotations

import re

from ..pattern_store import compiled_re
from ..uri.templates import MAX_EXPRESSION
from .combine import inside, joined

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Callable

# Blade: "@php" on its own (Blade takes it after anything but "@" or a word
# character: "admin@php.net" is an address), "@name(" where a directive may
# start (not after a word character; "@@" is an escaped "@"), "{!!", and
# the directives that take no arguments ("@else", "@endif", "@csrf", "@guest"):
# blanks beside them are the template's, and "%20@else" is no directive.
BLADE_START = compiled_re(
    r"(?<![\w@])@php\b(?![ \t]*\()|(?<![\w@])@[A-Za-z_]\w*(?:::\w+)?[ \t]*\(|\{!!"
    r"|(?<![\w@])@(?:else|csrf|show|stop|append|overwrite|parent|break|continue|default|verbatim|auth|guest|production|end(?:if|foreach|for|while"
    r"|switch|isset|empty|auth|guest|section|push|once|verbatim|php|unless|can|cannot|canany|env|production|component"
    r"|slot|prepend|fragment|session|error|forelse|hasSection|sectionMissing|persist))\b"
)
# Razor: "@(", "@{", "@*", a C# block ("@code {", "@functions {"), or an
# identifier (implicit expression), not after a word character (an
# address); "@@" is an escaped "@".
RAZOR_START = compiled_re(r"(?<!\w)@(?:[@({*]|(?:code|functions)[ \t\r\n]*\{|[A-Za-z_])")
# Svelte: any "{" may open an expression or a block tag.
BRACE = compiled_re(r"\{")
# What the walk for <script> and <style> bodies stops at: a comment, an
# element's start tag (its name whole), an expression.
BODY_EVENT = compiled_re(r"<!--|<(?:script|style)(?=[\s/>])|\{")
# The rest of a start tag after its name: quoted values and expressions
# (Astro's define:vars={{ id }}: one brace inside another) may hold a ">".
START_TAG_REST = compiled_re(r"""(?:[^>"'{]|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})*>""")
# HTML::Mason's components (Request Tracker's pages, named like any page):
# a line that starts with "%" is Perl, as are the <%perl>, <%init>, ...
# blocks, and <& ... &> calls a component (sweep 154: RT's
# Search/Simple.html:94, "% my $link_start = '<a href="' . RT->Config->...
# '/Search/Build.html">';", was read as a tag, and its fix broke the Perl).
# Told by a block tag starting a line, or by a call beside a Perl line. A
# block is looked for up to 64 KB on (an unclosed one is left as markup).
MASON_BLOCK_TAG = r"(?im)^<%(?:args|init|once|perl|shared|cleanup|attr|flags|filter|doc)>"
MASON_PERL_LINE = r"(?m)^%[ \t#]"
MASON_REGION = (
    r"(?im)^%[^\n]*|<%(perl|init|once|args|shared|cleanup|attr|flags|filter|doc)>(?s:.{0,65536}?)</%\1>"
    r"|<&\|?[^&]{0,4096}&>|</&>"
)
MASON_EXTENSIONS = (".html", ".htm")  # (its other names, ".mas" and "autohandler", are read as text)
# What a balanced walk steps over: brackets, and whole string literals.
TOKEN = compiled_re(r"""[()\[\]{}]|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'""")
OPENING = {"(": ")", "[": "]", "{": "}"}
# An implicit Razor expression: a name, then members, calls and indexes.
MEMBER = compiled_re(r"\.[A-Za-z_]\w*|\??\[|\(")
NAME = compiled_re(r"[A-Za-z_]\w*")
# Characters the bracket walks may read, per character of text, before
# the rest of the file is left as markup: linear time on any input (a
# file of "@a(" never closes one).
WALK_BUDGET = 8


def masked(text: str, filename: str) -> str:
    """`text` with its server-side template regions masked (see above)."""
    name = filename.lower()
    if name.endswith(".blade.php"):
        if "@" not in text and "{!!" not in text:
            return text
        regions = _Walker(text).blade_regions()
    elif name.endswith((".cshtml", ".razor", ".scala.html")):
        if "@" not in text:
            return text
        regions = _Walker(text).razor_regions()
    elif name.endswith(".svelte"):
        if "{" not in text:
            return text
        regions = _Walker(text).svelte_regions()
    elif name.endswith(".astro"):
        regions = _Walker(text).astro_regions(frontmatter_end(text))
    elif name.endswith(MASON_EXTENSIONS) and is_mason(text):
        regions = [match.span() for match in compiled_re(MASON_REGION).finditer(text)]
    elif name.endswith((".html", ".htm")) and "#(" in text and compiled_re(ENJOY_SIGN).search(text) is not None:
        regions = _Walker(text).enjoy_regions()
    else:
        return text
    return _mask(text, regions) if regions else text


# JFinal's Enjoy templates (plain .html: JPress's themes): "#(expr)" writes a
# value, "#name(...)" calls a directive, "#@name()" a template function;
# their blanks are the template's ("#(page.url ??)": a safe fix wrote
# "%20" into 159 of them, sweep 221). A page is one by a directive's sign.
ENJOY_START = compiled_re(r"#(?:@?[A-Za-z_]\w*[ \t]*)?\(")
ENJOY_SIGN = r"#(?:@layout\(|define [A-Za-z_]|end\b|include\(|render\(|for\(|if\()|#\([A-Za-z_]\w*(?:\.\w+)*[ \t]*\?\?"


# An attribute value quoted by backticks (Astro's template literal).
BACKTICK_VALUE = compiled_re(r"(?<=[\w-])[ \t]*=[ \t]*(`[^`]{0,2048}`)")
# An Astro component's frontmatter: "---" lines around its script, first.
ASTRO_FRONTMATTER = compiled_re(r"\ufeff?[ \t\r\n]*---[ \t]*\r?\n(?:.*?\n)??---[ \t]*(?=\r?\n|\Z)", re.DOTALL)


def is_mason(text: str) -> bool:
    """Whether `text`, a page, is an HTML::Mason component (see MASON_REGION)."""
    if "<%" not in text and "<&" not in text:
        return False
    return compiled_re(MASON_BLOCK_TAG).search(text) is not None or (
        "<&" in text and compiled_re(MASON_PERL_LINE).search(text) is not None
    )


def frontmatter_end(text: str) -> int:
    """Where an Astro component's frontmatter ends (after its closing
    ``---``), or 0 when it has none."""
    found = ASTRO_FRONTMATTER.match(text)
    return 0 if found is None else found.end()


class _Walker:
    """Finds the code regions of one text, within a budget of characters
    read (WALK_BUDGET per character of text)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.budget = WALK_BUDGET * len(text) + MAX_EXPRESSION
        self._unclosed: set[str] = set()  # closers found nowhere further on
        self._bodies: list[tuple[int, int]] | None = None

    def blade_regions(self) -> list[tuple[int, int]]:
        text = self.text

        def region_end(hit: re.Match[str]) -> int | None:
            opener = hit.group()
            if opener == "{!!":
                close = text.find("!!}", hit.end(), hit.end() + MAX_EXPRESSION)
                return None if close < 0 else close + 3
            if opener == "@php":
                return self._after_closer("@endphp", hit.end())
            if not opener.endswith("("):
                return hit.end()  # a directive without arguments
            return self._balanced_end(hit.end() - 1)

        return self._regions(BLADE_START, region_end)

    def razor_regions(self) -> list[tuple[int, int]]:
        text = self.text

        def region_end(hit: re.Match[str]) -> int | None:
            start = hit.start()
            kind = text[start + 1]
            if kind == "@":
                return None  # an escaped "@"
            if kind == "*":
                return self._after_closer("*@", start + 2)
            if kind in "({" or hit.group().endswith("{"):
                return self._balanced_end(hit.end() - 1)
            return self._implicit_end(start + 1)

        return self._regions(RAZOR_START, region_end)

    def enjoy_regions(self) -> list[tuple[int, int]]:
        return self._regions(ENJOY_START, lambda hit: self._balanced_end(hit.end() - 1))

    def svelte_regions(self, start: int = 0) -> list[tuple[int, int]]:
        """Svelte's expressions and block tags (``{page + 1}``, ``{#if x}``),
        in attribute values and text from `start`; not the braces of its
        <script> and <style> bodies. A ``{x}`` of three characters is left:
        an RFC 6570 expression to the scanners already."""
        bodies = self.bodies(start)

        def region_end(hit: re.Match[str]) -> int | None:
            if inside(bodies, hit.start()):
                return None
            end = self._balanced_end(hit.start())
            return end if end is not None and end - hit.start() >= 4 else None

        return self._regions(BRACE, region_end, start)

    def astro_regions(self, fence: int) -> list[tuple[int, int]]:
        """An Astro component's code: its frontmatter (up to `fence`), the
        template's expressions (as Svelte's), and its attribute values
        quoted by backticks (``href=`https://e.org/pull/${number}```: a
        JavaScript template literal, astro-docs' SourcePR.astro)."""
        regions = [(0, fence)] if fence else []
        text = self.text
        if text.find("{", fence) >= 0:
            regions += self.svelte_regions(fence)
        if "=`" in text or "= `" in text:
            bodies = self.bodies(fence)
            regions += [m.span(1) for m in BACKTICK_VALUE.finditer(text, fence) if not inside(bodies, m.start())]
            regions = joined(regions)
        return regions

    def bodies(self, start: int = 0) -> list[tuple[int, int]]:
        """The text of the <script> and <style> elements from `start`, which
        is no markup (found once per walker): from after the start tag (its
        attributes are markup) to the closing tag. A tag in a comment or in
        an expression (``{@html `<script>...<\\/script>`}``, a JSON-LD idiom)
        opens none, nor does a component named so (``<StyledButton>``), nor
        a self-closing tag or one never closed (sweeps 161 and 163: each
        made the markup up to a "</script" or the file's end a "body" whose
        expressions a fix then encoded)."""
        if self._bodies is not None:
            return self._bodies
        text = self.text
        bodies: list[tuple[int, int]] = []
        pos = start
        while self.budget > 0 and (hit := BODY_EVENT.search(text, pos)) is not None:
            opener = hit.group()
            if opener == "<!--":
                close = text.find("-->", hit.end())
                if close < 0:
                    break
                pos = close + 3
            elif opener == "{":
                pos = self._balanced_end(hit.start()) or hit.end()
            elif (tag := START_TAG_REST.match(text, hit.end(), hit.end() + MAX_EXPRESSION)) is None:
                pos = hit.end()
            else:
                pos = tag.end()
                close = text.find("</" + opener[1:], pos) if text[pos - 2] != "/" else -1  # "<script ... />"
                if close >= 0:
                    bodies.append((pos, close))
                    pos = close
        self._bodies = bodies
        return bodies

    def _after_closer(self, closer: str, pos: int) -> int | None:
        """The end of the first `closer` from `pos`, or None; once one is
        missing, no later opener looks for it again (linear time)."""
        if closer in self._unclosed:
            return None
        close = self.text.find(closer, pos)
        if close < 0:
            self._unclosed.add(closer)
            return None
        return close + len(closer)

    def _regions(
        self, starts: re.Pattern[str], region_end: Callable[[re.Match[str]], int | None], pos: int = 0
    ) -> list[tuple[int, int]]:
        """The regions opening at `starts`' matches from `pos`, each ending
        where `region_end` says (None: no region there), until the budget
        is spent."""
        regions: list[tuple[int, int]] = []
        while self.budget > 0 and (hit := starts.search(self.text, pos)) is not None:
            end = region_end(hit)
            if end is None:
                pos = hit.end()
                continue
            regions.append((hit.start(), end))
            pos = end
        return regions

    def _implicit_end(self, pos: int) -> int:
        """The end of an implicit Razor expression whose name starts at `pos`
        (``@Model.Items[0].Url("x")``): a member access continues it only
        when a name follows the dot (``@user.Name.`` ends before the last dot)."""
        text = self.text
        end = NAME.match(text, pos).end()  # type: ignore[union-attr]  # RAZOR_START saw a name start
        while (step := MEMBER.match(text, end)) is not None:
            if step.group() in ("(", "[", "?["):
                closed = self._balanced_end(step.end() - 1)
                if closed is None:
                    break
                end = closed
            else:
                end = step.end()
        return end

    def _balanced_end(self, pos: int) -> int | None:
        """The end of the bracketed code opening at `pos` (its "(", "[" or
        "{"), brackets balanced and string literals skipped, or None when it
        does not close within MAX_EXPRESSION characters (what it read counts
        against the budget)."""
        text = self.text
        bound = min(len(text), pos + MAX_EXPRESSION)
        expected = [OPENING[text[pos]]]
        found = TOKEN.search(text, pos + 1, bound)
        while found is not None:
            token = found.group()
            if token in OPENING:
                expected.append(OPENING[token])
            elif len(token) == 1:
                if token != expected.pop():
                    break  # mismatched: not code we can read
                if not expected:
                    self.budget -= found.end() - pos
                    return found.end()
            found = TOKEN.search(text, found.end(), bound)
        self.budget -= (bound if found is None else found.end()) - pos
        return None


def _mask(text: str, regions: list[tuple[int, int]]) -> str:
    """`text` with each region made ``{{___}}``, line breaks kept (or
    underscores, when too short or a line break stands where a brace would)."""
    pieces: list[str] = []
    pos = 0
    for start, end in regions:
        body = compiled_re(r"[^\r\n]").sub("_", text[start:end])
        if end - start >= 4 and "_" == body[0] == body[1] == body[-2] == body[-1]:
            body = "{{" + body[2:-2] + "}}"
        pieces += [text[pos:start], body]
        pos = end
    pieces.append(text[pos:])
    return "".join(pieces)
