import ArgumentParser
import Kamishibai
import KamishibaiANSI
import KamishibaiDemo
import KamishibaiTesting

/// `kamishibai bench`: replays a scripted sheet session through the real renderer and
/// ncurses into memory, and prints what each frame cost. A benchmark, not a test: it
/// reports figures and passes no judgement.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Replay scripted sessions through ncurses into memory and print frame costs and physics speed.",
        discussion: """
            The sheet session: present a sheet, drag it 60 % down (dismissed), present again, drag 20 % \
            (springs back), Esc, scroll the list. The paging session: keys, a slow drag, a flick, a \
            rubber band past the first page, End, Home. The photos session: open a picture, a \
            diagonal drag that closes it, open and Esc, K held to open another. The shapes session: the morph there and back, \
            End, Home, a resize and back, the morph again; its first frame draws every figure (Cairo \
            and chafa), later ones only the morph. Without --sizes, the sheet, swipe and paging sessions run \
            at 80x24 and 200x60, the shapes and photos sessions at 120x40 and 200x60. Frame time is the work from waking to the end \
            of doupdate: events, animation, composing, diffing and writing. The first frame of each run \
            paints every cell and is reported on its own. Physics: closed-form decay and spring \
            evaluations per second, the work of one axis of a moving scroll view per frame. Pixels: the \
            Photos tab's open photo at rest on a terminal said to show sixels or kitty graphics, at \
            80x24, 120x40 and 200x60: the frame that encodes and shows it, and the one after help.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Terminal sizes, comma-separated (default: each session's own).", valueName: "WxH,…"))
    var sizes: String?

    @Option(name: .long, parsing: .unconditional, help: "Times to replay the session per size.")
    var runs: Int = 5

    // Not `--color`: the top command's option of that name takes it first, whatever follows.
    @Option(name: .customLong("mode"), help: "Colour mode to render in: 256, 16, truecolor or none.")
    var color: ColorChoice = .palette256

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Sessions to replay, comma-separated: cycle, sheet, paging, shapes, photos, link, pixels (default: all).",
            valueName: "NAME,…"))
    var sessions: String?

    private var chosen: Set<String> {
        Set((sessions ?? Self.known.joined(separator: ",")).split(separator: ",").map(String.init))
    }

    private static let known = ["cycle", "sheet", "swipe", "paging", "shapes", "photos", "link", "pixels"]

    func validate() throws {
        guard chosen.isSubset(of: Self.known) else {
            throw ValidationError("--sessions takes names from: \(Self.known.joined(separator: ", ")).")
        }
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1.") }
        if let sizes, Self.parse(sizes) == nil { throw ValidationError("--sizes takes sizes like 80x24,200x60.") }
        guard color != .auto else { throw ValidationError("--mode must name a colour mode for the benchmark.") }
    }

    private static func parse(_ text: String) -> [(columns: Int, rows: Int)]? {
        let sizes = text.split(separator: ",").map { part -> (Int, Int)? in
            let numbers = part.lowercased().split(separator: "x").compactMap { Int($0) }
            guard numbers.count == 2, (20...1000).contains(numbers[0]), (6...500).contains(numbers[1]) else { return nil }
            return (numbers[0], numbers[1])
        }
        return sizes.contains { $0 == nil } || sizes.isEmpty ? nil : sizes.compactMap { $0 }
    }

    func run() throws {
        let mode = color.request ?? .palette256
        print("kamishibai bench: 60 fps, \(mode.rawValue) colours, \(runs) run(s) per size")
        for session in Session.allCases where chosen.contains(session.name) {
            print("\n\(session.title)")
            print(
                "size      frames   median ms   p99 ms   max ms   bytes/frame median   mean   total     cells/frame   bytes/cell   first frame ms   bytes"
            )
            for size in sizes.flatMap(Self.parse) ?? Self.parse(session.defaultSizes) ?? [] {
                var frames: [MemoryScreen.FrameCost] = []
                var firstFrames: [MemoryScreen.FrameCost] = []
                var anatomy = OutputAnatomy()
                for _ in 0..<runs {
                    let (costs, bytes) = try replay(session, columns: size.columns, rows: size.rows, mode: mode)
                    firstFrames.append(costs[0])
                    frames += costs.dropFirst()
                    anatomy = OutputAnatomy(of: bytes)
                }
                print(Self.row(size: size, frames: frames, first: firstFrames))
                print("          bytes of one run: \(anatomy.summary)")
                let (_, ncursesBytes) = try replay(session, columns: size.columns, rows: size.rows, mode: mode, writer: .ncurses)
                let share = Int((Double(anatomy.total) * 100 / Double(max(1, ncursesBytes.count))).rounded())
                print(
                    "          through ncurses' doupdate instead: \(ncursesBytes.count) bytes (the encoder writes \(share) % of that), \(OutputAnatomy(of: ncursesBytes).summary)"
                )
            }
        }
        if chosen.contains("link") { printLinkReport(mode: mode) }
        if chosen.contains("pixels") {
            print("\npictures in pixels (the open photo at rest; Enter, then ? twice)")
            print(PixelsBenchmark.header)
            for size in sizes.flatMap(Self.parse) ?? Self.parse("80x24,120x40,200x60") ?? [] {
                for graphics in PixelImage.Graphics.allCases {
                    print(try PixelsBenchmark.row(columns: size.columns, rows: size.rows, graphics: graphics, runs: runs, mode: mode))
                }
            }
        }
        if chosen.count == Self.known.count {
            print("\nphysics (closed form, one axis)")
            print(PhysicsBenchmark.run())
        }
    }

    private func printLinkReport(mode: ColorMode) {
        print("\nslow link (a sheet dragged up and down for 2 s and let go; the link delivers at a fixed rate)")
        print("size      link       pacing         frames   bytes    release → final frame on screen")
        for size in sizes.flatMap(Self.parse) ?? Self.parse("100x30,200x60") ?? [] {
            for rate in [20_000.0, 5_000.0] {
                for paced in [false, true] {
                    print(Self.linkRow(size: size, bytesPerSecond: rate, paced: paced, mode: mode))
                }
            }
        }
    }

    enum Session: CaseIterable {
        case cycle, sheet, swipe, paging, shapes, photos

        var name: String { "\(self)" }

        var title: String {
            switch self {
            case .cycle: "sheet cycle (Enter presents a sheet, Esc dismisses it a second later)"
            case .sheet: "sheet session (present, drag 60 %, present, drag 20 %, Esc, wheel)"
            case .swipe: "swipe session (a story dragged open and closed, ← ← → →, a full swipe deletes it)"
            case .paging: "paging session (keys, slow drag, flick, rubber band, End, Home)"
            case .shapes: "shapes session (first frame draws every figure; morph, End, Home, resize, morph)"
            case .photos: "photos session (open, diagonal drag to close, open, Esc, K held to open)"
            }
        }

        var defaultSizes: String {
            switch self {
            case .cycle: "100x30,200x60"
            case .sheet, .swipe, .paging: "80x24,200x60"
            case .shapes, .photos: "120x40,200x60"
            }
        }

        var tab: DemoTab {
            switch self {
            case .cycle, .sheet, .swipe: .sheets
            case .paging: .paging
            case .shapes: .shapes
            case .photos: .photos
            }
        }

        func events(columns: Int, rows: Int) -> [(time: Double, event: InputEvent)] {
            switch self {
            case .cycle: DemoScenario.presentAndDismiss(columns: columns, rows: rows)
            case .sheet: DemoScenario.sheetDrag(columns: columns, rows: rows)
            case .swipe: DemoScenario.swipe(columns: columns, rows: rows)
            case .paging: DemoScenario.paging(columns: columns, rows: rows)
            case .shapes: DemoScenario.shapes(columns: columns, rows: rows)
            case .photos: DemoScenario.photos(columns: columns, rows: rows)
            }
        }
    }

    /// The frames' costs and every byte written, from one replay.
    private func replay(
        _ session: Session, columns: Int, rows: Int, mode: ColorMode, writer: MemoryScreen.Writer = .ansi
    ) throws -> ([MemoryScreen.FrameCost], [UInt8]) {
        let script = HeadlessTerminal(columns: columns, rows: rows)
        for (time, event) in session.events(columns: columns, rows: rows) { script.send(event, at: time) }
        guard let screen = MemoryScreen(script: script, mode: mode, writer: writer) else {
            throw Failure("ncurses could not open an in-memory xterm-256color screen.")
        }
        let app = DemoApp(WindowSetup(terminal: screen, trace: .disabled(clock: script.clock)), start: session.tab)
        EventLoop(terminal: screen, application: app, framesPerSecond: 60).run()
        return (screen.frames, screen.output)
    }

    /// The slow-link drag through a `SlowLinkTerminal`: with `paced` false, every frame is
    /// queued on the link as before frame pacing.
    static func linkRow(size: (columns: Int, rows: Int), bytesPerSecond: Double, paced: Bool, mode: ColorMode) -> String {
        let (events, release) = DemoScenario.slowLinkDrag(columns: size.columns, rows: size.rows)
        let script = HeadlessTerminal(columns: size.columns, rows: size.rows)
        script.keepsHistory = false
        for (time, event) in events { script.send(event, at: time) }
        let link = SlowLinkTerminal(script: script, bytesPerSecond: bytesPerSecond, paced: paced, colorMode: mode)
        let app = DemoApp(WindowSetup(terminal: link, trace: .disabled(clock: script.clock)), start: .sheets)
        EventLoop(terminal: link, application: app, framesPerSecond: 60).run()
        let final = link.frames.last.map { $0.delivered - release } ?? 0
        let columns: [(String, Int)] = [
            ("\(size.columns)×\(size.rows)", 10),
            ("\(Int(bytesPerSecond / 1000)) KB/s", 11),
            (paced ? "acknowledged" : "none", 15),
            ("\(link.frames.count)", 9),
            ("\(link.output.count)", 9),
            ("\((final * 1000).rounded() / 1000) s", 10),
        ]
        return columns.map { text, width in
            text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
        }.joined()
    }

    static func row(size: (columns: Int, rows: Int), frames: [MemoryScreen.FrameCost], first: [MemoryScreen.FrameCost]) -> String {
        let times = frames.map { $0.seconds * 1000 }.sorted()
        let bytes = frames.map(\.bytes).sorted()
        let total = bytes.reduce(0, +)
        let cells = frames.map(\.changedCells).reduce(0, +)
        func percentile(_ values: [Double], _ p: Double) -> Double {
            values.isEmpty ? 0 : values[min(values.count - 1, Int((p * Double(values.count)).rounded(.up)) - 1)]
        }
        func fixed(_ value: Double, _ digits: Int = 3) -> String {
            let scale = pow10(digits)
            let rounded = (value * scale).rounded() / scale
            return String(rounded)
        }
        let columns: [(String, Int)] = [
            ("\(size.columns)×\(size.rows)", 10),
            ("\(frames.count)", 6),
            (fixed(percentile(times, 0.5)), 12),
            (fixed(percentile(times, 0.99)), 9),
            (fixed(times.last ?? 0), 9),
            ("\(bytes.isEmpty ? 0 : bytes[bytes.count / 2])", 21),
            ("\(frames.isEmpty ? 0 : total / frames.count)", 7),
            ("\(total)", 10),
            (fixed(frames.isEmpty ? 0 : Double(cells) / Double(frames.count), 1), 14),
            (fixed(cells == 0 ? 0 : Double(total) / Double(cells), 2), 13),
            (fixed(percentile(first.map { $0.seconds * 1000 }.sorted(), 0.5)), 17),
            ("\(first.first?.bytes ?? 0)", 10),
        ]
        return columns.map { text, width in
            text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
        }.joined()
    }

    private static func pow10(_ digits: Int) -> Double {
        (0..<digits).reduce(1.0) { value, _ in value * 10 }
    }
}
