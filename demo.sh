#!/usr/bin/env bash
# Kamishibai's two commands:
#   ./demo.sh [OPTIONS…]   build (release, only what changed) and run the demo; options go to it
#   ./demo.sh test         build and run every test: the public API against the last release's,
#                          unit, snapshot and end-to-end in tmux, the proofs in real terminals
#                          under Xvfb, a long seeded storm, each fuzzer briefly, and the unit and
#                          snapshot tests again under AddressSanitizer and ThreadSanitizer
# and three for the tools around them:
#   ./demo.sh release          build the demo and both examples with the Swift standard library
#                              linked in (`--static-swift-stdlib`) and copy them to .build/dist/:
#                              each runs where no Swift is installed (README, "Shipping an app")
#   ./demo.sh scripts          install the Python scripts' packages (scripts/requirements.txt)
#                              into .build/scripts-venv; a script also does it on its first run
#   ./demo.sh fuzz [SECONDS]   run each fuzzer for SECONDS (default 60); an input that breaks a
#                              property is kept in Fuzz/Inputs/<target>/, which the tests replay
# Each installs what is missing when it can (apt-get, as root) or names the exact command.
set -euo pipefail
cd "$(dirname "$0")"

say() { printf 'demo.sh: %s\n' "$*" >&2; }

# Installs Debian packages if we may; otherwise says exactly what to run, and stops.
install_packages() {
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        say "installing $* …"
        apt-get update -qq >/dev/null 2>&1 || true
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
    else
        say "missing: $*. Install with: sudo apt-get install $*"
        exit 1
    fi
}

check_toolchain() {
    if ! command -v swift >/dev/null; then
        say "Swift 6 is not on PATH. Install a Swift 6 toolchain (https://www.swift.org/install/linux/) and add its usr/bin to PATH."
        exit 1
    fi
    local missing=()
    [ -f /usr/include/ncursesw/curses.h ] || missing+=(libncursesw5-dev)
    # Vector drawing and pixels to cells (KamishibaiDrawing); pkg-config finds their headers.
    command -v pkg-config >/dev/null || missing+=(pkg-config)
    [ -f /usr/include/cairo/cairo.h ] || missing+=(libcairo2-dev)
    [ -f /usr/include/chafa/chafa.h ] || missing+=(libchafa-dev)
    if [ "${1:-}" = test ]; then
        command -v tmux >/dev/null || missing+=(tmux)
        command -v jq >/dev/null || missing+=(jq)  # scripts/check-layers.sh reads the package with it
        # Served over SSH (scripts/serve-ssh.sh, ServedOverSSHEndToEndTests): sshd and the client.
        [ -x /usr/sbin/sshd ] || missing+=(openssh-server)
        command -v ssh >/dev/null || missing+=(openssh-client)
        # The proofs in real terminals (scripts/terminal-proofs.py): an X server, the terminals,
        # a real pointer and keyboard, screenshots, and the font every terminal is given.
        command -v python3 >/dev/null || missing+=(python3)
        python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3-venv)  # the scripts' packages
        command -v Xvfb >/dev/null || missing+=(xvfb)
        command -v xterm >/dev/null || missing+=(xterm)
        command -v urxvt >/dev/null || missing+=(rxvt-unicode)
        command -v kitty >/dev/null || missing+=(kitty)  # OpenGL: Mesa's, which xvfb pulls in
        command -v xdotool >/dev/null || missing+=(xdotool)
        command -v xwininfo >/dev/null || missing+=(x11-utils)
        command -v xwd >/dev/null || missing+=(x11-apps)
        command -v xwdtopnm >/dev/null || missing+=(netpbm)
        command -v script >/dev/null || missing+=(bsdutils)  # what the app writes, recorded
        [ -f /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || missing+=(fonts-dejavu-core)
    fi
    if [ ${#missing[@]} -gt 0 ]; then install_packages "${missing[@]}"; fi
}

# The one release configuration: the Swift standard library (and FoundationEssentials) linked
# in, in a build folder of its own that the demo, the storm and the examples share, so the
# library is compiled once for all three. The same flags every time: changing them compiles
# everything again (decision 138). Without the whole binary's symbols exported to the dynamic
# linker (the driver's -export-dynamic): 0.9 MB less resident a session, since every symbol
# a shared library looks up no longer goes through the executable's table first (decision 140).
release_flags=(-c release --static-swift-stdlib --scratch-path "$PWD/.build-release" -Xlinker --no-export-dynamic)
dist="$PWD/.build/dist"

# A release build of the package at --package-path in $@ (this one without it). SwiftPM keeps
# the last build's plan (release.yaml) while the packages it read have not changed, even when
# another root package is built: the plan of the last is thrown away so each is planned anew;
# the compiled modules stay.
build_release() {
    rm -f "$PWD/.build-release/release.yaml"
    swift build "${release_flags[@]}" "$@" >&2
}

# The static archives `--static-swift-stdlib` links: a swift.org toolchain for Linux ships
# them in usr/lib/swift_static/linux, beside the runtime's folder that `swift` reports; some
# distributions' packages leave them out. Says what is missing and fails when they are.
has_static_libraries() {
    if [ "$(uname -s)" != Linux ]; then
        say "the static build is for Linux; on macOS the Swift runtime is part of the system and an ordinary release build ships as it is."
        return 1
    fi
    local runtime folder missing=() file
    runtime="$(swift -print-target-info | sed -n 's/^ *"runtimeResourcePath": "\(.*\)",*$/\1/p')"
    folder="$(dirname "$runtime")/swift_static/linux"
    for file in libswiftCore.a libswift_Concurrency.a libdispatch.a libFoundationEssentials.a static-stdlib-args.lnk; do
        [ -e "$folder/$file" ] || missing+=("$file")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        say "this toolchain has no static Swift libraries: $folder lacks ${missing[*]}."
        say "Install a toolchain from https://www.swift.org/install/linux/ (its tar.gz has usr/lib/swift_static) and put its usr/bin first on PATH."
        return 1
    fi
}

# Builds the demo and both examples statically and copies the binaries to $dist. The examples
# are client packages of their own, built into the same folder: SwiftPM finds this package's
# modules already compiled there with the same flags and only compiles and links each example.
release() {
    has_static_libraries || exit 1
    build_release --product kamishibai
    local example bin
    for example in SheetExample InboxExample; do
        build_release --package-path "Examples/$example" --product "$example"
    done
    bin="$(swift build "${release_flags[@]}" --show-bin-path)"
    mkdir -p "$dist"
    cp "$bin/kamishibai" "$bin/SheetExample" "$bin/InboxExample" "$dist/"
    for example in kamishibai SheetExample InboxExample; do
        say "built $dist/$example: $(awk -v bytes="$(stat -c %s "$dist/$example")" 'BEGIN { printf "%.1f", bytes / 1e6 }') MB, no Swift library needed at run time"
    done
    say "copy one to a Linux machine with libc, ncurses, Cairo and chafa (README, \"Shipping an app\") and run it:"
    say "  scp .build/dist/kamishibai host: && ssh -t host ./kamishibai"
}

# The fuzzer: libFuzzer with coverage and AddressSanitizer, in its own build folder.
fuzz_flags=(-c release --sanitize fuzzer --sanitize address --scratch-path .build-fuzz)

# Runs every fuzz target for $1 seconds. Inputs that reach new code go to corpus folder $2
# (one per target); an input that breaks a property is kept in Fuzz/Inputs/<target>/ and
# fails the run.
fuzz() {
    local seconds="$1" corpus="$2" status=0 target fuzzer
    swift build "${fuzz_flags[@]}" --product KamishibaiFuzzer >&2
    fuzzer="$(swift build "${fuzz_flags[@]}" --show-bin-path)/KamishibaiFuzzer"
    for target in $(ls Fuzz/Inputs); do
        mkdir -p "$corpus/$target"
        local log=".build-fuzz/$target.log"
        if SWIFT_BACKTRACE=enable=no KAMISHIBAI_FUZZ_TARGET="$target" "$fuzzer" \
            -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
            -artifact_prefix="Fuzz/Inputs/$target/" "$corpus/$target" "Fuzz/Inputs/$target" >"$log" 2>&1; then
            say "fuzz $target: $(sed -n 's/^stat::number_of_executed_units: *//p' "$log") inputs in ${seconds}s, every property held"
        else
            say "fuzz $target: FAILED; $(grep -m1 -o 'Fatal error: .*' "$log" || tail -n 3 "$log")"
            say "  the input is kept in Fuzz/Inputs/$target/ (the unit tests replay it); full log: $log"
            status=1
        fi
    done
    return "$status"
}

if [ "${1:-}" = scripts ]; then
    command -v python3 >/dev/null || install_packages python3 python3-venv
    python3 -c 'import venv, ensurepip' 2>/dev/null || install_packages python3-venv
    python3 scripts/environment.py
elif [ "${1:-}" = fuzz ]; then
    check_toolchain
    seconds="${2:-60}"
    [[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { say "fuzz takes a whole number of seconds, e.g. ./demo.sh fuzz 60"; exit 2; }
    fuzz "$seconds" .build-fuzz/corpus
elif [ "${1:-}" = test ]; then
    check_toolchain test
    scripts/check-api-names.sh
    # The UI core links no Cairo, chafa or ncurses; no product an app links holds the test tools.
    scripts/check-layers.sh
    # docs/GALLERY.md shows every picture in docs/gallery/, and each it shows exists.
    python3 scripts/gallery.py --check
    # The code's format, as .swift-format says (`swift format format -i -r Sources Tests
    # Examples Snippets Package.swift` fixes most of what this finds).
    swift format lint --strict -r Sources Tests Examples Snippets Package.swift
    # Every import must be a declared dependency: the layers stay as Package.swift draws them.
    # Not one compiler warning. SwiftPM builds the articles' programs in Snippets/ with the
    # rest, so an article whose code no longer compiles fails here; a unit test runs them.
    swift build --build-tests --explicit-target-dependency-import-check error -Xswiftc -warnings-as-errors
    # The static release build of the demo and the examples (./demo.sh release), once: the
    # long storm, the memory checks and StaticBuildEndToEndTests run these binaries.
    release
    export KAMISHIBAI_DIST="$dist"
    # The examples are client packages of their own: they prove the public products suffice.
    swift build --package-path Examples/SheetExample
    swift build --package-path Examples/InboxExample
    # The public API an app sees through `import Kamishibai`, from the build above, against the
    # last release's digest (api/vX.Y.Z.txt): a removed or changed declaration fails the run
    # unless CHANGELOG.md's [Unreleased] section names it (docs/RELEASING.md). Each check is
    # first tried on made-up inputs that must pass and fail.
    scripts/api-check.py self-test
    scripts/api-check.py
    # Probes compiled as the example client package is: the terminal backend and the test
    # doubles are not in `import Kamishibai`; present and dismiss take a completion handler.
    scripts/api-probes.py self-test
    scripts/api-probes.py
    # The API documentation builds without a single warning.
    swift package generate-documentation --target KamishibaiUI --target KamishibaiDrawingViews --warnings-as-errors >/dev/null
    bin="$(swift build --show-bin-path)/kamishibai"
    example="$(swift build --package-path Examples/SheetExample --show-bin-path)/SheetExample"
    inbox="$(swift build --package-path Examples/InboxExample --show-bin-path)/InboxExample"
    # The scripts' pinned packages (pyte, which a unit test compares the test terminal model
    # with, among them), made once here rather than by the first test that needs them.
    python3 scripts/environment.py
    # Ten minutes at rest (decision 141): the static build after a present-and-dismiss at
    # 200×60, its exact resident size sampled every 5 s while the steps below run (an app at
    # rest costs no CPU, so it neither slows them nor is disturbed); the verdict is read at
    # the end, which comes long after ten minutes.
    idle_log="$PWD/.build/idle-memory.log"
    scripts/measure-memory.py --bin "$KAMISHIBAI_DIST/kamishibai" --sizes 200x60 --idle 10 >"$idle_log" 2>&1 &
    idle_run=$!
    trap 'kill "$idle_run" 2>/dev/null || true' EXIT
    SWIFT_BACKTRACE=enable=no swift test --skip-build --skip EndToEndTests
    # The end-to-end suites one test at a time: idle CPU and the speed of a drag are measured
    # on a machine that nothing else in the run is loading.
    KAMISHIBAI_BIN="$bin" KAMISHIBAI_EXAMPLE_BIN="$example" KAMISHIBAI_INBOX_EXAMPLE_BIN="$inbox" SWIFT_BACKTRACE=enable=no \
        swift test --skip-build --filter EndToEndTests --no-parallel
    # Real terminals under Xvfb, a real pointer and keyboard: xterm's pointer in pixels moves
    # the sheet by eighths of a row; kitty's key releases end a held key's drag at once; urxvt
    # and tmux, which have none of the features, are left as they were; the open photo in
    # pixels in xterm as a VT340 (sixel) and kitty, none of them left after help, a resize or
    # q. No X server fails the run (files in .build/terminal-proofs).
    scripts/terminal-proofs.py --bin "$bin"
    # A long storm on the release build: hundreds of thousands of hostile events per seed.
    "$KAMISHIBAI_DIST/kamishibai" storm --seed 1 --seeds 2 --chunks 40000
    # Each fuzzer for a short, fixed time, from a fresh corpus (the kept inputs seed it).
    corpus="$(mktemp -d)"
    trap 'rm -rf "$corpus"; kill "$idle_run" 2>/dev/null || true' EXIT
    fuzz 10 "$corpus"
    # The unit and snapshot tests under each sanitizer (the end-to-end tests drive the
    # ordinary binary, so they are left out).
    for sanitizer in address thread; do
        say "unit and snapshot tests under the ${sanitizer} sanitizer …"
        swift build --build-tests --sanitize "$sanitizer" --scratch-path ".build-${sanitizer}" >&2
        LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt" SWIFT_BACKTRACE=enable=no \
            swift test --skip-build --sanitize "$sanitizer" --scratch-path ".build-${sanitizer}" --skip EndToEndTests
    done
    if wait "$idle_run"; then
        say "$(grep '^at rest' "$idle_log")"
    else
        say "the static build's resident size grew at rest (or the run failed): $idle_log"
        cat "$idle_log" >&2
        exit 1
    fi
elif [ "${1:-}" = release ]; then
    check_toolchain
    release
else
    check_toolchain
    # The static release build (the one configuration: see release_flags), the demo alone;
    # an ordinary release build where the toolchain has no static libraries.
    if has_static_libraries; then
        build_release --product kamishibai
        exec "$(swift build "${release_flags[@]}" --show-bin-path)/kamishibai" "$@"
    fi
    say "running an ordinary release build instead (it needs this toolchain's libraries at run time)"
    swift build -c release --product kamishibai >&2
    exec "$(swift build -c release --show-bin-path)/kamishibai" "$@"
fi
