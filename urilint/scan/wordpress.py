"""WordPress block markup (a theme's templates and patterns, a post's
content): ``<!-- wp:cover {"url":"..."} -->`` before the block's HTML. The
block editor checks that a block's HTML is what its comment's attributes
make, so a URI written in both must change in both or in neither
(Gutenberg's validator marked a cover block invalid after a fix encoded
the space of its img ``src`` and not of its ``"url"``: sweep 181). The
HTML's URIs get no encoding fix, as the comment's (running text) get none;
both get the same equivalence fixes. In a PHP pattern, whose HTML PHP
writes (``src="<?php echo esc_url('...') ?>"``, never edited), they get no
fix at all."""

from __future__ import annotations

from ..model import ATTRIBUTE, IDENTIFIER, PROSE, UriSpan

BLOCK = "<!-- wp:"


def in_blocks(text: str, spans: list[UriSpan]) -> list[UriSpan]:
    """`spans` of a file that may hold block markup, read as said above."""
    if BLOCK not in text:
        return spans
    if "<?php" in text or "<?=" in text:
        return [span._replace(context=IDENTIFIER) for span in spans]
    return [span._replace(context=PROSE) if span.context == ATTRIBUTE else span for span in spans]
