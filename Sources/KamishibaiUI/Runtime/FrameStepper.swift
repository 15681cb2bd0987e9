/// Keeps one step in a window's animations for as long as something moves: `run` adds the
/// step unless it is already there; the step returns false once all has come to rest, and a
/// later `run` adds it again. The owner keeps the stepper and captures itself weakly in the
/// step, so nothing outlives it.
final class FrameStepper {
    private var isRunning = false

    func run(in animations: Animations, _ step: @escaping () -> Bool) {
        guard !isRunning else { return }
        isRunning = true
        animations.add { [weak self] in
            let moving = step()
            if !moving { self?.isRunning = false }
            return moving
        }
    }
}
