import Foundation
import KamishibaiTesting
import Testing

/// Start-up without a usable terminal, option errors and `--help`: exit 0 for help, 2 otherwise.
@Suite("Command line, end to end")
struct CommandLineEndToEndTests {
    @Test func notATerminalExits2() throws {
        let result = try runProcess(try kamishibaiBinary(), [], environment: ["SWIFT_BACKTRACE": "enable=no", "TERM": "xterm-256color"])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("terminal"), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownTermExits2() throws {
        let tmux = try TmuxSession(appEnvironment: ["TERM": "no-such-term"])
        #expect(try tmux.waitForExitStatus() == 2)
        let screen = try tmux.capture()
        #expect(screen.contains("TERM"), "screen:\n\(screen)")
        #expect(try tmux.paneFlags() == .restored)
    }

    /// `dumb` and a terminfo entry without `cup` have no cursor addressing: refused before
    /// anything is written, with a TERM that would work.
    @Test(arguments: ["dumb", "kami-nocup"])
    func aTerminalThatCannotMoveTheCursorIsRefused(term: String) throws {
        let terminfo = try Self.terminfoWithoutCursorAddressing()
        defer { try? FileManager.default.removeItem(atPath: terminfo) }
        let tmux = try TmuxSession(appEnvironment: ["TERM": term, "TERMINFO": terminfo])
        #expect(try tmux.waitForExitStatus() == 2)
        let screen = try tmux.capture()
        #expect(screen.contains("cannot move the cursor") && screen.contains("TERM=xterm-256color"), "screen:\n\(screen)")
        #expect(try tmux.paneFlags() == .restored)
    }

    /// A compiled terminfo directory holding `kami-nocup`: clears the screen and knows its size,
    /// but cannot address the cursor. `dumb` still comes from the system's database.
    private static func terminfoWithoutCursorAddressing() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kami-terminfo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let source = directory.appendingPathComponent("kami-nocup.src")
        try "kami-nocup|a terminal without cursor addressing,\n\tcols#80, lines#24, clear=\\E[H\\E[2J, bel=^G,\n"
            .write(to: source, atomically: true, encoding: .utf8)
        let tic = try runProcess("/usr/bin/env", ["tic", "-x", "-o", directory.path, source.path])
        guard tic.status == 0 else { throw EndToEndError("tic failed: \(tic.stderr)") }
        return directory.path
    }

    /// `--fps -5` is a number out of range, not a missing value.
    @Test(arguments: [["--fps", "-5"], ["--slow-animations", "-1"], ["--fps=-5"]])
    func negativeNumbersReachTheRangeCheck(arguments: [String]) throws {
        let result = try runProcess(try kamishibaiBinary(), arguments, environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("must be"), "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "stderr: \(result.stderr)")
    }

    @Test func helpListsEveryOption() throws {
        let result = try runProcess(try kamishibaiBinary(), ["--help"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(result.status == 0)
        for option in [
            "--trace", "--fps", "--slow-animations", "--color", "--no-mouse", "--start", "--symbols", "--detents", "--undimmed",
            "--reduce-motion", "frames",
        ] {
            #expect(result.stdout.contains(option), "--help does not mention \(option)")
        }
    }
}
