import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// A card as tall as its content: in a 30×12 window the insets leave 22×8 at (4, 2); content
/// of 4 rows and the chrome's bottom border make a card of 5, centred.
@Suite struct CardSizeTests {
    static func card(contentHeight: Double?, chrome: SheetChrome? = SheetChromeTests.chrome) -> (ViewController, Window) {
        let clock = ManualClock()
        let window = Window(columns: 30, rows: 12, clock: clock, trace: .disabled(clock: clock))
        let screen = ViewController(name: "card")
        let delegate = contentHeight.map { height in StyledTransitioningDelegate(style: .card) { _ in height } }
        let styled = delegate ?? StyledTransitioningDelegate(style: .card)
        styled.chrome = chrome
        screen.transitioningDelegate = styled
        window.rootViewController.present(screen, animated: false)
        window.rootView.layoutIfNeeded()
        return (screen, window)
    }

    @Test func aCardIsAsTallAsItsContentAndItsBottomBorder() {
        #expect(Self.card(contentHeight: 4).0.view.frame == Rect(x: 4, y: 3, width: 22, height: 5))
        #expect(Self.card(contentHeight: 4, chrome: nil).0.view.frame == Rect(x: 4, y: 4, width: 22, height: 4))
    }

    @Test func neverTallerThanTheInsetsLeave() {
        #expect(Self.card(contentHeight: 40).0.view.frame == Rect(x: 4, y: 2, width: 22, height: 8))
        #expect(Self.card(contentHeight: nil).0.view.frame == Rect(x: 4, y: 2, width: 22, height: 8), "no height: as before")
    }

    @Test func theCardsBottomBorderIsUnderItsContent() {
        let (_, window) = Self.card(contentHeight: 4)
        var canvas = Canvas(columns: 30, rows: 12, fill: SheetChromeTests.backdrop)
        window.render(into: &canvas)
        // The surface's own edge (decision 111): lower quadrants on top, upper ones under the content.
        #expect(canvas[4, 3].grapheme == "▗" && canvas[4, 7].grapheme == "▝" && canvas[25, 7].grapheme == "▘")
    }
}
