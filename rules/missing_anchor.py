"""missing-anchor (URI202)

What it flags: a fragment that names no anchor in its target (the same
file when the path is empty), such as ``[c](#instalation)`` or
``[c](## Configuring)`` (a heading pasted as a destination).

Why it matters: the link opens the right page at the wrong place, and
nobody notices until a reader does.

Anchors: Markdown headings with GitHub's slug rules (lowercase,
punctuation removed, spaces to ``-``, ``-1``, ``-2`` for duplicates,
non-ASCII letters kept), explicit ``{#id}`` attributes, HTML ``id`` and
``name`` attributes, rST section titles and labels (docutils ids and the
GitHub slug), definition-list terms (Hugo's ``autoDefinitionTermID``).
Both sides are compared after percent-decoding. Only
Markdown, HTML and rST targets are checked; ``#top`` (the HTML standard's
top of the page) and GitHub line anchors (``#L10``, ``#L10-L20``) are
always accepted. A missing target file is URI201's finding, not this one;
nor is a fragment of a page holding a template include (``{{% include %}}``,
``{% include %}``), whose anchors may come from the included file.
Other generators (MkDocs, Sphinx, Hugo) make ids their own way: see the
README on ``link-ignore``, whose globs here match the whole reference as
written too (``*#config.*`` skips anchors a site's macros make).

Example::

    [c](## Configuring)   ->   no heading or anchor '# Configuring' in this file;
                               did you mean '#configuring'?

Off by default; turn it on with ``--extend-select URI202`` or ``URI2``.

Fix (unsafe): when exactly one anchor equals the fragment after case
folding and dropping everything but letters and digits, the fragment is
rewritten to it. That changes where the link points: never a safe fix.
"""

from __future__ import annotations

from urilint.links import markup_free  # light: the links package itself
from urilint.model import ATTRIBUTE, Applicability, Edit, Fix, Violation
from urilint.pattern_store import compiled_re
from urilint.policy import FixKind
from urilint.uri import Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any
    from urilint.links.view import FileView

CODE = "URI202"
NAME = "missing-anchor"
SUMMARY = "Fragment that names no heading or anchor in its target"
DEFAULT = False
FIXES = (FixKind.GUESS,)
PROJECT = True  # check(uri, view): asks the project view about other files
TRIGGER = "#"  # no fragment, nothing to check

# Fragments every page has: the HTML standard's "top", GitHub's line anchors.
ALWAYS = compiled_re(r"(?i:top)|L\d+(?:C\d+)?(?:-L\d+(?:C\d+)?)?")


def check(uri: Uri, view: FileView) -> tuple[Violation, ...]:
    unquote, FOUND, spell = _DEPENDENCIES or _load()

    fragment = uri.component("fragment")
    if fragment is None or fragment.start == fragment.end:
        return ()
    target = None
    if uri.text[:1] != "#":  # a fragment-only reference (most in a docs tree) has no scheme, host or path
        if uri.component("scheme") is not None or uri.component("host") is not None:
            return ()
        path = uri.component("path")
        if path is None:
            return ()
        if path.start < path.end:
            written_path = markup_free(uri.text, path.start - uri.start, path.end - uri.start, _relative(uri))
            if written_path is None:
                return ()  # a template placeholder
            found = view.resolve(written_path, uri.span.context == ATTRIBUTE)
            if found.status != FOUND or found.is_dir:
                return ()
            target = found.path
    anchors = view.anchors(target)
    if anchors is None:
        return ()
    written = markup_free(uri.text, fragment.start - uri.start, fragment.end - uri.start, _relative(uri))
    if written is None:
        return ()
    try:
        name = unquote(written, errors="strict") if "%" in written else written
    except UnicodeDecodeError:
        return ()
    if anchors.has(name) or ALWAYS.fullmatch(name) or anchors.has(written) or anchors.has(name.removeprefix("user-content-")):
        return ()
    if not anchors.complete or view.in_code(uri.start) or view.ignored(uri.text, target or view.path):
        return ()
    where = "this file" if target is None else f"'{view.shown(target)}'"
    problem = f"no heading or anchor '{name}' in {where}"
    candidate = anchors.closest(name)
    if candidate is None:
        return (Violation(fragment.start - 1, fragment.end, problem),)
    spelled = spell(candidate, written, "/?")
    fix = Fix((Edit(fragment.start, fragment.end, spelled),), Applicability.UNSAFE)
    return (Violation(fragment.start - 1, fragment.end, f"{problem}; did you mean '#{spelled}'?", fix),)


def _relative(uri: Uri) -> tuple[tuple[int, int], ...]:
    """The span's opaque ranges as offsets into uri.text."""
    opaque = uri.span.opaque
    return tuple((s - uri.start, e - uri.start) for s, e in opaque) if opaque else ()


# urllib.parse and urilint.links.resolve, imported on the first check (a
# run without the link rules never needs them); import statements in
# check cost ~3 us per link, a tenth of the rule's time on a link-dense tree.
_DEPENDENCIES: tuple[Any, ...] = ()


def _load() -> tuple[Any, ...]:
    global _DEPENDENCIES
    from urllib.parse import unquote

    from urilint.links.resolve import FOUND, spell

    _DEPENDENCIES = (unquote, FOUND, spell)
    return _DEPENDENCIES
