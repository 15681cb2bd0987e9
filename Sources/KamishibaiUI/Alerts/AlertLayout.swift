import KamishibaiCanvas

/// Where each part of an alert lies at a width, in cells of its view: the boxes drawn, the
/// title and message, the text fields, and each action's button. An `.alert` is one box: the
/// text, the fields, a separator, then the buttons — side by side when there are two and both
/// fit, otherwise stacked with the cancel action last (UIKit's order). An `.actionSheet` is a
/// box of the text and the other actions, and, a row of backdrop below it, a box of its own for
/// the cancel action.
struct AlertLayout: Equatable {
    /// One button: the index of its action in the alert's `actions`, and its cells.
    struct Place: Equatable {
        let action: Int
        let rect: CellRect
    }

    private(set) var width: Int
    private(set) var height = 0
    private(set) var boxes: [CellRect] = []
    private(set) var title: CellRect?
    private(set) var message: CellRect?
    private(set) var fields: [CellRect] = []
    /// Rows with a separator across the first box (above the buttons).
    private(set) var separators: [Int] = []
    /// The column dividing two buttons side by side.
    private(set) var divider: Int?
    private(set) var buttons: [Place] = []

    /// What the layout is made from: the rows the title and the message take at a width, the
    /// number of text fields, and each action's style and title width.
    struct Content {
        var titleRows: (Int) -> Int
        var messageRows: (Int) -> Int
        var fieldCount: Int
        var actions: [(style: AlertAction.Style, width: Int)]
    }

    /// Columns between the box's border and the text on either side.
    static let textInset = 3

    init(_ content: Content, style: AlertController.Style, width: Int) {
        self.width = max(width, 4)
        switch style {
        case .alert: layOutAlert(content)
        case .actionSheet: layOutActionSheet(content)
        }
    }

    /// The order the buttons stand in: the cancel action last, or first when two stand side by
    /// side (left, as UIKit puts it).
    static func order(_ actions: [(style: AlertAction.Style, width: Int)], sideBySide: Bool) -> [Int] {
        let indices = Array(actions.indices)
        let cancel = indices.filter { actions[$0].style == .cancel }
        let others = indices.filter { actions[$0].style != .cancel }
        return sideBySide ? cancel + others : others + cancel
    }

    /// Whether two buttons stand side by side at `width`: there are two, and each title fits
    /// in its half with two spaces either side.
    static func sideBySide(_ actions: [(style: AlertAction.Style, width: Int)], width: Int) -> Bool {
        actions.count == 2 && actions.allSatisfy { $0.width + 4 <= (width - 3) / 2 }
    }

    private var textWidth: Int { max(width - 2 * Self.textInset, 1) }

    /// The title and message at the text's width, from row `y`; returns the row after them.
    private mutating func layOutText(_ content: Content, from y: Int) -> Int {
        var y = y
        let titleRows = content.titleRows(textWidth)
        if titleRows > 0 {
            title = CellRect(x: Self.textInset, y: y, width: textWidth, height: titleRows)
            y += titleRows
        }
        let messageRows = content.messageRows(textWidth)
        if messageRows > 0 {
            message = CellRect(x: Self.textInset, y: y, width: textWidth, height: messageRows)
            y += messageRows
        }
        return y
    }

    private mutating func layOutAlert(_ content: Content) {
        var y = 1
        let hasHeader = content.titleRows(textWidth) + content.messageRows(textWidth) + content.fieldCount > 0
        if hasHeader {
            y = layOutText(content, from: y + 1)
            if content.fieldCount > 0 {
                y += 1
                for _ in 0..<content.fieldCount {
                    fields.append(CellRect(x: Self.textInset, y: y, width: textWidth, height: 1))
                    y += 1
                }
            }
            y += 1
        }
        if !content.actions.isEmpty {
            if hasHeader {
                separators.append(y)
                y += 1
            }
            let sideBySide = Self.sideBySide(content.actions, width: width)
            let order = Self.order(content.actions, sideBySide: sideBySide)
            if sideBySide {
                let middle = width / 2
                divider = middle
                buttons = [
                    Place(action: order[0], rect: CellRect(x: 1, y: y, width: middle - 1, height: 1)),
                    Place(action: order[1], rect: CellRect(x: middle + 1, y: y, width: width - middle - 2, height: 1)),
                ]
                y += 1
            } else {
                for action in order {
                    buttons.append(Place(action: action, rect: CellRect(x: 1, y: y, width: width - 2, height: 1)))
                    y += 1
                }
            }
        }
        height = y + 1
        boxes = [CellRect(x: 0, y: 0, width: width, height: height)]
    }

    private mutating func layOutActionSheet(_ content: Content) {
        let order = Self.order(content.actions, sideBySide: false)
        let others = order.filter { content.actions[$0].style != .cancel }
        let cancel = order.filter { content.actions[$0].style == .cancel }
        var y = 1
        let textEnd = layOutText(content, from: y)
        if textEnd > y, !others.isEmpty {
            separators.append(textEnd)
            y = textEnd + 1
        } else {
            y = textEnd
        }
        for action in others {
            buttons.append(Place(action: action, rect: CellRect(x: 1, y: y, width: width - 2, height: 1)))
            y += 1
        }
        if y > 1 {
            boxes.append(CellRect(x: 0, y: 0, width: width, height: y + 1))
            y += 2
        } else {
            y = 0
        }
        for action in cancel {
            boxes.append(CellRect(x: 0, y: y, width: width, height: 3))
            buttons.append(Place(action: action, rect: CellRect(x: 1, y: y + 1, width: width - 2, height: 1)))
            y += 4
        }
        height = max(y - 1, 0)
    }
}
