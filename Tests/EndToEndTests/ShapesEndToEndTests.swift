import Foundation
import KamishibaiTesting
import Testing

/// The Shapes tab in a real terminal at 200×60, where every figure fits: the captions, the
/// symbols that draw them, the morph by a click, and the `--symbols` option.
@Suite("Shapes, end to end")
struct ShapesEndToEndTests {
    static let captions = [
        "Spade", "Heart", "Diamond", "Club", "Corner r24 / r15", "Rounded shadow", "Cut and round corners", "Even-odd erase",
        "QR scanner", "Morph: m or click",
    ]

    private func startShapes(_ arguments: [String] = []) throws -> (TmuxSession, String) {
        let tmux = try TmuxSession(appArguments: ["--start", "shapes"] + arguments, columns: 200, rows: 60)
        let screen = try tmux.waitForScreen("every caption of the Shapes tab") { screen in
            Self.captions.allSatisfy { screen.contains($0) }
        }
        return (tmux, screen)
    }

    @Test func everyFigureShowsAtOnceDrawnInBlockSymbols() throws {
        let (tmux, screen) = try startShapes()
        let blocks = screen.unicodeScalars.count { (0x2580...0x259F).contains($0.value) }
        #expect(blocks > 300, "block symbols on screen: \(blocks)\n\(screen)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }

    @Test func aClickOnTheMorphChangesTheScreenBrieflyThenItRests() throws {
        let (tmux, square) = try startShapes()
        // The caption's row and centre; the figure ends on the row above it.
        let lines = square.components(separatedBy: "\n")
        let caption = "Morph: m or click"
        let row = try #require(lines.firstIndex { $0.contains(caption) })
        let column = try #require(lines[row].range(of: caption)).lowerBound.utf16Offset(in: lines[row]) + caption.count / 2
        try tmux.sendMouse(button: 0, column: column + 1, row: row - 1)
        try tmux.sendMouse(button: 0, column: column + 1, row: row - 1, release: true)
        try tmux.waitForScreen("the morph moving") { $0 != square }
        // At rest: the same screen twice, 0.2 s apart. How long the 0.4 s morph takes is the
        // unit tests' to check, on a manual clock: here real time would measure the machine.
        var previous = try tmux.capture()
        try waitFor(timeout: 5, "the morph at rest") {
            Thread.sleep(forTimeInterval: 0.2)
            let now = try tmux.capture()
            defer { previous = now }
            return now == previous
        }
        #expect(previous != square, "a half-moon now, not the square")
        let pid = try tmux.appPID()
        let before = try cpuTicks(of: pid)
        Thread.sleep(forTimeInterval: 1)  // the measurement itself
        #expect(try cpuTicks(of: pid) - before <= 1, "no work once the morph rests")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }

    @Test func brailleDrawsWhenAskedFor() throws {
        let (tmux, screen) = try startShapes(["--symbols", "braille+space"])
        let braille = screen.unicodeScalars.count { (0x2800...0x28FF).contains($0.value) }
        let blocks = screen.unicodeScalars.count { (0x2580...0x259F).contains($0.value) }
        #expect(braille > 300 && blocks == 0, "braille \(braille), blocks \(blocks)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }

    @Test func anUnknownSymbolClassIsAUsageError() throws {
        let result = try runProcess(
            try kamishibaiBinary(), ["--symbols", "blocks-and-more"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--symbols"), "stderr: \(result.stderr)")
    }

    /// Cairo is opened when something first draws (decision 142), so the binary does not list
    /// it; chafa's headers come with SwiftPM's `-lchafa`, so it still does.
    @Test func theBinaryOpensCairoOnlyWhenItDraws() throws {
        let result = try runProcess("/usr/bin/env", ["ldd", try kamishibaiBinary()])
        #expect(!result.stdout.contains("libcairo.so") && result.stdout.contains("libchafa.so"), "\(result.stdout)")
    }
}
