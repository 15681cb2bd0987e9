import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// The library help card and the footer filled from the responder chain: a list in a
/// half-height sheet of an 80×24 window, the card and the bar in the root screen's view.
@Suite struct KeyCommandHelpViewTests {
    final class Sheet: ViewController {
        override var keyCommands: [KeyCommand] {
            [
                KeyCommand(input: .character("r"), title: "Reply", discoverabilityTitle: "Reply to the sender") {},
                KeyCommand(input: .character("j"), performing: .down),
            ]
        }
    }

    final class Harness {
        let clock = ManualClock()
        let window: Window
        let list = ListView()
        let rows = CountingRows(100)
        let sheet: Sheet
        let help = KeyCommandHelpView()
        let bar = KeyCommandBar()

        init() {
            window = Window(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock))
            sheet = Sheet(name: "message", view: list)
            list.dataSource = rows
            let delegate = StyledTransitioningDelegate(style: .sheet)
            delegate.detents = [.medium]
            sheet.transitioningDelegate = delegate
            window.rootViewController.view.addSubview(help)
            window.rootViewController.view.addSubview(bar)
            window.rootViewController.present(sheet, animated: false)
        }

        func render(_ view: View, columns: Int, rows: Int) -> [String] {
            view.frame = Rect(x: 0, y: 0, width: Double(columns), height: Double(rows))
            var context = DrawContext(canvas: Canvas(columns: columns, rows: rows, fill: Style(foreground: .white, background: .black)))
            view.render(in: &context)
            return (0..<rows).map { context.canvas.line($0) }
        }
    }

    /// Opening help with a list in front lists ↑ ↓ PgUp PgDn from the list's key commands,
    /// under the list; the screen's commands by their discoverability titles, aliases left out;
    /// the presentation's Esc with the screen.
    @Test func helpListsTheListsKeysFromItsKeyCommands() {
        let h = Harness()
        h.help.reloadKeyCommands()
        let sections = Dictionary(h.help.sections.map { ($0.title, $0.items) }) { first, _ in first }
        let list = sections["list"] ?? []
        for (key, title) in [("↑", "Previous row"), ("↓", "Next row"), ("PgUp", "Page up"), ("PgDn", "Page down")] {
            #expect(list.contains(KeyCommandBar.Item(key, title)), "\(key)")
        }
        #expect(sections["message"]?.contains(KeyCommandBar.Item("r", "Reply to the sender")) == true)
        #expect(sections["message"]?.contains(KeyCommandBar.Item("Esc", "Close")) == true)
        #expect(!h.help.sections.flatMap(\.items).contains { $0.key == "j" }, "a hidden alias is left out")
        let text = h.render(h.help, columns: 40, rows: 40).joined(separator: "\n")
        for key in ["↑", "↓", "PgUp", "PgDn"] { #expect(text.contains(key)) }
    }

    /// Too narrow, a line is cut with …; too short, the last row says … and the offset scrolls.
    @Test func itFitsTheWidthAndCutsTheHeight() {
        let h = Harness()
        h.help.reloadKeyCommands()
        h.help.additionalSections = [.init(title: "Mouse", items: [KeyCommandBar.Item("wheel", "scroll the list")])]
        let short = h.render(h.help, columns: 16, rows: 4)
        #expect(short[3].hasPrefix(" …"))
        #expect(short.allSatisfy { $0.count == 16 })
        let all = h.help.intrinsicContentSize.height
        h.help.scrollOffset = 1000
        let end = h.render(h.help, columns: 40, rows: 4)
        #expect(all > 4 && end.last?.contains("scroll the list") == true, "scrolled to the app's own section at the end")
    }

    /// A bar showing the chain's commands follows the chain as it is drawn: Enter appears once
    /// a row is selected.
    @Test func aBarShowsTheAvailableKeyCommandsWhenDrawn() {
        let h = Harness()
        h.bar.showsAvailableKeyCommands = true
        #expect(!h.render(h.bar, columns: 200, rows: 1)[0].contains("Enter Open"))
        #expect(h.render(h.bar, columns: 200, rows: 1)[0].contains("↓ Next row"))
        h.window.handle(.key(.down))
        #expect(h.render(h.bar, columns: 200, rows: 1)[0].contains("Open"))
    }
}
