"""The terminal's side of a pseudo-terminal, for the scripts that play the terminal
(compare-textual.py, slow-link.py): starting an app in a pty of a given size, and what a
terminal answers to the queries Kamishibai writes — DA1 (`ESC [ c`) with a VT220's
`ESC [ ? 62 ; 22 c`, DECRQM (`ESC [ ? N $ p`) with "reset" for synchronized output (mode
2026) when it is supported, "not recognised" otherwise.
"""

import fcntl
import os
import pty
import re
import struct
import termios

# A complete control sequence (CSI), and the start of one cut off at the end of a chunk.
CSI = re.compile(rb"\x1b\[([0-?]*)([ -/]*)([@-~])")
CSI_PREFIX = re.compile(rb"\x1b(\[[0-?]*[ -/]*)?\Z")
DECRQM = re.compile(rb"\?(\d+)")


def spawn(argv, cols, rows, colorterm=None):
    """Starts `argv` in a new pty COLS x ROWS with TERM=xterm-256color and COLORTERM set to
    `colorterm` (None: unset, so 256 colours; "truecolor": 24-bit, as modern terminals say);
    returns its pid and the pty's master descriptor."""
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        env = dict(os.environ, TERM="xterm-256color", SWIFT_BACKTRACE="enable=no")
        env.pop("COLORTERM", None)
        if colorterm:
            env["COLORTERM"] = colorterm
        try:
            os.execvpe(argv[0], argv, env)
        finally:
            os._exit(127)
    return pid, fd


class QueryAnswerer:
    """Finds DA1 and DECRQM queries in a stream of output and says what a terminal answers.

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
            elif final == b"p" and intermediates == b"$" and DECRQM.fullmatch(params):
                mode = int(params[1:])
                state = 2 if mode == 2026 and self.sync else 0
                answers.append(b"\x1b[?%d;%d$y" % (mode, state))
        cut = CSI_PREFIX.search(data[-64:])
        self.pending = data[-64:][cut.start():] if cut else b""
        return b"".join(answers)
