"""Loader for the hand-labelled URI extraction corpus.

Every file under ``src/`` is a realistic source or document file in which each
URI is wrapped in the markers U+27E6 and U+27E7 around its exact span::

    See ⟦https://example.com/docs⟧.

The real file content is the text with the markers removed.  ``load_corpus``
returns that text together with the spans as 0-based code point offsets into
it (end exclusive).  Files are read with ``newline=""`` so CRLF line endings
survive and offsets match what a scanner sees in the raw file.

The labelling rules (what counts as "the URI a person would see") are written
down in ``README.md`` next to this module.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import List, Tuple, Union

OPEN = "\u27e6"  # ⟦
CLOSE = "\u27e7"  # ⟧

SRC = Path(__file__).resolve().parent / "src"

Span = Tuple[int, int]

#: File extension -> file type label used in reports.
EXTENSION_TYPES = {
    ".md": "Markdown",
    ".mdown": "Markdown",
    ".jinja2": "HTML templates",
    ".njk": "HTML templates",
    ".css": "CSS",
    ".scss": "CSS",
    ".ipynb": "Notebook",
    ".html": "HTML",
    ".htm": "HTML",
    ".xml": "XML/SVG",
    ".svg": "XML/SVG",
    ".rst": "reStructuredText",
    ".py": "Python",
    ".js": "JavaScript/TypeScript",
    ".ts": "JavaScript/TypeScript",
    ".go": "Go",
    ".rs": "Rust",
    ".java": "Java",
    ".c": "C/C++",
    ".h": "C/C++",
    ".cpp": "C/C++",
    ".hpp": "C/C++",
    ".rb": "Ruby",
    ".sh": "Shell",
    ".json": "JSON",
    ".yml": "YAML",
    ".yaml": "YAML",
    ".toml": "TOML",
    ".ini": "INI",
    ".env": ".env",
    ".txt": "Plain text",
}

#: Files whose prose is Chinese or Japanese are reported as their own type;
#: they are recognised by a ``ja_`` / ``zh_`` name prefix.
CJK_PREFIXES = ("ja_", "zh_")
CJK_TYPE = "CJK prose"


def file_type(name: str) -> str:
    """The report label of a corpus file, from its name."""
    if name.startswith(CJK_PREFIXES):
        return CJK_TYPE
    suffix = Path(name).suffix.lower()
    return EXTENSION_TYPES.get(suffix, suffix or name)


class MarkerError(ValueError):
    """The markers in a corpus file are unbalanced or nested."""


@dataclass(frozen=True)
class CorpusFile:
    path: Path  # the marked source file under src/
    name: str  # file name, also used for the plain copy
    text: str  # file content with the markers removed
    spans: List[Span]  # code point offsets into `text`, end exclusive

    @property
    def type(self) -> str:
        return file_type(self.name)

    def span_texts(self) -> List[str]:
        return [self.text[s:e] for s, e in self.spans]


def marker_problems(marked: str) -> List[str]:
    """Every marker problem in `marked` (unbalanced or nested), as messages."""
    problems: List[str] = []
    line = 1
    open_line = 0
    depth = 0
    for ch in marked:
        if ch == "\n":
            line += 1
        elif ch == OPEN:
            if depth:
                problems.append(f"line {line}: nested {OPEN} (outer opened on line {open_line})")
            depth += 1
            open_line = line
        elif ch == CLOSE:
            if not depth:
                problems.append(f"line {line}: {CLOSE} without {OPEN}")
            else:
                depth -= 1
    if depth:
        problems.append(f"line {open_line}: {OPEN} never closed")
    return problems


def parse_marked(marked: str, name: str = "<string>") -> Tuple[str, List[Span]]:
    """Strip the markers from `marked`; return the plain text and the spans."""
    problems = marker_problems(marked)
    if problems:
        raise MarkerError(f"{name}: " + "; ".join(problems))
    out: List[str] = []
    spans: List[Span] = []
    pos = 0  # length of the plain text so far
    start = -1
    for ch in marked:
        if ch == OPEN:
            start = pos
        elif ch == CLOSE:
            spans.append((start, pos))
        else:
            out.append(ch)
            pos += 1
    return "".join(out), spans


def corpus_paths(root: Union[Path, str] = SRC) -> List[Path]:
    """The marked corpus files, sorted by name."""
    return sorted(p for p in Path(root).iterdir() if p.is_file())


def load_corpus(root: Union[Path, str] = SRC) -> List[CorpusFile]:
    """Load every marked file under `root`."""
    files: List[CorpusFile] = []
    for path in corpus_paths(root):
        with open(path, encoding="utf-8", newline="") as fh:
            marked = fh.read()
        text, spans = parse_marked(marked, path.name)
        files.append(CorpusFile(path=path, name=path.name, text=text, spans=spans))
    return files


def write_plain(dest_dir: Union[Path, str], root: Union[Path, str] = SRC) -> List[Path]:
    """Write the marker-free files (same names, UTF-8, CRLF kept) to `dest_dir`."""
    dest = Path(dest_dir)
    dest.mkdir(parents=True, exist_ok=True)
    written: List[Path] = []
    for cf in load_corpus(root):
        target = dest / cf.name
        with open(target, "w", encoding="utf-8", newline="") as fh:
            fh.write(cf.text)
        written.append(target)
    return written


__all__ = [
    "CLOSE",
    "CJK_TYPE",
    "CorpusFile",
    "MarkerError",
    "OPEN",
    "SRC",
    "corpus_paths",
    "file_type",
    "load_corpus",
    "marker_problems",
    "parse_marked",
    "write_plain",
]
