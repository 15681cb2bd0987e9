import KamishibaiCanvas
import KamishibaiDrawing
import KamishibaiDrawingViews
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTesting
import KamishibaiUI
import Testing

/// `DrawingView.showsPixelsAtRest` in a window run by the event loop on a headless terminal
/// that says it shows sixels (or kitty graphics, or nothing): the drawing goes out in symbols,
/// then in pixels on the next turn; anything that moves (an animation, a pointer held, a
/// resize settling) or covers it takes the pixels down until it is at rest again.
@Suite struct PixelsAtRestTests {
    /// A window whose keys do what the tests need: `a` animates for 0.3 s, `c` covers the
    /// picture's corner, `u` uncovers it, `h` hides the picture, `q` quits; on a resize the
    /// picture fills the window less a margin.
    final class TestWindow: Window {
        let picture = DrawingView(canvasColor: RGB(20, 40, 90)) { context, size in
            context.fill(BezierPath(ovalIn: Rect(origin: .zero, size: size)), with: RGBA(RGB(240, 200, 60)))
        }
        let cover = View(frame: Rect(x: 1, y: 1, width: 6, height: 3))

        override init(_ setup: WindowSetup) {
            super.init(setup)
            picture.showsPixelsAtRest = true
            picture.frame = Self.pictureFrame(size)
            picture.addGestureRecognizer(PanGestureRecognizer())
            rootView.addSubview(picture)
            cover.background = Style(foreground: .white, background: .white)
        }

        static func pictureFrame(_ size: Size) -> Rect { Rect(x: 2, y: 1, width: size.width - 4, height: size.height - 4) }

        override func resize(columns: Int, rows: Int) {
            super.resize(columns: columns, rows: rows)
            picture.frame = Self.pictureFrame(size)
        }

        /// Puts the picture on the first of two tabs; `t` shows the second.
        func hostInTabs() {
            let page = View()
            page.addSubview(picture)
            let tabs = TabBarController(
                name: "tabs", viewControllers: [ViewController(name: "pictures", view: page), ViewController(name: "other", view: View())])
            setRootViewController(tabs)
            self.tabs = tabs
        }

        private var tabs: TabBarController?

        override func unhandledKey(_ key: Key) {
            switch key {
            case .character("t"): tabs?.selectedIndex = 1
            case .character("a"):
                let end = clock.now + 0.3
                animations.add { [clock] in clock.now < end }
            case .character("c"): rootView.addSubview(cover)
            case .character("u"): cover.removeFromSuperview()
            case .character("h"): picture.isHidden = true
            case .character("q"): quit()
            default: break
            }
        }
    }

    let terminal = HeadlessTerminal(columns: 40, rows: 16, endOfTime: 10)
    let window: TestWindow
    let loop: EventLoop
    let box = Box()

    final class Box { var lines: [String] = [] }

    init() { self.init(graphics: .sixel) }

    init(graphics: PixelImage.Graphics?) {
        var features = TerminalFeatures()
        features.cellSize = CellSize(width: 8, height: 16)
        features.sixel = graphics == .sixel
        features.kittyGraphics = graphics == .kitty
        terminal.features = features
        let trace = Trace(clock: terminal.manualClock) { [box] in box.lines.append($0) }
        window = TestWindow(WindowSetup(terminal: terminal, trace: trace))
        loop = EventLoop(terminal: terminal, application: window)
    }

    func run(_ events: [(Double, InputEvent)]) {
        for (time, event) in events { terminal.send(event, at: time) }
        loop.run()
    }

    /// The pictures' events as "time name reason-or-frame version".
    var pixelEvents: [String] {
        let decoded = box.lines.compactMap { try? TraceLine(line: $0) }
        #expect(decoded.count == box.lines.count, "every trace line decodes: \(box.lines)")
        return decoded.compactMap { line in
            // The time as the trace writes it: "2", not "2.0".
            let time = line.t == line.t.rounded() ? "\(Int(line.t))" : "\(line.t)"
            return switch line.event {
            case .pixelsShown: "\(time) shown"
            case .pixelsRemoved(_, _, let reason): "\(time) removed \(reason)"
            default: nil
            }
        }
    }

    /// The pictures on screen at `time`: those of the last frame presented by then.
    func images(at time: Double) -> [PixelImage] {
        terminal.frames.last { $0.time <= time + 1e-9 }?.screen.images ?? []
    }

    @Test func inSymbolsFirstThenInSixelPixelsOnTheNextTurn() throws {
        run([(1, .key(.character("x")))])
        let first = try #require(terminal.frames.first)
        #expect(first.screen.images.isEmpty, "the first frame is drawn before the terminal has answered")
        let image = try #require(images(at: 0).first)
        #expect(image.graphics == .sixel && image.rect == CellRect(x: 2, y: 1, width: 36, height: 12))
        #expect(image.bytes.starts(with: Array("\u{1B}P0;1;0q\"1;1;288;192".utf8)), "36 × 12 cells of 8 × 16 pixels")
        // The cells under it are the drawing in symbols, as they were without pixels.
        #expect(first.screen[20, 7] == terminal.screen[20, 7])
        #expect(pixelEvents == ["0 shown"], "\(box.lines)")
    }

    @Test func aTerminalWithoutGraphicsGetsSymbolsOnly() {
        let test = PixelsAtRestTests(graphics: nil)
        test.run([(1, .key(.character("a")))])
        #expect(test.terminal.frames.allSatisfy { $0.screen.images.isEmpty } && test.pixelEvents.isEmpty)
    }

    @Test func graphicsTurnedOffGetSymbolsOnly() {
        let test = PixelsAtRestTests(graphics: .sixel)
        test.terminal.features?.disabled = [.graphics]
        test.run([(1, .key(.character("a")))])
        #expect(test.terminal.frames.allSatisfy { $0.screen.images.isEmpty } && test.pixelEvents.isEmpty)
    }

    @Test func kittyGetsItsImageUnderAnId() throws {
        let test = PixelsAtRestTests(graphics: .kitty)
        test.run([])
        let image = try #require(test.images(at: 0).first)
        #expect(image.graphics == .kitty && image.id == 1)
        #expect(image.bytes.starts(with: Array("\u{1B}_Ga=t,i=1,q=2,f=32,s=288,v=192,c=36,r=12,m=1\u{1B}\\".utf8)))
    }

    @Test func anAnimationTakesThePixelsDownUntilItEnds() {
        run([(1, .key(.character("a")))])
        // Back within a frame of the animation's end.
        #expect(images(at: 1).isEmpty && images(at: 1.29).isEmpty && images(at: 1.3 + 1.0 / 60).count == 1, "\(pixelEvents)")
        #expect(pixelEvents.count == 3 && pixelEvents[1] == "1 removed moving" && pixelEvents[2].hasSuffix(" shown"))
        // The same picture comes back: encoded once.
        #expect(images(at: 2).map(\.version) == [1])
    }

    @Test func aViewDrawnOverItTakesItDownUntilItGoes() {
        run([(1, .key(.character("c"))), (2, .key(.character("u")))])
        #expect(pixelEvents == ["0 shown", "1 removed covered", "2 shown"])
        #expect(images(at: 1.5).isEmpty && images(at: 2).map(\.version) == [1])
    }

    @Test func hiddenItIsGone() {
        run([(1, .key(.character("h")))])
        #expect(pixelEvents == ["0 shown", "1 removed gone"] && images(at: 1).isEmpty)
    }

    @Test func anotherTabTakesItDown() throws {
        let test = PixelsAtRestTests(graphics: .sixel)
        test.window.hostInTabs()
        test.run([(1, .key(.character("t")))])
        #expect(test.pixelEvents == ["0 shown", "1 removed gone"] && test.images(at: 1).isEmpty)
    }

    @Test func aPointerHeldTakesItDownUntilItsRelease() {
        run([
            (1, .mouse(MouseEvent(.press(.left), column: 10, row: 5))), (1.5, .mouse(MouseEvent(.drag(.left), column: 12, row: 5))),
            (2, .mouse(MouseEvent(.release(.left), column: 12, row: 5))),
        ])
        #expect(pixelEvents == ["0 shown", "1 removed moving", "2 shown"])
    }

    @Test func aResizeTakesItDownUntilItSettlesThenShowsItAtItsNewSize() throws {
        run([(1, .resize(columns: 50, rows: 20))])
        #expect(images(at: 1).isEmpty && images(at: 1 + Window.resizeSettling - 0.01).isEmpty)
        let image = try #require(images(at: 1 + Window.resizeSettling).first)
        #expect(image.rect == CellRect(x: 2, y: 1, width: 46, height: 16) && image.id == images(at: 0).first?.id)
        #expect(image.version == 2, "encoded again for the new size")
        #expect(pixelEvents == ["0 shown", "1 removed moving", "\(1 + Window.resizeSettling) shown"])
    }

    @Test func quittingTakesItDown() {
        run([(1, .key(.character("q")))])
        #expect(pixelEvents == ["0 shown", "1 removed quit"])
    }
}
