import KamishibaiCanvas
import Testing

@Suite struct DropShadowTests {
    func shadowed(levels: Int = 4) -> Canvas {
        var canvas = Canvas(columns: 40, rows: 20, fill: Style(foreground: .white, background: RGB(200, 200, 200)))
        canvas.dropShadow(of: CellRect(x: 10, y: 5, width: 12, height: 6), opacity: 0.5, levels: levels)
        return canvas
    }

    @Test func itFadesAwayFromTheCasterAndLeavesItsCellsAlone() {
        let canvas = shadowed()
        #expect(canvas[12, 7].style.dimming == 0, "under the caster")
        // Below the bottom edge (offset half a row down): darkest next to it, gone 3σ on.
        let near = canvas[15, 11].style.dimming, far = canvas[15, 13].style.dimming
        #expect(near > 0 && near <= 0.5 && far < near)
        #expect(canvas[15, 16].style.dimming == 0)
        // The right side (offset a column right) is darker than the left.
        #expect(canvas[22, 8].style.dimming > canvas[9, 8].style.dimming)
    }

    @Test func itUsesOnlyAFewShadesSoFewColourPairs() {
        let shades = Set(shadowed(levels: 4).cells.map(\.style.dimming))
        #expect(shades.count <= 5, "none plus four steps: \(shades.sorted())")
        #expect(shades.count >= 3, "a gradient, not a band: \(shades.sorted())")
    }
}
