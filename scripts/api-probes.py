#!/usr/bin/env python3
"""Probes of the public API as a client package sees it: each file in scripts/api-probes/ is
type-checked as code in a package of its own that imports Kamishibai, and must compile, or
fail with the error its first line names. `./demo.sh test` runs it.

    scripts/api-probes.py [--package-path DIR] [--scratch-path DIR] [--client MODULE]
    scripts/api-probes.py self-test

A probe is a Swift file whose first line is `// expect: compiles` or `// expect: error: TEXT`
(TEXT must be in the compiler's output: a probe that fails for another reason fails). The
probes are checked with the exact search paths SwiftPM gave the client module (by default
`SheetExample`, built at Examples/SheetExample/.build, which `./demo.sh test` builds): the
modules a client package gets from the `Kamishibai` product, and nothing of the test tools.
`self-test` checks the probes against two made-up `Kamishibai` modules instead: one with the
API the probes ask for (every probe must pass), one with the opposite (every probe must fail).
Exit status: 0 when every probe held, 1 when one did not, 2 on a usage error.
"""

import argparse
import concurrent.futures
import os
import pathlib
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from swift_build_flags import module_flags  # noqa: E402

REPO = pathlib.Path(__file__).resolve().parent.parent
PROBES = pathlib.Path(__file__).resolve().parent / "api-probes"


def expectation(probe: pathlib.Path) -> str | None:
    """None when the probe must compile; else the text its error must contain."""
    first = probe.read_text().splitlines()[0]
    if first == "// expect: compiles":
        return None
    if first.startswith("// expect: error: "):
        return first.removeprefix("// expect: error: ")
    raise SystemExit(f"{probe}: the first line must be `// expect: compiles` or `// expect: error: TEXT`")


def run_probe(probe: pathlib.Path, flags: list[str]) -> str | None:
    """None when the probe held; else why not."""
    wanted = expectation(probe)
    result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", str(probe), *flags],
                            capture_output=True, text=True)
    output = result.stdout + result.stderr
    first_error = next((line for line in output.splitlines() if "error:" in line), output.strip())
    if wanted is None and result.returncode != 0:
        return f"does not compile: {first_error}"
    if wanted is not None and result.returncode == 0:
        return f"compiles, but must fail with `{wanted}`"
    if wanted is not None and wanted not in output:
        return f"fails, but not with `{wanted}`: {first_error}"
    return None


def run_probes(flags: list[str], label: str, verbose: bool = True) -> list[tuple[str, str | None]]:
    probes = sorted(PROBES.glob("*.swift"))
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        outcomes = list(pool.map(lambda probe: run_probe(probe, flags), probes))
    results = [(probe.stem, outcome) for probe, outcome in zip(probes, outcomes)]
    for name, why in results if verbose else []:
        print(f"api-probes{label}: {'PASS' if why is None else 'FAIL'} {name}" + (f": {why}" if why else ""))
    return results


# The API the probes ask for, and the opposite: what the check must tell apart.
TARGET_STUB = """
open class ViewController {
    public init() {}
    public func present(_ screen: ViewController, animated: Bool, completion: (() -> Void)? = nil) {}
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
}
public struct TerminalFeatures {
    public init() {}
    package var pushedKeyboardFlags: Int? { nil }
    package func modes(on: Bool) -> String { "" }
    package static let pixelMouseOn = ""
}
public struct Size {
    public init(width: Double, height: Double) {}
    package init?(validWidth: Double, height: Double) {}
}
public typealias CellSize = Size
"""
OPPOSITE_STUB = """
open class ViewController {
    public init() {}
    public func present(_ screen: ViewController, animated: Bool) {}
    public func dismiss(animated: Bool) {}
}
public struct FrameEncoder {}
public struct InputParser {}
public struct FramePacer {}
public final class HeadlessTerminal {}
public struct TerminalFeatures {
    public init() {}
    public var pushedKeyboardFlags: Int? { nil }
    public func modes(on: Bool) -> String { "" }
    public static let pixelMouseOn = ""
}
public struct Size {
    public init(width: Double, height: Double) {}
    public init?(validWidth: Double, height: Double) {}
}
public typealias CellSize = Size
"""


def self_test() -> int:
    failures = 0
    with tempfile.TemporaryDirectory() as folder:
        for name, stub, must_pass in (("target", TARGET_STUB, True), ("opposite", OPPOSITE_STUB, False)):
            modules = pathlib.Path(folder) / name
            modules.mkdir()
            (modules / "Kamishibai.swift").write_text(stub)
            subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", "Kamishibai",
                            "-swift-version", "6", "-package-name", "Kamishibai", "-emit-module-path", str(modules / "Kamishibai.swiftmodule"),
                            str(modules / "Kamishibai.swift")], check=True)
            results = run_probes(["-I", str(modules)], f" self-test ({name} stub)", verbose=False)
            held = [why is None for _, why in results]
            if (all(held) if must_pass else not any(held)):
                print(f"api-probes self-test: ok   every probe {'passes' if must_pass else 'fails'} on the {name} stub")
            else:
                print(f"api-probes self-test: FAIL not every probe {'passes' if must_pass else 'fails'} on the {name} stub:")
                for probe, why in results:
                    print(f"    {probe}: {why or 'held'}")
                failures += 1
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", default="check", choices=["check", "self-test"])
    parser.add_argument("--package-path", type=pathlib.Path, default=REPO / "Examples" / "SheetExample",
                        help="the client package (default: Examples/SheetExample)")
    parser.add_argument("--scratch-path", type=pathlib.Path, help="its build (default: PACKAGE/.build)")
    parser.add_argument("--client", default="SheetExample", help="the client module whose flags to use")
    args = parser.parse_args()
    if args.command == "self-test":
        return self_test()
    scratch = (args.scratch_path or args.package_path / ".build").resolve()
    results = run_probes(module_flags(scratch, args.client), "")
    failed = [name for name, why in results if why is not None]
    if failed:
        print(f"api-probes: FAILED: {len(failed)} of {len(results)} probes did not hold: {', '.join(failed)}",
              file=sys.stderr)
        return 1
    print(f"api-probes: every one of {len(results)} probes held")
    return 0


if __name__ == "__main__":
    sys.exit(main())
