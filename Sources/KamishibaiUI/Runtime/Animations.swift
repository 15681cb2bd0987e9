/// Everything that moves on its own, stepped once per frame. The run loop ticks at the frame
/// rate only while this is active, and blocks on input when it is empty.
public final class Animations {
    private var steps: [() -> Bool] = []

    public init() {}

    public var isActive: Bool { !steps.isEmpty }

    /// Adds a step that runs every frame until it returns false.
    public func add(_ step: @escaping () -> Bool) {
        steps.append(step)
    }

    /// Steps every animation once; drops those that are done. Steps added meanwhile run next frame.
    public func tick() {
        let current = steps
        steps = []
        var kept: [() -> Bool] = []
        for step in current where step() { kept.append(step) }
        steps = kept + steps
    }
}
