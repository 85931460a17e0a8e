from urilint.cli import run

run()
