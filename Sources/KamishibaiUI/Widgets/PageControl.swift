import KamishibaiCanvas
import KamishibaiGeometry

/// A row of dots, one a page, the current page's filled (UIKit's `UIPageControl`): `● ○ ○ ○`,
/// centred in the control, a column apart. A click on a dot, or ← and → while the control has
/// the focus, changes ``currentPage`` and sends ``Control/Event/valueChanged``; setting it in
/// code sends nothing.
///
/// The dots are drawn over whatever is behind the control, the current one in the theme's
/// ``Theme/tint`` and bold without colour, the others in ``Theme/secondaryText``
/// (``currentPageIndicatorTintColor`` and ``pageIndicatorTintColor`` override them).
///
/// ```swift
/// let dots = PageControl()
/// dots.numberOfPages = 4
/// dots.addAction(for: .valueChanged) { [weak dots, weak pages] in
///     guard let dots, let pages else { return }
///     pages.setContentOffset(Point(x: Double(dots.currentPage) * pages.frame.width, y: 0), animated: true)
/// }
/// ```
open class PageControl: Control {
    /// How many dots; the current page stays within them.
    public var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    /// The filled dot, 0-based, within the pages.
    public var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// Draws nothing (and takes no click) with a single page (UIKit's).
    public var hidesForSinglePage = false
    /// The other pages' dots; nil: the theme's secondary text.
    public var pageIndicatorTintColor: RGB?
    /// The current page's dot; nil: the theme's tint.
    public var currentPageIndicatorTintColor: RGB?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// One row, the dots wide.
    open override var intrinsicContentSize: Size { Size(width: Double(dotsWidth), height: 1) }

    open override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .vertical ? .defaultHigh : .defaultLow
    }

    private var isShowingDots: Bool { numberOfPages > (hidesForSinglePage ? 1 : 0) }
    private var dotsWidth: Int { max(0, numberOfPages * 2 - 1) }
    private var firstColumn: Int { Int(((frame.width - Double(dotsWidth)) / 2).rounded(.down)) }

    open override func draw(in context: inout DrawContext) {
        guard isShowingDots else { return }
        let theme = traitCollection.theme
        let current = currentPageIndicatorTintColor ?? theme.tint
        let other = pageIndicatorTintColor ?? theme.secondaryText
        let x = firstColumn
        for page in 0..<numberOfPages {
            let isCurrent = page == currentPage
            context.put(
                isCurrent ? "●" : "○", x: x + page * 2, y: 0, foreground: isCurrent ? current : other, monochrome: isCurrent ? .bold : [])
        }
    }

    /// A press on a dot goes to its page; one between dots is taken and does nothing.
    open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard case .press(.left) = event.kind, isShowingDots else { return false }
        let offset = Int((point.x - Double(firstColumn)).rounded(.down))
        guard offset >= 0, offset < dotsWidth, offset % 2 == 0 else { return true }
        userChoose(offset / 2)
        return true
    }

    /// ← and → go to the page before and after, within the pages.
    open override func keyDown(_ key: Key) -> Bool { performOwnKeyCommand(key) || super.keyDown(key) }

    /// ← → the page before and after, as key commands (listed while it has the focus) while
    /// enabled; at an end the key is taken and nothing changes.
    open override var keyCommands: [KeyCommand] {
        guard isEnabled else { return [] }
        return [
            KeyCommand(system: .left, title: "Previous page", on: self) { $0.userChoose($0.currentPage - 1) },
            KeyCommand(system: .right, title: "Next page", on: self) { $0.userChoose($0.currentPage + 1) },
        ]
    }

    /// The user chose `page`: the control moves there and says so, if it is another page.
    private func userChoose(_ page: Int) {
        guard isEnabled, (0..<numberOfPages).contains(page), page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}
