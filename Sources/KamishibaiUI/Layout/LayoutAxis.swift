import KamishibaiGeometry

/// A direction a layout runs in (UIKit's `NSLayoutConstraint.Axis`): a stack view's axis, and
/// the axis a view's hugging and compression-resistance priorities are for.
public enum LayoutAxis: Hashable, Sendable {
    /// Left to right: widths.
    case horizontal
    /// Top to bottom: heights.
    case vertical
}

extension LayoutAxis {
    /// `size`'s width or height.
    func length(of size: Size) -> Double { self == .horizontal ? size.width : size.height }

    /// The other axis.
    var across: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
