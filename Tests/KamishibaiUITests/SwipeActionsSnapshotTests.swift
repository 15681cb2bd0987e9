import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import Testing

@testable import KamishibaiUI

/// What a swiped row shows in a 50-column list: its actions half and fully revealed, each a
/// block of its colour with its label centred (cut when narrower), in 24-bit colour and in 16
/// colours; the keys' choice in its colour, bold and underlined (the same without colour).
@Suite struct SwipeActionsSnapshotTests {
    static func lines(_ canvas: Canvas) -> [String] { (0..<4).map { canvas.line($0) } }
    static let blank = String(repeating: " ", count: 50)

    /// 8.5 columns out, half the actions' 17: Delete's block 4 columns, Archive's 4.5 (drawn
    /// from 37.5, rounded to 38), both cut; the row's text slid off its left edge, the row on the
    /// surface in 24-bit colour.
    @Test(arguments: [ColorMode.truecolor, .palette16])
    func halfRevealed(colorMode: ColorMode) {
        let h = SwipeHarness(colorMode: colorMode)
        h.drag(row: 2, from: 40, through: [31.5], at: 1)
        let canvas = h.render()
        #expect(
            Self.lines(canvas) == [
                " Row 0" + String(repeating: " ", count: 44), " Row 1" + String(repeating: " ", count: 44),
                String(repeating: " ", count: 43) + "A…  D… ", " Row 3" + String(repeating: " ", count: 44),
            ])
        let theme = Theme.standard
        #expect(canvas[46, 2].style.background == theme.destructive && canvas[42, 2].style.background == theme.separator)
        #expect(canvas[41, 2].style.background != theme.separator, "Archive's block starts at 42")
        #expect(
            (canvas[20, 2].style.background == theme.surface) == (colorMode == .truecolor)
                && canvas[20, 1].style.background != theme.surface,
            "the slid row on the surface, but in 16 colours (where it is the grey of the secondary text)")
        let destructive = canvas[46, 2].style.colors(in: colorMode).background
        let normal = canvas[42, 2].style.colors(in: colorMode).background
        #expect(destructive != normal && destructive != canvas[20, 2].style.colors(in: colorMode).background)
    }

    /// Open by ←, Delete chosen: Archive at 33–41, Delete at 42–49, Delete bold and underlined
    /// on its own red (not reversed, which made it a grey block).
    @Test(arguments: [ColorMode.truecolor, .palette16])
    func fullyRevealedWithTheChoice(colorMode: ColorMode) {
        let h = SwipeHarness(colorMode: colorMode)
        h.list.selectRow(2, animated: false, scrollPosition: .none)
        h.key(1, .left)
        h.settle()
        let canvas = h.render()
        #expect(Self.lines(canvas)[2] == String(repeating: " ", count: 34) + "Archive  Delete ")
        let delete = canvas[43, 2].style, archive = canvas[34, 2].style
        #expect(delete.attributes == [.bold, .underline] && delete.monochrome.isSuperset(of: [.bold, .underline]))
        #expect(delete.background == Theme.standard.destructive, "the choice keeps its colour")
        #expect(canvas[42, 2].style.attributes.isEmpty && canvas[49, 2].style.attributes.isEmpty, "only the label is underlined")
        #expect(archive.attributes.isEmpty && archive.monochrome == [.reverse], "blocks stand out without colour too")
        #expect(canvas[32, 2].style.background != archive.background && canvas[33, 2].style.background == archive.background)
        h.key(h.clock.now + 0.1, .left)
        h.advance(to: h.clock.now + 0.1)
        let moved = h.render()
        #expect(
            moved[34, 2].style.attributes.contains(.underline) && !moved[43, 2].style.attributes.contains(.underline), "← chose Archive")
    }

    /// A full swipe armed, 30 columns out: Delete takes the strip (20–49), its label at the
    /// row's side (21), pulled along, not centred; the slid row's 20 columns on the surface.
    @Test func fullSwipeArmed() {
        let h = SwipeHarness()
        h.drag(row: 2, from: 40, through: [35.75, 24, 18, 10], at: 1)
        #expect(h.offset(ofRow: 2) == -30)
        let canvas = h.render()
        #expect(Self.lines(canvas)[2] == String(repeating: " ", count: 21) + "Delete" + String(repeating: " ", count: 23))
        #expect(canvas[20, 2].style.background == Theme.standard.destructive && canvas[19, 2].style.background == Theme.standard.surface)
    }
}
