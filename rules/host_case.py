"""host-case (URI102)

What it flags: a host (a registered name or an IPv6 literal) with uppercase
ASCII letters, such as ``https://Example.COM/`` or ``http://[2001:DB8::1]/``.

Why it matters: hosts are case-insensitive, and RFC 3986 sections 3.2.2
and 6.2.2.1 say normalizers should write them in lowercase. Tools that
compare URIs as strings see two URIs where there is one; some parsers
(hyperlink, for one) reject an uppercase IPv6 literal.

Example::

    https://Example.COM/Docs   ->   https://example.com/Docs

Only the host changes: the userinfo, path, query and fragment are
case-sensitive and keep their case, and so do the hex digits of a
percent-encoding (URI001 wants them uppercase), an IPv6 zone ID and an
IPvFuture literal.

Only the host of a scheme that names a DNS host (http, https, ftp, ws,
ssh, git, ldap, ...) is looked at: another scheme's authority may be no
host name at all, and its case may count (``ipfs://`` and ``ar://`` name
content by a case-sensitive hash: a lowercased CID no longer decodes).

Off by default; turn it on with ``--extend-select URI102`` or ``URI1``.

Fix (safe): lowercase the host's ASCII letters. The URI is equivalent by
RFC 3986 section 6.2.2.1. Unsafe in code, where it changes a string
literal's value (a test may hold the form on purpose); none on a URI the
normalizer rejects, such as ``http://2001::1``.
"""

from __future__ import annotations


from urilint.model import Edit, Fix, Violation
from urilint.policy import FixKind, fix
from urilint.uri import Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI102"
NAME = "host-case"
SUMMARY = "Host with uppercase ASCII letters"
DEFAULT = False
FIXES = (FixKind.NORMALIZATION,)


def check(uri: Uri) -> Iterator[Violation]:
    from urilint.uri.hosts import dns_host_of, lower_host  # on first use, not at start-up

    literal = uri.literal("host")
    if literal is None or not dns_host_of(uri):
        return
    host, text = literal
    lower = lower_host(text)
    if lower != text:
        yield Violation(
            host.start,
            host.end,
            f"host '{text}' has uppercase letters; write '{lower}'",
            _fix(uri, Edit(host.start, host.end, lower)),
        )


def _fix(uri: Uri, edit: Edit) -> Fix | None:
    """The fix, or None when the normalizer rejects the URI."""
    from urilint.uri.equivalence import parse_problem

    return None if parse_problem(uri) else fix(FixKind.NORMALIZATION, uri.span.context, (edit,))
