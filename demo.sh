#!/usr/bin/env bash
# Kamishibai's two commands:
#   ./demo.sh [OPTIONS…]   build (release, only what changed) and run the demo; options go to it
#   ./demo.sh test         build and run every test: unit, snapshot and end-to-end in tmux
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
    if [ "${1:-}" = test ]; then
        command -v tmux >/dev/null || missing+=(tmux)
    fi
    if [ ${#missing[@]} -gt 0 ]; then install_packages "${missing[@]}"; fi
}

if [ "${1:-}" = test ]; then
    check_toolchain test
    scripts/check-api-names.sh
    # Every import must be a declared dependency: the layers stay as Package.swift draws them.
    swift build --build-tests --explicit-target-dependency-import-check error
    # The example is a client package of its own: it proves the public products suffice.
    swift build --package-path Examples/SheetExample
    # The API documentation builds without a single warning.
    swift package generate-documentation --target KamishibaiUI --warnings-as-errors >/dev/null
    bin="$(swift build --show-bin-path)/kamishibai"
    example="$(swift build --package-path Examples/SheetExample --show-bin-path)/SheetExample"
    KAMISHIBAI_BIN="$bin" KAMISHIBAI_EXAMPLE_BIN="$example" SWIFT_BACKTRACE=enable=no swift test --skip-build
else
    check_toolchain
    swift build -c release --product kamishibai >&2
    exec "$(swift build -c release --show-bin-path)/kamishibai" "$@"
fi
