import KamishibaiCanvas
import KamishibaiGeometry

/// A row of dots, one a page, the current page's filled (UIKit's `UIPageControl`): `● ○ ○ ○`,
/// centred in the control, a column apart; with more pages than fit, the dots that fit, around
/// the current page, and `·` at an end with more beyond. A click on a dot, or ← and → while the control has
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

    /// A page control with no pages, at `frame`.
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

    /// The dots that fit in the width, a column apart; at most one a page.
    private var visibleDots: Int { min(numberOfPages, max(0, (Int(bounds.width.rounded(.down)) + 1) / 2)) }
    /// The page of the first dot drawn: the dots are a window on the pages, the current page
    /// in its middle where the pages allow, so a million pages draw what fits.
    private var firstVisiblePage: Int {
        let count = visibleDots
        return min(max(0, currentPage - count / 2), numberOfPages - count)
    }
    private var firstColumn: Int { (Int(bounds.width.rounded(.down)) - max(0, visibleDots * 2 - 1)) / 2 }

    /// The dots that fit, centred: the current page's `●` in the tint (bold without colour),
    /// the others `○`, and a `·` at an end with more pages beyond it. The focus and a disabled
    /// control read as on the other controls (bold and underlined, faded and dim).
    open override func draw(in context: inout DrawContext) {
        guard isShowingDots else { return }
        let theme = traitCollection.theme
        let current = currentPageIndicatorTintColor ?? theme.tint
        let other = pageIndicatorTintColor ?? theme.secondaryText
        let look = ControlAppearance(self)
        let (count, first, x) = (visibleDots, firstVisiblePage, firstColumn)
        for index in 0..<count {
            let page = first + index
            let glyph: Character
            if page == currentPage {
                glyph = "●"
            } else if (index == 0 && page > 0) || (index == count - 1 && page < numberOfPages - 1) {
                glyph = "·"
            } else {
                glyph = "○"
            }
            look.put(
                glyph, x: x + index * 2, y: 0, foreground: page == currentPage ? current : other,
                monochrome: page == currentPage ? .bold : [], in: &context)
        }
    }

    /// A press on a dot goes to its page; one between dots does nothing. The drag and the
    /// release of the same press are taken too, so the gesture is the control's throughout.
    open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard isShowingDots else { return false }
        switch event.kind {
        case .press(.left):
            isHighlighted = true
            let offset = Int((point.x - Double(firstColumn)).rounded(.down))
            if offset >= 0, offset < visibleDots * 2 - 1, offset % 2 == 0 { userChoose(firstVisiblePage + offset / 2) }
        case .drag:
            break
        case .release:
            isHighlighted = false
        default:
            return false
        }
        return true
    }

    open override func mouseEventsCancelled() { isHighlighted = false }

    /// ← and → go to the page before and after, within the pages.
    open override func keyDown(_ key: Key) -> Bool { performOwnKeyCommand(key) || super.keyDown(key) }

    /// ← → the page before and after, as key commands (listed while it has the focus), each
    /// only while there is a page that way and the control is enabled: at an end the key goes
    /// on to the next responder (a navigation stack's ← Back).
    open override var keyCommands: [KeyCommand] {
        guard isEnabled else { return [] }
        var commands: [KeyCommand] = []
        if currentPage > 0 {
            commands.append(KeyCommand(system: .left, title: "Previous page", on: self) { _ = $0.userChoose($0.currentPage - 1) })
        }
        if currentPage < numberOfPages - 1 {
            commands.append(KeyCommand(system: .right, title: "Next page", on: self) { _ = $0.userChoose($0.currentPage + 1) })
        }
        return commands
    }

    /// The user chose `page`: the control moves there and says so, if it is another page.
    /// Whether it moved.
    @discardableResult
    private func userChoose(_ page: Int) -> Bool {
        guard isEnabled, (0..<numberOfPages).contains(page), page != currentPage else { return false }
        currentPage = page
        sendActions(for: .valueChanged)
        return true
    }
}
