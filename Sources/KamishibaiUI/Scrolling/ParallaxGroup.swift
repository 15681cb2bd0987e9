import KamishibaiGeometry

/// Several scroll views moved by one: the outer one takes all input,
/// the layers take none and follow it from its `didScroll`. With
/// `progress = outer.offset.x / (outer.contentWidth − outer.boundsWidth)`, a backward layer
/// sits at `(1 − progress) × its range` (it starts scrolled to its right edge) and a forward
/// one at `progress × its range`.
public final class ParallaxGroup {
    public enum Direction: Sendable { case backward, forward }

    public struct Layer {
        public let name: String
        public let scrollView: ScrollView
        public let direction: Direction
    }

    /// The view that takes the input; it usually owns this group through its delegate.
    public private(set) weak var outer: ScrollView?
    public private(set) var layers: [Layer] = []

    public init(outer: ScrollView) {
        self.outer = outer
    }

    public func add(_ scrollView: ScrollView, name: String, direction: Direction) {
        scrollView.isUserInteractionEnabled = false
        layers.append(Layer(name: name, scrollView: scrollView, direction: direction))
        apply()
    }

    /// The outer view's progress through its content, 0 at the start and 1 at the end;
    /// beyond while it rubber-bands.
    public var progress: Double {
        guard let outer else { return 0 }
        let range = outer.contentSize.width - outer.frame.width
        return range > 0 ? outer.contentOffset.x / range : 0
    }

    /// Moves every layer to where the outer view's progress puts it. Call from `didScroll`.
    public func apply() {
        let progress = progress
        for layer in layers {
            let view = layer.scrollView
            let range = max(0, view.contentSize.width - view.frame.width)
            let share = layer.direction == .backward ? 1 - progress : progress
            view.contentOffset = Point(x: share * range, y: view.contentOffset.y)
        }
    }

    /// Each layer's horizontal offset, for the trace.
    public var layerOffsets: [TraceEvent.ParallaxOffset] {
        layers.map { TraceEvent.ParallaxOffset(name: $0.name, x: $0.scrollView.contentOffset.x) }
    }
}
