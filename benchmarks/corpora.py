"""Reproducible benchmark corpora for urilint.

Every corpus is built into ``<cache>/<name>/`` (default cache:
``benchmarks/.corpora/``).  A small ``<cache>/<name>.stamp.json`` next to it
records how it was built; a corpus is rebuilt when the stamp is missing or
differs, or when ``<cache>/<name>.dirty`` exists (left behind when a run that
touches files was interrupted before it could restore them).  Nothing that
is not part of the corpus is ever written inside the corpus folder, so the
tools never see the bookkeeping.

Corpora:
  stdlib       copy of sysconfig stdlib minus site-packages, __pycache__,
               config-*, lib-dynload
  docs         seeded generated Markdown / HTML / reStructuredText, dense URIs,
               ~5% of URIs carrying a finding
  onelinefile  one 50 MB single-line minified-JS-like file with URIs in it
  big          stdlib + site-packages of the running interpreter (and of its
               base interpreter when running inside a venv)
  books        a copy of a real link-dense Markdown tree given by path
               (--books DIR of run.py, or the URILINT_BENCH_BOOKS variable),
               e.g. a checkout of EbookFoundation/free-programming-books;
               never generated, never committed
  editor       one seeded 2,000-line Markdown file (editor.md), the input of
               the editor path (stdin --fix)
"""

from __future__ import annotations

import fnmatch
import json
import os
import random
import shutil
import site
import sys
import sysconfig
import time
from pathlib import Path

GENERATOR_VERSION = 1
DEFAULT_SEED = 20240601

# --------------------------------------------------------------------------
# bookkeeping


def _stamp_path(cache: Path, name: str) -> Path:
    return cache / f"{name}.stamp.json"


def dirty_path(cache: Path, name: str) -> Path:
    return cache / f"{name}.dirty"


def _is_current(cache: Path, name: str, spec: dict) -> bool:
    root = cache / name
    stamp = _stamp_path(cache, name)
    if not root.is_dir() or not stamp.is_file() or dirty_path(cache, name).exists():
        return False
    try:
        return json.loads(stamp.read_text())["spec"] == spec
    except (ValueError, KeyError):
        return False


def _ensure_cache_root(cache: Path) -> None:
    cache.mkdir(parents=True, exist_ok=True)
    # Stop upward config / project-root discovery of the linted tools at the
    # cache folder, so the repository's own pyproject.toml is not picked up
    # when a corpus inside benchmarks/.corpora/ is linted.
    # urilint only stops at a pyproject.toml with a [tool.urilint] table, so
    # the stub has an empty one (the defaults); older stubs are rewritten.
    stub = cache / "pyproject.toml"
    if not stub.exists() or b"[tool.urilint]" not in stub.read_bytes():
        stub.write_text(
            "# Stub written by benchmarks/corpora.py: stops config discovery of\n"
            "# the benchmarked tools here instead of at the repository root.\n"
            "[tool.urilint]\n"
        )


def _build(cache: Path, name: str, spec: dict, builder, log) -> Path:
    _ensure_cache_root(cache)
    root = cache / name
    if _is_current(cache, name, spec):
        return root
    log(f"building corpus {name!r} in {root} ...")
    t0 = time.perf_counter()
    tmp = cache / f".{name}.tmp"
    if tmp.exists():
        shutil.rmtree(tmp)
    builder(tmp)
    if root.exists():
        shutil.rmtree(root)
    tmp.rename(root)
    dirty_path(cache, name).unlink(missing_ok=True)
    files, size = corpus_stats(root)
    _stamp_path(cache, name).write_text(
        json.dumps({"spec": spec, "files": files, "bytes": size}, indent=1) + "\n"
    )
    log(f"  {name}: {files} files, {size / 1e6:.1f} MB in {time.perf_counter() - t0:.1f} s")
    return root


def corpus_stats(root: Path) -> tuple[int, int]:
    files = size = 0
    for dirpath, _dirs, names in os.walk(root):
        for n in names:
            p = os.path.join(dirpath, n)
            if os.path.islink(p):
                continue
            files += 1
            size += os.path.getsize(p)
    return files, size


def list_files(root: Path) -> list[Path]:
    """All regular files (not symlinks) under root, in a stable order."""
    out = []
    for dirpath, dirs, names in os.walk(root):
        dirs.sort()
        for n in sorted(names):
            p = Path(dirpath, n)
            if not p.is_symlink() and p.is_file():
                out.append(p)
    return out


# --------------------------------------------------------------------------
# stdlib / big

STDLIB_EXCLUDE = ("site-packages", "__pycache__", "config-*", "lib-dynload")


def _ignore(patterns):
    def ignore(_dir, names):
        return [n for n in names if any(fnmatch.fnmatch(n, p) for p in patterns)]

    return ignore


def stdlib_source() -> Path:
    return Path(sysconfig.get_paths()["stdlib"])


def build_stdlib(cache: Path, log=print) -> Path:
    src = stdlib_source()
    spec = {"v": GENERATOR_VERSION, "src": str(src), "exclude": list(STDLIB_EXCLUDE),
            "python": sys.version}

    def builder(dst: Path) -> None:
        shutil.copytree(src, dst, symlinks=True, ignore=_ignore(STDLIB_EXCLUDE),
                        ignore_dangling_symlinks=True)

    return _build(cache, "stdlib", spec, builder, log)


def site_packages_dirs() -> list[Path]:
    """site-packages of the running interpreter, then of its base (if a venv)."""
    seen: list[Path] = []
    cands = [sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]]
    try:
        cands += site.getsitepackages()
    except AttributeError:  # pragma: no cover - old virtualenv
        pass
    if sys.prefix != sys.base_prefix:
        base = {"base": sys.base_prefix, "platbase": sys.base_exec_prefix}
        cands.append(sysconfig.get_path("purelib", vars=base))
        cands.append(sysconfig.get_path("platlib", vars=base))
    for c in cands:
        p = Path(c).resolve()
        if p.is_dir() and p not in seen:
            seen.append(p)
    return seen


def build_big(cache: Path, log=print) -> Path:
    src = stdlib_source()
    sps = site_packages_dirs()
    spec = {"v": GENERATOR_VERSION, "src": str(src), "site": [str(s) for s in sps],
            "python": sys.version}

    def builder(dst: Path) -> None:
        shutil.copytree(src, dst / "stdlib", symlinks=True,
                        ignore=_ignore(STDLIB_EXCLUDE), ignore_dangling_symlinks=True)
        for i, sp in enumerate(sps):
            shutil.copytree(sp, dst / f"site-packages-{i}", symlinks=True,
                            ignore=_ignore(("__pycache__",)),
                            ignore_dangling_symlinks=True)
        # which site-packages is which, kept out of the corpus itself
        (cache / "big.sources.txt").write_text(
            "".join(f"site-packages-{i}\t{sp}\n" for i, sp in enumerate(sps)))

    return _build(cache, "big", spec, builder, log)


# --------------------------------------------------------------------------
# docs: generated Markdown / HTML / rST with dense URIs

HOSTS = [
    "example.com", "www.example.org", "docs.example.net", "api.example.io",
    "cdn.example.com", "github.example.dev", "wiki.example.org", "static.example.net",
    "files.example.com", "blog.example.co.uk", "xn--bcher-kva.example", "192.0.2.17",
    "[2001:db8::1]", "localhost:8080", "mirror.example.edu:8443", "example.museum",
]
WORDS = (
    "alpha beta gamma delta api docs guide user index release notes install config "
    "reference tutorial howto faq download source build test module package class "
    "function method parser lexer token stream buffer socket thread async await "
    "network protocol header request response status error warning debug trace "
    "cache store index search query filter sort page view model schema table"
).split()
PROSE = (
    "the of and to in is that for it as with was on be by this are from or have "
    "an they which one you were her all she there would their we him been has "
    "when who will more no if out so said what up its about into than them can "
    "only other new some could time these two may then do first any my now such "
    "like our over man me even most made after also did many before must through"
).split()
EXTS = ["", "", "", ".html", ".htm", ".md", ".txt", ".json", ".tar.gz", ".pdf", ".png", "/"]
NON_ASCII = ["café", "über", "naïve", "straße", "日本語", "Ελληνικά", "résumé", "smörgåsbord",
             "Москва", "crème_brûlée"]
FINDING_KINDS = ["pct2f", "pct7e", "double", "space", "bare100", "nonascii"]


class DocsGen:
    def __init__(self, seed: int):
        self.r = random.Random(seed)
        self.manifest: list[tuple[str, str, str]] = []  # (file, uri, kind or "")
        self.cur = ""

    def word(self) -> str:
        return self.r.choice(WORDS)

    def sentence(self, n: int | None = None) -> str:
        r = self.r
        n = n or r.randint(6, 18)
        s = " ".join(r.choice(PROSE) for _ in range(n))
        return s[0].upper() + s[1:] + "."

    def _clean_uri(self) -> str:
        r = self.r
        x = r.random()
        if x < 0.03:
            return f"mailto:{self.word()}.{self.word()}@{r.choice(HOSTS[:10])}"
        if x < 0.05:
            return f"ftp://ftp.{r.choice(HOSTS[:10])}/pub/{self.word()}/{self.word()}.tar.gz"
        scheme = "https" if r.random() < 0.8 else "http"
        host = r.choice(HOSTS)
        segs = [self.word() for _ in range(r.randint(0, 5))]
        if segs and r.random() < 0.3:
            segs[-1] += f"-{r.randint(1, 999)}"
        path = "/" + "/".join(segs) + (r.choice(EXTS) if segs else "")
        uri = f"{scheme}://{host}{path}"
        if r.random() < 0.25:
            uri += "?" + "&".join(f"{self.word()}={self.word()}{r.randint(0, 99)}"
                                  for _ in range(r.randint(1, 3)))
        if r.random() < 0.15:
            uri += "#" + self.word()
        if r.random() < 0.05:
            uri = uri.replace(self.word(), "%C3%A9t%C3%A9", 1) if "%" not in uri else uri
        return uri

    def uri(self, html_attr: bool = False) -> tuple[str, str]:
        """Return (uri, finding kind or '')."""
        r = self.r
        uri = self._clean_uri()
        if uri.startswith(("mailto:", "ftp:")) or r.random() >= 0.05:
            return uri, ""
        kinds = FINDING_KINDS if html_attr else [k for k in FINDING_KINDS if k != "space"]
        kind = r.choice(kinds)
        base = f"https://{r.choice(HOSTS[:10])}/{self.word()}"
        if kind == "pct2f":
            uri = f"{base}/a%2f{self.word()}"
        elif kind == "pct7e":
            uri = f"{base}/%7e{self.word()}/"
        elif kind == "double":
            uri = f"{base}/{self.word()}%2520{self.word()}.html"
        elif kind == "space":
            uri = f"{base}/{self.word()} {self.word()}.html"
        elif kind == "bare100":
            uri = f"{base}/zoom?level=100%&fit=1"
        else:
            uri = f"{base}/{r.choice(NON_ASCII)}/{self.word()}"
        return uri, kind

    def take(self, html_attr: bool = False) -> str:
        u, kind = self.uri(html_attr)
        self.manifest.append((self.cur, u, kind))
        return u

    # -- file formats --------------------------------------------------
    def markdown(self, target: int) -> str:
        r = self.r
        out = [f"# {self.word().title()} {self.word()}\n\n"]
        size = 0
        refs: list[str] = []
        while size < target:
            x = r.random()
            if x < 0.08:
                block = f"\n## {self.sentence(3)[:-1]}\n\n"
            elif x < 0.14:
                block = ("```\n" + "".join(f"curl -sSL {self.take()}\n"
                                          for _ in range(r.randint(1, 3))) + "```\n\n")
            elif x < 0.22:
                block = "".join(f"- [{self.word()}]({self.take()}) {self.sentence(5)}\n"
                                for _ in range(r.randint(2, 6))) + "\n"
            else:
                parts = []
                for _ in range(r.randint(2, 6)):
                    parts.append(self.sentence())
                    y = r.random()
                    if y < 0.35:
                        parts.append(f"See [{self.word()} {self.word()}]({self.take()}).")
                    elif y < 0.5:
                        parts.append(f"<{self.take()}>")
                    elif y < 0.75:
                        parts.append(f"Bare: {self.take()} here.")
                    elif y < 0.85:
                        ref = f"{self.word()}{len(refs)}"
                        refs.append(f"[{ref}]: {self.take()}\n")
                        parts.append(f"The [{self.word()}][{ref}] link.")
                    elif y < 0.92:
                        parts.append(f"![{self.word()}]({self.take()})")
                block = " ".join(parts) + "\n\n"
            out.append(block)
            size += len(block)
        out.append("\n" + "".join(refs))
        return "".join(out)

    def html(self, target: int) -> str:
        r = self.r
        out = ["<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n",
               f"<title>{self.sentence(4)}</title>\n",
               f"<link rel=\"stylesheet\" href=\"{self.take(True)}\">\n",
               f"<script src=\"{self.take(True)}\"></script>\n</head>\n<body>\n"]
        size = 0
        while size < target:
            x = r.random()
            if x < 0.1:
                block = f"<h2 id=\"{self.word()}\">{self.sentence(3)[:-1]}</h2>\n"
            elif x < 0.2:
                block = f"<p><img src=\"{self.take(True)}\" alt=\"{self.word()}\"></p>\n"
            elif x < 0.3:
                block = "<ul>\n" + "".join(
                    f"  <li><a href=\"{self.take(True)}\">{self.word()}</a></li>\n"
                    for _ in range(r.randint(2, 6))) + "</ul>\n"
            else:
                parts = []
                for _ in range(r.randint(2, 5)):
                    parts.append(self.sentence())
                    y = r.random()
                    if y < 0.45:
                        q = "'" if r.random() < 0.2 else '"'
                        parts.append(f"<a href={q}{self.take(True)}{q}>{self.word()}</a>")
                    elif y < 0.7:
                        parts.append(f"Visit {self.take()} today.")
                block = "<p>" + " ".join(parts) + "</p>\n"
            out.append(block)
            size += len(block)
        out.append("</body>\n</html>\n")
        return "".join(out)

    def rst(self, target: int) -> str:
        r = self.r
        title = f"{self.word().title()} {self.word()}"
        out = [f"{title}\n{'=' * len(title)}\n\n"]
        size = 0
        targets: list[str] = []
        while size < target:
            x = r.random()
            if x < 0.08:
                t = self.sentence(3)[:-1]
                block = f"{t}\n{'-' * len(t)}\n\n"
            elif x < 0.14:
                block = f".. image:: {self.take()}\n   :alt: {self.word()}\n\n"
            else:
                parts = []
                for _ in range(r.randint(2, 6)):
                    parts.append(self.sentence())
                    y = r.random()
                    if y < 0.4:
                        parts.append(f"`{self.word()} {self.word()} <{self.take()}>`_")
                    elif y < 0.6:
                        parts.append(f"Bare {self.take()} link.")
                    elif y < 0.75:
                        name = f"{self.word()}-{len(targets)}"
                        targets.append(f".. _{name}: {self.take()}\n")
                        parts.append(f"`{name}`_")
                block = " ".join(parts) + "\n\n"
            out.append(block)
            size += len(block)
        out.append("\n" + "".join(targets))
        return "".join(out)


def build_docs(cache: Path, seed: int = DEFAULT_SEED, n_files: int = 2000,
               total_bytes: int = 20_000_000, log=print) -> Path:
    spec = {"v": GENERATOR_VERSION, "seed": seed, "files": n_files, "bytes": total_bytes}

    def builder(dst: Path) -> None:
        g = DocsGen(seed)
        r = g.r
        avg = total_bytes // n_files
        sections = [f"{w}" for w in WORDS[:24]]
        for i in range(n_files):
            kind = r.choices(["md", "html", "rst"], weights=[5, 3, 2])[0]
            sub = dst / r.choice(sections) / r.choice(sections[:6])
            sub.mkdir(parents=True, exist_ok=True)
            ext = {"md": ".md", "html": r.choice([".html", ".html", ".htm"]), "rst": ".rst"}[kind]
            rel = (sub / f"{i:04d}-{g.word()}{ext}").relative_to(dst).as_posix()
            g.cur = rel
            target = max(500, int(r.lognormvariate(0, 0.6) * avg * 0.84))
            text = getattr(g, {"md": "markdown", "html": "html", "rst": "rst"}[kind])(target)
            (dst / rel).write_text(text, encoding="utf-8", newline="\n")
        with open(cache / "docs.manifest.tsv", "w", encoding="utf-8") as f:
            f.write("file\turi\tfinding\n")
            for rel, uri, k in g.manifest:
                f.write(f"{rel}\t{uri}\t{k}\n")
        n = len(g.manifest)
        bad = sum(1 for m in g.manifest if m[2])
        log(f"  docs: {n} URIs written, {bad} ({100 * bad / max(n, 1):.1f}%) with a finding; "
            f"manifest {cache / 'docs.manifest.tsv'}")

    return _build(cache, "docs", spec, builder, log)


# --------------------------------------------------------------------------
# onelinefile: 50 MB of minified-JS-like text on one line


def build_onelinefile(cache: Path, seed: int = DEFAULT_SEED, size: int = 50_000_000,
                      log=print) -> Path:
    spec = {"v": GENERATOR_VERSION, "seed": seed, "bytes": size}

    def builder(dst: Path) -> None:
        dst.mkdir(parents=True)
        g = DocsGen(seed + 1)
        r = g.r
        g.cur = "bundle.min.js"
        ident = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$"

        def name() -> str:
            return "".join(r.choice(ident) for _ in range(r.randint(1, 3)))

        snippets = []
        for _ in range(4000):
            a, b, c = name(), name(), name()
            snippets.append(r.choice([
                f"function {a}({b},{c}){{return {b}&&{c}.{a}({b}|0)}}",
                f"var {a}={b}?{c}:void 0,{c}=[{r.randint(0, 9999)},{r.randint(0, 99)}];",
                f"{a}.prototype.{b}=function(){{this.{c}=!0;return this}};",
                f"if({a}<{r.randint(0, 999)}){{{b}+={c}*{r.random():.4f}}}else{{{b}=null}}",
                f"for(var {a}=0;{a}<{b}.length;{a}++){c}[{a}]={b}[{a}]>>>1;",
                f"{a}=\"{g.word()}-{g.word()}\".split(\"-\");",
            ]))
        parts: list[str] = []
        n = 0
        while n < size:
            if r.random() < 0.04:
                s = r.choice([f'{name()}.src="{g.take()}";', f"fetch('{g.take()}').then({name()});",
                              f'/*! {g.take()} */', f'{name()}="{g.take()}",'])
            else:
                s = r.choice(snippets)
            parts.append(s)
            n += len(s.encode("utf-8"))
        data = "".join(parts).encode("utf-8")[:size]
        # never end inside a multi-byte UTF-8 sequence
        while data and (data[-1] & 0xC0) == 0x80:
            data = data[:-1]
        if data and data[-1] >= 0xC0:
            data = data[:-1]
        (dst / "bundle.min.js").write_bytes(data)

    return _build(cache, "onelinefile", spec, builder, log)


# --------------------------------------------------------------------------
# books: a real link-dense Markdown tree, copied from a path

BOOKS_ENV = "URILINT_BENCH_BOOKS"


def books_source(given: str | os.PathLike | None = None) -> Path | None:
    """The folder to copy: `given`, else $URILINT_BENCH_BOOKS, else None."""
    src = given or os.environ.get(BOOKS_ENV)
    return Path(src).resolve() if src else None


def build_books(cache: Path, src: Path | None = None, log=print) -> Path:
    src = src or books_source()
    if src is None or not src.is_dir():
        raise SystemExit(f"corpus 'books' needs a folder: --books DIR or ${BOOKS_ENV} "
                         f"(got {src}); e.g. a checkout of free-programming-books")
    files, size = corpus_stats(src)
    spec = {"v": GENERATOR_VERSION, "src": str(src), "files": files, "bytes": size}

    def builder(dst: Path) -> None:
        shutil.copytree(src, dst, symlinks=True, ignore=_ignore((".git",)),
                        ignore_dangling_symlinks=True)

    return _build(cache, "books", spec, builder, log)


# --------------------------------------------------------------------------
# editor: one 2,000-line Markdown file

EDITOR_LINES = 2000


def build_editor(cache: Path, seed: int = DEFAULT_SEED, log=print) -> Path:
    spec = {"v": GENERATOR_VERSION, "seed": seed, "lines": EDITOR_LINES}

    def builder(dst: Path) -> None:
        dst.mkdir(parents=True)
        g = DocsGen(seed + 2)
        g.cur = "editor.md"
        lines: list[str] = []
        while len(lines) < EDITOR_LINES:
            lines += g.markdown(20_000).splitlines(keepends=True)
        (dst / "editor.md").write_text("".join(lines[:EDITOR_LINES]), encoding="utf-8",
                                       newline="\n")

    return _build(cache, "editor", spec, builder, log)


# --------------------------------------------------------------------------
# stdlib10: ten copies of stdlib (memory flat in the tree's size?)

SCALE_COPIES = 10


def build_stdlib10(cache: Path, log=print) -> Path:
    """SCALE_COPIES real copies of the stdlib corpus side by side (copies,
    not hard links: urilint checks a file reached twice only once)."""
    src = build_stdlib(cache, log=log)
    files, size = corpus_stats(src)
    spec = {"v": GENERATOR_VERSION, "src": str(src), "files": files, "bytes": size, "copies": SCALE_COPIES}

    def builder(dst: Path) -> None:
        dst.mkdir(parents=True)
        for n in range(SCALE_COPIES):
            shutil.copytree(src, dst / f"copy{n}", symlinks=True, ignore_dangling_symlinks=True)

    return _build(cache, "stdlib10", spec, builder, log)


BUILDERS = {
    "stdlib": lambda cache, seed, log: build_stdlib(cache, log=log),
    "docs": lambda cache, seed, log: build_docs(cache, seed=seed, log=log),
    "onelinefile": lambda cache, seed, log: build_onelinefile(cache, seed=seed, log=log),
    "big": lambda cache, seed, log: build_big(cache, log=log),
    "books": lambda cache, seed, log: build_books(cache, log=log),
    "stdlib10": lambda cache, seed, log: build_stdlib10(cache, log=log),
    "editor": lambda cache, seed, log: build_editor(cache, seed=seed, log=log),
}


def build(name: str, cache: Path, seed: int = DEFAULT_SEED, log=print) -> Path:
    return BUILDERS[name](cache, seed, log)


if __name__ == "__main__":  # python benchmarks/corpora.py [names...]
    cache = Path(__file__).resolve().parent / ".corpora"
    for n in sys.argv[1:] or ["stdlib", "docs", "onelinefile"]:
        build(n, cache)
