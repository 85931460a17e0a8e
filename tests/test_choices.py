"""Choices: the string enumeration urilint's closed sets use instead of enum."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from urilint.choices import Choices
from urilint.model import Applicability, Mode
from urilint.policy import FixKind


class Colour(Choices):
    """Two members and a method."""

    RED = "red"
    LIGHT_BLUE = "light-blue"
    _hidden = "not a member"

    def shout(self) -> str:
        return self.value.upper()


def test_members_are_their_values_with_a_name() -> None:
    assert Colour.RED == "red" and isinstance(Colour.RED, str) and isinstance(Colour.RED, Colour)
    assert (Colour.LIGHT_BLUE.name, Colour.LIGHT_BLUE.value) == ("LIGHT_BLUE", "light-blue")
    assert str(Colour.RED) == "red" and f"{Colour.RED}|{Colour.RED:>5}" == "red|  red"
    assert repr(Colour.RED) == "<Colour.RED: 'red'>"
    assert hash(Colour.RED) == hash("red") and {"red": 1}[Colour.RED] == 1
    assert json.dumps([Colour.RED]) == '["red"]'
    assert Colour.RED.shout() == "RED"
    assert Colour._hidden == "not a member" and not isinstance(Colour._hidden, Colour)


def test_calling_the_class_looks_a_member_up() -> None:
    assert Colour("red") is Colour.RED
    assert list(Colour) == [Colour.RED, Colour.LIGHT_BLUE] and len(Colour) == 2
    with pytest.raises(ValueError, match="'blue' is not a valid Colour"):
        Colour("blue")
    with pytest.raises(ValueError, match="is not a valid Colour"):
        Colour(["red"])  # type: ignore[arg-type]


def test_members_survive_pickling_and_copying_as_themselves() -> None:
    for member in (Applicability.SAFE, FixKind.GUESS, Mode.DIFF):
        assert pickle.loads(pickle.dumps(member)) is member
        assert copy.copy(member) is member and copy.deepcopy([member])[0] is member


def test_urilint_sets_keep_their_members() -> None:
    assert [a.value for a in Applicability] == ["safe", "unsafe"]
    assert [m.value for m in Mode] == ["check", "fix", "diff"]
    assert [k.value for k in FixKind] == ["equivalence", "normalization", "encoding", "encoding-browsers-keep", "guess"]
    assert Applicability("unsafe") is Applicability.UNSAFE and Applicability.SAFE != Applicability.UNSAFE
