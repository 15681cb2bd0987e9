import Foundation
import KamishibaiTesting
import Testing

/// The Modals tab's popover driven through a real terminal on `--start modals`: at 120 columns
/// a popover beside its row, its arrow drawn, dismissed by a click outside it; at 60 columns
/// (below the window's 80-column compact width) a sheet with `"adaptedFrom": "popover"`; and a
/// resize while it is up turns one into the other and back. Rows in the code are 0-based;
/// mouse rows and columns are 1-based, as the terminal reports them.
@Suite("Popovers, end to end")
struct PopoverEndToEndTests {
    static let screen = "modal-popover"

    /// Starts the demo on the Modals tab at `columns`×40, its list drawn.
    private func start(columns: Int) throws -> TmuxSession {
        let tmux = try TmuxSession(appArguments: ["--start", "modals"], columns: columns, rows: 40)
        try tmux.waitForScreen("the Modals list with its Popover row") { popoverRow($0) != nil }
        return tmux
    }

    /// A click on the Popover row, which presents it; waits until the presentation has ended.
    @discardableResult
    private func presentPopover(_ tmux: TmuxSession) throws -> TraceLine {
        let screen = try tmux.capture()
        let row = try #require(popoverRow(screen), "no Popover row in:\n\(screen)")
        try click(tmux, column: 6, row: row + 1)
        return try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == Self.screen && $0.completed == true }
    }

    private func click(_ tmux: TmuxSession, column: Int, row: Int) throws {
        try tmux.sendMouse(button: 0, column: column, row: row)
        try tmux.sendMouse(button: 0, column: column, row: row, release: true)
    }

    /// Whether the popover's arrow is on screen: the surface's `▲` or `▼` pointing out of its
    /// box (the `┴`/`┬` junction under it is drawn only where the edge is a line, in 16
    /// colours or fewer; decision 111). Nothing else on the Modals tab draws either.
    private func arrowShown(_ screen: String) -> Bool {
        screen.contains("▲") || screen.contains("▼")
    }

    @Test func atWideColumnsAPopoverBesideItsRowDismissedByAClickOutside() throws {
        let tmux = try start(columns: 120)
        let presented = try presentPopover(tmux)
        #expect(presented.style?.style == "popover" && presented.style?.adaptedFrom == nil, "\(presented)")
        let screen = try tmux.waitForScreen("the popover's arrow") { arrowShown($0) }
        #expect(screen.contains("Anchored to the row that opened it"))
        // Far from the box, near the bottom-right of the card: outside the popover.
        try click(tmux, column: 110, row: 35)
        let dismissed = try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == Self.screen }
        #expect(dismissed.completed == true && dismissed.style?.style == "popover", "\(dismissed)")
        try tmux.waitForScreen("the popover gone") { !arrowShown($0) && !$0.contains("Anchored to the row") }
    }

    @Test func atSixtyColumnsItArrivesAsASheet() throws {
        let tmux = try start(columns: 60)
        let presented = try presentPopover(tmux)
        #expect(presented.style?.style == "sheet" && presented.style?.adaptedFrom == "popover", "\(presented)")
        let screen = try tmux.waitForScreen(containing: "Anchored to the row")
        #expect(!arrowShown(screen), "a sheet has no arrow:\n\(screen)")
        try tmux.sendKeys("Escape")
        let dismissed = try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == Self.screen }
        #expect(dismissed.style?.style == "sheet" && dismissed.style?.adaptedFrom == "popover", "\(dismissed)")
    }

    @Test func resizedWhileUpItAdaptsToASheetAndBack() throws {
        let tmux = try start(columns: 120)
        try presentPopover(tmux)
        try tmux.waitForScreen("the popover's arrow") { arrowShown($0) }
        try tmux.resize(columns: 60, rows: 40)
        let narrow = try tmux.trace.waitForEvent(.presentationAdapted) { $0.screen == Self.screen }
        #expect(narrow.style?.style == "sheet" && narrow.style?.adaptedFrom == "popover", "\(narrow)")
        try tmux.waitForScreen("the sheet, without an arrow") { !arrowShown($0) && $0.contains("Anchored to the row") }
        try tmux.resize(columns: 120, rows: 40)
        try tmux.trace.waitForEvent(.presentationAdapted) { $0.screen == Self.screen && $0.style?.style == "popover" }
        let adapted = named(.presentationAdapted, try tmux.trace.events())
        #expect(adapted.map { $0.style?.adaptedFrom } == ["popover", nil], "\(adapted)")
        try tmux.waitForScreen("the popover's arrow again") { arrowShown($0) }
        try tmux.sendKeys("Escape")
        let dismissed = try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == Self.screen }
        #expect(dismissed.completed == true && dismissed.style?.style == "popover", "\(dismissed)")
    }
}

/// The 0-based screen row of the Modals list's Popover title, selected or not.
private func popoverRow(_ screen: String) -> Int? {
    rows(screen).firstIndex { $0.contains("│▌Popover ") || $0.contains("│ Popover ") }
}
