import KamishibaiCanvas
import KamishibaiDrawing
import KamishibaiDrawingViews
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// The window's symbols reach its drawings as a trait the core carries without knowing chafa,
/// and the zoom asks a drawing in flight for speed without knowing it draws.
@Suite struct SymbolSetTraitTests {
    /// A white disc on black filling an 8×4 drawing: its edge needs partial cells.
    func disc() -> DrawingView {
        let view = DrawingView(frame: Rect(x: 0, y: 0, width: 8, height: 4), canvasColor: RGB(0, 0, 0)) { context, size in
            context.fill(BezierPath(ovalIn: Rect(origin: .zero, size: size)), with: .white)
        }
        return view
    }

    func isBraille(_ cell: Cell) -> Bool { (0x2800...0x28FF).contains(cell.grapheme.unicodeScalars.first!.value) }

    @Test func aWindowSetUpWithoutSymbolsHasTheBlocks() {
        let clock = ManualClock()
        let window = Window(WindowSetup(columns: 8, rows: 4, clock: clock, trace: .disabled(clock: clock)))
        #expect(window.symbols == .blocks && SymbolSetTrait.defaultValue == .blocks)
        let view = disc()
        window.rootView.addSubview(view)
        #expect(!view.render(columns: 8, rows: 4).contains(where: isBraille))
    }

    @Test func theSetupsSymbolsAreTheWindowsAndItsDrawingsDrawWithThem() throws {
        let clock = ManualClock()
        var setup = WindowSetup(columns: 8, rows: 4, clock: clock, trace: .disabled(clock: clock))
        setup.symbols = try SymbolSet("braille+space")
        #expect(setup.traitCollection[SymbolSetTrait.self] == (try SymbolSet("braille+space")))
        let window = Window(setup)
        #expect(window.symbols.selectors == "braille+space")
        let view = disc()
        window.rootView.addSubview(view)
        let cells = view.render(columns: 8, rows: 4)
        #expect(cells.allSatisfy { $0.grapheme == " " || isBraille($0) } && cells.contains(where: isBraille))
        // A view's own symbols win over the window's.
        view.symbols = .blocks
        #expect(!view.render(columns: 8, rows: 4).contains(where: isBraille))
    }

    @Test func theZoomsFlyingPictureIsDrawnForSpeed() throws {
        let clock = ManualClock()
        let window = Window(columns: 40, rows: 20, clock: clock, trace: .disabled(clock: clock))
        let delegate = ZoomTransitioningDelegate(thumbnailFrame: { Rect(x: 2, y: 2, width: 8, height: 4) }, makePicture: disc)
        let screen = ViewController(name: "photo")
        screen.transitioningDelegate = delegate
        window.rootViewController.present(screen, animated: true)
        let picture = try #require(delegate.activeAnimator?.picture as? DrawingView)
        #expect(picture.prefersSpeed)
    }
}
