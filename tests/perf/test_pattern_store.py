"""pattern_store: compiled `regex` and `re` patterns kept between runs in
the user's cache folder, used only for the source they were compiled from."""

from __future__ import annotations

import marshal
import os
import re
import subprocess
import sys

import pytest
import regex

from urilint import pattern_store
from urilint.pipeline.pool import can_fork, fork_map

BODY = r"[^\s\"<>]++(?:\{\{[^{}\n]*+\}\})?+"


def _size_and_time(path: str) -> str:
    stat = os.stat(path)
    return f"{stat.st_size}:{stat.st_mtime_ns}"


# The engine part of a `regex` pattern's key: its extension's and its
# compiler's size and time, which a new build of `regex` changes.
REGEX = "regex " + " ".join(
    _size_and_time(path)
    for path in (regex._regex.__file__, os.path.join(os.path.dirname(regex._regex.__file__), "_regex_core.py"))
)
SAMPLES = ["https://e.org/a b", "x{{y}}z <", "", "\u00e9t\u00e9{{ a }}"]


@pytest.fixture
def store(tmp_path, monkeypatch):
    """A fresh process's view of a store under tmp_path."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(pattern_store, "_stored", None)
    monkeypatch.setattr(pattern_store, "_new", {})
    monkeypatch.setattr(pattern_store, "_made_re", {})
    return tmp_path


def fresh_process(monkeypatch) -> None:
    """Forget what this process read and compiled, as a new run would."""
    monkeypatch.setattr(pattern_store, "_stored", None)
    monkeypatch.setattr(pattern_store, "_new", {})
    monkeypatch.setattr(pattern_store, "_made_re", {})


def refuse_compiling(monkeypatch) -> None:
    def fail(*args, **kwargs):
        raise AssertionError(f"compiled anew: {args[0]!r}")

    monkeypatch.setattr(regex, "compile", fail)


def test_a_saved_pattern_comes_from_the_store_and_matches_the_same(store, monkeypatch) -> None:
    first = pattern_store.compiled(BODY, regex.VERBOSE | regex.IGNORECASE)
    pattern_store.save()
    path = pattern_store.store_path()
    assert path is not None and path.startswith(str(store / "urilint") + os.sep)
    assert os.path.isfile(path)

    fresh_process(monkeypatch)
    refuse_compiling(monkeypatch)
    again = pattern_store.compiled(BODY, regex.VERBOSE | regex.IGNORECASE)
    assert (again.pattern, again.flags) == (first.pattern, first.flags)
    for sample in SAMPLES:
        assert [m.span() for m in again.finditer(sample)] == [m.span() for m in first.finditer(sample)]
    assert pattern_store._new == {}  # nothing new to write


def test_other_flags_are_another_pattern(store, monkeypatch) -> None:
    pattern_store.compiled("a+")
    pattern_store.save()
    fresh_process(monkeypatch)
    assert pattern_store.compiled("a+", regex.IGNORECASE).match("AA").span() == (0, 2)
    assert list(pattern_store._new) == [(REGEX, "a+", int(regex.IGNORECASE))]


def test_an_entry_made_for_another_source_is_not_used(store, monkeypatch) -> None:
    pattern_store.compiled("b")
    pattern_store.save()
    path = pattern_store.store_path()
    form, patterns = marshal.loads(open(path, "rb").read())
    patterns[(REGEX, "a", 0)] = patterns.pop((REGEX, "b", 0))  # the code of "b" filed under "a"
    open(path, "wb").write(marshal.dumps((form, patterns)))

    fresh_process(monkeypatch)
    assert pattern_store.compiled("a").match("a") is not None
    assert pattern_store.compiled("a").match("b") is None


@pytest.mark.parametrize("content", [b"", b"not marshal", marshal.dumps((99, {})), marshal.dumps([1, 2, 3])])
def test_an_unreadable_store_is_compiled_around_and_replaced(store, monkeypatch, content) -> None:
    path = pattern_store.store_path()
    os.makedirs(os.path.dirname(path))
    open(path, "wb").write(content)
    assert pattern_store.compiled("c+").match("cc").span() == (0, 2)
    pattern_store.save()
    form, patterns = marshal.loads(open(path, "rb").read())
    assert form == pattern_store.FORMAT and list(patterns) == [(REGEX, "c+", 0)]


def test_a_store_that_cannot_be_written_is_no_error(tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))  # a file: no folder can be made in it
    fresh_process(monkeypatch)
    assert pattern_store.compiled("d").match("d") is not None
    pattern_store.save()
    assert pattern_store._new  # kept: nothing was written
    assert blocker.read_text() == ""


def test_a_full_store_starts_afresh(store, monkeypatch) -> None:
    monkeypatch.setattr(pattern_store, "MAX_PATTERNS", 3)
    for source in ("e1", "e2", "e3"):
        pattern_store.compiled(source)
    pattern_store.save()
    fresh_process(monkeypatch)
    pattern_store.compiled("e4")
    pattern_store.save()
    _, patterns = marshal.loads(open(pattern_store.store_path(), "rb").read())
    assert list(patterns) == [(REGEX, "e4", 0)]


def test_the_store_is_found_only_in_the_user_cache_folder(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")  # ignored, as the XDG spec says
    monkeypatch.setenv("HOME", str(tmp_path))
    path = pattern_store.store_path()
    if os.name != "nt":
        assert path is not None and path.startswith(str(tmp_path / ".cache" / "urilint") + os.sep)
    name = os.path.basename(path)
    assert name == (
        f"patterns-{sys.implementation.cache_tag}-{sys.hexversion:x}-{pattern_store.__version__}.marshal"
    )


@pytest.mark.skipif(not can_fork(), reason="needs os.fork")
def test_a_worker_stores_what_it_compiled(store) -> None:
    def work(item: int) -> tuple[int, int]:
        pattern_store.compiled(f"w{item}")
        return item, os.getpid()

    done = list(fork_map([[0], [1], [2], [3]], work, tuple, tuple, 2, pattern_store.save))
    assert sorted(item for item, _ in done) == [0, 1, 2, 3]
    by_child = {f"w{item}" for item, pid in done if pid != os.getpid()}
    _, patterns = marshal.loads(open(pattern_store.store_path(), "rb").read())
    # The child saved what it compiled, and what it had from before the
    # fork (the first chunk is worked here first).
    assert {source for _, source, _ in patterns} == {"w0"} | by_child


def test_a_run_stores_its_patterns_and_the_next_compiles_none(tmp_path) -> None:
    """A run saves what it compiled; a second run of the same input takes
    every pattern from the store (regex.compile is not called at all)."""
    (tmp_path / "a.md").write_text('[x](https://e.org/a%7e) <https://e.org/%7E> https://e.org/b <a href="/c%7e">c</a>\n')
    probe = (
        "import sys, regex\n"
        "calls = []\n"
        "real = regex.compile\n"
        "regex.compile = lambda p, f=0, *a, **k: calls.append(p) or real(p, f, *a, **k)\n"
        "import urilint.pattern_store as store\n"
        "watched = []\n"
        "real_re = store._watched_compile\n"
        "store._watched_compile = lambda p, f: watched.append(p) or real_re(p, f)\n"
        "import urilint.cli\n"
        "sys.argv = ['urilint', 'check', '--no-cache', '--exit-zero', 'a.md']\n"
        "status = urilint.cli.main()\n"
        "store.save()\n"
        "print(len(calls), calls.count(''), len(watched))\n"
    )
    # Two hash seeds: a pattern built from a set must come out the same
    # (a tag's attribute names were joined in the set's order once).
    runs = [
        subprocess.run(
            [sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True, check=True,
            env={**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "PYTHONHASHSEED": seed},
        )
        for seed in ("1", "2")
    ]
    first, second = (tuple(map(int, run.stdout.split()[-3:])) for run in runs)
    assert first[0] > 3 and first[2] > 10  # the scanners' patterns, of both engines
    assert second == (0, 0, 0)
    assert runs[0].stdout.splitlines()[:-1] == runs[1].stdout.splitlines()[:-1]  # the same report


def test_a_run_the_store_answers_loads_only_the_regex_engine(tmp_path) -> None:
    """With every pattern stored, neither engine's compiler is imported
    (`regex`'s Python layer was a third of an editor's on-save run's
    imports; `re` a tenth): `regex`'s extension is loaded alone. A pattern
    compiled anew later imports `regex`, which then uses that engine."""
    text = "[x](https://e.org/a%7e) <https://e.org/%7E> https://e.org/b%2f\n"
    probe = (
        "import io, sys\n"
        # An editable install's path hook imports re at start-up: forgotten.
        "for name in [n for n in sys.modules if n in ('re', 'enum') or n.startswith('re.')]:\n"
        "    del sys.modules[name]\n"
        "sys.stdin = io.TextIOWrapper(io.BytesIO(sys.argv[1].encode()))\n"
        "from urilint.cli import main\n"
        "main(['check', '--fix', '--exit-zero', '--stdin-filename', 'a.md', '-'])\n"
        "from urilint import pattern_store\n"
        "pattern_store.save()\n"
        "engine = sys.modules['regex._regex']\n"
        "print('LOADED', sorted(n for n in sys.modules if n in ('regex', 're') or n.startswith(('regex.', 're.'))))\n"
        "assert pattern_store.compiled('n[e]w+').match('neww').span() == (0, 4)\n"
        "import regex\n"
        "print('AFTER', regex._regex is regex._main._regex is engine, regex.compile('a').match('a') is not None)\n"
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    runs = [
        subprocess.run([sys.executable, "-c", probe, text], cwd=tmp_path, capture_output=True, text=True,
                       check=True, env=env)
        for _ in range(2)
    ]
    first, second = (run.stdout.splitlines() for run in runs)
    assert first[0] == "[x](https://e.org/a~) <https://e.org/~> https://e.org/b%2F"
    assert second[:-2] == first[:-2]  # the same fixed text
    assert second[-2] == "LOADED ['regex._regex']"
    assert second[-1] == "AFTER True True"
    assert first[-2] != second[-2]  # the first run compiled with `regex` itself


# The standard library's `re`: the arguments its compiler gives `_sre.compile`.
NAMED = r"(?i)(?P<scheme>[a-z][a-z0-9+.-]*):(?P<rest>//[^\s]*)?|(?P=scheme)"
RE_SAMPLES = ["HTTPS://e.org/x y", "mailto:a@b", "", "x:", "\u00e9:"]


def refuse_re_compiling(monkeypatch) -> None:
    def fail(source, flags):
        raise AssertionError(f"compiled anew: {source!r}")

    monkeypatch.setattr(pattern_store, "_watched_compile", fail)


@pytest.mark.parametrize("source, flags", [
    (NAMED, 0),
    (r"^\s*#.*$", re.M),
    (r"a.b", re.S | re.X),
    (r"[^\x00-\x7f]+", re.ASCII),
])
def test_a_saved_re_pattern_comes_from_the_store_as_re_compiles_it(store, monkeypatch, source, flags) -> None:
    first = pattern_store.compiled_re(source, flags)
    assert first == re.compile(source, flags)  # the same engine code, flags and source
    pattern_store.save()

    fresh_process(monkeypatch)
    refuse_re_compiling(monkeypatch)
    again = pattern_store.compiled_re(source, flags)
    assert again == re.compile(source, flags)
    assert (again.groups, dict(again.groupindex), again.flags) == (first.groups, dict(first.groupindex), first.flags)
    for sample in RE_SAMPLES:
        assert [m.groupdict() or m.span() for m in again.finditer(sample)] == [
            m.groupdict() or m.span() for m in first.finditer(sample)
        ]
    assert pattern_store.compiled_re(source, flags) is again  # one pattern per source and flags
    assert pattern_store._new == {}


@pytest.mark.parametrize("damage", ["code", "groups", "source"])
def test_a_damaged_re_entry_is_compiled_around(store, monkeypatch, damage) -> None:
    pattern_store.compiled_re("(a)(b)")
    pattern_store.compiled_re("zz")
    pattern_store.save()
    path = pattern_store.store_path()
    form, patterns = marshal.loads(open(path, "rb").read())
    key = ("re", "(a)(b)", 0)
    made_from, flags, code, groups, groupindex, indexgroup = marshal.loads(patterns[key])
    if damage == "code":
        code = [999, *code]
    elif damage == "groups":
        groups = 7
    else:
        patterns[key] = patterns[("re", "zz", 0)]  # the code of "zz" filed under "(a)(b)"
    if damage != "source":
        patterns[key] = marshal.dumps((made_from, flags, code, groups, groupindex, indexgroup))
    open(path, "wb").write(marshal.dumps((form, patterns)))

    fresh_process(monkeypatch)
    pattern = pattern_store.compiled_re("(a)(b)")
    assert pattern == re.compile("(a)(b)")
    assert pattern.match("ab").groups() == ("a", "b")


@pytest.mark.parametrize("entry", [b"", b"not marshal", marshal.dumps(5), ("a", 0)])
def test_an_entry_that_is_not_marshalled_arguments_is_compiled_around(store, monkeypatch, entry) -> None:
    """Each entry is decoded when its pattern is asked for (format 3): a
    damaged one is compiled anew, as a damaged store is."""
    pattern_store.compiled("f+")
    pattern_store.compiled_re("g+")
    pattern_store.save()
    path = pattern_store.store_path()
    form, patterns = marshal.loads(open(path, "rb").read())
    assert form == 3 and all(isinstance(blob, bytes) for blob in patterns.values())
    for key in patterns:
        patterns[key] = entry
    open(path, "wb").write(marshal.dumps((form, patterns)))

    fresh_process(monkeypatch)
    assert pattern_store.compiled("f+").match("ff").span() == (0, 2)
    assert pattern_store.compiled_re("g+").match("gg").span() == (0, 2)
    assert sorted(source for _, source, _ in pattern_store._new) == ["f+", "g+"]


def test_watching_re_compile_leaves_the_standard_library_as_it_was(store) -> None:
    """Threads compiling at once (the language server) each get their own
    pattern, and the compiler's `_sre` is the engine again afterwards."""
    import threading

    import _sre

    compiler = getattr(re, "_compiler", None) or sys.modules["sre_compile"]
    sources = [f"t{thread}-{item}+" for thread in range(4) for item in range(40)]
    made: dict[str, re.Pattern[str]] = {}

    def work(thread: int) -> None:
        for source in sources[thread * 40 : (thread + 1) * 40]:
            made[source] = pattern_store.compiled_re(source)

    threads = [threading.Thread(target=work, args=(thread,)) for thread in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert compiler._sre is _sre
    assert all(made[source] == re.compile(source) for source in sources)
    assert {source for _, source, _ in pattern_store._new} == set(sources)


# Where urilint may still call `re` directly: bytes patterns (the store
# holds `str` ones), and the modules the store itself may not import
# (source.py writes the store; the data model imports nothing of ours).
DIRECT_RE_ALLOWED = {"urilint/pattern_store.py", "urilint/source.py", "urilint/model.py", "urilint/scan/markers.py"}


def test_urilint_compiles_its_str_patterns_through_the_store() -> None:
    """A `re.compile` (or `re.search(pattern, ...)`) elsewhere compiles in
    every run again: 0.1 ms a pattern, 10 ms of an editor's on-save run
    before this store held them."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    direct = re.compile(r"(?<![\w.])re\.(?:compile|search|match|fullmatch|finditer|findall|sub|subn|split)\(")
    found = [
        f"{path.relative_to(root).as_posix()}:{number}"
        for folder in ("urilint", "rules")
        for path in sorted((root / folder).rglob("*.py"))
        if path.relative_to(root).as_posix() not in DIRECT_RE_ALLOWED
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if direct.search(line) and not line.lstrip().startswith("#")
    ]
    assert found == []
