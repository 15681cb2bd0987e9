import KamishibaiCanvas
import KamishibaiDemo
import KamishibaiNcurses
import KamishibaiTesting
import KamishibaiUI
import Testing

/// Real ncurses, writing into memory: what a terminal would receive.
/// ncurses keeps one current screen per process, so these run one at a time.
@Suite(.serialized) struct MemoryScreenTests {
    /// Runs the demo with `events` through ncurses in `mode` and returns the bytes written.
    func render(_ events: [(Double, InputEvent)], mode: ColorMode, columns: Int = 80, rows: Int = 24) -> (MemoryScreen, [UInt8]) {
        let script = HeadlessTerminal(columns: columns, rows: rows)
        for (time, event) in events { script.send(event, at: time) }
        let screen = MemoryScreen(script: script, mode: mode)!
        let app = DemoApp(WindowSetup(terminal: script, trace: .disabled(clock: script.clock)))
        EventLoop(terminal: screen, application: app).run()
        return (screen, screen.output)
    }

    func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }

    @Test func framesAreCountedAndOnlyChangesWritten() {
        let (screen, bytes) = render([(0.5, .key(.down))], mode: .palette256)
        #expect(screen.frames.count == 2)
        #expect(screen.frames[0].changedCells == 80 * 24)
        #expect(screen.frames[1].changedCells < 80 * 24 / 4, "moving the selection repaints two stories, not the screen")
        #expect(screen.frames[1].bytes < screen.frames[0].bytes / 4)
        #expect(contains(bytes, "Momotar"))
    }

    @Test func dimmingIsTheDimAttributeIn16Colours() {
        // Esc at 1 s: the sheet is at rest over a fully dimmed backdrop until then.
        let (_, bytes) = render([(0.1, .key(.enter))], mode: .palette16)
        #expect(contains(bytes, "\u{1B}[2m") || contains(bytes, ";2m"), "SGR 2 (dim) for the dimmed backdrop")
    }

    @Test func noColorUsesAttributesOnly() {
        let (_, bytes) = render([(0.1, .key(.enter))], mode: .none)
        #expect(!contains(bytes, "\u{1B}[38;5;") && !contains(bytes, "\u{1B}[48;5;"), "no colour at all")
        #expect(contains(bytes, "\u{1B}[7m") || contains(bytes, ";7m"), "the selected row in reverse video")
    }

    @Test func the256ColourPaletteIsUsedWhenAsked() {
        let (_, bytes) = render([], mode: .palette256)
        #expect(contains(bytes, "\u{1B}[38;5;") || contains(bytes, "\u{1B}[48;5;"))
    }
}

/// An app that draws untrusted text.
final class HostileTextApp: Application {
    var isFinished = false
    func handle(_ event: InputEvent) { isFinished = true }
    func advance() {}
    func nextWake() -> Wake { .idle }
    func render(into canvas: inout Canvas) {
        let style = Style(foreground: .white, background: .black)
        canvas.write("title\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[?1049l\u{9B}31mred\r\nnext", x: 0, y: 0, style: style)
        canvas.fill(CellRect(x: 0, y: 1, width: 5, height: 1), with: "\u{1B}", style: style)
    }
}

extension MemoryScreenTests {
    @Test func untrustedTextNeverReachesTheTerminalAsControls() {
        let script = HeadlessTerminal(columns: 60, rows: 3)
        script.send(.key(.character("q")), at: 1)
        let screen = MemoryScreen(script: script, mode: .palette256)!
        EventLoop(terminal: screen, application: HostileTextApp()).run()
        let bytes = screen.output
        #expect(contains(bytes, "title"))
        #expect(!contains(bytes, "\u{1B}]0;pwned"), "no title-setting OSC")
        #expect(!bytes.contains(0x07), "no bell")
        #expect(!contains(bytes, "\u{1B}[?1049l"), "the text cannot leave the alternate screen")
        #expect(!contains(bytes, "\u{C2}\u{9B}") && !bytes.contains(0x9B), "no C1 CSI")
        // Each control character shows as one U+FFFD; the rest of the text stays visible.
        #expect(contains(bytes, "title\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J\u{FFFD}[?1049l\u{FFFD}31mred\u{FFFD}\u{FFFD}next"))
    }
}
