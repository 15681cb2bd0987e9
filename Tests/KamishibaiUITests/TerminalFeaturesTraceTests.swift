import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// The `terminalFeatures` line: what the terminal answered, in the order docs/ARCHITECTURE.md
/// lists; what it did not answer is left out, and what the program turned off is named.
@Suite struct TerminalFeaturesTraceTests {
    @Test(arguments: [
        (
            nil,
            #""event":"terminalFeatures","pixelMouse":false,"keyReleases":false,"sixel":false,"kittyGraphics":false,"disabled":[],"#
                + #""repeatsMultibyte":false}"#
        ),
        (
            "kitty(0.40.1)",
            #""event":"terminalFeatures","terminal":"kitty(0.40.1)","pixelMouse":true,"cellSize":[9,18],"keyboardFlags":0,"#
                + #""keyReleases":false,"sixel":false,"kittyGraphics":true,"disabled":["key-releases","graphics"],"#
                + #""repeatsMultibyte":true}"#
        ),
    ])
    func theLineSaysWhatWasFound(terminal: String?, line: String) {
        var features = TerminalFeatures()
        if let terminal {
            features.terminal = terminal
            features.pixelMouse = true
            features.cellSize = CellSize(width: 9, height: 18)
            features.keyboardFlags = 0
            features.kittyGraphics = true
            features.disabled = [.graphics, .keyReleases]
        }
        var lines: [String] = []
        let trace = Trace(clock: ManualClock(now: 2)) { lines.append(String($0.dropFirst(#"{"t":2,"#.count))) }
        trace.record(.terminalFeatures(features))
        #expect(lines == [line])
    }
}
