import KamishibaiUI

/// The Modals tab: a list with a row for each kind of modal presentation the library has;
/// Enter or a click on a row presents it from this screen.
final class ModalsViewController: ViewController {
    let rows: [ModalDemoRow]
    let listView = ListView()

    init(rows: [ModalDemoRow] = ModalDemoRow.all) {
        self.rows = rows
        super.init(name: ScreenName(DemoTab.modals.rawValue), view: ModalsView(listView: listView))
        title = DemoTab.modals.title
        listView.useDemoRows()
        listView.dataSource = self
        listView.delegate = self
        listView.selectRow(0, animated: false, scrollPosition: .none)
    }

    /// Presents row `index`'s modal, pointing at the row.
    func presentRow(_ index: Int) {
        guard rows.indices.contains(index), presentedViewController == nil else { return }
        let list = listView.frameInRoot, origin = listView.boundsOrigin
        rows[index].present(self, listView.rectForRow(index).offsetBy(dx: list.minX - origin.x, dy: list.minY - origin.y))
    }

    /// The tab's keys: the list answers the arrows, pages, Home, End and Enter itself (its key
    /// commands).
    static var keyLines: [KeyLine<ListView>] {
        [
            KeyLine(
                "↑↓", "choose a kind of modal (PgUp PgDn Home End too)", footer: KeyHint("↑↓", "select"),
                elsewhere: [.up, .down, .pageUp, .pageDown, .home, .end]),
            KeyLine("Enter, click", "present it", footer: KeyHint("⏎", "present"), elsewhere: [.enter]),
        ]
    }
}

extension ModalsViewController: ListViewTextDataSource, ListViewDelegate {
    func numberOfRows(in listView: ListView) -> Int { rows.count }

    func listView(_ listView: ListView, rowAt row: Int) -> ListRow {
        ListRow(rows[row].title, detail: rows[row].detail)
    }

    func listView(_ listView: ListView, performPrimaryActionForRowAt row: Int) { presentRow(row) }
}

/// The Modals tab's card around its list, a cell in from the edges as the story list's.
final class ModalsView: View {
    let listView: ListView

    init(listView: ListView) {
        self.listView = listView
        super.init()
        addSubview(listView)
    }

    override func layoutSubviews() {
        listView.frame = bounds.inset(by: Insets(all: 2))
    }

    override func draw(in context: inout DrawContext) {
        let card = context.bounds
        guard card.width > 2, card.height > 2 else { return }
        context.drawBox(
            CellRect(x: card.x + 1, y: card.y + 1, width: card.width - 2, height: card.height - 2), style: Theme.frame, fill: Theme.body,
            title: "Modals", titleStyle: Theme.frameTitle)
    }
}
