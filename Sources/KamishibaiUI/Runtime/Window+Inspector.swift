import KamishibaiGeometry

extension Window {
    /// The columns the inspector takes on the right: its intrinsic width in whole columns, at
    /// most half the window; none without an inspector or an intrinsic width.
    var inspectorWidth: Double {
        guard let inspectorView else { return 0 }
        let width = inspectorView.intrinsicContentSize.width.rounded(.down)
        return width > 0 ? min(width, (rootView.bounds.width / 2).rounded(.down)) : 0
    }

    /// The inspector along the right, from the top down to the footer.
    func layOutInspector() {
        guard let inspectorView else { return }
        let bounds = rootView.bounds, width = inspectorWidth
        inspectorView.frame = Rect(x: bounds.maxX - width, y: bounds.minY, width: width, height: max(0, bounds.height - footerHeight))
    }

    /// A new inspector, or none: it goes just above the root screen's view, and everything
    /// beside it (the root screen, presentations, toasts) takes the width it leaves.
    func inspectorViewDidChange(from old: View?) {
        guard old !== inspectorView else { return }
        if let old, old.superview === rootView { old.removeFromSuperview() }
        if let inspectorView {
            let aboveRoot = rootView.subviews.firstIndex { $0 === rootViewController.view }.map { $0 + 1 } ?? 0
            rootView.insertSubview(inspectorView, at: aboveRoot)
        }
        layOutFooter()
        transitions.containerDidResize()
        toasts.containerDidResize()
        rootView.setNeedsLayout()
    }
}
