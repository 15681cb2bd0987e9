import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// A zoomed photo at rest hides the screen it was opened from (`shouldRemovePresentersView`):
/// nothing of it shows in the backdrop's margin in any colour mode, and it is not drawn at all
/// until the photo closes. With 8 colours or none a dimmed cell still showed its text and its
/// reverse video, and the grid was drawn under the photo every frame.
@Suite struct ZoomHidesThePresenterTests {
    /// A tab bar in reverse video across the top, counting its draws.
    final class TabBar: View {
        var draws = 0
        override func draw(in context: inout DrawContext) {
            draws += 1
            let style = Style(foreground: .black, background: .white, monochrome: .reverse)
            context.fill(context.bounds, style: style)
            context.write("Sheets  Photos  Shapes", x: 1, y: 0, style: style)
        }
    }

    let clock = ManualClock()
    let window: Window
    let tabBar = TabBar()
    let photo = ViewController(name: "photo")
    let delegate = ZoomTransitioningDelegate(thumbnailFrame: { nil }, makePicture: { View() })

    init() {
        window = Window(columns: 40, rows: 12, clock: clock, trace: Trace(clock: clock) { _ in })
        tabBar.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        window.rootView.addSubview(tabBar)
        delegate.insets = Insets(top: 1, left: 2, bottom: 1, right: 2)
        photo.transitioningDelegate = delegate
    }

    func render() -> Canvas {
        var canvas = Canvas(columns: 40, rows: 12, fill: Style(foreground: .white, background: .black))
        window.render(into: &canvas)
        return canvas
    }

    /// Whether a terminal in `mode` shows anything in the cell: a character, or an attribute
    /// that shows on a blank (reverse video, underline).
    func shows(_ cell: Cell, in mode: ColorMode) -> Bool {
        let attributes = cell.style.attributes(in: mode)
        return cell.grapheme != " " || attributes.contains(.reverse) || attributes.contains(.underline)
            || (mode != .none && cell.style.colors(in: mode).background != .black)
    }

    @Test(arguments: [ColorMode.none, .palette8, .palette16, .truecolor])
    func theBackdropMarginShowsNothingOfTheScreenBehind(mode: ColorMode) {
        window.rootViewController.present(photo, animated: false)
        let canvas = render()
        #expect(photo.view.frame == Rect(x: 2, y: 1, width: 36, height: 10))
        let margin = (0..<40).map { (x: $0, y: 0) } + (0..<12).map { (x: 0, y: $0) }
        let shown = margin.filter { shows(canvas[$0.x, $0.y], in: mode) }
        #expect(shown.isEmpty, "\(canvas.line(0))")
    }

    @Test func theScreenBehindIsNotDrawnWhileThePhotoIsOpen() {
        window.rootViewController.present(photo, animated: false)
        let before = tabBar.draws
        for _ in 0..<3 { _ = render() }
        #expect(tabBar.draws == before, "drawn under the photo")
        window.rootViewController.dismiss(animated: false)
        _ = render()
        #expect(tabBar.draws == before + 1, "drawn again once the photo has closed")
        #expect(render().line(0).contains("Photos"))
    }

    @Test func itIsDrawnWhileThePhotoFlies() {
        window.rootViewController.present(photo, animated: true)
        _ = render()
        #expect(tabBar.draws == 1, "the grid fades to black behind the flying picture")
        clock.set(to: 1)
        window.advance()
        _ = render()
        #expect(tabBar.draws == 1, "at rest")
        window.rootViewController.dismiss(animated: true)
        _ = render()
        #expect(tabBar.draws == 2, "the grid comes back as the picture flies home")
    }
}
