"""`scripts/api-check.py self-test`: the check's comparison, changelog reading and release step
against made-up digests and changelogs, each case with the outcome it must have. No build."""

import pathlib
import tempfile

import changelog
from swift_build_flags import reexported_modules

OLD = """# made up
KamishibaiUI\tstruct\tDrawContext\tpublic struct DrawContext
KamishibaiUI\tproperty\tDrawContext.canvas\tpublic var canvas: Canvas { get set }
KamishibaiUI\tmethod\tDrawContext.put(_:x:y:style:)\tpublic mutating func put(_ c: Character, x: Int, y: Int, style: Style)
KamishibaiUI\tconformance\tDrawContext\tDrawContext: Sendable
KamishibaiTerminal\tstruct\tFrameEncoder\tpublic struct FrameEncoder
KamishibaiTerminal\tmethod\tFrameEncoder.encode(_:)\tpublic func encode(_ frame: Frame) -> [UInt8]
KamishibaiTerminal\tinit\tFrameEncoder.init()\tpublic init()
KamishibaiTerminal\tstruct\tHeadlessTerminal\tpublic struct HeadlessTerminal
KamishibaiUI\tmethod\tButton.keyDown(_:)\topen override func keyDown(_ key: Key) -> Bool
KamishibaiTerminal\tproperty\tHeadlessTerminal.columns\tpublic var columns: Int
KamishibaiUI\tprotocol\tTransitioningDelegate\tpublic protocol TransitioningDelegate
KamishibaiUI\trequired method\tTransitioningDelegate.animator()\tpublic func animator() -> Animator
KamishibaiUI\tmethod\tTransitioningDelegate.interactor()\tpublic func interactor() -> Interactor?
"""

# canvas: setter made private; put: a label renamed (a new path, so the old one is gone);
# FrameEncoder: gone with its members; HeadlessTerminal: moved to another re-exported module;
# DrawContext loses Sendable; an override is gone (no break); one declaration added; a protocol
# gains a requirement without a default (a break) and one with a default (none), and a
# requirement gains a default (none).
NEW = """KamishibaiUI\tstruct\tDrawContext\tpublic struct DrawContext
KamishibaiUI\tproperty\tDrawContext.canvas\tpublic var canvas: Canvas { get }
KamishibaiUI\tmethod\tDrawContext.put(_:column:row:style:)\tpublic mutating func put(_ c: Character, column: Int, row: Int, style: Style)
KamishibaiUI\tstruct\tHeadlessTerminal\tpublic struct HeadlessTerminal
KamishibaiUI\tproperty\tHeadlessTerminal.columns\tpublic var columns: Int
KamishibaiUI\tproperty\tDrawContext.bounds\tpublic var bounds: CellRect { get }
KamishibaiUI\tprotocol\tTransitioningDelegate\tpublic protocol TransitioningDelegate
KamishibaiUI\tmethod\tTransitioningDelegate.animator()\tpublic func animator() -> Animator
KamishibaiUI\tmethod\tTransitioningDelegate.interactor()\tpublic func interactor() -> Interactor?
KamishibaiUI\trequired method\tTransitioningDelegate.presenter()\tpublic func presenter() -> Presenter
KamishibaiUI\tmethod\tTransitioningDelegate.style()\tpublic func style() -> Style
"""

ALL_NAMED = """# Changelog
## [Unreleased]
### Changed
- `DrawContext.canvas` is read-only to views: draw through the context (`context.canvas[x, y] = c` → `context.put(c, x: x, y: y)`).
- `DrawContext.put(_:x:y:style:)` takes `column:row:`. `DrawContext` is no longer `Sendable`.
- A conformer of `TransitioningDelegate` implements `TransitioningDelegate.presenter()`.
### Removed
- `FrameEncoder`: the terminal encodes frames itself.
## [0.1.0] - 2026-11-28
"""


def run(api) -> int:
    old, new = api.parse_digest(OLD), api.parse_digest(NEW)
    breaks, added = api.compare(old, new)
    failures, checked = [], []

    def expect(condition: bool, what: str) -> None:
        if not condition:
            print(f"api-check self-test: FAIL {what}")
            failures.append(what)
        checked.append(what)

    paths = [brk.path for brk in breaks]
    expect(paths == ["DrawContext", "DrawContext.canvas", "DrawContext.put(_:x:y:style:)", "FrameEncoder",
                     "TransitioningDelegate.presenter()"],
           "finds the setter made private, the renamed label, the lost conformance, the removed type and "
           f"the new requirement: {paths}")
    expect(next(b for b in breaks if b.path == "FrameEncoder").members == 2,
           "folds a removed type's members into it")
    expect(added == 4, f"counts the added declarations, a move between modules as none: {added}")
    expect(api.declaration_count(old) == 12, "counts declarations, not conformances")

    def unnamed(changelog: str) -> list[str]:
        section = api.unreleased_section(changelog)
        return [brk.path for brk in breaks if not api.is_named(brk, section)]

    expect(unnamed(ALL_NAMED) == [], "passes when [Unreleased] names every break")
    expect(unnamed(ALL_NAMED.replace("`FrameEncoder`", "The encoder")) == ["FrameEncoder"],
           "fails on a removed type that [Unreleased] does not name")
    expect(unnamed(ALL_NAMED.replace("`DrawContext.canvas`", "The canvas")) == ["DrawContext.canvas"],
           "fails on a changed declaration that [Unreleased] does not name")
    moved = ALL_NAMED.replace("- `FrameEncoder`: the terminal encodes frames itself.\n", "") + \
        "### Removed\n- `FrameEncoder`\n"
    expect(unnamed(moved) == ["FrameEncoder"], "a name in a released section does not count")
    expect(unnamed(ALL_NAMED.replace("`FrameEncoder`", "`FrameEncoderFactory`")) == ["FrameEncoder"],
           "a longer name does not count as the shorter one")
    expect(unnamed(ALL_NAMED.replace("`FrameEncoder`", "`MyFrameEncoder`")) == ["FrameEncoder"],
           "a name inside another identifier does not count")
    expect(unnamed(ALL_NAMED.replace("`FrameEncoder`", "`FrameEncoder.encode(_:)`")) == ["FrameEncoder"],
           "a member's path does not name its type")
    spawn = api.Break("spawn(_:arguments:)", ["func public func spawn(_ path: String, arguments: [String])"], [])
    expect(not api.is_named(spawn, "- Children are started with posix_spawn.\n")
           and api.is_named(spawn, "- `spawn(_:arguments:)` is gone.\n") and api.is_named(spawn, "- `spawn` is gone.\n"),
           "a name after an underscore (`posix_spawn`) does not name `spawn(…)`; its own name, labelled or not, does")
    expect(unnamed(ALL_NAMED.replace("`DrawContext` is no longer `Sendable`", "`DrawContext` is drawn in place")) ==
           ["DrawContext"], "a lost conformance is named by the type and the protocol, not by the type or a member")
    expect(unnamed(ALL_NAMED.replace("DrawContext.put(_:x:y:style:)", "DrawContext.put")) == [],
           "a method may be named without its argument labels")
    expect(unnamed(ALL_NAMED.replace("`TransitioningDelegate.presenter()`", "a presenter")) ==
           ["TransitioningDelegate.presenter()"], "fails on a new requirement that [Unreleased] does not name")
    expect(api.compare(old, old + [("KamishibaiUI", "method", "DrawContext.fill()", "public func fill()")])[0] == [],
           "an addition alone is no break")

    with tempfile.TemporaryDirectory() as folder:
        released = api.move_unreleased(ALL_NAMED, "0.2.0", "2026-12-01")
        section = api.unreleased_section(released)
        expect(section.strip() == api.PLACEHOLDER and "## [0.2.0] - 2026-12-01\n\n### Changed" in released
               and released.index("[0.2.0]") < released.index("[0.1.0]"),
               "a release moves [Unreleased]'s entries under [X.Y.Z] - date, above the last release")
        try:
            api.move_unreleased(released, "0.2.1", "2026-12-02")
            expect(False, "a release with nothing in [Unreleased] is refused")
        except SystemExit:
            expect(True, "a release with nothing in [Unreleased] is refused")
        fragments = [("runner.md", "# runner\n\n### Changed\n\n- `A.b` is `A.c`: `a.b()` → `a.c()`.\n"),
                     ("surface.md", "### Removed\n- `FrameEncoder`.\n\n### Changed\n- `D.e` is read-only.\n")]
        merged = changelog.merge_fragments(released, fragments)
        section = api.unreleased_section(merged)
        expect(section.strip().startswith(api.PLACEHOLDER)
               and section.index("### Changed") < section.index("### Removed")
               and section.count("### Changed") == 1 and "- `A.b` is `A.c`" in section and "- `D.e` is read-only." in section
               and "# runner" not in merged and "## [0.2.0] - 2026-12-01\n\n### Changed" in merged,
               "fragments merge into [Unreleased], sections of a name together, in Keep a Changelog's order")
        again = changelog.merge_fragments(merged, [("late.md", "### Changed\n- `F.g` is gone.\n")])
        expect(api.unreleased_section(again).count("### Changed") == 1 and "`F.g`" in api.unreleased_section(again)
               and "`A.b`" in api.unreleased_section(again), "a later fragment joins the entries already merged")
        sources = pathlib.Path(folder) / "Sources"
        for module, text in (("Kamishibai", "@_exported public import UI\n// @_exported import Commented\n"),
                             ("UI", "@_exported import Terminal\n@_exported import struct ANSI.Key\n"),
                             ("Terminal", "@_exported import Geometry\n"), ("ANSI", "@_exported import Hidden\n")):
            (sources / module / "Sub").mkdir(parents=True)
            (sources / module / "Sub" / "Exports.swift").write_text(text)
        exported = reexported_modules(sources, "Kamishibai")
        expect(exported == {"Kamishibai": None, "UI": None, "Terminal": None, "ANSI": {"Key"}, "Geometry": None},
               f"follows the re-exports from the sources, a scoped one to its declaration only: {exported}")
        digests = pathlib.Path(folder)
        for name in ("v0.3.0.txt", "v0.10.0.txt", "v0.9.1.txt", "notes.txt"):
            (digests / name).write_text("")
        newest = api.release_digests(digests)[-1][1].name
        expect(newest == "v0.10.0.txt", f"the newest release digest is by version, not by name: {newest}")

    print(f"api-check self-test: {len(checked) - len(failures)} of {len(checked)} cases held")
    return 1 if failures else 0
