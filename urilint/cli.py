"""The command line: ``urilint check``, ``urilint rule``, ``urilint normalize``.

Findings and the one summary line go to stdout (to stderr when stdout
carries the fixed content: `--fix` on stdin); errors, warnings and the
`--diff` summary to stderr, so a diff on stdout stays a clean patch. Exit
status: 0 nothing left, 1 findings remain (or --diff would change
something), 2 usage, config or I/O error (reported at the end: one bad path
never stops the others).
"""

from __future__ import annotations

import os
import sys
from types import SimpleNamespace

from . import git_files
from .arguments import build_parser, parse_args
from .config import ConfigError, Resolver, Settings, load_settings
from .engine import Linters
from .model import FileResult, Mode
from .pipeline.file import process_bytes
from .registry import Rule, RuleError, load_rules
from .report import DEFAULT_FORMAT

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Iterable, Mapping, Sequence, TextIO

    from .config import TableReader
    from .pipeline.config_memo import ConfigMemo
    from .pipeline.replay import Recorder
    from .pipeline.rule_memo import RuleMemo

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2


def run() -> None:
    """The console entry point: main(), then leave without Python's
    teardown of every module and object (4-8 ms of a run on a tree;
    nothing is left to clean up: files are written and closed, and
    stdout and stderr are flushed here).

    A report names undecodable input bytes as lone surrogates; written
    with ``backslashreplace`` they become ``\\udcxx``, which is a valid
    JSON escape and readable text, never raw bytes that break UTF-8."""
    for stream in (sys.stdout, sys.stderr):
        stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    # The cycle collector, tuned for one short process: what the imports
    # made is frozen (never traversed again), and a young collection waits
    # for 100,000 new objects, not 700. A run on a tree allocates tuples
    # per file (its status, its cache entry) that the default thresholds
    # traversed again and again: 4% of the instructions of a warm run.
    # Cyclic garbage still gets collected, so memory stays bounded.
    import gc

    gc.freeze()
    gc.set_threshold(100_000, 20, 20)
    status = main()
    try:
        sys.stdout.flush()
    except BrokenPipeError:  # the reader left: as in main()
        status = EXIT_ERROR
    except ValueError:  # closed: the language server closes stdio at `exit`
        pass
    try:
        sys.stderr.flush()
    except (BrokenPipeError, ValueError):
        pass
    # The patterns this run compiled, for the next (a run that compiled
    # none never loaded the store: a run the cache answers).
    store = sys.modules.get("urilint.pattern_store")
    if store is not None:
        store.save()
    os._exit(status)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        if args.command == "check":
            try:
                os.getcwd()  # every relative path, the config's search, the po4a look start there
            except OSError:
                print("urilint: error: the working folder no longer exists; cd to a folder that does", file=sys.stderr)
                return EXIT_ERROR
            return _check(args, list(sys.argv[1:] if argv is None else argv))
        if args.command == "rule":
            from .rule_command import show_rule

            return show_rule(args, sys.stdout)
        if args.command == "server":
            return _server()
        if args.command == "normalize":
            from .normalize_command import normalize_uris

            return normalize_uris(args)
    except (ConfigError, RuleError) as exc:
        print(f"urilint: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:  # files are old or new: writes defer signals
        print("urilint: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `urilint check | head`: the reader left
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_ERROR
    build_parser().print_help(sys.stderr)
    return EXIT_ERROR


def _server() -> int:
    # Imported here: pygls is an optional extra and heavy to import, and the
    # check path must stay lean.
    try:
        from .server import main as serve
    except ImportError as exc:
        print(f"urilint: error: the language server needs the 'lsp' extra (pip install 'urilint[lsp]'): {exc}", file=sys.stderr)
        return EXIT_ERROR
    return serve()


def _tuple(values: list[str] | None) -> tuple[str, ...] | None:
    return None if values is None else tuple(values)


def _resolver(args: SimpleNamespace, read_table: TableReader | None = None) -> Resolver:
    flags = dict(
        select=args.select, extend_select=args.extend_select, ignore=args.ignore,
        unsafe_fixes=args.unsafe_fixes, cache_dir=args.cache_dir, iri=getattr(args, "iri", None),
        output_format=args.output_format, exclude=_tuple(getattr(args, "exclude", None)),
        extend_exclude=_tuple(getattr(args, "extend_exclude", None)),
    )
    if args.isolated:
        return Resolver(flags, Settings(root=os.getcwd()))
    if args.config:
        if not os.path.isfile(args.config):
            raise ConfigError(f"{args.config}: config file not found")
        return Resolver(flags, load_settings(args.config, read_table))
    return Resolver(flags, read_table=read_table)


def _check(args: SimpleNamespace, argv: list[str]) -> int:
    if args.select is not None and not args.select:
        raise ConfigError("command line: --select is empty; give rule codes or prefixes (or ALL)")
    if args.add_noqa and (args.fix or args.diff or args.stdin_filename is not None or "-" in args.paths):
        raise ConfigError("--add-noqa cannot be used with --fix, --diff or stdin (as in ruff)")
    stdin = args.stdin_filename is not None or "-" in args.paths
    if stdin and any(p != "-" for p in args.paths):
        raise ConfigError(
            "--stdin-filename reads stdin, '-' too: give no other paths" if args.stdin_filename is not None
            else "'-' (stdin) cannot be combined with other paths"
        )
    paths = ["-"] if stdin else [_as_named(path) for path in args.paths] or ["."]
    # A run that only reads files is recorded, for a later identical one (replay.py).
    recorder = None
    if not (stdin or args.no_cache or args.fix or args.diff or args.add_noqa or args.show_settings or args.verbose):
        from .pipeline.replay import Recorder  # here: a run never recorded (stdin, --fix) need not load it

        recorder = Recorder(argv)
    # git lists the named folders while the config and rules are read.
    started = {} if stdin else git_files.start(paths)
    try:
        if recorder is not None:
            recorder.start()
        return _check_paths(args, stdin, paths, started, recorder)
    finally:
        for listing in started.values():
            listing.close()
        if recorder is not None:
            recorder.stop()


def _as_named(path: str) -> str:
    """`path`, or where the system finds it when it holds ".." after a link
    (os.path.normpath, which discovery applies, reads "link/../a.md" as
    "a.md": another file than the one named)."""
    if ".." not in path.replace("\\", "/").split("/") or os.path.realpath(os.path.normpath(path)) == os.path.realpath(path):
        return path
    return os.path.realpath(path)


def _check_paths(args: SimpleNamespace, stdin: bool, paths: list[str], started: dict[str, git_files.Listing],
                 recorder: Recorder | None = None) -> int:
    # Config tables through their memo (no TOML parser in a run the cache
    # answers); stdin reads it but, as for the rules' memo, writes nothing.
    config_memo = None if args.no_cache else _config_memo(args.cache_dir)
    resolver = _resolver(args, config_memo.table if config_memo is not None else None)
    # The run's own settings (cache folder, unsafe fixes) come from where it
    # starts; each file's rules come from the config nearest to that file.
    start = args.stdin_filename if stdin and args.stdin_filename else (
        paths[0] if len(paths) == 1 else os.path.commonpath([os.path.abspath(p) for p in paths] or ["."])
    )
    settings = resolver.for_path(start)
    args.output_format = settings.output_format or DEFAULT_FORMAT
    memo = None if args.no_cache else _rule_memo(settings, stdin)
    rules = load_rules() if memo is None else memo.load()
    linters = Linters(resolver, rules)
    linter_for = linters.for_path
    linter_for(start)  # validates select/ignore before any file is read
    if args.verbose:
        from .verbose import say_config

        say_config(settings)
    if args.show_settings:
        from .report.settings_format import show_settings

        sys.stdout.write(show_settings(start, settings, linter_for(start).rules))
        return EXIT_CLEAN
    mode = Mode.DIFF if args.diff else Mode.FIX if args.fix else Mode.CHECK
    unsafe = settings.unsafe_fixes
    if stdin:
        return _check_stdin(args, resolver, linter_for, mode, unsafe, rules)

    from .discover import Listing, Problem, discover_listings
    from .pipeline.batch import batches, cache_for, check_paths, unanswered

    named = {os.path.normpath(p) for p in paths}
    skipped: dict[str, list[str]] = {}  # reason -> paths, said with -v
    trail = recorder.trail if recorder is not None else None
    walked: Iterable[Listing | Problem] = discover_listings(
        paths, resolver, args.force_exclude, started, skipped if args.verbose else None, trail
    )
    if mode is not Mode.CHECK or args.add_noqa:
        walked = list(walked)
        for item in walked:  # every config is loaded and valid before any file is written
            if isinstance(item, Listing):
                for file in item.files:
                    linter_for(file.path)
    if args.add_noqa:
        from .noqa import add_noqa

        return add_noqa(args, [f.path for item in walked if isinstance(item, Listing) for f in item.files],
                        [f"{p.path}: {p.reason}" for p in walked if isinstance(p, Problem)], linter_for)
    cache = None if args.no_cache else cache_for(settings, rules.values(), settings.cache_dir, settings.root)
    results: list[FileResult] = []
    errors: list[str] = []
    # Batch by batch, as discovery goes: the run holds one batch's files and
    # results at a time, and only the results with something to report.
    for items in batches(walked):
        parts = unanswered(items, linters.for_folder, cache)
        files = [file for part in parts if not isinstance(part, Problem) for file in part]
        done = iter(check_paths([f.path for f in files], linter_for, mode, unsafe, cache, found=files, save=False))
        for part in parts:
            if isinstance(part, Problem):
                errors.append(f"{part.path}: {part.reason}")
                continue
            for file in part:
                result = next(done)
                if result.binary and file.path in named and not args.verbose:  # a file asked for is not skipped silently
                    print(f"urilint: skipped binary file {file.path}", file=sys.stderr)
                elif result.binary:
                    skipped.setdefault("binary file", []).append(file.path)
                if result.error:
                    errors.append(f"{file.path}: {result.error}")
                if result.findings or result.fixed or result.original is not None:
                    results.append(result)  # what reporters read; a clean file's result would only hold memory
        if mode is Mode.CHECK:  # (--fix and --diff checked every config up front: they keep them)
            linters.forget_paths()
        last = next((item.files[-1] for item in reversed(items) if isinstance(item, Listing)), None)
        if cache is not None and last is not None:
            cache.release(last.absolute)
    if cache is not None:
        cache.save()
    if memo is not None:
        memo.save()
    if config_memo is not None:
        config_memo.save()
    if args.verbose:
        from .verbose import say_skipped

        say_skipped(skipped, args.verbose > 1)
    status = _finish(args, results, errors, mode, unsafe, rules)
    # Recorded after a run that linted files too: a record costs a stat of
    # the config files, folders and urilint's modules (the files' statuses
    # are discovery's), some 3 ms on a tree of 2,400 files, and a miss on
    # the next run stops at the first chunk of witnesses, the most recently
    # changed files; the run after an edit that changed no finding, or a
    # second run of a hook, is then answered whole.
    if recorder is not None and trail is not None and cache is not None and not errors and not linters.reads_other_files():
        recorder.save(status, trail, resolver.consulted(), [*paths, args.config], rules.values(), results)
    return status


def _config_memo(cache_dir: str | None) -> ConfigMemo:
    from .pipeline.config_memo import ConfigMemo

    return ConfigMemo(cache_dir)


def _rule_memo(settings: Settings, stdin: bool) -> RuleMemo | None:
    """The rules' memo in the run's cache folder: with it, a run the cache
    answers imports no rule module, and an editor's stdin run (which reads
    the memo a run over the project wrote, and writes none) only the
    selected rules'. None for a stdin run of a project without a cache
    folder."""
    from .pipeline.cache_folder import folder_for

    folder = folder_for(settings.cache_dir, settings.root)
    if stdin and not os.path.isdir(folder):
        return None
    from .pipeline.rule_memo import RuleMemo

    return RuleMemo(folder)


def _check_stdin(args: SimpleNamespace, resolver: Resolver, linter_for, mode: Mode, unsafe: bool, rules: Mapping[str, Rule]) -> int:  # type: ignore[no-untyped-def]
    name = args.stdin_filename or "-"
    data = sys.stdin.buffer.read()
    if args.force_exclude and args.stdin_filename and resolver.is_excluded(name):
        # Excluded by the config (as ruff does, only with --force-exclude):
        # nothing to report, and --fix hands the input back unchanged.
        if args.verbose:
            print(f"urilint: {name} is excluded; not checked", file=sys.stderr)
        result = FileResult(name, "", [])
        if mode is Mode.FIX:
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
            return EXIT_CLEAN
        return _finish(args, [result], [], mode, unsafe, rules)
    result = process_bytes(name, data, linter_for(name), mode, unsafe)
    errors = [f"{name}: {result.error}"] if result.error else []
    if mode is Mode.FIX:
        sys.stdout.buffer.write(result.output if result.output is not None and not errors else data)
        sys.stdout.flush()
        for error in errors:
            print(f"urilint: error: {error}", file=sys.stderr)
        # stdout is the content: the report goes to stderr, and only when
        # findings remain (editors show any stderr as an error; ruff would
        # print its summary there even when everything was fixed).
        if not args.silent and result.findings:
            from .report import write_report

            write_report(args.output_format, [result], sys.stderr, _context(args, unsafe, rules, errors, sys.stderr))
        return _status(args, [result], errors, mode)
    return _finish(args, [result], errors, mode, unsafe, rules)


def _context(args: SimpleNamespace, unsafe: bool, rules: Mapping[str, Rule], errors: list[str], out: TextIO) -> dict[str, Any]:
    """What reporters may ask about the run."""
    from .report.colour import Style, wants_colour

    return {
        "unsafe": unsafe, "statistics": args.statistics, "rules": rules, "errors": len(errors),
        "quiet": args.quiet or args.silent, "show_fixes": args.show_fixes and args.fix,
        "style": Style(wants_colour(args.color, out)),
    }


def _finish(
    args: SimpleNamespace, results: list[FileResult], errors: list[str], mode: Mode, unsafe: bool,
    rules: Mapping[str, Rule],
) -> int:
    if mode is Mode.DIFF:
        from .report.patch_format import file_patch  # lazily: not needed on the editor's stdin path

        for result in results:
            if not args.silent:
                sys.stdout.writelines(file_patch(result))
        sys.stdout.flush()
        _diff_summary(args, results, bool(errors))
        results = [r._replace(findings=[]) for r in results]
    elif not args.silent:
        from .report import write_report

        write_report(args.output_format, results, sys.stdout, _context(args, unsafe, rules, errors, sys.stdout))
        sys.stdout.flush()
    for error in errors:
        print(f"urilint: error: {error}", file=sys.stderr)
    return _status(args, results, errors, mode)


def _diff_summary(args: SimpleNamespace, results: list[FileResult], errors: bool) -> None:
    """After --diff, on stderr (stdout stays a patch): what --fix would do
    (after errors, nothing when nothing: a file that failed may have had fixes)."""
    if args.quiet or args.silent:
        return
    if args.show_fixes:
        from .report.text_format import fixes_applied

        sys.stderr.write(fixes_applied(results, "Would fix"))
    fixed = sum(r.fixed for r in results)
    files = sum(1 for r in results if r.fixed)
    if fixed:
        print(f"Would fix {fixed} finding{'s' * (fixed != 1)} in {files} file{'s' * (files != 1)}.", file=sys.stderr)
    elif not errors:
        print("No fixes to apply.", file=sys.stderr)


def _status(args: SimpleNamespace, results: list[FileResult], errors: list[str], mode: Mode) -> int:
    if errors:
        return EXIT_ERROR
    if args.exit_zero:
        return EXIT_CLEAN
    if mode is Mode.DIFF:
        return EXIT_FINDINGS if any(r.original is not None for r in results) else EXIT_CLEAN
    return EXIT_FINDINGS if any(r.findings for r in results) else EXIT_CLEAN
