/// Draws one toast: a rounded box with its title, its message wrapped, and its action's key
/// and title at the right of the first row.
final class ToastView: View {
    let toast: Toast
    let appearance: Toasts.Appearance

    /// The narrowest and widest a toast is drawn, in columns, the border included.
    static let widthRange = 24.0...60.0

    init(_ toast: Toast, appearance: Toasts.Appearance) {
        self.toast = toast
        self.appearance = appearance
        super.init()
    }

    override var traceName: String { "Toast" }

    /// The action as drawn: its key's name, a space, its title.
    private var actionText: String? {
        guard let action = toast.action else { return nil }
        return (action.key.map { $0.displayName + " " } ?? "") + action.title
    }

    /// The columns kept at the right of every row for the action, its gap included.
    private var actionColumns: Int { actionText.map { CharacterWidth.of($0) + 2 } ?? 0 }

    /// The message's lines at a toast `width` wide: at most `Toast.maximumMessageLines`, the
    /// last cut with `…` where more would follow.
    private func messageLines(width: Int) -> [String] {
        let lines = TextWrap.lines(toast.message, width: max(1, width - 4 - actionColumns))
        guard lines.count > Toast.maximumMessageLines else { return lines.isEmpty ? [""] : lines }
        var kept = Array(lines.prefix(Toast.maximumMessageLines))
        kept[kept.count - 1] += " …"
        return kept
    }

    /// The size the toast takes at most `maxWidth` columns wide: its text's width within
    /// `widthRange`, and as many rows as its title and message need between its borders.
    override func sizeThatFits(_ size: Size) -> Size {
        let texts = [toast.title ?? ""] + toast.message.split(whereSeparator: \.isNewline).map(String.init)
        let natural = Double((texts.map(CharacterWidth.of).max() ?? 0) + 4 + actionColumns)
        let width = min(size.width, min(max(natural, Self.widthRange.lowerBound), Self.widthRange.upperBound)).rounded(.down)
        let rows = (toast.title == nil ? 0 : 1) + messageLines(width: Int(width)).count
        return Size(width: width, height: Double(rows + 2))
    }

    override func draw(in context: inout DrawContext) {
        let box = context.bounds
        let a = appearance
        context.drawBox(box, style: a.border, fill: a.surface)
        var y = 1
        let textWidth = box.width - 4 - actionColumns
        if let title = toast.title {
            context.write(title, x: 2, y: y, style: a.title, maxWidth: textWidth)
            y += 1
        }
        for line in messageLines(width: box.width) {
            context.write(line, x: 2, y: y, style: a.message, maxWidth: textWidth)
            y += 1
        }
        if let action = toast.action, let text = actionText {
            let x = box.width - 2 - CharacterWidth.of(text)
            let keyWidth = action.key.map { context.write($0.displayName, x: x, y: 1, style: a.actionKey) + 1 } ?? 0
            context.write(action.title, x: x + keyWidth, y: 1, style: a.action)
        }
    }
}
