"""The built-in rules, one module each, registered here by code.

Installed as ``urilint.rules``. A test checks that every module in this
folder is registered and documented.
"""

from __future__ import annotations

from types import ModuleType

from . import (
    default_port,
    disallowed_character,
    dot_segments,
    double_encoding,
    empty_path,
    encoded_iri,
    encoded_unreserved,
    host_case,
    invalid_suppression,
    invalid_utf8_percent,
    lowercase_percent_hex,
    malformed_percent,
    missing_anchor,
    missing_target,
    non_ascii,
    not_utf8,
    scheme_case,
)

BUILTIN: dict[str, ModuleType] = {
    module.CODE: module
    for module in (
        lowercase_percent_hex,
        encoded_unreserved,
        double_encoding,
        disallowed_character,
        non_ascii,
        malformed_percent,
        invalid_utf8_percent,
        scheme_case,
        host_case,
        default_port,
        dot_segments,
        empty_path,
        encoded_iri,
        invalid_suppression,
        not_utf8,
        missing_target,
        missing_anchor,
    )
}
