import Foundation
import KamishibaiTesting
import Testing

/// The detail sheet driven through a real terminal at 100×30: Enter,
/// Esc, a backdrop click, mouse drags, ↓ held down and a resize mid-drag, checked against the
/// trace and the screen.
///
/// At 100×30 the container is the 29 rows above the footer; half of it, on whole rows, is 15,
/// so the sheet rests at y = 14: its border on row 14 (0-based), the title and "✕ Close" on
/// row 15. Mouse rows below are 1-based, as the terminal reports them.
@Suite("Sheets, end to end")
struct SheetEndToEndTests {
    static let sheetHeight = 15.0
    /// A column on the sheet, away from its border and its close control.
    static let column = 50

    // MARK: Helpers

    /// Starts the app at 100×30 and opens the first story's sheet with Enter. Returns the
    /// session and the screen with its styles as it was before the sheet, to compare with
    /// after a dismissal.
    private func openSheet() throws -> (tmux: TmuxSession, before: String) {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        // The footer is the last row drawn: once it is there the whole list is.
        try tmux.waitForScreen("the main list's footer") { footer($0).contains("q quit") }
        let before = try tmux.capture(styles: true)
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        try tmux.waitForScreen("the sheet at rest") { sheetAtRest($0, columns: 100, row: 14) }
        return (tmux, before)
    }

    /// A press on the sheet at row `from`, one row at a time to row `to` and (unless told
    /// not to) the release there, in one burst: the drag has no velocity on any machine.
    private func drag(_ tmux: TmuxSession, from: Int, to: Int, release: Bool = true) throws {
        try tmux.drag(MouseDrag.straight(from: (Self.column, from), to: (Self.column, to), release: release))
    }

    /// Waits until the app has taken `count` drag updates, the last one at `percent`.
    private func waitForUpdates(_ tmux: TmuxSession, count: Int, lastPercent percent: Double) throws {
        try waitFor("\(count) interactionUpdate events, the last at \(percent)", lastSeen: { "trace:\n\(tmux.trace.text)" }) {
            let updates = try named(.interactionUpdate, tmux.trace.events())
            return updates.count >= count && updates.last.map { isNear($0.percent ?? .nan, percent) } == true
        }
    }

    /// The sheet is gone and the list is back as it was before, undimmed, down to the colours.
    private func expectListRestored(_ tmux: TmuxSession, before: String) throws {
        let screen = try tmux.waitForScreen("the list without the sheet") { !$0.contains("✕ Close") && footer($0).contains("q quit") }
        #expect(!screen.contains("✕ Close"))
        let expected = visibleCells(before, columns: 100)
        var styled = ""
        try waitFor("the list undimmed, as before the sheet", lastSeen: { "before:\n\(before)\nnow:\n\(styled)" }) {
            styled = try tmux.capture(styles: true)
            return visibleCells(styled, columns: 100) == expected
        }
    }

    // MARK: Tests

    @Test func enterPresentsTheSelectedStory() throws {
        let (tmux, before) = try openSheet()
        let events = try tmux.trace.events()
        let willBegin = try #require(named(.presentationWillBegin, events).first)
        #expect(willBegin.screen == "detail-1")
        let didEnd = named(.presentationDidEnd, events)
        #expect(didEnd.count == 1 && didEnd[0].completed == true)

        let screen = try tmux.capture()
        let lines = rows(screen)
        #expect(!hasPartialRow(lines[13]), "no partly covered row above the resting sheet:\n\(screen)")
        #expect(isSheetTop(lines[14], columns: 100), "row 14 should be the sheet's top edge with its grabber:\n\(screen)")
        #expect(
            lines[15].contains("Momotarō") && lines[15].contains("✕ Close"),
            "row 15 should hold the title and the close control:\n\(screen)")
        #expect(footer(screen).contains("Esc close"), "footer: \(footer(screen))")
        #expect(footer(screen).contains("q quit"), "q quits from anywhere: \(footer(screen))")

        // Above the sheet the list is dimmed: every row there looks different from before.
        let (undimmed, dimmed) = (visibleCells(before, columns: 100), visibleCells(try tmux.capture(styles: true), columns: 100))
        for row in 2..<14 {
            #expect(dimmed[row] != undimmed[row], "row \(row) is not dimmed")
        }
    }

    @Test func dragPastTheThresholdDismisses() throws {
        let (tmux, before) = try openSheet()
        try drag(tmux, from: 21, to: 30)  // 9 rows: 60 %

        let finish = try tmux.trace.waitForEvent(.interactionFinish)
        #expect(isNear(finish.percent ?? .nan, 9 / Self.sheetHeight), "finish: \(finish)")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        let events = try tmux.trace.events()
        let order = [TraceEvent.Kind.interactionBegan, .interactionFinish, .dismissalDidEnd].map { index(of: $0, in: events) }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! }, "trace:\n\(events)")
        #expect(named(.interactionCancel, events).isEmpty)
        try expectListRestored(tmux, before: before)
    }

    @Test func shortSlowDragSpringsBack() throws {
        let (tmux, before) = try openSheet()
        try drag(tmux, from: 21, to: 24)  // 3 rows: 20 %, no velocity

        let cancel = try tmux.trace.waitForEvent(.interactionCancel)
        #expect(isNear(cancel.percent ?? .nan, 3 / Self.sheetHeight), "cancel: \(cancel)")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.completed == false }
        #expect(try named(.interactionFinish, tmux.trace.events()).isEmpty)
        let screen = try tmux.waitForScreen("the sheet back at rest") { sheetAtRest($0, columns: 100, row: 14) }
        #expect(footer(screen).contains("Esc close"))

        // A plain dismissal still works after a cancelled drag.
        try tmux.sendKeys("Escape")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        #expect(try named(.interactionBegan, tmux.trace.events()).count == 1, "Esc must not start an interaction")
        try expectListRestored(tmux, before: before)
    }

    @Test func backdropClickDismisses() throws {
        let (tmux, before) = try openSheet()
        try tmux.sendMouse(button: 0, column: 10, row: 5)
        try tmux.sendMouse(button: 0, column: 10, row: 5, release: true)
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        let events = try tmux.trace.events()
        let presented = try #require(index(of: .presentationDidEnd, in: events))
        let dismissed = try #require(index(of: .dismissalDidEnd, in: events))
        let between = events[presented...dismissed].map(\.kind)
        #expect(between.contains(.dismissalWillBegin))
        #expect(!between.contains { $0.isInteraction }, "a backdrop click is not interactive: \(between)")
        try expectListRestored(tmux, before: before)
    }

    @Test func heldDownArrowDismisses() throws {
        let (tmux, before) = try openSheet()
        // Key repeat as a terminal sends it, each press well within the 150 ms repeat gap:
        // one burst, so that a busy machine cannot stretch a gap past it.
        try tmux.sendKeys(Array(repeating: "Down", count: 10))
        let finish = try tmux.trace.waitForEvent(.interactionFinish)
        #expect((finish.percent ?? .nan) >= 0.4, "finish: \(finish)")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        let events = try tmux.trace.events()
        #expect(named(.interactionBegan, events).count == 1)
        #expect(named(.interactionCancel, events).isEmpty)
        // The list keeps its selection: the ↓ presses went to the sheet.
        try expectListRestored(tmux, before: before)
    }

    /// Up first (the sheet's long text scrolls, the sheet stays), then down in the same drag:
    /// 3 rows bring the text back to its top, the last 2 pull the sheet. No percent is ever
    /// negative, and a release below the threshold springs back.
    @Test func upwardDragNeverGoesNegative() throws {
        let (tmux, _) = try openSheet()
        try tmux.drag(MouseDrag.reports(from: (Self.column, 22), through: [21, 20, 19, 20, 21, 22, 23, 24].map { (Self.column, $0) }))

        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.completed == false }
        let events = try tmux.trace.events()
        let percents = named(.interactionUpdate, events).compactMap(\.percent)
        #expect(percents.count >= 2 && percents.allSatisfy { $0 >= 0 }, "percents: \(percents)")
        #expect(named(.interactionFinish, events).isEmpty)
        try tmux.waitForScreen("the sheet still presented, at rest") { sheetAtRest($0, columns: 100, row: 14) }
    }

    @Test func resizeMidDragCancelsAndKeepsTheSheet() throws {
        let (tmux, _) = try openSheet()
        try drag(tmux, from: 21, to: 25, release: false)  // 4 rows, held
        try waitForUpdates(tmux, count: 4, lastPercent: 4 / Self.sheetHeight)
        try tmux.resize(columns: 80, rows: 24)
        try tmux.trace.waitForEvent(.resize) { $0.event == .resize(size: [80, 24]) }
        try tmux.sendMouse(button: 0, column: Self.column, row: 22, release: true)

        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.completed == false }
        #expect(try named(.interactionFinish, tmux.trace.events()).isEmpty)
        // 23 rows above the footer: half, on whole rows, is 12; the border is on row 11.
        let screen = try tmux.waitForScreen("the sheet at rest at 80×24") { sheetAtRest($0, columns: 80, row: 11) }
        #expect(rows(screen)[12].contains("✕ Close"), "screen:\n\(screen)")
        #expect(!screen.contains("EXIT="), "the app ended:\n\(screen)")

        // q, offered in the footer, quits with the sheet up, as from anywhere.
        #expect(footer(screen).contains("q quit") && footer(screen).contains("Esc close"), "footer: \(footer(screen))")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }
}
