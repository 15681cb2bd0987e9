/// A menu as the rows it shows: its elements in order, an inline menu's among them between
/// separators (never two in a row, none first or last), and which of them can be chosen.
struct MenuRows {
    enum Row {
        case item(MenuElement)
        case separator
    }

    let rows: [Row]

    init(_ menu: Menu) {
        var rows: [Row] = []
        Self.append(menu.children, to: &rows)
        while case .separator? = rows.last { rows.removeLast() }
        self.rows = rows
    }

    private static func append(_ elements: [MenuElement], to rows: inout [Row]) {
        for element in elements {
            if let group = element as? Menu, group.options.contains(.displayInline) {
                separate(&rows)
                append(group.children, to: &rows)
                separate(&rows)
            } else {
                rows.append(.item(element))
            }
        }
    }

    private static func separate(_ rows: inout [Row]) {
        guard let last = rows.last, case .item = last else { return }
        rows.append(.separator)
    }

    var count: Int { rows.count }

    func element(at index: Int) -> MenuElement? {
        guard rows.indices.contains(index), case .item(let element) = rows[index] else { return nil }
        return element
    }

    /// Whether the row is an item that can be chosen: not a separator, not disabled.
    func isSelectable(_ index: Int) -> Bool {
        guard let element = element(at: index) else { return false }
        return !((element as? MenuAction)?.attributes.contains(.disabled) ?? false)
    }

    /// The first selectable row.
    var first: Int? { rows.indices.first(where: isSelectable) }

    /// The next selectable row from `index` by `step` (±1), none past either end.
    func next(from index: Int?, by step: Int) -> Int? {
        guard let index else { return step > 0 ? first : rows.indices.last(where: isSelectable) }
        return stride(from: index + step, to: step > 0 ? rows.count : -1, by: step).first(where: isSelectable)
    }

    /// The next selectable row after `index` whose title begins with `character` (ignoring
    /// case), going round to the top: typing the same letter again steps through them.
    func next(startingWith character: Character, after index: Int?) -> Int? {
        let letter = String(character).lowercased()
        let start = (index ?? -1) + 1
        let order = Array(start..<rows.count) + Array(0..<min(start, rows.count))
        return order.first { isSelectable($0) && element(at: $0)?.title.lowercased().hasPrefix(letter) == true }
    }
}
