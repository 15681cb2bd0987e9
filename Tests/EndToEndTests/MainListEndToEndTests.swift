import Foundation
import KamishibaiTesting
import Testing

/// The main list driven through a real terminal: keys, wheel, clicks and resizes.
@Suite("Main list, end to end")
struct MainListEndToEndTests {
    @Test func listAppearsAt80x24() throws {
        let tmux = try TmuxSession(appArguments: [])
        let screen = try tmux.waitForList()
        #expect(screen.contains("Momotarō"))
        #expect(screen.contains(" 1 of 24 "))
        #expect(screen.contains("q quit"), "the footer should always show how to quit")
    }

    /// A stale LINES/COLUMNS (exported by a shell, or inherited from a parent) must not
    /// override the size of the terminal the app actually runs in.
    @Test func theTerminalSizeWinsOverLinesAndColumns() throws {
        let tmux = try TmuxSession(appEnvironment: ["LINES": "24", "COLUMNS": "80"], columns: 100, rows: 30)
        let screen = try tmux.waitForList()
        let border = screen.split(separator: "\n", omittingEmptySubsequences: false)[2]
        #expect(border.hasSuffix("╮") && border.count == 99, "the card spans the 100-column pane: \(border)")
    }

    @Test func arrowsAndVimKeysMoveTheSelection() throws {
        let tmux = try TmuxSession(appArguments: [])
        try tmux.waitForList()
        // Spaces around the counter: "2 of 24" is also part of "12 of 24".
        try tmux.sendKeys("Down")
        try tmux.waitForScreen(containing: " 2 of 24 ")
        try tmux.sendKeys("j")
        try tmux.waitForScreen(containing: " 3 of 24 ")
        try tmux.sendKeys("k")
        try tmux.waitForScreen(containing: " 2 of 24 ")
    }

    @Test func wheelScrollsTheList() throws {
        let tmux = try TmuxSession(appArguments: [])
        try tmux.waitForList()
        try tmux.sendMouse(button: 65, column: 10, row: 10)  // 64 + 1: wheel down
        let screen = try tmux.waitForScreen("the first story scrolled away") { !$0.contains("Momotarō") }
        #expect(screen.contains("Urashima Tarō"))
        #expect(screen.contains(" 1 of 24 "), "the wheel scrolls without moving the selection")
    }

    @Test func clickSelectsAStory() throws {
        let tmux = try TmuxSession(appArguments: [])
        try tmux.waitForList()
        // Row 10 is the third story's title: tab bar, blank, card border, then 3 rows per story.
        try tmux.sendMouse(button: 0, column: 10, row: 10)
        try tmux.sendMouse(button: 0, column: 10, row: 10, release: true)
        // A click also opens the story's sheet, which covers the counter: close it to read that.
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-3" }
        try tmux.sendKeys("Escape")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-3" }
        try tmux.waitForScreen(containing: " 3 of 24 ")
    }

    @Test func resizeRelaysOutAndIsTraced() throws {
        let tmux = try TmuxSession(appArguments: [])
        try tmux.waitForList()
        #expect(cardTopBorderLength(try tmux.capture()) == 79)

        try tmux.resize(columns: 100, rows: 30)
        try tmux.trace.waitForEvent(.resize) { $0.event == .resize(size: [100, 30]) }
        // The card spans columns 1…98: its "╮" is the 99th character of the line.
        try tmux.waitForScreen("the card's border at 100 columns") { cardTopBorderLength($0) == 99 }

        try tmux.resize(columns: 12, rows: 4)
        try tmux.trace.waitForEvent(.resize) { $0.event == .resize(size: [12, 4]) }
        try tmux.waitForScreen("a too-small notice") { $0.lowercased().contains("too small") }

        try tmux.resize(columns: 80, rows: 24)
        try tmux.trace.waitForEvent(.resize) { $0.event == .resize(size: [80, 24]) }
        try tmux.waitForList()
        #expect(cardTopBorderLength(try tmux.capture()) == 79)

        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
        // tmux 3.3 can copy the alternate screen onto the main one after a resize.
        let after = try tmux.capture()
        for text in ["Stories", "Momotarō", "too small", "q quit", "╭", "│"] {
            #expect(!after.contains(text), "\"\(text)\" left on the screen after quitting:\n\(after)")
        }
    }
}
