"""What the picture scripts share: a virtual environment of their own with rich (and, for
the animation, Pillow) in it, and ANSI text to an SVG of a terminal window through rich.

The environment lives in .build/pictures-venv and is made the first time a script needs it
(`python3 -m venv`, then `pip install`); a script then runs itself again inside it.
"""

import io
import os
import subprocess
import sys

VENV = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "pictures-venv")


def ensure(*packages):
    """Re-runs the calling script inside the environment unless `packages` import here."""
    try:
        for package in packages:
            __import__({"pillow": "PIL"}.get(package, package))
        return
    except ImportError:
        pass
    python = os.path.join(VENV, "bin", "python")
    if os.path.realpath(sys.executable) == os.path.realpath(python):
        subprocess.run([python, "-m", "pip", "install", "-q", *packages], check=True)
    else:
        if not os.path.exists(python):
            subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
            subprocess.run([python, "-m", "pip", "install", "-q", *packages], check=True)
    os.execv(python, [python, *sys.argv])


def console(cols, rows=None):
    """A console that records, in 24-bit colour, COLS cells wide, writing nowhere."""
    from rich.console import Console

    return Console(record=True, width=cols, height=rows, file=io.StringIO(), color_system="truecolor", force_terminal=True)


def svg(ansi, cols, rows, title):
    """`ansi` (SGR-coloured lines) as rich draws it: a terminal window COLS x ROWS cells."""
    from rich.text import Text

    recorder = console(cols, rows)
    lines = ansi.split("\n")[:rows]
    lines += [""] * (rows - len(lines))
    for line in lines:
        recorder.print(Text.from_ansi(line), no_wrap=True, overflow="crop", end="\n")
    return recorder.export_svg(title=title)
