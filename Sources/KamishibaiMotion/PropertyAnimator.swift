/// An animation of a progress value from 0 to 1 that can be started, paused, scrubbed,
/// reversed and continued — the model of UIKit's `UIViewPropertyAnimator`.
///
/// Progress is a pure function of the injected clock: the animator keeps one *segment*
/// (from a progress to a progress, over a duration, along a curve) and evaluates it at
/// `clock.now`. Pausing freezes the segment; scrubbing sets progress directly, linearly;
/// continuing starts a new segment from wherever progress is, so a gesture can hand over
/// to an animation at any point.
public final class PropertyAnimator {
    public enum State: Sendable, Equatable {
        /// Not started, or finished.
        case inactive
        /// Started: running or paused.
        case active
        /// Stopped before the end; `finishAnimation(at:)` completes it.
        case stopped
    }

    public enum Position: Sendable, Equatable {
        case start, end, current
    }

    public let duration: Double
    public let curve: TimingCurve
    public private(set) var state: State = .inactive
    public private(set) var isRunning = false

    private let clock: TimeSource
    private var animations: [(Double) -> Void] = []
    private var completions: [(Position) -> Void] = []
    private var segment: Segment

    private struct Segment {
        var from: Double
        var to: Double
        var start: Double
        var duration: Double
        var curve: TimingCurve

        func progress(at time: Double) -> Double {
            guard duration > 0 else { return to }
            let t = (time - start) / duration
            return from + (to - from) * curve.value(at: t)
        }

        /// Within a nanosecond counts: remaining-share durations such as 0.4 × 0.2 s carry
        /// rounding error that must not cost an extra frame.
        func isFinished(at time: Double) -> Bool { time - start >= duration - 1e-9 }
    }

    public init(duration: Double, curve: TimingCurve = .easeInOut, clock: TimeSource) {
        precondition(duration >= 0, "a duration cannot be negative")
        self.duration = duration
        self.curve = curve
        self.clock = clock
        self.segment = Segment(from: 0, to: 0, start: clock.now, duration: 0, curve: curve)
    }

    /// `progress` values are handed to these on every `update()` and whenever progress is set.
    public func addAnimations(_ animation: @escaping (Double) -> Void) {
        animations.append(animation)
    }

    /// Called once, with where the animation ended, when it reaches an end or is finished.
    public func addCompletion(_ completion: @escaping (Position) -> Void) {
        completions.append(completion)
    }

    /// When set, a running animation heads back to 0 and completes at `.start`.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            runSegment(to: target, curve: segment.curve, durationFactor: 1)
        }
    }

    /// The current progress: 0 to 1, or briefly beyond while a spring curve overshoots.
    public var progress: Double {
        isRunning ? segment.progress(at: clock.now) : segment.to
    }

    /// Progress, settable while paused (the animator is started paused if it was inactive).
    /// Scrubbing is linear: the value set is the value the animations receive.
    public var fractionComplete: Double {
        get { progress }
        set {
            precondition(!isRunning, "pause the animator before scrubbing it")
            if state == .inactive { state = .active }
            let value = min(max(newValue, 0), 1)
            segment = Segment(from: value, to: value, start: clock.now, duration: 0, curve: .linear)
            apply(value)
        }
    }

    private var target: Double { isReversed ? 0 : 1 }

    public func startAnimation() {
        switch state {
        case .inactive:
            state = .active
            let from = isReversed ? 1.0 : 0.0
            segment = Segment(from: from, to: from, start: clock.now, duration: 0, curve: curve)
            runSegment(to: target, curve: curve, durationFactor: 1)
        case .active where !isRunning:
            runSegment(to: target, curve: curve, durationFactor: 1)
        case .active, .stopped:
            return
        }
    }

    public func pauseAnimation() {
        if state == .inactive { state = .active }
        guard isRunning else { return }
        let value = progress
        segment = Segment(from: value, to: value, start: clock.now, duration: 0, curve: .linear)
        isRunning = false
    }

    /// Runs from the current progress to the end (or the start, if reversed) in the
    /// remaining share of the duration times `durationFactor`, along `curve`.
    public func continueAnimation(curve: TimingCurve? = nil, durationFactor: Double = 1) {
        guard state == .active else { return }
        runSegment(to: target, curve: curve ?? self.curve, durationFactor: durationFactor)
    }

    /// Freezes the animation where it is; nothing completes until `finishAnimation(at:)`.
    public func stopAnimation() {
        guard state == .active else { return }
        pauseAnimation()
        state = .stopped
    }

    /// Jumps to `position`, applies it and calls the completions.
    public func finishAnimation(at position: Position) {
        guard state != .inactive else { return }
        let value: Double
        switch position {
        case .start: value = 0
        case .end: value = 1
        case .current: value = progress
        }
        segment = Segment(from: value, to: value, start: clock.now, duration: 0, curve: .linear)
        isRunning = false
        apply(value)
        complete(at: position)
    }

    /// Applies the progress at `clock.now`; completes when a running segment has reached its end.
    /// Call once per frame.
    public func update() {
        guard isRunning else { return }
        let now = clock.now
        let value = segment.progress(at: now)
        apply(value)
        if segment.isFinished(at: now) {
            isRunning = false
            segment = Segment(from: segment.to, to: segment.to, start: now, duration: 0, curve: .linear)
            complete(at: segment.to <= 0 ? .start : .end)
        }
    }

    /// The time at which the running segment ends, for a run loop that wants to know.
    public var endTime: Double? {
        isRunning ? segment.start + segment.duration : nil
    }

    private func runSegment(to end: Double, curve: TimingCurve, durationFactor: Double) {
        let from = progress
        let remaining = abs(end - from) * duration * durationFactor
        segment = Segment(from: from, to: end, start: clock.now, duration: remaining, curve: curve)
        isRunning = true
    }

    private func apply(_ value: Double) {
        for animation in animations { animation(value) }
    }

    private func complete(at position: Position) {
        state = .inactive
        let calls = completions
        completions = []
        for completion in calls { completion(position) }
    }
}
