"""What keeps urilint importable and the same on every Python it supports
(3.9 and up) while CI runs one: no `re` pattern needs 3.11's syntax, and
records.NamedTuple makes the classes typing.NamedTuple would."""

from __future__ import annotations

import ast
import pickle
import re
import typing
from pathlib import Path

import pytest

from urilint.compat import possessive
from urilint.records import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted([*(ROOT / "urilint").rglob("*.py"), *(ROOT / "rules").rglob("*.py")])
# Opcodes of syntax that `re` accepts only from Python 3.11 (the regex
# module has always taken it): possessive quantifiers and atomic groups.
NEW_IN_311 = {"POSSESSIVE_REPEAT", "ATOMIC_GROUP"}


def _re_calls(path: Path) -> list[tuple[int, str]]:
    """(line, pattern) of each `re` pattern in `path`: a call re.NAME(...)
    or compiled_re(...) (the pattern store's, which compiles with `re`)
    whose pattern is a literal, or a module constant made of literals."""
    tree = ast.parse(path.read_text("utf-8"))
    constants: dict[str, str] = {}

    def value(node: ast.expr) -> str | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.Name):
            return constants.get(node.id)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = value(node.left), value(node.right)
            return None if left is None or right is None else left + right
        if isinstance(node, ast.JoinedStr):  # an f-string of constants
            parts = [value(part.value if isinstance(part, ast.FormattedValue) else part) for part in node.values]
            return None if None in parts else "".join(parts)  # type: ignore[arg-type]
        return None

    for statement in tree.body:
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and isinstance(statement.targets[0], ast.Name):
            found = value(statement.value)
            if found is not None:
                constants[statement.targets[0].id] = found
    calls = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        is_re = isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "re"
        is_store = (isinstance(func, ast.Name) and func.id == "compiled_re") or (
            isinstance(func, ast.Attribute) and func.attr == "compiled_re"
        )
        pattern = value(node.args[0]) if is_re or is_store else None
        if pattern is not None:
            calls.append((node.lineno, pattern))
    return calls


def _opcodes(pattern: str) -> set[str]:
    parser = pytest.importorskip("re._parser")  # Python 3.11+: it parses the new syntax too
    names: set[str] = set()

    def walk(items: object) -> None:
        for op, arg in items:  # type: ignore[attr-defined]
            names.add(str(op))
            for value in arg if isinstance(arg, (tuple, list)) else (arg,):
                if isinstance(value, parser.SubPattern):
                    walk(value)
                elif isinstance(value, (tuple, list)):
                    for inner in value:
                        if isinstance(inner, parser.SubPattern):
                            walk(inner)

    walk(parser.parse(pattern))
    return names


def test_no_re_pattern_needs_python_311() -> None:
    offending = [
        f"{path.relative_to(ROOT)}:{line}: {pattern!r}"
        for path in SOURCES
        for line, pattern in _re_calls(path)
        if _opcodes(pattern) & NEW_IN_311
    ]
    assert offending == [], "compile these with urilint.compat.possessive"


def test_the_scan_sees_the_pattern_stores_patterns(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text(
        'A = r"x*+"\nB = A + "y"\nP = compiled_re(B)\nQ = compiled_re(r"(?>z)")\nR = re.compile("a+b")\n'
        'C = rf"<{A}{{2}}>"\nS = compiled_re(C)\n'
    )
    assert [(line, pattern) for line, pattern in _re_calls(source)] == [
        (3, "x*+y"), (4, "(?>z)"), (5, "a+b"), (7, "<x*+{2}>"),
    ]


def test_the_scan_finds_the_syntax_it_guards_against() -> None:
    assert _opcodes(r"a*+b") & NEW_IN_311
    assert _opcodes(r"(?>ab)") & NEW_IN_311
    assert not _opcodes(r"[*+]a+?") & NEW_IN_311


def test_possessive_matches_as_re_does() -> None:
    tag = possessive(r"</[A-Za-z][\w-]*+\s*+>")
    assert tag.match("</a >").group() == "</a >"
    # possessive: no backtracking into [^"]*+, so the closing quote is never found
    assert possessive(r'"[^"]*+"').match('"ab"').group() == '"ab"'
    assert possessive(r"a*+a").match("aaa") is None


class Plain(NamedTuple):
    """A record."""

    start: int
    text: str | None = None
    spans: tuple[tuple[int, int], ...] = ()

    def width(self) -> int:
        return len(self.text or "")


class Typed(typing.NamedTuple):
    """A record."""

    start: int
    text: str | None = None
    spans: tuple[tuple[int, int], ...] = ()

    def width(self) -> int:
        return len(self.text or "")


def test_records_are_the_classes_typing_makes() -> None:
    for cls in (Plain, Typed):
        record = cls(3, "ab")
        assert record == (3, "ab", ())
        assert record.width() == 2
        assert record._replace(start=4) == (4, "ab", ())
        assert cls._fields == ("start", "text", "spans")
        assert cls._field_defaults == {"text": None, "spans": ()}
        assert cls.__doc__ == "A record."
        assert cls.__module__ == __name__
        assert pickle.loads(pickle.dumps(record)) == record
        assert issubclass(cls, tuple)
    assert Plain.__annotations__ == {"start": "int", "text": "str | None", "spans": "tuple[tuple[int, int], ...]"}


def test_records_refuse_what_typing_refuses() -> None:
    with pytest.raises(TypeError, match="without a default follows"):
        class Wrong(NamedTuple):
            a: int = 0
            b: int

    with pytest.raises(AttributeError, match="_replace"):
        class Clash(NamedTuple):
            a: int

            def _replace(self) -> None: ...

    assert re.fullmatch(r"\w+", Plain.__qualname__)


def test_records_take_evaluated_annotations_and_refuse_none() -> None:
    namespace: dict[str, object] = {"NamedTuple": NamedTuple, "__name__": "elsewhere"}
    # dont_inherit: without this module's `from __future__ import annotations`
    exec(compile("class Point(NamedTuple):\n    x: int\n    y: int = 0\n", "<test>", "exec", dont_inherit=True), namespace)
    point = namespace["Point"]
    assert point(1) == (1, 0) and point.__annotations__ == {"x": int, "y": int}  # type: ignore[operator, attr-defined]
    with pytest.raises(TypeError, match="from __future__ import annotations"):
        exec("class Empty(NamedTuple):\n    pass\n", namespace)
