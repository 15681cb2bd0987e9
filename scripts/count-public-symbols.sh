#!/usr/bin/env bash
# Counts the public declarations an app sees through `import Kamishibai` (or the module given
# as $1): the symbol graphs, at public access and without synthesized members or SPI, of that
# module and of every module it re-exports (`@_exported import`, followed down). Run after a
# `swift build`; `-v` also prints each module's count.
#   scripts/count-public-symbols.sh [-v] [Module]
set -euo pipefail
cd "$(dirname "$0")/.."
verbose=false
if [ "${1:-}" = -v ]; then verbose=true; shift; fi
root=${1:-Kamishibai}
modules_dir="$(swift build --show-bin-path)/Modules"
triple=$(swift -print-target-info | jq -r .target.triple)

# The module and what it re-exports, down the chain.
closure=("$root")
for ((i = 0; i < ${#closure[@]}; i++)); do
    for exported in $(grep -rhoE '^@_exported import [A-Za-z]+' "Sources/${closure[$i]}" 2>/dev/null | awk '{print $3}'); do
        [[ " ${closure[*]} " == *" $exported "* ]] || closure+=("$exported")
    done
done

# The C modules' maps, and the headers Cairo's and chafa's include.
c_flags=()
for map in Sources/CKamishibai*/module.modulemap; do c_flags+=(-I "$(dirname "$map")"); done
for flag in $(pkg-config --cflags cairo chafa); do c_flags+=(-Xcc "$flag"); done

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
total=0
for module in "${closure[@]}"; do
    mkdir -p "$out/$module"
    swift-symbolgraph-extract -module-name "$module" -I "$modules_dir" -target "$triple" "${c_flags[@]}" \
        -minimum-access-level public -skip-synthesized-members -output-dir "$out/$module" >/dev/null
    # The module's own graph and its extensions of other modules' types.
    count=$(jq -s '[.[].symbols[]] | length' "$out/$module"/*.symbols.json)
    $verbose && printf '%6d  %s\n' "$count" "$module"
    total=$((total + count))
done
echo "$total public declarations through import $root (${closure[*]})"
