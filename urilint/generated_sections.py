"""Sections of a hand-written file that a generator owns: a fix there is
undone by the generator's next run, or fails its check (generated.py
judges whole files)."""

from __future__ import annotations

from .text_memo import last_text


# Sections of a hand-written file that a generator owns, from its start
# marker to its end marker: cog's output (``]]]`` ... ``[[[end]]]``: after a
# fix ``cog --check`` failed, sweep 102), all-contributors' table (its next
# ``generate`` undid a fix), terraform-docs' and markdown-magic's blocks.
SECTION = "unsafe fix: a generator writes this section of the file; its next run undoes the fix (or its check fails)"
SECTION_MARKERS = (
    ("[[[cog", "[[[end]]]"), ("ALL-CONTRIBUTORS-LIST:START", "ALL-CONTRIBUTORS-LIST:END"),
    ("BEGIN_TF_DOCS", "END_TF_DOCS"), ("AUTO-GENERATED-CONTENT:START", "AUTO-GENERATED-CONTENT:END"),
)


def in_generated_section(text: str, start: int) -> bool:
    """Whether `start` lies in a section of `text` a generator writes (see
    SECTION_MARKERS)."""
    sections = _sections(text)
    if not sections:
        return False
    from .scan.combine import inside  # here: most files hold no such section

    return inside(sections, start)


@last_text
def _sections(text: str) -> list[tuple[int, int]]:
    found = []
    for opening, closing in SECTION_MARKERS:
        at = text.find(opening)
        while at >= 0:
            end = text.find(closing, at + len(opening))
            if end < 0:
                break
            found.append((at, end))
            at = text.find(opening, end + len(closing))
    if not found:
        return found
    from .scan.combine import joined  # here: most files hold no such section

    return joined(found)  # one generator's section inside another's: one range
