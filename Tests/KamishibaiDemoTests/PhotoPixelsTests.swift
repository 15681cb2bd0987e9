import KamishibaiCanvas
import KamishibaiTerminal
import KamishibaiUI
import Testing

@testable import KamishibaiDemo

/// The Photos tab's open picture in pixels, at 120×40 on a headless terminal that says it has
/// sixel or kitty graphics and cells of 6 × 13 pixels: shown once it rests, taken down while
/// anything moves or covers it, the cells beneath exactly those of a terminal without.
@Suite struct PhotoPixelsTests {
    static func harness(_ graphics: PixelImage.Graphics?, disabled: Set<TerminalFeatures.Feature> = []) -> DemoHarness {
        let h = DemoHarness(columns: 120, rows: 40, start: .photos)
        var features = TerminalFeatures(disabled: disabled)
        features.cellSize = CellSize(width: 6, height: 13)
        features.sixel = graphics == .sixel
        features.kittyGraphics = graphics == .kitty
        h.terminal.features = features
        return h
    }

    /// The picture's events, each as "time shown" or "time removed reason".
    static func pixelEvents(_ h: DemoHarness) -> [String] {
        h.traceEvents.compactMap { line in
            // The time as the trace writes it: "2", not "2.0".
            let time = line.t == line.t.rounded() ? "\(Int(line.t))" : "\(line.t)"
            return switch line.event {
            case .pixelsShown: "\(time) shown"
            case .pixelsRemoved(_, _, let reason): "\(time) removed \(reason)"
            default: nil
            }
        }
    }

    static func images(_ h: DemoHarness, at time: Double) -> [PixelImage] { h.frame(at: time).screen.images }

    /// The photo comes to rest at 0.85 s (0.35 s after Enter), in symbols; on the next turn, at
    /// the same instant, the sixel is laid over them.
    @Test func theOpenPhotoAtRestIsShownInSixelPixels() throws {
        let h = Self.harness(.sixel)
        h.run(timed: [(0.5, .key(.enter))])
        #expect(Self.pixelEvents(h) == ["0.85 shown"])
        let shown = try #require(h.traceLines.first { $0.contains("pixelsShown") })
        #expect(shown.contains(#""view":"PhotoView","graphics":"sixel","frame":[2,1,116,37],"bytes":"#), "\(shown)")
        let image = try #require(Self.images(h, at: 0.85).first)
        // 116 × 37 cells of 6 × 13: 696 × 481 pixels and a row of transparent ones, in bands of six.
        #expect(image.bytes.starts(with: Array("\u{1B}P0;1;0q\"1;1;696;492".utf8)) && image.bytes.suffix(2) == [0x1B, 0x5C])
        // The frame before has the same cells, in symbols alone: the zoom's last frame.
        let frames = h.terminal.frames
        let first = try #require(frames.firstIndex { !$0.screen.images.isEmpty })
        #expect(frames[first].changedCells == 0 && frames[first - 1].screen.cells == frames[first].screen.cells)
    }

    @Test func kittyGetsItUnderAnId() throws {
        let h = Self.harness(.kitty)
        h.run(timed: [(0.5, .key(.enter))])
        let image = try #require(Self.images(h, at: 1).first)
        #expect(image.bytes.starts(with: Array("\u{1B}_Ga=t,i=1,q=2,f=32,s=696,v=481,c=116,r=37,m=1\u{1B}\\".utf8)))
    }

    /// Help covers it and it comes back as it was; the inspector, docked beside it, narrows
    /// the screen, so the photo is shown again at its new size, and at its old one after.
    @Test func helpCoversItAndItComesBackAsItWas() {
        let h = Self.harness(.sixel)
        let keys: [(Double, InputEvent)] = [(0.5, .key(.enter)), (2, .key(.character("?"))), (3, .key(.character("?")))]
        h.run(timed: keys)
        #expect(Self.pixelEvents(h) == ["0.85 shown", "2 removed covered", "3 shown"])
        #expect(Self.images(h, at: 2.5).isEmpty)
        #expect(Self.images(h, at: 3.5).map(\.version) == [1], "encoded once")
    }

    @Test func theInspectorNarrowsItInsteadOfCoveringIt() throws {
        let h = Self.harness(.sixel)
        h.run(timed: [(0.5, .key(.enter)), (2, .key(.character("i"))), (4, .key(.character("i")))])
        let before = try #require(Self.images(h, at: 1.5).first), beside = try #require(Self.images(h, at: 3.5).first)
        #expect(beside.columns < before.columns, "shown again, narrower: \(before.columns) → \(beside.columns)")
        #expect(!Self.pixelEvents(h).contains { $0.contains("covered") }, "never covered")
        #expect(try #require(Self.images(h, at: 5).first).columns == before.columns)
    }

    /// A press on the photo may become a drag: the pixels go at once, and come back when a drag
    /// too short to close it has sprung back.
    @Test func aDragTakesItDownUntilThePhotoRestsAgain() throws {
        let h = Self.harness(.sixel)
        func mouse(_ kind: MouseEvent.Kind, _ column: Int) -> InputEvent { .mouse(MouseEvent(kind, column: column, row: 20)) }
        h.run(timed: [
            (0.5, .key(.enter)), (2, mouse(.press(.left), 60)), (2.05, mouse(.drag(.left), 61)), (2.1, mouse(.drag(.left), 62)),
            (2.5, mouse(.release(.left), 62)),
        ])
        let events = Self.pixelEvents(h)
        #expect(events.count == 3 && events[1] == "2 removed moving", "\(events)")
        let back = try #require(Double(events[2].split(separator: " ")[0]))
        let cancel = try #require(h.traceLines.last { $0.contains("dismissalDidEnd") })
        #expect(cancel.contains("\"completed\":false") && cancel.hasPrefix("{\"t\":\(events[2].split(separator: " ")[0]),"), "\(cancel)")
        #expect(back > 2.5 && Self.images(h, at: back).map(\.version) == [1])
    }

    @Test func closingTakesItDownAsTheZoomBegins() {
        let h = Self.harness(.sixel)
        h.run(timed: [(0.5, .key(.enter)), (2, .key(.escape))])
        #expect(Self.pixelEvents(h) == ["0.85 shown", "2 removed moving"])
        #expect(h.terminal.frames.filter { $0.time >= 2 }.allSatisfy { $0.screen.images.isEmpty })
    }

    @Test func aResizeTakesItDownUntilItSettlesThenShowsItAtTheNewSize() throws {
        let h = Self.harness(.sixel)
        h.run(timed: [(0.5, .key(.enter)), (2, .resize(columns: 100, rows: 30))])
        #expect(Self.pixelEvents(h) == ["0.85 shown", "2 removed moving", "2.25 shown"])
        let image = try #require(Self.images(h, at: 2.25).first)
        #expect(image.rect == CellRect(x: 2, y: 1, width: 96, height: 27) && image.version == 2)
    }

    @Test func quittingTakesItDown() {
        let h = Self.harness(.sixel)
        h.run(timed: [(0.5, .key(.enter)), (2, .key(.character("q")))])
        #expect(Self.pixelEvents(h) == ["0.85 shown", "2 removed quit"])
    }

    @Test func graphicsTurnedOffKeepTheSymbols() {
        let h = Self.harness(.sixel, disabled: [.graphics])
        h.run(timed: [(0.5, .key(.enter))])
        #expect(Self.pixelEvents(h).isEmpty && h.terminal.frames.allSatisfy { $0.screen.images.isEmpty })
    }

    /// The pixels lie over the cells; the cells are those a terminal without graphics gets,
    /// frame for frame.
    @Test func theCellsAreThoseOfATerminalWithout() {
        let keys: [(Double, InputEvent)] = [
            (0.5, .key(.enter)), (2, .key(.character("?"))), (3, .key(.character("?"))), (4, .key(.escape)),
        ]
        let pixels = Self.harness(.sixel), symbols = Self.harness(nil)
        pixels.run(timed: keys)
        symbols.run(timed: keys)
        for time in [0.6, 0.85, 1.5, 2, 2.5, 3, 3.5, 4.1, 5] {
            #expect(pixels.frame(at: time).screen.cells == symbols.frame(at: time).screen.cells, "at \(time)")
        }
        #expect(symbols.terminal.frames.allSatisfy { $0.screen.images.isEmpty })
    }
}
