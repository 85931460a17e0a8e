"""urilint: lint and fix URIs in code and docs against RFC 3986 section 2.

Library API: `lint_text`, `fix_text`, `normalize` and `to_iri`.
"""

from __future__ import annotations


__version__ = "0.1.0"
__all__ = ["lint_text", "fix_text", "normalize", "to_iri", "__version__"]

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .engine import Linter
    from .model import Finding


def _default_linter(select: "list[str] | None" = None, iri: str = "documents") -> "Linter":
    from .config import Settings
    from .engine import Linter
    from .registry import load_rules, select_rules

    rules = load_rules()
    settings = Settings(select=tuple(select) if select is not None else None)
    return Linter(select_rules(settings, rules), rules, iri=iri)


def lint_text(
    text: str, filename: str = "<text>", select: "list[str] | None" = None, iri: str = "documents"
) -> "list[Finding]":
    """The findings in `text`, a file named `filename` (which picks the
    file type), with the default rules or the given codes/prefixes, under
    the `iri` policy ("documents", "encode" or "allow")."""
    return _default_linter(select, iri).lint(text, filename)


def fix_text(
    text: str, filename: str = "<text>", unsafe: bool = False, select: "list[str] | None" = None, iri: str = "documents"
) -> str:
    """`text` with every safe fix (and unsafe ones if asked) applied.

    A fix that cannot be proven safe is left out. Raises
    urilint.fix.FixError when the fixes do not settle."""

    linter = _default_linter(select, iri)
    return linter.fix(text, filename, unsafe).text


def normalize(uri: str, scheme_based: bool = True) -> str:
    """The RFC 3986 normal form of one URI: section 2 (uppercase hex,
    unreserved characters decoded, disallowed and non-ASCII characters
    encoded, encoded reserved characters kept), then 6.2.2 (scheme and host
    in lowercase, dot segments removed), then, if `scheme_based`, 6.2.3
    (empty or default port dropped, empty http(s) path written ``/``).

    Raises ValueError (urilint.uri.NotAUri) for a relative
    reference or other input that is not a URI. The section 2 form alone,
    which also takes relative references, is
    urilint.uri.normalize.section2_form."""
    from .uri.normalize import normalize as full_normalize

    return full_normalize(uri, scheme_based)


def to_iri(uri: str, scheme_based: bool = True) -> str:
    """The IRI form (RFC 3987 section 3.2) of `normalize(uri)`: readable
    non-ASCII characters decoded, ``xn--`` host labels as U-labels.
    Raises ValueError like `normalize`."""
    from .uri.iri import to_iri as full_to_iri

    return full_to_iri(uri, scheme_based)
