import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// The Photos zoom on a plain 120×40 window: a thumbnail at (10, 5, 12, 6), a photo filling
/// the window, and the drag that closes it. Percent is the distance in rows (a column is half
/// a row) over half the container's height, 20 rows.
@Suite struct ZoomTransitionTests {
    final class Harness: WindowHarness {
        var thumbnail = Rect(x: 10, y: 5, width: 12, height: 6)
        let screen = ViewController(name: "photo")
        let delegate: ZoomTransitioningDelegate
        let interaction: ZoomDismissalInteraction
        var lines: [String] = []

        init(presentAnimated: Bool = false) {
            let clock = ManualClock()
            var json: [String] = []
            let trace = Trace(clock: clock) { json.append($0) }
            var frame: () -> Rect? = { nil }
            delegate = ZoomTransitioningDelegate(thumbnailFrame: { frame() }, makePicture: { View() })
            interaction = ZoomDismissalInteraction(delegate: delegate)
            super.init(clock: clock, window: Window(columns: 120, rows: 40, clock: clock, trace: trace), lead: .oneFrame)
            frame = { [weak self] in self?.thumbnail }
            screen.transitioningDelegate = delegate
            screen.addInteraction(interaction)
            trace.observer = { [weak self] in self?.lines.append($0.name) }
            window.rootViewController.present(screen, animated: presentAnimated)
            jsonLines = { json }
        }

        var jsonLines: () -> [String] = { [] }
        var picture: View? { delegate.activeAnimator?.picture }
    }

    func near(_ a: Rect?, _ b: Rect, within tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test func openingZoomsFromTheThumbnailOverABackdropFadingToBlack() {
        let h = Harness(presentAnimated: true)
        #expect(near(h.picture?.frame, h.thumbnail))
        #expect(h.screen.view.isHidden, "the photo waits for the picture to land")
        h.frame(at: 0.175)  // halfway in time: ease-in-out is halfway in space
        #expect(near(h.picture?.frame, h.thumbnail.interpolated(to: Rect(x: 0, y: 0, width: 120, height: 40), by: 0.5), within: 1e-6))
        h.frame(at: 0.35)
        #expect(h.picture == nil && !h.screen.view.isHidden)
        let dimming = h.screen.presentationController.flatMap { $0 as? ZoomPresentationController }?.dimmingView
        #expect(dimming?.alpha == 1 && dimming?.maximumOpacity == 1)
    }

    @Test func thePictureSticksToThePointerAndShrinksWithDistance() {
        let h = Harness()
        h.mouse(1, .press(.left), 60, 20)
        h.mouse(1.05, .drag(.left), 68, 24)
        h.mouse(1.1, .drag(.left), 75, 28)
        let percent = ((7.5 * 7.5 + 8.0 * 8.0).squareRoot()) / 20
        let scale = 1 - 0.6 * percent
        #expect(abs(h.delegate.dismissalInteractor.percentComplete - percent) < 1e-12)
        #expect(abs(h.interaction.scale - scale) < 1e-12)
        // The pressed point of the full picture stays under the pointer: cells are hit at their
        // centres, so the press is at (60.5, 20.5) and the pointer at (75.5, 28.5).
        let expected = Rect(x: 75.5 - 60.5 * scale, y: 28.5 - 20.5 * scale, width: 120 * scale, height: 40 * scale)
        #expect(near(h.picture?.frame, expected, within: 1e-9))
        #expect(h.jsonLines().contains { $0.contains("\"interactionUpdate\"") && $0.contains("\"scale\"") })
    }

    @Test func releasedPastTheThresholdItLandsOnTheThumbnailAsTheFadeEnds() throws {
        let h = Harness()
        h.mouse(1, .press(.left), 60, 20)
        h.mouse(1.05, .drag(.left), 68, 24)
        h.mouse(1.1, .drag(.left), 75, 28)
        h.mouse(1.3, .release(.left), 75, 28)  // a rest first: no flick, the distance decides
        // Both the flight and the fade take 0.35 s from the release.
        h.frame(at: 1.3 + 0.349)
        #expect(h.isPresented && h.picture != nil, "still flying")
        h.frame(at: 1.3 + 0.35)
        #expect(!h.isPresented && h.picture == nil, "landed, and the transition ended with it")
        let end = try #require(h.jsonLines().last { $0.contains("\"dismissalDidEnd\"") })
        #expect(end.contains("\"completed\":true") && end.contains("\"frame\":[10,5,12,6]"), "\(end)")
    }

    @Test func aShortDragReturnsToFullSize() throws {
        let h = Harness()
        h.mouse(1, .press(.left), 60, 20)
        h.mouse(1.05, .drag(.left), 61, 20)
        h.mouse(1.1, .drag(.left), 62, 20)
        h.mouse(1.4, .release(.left), 62, 20)
        h.frame(at: 1.4 + 0.35)
        #expect(h.isPresented && !h.screen.view.isHidden && h.picture == nil)
        let end = try #require(h.jsonLines().last { $0.contains("\"dismissalDidEnd\"") })
        #expect(end.contains("\"completed\":false") && !end.contains("frame"))
    }

    @Test func heldArrowKeysDragItAndTheEndOfTheRepeatsReleases() {
        let h = Harness()
        // Down held: 12 rows in repeats 50 ms apart, then nothing: 12 / 20 = 60 %.
        h.play(InputScript.repeated(.down, count: 12, start: 1, interval: 0.05))
        #expect(abs(h.delegate.dismissalInteractor.percentComplete - 0.6) < 1e-12)
        h.settle(until: 3)
        #expect(!h.isPresented)
    }

    @Test func aResizeMidFlightLandsOnTheThumbnailsNewFrame() throws {
        let h = Harness()
        h.mouse(1, .press(.left), 60, 20)
        h.mouse(1.1, .drag(.left), 75, 30)
        h.mouse(1.3, .release(.left), 75, 30)
        h.frame(at: 1.4)
        h.thumbnail = Rect(x: 4, y: 3, width: 10, height: 5)  // the grid, laid out again
        h.window.resize(columns: 100, rows: 30)
        h.frame(at: 1.5)
        #expect(!h.isPresented)
        let end = try #require(h.jsonLines().last { $0.contains("\"dismissalDidEnd\"") })
        #expect(end.contains("\"frame\":[4,3,10,5]"), "\(end)")
    }

    /// A drag cut short without a release (a key pressed mid-drag, the focus lost) puts the
    /// picture back in the flight's time. It once ran the fade back at the speed the previous
    /// release had set: after a one-column drag let go (2.5 %, its fade stretched 47 times to
    /// last the flight), a drag to 80 % cut short took 11 s to settle, the picture frozen where
    /// the pointer had left it and the loop ticking all along.
    @Test func aDragCutShortSpringsBackInTheFlightsTimeWhateverTheDragBefore() {
        let h = Harness()
        h.mouse(1, .press(.left), 60, 20)
        h.mouse(1.05, .drag(.left), 61, 20)
        h.mouse(1.4, .release(.left), 61, 20)
        h.settle(until: 2)
        #expect(h.isPresented && h.window.transitions.active == nil)
        h.mouse(3, .press(.left), 60, 20)
        h.mouse(3.05, .drag(.left), 60, 28)
        h.mouse(3.1, .drag(.left), 60, 36)  // 16 rows: 80 %
        let shrunk = h.picture?.frame
        h.at(3.2, .key(.character("x")))  // ends the drag: its release may have been lost
        h.frame(at: 3.3)
        #expect(h.picture?.frame != shrunk, "the picture heads back at once")
        h.settle(until: 3.2 + 0.35 + 1.0 / 60)
        #expect(h.isPresented && h.window.transitions.active == nil && h.picture == nil && !h.screen.view.isHidden)
        #expect(h.window.animations.isActive == false, "nothing left ticking")
    }

    @Test func escapeLikeDismissalsZoomBackWithoutAnInteractor() {
        let h = Harness()
        h.screen.dismiss(animated: true)
        #expect(h.delegate.dismissalInteractor.isDriving == false)
        h.frame(at: 0.15)
        #expect(near(h.picture?.frame, Rect(x: 0, y: 0, width: 120, height: 40).interpolated(to: h.thumbnail, by: 0.5), within: 1e-6))
        h.frame(at: 0.3)
        #expect(!h.isPresented)
    }
}
