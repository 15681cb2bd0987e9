"""An X server of our own for the terminals: Xvfb on the display it picks itself (`-displayfd`),
and a screenshot's pixels: compared with another's, and counted by colour.

Standard library only; needs Xvfb (apt-get install xvfb).
"""

import os
import re
import select
import shutil
import subprocess
import time


class XvfbError(RuntimeError):
    """No X server: the proofs cannot run at all, which is a failure, never a skip."""


class Display:
    """Our own X server on the display it picks (`-displayfd`), ended on `close()`."""

    def __init__(self, out, size="3000x1800x24", timeout=15):
        if not shutil.which("Xvfb"):
            raise XvfbError("Xvfb is not installed (apt-get install xvfb)")
        os.makedirs(out, exist_ok=True)
        self.log = os.path.join(out, "xvfb.log")
        read, write = os.pipe()
        with open(self.log, "w") as log:
            self.process = subprocess.Popen(
                ["Xvfb", "-displayfd", str(write), "-screen", "0", size, "-nolisten", "tcp", "+extension", "GLX"],
                pass_fds=(write,), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log)
        os.close(write)
        answer = b""
        deadline = time.monotonic() + timeout
        while not answer.endswith(b"\n") and time.monotonic() < deadline and self.process.poll() is None:
            if select.select([read], [], [], 0.1)[0]:
                chunk = os.read(read, 16)
                if not chunk:
                    break
                answer += chunk
        os.close(read)
        if not answer.strip().isdigit():
            self.close()
            with open(self.log) as log:
                tail = log.read()[-2000:]
            raise XvfbError(f"Xvfb did not start (exit status {self.process.poll()}); its log, {self.log}:\n{tail}")
        self.number = answer.strip().decode()

    def env(self):
        return dict(os.environ, DISPLAY=f":{self.number}")

    def run(self, *argv, check=True):
        """An X client on this display; its standard output."""
        result = subprocess.run(argv, env=self.env(), capture_output=True, check=False)
        if check and result.returncode != 0:
            raise RuntimeError(f"{' '.join(argv)} failed: {result.stderr.decode(errors='replace').strip()}")
        return result.stdout

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()


class Image:
    """A screenshot's pixels (RGB), read from a PPM."""

    def __init__(self, ppm):
        header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+255\s", ppm)
        if not header:
            raise ValueError(f"not an 8-bit PPM: {ppm[:20]!r}")
        self.width, self.height = int(header[1]), int(header[2])
        self.data = ppm[header.end():header.end() + self.width * self.height * 3]

    def pixel(self, x, y):
        i = (y * self.width + x) * 3
        return tuple(self.data[i:i + 3])

    def blank(self):
        """Every pixel the same colour."""
        return self.data == self.data[:3] * (self.width * self.height)

    def differing(self, other, height=None, tolerance=0, excluding=None):
        """How many pixels differ from `other`'s (same size) by more than `tolerance` in a
        channel, in the top `height` rows, leaving out the rectangle `excluding` (x, y, width,
        height)."""
        rows = min(self.height, other.height) if height is None else height
        ex, ey, ew, eh = excluding or (0, 0, 0, 0)
        count = 0
        for y in range(rows):
            start = y * self.width * 3
            a, b = self.data[start:start + self.width * 3], other.data[start:start + self.width * 3]
            if a == b:
                continue
            columns = [range(0, ex), range(ex + ew, self.width)] if ey <= y < ey + eh else [range(self.width)]
            count += sum(1 for span in columns for x in span
                         if a[3 * x:3 * x + 3] != b[3 * x:3 * x + 3]
                         and max(abs(a[3 * x + c] - b[3 * x + c]) for c in range(3)) > tolerance)
        return count

    def colours(self, rectangle, cell):
        """In `rectangle` (x, y, width, height): how many colours, how many of its cells
        (`cell` [width, height] pixels, tiled from its top left) hold more than two, and how
        many cells it has, whole ones."""
        x, y, width, height = rectangle
        if x < 0 or y < 0 or x + width > self.width or y + height > self.height:
            raise ValueError(f"{rectangle} is not inside the image's {self.width}x{self.height}")
        rows = [self.data[3 * ((y + r) * self.width + x):3 * ((y + r) * self.width + x + width)] for r in range(height)]
        found, over, cells = set(), 0, 0
        for top in range(0, height - cell[1] + 1, cell[1]):
            for left in range(0, 3 * (width - cell[0] + 1), 3 * cell[0]):
                colours = {row[i:i + 3] for row in rows[top:top + cell[1]] for i in range(left, left + 3 * cell[0], 3)}
                found |= colours
                over += len(colours) > 2
                cells += 1
        return len(found), over, cells
