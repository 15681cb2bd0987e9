import KamishibaiGeometry

/// Lays its arranged views out in a row or a column by their sizes (UIKit's `UIStackView`):
/// each view is as long as its ``View/intrinsicContentSize`` along the axis (a label in a
/// column as tall as its text wrapped to the column's width), `spacing` apart, and placed
/// across the axis by `alignment`. A hidden arranged view takes no room. The stack draws
/// nothing itself; its ``View/background`` fills it, as any view's.
///
/// With the `fill` distribution, room left over goes to the views without an intrinsic length
/// along the axis, shared equally (a plain ``View`` between two others is a spacer); when
/// every view has one, to the last view (UIKit would ask their hugging priorities). When
/// there is too little room, every view gives up a share in proportion to its length.
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
/// (`sizeThatFits(Size(width: w, height: .infinity)).height`), sizes by its content.
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
        /// Each view at its own length; room left over to the flexible views (see above).
        case fill
        /// Every view equally long.
        case fillEqually
        /// Every view in proportion to its own length, filling the stack.
        case fillProportionally
        /// Each view at its own length, the room left over spread between them (`spacing`
        /// is the least gap).
        case equalSpacing
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

    /// A view's size at `across` cells across the axis: nil in a dimension where it has no
    /// intrinsic size (a spacer), its `sizeThatFits` otherwise.
    private func measure(_ view: View, across: Double) -> (along: Double?, across: Double?) {
        let intrinsic = view.intrinsicContentSize
        let proposal = axis == .horizontal ? Size(width: .infinity, height: across) : Size(width: across, height: .infinity)
        let fit = view.sizeThatFits(proposal)
        let (intrinsicAlong, intrinsicAcross) = split(intrinsic)
        let (fitAlong, fitAcross) = split(fit)
        return (
            intrinsicAlong == Self.noIntrinsicMetric ? nil : fitAlong,
            intrinsicAcross == Self.noIntrinsicMetric ? nil : fitAcross
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
    /// spacing and margins.
    open override var intrinsicContentSize: Size {
        let views = visibleArrangedSubviews
        return size(of: views.map { measure($0, across: .infinity) }, gaps: gaps(between: views))
    }

    /// Its views measured at the width (a column) or height (a row) `size` gives, added up as
    /// for `intrinsicContentSize`: a column of wrapping labels answers with its height.
    open override func sizeThatFits(_ size: Size) -> Size {
        let (_, across) = split(size)
        let room = max(0, across - marginTotals.1)
        let views = visibleArrangedSubviews
        return self.size(of: views.map { measure($0, across: room) }, gaps: gaps(between: views))
    }

    // MARK: Layout

    open override func layoutSubviews() {
        let views = visibleArrangedSubviews
        guard !views.isEmpty else { return }
        let area = bounds.inset(by: layoutMargins)
        let (length, across) = split(area.size)
        let (start, crossStart) = split(Size(width: area.minX, height: area.minY))
        let measures = views.map { measure($0, across: across) }
        var gaps = gaps(between: views)
        let room = length - gaps.reduce(0, +)
        var lengths: [Double]
        switch distribution {
        case .fill:
            lengths = Self.filling(measures.map(\.along), room: room)
        case .fillEqually:
            lengths = Array(repeating: max(0, room / Double(views.count)), count: views.count)
        case .fillProportionally:
            let own = measures.map { max(0, $0.along ?? 0) }
            let total = own.reduce(0, +)
            lengths = own.map { total > 0 ? max(0, room) * $0 / total : max(0, room) / Double(views.count) }
        case .equalSpacing:
            let own = measures.map { max(0, $0.along ?? 0) }
            let extra = room - own.reduce(0, +)
            lengths = extra < 0 ? Self.filling(own, room: room) : own
            if extra > 0, views.count > 1 { gaps = gaps.map { $0 + extra / Double(views.count - 1) } }
        }
        var position = start
        for (index, view) in views.enumerated() {
            let from = position.rounded(), to = (position + lengths[index]).rounded()
            position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
            let thickness = alignment == .fill ? across : min(across, measures[index].across ?? across)
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

    /// The `fill` distribution: each view at its own length (0 for a flexible one); room left
    /// over shared by the flexible views, or given to the last; too little room taken from
    /// every view in proportion to its length.
    static func filling(_ own: [Double?], room: Double) -> [Double] {
        var lengths = own.map { max(0, $0 ?? 0) }
        let total = lengths.reduce(0, +)
        let extra = room - total
        if extra >= 0 {
            let flexible = own.indices.filter { own[$0] == nil }
            if flexible.isEmpty {
                lengths[lengths.count - 1] += extra
            } else {
                for index in flexible { lengths[index] += extra / Double(flexible.count) }
            }
        } else if total > 0 {
            let scale = max(0, room) / total
            lengths = lengths.map { $0 * scale }
        }
        return lengths
    }
}
