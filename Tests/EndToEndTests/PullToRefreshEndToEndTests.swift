import Foundation
import KamishibaiPlatform
import KamishibaiTesting
import Testing

/// Pull to refresh on the Sheets tab's story list through real terminals at 100 × 30: a drag
/// down from the top of the list past the threshold (three rows of rubber-banded pull, some
/// six rows of drag in a list 24 rows high) begins a refresh, which ends a second later with a
/// new first story; a short pull springs back and refreshes nothing. In tmux (cells) and on a
/// pty that reports the pointer in pixels. Each drag goes out in one write, so a busy machine
/// cannot stretch it.
@Suite("Pull to refresh, end to end")
struct PullToRefreshEndToEndTests {
    /// The screen row (0-based) of the first story's title: tab bar, blank, the card's border.
    static let firstStoryRow = 3
    /// The new story a first refresh brings.
    static let newStory = "Hachikazuki"

    /// The story on the list's first row.
    static func firstStory(_ screen: String) -> Substring {
        rows(screen).dropFirst(firstStoryRow).first ?? ""
    }

    @Test func aPullInTmuxRefreshesAndAShortOneDoesNot() throws {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        // Three rows of drag (screen rows are 0-based, mouse rows 1-based), in one burst: 1.5 rows of pull, short of the threshold.
        try tmux.drag(MouseDrag.straight(from: (20, Self.firstStoryRow + 1), to: (20, Self.firstStoryRow + 4)))
        try tmux.waitForScreen("the list back at its top") { Self.firstStory($0).contains("Momotarō") }
        // Twelve rows: 5.2 rows of pull.
        try tmux.drag(MouseDrag.straight(from: (20, Self.firstStoryRow + 1), to: (20, Self.firstStoryRow + 13)))
        try tmux.trace.waitForEvent(.refresh) { $0.event == .refresh(state: "began") }
        try tmux.waitForScreen(containing: "Fetching stories…")
        try tmux.trace.waitForEvent(.refresh) { $0.event == .refresh(state: "ended") }
        let screen = try tmux.waitForScreen("the new story first") { Self.firstStory($0).contains(Self.newStory) }
        #expect(screen.contains(" of 25 ") && screen.contains("Momotarō"))
        let refreshes = try tmux.trace.events().filter { $0.kind == .refresh }.map(\.event)
        #expect(refreshes == [.refresh(state: "began"), .refresh(state: "ended")], "the short pull began none")
    }

    /// Ctrl-R begins it as a pull does.
    @Test func controlRRefreshes() throws {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        try tmux.sendKeys("C-r")
        try tmux.trace.waitForEvent(.refresh) { $0.event == .refresh(state: "began") }
        try tmux.trace.waitForEvent(.refresh) { $0.event == .refresh(state: "ended") }
        try tmux.waitForScreen("the new story first") { Self.firstStory($0).contains(Self.newStory) }
    }

    /// On a pty that reports pixels (an xterm with cells of 8 × 16): the same pull, by the pixel.
    @Test func aPullInPixelsRefreshes() throws {
        let terminal = try PtyTerminal.xterm(rows: 30)
        try terminal.pump(until: "SGR-Pixels on") { terminal.output.ranges(of: Escape.pixelsOn).count == 1 }
        try terminal.pumpUntilQuiet()
        func firstStory() -> String { TerminalFeaturesEndToEndTests.text(terminal.screen.lines[Self.firstStoryRow]) }
        #expect(firstStory().contains("Momotarō"), "\(terminal)")
        try terminal.drag(MouseDrag.straightInPixels(from: (20, Self.firstStoryRow + 1), to: (20, Self.firstStoryRow + 4)))
        try terminal.pump(until: "the list back at its top") { firstStory().contains("Momotarō") }
        try terminal.drag(MouseDrag.straightInPixels(from: (20, Self.firstStoryRow + 1), to: (20, Self.firstStoryRow + 13)))
        try terminal.waitForEvent(.refresh) { $0.event == .refresh(state: "began") }
        try terminal.waitForEvent(.refresh) { $0.event == .refresh(state: "ended") }
        try terminal.pump(until: "the new story first") { firstStory().contains(Self.newStory) }
        let refreshes = try terminal.trace.events().filter { $0.kind == .refresh }.map(\.event)
        #expect(refreshes == [.refresh(state: "began"), .refresh(state: "ended")], "the short pull began none")
    }
}
