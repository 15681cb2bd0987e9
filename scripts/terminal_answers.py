"""What a terminal answers to the queries Kamishibai writes: DA1 (`ESC [ c`) with a VT220's
`ESC [ ? 62 ; 22 c`, and DECRQM (`ESC [ ? N $ p`) with "reset" for synchronized output
(mode 2026) when it is supported, "not recognised" otherwise. Shared by the scripts that
play the terminal: compare-textual.py and slow-link.py.
"""

import re

# A complete control sequence (CSI), and the start of one cut off at the end of a chunk.
CSI = re.compile(rb"\x1b\[([0-?]*)([ -/]*)([@-~])")
CSI_PREFIX = re.compile(rb"\x1b(\[[0-?]*[ -/]*)?\Z")
DECRQM = re.compile(rb"\?(\d+)")


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
