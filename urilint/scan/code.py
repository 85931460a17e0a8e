"""Source code (Python, JavaScript/TypeScript, Go, Rust, Java, C/C++, Ruby,
shell, ...) and data/config files (JSON, YAML, TOML, INI, .env): URIs in
string literals and comments.

No tokenizer: a URI is found from its scheme marker like anywhere else,
with what string literals add. A URI that is exactly a quoted literal's
content ends at the closing quote (no punctuation trim: ``"http://x/*"``).
Escape sequences standing for one character (``\\u00e4``, ``\\x41``, JSON's
``\\/``) and f-string/format/template fields (``{host}``, ``${id}``,
``{d['k']}``) are opaque source syntax; other escapes (``\\n``, ``\\"``)
end the URI.
"""

from __future__ import annotations

from ..model import CODE, UriSpan
from .bare import find_bare


def extract(text: str, schemes: frozenset[str] | None) -> list[UriSpan]:
    return list(find_bare(text, schemes, code=True, enclosers="<\"'`", context=CODE))
