import KamishibaiGeometry

/// A drag by the pointer or by a held key, as one stream: it begins, changes, then ends or is
/// cancelled (UIKit's `UIPanGestureRecognizer` states, with the keyboard as a second pointer).
/// The pointer is tracked on a view, to the pixel where the terminal reports pixels; a key
/// drags when its owner passes it on with `keyDown(_:step:)` — each press and repeat a step —
/// and its drag ends when the key is let go (`HeldKeys`): at its release where the terminal
/// reports releases, elsewhere at a pause in its repeats (`KeyRepeatTracker`). One drag at a
/// time: a pointer drag and a held key never drive it together.
///
/// Its owner keeps a `DragState` for each drag while it lasts: `onBegin` makes it, the tracker
/// holds it and hands it to the other handlers, so nothing is left over between drags. The
/// library's drags are made of it (`DismissalInteraction`, `ZoomDismissalInteraction`, the
/// edge pop of `NavigationController`); an app makes its own the same way:
///
/// ```swift
/// let tracker = DragTracker<Double>(keyStartsOnRepeat: false)
/// tracker.onBegin = { sample in -sample.translation.y }  // rows up; nil: no drag now
/// tracker.onChange = { rows, sample in rows = -sample.translation.y }
/// tracker.onEnd = { rows, sample in /* finish or cancel, from rows and sample.velocity */ }
/// tracker.onCancel = { rows, source in /* cancel */ }
/// tracker.attach(to: view)
/// // In the owner's keyDown: each key of a binding table held drags by its step.
/// if let step = keyBindings.step(for: key) { return tracker.keyDown(key, step: step) }
/// ```
public final class DragTracker<DragState> {
    private enum Phase {
        case idle
        case pointer(DragState)
        /// The sum of the key's steps so far, and the key's hold, which ends the drag.
        case key(DragState, translation: Point, hold: HeldKeys.Token)
    }

    /// A drag begins: the state to keep while it lasts, or nil when there is nothing to drag
    /// now (the tracker then lets the drag go: a key goes on to the responders after it).
    public var onBegin: ((DragSample) -> DragState?)?
    /// The drag moved: the pointer, or another press or repeat of the held key.
    public var onChange: ((inout DragState, DragSample) -> Void)?
    /// Let go: the pointer released, or the held key let go.
    public var onEnd: ((DragState, DragSample) -> Void)?
    /// Stopped without a release: a resize, a lost pointer, the focus gone, `cancel()`.
    public var onCancel: ((DragState, DragSample.Source) -> Void)?
    /// A press released without a drag (root coordinates).
    public var onTap: ((Point) -> Void)?

    private weak var view: View?
    /// Whether a key drag waits for the key to repeat: a single press then goes on to the
    /// responders after the owner (a list moves a row, the sheet stays).
    public let keyStartsOnRepeat: Bool
    private var phase = Phase.idle
    /// The pan on the view while attached.
    private var recognizer: PanGestureRecognizer?
    private var keyRepeat = KeyRepeatTracker()

    /// A tracker whose key drags begin at the first press, or only once the key repeats
    /// (`keyStartsOnRepeat`: it is held).
    public init(keyStartsOnRepeat: Bool) {
        self.keyStartsOnRepeat = keyStartsOnRepeat
    }

    /// Asked with each press (root coordinates): false leaves the press to the views and
    /// gestures behind (a drag from the view's edge only, say).
    public var shouldReceivePress: ((Point) -> Bool)? {
        didSet { recognizer?.shouldReceivePress = shouldReceivePress }
    }

    /// Tracks the pointer on `view`, and held keys in its window.
    public func attach(to view: View) {
        detach()
        self.view = view
        let recognizer = PanGestureRecognizer { [weak self] in self?.pan($0) }
        recognizer.shouldReceivePress = shouldReceivePress
        view.addGestureRecognizer(recognizer)
        self.recognizer = recognizer
    }

    /// Stops tracking: a drag under way is cancelled, and the pan leaves the view.
    public func detach() {
        cancel()
        if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        recognizer = nil
        view = nil
    }

    /// Whether a drag (by pointer or key) is under way.
    public var isDragging: Bool {
        if case .idle = phase { return false }
        return true
    }

    // MARK: Pointer

    private func pan(_ gesture: PanGestureRecognizer) {
        let sample = DragSample(
            source: .pointer, translation: gesture.translation, velocity: gesture.velocity,
            start: gesture.location - gesture.translation)
        switch gesture.state {
        case .began:
            guard case .idle = phase, let state = onBegin?(sample) else { return }
            phase = .pointer(state)
        case .changed:
            guard case .pointer(var state) = phase else { return }
            onChange?(&state, sample)
            phase = .pointer(state)
        case .ended:
            guard case .pointer(let state) = phase else { return }
            phase = .idle
            onEnd?(state, sample)
        case .failed:
            onTap?(gesture.location)
        case .cancelled:
            guard case .pointer = phase else { return }
            cancel()
        case .possible:
            break
        }
    }

    // MARK: Keys

    /// A press or repeat of `key`, moving the drag by `step` (columns and rows); true while a
    /// key drag is under way after it (the key was taken). The first press begins a drag
    /// unless `keyStartsOnRepeat`; each one after it, of this key or another, moves it, and the
    /// last one pressed is the key whose letting go ends it. False during a pointer drag.
    public func keyDown(_ key: Key, step: Point) -> Bool {
        guard let window = view?.window else { return false }
        let held = keyRepeat.repeatsLastPress(of: key, at: window.clock.now)
        switch phase {
        case .pointer:
            return false
        case .idle:
            guard held || !keyStartsOnRepeat, let state = onBegin?(DragSample(source: .key, translation: step))
            else { return false }
            phase = .key(state, translation: step, hold: hold(key, in: window))
        case .key(var state, let translation, let previous):
            window.heldKeys.cancel(previous)
            let moved = translation + step
            onChange?(&state, DragSample(source: .key, translation: moved))
            phase = .key(state, translation: moved, hold: hold(key, in: window))
        }
        return true
    }

    private func hold(_ key: Key, in window: Window) -> HeldKeys.Token {
        window.heldKeys.hold(key, until: keyRepeat.press(at: window.clock.now)) { [weak self] in self?.keyReleased() }
    }

    private func keyReleased() {
        guard case .key(let state, let translation, _) = phase else { return }
        keyRepeat.release()
        phase = .idle
        onEnd?(state, DragSample(source: .key, translation: translation))
    }

    // MARK: Cancelling

    /// The drag ends without a release (`onCancel`); nothing when none is under way.
    public func cancel() {
        switch phase {
        case .idle:
            return
        case .pointer(let state):
            phase = .idle
            onCancel?(state, .pointer)
        case .key(let state, _, let hold):
            view?.window?.heldKeys.cancel(hold)
            keyRepeat.release()
            phase = .idle
            onCancel?(state, .key)
        }
    }
}
