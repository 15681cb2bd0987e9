#!/usr/bin/env bash
# Takes a picture of the running app as an SVG, for the README and for reviews.
#
#   scripts/screenshot.sh OUT.svg [COLUMNS ROWS [-- KEYS…]]      (default 80×24)
#
# Starts the real binary (${KAMISHIBAI_BIN:-.build/debug/kamishibai}; `swift build` first when
# the default one is missing) in a private tmux server, waits until the main list is drawn,
# sends KEYS with `tmux send-keys` (key names such as Down, Tab, Escape, or a character such
# as '?') and waits until the screen has changed and stopped changing, then turns
# `tmux capture-pane -e -p` into an SVG with scripts/ansi2svg.py.
#
#   scripts/screenshot.sh docs/main-list.svg 80 24 -- Down Down
#   scripts/screenshot.sh docs/help.svg 80 24 -- '?'
#
# The app runs with TERM=xterm-256color, as in most terminals, so it draws with the 256-colour
# palette; KAMISHIBAI_SHOT_TERM=xterm-direct (from Debian's ncurses-term) shows its exact
# 24-bit colours instead. The terminfo entry used is the system's one less `bce`, compiled into
# a temporary directory: the same look, but ncurses then writes blanks instead of erasing with a
# coloured background, so tmux keeps every blank's colour in the capture (erased cells lose
# theirs). Without infocmp/tic the system entry is used, and ansi2svg.py carries each line's
# last style to its end, which is right for most screens but not all.
# Only this script's own tmux server (-L kami-shot-PID) is touched, and it is killed on exit.
set -euo pipefail

usage() {
    echo "usage: $0 OUT.svg [COLUMNS ROWS [-- KEYS…]]" >&2
    exit 2
}

[ $# -ge 1 ] || usage
out=$1
shift
cols=80 rows=24
if [ $# -ge 2 ] && [ "$1" != -- ]; then
    cols=$1 rows=$2
    shift 2
fi
keys=()
if [ $# -ge 1 ]; then
    [ "$1" = -- ] || usage
    shift
    keys=("$@")
fi
[[ $cols =~ ^[0-9]+$ && $rows =~ ^[0-9]+$ ]] || usage
[ "$cols" -ge 10 ] && [ "$rows" -ge 3 ] || { echo "$0: COLUMNS ROWS must be at least 10 3" >&2; exit 2; }

case $out in /*) ;; *) out="$PWD/$out" ;; esac
bin=${KAMISHIBAI_BIN:-}
case $bin in "" | /*) ;; *) bin="$PWD/$bin" ;; esac
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

command -v tmux >/dev/null || { echo "$0: tmux is needed (apt-get install tmux)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "$0: python3 is needed" >&2; exit 1; }

if [ -z "$bin" ]; then
    bin="$root/.build/debug/kamishibai"
    [ -x "$bin" ] || swift build --product kamishibai >&2
fi
[ -x "$bin" ] || { echo "$0: $bin is not an executable" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/kami-shot.XXXXXX")
server="kami-shot-$$"
socket=
cleanup() {
    tmux -L "$server" kill-server 2>/dev/null || true
    # tmux leaves its socket file behind; remove ours (and only ours) once the server is gone.
    if [ -n "$socket" ] && [ -S "$socket" ] && ! tmux -S "$socket" list-sessions >/dev/null 2>&1; then
        rm -f "$socket"
    fi
    rm -rf "$work"
}
trap cleanup EXIT

cat >"$work/tmux.conf" <<'EOF'
set -g default-terminal xterm-256color
set -sg escape-time 0
set -g status off
set -g remain-on-exit on
EOF

term=${KAMISHIBAI_SHOT_TERM:-xterm-256color}
terminfo=()
if command -v infocmp >/dev/null && command -v tic >/dev/null &&
    infocmp -x "$term" 2>/dev/null | sed -e 's/\([[:space:]]\)bce,/\1/' >"$work/entry.src" &&
    tic -x -o "$work/terminfo" "$work/entry.src" 2>/dev/null; then
    terminfo=(TERMINFO="$work/terminfo")
fi

t() { tmux -u -L "$server" "$@"; }
screen() { t capture-pane -p -e -t shot; }

t -f "$work/tmux.conf" new-session -d -s shot -x "$cols" -y "$rows" \
    env ${terminfo[@]+"${terminfo[@]}"} TERM="$term" SWIFT_BACKTRACE=enable=no COLORTERM= "$bin"
socket=$(t display-message -p '#{socket_path}')

# fail MESSAGE: says why, with what the pane shows, and stops.
fail() {
    echo "$0: $1; the screen was:" >&2
    t capture-pane -p -t shot >&2 2>/dev/null || true
    exit 1
}
dead() { [ "$(t display-message -p -t shot '#{pane_dead}')" = 1 ]; }

# Polls until the screen has stayed the same for half a second (animations have finished).
settle() {
    local last current same=0 deadline=$((SECONDS + 10))
    last=$(screen)
    while [ "$same" -lt 10 ]; do
        sleep 0.05
        current=$(screen)
        if [ "$current" = "$last" ]; then same=$((same + 1)); else same=0 last=$current; fi
        [ "$SECONDS" -lt "$deadline" ] || fail "the screen kept changing for 10 s"
    done
}

deadline=$((SECONDS + 20))
until [[ $(t capture-pane -p -t shot) == *Stories* ]]; do
    if dead; then fail "the app exited before showing the main list"; fi
    [ "$SECONDS" -lt "$deadline" ] || fail "no \"Stories\" on the screen after 20 s"
    sleep 0.05
done
settle

if [ ${#keys[@]} -gt 0 ]; then
    before=$(screen)
    t send-keys -t shot "${keys[@]}"
    deadline=$((SECONDS + 10))
    while [ "$(screen)" = "$before" ]; do
        if dead; then fail "the app exited after the keys"; fi
        [ "$SECONDS" -lt "$deadline" ] || fail "the screen did not change after sending: ${keys[*]}"
        sleep 0.05
    done
    settle
fi
if dead; then fail "the app exited"; fi

mkdir -p "$(dirname "$out")"
screen | python3 scripts/ansi2svg.py --cols "$cols" --rows "$rows" \
    --title "kamishibai — ${cols}×${rows}" >"$work/shot.svg"
mv "$work/shot.svg" "$out"
echo "wrote $out" >&2
