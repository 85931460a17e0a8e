"""The URI layer: syntax, templates, hosts, normal forms, IRIs and
equivalence. Nothing here knows about files.

Rules and plugins import the URI model from here (``from urilint.uri
import Uri``); the heavier modules (`normalize`, `iri`, `equivalence`,
`hosts`, `templates`) are imported by name where they are needed.
"""

from __future__ import annotations

from .syntax import (
    ALPHA,
    DIGIT,
    DIRECTIVE_SYNTAX,
    DISALLOWED_ASCII,
    HEXDIG,
    SCHEME,
    SCHEME_CHARS,
    SEPARATED_SCHEME,
    SUB_DELIMS,
    UNRESERVED,
    Component,
    NotAUri,
    Uri,
    directive_start,
    encoded_delimiters,
    is_surrogate,
    ip_literal,
    is_triplet,
    mangled_triplet,
    octet,
    pct_encode,
    triplets,
)

__all__ = [
    "ALPHA", "DIGIT", "DIRECTIVE_SYNTAX", "DISALLOWED_ASCII", "HEXDIG", "SCHEME", "SCHEME_CHARS", "SEPARATED_SCHEME",
    "SUB_DELIMS", "UNRESERVED",
    "Component", "NotAUri", "Uri", "directive_start", "encoded_delimiters", "ip_literal", "is_surrogate", "is_triplet", "mangled_triplet", "octet", "pct_encode", "triplets",
]
