"""Findings and fixes that were wrong on sweep 34 (2026-11-27, 67
infrastructure-as-code and CI repositories: Terraform, Ansible, Salt,
Puppet, Kubernetes, GitHub Actions, GitLab CI, Jenkins, Dockerfiles,
nginx, HAProxy). Not seen in a real repository; proven with bash's printf
and Python's logging on files of the real form (/work/sweep34/repro, not
in the repo). Exact findings and exact fixed bytes."""

from __future__ import annotations

from helpers import assert_triaged

# "%%" is an escaped "%" (printf, logging, cmd): a safe "%7E" -> "~" after
# it left "%~", which bash's printf rejects ("invalid format character").
# The same triplet with no "%" before it keeps its fix.
WORKFLOW = 'steps:\n  - run: printf "https://e.com/%%7Euser/%s" x\n  - run: curl https://e.com/%7Ea\n'


def test_a_printf_format_in_a_data_value_is_read_as_printf_reads_it() -> None:
    """In a data file's value "%%" is printf's (and configparser's) escaped
    "%", no malformed one, and the "%7E" after it is text: no finding
    (sweep 56 made printf's conversions placeholders in data values)."""
    assert_triaged(WORKFLOW, ".github/workflows/ci.yml", [(3, 29, "URI002")], WORKFLOW.replace("/%7Ea", "/~a"),
                   WORKFLOW.replace("/%7Ea", "/~a"))


PROSE = "See https://e.com/%%7Euser here\n"


def test_a_triplet_after_a_percent_gets_an_unsafe_fix_only() -> None:
    assert_triaged(PROSE, "a.md", [(1, 19, "URI006"), (1, 20, "URI002")], None, "See https://e.com/%25~user here\n")


def test_why_is_said() -> None:
    import urilint

    _, doubled = urilint.lint_text(PROSE, "a.md")
    assert doubled.message.endswith("(unsafe fix: after a '%' this may be an escaped '%%' and text, not an octet)")
