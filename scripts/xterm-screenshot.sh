#!/usr/bin/env bash
# A picture of the app in a real, stock xterm with DejaVu Sans Mono, to check that every
# symbol the app draws is in that font (the Shapes tab above all):
#
#   scripts/xterm-screenshot.sh OUT.png COLUMNS ROWS [-- APP ARGUMENTS…]
#   scripts/xterm-screenshot.sh /tmp/shapes.png 200 60 -- --start shapes
#
# Now a front for scripts/terminal-screenshots.sh (--picture), which does the same in every
# terminal; as before, the app gets TERM=xterm-256color (stock xterm says TERM=xterm, 8
# colours). KAMISHIBAI_SHOT_COLORTERM=truecolor adds COLORTERM for 24-bit colour.
# Needs Xvfb, xterm, xdotool, xwd, netpbm, imagemagick and jq (see that script).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
[ $# -ge 3 ] || { echo "usage: $0 OUT.png COLUMNS ROWS [-- APP ARGUMENTS…]" >&2; exit 2; }
out="$1" columns="$2" rows="$3"
shift 3
[ "${1:-}" = "--" ] && shift
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
envs=(--env TERM=xterm-256color)
[ -z "${KAMISHIBAI_SHOT_COLORTERM:-}" ] || envs+=(--env "COLORTERM=$KAMISHIBAI_SHOT_COLORTERM")
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$here/terminal-screenshots.sh" --picture "$out" --sizes "${columns}x${rows}" --out "$work" \
    "${envs[@]}" xterm -- "$@" >/dev/null
