#!/usr/bin/env python3
"""The demo's screenshot gallery, docs/GALLERY.md and docs/gallery/*.png: every tab and the
states a reader wants to see (a story's sheet open, mid-drag, a scene's page, the inspector,
help, search, the card and sidebar styles, a photo zoomed, an alert), photographed in a real
xterm under Xvfb at 80×24, 120×40 and 200×60, in truecolor and in 256 colours.

    scripts/gallery.py [--bin PATH] [--sizes LIST] [--modes LIST] [--states LIST] [--keep DIR]
    scripts/gallery.py --check
    scripts/gallery.py --page

    --bin PATH     the app (default $KAMISHIBAI_BIN, else .build/debug/kamishibai; build it
                   first with `swift build --product kamishibai`)
    --sizes LIST   COLUMNSxROWS,… (default 80x24,120x40,200x60)
    --modes LIST   colour modes: truecolor, 256, 16, 8, none (default truecolor,256); 16, 8
                   and none are for a look at those modes, not for docs/ (docs/GALLERY.md
                   lists whatever docs/gallery/ holds, so commit only what it should show)
    --states LIST  only these states (default: all of them, in `STATES`' order); the other
                   pictures in docs/gallery/ are kept
    --out DIR      the gallery in DIR/GALLERY.md and DIR/gallery/ rather than docs/ (for a look
                   at other modes or another build without touching docs/)
    --keep DIR     the runs' own files (trace, log, a failed state's fail.png) go here
                   (default: a temporary folder, removed unless a state failed)
    --check        no pictures: checks that docs/GALLERY.md shows every PNG in docs/gallery/
                   and that every picture it shows exists (cheap; `./demo.sh test` runs it)
    --page         no pictures: writes docs/GALLERY.md from the pictures in docs/gallery/
                   (after removing some, or after merging two branches' galleries)

Each colour mode at each size is one run of the app in a stock xterm (DejaVu Sans Mono 9 pt),
which goes through the states in order; a state that fails (what it waits for does not come
in time) is reported with its run's fail.png, the app is started afresh and the run goes on.
The pictures are the terminal's cells (its window less its border) once drawing has
stopped (three looks 150 ms apart agree), repainted by the terminal from its cells, stripped of
metadata and compressed (with a palette of 256 colours where that moves no pixel by more than
a tenth, else losslessly), so a rerun changes only the pictures whose screens changed. The
page is written from the pictures there are. Exit status 0 when every state was photographed,
1 when one was not.

How each mode is made: truecolor is xterm with COLORTERM=truecolor and TERM=xterm-256color
(what scripts/xterm-screenshot.sh gives with KAMISHIBAI_SHOT_COLORTERM=truecolor); 256 is
TERM=xterm-256color and the app's `--color 256`; 16 and none the app's `--color 16` and
`--color none`; 8 is stock xterm's own TERM=xterm (8 colours by its terminfo).

Needs (Debian): python3 xvfb xterm xdotool x11-utils x11-apps netpbm imagemagick
fonts-dejavu-core; scripts/x_terminal.py drives the terminal, and the states (what each
photographs, and how the app is brought to it) are in scripts/gallery_states.py.
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from gallery_states import EXPECTS, STATES, prepare, repainted, stable
from x_terminal import CheckFailed, Terminal
from xvfb_display import Display, Image, XvfbError

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = os.path.join(REPO, "docs")
FOLDER = os.path.join(DOCS, "gallery")
PAGE = os.path.join(DOCS, "GALLERY.md")
SIZES = ["80x24", "120x40", "200x60"]
FONT_SIZE = 9

# Each colour mode: its title on the page, what is exported inside the terminal, and the
# app's arguments.
MODES = {
    "truecolor": ("Truecolor (xterm, `COLORTERM=truecolor`)",
                  {"TERM": "xterm-256color", "COLORTERM": "truecolor"}, []),
    "256": ("256 colours (xterm, `--color 256`)", {"TERM": "xterm-256color"}, ["--color", "256"]),
    "16": ("16 colours (xterm, `--color 16`)", {"TERM": "xterm-256color"}, ["--color", "16"]),
    "8": ("8 colours (xterm, `TERM=xterm`)", {"TERM": "xterm"}, []),
    "none": ("No colour (`--color none`)", {"TERM": "xterm-256color"}, ["--color", "none"]),
}


def picture_name(mode, size, state):
    return f"{mode}-{size}-{state}.png"


# The most a pixel may change when a picture is given a palette of 256 colours: a tenth of a
# channel's range, which the glyphs' antialiased edges stay within and the photos' gradients
# do not (decision 121).
PALETTE_ERROR = 0.1


def save(image_ppm, path, columns, rows):
    """The screenshot's cells, `columns` × `rows` (xterm's border of a few pixels in its own
    white left out), as a PNG without metadata (no time, no software name), so the same
    screen gives the same bytes: with a palette of 256 colours (ImageMagick's, not dithered)
    where no pixel changes by more than `PALETTE_ERROR` for it, else lossless."""
    raw, palette = path + ".raw.png", path + ".palette.png"
    image = Image(image_ppm)
    width, height = image.width // columns * columns, image.height // rows * rows
    grid = f"{width}x{height}+{(image.width - width) // 2}+{(image.height - height) // 2}"
    with open(raw, "wb") as file:
        subprocess.run(["pnmtopng"], input=image_ppm, stdout=file, stderr=subprocess.DEVNULL, check=True)
    subprocess.run(["convert", raw, "-crop", grid, "+repage", raw], check=True)
    plain = ["-strip", "-define", "png:compression-level=9", "-define", "png:exclude-chunks=date,time"]
    subprocess.run(["convert", raw, *plain, path], check=True)
    subprocess.run(["convert", raw, "+dither", "-colors", "256", *plain, palette], check=True)
    # compare says "ABSOLUTE (NORMALISED)" on its standard error, and exits 1 when they differ.
    said = subprocess.run(["compare", "-metric", "PAE", raw, palette, "null:"], capture_output=True, text=True).stderr
    error = re.search(r"\(([0-9.e+-]+)\)", said)
    if error and float(error[1]) <= PALETTE_ERROR and os.path.getsize(palette) < os.path.getsize(path):
        os.replace(palette, path)
    else:
        os.remove(palette)
    os.remove(raw)


def run(display, mode, size, states, binary, work, failures):
    """One run of the app in xterm: the `states` (names) at `size` in `mode`, each written
    to docs/gallery/. Returns the pictures written."""
    columns, rows = (int(n) for n in size.split("x"))
    _, env, args = MODES[mode]
    written = []
    pending = [s for s in STATES if s[0] in states]
    folder = os.path.join(work, f"{mode}-{size}")
    terminal = None
    try:
        while pending:
            if terminal:
                terminal.close()
                folder += "-again"
            where = (EXPECTS.get(pending[0][0], ("sheets", False))[0] or "sheets", False)
            try:
                terminal = Terminal(display, "xterm", folder, app=[binary, "--start", where[0], *args],
                                    columns=columns, rows=rows, font_size=FONT_SIZE, env=env)
                terminal.launch()
                stable(terminal)
            except CheckFailed as error:
                missed = ", ".join(n for n, _, _ in pending)
                failures.append(f"{mode} {size}: no app to photograph, so none of {missed}: {error}")
                break
            while pending:
                name, _, function = pending[0]
                path = os.path.join(FOLDER, picture_name(mode, size, name))

                def shot(repaint=True, settle=True, path=path, terminal=terminal):
                    image = terminal._grab() if not settle else repainted(terminal) if repaint else stable(terminal)
                    save(image, path, columns, rows)
                    written.append(path)

                try:
                    after = prepare(terminal, name, where)
                    function(terminal, shot)
                    where = after
                    pending.pop(0)
                except (CheckFailed, subprocess.CalledProcessError) as error:
                    terminal.screenshot(f"fail-{name}", settle=False)
                    failures.append(f"{mode} {size} {name}: {error} (see {terminal.run}/fail-{name}.png)")
                    pending.pop(0)
                    break
    finally:
        if terminal:
            terminal.close()
    return written


# The page

def size_title(size):
    return size.replace("x", "×")


def write_page():
    """docs/GALLERY.md from the pictures in docs/gallery/: a section per colour mode, a row
    per state, a column per size."""
    pictures = set(os.listdir(FOLDER)) if os.path.isdir(FOLDER) else set()
    lines = [
        "# Gallery",
        "",
        "The demo in a stock xterm (DejaVu Sans Mono 9 pt, cells of 8 × 15 pixels) under Xvfb: every",
        "tab and the states a reader wants to see, at three sizes, in truecolor and in 256 colours.",
        "Each picture is the terminal's cells, pixel for pixel; click one to see it at full size.",
        "`scripts/gallery.py` makes them all again (see its header and",
        "[TESTING.md](TESTING.md#the-gallery)); `scripts/gallery.py --check` checks this page against",
        "the pictures.",
        "",
    ]
    for mode, (title, _, _) in MODES.items():
        found = {m[1] for p in pictures if (m := re.match(rf"{re.escape(mode)}-(\d+x\d+)-", p))}
        sizes = sorted(found, key=lambda s: [int(n) for n in s.split("x")])
        if not sizes:
            continue
        lines += [f"## {title}", "", "| State | " + " | ".join(size_title(s) for s in sizes) + " |",
                  "|---|" + "---|" * len(sizes)]
        for name, caption, _ in STATES:
            cells = []
            for s in sizes:
                picture = picture_name(mode, s, name)
                cells.append(f"[![{mode} {size_title(s)} {name}](gallery/{picture})](gallery/{picture})"
                             if picture in pictures else "—")
            if any(c != "—" for c in cells):
                lines.append(f"| {caption} | " + " | ".join(cells) + " |")
        lines.append("")
    with open(PAGE, "w") as file:
        file.write("\n".join(lines))


def check():
    """Every PNG in docs/gallery/ is on the page, and every picture the page shows exists.
    The problems found (none: an empty list)."""
    problems, page_name, folder_name = [], os.path.relpath(PAGE), os.path.relpath(FOLDER)
    if not os.path.isfile(PAGE):
        return [f"{page_name} is missing"]
    with open(PAGE) as file:
        page = file.read()
    shown = re.findall(r"\]\((gallery/[^)\s]+)\)", page)
    for target in sorted(set(shown)):
        if not os.path.isfile(os.path.join(DOCS, target)):
            problems.append(f"{page_name} shows {target}, which does not exist")
    on_page = {os.path.basename(t) for t in shown}
    present = sorted(f for f in os.listdir(FOLDER) if f.endswith(".png")) if os.path.isdir(FOLDER) else []
    for picture in present:
        if picture not in on_page:
            problems.append(f"{folder_name}/{picture} is not on {page_name} (scripts/gallery.py --page, or remove it)")
    if not present:
        problems.append(f"{folder_name} holds no pictures")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default_bin = os.environ.get("KAMISHIBAI_BIN", os.path.join(REPO, ".build/debug/kamishibai"))
    parser.add_argument("--bin", default=default_bin)
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--modes", default="truecolor,256")
    parser.add_argument("--states", default=",".join(name for name, _, _ in STATES))
    parser.add_argument("--out")
    parser.add_argument("--keep")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--page", action="store_true")
    args = parser.parse_args()
    if args.out:
        global DOCS, FOLDER, PAGE
        DOCS = os.path.abspath(args.out)
        FOLDER, PAGE = os.path.join(DOCS, "gallery"), os.path.join(DOCS, "GALLERY.md")
    if args.page:
        write_page()
        return 0
    if args.check:
        problems = check()
        for problem in problems:
            print(problem, file=sys.stderr)
        if not problems:
            count = len(os.listdir(FOLDER))
            print(f"{os.path.relpath(PAGE)} shows the {count} pictures in {os.path.relpath(FOLDER)}")
        return 1 if problems else 0
    sizes, modes, states = (a.split(",") for a in (args.sizes, args.modes, args.states))
    if bad := [s for s in sizes if not re.fullmatch(r"\d+x\d+", s)]:
        parser.error(f"a size is COLUMNSxROWS, not {bad}")
    if bad := [m for m in modes if m not in MODES]:
        parser.error(f"unknown modes {bad}; there are {list(MODES)}")
    if bad := [s for s in states if s not in {n for n, _, _ in STATES}]:
        parser.error(f"unknown states {bad}; there are {[n for n, _, _ in STATES]}")
    if not os.access(args.bin, os.X_OK):
        parser.error(f"no app at {args.bin} (swift build --product kamishibai)")
    for tool in ("xterm", "xdotool", "xwd", "xwdtopnm", "pnmtopng", "convert"):
        if not shutil.which(tool):
            parser.error(f"{tool} is missing (apt-get install xterm xdotool x11-apps netpbm imagemagick)")
    binary = os.path.abspath(args.bin)
    # Ended, it ends its terminals and X server first (their `close`), as on Ctrl-C.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    work = os.path.abspath(args.keep) if args.keep else tempfile.mkdtemp(prefix="gallery-")
    os.makedirs(FOLDER, exist_ok=True)
    started = time.monotonic()
    failures, written = [], []
    try:
        with Display(work) as display:
            for mode in modes:
                for size in sizes:
                    begun = time.monotonic()
                    pictures = run(display, mode, size, states, binary, work, failures)
                    written += pictures
                    print(f"{mode} {size}: {len(pictures)} pictures in {time.monotonic() - begun:.1f} s", flush=True)
    except XvfbError as error:
        print(f"no X server: {error}", file=sys.stderr)
        return 1
    full = set(states) == {n for n, _, _ in STATES} and set(sizes) == set(SIZES) and set(modes) == {"truecolor", "256"}
    if full and not failures:
        # Pictures of states, sizes or modes no longer made go (only after a whole run that
        # worked: one cut short leaves the gallery as it was, but for what it rewrote).
        for old in set(os.listdir(FOLDER)) - {os.path.basename(p) for p in written}:
            os.remove(os.path.join(FOLDER, old))
    write_page()
    total = sum(os.path.getsize(p) for p in written)
    took = time.monotonic() - started
    print(f"{len(written)} pictures, {total / 1e6:.1f} MB, in {took:.0f} s; {os.path.relpath(PAGE)} written")
    for failure in failures:
        print(f"FAILED {failure}", file=sys.stderr)
    if not failures and not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    elif failures:
        print(f"the runs' files: {work}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
