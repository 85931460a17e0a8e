"""``python -m urilint``: the console entry point."""

from urilint.cli import run

run()
