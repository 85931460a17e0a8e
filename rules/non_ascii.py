"""non-ascii (URI005)

What it flags: raw non-ASCII characters, which make the string an IRI
(RFC 3987) rather than a URI: ``https://example.com/café`` or
``http://例え.jp/``.

Why it matters: RFC 3986 URIs are ASCII. Most browsers convert IRIs, but
HTTP libraries, e-mail clients, logs and many parsers do not, or convert
with the wrong encoding. RFC 3986 section 2.5 says new schemes should encode
text as UTF-8 and percent-encode the octets.

Example::

    http://例え.jp/引き出し   ->   http://xn--r8jz45g.jp/%E5%BC%95%E3%81%8D%E5%87%BA%E3%81%97

Fix (safe): in the userinfo, path, query and fragment, the UTF-8 octets
percent-encoded with uppercase hex (RFC 3987 section 3.1); in the host, the
IDNA A-label of each non-ASCII label (IDNA 2008 with UTS 46 mapping). A
host label that IDNA rejects (an emoji, say) is reported without a fix.
"""

from __future__ import annotations

from typing import Iterator

from urilint.uri.hosts import to_alabel
from urilint.model import Applicability, Edit, Fix, Violation
from urilint.uri import Uri, is_surrogate, pct_encode

CODE = "URI005"
NAME = "non-ascii"
SUMMARY = "Raw non-ASCII character (an IRI, not a URI)"
DEFAULT = True
FIX = "safe"
# Engine fast path: any non-ASCII character; a URI without any is skipped.
TRIGGER = r"\x80-\U0010FFFF"


def check(uri: Uri) -> Iterator[Violation]:
    host = uri.component("host")
    for base, text in uri.pieces():
        i = 0
        while i < len(text):
            if text[i] < "\x80" or is_surrogate(text[i]):
                i += 1
                continue
            j = i
            while j < len(text) and text[j] >= "\x80" and not is_surrogate(text[j]):
                j += 1
            start, end = base + i, base + j
            if host is not None and host.start <= start < host.end:
                yield from _host_labels(uri, host.start, host.end)
                i = host.end - base
                continue
            where = uri.component_at(start)
            run = text[i:j]
            fix = None
            if where in ("userinfo", "path", "query", "fragment"):
                fix = Fix((Edit(start, end, pct_encode(run)),), Applicability.SAFE)
            yield Violation(
                start, end, f"non-ASCII '{run}' in the {where}; percent-encode it", fix
            )
            i = j


def _host_labels(uri: Uri, start: int, end: int) -> Iterator[Violation]:
    host = uri.text[start - uri.start : end - uri.start]
    offset = start
    for label in host.split("."):
        if not label.isascii() and not any(map(is_surrogate, label)):
            alabel = to_alabel(label)
            stop = offset + len(label)
            if alabel is None:
                yield Violation(
                    offset, stop, f"host label '{label}' is not a valid IDNA label"
                )
            else:
                yield Violation(
                    offset,
                    stop,
                    f"non-ASCII host label '{label}'; write its A-label '{alabel}'",
                    Fix((Edit(offset, stop, alabel),), Applicability.SAFE),
                )
        offset += len(label) + 1
