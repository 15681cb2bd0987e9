import KamishibaiGeometry
import KamishibaiTerminal

/// Where the pointer's reports go: a press to the view under it (a toast first, over
/// everything) or a gesture on its ancestors, which then holds the pointer until the release;
/// the wheel to what is beneath the toasts.
extension Window {
    func dispatch(_ event: MouseEvent) {
        let point = event.location
        let now = clock.now
        toasts.pointerDidReport(event.kind, at: point)
        switch event.kind {
        case .drag, .release:
            defer { if case .release = event.kind { pointerTarget = nil } }
            switch pointerTarget {
            case .recognizer(let recognizer)?:
                _ = recognizer.handle(event, at: point, time: now)
            case .view(let view)?:
                _ = deliver(event, to: view, at: point)
            case nil:
                break
            }
        case .press:
            // A press while another is held: that one's release was lost.
            abandonPointerGesture()
            // The focus stays where it is, as in UIKit: a text field takes it with its own
            // press, and a scroll view's `keyboardDismissMode` says what its drags do to it.
            guard let hit = hitTest(point) else { return }
            // A view that takes the press (a button) wins over a gesture on its ancestors.
            if let taker = deliver(event, to: hit, at: point) {
                pointerTarget = .view(taker)
                return
            }
            var candidate: View? = hit
            while let view = candidate {
                for recognizer in view.gestureRecognizers where recognizer.isEnabled {
                    if recognizer.handle(event, at: point, time: now) {
                        pointerTarget = .recognizer(recognizer)
                        return
                    }
                }
                candidate = view.superview
            }
        case .move:
            if let hit = hitTest(point) { _ = deliver(event, to: hit, at: point) }
        case .scrollUp, .scrollDown, .scrollLeft, .scrollRight:
            // Through the toasts, which scroll nothing, to what is beneath them.
            if let hit = rootView.hitTest(point) { _ = deliver(event, to: hit, at: point) }
        }
    }

    /// The view under `point` for a press or motion: a toast, over everything, or else the
    /// root view's.
    private func hitTest(_ point: Point) -> View? {
        toasts.layer.hitTest(point) ?? rootView.hitTest(point)
    }

    /// To the view, then up its superviews until one handles it; returns that one.
    private func deliver(_ event: MouseEvent, to view: View, at point: Point) -> View? {
        var candidate: View? = view
        while let target = candidate {
            if target.mouseEvent(event, at: target.convertFromRoot(point)) { return target }
            candidate = target.superview
        }
        return nil
    }
}
