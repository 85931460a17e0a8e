"""Where a URI ends in an unquoted shell word: at the shell's operators
(found in the-art-of-command-line: ``curl -s https://e.com/README.md|``
in a sh fence got URI004 on the pipe)."""

from __future__ import annotations

import pytest

from _marked import scan
from helpers import findings, stable_fix


@pytest.mark.parametrize(
    ("marked", "filename"),
    [
        pytest.param("curl -fsSL ⟦https://get.e.com/install.sh⟧|sh\n", "install.sh", id="pipe"),
        pytest.param("```sh\ncurl -s ⟦https://e.com/README.md⟧|\n  pandoc -f markdown\n```\n", "a.md", id="pipe-in-fence"),
        pytest.param("wget ⟦https://e.com/a?x=1⟧&b=2\n", "a.sh", id="ampersand-backgrounds"),
        pytest.param("curl ⟦https://e.com/a⟧>out.html; echo ⟦https://e.com/b⟧;\n", "a.sh", id="redirect-and-list"),
        pytest.param("RUN curl ⟦https://e.com/i.sh⟧|bash\n", "Dockerfile", id="dockerfile"),
        pytest.param('curl "⟦https://e.com/a|b⟧"\n', "a.sh", id="quoted-pipe-is-the-uri"),
    ],
)
def test_shell_word_extent(marked: str, filename: str) -> None:
    expected, got = scan(marked, filename)
    assert got == expected


def test_shell_pipe_has_no_finding_and_no_fix() -> None:
    text = "curl -fsSL https://get.e.com/%7einstall.sh|sh\n"
    assert findings(text, "install.sh") == [(1, 30, "URI002")]
    assert stable_fix(text, "install.sh", unsafe=True) == "curl -fsSL https://get.e.com/~install.sh|sh\n"
