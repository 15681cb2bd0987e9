import Foundation

/// The binary under test: `KAMISHIBAI_BIN`, else the debug build in this package.
func kamishibaiBinary() throws -> String {
    try builtBinary(
        variable: "KAMISHIBAI_BIN", defaultPath: ".build/debug/kamishibai",
        hint: "run `swift build` first or set KAMISHIBAI_BIN")
}

/// `Examples/SheetExample`'s binary: `KAMISHIBAI_EXAMPLE_BIN`, else the example's own debug build.
func exampleBinary() throws -> String {
    try builtBinary(
        variable: "KAMISHIBAI_EXAMPLE_BIN", defaultPath: "Examples/SheetExample/.build/debug/SheetExample",
        hint: "build Examples/SheetExample or set KAMISHIBAI_EXAMPLE_BIN")
}

/// `Examples/InboxExample`'s binary: `KAMISHIBAI_INBOX_EXAMPLE_BIN`, else the example's own debug build.
func inboxExampleBinary() throws -> String {
    try builtBinary(
        variable: "KAMISHIBAI_INBOX_EXAMPLE_BIN", defaultPath: "Examples/InboxExample/.build/debug/InboxExample",
        hint: "build Examples/InboxExample or set KAMISHIBAI_INBOX_EXAMPLE_BIN")
}

/// The folder `./demo.sh release` fills with the static builds (`KAMISHIBAI_DIST`, which
/// `./demo.sh test` sets), or nil: the tests of those binaries are then skipped, with a message.
let distFolder: String? = ProcessInfo.processInfo.environment["KAMISHIBAI_DIST"].flatMap { $0.isEmpty ? nil : $0 }

/// The path in the environment's `variable`, else `defaultPath` below the package's root,
/// which must then be an executable (`hint` says how to make one).
private func builtBinary(variable: String, defaultPath: String, hint: String) throws -> String {
    if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty { return path }
    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent(defaultPath).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
        throw EndToEndError("no binary at \(path): \(hint).")
    }
    return path
}
