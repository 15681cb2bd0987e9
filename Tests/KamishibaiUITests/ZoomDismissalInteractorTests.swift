import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// The zoom's dismissal as a custom interactive transition of its own: the delegate hands out
/// its `ZoomDismissalInteractor` while a drag begins, each update traces the picture's scale,
/// and a release times the rest of the fade (0.3 s of animator times the share left) to the
/// 0.35 s flight. On `ZoomTransitionTests`' 120×40 window.
@Suite struct ZoomDismissalInteractorTests {
    /// A drag from (60, 20) to (75, 28), a rest, then the release at 1.3: 0.548 of the way.
    func dragged(_ h: ZoomTransitionTests.Harness, to column: Int = 75, _ row: Int = 28) -> Double {
        h.mouse(1, .press(.left), 60, 20)
        h.mouse(1.1, .drag(.left), column, row)
        return h.delegate.dismissalInteractor.percentComplete
    }

    @Test func theDelegateHandsOutTheZoomsOwnInteractorOnlyDuringADrag() {
        let h = ZoomTransitionTests.Harness()
        let animator = ZoomAnimator(direction: .dismiss, thumbnailFrame: { nil }, makePicture: { View() })
        #expect(h.delegate.interactionController(forDismissal: animator) == nil, "no drag: Esc closes on its own")
        _ = dragged(h)
        let handedOut = h.delegate.interactionController(forDismissal: animator)
        #expect(handedOut === h.delegate.dismissalInteractor && h.delegate.dismissalInteractor.isDriving)
    }

    @Test func eachUpdateTracesThePicturesScale() {
        let h = ZoomTransitionTests.Harness()
        _ = dragged(h)
        let updates = h.jsonLines().filter { $0.contains("\"interactionUpdate\"") }
        #expect(updates.count == 1 && updates.allSatisfy { $0.contains("\"scale\"") })
        #expect(h.interaction.scale == 1 - 0.6 * h.delegate.dismissalInteractor.percentComplete)
    }

    /// Closing, the fade has 1 − p of its 0.3 s left: it runs at (0.3 · (1 − p)) / 0.35.
    @Test func closingTheFadeIsTimedToTheFlight() {
        let h = ZoomTransitionTests.Harness()
        let p = dragged(h)
        h.mouse(1.3, .release(.left), 75, 28)
        #expect(p >= 0.4 && h.delegate.dismissalInteractor.completionSpeed == 0.3 * 1 * (1 - p) / (0.35 * 1))
        #expect(h.jsonLines().contains { $0.contains("\"interactionFinish\"") })
    }

    /// Going back, the fade has p of its 0.3 s to undo: (0.3 · p) / 0.35.
    @Test func goingBackTheFadeIsTimedToTheFlight() {
        let h = ZoomTransitionTests.Harness()
        let p = dragged(h, to: 62, 20)
        h.mouse(1.4, .release(.left), 62, 20)
        #expect(p == 0.05 && h.delegate.dismissalInteractor.completionSpeed == 0.3 * 1 * p / (0.35 * 1))
        h.frame(at: 1.4 + 0.35)
        #expect(h.isPresented && h.picture == nil, "back, and the transition ended with the flight")
    }
}
