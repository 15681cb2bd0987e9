#!/usr/bin/env bash
# Fails when a public type of ours has the name of one in the standard library or Foundation:
# an app importing both would have to qualify it. Each name is looked up in a file that imports
# only Foundation; every one must be reported missing there.
set -euo pipefail
cd "$(dirname "$0")/.."
names=$(grep -rhoE "(public|open) (final )?(class|struct|enum|protocol|typealias|actor) [A-Z][A-Za-z0-9]*" Sources |
    awk '{print $NF}' | sort -u)
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
{ echo "import Foundation"; for name in $names; do echo "_ = ($name).self"; done; } > "$probe/names.swift"
report=$(swiftc -typecheck "$probe/names.swift" 2>&1 || true)
clashes=()
for name in $names; do
    grep -q "cannot find '$name' in scope" <<<"$report" || clashes+=("$name")
done
if [ ${#clashes[@]} -gt 0 ]; then
    echo "check-api-names: these public names are taken by the standard library or Foundation: ${clashes[*]}" >&2
    exit 1
fi
echo "check-api-names: $(wc -w <<<"$names") public type names, none shadows the standard library or Foundation"
