import KamishibaiGeometry

/// The right half of the container, over the dimmed backdrop (a sidebar), from the top — or,
/// over a ``TabBarController`` whose bar is on top, from below that bar, so the tabs stay in
/// view (dimmed) as the window's top row rather than being cut by the sidebar's edge. Pair it
/// with `SlideAnimator(edge: .right)` so it comes in from that edge.
public final class SidebarPresentationController: DimmedPresentationController {
    public override var presentationStyle: ModalPresentationStyle { .sidebar }

    public override var dismissalEdge: Edge { .right }

    /// Starts on a whole column, `x = ⌊W/2⌋`; on an odd width the sidebar takes the extra one.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let size = container.bounds.size
        let x = (size.width / 2).rounded(.down)
        let top = tabBarBottom(in: container)
        return Rect(x: x, y: top, width: size.width - x, height: size.height - top)
    }

    /// Where the top tab bar of the tab bar controller presenting (or holding) the presenting
    /// screen ends, in the container's rows; 0 without one.
    private func tabBarBottom(in container: View) -> Double {
        var screen = presentingViewController
        while let current = screen, !(current is TabBarController) { screen = current.parent }
        guard let tabs = screen as? TabBarController, tabs.barPlacement == .top, tabs.tabBar.isVisible else { return 0 }
        let bottom = tabs.tabBar.frameInRoot.maxY - container.frameInRoot.minY
        return min(max(0, bottom), container.bounds.height)
    }
}
