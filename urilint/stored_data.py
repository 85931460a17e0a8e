"""Text a database stores, a migration tool checksums or an index points
into, as written: any fix of it is unsafe (sweeps 146 and 152).

- A migration Flyway or Liquibase applies: each keeps the file's (or the
  changeset's) checksum and refuses a changed one. Flyway's own checksum,
  computed as its source does, changed after one hex-case fix, and
  ``flyway migrate`` then fails with "Migration checksum mismatch". Told by
  Flyway's file names (``V2__seed.sql``, ``U2__x.sql``, ``R__views.sql``)
  and Liquibase's changelogs (a ``databaseChangeLog`` root, or ``--liquibase
  formatted sql`` on the first line).
- The rows an SQL dump or seed loads: an ``INSERT`` or ``REPLACE`` statement
  up to its ``;`` at a line's end, and pg_dump's ``COPY ... FROM stdin;``
  block up to its ``\\.`` line; a dbt seed (a CSV file in a ``seeds``
  folder). An exact lookup on the URL found the row before a fix and
  nothing after (sqlite3), and two spellings of one URL in a unique column
  made the import fail.
- A FASTA file: its index (samtools' ``.fai``) holds the byte offsets of
  its sequences, which a fix in a header line moves (sweep 152: pysam
  read chr1 wrong and could not read chr2 after one).
"""

from __future__ import annotations

import os

from .model import has_safe_fix, made_unsafe, made_unsafe_inside
from .pattern_store import IGNORECASE, MULTILINE, compiled_re

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import Finding

MIGRATION = "unsafe fix: a migration tool (Flyway, Liquibase) keeps this file's checksum, and refuses a changed one"
STORED = "unsafe fix: a database loads this row as written (an SQL dump or seed), where a lookup compares it"
INDEXED = "unsafe fix: a sequence file's index (.fai) holds byte offsets into it, which the fix would move"
SEQUENCES = (".fa", ".fasta", ".fna", ".faa", ".ffn", ".frn", ".fas", ".mpfa")
FLYWAY_NAME = r"(?:[VU][0-9][0-9._]*|R)__.+\.sql"
LIQUIBASE_EXTENSIONS = (".xml", ".yaml", ".yml", ".json")
LIQUIBASE_HEAD = 4096  # where a changelog's root is looked for
# A statement that loads rows (up to the ";" that ends a line), and the
# data of pg_dump's COPY (up to its "\." line).
ROWS_START = r"^[ \t]*(?:(?:INSERT|REPLACE)[ \t]+(?:[A-Z]+[ \t]+)*INTO\b|COPY\b[^\n;]*\bFROM[ \t]+stdin;)"
STATEMENT_END = r";[ \t]*\r?$"
COPY_END = "\n\\."


def unsafe_in_stored(text: str, filename: str, findings: list[Finding]) -> list[Finding]:
    """`findings`, each safe fix in a migration or in the rows an SQL file
    loads made unsafe, saying why."""
    if not any(map(has_safe_fix, findings)):
        return findings
    name = os.path.basename(filename)
    lower = name.lower()
    if _is_migration(text, name, lower):
        return [made_unsafe(f, MIGRATION) for f in findings]
    if lower.endswith(SEQUENCES) and text[:256].lstrip("\ufeff \t\r\n")[:1] in (">", ";"):  # a FASTA file's first record
        return [made_unsafe(f, INDEXED) for f in findings]
    if lower.endswith(".csv") and "seeds" in filename.replace("\\", "/").split("/")[:-1]:
        return [made_unsafe(f, STORED) for f in findings]
    if not lower.endswith(".sql"):
        return findings
    rows = _rows(text)
    if not rows:
        return findings
    return made_unsafe_inside(findings, rows, STORED)


def _rows(text: str) -> list[tuple[int, int]]:
    """Where the statements that load rows stand (see ROWS_START), each
    found once: the search goes on after the last one's end."""
    found: list[tuple[int, int]] = []
    start_search, end_search = compiled_re(ROWS_START, IGNORECASE | MULTILINE).search, compiled_re(STATEMENT_END, MULTILINE).search
    at = 0
    while (start := start_search(text, at)) is not None:
        if start.group().lstrip().upper().startswith("COPY"):
            end = text.find(COPY_END, start.end())
        else:
            stop = end_search(text, start.end())
            end = -1 if stop is None else stop.end()
        end = len(text) if end < 0 else end
        found.append((start.start(), end))
        at = max(end, start.end())
    return found


def _is_migration(text: str, name: str, lower: str) -> bool:
    if compiled_re(FLYWAY_NAME).fullmatch(name) is not None:
        return True
    if lower.endswith(".sql"):
        return text.lstrip("\ufeff")[:26].lower().startswith("--liquibase formatted sql")
    return lower.endswith(LIQUIBASE_EXTENSIONS) and "databaseChangeLog" in text[:LIQUIBASE_HEAD]
