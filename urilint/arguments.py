"""The command-line vocabulary, as one table, and the two parsers built from it.

`build_parser()` hands the table to argparse, which owns help, usage errors
and every unusual form. `parse_args()` first tries a quick reading of the
common `urilint check ...` forms that needs no argparse (importing it and
building the parser is a third of a warm run's budget); whatever it is not
sure about goes to argparse, so the result is always what argparse gives.
"""

from __future__ import annotations

import sys
from types import SimpleNamespace

from .report import FORMATS

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import argparse
    from typing import Any, Sequence


def _comma_list(value: str) -> list[str]:
    """"A, B,C" -> ["A", "B", "C"]: rule codes, exclude patterns."""
    return [code.strip() for code in value.split(",") if code.strip()]


PROG = "urilint"
DESCRIPTION = "Lint and fix URIs in code and docs (RFC 3986 section 2)."

if TYPE_CHECKING:
    # Each argument: its names and the keywords for argparse's add_argument.
    Argument = tuple[tuple[str, ...], dict[str, Any]]

# command -> (help, arguments). The only place an option is written.
COMMANDS: dict[str, tuple[str, list[Argument]]] = {
    "check": ("check files and folders for URI findings", [
        (("paths",), dict(nargs="*", metavar="PATH", help="files or folders (default: .); '-' reads stdin (so does --stdin-filename)")),
        (("--fix",), dict(action="store_true", help="apply safe fixes in place")),
        (("--unsafe-fixes",), dict(action="store_true", default=None, help="also apply (and count) unsafe fixes")),
        (("--iri",), dict(choices=("documents", "encode", "allow"), help="raw non-ASCII characters: allowed in documents (default), encode them everywhere, or allow them everywhere")),
        (("--diff",), dict(action="store_true", help="print a unified diff of what --fix would change; write nothing")),
        (("--stdin-filename",), dict(metavar="NAME", help="read stdin (with or without '-') as the file NAME, which picks file type and config")),
        (("--output-format",), dict(choices=FORMATS, help="full (default; 'text' is the same): each finding with its source "
                                    "line; concise: one line per finding; or a machine format (also the config's output-format)")),
        (("--select",), dict(action="extend", type=_comma_list, metavar="CODES",
                             help="rule codes or prefixes to check, or ALL (replaces the config's set; repeats add up)")),
        (("--extend-select",), dict(action="extend", type=_comma_list, metavar="CODES", help="rule codes or prefixes to add")),
        (("--ignore",), dict(action="extend", type=_comma_list, metavar="CODES", help="rule codes or prefixes to skip")),
        (("--exit-zero",), dict(action="store_true", help="exit 0 even when findings remain")),
        (("--config",), dict(metavar="FILE", help="use this config file (pyproject.toml or urilint.toml)")),
        (("--isolated",), dict(action="store_true", help="ignore all config files")),
        (("--no-cache",), dict(action="store_true", help="do not read or write the cache")),
        (("--cache-dir",), dict(metavar="DIR", help="cache folder (default: .urilint_cache)")),
        (("--statistics",), dict(action="store_true", help="print counts per rule instead of each finding")),
        (("--exclude",), dict(action="extend", type=_comma_list, metavar="PATTERNS",
                              help="file or folder patterns to skip (replaces the config's and the default excludes)")),
        (("--extend-exclude",), dict(action="extend", type=_comma_list, metavar="PATTERNS",
                                     help="file or folder patterns to skip besides the excludes")),
        (("--force-exclude",), dict(action="store_true", help="apply excludes to files named on the command line too")),
        (("-v", "--verbose"), dict(action="count", default=0, help="name the config file in use; count the files skipped, per reason "
                                   "(-vv: name every one)")),
        (("-q", "--quiet"), dict(action="store_true", help="print findings only: no summary lines")),
        (("-s", "--silent"), dict(action="store_true", help="print nothing but errors (the exit status tells)")),
        (("--color",), dict(default="auto", choices=("auto", "always", "never"),
                            help="colour the text report (auto: when stdout is a terminal; NO_COLOR and FORCE_COLOR are honoured)")),
        (("--show-fixes",), dict(action="store_true", help="list the fixes --fix applied (or --diff would apply)")),
        (("--show-settings",), dict(action="store_true", help="print the settings that apply to the (first) path, and exit")),
        (("--add-noqa",), dict(action="store_true", help="add 'urilint: ignore[CODE]' comments for every finding")),
    ]),
    "normalize": ("print the RFC 3986 normal form of URIs (arguments, or stdin lines)", [
        (("uris",), dict(nargs="*", metavar="URI", help="URIs to normalize (default: one per line on stdin)")),
        (("--syntax-only",), dict(action="store_true", help="skip scheme-based normalization (RFC 3986 6.2.3)")),
        (("--iri",), dict(action="store_true", help="print the IRI form (RFC 3987 3.2) instead")),
        (("--check",), dict(action="store_true", help="print nothing; exit 1 if any URI is not already normal")),
    ]),
    "rule": ("explain a rule, or list all rules", [
        (("code",), dict(nargs="?", help="the rule code, e.g. URI001")),
        (("--all",), dict(action="store_true", help="list every rule")),
        (("--output-format",), dict(default="text", choices=("text", "json"), help="text (Markdown) or json")),
    ]),
    "server": ("run the language server on stdio (needs the 'lsp' extra: pip install 'urilint[lsp]')", []),
}

# The one command the quick parser reads: `urilint check`, the hot path.
QUICK_COMMAND = "check"


def build_parser() -> argparse.ArgumentParser:
    """The full argparse parser: help, usage errors, every form."""
    import argparse

    from . import __version__

    parser = argparse.ArgumentParser(prog=PROG, description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command, (summary, arguments) in COMMANDS.items():
        command_parser = sub.add_parser(command, help=summary)
        for names, keywords in arguments:
            command_parser.add_argument(*names, **keywords)
    return parser


def parse_args(argv: Sequence[str] | None = None) -> SimpleNamespace:
    """What argparse makes of `argv` (default: sys.argv[1:]), without
    importing it for the common `check` forms; usage errors exit 2 as argparse does."""
    argv = list(sys.argv[1:] if argv is None else argv)
    quick = quick_parse(argv)
    if quick is not None:
        return quick
    return full_parse(argv)


def full_parse(argv: list[str]) -> SimpleNamespace:
    """argparse's reading of `argv`; a usage error exits 2. (Python 3.9's
    argparse raised IndexError on a short flag given "=" and nothing,
    "-v=": a usage error from 3.10.)"""
    parser = build_parser()
    try:
        return parser.parse_args(argv, namespace=SimpleNamespace())
    except IndexError:
        parser.error("an option is given '=' and no value")


# What the quick parser understands in a table row; any other keyword
# (dest, nargs on an option, another action...) sends everything to argparse.
_QUICK_KEYWORDS = frozenset({"action", "default", "type", "choices", "metavar", "help", "nargs"})


def _vocabulary() -> tuple[dict[str, Any], dict[str, tuple[str, dict[str, Any]]], str] | None:
    """From the `check` rows: the defaults argparse gives (with `command`),
    each option name -> (dest, keywords), and the one positional's dest;
    None if a row is beyond the quick parser."""
    defaults: dict[str, Any] = {"command": QUICK_COMMAND}
    options: dict[str, tuple[str, dict[str, Any]]] = {}
    positional = ""
    for names, keywords in COMMANDS[QUICK_COMMAND][1]:
        action = keywords.get("action", "store")
        if not keywords.keys() <= _QUICK_KEYWORDS or action not in ("store", "store_true", "extend", "count"):
            return None
        if not names[0].startswith("-"):  # a positional: only one, nargs='*'
            if positional or keywords.get("nargs") != "*" or "default" in keywords or "type" in keywords:
                return None
            positional, defaults[names[0]] = names[0], []
            continue
        if "nargs" in keywords:
            return None
        dest = ([n for n in names if n.startswith("--")] or list(names))[0].lstrip("-").replace("-", "_")
        default = keywords.get("default", False if action == "store_true" else None)
        if isinstance(default, str) and "type" in keywords:  # as argparse does
            default = keywords["type"](default)
        defaults[dest] = default
        options.update((name, (dest, keywords)) for name in names)
    return defaults, options, positional


def quick_parse(argv: Sequence[str]) -> SimpleNamespace | None:
    """The namespace argparse would give for a common `check` command line,
    or None when argparse must decide: help, other commands, unknown or
    abbreviated options, `--`, empty strings or values starting with '-',
    a value outside its choices, or paths split by options."""
    vocabulary = _vocabulary()
    if vocabulary is None or not argv or argv[0] != QUICK_COMMAND:
        return None
    values, options, positional = vocabulary
    paths: list[str] = []
    paths_ended = False  # nargs='*' takes one run of paths; argparse rejects a second
    args = iter(argv[1:])
    for arg in args:
        if arg == "-" or not arg.startswith("-"):
            if arg == "" or paths_ended:
                return None
            paths.append(arg)
            continue
        if paths:
            paths_ended = True
        name, equals, value = arg.partition("=")
        if name not in options or (equals and not name.startswith("--")):
            return None
        dest, keywords = options[name]
        if keywords.get("action") == "count":  # as argparse: each -v adds one
            if equals:
                return None
            values[dest] += 1
            continue
        if keywords.get("action") == "store_true":
            if equals:
                return None
            values[dest] = True
            continue
        if not equals:
            value = next(args, "")
        if value == "" or value.startswith("-"):
            return None
        if "type" in keywords:
            try:
                converted = keywords["type"](value)
            except (TypeError, ValueError):
                return None
        else:
            converted = value
        if "choices" in keywords and converted not in keywords["choices"]:
            return None
        if keywords.get("action") == "extend":  # repeats add up, as argparse's extend
            converted = [*(values[dest] or ()), *converted]
        values[dest] = converted
    values[positional] = paths
    return SimpleNamespace(**values)
