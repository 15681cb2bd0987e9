import KamishibaiUI

/// `?`: a card over everything, a sheet included, listing the keys of what is in view. It takes
/// the focus while shown, and its commands want priority over the focused view and the
/// screen's interactions, so they come first (a held ↓ scrolls the card, not the sheet under
/// it): Esc or `?` closes it; ↑↓ j k, PgUp PgDn, Home End, the wheel and a drag scroll it when it
/// does not fit. It takes every other key but `q`, which goes on (and quits). A click outside
/// the card closes it.
final class HelpOverlay: View {
    var sections: [DemoKeys.Section] = [] {
        didSet { offset = 0 }
    }
    var onClose: (() -> Void)?
    /// The first line of the card's content shown.
    private(set) var offset = 0
    /// Where a drag on the card was last, while it scrolls the card.
    private var dragRow: Int?

    static let maximumWidth = 100
    /// Columns between the longest key and its description.
    static let gutter = 3

    /// Where the descriptions start: after the longest key and the gutter, but never past a
    /// third of the card's room.
    static func keyColumn(for sections: [DemoKeys.Section], room: Int) -> Int {
        let longest = sections.flatMap(\.lines).map { CharacterWidth.of($0.keys) }.max() ?? 0
        return min(longest + gutter, max(room / 3, 8))
    }

    override var canBecomeFirstResponder: Bool { true }

    /// The card in the overlay's own cells, centred, as wide as there is room for up to
    /// `maximumWidth`. Where that leaves no margin of two columns a side, it takes the whole
    /// width: its sides then lie on a full-width sheet's, one frame, not two side by side.
    private var card: CellRect? {
        let b = CellRect(bounds)
        let width = b.width - 4 >= Self.maximumWidth ? Self.maximumWidth : b.width
        guard width >= 24, b.height >= 5 else { return nil }
        let height = min(b.height - 2, lines(width: width).count + 4)
        return CellRect(x: b.minX + (b.width - width) / 2, y: b.minY + (b.height - height) / 2, width: width, height: height)
    }

    /// The content, one entry a row: a section's title, or a key and one line of what it does
    /// (long descriptions wrap under themselves, with no key).
    private func lines(width: Int) -> [(key: String, text: String, isTitle: Bool)] {
        let textWidth = max(1, width - 6 - Self.keyColumn(for: sections, room: width - 6))
        var lines: [(key: String, text: String, isTitle: Bool)] = []
        for section in sections {
            if !lines.isEmpty { lines.append(("", "", false)) }
            lines.append(("", section.title, true))
            for command in section.lines {
                for (index, line) in TextWrap.lines(command.title, width: textWidth).enumerated() {
                    lines.append((index == 0 ? command.keys : "", line, false))
                }
            }
        }
        return lines
    }

    /// Rows of content the card shows at once, and the most it can be scrolled.
    private var visibleRows: Int { max(0, (card?.height ?? 4) - 4) }
    private var maximumOffset: Int { max(0, lines(width: card?.width ?? 0).count - visibleRows) }

    private func scroll(by rows: Int) {
        offset = min(max(0, offset + rows), maximumOffset)
    }

    override func draw(in context: inout DrawContext) {
        context.dim(context.bounds, opacity: DimmingView.opacity)
        guard let card else { return }
        offset = min(offset, maximumOffset)
        context.dropShadow(of: card, opacity: 0.5)
        context.drawBox(card, style: Theme.panelFrame, fill: Theme.panel, title: "Keys", titleStyle: Theme.panelKey)
        let all = lines(width: card.width)
        let x = card.minX + 3, room = card.width - 6
        let keyColumn = Self.keyColumn(for: sections, room: room)
        for (row, line) in all.dropFirst(offset).prefix(visibleRows).enumerated() {
            let y = card.minY + 2 + row
            if line.isTitle {
                context.write(line.text, x: x, y: y, style: Theme.panel.adding(.bold, monochrome: .bold), maxWidth: room)
            } else {
                context.write(line.key, x: x, y: y, style: Theme.panelKey, maxWidth: keyColumn - Self.gutter)
                context.write(line.text, x: x + keyColumn, y: y, style: Theme.panelMuted, maxWidth: room - keyColumn)
            }
        }
        // Where the card's content goes on: ▲ and ▼ on its frame.
        if offset > 0 { context.write("▲", x: card.maxX - 3, y: card.minY + 1, style: Theme.panelKey) }
        if offset < maximumOffset { context.write("▼", x: card.maxX - 3, y: card.maxY - 2, style: Theme.panelKey) }
    }

    /// The card's commands, ahead of its own `keyDown` and of a sheet's held-arrow drag.
    override var keyCommands: [KeyCommand] {
        Self.keyLines.keyCommands.map { command in
            var command = command
            command.wantsPriorityOverSystemBehavior = true
            return command
        }
    }

    /// Every key but those answered elsewhere (`q`, on to the window: quit) stops here.
    override func keyDown(_ key: Key) -> Bool { !Self.keyLines.answersElsewhere(key) }

    /// The card's keys, which the footer shows while it is up.
    static var keyLines: [KeyLine<HelpOverlay>] {
        [
            KeyLine("Esc ?", "close help", footer: KeyHint("Esc", "close help"), [([.escape, .character("?")], { $0.onClose?() })]),
            KeyLine(
                "↑↓ j k", "scroll the card (PgUp PgDn Space Home End, wheel, drag)", footer: KeyHint("↑↓ wheel", "scroll"),
                [
                    ([.up, .character("k")], { $0.scroll(by: -1) }),
                    ([.down, .character("j")], { $0.scroll(by: 1) }),
                    ([.pageUp], { $0.scroll(by: -max(1, $0.visibleRows - 1)) }),
                    ([.pageDown, .character(" ")], { $0.scroll(by: max(1, $0.visibleRows - 1)) }),
                    ([.home], { $0.offset = 0 }),
                    ([.end], { $0.offset = $0.maximumOffset }),
                ]),
            KeyLine("q", "quit", footer: KeyHint("q", "quit"), elsewhere: [.character("q")]),
        ]
    }

    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        let row = Int(point.y.rounded(.down))
        switch event.kind {
        case .scrollUp: scroll(by: -3)
        case .scrollDown: scroll(by: 3)
        case .press:
            guard let card, card.contains(x: Int(point.x.rounded(.down)), y: row) else {
                onClose?()
                return true
            }
            dragRow = row
        case .drag:
            if let last = dragRow {
                scroll(by: last - row)
                dragRow = row
            }
        case .release:
            dragRow = nil
        default: break
        }
        return true
    }
}
