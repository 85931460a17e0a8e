"""reStructuredText extraction."""

from __future__ import annotations

import pytest

from _marked import scan


@pytest.mark.parametrize(
    "marked",
    [
        pytest.param("`PyPI <⟦https://pypi.org/p/q/⟧>`_.", id="embedded-uri"),
        pytest.param("The `changelog <⟦changelog.html⟧>`__ and", id="embedded-relative-anonymous"),
        pytest.param("`the notes <⟦upgrading.html#from-0-8⟧>`_", id="embedded-fragment"),
        pytest.param("`alias <other_>`_", id="embedded-alias-is-not-a-uri"),
        pytest.param(".. _GitHub: ⟦https://github.com/q/q⟧\n", id="target"),
        pytest.param(".. _upgrading: ⟦upgrading.html⟧\n", id="relative-target"),
        pytest.param(".. _RFC 3986: ⟦https://r.org/rfc3986#section-3⟧\n", id="target-name-with-space"),
        pytest.param(".. _indirect: other_\n", id="indirect-target"),
        pytest.param(".. image:: ⟦img/logo.png⟧\n   :target: ⟦https://pypi.org/p/q/⟧\n", id="image-and-target"),
        pytest.param("``⟦redis://:pw@localhost:6379/0⟧``  default", id="literal"),
        pytest.param("wiki (⟦https://e.com/wiki/Install_(legacy)⟧) is", id="bare-parens"),
        pytest.param("URL https://``, check", id="scheme-alone"),
    ],
)
def test_spans(marked: str) -> None:
    expected, got = scan(marked, "a.rst")
    assert got == expected
