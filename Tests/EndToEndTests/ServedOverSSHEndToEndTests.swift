import Foundation
import Testing

/// Served where the environment says nothing of the terminal: tmux without `TMUX` (as over SSH,
/// under `sudo`), and through a real OpenSSH server. Every box border is whole, since REP of a
/// box line is only sent where the terminal's answers say it repeats one (decision 131).
@Suite("Served over SSH, end to end")
struct ServedOverSSHEndToEndTests {
    /// Inside tmux with `TMUX` unset and `TERM=xterm-256color`, as a shell reached over SSH
    /// from inside tmux sees it: the probe's answers (`tmux 3.3a`, DA2 84) decide plain
    /// characters, and the list's card and a story's sheet are drawn whole.
    @Test func inTmuxWithoutItsVariablesEveryBorderIsWhole() throws {
        let binary = try kamishibaiBinary()
        let tmux = try TmuxSession(columns: 100, rows: 30) { directory in
            ["env", "-u", "TMUX", "-u", "TMUX_PANE", "TERM=xterm-256color", binary, "--trace", TraceFile(in: directory).path]
        }
        try tmux.waitForList()
        let features = try tmux.trace.waitForEvent(.terminalFeatures)
        guard case .terminalFeatures(let found) = features.event else { throw EndToEndError("not terminalFeatures: \(features)") }
        #expect(found.terminal?.hasPrefix("tmux ") == true && found.repeatsMultibyte == false, "\(found)")
        let list = try tmux.waitForScreen("the main list's footer") { footer($0).contains("q quit") }
        expectWholeBorders(list)
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        let sheet = try tmux.waitForScreen("the sheet at rest") { sheetAtRest($0, columns: 100, row: 14) }
        expectWholeBorders(sheet)
    }
}

/// Every box on `screen` is whole: each top corner `╭` has its `╮` on the same row with a side
/// (`│`, or a scroll indicator's `┃`) under both, each bottom corner `╰` its `╯` with one above both, and between two corners only
/// `─` but for one title. A REP the terminal dropped leaves the far corner early
/// (`╭─ Stories ─╮` and nothing after) and the sides under it elsewhere.
func expectWholeBorders(_ screen: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = rows(screen).map { Array($0) }
    var boxes = 0
    for (row, line) in lines.enumerated() {
        for (left, right, step) in [("╭", "╮", 1), ("╰", "╯", -1)] {
            var start = line.startIndex
            while let open = line[start...].firstIndex(of: Character(left)) {
                let close = line[open...].firstIndex(of: Character(right))
                let side = lines.indices.contains(row + step) ? lines[row + step] : []
                let sides = close.map { side.indices.contains($0) && "│┃".contains(side[open]) && "│┃".contains(side[$0]) } ?? false
                let between = close.map { String(line[(open + 1)..<$0]) } ?? ""
                let titles = between.split(separator: "─").count
                #expect(
                    close != nil && sides && titles <= 1, "a broken border on row \(row):\n\(screen)", sourceLocation: sourceLocation)
                boxes += 1
                start = (close ?? open) + 1
            }
        }
    }
    #expect(boxes >= 2, "no box on the screen:\n\(screen)", sourceLocation: sourceLocation)
}
