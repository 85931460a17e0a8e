"""A value read from a whole text, kept for the last text asked about."""

from __future__ import annotations

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from typing import Any, Callable, TypeVar

    T = TypeVar("T")


def last_text(compute: Callable[[str], T]) -> Callable[[str], T]:
    """`compute`, remembering its answer for the last text (by identity):
    the thousands of URIs of one file ask about one text, which is then
    read once, not once per URI (a look through the whole text for each
    was quadratic)."""
    held: list[Any] = [None, None]  # the text, its value

    def value(text: str) -> T:
        if held[0] is not text:
            held[1] = compute(text)
            held[0] = text
        return held[1]  # type: ignore[no-any-return]  # what compute gave for this text

    return value
