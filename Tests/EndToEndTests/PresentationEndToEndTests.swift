import Foundation
import KamishibaiTesting
import Testing

/// Presentations beyond the single sheet (sheets stacked with `n`, the card and sidebar
/// styles picked with `s`, the inspector on `i`) driven through a real terminal at 100×30,
/// checked against the trace and the screen.
///
/// At 100×30 the container is the 29 rows above the footer (rows 0…28, 0-based). A sheet of
/// level N rests on whole rows at y = 14 + 2 (N − 1): its border on that row (14, 16, 18), its
/// title and "✕ Close" on the next row, above the next level's border. The card rests on rows 4…24, columns 12…87; the sidebar on columns 50…99, rows
/// 1…28, below the tab bar. Rows in the code are 0-based; mouse rows and columns are 1-based, as the terminal
/// reports them.
@Suite("Presentations, end to end")
struct PresentationEndToEndTests {
    /// The screen names of the first three stacked sheets, from the first story.
    static let stack = ["detail-1", "detail-2@2", "detail-3@3"]
    /// The card's frame in the container: 15 % insets top and bottom (4 rows), 12 % at the
    /// sides (12 columns).
    static let cardTop = 4, cardBottom = 24, cardLeft = 12, cardRight = 87
    static let cardHeight = 21.0
    /// The sidebar's left edge (0-based column) and width.
    static let sidebarLeft = 50
    static let sidebarWidth = 50.0

    // MARK: Helpers

    /// Starts the app at 100×30 with the list drawn down to its footer.
    private func start() throws -> TmuxSession {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        try tmux.waitForScreen("the main list's footer") { footer($0).contains("q quit") }
        return tmux
    }

    /// Presses `key` and waits until the sheet of `level` (1-based) is presented and at rest.
    private func present(_ tmux: TmuxSession, level: Int, with key: String) throws {
        let name = Self.stack[level - 1]
        try tmux.sendKeys(key)
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == name && $0.completed == true }
        try tmux.waitForScreen("sheet \(name) at rest") { topSheetAtRest($0, row: borderRow(level: level)) }
    }

    /// Enter, n, n: the first three stories' sheets stacked, each presented once the one
    /// below it is at rest (`n` is ignored while a transition runs).
    private func stackThreeSheets() throws -> TmuxSession {
        let tmux = try start()
        try present(tmux, level: 1, with: "Enter")
        try present(tmux, level: 2, with: "n")
        try present(tmux, level: 3, with: "n")
        return tmux
    }

    /// A left click (press and release) at a 1-based cell.
    private func click(_ tmux: TmuxSession, column: Int, row: Int) throws {
        try tmux.sendMouse(button: 0, column: column, row: row)
        try tmux.sendMouse(button: 0, column: column, row: row, release: true)
    }

    /// `s` pressed `times` times on the list, until the footer names `style`.
    private func pickStyle(_ tmux: TmuxSession, _ style: String, pressing times: Int) throws {
        for _ in 0..<times { try tmux.sendKeys("s") }
        try tmux.waitForScreen("\"style: \(style)\" in the footer") { footer($0).contains("s style: \(style)") }
    }

    /// Waits until detail-1's dismissal has ended completed, and checks that a drag drove it:
    /// it began, the interaction began and finished, and it ended, in that order, with no
    /// cancel. Returns the trace.
    @discardableResult
    private func waitForDraggedDismissal(_ tmux: TmuxSession) throws -> [TraceLine] {
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        let events = try tmux.trace.events()
        let order = [TraceEvent.Kind.dismissalWillBegin, .interactionBegan, .interactionFinish, .dismissalDidEnd].map {
            index(of: $0, in: events)
        }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! }, "trace:\n\(events)")
        #expect(named(.interactionCancel, events).isEmpty, "trace:\n\(events)")
        return events
    }

    /// The list is back without any presentation, its footer offering `style`.
    private func expectListBack(_ tmux: TmuxSession, style: String) throws {
        // The sheet's own footer also reads "q quit": wait for the list's, and its card whole,
        // so the check does not pass while the screen is still sliding away.
        let screen = try tmux.waitForScreen("the list without a presentation") {
            !$0.contains("✕ Close") && footer($0).contains("s style: \(style)") && cardTopBorderLength($0) == 99
        }
        #expect(footer(screen).contains("s style: \(style)"), "footer: \(footer(screen))")
        #expect(cardTopBorderLength(screen) == 99, "the list's card should be whole again:\n\(screen)")
    }

    // MARK: Stacked sheets

    @Test func enterNNStacksThreeSheets() throws {
        let tmux = try stackThreeSheets()
        let events = try tmux.trace.events()
        let presented = named(.presentationDidEnd, events)
        #expect(presented.map { $0.screen } == Self.stack, "trace:\n\(events)")
        #expect(presented.allSatisfy { $0.completed == true }, "trace:\n\(events)")
        #expect(named(.presentationWillBegin, events).map { $0.screen } == Self.stack, "trace:\n\(events)")
        #expect(named(.dismissalWillBegin, events).isEmpty, "trace:\n\(events)")

        let screen = try tmux.capture()
        let lines = rows(screen)
        #expect(lowerBorderRows(screen) == [14, 16, 18], "three sheet borders stacked 2 rows apart:\n\(screen)")
        for level in 1...3 {
            let border = borderRow(level: level)
            #expect(!lines[border - 1].contains("▄"), "row \(border - 1): no half-row strip above level \(level):\n\(screen)")
            #expect(isSheetBorder(lines[border]), "row \(border): level \(level)'s border:\n\(screen)")
        }
        // Each sheet shows its border and its title row above the next: the stories in order.
        for (row, title) in [(15, "Momotarō"), (17, "Urashima Tarō"), (19, "Kaguya-hime")] {
            #expect(lines[row].contains(title) && lines[row].contains("✕ Close"), "row \(row):\n\(screen)")
        }
        #expect(footer(screen).contains("n sheet on top"), "footer: \(footer(screen))")
    }

    @Test func escapeDismissesOnlyTheTopSheet() throws {
        let tmux = try stackThreeSheets()
        try tmux.sendKeys("Escape")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-3@3" && $0.completed == true }
        let screen = try tmux.waitForScreen("level 2 on top, at rest") { topSheetAtRest($0, row: borderRow(level: 2)) }

        let events = try tmux.trace.events()
        let dismissed = named(.dismissalDidEnd, events)
        #expect(dismissed.count == 1 && dismissed.first.map { $0.screen == "detail-3@3" } == true, "trace:\n\(events)")
        #expect(named(.dismissalWillBegin, events).map { $0.screen } == ["detail-3@3"], "trace:\n\(events)")
        #expect(named(.interactionBegan, events).isEmpty, "Esc is not interactive: \(events)")
        #expect(lowerBorderRows(screen) == [14, 16], "two sheets remain:\n\(screen)")
        #expect(rows(screen)[17].contains("Urashima Tarō"), "level 2 (the second story) on top:\n\(screen)")
        #expect(footer(screen).contains("Esc close"), "footer: \(footer(screen))")
    }

    @Test func clickOnALowerSheetDismissesItAndThoseAbove() throws {
        let tmux = try stackThreeSheets()
        // Level 2's border: 0-based row 16, 1-based row 17; level 3 starts below it.
        try click(tmux, column: 10, row: borderRow(level: 2) + 1)
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-2@2" }
        let screen = try tmux.waitForScreen("detail-1 alone, at rest") {
            topSheetAtRest($0, row: borderRow(level: 1)) && lowerBorderRows($0) == [14]
        }

        let events = try tmux.trace.events()
        let willBegin = named(.dismissalWillBegin, events)
        let didEnd = named(.dismissalDidEnd, events)
        #expect(willBegin.map { $0.screen } == ["detail-3@3", "detail-2@2"], "trace:\n\(events)")
        #expect(didEnd.map { $0.screen } == ["detail-3@3", "detail-2@2"], "trace:\n\(events)")
        #expect(didEnd.count == 2 && didEnd.allSatisfy { $0.completed == true }, "trace:\n\(events)")
        // One animation: both dismissals begin before either ends.
        let kinds = events.map(\.kind)
        if let firstEnd = kinds.firstIndex(of: .dismissalDidEnd), let lastBegin = kinds.lastIndex(of: .dismissalWillBegin) {
            #expect(lastBegin < firstEnd, "trace:\n\(events)")
        }
        #expect(!kinds.contains { $0.isInteraction }, "a click is not interactive: \(kinds)")
        let lines = rows(screen)
        #expect(lines[15].contains("Momotarō") && lines[15].contains("✕ Close"), "detail-1 presented:\n\(screen)")
        #expect(footer(screen).contains("Esc close"), "footer: \(footer(screen))")
    }

    @Test func clickOnTheBackdropAboveTheSheetsDismissesOnlyTheTop() throws {
        let tmux = try stackThreeSheets()
        try click(tmux, column: 10, row: 5)
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-3@3" && $0.completed == true }
        let screen = try tmux.waitForScreen("level 2 on top, at rest") { topSheetAtRest($0, row: borderRow(level: 2)) }
        let events = try tmux.trace.events()
        #expect(named(.dismissalWillBegin, events).map { $0.screen } == ["detail-3@3"], "trace:\n\(events)")
        #expect(named(.dismissalDidEnd, events).count == 1, "trace:\n\(events)")
        #expect(lowerBorderRows(screen) == [14, 16], "two sheets remain:\n\(screen)")
    }

    // MARK: Card

    @Test func cardDraggedDownDismisses() throws {
        let tmux = try start()
        try pickStyle(tmux, "card", pressing: 2)
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        let screen = try tmux.waitForScreen("the card at rest") { cardAtRest($0) }
        #expect(rows(screen)[Self.cardTop + 1].contains("✕ Close"), "screen:\n\(screen)")

        // From 1-based row 8 (inside the card, below its title) down 13 rows: 13 / 21 = 62 %.
        let (column, from, distance) = (50, 8, 13)
        try tmux.drag(MouseDrag.straight(from: (column, from), to: (column, from + distance)))

        let finish = try tmux.trace.waitForEvent(.interactionFinish)
        #expect((finish.percent ?? .nan) >= 0.6, "finish: \(finish)")
        let events = try waitForDraggedDismissal(tmux)
        let percents = named(.interactionUpdate, events).compactMap(\.percent)
        #expect(zip(percents, percents.dropFirst()).allSatisfy { $1 >= $0 }, "the drag only grows: \(percents)")
        try expectListBack(tmux, style: "card")
    }

    // MARK: Sidebar

    /// `s` three times, then Enter: the first story in a sidebar, at rest.
    private func openSidebar() throws -> TmuxSession {
        let tmux = try start()
        try pickStyle(tmux, "sidebar", pressing: 3)
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        let screen = try tmux.waitForScreen("the sidebar at rest") { sidebarAtRest($0) }
        #expect(footer(screen).contains("drag → dismiss"), "footer: \(footer(screen))")
        return tmux
    }

    @Test func sidebarDraggedRightDismisses() throws {
        let tmux = try openSidebar()
        // 1-based columns 55 → 95 in steps of 4: 40 of 50 columns, 80 %.
        let row = 10
        try tmux.drag(MouseDrag.straight(from: (55, row), to: (95, row), step: 4))

        let finish = try tmux.trace.waitForEvent(.interactionFinish)
        #expect(isNear(finish.percent ?? .nan, 40 / Self.sidebarWidth), "finish: \(finish)")
        try waitForDraggedDismissal(tmux)
        try expectListBack(tmux, style: "sidebar")
    }

    @Test func sidebarShortSlowDragSpringsBack() throws {
        let tmux = try openSidebar()
        // 1-based columns 55 → 60 one at a time, in one burst (no velocity): 5 of 50 columns, 10 %.
        let row = 10
        try tmux.drag(MouseDrag.straight(from: (55, row), to: (60, row)))

        let cancel = try tmux.trace.waitForEvent(.interactionCancel)
        #expect(isNear(cancel.percent ?? .nan, 5 / Self.sidebarWidth), "cancel: \(cancel)")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-1" && $0.completed == false }
        let events = try tmux.trace.events()
        #expect(named(.interactionFinish, events).isEmpty, "trace:\n\(events)")
        let screen = try tmux.waitForScreen("the sidebar back at rest") { sidebarAtRest($0) }
        #expect(footer(screen).contains("Esc close"), "footer: \(footer(screen))")

        // Still presented: Esc dismisses it for good.
        try tmux.sendKeys("Escape")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        try expectListBack(tmux, style: "sidebar")
    }

    // MARK: Inspector

    @Test func inspectorShowsThePresentationChain() throws {
        let tmux = try start()
        try tmux.sendKeys("i")
        try tmux.waitForScreen("the inspector") { $0.contains("Inspector") && $0.contains("root") }
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        try tmux.waitForScreen("the inspector's chain with one sheet") { inspectorLine($0, "chain")?.hasSuffix("root → detail-1") == true }
        try tmux.sendKeys("n")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-2@2" && $0.completed == true }
        // The chain links as the presentation begins (as UIKit's presentedViewController does)
        // and the trace is written before the frame that shows the end: wait for the idle phase.
        let screen = try tmux.waitForScreen("the inspector's chain with two sheets, at rest") {
            $0.contains("Inspector") && inspectorLine($0, "chain")?.contains("root → detail-1 → detail-2@2") == true
                && inspectorLine($0, "phase")?.contains("idle") == true
        }
        // Docked on the right (50 of 100 columns), its title on its top edge, the top row.
        #expect(rows(screen)[0].hasSuffix("╮") && rows(screen)[0].contains("Inspector"), "the panel's title on its top edge:\n\(screen)")
        #expect(rows(screen)[borderRow(level: 1) + 1].contains("Momotar"), "the sheet's title in view beside it:\n\(screen)")
        #expect(screen.contains("presentationDidEnd"), "lifecycle calls listed:\n\(screen)")
    }
}

// MARK: - Reading traces and screens

/// The 0-based row of a sheet's border at rest at 100×30: level 1 on 14, each level 2 lower.
private func borderRow(level: Int) -> Int { 14 + 2 * (level - 1) }

/// A full-width sheet's top edge with its grabber.
private func isSheetBorder(_ line: Substring) -> Bool {
    isSheetTop(line, columns: 100)
}

/// The rows in the lower half of the screen that start with a sheet's top-left corner (`▗`,
/// or `╭` where the edge is a line): the sheets' top edges.
private func lowerBorderRows(_ screen: String) -> [Int] {
    rows(screen).enumerated().filter { $0.offset >= 14 && ($0.element.first == "▗" || $0.element.first == "╭") }.map(\.offset)
}

/// The top sheet at rest: its border on `row` with no half-row strip above it, and its title
/// with "✕ Close" below.
private func topSheetAtRest(_ screen: String, row: Int) -> Bool {
    let lines = rows(screen)
    guard lines.count > row + 1 else { return false }
    return !hasPartialRow(lines[row - 1]) && isSheetBorder(lines[row])
        && lines[row + 1].contains("✕ Close")
}

/// The character at a 0-based column of a row without wide characters.
private func character(_ line: Substring, at column: Int) -> Character? {
    let characters = Array(line)
    return characters.indices.contains(column) ? characters[column] : nil
}

/// The card at rest: its corners at rows 4 and 24, columns 12 and 87, its title row below
/// the top edge.
private func cardAtRest(_ screen: String) -> Bool {
    typealias Card = PresentationEndToEndTests
    let lines = rows(screen)
    guard lines.count > Card.cardBottom else { return false }
    let (top, bottom) = (lines[Card.cardTop], lines[Card.cardBottom])
    // Quadrant corners on the surface's own top and bottom rows (`▗ ▖`, `▝ ▘`), or the line's
    // rounded ones where the edge is a line.
    return ["▗", "╭"].contains(character(top, at: Card.cardLeft)) && ["▖", "╮"].contains(character(top, at: Card.cardRight))
        && ["▝", "╰"].contains(character(bottom, at: Card.cardLeft)) && ["▘", "╯"].contains(character(bottom, at: Card.cardRight))
        && top.contains("━━━━━━") && lines[Card.cardTop + 1].contains("✕ Close")
        // (The right border carries the scroll thumb of the story's text, which goes on below.)
        && (Card.cardTop + 1..<Card.cardBottom).allSatisfy {
            character(lines[$0], at: Card.cardLeft) == "│" && ["│", "┃"].contains(character(lines[$0], at: Card.cardRight))
        }
}

/// The sidebar at rest: its top border on row 0 out to the last column, its left edge on
/// column 50 down to the footer, the title with "✕ Close" on row 1. (Row 0 also holds the
/// tab bar's wide characters, so only its end is read.)
private func sidebarAtRest(_ screen: String) -> Bool {
    let lines = rows(screen)
    let left = PresentationEndToEndTests.sidebarLeft
    guard lines.count > 29 else { return false }
    // Below the tab bar, whole; its top border is plain; its grabber stands on its leading
    // edge, mid-height.
    return lines[0].contains("5 Modals") && lines[0].contains("? help")
        && lines[1].hasSuffix("──────────────────────────╮") && !lines[1].contains("━")
        && lines[2].contains("✕ Close") && lines[2].hasSuffix("│") && lines[2].count == 100
        && (2...28).allSatisfy { character(lines[$0], at: left) == "│" || character(lines[$0], at: left) == "┃" }
        && (2...28).filter { character(lines[$0], at: left) == "┃" }.count == 3
}

/// The value on the inspector's line labelled `label` ("phase", "chain"…), up to its frame.
private func inspectorLine(_ screen: String, _ label: String) -> String? {
    guard let line = rows(screen).first(where: { $0.contains("│ \(label) ") }) else { return nil }
    guard let start = line.range(of: "│ \(label) ")?.upperBound else { return nil }
    let rest = line[start...]
    let value = rest.prefix { $0 != "│" }
    return value.trimmingCharacters(in: .whitespaces)
}
