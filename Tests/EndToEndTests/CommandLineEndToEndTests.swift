import Foundation
import Testing

/// Start-up without a usable terminal, and `--help` (SPEC §9, DESIGN §7: exit codes 0 and 2).
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

    @Test func helpListsEveryOption() throws {
        let result = try runProcess(try kamishibaiBinary(), ["--help"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(result.status == 0)
        for option in ["--trace", "--fps", "--slow-animations", "--color", "--no-mouse", "--start"] {
            #expect(result.stdout.contains(option), "--help does not mention \(option)")
        }
    }
}
