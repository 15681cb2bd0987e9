import Foundation
import KamishibaiTesting
import Testing

/// Animated row updates through a real terminal at 120×40: a story's context menu Delete
/// takes its row out with `deleteRows` — `rowsChanged` traced once, with the row deleted — and
/// the next story slides up into its place, selected.
///
/// At 120×40 the list's card starts on row 2 (0-based): each story is two rows and a gap, the
/// second story's title on row 6, so on 1-based row 7 (see ContextMenuEndToEndTests).
@Suite("Row updates, end to end")
struct RowUpdatesEndToEndTests {
    @Test func theContextMenusDeleteSlidesTheNextStoryIntoItsPlace() throws {
        let tmux = try TmuxSession(appArguments: ["--start", "sheets"], columns: 120, rows: 40)
        defer { tmux.close() }
        try tmux.waitForList()
        try tmux.waitForScreen("the main list's footer") { footer($0).contains("q quit") }
        try tmux.waitForFlags(.running)
        // A right-click on the second story opens its menu; Delete is its last item.
        try tmux.sendMouse(button: 2, column: 10, row: 7)
        try tmux.sendMouse(button: 2, column: 10, row: 7, release: true)
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "contextMenu" && $0.completed == true }
        try tmux.waitForScreen("the menu") { $0.contains("Delete") }
        try tmux.sendKeys("End")
        try tmux.sendKeys("Enter")
        let changed = try tmux.trace.waitForEvent(.rowsChanged)
        #expect(changed.event == .rowsChanged(inserted: [], deleted: [1]))
        let screen = try tmux.waitForScreen("Kaguya-hime selected in Urashima Tarō's place") {
            rows($0)[6].contains("▌Kaguya-hime") && $0.contains("Deleted Urashima Tarō")
        }
        #expect(!screen.contains("▌Urashima") && rows(screen)[3].contains("Momotarō"))
        #expect(try tmux.trace.events().filter { $0.kind == .rowsChanged }.count == 1)
    }
}
