/// A direction a layout runs in (UIKit's `NSLayoutConstraint.Axis`): a stack view's axis, and
/// the axis a view's hugging and compression-resistance priorities are for.
public enum LayoutAxis: Hashable, Sendable {
    /// Left to right: widths.
    case horizontal
    /// Top to bottom: heights.
    case vertical
}
