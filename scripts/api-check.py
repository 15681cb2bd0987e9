#!/usr/bin/env python3
"""The public API an app sees through `import Kamishibai`, as a digest, checked against the last
release's: a declaration removed or changed since then must be named in CHANGELOG.md's
[Unreleased] section, with how an app migrates. `./demo.sh test` runs `check` and `self-test`.

    scripts/api-check.py [check]          compare the build's API with the newest api/vX.Y.Z.txt
    scripts/api-check.py check --with-fragments
                                          the same, counting changelog.d/*.md as [Unreleased]:
                                          for a branch whose entries are not merged in yet
    scripts/api-check.py digest [--out F] the build's digest (to stdout, or file F)
    scripts/api-check.py release X.Y.Z [--date YYYY-MM-DD]
                                          cut a release: write api/vX.Y.Z.txt from the build and
                                          move [Unreleased] to [X.Y.Z] - date in CHANGELOG.md
    scripts/api-check.py self-test        the check against made-up digests and changelogs

    --package-path DIR   the package (default: this repository)
    --scratch-path DIR   its debug build (default: DIR/.build); `swift build` must have built the
                         module Kamishibai there (any `swift build` of the package does)

The digest is one line per public declaration, sorted: module, kind, path and declaration,
separated by tabs, as `swift symbolgraph-extract` reports them for `Kamishibai` and every module
it re-exports (read from the `@_exported import`s in Sources/, transitively), plus one line per
conformance and superclass; a protocol requirement without a default implementation is of kind
`required …`. Doc comments are not part of it. Two declarations are the same when their kind,
path and declaration text are. A move between re-exported modules is no break, as `import
Kamishibai` still sees the declaration; a requirement without a default added to a protocol is
one. Exit status: 0 when every break is named, 1 when one is not (each printed), 2 on a usage
error.
"""

import argparse
import concurrent.futures
import datetime
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from changelog import PLACEHOLDER, move_unreleased, unreleased_section  # noqa: E402,F401
from swift_build_flags import module_flags, reexported_modules  # noqa: E402

ROOT_MODULE = "Kamishibai"
REPO = pathlib.Path(__file__).resolve().parent.parent
REQUIRED = "required "


# MARK: The digest


def symbol_graphs(package: pathlib.Path, scratch: pathlib.Path) -> tuple[list[str], list[dict]]:
    """The re-exported modules and their symbol graphs (one per module and extended module), a
    module re-exported by scoped imports cut to the declarations they name."""
    exported = reexported_modules(package / "Sources", ROOT_MODULE)
    modules = list(exported)
    flags = module_flags(scratch, ROOT_MODULE)
    out = pathlib.Path(tempfile.mkdtemp(prefix="api-check-"))

    def extract(module: str) -> None:
        (out / module).mkdir()
        result = subprocess.run(
            ["swift", "symbolgraph-extract", "-module-name", module, "-minimum-access-level", "public",
             "-skip-synthesized-members", "-output-dir", str(out / module), *flags],
            capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(f"symbolgraph-extract failed for {module}:\n{result.stderr}")

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        list(pool.map(extract, modules))
    graphs = []
    for module in modules:
        for file in sorted((out / module).glob("*.json")):
            graph = json.loads(file.read_text())
            names = exported[module]
            if names is not None:
                graph["symbols"] = [s for s in graph["symbols"] if s["pathComponents"][0] in names]
            graphs.append(graph)
    shutil.rmtree(out)
    modules = [m if exported[m] is None else f"{m} ({', '.join(sorted(exported[m]))})" for m in modules]
    return modules, graphs


def digest_lines(graphs: list[dict]) -> list[str]:
    symbols: dict[str, tuple[str, dict]] = {}
    for graph in graphs:
        module = graph["module"]["name"]
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" not in precise:
                symbols.setdefault(precise, (module, symbol))
    relations = [relation for graph in graphs for relation in graph["relationships"]]
    requirements = {r["source"] for r in relations if r["kind"] == "requirementOf"}
    defaulted = {r["target"] for r in relations if r["kind"] == "defaultImplementationOf"}
    lines = set()
    for precise, (module, symbol) in symbols.items():
        kind = symbol["kind"]["identifier"].removeprefix("swift.")
        # A requirement with no default implementation: every conformer must implement it.
        if precise in requirements and precise not in defaulted:
            kind = REQUIRED + kind
        declaration = " ".join("".join(f["spelling"] for f in symbol.get("declarationFragments", [])).split())
        constraints = (symbol.get("swiftExtension") or {}).get("constraints") or []
        if constraints:
            declaration += " (extension where " + ", ".join(_constraint(c) for c in constraints) + ")"
        if kind.removeprefix(REQUIRED) in ("property", "type.property"):
            declaration = _property(declaration)
        lines.add(_line(module, kind, symbol["pathComponents"], f"{symbol['accessLevel']} {declaration}"))
    for graph in graphs:
        module = graph["module"]["name"]
        for relation in graph["relationships"]:
            if relation["kind"] not in ("conformsTo", "inheritsFrom") or relation["source"] not in symbols:
                continue
            path = symbols[relation["source"]][1]["pathComponents"]
            target = symbols.get(relation["target"])
            target_name = ".".join(target[1]["pathComponents"]) if target else relation.get("targetFallback", "?")
            target_name = target_name.removeprefix("Swift.")
            text = f"{'.'.join(path)}: {target_name}"
            if relation.get("swiftConstraints"):
                text += " where " + ", ".join(_constraint(c) for c in relation["swiftConstraints"])
            kind = "conformance" if relation["kind"] == "conformsTo" else "superclass"
            lines.add(_line(module, kind, path, text))
    return sorted(lines)


def _property(declaration: str) -> str:
    """A property as a client sees it: whether it can be set, not how it is stored. `let x: T`
    and `var x: T { get }` (a private setter, a computed property) read the same, as do
    `var x: T` and `var x: T { get set }`; `weak` is the owner's business."""
    declaration = re.sub(r"\b(weak|unowned|lazy) ", "", declaration)
    if re.search(r"\blet ", declaration):
        return re.sub(r"\blet ", "var ", declaration, count=1) + " { get }"
    return declaration if declaration.endswith("}") else declaration + " { get set }"


def _constraint(constraint: dict) -> str:
    operator = "==" if constraint["kind"] == "sameType" else ":"
    return f"{constraint['lhs']} {operator} {constraint['rhs']}"


def _line(module: str, kind: str, path: list[str], declaration: str) -> str:
    return "\t".join((module, kind, ".".join(path), declaration))


def digest_text(package: pathlib.Path, scratch: pathlib.Path) -> str:
    modules, graphs = symbol_graphs(package, scratch)
    lines = digest_lines(graphs)
    count = declaration_count(parse_digest("\n".join(lines)))
    header = [
        f"# The public API an app sees through `import {ROOT_MODULE}`: {count} declarations in",
        f"# {', '.join(modules)}.",
        "# One line each: module, kind, path, declaration (tab-separated), conformances and superclasses",
        "# included. Written by scripts/api-check.py; never edit by hand.",
    ]
    return "\n".join(header + lines) + "\n"


def parse_digest(text: str) -> list[tuple[str, str, str, str]]:
    entries = []
    for line in text.splitlines():
        if line and not line.startswith("#"):
            module, kind, path, declaration = line.split("\t", 3)
            entries.append((module, kind, path, declaration))
    return entries


def declaration_count(entries: list[tuple]) -> int:
    """Declarations, not the conformance and superclass lines."""
    return sum(1 for entry in entries if entry[1] not in ("conformance", "superclass"))


# MARK: The comparison


class Break:
    def __init__(self, path: str, old: list[str], new: list[str], members: int = 0, removed: bool = False):
        self.path, self.old, self.new, self.members, self.removed = path, old, new, members, removed

    @property
    def names(self) -> list[str]:
        """What the changelog may call it: the path, or the path without argument labels."""
        base = re.sub(r"\([^()]*\)$", "", self.path)
        return [self.path, base] if base != self.path else [self.path]

    def describe(self) -> str:
        what = "new requirement" if not self.old else "changed" if self.new else "removed"
        text = f"{what} `{self.path}`"
        if self.members:
            text += f" (and its {self.members} members)"
        for line in self.old:
            text += f"\n    was: {line}"
        for line in self.new:
            text += f"\n    now: {line}"
        return text


def compare(old: list[tuple], new: list[tuple]) -> tuple[list[Break], int]:
    """The breaks from `old` to `new` (one per removed or changed path; members of a removed
    type are folded into it) and the number of declarations at paths `old` does not have."""
    def key(entry):
        return entry[1:]

    old_keys, new_keys = {key(e) for e in old}, {key(e) for e in new}
    old_paths: dict[str, set[str]] = {}
    new_paths: dict[str, set[str]] = {}
    for entries, paths in ((old, old_paths), (new, new_paths)):
        for entry in entries:
            paths.setdefault(entry[2], set()).add(f"{entry[1]} {entry[3]}")
    lost: dict[str, list[str]] = {}
    for entry in old:
        # An override gone leaves the superclass's declaration answering (and its removal is
        # reported on the superclass); a requirement given a default still answers callers.
        if key(entry) in new_keys or (entry[2] not in new_paths and " override " in entry[3]):
            continue
        if entry[1].startswith(REQUIRED) and (entry[1].removeprefix(REQUIRED), *entry[2:]) in new_keys:
            continue
        lost.setdefault(entry[2], []).append(f"{entry[1]} {entry[3]}")
    gone = {path for path in lost if path not in new_paths}
    breaks = []
    for path in sorted(lost):
        if any(path.startswith(ancestor + ".") for ancestor in gone if ancestor != path):
            continue
        if path in gone:
            members = sum(1 for other in gone if other.startswith(path + "."))
            breaks.append(Break(path, lost[path], [], members, removed=True))
        else:
            breaks.append(Break(path, lost[path], sorted(new_paths[path] - old_paths[path])))
    # A protocol of the release that conformers must now implement more of.
    protocols = {e[2] for e in old if e[1] == "protocol"}
    for entry in new:
        if entry[1].startswith(REQUIRED) and entry[2] not in old_paths and \
                any(entry[2].startswith(protocol + ".") for protocol in protocols):
            breaks.append(Break(entry[2], [], [f"{entry[1]} {entry[3]}"]))
    breaks.sort(key=lambda brk: brk.path)
    added = sum(1 for e in new if e[2] not in old_paths and e[1] not in ("conformance", "superclass"))
    return breaks, added


def mentions(name: str, text: str) -> bool:
    """`name` as a whole word: not inside another identifier (`MyFrameEncoder`, `posix_spawn`),
    not the start of a member's path (`FrameEncoder.encode`), not a method's base name followed
    by other labels (`put(_:column:)` does not name `put(_:x:)`: that one is named by its own)."""
    return re.search(r"(?<![A-Za-z0-9_.])" + re.escape(name) + r"(?![A-Za-z0-9_(]|\.[A-Za-z_])", text) is not None


def is_named(brk: Break, text: str) -> bool:
    """Whether the changelog's `text` names the break: its path (or the path without argument
    labels); a conformance the type lost, by the type and the protocol in one entry."""
    if not any(mentions(name, text) for name in brk.names):
        return False
    protocols = [] if brk.removed else [line.split(": ", 1)[1] for line in brk.old if line.startswith("conformance ")]
    entries = re.split(r"\n(?=[-*#] |\s*\n)", text)
    return all(any(mentions(brk.path, entry) and mentions(protocol, entry) for entry in entries)
               for protocol in protocols)


# MARK: Releases


def release_digests(api: pathlib.Path) -> list[tuple[tuple[int, ...], pathlib.Path]]:
    found = []
    for file in api.glob("v*.txt"):
        match = re.fullmatch(r"v(\d+)\.(\d+)\.(\d+)\.txt", file.name)
        if match:
            found.append((tuple(int(n) for n in match.groups()), file))
    return sorted(found)


# MARK: Commands


def check(package: pathlib.Path, scratch: pathlib.Path, with_fragments: bool = False) -> int:
    releases = release_digests(package / "api")
    if not releases:
        print("api-check: no api/vX.Y.Z.txt to compare with", file=sys.stderr)
        return 1
    version, file = releases[-1]
    name = "v" + ".".join(map(str, version))
    changelog = (package / "CHANGELOG.md").read_text()
    if not re.search(rf"^## \[{re.escape(name[1:])}\]", changelog, re.M):
        print(f"api-check: CHANGELOG.md has no [{name[1:]}] section for {file.name}", file=sys.stderr)
        return 1
    old = parse_digest(file.read_text())
    new = parse_digest(digest_text(package, scratch))
    breaks, added = compare(old, new)
    unreleased = unreleased_section(changelog)
    fragments = sorted((package / "changelog.d").glob("*.md")) if with_fragments else []
    unreleased += "".join("\n" + fragment.read_text() for fragment in fragments)
    unnamed = [brk for brk in breaks if not is_named(brk, unreleased)]
    for brk in unnamed:
        print(f"api-check: not named in CHANGELOG.md's [Unreleased]: {brk.describe()}", file=sys.stderr)
    where = "CHANGELOG.md" + (f" and {len(fragments)} changelog.d fragments" if fragments else "")
    print(f"api-check: an app sees {declaration_count(new)} public declarations through `import {ROOT_MODULE}` "
          f"({declaration_count(old)} in {name}); since {name}: {len(breaks)} breaks "
          f"({len(breaks) - len(unnamed)} named in {where}), {added} additions")
    if unnamed:
        print(f"api-check: FAILED: {len(unnamed)} breaks are not in CHANGELOG.md's [Unreleased] section; add each "
              "with how an app migrates (old → new code), naming the symbol as printed", file=sys.stderr)
        return 1
    return 0


def release(package: pathlib.Path, scratch: pathlib.Path, version: str, date: str) -> int:
    if not re.fullmatch(r"\d+\.\d+\.\d+", version):
        print("api-check: release takes a version X.Y.Z", file=sys.stderr)
        return 2
    releases = release_digests(package / "api")
    if releases and tuple(map(int, version.split("."))) <= releases[-1][0]:
        print(f"api-check: {version} is not newer than {releases[-1][1].name}", file=sys.stderr)
        return 2
    changelog = package / "CHANGELOG.md"
    updated = move_unreleased(changelog.read_text(), version, date)
    digest = package / "api" / f"v{version}.txt"
    digest.parent.mkdir(exist_ok=True)
    digest.write_text(digest_text(package, scratch))
    changelog.write_text(updated)
    print(f"api-check: wrote {digest.relative_to(package)} and moved [Unreleased] to [{version}] - {date}.\n"
          f"Then: git add api CHANGELOG.md && git commit -m 'Release {version}' && "
          f"git tag -a v{version} -m 'Kamishibai {version}'")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", default="check", choices=["check", "digest", "release", "self-test"])
    parser.add_argument("version", nargs="?")
    parser.add_argument("--package-path", type=pathlib.Path, default=REPO)
    parser.add_argument("--scratch-path", type=pathlib.Path)
    parser.add_argument("--out", type=pathlib.Path)
    parser.add_argument("--with-fragments", action="store_true")
    parser.add_argument("--date", default=datetime.datetime.now(datetime.timezone.utc).date().isoformat())
    args = parser.parse_args()
    package = args.package_path.resolve()
    scratch = (args.scratch_path or package / ".build").resolve()
    if args.command == "self-test":
        from api_check_selftest import run
        return run(sys.modules[__name__])
    if args.command == "digest":
        text = digest_text(package, scratch)
        if args.out:
            args.out.write_text(text)
        else:
            sys.stdout.write(text)
        return 0
    if args.command == "release":
        if not args.version:
            parser.error("release takes a version, e.g. release 0.4.0")
        return release(package, scratch, args.version, args.date)
    return check(package, scratch, args.with_fragments)


if __name__ == "__main__":
    sys.exit(main())
