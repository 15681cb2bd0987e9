import KamishibaiUI

/// `?`: a card over everything listing the keys. Esc, `?` or a click closes it.
final class HelpOverlay: View {
    var sections: [(title: String, hints: [KeyHint])] = []
    var onClose: (() -> Void)?

    override func draw(in context: inout DrawContext) {
        context.canvas.dim(context.bounds, opacity: DimmingView.opacity)
        let lines = sections.reduce(0) { $0 + $1.hints.count + 2 } - 1
        let width = min(context.bounds.width - 2, 56)
        let height = min(context.bounds.height - 2, lines + 4)
        guard width >= 10, height >= 3 else { return }
        let card = CellRect(
            x: context.bounds.minX + (context.bounds.width - width) / 2,
            y: context.bounds.minY + (context.bounds.height - height) / 2,
            width: width, height: height)
        context.canvas.dropShadow(of: card, opacity: 0.5)
        context.canvas.drawBox(card, style: Theme.panelFrame, fill: Theme.panel, title: "Keys", titleStyle: Theme.panelKey)
        var y = card.minY + 2
        let keyColumn = 14
        for (index, section) in sections.enumerated() {
            if index > 0 { y += 1 }
            guard y < card.maxY - 1 else { break }
            context.canvas.write(
                section.title, x: card.minX + 3, y: y, style: Theme.panel.adding(.bold, monochrome: .bold), maxWidth: card.width - 6)
            y += 1
            for hint in section.hints where y < card.maxY - 1 {
                context.canvas.write(hint.key, x: card.minX + 3, y: y, style: Theme.panelKey, maxWidth: keyColumn - 1)
                context.canvas.write(
                    hint.label, x: card.minX + 3 + keyColumn, y: y, style: Theme.panelMuted, maxWidth: card.width - 6 - keyColumn)
                y += 1
            }
        }
    }

    override func keyDown(_ key: Key) -> Bool {
        if key == .escape || key == .character("?") { onClose?() }
        return key != .character("q")
    }

    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        if case .press = event.kind { onClose?() }
        return true
    }
}
