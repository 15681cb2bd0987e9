import KamishibaiGeometry

/// The measures a ``StackView`` takes of its views during one layout pass (a window's
/// `layoutIfNeeded`, or one `sizeThatFits` asked from outside), each taken once: a stack asks
/// a child its size, flexibility, minimum and claim several times per arrangement, and its
/// parent arranges it again at each level above, so without this a leaf nested `d` stacks deep
/// is measured ~2^d times (decision 087).
///
/// A pass lives for the outermost call only and is forgotten when something changes a size
/// during it (`invalidateIntrinsicContentSize`, a view hidden or shown): measures never
/// outlive the state they were taken from. Task-local, so tests laying out windows in
/// parallel never share one.
final class LayoutPass: @unchecked Sendable {
    @TaskLocal static var current: LayoutPass?

    private enum Measure: Hashable {
        case fit(width: Double, height: Double)
        case intrinsic
        case flexible(LayoutAxis)
        case minimum(LayoutAxis)
        case claim(LayoutAxis, across: Double)
    }

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let measure: Measure
    }

    private var sizes: [Key: Size] = [:]
    private var lengths: [Key: Double] = [:]

    /// Runs `body` within the current pass, or a new one when none is open.
    static func run<Result>(_ body: () -> Result) -> Result {
        if current != nil { return body() }
        return $current.withValue(LayoutPass(), operation: body)
    }

    /// Forgets every measure of the current pass: a size changed under it.
    static func invalidate() {
        guard let pass = current else { return }
        pass.sizes.removeAll(keepingCapacity: true)
        pass.lengths.removeAll(keepingCapacity: true)
    }

    /// `view`'s `sizeThatFits(size)`, taken once per pass.
    static func size(of view: View, fitting size: Size) -> Size {
        remembered(view, .fit(width: size.width, height: size.height), in: \.sizes) { view.sizeThatFits(size) }
    }

    /// `view`'s intrinsic content size, taken once per pass.
    static func intrinsicSize(of view: View) -> Size {
        remembered(view, .intrinsic, in: \.sizes) { view.intrinsicContentSize }
    }

    static func isFlexible(_ view: View, along axis: LayoutAxis) -> Bool {
        remembered(view, .flexible(axis), in: \.lengths) { view.isFlexible(along: axis) ? 1 : 0 } == 1
    }

    static func minimumLength(of view: View, along axis: LayoutAxis) -> Double {
        remembered(view, .minimum(axis), in: \.lengths) { view.minimumLength(along: axis) }
    }

    /// What `compute` gives for the claim of `view` along `axis` at `across` (`StackView`).
    static func claimedLength(of view: View, along axis: LayoutAxis, across: Double, _ compute: () -> Double) -> Double {
        remembered(view, .claim(axis, across: across), in: \.lengths, compute)
    }

    private static func remembered<Value>(
        _ view: View, _ measure: Measure, in table: ReferenceWritableKeyPath<LayoutPass, [Key: Value]>, _ compute: () -> Value
    ) -> Value {
        run {
            guard let pass = current else { return compute() }
            let key = Key(view: ObjectIdentifier(view), measure: measure)
            if let known = pass[keyPath: table][key] { return known }
            let value = compute()
            pass[keyPath: table][key] = value
            return value
        }
    }
}
