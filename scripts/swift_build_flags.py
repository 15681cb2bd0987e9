"""What a Swift tool needs to load a module SwiftPM built, read from the build itself.

SwiftPM writes every compiler command it runs into `<scratch>/debug.yaml`. The search paths a
module was compiled with (its Swift modules, the C module maps, the pkg-config include folders
of Cairo and chafa) are the ones any later tool needs to load it, so they are taken from there
rather than restated: `symbolgraph-extract` for the API digest (scripts/api-check.py) and
`swiftc -typecheck` for the client probes (scripts/api-probes.py).
"""

import json
import pathlib
import re

# Flags that take the next argument and that loading a module depends on.
_PAIRED = {"-I", "-F", "-Xcc", "-module-cache-path", "-target", "-sdk"}


def module_flags(scratch: pathlib.Path, module: str, configuration: str = "debug") -> list[str]:
    """The search flags `module` was compiled with in the build at `scratch` (e.g. `.build`)."""
    plan = scratch / f"{configuration}.yaml"
    if not plan.exists():
        raise SystemExit(f"{plan} is missing: build first (swift build --scratch-path {scratch})")
    key = re.compile(rf'^  "C\.{re.escape(module)}-[^"]*-{configuration}\.module":$')
    lines = plan.read_text().splitlines()
    for index, line in enumerate(lines):
        if key.match(line):
            for following in lines[index + 1 : index + 8]:
                if following.lstrip().startswith("args: "):
                    return _search_flags(json.loads(following.split("args: ", 1)[1]))
    raise SystemExit(f"{plan} has no compile command for module {module}: build it first")


def _search_flags(args: list[str]) -> list[str]:
    flags: list[str] = []
    index = 0
    while index < len(args):
        arg = args[index]
        if arg in _PAIRED and index + 1 < len(args):
            flags += [arg, args[index + 1]]
            index += 2
            continue
        if arg.startswith("-I") and len(arg) > 2:
            flags.append(arg)
        index += 1
    return flags


_EXPORT = re.compile(
    r"^\s*(?:@\w+\s+)*@_exported\s+(?:@\w+\s+)*(?:(?:public|package|internal)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)(?:\.(\w+))?")


def reexported_modules(sources: pathlib.Path, root: str) -> dict[str, set[str] | None]:
    """`root` and every module it re-exports with `@_exported import`, transitively, as the
    sources under `sources` (a package's `Sources/`) say; what `import root` gives an app. Each
    maps to None when the whole module is re-exported, or to the names of the declarations that
    scoped imports (`@_exported import struct M.Name`) re-export."""
    found: dict[str, set[str] | None] = {}
    pending: list[tuple[str, str | None]] = [(root, None)]
    while pending:
        module, name = pending.pop(0)
        if module in found and (found[module] is None or name in found[module]):
            continue
        if name is None:
            found[module] = None
        else:
            found.setdefault(module, set()).add(name)
            continue  # a scoped import brings one declaration, not the module's re-exports
        folder = sources / module
        for file in sorted(folder.rglob("*.swift")) if folder.is_dir() else []:
            for line in file.read_text().splitlines():
                match = _EXPORT.match(line)
                if match:
                    pending.append((match.group(1), match.group(2)))
    return found
