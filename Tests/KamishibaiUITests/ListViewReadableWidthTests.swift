import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiUI
import Testing

/// A list wider than the readable width keeps its rows' content to it, centred, when asked
/// (`cellLayoutMarginsFollowReadableWidth`); and the parts of a row's text it highlights.
@Suite struct ListViewReadableWidthTests {
    static func stories() -> CountingRows {
        let source = CountingRows(3)
        source.make = { ListViewSnapshotTests.stories[$0] }
        return source
    }

    /// 120 columns: 18 either side, then the margin; the accessory ends 82 columns after the
    /// title starts, not at the far edge; the marker stands beside the content.
    @Test func aWideListKeepsItsRowsToTheReadableWidth() {
        let list = ListView()
        let screen = ListViewSnapshotTests.screen(columns: 120, rows: 4, list: list, rowsOf: Self.stories()) {
            $0.rowHeight = 2
            $0.cellLayoutMarginsFollowReadableWidth = true
            $0.selectRow(1, animated: false, scrollPosition: .none)
        }
        let lines = ListViewSnapshotTests.lines(screen)
        #expect(lines[0] == String(repeating: " ", count: 19) + "Momotarō" + String(repeating: " ", count: 65) + "12 scenes")
        #expect(lines[2].hasPrefix(String(repeating: " ", count: 18) + "▌Urashima Tarō"))
        #expect(list.cellForRow(0)?.frame == Rect(x: 19, y: 0, width: 82, height: 2))
        #expect(screen[0, 2].style.background == screen[119, 2].style.background, "the selection fills the whole row")
        #expect(screen[0, 2].style.background != screen[0, 0].style.background)
    }

    @Test func aListNoWiderThanTheReadableWidthIsUnchanged() {
        let list = ListView()
        let screen = ListViewSnapshotTests.screen(columns: 84, rows: 1, list: list, rowsOf: Self.stories()) {
            $0.rowHeight = 2
            $0.cellLayoutMarginsFollowReadableWidth = true
        }
        #expect(ListViewSnapshotTests.lines(screen)[0] == " Momotarō" + String(repeating: " ", count: 65) + "12 scenes")
        #expect(list.cellForRow(0)?.frame == Rect(x: 1, y: 0, width: 82, height: 2))
    }

    /// "tar" found in a title and a detail: those cells underlined in the tint, over the row's
    /// own background; the rest as before.
    @Test func highlightedPartsAreDrawnInTheHighlightStyle() {
        let source = CountingRows(1)
        source.make = { _ in
            var row = ListRow("Urashima Tarō", detail: "Taro, a fisherman")
            row.titleHighlights = [row.title.range(of: "Tar")!]
            row.detailHighlights = [row.detail!.range(of: "Tar")!]
            return row
        }
        let list = ListView()
        let screen = ListViewSnapshotTests.screen(columns: 30, rows: 2, list: list, rowsOf: source) { $0.rowHeight = 2 }
        #expect(ListViewSnapshotTests.lines(screen) == [" Urashima Tarō", " Taro, a fisherman"])
        let underlined = (0..<30).filter { screen[$0, 0].style.attributes.contains(.underline) }
        #expect(underlined == [10, 11, 12])
        #expect((0..<30).filter { screen[$0, 1].style.attributes.contains(.underline) } == [1, 2, 3])
        #expect(screen[10, 0].style.foreground == Theme.standard.tint && screen[9, 0].style.foreground == Theme.standard.text)
        #expect(screen[10, 0].style.background == screen[9, 0].style.background)
    }

    /// A part past the `…` is not drawn; one across it ends in the same `…`.
    @Test func aHighlightStopsWhereTheTextIsCut() {
        let source = CountingRows(1)
        source.make = { _ in
            var row = ListRow("Urashima Tarō and the turtle")
            row.titleHighlights = [row.title.range(of: "Tarō and")!, row.title.range(of: "turtle")!]
            return row
        }
        let list = ListView()
        let screen = ListViewSnapshotTests.screen(columns: 16, rows: 1, list: list, rowsOf: source)
        #expect(ListViewSnapshotTests.lines(screen) == [" Urashima Tarō…"])
        #expect((0..<16).filter { screen[$0, 0].style.attributes.contains(.underline) } == [10, 11, 12, 13, 14])
    }
}
