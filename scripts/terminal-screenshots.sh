#!/usr/bin/env bash
# Runs the demo in real terminals under Xvfb, each with the TERM and COLORTERM it sets itself,
# and checks what a person would: the colours (screenshots, and the trace's colorMode), that a
# story's sheet opens with Enter and that a real mouse drag (xdotool) dismisses it, and that
# after `q` the terminal is as it was (same screen, same tty modes, no mouse reports, normal
# cursor keys).
#
#   scripts/terminal-screenshots.sh [OPTIONS] [TERMINAL…] [-- APP ARGUMENTS…]
#
#   TERMINAL     any of: xterm xterm-truecolor urxvt st mlterm xfce4-terminal lxterminal konsole
#                kitty alacritty xterm-tmux xterm-screen (default: every one installed).
#                xterm-truecolor is xterm with COLORTERM=truecolor exported inside it, as a
#                shell's startup file would (xterm sets no COLORTERM, and drops one it is
#                given); xterm-tmux and xterm-screen run the app in tmux or GNU screen inside
#                a stock xterm.
#   --sizes LIST   COLUMNSxROWS,… (default 80x24,120x40,200x60)
#   --tab LIST     tabs to photograph on each run: sheets,paging,shapes,photos or all
#                  (default sheets); the run starts on the first one
#   --out DIR      where runs, screenshots and summary.jsonl go (default /tmp/terminal-shots)
#   --timeout S    how long to wait for any one thing (default 30 s)
#   --font-size PT DejaVu Sans Mono's size in points (default 9)
#   --env VAR=VAL  export VAR inside the terminal, for the app (an override of what the
#                  terminal sets; none by default; repeatable)
#   --picture FILE only start the app (with APP ARGUMENTS) in the first terminal and size
#                  given, and write one PNG of its first frame to FILE (what
#                  scripts/xterm-screenshot.sh does)
#   --bin PATH     the app (default $KAMISHIBAI_BIN, else .build/dist/kamishibai, built by
#                  `./demo.sh release` when missing)
#   --font-dir DIR more fonts for the terminals only (their fontconfig reads
#                  XDG_DATA_HOME/fonts), e.g. a CJK font for the tab bar's 紙芝居 unpacked from
#                  `apt-get download fonts-wqy-microhei` with `dpkg-deb -x`, without installing it
#
# Per run (terminal × size) it writes OUT/NAME-COLSxROWS/: env-terminal.txt (the `env` the
# terminal gave) and env.txt (what the app saw, with --env), trace.jsonl, TAB.png for each
# --tab (its first frame), sheet.png (a story's sheet open), drag.png (half way through the
# drag), before.png (before the app started) and after.png (after q: it should be the same;
# after-diff.png shows where not), after-input (what the terminal sent after q for a click,
# ↑ and `z`), log; a line of OUT/summary.jsonl; and the same line on stdout:
#
#   RESULT {"terminal":…,"size":…,"TERM":…,"COLORTERM":…,"colorMode":…,"reason":…,
#           "framePacing":…,"synchronizedOutput":…,"dragDismissed":…,"exitStatus":…,
#           "restored":…,"notRestored":[…],…,"ok":…,"failure":…,"shots":[…]}
#
# A terminal that fails to start, or a step that does not happen in time, is reported (with a
# screenshot of where it stood, fail.png) and the terminal is ended; the run goes on with the
# next. Exit status: 0 when every run passed, 1 when one failed, 2 on a usage error.
#
# Needs (Debian): python3 xvfb xdotool x11-utils x11-apps netpbm imagemagick jq fonts-dejavu-core and
# the terminals (xterm rxvt-unicode stterm mlterm xfce4-terminal lxterminal konsole kitty
# alacritty tmux screen). kitty and alacritty need OpenGL: they run with
# LIBGL_ALWAYS_SOFTWARE=1 (Mesa's llvmpipe) on Xvfb's GLX. Each run has its own X server
# (Xvfb -displayfd picks a free display), its own tmux socket (term-PID-N), its own GNU screen
# session name and its own config directories (XDG_CONFIG_HOME under the run's folder, so no
# user's configuration is read); everything it starts is ended by its process id.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(dirname "$here")"

# The terminals, and the program each needs: scripts/terminal_commands.py knows how each is
# started, for this script and the proofs (scripts/terminal-proofs.py) alike.
all_terminals=()
declare -A program_of=()
while read -r t program; do
    all_terminals+=("$t")
    program_of[$t]="$program"
done < <(python3 "$here/terminal_commands.py" terminals)
[ ${#all_terminals[@]} -gt 0 ] || { echo "$0: python3 $here/terminal_commands.py did not run" >&2; exit 1; }
sizes="80x24,120x40,200x60"
tabs="sheets"
out="/tmp/terminal-shots"
timeout=30
font_size=9
picture=""
font_dir=""
bin="${KAMISHIBAI_BIN:-}"
overrides=()
terminals=()
app_args=()

usage() {
    sed -n '/^#   scripts\/terminal-screenshots.sh/,/^# Per run/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
    exit 2
}

while [ $# -gt 0 ]; do
    case "$1" in
    --sizes) sizes="${2:?}"; shift 2 ;;
    --sizes=*) sizes="${1#*=}"; shift ;;
    --tab | --tabs) tabs="${2:?}"; shift 2 ;;
    --tab=* | --tabs=*) tabs="${1#*=}"; shift ;;
    --out) out="${2:?}"; shift 2 ;;
    --out=*) out="${1#*=}"; shift ;;
    --timeout) timeout="${2:?}"; shift 2 ;;
    --font-size) font_size="${2:?}"; shift 2 ;;
    --env) overrides+=("${2:?}"); shift 2 ;;
    --picture) picture="${2:?}"; shift 2 ;;
    --bin) bin="${2:?}"; shift 2 ;;
    --font-dir) font_dir="${2:?}"; shift 2 ;;
    -h | --help) usage ;;
    --) shift; app_args=("$@"); break ;;
    -*) echo "$0: unknown option $1" >&2; usage ;;
    *) terminals+=("$1"); shift ;;
    esac
done
[ "$tabs" = all ] && tabs="sheets,paging,shapes,photos"
IFS=, read -r -a tab_list <<<"$tabs"
IFS=, read -r -a size_list <<<"$sizes"
for t in "${tab_list[@]}"; do
    case "$t" in sheets | paging | shapes | photos) ;; *) echo "$0: unknown tab $t" >&2; usage ;; esac
done
for s in "${size_list[@]}"; do
    [[ "$s" =~ ^[0-9]+x[0-9]+$ ]] || { echo "$0: a size is COLUMNSxROWS, not $s" >&2; usage; }
done
for o in ${overrides[@]+"${overrides[@]}"}; do
    [[ "$o" =~ ^[A-Za-z_][A-Za-z0-9_]*= ]] || { echo "$0: --env wants VAR=VALUE, not $o" >&2; usage; }
done

for tool in Xvfb xdotool xwd xwdtopnm pnmcut pnmtopng xwininfo jq compare; do
    command -v "$tool" >/dev/null || {
        echo "$0: $tool is missing (apt-get install xvfb xdotool x11-utils x11-apps netpbm imagemagick jq)" >&2
        exit 1
    }
done

if [ -z "$bin" ]; then
    bin="$repo/.build/dist/kamishibai"
    [ -x "$bin" ] || "$repo/demo.sh" release >&2
fi
[ -x "$bin" ] || { echo "$0: no app at $bin" >&2; exit 1; }
[ -z "$font_dir" ] || font_dir="$(cd "$font_dir" && pwd)"
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"

# A terminal whose program is missing is skipped.
if [ ${#terminals[@]} -eq 0 ]; then
    for t in "${all_terminals[@]}"; do
        if command -v "${program_of[$t]}" >/dev/null && command -v xterm >/dev/null; then
            terminals+=("$t")
        elif command -v "${program_of[$t]}" >/dev/null && [[ "$t" != xterm-* ]]; then
            terminals+=("$t")
        else
            echo "skipping $t: ${program_of[$t]} is not installed" >&2
        fi
    done
fi
for t in "${terminals[@]}"; do
    case " ${all_terminals[*]} " in *" $t "*) ;; *) echo "$0: unknown terminal $t" >&2; usage ;; esac
done

mkdir -p "$out"
out="$(cd "$out" && pwd)"
[ -n "$picture" ] || : >"$out/summary.jsonl"
global_overrides=(${overrides[@]+"${overrides[@]}"})

# Everything started here, by process id (process-group leaders via setsid), and the tmux
# sockets and screen sessions made, so the exit trap ends exactly those.
xvfb_pid=""
term_pid=""
tmux_socket=""
screen_session=""
display=""
run_serial=0

stop_run() {
    if [ -n "$tmux_socket" ]; then
        tmux -L "$tmux_socket" kill-server 2>/dev/null || true
        tmux_socket=""
    fi
    if [ -n "$screen_session" ]; then
        screen -S "$screen_session" -X quit >/dev/null 2>&1 || true
        screen_session=""
    fi
    if [ -n "$term_pid" ]; then
        kill -TERM -- "-$term_pid" 2>/dev/null || true
        for _ in $(seq 40); do alive "$term_pid" || break; sleep 0.05; done
        kill -KILL -- "-$term_pid" 2>/dev/null || true
        wait "$term_pid" 2>/dev/null || true
        term_pid=""
    fi
    if [ -n "$xvfb_pid" ]; then
        kill -TERM "$xvfb_pid" 2>/dev/null || true
        wait "$xvfb_pid" 2>/dev/null || true
        xvfb_pid=""
    fi
}
trap 'stop_run' EXIT
trap 'exit 130' INT TERM

log() { printf '%s %s\n' "$(date +%T.%N | cut -c1-12)" "$*" >>"$run/log"; }

# wait_for DESCRIPTION COMMAND…: polls COMMAND every 50 ms until it succeeds, or gives up after
# $timeout seconds (returns 1). Fails at once if the terminal has gone.
wait_for() {
    local what="$1" deadline=$((SECONDS + timeout))
    shift
    while ! "$@"; do
        if [ "$SECONDS" -ge "$deadline" ]; then
            log "timed out waiting for $what"
            return 1
        fi
        if [ -n "$term_pid" ] && ! alive "$term_pid" && [ "$what" != "the terminal to close" ]; then
            # The terminal ended: give the files it wrote a last look.
            "$@" && return 0
            log "the terminal ended while waiting for $what"
            return 1
        fi
        sleep 0.05
    done
}

trace_has() { [ -f "$run/trace.jsonl" ] && grep -q -- "$1" "$run/trace.jsonl"; }
file_exists() { [ -e "$1" ]; }

# The terminal's window: the largest mapped window on our own X server (nothing else runs
# there), as "id x y width height".
find_window() {
    local id best="" area=0 root
    root="$(DISPLAY=":$display" xwininfo -root | sed -n 's/.*Window id: \(0x[0-9a-f]*\).*/\1/p')"
    for id in $(DISPLAY=":$display" xdotool search --onlyvisible --maxdepth 1 --name '' 2>/dev/null); do
        [ "$id" != "$((root))" ] || continue
        eval "$(DISPLAY=":$display" xdotool getwindowgeometry --shell "$id" 2>/dev/null | grep -E '^(X|Y|WIDTH|HEIGHT)=')" || continue
        [ "${WIDTH:-0}" -gt 50 ] && [ "${HEIGHT:-0}" -gt 50 ] || continue
        if [ $((WIDTH * HEIGHT)) -gt "$area" ]; then
            area=$((WIDTH * HEIGHT)) best="$id $X $Y $WIDTH $HEIGHT"
        fi
    done
    [ -n "$best" ] || return 1
    echo "$best" >"$run/window"
}
window_found() { find_window; }

# A hash of the screen, to tell when drawing has stopped.
screen_hash() { DISPLAY=":$display" xwd -root -silent | md5sum | cut -d' ' -f1; }

# Waits until two looks at the screen 150 ms apart agree (the app has finished drawing), then
# writes the terminal's window as PNG to $1.
shoot() {
    local file="$1" previous="" current deadline=$((SECONDS + timeout))
    while :; do
        current="$(screen_hash)"
        [ "$current" = "$previous" ] && break
        previous="$current"
        if [ "$SECONDS" -ge "$deadline" ]; then
            log "the screen kept changing; $file shows it as it was"
            break
        fi
        sleep 0.15
    done
    read -r _ wx wy ww wh <"$run/window"
    DISPLAY=":$display" xwd -root -silent | xwdtopnm 2>/dev/null |
        pnmcut -left "$wx" -top "$wy" -width "$ww" -height "$wh" | pnmtopng >"$file" 2>/dev/null
    shots+=("$file")
    log "wrote $file"
}

# Cell (column, row) → the root window's pixel at its centre, from the window's size: the
# terminals here draw the grid over the whole window, less a border of a few pixels at most.
cell_x() { local _ wx wy ww wh; read -r _ wx wy ww wh <"$run/window"; echo $((wx + (2 * $1 + 1) * ww / (2 * columns))); }
cell_y() { local _ wx wy ww wh; read -r _ wx wy ww wh <"$run/window"; echo $((wy + (2 * $1 + 1) * wh / (2 * rows))); }

xdo() { DISPLAY=":$display" xdotool "$@"; }

key() {
    log "key $*"
    xdo key --clearmodifiers "$@"
}

# The pixel's colour at a cell of a PNG, as #rrggbb.
pixel_at() {
    local png="$1" _ wx wy ww wh
    read -r _ wx wy ww wh <"$run/window"
    local x=$(((2 * $2 + 1) * ww / (2 * columns))) y=$(((2 * $3 + 1) * wh / (2 * rows)))
    convert "$png" -format "%[hex:p{$x,$y}]" info: 2>/dev/null | cut -c1-6 | sed 's/^/#/'
}

# The command each terminal is started with (scripts/terminal_commands.py), running the wrapper
# $1 with the run folder $2, in a clean environment: the terminal sets TERM and COLORTERM itself.
# Every terminal gets DejaVu Sans Mono and the size asked for, and folders of its own in $2.
terminal_command() {
    local -a extra=()
    [ -z "$font_dir" ] || extra+=(--font-dir "$font_dir")
    case "$name" in
    xterm-tmux) tmux_socket="term-$$-$run_serial" && extra+=(--tmux-socket "$tmux_socket") ;;
    xterm-screen) screen_session="term-$$-$run_serial" && extra+=(--screen-session "$screen_session") ;;
    esac
    mapfile -d '' -t cmd < <(python3 "$here/terminal_commands.py" command "$name" --display "$display" --run "$2" \
        --columns "$columns" --rows "$rows" --font-size "$font_size" ${extra[@]+"${extra[@]}"} -- "$1" "$2")
    [ ${#cmd[@]} -gt 0 ]
}

# Runs inside the terminal: records the environment, waits for the go, records the tty's
# modes, runs the app, records its exit status and the modes again, then reads what the
# terminal sends (a click, ↑, and the `z` that ends it) in raw mode.
write_wrapper() {
    cat >"$1" <<EOF
#!/usr/bin/env bash
dir="\$1"
env >"\$dir/env-terminal.txt"
$(for o in ${overrides[@]+"${overrides[@]}"}; do printf 'export %q\n' "$o"; done)
env >"\$dir/env.txt"
printf 'before the app: %s\n' "$name"
: >"\$dir/ready"
while [ ! -e "\$dir/go" ]; do sleep 0.02; done
# (Taken now, not at once: VTE turns IUTF8 on a moment after its child has started.)
stty -g >"\$dir/stty-before" 2>/dev/null
SWIFT_BACKTRACE=enable=no $(printf '%q' "$bin") --trace "\$dir/trace.jsonl"$(for a in ${launch_args[@]+"${launch_args[@]}"}; do printf ' %q' "$a"; done)
echo \$? >"\$dir/status.tmp"
stty -g >"\$dir/stty-after" 2>/dev/null
mv "\$dir/status.tmp" "\$dir/status"
[ -e "\$dir/picture-only" ] && exit 0
stty raw -echo
: >"\$dir/after-input"
while IFS= read -r -s -n1 -d '' c; do
    printf '%s' "\$c" >>"\$dir/after-input"
    [ "\$c" = z ] && break
done
stty "\$(cat "\$dir/stty-before")"
: >"\$dir/done"
EOF
    chmod +x "$1"
}

tab_key() {
    case "$1" in sheets) echo 1 ;; paging) echo 2 ;; shapes) echo 3 ;; photos) echo 4 ;; esac
}

json_string() { jq -Rn --arg s "$1" '$s'; }

# One run: the terminal $name at $columns × $rows. Sets result fields; returns 1 on a failure.
run_one() {
    local w="$run/wrapper.sh" problem="" i
    write_wrapper "$w"
    local -a cmd
    terminal_command "$w" "$run" || { failure="no command for $name"; return 1; }
    log "starting: ${cmd[*]}"
    setsid "${cmd[@]}" >"$run/terminal.out" 2>&1 </dev/null &
    term_pid=$!

    wait_for "the terminal to start the wrapper" file_exists "$run/ready" || { problem="the terminal did not start"; }
    if [ -z "$problem" ]; then
        wait_for "the terminal's window" window_found || problem="no window"
    fi
    if [ -z "$problem" ]; then
        read -r win_id _ _ win_w win_h <"$run/window"
        xdo mousemove "$(cell_x $((columns / 2)))" "$(cell_y $((rows / 2)))"
        xdo windowfocus "$win_id" 2>/dev/null || true
        shoot "$run/before.png"
        touch "$run/go"
        # The app's first frame: the trace says how frames are paced once the terminal has
        # answered the probe sent after it (or 0.5 s without an answer).
        wait_for "the first frame" trace_has '"event":"framePacing"' || problem="no first frame"
    fi
    if [ -z "$problem" ] && [ -n "$picture" ]; then
        shoot "$picture"
        touch "$run/picture-only"
        key Ctrl+c
        wait_for "the app to end" file_exists "$run/status" || true
        return 0
    fi
    if [ -z "$problem" ]; then
        local first=1 t
        for t in "${tab_list[@]}"; do
            if [ "$first" = 0 ]; then key "$(tab_key "$t")"; fi
            first=0
            shoot "$run/$t.png"
        done
        [ ! -f "$run/sheets.png" ] || stage_pixel="$(pixel_at "$run/sheets.png" $((columns / 2)) 1)"
        # The story list is on the first tab.
        [ "${tab_list[${#tab_list[@]} - 1]}" = sheets ] || key 1
        key Return
        if wait_for "the sheet to open" trace_has '"event":"presentationDidEnd".*"completed":true'; then
            shoot "$run/sheet.png"
            # The drag: press on the sheet's title row (its top border, with the grabber, is at
            # half the height), move down in steps to the last row, release.
            local x y0 y1 steps=16
            x="$(cell_x $((columns / 2)))"
            y0="$(cell_y $((rows / 2 + 1)))"
            # The last row; in tmux the one above its status line, where a release would go to
            # tmux and never reach the app.
            local last=$((rows - 1))
            [ "$name" = xterm-tmux ] && last=$((rows - 2))
            y1="$(cell_y "$last")"
            log "drag from $x,$y0 to $x,$y1"
            xdo mousemove "$x" "$y0"
            sleep 0.05
            xdo mousedown 1
            for i in $(seq 1 "$steps"); do
                sleep 0.03
                xdo mousemove "$x" $((y0 + (y1 - y0) * i / steps))
                if [ "$i" = $((steps / 2)) ]; then
                    wait_for "the drag to move the sheet" trace_has '"event":"interactionUpdate"' || true
                    # (Without an update the drag has not reached the app: go on, the result says so.)
                    shoot "$run/drag.png"
                fi
            done
            sleep 0.05
            xdo mouseup 1
            if wait_for "the sheet to be dismissed" trace_has '"event":"dismissalDidEnd"'; then
                if trace_has '"event":"dismissalDidEnd".*"completed":true' && trace_has '"event":"interactionBegan"'; then
                    drag_dismissed=true
                else
                    drag_dismissed=false
                fi
            else
                drag_dismissed=false
                problem="the drag did not dismiss the sheet"
                # Close it with the keyboard so that the rest can go on.
                key Escape
                wait_for "Escape to dismiss the sheet" trace_has '"event":"dismissalDidEnd".*"completed":true' || true
            fi
            [ "$drag_dismissed" = true ] || problem="${problem:-the drag did not dismiss the sheet}"
        else
            problem="Enter opened no sheet"
        fi
        key q
        if wait_for "the app to end" file_exists "$run/status"; then
            exit_status="$(cat "$run/status")"
            [ "$exit_status" = 0 ] || problem="${problem:-exit status $exit_status}"
            shoot "$run/after.png"
            # The screen as it was before the app: compared above tmux's status line, whose
            # clock and window name change by themselves.
            local diff crop="${win_w}x${win_h}+0+0"
            [ "$name" = xterm-tmux ] && crop="${win_w}x$((win_h * (rows - 1) / rows))+0+0"
            diff="$(compare -metric AE "$run/before.png[$crop]" "$run/after.png[$crop]" "$run/after-diff.png" 2>&1 >/dev/null || true)"
            screen_diff="${diff%% *}"
            cmp -s "$run/stty-before" "$run/stty-after" && stty_same=true || stty_same=false
            # A click, ↑ and z: with mouse reporting left on, the click would arrive as a report;
            # with the keypad left in application mode, ↑ would be ESC O A rather than ESC [ A.
            xdo mousemove "$(cell_x 2)" "$(cell_y 2)"
            xdo click 1
            key Up
            key z
            if wait_for "the terminal to send z" file_exists "$run/done"; then
                after_input="$(od -An -c "$run/after-input" | tr -s ' \n' ' ' | sed 's/^ //; s/ $//')"
                if grep -q $'\e\\[<\\|\e\\[M' "$run/after-input"; then mouse_off=false; else mouse_off=true; fi
                if grep -q $'\eOA' "$run/after-input"; then cursor_keys_normal=false; else cursor_keys_normal=true; fi
            fi
            # A cell's worth of pixels may differ (a cursor drawn a shade differently).
            local cell_pixels=$((win_w * win_h / (columns * rows)))
            local -a not_restored=()
            [[ "$screen_diff" =~ ^[0-9]+$ ]] && [ "$screen_diff" -le "$cell_pixels" ] ||
                not_restored+=("the screen is not as it was ($screen_diff pixels differ, after-diff.png)")
            [ "$stty_same" = true ] || not_restored+=("the tty's modes differ (stty-before, stty-after)")
            [ "$mouse_off" = true ] || not_restored+=("mouse reports are still on")
            [ "$cursor_keys_normal" = true ] || not_restored+=("cursor keys are still in application mode")
            if [ ${#not_restored[@]} -eq 0 ]; then
                restored=true
            else
                restored=false
                restore_problems="$(IFS=';'; echo "${not_restored[*]}")"
                problem="${problem:-not restored: $restore_problems}"
            fi
            wait_for "the terminal to close" terminal_gone || problem="${problem:-the terminal stayed open}"
        else
            problem="${problem:-q did not end the app}"
        fi
    fi
    if [ -n "$problem" ]; then
        log "problem: $problem"
        [ ! -s "$run/status" ] || exit_status="$(cat "$run/status")"
        [ -n "$display" ] && [ -f "$run/window" ] && shoot "$run/fail.png" || true
        failure="$problem"
        return 1
    fi
    return 0
}

# A process that has ended but not been waited for is a zombie: gone all the same.
alive() { [ -e "/proc/$1" ] && ! grep -q '^[0-9]* (.*) Z' "/proc/$1/stat" 2>/dev/null; }
terminal_gone() { ! alive "$term_pid"; }

env_value() { sed -n "s/^$1=//p" "$run/${2:-env.txt}" 2>/dev/null | head -1; }

status=0
launch_args=()
for name in "${terminals[@]}"; do
    for size in "${size_list[@]}"; do
        columns="${size%x*}" rows="${size#*x}"
        run_serial=$((run_serial + 1))
        run="$out/$name-$size"
        rm -rf "$run"
        mkdir -p "$run"
        shots=()
        failure="" drag_dismissed=null exit_status=null restored=null screen_diff=null stty_same=null
        mouse_off=null cursor_keys_normal=null after_input="" restore_problems="" stage_pixel="" win_w=0 win_h=0
        overrides=(${global_overrides[@]+"${global_overrides[@]}"})
        # xterm removes COLORTERM from the environment it hands on, so it is set inside, as a
        # shell's startup file would.
        [ "$name" = xterm-truecolor ] && overrides+=(COLORTERM=truecolor)
        if [ -n "$picture" ]; then
            launch_args=(${app_args[@]+"${app_args[@]}"})
        else
            launch_args=(--start "${tab_list[0]}" ${app_args[@]+"${app_args[@]}"})
        fi
        # Our own X server, on a display it picks itself.
        Xvfb -displayfd 1 -screen 0 3000x1800x24 -nolisten tcp +extension GLX >"$run/display" 2>"$run/xvfb.log" &
        xvfb_pid=$!
        display=""
        wait_for "Xvfb" grep -qs '^[0-9]' "$run/display" && display="$(head -1 "$run/display")"
        if [ -z "$display" ]; then
            failure="Xvfb did not start"
        else
            log "display :$display"
            run_one || true
        fi
        stop_run
        [ -z "$failure" ] || status=1
        color_line="$(grep -m1 '"event":"colorMode"' "$run/trace.jsonl" 2>/dev/null || true)"
        pacing_line="$(grep -m1 '"event":"framePacing"' "$run/trace.jsonl" 2>/dev/null || true)"
        line="$(jq -cn \
            --arg terminal "$name" --arg size "$size" \
            --arg term "$(env_value TERM)" --arg colorterm "$(env_value COLORTERM)" \
            --arg ownTerm "$(env_value TERM env-terminal.txt)" --arg ownColorterm "$(env_value COLORTERM env-terminal.txt)" \
            --arg overrides "${overrides[*]+"${overrides[*]}"}" \
            --arg own "$(grep -E '^(TERM_PROGRAM|VTE_VERSION|KONSOLE_VERSION|KITTY_WINDOW_ID|XTERM_VERSION|ALACRITTY_WINDOW_ID|ALACRITTY_SOCKET|MLTERM|TMUX|STY|COLORFGBG)=' "$run/env.txt" 2>/dev/null | tr '\n' ' ' | sed 's/ $//')" \
            --argjson colorMode "${color_line:-null}" --argjson pacing "${pacing_line:-null}" \
            --argjson drag "$drag_dismissed" --argjson exit "$exit_status" \
            --argjson restored "$restored" --argjson screenDiff "$screen_diff" --arg restoreProblems "$restore_problems" \
            --argjson sttySame "$stty_same" --argjson mouseOff "$mouse_off" \
            --argjson cursorKeysNormal "$cursor_keys_normal" --arg afterInput "$after_input" \
            --arg stage "$stage_pixel" --arg failure "$failure" \
            --argjson window "[$win_w,$win_h]" \
            --arg run "$run" --args '{terminal:$terminal, size:$size, TERM:$term, COLORTERM:$colorterm,
                terminalSets:{TERM:$ownTerm, COLORTERM:$ownColorterm}, overrides:$overrides,
                colorMode:($colorMode.mode // null), reason:($colorMode.reason // null),
                framePacing:($pacing.mode // null), synchronizedOutput:(if $pacing == null then null else $pacing.synchronizedOutput end),
                dragDismissed:$drag, exitStatus:$exit, restored:$restored,
                notRestored:(if $restoreProblems == "" then [] else $restoreProblems | split(";") end), screenDiffPixels:$screenDiff,
                sttySame:$sttySame, mouseReportsOff:$mouseOff, cursorKeysNormal:$cursorKeysNormal,
                afterInput:$afterInput, stagePixel:$stage, window:$window, terminalVariables:$own,
                ok:($failure == ""), failure:(if $failure == "" then null else $failure end), run:$run,
                shots:$ARGS.positional}' ${shots[@]+"${shots[@]}"})"
        [ -n "$picture" ] || echo "$line" >>"$out/summary.jsonl"
        echo "RESULT $line"
        [ -z "$picture" ] || { [ -z "$failure" ] && echo "wrote $picture" >&2; exit $status; }
    done
done
exit $status
