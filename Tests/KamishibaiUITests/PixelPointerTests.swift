import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// The pointer in pixels (SGR-Pixels) through every interaction that follows a drag: reports
/// at exact points, as `InputParser` makes them from a cell 16 pixels tall. A pixel is then
/// 1/16 of a row, a binary fraction, so positions and percents compare exactly; in whole
/// cells none of these drags would have left its row.
@Suite struct PixelPointerTests {
    static let pixel = 1.0 / 16

    /// One event at an exact point, at `time`.
    static func report(_ kind: MouseEvent.Kind, _ x: Double, _ y: Double, at time: Double) -> InputScript.Timed {
        (time, .mouse(MouseEvent(kind, at: Point(x: x, y: y))))
    }

    /// The 12-row sheet's dismissal moves with each pixel: 1/192 of the way, a sixteenth of a
    /// row's share, and the sheet's view with it.
    @Test func theDismissalFollowsEachPixel() throws {
        let h = DismissalInteractionTests.Harness()
        let (x, y) = (40.5, 14.03125)
        h.mouse(1, .press(.left), at: Point(x: x, y: y))
        var percents: [Double] = []
        for k in 1...8 {
            h.mouse(1 + 0.05 * Double(k), .drag(.left), at: Point(x: x, y: y + Double(k) * Self.pixel))
            percents.append(h.dismissal.interactor.percentComplete)
        }
        #expect(percents == (1...8).map { Double($0) / 16 / 12 })
        #expect(zip(percents, [0] + percents).allSatisfy { $0 - $1 < 1.0 / 12 / 8 }, "finer than an eighth of a row's share")
        h.frame(at: 1.45)
        let top = try #require(h.screen?.view.frame.minY)
        #expect(abs(top - 12.5) < 1e-9, "half a row down: \(top)")
    }

    /// The sheet's top edge follows the pointer in eighths of a row: two pixels at a time, its
    /// top row empties from ▔ (seven eighths) down to ▂ (the 30×12 window's medium sheet rests on
    /// row 6).
    @Test func theSheetsEdgeMovesByEighths() {
        let sheet = SheetChromeTests()
        let (x, y) = (15.5, 8.03125)
        var edges: [String] = []
        func play(_ event: InputScript.Timed) {
            sheet.clock.set(to: event.time)
            sheet.window.advance()
            sheet.window.handle(event.event)
        }
        play(Self.report(.press(.left), x, y, at: 1))
        for k in 1...7 {
            let time = 1 + 0.05 * Double(k)
            play(Self.report(.drag(.left), x, y + Double(k) * 2 * Self.pixel, at: time))
            sheet.clock.set(to: time + 0.01)
            sheet.window.advance()
            let canvas = sheet.render()
            edges.append(canvas.line(6))
            #expect(canvas.line(7).contains("━━━━━━"), "the grabber on the first whole row at \(k) eighths")
        }
        // Seven eighths is ▔ in the backdrop's colour; the corners round from half a row up;
        // an eighth is left to what is behind, and the next row is the top.
        let rounded = ["▔", "▆", "▅", "▄"].map { "▗" + String(repeating: $0, count: 28) + "▖" }
        let low = ["▃", "▂"].map { " " + String(repeating: $0, count: 28) + " " }
        #expect(edges == rounded + low + [String(repeating: " ", count: 30)])
    }

    /// A flick inside one row: half a row in 30 ms is 16.7 rows/s, past the 15 that dismisses;
    /// the same half row in 60 ms (8.3 rows/s) springs back. In cells neither moved at all.
    @Test(arguments: [(0.01, true), (0.02, false)])
    func theFlickIsDecidedFromFractions(step: Double, dismisses: Bool) {
        let h = DismissalInteractionTests.Harness()
        let x = 40.5
        let ys = [14.0625, 14.25, 14.4375, 14.5625]
        h.play(
            ys.enumerated().map { Self.report($0 == 0 ? .press(.left) : .drag(.left), x, $1, at: 1 + step * Double($0)) }
                + [Self.report(.release(.left), x, ys[3], at: 1 + step * 3)])
        #expect(h.dismissal.interactor.percentComplete == 0.5 / 12)
        h.settle()
        #expect(h.isPresented != dismisses)
    }

    /// A drag on a sheet with detents raises it by the pixel: five pixels up from medium's
    /// row 20 puts its top at 19.6875, three more at 19.5.
    @Test func aDetentDragRaisesTheSheetByThePixel() {
        let h = SheetDetentTests()
        let (x, y) = (50.5, 20.25)
        h.play([
            Self.report(.press(.left), x, y, at: 1), Self.report(.drag(.left), x, y - 5 * Self.pixel, at: 1.05),
        ])
        #expect(h.top == 19.6875)
        h.play([Self.report(.drag(.left), x, y - 8 * Self.pixel, at: 1.1)])
        #expect(h.top == 19.5)
    }

    /// A tap on the grabber takes the same cells in pixels as in cells: on the 30-column
    /// window those from 9 to 19 of the border row, to their outer pixels.
    @Test(arguments: [(9.0625, true), (19.9375, true), (8.9375, false), (20.0625, false)])
    func theGrabberIsTheSameCellsInPixels(x: Double, takes: Bool) {
        let sheet = SheetChromeTests()
        for (time, kind) in [(1.0, MouseEvent.Kind.press(.left)), (1.05, .release(.left))] {
            sheet.clock.set(to: time)
            sheet.window.handle(.mouse(MouseEvent(kind, at: Point(x: x, y: 6.5))))
        }
        #expect((sheet.sheet?.currentDetent?.identifier == .large) == takes)
    }

    /// The zoomed photo's drag: a quarter of a row down is 0.25 / 20 of the way, and the
    /// pressed point of the picture stays under the pointer.
    @Test func theZoomFollowsAQuarterRow() throws {
        let h = ZoomTransitionTests.Harness()
        let press = Point(x: 60.25, y: 20.75)
        h.mouse(1, .press(.left), at: press)
        h.mouse(1.05, .drag(.left), at: Point(x: press.x, y: press.y + 4 * Self.pixel))
        #expect(h.delegate.dismissalInteractor.percentComplete == 0.25 / 20)
        let scale = h.interaction.scale
        #expect(scale == 1 - 0.6 * 0.0125)
        let picture = try #require(h.picture?.frame)
        #expect(abs(picture.minY - (21 - 20.75 * scale)) < 1e-9 && abs(picture.minX - (60.25 - 60.25 * scale)) < 1e-9)
    }

    /// A scroll view's content moves by the pixel, and its release velocity is measured from
    /// the fractions: three quarters of a column in 30 ms is 25 columns a second.
    @Test func theScrollViewFollowsFractionsOfAColumn() throws {
        let h = ScrollHarness()
        h.play([
            Self.report(.press(.left), 15.5, 2.5, at: 1), Self.report(.drag(.left), 15.125, 2.5, at: 1.01),
        ])
        #expect(h.scrollView.contentOffset.x == 0.375)
        h.play([Self.report(.drag(.left), 14.75, 2.5, at: 1.03), Self.report(.release(.left), 14.75, 2.5, at: 1.03)])
        let velocity = try #require(h.delegate.velocity)
        #expect(abs(velocity.x - 25) < 1e-9, "\(velocity)")
    }
}
