"""encoded-iri (URI106)

What it flags: percent-encoded UTF-8 of non-ASCII letters, marks and
digits in the path, query or fragment (``/caf%C3%A9``), and ``xn--``
A-labels in the host (``xn--bcher-kva.de``): the places where a readable
IRI (RFC 3987) would show the characters themselves. It is the reverse of
URI005 (non-ascii), for projects whose docs prefer IRIs.

Why it matters: ``https://de.wikipedia.org/wiki/K%C3%B6ln`` is unreadable
in prose and in review; ``https://de.wikipedia.org/wiki/Köln`` is what
browsers show and what readers expect.

Example::

    https://xn--bcher-kva.de/caf%C3%A9   ->   https://bücher.de/café

Encoded spaces, punctuation, symbols, invisible and bidirectional
formatting characters, encoded ASCII and invalid UTF-8 stay encoded.

URI005 and URI106 contradict each other (each undoes the other's fix), so
selecting both is a configuration error. Off by default, and not turned on
by a prefix such as ``URI1`` or ``ALL``; select it by its code and ignore
URI005::

    extend-select = ["URI106"]
    ignore = ["URI005"]

Fix (unsafe): the decoded characters, or the host label's U-label. The
IRI maps back to the same URI under RFC 3987 section 3.1, but a consumer
that expects a URI (an HTTP library, a log parser) may not do that mapping.
"""

from __future__ import annotations


from urilint.model import Edit, Violation
from urilint.policy import FixKind, fix
from urilint.uri import Uri

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Iterator

CODE = "URI106"
NAME = "encoded-iri"
SUMMARY = "Percent-encoded non-ASCII letters or an A-label that an IRI would show as is"
DEFAULT = False
EXPLICIT_ONLY = True
FIXES = (FixKind.GUESS,)
# URI005 percent-encodes what this rule decodes: selecting both is an error.
CONTRADICTS = {"URI005": "URI005 percent-encodes what URI106 decodes; to prefer IRIs, select URI106 and ignore URI005"}


def check(uri: Uri) -> Iterator[Violation]:
    from urilint.uri.iri import iri_runs, word_char  # on first use, not at start-up

    yield from _host(uri)
    for name in ("path", "query", "fragment"):
        comp = uri.component(name)
        if comp is None:
            continue
        text = uri.slice(comp.start, comp.end)
        for run in iri_runs(text, word_char):
            start, end = comp.start + run.start, comp.start + run.end
            if uri.overlaps_opaque(start, end):
                continue
            yield Violation(
                start,
                end,
                f"percent-encoded '{run.chars}' in the {name}; an IRI writes it as is",
                fix(FixKind.GUESS, uri.span.context, (Edit(start, end, run.chars),)),
            )


def _host(uri: Uri) -> Iterator[Violation]:
    from urilint.uri.hosts import dns_host_of, to_ulabel  # on first use, not at start-up

    literal = uri.literal("host")
    if literal is None or not dns_host_of(uri):
        return  # "xn--" is an A-label in a DNS name only (hosts.py)
    host, text = literal
    offset = host.start
    for label in text.split("."):
        ulabel = to_ulabel(label)
        if ulabel is not None:
            stop = offset + len(label)
            yield Violation(
                offset,
                stop,
                f"A-label '{label}' in the host; an IRI writes its U-label '{ulabel}'",
                fix(FixKind.GUESS, uri.span.context, (Edit(offset, stop, ulabel),)),
            )
        offset += len(label) + 1
