"""missing-target (URI201)

What it flags: a relative reference in a link (a Markdown link or image
destination or reference definition, an HTML/XML ``href``/``src``/
``srcset``..., an rST link target) whose path names no existing file or
folder, such as ``[License](../LICENCE)`` when the file is ``LICENSE``.

Why it matters: the link is broken for every reader. Link checkers find
it only online or with extra flags; urilint knows each reference's exact
span and spelling and can tell offline, in the same pass.

How the path is resolved: percent-decoded as UTF-8, against the linking
file's folder, or for a ``/``-rooted path against ``link-root`` (default:
the project root, the config file's folder); dot segments are removed as
a browser does; the query and fragment are not part of it. The letter
case must match exactly (as on the servers that publish the files). A
folder resolves when it exists, or when ``index-files`` is set, when it
holds one of them. References with a scheme or an authority, bare URIs in
prose, code, data files, and references holding a template placeholder
are never checked; ``link-ignore`` globs (matched against the path as
written and against the target relative to the project root) skip more.

Example::

    [guide](docs/Guide.md)   ->   no such file or folder 'docs/Guide.md';
                                  did you mean 'docs/guide.md'? (the name differs in letter case)

Off by default; turn it on with ``--extend-select URI201`` or ``URI2``.
The per-file results cache is not used for files checked by URI2xx
rules: their findings depend on other files.

Fix (unsafe): when exactly one existing name stands out (same name in
another letter case, a name holding a literal ``%``, a link encoded
twice, the name with its extension), the path is rewritten to it. That
changes where the link points, so it is never a safe fix.
"""

from __future__ import annotations


from urilint.links import markup_free  # light: the links package itself
from urilint.model import ATTRIBUTE, Applicability, Edit, Fix, Violation
from urilint.policy import FixKind
from urilint.uri import Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from urilint.links.view import FileView

CODE = "URI201"
NAME = "missing-target"
SUMMARY = "Relative link to a file or folder that does not exist"
DEFAULT = False
FIXES = (FixKind.GUESS,)
PROJECT = True  # check(uri, view): asks the project view about other files


def check(uri: Uri, view: FileView) -> tuple[Violation, ...]:
    missing = _MISSING or _load()

    if uri.text[:1] == "#":
        return ()  # a fragment-only reference: no path
    if uri.component("scheme") is not None or uri.component("host") is not None:
        return ()
    path = uri.component("path")
    if path is None or path.start == path.end:
        return ()
    written = markup_free(uri.text, path.start - uri.start, path.end - uri.start, _relative(uri))
    if written is None:
        return ()  # a template placeholder
    found = view.resolve(written, uri.span.context == ATTRIBUTE)
    if found.status != missing:
        return ()
    if view.in_code(uri.start):
        return ()
    if found.candidate is None:
        return (Violation(path.start, path.end, found.problem),)
    fix = Fix((Edit(path.start, path.end, found.candidate),), Applicability.UNSAFE)
    return (Violation(path.start, path.end, f"{found.problem}; did you mean '{found.candidate}'? ({found.reason})", fix),)


def _relative(uri: Uri) -> tuple[tuple[int, int], ...]:
    """The span's opaque ranges as offsets into uri.text."""
    opaque = uri.span.opaque
    return tuple((s - uri.start, e - uri.start) for s, e in opaque) if opaque else ()


# urilint.links.resolve, imported on the first check (a run without the
# link rules never needs it); an import statement in check cost ~2 us per
# link, a tenth of the rule's time on a link-dense tree.
_MISSING = ""


def _load() -> str:
    global _MISSING
    from urilint.links.resolve import MISSING

    _MISSING = MISSING
    return MISSING
