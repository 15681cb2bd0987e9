#!/usr/bin/env python3
"""Turn ANSI-coloured terminal text into an SVG picture of a terminal window, with rich.

    tmux capture-pane -e -p | scripts/ansi2svg.py --cols 80 --rows 24 > screen.svg

Reads UTF-8 text with SGR escape sequences on standard input (what `tmux capture-pane -e -p`
prints) and writes rich's SVG of it (`Text.from_ansi`, then `Console(record=True).export_svg`)
on standard output. rich comes from the scripts' own virtual environment (see environment.py).
"""

import argparse
import sys

import environment

environment.ensure()

import pictures  # noqa: E402
from rich.text import Text  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cols", type=int, help="grid width in cells (default: the widest line)")
    ap.add_argument("--rows", type=int, help="grid height in cells (default: the number of lines)")
    ap.add_argument("--title", help='title bar text (default: "terminal — COLSxROWS")')
    args = ap.parse_args()
    text = sys.stdin.read().rstrip("\n")
    cols = args.cols or max((Text.from_ansi(line).cell_len for line in text.split("\n")), default=1)
    rows = args.rows or text.count("\n") + 1
    sys.stdout.write(pictures.svg(text, cols, rows, args.title or f"terminal — {cols}×{rows}"))


if __name__ == "__main__":
    main()
