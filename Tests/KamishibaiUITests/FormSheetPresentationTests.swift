import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// Form sheets and page sheets on the manual clock: where they rest at three terminal sizes,
/// their four rounded corners, the slide up, the drag down, and the full-width sheet they
/// become below the compact width, at presentation and on a resize.
@Suite struct FormSheetPresentationTests {
    static let surface = Style(foreground: RGB(hex: 0xE0E0E0), background: RGB(hex: 0x203040))
    static let chrome = SheetChrome(surface: surface, border: surface, grabber: surface)

    /// A window with one screen to present as `style`, through a `StyledTransitioningDelegate`
    /// with a chrome, or (`delegate: false`) through its `modalPresentationStyle` alone.
    final class Harness {
        let clock = ManualClock()
        let window: Window
        let columns: Int, rows: Int
        let screen = ViewController(name: "form")
        private final class Lines { var all: [String] = [] }
        private let lines = Lines()

        init(_ style: ModalPresentationStyle = .formSheet, columns: Int = 120, rows: Int = 40, delegate: Bool = true) {
            let trace = Trace(clock: clock) { [lines] in lines.all.append($0) }
            self.columns = columns
            self.rows = rows
            window = Window(columns: columns, rows: rows, clock: clock, trace: trace)
            if delegate {
                let styled = StyledTransitioningDelegate(style: style == .pageSheet ? .pageSheet : .formSheet)
                styled.chrome = FormSheetPresentationTests.chrome
                screen.transitioningDelegate = styled
            } else {
                screen.modalPresentationStyle = style
            }
        }

        var traceLines: [String] { lines.all }
        var controller: FormSheetPresentationController? { screen.presentationController as? FormSheetPresentationController }
        /// The controller presenting the screen: the form sheet's, or the sheet's it adapted to.
        var presenting: PresentationController? { screen.presentationController }
        var frame: Rect { screen.view.frame }
        var isPresented: Bool { window.rootViewController.presentedViewController === screen }

        func present(animated: Bool = false) {
            window.rootViewController.present(screen, animated: animated)
        }

        /// Moves the clock on and runs one frame.
        func advance(by seconds: Double) {
            clock.advance(by: seconds)
            window.advance()
        }

        func settle() {
            for _ in 0..<60 { advance(by: 1.0 / 60) }
        }

        func render() -> Canvas {
            var canvas = Canvas(columns: columns, rows: rows, fill: Style(foreground: .white, background: .black))
            window.render(into: &canvas)
            return canvas
        }

        /// A press on `column`, a move through each row from `from` to `to` every `step`
        /// seconds, and a release there.
        func drag(column: Int, from: Int, to: Int, step: Double) {
            window.handle(.mouse(MouseEvent(.press(.left), column: column, row: from)))
            for row in (from + 1)...to {
                clock.advance(by: step)
                window.handle(.mouse(MouseEvent(.drag(.left), column: column, row: row)))
            }
            window.handle(.mouse(MouseEvent(.release(.left), column: column, row: to)))
        }

        func lines(_ event: String) -> [String] { traceLines.filter { decodedTraceLine($0)?.name == event } }
    }

    // MARK: Where it rests

    @Test(arguments: [
        (ModalPresentationStyle.formSheet, 120, 40, Rect(x: 26, y: 2, width: 68, height: 36)),
        (.formSheet, 200, 60, Rect(x: 66, y: 12, width: 68, height: 36)),
        (.formSheet, 80, 24, Rect(x: 0, y: 2, width: 80, height: 22)),
        (.pageSheet, 120, 40, Rect(x: 18, y: 2, width: 84, height: 36)),
        (.pageSheet, 200, 60, Rect(x: 58, y: 2, width: 84, height: 56)),
        (.pageSheet, 80, 24, Rect(x: 0, y: 2, width: 80, height: 22)),
    ])
    func restsCentredWhenWideAndAsTheFullWidthSheetWhenCompact(
        style: ModalPresentationStyle, columns: Int, rows: Int, expected: Rect
    ) {
        let h = Harness(style, columns: columns, rows: rows)
        h.present()
        #expect(h.frame == expected)
        let compact = columns < 90
        #expect((h.presenting is SheetPresentationController) == compact)
        #expect(h.presenting?.presentationStyle == (compact ? .sheet : style))
        #expect(h.presenting?.adaptedFrom == (compact ? style : nil))
    }

    @Test func aFormSheetAt200By60RestsNarrowerThanTheWindowAndCentred() {
        let h = Harness(columns: 200, rows: 60)
        h.present()
        #expect(h.frame.width < 200 && h.frame.minX == 200 - h.frame.maxX)
        #expect(h.frame.minY == 60 - h.frame.maxY, "as much backdrop below as above")
    }

    @Test func smallerWindowsThanTheSheetLeaveTheMarginsAndStayInside() {
        let h = Harness(.formSheet, columns: 70, rows: 10)
        h.window.compactWidth = 0
        h.present()
        #expect(h.frame == Rect(x: 3, y: 2, width: 64, height: 6))
        let tiny = Harness(.pageSheet, columns: 1, rows: 1)
        tiny.window.compactWidth = 0
        tiny.present()
        #expect(tiny.frame == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    // MARK: The look

    @Test func roundedOnEveryCornerWhenItFloats() {
        let h = Harness(columns: 200, rows: 60)
        h.present()
        let canvas = h.render()
        #expect(canvas[66, 12].grapheme == "▗" && canvas[133, 12].grapheme == "▖")
        #expect(canvas[66, 47].grapheme == "▝" && canvas[133, 47].grapheme == "▘")
        #expect(canvas[67, 47].grapheme == " " && canvas[66, 30].grapheme == "│")
        #expect(canvas[40, 30].style.background != canvas[100, 30].style.background, "the backdrop is dimmed around it")
    }

    @Test func adaptedItHasTheSheetsTopCornersOnly() {
        let h = Harness(columns: 80, rows: 24)
        h.present()
        let canvas = h.render()
        #expect(canvas[0, 2].grapheme == "▗" && canvas[79, 2].grapheme == "▖")
        #expect(!canvas.line(23).contains("▝") && canvas[0, 23].grapheme == "│")
    }

    // MARK: Moving

    @Test func slidesUpFromTheBottomEdgeAndDownOnDismissal() {
        let h = Harness(columns: 200, rows: 60)
        h.present(animated: true)
        h.advance(by: 0.1)
        #expect(h.frame.minX == 66 && h.frame.minY > 12 && h.frame.minY < 60, "on its way up, \(h.frame)")
        h.settle()
        #expect(h.frame == Rect(x: 66, y: 12, width: 68, height: 36))
        h.window.rootViewController.dismiss(animated: true)
        h.advance(by: 0.1)
        #expect(h.frame.minX == 66 && h.frame.minY > 12, "on its way down, \(h.frame)")
        h.settle()
        #expect(!h.isPresented)
        #expect(h.lines("dismissalDidEnd").last?.contains("\"completed\":true") == true)
    }

    @Test func theDismissalTravelIsTheWholeWayBelowTheBottomEdge() {
        let h = Harness(columns: 200, rows: 60)
        h.present()
        #expect(h.controller?.dismissalTravel == 48)
    }

    @Test func aDragDownDismissesItThroughTheInteractor() {
        let h = Harness()
        h.present()
        h.drag(column: 60, from: 10, to: 30, step: 0.05)
        h.settle()
        #expect(!h.isPresented)
        #expect(h.lines("interactionBegan").count == 1 && h.lines("interactionFinish").count == 1)
        let ended = h.lines("dismissalDidEnd").last ?? ""
        #expect(ended.contains("\"completed\":true") && ended.contains("\"style\":\"formSheet\""))
        #expect(h.screen.interactions.isEmpty, "the drag left with the presentation")
    }

    @Test func aShortSlowDragSpringsBackToWhereItRests() {
        let h = Harness()
        h.present()
        h.drag(column: 60, from: 10, to: 14, step: 0.25)
        h.settle()
        #expect(h.isPresented && h.frame == Rect(x: 26, y: 2, width: 68, height: 36))
        #expect(h.lines("interactionCancel").count == 1)
        #expect(h.lines("dismissalDidEnd").last?.contains("\"completed\":false") == true)
    }

    @Test func escAndABackdropClickDismissIt() {
        let esc = Harness()
        esc.present()
        esc.window.handle(.key(.escape))
        esc.settle()
        #expect(!esc.isPresented)
        let click = Harness()
        click.present()
        click.window.handle(.mouse(MouseEvent(.press(.left), column: 5, row: 20)))
        click.window.handle(.mouse(MouseEvent(.release(.left), column: 5, row: 20)))
        click.settle()
        #expect(!click.isPresented)
    }

    // MARK: Adapting

    @Test func theTraceSaysWhichStyleAndWhatItWasAdaptedFrom() {
        let wide = Harness(.pageSheet)
        wide.present()
        let shown = wide.lines("presentationDidEnd").last ?? ""
        #expect(shown.contains("\"style\":\"pageSheet\"") && !shown.contains("adaptedFrom"))
        let narrow = Harness(.formSheet, columns: 80, rows: 24)
        narrow.present()
        let adapted = narrow.lines("presentationDidEnd").last ?? ""
        #expect(adapted.contains("\"style\":\"sheet\"") && adapted.contains("\"adaptedFrom\":\"formSheet\""))
    }

    @Test func theAppSetsTheThreshold() {
        let h = Harness(columns: 120, rows: 40)
        h.window.compactWidth = 121
        h.present()
        #expect(h.presenting?.presentationStyle == .sheet && h.presenting?.adaptedFrom == .formSheet)
        #expect(h.frame == Rect(x: 0, y: 2, width: 120, height: 38))
        let wide = Harness(columns: 120, rows: 40)
        wide.window.compactWidth = 120
        wide.present()
        #expect(wide.presenting?.presentationStyle == .formSheet && wide.presenting?.adaptedFrom == nil)
        #expect(wide.frame == Rect(x: 26, y: 2, width: 68, height: 36))
    }

    @Test func aResizeAcrossTheThresholdAdaptsWhereItRests() {
        let h = Harness(columns: 120, rows: 40)
        h.present()
        h.window.resize(columns: 80, rows: 24)
        #expect(h.frame == Rect(x: 0, y: 2, width: 80, height: 22))
        #expect(h.presenting?.presentationStyle == .sheet && h.presenting?.adaptedFrom == .formSheet)
        h.window.resize(columns: 200, rows: 60)
        #expect(h.frame == Rect(x: 66, y: 12, width: 68, height: 36))
        #expect(h.presenting?.presentationStyle == .formSheet && h.presenting?.adaptedFrom == nil)
        #expect(
            h.lines("presentationAdapted").map { String($0.drop { $0 != "e" }) } == [
                #"event":"presentationAdapted","screen":"form","style":"sheet","adaptedFrom":"formSheet"}"#,
                #"event":"presentationAdapted","screen":"form","style":"formSheet"}"#,
            ])
        h.window.resize(columns: 80, rows: 24)
        h.window.handle(.key(.escape))
        h.settle()
        let ended = h.lines("dismissalDidEnd").last ?? ""
        #expect(ended.contains("\"style\":\"sheet\"") && ended.contains("\"adaptedFrom\":\"formSheet\""))
    }

    // MARK: Without a delegate

    @Test(arguments: [ModalPresentationStyle.formSheet, .pageSheet])
    func theModalPresentationStyleAloneIsEnough(style: ModalPresentationStyle) {
        let h = Harness(style, columns: 200, rows: 60, delegate: false)
        h.present(animated: true)
        h.settle()
        #expect(h.controller?.requestedStyle == style && h.controller?.presentationStyle == style)
        #expect(h.frame.width < 200 && h.frame.minX > 0)
        h.drag(column: 100, from: 20, to: 50, step: 0.05)
        h.settle()
        #expect(!h.isPresented, "it has its own drag to dismiss")
    }
}
