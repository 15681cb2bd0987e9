import Foundation
import Testing

/// The static build's footprint (issue 38, decision 140): one session at 200×60, after a sheet
/// is presented and dismissed, holds at most 16 MB, and nothing grows while it rests. Through a
/// pty that answers as a terminal does, with 24-bit colour as modern terminals say. Runs where
/// `KAMISHIBAI_DIST` names the static build's folder (`./demo.sh test` sets it).
@Suite("Footprint of the static build, end to end")
struct FootprintEndToEndTests {
    @Test(.enabled(if: ResidentMemory.staticBinary != nil, "needs KAMISHIBAI_DIST (./demo.sh release makes it; ./demo.sh test sets it)"))
    func atMost16MBAt200x60AfterACycle() throws {
        let terminal = try cycledStaticBuild(columns: 200, rows: 60)
        let (resident, exact) = (try ResidentMemory.kilobytes(of: terminal.pid), try ResidentMemory.exactKilobytes(of: terminal.pid))
        print("static build at 200×60 after a cycle: VmRSS \(resident) kB, Rss \(exact) kB")
        #expect(exact <= ResidentMemory.staticBudgetKilobytes, "Rss \(exact) kB over the budget")
        #expect(resident <= ResidentMemory.staticBudgetKilobytes, "VmRSS \(resident) kB over the budget")
    }

    /// A minute at rest, the exact resident size read every 5 s: an app at rest makes no
    /// wake-ups, so not one page more (the ten-minute run is `scripts/measure-memory.py --idle`).
    @Test(.enabled(if: ResidentMemory.staticBinary != nil, "needs KAMISHIBAI_DIST (./demo.sh release makes it; ./demo.sh test sets it)"))
    func aMinuteAtRestAddsNothing() throws {
        let terminal = try cycledStaticBuild(columns: 200, rows: 60)
        // The total and, apart, what a leak grows: a busy machine may evict file pages at rest.
        var samples = [try ResidentMemory.exactKilobytes(of: terminal.pid)]
        var anonymous = [try ResidentMemory.anonymousKilobytes(of: terminal.pid)]
        for _ in 0..<12 {
            terminal.pump(seconds: 5)
            samples.append(try ResidentMemory.exactKilobytes(of: terminal.pid))
            anonymous.append(try ResidentMemory.anonymousKilobytes(of: terminal.pid))
        }
        print("static build at rest at 200×60, every 5 s (kB): Rss \(samples), anonymous \(anonymous)")
        #expect(samples.max() == samples[0], "the resident size grew at rest: \(samples) kB")
        #expect(anonymous.max() == anonymous[0], "the anonymous memory grew at rest: \(anonymous) kB")
    }

    /// The static build at `columns`×`rows`, its list's first story presented (Enter) and
    /// dismissed (Esc), the output quiet after each.
    private func cycledStaticBuild(columns: Int, rows: Int) throws -> PtyTerminal {
        let terminal = try PtyTerminal(
            binary: ResidentMemory.staticBinary, modeState: 2, columns: columns, rows: rows, environment: ["COLORTERM": "truecolor"])
        _ = try terminal.presentSheet()
        try terminal.send("\u{1B}")
        try terminal.waitForEvent(.dismissalDidEnd) { $0.completed == true }
        try terminal.pumpUntilQuiet()
        return terminal
    }
}
