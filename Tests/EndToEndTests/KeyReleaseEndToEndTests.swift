import Foundation
import KamishibaiTesting
import Testing

/// A held ↓ on the real binary, in a pty whose test answers the probe as kitty: the sheet's
/// drag goes on through a pause in the repeats longer than the repeat-delay timeout, and ends
/// when the release comes. After 0.33 kitty gets event types (`ESC [ > 3 u`) and sends text
/// as text; before it every key is an escape code (`ESC [ > 31 u`), sent here as kitty 0.26.5
/// sent them under Xvfb. On the way out, a release the terminal sent before it read the
/// app's modes off is read by the app, never left for the shell.
@Suite("Key releases, end to end")
struct KeyReleaseEndToEndTests {
    /// Keys as the kitty of a version sends them once the app has pushed its flags.
    struct Keys {
        let allAsCodes: Bool
        var enter: String { allAsCodes ? "\u{1B}[13u\u{1B}[13;1:3u" : "\r" }
        let downPressed = "\u{1B}[B", downRepeated = "\u{1B}[1;1:2B", downReleased = "\u{1B}[1;1:3B"
        var controlC: String { allAsCodes ? "\u{1B}[57442u\u{1B}[99;5u\u{1B}[57442;5:3u\u{1B}[99;1:3u" : "\u{1B}[99;5u" }
    }

    @Test(arguments: [("0.40.1", false), ("0.26.5", true)])
    func aHeldDownEndsTheSheetsDragAtItsRelease(version: String, allAsCodes: Bool) throws {
        let terminal = try TerminalFeaturesEndToEndTests.kitty(version: version)
        let keys = Keys(allAsCodes: allAsCodes)
        let features = try TerminalFeaturesEndToEndTests.features(terminal)
        #expect(features.terminal == "kitty(\(version))" && features.keyReleases == true, "\(features)")
        let push = allAsCodes ? Escape.keyboardPushAllKeys : Escape.keyboardPush
        try terminal.pump(until: "the keyboard protocol pushed") { terminal.output.firstRange(of: push) != nil }
        try terminal.pumpUntilQuiet()

        try terminal.send(keys.enter)
        try terminal.waitForEvent(.presentationDidEnd) { $0.completed == true }
        try terminal.pumpUntilQuiet()
        #expect(try terminal.trace.events().count { $0.kind == .presentationWillBegin } == 1, "Enter's release is no second Enter")

        // A press, then repeats 40 ms apart: the first repeat makes it a hold.
        try terminal.send(keys.downPressed)
        for _ in 0..<6 {
            terminal.pump(seconds: 0.04)
            try terminal.send(keys.downRepeated)
        }
        try terminal.waitForEvent(.interactionBegan)
        // Three times the timeout that ends a hold where releases are not reported.
        terminal.pump(seconds: 0.45)
        let ends: Set<TraceEvent.Kind> = [.interactionFinish, .interactionCancel]
        #expect(try !terminal.trace.events().contains { ends.contains($0.kind) }, "a pause ended the drag: \(terminal)")
        let lastUpdate = try #require(try terminal.trace.events().last { $0.kind == .interactionUpdate })

        try terminal.send(keys.downReleased)
        var end: TraceLine?
        try terminal.pump(until: "the drag's end") {
            end = try terminal.trace.events().first { ends.contains($0.kind) }
            return end != nil
        }
        let ended = try #require(end)
        #expect(ended.t - lastUpdate.t >= 0.45, "it ended at the release, not at a pause: \(lastUpdate) … \(ended)")

        try terminal.send(keys.controlC)
        #expect(try terminal.waitForExit() == 0)
        let pop = try #require(terminal.output.lastRange(of: Escape.keyboardPop), "\(terminal)").lowerBound
        let leave = try #require(terminal.output.lastRange(of: Escape.mainScreen), "\(terminal)").lowerBound
        #expect(pop < leave && terminal.output.ranges(of: push).count == 1, "\(terminal)")
    }

    /// Ctrl-Z hands the terminal to the shell, which gets the held key's release: back from
    /// the suspend the drag ends at once instead of waiting for a release that never comes.
    /// (Nothing stops the app here: its process group has no shell.)
    @Test func aSuspendEndsAHeldDrag() throws {
        let terminal = try TerminalFeaturesEndToEndTests.kitty(version: "0.40.1")
        let keys = Keys(allAsCodes: false)
        try terminal.pump(until: "the keyboard protocol pushed") { terminal.output.firstRange(of: Escape.keyboardPush) != nil }
        try terminal.pumpUntilQuiet()
        try terminal.send(keys.enter)
        try terminal.waitForEvent(.presentationDidEnd) { $0.completed == true }
        try terminal.send(keys.downPressed)
        for _ in 0..<6 {
            terminal.pump(seconds: 0.04)
            try terminal.send(keys.downRepeated)
        }
        try terminal.waitForEvent(.interactionBegan)

        try terminal.send("\u{1B}[122;5u")  // Ctrl-Z; ↓'s release goes to the shell
        try terminal.waitForEvent(.interactionCancel)
        try terminal.send(keys.controlC)
        #expect(try terminal.waitForExit() == 0)
    }

    /// How the app is made to quit, and what the terminal sent meanwhile, before it read the
    /// app's modes off: `q`'s release (kitty 0.26.5 did this under Xvfb when `q` was let go
    /// within 10 ms), or a button let go as a signal comes.
    enum Quit: CaseIterable {
        case key, signal

        var report: String { self == .key ? "\u{1B}[113;1:3u" : "\u{1B}[<0;40;12m" }
        var exitStatus: Int32 { self == .key ? 0 : 128 + SIGTERM }
    }

    /// After turning its reports off, the app asks DA1 and reads until the answer, which the
    /// terminal sends after everything it sent before: a report sent after the pop was written
    /// and before that answer is read by the app, and nothing is left for the shell.
    @Test(arguments: Quit.allCases)
    func whatTheTerminalSentBeforeTheModesWentOffIsNotLeftForTheShell(quit: Quit) throws {
        let terminal = try TerminalFeaturesEndToEndTests.kitty(version: "0.40.1")
        try terminal.pump(until: "the keyboard protocol pushed") { terminal.output.firstRange(of: Escape.keyboardPush) != nil }
        try terminal.pumpUntilQuiet()

        terminal.holdsAnswers = true
        let start = terminal.output.count
        if quit == .key { try terminal.send("q") } else { terminal.signal(SIGTERM) }
        try terminal.pump(until: "the keyboard protocol popped") { terminal.output[start...].firstRange(of: Escape.keyboardPop) != nil }
        try terminal.send(quit.report)
        terminal.holdsAnswers = false
        #expect(try terminal.waitForExit() == quit.exitStatus)

        let pop = try #require(terminal.output[start...].firstRange(of: Escape.keyboardPop)).upperBound
        let leave = try #require(terminal.output[start...].firstRange(of: Escape.mainScreen), "\(terminal)").lowerBound
        let asked = terminal.output[pop..<leave].firstRange(of: Escape.deviceAttributesQuery)
        #expect(asked != nil, "no DA1 between the pop and the main screen: \(terminal)")
        #expect(try terminal.unreadInput() == [], "left for the shell: \(terminal)")
    }

    /// A terminal that stopped answering keeps the way out waiting a moment, never for good.
    @Test func aTerminalThatAnswersNoMoreDoesNotKeepTheQuitWaiting() throws {
        let terminal = try TerminalFeaturesEndToEndTests.kitty(version: "0.40.1")
        try terminal.pump(until: "the keyboard protocol pushed") { terminal.output.firstRange(of: Escape.keyboardPush) != nil }
        try terminal.pumpUntilQuiet()
        terminal.holdsAnswers = true
        try terminal.send("q")
        #expect(try terminal.waitForExit(timeout: 3) == 0)
    }
}
