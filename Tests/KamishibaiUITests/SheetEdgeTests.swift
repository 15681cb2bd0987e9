import KamishibaiCanvas
import Testing

@testable import KamishibaiUI

/// Where a sheet's edge falls and its glyphs, in colour and, in 16 colours or fewer, as lines.
@Suite struct SheetEdgeTests {
    @Test func inColourTheTopRowIsFilledInEighths() {
        let edge = SheetEdge(frameTop: 5.25, frameBottom: nil)
        #expect(edge.topRow == 5 && edge.topEighths == 6 && edge.firstWholeRow == 6 && edge.top == 5.25)
        #expect(edge.topGlyphs(rounded: true) == SheetEdge.Glyphs(leading: .surface("▗"), middle: .surface("▆"), trailing: .surface("▖")))
        let rest = SheetEdge(frameTop: 6, frameBottom: 12)
        #expect(rest.topRow == 6 && rest.topGlyphs(rounded: false).middle == .fill && rest.bottomRow == 11)
        #expect(rest.bottomGlyphs(rounded: true) == SheetEdge.Glyphs(leading: .surface("▝"), middle: .fill, trailing: .surface("▘")))
    }

    @Test func inFewColoursTheEdgeIsALineOnTheFirstWholeRow() {
        #expect(SheetEdge.isLined(in: .palette16) && SheetEdge.isLined(in: .palette8) && SheetEdge.isLined(in: .none))
        #expect(!SheetEdge.isLined(in: .truecolor) && !SheetEdge.isLined(in: .palette256))
        #expect(SheetEdge(frameTop: 5, frameBottom: nil, lined: true).topRow == 5, "at rest, the frame's top row")
        let high = SheetEdge(frameTop: 5.25, frameBottom: nil, lined: true)
        #expect(high.topRow == 6 && high.topEighths == 8, "three quarters of row 5: the line on the next, with the grabber")
        #expect(high.topGlyphs(rounded: true) == SheetEdge.Glyphs(leading: .border("╭"), middle: .border("─"), trailing: .border("╮")))
        let low = SheetEdge(frameTop: 5.75, frameBottom: 12, lined: true)
        #expect(low.topRow == 6, "a quarter of a row: the line on the next")
        #expect(low.bottomGlyphs(rounded: false) == SheetEdge.Glyphs(leading: .border("└"), middle: .border("─"), trailing: .border("┘")))
    }
}
