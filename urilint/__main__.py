"""``python -m urilint``: the console entry point."""

from urilint.launch import run

run()
