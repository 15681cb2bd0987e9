import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

@testable import KamishibaiUI

/// What a context menu draws on the headless terminal, through the event loop: the box beside
/// the pointer, the checkmark and images, the disabled and destructive items, a separator,
/// the selection, a submenu beside its row, and the dimmed backdrop under a preview.
@Suite struct ContextMenuSnapshotTests {
    final class Menus: ContextMenuInteractionDelegate {
        var withPreview = false

        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
        ) -> ContextMenuConfiguration? {
            ContextMenuConfiguration(previewProvider: withPreview ? { nil } : nil) { _ in
                Menu(children: [
                    MenuAction(title: "Open", image: "▶") { _ in },
                    Menu(title: "Share", image: "⇪", children: [MenuAction(title: "Copy link") { _ in }]),
                    MenuAction(title: "Favourite", image: "★", state: .on) { _ in },
                    MenuAction(title: "Print", image: "⎙", attributes: .disabled) { _ in },
                    Menu(options: .displayInline, children: [MenuAction(title: "Delete", image: "✕", attributes: .destructive) { _ in }]),
                ])
            }
        }
    }

    /// A 40×12 window in grey whose root view has a label at (1, 1) with the interaction,
    /// after `events`; the screen it ends with.
    static func screen(preview: Bool = false, events: [InputEvent]) -> Canvas {
        let terminal = HeadlessTerminal(columns: 40, rows: 12)
        let window = Window(WindowSetup(terminal: terminal, trace: .disabled(clock: terminal.clock)))
        window.rootView.background = Style(foreground: .white, background: RGB(100, 100, 100))
        let label = Label("Right-click me")
        label.frame = Rect(x: 1, y: 1, width: 14, height: 1)
        window.rootView.addSubview(label)
        let menus = Menus()
        menus.withPreview = preview
        window.rootViewController.addInteraction(ContextMenuInteraction(view: label, delegate: menus))
        for (index, event) in events.enumerated() { terminal.send(event, at: 1 + Double(index)) }
        EventLoop(terminal: terminal, application: window).run()
        return terminal.screen
    }

    static let rightClick = InputEvent.mouse(MouseEvent(.press(.right), column: 3, row: 1))

    /// Its top-left corner one column right of the clicked cell (column 3, row 1).
    @Test func theMenuBesideThePointer() {
        let screen = Self.screen(events: [Self.rightClick, .key(.down), .key(.down)])
        #expect(
            WidgetTesting.rows(of: screen) == [
                "",
                " Rig╭─────────────────╮",
                "    │   ▶ Open        │",
                "    │   ⇪ Share     ▸ │",
                "    │ ✓ ★ Favourite   │",
                "    │   ⎙ Print       │",
                "    ├─────────────────┤",
                "    │   ✕ Delete      │",
                "    ╰─────────────────╯",
                "", "", "",
            ])
        #expect(screen[8, 4].style == MenuView.selected, "Favourite is selected")
        #expect(screen[8, 5].style == MenuView.disabled)
        #expect(screen[8, 7].style == MenuView.destructive)
        #expect(screen[8, 2].style == MenuView.item)
        #expect(screen[4, 1].style == MenuView.border)
    }

    @Test func aSubmenuBesideItsRow() {
        let screen = Self.screen(events: [Self.rightClick, .key(.down), .key(.right)])
        #expect(
            WidgetTesting.rows(of: screen)[1...4] == [
                " Rig╭─────────────────╮",
                "    │   ▶ Open        │╭─────────────╮",
                "    │   ⇪ Share     ▸ ││   Copy link │",
                "    │ ✓ ★ Favourite   │╰─────────────╯",
            ])
    }

    @Test func aPreviewIsLiftedAboveTheDimmedBackdrop() {
        let plain = Self.screen(events: [])
        let screen = Self.screen(preview: true, events: [Self.rightClick])
        #expect(screen[1, 1] == plain[1, 1], "the label is drawn undimmed")
        #expect(screen[30, 10].style.background != plain[30, 10].style.background, "the backdrop is dimmed")
    }
}
