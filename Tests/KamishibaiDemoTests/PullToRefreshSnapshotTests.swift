import KamishibaiCanvas
import KamishibaiDemo
import KamishibaiTerminal
import KamishibaiTesting
import SnapshotTesting
import Testing

@testable import KamishibaiDemo

/// The story list pulled to refresh on the headless terminal at 80 × 24: pulled half way (the
/// bar half full above the first story), then refreshing (the spinner and its title, the
/// content a row down), in truecolor and 16 colours; and the new stories the demo fetches.
@Suite struct PullToRefreshSnapshotTests {
    /// A press on the first story's title at 0.5 s, and the pointer a row further down every
    /// 0.05 s through `rows` rows; released 0.3 s later when `release`.
    static func pull(_ rows: Int, release: Bool) -> [InputScript.Timed] {
        let row = 3
        var events: [InputScript.Timed] = [(0.5, .mouse(MouseEvent(.press(.left), column: 20, row: row)))]
        for step in 1...rows { events.append((0.5 + 0.05 * Double(step), .mouse(MouseEvent(.drag(.left), column: 20, row: row + step)))) }
        if release { events.append((0.8 + 0.05 * Double(rows), .mouse(MouseEvent(.release(.left), column: 20, row: row + rows)))) }
        return events + [(3, .key(.character("?"))), (3.1, .key(.escape))]
    }

    /// The style layer in 16 colours: each distinct pair of entries and attributes a letter.
    static func sixteenColourMap(_ canvas: Canvas) -> String {
        var letters: [String: Character] = [:]
        var legend: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var lines: [String] = []
        for y in 0..<canvas.rows {
            var line = ""
            for x in 0..<canvas.columns {
                let style = canvas[x, y].style
                let colours = style.colors(in: .palette16)
                let key =
                    "fg \(ColorMapping.ansi(colours.foreground, count: 16)) bg \(ColorMapping.ansi(colours.background, count: 16)) attrs \(style.attributes(in: .palette16).rawValue)"
                if letters[key] == nil {
                    letters[key] = letters.count < alphabet.count ? alphabet[letters.count] : "?"
                    legend.append("\(letters[key]!) \(key)")
                }
                line.append(letters[key]!)
            }
            lines.append(line)
        }
        return (lines + [""] + legend).joined(separator: "\n")
    }

    /// Three rows of drag (1.5 rows of pull in a list 18 rows high): the bar half full.
    @Test func pulledHalfWay() {
        let harness = DemoHarness()
        harness.run(timed: Self.pull(3, release: false))
        let frame = harness.frame(at: 1)
        #expect(frame.text.contains("██── Fetching stories…"), "16 of the bar's 32 eighths")
        assertSnapshot(of: frame.text, as: .lines, named: "text")
        assertSnapshot(of: frame.screen.styleMap, as: .lines, named: "truecolor")
        assertSnapshot(of: Self.sixteenColourMap(frame.screen), as: .lines, named: "16")
    }

    /// Twelve rows of drag, released: refreshing, the spinner turning beside the title, the
    /// first story a row down; traced once.
    @Test func refreshing() {
        let harness = DemoHarness()
        harness.run(timed: Self.pull(12, release: true))
        let frame = harness.frame(at: 1.6)
        assertSnapshot(of: frame.text, as: .lines, named: "text")
        assertSnapshot(of: frame.screen.styleMap, as: .lines, named: "truecolor")
        assertSnapshot(of: Self.sixteenColourMap(frame.screen), as: .lines, named: "16")
        #expect(harness.traceLines.filter { $0.contains(#""event":"refresh""#) }.count == 2, "began, then ended")
    }

    /// Ctrl-R fetches: a second later the first new story is first, the selection still on
    /// Momotarō (now the second row); after the pool's three, the card says "Up to date" and
    /// nothing is added.
    @Test func controlRBringsTheNextStoryThenUpToDate() {
        let harness = DemoHarness()
        let keys: [InputScript.Timed] = (0..<4).map { (0.5 + 3 * Double($0), .key(.control("r"))) }
        harness.run(timed: keys + [(14, .key(.character("?"))), (14.1, .key(.escape))])
        let list = harness.app.storyList
        #expect(list.stories.prefix(4).map(\.title) == ["Kitsune no Yomeiri", "Chikara Tarō", "Hachikazuki", "Momotarō"])
        #expect(list.stories.count == Story.all.count + 3 && list.pool.isEmpty)
        #expect(list.note == "Up to date")
        #expect(list.stories[list.selectedIndex].title == "Momotarō")
        let refreshes = harness.traceLines.filter { $0.contains(#""event":"refresh""#) }
        #expect(refreshes.count == 8)
        #expect(harness.screen.contains("Up to date") && harness.screen.contains("Kitsune no Yomeiri"))
    }
}
