"""Compare URI201/URI202 with lychee's offline local-link check on repositories.

    python benchmarks/links_vs_lychee.py LYCHEE REPO [REPO...] [--list]

For each repository: its Markdown files (outside .git and node_modules)
go to ``lychee --offline --include-fragments --no-progress --format json``
and to urilint's link rules (``--select URI2``, project root = the
repository). A lychee error and a urilint finding are the same broken link
when they are in the same file and name the same target (path, and the
fragment for URI202): lychee reports a reference-style link at each use,
urilint at the reference definition, where the URI is written. Prints one table row
per repository and, with --list, every finding of either tool.

``LINKS_PROJECT='{"link_map": [["/", "content/en"]], "link_extensions": [".md"], "lowercase": true}'``
sets urilint's link options (Project keywords) for a site layout; lychee
runs the same either way.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from urllib.parse import unquote, urlsplit

from urilint.config import Settings
from urilint.engine import Linter
from urilint.links import LINK_CONTEXTS, markup_free
from urilint.links.resolve import Project
from urilint.positions import LineIndex
from urilint.registry import load_rules, select_rules
from urilint.uri import Uri


def markdown_files(repo: str) -> list[str]:
    found = []
    for folder, dirs, names in os.walk(repo):
        dirs[:] = sorted(d for d in dirs if d not in (".git", "node_modules"))
        # A name holding "%" or "#" is not a file to lychee's command line (jekyll's test/source/+/%#.md).
        found += [os.path.join(folder, n) for n in sorted(names) if n.endswith((".md", ".markdown")) and not set("%#") & set(n)]
    return found


def target_of(folder: str, root: str, written: str) -> tuple[str, str]:
    """(absolute path, decoded fragment) that a written reference names."""
    parts = urlsplit(written)
    path = unquote(parts.path)
    base = root if path.startswith("/") else folder
    absolute = os.path.normpath(os.path.join(base, path.lstrip("/"))) if path else ""
    return absolute, unquote(parts.fragment)


def lychee(binary: str, repo: str, files: list[str]) -> list[tuple[str, int, str, str]]:
    out = subprocess.run(
        [binary, "--offline", "--include-fragments", "--no-progress", "--format", "json", "--root-dir", repo, *files],
        capture_output=True, text=True, cwd=repo, check=False,
    )
    report = json.loads(out.stdout)
    errors = []
    for name, items in report["error_map"].items():
        for item in items:
            url = urlsplit(item["url"])
            if url.scheme != "file":
                continue
            errors.append((os.path.normpath(os.path.join(repo, name)), item["span"]["line"], unquote(url.path),
                           unquote(url.fragment)))
    return errors


def urilint_findings(repo: str, files: list[str]) -> tuple[int, list[tuple[str, int, int, str, str, str, str]]]:
    rules = load_rules(plugins=False)
    options = {k: tuple(v) if isinstance(v, list) else v for k, v in json.loads(os.environ.get("LINKS_PROJECT", "{}")).items()}
    linter = Linter(select_rules(Settings(select=("URI2",)), rules), rules, project=Project(repo, **options))
    checked = 0
    found = []
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        for span in linter.spans(text, path):
            if span.reference and span.context in LINK_CONTEXTS and markup_free(text, span.start, span.end, span.opaque) is not None:
                uri = Uri(text, span)
                if uri.component("scheme") is None and uri.component("host") is None and uri.text not in ("", "#"):
                    checked += 1
        index = LineIndex(text)
        for f in linter.lint(text, path):
            written = text[f.uri_start:f.uri_end]
            target, fragment = target_of(os.path.dirname(path), repo, written)
            line, col = index.line_col(f.start)
            found.append((path, line, col, f.code, f.message, target or path, fragment))
    return checked, found


def compare(binary: str, repo: str, show: bool) -> None:
    repo = os.path.abspath(repo)
    files = markdown_files(repo)
    errors = lychee(binary, repo, files)
    checked, found = urilint_findings(repo, files)
    matched_l = set()
    matched_u = set()
    for i, (file, line, path, fragment) in enumerate(errors):
        for j, (ufile, uline, _, code, _, target, ufragment) in enumerate(found):
            if ufile == file and target == path and (
                code == "URI201" or fragment == ufragment
            ):
                matched_l.add(i)
                matched_u.add(j)
    name = os.path.basename(repo)
    print(f"| {name} | {len(files)} | {checked} | {len(found)} | {len(errors)} | {len(errors) - len(matched_l)} | "
          f"{len(found) - len(matched_u)} |")
    if show:
        for i, (file, line, path, fragment) in enumerate(errors):
            if i not in matched_l:
                print(f"  lychee only: {os.path.relpath(file, repo)}:{line} {os.path.relpath(path, repo)}#{fragment}")
        for j, (file, line, col, code, message, _, _) in enumerate(found):
            print(f"  {'both' if j in matched_u else 'urilint only'}: {os.path.relpath(file, repo)}:{line}:{col} {code} {message}")


def main(argv: list[str]) -> int:
    show = "--list" in argv
    args = [a for a in argv if a != "--list"]
    print("| repository | Markdown files | links checked | urilint findings | lychee findings | missed by urilint | urilint only |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for repo in args[1:]:
        compare(args[0], repo, show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
