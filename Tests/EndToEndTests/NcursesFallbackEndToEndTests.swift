import Foundation
import KamishibaiTesting
import Testing

/// A terminal whose cursor addressing is not ANSI (vt52's `ESC Y`): ncurses writes the cells,
/// in windows that follow the screen (decision 143 keeps them at one cell only where the
/// encoder writes). The app runs on a pty this test plays the terminal for.
@Suite("The ncurses fallback, end to end")
struct NcursesFallbackEndToEndTests {
    /// Presented, grown from 80×24 to 100×30, dismissed and quit: after the resize ncurses
    /// addresses rows below the 24th (`ESC Y` then the row plus 32), and the app exits cleanly.
    @Test func ncursesDrawsTheWholeScreenAfterAResize() throws {
        let terminal = try PtyTerminal(modeState: nil, answersDeviceAttributes: false, environment: ["TERM": "vt52"])
        _ = try terminal.presentSheet()
        let resized = terminal.output.count
        try terminal.resize(columns: 100, rows: 30)
        try terminal.waitForEvent(.resize) { $0.event == .resize(size: [100, 30]) }
        try terminal.pumpUntilQuiet()
        let after = Array(terminal.output[resized...])
        let lowRows = UInt8(32 + 24)...UInt8(32 + 29)
        let addressesLowRows = after.indices.dropLast(2).contains {
            after[$0] == 0x1B && after[$0 + 1] == UInt8(ascii: "Y") && lowRows.contains(after[$0 + 2])
        }
        #expect(addressesLowRows, "no row below the 24th written: \(terminal)")
        try terminal.send("\u{1B}")
        try terminal.waitForEvent(.dismissalDidEnd) { $0.completed == true }
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
