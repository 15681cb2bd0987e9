#!/usr/bin/env bash
# Proves, in real terminals under Xvfb, that the Photos tab's open picture is shown in pixels at
# rest and taken down cleanly: each terminal runs the demo twice with the same keys, once as it
# is (pixels) and once with --no-graphics (symbols), and the two are photographed at the same
# steps. Where the picture rests, the pixels run must differ from the symbols run inside the
# picture only, with far more colours per cell there; wherever it is covered, closed, resized
# away or quit, the two screenshots must be the same to the pixel (no ghost pixels).
#
#   scripts/pixels-proof.sh [--bin PATH] [--out DIR] [TERMINAL…]
#
#   TERMINAL  xterm (run as `xterm -ti vt340`: sixel) or kitty (its graphics protocol, with
#             LIBGL_ALWAYS_SOFTWARE=1); default both.
#   --bin     the app (default $KAMISHIBAI_BIN, else .build/debug/kamishibai)
#   --out     where screenshots, traces, the bytes the app wrote (`script` captures) and
#             summary.txt go (default /tmp/pixels-proof)
#
# Steps, each photographed as STEP.png in OUT/TERMINAL-RUN/: grid (Photos tab), open (Enter,
# at rest), help (? over it), helpClosed, closed (Esc), reopened, resized (the window made
# larger: the pixels come back at the new size once it settles), closedResized, quit (q: the
# shell's screen). Prints one line per check and PASS or FAIL; exit status 1 on a failure.
#
# Needs: xvfb xdotool x11-utils x11-apps netpbm imagemagick jq script, xterm and/or kitty.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
bin="${KAMISHIBAI_BIN:-$repo/.build/debug/kamishibai}"
out=/tmp/pixels-proof
terminals=()
while [ $# -gt 0 ]; do
    case "$1" in
    --bin) bin="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    xterm | kitty) terminals+=("$1"); shift ;;
    *) sed -n '/^#   scripts/,/^# Steps/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
    esac
done
[ ${#terminals[@]} -gt 0 ] || terminals=(xterm kitty)
[ -x "$bin" ] || { echo "no app at $bin" >&2; exit 1; }
mkdir -p "$out"
out="$(cd "$out" && pwd)"
: >"$out/summary.txt"
failures=0
xvfb_pid="" term_pid="" display="" pixels=0

stop() {
    # The wrapper leads the session the terminal gave it; `script` and the app have one of
    # their own, which ends when `script` does.
    [ ! -s "${dir:-/nonexistent}/wrapper.pid" ] || kill -TERM -- "-$(cat "$dir/wrapper.pid")" 2>/dev/null || true
    [ -z "$term_pid" ] || { kill -TERM -- "-$term_pid" 2>/dev/null || true; wait "$term_pid" 2>/dev/null || true; }
    [ -z "$xvfb_pid" ] || { kill -TERM "$xvfb_pid" 2>/dev/null || true; wait "$xvfb_pid" 2>/dev/null || true; }
    term_pid="" xvfb_pid=""
}
trap stop EXIT

say() { echo "$*" | tee -a "$out/summary.txt"; }
check() { # check DESCRIPTION CONDITION…
    local what="$1"
    shift
    if "$@"; then say "PASS $what"; else say "FAIL $what"; failures=$((failures + 1)); fi
}

# wait_until DESCRIPTION COMMAND…: polls for 30 s.
wait_until() {
    local what="$1" deadline=$((SECONDS + 30))
    shift
    until "$@"; do
        [ "$SECONDS" -lt "$deadline" ] || { say "FAIL timed out waiting for $what in $run"; failures=$((failures + 1)); return 1; }
        sleep 0.05
    done
}
events() {
    local n
    n=$(grep -c "\"event\":\"$1\"" "$dir/trace.jsonl" 2>/dev/null) || true
    echo "${n:-0}"
}
has_events() { [ "$(events "$1")" -ge "$2" ]; }
more() { [ "$(events "$1")" -gt "$2" ]; }
# act KEY [EVENT] [PIXEL_EVENT]: presses KEY and waits for one more EVENT, and in the pixels run
# one more PIXEL_EVENT.
act() {
    local before after
    before=$(events "${2:-none}") after=$(events "${3:-none}")
    key "$1"
    [ -z "$2" ] || wait_until "$2 after $1" more "$2" "$before" || true
    [ "$pixels" = 0 ] || [ -z "${3:-}" ] || wait_until "$3 after $1" more "$3" "$after" || true
}
xdo() { DISPLAY=":$display" xdotool "$@"; }
key() { xdo key --clearmodifiers "$@"; }

# The terminal's window as "id x y width height": the largest one on our own X server.
window() {
    local id best="" area=0 root
    root="$(DISPLAY=":$display" xwininfo -root | sed -n 's/.*Window id: \(0x[0-9a-f]*\).*/\1/p')"
    for id in $(xdo search --onlyvisible --maxdepth 1 --name '' 2>/dev/null); do
        [ "$id" != "$((root))" ] || continue
        eval "$(xdo getwindowgeometry --shell "$id" 2>/dev/null | grep -E '^(X|Y|WIDTH|HEIGHT)=')" || continue
        if [ $((WIDTH * HEIGHT)) -gt "$area" ]; then area=$((WIDTH * HEIGHT)) best="$id $X $Y $WIDTH $HEIGHT"; fi
    done
    [ -n "$best" ] && [ "$area" -gt 10000 ] && echo "$best" >"$dir/window"
}

# shoot NAME: waits until the screen is still (two looks 300 ms apart agree), then writes the
# window as NAME.png.
shoot() {
    local previous="" current _ x y w h
    for _ in $(seq 100); do
        current="$(DISPLAY=":$display" xwd -root -silent | md5sum)"
        [ "$current" = "$previous" ] && break
        previous="$current"
        sleep 0.3
    done
    window
    read -r _ x y w h <"$dir/window"
    DISPLAY=":$display" xwd -root -silent | xwdtopnm 2>/dev/null | pnmcut -left "$x" -top "$y" -width "$w" -height "$h" |
        pnmtopng >"$dir/$1.png" 2>/dev/null
}

# One run of TERMINAL ($name) with the app's extra arguments "$@", into $dir.
run_app() {
    dir="$out/$run"
    rm -rf "$dir"
    mkdir -p "$dir"
    cat >"$dir/wrapper.sh" <<EOF
#!/usr/bin/env bash
echo \$\$ >"$dir/wrapper.pid"
printf 'the shell before the app\n'
SWIFT_BACKTRACE=enable=no script -qfe -c "$(printf '%q ' "$bin" --trace "$dir/trace.jsonl" "$@")" "$dir/bytes.raw"
echo \$? >"$dir/status"
sleep 600
EOF
    chmod +x "$dir/wrapper.sh"
    Xvfb -displayfd 3 -screen 0 1280x1024x24 3>"$dir/display" 2>/dev/null &
    xvfb_pid=$!
    wait_until "Xvfb" test -s "$dir/display"
    display="$(cat "$dir/display")"
    local font="DejaVu Sans Mono"
    case "$name" in
    xterm) cmd=(xterm -ti vt340 -fa "$font" -fs 9 -geometry 80x24+0+0 -e "$dir/wrapper.sh") ;;
    kitty) cmd=(kitty --config NONE -o "font_family=$font" -o font_size=9 -o initial_window_width=80c -o initial_window_height=24c
        -o remember_window_size=no -o cursor_blink_interval=0 -o linux_display_server=x11 -o placement_strategy=top-left
        "$dir/wrapper.sh") ;;
    esac
    setsid env -u TERM -u COLORTERM -u TMUX -u STY -u KAMISHIBAI_TRACE -u KAMISHIBAI_FEATURES "DISPLAY=:$display" \
        "XDG_CONFIG_HOME=$dir/config" "XDG_RUNTIME_DIR=$dir" LIBGL_ALWAYS_SOFTWARE=1 "${cmd[@]}" >"$dir/terminal.log" 2>&1 </dev/null &
    term_pid=$!
    wait_until "the first frame" has_events framePacing 1 && wait_until "the window" window
    read -r win _ <"$dir/window"
    xdo windowfocus "$win" 2>/dev/null || true
    pixels=$([ "$run" = "$name-pixels" ] && echo 1 || echo 0)
    key 4
    shoot grid
    act Return presentationDidEnd pixelsShown
    shoot open
    act question '' pixelsRemoved
    shoot help
    act question '' pixelsShown
    shoot helpClosed
    act Escape dismissalDidEnd
    shoot closed
    act Return presentationDidEnd pixelsShown
    shoot reopened
    local _x _y w h before
    read -r _ _x _y w h <"$dir/window"
    before=$(events pixelsShown)
    xdo windowsize "$win" $((w * 5 / 4)) $((h * 5 / 4))
    wait_until "the resize" more resize 0
    [ "$pixels" = 0 ] || wait_until "pixels at the new size" more pixelsShown "$before"
    sleep 0.5
    shoot resized
    act Escape dismissalDidEnd
    shoot closedResized
    act Return presentationDidEnd pixelsShown
    key q
    wait_until "the app to end" test -s "$dir/status"
    shoot quit
    stop
}

# The rectangle of the NTH picture shown in $1's run, in its screenshots: "x y width height"
# in pixels, and the cell's size (the trace's cellSize; xterm's window has a border of 1 pixel
# and 2 more inside, measured: its cell (2, 1) starts at pixel (3 + 2 × 8, 3 + 15)).
picture_rect() {
    local trace="$out/$1/trace.jsonl" border fx fy fw fh cw ch
    border=$([ "$name" = xterm ] && echo 3 || echo 0)
    read -r fx fy fw fh <<<"$(grep '"event":"pixelsShown"' "$trace" | sed -n "${2}p" | jq -r '.frame | map(tostring) | join(" ")')"
    read -r cw ch <<<"$(grep -m1 '"event":"terminalFeatures"' "$trace" | jq -r '.cellSize | map(tostring) | join(" ")')"
    echo "$((border + fx * cw)) $((border + fy * ch)) $((fw * cw)) $((fh * ch)) $cw $ch"
}

# Distinct colours in a crop, and how many of its cells (cw × ch tiles) hold more than two.
measure() { # measure PNG X Y W H CW CH → "colours cellsOverTwo cells"
    local crop="$out/crop.png"
    convert "$1" -crop "$4x$5+$2+$3" +repage "$crop"
    local total over cells
    total="$(convert "$crop" -format %k info:)"
    read -r over cells <<<"$(convert "$crop" -crop "$6x$7" +repage -format '%k\n' info: | awk '$1 > 2 { o++ } { n++ } END { print o + 0, n }')"
    echo "$total $over $cells"
}

# Whether two screenshots are the same, but for pixels within 15 % of each other: xterm blends a
# glyph's antialiased edge with what the pixel held before, so a column of pixels at a cell's
# edge may differ by a few percent between two runs that drew the same cells in another order
# (measured: both ways, in both runs). A ghost of the photo would differ by far more.
same() { [ "$(compare -fuzz 15% -metric AE "$1" "$2" null: 2>&1 || true)" = 0 ]; }
raw_difference() { compare -metric AE "$1" "$2" null: 2>&1 || true; }
# Whether every pixel where two screenshots differ (beyond 15 %) lies in the rectangle X Y W H.
differs_within() { # differs_within A B X Y W H
    local box bw bh bx by
    box="$(compare -fuzz 15% "$1" "$2" -compose src -highlight-color white -lowlight-color black png:- 2>/dev/null |
        convert - -format %@ info: 2>/dev/null || true)"
    IFS='x+' read -r bw bh bx by <<<"$box"
    [ "$bx" -ge "$3" ] && [ "$by" -ge "$4" ] && [ $((bx + bw)) -le $(($3 + $5)) ] && [ $((by + bh)) -le $(($4 + $6)) ]
}

for name in "${terminals[@]}"; do
    command -v "$name" >/dev/null || { say "SKIP $name: not installed"; continue; }
    run="$name-pixels"
    run_app
    run="$name-symbols"
    run_app --no-graphics
    p="$out/$name-pixels" s="$out/$name-symbols"
    say "$name: $(jq -c 'select(.event == "terminalFeatures")' "$p/trace.jsonl" | head -1)"
    graphics="$(grep -m1 '"event":"pixelsShown"' "$p/trace.jsonl" | jq -r .graphics)"
    if [ "$name" = xterm ]; then
        check "$name: the pictures are sixels" [ "$graphics" = sixel ]
        check "$name: the bytes carry ESC P … q (a sixel DCS)" grep -qaP '\eP[0-9;]*q"' "$p/bytes.raw"
    else
        check "$name: the pictures are kitty graphics" [ "$graphics" = kitty ]
        check "$name: the bytes carry ESC _ G a=T,i=… (transmitted under an id)" grep -qaP '\e_Ga=T,i=[0-9]+' "$p/bytes.raw"
        check "$name: … and deleted by that id (a=d,d=i / d=I)" grep -qaP '\e_Ga=d,d=[iI],i=[0-9]+' "$p/bytes.raw"
    fi
    check "$name: the symbols run sent no picture" bash -c "! grep -qaP '\\eP[0-9;]*q\"|\\e_Ga=' '$s/bytes.raw'"
    say "$name: removals $(jq -r 'select(.event == "pixelsRemoved") | .reason' "$p/trace.jsonl" | tr '\n' ' ')"
    for step in grid help closed closedResized quit; do
        check "$name: $step is the same with and without graphics ($(raw_difference "$p/$step.png" "$s/$step.png") pixels differ at all)" \
            same "$p/$step.png" "$s/$step.png"
    done
    for step in open:1 helpClosed:2 reopened:3 resized:4; do
        IFS=: read -r shot nth <<<"$step"
        read -r x y w h cw ch <<<"$(picture_rect "$name-pixels" "$nth")"
        read -r pc po pn <<<"$(measure "$p/$shot.png" "$x" "$y" "$w" "$h" "$cw" "$ch")"
        read -r sc so sn <<<"$(measure "$s/$shot.png" "$x" "$y" "$w" "$h" "$cw" "$ch")"
        say "$name: $shot: the picture (${w}x${h}+$x+$y px, cells ${cw}x$ch) holds $pc colours, $po of $pn cells more than two; in symbols $sc colours, $so cells more than two"
        check "$name: $shot differs from symbols only inside the picture" differs_within "$p/$shot.png" "$s/$shot.png" "$x" "$y" "$w" "$h"
        check "$name: $shot: most cells hold more than the two colours a cell can" [ $((2 * po)) -gt "$pn" ]
    done
done
say "screenshots in $out/*/; $failures failure(s)"
[ "$failures" = 0 ]
