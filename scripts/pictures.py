"""What the picture scripts share: ANSI text to an SVG of a terminal window through rich.
rich comes from the scripts' own virtual environment (see environment.py): call
`environment.ensure()` before importing this module.
"""

import io

from rich.console import Console
from rich.text import Text


def console(cols, rows=None):
    """A console that records, in 24-bit colour, COLS cells wide, writing nowhere."""
    return Console(record=True, width=cols, height=rows, file=io.StringIO(), color_system="truecolor", force_terminal=True)


def svg(ansi, cols, rows, title):
    """`ansi` (SGR-coloured lines) as rich draws it: a terminal window COLS x ROWS cells."""
    recorder = console(cols, rows)
    lines = ansi.split("\n")[:rows]
    lines += [""] * (rows - len(lines))
    for line in lines:
        recorder.print(Text.from_ansi(line), no_wrap=True, overflow="crop", end="\n")
    return recorder.export_svg(title=title)
