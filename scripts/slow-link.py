#!/usr/bin/env python3
"""The slow-link check: the release binary behind a link of a few kilobytes a second.

    scripts/slow-link.py [--kamishibai PATH] [--size 100x30] [--rate 20000 5000] [--unpaced] [--no-sync]
    scripts/slow-link.py --size 200x60 --rate 20000 5000    # issue 37's case: the final frame within 1 s at 5 KB/s

Kamishibai (default .build/dist/kamishibai) runs in a pseudo-terminal with --trace into a
temporary directory, with COLORTERM=truecolor (24-bit colour) unless --colorterm says otherwise. This script plays both ends of a slow link, as ssh over a thin line
does. The relay end reads the pseudo-terminal at full speed into an unbounded buffer, as
sshd does, so the app never blocks on a write. The terminal end takes bytes off that buffer
at RATE bytes a second, a slice every 5 ms, and only when a DA1 query (`ESC [ c`) or a
DECRQM query (`ESC [ ? N $ p`) has been delivered does it answer: `ESC [ ? 62 ; 22 c`, and
mode 2026 (synchronized output) supported unless --no-sync. The answer goes back to the app
at once, as do keys and mouse reports: only the app's output is slow. With --unpaced DA1 is
never answered, so the app falls back to pacing frames by its clock, as before it paced them
by the terminal's answers.

The session: wait for the first frame to be on screen and the app quiet; Enter opens the
first story's sheet; once the output has been quiet for 0.5 s, the sheet's grabber (its top
border row, the middle column) is pressed and dragged with SGR mouse reports at 30 a second
— for 2 s a triangle wave 6 rows up and down around it, then down to 9 rows below it — and
released there, past the dismissal threshold (the path of DemoScenario.slowLinkDrag). The
relay goes on until the delivered output has been quiet for 2 s and the trace has recorded a
completed dismissal.

One line per rate: the bytes the app wrote from Enter on, the bytes queued on the link at the
release (written, not yet on the far screen), the time from the release until the last byte
reached the terminal (the final frame on screen), the largest backlog, the
trace's framePacing line and how many frames were wrapped for synchronized output.
"""

import argparse
import json
import os
import sys
import tempfile
import time

import environment

environment.ensure()

from pty_terminal import PtyApp, QueryAnswerer  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TICK = 0.005
STARTUP_LIMIT = 15.0
FINISH_LIMIT = 300.0
DRAG_RATE = 30
# Rows from the grabber, one a report: DemoScenario.slowLinkDrag's triangle wave.
WAVE = [-2, -4, -6, -4, -2, 0, 2, 4, 6, 4, 2, 0]
RELEASE_PATH = [3, 6, 9]

BEGIN_SYNC = b"\x1b[?2026h"


class SlowLink:
    """Kamishibai in a pseudo-terminal COLS x ROWS, its output carried at RATE bytes a second."""

    def __init__(self, argv, cols, rows, rate, answerer, colorterm):
        self.rate = rate
        self.answerer = answerer
        self.backlog = bytearray()  # read from the app, not yet delivered to the terminal
        self.written = bytearray()  # everything the app wrote since `mark()`
        self.max_backlog = 0
        self.credit = 0.0  # bytes the link may carry now: its rate times the time since
        self.last_tick = time.monotonic()
        self.last_delivery = None  # when the terminal last received a byte
        self.last_activity = None  # that, or when the app was last sent input
        self.app = PtyApp(argv, cols, rows, colorterm)

    def mark(self):
        """Starts counting the app's output afresh (from the next byte it writes)."""
        self.written = bytearray()
        self.max_backlog = len(self.backlog)

    def relay_until(self, deadline):
        """Reads the app at full speed and delivers to the terminal at the link's rate until
        `deadline` (monotonic seconds); False once the app has closed the terminal."""
        return self.app.pump(deadline, self.take, on_wake=self.tick)

    def take(self, data):
        """The relay end: whatever the app writes joins the backlog at once."""
        self.backlog += data
        self.written += data
        self.max_backlog = max(self.max_backlog, len(self.backlog))

    def tick(self):
        """Delivers a slice when one is due; returns when the next one is."""
        if time.monotonic() >= self.last_tick + TICK:
            self.deliver()
        return self.last_tick + TICK

    def deliver(self):
        """One slice of the link: the bytes its rate allows since the last slice reach the
        terminal, which answers any query among them."""
        now = time.monotonic()
        self.credit += self.rate * (now - self.last_tick)
        self.last_tick = now
        count = min(int(self.credit), len(self.backlog))
        if count:
            piece = bytes(self.backlog[:count])
            del self.backlog[:count]
            self.last_delivery = self.last_activity = now
            answer = self.answerer.feed(piece)
            if answer:
                self.app.send(answer)
        # An idle link does not save up its bandwidth for later.
        self.credit = self.credit - count if self.backlog else 0.0

    def quiet_for(self, seconds):
        """Whether the whole backlog is on screen and for `seconds` nothing has arrived and
        no input was sent."""
        return (not self.backlog and self.last_delivery is not None
                and time.monotonic() - self.last_activity >= seconds)

    def relay_until_quiet(self, seconds, limit, also=lambda: True):
        """Relays until `quiet_for(seconds)` and `also()`; False if `limit` seconds pass first."""
        deadline = time.monotonic() + limit
        while not (self.quiet_for(seconds) and also()):
            if time.monotonic() > deadline or not self.relay_until(time.monotonic() + 0.05):
                return False
        return True

    def send(self, data):
        """Input to the app: straight through, not rate-limited."""
        self.app.send(data)
        self.last_activity = time.monotonic()

    def close(self):
        """Ends the app and waits for it."""
        self.app.close()


def trace_events(path, name):
    """The trace's events called `name`, as dictionaries."""
    try:
        with open(path) as file:
            lines = file.readlines()
    except FileNotFoundError:
        return []
    events = []
    for line in lines:
        try:
            event = json.loads(line)
        except ValueError:
            continue  # a line still being written
        if event.get("event") == name:
            events.append(event)
    return events


def dismissed(trace):
    """Whether the trace has recorded a completed dismissal."""
    return any(event.get("completed") for event in trace_events(trace, "dismissalDidEnd"))


def mouse(button, col, row, final):
    """An SGR mouse report: `M` for a press or motion, `m` for a release; 1-based cells."""
    return b"\x1b[<%d;%d;%d%c" % (button, col, row, final)


def drag(link, col, grabber):
    """Presses the grabber, drags along WAVE for 2 s then down RELEASE_PATH at DRAG_RATE
    reports a second, and releases; returns the time of the release and the bytes then
    queued on the link (the app's output not yet on the far screen)."""
    link.send(mouse(0, col, grabber, ord("M")))
    due = time.monotonic()
    for offset in [WAVE[step % len(WAVE)] for step in range(2 * DRAG_RATE)] + RELEASE_PATH:
        due += 1 / DRAG_RATE
        link.relay_until(due)
        link.send(mouse(32, col, grabber + offset, ord("M")))
    due += 1 / DRAG_RATE
    link.relay_until(due)
    link.send(mouse(0, col, grabber + RELEASE_PATH[-1], ord("m")))
    return time.monotonic(), len(link.backlog)


def run(binary, cols, rows, rate, paced, sync, colorterm):
    """One session at `rate` bytes a second; returns its line of figures."""
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "trace.jsonl")
        link = SlowLink([binary, "--trace", trace], cols, rows, rate, QueryAnswerer(da1=paced, sync=sync), colorterm)
        try:
            # Long enough for an unanswered probe to time out (0.5 s) and its frame to follow.
            if not link.relay_until_quiet(1.0, STARTUP_LIMIT):
                sys.exit(f"at {rate} B/s the app did not settle within {STARTUP_LIMIT:.0f} s")
            link.mark()
            link.send(b"\r")
            if not link.relay_until_quiet(0.5, FINISH_LIMIT):
                sys.exit(f"at {rate} B/s the sheet did not settle within {FINISH_LIMIT:.0f} s")
            released, queued = drag(link, cols // 2 + 1, (rows + 1) // 2)
            if not link.relay_until_quiet(2.0, FINISH_LIMIT, also=lambda: dismissed(trace)):
                sys.exit(f"at {rate} B/s the sheet was not dismissed within {FINISH_LIMIT:.0f} s of the release")
        finally:
            link.close()
        pacing = trace_events(trace, "framePacing")
    settled = link.last_delivery - released
    pacing_text = ", ".join(f'{event["mode"]} (sync {str(event["synchronizedOutput"]).lower()})' for event in pacing)
    return (f"{rate:>6} B/s, DA1 {'answered' if paced else 'unanswered'}: {len(link.written):>7} B written from Enter,"
            f" {queued:>6} B queued at the release, last byte on screen {settled:6.2f} s after it, backlog up to {link.max_backlog:>6} B,"
            f" framePacing {pacing_text or 'none'}, {link.written.count(BEGIN_SYNC)} frames wrapped")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kamishibai", default=os.path.join(ROOT, ".build", "dist", "kamishibai"),
                        help="the demo binary (default: .build/dist/kamishibai, from ./demo.sh release)")
    parser.add_argument("--size", default="100x30", help="terminal size, COLSxROWS (default: %(default)s)")
    parser.add_argument("--rate", type=int, nargs="+", default=[20000, 5000],
                        help="link rates in bytes a second (default: 20000 5000)")
    parser.add_argument("--unpaced", action="store_true", help="never answer DA1: the app paces by its clock")
    parser.add_argument("--no-sync", action="store_true", help="answer that synchronized output (2026) is unknown")
    parser.add_argument("--colorterm", default="truecolor", help="COLORTERM for the app ('' unsets it: 256 colours)")
    args = parser.parse_args()
    if not os.access(args.kamishibai, os.X_OK):
        sys.exit(f"no kamishibai binary at {args.kamishibai}: build it (./demo.sh release) or pass --kamishibai PATH")
    cols, rows = (int(part) for part in args.size.lower().split("x"))
    print(f"{args.kamishibai} at {cols}x{rows}, grabber at row {(rows + 1) // 2}")
    for rate in args.rate:
        print(run(args.kamishibai, cols, rows, rate, not args.unpaced, not args.no_sync, args.colorterm), flush=True)


if __name__ == "__main__":
    main()
