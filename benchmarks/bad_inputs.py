"""The bad-input table (issue 15): each bad input next to a good file, run
through ``urilint check --fix``; prints input, message, exit status, what
was lost (must be nothing) and the run's peak memory.

    python benchmarks/bad_inputs.py            # Markdown table on stdout

"Lost" compares the files after the run with what they must be: the good
file fixed (unless the run stops on a usage or config error before writing
anything, by design), the bad file byte for byte as it was (or repaired
only where a safe fix applies), and the problem named, not silent. Peak
memory is the child's maximum resident set size (os.wait4's rusage).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Callable, NamedTuple

GOOD, GOOD_FIXED = b"see https://e.com/a%2fb\n", b"see https://e.com/a%2Fb\n"


class Case(NamedTuple):
    name: str
    make: Callable[[Path], None]  # writes the bad input into the folder
    args: list[str]  # after `urilint check --fix`
    stops: bool = False  # a usage or config error: nothing is written, by design
    expected: dict[str, bytes] | None = None  # bad files' bytes after the run
    must_name: str = ""  # what the output must mention (the problem is not silent)


def _write(name: str, data: bytes) -> Callable[[Path], None]:
    return lambda folder: (folder / name).write_bytes(data)


def _unreadable(folder: Path) -> None:
    (folder / "secret.md").write_bytes(b"https://e.com/%2f\n")
    os.chmod(folder / "secret.md", 0)


def _loop(folder: Path) -> None:
    os.symlink("loop.md", folder / "loop.md")


DENSE = b"x https://e.com/" + b"a%2fb/" * (2 * 1024 * 1024 // 6) + b"\n"
HUGE_LINE = b"x" * (16 * 1024 * 1024) + b" https://e.com/%2f " + b"y" * 1024 + b"\n"

CASES = [
    Case("missing path", lambda f: None, ["nope.md", "good.md"], must_name="nope.md"),
    Case("unreadable file", _unreadable, ["secret.md", "good.md"], expected={"secret.md": b"https://e.com/%2f\n"},
         must_name="secret.md"),
    Case("binary file", _write("bin.md", b"https://e.com/%2f\0\1\2\n"), ["bin.md", "good.md"],
         expected={"bin.md": b"https://e.com/%2f\0\1\2\n"}, must_name="bin.md"),
    Case("non-UTF-8 file (Latin-1)", _write("latin.md", b"x https://e.com/caf\xe9/a%2fb\n"), ["latin.md", "good.md"],
         expected={"latin.md": b"x https://e.com/caf\xe9/a%2fb\n"}, must_name="URI901"),
    Case("declared cp1252 file", _write("decl.html", b'<meta charset="windows-1252">\n<a href="https://e.com/caf\xe9/a%2fb">\x80</a>\n'),
         ["decl.html", "good.md"], expected={"decl.html": b'<meta charset="windows-1252">\n<a href="https://e.com/caf\xe9/a%2Fb">\x80</a>\n'}),
    # GFM: a bare URI runs to whitespace, emoji included; an autolink to ">".
    # Markdown is a document (iri = documents): the emoji stays, and the
    # "%2f" after it is found and fixed because the URI goes on through it.
    Case("emoji in URI (bare, then <autolink>)",
         _write("emoji.md", "x https://e.com/\U0001F600/%2f\n\ny <https://e.com/\U0001F600/%2f>\n".encode()),
         ["emoji.md", "good.md"],
         expected={"emoji.md": "x https://e.com/\U0001F600/%2F\n\ny <https://e.com/\U0001F600/%2F>\n".encode()}),
    Case("invalid TOML", _write("urilint.toml", b"select = [\n"), ["good.md"], stops=True, must_name="invalid TOML"),
    Case("bad config value", _write("urilint.toml", b'select = "URI001"\n'), ["good.md"], stops=True, must_name="select"),
    Case("unknown code", lambda f: None, ["--select", "URI999", "good.md"], stops=True, must_name="URI999"),
    Case("empty select", lambda f: None, ["--select", "", "good.md"], stops=True, must_name="empty"),
    Case("huge line (16 MB)", _write("huge.md", HUGE_LINE), ["huge.md", "good.md"],
         expected={"huge.md": HUGE_LINE.replace(b"%2f", b"%2F")}),
    Case("2 MB URI, a bad triplet every 6 chars", _write("dense.md", DENSE), ["dense.md", "good.md"],
         expected={"dense.md": DENSE.replace(b"%2f", b"%2F")}),
    Case("2 MB URI, bad triplets, check only (report)", _write("dense.md", DENSE), ["dense.md", "good.md"]),
    Case("file given twice", lambda f: None, ["good.md", "good.md"]),
    Case("symlink loop", _loop, ["loop.md", "good.md"], must_name="loop.md"),
]


def run(case: Case) -> tuple[str, int, str, float]:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        (folder / "good.md").write_bytes(GOOD)
        case.make(folder)
        check_only = "check only" in case.name
        argv = [sys.executable, "-m", "urilint", "check", "--no-cache", *([] if check_only else ["--fix"]), *case.args]
        # A fresh process runs urilint as its only child: its
        # RUSAGE_CHILDREN peak is urilint's (and its workers').
        measure = (
            "import resource, subprocess, sys\n"
            "code = subprocess.call(sys.argv[2:])\n"
            "open(sys.argv[1], 'w').write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))\n"
            "sys.exit(code)\n"
        )
        with open(folder / ".out", "wb") as out, open(folder / ".err", "wb") as err:
            code = subprocess.call([sys.executable, "-c", measure, str(folder / ".peak"), *argv], cwd=folder, stdout=out, stderr=err)
        peak = int((folder / ".peak").read_text()) / 1024
        stderr = (folder / ".err").read_text("utf-8", "replace").strip().splitlines()
        stdout = (folder / ".out").read_text("utf-8", "replace").strip().splitlines()
        message = next((line for line in stderr if line.startswith("urilint:") and "config:" not in line), "")
        if not message:  # a finding names the problem (URI901), or the summary
            message = next((line for line in stdout if " URI9" in line), stdout[-1] if stdout else "")
        lost = []
        good = (folder / "good.md").read_bytes()
        if good != (GOOD if case.stops or check_only else GOOD_FIXED):
            lost.append("good.md not fixed" if good == GOOD else "good.md damaged")
        for bad, expected in (case.expected or {}).items():
            if check_only:
                expected = DENSE
            if (folder / bad).read_bytes() != expected:
                lost.append(f"{bad}: not the expected bytes")
        if case.must_name and case.must_name not in "\n".join(stderr + stdout):
            lost.append(f"{case.must_name} not named (silent)")
        if os.path.exists(folder / "secret.md"):
            os.chmod(folder / "secret.md", 0o600)
        return _short(message), code, ", ".join(lost) or "nothing", peak


def _short(message: str, width: int = 110) -> str:
    message = message.replace("|", "\\|")
    return message if len(message) <= width else message[: width - 1] + "…"


def main() -> None:
    print("| input | message | exit | lost | peak memory |")
    print("|---|---|---|---|---|")
    for case in CASES:
        message, code, lost, peak = run(case)
        note = " (run as root: permissions not enforced)" if case.name == "unreadable file" and os.geteuid() == 0 else ""
        print(f"| {case.name}{note} | {message} | {code} | {lost} | {peak:.0f} MB |")


if __name__ == "__main__":
    main()
