import KamishibaiGeometry

/// One moment of a drag that `DragTracker` reports.
struct DragSample {
    enum Source { case pointer, key }

    var source: Source
    /// From where the drag began: the pointer's movement, or the sum of the key's steps.
    var translation: Point
    /// The pointer's, in cells per second; zero for a key, whose release is a pause.
    var velocity = Point.zero
    /// Where the pointer was pressed (root coordinates); nil for a key.
    var start: Point?

    /// How far a press of an arrow (or vi) key moves a drag: a row, or two columns across —
    /// the same distance on screen.
    static func keyStep(for key: Key) -> Point? {
        switch key {
        case .left, .character("h"): Point(x: -2, y: 0)
        case .right, .character("l"): Point(x: 2, y: 0)
        case .up, .character("k"): Point(x: 0, y: -1)
        case .down, .character("j"): Point(x: 0, y: 1)
        default: nil
        }
    }
}

/// What a drag does, told by the `DragTracker` that tracks it. The owner keeps a `DragState`
/// for the drag while it lasts: the tracker holds it, so nothing is left over between drags.
protocol DragTrackerOwner: AnyObject {
    associatedtype DragState
    /// A drag begins: the state to keep while it lasts, or nil when there is nothing to drag
    /// now (the tracker then lets it go).
    func dragBegan(_ sample: DragSample) -> DragState?
    func dragChanged(_ state: inout DragState, _ sample: DragSample)
    /// Let go: the pointer released, or the held key let go (`HeldKeys`).
    func dragEnded(_ state: DragState, _ sample: DragSample)
    /// Stopped without a release: a resize, a lost pointer, the focus gone.
    func dragCancelled(_ state: DragState, _ source: DragSample.Source)
    /// A press released without a drag (root coordinates).
    func dragTapped(at point: Point)
}

/// The skeleton of a drag-to-dismiss, shared by `DismissalInteraction` and
/// `ZoomDismissalInteraction`: it turns a pointer drag on a screen's view, or an arrow key held
/// down, into one stream of translations and velocities — began, changed, then ended or
/// cancelled — for its owner. A held key's drag ends when the key is let go (`HeldKeys`): at
/// its release where the terminal reports releases, elsewhere at a pause in its repeats
/// (`KeyRepeatTracker`). One drag at a time: a pointer drag and a held key never drive it
/// together.
final class DragTracker<Owner: DragTrackerOwner> {
    private enum Phase {
        case idle
        case pointer(Owner.DragState)
        /// The sum of the key's steps so far, and the key's hold, which ends the drag.
        case key(Owner.DragState, translation: Point, hold: HeldKeys.Token)
    }

    private weak var owner: Owner?
    private weak var screen: ViewController?
    /// Whether a key drag waits for the key to repeat: a single press then goes on to the
    /// screen's content.
    private let keyStartsOnRepeat: Bool
    private var phase = Phase.idle
    /// The pan on the screen's view while attached.
    private var recognizer: PanGestureRecognizer?
    private var keyRepeat = KeyRepeatTracker()

    init(keyStartsOnRepeat: Bool) {
        self.keyStartsOnRepeat = keyStartsOnRepeat
    }

    /// Tracks the pointer on `screen`'s view, for `owner`.
    func attach(to screen: ViewController, owner: Owner) {
        self.screen = screen
        self.owner = owner
        let recognizer = PanGestureRecognizer { [weak self] in self?.pan($0) }
        screen.view.addGestureRecognizer(recognizer)
        self.recognizer = recognizer
    }

    /// Stops tracking: a drag under way is cancelled, and the pan leaves the screen's view.
    func detach() {
        cancel()
        if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        recognizer = nil
        screen = nil
    }

    var isDragging: Bool {
        if case .idle = phase { return false }
        return true
    }

    // MARK: Pointer

    private func pan(_ gesture: PanGestureRecognizer) {
        guard let owner else { return }
        let sample = DragSample(
            source: .pointer, translation: gesture.translation, velocity: gesture.velocity,
            start: gesture.location - gesture.translation)
        switch gesture.state {
        case .began:
            guard case .idle = phase, let state = owner.dragBegan(sample) else { return }
            phase = .pointer(state)
        case .changed:
            guard case .pointer(var state) = phase else { return }
            owner.dragChanged(&state, sample)
            phase = .pointer(state)
        case .ended:
            guard case .pointer(let state) = phase else { return }
            phase = .idle
            owner.dragEnded(state, sample)
        case .failed:
            owner.dragTapped(at: gesture.location)
        case .cancelled:
            guard case .pointer = phase else { return }
            cancel()
        case .possible:
            break
        }
    }

    // MARK: Keys

    /// A press or repeat of `key`, moving the drag by `step`; true while a key drag is under
    /// way after it (the key was taken).
    func keyDown(_ key: Key, step: Point) -> Bool {
        guard let owner, let window = screen?.window else { return false }
        let held = keyRepeat.repeatsLastPress(of: key, at: window.clock.now)
        switch phase {
        case .pointer:
            return false
        case .idle:
            guard held || !keyStartsOnRepeat, let state = owner.dragBegan(DragSample(source: .key, translation: step)) else {
                return false
            }
            phase = .key(state, translation: step, hold: hold(key, in: window))
        case .key(var state, let translation, let previous):
            window.heldKeys.cancel(previous)
            let moved = translation + step
            owner.dragChanged(&state, DragSample(source: .key, translation: moved))
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
        owner?.dragEnded(state, DragSample(source: .key, translation: translation))
    }

    // MARK: Cancelling

    /// The drag ends without a release.
    func cancel() {
        switch phase {
        case .idle:
            return
        case .pointer(let state):
            phase = .idle
            owner?.dragCancelled(state, .pointer)
        case .key(let state, _, let hold):
            screen?.window?.heldKeys.cancel(hold)
            keyRepeat.release()
            phase = .idle
            owner?.dragCancelled(state, .key)
        }
    }
}
