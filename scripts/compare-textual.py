#!/usr/bin/env python3
"""Kamishibai's sheet against the same sheet in Textual: bytes written and CPU time spent.

    scripts/compare-textual.py [--kamishibai PATH] [--sizes 100x30,200x60] [--cycles 5] [--no-sync]

Each app (the demo binary, default .build/dist/kamishibai; scripts/textual-sheet.py) runs
in a pseudo-terminal of its own, the given size, with TERM=xterm-256color and
COLORTERM=truecolor, as modern terminals set it (--colorterm '' for 256 colours).
This script is the terminal: it reads everything the app writes as fast as it comes, counts
the bytes, and answers the queries it finds in the output at once — DA1 (`ESC [ c`) with a
VT220's `ESC [ ? 62 ; 22 c`, DECRQM (`ESC [ ? N $ p`) with "reset" for synchronized output
(mode 2026; "not recognised" with --no-sync) and "not recognised" for any other mode.

Once an app has settled (3 s, and then its output quiet for 1 s, at most 15 s in all) the
script measures CYCLES rounds of: Enter (the sheet slides up), 1 s of output, Esc (it slides
away), 1 s of output. CPU time is the sum over the app's threads of the first field of
/proc/PID/task/*/schedstat (nanoseconds on the CPU), read before and after. The table gives
each app's bytes and CPU milliseconds per cycle and the ratios kamishibai / Textual.

Textual and ptyprocess come from the scripts' own virtual environment (see environment.py).
"""

import argparse
import glob
import os
import sys
import time

import environment

environment.ensure()

from importlib.metadata import version  # noqa: E402

from pty_terminal import PtyApp, QueryAnswerer  # noqa: E402

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(SCRIPTS)
SETTLE = 3.0
QUIET = 1.0
STARTUP_LIMIT = 15.0
PHASE = 1.0


def cpu_ns(pid):
    """Nanoseconds the process's threads have spent on a CPU, from /proc/PID/task/*/schedstat."""
    total = 0
    for path in glob.glob(f"/proc/{pid}/task/*/schedstat"):
        try:
            with open(path) as file:
                total += int(file.read().split()[0])
        except (OSError, ValueError, IndexError):
            pass  # a thread that ended between the listing and the read
    return total


class Session:
    """One app in a pseudo-terminal COLS x ROWS, with this script as its terminal."""

    def __init__(self, argv, cols, rows, sync, colorterm):
        self.answerer = QueryAnswerer(sync=sync)
        self.bytes = 0
        self.last_output = time.monotonic()
        self.app = PtyApp(argv, cols, rows, colorterm)
        self.pid = self.app.pid

    def pump(self, seconds):
        """Reads and answers the app's output for `seconds`."""
        self.app.pump(time.monotonic() + seconds, self.take)

    def take(self, data):
        """Counts one read's worth of output and answers the queries it completes."""
        self.bytes += len(data)
        self.last_output = time.monotonic()
        answer = self.answerer.feed(data)
        if answer:
            self.app.send(answer)

    def settle(self):
        """Pumps SETTLE seconds, then on until the output has been quiet for QUIET seconds
        (STARTUP_LIMIT at most, from the start); False if it never went quiet."""
        started = time.monotonic()
        self.pump(SETTLE)
        while time.monotonic() - self.last_output < QUIET:
            if time.monotonic() - started > STARTUP_LIMIT:
                return False
            self.pump(0.1)
        return True

    def send(self, data):
        """Writes keys to the app."""
        self.app.send(data)

    def close(self):
        """Ends the app and waits for it."""
        self.app.close()


def measure(name, argv, cols, rows, cycles, sync, colorterm):
    """Bytes and CPU milliseconds per open-and-close cycle of the sheet."""
    session = Session(argv, cols, rows, sync, colorterm)
    try:
        if not session.settle():
            sys.exit(f"{name} at {cols}x{rows} was still writing {STARTUP_LIMIT:.0f} s after it started")
        bytes_before, cpu_before = session.bytes, cpu_ns(session.pid)
        for cycle in range(cycles):
            opened = session.bytes
            session.send(b"\r")
            session.pump(PHASE)
            # The sheet covers half the screen: drawing it takes at least that many bytes.
            if cycle == 0 and session.bytes - opened < cols * rows // 2:
                sys.exit(f"{name} at {cols}x{rows} wrote only {session.bytes - opened} bytes after Enter:"
                         " the sheet did not open")
            session.send(b"\x1b")
            session.pump(PHASE)
        cpu = cpu_ns(session.pid) - cpu_before
        return (session.bytes - bytes_before) / cycles, cpu / cycles / 1e6
    finally:
        session.close()


def size(text):
    """'100x30' as (100, 30)."""
    cols, rows = text.lower().split("x")
    return int(cols), int(rows)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kamishibai", default=os.path.join(ROOT, ".build", "dist", "kamishibai"),
                        help="the demo binary (default: .build/dist/kamishibai, from ./demo.sh release)")
    parser.add_argument("--sizes", default="100x30,200x60", help="terminal sizes, COLSxROWS,… (default: %(default)s)")
    parser.add_argument("--cycles", type=int, default=10, help="open-and-close cycles measured (default: %(default)s)")
    parser.add_argument("--no-sync", action="store_true", help="answer that synchronized output (2026) is unknown")
    parser.add_argument("--colorterm", default="truecolor", help="COLORTERM for both apps ('' unsets it: 256 colours)")
    args = parser.parse_args()
    if not os.access(args.kamishibai, os.X_OK):
        sys.exit(f"no kamishibai binary at {args.kamishibai}: build it (./demo.sh release) or pass --kamishibai PATH")
    apps = {
        "kamishibai": [args.kamishibai],
        "textual": [sys.executable, os.path.join(SCRIPTS, "textual-sheet.py")],
    }
    print(f"Textual {version('textual')} (Python {sys.version.split()[0]}), {args.cycles} cycles,"
          f" synchronized output {'not answered' if args.no_sync else 'answered as supported'},"
          f" COLORTERM={args.colorterm or '(unset)'}")
    header = ("size", "kamishibai B", "CPU ms", "textual B", "CPU ms", "bytes k/t", "CPU k/t")
    rows = []
    for text in args.sizes.split(","):
        cols, lines = size(text)
        (k_bytes, k_cpu), (t_bytes, t_cpu) = (measure(name, argv, cols, lines, args.cycles, not args.no_sync, args.colorterm)
                                              for name, argv in apps.items())
        rows.append((f"{cols}x{lines}", f"{k_bytes:.0f}", f"{k_cpu:.1f}", f"{t_bytes:.0f}", f"{t_cpu:.1f}",
                     f"{k_bytes / t_bytes:.2f}", f"{k_cpu / t_cpu:.2f}"))
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    for row in [header, *rows]:
        print("  ".join(cell.ljust(width) if i == 0 else cell.rjust(width) for i, (cell, width) in enumerate(zip(row, widths))))
    print("(bytes and CPU per cycle: Enter, 1 s, Esc, 1 s)")


if __name__ == "__main__":
    main()
