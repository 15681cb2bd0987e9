import KamishibaiCanvas
import KamishibaiDrawing
import KamishibaiDrawingViews
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// A picture in a 256-colour window: dithered only when it asks, its backdrop plain.
@Suite struct DitheredDrawingTests {
    /// A night sky (`#1A2040`, a grey alone in 256 colours) over the lower half of an 8×4
    /// drawing on black.
    func night() -> DrawingView {
        DrawingView(frame: Rect(x: 0, y: 0, width: 8, height: 4), canvasColor: .black) { context, size in
            context.fill(Rect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2), with: RGBA(RGB(hex: 0x1A2040)))
        }
    }

    func colours(_ cells: [Cell]) -> Set<RGB> {
        Set(cells.flatMap { $0.grapheme == " " ? [$0.style.background] : [$0.style.foreground, $0.style.background] })
    }

    @Test func aPictureThatDithersKeepsItsBlueAndItsBackdropPlain() {
        let clock = ManualClock()
        var setup = WindowSetup(columns: 8, rows: 4, clock: clock, trace: .disabled(clock: clock))
        setup.colorMode = .palette256
        let window = Window(setup)
        let view = night()
        window.rootView.addSubview(view)
        // As drawn: chafa's true colours, which the output maps to a grey.
        #expect(!colours(view.render(columns: 8, rows: 4)).contains(ColorMapping.rgb(ofXterm256: 17)))
        view.dithers = true
        let shown = colours(view.render(columns: 8, rows: 4))
        // Black, the cube's navy (the sky's own entry) and a grey lighter than the sky, which
        // mixed with the darker navy keeps its lightness.
        #expect(shown == [.black, ColorMapping.rgb(ofXterm256: 17), ColorMapping.rgb(ofXterm256: 236)], "\(shown)")
    }
}
