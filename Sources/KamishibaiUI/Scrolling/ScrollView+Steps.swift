import KamishibaiGeometry

/// Scrolling in steps, from the wheel and the keyboard: each step animates from where the
/// content is to where the running step was heading plus the new one, so notches and key
/// presses add up; each axis stays within its edges.
extension ScrollView {
    /// Rows one wheel notch scrolls.
    public static let wheelStep = 3.0
    /// Columns one horizontal wheel notch scrolls, as `wheelStep` rows vertically.
    public static let horizontalWheelStep = 3.0

    /// The step a wheel notch asks for, or nil for another mouse event. With Shift the vertical
    /// wheel scrolls across, up to the left.
    func wheelStep(for event: MouseEvent) -> Point? {
        switch event.kind {
        case .scrollUp where event.isShiftDown: Point(x: -Self.horizontalWheelStep, y: 0)
        case .scrollDown where event.isShiftDown: Point(x: Self.horizontalWheelStep, y: 0)
        case .scrollUp: Point(x: 0, y: -Self.wheelStep)
        case .scrollDown: Point(x: 0, y: Self.wheelStep)
        case .scrollLeft: Point(x: -Self.horizontalWheelStep, y: 0)
        case .scrollRight: Point(x: Self.horizontalWheelStep, y: 0)
        default: nil
        }
    }

    /// The keys that step the content, and their commands' titles.
    static let stepKeys: [(key: Key, title: String)] = [
        (.up, "Scroll up"), (.down, "Scroll down"), (.left, "Scroll left"), (.right, "Scroll right"),
        (.pageUp, "Page up"), (.pageDown, "Page down"), (.home, "Scroll to the top"), (.end, "Scroll to the bottom"),
    ]

    /// A command for each key that would scroll now (see `keyTarget(for:)` and `scrollStep`),
    /// titled for pages when the view pages.
    var stepKeyCommands: [KeyCommand] {
        Self.stepKeys.compactMap { key, title in
            if leavesEdgeKeysToOwner, key == .home || key == .end { return nil }
            guard let target = keyTarget(for: key), canStep(to: target) else { return nil }
            return KeyCommand(system: key, title: pageTitle(for: key) ?? title, on: self) { view in
                if let target = view.keyTarget(for: key) { _ = view.scrollStep(to: target) }
            }
        }
    }

    /// What a key does in a paged view, or nil when the view does not page: the pages before
    /// and after, the first and the last.
    private func pageTitle(for key: Key) -> String? {
        guard isPagingEnabled else { return nil }
        switch key {
        case .home: return "First page"
        case .end: return "Last page"
        default:
            guard let step = pageStep(for: key) else { return nil }
            return step.x + step.y < 0 ? "Previous page" : "Next page"
        }
    }

    /// Where a key takes the content's target, or nil for a key that does not scroll: ↑↓←→ a
    /// row or column, PgUp/PgDn the visible height less one row (a row of context stays), Home
    /// and End to the top and bottom edges (the left and right ones when only that axis scrolls)
    /// as endless steps the edges stop, so they are taken at an edge as the others are. With
    /// paging on, the arrows and PgUp/PgDn turn a page instead (see `pageStep(for:)`).
    func keyTarget(for key: Key) -> Point? {
        let target = targetContentOffset
        if isPagingEnabled, let step = pageStep(for: key) {
            return Point(
                x: Self.page(from: target.x, by: step.x, of: frame.width), y: Self.page(from: target.y, by: step.y, of: frame.height))
        }
        let page = max(1, frame.height - 1)
        let vertical = canScrollVertically
        switch key {
        case .up: return vertical ? Point(x: target.x, y: target.y - 1) : nil
        case .down: return vertical ? Point(x: target.x, y: target.y + 1) : nil
        case .left: return canScrollHorizontally ? Point(x: target.x - 1, y: target.y) : nil
        case .right: return canScrollHorizontally ? Point(x: target.x + 1, y: target.y) : nil
        case .pageUp: return vertical ? Point(x: target.x, y: target.y - page) : nil
        case .pageDown: return vertical ? Point(x: target.x, y: target.y + page) : nil
        case .home:
            if vertical { return Point(x: target.x, y: -.infinity) }
            return canScrollHorizontally ? Point(x: -.infinity, y: target.y) : nil
        case .end:
            if vertical { return Point(x: target.x, y: .infinity) }
            return canScrollHorizontally ? Point(x: .infinity, y: target.y) : nil
        default: return nil
        }
    }

    /// The pages a key turns in a paged view, along each axis (−1, 0 or 1), or nil for a key
    /// that turns none: a paged view rests on pages, so its keys move it from one to the next as
    /// a drag does. ←/→ turn pages across, ↑/↓ down; PgUp/PgDn down, or across when only that
    /// axis scrolls (as Home and End do), which makes them the page keys of a row of cards.
    func pageStep(for key: Key) -> Point? {
        let across = canScrollHorizontally, down = canScrollVertically
        switch key {
        case .left where across: return Point(x: -1, y: 0)
        case .right where across: return Point(x: 1, y: 0)
        case .up where down, .pageUp where down: return Point(x: 0, y: -1)
        case .down where down, .pageDown where down: return Point(x: 0, y: 1)
        case .pageUp where across: return Point(x: -1, y: 0)
        case .pageDown where across: return Point(x: 1, y: 0)
        default: return nil
        }
    }

    /// The offset `pages` pages of `size` from the page `offset` is on (the nearest, as
    /// `currentPage` counts): the page after or before it, before the edges clamp it.
    static func page(from offset: Double, by pages: Double, of size: Double) -> Double {
        guard pages != 0, size > 0 else { return offset }
        return ((offset / size).rounded() + pages) * size
    }

    /// The content and its insets reach past the view across (so a step can move it).
    var canScrollHorizontally: Bool { maximumContentOffset.x > minimumContentOffset.x }
    /// The content and its insets reach past the view down.
    var canScrollVertically: Bool { maximumContentOffset.y > minimumContentOffset.y }

    /// Whether a step to `target` would be taken (see `scrollStep(to:)`).
    func canStep(to target: Point) -> Bool {
        let current = targetContentOffset
        let movesAcross = target.x != current.x, movesDown = target.y != current.y
        guard isScrollEnabled, !isDragging, movesAcross || movesDown else { return false }
        return (!movesAcross || canScrollHorizontally) && (!movesDown || canScrollVertically)
    }

    /// Animates to `target` within the edges. False, leaving the event to others, when
    /// scrolling is off, a drag holds the content, or the axis the step moves on cannot scroll.
    func scrollStep(to target: Point) -> Bool {
        guard canStep(to: target) else { return false }
        let current = targetContentOffset
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let clamped = Point(x: min(max(target.x, minimum.x), maximum.x), y: min(max(target.y, minimum.y), maximum.y))
        if clamped != current { setContentOffset(clamped, animated: true) }
        return true
    }
}
