import KamishibaiUI

/// The page dots (● ○ ○ ○): the current page filled. A click on a dot goes to its page.
final class PageIndicator: View {
    var pageCount = 1
    var currentPage = 1
    var onSelect: ((Int) -> Void)?

    private var dotsWidth: Int { pageCount * 2 - 1 }
    private var firstColumn: Double { ((frame.width - Double(dotsWidth)) / 2).rounded(.down) }

    override func draw(in context: inout DrawContext) {
        let x = Int(firstColumn)
        for page in 1...max(1, pageCount) {
            let isCurrent = page == currentPage
            context.put(
                isCurrent ? "●" : "○", x: x + (page - 1) * 2, y: 0,
                style: isCurrent
                    ? Theme.nightSky.with(foreground: Theme.accent).adding([], monochrome: .bold)
                    : Theme.nightSky.with(foreground: Theme.muted))
        }
    }

    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        let offset = Int((point.x - firstColumn).rounded(.down))
        guard offset >= 0, offset < dotsWidth, offset % 2 == 0 else { return true }
        onSelect?(offset / 2)
        return true
    }
}
