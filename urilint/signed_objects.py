"""Whether a URI lies in a JSON object signed over its own text, wherever
the object stands: shown in a Markdown fence (the Nostr NIPs' events, the
Matrix spec's signed events), held in a code literal, or in a data file
beside others.

Such an object carries its signature as one of its members: a Nostr
event's ``"sig"`` (a Schnorr signature of the hash of the serialized
event, which is also its ``"id"``), a Matrix event's ``"signatures"``
(ed25519 over its canonical JSON), and an Ethereum signature
``"signature": "0x..."`` (65 bytes: EIP-191's personal_sign over a
Sign-In with Ethereum message, whose URI line is signed as written, or
EIP-712 typed data). After a fix of a URL in the object the signature no
longer verifies (sweep 186: nostr-tools' verifyEvent, siwe's
SiweMessage.verify and ethers' verifyTypedData all refused the fixed
object). A whole data file holding a Nostr or Matrix event is signed
already (generated.py); this finds the object itself.
"""

from __future__ import annotations

from .pattern_store import MULTILINE, compiled_re
from .text_memo import last_text

IN_SIGNED_OBJECT = (
    "unsafe fix: a signed object (a Nostr or Matrix event, an Ethereum-signed message) holds this URI, "
    "and a change breaks its signature"
)
# A signature member of the shapes above.
_SIGNATURE_MEMBER = (
    r'"sig"\s*:\s*"[0-9a-f]{128}"'
    r'|"signatures"\s*:\s*\{\s*"[^"\n]{1,255}"\s*:\s*\{\s*"ed25519:'
    r'|"signature"\s*:\s*"0x[0-9a-fA-F]{130}"'
)
# A JSON string or a brace: what an object's extent is read from.
_TOKEN = r'"(?:[^"\\\n]|\\.)*"|[{}]'
# How far from its signature an object's braces are looked for.
REACH = 16_384


def in_signed_object(text: str, start: int) -> bool:
    """Whether `start` lies in a signed object of `text`, or in a Sign-In
    with Ethereum message (its signature may be kept apart from it)."""
    objects = _signed_objects(text)
    messages = _sign_in_messages(text)
    if not objects and not messages:
        return False
    from .scan.combine import inside  # here: most files hold no signed object

    return inside(objects, start) or inside(messages, start)


# A Sign-In with Ethereum message (EIP-4361; CAIP-122's other chains): its
# first line, then fields up to its resources' list. It is signed as
# written, wherever its signature is kept (sweep 205: a CACAO's "s" field,
# a constant beside the message's template literal).
SIGN_IN = " wants you to sign in with your "
_SIGN_IN_FIRST = r"[^\n]* wants you to sign in with your [A-Za-z0-9 ]{1,40} account:[ \t]*$"
_SIGN_IN_FIELD = r"[ \t]*(?:URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID|Resources):|[ \t]*- "
# Lines after its first that a message's fields are looked for in.
SIGN_IN_LINES = 40


@last_text
def _sign_in_messages(text: str) -> list[tuple[int, int]]:
    """The [begin, end) of each Sign-In with Ethereum message: its first
    line to the end of its last field line."""
    if SIGN_IN not in text:
        return []
    found: list[tuple[int, int]] = []
    first, field = compiled_re(_SIGN_IN_FIRST, MULTILINE), compiled_re(_SIGN_IN_FIELD)
    at = text.find(SIGN_IN)
    while at >= 0:
        begin = text.rfind("\n", 0, at) + 1
        header = first.match(text, begin)
        end = pos = text.find("\n", at) + 1 or len(text)
        if header is not None:
            for _ in range(SIGN_IN_LINES):
                line_end = text.find("\n", pos)
                line_end = len(text) if line_end < 0 else line_end
                if field.match(text, pos, line_end):
                    end = line_end
                if line_end >= len(text):
                    break
                pos = line_end + 1
            found.append((begin, end))
        at = text.find(SIGN_IN, max(end, at + 1))
    return found


@last_text
def _signed_objects(text: str) -> list[tuple[int, int]]:
    """The [begin, end) of each object holding a signature member, sorted
    and disjoint (an object inside another is covered by it)."""
    if '"sig' not in text:
        return []
    found: list[tuple[int, int]] = []
    for member in compiled_re(_SIGNATURE_MEMBER).finditer(text):
        if found and found[-1][0] <= member.start() < found[-1][1]:
            continue
        around = _object_around(text, member.start())
        if around is None:
            continue
        while found and found[-1][0] >= around[0]:
            found.pop()  # inside the wider object just found
        found.append(around)
    return found


def _object_around(text: str, at: int) -> tuple[int, int] | None:
    """The innermost object whose braces enclose `at`, within REACH of it."""
    floor, ceiling = max(0, at - REACH), min(len(text), at + REACH)
    pos = at
    while True:
        brace = text.rfind("{", floor, pos)
        if brace < 0:
            return None
        close = _closing_brace(text, brace, ceiling)
        if close is not None and close > at:
            return brace, close + 1
        pos = brace


def _closing_brace(text: str, brace: int, ceiling: int) -> int | None:
    """Where the object opening at `brace` closes, before `ceiling`."""
    depth = 0
    for token in compiled_re(_TOKEN).finditer(text, brace, ceiling):
        mark = token.group()
        if mark == "{":
            depth += 1
        elif mark == "}":
            depth -= 1
            if depth == 0:
                return token.start()
    return None
