#!/usr/bin/env python3
"""A held ↓ in a real kitty ends the sheet's drag at the key's release (issue 27, item 5).

    scripts/kitty-key-release.py [--binary PATH] [--hold 1.0] [--limit 0.05] [--xdotool]
                                 [--no-key-releases] [--keep]

Starts its own Xvfb (`-displayfd`) and kitty on it (`LIBGL_ALWAYS_SOFTWARE=1`) running the
demo (`--binary`, default $KAMISHIBAI_BIN or .build/debug/kamishibai) with a trace, waits for
the app's `terminalFeatures` (key releases on), opens the first story's sheet with Enter,
then holds Down for `--hold` seconds and lets it go. It prints when the key went up and when
the trace's interaction end (`interactionFinish` or `interactionCancel`) came, and fails
(exit 1) unless the end is within `--limit` seconds of the release.

The key goes down and up through XTest from this process (the request `xdotool keydown` and
`keyup` send), so the release's instant is known to the microsecond: `xdotool` takes 20-40 ms
to start on a loaded machine. `--xdotool` runs xdotool instead, and judges by the moment it
was started (the latest the key can have gone up is when it returns: both are printed).

The trace's times are the app's own clock (zero at its start). They are put on this
script's clock by the lines themselves: a poller reads the trace every millisecond, and a
line seen at s with time t says the app's clock is at most s - t behind; the smallest such
difference is used, so the release is placed no earlier than it was and the delay printed
is an upper bound. The delay until the line was seen is printed too.

`--no-key-releases` runs the app with key releases off (the repeat-delay timeout ends the
drag): the check should then fail, by about the 150 ms the timeout waits. Nothing but
Python's standard library, kitty, Xvfb, libX11 and libXtst (and xdotool for `--xdotool`).
"""

import argparse
import ctypes
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class XTest:
    """Keys and the pointer through XTest, each request flushed and processed on return."""

    def __init__(self, display):
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XStringToKeysym.restype = ctypes.c_ulong
        self.x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
        self.x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
        self.display = self.x11.XOpenDisplay(f":{display}".encode())
        if not self.display:
            raise RuntimeError(f"cannot open display :{display}")

    def key(self, name, down):
        """The key `name` (a keysym: Down, Return, Control_L) down or up; returns the
        monotonic time just before the request and once the server has processed it."""
        code = self.x11.XKeysymToKeycode(self.display, self.x11.XStringToKeysym(name.encode()))
        before = time.monotonic()
        self.xtst.XTestFakeKeyEvent(self.display, code, 1 if down else 0, 0)
        self.x11.XSync(self.display, 0)
        return before, time.monotonic()

    def tap(self, *names):
        for name in names:
            self.key(name, True)
        for name in reversed(names):
            self.key(name, False)

    def move(self, x, y):
        self.xtst.XTestFakeMotionEvent(self.display, -1, x, y, 0)
        self.x11.XSync(self.display, 0)


class TraceWatch(threading.Thread):
    """Reads the trace file every millisecond; keeps each line with when it was first seen."""

    def __init__(self, path):
        super().__init__(daemon=True)
        self.path = path
        self.lines = []  # (seen, parsed line)
        self.lock = threading.Lock()
        self.running = True

    def run(self):
        offset, partial = 0, b""
        while self.running:
            try:
                with open(self.path, "rb") as trace:
                    trace.seek(offset)
                    chunk = trace.read()
            except FileNotFoundError:
                chunk = b""
            seen = time.monotonic()
            if chunk:
                offset += len(chunk)
                *complete, partial = (partial + chunk).split(b"\n")
                with self.lock:
                    self.lines += [(seen, json.loads(line)) for line in complete if line.strip()]
            time.sleep(0.001)

    def snapshot(self):
        with self.lock:
            return list(self.lines)

    def wait(self, what, matches, timeout=30, after=0):
        """The first line from index `after` on that `matches`, polling until `timeout`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for index, (seen, line) in enumerate(self.snapshot()[after:], after):
                if matches(line):
                    return index, seen, line
            time.sleep(0.005)
        raise TimeoutError(f"no {what} in the trace within {timeout} s")

    def quiet(self, seconds=0.4, timeout=30):
        """Until no line has come for `seconds`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            lines = self.snapshot()
            last = lines[-1][0] if lines else 0
            if time.monotonic() - last >= seconds:
                return
            time.sleep(0.02)
        raise TimeoutError("the app never went quiet")


def event(name):
    return lambda line: line.get("event") == name


def start_xvfb(run):
    """An X server on a display of its own choosing; returns (process, display)."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp", "+extension", "GLX"],
        pass_fds=[write], stdout=subprocess.DEVNULL, stderr=open(os.path.join(run, "xvfb.log"), "w"))
    os.close(write)
    with os.fdopen(read) as pipe:
        display = pipe.readline().strip()
    if not display:
        xvfb.kill()
        raise RuntimeError("Xvfb did not start")
    return xvfb, display


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.environ.get("KAMISHIBAI_BIN", os.path.join(ROOT, ".build/debug/kamishibai")))
    parser.add_argument("--hold", type=float, default=1.0, help="seconds Down is held (default 1.0)")
    parser.add_argument("--limit", type=float, default=0.05, help="the most the end may follow the release (default 0.05 s)")
    parser.add_argument("--xdotool", action="store_true", help="hold the key with xdotool keydown/keyup")
    parser.add_argument("--no-key-releases", action="store_true", help="the app's key releases off: the check should fail")
    parser.add_argument("--keep", action="store_true", help="keep the run's folder (trace, logs)")
    args = parser.parse_args()
    for tool in ["Xvfb", "kitty"] + (["xdotool"] if args.xdotool else []):
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing (Debian: apt-get install xvfb kitty xdotool)")

    run = tempfile.mkdtemp(prefix="kitty-key-release-")
    trace_path = os.path.join(run, "trace.jsonl")
    xvfb, display = start_xvfb(run)
    kitty = None
    try:
        environment = dict(os.environ, DISPLAY=f":{display}", LIBGL_ALWAYS_SOFTWARE="1", SWIFT_BACKTRACE="enable=no")
        app = [args.binary, "--trace", trace_path] + (["--no-key-releases"] if args.no_key_releases else [])
        kitty = subprocess.Popen(
            ["kitty", "--config", "NONE", "-o", "font_family=DejaVu Sans Mono", "-o", "font_size=10",
             "-o", "initial_window_width=80c", "-o", "initial_window_height=24c", "-o", "remember_window_size=no",
             "-o", "linux_display_server=x11", "-o", "update_check_interval=0", "-o", "placement_strategy=top-left"] + app,
            env=environment, stdout=open(os.path.join(run, "kitty.log"), "w"), stderr=subprocess.STDOUT)
        watch = TraceWatch(trace_path)
        watch.start()
        _, _, features = watch.wait("terminalFeatures", event("terminalFeatures"))
        print("kitty:", subprocess.run(["kitty", "--version"], capture_output=True, text=True).stdout.strip())
        print("terminalFeatures:", json.dumps(features))
        if features.get("keyReleases") != (not args.no_key_releases):
            raise RuntimeError("key releases are not as asked")

        x = XTest(display)
        x.move(100, 100)  # no window manager: the keyboard follows the pointer into kitty
        watch.quiet()
        x.tap("Return")
        watch.wait("the sheet presented", lambda line: line.get("event") == "presentationDidEnd" and line.get("completed"))
        watch.quiet()

        start = len(watch.snapshot())
        if args.xdotool:
            down = time.monotonic(), subprocess.run(["xdotool", "keydown", "Down"], env=environment), time.monotonic()
            time.sleep(args.hold)
            up_before = time.monotonic()
            subprocess.run(["xdotool", "keyup", "Down"], env=environment)
            up_after = time.monotonic()
        else:
            down = x.key("Down", True)
            time.sleep(args.hold)
            up_before, up_after = x.key("Down", False)
        index, end_seen, end = watch.wait(
            "interaction end", lambda line: line.get("event") in ("interactionFinish", "interactionCancel"), timeout=5, after=start)
        watch.quiet()
        lines = watch.snapshot()
        live = lines[start:]
        # The app's clock put on ours: the smallest (seen - t) of the lines seen as they came.
        offset = min(seen - line["t"] for seen, line in live)
        up = up_before - offset
        updates = [line["t"] for _, line in live[: index - start] if line.get("event") == "interactionUpdate"]
        began = next((line["t"] for _, line in live if line.get("event") == "interactionBegan"), None)

        print(f"Down held {up_before - down[0]:.3f} s ({'xdotool' if args.xdotool else 'XTest'}; "
              f"keyup request took {1000 * (up_after - up_before):.1f} ms)")
        print(f"in the trace's time: keydown {down[0] - offset:.4f}, interactionBegan {began}, "
              f"{len(updates)} interactionUpdate (last {updates[-1] if updates else None}), keyup {up:.4f}")
        print(f"{end['event']} at t={end['t']} (percent {end.get('percent')})")
        delay = end["t"] - up
        print(f"end after the release: {1000 * delay:.1f} ms by the trace's time (an upper bound), "
              f"{1000 * (end_seen - up_before):.1f} ms until the line was seen")
        if updates:
            print(f"end after the last repeat's update: {1000 * (end['t'] - updates[-1]):.1f} ms")
        passed = delay <= args.limit
        print(f"{'PASS' if passed else 'FAIL'}: the drag's end {'within' if passed else 'later than'} "
              f"{1000 * args.limit:.0f} ms of Down's release")

        x.tap("Control_L", "c")  # quits with a sheet up
        deadline = time.monotonic() + 10
        while kitty.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        watch.running = False
        return 0 if passed else 1
    finally:
        for process in (kitty, xvfb):
            if process and process.poll() is None:
                process.send_signal(signal.SIGTERM)
                try:
                    process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    process.kill()
        if args.keep:
            print("run folder:", run)
        else:
            shutil.rmtree(run, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
