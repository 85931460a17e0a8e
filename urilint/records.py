"""``NamedTuple`` for urilint's record types, made without typing's
per-field work at import.

``typing.NamedTuple`` turns each field's annotation into a ForwardRef,
which compiles the annotation's text (with ``from __future__ import
annotations`` every annotation is text): for urilint's ~160 fields, 4% of
the instructions of a run the cache answers, in every run. The class made
here is the same one (``collections.namedtuple`` with the class body's
defaults, docstring and methods, ``__annotations__`` kept as written), minus
the ForwardRefs. Type checkers see ``typing.NamedTuple`` itself.
"""

from __future__ import annotations

import collections

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any
    from typing import NamedTuple as NamedTuple
else:
    # As typing.NamedTuple: what the class body may not redefine, and what
    # is not copied onto the class.
    _PROHIBITED = frozenset((
        "__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults",
        "_make", "_replace", "_asdict", "_source",
    ))
    _SPECIAL = frozenset(("__module__", "__name__", "__annotations__"))

    class _RecordMaker(type):
        def __new__(cls, name: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> type:
            if not bases:  # NamedTuple itself
                return super().__new__(cls, name, bases, namespace)
            annotations = namespace.get("__annotations__")
            if annotations is None:  # lazily evaluated annotations (3.14, without the future import)
                raise TypeError(f"{name}: a record's module needs `from __future__ import annotations`")
            fields = list(annotations)
            defaults = []
            for field in fields:
                if field in namespace:
                    defaults.append(namespace[field])
                elif defaults:
                    raise TypeError(f"{name}: field {field} without a default follows fields with one")
            record = collections.namedtuple(name, fields, defaults=defaults, module=namespace["__module__"])
            record.__annotations__ = dict(annotations)
            for key, value in namespace.items():
                if key in _PROHIBITED:
                    raise AttributeError(f"Cannot overwrite NamedTuple attribute {key}")
                if key not in _SPECIAL and key not in annotations:
                    setattr(record, key, value)
            return record

    class NamedTuple(metaclass=_RecordMaker):
        """Base class of a record: ``class Edit(NamedTuple): start: int ...``."""
