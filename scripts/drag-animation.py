#!/usr/bin/env python3
"""The README's animated picture: the drag to dismiss, from real frames of the renderer.

    scripts/drag-animation.py [OUT.gif]        (default docs/drag.gif)

Runs `kamishibai frames` (the binary at $KAMISHIBAI_BIN, or .build/debug/kamishibai) for the
frames of a sheet opened, dragged down past 40 % and let go, as the headless terminal composed
them (ANSI text). rich parses each frame (`Text.from_ansi`); Pillow paints its cells on a grid
in DejaVu Sans Mono — block and box characters fill their cells the way a terminal's do — and
joins the frames into an animated GIF. rich and Pillow come from the scripts' own virtual
environment (see environment.py).
"""

import glob
import os
import subprocess
import sys
import tempfile

import environment

environment.ensure()

import pictures  # noqa: E402
from PIL import Image, ImageDraw, ImageFont  # noqa: E402
from rich.cells import cell_len  # noqa: E402
from rich.text import Text  # noqa: E402

FPS = 15
CELL = (9, 18)
FONTS = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono{}.ttf"


def paint(ansi, cols, rows, fonts):
    """One frame: each cell's background, then its character in its colour."""
    image = Image.new("RGB", (cols * CELL[0], rows * CELL[1]), "black")
    draw = ImageDraw.Draw(image)
    for y, line in enumerate(ansi.split("\n")[:rows]):
        x = 0
        for segment in Text.from_ansi(line).render(pictures.console(cols)):
            style = segment.style
            fg = style.color.get_truecolor() if style and style.color else (255, 255, 255)
            bg = style.bgcolor.get_truecolor() if style and style.bgcolor else (0, 0, 0)
            font = fonts[bool(style and style.bold)]
            for character in segment.text:
                width = cell_len(character)
                left, top = x * CELL[0], y * CELL[1]
                draw.rectangle([left, top, left + width * CELL[0] - 1, top + CELL[1] - 1], fill=tuple(bg))
                if character.strip():
                    draw.text((left, top + 1), character, font=font, fill=tuple(fg))
                x += width
    return image


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "docs/drag.gif"
    binary = os.environ.get("KAMISHIBAI_BIN", ".build/debug/kamishibai")
    fonts = [ImageFont.truetype(FONTS.format(suffix), 15) for suffix in ("", "-Bold")]
    with tempfile.TemporaryDirectory() as work:
        subprocess.run([binary, "frames", "--out", work, "--fps", str(FPS)], check=True, stdout=subprocess.DEVNULL)
        images = []
        for path in sorted(glob.glob(os.path.join(work, "frame-*.ans"))):
            with open(path, encoding="utf-8") as file:
                images.append(paint(file.read(), 80, 24, fonts).quantize(colors=128))
    # Hold the last frame (the list again) a moment before the loop starts over.
    durations = [1000 // FPS] * (len(images) - 1) + [1500]
    images[0].save(out, save_all=True, append_images=images[1:], duration=durations, loop=0, optimize=True)
    print(f"wrote {out} ({len(images)} frames)")


if __name__ == "__main__":
    main()
