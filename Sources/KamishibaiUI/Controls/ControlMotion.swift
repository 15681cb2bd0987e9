/// A control's number that eases to a new value on the window's animations (a switch's thumb,
/// a progress bar's fill): `set(_:animated:in:)` jumps without a window, without animation or
/// under Reduce Motion, and otherwise runs `duration` of animation time. The owner reads
/// ``value`` when it draws; the step holds the motion weakly, so nothing outlives the control.
final class ControlMotion {
    private(set) var value: Double
    private var animator: PropertyAnimator?
    private let stepper = FrameStepper()

    init(_ value: Double) { self.value = value }

    func set(_ newValue: Double, animated: Bool, duration: Double, in window: Window?) {
        animator?.stopAnimation()
        animator = nil
        guard animated, let animations = window?.animations, !animations.isReduceMotionEnabled, newValue != value else {
            value = newValue
            return
        }
        let start = value
        let animator = animations.makeAnimator(duration: duration, curve: .easeInOut)
        animator.addAnimations { [weak self] in self?.value = start + (newValue - start) * $0 }
        self.animator = animator
        animator.startAnimation()
        stepper.run(in: animations) { [weak self] _ in
            guard let self, let animator = self.animator, animator.isRunning else { return false }
            animator.update()
            return animator.isRunning
        }
    }
}
