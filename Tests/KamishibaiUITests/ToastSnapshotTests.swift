import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// Toasts as the headless terminal shows them through the event loop: over a presented sheet,
/// stacked at the top, the action at the right; and the screen without them once they are gone,
/// the loop idle after.
@Suite struct ToastSnapshotTests {
    /// A 50×14 window presenting a large sheet of text, and toasts shown at 1 s and 2 s.
    static func run() -> HeadlessTerminal {
        let terminal = HeadlessTerminal(columns: 50, rows: 14, endOfTime: 60)
        let window = Window(WindowSetup(terminal: terminal, trace: .disabled(clock: terminal.clock)))
        let sheet = ViewController(name: "sheet", view: Label("Under the toasts"))
        let surface = Style(foreground: .white, background: RGB(30, 30, 60))
        sheet.sheetPresentation(detents: [.large], chrome: SheetChrome(surface: surface, border: surface, grabber: surface))
        window.rootViewController.present(sheet, animated: false)
        window.timers.schedule(at: 1) { window.toasts.show(Toast("Saved to the archive", title: "Note")) }
        window.timers.schedule(at: 2) {
            window.toasts.show(Toast("Moved to the bin", action: ToastAction(title: "Undo", key: .character("u")) { _ in }))
        }
        EventLoop(terminal: terminal, application: window).run()
        return terminal
    }

    /// The screen as it was at `time`: the last frame drawn by then.
    static func screen(_ terminal: HeadlessTerminal, at time: Double) -> [String] {
        WidgetTesting.rows(of: terminal.frames.last { $0.time <= time }?.screen ?? terminal.screen)
    }

    @Test func stackedOverASheetThenGone() {
        let terminal = Self.run()
        #expect(
            Self.screen(terminal, at: 3) == [
                "",
                "           ╭──────────────────────────╮",
                "▗          │ Moved to the bin  u Undo │          ▖",
                "│          ╰──────────────────────────╯          │",
                "│            ╭──────────────────────╮            │",
                "│            │ Note                 │            │",
                "│            │ Saved to the archive │            │",
                "Under the toa╰──────────────────────╯            │",
                "│                                                │",
                "│                                                │",
                "│                                                │",
                "│                                                │",
                "│                                                │",
                "│                                                │",
            ])
        // Both gone by 7.2 s: the sheet alone, and the loop waits for input with no deadline.
        let end = Self.screen(terminal, at: 60).joined()
        #expect(end.contains("Under the toasts") && !end.contains("Undo") && !end.contains("archive"))
        #expect(terminal.waits.last == .some(nil))
    }
}
