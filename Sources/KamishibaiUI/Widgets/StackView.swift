import KamishibaiGeometry

/// Lays its arranged views out in a row or a column by their sizes (UIKit's `UIStackView`):
/// each view is as long as its ``View/intrinsicContentSize`` along the axis (a label in a
/// column as tall as its text wrapped to the column's width), `spacing` apart, and placed
/// across the axis by `alignment`. A hidden arranged view takes no room. The stack draws
/// nothing itself; its ``View/background`` fills it, as any view's.
///
/// With the `fill` distribution, room left over goes to the *flexible* views, evened out
/// between them: those without an intrinsic length along the axis (a plain ``View`` between
/// two others is a spacer), a label that wraps (along a row), and a stack holding a flexible
/// view (flexibility passes up, so a list in a row in a column still stretches). When every
/// view has its own length, the room goes to the one with the lowest
/// ``View/contentHuggingPriority(for:)``, the last of equal ones. When there is too little
/// room, the gaps give way first, then the views with the lowest
/// ``View/contentCompressionResistancePriority(for:)``, down to their minimum (a label keeps a
/// row, and a character and `…`), equal ones in proportion to what each can give; the
/// minimums go last, in the same order. ``View/fixedWidth`` and ``View/fixedHeight`` hold a
/// view's size without a subclass. <doc:StacksAndPriorities> tells the whole story.
/// Frames land on whole cells: the stack rounds each view's edges, so the lengths always add
/// up to its own.
///
/// ```swift
/// let title = Label("Inbox")
/// let close = Button(title: "Close", keyEquivalent: .escape) { window.quit() }
/// let header = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [title, View(), close])
/// let body = Label("No messages.\n\nNew mail shows here.")
/// body.numberOfLines = 0
/// let screen = StackView(axis: .vertical, arrangedSubviews: [header, body])
/// screen.layoutMargins = Insets(all: 1)
/// window.setRootViewController(ViewController(name: "inbox", view: screen))
/// ```
///
/// The stack's own intrinsic size adds its views' lengths and spacing along the axis and takes
/// the largest across it, so a stack inside a stack, or a fitted sheet
/// (`sizeThatFits(Size(width: w, height: .infinity)).height`), sizes by its content; where the
/// stack is flexible, its parent stack also gives it a share of the room left over.
open class StackView: View {
    /// A row (`.horizontal`) or a column (`.vertical`).
    public typealias Axis = LayoutAxis

    /// Where the views lie across the axis.
    public enum Alignment: Sendable {
        /// As long as the stack is across the axis.
        case fill
        /// At their own size, on the top edge of a row, the left edge of a column.
        case leading
        /// At their own size, centred (a cell left over goes below or to the right).
        case center
        /// At their own size, on the bottom edge of a row, the right edge of a column.
        case trailing
    }

    /// How the length along the axis is shared.
    public enum Distribution: Sendable {
        /// Each view at its own length; room left over to the flexible views, else to the one
        /// that hugs least; too little taken by compression resistance (see above).
        case fill
        /// Every view equally long.
        case fillEqually
        /// Every view in proportion to its own length, filling the stack.
        case fillProportionally
        /// Each view at its own length, the room left over spread between them (`spacing`
        /// is the least gap).
        case equalSpacing
        /// Each view at its own length, their centres equally apart from the first view's
        /// start to the last one's end (UIKit's); where that would bring two views closer than
        /// their spacing, spread as `equalSpacing` does.
        case equalCentering
    }

    public var axis: Axis { didSet { arrangementDidChange() } }
    /// Cells between neighbouring views, unless `setCustomSpacing` says otherwise.
    public var spacing: Double { didSet { arrangementDidChange() } }
    public var alignment = Alignment.fill { didSet { arrangementDidChange() } }
    public var distribution = Distribution.fill { didSet { arrangementDidChange() } }
    /// Room kept free inside the stack's edges (UIKit's `layoutMargins` with
    /// `isLayoutMarginsRelativeArrangement`).
    public var layoutMargins = Insets() { didSet { arrangementDidChange() } }
    private var arranged: [View] = []
    private var customSpacings: [(view: View, spacing: Double)] = []

    /// The views the stack lays out, in order; a view taken out of the stack with
    /// `removeFromSuperview` leaves this list too.
    public var arrangedSubviews: [View] { arranged.filter { $0.superview === self } }

    public init(axis: Axis = .horizontal, spacing: Double = 0, arrangedSubviews: [View] = []) {
        self.axis = axis
        self.spacing = spacing
        super.init()
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the stack, and as a subview.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` at `index` of the arranged views (moving it if it is there already).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arranged = arrangedSubviews.filter { $0 !== view }
        arranged.insert(view, at: min(max(0, index), arranged.count))
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops laying `view` out. As in UIKit, it stays a subview (and is drawn where it was):
    /// `removeFromSuperview` takes it off the screen.
    public func removeArrangedSubview(_ view: View) {
        arranged.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        arrangementDidChange()
    }

    /// Puts `spacing` cells after `view` instead of `spacing` (UIKit's name): a blank row after
    /// a paragraph, say. Not used while `view` is hidden or last.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings.removeAll { $0.view === view }
        customSpacings.append((view, spacing))
        arrangementDidChange()
    }

    /// The spacing `setCustomSpacing` put after `view`, if any.
    public func customSpacing(after view: View) -> Double? {
        customSpacings.first { $0.view === view }?.spacing
    }

    /// The gap after each of `views` but the last.
    private func gaps(between views: [View]) -> [Double] {
        views.dropLast().map { customSpacing(after: $0) ?? spacing }
    }

    private func arrangementDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    override func subviewLayoutDidChange(_ subview: View) {
        if arranged.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    private var visibleArrangedSubviews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    // MARK: Sizes

    /// Along its own axis a stack is flexible when one of its views is (a row with a spacer
    /// fills its width); across it, when a view other than a spacer or a line is (a row holding
    /// a list takes the height it is given; a row of labels around a spacer or a vertical
    /// separator stays one row).
    override func isFlexible(along axis: LayoutAxis) -> Bool {
        guard fixedLength(along: axis) == nil else { return false }
        let views = visibleArrangedSubviews
        if axis == self.axis { return views.contains { LayoutPass.isFlexible($0, along: axis) } }
        return views.contains { LayoutPass.isFlexible($0, along: axis) && !Self.isSpacer($0) && !$0.onlyFills(along: axis) }
    }

    /// Its views' minimums added along its axis (its gaps and margins give way), the largest
    /// across it.
    override func minimumLength(along axis: LayoutAxis) -> Double {
        if let fixed = fixedLength(along: axis) { return fixed }
        let minimums = visibleArrangedSubviews.map { LayoutPass.minimumLength(of: $0, along: axis) }
        return axis == self.axis ? minimums.reduce(0, +) : minimums.max() ?? 0
    }

    /// A plain ``View`` with nothing in it, put in a stack to push its neighbours apart: it
    /// stretches along the stack's axis only, as SwiftUI's `Spacer` does.
    static func isSpacer(_ view: View) -> Bool { type(of: view) == View.self && view.subviews.isEmpty }

    /// What `view` claims along the axis at `across` cells across it (see `StackItem`), with
    /// its priorities: a fixed length holds at `.required`.
    private func item(for view: View, across: Double) -> StackItem {
        let fixed = view.fixedLength(along: axis)
        return StackItem(
            length: claimedLength(of: view, along: axis, across: across),
            minimum: LayoutPass.minimumLength(of: view, along: axis),
            isFlexible: LayoutPass.isFlexible(view, along: axis),
            hugging: fixed == nil ? view.contentHuggingPriority(for: axis) : .required,
            resistance: fixed == nil ? view.contentCompressionResistancePriority(for: axis) : .required)
    }

    /// The length `view` claims along `axis` before room left over is shared: its fixed length;
    /// its own size when it has one; a flexible stack what its views claim (so a column of a
    /// label and a list claims the label's width, not the list's); another flexible view its
    /// minimum (nothing for a list, a character for a wrapping label, which takes its width
    /// from the room it gets).
    private func claimedLength(of view: View, along axis: LayoutAxis, across: Double) -> Double {
        LayoutPass.claimedLength(of: view, along: axis, across: across) { Self.claim(of: view, along: axis, across: across) }
    }

    /// `claimedLength`, worked out.
    private static func claim(of view: View, along axis: LayoutAxis, across: Double) -> Double {
        if let fixed = view.fixedLength(along: axis) { return fixed }
        guard LayoutPass.isFlexible(view, along: axis) else {
            let proposal = axis == .horizontal ? Size(width: .infinity, height: across) : Size(width: across, height: .infinity)
            return axis.length(of: LayoutPass.size(of: view, fitting: proposal))
        }
        guard let stack = view as? StackView else { return LayoutPass.minimumLength(of: view, along: axis) }
        let views = stack.visibleArrangedSubviews
        let margins =
            axis == .horizontal
            ? stack.layoutMargins.left + stack.layoutMargins.right : stack.layoutMargins.top + stack.layoutMargins.bottom
        let claims = views.map { stack.claimedLength(of: $0, along: axis, across: across) }
        guard axis == stack.axis else { return (claims.max() ?? 0) + margins }
        let lengths = stack.distribution == .fillEqually ? claims.map { _ in claims.max() ?? 0 } : claims
        return lengths.reduce(0, +) + stack.gaps(between: views).reduce(0, +) + margins
    }

    /// A view's size at `across` cells across the axis (a fixed length where it has one): nil
    /// in a dimension where it has no intrinsic size (a spacer), its `sizeThatFits` otherwise.
    /// The stack's own size adds these up: what its content would like, flexible or not.
    private func measure(_ view: View, across: Double) -> (along: Double?, across: Double?) {
        let fit = split(LayoutPass.size(of: view, fitting: joined(along: .infinity, across: across)))
        let intrinsic = split(LayoutPass.intrinsicSize(of: view))
        return (
            view.fixedLength(along: axis) ?? (intrinsic.0 == Self.noIntrinsicMetric ? nil : fit.0),
            view.fixedLength(along: axis.across) ?? (intrinsic.1 == Self.noIntrinsicMetric ? nil : fit.1)
        )
    }

    /// A size as (along the axis, across it).
    private func split(_ size: Size) -> (Double, Double) {
        axis == .horizontal ? (size.width, size.height) : (size.height, size.width)
    }

    private func joined(along: Double, across: Double) -> Size {
        axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }

    /// The margins' total (along the axis, across it).
    private var marginTotals: (Double, Double) {
        split(Size(width: layoutMargins.left + layoutMargins.right, height: layoutMargins.top + layoutMargins.bottom))
    }

    /// The stack's size from its views' measures and the gaps between them: lengths and gaps
    /// added along the axis (every view as long as the longest when filling equally), the
    /// largest across it.
    private func size(of measures: [(along: Double?, across: Double?)], gaps: [Double]) -> Size {
        let (marginAlong, marginAcross) = marginTotals
        guard !measures.isEmpty else { return joined(along: marginAlong, across: marginAcross) }
        let lengths = measures.map { max(0, $0.along ?? 0) }
        let content =
            distribution == .fillEqually ? (lengths.max() ?? 0) * Double(lengths.count) : lengths.reduce(0, +)
        let across = measures.map { max(0, $0.across ?? 0) }.max() ?? 0
        return joined(along: content + gaps.reduce(0, +) + marginAlong, across: across + marginAcross)
    }

    /// Its views' intrinsic sizes added up along the axis, the largest across it, with the
    /// spacing and margins: what its content would like, even where the stack is flexible.
    open override var intrinsicContentSize: Size {
        LayoutPass.run {
            let views = visibleArrangedSubviews
            return size(of: views.map { measure($0, across: .infinity) }, gaps: gaps(between: views))
        }
    }

    /// Its views measured at the width (a column) or height (a row) `size` gives, added up as
    /// for `intrinsicContentSize`: a column of wrapping labels answers with its height. Given
    /// a row's width, each view is measured across at the width it would get there, so a row
    /// holding a wrapping label answers with the label's wrapped height.
    open override func sizeThatFits(_ size: Size) -> Size {
        LayoutPass.run { fitting(size) }
    }

    private func fitting(_ size: Size) -> Size {
        let (alongSize, acrossSize) = split(size)
        let (marginAlong, marginAcross) = marginTotals
        let room = max(0, acrossSize - marginAcross)
        let views = visibleArrangedSubviews
        let fits = self.size(of: views.map { measure($0, across: room) }, gaps: gaps(between: views))
        guard alongSize.isFinite, !views.isEmpty else { return fits }
        let (lengths, _) = arrangement(of: views, length: alongSize - marginAlong, across: room)
        let across = zip(views, lengths).map { view, length in
            measure(view, across: room).across == nil ? 0 : split(LayoutPass.size(of: view, fitting: joined(along: length, across: room))).1
        }
        return joined(along: split(fits).0, across: (across.max() ?? 0) + marginAcross)
    }

    // MARK: Layout

    /// The views' lengths along the axis and the gaps after each but the last, in `length`
    /// cells, by the distribution.
    private func arrangement(of views: [View], length: Double, across: Double) -> (lengths: [Double], gaps: [Double]) {
        let items = views.map { item(for: $0, across: across) }
        let own = items.map(\.length)
        var gaps = gaps(between: views)
        switch distribution {
        case .fill:
            gaps = StackLayout.squeezedGaps(gaps, lengths: own, length: length)
            return (StackLayout.filling(items, room: length - gaps.reduce(0, +)), gaps)
        case .fillEqually:
            let room = max(0, length - gaps.reduce(0, +))
            return (Array(repeating: room / Double(views.count), count: views.count), gaps)
        case .fillProportionally:
            let room = max(0, length - gaps.reduce(0, +))
            let total = own.reduce(0, +)
            return (own.map { total > 0 ? room * $0 / total : room / Double(views.count) }, gaps)
        case .equalSpacing, .equalCentering:
            gaps = StackLayout.squeezedGaps(gaps, lengths: own, length: length)
            let room = length - gaps.reduce(0, +)
            let lengths = own.reduce(0, +) > room ? StackLayout.squeezed(items, room: room) : own
            let extra = room - lengths.reduce(0, +)
            guard extra > 0, views.count > 1 else { return (lengths, gaps) }
            if distribution == .equalCentering, let centred = StackLayout.centringGaps(lengths, gaps: gaps, length: length) {
                return (lengths, centred)
            }
            return (lengths, gaps.map { $0 + extra / Double(views.count - 1) })
        }
    }

    open override func layoutSubviews() {
        LayoutPass.run { arrangeSubviews() }
    }

    private func arrangeSubviews() {
        let views = visibleArrangedSubviews
        guard !views.isEmpty else { return }
        let area = bounds.inset(by: layoutMargins)
        let (length, across) = split(area.size)
        let (start, crossStart) = split(Size(width: area.minX, height: area.minY))
        let (lengths, gaps) = arrangement(of: views, length: length, across: across)
        var position = start
        for (index, view) in views.enumerated() {
            let from = position.rounded(), to = (position + lengths[index]).rounded()
            position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
            let own = measure(view, across: across).across.map { _ in
                split(LayoutPass.size(of: view, fitting: joined(along: to - from, across: across))).1
            }
            let thickness = alignment == .fill ? across : min(across, view.fixedLength(along: axis.across) ?? own ?? across)
            let offset: Double
            switch alignment {
            case .fill, .leading: offset = 0
            case .center: offset = ((across - thickness) / 2).rounded(.down)
            case .trailing: offset = across - thickness
            }
            let origin = joined(along: from, across: crossStart + offset)
            view.frame = Rect(origin: Point(x: origin.width, y: origin.height), size: joined(along: to - from, across: thickness))
        }
    }
}
