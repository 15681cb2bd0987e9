import Geometry
import Kamishibai

/// A story's detail, presented as a half-height sheet. It owns its interactor, so the same
/// one serves every drag, and it drives it from a mouse pan or from ↓ held down.
final class DetailViewController: ViewController {
    let story: Story
    let interactor = PercentDrivenInteractor()
    private let sheetDelegate: SheetTransitioningDelegate
    private var keyRepeat = KeyRepeatTracker()
    private var keyDragRows = 0.0
    private var keyRelease: Timers.Token?

    /// Release past this share of the sheet's height finishes the dismissal (SPEC §3).
    static let threshold = 0.4
    /// A downward release faster than this dismisses even below the threshold (rows/s).
    static let flickVelocity = 15.0

    init(story: Story, index: Int) {
        self.story = story
        sheetDelegate = SheetTransitioningDelegate(interactor: interactor)
        let sheet = SheetView(story: story)
        super.init(name: "detail-\(index + 1)", view: sheet)
        transitioningDelegate = sheetDelegate
        sheet.onClose = { [unowned self] in dismiss(animated: true) }
        sheet.onKey = { [unowned self] in handle($0) }
        sheet.addGestureRecognizer(PanGestureRecognizer { [unowned self] in pan($0) })
    }

    /// The sheet's height at rest: percent is rows dragged over this.
    private var sheetHeight: Double {
        max(1, presentationController?.frameOfPresentedViewInContainerView.height ?? view.frame.height)
    }

    private var canBeginDrag: Bool { window?.transitions.active == nil && presentingViewController != nil }

    private func pan(_ gesture: PanGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard canBeginDrag, !keyRepeat.isHeld else { return }
            interactor.interactionInProgress = true
            dismiss(animated: true)
            fallthrough
        case .changed:
            guard interactor.interactionInProgress else { return }
            // The sheet cannot be pulled above where it rests.
            if gesture.translation.y < 0 { gesture.setTranslation(.zero) }
            interactor.update(gesture.translation.y / sheetHeight)
        case .ended:
            guard interactor.interactionInProgress else { return }
            endInteraction(flick: gesture.velocity.y > Self.flickVelocity)
        case .cancelled, .failed:
            guard interactor.interactionInProgress else { return }
            interactor.interactionInProgress = false
            interactor.cancel()
        case .possible:
            break
        }
    }

    private func endInteraction(flick: Bool) {
        interactor.interactionInProgress = false
        if interactor.percentComplete >= Self.threshold || flick { interactor.finish() } else { interactor.cancel() }
    }

    /// ↓ held: each repeat drags the sheet one row; a gap in the repeats is the release.
    private func keyboardDrag(by rows: Double) {
        guard let window else { return }
        if !keyRepeat.isHeld {
            guard rows > 0, canBeginDrag else { return }
            keyDragRows = 0
            interactor.interactionInProgress = true
            dismiss(animated: true)
        }
        guard interactor.interactionInProgress else { return }
        keyDragRows = max(0, keyDragRows + rows)
        interactor.update(keyDragRows / sheetHeight)
        window.timers.cancel(keyRelease)
        keyRelease = window.timers.schedule(at: keyRepeat.press(at: window.clock.now)) { [unowned self] in
            keyRepeat.release()
            keyRelease = nil
            guard interactor.interactionInProgress else { return }
            endInteraction(flick: false)
        }
    }

    private func handle(_ key: Key) -> Bool {
        switch key {
        case .escape: dismiss(animated: true)
        case .down, .character("j"): keyboardDrag(by: 1)
        case .up, .character("k"): keyboardDrag(by: -1)
        default: return false
        }
        return true
    }
}
