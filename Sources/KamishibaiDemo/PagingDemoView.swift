import KamishibaiUI

/// The paged walkthrough: full-width cards in a paging scroll view, a background
/// layer moving backwards and a foreground layer moving forwards (`ParallaxGroup`), page dots, the
/// current page, the latest delegate calls, and a short list for the bounce flags. It is the
/// outer scroll view's delegate.
final class PagingDemoView: View, ScrollViewDelegate {
    let pages = ScrollView()
    let backLayer = ScrollView()
    let frontLayer = ScrollView()
    let indicator = PageControl()
    let log = DelegateLogView()
    let shelf = ShortShelfView()
    private let parallax: ParallaxGroup
    private let tracer: ScrollViewTracer
    private let trace: Trace
    private let backgroundStrip = ParallaxStripView(kind: .background)
    private let foregroundStrip = ParallaxStripView(kind: .foreground)
    /// The page last reported (`pageChanged`), once scrolling had stopped.
    private(set) var reportedPage = 1

    init(trace: Trace) {
        self.trace = trace
        parallax = ParallaxGroup(outer: pages)
        tracer = ScrollViewTracer(trace: trace, inner: nil)
        super.init()
        pages.isPagingEnabled = true
        for index in 0..<PageArtwork.count { pages.addSubview(PageView(index: index)) }
        backLayer.addSubview(backgroundStrip)
        frontLayer.addSubview(foregroundStrip)
        // Far scenery behind the cards, lanterns in front of them, then the dots and the log.
        for view in [backLayer, pages, frontLayer, indicator, log, shelf] as [View] { addSubview(view) }
        self.background = Theme.nightSky
        parallax.add(backLayer, name: "background", direction: .backward)
        parallax.add(frontLayer, name: "foreground", direction: .forward)
        tracer.inner = self
        tracer.layers = { [weak self] in self?.parallax.layerOffsets ?? [] }
        pages.delegate = tracer
        log.isUserInteractionEnabled = false  // shown over the cards, it must not stop a drag
        indicator.numberOfPages = PageArtwork.count
        indicator.currentPageIndicatorTintColor = Theme.accent
        indicator.pageIndicatorTintColor = Theme.muted
        indicator.addAction(for: .valueChanged) { [weak self] in self.map { $0.go(to: $0.indicator.currentPage) } }
    }

    var currentPage: Int { pages.currentPage }

    override func layoutSubviews() {
        let width = bounds.width, height = max(0, bounds.height - 1)
        let area = Rect(x: 0, y: 0, width: width, height: height)
        pages.frame = area
        pages.contentSize = Size(width: width * Double(PageArtwork.count), height: height)
        for case let page as PageView in pages.subviews {
            page.frame = Rect(x: Double(page.index) * width, y: 0, width: width, height: height)
        }
        // The background drifts across one extra screen, the foreground across twice the pages.
        backLayer.frame = area
        backLayer.contentSize = Size(width: width * 2, height: height)
        backgroundStrip.frame = Rect(x: 0, y: 0, width: width * 2, height: height)
        frontLayer.frame = area
        frontLayer.contentSize = Size(width: width * Double(PageArtwork.count) * 1.5, height: height)
        foregroundStrip.frame = Rect(x: 0, y: 0, width: frontLayer.contentSize.width, height: height)
        indicator.frame = Rect(x: 0, y: height, width: width, height: 1)
        let panels = Self.panelLayout(width: width, height: height, logRows: log.rows)
        shelf.frame = panels.shelf
        log.frame = panels.log
        shelf.isHidden = panels.shelf.isEmpty
        log.isHidden = panels.log.isEmpty
        for case let page as PageView in pages.subviews { page.reserved = panels.reserved }
    }

    /// Where the short list and the delegate log go, each sized to its content, and the part
    /// of every page the card keeps off for them: a column on the right where the pages are
    /// wide (100 columns or more), otherwise a band along the bottom, the two side by side.
    /// Where neither fits, the panels are hidden and the card has the page.
    static func panelLayout(width: Double, height: Double, logRows: Int) -> (shelf: Rect, log: Rect, reserved: Insets) {
        let shelf = ShortShelfView.size, logWidth = Double(DelegateLogView.width)
        if width >= 100 {
            let x = width - logWidth - 2
            let logHeight = min(Double(logRows + 2), height - shelf.height - 3)
            guard logHeight >= 3 else { return (.zero, .zero, Insets()) }
            return (
                Rect(x: x, y: 1, width: logWidth, height: shelf.height),
                Rect(x: x, y: 2 + shelf.height, width: logWidth, height: logHeight),
                Insets(right: logWidth + 2)
            )
        }
        let bandHeight = shelf.height, y = height - bandHeight - 1
        guard width >= shelf.width + logWidth + 6, height >= bandHeight + 12 else { return (.zero, .zero, Insets()) }
        let logHeight = min(Double(logRows + 2), bandHeight)
        return (
            Rect(x: 2, y: y, width: shelf.width, height: shelf.height),
            Rect(x: width - logWidth - 2, y: y + bandHeight - logHeight, width: logWidth, height: logHeight),
            Insets(bottom: bandHeight + 1)
        )
    }

    override func draw(in context: inout DrawContext) {
        // Under the cards: the page left of the dots, the settings and offset right of them.
        let row = context.bounds.maxY - 1
        let style = Theme.nightSky.with(foreground: Theme.muted)
        let dotsStart = (context.bounds.width - (PageArtwork.count * 2 - 1)) / 2
        let dotsEnd = dotsStart + PageArtwork.count * 2 - 1
        context.write(
            "page \(pages.currentPage) of \(PageArtwork.count)", x: 1, y: row,
            style: style, maxWidth: max(0, dotsStart - 3))
        // The always-bounce flags show on the short list, which they are for.
        let settings =
            "paging \(pages.isPagingEnabled ? "on" : "off") · bounces \(pages.bounces ? "on" : "off") · x \(Self.format(pages.contentOffset.x))"
        let room = context.bounds.width - dotsEnd - 4
        let width = min(CharacterWidth.of(settings), max(0, room))
        context.write(settings, x: context.bounds.maxX - width - 1, y: row, style: style, maxWidth: width)
    }

    static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)).0" : "\(tenths)"
    }

    /// A bounce flag, on the pages and the short list alike.
    private func setBounce(_ flag: ReferenceWritableKeyPath<ScrollView, Bool>, _ value: Bool) {
        pages[keyPath: flag] = value
        shelf.scrollView[keyPath: flag] = value
    }

    // MARK: Navigation

    /// Animated, like `setContentOffset(animated: true)`: only didScroll and the end.
    func go(to page: Int) {
        let index = min(max(0, page), PageArtwork.count - 1)
        pages.setContentOffset(Point(x: Double(index) * pages.frame.width, y: 0), animated: true)
    }

    /// The page the content is at or heading to, 0-based.
    private var targetPage: Int {
        guard pages.frame.width > 0 else { return 0 }
        return Int((pages.targetContentOffset.x / pages.frame.width).rounded())
    }

    override var keyCommands: [KeyCommand] { Self.keyLines.keyCommands }

    static var keyLines: [KeyLine<PagingDemoView>] {
        [
            KeyLine(
                "← → h l", "previous / next page (PgUp PgDn)", footer: KeyHint("←→", "page"),
                [
                    ([.left, .character("h"), .pageUp], { $0.go(to: $0.targetPage - 1) }),
                    ([.right, .character("l"), .pageDown], { $0.go(to: $0.targetPage + 1) }),
                ]),
            KeyLine("drag", "swipe; a flick turns the page", footer: KeyHint("drag", "swipe")),
            KeyLine(
                "b", "toggle bounces", footer: KeyHint("b", "bounces"),
                [([.character("b")], { $0.setBounce(\.bounces, !$0.pages.bounces) })]),
            KeyLine("g", "toggle paging", footer: KeyHint("g", "paging"), [([.character("g")], { $0.togglePaging() })]),
            KeyLine(
                "a / v", "always bounce horizontally / vertically: the short list and the pages",
                footer: KeyHint("a v", "always bounce ↔ ↕"),
                [
                    ([.character("a")], { $0.setBounce(\.alwaysBounceHorizontal, !$0.pages.alwaysBounceHorizontal) }),
                    ([.character("v")], { $0.setBounce(\.alwaysBounceVertical, !$0.pages.alwaysBounceVertical) }),
                ]),
            KeyLine("Home End", "first / last page", [([.home], { $0.go(to: 0) }), ([.end], { $0.go(to: PageArtwork.count - 1) })]),
            KeyLine("click a dot", "go to its page"),
        ]
    }

    private func togglePaging() {
        pages.isPagingEnabled.toggle()
        if pages.isPagingEnabled { go(to: targetPage) }
    }

    // MARK: ScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        parallax.apply()
        indicator.currentPage = scrollView.currentPage - 1
        log.record("didScroll")
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.record("willBeginDragging") }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        log.record("willEndDragging v=\(Self.format(velocity.x))")
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        log.record("didEndDragging(\(willDecelerate))")
        if !willDecelerate { reportPage() }
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { log.record("willBeginDecelerating") }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log.record("didEndDecelerating")
        reportPage()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        log.record("didEndScrollingAnimation")
        reportPage()
    }

    /// Once scrolling has fully stopped, the page is reported — once per change, as UIKit apps do in `didEndDecelerating`.
    private func reportPage() {
        let page = pages.currentPage
        guard page != reportedPage else { return }
        reportedPage = page
        trace.record(.pageChanged(page: page))
    }
}
