extension View {
    /// How much the view resists growing past its intrinsic size along `axis` (UIKit's):
    /// ``LayoutPriority/defaultLow`` unless set. Of a stack's views, the one that hugs least
    /// takes the room left over.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        layoutPriorities.hugging[axis] ?? defaultContentHuggingPriority(for: axis)
    }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        layoutPriorities.hugging[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// How much the view resists shrinking below its intrinsic size along `axis` (UIKit's):
    /// ``LayoutPriority/defaultHigh`` unless set. Under a squeeze, the view that resists least
    /// gives way first.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        layoutPriorities.compressionResistance[axis] ?? defaultContentCompressionResistancePriority(for: axis)
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        layoutPriorities.compressionResistance[axis] = priority
        invalidateIntrinsicContentSize()
    }
}

/// The priorities set on one view; an axis not set takes the view type's default.
struct LayoutPriorities {
    var hugging: [LayoutAxis: LayoutPriority] = [:]
    var compressionResistance: [LayoutAxis: LayoutPriority] = [:]
}
