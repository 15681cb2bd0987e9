import KamishibaiUI

/// A story's detail, presented in a chosen style (a half-height sheet by default). It owns
/// its interactor, so the same one serves every drag, and drives it from a mouse pan or from
/// an arrow key held down: ↓, or → for a sidebar, which is dragged sideways.
final class DetailViewController: ViewController {
    let story: Story
    let interactor = PercentDrivenInteractor()
    let style: StyledTransitioningDelegate.Style
    private let styleDelegate: StyledTransitioningDelegate
    private var keyRepeat = KeyRepeatTracker()
    /// One drag, handed between the body and the sheet: how far the sheet is pulled down,
    /// where the body's content would be before resistance, and the last translation seen.
    private var pulledRows = 0.0
    private var bodyOffset = 0.0
    private var lastTranslation = 0.0
    /// A pointer drag is driving the screen (never while ↓ is held, and the reverse).
    private var isPanning = false
    private var sheet: SheetView { view as! SheetView }
    /// The scroll view of the story's text, for the inspector.
    var textScrollView: ScrollView { sheet.body }
    private var keyDragRows = 0.0
    private var keyRelease: Timers.Token?

    /// Release past this share of the sheet's height finishes the dismissal (SPEC §3).
    static let threshold = 0.4
    /// A downward release faster than this dismisses even below the threshold (rows/s).
    static let flickVelocity = 15.0

    /// The story's position in the list, 0-based: `n` presents the next one on top.
    let index: Int
    /// Sheets may be stacked this deep.
    static let maximumLevel = 5

    /// `level` 1 is presented from the list; the trace names deeper ones `detail-N@level`.
    init(story: Story, index: Int, level: Int = 1, style: StyledTransitioningDelegate.Style = .sheet) {
        self.story = story
        self.index = index
        self.style = style
        let sheet = SheetView(story: story)
        styleDelegate = StyledTransitioningDelegate(style: style, interactor: interactor) { [unowned sheet] in sheet.preferredHeight(width: $0) }
        super.init(name: level > 1 ? "detail-\(index + 1)@\(level)" : "detail-\(index + 1)", view: sheet)
        transitioningDelegate = styleDelegate
        sheet.onClose = { [unowned self] in dismiss(animated: true) }
        sheet.onPresentNext = { [unowned self] in presentNext() }
        sheet.onKey = { [unowned self] in handle($0) }
        sheet.addGestureRecognizer(PanGestureRecognizer { [unowned self] in pan($0) })
    }

    /// A sidebar leaves sideways; everything else downwards.
    private var isSideways: Bool { style == .sidebar }

    /// How far the screen travels to leave, at rest: percent is cells dragged over this.
    private var sheetHeight: Double {
        let frame = presentationController?.frameOfPresentedViewInContainerView ?? view.frame
        return max(1, isSideways ? frame.width : frame.height)
    }

    private var canBeginDrag: Bool { window?.transitions.active == nil && presentingViewController != nil }

    /// One continuous drag for the body and the sheet (the bottom-sheet hand-off): moving
    /// down first scrolls the body back to its top, then pulls the sheet (the dismissal
    /// interactor); moving up first lowers a pulled sheet back, then scrolls the body.
    private func pan(_ gesture: PanGestureRecognizer) {
        if isSideways { return panSideways(gesture) }
        switch gesture.state {
        case .began:
            guard !keyRepeat.isHeld else { return }
            isPanning = true
            pulledRows = 0
            lastTranslation = 0
            sheet.body.beginDragging()
            bodyOffset = sheet.body.contentOffset.y
            fallthrough
        case .changed:
            guard isPanning else { return }
            let delta = gesture.translation.y - lastTranslation
            lastTranslation = gesture.translation.y
            if delta > 0 {
                let scrolled = min(delta, max(0, bodyOffset))
                bodyOffset -= scrolled
                pull(by: delta - scrolled)
            } else {
                let lowered = min(-delta, pulledRows)
                pull(by: -lowered)
                bodyOffset += -delta - lowered
            }
            sheet.body.drag(to: Point(x: 0, y: bodyOffset))
        case .ended:
            guard isPanning else { return }
            isPanning = false
            if interactor.interactionInProgress {
                sheet.body.endDragging(velocity: .zero)
                endInteraction(flick: gesture.velocity.y > Self.flickVelocity)
            } else {
                sheet.body.endDragging(velocity: Point(x: 0, y: -gesture.velocity.y))
            }
        case .cancelled, .failed:
            guard isPanning else { return }
            sheet.body.endDragging(velocity: .zero)
            abandonInteraction()
        case .possible:
            break
        }
    }

    /// A sidebar: a drag to the right scrubs its dismissal, clamped at where it rests.
    private func panSideways(_ gesture: PanGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard !keyRepeat.isHeld else { return }
            isPanning = true
            pulledRows = 0
            lastTranslation = 0
            fallthrough
        case .changed:
            guard isPanning else { return }
            let delta = gesture.translation.x - lastTranslation
            lastTranslation = gesture.translation.x
            pull(by: max(delta, -pulledRows))
        case .ended:
            guard isPanning else { return }
            isPanning = false
            // A column is half a row's width: the same physical flick is twice the cells.
            if interactor.interactionInProgress { endInteraction(flick: gesture.velocity.x > Self.flickVelocity * 2) }
        case .cancelled, .failed:
            guard isPanning else { return }
            abandonInteraction()
        case .possible:
            break
        }
    }

    /// The gesture went away (a resize, say): the screen goes back to where it rests.
    private func abandonInteraction() {
        isPanning = false
        guard interactor.interactionInProgress else { return }
        interactor.interactionInProgress = false
        interactor.cancel()
    }

    /// Moves the sheet by `rows` (down is positive), starting the interactive dismissal the
    /// first time it moves. If it cannot start, the body rubber-bands past its top instead.
    private func pull(by rows: Double) {
        guard rows != 0 else { return }
        if !interactor.interactionInProgress {
            guard rows > 0, canBeginDrag else {
                if !isSideways { bodyOffset -= rows }
                return
            }
            interactor.interactionInProgress = true
            dismiss(animated: true)
        }
        pulledRows = max(0, pulledRows + rows)
        interactor.update(pulledRows / sheetHeight)
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

    private func scrollBody(pages: Double) {
        let body = sheet.body
        let target = min(max(0, body.targetContentOffset.y + pages * max(1, body.frame.height - 1)), body.maximumContentOffset.y)
        body.setContentOffset(Point(x: 0, y: target), animated: true)
    }

    /// The scene list shown or hidden: the content changes, and a fitted sheet re-fits to it.
    private func toggleScenes() {
        sheet.showsScenes.toggle()
        (presentationController as? FittedSheetPresentationController)?.refit(animated: true)
    }

    /// Another sheet on top of this one: the next story, one level up.
    private func presentNext() {
        let level = presentationLevel + 1
        guard level <= Self.maximumLevel, window?.transitions.active == nil else { return }
        let next = (index + 1) % Story.all.count
        present(DetailViewController(story: Story.all[next], index: next, level: level, style: style), animated: true)
    }

    private func handle(_ key: Key) -> Bool {
        switch key {
        case .escape: dismiss(animated: true)
        case .character("n"): presentNext()
        case .pageDown, .character(" "): scrollBody(pages: 1)
        case .pageUp: scrollBody(pages: -1)
        case .down where !isSideways, .character("j") where !isSideways: keyboardDrag(by: 1)
        case .up where !isSideways, .character("k") where !isSideways: keyboardDrag(by: -1)
        case .right where isSideways, .character("l") where isSideways: keyboardDrag(by: 2)
        case .left where isSideways, .character("h") where isSideways: keyboardDrag(by: -2)
        case .character("m"): toggleScenes()
        default: return false
        }
        return true
    }
}
