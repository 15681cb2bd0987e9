import KamishibaiUI

/// The top bar: the logo, a tab per demo (`1`, `2`… or a click), and the help hint.
final class TabBar: View {
    var titles: [String]
    var selectedIndex = 0
    /// How to open help, from the keys' table.
    var helpHint: KeyHint?
    var onSelect: ((Int) -> Void)?

    private static let logo = "紙芝居"
    private static let name = " Kamishibai"

    init(titles: [String]) {
        self.titles = titles
        super.init()
        background = Theme.barBase
    }

    /// Where each tab is, in columns from the bar's left edge.
    func tabRanges() -> [Range<Int>] {
        var x = 1 + CharacterWidth.of(Self.logo) + CharacterWidth.of(Self.name) + 3
        return titles.enumerated().map { index, title in
            let width = CharacterWidth.of(label(index, title))
            defer { x += width + 1 }
            return x..<(x + width)
        }
    }

    private func label(_ index: Int, _ title: String) -> String { " \(index + 1) \(title) " }

    override func draw(in context: inout DrawContext) {
        let x = 1 + context.write(Self.logo, x: 1, y: 0, style: Theme.logo)
        context.write(Self.name, x: x, y: 0, style: Theme.logoText)
        for (index, range) in tabRanges().enumerated() {
            let style = index == selectedIndex ? Theme.tabActive : Theme.tab
            context.write(label(index, titles[index]), x: range.lowerBound, y: 0, style: style)
        }
        guard let help = helpHint else { return }
        let helpX = context.bounds.width - CharacterWidth.of(help.key + " " + help.label) - 1
        if helpX > tabRanges().last?.upperBound ?? 0 {
            let labelX = helpX + context.write(help.key, x: helpX, y: 0, style: Theme.hintKey)
            context.write(" " + help.label, x: labelX, y: 0, style: Theme.hintLabel)
        }
    }

    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        let column = Int(point.x.rounded(.down))
        guard let index = tabRanges().firstIndex(where: { $0.contains(column) }) else { return true }
        onSelect?(index)
        return true
    }
}
