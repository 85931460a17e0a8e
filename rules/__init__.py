"""The built-in rules, one module each, registered here by code.

Installed as ``urilint.rules``. A test checks that every module in this
folder is registered and documented.
"""

from __future__ import annotations

from types import ModuleType

from . import (
    disallowed_character,
    double_encoding,
    encoded_unreserved,
    invalid_utf8_percent,
    lowercase_percent_hex,
    malformed_percent,
    non_ascii,
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
    )
}
