"""Local link integrity: what a relative reference points at on disk.

The URI2xx rules (missing-target, missing-anchor) never open files: the
engine hands them a read-only `FileView` (view.py) of the project, which
lists each folder once (resolve.py) and parses each target's anchors once
(anchors.py) per run.
"""

from __future__ import annotations

from ..model import ATTRIBUTE, DESTINATION

# Span contexts that can hold only a URI reference: a Markdown/rST link
# destination or reference definition, an HTML/XML URI attribute. Bare
# URIs in prose, code literals and data values are never checked.
LINK_CONTEXTS = frozenset((DESTINATION, ATTRIBUTE))
