import Foundation
import KamishibaiPlatform
import KamishibaiTesting
import Testing

/// The promises a terminal program makes, kept whatever the terminal does: input that never
/// ends cannot swallow the keys after it, every signal that must end the process ends it with
/// its status and the terminal restored, a terminal that stops reading cannot keep a quit
/// waiting, a hang-up ends it as SIGHUP, and a trace that fails does not take the app down.
/// The app runs on a pty this test plays the terminal for.
@Suite("Never stuck, end to end")
struct NeverStuckEndToEndTests {
    /// After `ESC [ 200 ~` with no end, keys typed 300 ms apart open a story within a second,
    /// and Ctrl-C after another lost start quits at once.
    @Test func aPasteWhoseEndIsLostSwallowsNoMoreThanAMoment() throws {
        let terminal = try PtyTerminal(modeState: 2)
        try terminal.waitForEvent(.framePacing)
        try terminal.pumpUntilQuiet()
        let start = Date()
        var typed = 0
        try terminal.send("\u{1B}[200~")
        try terminal.pump(until: "a story opened by Enter typed after the lost paste") {
            if Date().timeIntervalSince(start) > Double(typed + 1) * 0.3 {
                try terminal.send("\r")
                typed += 1
            }
            return try named(.presentationWillBegin, terminal.trace.events()).count == 1
        }
        #expect(Date().timeIntervalSince(start) < 1.5, "the keys were swallowed for \(Date().timeIntervalSince(start)) s")
        try terminal.waitForEvent(.presentationDidEnd) { $0.completed == true }
        try terminal.send("\u{1B}[200~lost")
        terminal.pump(seconds: 0.1)
        let quit = Date()
        try terminal.send("\u{3}")
        #expect(try terminal.waitForExit(timeout: 5) == 0)
        #expect(Date().timeIntervalSince(quit) < 1, "Ctrl-C took \(Date().timeIntervalSince(quit)) s")
    }

    /// A resize during a paste whose end never comes, with bytes still arriving, is applied
    /// at once.
    @Test func aResizeIsAppliedDuringAnEndlessPaste() throws {
        let terminal = try PtyTerminal(modeState: 2)
        try terminal.waitForEvent(.framePacing)
        try terminal.send("\u{1B}[200~")
        let start = Date()
        try terminal.resize(columns: 100, rows: 30)
        try terminal.pump(until: "the resize in the trace") {
            try terminal.send("xxxxxxxxxxxxxxxxxxxxxxxx")
            return try terminal.trace.events().contains { $0.event == .resize(size: [100, 30]) }
        }
        #expect(Date().timeIntervalSince(start) < 1, "applied after \(Date().timeIntervalSince(start)) s")
    }

    /// `kill -SEGV` (and the other crash signals) with Swift's backtracer installed: the
    /// terminal is restored, the backtrace printed, and the process ends with 128 + N.
    @Test(arguments: [SIGSEGV, SIGABRT, SIGBUS])
    func aCrashSignalEndsTheProcess(signal: Int32) throws {
        let terminal = try PtyTerminal(modeState: 2, environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,symbolicate=off"])
        try terminal.waitForEvent(.framePacing)
        try terminal.pumpUntilQuiet()
        terminal.signal(signal)
        #expect(try terminal.waitForExit(timeout: 30) == 128 + signal)
        let output = String(decoding: terminal.output, as: UTF8.self)
        let restored = try #require(output.range(of: "\u{1B}[?1049l", options: .backwards), "the main screen never came back")
        #expect(output[..<restored.lowerBound].range(of: "\u{1B}[?1000l") != nil, "the mouse was left on")
        let modes = try terminal.lineModes()
        #expect(modes.c_lflag & tcflag_t(ICANON) != 0 && modes.c_lflag & tcflag_t(ECHO) != 0, "the line discipline was left raw")
    }

    /// The terminal stops reading while frames are going out: SIGTERM still ends the app
    /// within a second, as 143, with the line discipline restored.
    @Test func sigtermEndsTheAppWhileTheTerminalReadsNothing() throws {
        let terminal = try PtyTerminal(
            arguments: ["--slow-animations", "20"], modeState: nil, answersDeviceAttributes: false, columns: 200, rows: 60)
        try terminal.waitForEvent(.framePacing)
        try terminal.pumpUntilQuiet()
        terminal.readsOutput = false
        try terminal.send("\r")
        // Stalled: the line discipline's 4 KB hold what nobody reads, and the pty's buffers
        // behind them fill within a second or two of frames; then the app's writes wait.
        var fullSince: Date?
        try waitFor(timeout: 20, "the pty's buffers to fill") {
            if terminal.unreadBytes < 4_000 { fullSince = nil } else if fullSince == nil { fullSince = Date() }
            return fullSince.map { Date().timeIntervalSince($0) > 3 } ?? false
        }
        let sent = Date()
        terminal.signal(SIGTERM)
        #expect(try terminal.waitForExit(timeout: 5) == 128 + SIGTERM)
        #expect(Date().timeIntervalSince(sent) < 1, "took \(Date().timeIntervalSince(sent)) s")
        let modes = try terminal.lineModes()
        #expect(modes.c_lflag & tcflag_t(ICANON) != 0, "the line discipline was left raw")
    }

    /// Closing the terminal (the pty's master) ends the app as SIGHUP would: 129.
    @Test func aHangUpEndsTheAppWith129() throws {
        let terminal = try PtyTerminal(modeState: 2)
        try terminal.waitForEvent(.framePacing)
        try terminal.pumpUntilQuiet()
        terminal.hangUp()
        #expect(try terminal.waitForExit(timeout: 5) == 129)
    }

    /// vt100 has no `cnorm`, so ncurses cannot show the cursor again: the cursor the encoder
    /// hid is shown by the exit path itself.
    @Test(arguments: ["vt100", "xterm-mono"])
    func theCursorIsShownAgainOnATerminalWithoutCnorm(term: String) throws {
        let terminal = try PtyTerminal(modeState: nil, answersDeviceAttributes: false, environment: ["TERM": term])
        try terminal.waitForEvent(.framePacing)
        try terminal.pumpUntilQuiet()
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
        let output = String(decoding: terminal.output, as: UTF8.self)
        let hidden = output.range(of: "\u{1B}[?25l", options: .backwards)?.lowerBound
        let shown = try #require(output.range(of: "\u{1B}[?25h", options: .backwards)?.lowerBound, "never shown: \(terminal)")
        #expect(hidden.map { $0 < shown } ?? true, "hidden again after it was shown")
    }

    /// A trace to a FIFO whose reader leaves: the app carries on (no SIGPIPE), and exits 1
    /// when it quits, the trace being incomplete.
    @Test func aTraceWhoseReaderLeavesDoesNotEndTheApp() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("kami-fifo-\(UUID())").path
        guard mkfifo(fifo, 0o600) == 0 else { throw EndToEndError("mkfifo failed") }
        defer { unlink(fifo) }
        let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)  // not inherited: the app must not read its own trace
        let terminal = try PtyTerminal(modeState: 2, tracePath: fifo)
        try terminal.pumpUntilQuiet()
        close(reader)
        try terminal.send("\r")
        let before = terminal.output.count
        try terminal.pump(until: "the sheet's frames after the trace broke") { terminal.output.count > before + 2_000 }
        try terminal.send("\u{3}")
        #expect(try terminal.waitForExit() == 1, "\(terminal)")
    }

    /// A trace past the file-size limit (SIGXFSZ): the same.
    @Test func aTracePastTheFileSizeLimitDoesNotEndTheApp() throws {
        let terminal = try PtyTerminal(modeState: 2, shell: "ulimit -f 1")
        try terminal.pumpUntilQuiet()
        for key in ["\r", "\u{1B}"] {
            let before = terminal.output.count
            try terminal.send(key)
            try terminal.pump(until: "the sheet's frames past the limit") { terminal.output.count > before + 2_000 }
        }
        try terminal.send("\u{3}")
        #expect(try terminal.waitForExit() == 1)
    }
}
