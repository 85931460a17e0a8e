"""The built-in rules, one module each, registered here by name.

Installed as ``urilint.rules``. `registry.load_rules` imports each module;
this package imports none of them: a run that reads the rules' metadata
from its memo (pipeline/rule_memo.py) imports only the selected rules'
modules, and only when it lints. A test checks that every module
in this folder is registered and documented.
"""

BUILTIN = (
    "lowercase_percent_hex",
    "encoded_unreserved",
    "double_encoding",
    "disallowed_character",
    "non_ascii",
    "malformed_percent",
    "invalid_utf8_percent",
    "scheme_case",
    "host_case",
    "default_port",
    "dot_segments",
    "empty_path",
    "encoded_iri",
    "invalid_suppression",
    "not_utf8",
    "missing_target",
    "missing_anchor",
)
