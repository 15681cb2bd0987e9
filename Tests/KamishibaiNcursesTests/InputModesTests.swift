import KamishibaiTerminal
import Testing

@testable import KamishibaiNcurses

/// The input modes written on start, `fg` and every way out: today's exactly where the probe
/// found nothing, and the features after them on, before them off, where it found some.
@Suite struct InputModesTests {
    static let mouseOn = "\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?1004h"
    static let mouseOff = "\u{1B}[?2004l\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

    @Test func nothingFoundIsTodaysModes() {
        for features in [nil, TerminalFeatures()] {
            #expect(InputModes.sequence(on: true, mouse: true, features: features) == Self.mouseOn)
            #expect(InputModes.sequence(on: false, mouse: true, features: features) == Self.mouseOff)
            #expect(InputModes.sequence(on: true, mouse: false, features: features) == "\u{1B}[?2004h")
        }
    }

    /// SGR-Pixels after SGR (1006), which it refines; the keyboard protocol pushed last and
    /// popped first.
    @Test func featuresComeAfterOnAndBeforeOff() {
        var features = TerminalFeatures()
        features.pixelMouse = true
        features.cellSize = CellSize(width: 8, height: 16)
        features.keyboardFlags = 0
        #expect(InputModes.sequence(on: true, mouse: true, features: features) == Self.mouseOn + "\u{1B}[?1016h\u{1B}[>3u")
        #expect(InputModes.sequence(on: false, mouse: true, features: features) == "\u{1B}[?1016l\u{1B}[<u" + Self.mouseOff)
        features.disabled = [.pixelMouse]
        #expect(InputModes.sequence(on: false, mouse: false, features: features) == "\u{1B}[<u\u{1B}[?2004l")
    }
}
