import KamishibaiGeometry

extension Window {
    /// The rows the footer takes at the bottom: its intrinsic height, one row without one,
    /// none without a footer. A hidden footer keeps its rows, so presentations stay put.
    var footerHeight: Double {
        guard let footerView else { return 0 }
        let height = footerView.intrinsicContentSize.height
        return min(rootView.bounds.height, height > 0 ? height : 1)
    }

    /// The root view's bounds above the footer and left of the inspector: where the root
    /// screen's view and, by default, presentations go.
    var rootContentFrame: Rect {
        let bounds = rootView.bounds
        return Rect(
            x: bounds.minX, y: bounds.minY, width: max(0, bounds.width - inspectorWidth), height: max(0, bounds.height - footerHeight))
    }

    /// The footer across the bottom rows, the inspector above it on the right, the root
    /// screen's view beside the inspector.
    func layOutFooter() {
        if rootViewController.view !== rootView { rootViewController.view.frame = rootContentFrame }
        layOutInspector()
        guard let footerView else { return }
        let height = footerHeight
        footerView.frame = Rect(x: 0, y: rootView.bounds.height - height, width: rootView.bounds.width, height: height)
    }

    /// A presentation was added to `presentationHost`: the footer stays drawn over it (a sheet
    /// sliding in from below passes under it).
    func keepFooterInFront() {
        guard let footerView, footerView.superview === rootView, rootView.subviews.last !== footerView else { return }
        rootView.addSubview(footerView)
    }

    func footerViewDidChange(from old: View?) {
        if let old, old !== footerView, old.superview === rootView { old.removeFromSuperview() }
        if let footerView { rootView.addSubview(footerView) }
        layOutFooter()
        transitions.containerDidResize()
        toasts.containerDidResize()
        rootView.setNeedsLayout()
    }
}
