"""The app's `--trace` file as it is written, for the proofs in real terminals: a thread reads
it every millisecond and keeps each line with when it was first seen, which puts the app's
clock (its lines' `t`, zero at its start) on ours.

Standard library only.
"""

import json
import threading
import time


def parse(line):
    """A complete line's event; None for a blank line or one that is not JSON (the
    trace's own tests check its format: here it must not end the thread)."""
    try:
        return json.loads(line) if line.strip() else None
    except ValueError:  # not JSON, or not UTF-8
        return None


class TraceFollower(threading.Thread):
    """Follows the trace at `path` (which may not exist yet) until `stop`."""

    def __init__(self, path):
        super().__init__(daemon=True)
        self.path = path
        self.lines = []  # (when first seen, the event)
        self.lock = threading.Lock()
        self.stopped = threading.Event()

    def run(self):
        file, partial = None, b""
        try:
            while not self.stopped.is_set():
                if file is None:
                    try:
                        file = open(self.path, "rb")
                    except FileNotFoundError:
                        self.stopped.wait(0.01)
                        continue
                chunk = file.read()
                if not chunk:
                    self.stopped.wait(0.001)
                    continue
                seen = time.monotonic()
                *complete, partial = (partial + chunk).split(b"\n")
                events = [event for event in map(parse, complete) if event is not None]
                with self.lock:
                    self.lines += [(seen, event) for event in events]
        finally:
            if file:
                file.close()

    def stop(self):
        self.stopped.set()
        if self.is_alive():
            self.join()

    def events(self, name=None):
        """The events so far (each a dict), or those called `name`."""
        with self.lock:
            return [e for _, e in self.lines if name is None or e.get("event") == name]

    def app_time(self, instant):
        """Our monotonic `instant` on the app's clock. A line seen at s with time t says the
        app's clock is at most s - t behind ours; the least such difference is used, so the
        instant is placed no later than it was on the app's clock (by the least time a line
        took to be seen, a millisecond or so), and a delay measured from it is an upper bound."""
        with self.lock:
            if not self.lines:
                raise ValueError("no line in the trace yet")
            return instant - min(seen - event["t"] for seen, event in self.lines)
