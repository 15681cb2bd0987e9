import KamishibaiCanvas
import KamishibaiGeometry
import Testing

@testable import KamishibaiUI

/// Between the pages of a push or pop, as in UIKit: the page underneath dims and the upper one
/// casts a shadow on its leading edge, at rest and mid-drag, and nothing is left once it ends.
/// A 40×10 window whose stack's pages (rows 1 to 9) are a light grey.
@Suite struct ParallaxDimmingTests {
    static let paper = Style(foreground: .black, background: RGB(hex: 0xC0C0C0))
    let fixture = TracedWindow(columns: 40, rows: 10)
    let stack: NavigationController

    init() {
        stack = NavigationController(name: "stack", root: Self.page("first"))
        fixture.window.setRootViewController(stack)
        stack.push(Self.page("second"), animated: false)
        fixture.advanceAndLayOut(to: 0.1)
    }

    static func page(_ name: String) -> ViewController {
        let page = ViewController(name: ScreenName(name))
        page.view.background = paper
        return page
    }

    func render() -> Canvas {
        var canvas = Canvas(columns: 40, rows: 10, fill: Style(foreground: .white, background: .black))
        fixture.window.render(into: &canvas)
        return canvas
    }

    /// The shade of row 5's cell in column `x`: the page's grey, darkened.
    func shade(_ canvas: Canvas, _ x: Int) -> UInt8 { canvas[x, 5].style.background.r }

    @Test func theOpacityGrowsAsTheUpperPageCoversTheOneBeneath() {
        #expect(ParallaxDimmingView.opacity(upperMinX: 40, width: 40) == 0)
        #expect(abs(ParallaxDimmingView.opacity(upperMinX: 20, width: 40) - 0.15) < 1e-9)
        #expect(ParallaxDimmingView.opacity(upperMinX: 0, width: 40) == 0.25)
    }

    @Test func midPopThePageBeneathIsDimmedAndTheUpperPageCastsAShadowToItsLeft() {
        let atRest = render()
        #expect((0..<40).allSatisfy { shade(atRest, $0) == 0xC0 }, "at rest, one page, undimmed")
        stack.pop(animated: true)
        fixture.advanceAndLayOut(to: 0.2)
        let upper = stack.topViewController?.view
        let edge = Int((upper?.frameInRoot.minX ?? 0).rounded())
        #expect(edge > 5 && edge < 35, "half way: the upper page's edge at \(edge)")
        let canvas = render()
        #expect(shade(canvas, 1) < 0xC0, "the page beneath, dimmed")
        #expect(shade(canvas, edge - 1) < shade(canvas, 1), "darkest beside the upper page's leading edge")
        #expect(shade(canvas, edge) == 0xC0 && shade(canvas, 39) == 0xC0, "the upper page itself is not dimmed")
        fixture.advanceAndLayOut(to: 1)
        let after = render()
        #expect((0..<40).allSatisfy { shade(after, $0) == 0xC0 }, "nothing left once the pop ends")
    }
}
