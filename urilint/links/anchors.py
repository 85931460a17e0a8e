"""The anchors (fragment targets) a file defines, by file kind.

Markdown: headings with GitHub's slugs (github-slugger: lowercase, every
character that is not a letter, mark, number, ``_``, ``-`` or space
removed, spaces to ``-``, ``-1``, ``-2`` for duplicates), explicit
``{#id}`` attributes, Kramdown block IALs (``{: #id}``) and attr_list
blocks closing a paragraph (``{ #id }``), definition
terms (``Term`` then ``: definition``: Hugo's ``autoDefinitionTermID``
gives them heading-like ids, de-duplicated with the headings), and HTML
``id``/``name`` attributes. HTML: ``id``
and ``name`` attributes. reStructuredText: section titles and labels as
docutils makes ids of them, plus the GitHub slug of each title.
"""

from __future__ import annotations

import functools
import html
import re
import unicodedata

from ..pattern_store import compiled, compiled_re
from .blocks import ATTR_ID, ATTRS, CODE_ID, HEADING, TERM, markdown_blocks

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import regex
    from typing import Callable, Iterable, Iterator

MARKDOWN = frozenset(("md", "markdown", "mdx", "mkd"))
HTML = frozenset(("html", "htm", "xhtml"))
RST = frozenset(("rst", "rest"))

# A start tag, then each id/name attribute in it; the classes exclude the
# delimiters, so each match is linear in the tag's length.
MAX_TAG = 4096  # how far before an attribute its tag's "<" is looked for
_ANY_TAG = compiled_re(r"</?[A-Za-z][^<>]*>")  # start or end tag: a heading's text drops both
# An anchor attribute: id on any element, name on <a> (HTML), and the
# permalink/anchor/slug/titleId props MDX components make ids of (react.dev's
# <TeamMember permalink="dan-abramov">, <Recipes titleId="examples-x">).
# Found from each "=" (a literal: searched ~50x faster than a pattern that
# starts with a class): the name before it, in a bounded window, then the value.
_ID_NAME_BEFORE = compiled_re(r"\s(id|name|permalink|anchor|slug|titleId)\s*$", re.I)
_NAME_ENDS = frozenset("dekrgDEKRG\u212a")  # the last letters of those names (re.I: KELVIN SIGN is k)
_ATTR_VALUE = compiled_re(r"""\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`=]+))""")

# An attribute block closing a heading (blocks.ATTRS), or in
# MDX a comment: "{/* #id */}" (Docusaurus), "{/*id*/}" (react.dev).
_MDX_ID = compiled_re(r"/\*[ \t]*#?([^\s*]+)[ \t]*\*/")
# Inline syntax whose rendered text is what GitHub slugs.
_IMAGE = compiled_re(r"!\[([^\]]*)\]\([^)]*\)")
_LINK = compiled_re(r"\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])")
_ESCAPE = compiled_re(r"\\([!-/:-@\[-`{-~])")
_EMOJI = compiled_re(r":[a-z0-9_+-]+:")
_INLINE_SYNTAX = compiled_re(r"[\[<:\\_&`{]")  # a character some inline syntax starts with
# A template expression in a heading (a Hugo shortcode, Liquid, Jinja):
# the site renders it to an icon or a value, not to the words of the slug.
_TEMPLATE = compiled_re(r"\{\{.*?\}\}|\{%.*?%\}")
_TAG_START = compiled_re(r"<[A-Za-z]")
_A_TAG = compiled_re(r"<a[\s>]", re.I)
# Emphasis underscores (not those inside a word). The `regex` pattern takes
# ~4 ms to compile: compiled when a non-ASCII heading holds "_"; on ASCII
# text the `re` one matches the same.
_UNDERSCORE_EMPHASIS_ASCII = compiled_re(r"(?<![A-Za-z0-9])_+|_+(?![A-Za-z0-9])")


@functools.lru_cache(maxsize=1)
def _underscore_emphasis() -> regex.Pattern[str]:
    return compiled(r"(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])")


@functools.lru_cache(maxsize=None)
def _compiled(pattern: str) -> regex.Pattern[str]:
    """A `regex` pattern compiled on first use (each takes ~0.3 ms: not at import)."""
    return compiled(pattern)
# What github-slugger removes: all but letters, marks, numbers, connector
# punctuation, "-" and space.
_SLUG_REMOVED = r"[^\p{L}\p{M}\p{N}\p{Pc} -]+"  # compiled for the first non-ASCII heading (_compiled)
_SLUG_REMOVED_ASCII = compiled_re(r"[^A-Za-z0-9_ -]+")  # the ASCII letters, numbers and connector

# reStructuredText: an adornment line (one punctuation character repeated),
# a label ".. _name:", a :name: option, an inline target _`name`.
_ADORNMENT = compiled_re(r"([!-/:-@\[-`{-~])\1{2,}[ \t]*$")
_LABEL = compiled_re(r"\.\.[ \t]+_(`[^`]+`|[^:`]+):")
_NAME_OPTION = compiled_re(r"[ \t]+:name:[ \t]*(.+?)[ \t]*$")
_INLINE_TARGET = compiled_re(r"_`([^`]+)`")
_NON_ID = compiled_re(r"[^a-z0-9]+")
_ID_ENDS = compiled_re(r"^[-0-9]+|-+$")

# What a candidate is compared by: letters, marks and numbers, folded.
_KEY_REMOVED = r"[^\p{L}\p{M}\p{N}]+"  # compiled for the first candidate asked (_compiled)
# Python-Markdown's slugify: drop what is not a word character, space or
# dash; collapse runs of dashes and spaces.
_NON_WORD = compiled_re(r"[^\w\s-]")
_DASHES = compiled_re(r"[-\s]+")
# A Kramdown block IAL on its own line ("{: #v1-0-0}" under a heading, "{:.note #tip}"): its id.
_BLOCK_IAL_ID = compiled_re(r"^[ \t]{0,3}\{:[^{}\n]*?#([^\s{}#.]+)[^{}\n]*\}[ \t]*$", re.M)
# A template include: Hugo shortcodes ({{% include "x.md" %}}, {{< include >}}), Liquid
# ({% include x.html %}, {% include_relative %}): the page gets the included file's anchors.
_INCLUDE = compiled_re(r"\{\{[%<]-?[ \t]*include[ \t]|\{%-?[ \t]*include(?:_relative)?[ \t]")
# Python-Markdown's attr_list on a block's last line ("Text.\n{ #feedback }"): the block gets its ids.
_BLOCK_ATTRS = compiled_re(r"\n[ \t]*\{:?[ \t]*([^{}\n]*)\}[ \t]*$", re.M)
_FOOTNOTE = compiled_re(r"^[ \t]{0,3}\[\^([^\]\s]+)\]:", re.M)


class Anchors:
    """The anchors of one file. `complete` is False when some heading's id
    cannot be known (an rST title docutils numbers), so a fragment that
    names none of them may still exist.

    A Markdown file's full set (MkDocs and Hugo slugs, terms, footnotes,
    attribute ids...) is made on the first fragment that its GitHub heading
    slugs and HTML ids (`quick`, a subset) do not hold: most fragments
    name one of those."""

    __slots__ = ("_names", "complete", "_by_key", "_quick", "_full")

    def __init__(
        self, names: frozenset[str] | None, complete: bool = True, quick: frozenset[str] = frozenset(),
        full: Callable[[], frozenset[str]] | None = None,
    ) -> None:
        self._names = names
        self.complete = complete
        self._by_key: dict[str, list[str]] | None = None
        self._quick = quick
        self._full = full

    @property
    def names(self) -> frozenset[str]:
        """Every anchor of the file."""
        if self._names is None:
            self._names = self._full() if self._full is not None else frozenset()
            self._full = None
        return self._names

    def has(self, name: str) -> bool:
        """True when the file has the anchor `name`."""
        return name in self._quick or name in self.names

    def closest(self, fragment: str) -> str | None:
        """The one anchor equal to `fragment` after case folding and
        dropping everything but letters, marks and numbers; else the one
        anchor within one typo of it (a key of 5 or more characters)."""
        if self._by_key is None:
            self._by_key = {}
            for name in sorted(self.names):
                self._by_key.setdefault(key(name), []).append(name)
        wanted = key(fragment)
        if not wanted:
            return None
        found = self._by_key.get(wanted, [])
        if not found and len(wanted) >= 5:
            near = [k for k in self._by_key if abs(len(k) - len(wanted)) <= 1 and _one_edit(k, wanted)]
            found = self._by_key[near[0]] if len(near) == 1 else []
        return found[0] if len(found) == 1 else None


def _one_edit(a: str, b: str) -> bool:
    """True when `a` and `b` differ by one inserted, deleted or replaced character."""
    if len(a) < len(b):
        a, b = b, a
    i = 0
    while i < len(b) and a[i] == b[i]:
        i += 1
    return a[i + 1:] == b[i + (len(a) == len(b)):]


def key(name: str) -> str:
    return _compiled(_KEY_REMOVED).sub("", name.casefold())


def anchors_for(extension: str, text: str) -> Anchors | None:
    """The anchors of a file with `extension` holding `text`; None for a
    kind whose fragments urilint cannot know (code, images, PDF...)."""
    ext = extension.lower()
    if ext in MARKDOWN:
        blocks = list(markdown_blocks(text))
        quick = frozenset((*_heading_slugs(blocks), *html_anchors(text)))
        complete = "include" not in text or _INCLUDE.search(text) is None  # an included file's anchors are unknown
        return Anchors(None, complete, quick, lambda: _markdown_names(text, blocks, quick))
    if ext in HTML:
        return Anchors(frozenset(html_anchors(text)))
    if ext in RST:
        names, complete = rst_anchors(text)
        return Anchors(frozenset(names) | frozenset(html_anchors(text)), complete)
    return None


def _markdown_names(text: str, blocks: list[tuple[str, str]], quick: frozenset[str]) -> frozenset[str]:
    """Every anchor of a Markdown file: `quick` (heading slugs, HTML ids) and the rest."""
    names = {*quick, *_markdown_anchors(blocks), *footnote_anchors(text)}
    if "{:" in text:
        names.update(_BLOCK_IAL_ID.findall(text))
    if "{" in text:
        names.update(block_attr_ids(text))
    return frozenset(names)


def block_attr_ids(text: str) -> Iterator[str]:
    """The ids of attr_list blocks (``{ #id }``, ``{: id="x" }``) on the
    last line of a paragraph (the line above is not blank); alone after a
    blank line, Python-Markdown renders one as text."""
    for found in _BLOCK_ATTRS.finditer(text):
        above = text[text.rfind("\n", 0, found.start()) + 1 : found.start()]
        if above.strip():
            yield from ATTR_ID.findall(found.group(1))


def _heading_slugs(blocks: list[tuple[str, str]]) -> Iterator[str]:
    """The GitHub slugs of the headings (de-duplicated) in markdown_blocks'
    output: the ones markdown_anchors makes in its GitHub sequence, for a
    third of its cost."""
    seen: dict[str, int] = {}
    for kind, heading in blocks:
        if kind == HEADING:
            if heading.endswith("}") or heading.rstrip().endswith("}"):
                attrs = ATTRS.search(heading)
                heading = heading if attrs is None else heading[: attrs.start()]
            slug = github_slug(rendered(heading))
            if slug in seen:
                slug = _numbered(slug, seen)
            else:
                seen[slug] = 0
            yield slug


def github_slug(heading: str) -> str:
    """github-slugger's slug of a heading's rendered text (no de-duplication)."""
    removed = _SLUG_REMOVED_ASCII if heading.isascii() else _compiled(_SLUG_REMOVED)  # the same on ASCII, 3x faster
    return removed.sub("", heading.strip().lower()).replace(" ", "-")


def mkdocs_slug(heading: str) -> str:
    """Python-Markdown toc's default slugify (MkDocs): ASCII, word
    characters, runs of dashes and spaces to one "-"."""
    if heading.isascii():  # NFKD and the ASCII round trip leave it as it is
        ascii_text = heading
    else:
        ascii_text = unicodedata.normalize("NFKD", heading).encode("ascii", "ignore").decode("ascii")
    return _DASHES.sub("-", _NON_WORD.sub("", ascii_text).strip().lower())


def footnote_anchors(text: str) -> Iterator[str]:
    """The ids footnote definitions ``[^label]:`` get: fn:label and
    fnref:label (Python-Markdown), fn-label and fnref-label (GitHub)."""
    if "[^" not in text:  # most files: no footnote at all
        return
    for label in _FOOTNOTE.findall(text):
        yield from (f"fn:{label}", f"fnref:{label}", f"fn-{label}", f"fnref-{label}")


def rendered(inline: str) -> str:
    """The text a Markdown heading's inline syntax renders to, closely
    enough for its slug: images to their alt text, links to their text,
    tags, emoji short codes and emphasis underscores dropped."""
    if _INLINE_SYNTAX.search(inline) is None:
        return inline  # most headings: plain words
    text = _TEMPLATE.sub("", inline)
    text = _IMAGE.sub(r"\1", text)
    text = _LINK.sub(r"\1", text)
    text = _ANY_TAG.sub("", text)
    text = _EMOJI.sub("", text)
    text = _ESCAPE.sub(r"\1", text)
    if "_" in text:
        text = (_UNDERSCORE_EMPHASIS_ASCII if text.isascii() else _underscore_emphasis()).sub("", text)
    return html.unescape(text.replace("`", ""))


def markdown_anchors(text: str) -> Iterator[str]:
    """Each heading's slug (de-duplicated as GitHub does) and explicit id,
    and each definition term's slug, skipping front matter, fenced code and
    HTML comments. Hugo numbers headings and terms in one sequence: a
    heading's slug in it is yielded too when it differs from GitHub's."""
    return _markdown_anchors(markdown_blocks(text))


def _markdown_anchors(blocks: Iterable[tuple[str, str]]) -> Iterator[str]:
    seen: dict[str, int] = {}  # GitHub: headings only
    hugo: dict[str, int] = {}  # Hugo: headings and definition terms
    for kind, heading in blocks:
        if kind == CODE_ID:
            yield heading
            continue
        if kind == TERM:
            yield _numbered(github_slug(rendered(heading)), hugo)
            continue
        attrs = ATTRS.search(heading) if heading.rstrip().endswith("}") else None  # most end in a word
        if attrs is not None:
            mdx = _MDX_ID.fullmatch(attrs.group(1).strip())
            yield from [mdx.group(1)] if mdx else ATTR_ID.findall(attrs.group(1))
            heading = heading[: attrs.start()]
        text = rendered(heading)
        original = github_slug(text)
        yield mkdocs_slug(text)  # MkDocs (Python-Markdown's toc) collapses "--" and drops non-ASCII
        slug = _numbered(original, seen)
        yield slug
        hugo_slug = _numbered(original, hugo)
        if hugo_slug != slug:
            yield hugo_slug


def _numbered(slug: str, seen: dict[str, int]) -> str:
    """`slug`, or `slug-1`, `slug-2`... when `seen` holds it; recorded in `seen`."""
    original = slug
    while slug in seen:
        seen[original] += 1
        slug = f"{original}-{seen[original]}"
    seen[slug] = 0
    return slug


def html_anchors(text: str) -> Iterator[str]:
    """The value of every anchor attribute (id on any element, name on
    <a>, permalink/anchor/slug/titleId props) in a start tag: found from
    each "=", then checked to stand in a tag (a "<" before it with no ">"
    between), as attributes are rarer than tags."""
    equals = text.find("=")
    while equals >= 0:
        if equals == 0 or text[equals - 1] not in _NAME_ENDS and not text[equals - 1].isspace():
            equals = text.find("=", equals + 1)  # most "=" are in URLs' queries ("?q=x"): no name ends there
            continue
        named = _ID_NAME_BEFORE.search(text, max(0, equals - 40), equals)
        if named is not None:
            opened = text.rfind("<", max(0, equals - MAX_TAG), equals)  # bounded: linear
            if opened >= 0 and text.find(">", opened, equals) < 0 and _TAG_START.match(text, opened) and (
                named.group(1).lower() != "name" or _A_TAG.match(text, opened)  # <meta name>, a prop: no anchor
            ):
                value = _ATTR_VALUE.match(text, equals + 1)
                if value is not None:
                    yield html.unescape(value.group(1) or value.group(2) or value.group(3) or "")
        equals = text.find("=", equals + 1)


def make_id(name: str) -> str:
    """docutils' nodes.make_id: the HTML id of a title or label."""
    id_ = unicodedata.normalize("NFKD", name.lower()).encode("ascii", "ignore").decode("ascii")
    return _ID_ENDS.sub("", _NON_ID.sub("-", " ".join(id_.split())))


def rst_anchors(text: str) -> tuple[list[str], bool]:
    """Section titles and labels as ids, and whether every title had one."""
    names: list[str] = []
    complete = True
    lines = text.splitlines()
    previous = ""
    for index, line in enumerate(lines):
        label = _LABEL.match(line)
        if label:
            name = label.group(1).strip("`")
            names += [make_id(name), name]
        option = _NAME_OPTION.match(line)
        if option:
            names += [make_id(option.group(1)), option.group(1)]
        for target in _INLINE_TARGET.findall(line):
            names.append(make_id(target))
        if (
            previous.strip() and not previous[0].isspace() and not _ADORNMENT.match(previous)
            and _ADORNMENT.match(line) and index > 0
        ):
            title = previous.strip()
            made = make_id(title)
            if made:
                names.append(made)
            else:
                complete = False  # docutils numbers it: id1, id2...
            names.append(github_slug(rendered(title)))
        previous = line
    return names, complete
