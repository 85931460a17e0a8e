"""Whether a URL carries a signature of its own text.

A presigned or signed URL (S3's ``X-Amz-Signature``, GCS's
``X-Goog-Signature``, an Azure SAS's ``sig``, CloudFront's ``Signature``,
OAuth 1.0's ``oauth_signature``, imgix's ``s``, an Akamai token's
``~hmac=``), an image proxy's path
signed by an HMAC in its first segment (imgproxy, thumbor), and the
target URI of an HTTP message signature's base (``"@target-uri":``, RFC
9421): the signer hashed the URL's text as written. After a fix the
verifier computes another signature and refuses the request (sweep 81:
imgproxy answered 403 and thumbor 400, and an Ed25519 check of an RFC
9421 signature base failed).
"""

from __future__ import annotations

from .pattern_store import compiled_re
from .text_memo import last_text

SIGNED = "unsafe fix: the URL carries a signature of its own text, which any change breaks"
IN_SIGNED_MESSAGE = "unsafe fix: a PGP-signed message holds this URI, and a change breaks its signature"
# A signature parameter with a value that can be one (16 characters of
# base64 or hex at least; imgix's "s" exactly 32 hex digits). Akamai's
# EdgeAuth token joins its fields with "~" ("hdnea=exp=1700000000~acl=
# %2f*~hmac=..."), and hashes them as written (sweep 142: live streams).
_SIGNATURE_PARAMETER = (
    r"""[?&;~](?:(?i:x-amz-signature|x-goog-signature|signature|sig|oauth_signature|hmac)=[A-Za-z0-9+/=_%.\-]{16}"""
    r"""|s=[0-9a-f]{32}(?![0-9a-f]))"""
)
# A first path segment that is an HMAC in base64url: 27 to 64 characters
# of upper and lower case letters and digits (thumbor's SHA-1 with its
# "=", imgproxy's SHA-256).
_SIGNED_PATH = (
    r"""[A-Za-z][A-Za-z0-9+.\-]*://[^/?#\s]+/(?=[\w\-]*[A-Z])(?=[\w\-]*[a-z])(?=[\w\-]*[0-9])[A-Za-z0-9_\-]{27,64}=?/"""
)
_SIGNATURE_BASE = r""""@target-uri"[ \t]*:[ \t]*\Z"""
BASE_REACH = 32


def signed_url(text: str, start: int, end: int) -> bool:
    """Whether the URL at text[start:end] carries a signature of its own
    text, or is the target URI of a signature base."""
    if text.find("=", start, end) >= 0 and compiled_re(_SIGNATURE_PARAMETER).search(text, start, end) is not None:
        return True
    if compiled_re(_SIGNED_PATH).match(text, start, end) is not None:
        return True
    floor = max(0, start - BASE_REACH)
    return text.find("@target-uri", floor, start) >= 0 and compiled_re(_SIGNATURE_BASE).search(text, floor, start) is not None


# A clear-signed message anywhere in a file (after an e-mail's header, in a
# mailing-list archive, shown in a manual): from its first line to the end
# of its signature (sweep 91: gpg's "BAD signature" after a fix in a 1997
# cypherpunks message). Found once per text (the last text's, by identity).
PGP_BEGIN = "-----BEGIN PGP SIGNED MESSAGE-----"
PGP_END = "-----END PGP SIGNATURE-----"


def in_signed_message(text: str, start: int) -> bool:
    """Whether `start` lies in a PGP clear-signed message of `text`."""
    messages = _signed_messages(text)
    if not messages:
        return False
    from .scan.combine import inside  # here: most files hold no signed message

    return inside(messages, start)  # an archive's thousands: one bisection each


@last_text  # (sweep 95: the text was searched once per URI)
def _signed_messages(text: str) -> list[tuple[int, int]]:
    """The [begin, end) of each clear-signed message whose first line is
    PGP_BEGIN alone and whose signature's end follows."""
    if PGP_BEGIN not in text:
        return []
    found = []
    at = text.find(PGP_BEGIN)
    while at >= 0:
        line_end = text.find("\n", at)
        rest = text[at + len(PGP_BEGIN) : line_end if line_end >= 0 else len(text)]
        alone = (at == 0 or text[at - 1] == "\n") and not rest.strip()
        end = text.find(PGP_END, at)
        if end < 0:
            break
        if alone:
            found.append((at, end + len(PGP_END)))
        at = text.find(PGP_BEGIN, end)
    return found
