"""What an editor's on-save run imports beyond what it uses: of the
standard library importlib (and warnings with it: 0.7 ms a run), zlib
(its checksums name cache files, which a stdin run reads none of) and
array (which imports collections.abc); of urilint the results cache and
the run records (a stdin run is never recorded). Each is made
unimportable in a fresh interpreter (an editable install's path hook may
already have imported it: taking it away still makes a new import
fail), and the run must give the same fixed text and report."""

from __future__ import annotations

import subprocess
import sys

TEXT = "[x](https://e.org/a%7e) <https://e.org/%7E> https://e.org/b%2f https://e.org/%zz\n"
FIXED = "[x](https://e.org/a~) <https://e.org/~> https://e.org/b%2F https://e.org/%zz\n"


def on_save(tmp_path, blocked: tuple[str, ...]) -> subprocess.CompletedProcess[str]:
    probe = (
        "import io, sys\n"
        f"for name in {blocked!r}:\n"
        "    sys.modules[name] = None  # import fails\n"
        "sys.stdin = io.TextIOWrapper(io.BytesIO(sys.argv[1].encode()))\n"
        "from urilint.cli import main\n"
        "main(['check', '--fix', '--exit-zero', '--stdin-filename', 'a.md', '-'])\n"
    )
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "-c", probe, TEXT], cwd=tmp_path, capture_output=True, text=True, env=env)


def test_an_editor_run_needs_neither_importlib_nor_zlib_nor_array_nor_the_results_cache(tmp_path) -> None:
    allowed = on_save(tmp_path, ())
    assert (allowed.returncode, allowed.stdout) == (0, FIXED)
    assert allowed.stderr.splitlines()[-1] == "Found 4 findings (3 fixed, 1 remaining)."
    for _ in range(2):  # compiling patterns anew, then answered by the pattern store
        blocked = on_save(tmp_path, (
            "importlib", "importlib.machinery", "warnings", "zlib", "array",
            "urilint.pipeline.cache", "urilint.pipeline.replay",
        ))
        assert (blocked.returncode, blocked.stdout, blocked.stderr) == (0, FIXED, allowed.stderr)
