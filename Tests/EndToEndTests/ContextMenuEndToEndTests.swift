import Foundation
import KamishibaiTesting
import Testing

/// Context menus driven through a real terminal at 120×40. A story's in the Sheets tab: a
/// right-click (an SGR report of button 2, once the app has turned the mouse on) on a story
/// opens the menu beside the pointer; the arrows and Enter, or clicks through the Share
/// submenu, choose an item, whose `menuAction` is traced once the menu has gone, and the item
/// does what it says on the list. And the Modals tab's Context menu row.
///
/// At 120×40 the list's card starts on row 2 (0-based): each story is two rows and a gap, the
/// second story's title on row 6, so on 1-based row 7. A right-click at column 10 there puts
/// the menu's top-left corner on column 11 (1-based 11 → 0-based 10 + 1), row 6: its items on
/// rows 7…, 1-based 8… (Open, Share, Favourite, Print, a separator, Delete).
@Suite("Context menus, end to end")
struct ContextMenuEndToEndTests {
    /// Starts the app on the Sheets tab with its list and the mouse on.
    private func start() throws -> TmuxSession {
        let tmux = try TmuxSession(appArguments: ["--start", "sheets"], columns: 120, rows: 40)
        try tmux.waitForList()
        try tmux.waitForScreen("the main list's footer") { footer($0).contains("q quit") }
        try tmux.waitForFlags(.running)
        return tmux
    }

    /// A click (press and release) of `button` (0 left, 2 right) at a 1-based cell.
    private func click(_ tmux: TmuxSession, button: Int = 0, column: Int, row: Int) throws {
        try tmux.sendMouse(button: button, column: column, row: row)
        try tmux.sendMouse(button: button, column: column, row: row, release: true)
    }

    /// Right-clicks the second story and waits for its menu at rest.
    private func openMenu(_ tmux: TmuxSession) throws {
        try click(tmux, button: 2, column: 10, row: 7)
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "contextMenu" && $0.completed == true }
        try tmux.waitForScreen("the menu") { $0.contains("Favourite") && $0.contains("Delete") }
    }

    /// The chosen item's title, once traced.
    private func waitForAction(_ tmux: TmuxSession, _ title: String) throws {
        try tmux.trace.waitForEvent(.menuAction) { if case .menuAction(title) = $0.event { true } else { false } }
    }

    @Test func aRightClickOpensTheStorysMenuAndTheChosenItemIsTraced() throws {
        let tmux = try start()
        defer { tmux.close() }
        try openMenu(tmux)
        // Open is selected; ↓ ↓ is Favourite.
        try tmux.sendKeys("Down")
        try tmux.sendKeys("Down")
        try tmux.sendKeys("Enter")
        try waitForAction(tmux, "Favourite")
        let events = try tmux.trace.events()
        let dismissed = try #require(index(of: .dismissalDidEnd, in: events))
        let action = try #require(index(of: .menuAction, in: events))
        #expect(dismissed < action, "the handler runs after the menu has gone")
        try tmux.waitForScreen("the story starred") { $0.contains("★ Urashima Tarō") && $0.contains("Starred Urashima Tarō") }
        // Again: Favourite is checked now.
        try openMenu(tmux)
        #expect(try tmux.capture().contains("✓ ★ Favourite"))
        try tmux.sendKeys("Escape")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "contextMenu" }
    }

    @Test func clicksOpenTheShareSubmenuAndChooseInIt() throws {
        let tmux = try start()
        defer { tmux.close() }
        try openMenu(tmux)
        // Share, the second item: row 9; its submenu opens to the right, Copy link level with it.
        try click(tmux, column: 15, row: 9)
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "submenu" && $0.completed == true }
        let screen = try tmux.waitForScreen(containing: "Copy link")
        let row = try #require(rows(screen).firstIndex { $0.contains("Copy link") })
        #expect(row == 8, "level with Share (0-based row 8)")
        let column = try #require(rows(screen)[row].range(of: "Copy link")).lowerBound
        try click(tmux, column: rows(screen)[row].distance(from: rows(screen)[row].startIndex, to: column) + 1, row: 9)
        try waitForAction(tmux, "Copy link")
        try tmux.waitForScreen("the note") { $0.contains("Copied the link to Urashima Tarō") }
        #expect(try tmux.trace.events().filter { $0.kind == .menuAction }.count == 1)
    }

    /// The Modals tab's Context menu row: Enter opens a menu below it, presented
    /// with the contextMenu style; its Present ▸ Sheet (the submenu's last item, End) presents
    /// the sheet once the menu has gone.
    @Test func theModalsRowOpensAMenuWithItsStyle() throws {
        let tmux = try TmuxSession(appArguments: ["--start", "modals"], columns: 120, rows: 40)
        defer { tmux.close() }
        try tmux.waitForScreen("the Modals list") { $0.contains("Context menu") && footer($0).contains("q quit") }
        // Down to the row, a key at a time, each once the selection has moved.
        for _ in 0..<8 {
            let before = try tmux.capture()
            if before.contains("▌Context menu") { break }
            try tmux.sendKeys("Down")
            try tmux.waitForScreen("the selection to move") { $0 != before }
        }
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) {
            if case .presentationDidEnd("contextMenu", true, "contextMenu", nil, _) = $0.event { true } else { false }
        }
        try tmux.sendKeys("Right")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "submenu" }
        try tmux.sendKeys("End")
        try tmux.sendKeys("Enter")
        try waitForAction(tmux, "Sheet")
        try tmux.trace.waitForEvent(.presentationDidEnd) {
            if case .presentationDidEnd("modal-sheet", true, "sheet", nil, _) = $0.event { true } else { false }
        }
    }
}
