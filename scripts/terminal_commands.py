#!/usr/bin/env python3
"""How each terminal is started under X, in one place: its command line (DejaVu Sans Mono at a
given size, a grid of a given size at the top left, a program to run), the clean environment
in which it sets TERM and COLORTERM itself, its private configuration folders, and how it can
be made to write its screen's text. `x_terminal.Terminal` starts terminals with it, and
`scripts/terminal-screenshots.sh` through its command line:

    terminal_commands.py command NAME --display N --run DIR [--columns C] [--rows R]
        [--font-size PT] [--font-dir DIR] [--tmux-socket S] [--screen-session S] -- WRAPPER…
        prints the argv that starts terminal NAME running WRAPPER…, NUL-separated
    terminal_commands.py terminals
        prints each terminal's name and the program it needs, one a line

Standard library only.
"""

import argparse
import os
import shutil
import sys

FONT = "DejaVu Sans Mono"

# Each terminal and the program it needs; the xterm-… ones run inside a stock xterm.
TERMINALS = {
    "xterm": "xterm",
    "xterm-truecolor": "xterm",
    "urxvt": "urxvt",
    "st": "st",
    "mlterm": "mlterm",
    "xfce4-terminal": "xfce4-terminal",
    "lxterminal": "lxterminal",
    "konsole": "konsole",
    "kitty": "kitty",
    "alacritty": "alacritty",
    "xterm-tmux": "tmux",
    "xterm-screen": "screen",
}

# What a terminal sets for itself (or a shell, a multiplexer or a user would): none of it is
# passed on, so each terminal says what it is as it does for a person.
TERMINAL_VARIABLES = [
    "TERM", "COLORTERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "VTE_VERSION", "KONSOLE_VERSION",
    "KONSOLE_DBUS_SESSION", "KITTY_WINDOW_ID", "KITTY_PID", "ALACRITTY_LOG", "ALACRITTY_SOCKET",
    "ALACRITTY_WINDOW_ID", "TMUX", "TMUX_PANE", "STY", "WINDOW", "XTERM_VERSION", "NO_COLOR",
    "KAMISHIBAI_TRACE", "KAMISHIBAI_FEATURES", "WINDOWID", "MLTERM", "LINES", "COLUMNS",
]

# konsole keeps its toolbars in the Qt main window's saved state: Konsole 22.12's own, with
# the two toolbars' "visible" bytes set to 0, so that the grid fills the window.
KONSOLE_STATE = (
    "AAAA/wAAAAD9AAAAAQAAAAAAAAAAAAAAAPwCAAAAAvsAAAAiAFEAdQBpAGMAawBDAG8AbQBtAGEAbgBkAHMARABvAGMAawAAAAAA"
    "/////wAAATcA////+wAAABwAUwBTAEgATQBhAG4AYQBnAGUAcgBEAG8AYwBrAAAAAAD/////AAAA5gD///8AAAKKAAABmgAAAAQA"
    "AAAEAAAACAAAAAj8AAAAAQAAAAIAAAACAAAAFgBtAGEAaQBuAFQAbwBvAGwAQgBhAHIAAAAAAP////8AAAAAAAAAAAAAABwAcwBl"
    "AHMAcwBpAG8AbgBUAG8AbwBsAGIAYQByAAAAAKD/////AAAAAAAAAAA="
)


def prepare(run, font_dir=None):
    """The run folder's private configuration, cache, data and runtime folders (no user's
    configuration is read), GTK's cursor not blinking, and `font_dir`'s fonts for the terminals."""
    for sub in ("config/gtk-3.0", "cache", "data", "runtime", "screen"):
        os.makedirs(os.path.join(run, sub), exist_ok=True)
    os.chmod(os.path.join(run, "runtime"), 0o700)
    os.chmod(os.path.join(run, "screen"), 0o700)
    with open(os.path.join(run, "config/gtk-3.0/settings.ini"), "w") as file:
        file.write("[Settings]\ngtk-cursor-blink = false\n")
    fonts = os.path.join(run, "data/fonts")
    if font_dir and not os.path.lexists(fonts):
        os.symlink(os.path.abspath(font_dir), fonts)


def settings(display, run):
    """What a terminal is given: `display`, the run's own folders, Mesa's software OpenGL
    (kitty and alacritty), Qt on X and no accessibility bus."""
    return {
        "DISPLAY": f":{display}", "XDG_CONFIG_HOME": f"{run}/config", "XDG_CACHE_HOME": f"{run}/cache",
        "XDG_DATA_HOME": f"{run}/data", "XDG_RUNTIME_DIR": f"{run}/runtime", "LIBGL_ALWAYS_SOFTWARE": "1",
        "QT_QPA_PLATFORM": "xcb", "NO_AT_BRIDGE": "1", "SCREENDIR": f"{run}/screen",
    }


def environment(display, run):
    """The environment a terminal starts in: ours less `TERMINAL_VARIABLES`, plus `settings`."""
    env = {k: v for k, v in os.environ.items() if k not in TERMINAL_VARIABLES}
    env.update(settings(display, run))
    return env


def terminal_command(name, wrapper, run, columns=80, rows=24, font_size=9, tmux_socket=None, screen_session=None,
                     options=()):
    """The argv that starts terminal `name` with a `columns` × `rows` grid at the top left,
    running `wrapper` (an argv); `options` go to the terminal program (the outer xterm for
    tmux and screen). Some terminals get a configuration file in `run` first."""
    geometry = f"{columns}x{rows}+0+0"
    xterm = ["xterm", "-fa", FONT, "-fs", str(font_size), "-geometry", geometry]
    if name in ("xterm", "xterm-truecolor"):
        cmd = xterm + ["-e", *wrapper]
    elif name == "xterm-tmux":
        cmd = xterm + ["-e", "tmux", "-L", tmux_socket, "-f", "/dev/null", "new-session", *wrapper]
    elif name == "xterm-screen":
        cmd = xterm + ["-e", "screen", "-S", screen_session, *wrapper]
    elif name == "urxvt":
        cmd = ["urxvt", "-fn", f"xft:{FONT}:size={font_size}", "-geometry", geometry, "-e", *wrapper]
    elif name == "st":
        cmd = ["st", "-f", f"{FONT}:size={font_size}", "-g", geometry, "-e", *wrapper]
    elif name == "mlterm":
        pixels = (font_size * 96 + 36) // 72
        cmd = ["mlterm", "--deffont", FONT, "-w", str(pixels), "-g", geometry, "-e", *wrapper]
    elif name == "xfce4-terminal":
        cmd = ["xfce4-terminal", "--disable-server", "--hide-menubar", "--hide-toolbar", "--hide-scrollbar",
               "--font", f"{FONT} {font_size}", "--geometry", geometry, "-x", *wrapper]
    elif name == "lxterminal":
        os.makedirs(f"{run}/config/lxterminal", exist_ok=True)
        with open(f"{run}/config/lxterminal/lxterminal.conf", "w") as file:
            file.write(f"[general]\nfontname={FONT} {font_size}\nhidemenubar=true\nhidescrollbar=true\ncursorblinks=false\n")
        cmd = ["lxterminal", "--no-remote", f"--geometry={columns}x{rows}", "-e", *wrapper]
    elif name == "konsole":
        os.makedirs(f"{run}/config", exist_ok=True)
        with open(f"{run}/config/konsolerc", "w") as file:
            file.write(f"[MainWindow]\nMenuBar=Disabled\nToolBarsMovable=Disabled\nState={KONSOLE_STATE}\n")
        cmd = ["konsole", "--nofork", "--hide-menubar", "--hide-tabbar", "-p", f"TerminalColumns={columns}",
               "-p", f"TerminalRows={rows}", "-p", f"Font={FONT},{font_size}", "-p", "ScrollBarPosition=2",
               "-p", "ShowTerminalSizeHint=false", "-e", *wrapper]
    elif name == "kitty":
        cmd = ["kitty", "--config", "NONE", "-o", f"font_family={FONT}", "-o", f"font_size={font_size}",
               "-o", f"initial_window_width={columns}c", "-o", f"initial_window_height={rows}c",
               "-o", "remember_window_size=no", "-o", "cursor_blink_interval=0", "-o", "linux_display_server=x11",
               "-o", "update_check_interval=0", "-o", "placement_strategy=top-left", *wrapper]
    elif name == "alacritty":
        cmd = ["alacritty", "-o", f"window.dimensions.columns={columns}", "-o", f"window.dimensions.lines={rows}",
               "-o", "window.position.x=0", "-o", "window.position.y=0", "-o", f"font.normal.family={FONT}",
               "-o", f"font.size={font_size}", "-e", *wrapper]
    else:
        raise ValueError(f"unknown terminal {name}")
    cmd[1:1] = options
    # GTK and Qt terminals want a session bus; each gets its own.
    if name in ("xfce4-terminal", "lxterminal", "konsole") and shutil.which("dbus-run-session"):
        cmd = ["dbus-run-session", "--", *cmd]
    return cmd


def command_line(name, wrapper, run, display, **options):
    """`terminal_command` under `env`, in `environment`'s variables, for a shell to start."""
    unset = [arg for variable in TERMINAL_VARIABLES for arg in ("-u", variable)]
    given = [f"{k}={v}" for k, v in settings(display, run).items()]
    return ["env", *unset, *given, *terminal_command(name, wrapper, run, **options)]


def capture_options(name, run, kitty_socket=None):
    """Options that let a terminal give its screen's text: xterm's print-immediate (bound to
    Ctrl+Shift+F12, which the app never sees; the alternate screen while it is up) to
    `run`/dump<time>, urxvt's print pipe (its Print key) to `run`/dump-<time>, kitty's remote
    control on `kitty_socket` (`kitty @ get-text`). tmux has its own capture-pane, and other
    terminals none."""
    if name in ("xterm", "xterm-truecolor"):
        return ["-xrm", f"XTerm*printFileImmediate: {run}/dump", "-xrm", "XTerm*printOptsImmediate: 0",
                "-xrm", "XTerm*VT100.translations: #override Ctrl Shift<Key>F12: print-immediate()"]
    if name == "urxvt":
        return ["-print-pipe", f"cat >{run}/dump-$(date +%s%N)"]
    if name == "kitty" and kitty_socket:
        return ["-o", "allow_remote_control=socket-only", "--listen-on", kitty_socket]
    return []


# The key that makes a terminal write its screen's text (`capture_options`).
CAPTURE_KEYS = {"xterm": "ctrl+shift+F12", "xterm-truecolor": "ctrl+shift+F12", "urxvt": "Print"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    command = sub.add_parser("command", help="the argv that starts a terminal, NUL-separated")
    command.add_argument("name", choices=TERMINALS)
    command.add_argument("--display", required=True)
    command.add_argument("--run", required=True)
    command.add_argument("--columns", type=int, default=80)
    command.add_argument("--rows", type=int, default=24)
    command.add_argument("--font-size", type=int, default=9)
    command.add_argument("--font-dir")
    command.add_argument("--tmux-socket")
    command.add_argument("--screen-session")
    command.add_argument("wrapper", nargs="+")
    sub.add_parser("terminals", help="each terminal and the program it needs")
    args = parser.parse_args()
    if args.what == "terminals":
        for name, program in TERMINALS.items():
            print(name, program)
        return
    prepare(args.run, args.font_dir)
    argv = command_line(args.name, args.wrapper, args.run, args.display, columns=args.columns, rows=args.rows,
                        font_size=args.font_size, tmux_socket=args.tmux_socket, screen_session=args.screen_session)
    sys.stdout.write("".join(a + "\0" for a in argv))


if __name__ == "__main__":
    main()
