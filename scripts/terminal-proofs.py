#!/usr/bin/env python3
"""Proofs in real terminals under Xvfb: what the terminal features give, checked with a real
pointer and keyboard (xdotool) and read back from the terminal's own screen, as `./demo.sh
test` runs them.

    scripts/terminal-proofs.py [--bin PATH] [--out DIR] [--list] [CHECK…]

    --bin PATH   the app (default $KAMISHIBAI_BIN, else .build/debug/kamishibai)
    --out DIR    where each check's files go, OUT/CHECK/TERMINAL/ (default .build/terminal-proofs):
                 trace.jsonl, log, screenshots (*.png), the screen's text (*.txt); a picture
                 check's run without graphics in OUT/CHECK/TERMINAL-no-graphics/
    CHECK        the checks to run (default: all; --list names them)

Each check runs in a terminal of its own on an X server of its own. One line per check:
`PASS name (seconds)`, with what it measured if it says, or `FAIL name (seconds): why`, and
where its files are. Exit status 0 when every check passed, 1 when one failed or no X server
could start (never a skip), 2 on a usage error.

A check is one function, registered with `@check(TERMINAL, …)`: it gets the `Terminal`
(scripts/x_terminal.py; started, the app not yet) and the `App`, raises `CheckFailed` (or
calls `expect`) when something is not as it should be, and may return a line on what it
measured; it may run the app again in a fresh terminal (`Terminal.restart`). The shared
steps below (`open_sheet`, `expect_clean_start`, `expect_restored`, `held_drag`, …) are for
checks to reuse.
"""

import argparse
import math
import os
import re
import subprocess
import sys
import time
import traceback

from x_terminal import CheckFailed, Terminal
from xvfb_display import Display, XvfbError

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The lower eighth blocks, by how many eighths of the cell they fill (`EighthBlock`).
EIGHTHS = " ▁▂▃▄▅▆▇█"

CHECKS = {}


def check(terminal, columns=80, rows=24, options=(), env=None, record=False):
    """Registers a check, run in `terminal` (a name `terminal_commands` knows), `columns` ×
    `rows`, with `options` for the terminal program and `env` exported for the app; with
    `record`, what the app writes is kept (`Terminal.written`)."""
    def register(function):
        CHECKS[function.__name__.replace("_", "-")] = dict(
            function=function, terminal=terminal, columns=columns, rows=rows, options=options, env=env or {},
            record=record)
        return function
    return register


def expect(condition, message):
    if not condition:
        raise CheckFailed(message)


class App:
    """The app under test, and what it draws on its own: its first frame on the headless
    terminal (`kamishibai frames`), at any size."""

    def __init__(self, binary, out):
        self.binary, self.out = binary, out
        self.frames = {}

    def first_frame(self, columns, rows):
        """The text of the app's first frame at `columns` × `rows`, one string a row."""
        if (columns, rows) not in self.frames:
            folder = os.path.join(self.out, f"frames-{columns}x{rows}")
            subprocess.run([self.binary, "frames", "--out", folder, "--columns", str(columns), "--rows", str(rows),
                            "--fps", "1"], check=True, capture_output=True, env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
            with open(os.path.join(folder, "frame-000.ans"), encoding="utf-8") as file:
                text = re.sub(r"\x1b\[[0-9;:]*m", "", file.read())
            self.frames[(columns, rows)] = [line.rstrip() for line in text.split("\n")][:rows]
        return self.frames[(columns, rows)]


# Steps the checks share

def pane_rows(t):
    """The rows the app has: tmux keeps the last for its status line."""
    return t.rows - 1 if t.tmux_socket else t.rows


def before_app(t):
    """The terminal's screen before the app starts: its pixels, its text and its title."""
    return t.screenshot("before"), t.capture("before"), t.title()


def differences(shown, expected):
    """The rows that differ, for a message."""
    rows = max(len(shown), len(expected))
    pad = lambda lines: lines + [""] * (rows - len(lines))
    return "\n".join(f"  row {i}: {a!r}\n     not {b!r}" for i, (a, b) in enumerate(zip(pad(shown), pad(expected))) if a != b)


def expect_clean_start(t, app, before):
    """The app's first frame and nothing else on the screen: no query shown as text. The
    terminal's text is the headless first frame's, and its title is as before (tmux shows
    its pane's in the status line)."""
    shown = t.capture("start")
    expected = app.first_frame(t.columns, pane_rows(t))
    expect(shown == expected, f"the screen after start is not the app's first frame:\n{differences(shown, expected)}")
    expect(t.title() == before[2], f"the title was {before[2]!r} and is now {t.title()!r}")


def features_absent(features):
    """What a terminal without the features must say: no pointer in pixels, no key releases,
    no graphics."""
    found = [k for k in ("pixelMouse", "keyReleases", "sixel", "kittyGraphics") if features.get(k)]
    expect(not found, f"features found where none should be: {found} in {features}")


def open_sheet(t):
    """Enter opens the first story's sheet; returns the row of its top edge: the surface's own
    row with quadrant corners (▗ … ▖), or the line (╭ … ╮) with 16 colours or fewer, with the
    grabber on it (decision 111)."""
    t.key("Return")
    t.wait_event("presentationDidEnd", lambda e: e.get("completed") is True, what="the sheet to open")
    lines = t.capture("sheet")
    border = next((i for i, line in enumerate(lines) if line[:1] in ("▗", "╭") and "━━━━━━" in line), None)
    expect(border is not None, "no sheet on the screen:\n" + "\n".join(lines))
    return border


def drag_to_dismiss(t, x, y, from_row):
    """With the button held at pixel (x, y): down a row at a time, every 30 ms, to the app's
    last row, and let go; the sheet must be dismissed by the drag. Returns the percents of the
    interaction's updates."""
    updates = len(t.events("interactionUpdate"))
    for row in range(from_row + 1, pane_rows(t)):
        time.sleep(0.03)
        t.move(x, y + t.cell(0, row)[1] - t.cell(0, from_row)[1])
    time.sleep(0.05)
    t.release()
    end = t.wait_event("dismissalDidEnd", what="the drag's dismissal")
    expect(end.get("completed") is True and t.events("interactionBegan"), f"the drag did not dismiss the sheet: {end}")
    return [e["percent"] for e in t.events("interactionUpdate")[updates:]]


def held_drag(t, key="Down", hold=1.0):
    """On the open sheet, at rest: `key` held `hold` seconds and let go, through XTest (its
    repeats drag the sheet). Returns the drag's end in the trace (`interactionFinish` or
    `interactionCancel`) and how long after the release it came by the app's clock: an
    upper bound, the release placed no later than it was (`Terminal.app_time`)."""
    start = len(t.events())
    t.key_down(key)
    time.sleep(hold)
    up = t.key_up(key)
    ends = ("interactionFinish", "interactionCancel")
    end = t.wait_for("the held key's drag to end",
                     lambda: next((e for e in t.events()[start:] if e.get("event") in ends), None))
    during = t.events()[start:]
    expect(any(e.get("event") == "interactionBegan" and e["t"] < end["t"] for e in during),
           f"the held {key} did not drag the sheet: {during}")
    return end, end["t"] - t.app_time(up)


def expect_quit(t):
    """`q` ends the app with status 0, and leaves nothing the terminal sent for the shell."""
    status = t.quit()
    expect(status == 0, f"exit status {status}")
    expect(not t.unread(), f"the app left {t.unread()!r} unread, for the shell to read as typed")


def expect_restored(t, before):
    """`q` ends the app as `expect_quit` says and the terminal shows what it showed before:
    the same text, and the same pixels but for a cell's worth (a cursor drawn a shade
    differently); under tmux, above its status line, whose clock moves."""
    expect_quit(t)
    shot, text, title = before
    after = t.capture("after")
    expect(after == text, f"the screen after q is not as before:\n{differences(after, text)}")
    expect(t.title() == title, f"the title was {title!r} and is {t.title()!r} after q")
    pixels = t.screenshot("after").differing(shot, height=shot.height * pane_rows(t) // t.rows)
    cell = shot.width * shot.height // (t.columns * t.rows)
    expect(pixels <= cell, f"{pixels} pixels differ from before the app (more than a cell's {cell}): after.png")


# The checks

# In xterm's own 8 colours the sheet and the backdrop behind it are both black: a partial row
# would be black on black, and the app writes it as blanks. COLORTERM is exported inside, as a
# shell's startup file would (xterm drops one it is started with).
@check("xterm", env={"COLORTERM": "truecolor"})
def xterm_pointer_in_pixels(t, app):
    """xterm reports the pointer in pixels (SGR-Pixels, on by default), and the trace says
    so. On the open sheet a drag of 3 pixels moves the percent by less than a row's share
    (1 / the sheet's rows), and the drawn edge follows in eighths of a row, read off xterm's
    own screen: the sheet's top row is its surface's share of the row (▔ in the backdrop's
    colour for seven eighths, then ▆ ▅ ▄ ▃ ▂; decision 111), with the grabber on the row
    below; at an eighth or less the row keeps the list's text and the sheet starts below. The drag goes on and dismisses the sheet; after q the terminal is as it was."""
    before = before_app(t)
    t.launch()
    features = t.wait_event("terminalFeatures")
    expect(features.get("pixelMouse") is True and features.get("cellSize"), f"no pointer in pixels: {features}")
    expect(not features.get("disabled"), f"features turned off: {features}")
    cell_height = features["cellSize"][1]
    expect_clean_start(t, app, before)
    border = open_sheet(t)
    travel = pane_rows(t) - 1 - border  # the sheet's rows, down to the footer of keys
    x, y = t.cell(t.columns // 2, border + 1)
    t.move(x, y)
    t.press()
    # Down a pixel at a time to 3, then to the pixel nearest each eighth of a row.
    eighth_at = {round(e * cell_height / 8): e for e in range(1, 8)}
    shown = []
    for pixels in sorted(set(eighth_at) | {1, 2, 3}):
        t.move(x, y + pixels)
        share = pixels / cell_height / travel
        update = t.wait_event("interactionUpdate", lambda e: math.isclose(e["percent"], share, abs_tol=2e-6),
                              what=f"the percent of a drag of {pixels} pixels ({share:.6f})")
        if pixels == 3:
            expect(update["percent"] < 1 / travel, f"3 pixels moved {update['percent']}, a row's share is {1 / travel}")
            t.log(f"3 pixels: percent {update['percent']}, a row's share {1 / travel:.6f}")
        if pixels not in eighth_at:
            continue
        lines = t.capture(f"drag-{pixels}px")
        eighths = math.floor((1 - pixels / cell_height) * 8 + 0.5)
        if eighths <= 1:
            # A row the sheet covers by an eighth or less keeps its text: the next row is the
            # sheet's top, whole, with its corners and the grabber.
            top = lines[border + 1]
            expect(not any(c in EIGHTHS[1:] + "▔" for c in lines[border]) and top[:1] == "▗" and "━━━━━━" in top,
                   f"{pixels} pixels down the row above is not left to the list:\n"
                   + "\n".join(lines[border - 1:border + 2]))
            shown.append("next row")
            continue
        edge = "▔" if eighths == 7 else EIGHTHS[eighths]
        # Rounded corners are lower quadrants once the surface fills half the row; below that
        # the corner cells show what is behind (a blank the capture may drop at the end).
        row = lines[border].ljust(t.columns)
        corners = eighths < 4 or (row[0], row[t.columns - 1]) == ("▗", "▖")
        expect(row[1:t.columns - 1] == edge * (t.columns - 2) and corners and "━━━━━━" in lines[border + 1],
               f"{pixels} pixels down the edge is not a row of {edge} over the grabber:\n"
               + "\n".join(lines[border - 1:border + 2]))
        shown.append(edge)
    expected = ["▔", "▆", "▅", "▄", "▃", "▂", "next row"]
    expect(shown == expected, f"the edge went through {shown!r}, not {expected!r}")
    percents = drag_to_dismiss(t, x, y, border + 1)
    expect(max(percents) > 0.4, f"the drag ended at {max(percents)}")
    expect_restored(t, before)


# kitty's key releases end a held key's drag at once; without them it ends 150 ms after the
# last repeat (`HeldKeys`), about 135 ms after the release.
RELEASE_LIMIT = 0.05


@check("kitty")
def kitty_key_release(t, app):
    """kitty reports key releases (and the pointer in pixels), and the trace says so. On the
    open sheet a held ↓ (a second, through XTest) drags it, and the drag ends within 50 ms of
    the key's release by the trace's clock, where without releases it would wait for the
    repeats' timeout. The first frame is clean, and after q the terminal is as it was."""
    before = before_app(t)
    t.launch()
    features = t.wait_event("terminalFeatures")
    expect(features.get("keyReleases") is True and features.get("pixelMouse") is True and not features.get("disabled"),
           f"no key releases or no pointer in pixels: {features}")
    expect_clean_start(t, app, before)
    open_sheet(t)
    end, delay = held_drag(t)
    expect(delay <= RELEASE_LIMIT, f"{end['event']} came {1000 * delay:.1f} ms after ↓'s release, "
           f"more than {1000 * RELEASE_LIMIT:.0f} ms: {end}")
    expect_restored(t, before)
    return f"the drag ended {1000 * delay:.1f} ms after the release"


@check("kitty", env={"KAMISHIBAI_FEATURES": "-key-releases"})
def kitty_key_release_control(t, app):
    """The key-release check's control, which fails it: with key releases turned off in the
    app (`-key-releases`), a held ↓'s drag ends at the repeats' timeout, more than 50 ms after
    the key's release by the same measure."""
    t.launch()
    features = t.wait_event("terminalFeatures")
    expect(features.get("keyReleases") is False and "key-releases" in features.get("disabled", []),
           f"key releases not turned off: {features}")
    open_sheet(t)
    end, delay = held_drag(t)
    expect(delay > RELEASE_LIMIT, f"{end['event']} came {1000 * delay:.1f} ms after ↓'s release with key releases "
           f"off: the check cannot tell them apart")
    expect_quit(t)
    return f"the drag ended {1000 * delay:.1f} ms after the release"


def without_features(t, app):
    """A terminal without the features: the trace says none was found, the first frame is
    clean, a drag still dismisses the sheet in whole rows as before, and after q the
    terminal is as it was."""
    before = before_app(t)
    t.launch()
    features_absent(t.wait_event("terminalFeatures"))
    expect_clean_start(t, app, before)
    border = open_sheet(t)
    travel = pane_rows(t) - 1 - border
    x, y = t.cell(t.columns // 2, border + 1)
    t.move(x, y)
    t.press()
    percents = drag_to_dismiss(t, x, y, border + 1)
    whole = [p for p in percents if not math.isclose(p * travel, round(p * travel), abs_tol=1e-4)]
    expect(percents and not whole, f"percents that are not whole rows of {travel}: {whole}")
    expect_restored(t, before)


@check("urxvt")
def urxvt_without_features(t, app):
    without_features(t, app)


@check("xterm-tmux")
def tmux_without_features(t, app):
    without_features(t, app)


urxvt_without_features.__doc__ = tmux_without_features.__doc__ = without_features.__doc__


# The open photo in pixels: at each step of the same session, with graphics and without
# (`--no-graphics`), the two screenshots are alike but inside the picture while it is up. Alike:
# no pixel off by more than 15 % in a channel, since xterm blends an antialiased glyph's edge
# with what the pixel held before, and two runs that drew the same cells in another order
# differ there by a few percent; a ghost of the photo differs by far more.
TOLERANCE = 38

# What the app writes for a picture: a sixel (DCS … q), or a kitty image sent under an id and
# deleted by it; and what no run without graphics may write.
PICTURE_BYTES = {"sixel": [rb'\x1bP[0-9;]*q"'], "kitty": [rb"\x1b_Ga=t,i=\d+", rb"\x1b_Ga=p,i=\d+", rb"\x1b_Ga=d,d=[iI],i=\d+"]}
ANY_PICTURE = rb'\x1bP[0-9;]*q"|\x1b_Ga='
FEATURE = {"sixel": "sixel", "kitty": "kittyGraphics"}


def photo_session(t, at, graphics):
    """The Photos tab driven by keys as a person would, the same with graphics or without:
    `at(step, shown)` at each step once the trace says it is done: open (Enter on the first
    photo, at rest), help (? over it), helpClosed (? again), resized (the window made 5/4 as
    large), closed (Esc), reopened (Enter); q is left to the caller. With `graphics` a step
    also waits for the picture to come (`shown`: its pixelsShown) or go, for the reason it
    must. (The tab itself is not photographed: no trace event says it has been drawn.)"""
    cell = t.wait_event("terminalFeatures")["cellSize"]
    larger = [t.columns * 5 // 4, t.rows * 5 // 4]
    steps = [  # the step, what is done, the trace's event for it, the picture's
        (None, lambda: t.key("4"), ("viewDidAppear", {"screen": "photos"}), None),
        ("open", lambda: t.key("Return"), ("presentationDidEnd", {"completed": True}), ("pixelsShown", {})),
        ("help", lambda: t.key("question"), ("focus", {"view": "HelpOverlay", "focused": True}),
         ("pixelsRemoved", {"reason": "covered"})),
        ("helpClosed", lambda: t.key("question"), ("focus", {"view": "HelpOverlay", "focused": False}),
         ("pixelsShown", {})),
        ("resized", lambda: t.resize(*larger, cell), ("resize", {"size": larger}), ("pixelsShown", {})),
        ("closed", lambda: t.key("Escape"), ("dismissalDidEnd", {"completed": True}),
         ("pixelsRemoved", {"reason": "moving"})),
        ("reopened", lambda: t.key("Return"), ("presentationDidEnd", {"completed": True}), ("pixelsShown", {})),
    ]
    holds = lambda expected: lambda e: all(e.get(k) == v for k, v in expected.items())
    for step, act, (event, fields), picture in steps:
        since = len(t.events())
        act()
        t.wait_event(event, holds(fields), what=f"{event} {fields} ({step or 'the tab'})", since=since)
        shown = None
        if graphics and picture:
            found = t.wait_event(picture[0], holds(picture[1]), what=f"{picture} ({step})", since=since)
            shown = found if picture[0] == "pixelsShown" else None
        if step:
            at(step, shown)


def picture_shot(t, step, rectangle, cell, up):
    """The screenshot of `step` once the picture in `rectangle` shows (most of its cells hold
    more than the two colours a cell can) or, unless `up`, has gone (fewer than half do), for
    up to 5 s: a terminal draws a picture, or takes it down, some time after the app wrote it
    (kitty, decoding 0.9 MB at a load of 7, later than a screenshot waits for drawing to stop)."""
    shots, counts = [], []

    def looks():
        shots.append(t.screenshot(step))
        counts.append(shots[-1].colours(rectangle, cell)[1:])
        return (2 * counts[-1][0] > counts[-1][1]) == up

    try:
        t.wait_for(f"the picture to {'show' if up else 'go'} at {step}", looks, timeout=5)
    except CheckFailed:
        raise CheckFailed(f"{step}.png: {counts[-1][0]} of the picture's {counts[-1][1]} cells hold more than two "
                          f"colours: it has {'not shown' if up else 'not gone'} in 5 s") from None
    return shots[-1]


def shot_like(t, step, reference, excluding):
    """The screenshot of `step`, once it is alike `reference` (`TOLERANCE`) outside the
    rectangle `excluding` (or everywhere); CheckFailed if it is not within 5 s."""
    shots = []
    off = lambda: shots[-1].differing(reference, tolerance=TOLERANCE, excluding=excluding)
    try:
        t.wait_for(f"{step} to look as with graphics", lambda: shots.append(t.screenshot(step)) or off() == 0,
                   timeout=5)
    except CheckFailed:
        where = "outside the picture" if excluding else "anywhere"
        raise CheckFailed(f"{step}.png with graphics and without: {off()} pixels differ {where} by more than "
                          f"{TOLERANCE} in a channel ({t.name}/ and {os.path.basename(t.run)}/)") from None
    return shots[-1]


def photo_in_pixels(t, graphics):
    """The open photo in pixels: run once as is, once with `--no-graphics`. The trace says
    the terminal's graphics were found, and at each step of a session on the Photos tab the
    two runs' screenshots are alike but inside the picture while it is up, where most cells
    hold more colours than the two a cell can show: help over it, closing it, a resize and q
    leave none of its pixels. The app wrote the picture (a sixel, or a kitty image sent and
    deleted by its id), and without graphics none. (A clean start and the text and title
    after q are the other checks' in the same terminals.)"""
    t.launch()
    features = t.wait_event("terminalFeatures")
    expect(features.get(FEATURE[graphics]) is True and not features.get("disabled") and features.get("cellSize"),
           f"no {graphics} or no cell size: {features}")
    cell = features["cellSize"]
    shots, pictures = {}, {}

    def shoot(step, shown):
        if shown:
            expect(shown["graphics"] == graphics, f"{step}: the picture is {shown['graphics']}, not {graphics}")
            pictures[step] = t.pixels_of(shown["frame"], cell)
        shots[step] = picture_shot(t, step, list(pictures.values())[-1], cell, up=bool(shown))

    photo_session(t, shoot, graphics=True)
    expect_quit(t)
    shots["quit"] = picture_shot(t, "quit", list(pictures.values())[-1], cell, up=False)
    reasons = [e["reason"] for e in t.events("pixelsRemoved")]
    expect(reasons[-1:] == ["quit"], f"the last picture was not taken down on q: {reasons}")
    written = t.written()
    for pattern in PICTURE_BYTES[graphics]:
        expect(re.search(pattern, written), f"the app never wrote {pattern!r}")

    t.restart("no-graphics", ["--no-graphics"])
    t.launch()
    features = t.wait_event("terminalFeatures")
    expect(features.get("disabled") == ["graphics"], f"graphics not turned off: {features}")
    without = {}
    photo_session(t, lambda step, _: without.update({step: shot_like(t, step, shots[step], pictures.get(step))}),
                  graphics=False)
    expect_quit(t)
    without["quit"] = shot_like(t, "quit", shots["quit"], None)
    expect(not t.events("pixelsShown") and not re.search(ANY_PICTURE, t.written()),
           "the run without graphics showed a picture")

    measured = []
    for step, rectangle in pictures.items():
        colours, over, cells = shots[step].colours(rectangle, cell)
        plain, plain_over, _ = without[step].colours(rectangle, cell)
        measured.append(f"{step} {colours} colours, {over} of {cells} cells over two (without graphics {plain} "
                        f"and {plain_over})")
    off = ", ".join(f"{step} {shots[step].differing(without[step])}" for step in shots if step not in pictures)
    return "; ".join(measured) + f"; as without graphics, pixels off by {TOLERANCE} or less: {off}"


@check("xterm", options=("-ti", "vt340"), record=True)
def xterm_sixel_photo(t, app):
    return photo_in_pixels(t, "sixel")


@check("kitty", record=True)
def kitty_graphics_photo(t, app):
    return photo_in_pixels(t, "kitty")


xterm_sixel_photo.__doc__ = kitty_graphics_photo.__doc__ = photo_in_pixels.__doc__


# Running them

def run(name, spec, app, out):
    """One check in a fresh X server and terminal: (passed, what it said or why it failed)."""
    folder = os.path.join(out, name)
    with Display(folder) as display:
        with Terminal(display, spec["terminal"], folder, app=[app.binary], columns=spec["columns"], rows=spec["rows"],
                      env=spec["env"], options=spec["options"], record=spec["record"]) as terminal:
            try:
                result = True, spec["function"](terminal, app)
            except CheckFailed as failure:
                terminal.screenshot("fail", settle=False)
                return False, str(failure)
            except Exception:
                terminal.screenshot("fail", settle=False)
                return False, traceback.format_exc()
    return gave_up_no_update(folder) or result


def gave_up_no_update(folder):
    """kitty gives up a synchronized update that holds over ~1 MB and may print the rest as
    text; its log says so once the terminal has ended. A failure if any run's log does."""
    for run in sorted(os.listdir(folder)):
        log = os.path.join(folder, run, "terminal.out")
        if os.path.isfile(log):
            with open(log, errors="replace") as text:
                if "Pending mode stop command issued while not in pending mode" in text.read():
                    return False, f"the terminal gave up a synchronized update: {log}"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", default=os.environ.get("KAMISHIBAI_BIN", os.path.join(REPO, ".build/debug/kamishibai")))
    parser.add_argument("--out", default=os.path.join(REPO, ".build/terminal-proofs"))
    parser.add_argument("--list", action="store_true", help="name each check and say what it proves")
    parser.add_argument("checks", nargs="*", metavar="CHECK")
    args = parser.parse_args()
    if args.list:
        for name, spec in CHECKS.items():
            print(f"{name} ({spec['terminal']}): {' '.join(spec['function'].__doc__.split())}")
        return 0
    unknown = [c for c in args.checks if c not in CHECKS]
    if unknown:
        parser.error(f"unknown checks {unknown}; there are {list(CHECKS)}")
    if not os.access(args.bin, os.X_OK):
        parser.error(f"no app at {args.bin}")
    out = os.path.abspath(args.out)
    app = App(os.path.abspath(args.bin), out)
    failed = 0
    for name in args.checks or CHECKS:
        start = time.monotonic()
        try:
            passed, said = run(name, CHECKS[name], app, out)
        except XvfbError as error:
            print(f"FAIL {name}: no X server, so no proof, and the other checks were not run: {error}", flush=True)
            return 1
        except CheckFailed as error:
            passed, said = False, str(error)
        took = time.monotonic() - start
        if passed:
            print(f"PASS {name} ({took:.1f} s){': ' + said if said else ''}", flush=True)
        else:
            failed += 1
            print(f"FAIL {name} ({took:.1f} s): {said}\n     files: {os.path.join(out, name)}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
