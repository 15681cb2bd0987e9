import ArgumentParser
import FoundationEssentials
import Kamishibai
import KamishibaiDemo
import KamishibaiTesting

/// `kamishibai frames`: the drag to dismiss — Enter opens a story's sheet, a press on it, a
/// drag down past 40 %, the release, the slide out — run on the headless terminal and written
/// out as the frames a viewer would have seen, sampled at a steady rate, each as ANSI text.
/// `scripts/drag-animation.py` turns them into the README's animated picture.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Write the frames of a drag to dismiss, as ANSI text files, for an animated picture."
    )

    @Option(name: .long, help: ArgumentHelp("The folder the frames go to (frame-000.ans, …).", valueName: "DIR"))
    var out: String

    @Option(name: .long, parsing: .unconditional, help: "Frames per second sampled.")
    var fps: Double = 15

    @Option(name: .long, parsing: .unconditional, help: "Terminal width.")
    var columns = 80

    @Option(name: .long, parsing: .unconditional, help: "Terminal height.")
    var rows = 24

    func validate() throws {
        guard (1...60).contains(fps) else { throw ValidationError("--fps must be between 1 and 60.") }
        guard (40...200).contains(columns), (16...60).contains(rows) else {
            throw ValidationError("--columns must be 40–200 and --rows 16–60.")
        }
    }

    func run() throws {
        let terminal = HeadlessTerminal(columns: columns, rows: rows, clock: ManualClock(), endOfTime: 4)
        // The sheet rests on the lower half: press a few rows into it, then down 1 row every
        // 60 ms until 70 % of the sheet's height is dragged, hold a moment, let go.
        let sheetTop = Int((Double(rows - 1) / 2).rounded(.up))
        let pressRow = sheetTop + 3, distance = Int(Double(rows - 1) / 2 * 0.7)
        terminal.send(.key(.enter), at: 0.4)
        terminal.send(.mouse(MouseEvent(.press(.left), column: columns / 2, row: pressRow)), at: 1.2)
        for step in 1...distance {
            terminal.send(.mouse(MouseEvent(.drag(.left), column: columns / 2, row: pressRow + step)), at: 1.2 + 0.06 * Double(step))
        }
        let release = 1.2 + 0.06 * Double(distance) + 0.3
        terminal.send(.mouse(MouseEvent(.release(.left), column: columns / 2, row: pressRow + distance)), at: release)
        let app = DemoApp(WindowSetup(terminal: terminal, trace: .disabled(clock: terminal.clock)))
        EventLoop(terminal: terminal, application: app).run()

        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let end = release + 0.8
        var index = 0
        var time = 0.0
        while time <= end {
            if let frame = terminal.frames.last(where: { $0.time <= time + 1e-9 }) {
                let number = String(index)
                let path =
                    (out.isEmpty || out.hasSuffix("/") ? out : out + "/")
                    + "frame-\(String(repeating: "0", count: max(0, 3 - number.count)))\(number).ans"
                try frame.screen.ansiText.write(toFile: path, atomically: true, encoding: .utf8)
                index += 1
            }
            time += 1 / fps
        }
        print("\(index) frames in \(out)")
    }
}
