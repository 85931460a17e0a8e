"""``urilint normalize``: URIs from the command line or stdin in their
normal form (RFC 3986 section 6) or their IRI form (RFC 3987 3.2)."""

from __future__ import annotations

import sys

from .uri.iri import to_iri
from .uri.normalize import normalize
from .uri.syntax import NotAUri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from types import SimpleNamespace


def normalize_uris(args: SimpleNamespace) -> int:
    """Each URI of the arguments (or of stdin's lines) in normal form, one
    per line; the exit status: 0 all converted (with --check: all were
    already normal), 1 some were not normal (--check), 2 some were not URIs."""
    convert = to_iri if args.iri else normalize
    if args.uris:
        inputs = list(args.uris)
    else:  # undecodable bytes become surrogates, which NotAUri names
        data = sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
        inputs = [line.strip() for line in data.splitlines() if line.strip()]
    status = 0
    for uri in inputs:
        try:
            result = convert(uri, not args.syntax_only)
        except NotAUri as exc:
            print(f"urilint: error: {uri!r}: not a URI: {exc}", file=sys.stderr)
            status = 2
            continue
        if args.check:
            if result != uri and status == 0:
                status = 1
        else:
            sys.stdout.write(result + "\n")
    return status
