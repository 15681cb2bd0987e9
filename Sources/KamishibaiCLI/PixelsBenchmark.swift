import Kamishibai
import KamishibaiDemo
import KamishibaiTesting

/// What a picture in pixels costs: the Photos tab's open photo at rest through the real
/// renderer and encoder into memory, on a terminal said to show sixels (cells of 6 × 13, a
/// stock xterm's) or kitty graphics (9 × 18, kitty's): the frame that encodes and shows it,
/// the one that shows it again once help has covered it, and chafa's share of the first.
enum PixelsBenchmark {
    static let header =
        "size      graphics   picture   first frame ms   of which chafa ms   bytes      after help ms   bytes      help over it: bytes"

    static func row(columns: Int, rows: Int, graphics: PixelImage.Graphics, runs: Int, mode: ColorMode) throws -> String {
        let cell = graphics == .sixel ? (width: 6, height: 13) : (width: 9, height: 18)
        var first: [MemoryScreen.FrameCost] = [], again: [MemoryScreen.FrameCost] = [], covered: [MemoryScreen.FrameCost] = []
        var chafa: [Double] = []
        for _ in 0..<runs {
            let opened = try replay([(0.5, .key(.enter))], columns: columns, rows: rows, graphics: graphics, cell: cell, mode: mode)
            // The last frame: the photo at rest gets its pixels (the frame before, in symbols).
            first.append(opened.last!)
            let helped = try replay(
                [(0.5, .key(.enter)), (2, .key(.character("?"))), (3, .key(.character("?")))], columns: columns, rows: rows,
                graphics: graphics, cell: cell, mode: mode)
            again.append(helped.last!)
            covered.append(helped[helped.count - 2])
            chafa.append(encodingSeconds(columns: columns - 4, rows: rows - 3, cell: cell, graphics: graphics))
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        func ms(_ seconds: Double) -> String { String(Int((seconds * 10_000).rounded())).inserting(".", fromEnd: 1) }
        let columnsOfRow: [(String, Int)] = [
            ("\(columns)×\(rows)", 10), ("\(graphics.rawValue) \(cell.width)×\(cell.height)", 11),
            ("\(columns - 4)×\(rows - 3)", 10), (ms(median(first.map(\.seconds))), 17), (ms(median(chafa)), 20),
            ("\(median(first.map { Double($0.bytes) }).formatted)", 11), (ms(median(again.map(\.seconds))), 16),
            ("\(median(again.map { Double($0.bytes) }).formatted)", 11), ("\(median(covered.map { Double($0.bytes) }).formatted)", 0),
        ]
        return columnsOfRow.map { $0.0.padding($0.1) }.joined()
    }

    /// The frames of the demo on the Photos tab, with `events`, on a terminal with `graphics`.
    private static func replay(
        _ events: [(Double, InputEvent)], columns: Int, rows: Int, graphics: PixelImage.Graphics, cell: (width: Int, height: Int),
        mode: ColorMode
    ) throws -> [MemoryScreen.FrameCost] {
        let script = HeadlessTerminal(columns: columns, rows: rows)
        var features = TerminalFeatures()
        features.cellSize = CellSize(width: Double(cell.width), height: Double(cell.height))
        features.sixel = graphics == .sixel
        features.kittyGraphics = graphics == .kitty
        script.features = features
        for (time, event) in events { script.send(event, at: time) }
        guard let screen = MemoryScreen(script: script, mode: mode) else {
            throw Failure("ncurses could not open an in-memory xterm-256color screen.")
        }
        let app = DemoApp(WindowSetup(terminal: screen, trace: .disabled(clock: script.clock)), start: .photos)
        EventLoop(terminal: screen, application: app, framesPerSecond: 60).run()
        return screen.frames
    }

    /// chafa alone: a graded bitmap of the picture's size through `PixelEncoder`.
    private static func encodingSeconds(columns: Int, rows: Int, cell: (width: Int, height: Int), graphics: PixelImage.Graphics)
        -> Double
    {
        let (width, height) = (columns * cell.width, rows * cell.height)
        guard let bitmap = Bitmap(width: width, height: height) else { return 0 }
        let context = GraphicsContext(bitmap: bitmap)
        context.fillLinearGradient(
            BezierPath(rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height))), from: .zero,
            to: Point(x: Double(width), y: Double(height)), stops: [(0, RGBA(RGB(30, 60, 140))), (1, RGBA(RGB(240, 200, 120)))])
        let start = ContinuousClock.now
        _ = PixelEncoder.bytes(
            of: bitmap, columns: columns, rows: rows, cellWidth: cell.width, cellHeight: cell.height, graphics: graphics, id: 1)
        let elapsed = start.duration(to: ContinuousClock.now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }
}

extension String {
    /// "12345" with a point `digits` from the end: "1234.5".
    fileprivate func inserting(_ point: Character, fromEnd digits: Int) -> String {
        let padded = count <= digits ? String(repeating: "0", count: digits + 1 - count) + self : self
        var result = padded
        result.insert(point, at: result.index(result.endIndex, offsetBy: -digits))
        return result
    }
}

extension Double {
    /// Whole, with a space between thousands: 1 234 567.
    fileprivate var formatted: String {
        let digits = String(Int(rounded()))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(" ") }
            result.append(digit)
        }
        return result
    }
}
