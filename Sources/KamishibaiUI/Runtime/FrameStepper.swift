/// Keeps one step in a window's animations for as long as something moves: `run` adds the
/// step unless it is already there; the step returns false once all has come to rest, and a
/// later `run` adds it again. The owner keeps the stepper and captures itself weakly in the
/// step, and the step is handed the driver each frame rather than capturing it, so nothing
/// outlives the window.
final class FrameStepper {
    private var isRunning = false

    func run(in animations: Animations, _ step: @escaping (Animations) -> Bool) {
        guard !isRunning else { return }
        isRunning = true
        animations.add { [weak self] (animations: Animations) in
            let moving = step(animations)
            if !moving { self?.isRunning = false }
            return moving
        }
    }
}
