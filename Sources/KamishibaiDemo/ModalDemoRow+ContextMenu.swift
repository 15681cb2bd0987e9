import KamishibaiUI

extension ModalDemoRow {
    /// A context menu opened on the row, below it, as the Menu key opens one: a Present ▸
    /// submenu of the other rows (choosing one presents it, once the menu has gone), a
    /// checked item, a disabled one and a destructive one that each say what they did.
    static var contextMenu: ModalDemoRow {
        ModalDemoRow(title: "Context menu", detail: "ContextMenuInteraction: Present ▸, a checkmark, disabled and destructive items") {
            screen, _ in
            screen.presentMenu(rowMenu(on: screen), from: screen.listView)
        }
    }

    /// The Context menu row's menu, on the Modals screen.
    private static func rowMenu(on screen: ModalsViewController) -> Menu {
        let others = screen.rows.indices.filter { screen.rows[$0].title != "Context menu" }
        return Menu(children: [
            Menu(
                title: "Present", image: "▶",
                children: others.map { [weak screen] index in
                    MenuAction(title: screen?.rows[index].title ?? "") { _ in screen?.presentRow(index) }
                }),
            MenuAction(title: "Animated", image: "★", state: .on) { _ in },
            MenuAction(title: "Undo", attributes: .disabled) { _ in },
            Menu(options: .displayInline, children: [MenuAction(title: "Close", image: "✕", attributes: .destructive) { _ in }]),
        ])
    }
}
