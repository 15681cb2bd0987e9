import KamishibaiGeometry
import KamishibaiMotion

/// A bottom sheet as tall as its content (UIKit's intrinsic content size):
/// `height = min(contentHeight, container height − 2)`, full width, resting on the bottom
/// edge, over a dimmed backdrop of at least two rows — something is always left to click.
public final class FittedSheetPresentationController: DimmedPresentationController {
    public override var presentationStyle: ModalPresentationStyle { .fittedSheet }

    /// Rows of backdrop always left above the sheet.
    public static let minimumBackdrop = 2.0
    /// How long `refit(animated: true)` takes, before `--slow-animations`.
    public static let refitDuration = 0.25

    private let contentHeight: (Double) -> Double
    private var refitAnimator: PropertyAnimator?

    /// `contentHeight` gives the content's height at a width (text wraps); it is asked every
    /// time the frame is: whenever the sheet is laid out or refitted.
    public init(presented: ViewController, presenting: ViewController?, contentHeight: @escaping (Double) -> Double) {
        self.contentHeight = contentHeight
        super.init(presented: presented, presenting: presenting)
    }

    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let size = container.bounds.size
        let height = min(max(contentHeight(size.width), 0), max(size.height - Self.minimumBackdrop, 0))
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    /// The content's height changed: moves the sheet from where it is to its new fitted frame,
    /// ease-in-out on the window's clock, or at once when not animated or not in a window.
    /// A refit replaces one still running.
    public func refit(animated: Bool) {
        stopRefit()
        let view = presentedView
        let start = view.frame, end = frameOfPresentedViewInContainerView
        guard animated, start != end, let window = view.window else {
            view.frame = end
            return
        }
        let animator = window.animations.makeAnimator(duration: Self.refitDuration, curve: .easeInOut)
        animator.addAnimations { progress in view.frame = start.interpolated(to: end, by: progress) }
        animator.startAnimation()
        window.animations.add {
            animator.update()
            return animator.isRunning
        }
        refitAnimator = animator
    }

    /// A resize lands at once: a refit still running would drag the sheet back to the old size.
    public override func containerViewWillLayoutSubviews() {
        stopRefit()
        super.containerViewWillLayoutSubviews()
    }

    private func stopRefit() {
        refitAnimator?.stopAnimation()
        refitAnimator = nil
    }
}
