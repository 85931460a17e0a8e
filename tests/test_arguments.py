"""The quick `check` parser gives exactly what argparse gives, or declines."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from urilint.arguments import COMMANDS, full_parse, parse_args, quick_parse
from urilint.cli import main

CHECK_OPTIONS = [name for names, _ in COMMANDS["check"][1] for name in names if name.startswith("-")]
# Near misses argparse reads its own way: abbreviations, typos, other
# commands' and the top level's options, the end-of-options marker.
NEAR_MISSES = [
    "--fi", "--sel", "--select-", "--selects", "--exit", "--no", "--verbos", "--FIX", "-V", "-vv", "-vx",
    "--check", "--all", "--iri", "--version", "--vers", "-h", "--help", "--", "-", "-x", "-1", "---fix",
]
VALUES = [
    "URI001", "URI001,URI002", " URI0 , URI1 ,", ",", "", "json", "text", "sarif", "junit", "xml", "JSON",
    "-", "-x", "--fix", "a=b", "docs/x.md", "with space", "-1",
]
PATHS = ["a", "docs/x.md", ".", "-", "", "with space", "a=b", "check", "rule", "-1", "-x y"]


def _argparse(argv: list[str]) -> dict[str, Any] | None:
    """vars() of argparse's namespace, or None if it exits (usage error, help, version)."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            return vars(full_parse(argv))
        except SystemExit:
            return None


def _typed(values: dict[str, Any]) -> dict[str, tuple[type, Any]]:
    """Each value with its type: 1 == True, but argparse gives True."""
    return {name: (type(value), value) for name, value in values.items()}


FLAGS = [name for names, kw in COMMANDS["check"][1] for name in names if kw.get("action") == "store_true"]
VALUED = [name for name in CHECK_OPTIONS if name not in FLAGS]
# One command-line word, or an option and its value as two words.
piece = st.one_of(
    st.sampled_from(FLAGS).map(lambda flag: [flag]),
    st.tuples(st.sampled_from(VALUED), st.sampled_from(VALUES)).map(list),
    st.tuples(st.sampled_from(CHECK_OPTIONS + NEAR_MISSES), st.sampled_from(VALUES)).map(lambda ov: ["=".join(ov)]),
    st.sampled_from(CHECK_OPTIONS + NEAR_MISSES + VALUES).map(lambda word: [word]),
    st.lists(st.sampled_from(PATHS), min_size=1, max_size=3),
)
head = st.sampled_from([["check"]] * 8 + [[], ["rule"], ["normalize"], ["server"], ["--version"], ["-h"], ["chek"]])


@settings(max_examples=600, deadline=None)
@given(head, st.lists(piece, max_size=5))
def test_quick_parser_agrees_with_argparse_or_declines(head: list[str], pieces: list[list[str]]) -> None:
    argv = head + [word for words in pieces for word in words]
    expected = _argparse(argv)
    quick = quick_parse(argv)
    if expected is None:
        assert quick is None, argv
    elif quick is not None:
        assert _typed(vars(quick)) == _typed(expected), argv


def test_the_quick_path_leaves_argparse_unimported() -> None:
    code = (
        "import sys\nfrom urilint.cli import parse_args\n"
        "args = parse_args(['check', '--fix', 'x'])\n"
        "assert args.fix and args.paths == ['x'], args\n"
        "print('argparse' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out == "False\n"


DEFAULTS = {
    "command": "check", "paths": [], "fix": False, "unsafe_fixes": None, "diff": False, "stdin_filename": None,
    "output_format": None, "select": None, "extend_select": None, "ignore": None, "exit_zero": False,
    "config": None, "isolated": False, "no_cache": False, "cache_dir": None, "statistics": False,
    "exclude": None, "extend_exclude": None, "force_exclude": False, "verbose": 0, "quiet": False, "silent": False,
    "color": "auto", "show_fixes": False, "show_settings": False, "add_noqa": False, "iri": None,
}


@pytest.mark.parametrize(("argv", "changed"), [
    pytest.param(["check"], {}, id="bare"),
    pytest.param(["check", "--fix", "x"], {"fix": True, "paths": ["x"]}, id="fix"),
    pytest.param(
        ["check", "--select", "URI001, URI002,", "-v", "docs", "-"],
        {"select": ["URI001", "URI002"], "verbose": 1, "paths": ["docs", "-"]}, id="select-verbose-stdin",
    ),
    pytest.param(
        ["check", "a", "b", "--output-format=json", "--unsafe-fixes", "--select=URI0", "--select", "URI1"],
        {"paths": ["a", "b"], "output_format": "json", "unsafe_fixes": True, "select": ["URI0", "URI1"]}, id="select-adds-up",
    ),
    pytest.param(
        ["check", "-", "--stdin-filename", "README.md", "--config=urilint.toml", "--no-cache"],
        {"paths": ["-"], "stdin_filename": "README.md", "config": "urilint.toml", "no_cache": True}, id="stdin",
    ),
])
def test_common_forms_are_read_quickly(argv: list[str], changed: dict[str, Any]) -> None:
    quick = quick_parse(argv)
    assert quick is not None
    assert vars(quick) == {**DEFAULTS, **changed} == _argparse(argv)


@pytest.mark.parametrize("argv", [
    pytest.param(["check", "--fi"], id="abbreviation"),
    pytest.param(["check", "a", "--fix", "b"], id="paths-split"),
    pytest.param(["check", "--output-format", "xml"], id="not-a-choice"),
    pytest.param(["check", "--select", "-x"], id="dash-value"),
    pytest.param(["check", "x", "--select"], id="missing-value"),
    pytest.param(["check", "--", "-x"], id="end-of-options"),
    pytest.param(["check", "--fix=yes"], id="flag-with-value"),
    pytest.param(["check", "-h"], id="help"),
    pytest.param(["rule", "URI001"], id="other-command"),
    pytest.param([], id="no-command"),
])
def test_uncommon_forms_go_to_argparse(argv: list[str]) -> None:
    assert quick_parse(argv) is None


def test_argparse_answers_with_the_same_kind_of_namespace() -> None:
    assert vars(parse_args(["rule", "URI001"])) == {"command": "rule", "code": "URI001", "all": False, "output_format": "text"}
    assert type(parse_args(["rule"])) is type(parse_args(["check"]))


def test_usage_errors_still_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit:
        main(["check", "a", "--fix", "b"])
    assert exit.value.code == 2
    assert capsys.readouterr().err.endswith("urilint: error: unrecognized arguments: b\n")


def test_no_command_prints_help_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("usage: urilint [-h] [--version] COMMAND ...\n")


@pytest.mark.parametrize("argv", [["check", "-v="], ["check", "-q="], ["check", "--fix="]])
def test_a_flag_given_an_empty_value_is_a_usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    # Python 3.9's argparse raised IndexError on "-v=" (a traceback, not a usage error).
    with pytest.raises(SystemExit) as exit_:
        parse_args(argv)
    assert exit_.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1].startswith("urilint")

