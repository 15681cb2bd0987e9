"""A real terminal under Xvfb, driven as a person would drive it, for checks that need one: the
terminal started as `terminal_commands` says, the app run in it with `--trace FILE` when told,
the trace followed as it is written (`TraceFollower`) and polled for states, a real pointer
and keyboard (xdotool: moves in pixels, buttons, keys; XTest from this process for a key
held and let go at a known instant), the window resized, screenshots (xwd and netpbm, read as
pixels and kept as PNG), the screen's text as the terminal holds it, and when asked the bytes
the app wrote (script(1)).

    with Display(out) as display, Terminal(display, "xterm", out, app=[BIN]) as terminal:
        terminal.launch()
        features = terminal.wait_event("terminalFeatures")

Standard library only; needs xdotool (and so libX11 and libXtst, which `xtest` loads),
x11-utils (xwininfo), x11-apps (xwd), netpbm, and script (bsdutils) to record.
"""

import os
import re
import shlex
import shutil
import signal
import subprocess
import time
from datetime import datetime

from terminal_commands import CAPTURE_KEYS, TERMINALS, capture_options, environment, prepare, terminal_command
from trace_follower import TraceFollower
from xtest import XTest
from xvfb_display import Image


class CheckFailed(Exception):
    """A check's expectation did not hold (or what it waited for did not happen in time)."""


class Terminal:
    """Terminal `name` on `display`, `columns` × `rows`, which runs `app` (an argv, given
    `--trace` here; with `record`, under script(1)) when told to `launch`, and keeps its window
    open after the app has ended until closed, or restarted for a second run. Files go to
    `out`/`name`: trace.jsonl, log, the screenshots, `written` when recording."""

    def __init__(self, display, name, out, app, columns=80, rows=24, font_size=9, env=None, options=(), timeout=20,
                 record=False):
        for program in {TERMINALS[name]} | ({"xterm"} if name.startswith("xterm-") else set()):
            if not shutil.which(program):
                raise CheckFailed(f"{name}: {program} is not installed")
        if record and not shutil.which("script"):
            raise CheckFailed(f"{name}: script is not installed (bsdutils), which records what the app writes")
        self.display, self.name, self.out, self.app, self.timeout = display, name, out, app, timeout
        self.size, self.font_size, self.options, self.record = (columns, rows), font_size, options, record
        self.env = env or {}
        self._start(os.path.join(out, name), app)

    def _start(self, run, app):
        """The terminal at its size, in folder `run` (emptied), its window found and drawn."""
        self.columns, self.rows = self.size
        self.run = os.path.abspath(run)
        shutil.rmtree(self.run, ignore_errors=True)
        prepare(self.run)
        self.trace = os.path.join(self.run, "trace.jsonl")
        self.follower = TraceFollower(self.trace)
        self.xtest = None
        self.tmux_socket = f"proof-{os.getpid()}-{self.name}" if self.name == "xterm-tmux" else None
        self.screen_session = f"proof-{os.getpid()}-{self.name}" if self.name == "xterm-screen" else None
        self.kitty_socket = f"unix:@proof-{os.getpid()}-{self.name}" if self.name == "kitty" else None
        wrapper = os.path.join(self.run, "wrapper.sh")
        self._write_wrapper(wrapper, app)
        self.captures = 0
        cmd = terminal_command(self.name, [wrapper, self.run], self.run, columns=self.columns, rows=self.rows,
                               font_size=self.font_size, tmux_socket=self.tmux_socket,
                               screen_session=self.screen_session,
                               options=capture_options(self.name, self.run, self.kitty_socket) + list(self.options))
        self.log(f"starting: {' '.join(cmd)}")
        with open(os.path.join(self.run, "terminal.out"), "w") as output:
            self.process = subprocess.Popen(cmd, env=environment(self.display.number, self.run),
                                            stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT,
                                            start_new_session=True)
        self.follower.start()
        try:
            self.wait_for("the terminal to start", lambda: os.path.exists(self.file("ready")))
            self.window = self.wait_for("the terminal's window", self._find_window)
            self.log(f"window {self.window}")
            # kitty maps its window black and draws later: a screenshot must not settle on that.
            self.wait_for("the terminal to draw the line before the app", lambda: not Image(self._grab()).blank())
            self.move(*self.cell(self.columns // 2, self.rows // 2))
        except BaseException:
            self.close()
            raise

    def restart(self, label, args=()):
        """This terminal closed and a fresh one started as it was, its app given `args` more, its
        files in `out`/NAME-`label`: a second run to compare with the first (the first's trace is
        no longer followed)."""
        self.close()
        self._start(os.path.join(self.out, f"{self.name}-{label}"), self.app + list(args))

    def _write_wrapper(self, path, app):
        """Inside the terminal: the environment it gave, a line to show, the go awaited, the
        app run with the trace (under script(1) when recording, its bytes to `written`), what
        the terminal sent that the app left unread (what a shell would read next: whatever
        comes within 0.3 s, not echoed), its exit status, then the window kept until `done`."""
        exports = "".join(f"export {k}={shlex.quote(v)}\n" for k, v in self.env.items())
        command = " ".join(shlex.quote(a) for a in [*app, "--trace", self.trace])
        if self.record:
            command = f"echo $$ >{shlex.quote(self.file('app.pid'))}; exec {command}"
            command = f"script -qfec {shlex.quote(command)} {shlex.quote(self.file('written'))}"
        with open(path, "w") as file:
            file.write(f"""#!/usr/bin/env bash
dir="$1"
env >"$dir/env-terminal.txt"
{exports}printf 'before the app: %s\\n' {shlex.quote(self.name)}
: >"$dir/ready"
while [ ! -e "$dir/go" ]; do sleep 0.02; done
SWIFT_BACKTRACE=enable=no {command}
status=$?
stty -echo -icanon min 0 time 3
dd bs=4096 count=1 of="$dir/unread" 2>/dev/null
echo $status >"$dir/status.tmp"
mv "$dir/status.tmp" "$dir/status"
while [ ! -e "$dir/done" ]; do sleep 0.05; done
""")
        os.chmod(path, 0o755)

    # Files, log and waiting

    def file(self, name):
        return os.path.join(self.run, name)

    def log(self, text):
        with open(self.file("log"), "a") as file:
            file.write(f"{datetime.now():%H:%M:%S.%f} {text}\n")

    def wait_for(self, what, condition, timeout=None):
        """Polls `condition` every 50 ms until it gives something true, which it returns;
        `CheckFailed` after `timeout` seconds, or at once if the terminal has ended."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            value = condition()
            if value:
                return value
            if time.monotonic() >= deadline:
                raise CheckFailed(f"{self.name}: timed out waiting for {what}")
            if self.process.poll() is not None:
                value = condition()
                if value:
                    return value
                raise CheckFailed(f"{self.name}: the terminal ended while waiting for {what}")
            time.sleep(0.05)

    # The trace

    def events(self, name=None):
        """The trace's events so far (each a dict), or those called `name`."""
        return self.follower.events(name)

    def wait_event(self, name, where=lambda event: True, what=None, since=0):
        """The first event `name` that `where` holds for, once it is in the trace; with `since`,
        among the events after the first `since` (`len(events())` before an action)."""
        return self.wait_for(what or f"the trace's {name}", lambda: next(
            (e for e in self.events()[since:] if e.get("event") == name and where(e)), None))

    def app_time(self, instant):
        """Our monotonic `instant` on the app's clock, no later than it was (`TraceFollower`)."""
        return self.follower.app_time(instant)

    # Starting and ending the app

    def launch(self):
        """Starts the app and waits for its first frame: the trace's framePacing comes once
        the terminal has answered the probe sent after it (or 0.5 s without an answer)."""
        self.xdotool("windowfocus", self.window[0], check=False)
        open(self.file("go"), "w").close()
        self.wait_event("framePacing", what="the app's first frame")

    def quit(self):
        """`q` pressed and let go at once (XTest; kitty sends the release after it has read
        the app's modes off, and the app must read it: docs/DECISIONS.md), and the app's exit
        status once it has ended."""
        self.key_down("q")
        self.key_up("q")
        self.wait_for("the app to end", lambda: os.path.exists(self.file("status")))
        with open(self.file("status")) as file:
            return int(file.read().strip())

    def unread(self):
        """The bytes the terminal sent that the app left unread, for the shell after it (once
        the app has ended)."""
        with open(self.file("unread"), "rb") as file:
            return file.read()

    def written(self):
        """The bytes the app wrote, when recording (once the app has ended)."""
        with open(self.file("written"), "rb") as file:
            return file.read()

    def close(self):
        """Ends the terminal (its process group), its tmux server and screen session, and
        stops following the trace; and, when recording, the app if it has not ended (script
        passes the terminal's hangup on as an end of input, which an app in raw mode reads as
        nothing, and would wait for it for ever)."""
        if self.record and not os.path.exists(self.file("status")):
            try:
                with open(self.file("app.pid")) as file:
                    os.kill(int(file.read()), signal.SIGTERM)
            except (FileNotFoundError, ValueError, ProcessLookupError):
                pass
        open(self.file("done"), "w").close()
        if self.tmux_socket:
            subprocess.run(["tmux", "-L", self.tmux_socket, "kill-server"], capture_output=True)
        if self.screen_session:
            subprocess.run(["screen", "-S", self.screen_session, "-X", "quit"], capture_output=True)
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(2)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.process.wait()
        self.follower.stop()
        if self.xtest:
            self.xtest.close()
            self.xtest = None

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    # The window, the pointer and the keyboard

    def xdotool(self, *argv, check=True):
        return self.display.run("xdotool", *argv, check=check)

    def _find_window(self):
        """The largest mapped window on our X server (nothing else runs there): id, x, y,
        width, height."""
        best, area = None, 0
        root = re.search(rb"Window id: (0x[0-9a-f]+)", self.display.run("xwininfo", "-root"))
        ids = self.xdotool("search", "--onlyvisible", "--maxdepth", "1", "--name", "", check=False).split()
        for window in ids:
            if root and int(window) == int(root[1], 16):
                continue
            shell = self.xdotool("getwindowgeometry", "--shell", window.decode(), check=False).decode()
            geometry = dict(line.split("=", 1) for line in shell.splitlines() if "=" in line)
            try:
                x, y, w, h = (int(geometry[k]) for k in ("X", "Y", "WIDTH", "HEIGHT"))
            except (KeyError, ValueError):
                continue
            if w > 50 and h > 50 and w * h > area:
                best, area = (window.decode(), x, y, w, h), w * h
        return best

    def cell(self, column, row):
        """The root window's pixel at the centre of a cell, from the window's size: the grid
        covers the window, less a border of a few pixels at most."""
        _, x, y, w, h = self.window
        return x + (2 * column + 1) * w // (2 * self.columns), y + (2 * row + 1) * h // (2 * self.rows)

    def resize(self, columns, rows, cell):
        """The window made `columns` × `rows` cells of `cell` [width, height] pixels, its borders
        as they were, as a person dragging its corner makes it (no window manager here rounds
        it), once the X server says it is."""
        window, x, y, width, height = self.window
        width += (columns - self.columns) * cell[0]
        height += (rows - self.rows) * cell[1]
        self.log(f"resize to {columns}x{rows}: {width}x{height} pixels")
        self.xdotool("windowsize", window, str(width), str(height))
        self.window = self.wait_for("the window's new size",
                                    lambda: (found := self._find_window()) and found[3:] == (width, height) and found)
        self.columns, self.rows = columns, rows

    def pixels_of(self, frame, cell):
        """Cells `frame` [x, y, width, height] as pixels (x, y, width, height) of a screenshot,
        for cells of `cell` [width, height] pixels: the grid lies in the middle of the window,
        within the terminal's border (xterm's 2 pixels; kitty's 1 spare pixel at the right and
        the bottom, floored away)."""
        _, _, _, width, height = self.window
        left, top = (width - self.columns * cell[0]) // 2, (height - self.rows * cell[1]) // 2
        return left + frame[0] * cell[0], top + frame[1] * cell[1], frame[2] * cell[0], frame[3] * cell[1]

    def move(self, x, y):
        self.xdotool("mousemove", str(x), str(y))

    def press(self, button=1):
        self.xdotool("mousedown", str(button))

    def release(self, button=1):
        self.xdotool("mouseup", str(button))

    def key(self, *keys, clear=True):
        """Presses and lets go of `keys`; with `clear`, modifiers held are let go meanwhile
        (xdotool's --clearmodifiers, which lets go of a held pointer button too)."""
        self.log(f"key {' '.join(keys)}")
        self.xdotool("key", *(["--clearmodifiers"] if clear else []), *keys)

    def key_down(self, key):
        """`key` (a keysym) down through XTest; the monotonic instant it was sent."""
        self.log(f"key down {key}")
        return self._xtest().key(key, True)

    def key_up(self, key):
        """`key` (a keysym) up through XTest; the monotonic instant it was sent."""
        self.log(f"key up {key}")
        return self._xtest().key(key, False)

    def _xtest(self):
        if not self.xtest:
            self.xtest = XTest(self.display.number)
        return self.xtest

    # Screenshots

    def screenshot(self, name=None, settle=True):
        """The window's pixels, once two looks 150 ms apart agree (drawing has stopped; at most
        `timeout`), kept as NAME.png when named."""
        previous, deadline = None, time.monotonic() + self.timeout
        while True:
            ppm = self._grab()
            if not settle or ppm == previous or time.monotonic() >= deadline:
                break
            previous = ppm
            time.sleep(0.15)
        if name:
            with open(self.file(f"{name}.png"), "wb") as file:
                subprocess.run(["pnmtopng"], input=ppm, stdout=file, stderr=subprocess.DEVNULL, check=True)
            self.log(f"wrote {name}.png")
        return Image(ppm)

    def _grab(self):
        """The window's own pixels, its border left out (nothing covers it on our own server):
        a few milliseconds, where the whole screen took a third of a second to grab and cut."""
        xwd = self.display.run("xwd", "-id", self.window[0], "-nobdrs", "-silent")
        return subprocess.run(["xwdtopnm"], input=xwd, capture_output=True, check=True).stdout

    # The screen's text

    def capture(self, name=None):
        """The screen's text as the terminal holds it, one string a row (trailing blanks
        dropped), once drawing has stopped: tmux's pane (its status line left out), kitty's
        screen through its remote control, or what xterm or urxvt write when asked
        (`capture_options`). Kept as NAME.txt, with the screenshot NAME.png, when named."""
        self.screenshot(name)
        if self.tmux_socket:
            text = subprocess.run(["tmux", "-L", self.tmux_socket, "capture-pane", "-p"], capture_output=True,
                                  check=True).stdout.decode()
        elif self.name in CAPTURE_KEYS:
            before = set(self._dumps())
            self.key(CAPTURE_KEYS[self.name], clear=False)
            dump = self.wait_for("the terminal to write its screen", lambda: self._written(before))
            with open(dump, encoding="utf-8", errors="replace") as file:
                text = file.read()
            self.captures += 1
            os.rename(dump, self.file(f"capture-{self.captures}.raw"))
        elif self.kitty_socket:
            text = subprocess.run(["kitty", "@", "--to", self.kitty_socket, "get-text"], capture_output=True,
                                  check=True).stdout.decode()
        else:
            raise CheckFailed(f"{self.name}: no way to read its screen's text")
        # xterm writes U+FFFF after a wide character, for its second cell.
        lines = [line.replace("\uffff", "").rstrip() for line in text.split("\n")]
        while lines and not lines[-1]:
            lines.pop()
        if name:
            with open(self.file(f"{name}.txt"), "w") as file:
                file.write("\n".join(lines) + "\n")
        return lines

    def title(self):
        """The title the terminal shows for the app: tmux's pane title (in its status line),
        else the window's name."""
        if self.tmux_socket:
            return subprocess.run(["tmux", "-L", self.tmux_socket, "display-message", "-p", "#{pane_title}"],
                                  capture_output=True, check=True).stdout.decode().strip()
        return self.xdotool("getwindowname", self.window[0]).decode().strip()

    def _dumps(self):
        return [os.path.join(self.run, f) for f in os.listdir(self.run) if f.startswith("dump")]

    def _written(self, before):
        """A dump not in `before` whose size has stopped changing."""
        for dump in set(self._dumps()) - before:
            size = os.path.getsize(dump)
            time.sleep(0.05)
            if size > 0 and os.path.getsize(dump) == size:
                return dump
        return None
