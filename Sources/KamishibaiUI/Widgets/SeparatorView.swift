import KamishibaiCanvas
import KamishibaiGeometry

/// A thin line between things (UIKit has none: apps use a one-point view): horizontal `─`
/// across a row, or vertical `│` down a column, in the theme's ``Theme/separator`` colour
/// (``color`` overrides it) over whatever is behind it.
///
/// It is one cell thick and as long as it is laid out: in a ``StackView`` it hugs across its
/// line (1 row tall for a horizontal one) and stretches along it.
///
/// ```swift
/// let column = StackView(axis: .vertical, arrangedSubviews: [header, SeparatorView(.horizontal), list])
/// ```
open class SeparatorView: View {
    /// Which way the line runs.
    public let axis: LayoutAxis
    /// The line's colour; nil: the theme's separator.
    public var color: RGB?

    /// A line that runs along `axis`: across a column (`.horizontal`) or down a row.
    public init(_ axis: LayoutAxis = .horizontal) {
        self.axis = axis
        super.init()
    }

    /// One cell across the line; no length of its own along it.
    open override var intrinsicContentSize: Size {
        axis == .horizontal
            ? Size(width: Self.noIntrinsicMetric, height: 1)
            : Size(width: 1, height: Self.noIntrinsicMetric)
    }

    /// Holds its thickness firmly, gives way along its length.
    open override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == self.axis ? .defaultLow : .required
    }

    /// A line is decoration: it runs the length it is given, and a row holding a vertical one
    /// (or a column a horizontal one) stays as long as its other views make it.
    override func onlyFills(along axis: LayoutAxis) -> Bool { axis == self.axis }

    open override func draw(in context: inout DrawContext) {
        let bounds = context.bounds
        let colour = color ?? traitCollection.theme.separator
        switch axis {
        case .horizontal:
            for x in bounds.minX..<bounds.maxX {
                context.put("─", x: x, y: bounds.minY, style: TextStyle(foreground: colour, monochrome: .dim))
            }
        case .vertical:
            for y in bounds.minY..<bounds.maxY {
                context.put("│", x: bounds.minX, y: y, style: TextStyle(foreground: colour, monochrome: .dim))
            }
        }
    }
}
