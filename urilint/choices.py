"""``Choices``: a string-valued enumeration for urilint's few closed sets
(a fix's applicability, a fix's kind, a run's mode), made without the
standard library's ``enum``.

Importing ``enum`` (and making three classes with it) is a tenth of the
start-up of a run the cache answers, which needs nothing else from it.
A member here is a ``str`` equal to its value (``str()`` and f-strings
give the value), with ``name`` and ``value``;
``Kind("value")`` returns the member (a ValueError for an unknown one),
iterating the class gives the members in definition order, and a member
pickles as its value, looked up again. Type checkers see ``enum.Enum``.
"""

from __future__ import annotations

__all__ = ["Choices"]

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from enum import Enum as Choices
    from typing import Any, Iterator
else:

    class _ChoicesMaker(type):
        def __new__(cls, name: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> type:
            values = {key: value for key, value in namespace.items() if not key.startswith("_") and type(value) is str}
            made = super().__new__(cls, name, bases, {k: v for k, v in namespace.items() if k not in values})
            made._members = {}
            for key, value in values.items():
                member = str.__new__(made, value)
                member._name_ = key
                setattr(made, key, member)
                made._members[value] = member
            return made

        def __call__(cls, value: str) -> Any:
            try:
                return cls._members[value]
            except (KeyError, TypeError):
                raise ValueError(f"{value!r} is not a valid {cls.__name__}") from None

        def __iter__(cls) -> Iterator[Any]:
            return iter(cls._members.values())

        def __len__(cls) -> int:
            return len(cls._members)

    class Choices(str, metaclass=_ChoicesMaker):
        """Base class: ``class Mode(Choices): CHECK = "check" ...``."""

        @property
        def name(self) -> str:
            return self._name_  # type: ignore[no-any-return]

        @property
        def value(self) -> str:
            return str.__str__(self)

        def __repr__(self) -> str:
            return f"<{type(self).__name__}.{self._name_}: {str.__repr__(self)}>"

        def __reduce__(self) -> tuple[Any, ...]:
            return type(self), (str.__str__(self),)

        def __copy__(self) -> Any:
            return self

        def __deepcopy__(self, memo: dict[int, Any]) -> Any:
            return self
