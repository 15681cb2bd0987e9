import KamishibaiGeometry

/// The right half of the container, full height, over the dimmed backdrop (a sidebar).
/// Pair it with `SlideAnimator(edge: .right)` so it comes in from that edge.
public final class SidebarPresentationController: DimmedPresentationController {
    public override var presentationStyle: ModalPresentationStyle { .sidebar }

    public override var dismissalEdge: Edge { .right }

    /// Starts on a whole column, `x = ⌊W/2⌋`; on an odd width the sidebar takes the extra one.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let size = container.bounds.size
        let x = (size.width / 2).rounded(.down)
        return Rect(x: x, y: 0, width: size.width - x, height: size.height)
    }
}
