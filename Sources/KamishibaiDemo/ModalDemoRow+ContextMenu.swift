import KamishibaiUI

extension ModalDemoRow {
    /// A context menu opened on the row, below it, as the Menu key opens one: a Present ▸
    /// submenu of the other rows (choosing one presents it, once the menu has gone), a
    /// checked item, a disabled one and a destructive one that each say what they did.
    static var contextMenu: ModalDemoRow {
        ModalDemoRow(title: "Context menu", detail: "ContextMenuInteraction: Present ▸, a checkmark, disabled and destructive items") {
            screen, _ in
            // The interaction asks its delegate at once, so it lives only for the call.
            let menu = RowMenu(screen: screen)
            let interaction = ContextMenuInteraction(view: screen.listView, delegate: menu)
            screen.addInteraction(interaction)
            interaction.presentMenu()
            screen.removeInteraction(interaction)
        }
    }
}

/// The Context menu row's menu, on the Modals screen.
private final class RowMenu: ContextMenuInteractionDelegate {
    private weak var screen: ModalsViewController?

    init(screen: ModalsViewController) {
        self.screen = screen
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration? {
        guard let screen else { return nil }
        let others = screen.rows.indices.filter { screen.rows[$0].title != "Context menu" }
        return ContextMenuConfiguration { [weak screen] _ in
            Menu(children: [
                Menu(
                    title: "Present", image: "▶",
                    children: others.map { index in
                        MenuAction(title: screen?.rows[index].title ?? "") { _ in screen?.presentRow(index) }
                    }),
                MenuAction(title: "Animated", image: "★", state: .on) { _ in },
                MenuAction(title: "Undo", attributes: .disabled) { _ in },
                Menu(options: .displayInline, children: [MenuAction(title: "Close", image: "✕", attributes: .destructive) { _ in }]),
            ])
        }
    }
}
