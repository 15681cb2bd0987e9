#!/usr/bin/env bash
# The release binary in tmux under a storm of hostile input and resizes, for MINUTES:
#   scripts/soak.sh [--tab TAB] MINUTES [SEED…]
# Two instances run at once, each on its own tmux server, fed by `kamishibai storm --emit`
# (the mix the unit tests' storms use, without the keys that quit or suspend). Without seeds
# two are taken from the clock and printed, so a failure can be replayed.
#
# With --tab (sheets, paging, shapes, photos) the app starts on that tab and the storm stays
# there (`kamishibai storm --tab`: the reads that would switch tabs are left out); --tab each
# runs every seed on every tab, one instance each. Without it the storm starts on the first
# tab and wanders.
#
# Each instance passes when it never dies (no crash), comes to rest after Esc×8 (0 ticks of
# CPU over 5 s of idle), quits on q within 1 s with exit status 0, keeps its resident memory
# within twice what it started with, and leaves the terminal restored (main screen, mouse
# off, cursor shown, echo and canonical mode on).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'soak: %s\n' "$*" >&2; }

usage() { say "usage: scripts/soak.sh [--tab sheets|paging|shapes|photos|each] MINUTES [SEED…]"; exit 2; }
tabs=(wander)
if [ "${1:-}" = --tab ]; then
    case "${2:-}" in
        sheets | paging | shapes | photos) tabs=("$2") ;;
        each) tabs=(sheets paging shapes photos) ;;
        *) usage ;;
    esac
    shift 2
fi
minutes="${1:-}"
[[ "$minutes" =~ ^[1-9][0-9]*$ ]] || usage
shift
seeds=("$@")
if [ ${#seeds[@]} -eq 0 ]; then
    base=$(( $(date +%s) % 1000000 ))
    seeds=("$base" "$((base + 1))")
fi
command -v tmux >/dev/null || { say "tmux is missing: sudo apt-get install tmux"; exit 1; }

# The static release build, as ./demo.sh runs it (one release configuration: decision 138).
./demo.sh release >&2
bin="$PWD/.build/dist/kamishibai"
work="$(mktemp -d)"
sockets=()
cleanup() {
    for socket in "${sockets[@]}"; do
        tmux -L "$socket" kill-server 2>/dev/null || true
        rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"  # tmux leaves the socket behind
    done
    rm -rf "$work"
}
trap cleanup EXIT

# The modes a shell expects back, as tmux and the pane's tty report them.
pane_modes() {
    local socket="$1" alternate mouse sgr cursor tty stty
    read -r alternate mouse sgr cursor tty < <(tmux -L "$socket" display-message -p -t soak \
        '#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag} #{cursor_flag} #{pane_tty}')
    stty="$(stty -F "$tty" -a)"
    has() { tr ' ;' '\n\n' <<<"$stty" | grep -qx -- "$1" && echo 1 || echo 0; }
    printf 'alternate=%s mouse=%s sgr=%s cursor=%s echo=%s icanon=%s' \
        "$alternate" "$mouse" "$sgr" "$cursor" "$(has echo)" "$(has icanon)"
}

# CPU ticks (user + system) the process has used.
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
# A memory figure of the process from /proc (VmRSS, VmHWM), in MB.
memory() { awk -v key="$2:" '$1 == key { printf "%.1f", $2 / 1024 }' "/proc/$1/status"; }

soak() {
    local seed="$1" tab="$2" socket="kami-soak-$$-$1-$2"  # cleanup knows the name
    local name="$seed-$tab"
    local storm="$work/$name.storm" trace="$work/$name.trace" log="$work/$name.log"
    local on=() start=()
    [ "$tab" = wander ] || { on=(--tab "$tab"); start=(--start "$tab"); }
    # Several hundred chunks a second at most get through tmux; leave plenty.
    "$bin" storm --seed "$seed" --chunks $((minutes * 60 * 400)) "${on[@]}" --emit >"$storm"
    tmux -L "$socket" -f /dev/null new-session -d -s soak -x 100 -y 30 -e SWIFT_BACKTRACE=enable=no \
        "ulimit -c 0; '$bin' ${start[*]} --trace '$trace'; echo EXIT=\$?; sleep 100000"
    tmux -L "$socket" set -g status off \; set -g escape-time 0 >/dev/null
    local shell app
    shell="$(tmux -L "$socket" display-message -p -t soak '#{pane_pid}')"
    for _ in $(seq 100); do
        app="$(pgrep -P "$shell" -x kamishibai || true)"
        [ -n "$app" ] && break
        sleep 0.05
    done
    [ -n "$app" ] || { echo "seed $seed ($tab): the app did not start" >"$log"; return 1; }

    sleep 1
    local rss_start
    rss_start="$(memory "$app" VmRSS)"
    local deadline=$((SECONDS + minutes * 60)) events=0 resizes=0 batch=() pause kind rest
    while read -r pause kind rest; do
        # shellcheck disable=SC2086 # $rest is the hex bytes, or the columns and rows
        case "$kind" in
            bytes) batch+=(send-keys -t soak -H $rest \;) ;;
            resize) set -- $rest; batch+=(resize-window -t soak -x "$1" -y "$2" \;); resizes=$((resizes + 1)) ;;
        esac
        events=$((events + 1))
        # Bursts go to tmux in one command (of at most ~1,000 bytes, its limit); a pause of a
        # hand's pace sends them.
        if [ ${#batch[@]} -lt 500 ]; then
            case "$pause" in 0 | 0.001 | 0.008 | 0.016) continue ;; esac
        fi
        tmux -L "$socket" "${batch[@]}" >/dev/null 2>&1 || true
        batch=()
        # Now and then a rest long enough for animations to finish.
        [ "$pause" = 1.2 ] && [ $((events % 5)) -eq 0 ] && sleep 0.4
        if [ $((events % 200)) -lt 2 ] && ! kill -0 "$app" 2>/dev/null; then break; fi
        [ "$SECONDS" -lt "$deadline" ] || break
    done <"$storm"

    if ! kill -0 "$app" 2>/dev/null; then
        {
            echo "seed $seed ($tab): CRASH after $events events: $(tmux -L "$socket" capture-pane -p -t soak | grep -o 'EXIT=[0-9]*' || echo 'no exit status')"
            echo "  replay: scripts/soak.sh ${on[*]} $minutes $seed"
        } >"$log"
        return 1
    fi
    # Back to a normal size, sheets (up to five deep) and overlays closed one by one as each
    # closing animation ends, then idle.
    tmux -L "$socket" resize-window -t soak -x 100 -y 30 >/dev/null
    for _ in 1 2 3 4 5 6 7 8; do
        tmux -L "$socket" send-keys -t soak Escape >/dev/null
        sleep 0.6
    done
    sleep 1
    local before after
    before="$(ticks "$app")"
    sleep 5
    after="$(ticks "$app")"
    local rss rss_end
    rss_end="$(memory "$app" VmRSS)"
    rss="RSS $rss_start → $rss_end MB (peak $(memory "$app" VmHWM))"
    # q must quit; if it does not, the screen says why, and Ctrl-C (which quits from
    # anywhere) tells a stuck state from a hang.
    local status="" screen="" key problems=() sent quit_ms=""
    for key in q C-c; do
        sent="$(date +%s%N)"
        tmux -L "$socket" send-keys -t soak "$key"
        for _ in $(seq 200); do
            status="$(tmux -L "$socket" capture-pane -p -t soak | grep -o 'EXIT=[0-9]*' || true)"
            [ -n "$status" ] && break
            sleep 0.05
        done
        [ -n "$status" ] && { quit_ms=$(( ($(date +%s%N) - sent) / 1000000 )); break; }
        screen="$(tmux -L "$socket" capture-pane -p -t soak)"
        problems+=("$key did not quit within 10 s; the screen:"$'\n'"$screen")
    done
    local modes
    modes="$(pane_modes "$socket")"
    [ $((after - before)) -eq 0 ] || problems+=("busy when idle: $((after - before)) ticks in 5 s")
    [ -n "$status" ] || problems+=("HANG: neither q nor Ctrl-C quit")
    [ -z "$status" ] || [ "$status" = EXIT=0 ] || problems+=("quit with $status")
    [ "$modes" = "alternate=0 mouse=0 sgr=0 cursor=1 echo=1 icanon=1" ] || problems+=("terminal left as $modes")
    [ -z "$quit_ms" ] || [ "$quit_ms" -lt 1000 ] || problems+=("q took $quit_ms ms to quit")
    awk -v a="$rss_start" -v b="$rss_end" 'BEGIN { exit !(b <= 2 * a) }' || problems+=("RSS more than doubled: $rss")
    {
        echo "seed $seed ($tab): $events events ($resizes resizes) in $minutes min, idle CPU $((after - before)) ticks over 5 s, $rss, $status in ${quit_ms:-?} ms, $modes"
        for problem in "${problems[@]}"; do echo "  problem: $problem"; done
        [ ${#problems[@]} -eq 0 ] || echo "  replay: scripts/soak.sh ${on[*]} $minutes $seed"
    } >"$log"
    [ ${#problems[@]} -eq 0 ]
}

say "soaking seeds ${seeds[*]} (tabs: ${tabs[*]}) for $minutes min …"
pids=()
names=()
for seed in "${seeds[@]}"; do
    for tab in "${tabs[@]}"; do
        sockets+=("kami-soak-$$-$seed-$tab")
        soak "$seed" "$tab" &
        pids+=($!)
        names+=("$seed-$tab")
    done
done
failed=0
for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed=1
    cat "$work/${names[$i]}.log" >&2
done
exit "$failed"
