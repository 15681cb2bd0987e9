import Foundation
import KamishibaiTesting
import Testing

private let needsDist: ConditionTrait = .enabled(
    if: distFolder != nil, "needs KAMISHIBAI_DIST, the folder `./demo.sh release` fills (./demo.sh test sets it)")

/// The binaries `./demo.sh release` built, with the Swift standard library linked in, run as on
/// a machine with no Swift: each process in a mount namespace of its own where an empty tmpfs
/// covers the toolchain's library folder (`usr/lib/swift`, every Swift shared library there
/// is), with an environment that holds `TERM` and nothing else (no `LD_LIBRARY_PATH`). The
/// demo presents a story's sheet and is dragged away; the examples present and dismiss theirs.
/// Decision 139 says why this stands in for a machine without Swift.
@Suite("Static build, end to end")
struct StaticBuildEndToEndTests {
    /// What `ldd` says the binary at `path` loads: each library's name and where it was found
    /// ("not found" when it was not; the name itself for the vDSO and the loader).
    private static func linkedLibraries(_ path: String) throws -> [(name: String, path: String)] {
        let result = try runProcess("/usr/bin/env", ["ldd", path])
        guard result.status == 0 else { throw EndToEndError("ldd \(path) failed (\(result.status)): \(result.stderr)") }
        // "\tlibc.so.6 => /lib/…/libc.so.6 (0x…)", "\tlibfoo.so => not found", "\t/lib64/ld-linux-x86-64.so.2 (0x…)"
        return result.stdout.split(separator: "\n").compactMap { line in
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let name = parts.first else { return nil }
            guard let arrow = parts.firstIndex(of: "=>"), arrow + 1 < parts.count else { return (name, name) }
            return (name, parts[arrow + 1] == "not" ? "not found" : parts[arrow + 1])
        }
    }

    /// Whether a library's file name is one of Swift's runtime libraries.
    private static func isSwiftLibrary(_ name: String) -> Bool {
        let file = URL(fileURLWithPath: name).lastPathComponent
        return ["libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime"].contains { file.hasPrefix($0) }
    }

    /// The toolchain's library folder, as the `swift` on `PATH` reports it
    /// (`-print-target-info`'s `runtimeResourcePath`, right under swiftly's proxy too): the
    /// `usr/lib/swift` that holds `linux/libswiftCore.so`.
    private static func toolchainLibraries() throws -> String {
        struct TargetInfo: Decodable {
            struct Paths: Decodable { let runtimeResourcePath: String }
            let paths: Paths
        }
        let result = try runProcess("/usr/bin/env", ["swift", "-print-target-info"])
        guard result.status == 0, let info = try? JSONDecoder().decode(TargetInfo.self, from: Data(result.stdout.utf8)) else {
            throw EndToEndError("swift -print-target-info failed (\(result.status)): \(result.stderr)")
        }
        let folder = info.paths.runtimeResourcePath
        guard FileManager.default.fileExists(atPath: folder + "/linux/libswiftCore.so") else {
            throw EndToEndError("\(folder)/linux/libswiftCore.so does not exist: not the toolchain's library folder")
        }
        return folder
    }

    /// `script`, run by `sh` in a new user and mount namespace (`unshare -rm`) once an empty
    /// tmpfs covers `libraries`: the processes inside see no Swift library; nothing outside
    /// changes.
    private static func hidingSwift(_ libraries: String, _ script: String) -> [String] {
        ["unshare", "-rm", "sh", "-c", "mount -t tmpfs kamishibai-no-swift \(shellQuoted(libraries)) && " + script]
    }

    /// Checks that the namespace can be made here and hides what it should: the folder is
    /// empty inside it, and `ldd` of the debug build, which loads Swift's libraries from that
    /// folder, finds none of them. Throws, saying so, when `unshare` is refused: a test that
    /// cannot hide the toolchain must fail, not pass on a machine where Swift is in reach.
    private static func checkHiding(_ libraries: String) throws {
        let debug = try kamishibaiBinary()
        let script = "ls -A \(shellQuoted(libraries)); echo ---; ldd \(shellQuoted(debug)) || true"
        let result = try runProcess("/usr/bin/env", hidingSwift(libraries, script))
        guard result.status == 0 else {
            throw EndToEndError(
                "cannot hide \(libraries): `unshare -rm` and a tmpfs over it were refused (\(result.status)): \(result.stderr)"
                    + "\nThe static build must run with Swift's libraries out of reach; run as root or allow unprivileged user namespaces.")
        }
        let parts = result.stdout.components(separatedBy: "---\n")
        guard parts.count == 2, parts[0].isEmpty, parts[1].contains("libswiftCore.so => not found") else {
            throw EndToEndError("the tmpfs did not hide \(libraries): inside the namespace\n\(result.stdout)")
        }
    }

    /// Starts `binary` in tmux with the toolchain hidden (see `checkHiding`), its environment
    /// `TERM` and `variables` only, and the wrapper's `EXIT=<status>` after it.
    private func startHidingSwift(
        _ binary: String, arguments: (_ trace: String) -> [String] = { _ in [] }, variables: (_ trace: String) -> [String] = { _ in [] },
        columns: Int, rows: Int
    ) throws -> TmuxSession {
        let libraries = try Self.toolchainLibraries()
        try Self.checkHiding(libraries)
        return try TmuxSession(columns: columns, rows: rows) { directory in
            let trace = TraceFile(in: directory).path
            let argv = ["env", "-i", "TERM=xterm-256color", "SWIFT_BACKTRACE=enable=no"] + variables(trace) + [binary] + arguments(trace)
            return Self.hidingSwift(libraries, argv.map(shellQuoted).joined(separator: " ") + "; echo \"EXIT=$?\"; sleep 600")
        }
    }

    private func distBinary(_ name: String) throws -> String {
        guard let distFolder else { throw EndToEndError("KAMISHIBAI_DIST is not set") }
        let path = distFolder + "/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw EndToEndError("no \(name) in \(distFolder): run ./demo.sh release")
        }
        return path
    }

    // MARK: What the binaries load

    /// Each static binary loads no Swift library, and nothing that is not the system's: every
    /// library `ldd` lists was found in /lib, /usr/lib or /lib64 (or is the vDSO).
    @Test(needsDist, arguments: ["kamishibai", "SheetExample", "InboxExample"])
    func theStaticBinaryLoadsNoSwiftLibrary(name: String) throws {
        let libraries = try Self.linkedLibraries(try distBinary(name))
        #expect(libraries.contains { $0.name.hasPrefix("libncursesw.so") }, "\(libraries)")
        #expect(!libraries.contains { Self.isSwiftLibrary($0.name) }, "Swift libraries in \(name): \(libraries)")
        let elsewhere = libraries.filter { library in
            !["/lib/", "/usr/lib/", "/lib64/"].contains { library.path.hasPrefix($0) } && !library.name.hasPrefix("linux-vdso")
        }
        #expect(elsewhere.isEmpty, "not system libraries: \(elsewhere)")
    }

    /// The ordinary (debug) build links neither full Foundation nor ICU: the library and the
    /// demo use FoundationEssentials at most (decisions 136 and 137).
    @Test func theDebugBuildLinksNoFoundationNorICU() throws {
        let names = try Self.linkedLibraries(try kamishibaiBinary()).map(\.name)
        for banned in ["libFoundation.so", "lib_FoundationICU.so", "libFoundationInternationalization.so"] {
            // An object compiled while a module it imports still imported Foundation keeps asking
            // for it (its autolink entries), and an incremental build does not recompile it.
            #expect(!names.contains(banned), "\(banned) in \(names): if this build predates issue 38, `rm -rf .build` and build again")
        }
    }

    // MARK: Running without Swift

    /// The demo with no Swift in reach: the list, a story's sheet presented with Enter and
    /// dragged away in one burst past 40 %, then `q` and a clean exit.
    @Test(needsDist) func theDemoPresentsAndIsDraggedAwayWithNoSwift() throws {
        let tmux = try startHidingSwift(try distBinary("kamishibai"), arguments: { ["--trace", $0] }, columns: 100, rows: 30)
        try tmux.waitForList()
        try tmux.waitForScreen("the main list's footer") { footer($0).contains("q quit") }
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        try tmux.waitForScreen("the sheet at rest") { sheetAtRest($0, columns: 100, row: 14) }
        // From the sheet's second row to the bottom: 14 of its 15 rows.
        try tmux.drag(MouseDrag.straight(from: (50, 16), to: (50, 30)))
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        try tmux.waitForScreen("the list without the sheet") { !$0.contains("✕ Close") && footer($0).contains("q quit") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }

    /// `Examples/SheetExample` with no Swift in reach: Enter presents the note, a drag of 60 %
    /// dismisses it (`ExampleEndToEndTests`' geometry at 80×30).
    @Test(needsDist) func theSheetExamplePresentsAndDismissesWithNoSwift() throws {
        let tmux = try startHidingSwift(try distBinary("SheetExample"), variables: { ["KAMISHIBAI_TRACE=\($0)"] }, columns: 80, rows: 30)
        try tmux.waitForScreen(containing: "Enter  open a note")
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "note" && $0.completed == true }
        try tmux.waitForScreen(containing: "A note")
        try tmux.drag(MouseDrag.straight(from: (40, 19), to: (40, 28)))
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "note" && $0.completed == true }
        try tmux.waitForScreen("the note gone") { !$0.contains("A note") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }

    /// `Examples/InboxExample` with no Swift in reach: Enter opens the first message in a
    /// medium sheet (its edge on row 20 of 40), a drag of 12 of its 20 rows dismisses it
    /// (`InboxExampleEndToEndTests`' geometry at 120×40).
    @Test(needsDist) func theInboxExamplePresentsAndDismissesWithNoSwift() throws {
        let tmux = try startHidingSwift(
            try distBinary("InboxExample"), variables: { ["KAMISHIBAI_TRACE=\($0)"] }, columns: 120, rows: 40)
        try tmux.waitForScreen("the inbox") { $0.contains("The kamishibai performance") && $0.contains("↑↓ select") }
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "sheet" && $0.completed == true }
        try tmux.waitForScreen("the sheet's top edge on row 20") { screen in
            let lines = rows(screen)
            return lines.count > 20 && isSheetTop(lines[20], columns: 120)
        }
        try tmux.drag(MouseDrag.straight(from: (40, 23), to: (40, 35)))
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "sheet" && $0.completed == true }
        try tmux.waitForScreen("the inbox alone") { !$0.contains("━━━━━━") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }
}
