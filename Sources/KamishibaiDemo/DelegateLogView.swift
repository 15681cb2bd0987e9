import KamishibaiUI

/// A small panel listing the scroll view's latest delegate calls as they happen, so the
/// order `UIScrollView` makes them can be watched: runs of `didScroll` fold into one line.
final class DelegateLogView: View {
    private(set) var entries: [(name: String, count: Int)] = []
    static let capacity = 8
    /// Wide enough for the longest call with its velocity.
    static let width = 30

    /// The rows of content: one a call, or the one of the prompt before any; the panel is
    /// sized to them.
    var rows: Int { max(1, entries.count) }

    func record(_ name: String) {
        let rowsBefore = rows
        if let last = entries.last, last.name == name, name == "didScroll" {
            entries[entries.count - 1].count += 1
        } else {
            entries.append((name, 1))
            if entries.count > Self.capacity { entries.removeFirst() }
        }
        if rows != rowsBefore { superview?.setNeedsLayout() }
    }

    override func draw(in context: inout DrawContext) {
        let box = context.bounds
        context.drawBox(box, style: Theme.panelFrame, fill: Theme.panel, title: "Delegate", titleStyle: Theme.panelKey)
        let width = box.width - 4
        guard width > 0 else { return }
        if entries.isEmpty {
            context.write("drag the cards or press →", x: 2, y: 1, style: Theme.panelMuted, maxWidth: width)
        }
        let visible = entries.suffix(max(0, box.height - 2))
        for (row, entry) in visible.enumerated() {
            let text = entry.count > 1 ? "\(entry.name) ×\(entry.count)" : entry.name
            let isNewest = row == visible.count - 1
            context.write(
                text, x: 2, y: 1 + row,
                style: isNewest ? Theme.panelKey : Theme.panelMuted, maxWidth: width)
        }
    }
}
