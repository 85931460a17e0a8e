"""The package's shape, read from the AST: imports run one way, every module
says what it owns, and no module grows past a size a newcomer can read."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Installed names of the package folders: the built-in rules live in rules/
# but are installed as urilint.rules.
FOLDERS = {"urilint": ROOT / "urilint", "urilint.rules": ROOT / "rules"}
MAX_LINES = 400

# (importer prefix, imported prefix): layers that must not depend on each other.
FORBIDDEN = [
    ("urilint.rules", "urilint.scan"),  # rules see URIs, never the extractor
    ("urilint.rules", "urilint.pipeline"),
    ("urilint.report", "urilint.pipeline"),  # reporters see only the data model
    ("urilint.report", "urilint.engine"),
    ("urilint.report", "urilint.registry"),
    ("urilint.config", "urilint.registry"),  # rule selection lives in the registry
    ("urilint.uri", "urilint.scan"),  # the URI layer knows nothing about files
    ("urilint.uri", "urilint.engine"),
    ("urilint.uri", "urilint.pipeline"),
    ("urilint.scan", "urilint.engine"),
    ("urilint.scan", "urilint.pipeline"),
    ("urilint.links", "urilint.scan"),  # the link rules' project view reads files, not spans
    ("urilint.links", "urilint.engine"),
    ("urilint.links", "urilint.pipeline"),
    ("urilint.model", "urilint."),  # the data model imports nothing of ours but the record and choice bases
    ("urilint.records", "urilint."),  # which import nothing of ours
    ("urilint.choices", "urilint."),
]
# Exceptions to FORBIDDEN: (importer, imported module).
ALLOWED = {("urilint.model", "urilint.records"), ("urilint.model", "urilint.choices")}


def _modules() -> dict[str, Path]:
    found = {}
    for package, folder in FOLDERS.items():
        for path in sorted(folder.rglob("*.py")):
            parts = path.relative_to(folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join((package, *parts))] = path
    return found


MODULES = _modules()


def _imports(name: str, path: Path) -> set[str]:
    """The modules of ours that `name` imports, at any depth of its body
    (lazy imports count: they run the same way; imports for type checkers
    only, under ``if TYPE_CHECKING:``, do not)."""
    tree = ast.parse(path.read_text("utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    typing_only = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
        for inner in ast.walk(node)
    }
    found = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            # "from . import x" may import a submodule x.
            targets = [f"{stem}.{alias.name}" if f"{stem}.{alias.name}" in MODULES else stem for alias in node.names]
        else:
            continue
        found.update(t for t in targets if t == "urilint" or t.startswith("urilint."))
    return found - {name}


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def test_the_graph_was_read() -> None:
    assert {"urilint.engine", "urilint.uri.syntax", "urilint.pipeline.batch", "urilint.rules.non_ascii"} <= set(GRAPH)
    assert "urilint.uri.hosts" in GRAPH["urilint.rules.non_ascii"]
    assert "urilint.pipeline.file" in GRAPH["urilint.pipeline.batch"]


def test_no_import_cycle() -> None:
    """Module-level and lazy imports together form no cycle (a package's
    __init__ importing its own submodules aside)."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(name: str) -> None:
        state[name] = 1
        stack.append(name)
        for target in sorted(GRAPH.get(name, ())):
            if target not in GRAPH or name.startswith(target + "."):
                continue  # a submodule's import of its own package's __init__
            if state.get(target) == 1:
                cycle = stack[stack.index(target) :] + [target]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if target not in state:
                visit(target)
        stack.pop()
        state[name] = 2

    for name in sorted(GRAPH):
        if name not in state:
            visit(name)


@pytest.mark.parametrize(("importer", "imported"), FORBIDDEN, ids=[f"{a}-x-{b}" for a, b in FORBIDDEN])
def test_layers(importer: str, imported: str) -> None:
    offending = sorted(
        f"{name} imports {target}"
        for name, targets in GRAPH.items()
        if name == importer or name.startswith(importer + ".")
        for target in targets
        if target.startswith(imported) and not (target == "urilint" and imported.endswith("."))
        and (name, target) not in ALLOWED
    )
    assert offending == []


@pytest.mark.parametrize("name", sorted(MODULES))
def test_module_says_what_it_owns_and_stays_small(name: str) -> None:
    path = MODULES[name]
    text = path.read_text("utf-8")
    if not text.strip():
        return  # an empty __init__
    docstring = ast.get_docstring(ast.parse(text))
    assert docstring and docstring.strip().splitlines()[0].strip(), f"{name}: no docstring saying what it owns"
    assert len(text.splitlines()) <= MAX_LINES, f"{name}: {len(text.splitlines())} lines"
