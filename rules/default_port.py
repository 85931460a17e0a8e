"""default-port (URI103)

What it flags: an explicit port that is the scheme's default (``http`` 80,
``https`` 443, ``ws`` 80, ``wss`` 443, ``ftp`` 21), such as
``https://example.com:443/``, and an empty port for any scheme, such as
``http://example.com:/``.

Why it matters: RFC 3986 section 6.2.3 says normalizers should omit the
port and its ``:`` when it is empty or the scheme's default. The explicit
form is noise, and string comparison sees two URIs where there is one.

Example::

    https://example.com:443/a   ->   https://example.com/a
    http://example.com:/a       ->   http://example.com/a

Off by default; turn it on with ``--extend-select URI103`` or ``URI1``.

Fix (safe): remove the ``:`` and the port. The URI is equivalent by RFC
3986 section 6.2.3. Unsafe in code, where it changes a string literal's
value (a test may hold the form on purpose); none on a URI the normalizer
rejects, such as ``http://2001::1``. A scheme written twice
(``https://https://e.org/``) has no empty port: it is not reported.
"""

from __future__ import annotations


from urilint.model import Edit, Fix, Violation
from urilint.policy import FixKind, fix
from urilint.uri import Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI103"
NAME = "default-port"
SUMMARY = "Empty port, or the scheme's default port"
DEFAULT = False
FIXES = (FixKind.NORMALIZATION,)


def check(uri: Uri) -> Iterator[Violation]:
    from urilint.uri.normalize import is_default_port  # on first use, not at start-up

    port = uri.component("port")
    scheme = uri.component("scheme")
    if port is None or scheme is None:
        return
    start = port.start - 1  # the ":" before the port
    if uri.overlaps_opaque(start, port.end):
        return
    name = uri.slice(scheme.start, scheme.end)
    text = uri.slice(port.start, port.end)
    if not is_default_port(name, text) or (text == "" and _doubled_scheme(uri, port.end)):
        return
    message = "empty port" if text == "" else f"port {text} is the default for {name.lower()}"
    yield Violation(
        start, port.end, f"{message}; remove ':{text}'", _fix(uri, Edit(start, port.end, ""))
    )


def _doubled_scheme(uri: Uri, port_end: int) -> bool:
    """Whether the empty port ends a scheme written twice
    (``https://https://multiqc.info/``, nf-core's pipeline template:
    sweep 109): its host is a scheme, "//" follows; no port to remove
    (that made ``https://https//multiqc.info/``)."""
    from urilint.uri.hosts import DNS_SCHEMES

    host = uri.component("host")
    return host is not None and uri.slice(host.start, host.end).lower() in DNS_SCHEMES and uri.slice(port_end, port_end + 2) == "//"


def _fix(uri: Uri, edit: Edit) -> Fix | None:
    """The fix, or None when the normalizer rejects the URI."""
    from urilint.uri.equivalence import parse_problem

    return None if parse_problem(uri) else fix(FixKind.NORMALIZATION, uri.span.context, (edit,))
