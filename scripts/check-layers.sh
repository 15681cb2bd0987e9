#!/usr/bin/env bash
# Fails when a layer reaches below what Package.swift's diagram allows. The build already
# refuses an import that is not a declared dependency; this refuses declared ones that break
# the design:
# - KamishibaiUI's whole dependency closure must hold neither Cairo, chafa nor ncurses (nor
#   the targets that wrap them), nor the ANSI backend, so an app on the UI core alone links
#   none of them;
# - nothing re-exports KamishibaiANSI or KamishibaiTesting (`@_exported import`), and no module
#   that Kamishibai re-exports imports KamishibaiANSI publicly (Swift 6's plain `import`), so an
#   app that imports Kamishibai never sees the backend's types or the test doubles;
# - no library product (what an app links) may hold KamishibaiTesting;
# - only KamishibaiDrawing imports Cairo and chafa, only KamishibaiNcurses imports ncurses,
#   and nothing in Sources/KamishibaiUI imports a target above or beside it;
# - KamishibaiPlatform is the bottom layer (it depends on its C half alone), and its one file
#   is the only one in Sources, Tests, Examples or Snippets that imports the C library (Glibc,
#   Musl, Darwin) or that C half: a port changes that file and no other;
# - no file in Sources, Snippets or the examples' Sources imports Foundation in any form
#   (`@preconcurrency import Foundation`, `import struct Foundation.Data`, `internal import
#   Foundation`, FoundationNetworking, FoundationXML, FoundationInternationalization): full
#   Foundation brings ICU into every process (decision 136). FoundationEssentials is allowed.
set -euo pipefail
cd "$(dirname "$0")/.."
description=$(swift package describe --type json)

# Every target `$1` depends on, directly or not.
closure() {
    jq -r --arg target "$1" '
        (.targets | map({key: .name, value: (.target_dependencies // [])}) | from_entries) as $deps
        | def below($name): ($deps[$name] // []) as $direct | $direct + ([$direct[] | below(.)] | add // []);
        below($target) | unique | .[]' <<<"$description"
}

failures=()
ui_closure=$(closure KamishibaiUI)
for forbidden in KamishibaiDrawing CKamishibaiCairo CKamishibaiChafa CKamishibaiDrawingLoader KamishibaiANSI KamishibaiNcurses CKamishibaiNcursesw KamishibaiTesting; do
    if grep -qx "$forbidden" <<<"$ui_closure"; then failures+=("KamishibaiUI depends on $forbidden"); fi
done
for product in $(jq -r '.products[] | select(.type | has("library")) | .name' <<<"$description"); do
    for target in $(jq -r --arg product "$product" '.products[] | select(.name == $product) | .targets[]' <<<"$description"); do
        if grep -qx KamishibaiTesting <<<"$(closure "$target")"; then
            failures+=("the library product $product links KamishibaiTesting (through $target)")
        fi
    done
done

platform_closure=$(closure KamishibaiPlatform)
if [ "$platform_closure" != CKamishibaiHeap ]; then
    failures+=("KamishibaiPlatform must depend on CKamishibaiHeap alone, not on: $(tr '\n' ' ' <<<"$platform_closure")")
fi

# Files in `$3` (Sources by default) that import one of the modules `$1` (a regex), outside
# the folder or file `$2`. A kind (`import func Glibc.poll`), a submodule (`Darwin.C`), an
# access level (`internal import`), attributes and a trailing comment count. `$4` narrows it:
# a regex the import's attributes and access level must match (`@_exported`, or none but
# `public`/`package`), any by default.
importers() {
    local prefix="${4:-(@[_a-zA-Z]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?}"
    local pattern="^[[:space:]]*${prefix}import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?($1)(\\.[A-Za-z_.]+)?[[:space:]]*(//.*)?\$"
    grep -rlE --include='*.swift' --exclude-dir=.build "$pattern" ${3:-Sources} | grep -v "^$2\(/\|\$\)" || true
}
exported='(@[_a-zA-Z]+[[:space:]]+)*@_exported[[:space:]]+(@[_a-zA-Z]+[[:space:]]+)*((public|package|internal)[[:space:]]+)?'
for file in $(importers 'KamishibaiANSI|KamishibaiTesting' '' Sources "$exported"); do
    failures+=("$file re-exports the ANSI backend or the test doubles")
done
# A module `import Kamishibai` re-exports imports the backend internally, so the compiler refuses
# a public declaration of it that names a backend type. (Not enough to hide the backend's
# extension members from apps: those are `package`, see decision 061.)
visible='(@[_a-zA-Z]+[[:space:]]+)*((public|package)[[:space:]]+)?'
reexported=$(python3 -c 'import pathlib, sys; sys.path.insert(0, "scripts")
from swift_build_flags import reexported_modules
print(" ".join(m for m, names in reexported_modules(pathlib.Path("Sources"), "Kamishibai").items() if names is None))')
for module in $reexported; do
    for file in $(importers 'KamishibaiANSI' '' "Sources/$module" "$visible"); do
        failures+=("$file imports KamishibaiANSI publicly in $module, which Kamishibai re-exports: write \`internal import KamishibaiANSI\`")
    done
done

for file in $(importers 'CKamishibaiCairo|CKamishibaiChafa|CKamishibaiDrawingLoader' Sources/KamishibaiDrawing); do failures+=("$file imports Cairo or chafa"); done
for file in $(importers 'CKamishibaiNcursesw' Sources/KamishibaiNcurses); do failures+=("$file imports ncurses"); done
platform_file=Sources/KamishibaiPlatform/Platform.swift
for file in $(importers 'Glibc|Musl|Darwin|CKamishibaiHeap' "$platform_file" "Sources Tests Examples Snippets"); do
    failures+=("$file imports the C library itself: import KamishibaiPlatform instead")
done
for file in $(importers 'Foundation|FoundationNetworking|FoundationXML|FoundationInternationalization|CoreFoundation|_FoundationICU' '' "Sources Snippets Examples/*/Sources"); do
    failures+=("$file imports Foundation, which brings ICU (8.8 MB a process): the C library's maths come from KamishibaiPlatform, Foundation's types from FoundationEssentials (decision 136)")
done
for file in $(importers 'KamishibaiDrawing|KamishibaiDrawingViews|KamishibaiANSI|KamishibaiNcurses|KamishibaiTesting|Kamishibai' Sources/KamishibaiDrawingViews |
    grep '^Sources/KamishibaiUI/'); do
    failures+=("$file imports a target the UI core must not know")
done

if [ ${#failures[@]} -gt 0 ]; then
    printf 'check-layers: %s\n' "${failures[@]}" >&2
    exit 1
fi
echo "check-layers: KamishibaiUI's closure is $(tr '\n' ' ' <<<"$ui_closure")(no Cairo, chafa, ANSI backend or ncurses); no app-facing product links KamishibaiTesting; nothing re-exports KamishibaiANSI or KamishibaiTesting, nor imports KamishibaiANSI publicly where Kamishibai re-exports it ($reexported); only $platform_file imports the C library; nothing in Sources, Snippets or the examples imports Foundation"
