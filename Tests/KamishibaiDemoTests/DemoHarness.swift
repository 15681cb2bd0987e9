import KamishibaiCanvas
import KamishibaiDemo
import KamishibaiMotion
import KamishibaiTesting
import KamishibaiUI
import Testing

/// Runs the demo on the headless terminal with scripted input at virtual times.
struct DemoHarness {
    let terminal: HeadlessTerminal
    let app: DemoApp
    let loop: EventLoop
    var traceLines: [String] { traceBox.lines }
    private let traceBox: TraceBox

    final class TraceBox { var lines: [String] = [] }

    init(
        columns: Int = 80, rows: Int = 24, start: DemoTab = .sheets, animationScale: Double = 1,
        colorMode: ColorMode = .truecolor, sheets: DemoApp.SheetOptions = DemoApp.SheetOptions(), reduceMotion: Bool = false
    ) {
        let clock = ManualClock()
        let box = TraceBox()
        terminal = HeadlessTerminal(columns: columns, rows: rows, clock: clock, endOfTime: 600)
        terminal.colorMode = colorMode
        let trace = Trace(clock: clock) { box.lines.append($0) }
        var setup = WindowSetup(terminal: terminal, trace: trace, animationScale: animationScale)
        setup.reduceMotion = reduceMotion
        app = DemoApp(setup, start: start, sheets: sheets)
        loop = EventLoop(terminal: terminal, application: app)
        traceBox = box
    }

    /// Queues events `step` seconds apart, starting at `start`, then runs until input ends.
    func run(_ events: [InputEvent], start: Double = 0.5, step: Double = 0.25) {
        for (i, event) in events.enumerated() { terminal.send(event, at: start + Double(i) * step) }
        loop.run()
    }

    /// Queues events at the given virtual times, then runs until input ends.
    func run(timed events: [InputScript.Timed]) {
        for (time, event) in events { terminal.send(event, at: time) }
        loop.run()
    }

    /// The trace without the appearance calls (`viewWillAppear`…), which have tests of
    /// their own.
    var transitionLines: [String] { zip(traceLines, traceEvents).filter { !$1.name.hasPrefix("view") }.map(\.0) }

    /// The trace, decoded, as every suite reads it (`TraceLine`); a line that does not
    /// decode fails the test.
    var traceEvents: [TraceLine] {
        traceLines.compactMap { line in
            do {
                return try TraceLine(line: line)
            } catch {
                Issue.record("a trace line does not decode: \(error)\n\(line)")
                return nil
            }
        }
    }

    /// Transition events (name, and whether it completed), without the frequent updates
    /// and the appearance calls.
    var lifecycle: [String] {
        traceEvents.filter { $0.kind != .interactionUpdate && !$0.name.hasPrefix("view") }.map { line in
            line.completed.map { "\(line.name) \($0)" } ?? line.name
        }
    }

    /// Percentages reported while a drag scrubbed the transition.
    var updatePercents: [Double] {
        traceEvents.compactMap { if case .interactionUpdate(let percent, _) = $0.event { percent } else { nil } }
    }

    var screen: String { terminal.screen.text }

    /// The screen as it was at virtual time `time`: the last frame presented by then.
    func frame(at time: Double) -> HeadlessTerminal.Frame {
        terminal.frames.last { $0.time <= time + 1e-9 }!
    }

    /// A press at `from`, motion through each row to `to` every `step` seconds, and a release
    /// a step later.
    static func drag(column: Int = 40, from: Int, to: Int, start: Double, step: Double) -> [InputScript.Timed] {
        InputScript.drag(from: CellPoint(x: column, y: from), to: CellPoint(x: column, y: to), start: start, step: step, rest: step)
    }

    static func click(_ column: Int, _ row: Int) -> [InputEvent] {
        [.mouse(MouseEvent(.press(.left), column: column, row: row)), .mouse(MouseEvent(.release(.left), column: column, row: row))]
    }
}

extension Canvas {
    /// The style layer of a frame: each distinct style becomes a letter, with a legend, so a
    /// snapshot catches colour and attribute regressions as well as text ones.
    var styleMap: String {
        var letters: [Style: Character] = [:]
        var legend: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var rowsText: [String] = []
        for y in 0..<rows {
            var line = ""
            for x in 0..<columns {
                let style = self[x, y].style
                if letters[style] == nil {
                    let letter = letters.count < alphabet.count ? alphabet[letters.count] : "?"
                    letters[style] = letter
                    legend.append(
                        "\(letter) fg \(style.foreground) bg \(style.background) attrs \(style.attributes.rawValue) mono \(style.monochrome.rawValue) dim \(style.dimming)"
                    )
                }
                line.append(letters[style]!)
            }
            rowsText.append(line)
        }
        return (rowsText + [""] + legend).joined(separator: "\n")
    }
}
