#!/usr/bin/env bash
# A picture of the app in a real, stock xterm with DejaVu Sans Mono, to check that every
# symbol the app draws is in that font (the Shapes tab above all):
#
#   scripts/xterm-screenshot.sh OUT.png COLUMNS ROWS [-- APP ARGUMENTS…]
#   scripts/xterm-screenshot.sh /tmp/shapes.png 200 60 -- --start shapes
#
# Needs Xvfb, xterm, xwd and netpbm (Debian: xvfb xterm x11-apps netpbm fonts-dejavu-core).
# Runs its own X server on a free display and stops it, and the app, on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { echo "usage: $0 OUT.png COLUMNS ROWS [-- APP ARGUMENTS…]" >&2; exit 2; }
out="$1" columns="$2" rows="$3"
shift 3
[ "${1:-}" = "--" ] && shift
for tool in Xvfb xterm xwd xwdtopnm pnmtopng; do
    command -v "$tool" >/dev/null || { echo "$0: $tool is missing (apt-get install xvfb xterm x11-apps netpbm)" >&2; exit 1; }
done
bin="${KAMISHIBAI_BIN:-$(swift build -c release --show-bin-path)/kamishibai}"
[ -x "$bin" ] || swift build -c release --product kamishibai >&2
display=99
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 3000x1800x24 -nolisten tcp >/dev/null 2>&1 &
server=$!
pids=("$server")
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.05; done
DISPLAY=":$display" xterm -fa 'DejaVu Sans Mono' -fs 9 -geometry "${columns}x${rows}+0+0" -bg black -fg white \
    -e env SWIFT_BACKTRACE=enable=no TERM=xterm-256color "$bin" "$@" &
pids+=($!)
# The app draws within a second; the Shapes tab's first frame takes a few dozen ms more.
sleep 3
DISPLAY=":$display" xwd -root -silent | xwdtopnm 2>/dev/null | pnmtopng >"$out"
echo "wrote $out" >&2
