"""The terminal's side of a pseudo-terminal, for the scripts that play the terminal
(compare-textual.py, slow-link.py): an app started in a pty of a given size (ptyprocess), one
pump that hands on whatever it writes as it comes, and what a terminal answers to the queries
Kamishibai writes — DA1 (`ESC [ c`) with a VT220's `ESC [ ? 62 ; 22 c`, DECRQM
(`ESC [ ? N $ p`) with "reset" for synchronized output (mode 2026) when it is supported,
"not recognised" otherwise.

ptyprocess comes from the scripts' own virtual environment: call `environment.ensure()`
before importing this module.
"""

import glob
import os
import re
import select
import signal
import time

from ptyprocess import PtyProcess

# A complete control sequence (CSI), and the start of one cut off at the end of a chunk.
CSI = re.compile(rb"\x1b\[([0-?]*)([ -/]*)([@-~])")
CSI_PREFIX = re.compile(rb"\x1b(\[[0-?]*[ -/]*)?\Z")
DECRQM = re.compile(rb"\?(\d+)")


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


class PtyApp:
    """`argv` in a new pty COLS x ROWS, with TERM=xterm-256color and COLORTERM set to
    `colorterm` (None: unset, so 256 colours; "truecolor": 24-bit, as modern terminals say);
    the script that makes one is its terminal."""

    def __init__(self, argv, cols, rows, colorterm=None):
        env = dict(os.environ, TERM="xterm-256color", SWIFT_BACKTRACE="enable=no")
        env.pop("COLORTERM", None)
        if colorterm:
            env["COLORTERM"] = colorterm
        self.process = PtyProcess.spawn(argv, env=env, dimensions=(rows, cols))
        self.pid = self.process.pid

    def pump(self, deadline, on_output, on_wake=None):
        """Hands each chunk the app writes to `on_output` as it comes, until `deadline`
        (monotonic seconds). `on_wake`, if given, is called at every wake-up and returns when
        it next wants one (the slow link delivers in slices). False once the app has closed
        the terminal."""
        wake = on_wake() if on_wake else deadline
        while (now := time.monotonic()) < deadline:
            readable, _, _ = select.select([self.process.fd], [], [], max(0.0, min(deadline, wake) - now))
            if readable:
                try:
                    on_output(self.process.read(65536))
                except EOFError:
                    return False
            if on_wake:
                wake = on_wake()
        return True

    def send(self, data):
        """Writes keys (or a terminal's answers) to the app."""
        self.process.write(data)

    def close(self):
        """Ends the app (SIGTERM, SIGKILL if it lingers after 2 s) and waits for it, reading
        meanwhile so that it is never stuck writing its goodbye."""
        self.process.kill(signal.SIGTERM)
        deadline = time.monotonic() + 2
        while self.process.isalive() and time.monotonic() < deadline:
            if not self.pump(time.monotonic() + 0.05, lambda data: None):
                break
        self.process.close(force=True)


class QueryAnswerer:
    """Finds DA1, DA2 and DECRQM queries in a stream of output and says what a terminal answers.

    A query split across two chunks is found once its second half arrives: the unfinished
    sequence at the end of each chunk is kept and put in front of the next. With `da1` false
    DA1 goes unanswered; with `sync` false synchronized output is "not recognised"."""

    def __init__(self, da1=True, sync=True):
        self.da1 = da1
        self.sync = sync
        self.pending = b""

    def feed(self, data):
        """The answers to the queries that `data` completes, in order, as one byte string."""
        data = self.pending + data
        answers = []
        for match in CSI.finditer(data):
            params, intermediates, final = match.groups()
            if final == b"c" and intermediates == b"" and params in (b"", b"0"):
                if self.da1:
                    answers.append(b"\x1b[?62;22c")
            elif final == b"c" and intermediates == b"" and params in (b">", b">0"):
                # DA2 as xterm 379 answers it: the app then repeats box lines with REP as it
                # does in xterm (decision 131), so the bytes measured are xterm's.
                if self.da1:
                    answers.append(b"\x1b[>41;379;0c")
            elif final == b"p" and intermediates == b"$" and DECRQM.fullmatch(params):
                mode = int(params[1:])
                state = 2 if mode == 2026 and self.sync else 0
                answers.append(b"\x1b[?%d;%d$y" % (mode, state))
        cut = CSI_PREFIX.search(data[-64:])
        self.pending = data[-64:][cut.start():] if cut else b""
        return b"".join(answers)
