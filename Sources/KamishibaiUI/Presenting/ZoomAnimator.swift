import KamishibaiGeometry
import KamishibaiMotion

/// Zooms a picture between its thumbnail and the whole container, as the Photos app opens and
/// closes a photo. The moving picture is a temporary view (from `makePicture`) added to the
/// transition's container, belonging to neither screen: the presented screen is hidden while
/// it flies. The thumbnail's frame comes from outside (the grid knows it, the picture does
/// not), in root coordinates, and is read every frame, so a resize moves the destination.
public final class ZoomAnimator: AnimatedTransitioning {
    public enum Direction: Sendable { case present, dismiss }
    public let direction: Direction
    public let duration: Double
    /// The moving picture while the transition runs.
    public private(set) var picture: View?
    /// While false the picture stays where an interaction puts it; the animation then drives
    /// only what runs alongside it (the backdrop's fade).
    public var pictureFollowsProgress = true
    private let thumbnailFrame: () -> Rect?
    private let makePicture: () -> View
    // The context weakly: the screen owns the delegate that keeps this animator.
    private weak var currentContext: TransitionContext?
    private var currentAnimator: PropertyAnimator?

    /// 0.35 s to open, 0.3 s to close, ease-in-out, slowed by `--slow-animations` through the
    /// context's animation driver.
    public init(
        direction: Direction, duration: Double? = nil, thumbnailFrame: @escaping () -> Rect?,
        makePicture: @escaping () -> View
    ) {
        self.direction = direction
        self.duration = duration ?? (direction == .present ? 0.35 : 0.3)
        self.thumbnailFrame = thumbnailFrame
        self.makePicture = makePicture
    }

    public func transitionDuration(using context: TransitionContext) -> Double {
        duration
    }

    /// The thumbnail's frame in the container's coordinates; without one, a point at the
    /// container's centre, so the picture grows out of (or shrinks into) the middle.
    public func thumbnail(in container: View) -> Rect {
        let origin = container.frameInRoot.origin
        guard let frame = thumbnailFrame() else {
            return Rect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        }
        return frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        if let currentAnimator, currentContext === context { return currentAnimator }
        let screen = context.presentedViewController
        let container = context.containerView
        let full = context.finalFrame(for: screen)
        let picture = makePicture()
        picture.isUserInteractionEnabled = false
        // It changes size every frame: drawn for speed.
        (picture as? LiveResizing)?.prefersSpeed = true
        picture.frame = direction == .present ? thumbnail(in: container) : screen.view.frame
        container.addSubview(picture)
        screen.view.isHidden = true
        self.picture = picture
        let start = picture.frame
        let animator = context.animations.makeAnimator(duration: transitionDuration(using: context), curve: .easeInOut)
        animator.addAnimations { [weak self, weak picture, weak container, weak context] progress in
            guard let self, pictureFollowsProgress, let picture, let container else { return }
            let (from, to) = direction == .present ? (thumbnail(in: container), full) : (start, thumbnail(in: container))
            let shown = context?.cuts == true ? (progress > 0 ? 1 : 0) : progress
            picture.frame = from.interpolated(to: to, by: shown)
        }
        animator.addCompletion { [weak self, weak context] _ in
            guard let self, let context else { return }
            finish(context)
        }
        (currentContext, currentAnimator) = (context, animator)
        return animator
    }

    /// Takes the picture away and shows the screen again if it stays; a closed photo reports
    /// where it landed.
    private func finish(_ context: TransitionContext) {
        let completed = !context.transitionWasCancelled
        let screen = context.presentedViewController
        if direction == .dismiss, completed {
            let landed = thumbnail(in: context.containerView).offsetBy(
                dx: context.containerView.frameInRoot.minX, dy: context.containerView.frameInRoot.minY)
            context.landedFrame = landed
        }
        picture?.removeFromSuperview()
        picture = nil
        currentAnimator = nil
        screen.view.isHidden = direction == .present ? !completed : completed
        context.completeTransition(completed)
    }
}
