import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// What the window does with the terminal's finer input, before any view asks for it: a key
/// release is no press (Ctrl-C let go does not quit, no view sees it), a pointer in pixels
/// reaches views at its exact point, and the features the terminal answered are kept.
@Suite struct KeyReleaseRoutingTests {
    @Test func aReleaseIsNoPress() {
        let window = Window(columns: 20, rows: 10, clock: ManualClock(), trace: .disabled(clock: ManualClock()))
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        window.rootView.addSubview(view)
        window.keyResponder = view
        for key in [Key.control("c"), .escape, .down, .character("q")] { window.handle(.keyReleased(key)) }
        #expect(!window.isFinished && view.log.isEmpty)
        window.handle(.key(.down))
        #expect(view.log == ["key down"])
    }

    @Test func aPointerInPixelsReachesViewsAtItsExactPoint() {
        let window = Window(columns: 20, rows: 10, clock: ManualClock(), trace: .disabled(clock: ManualClock()))
        let view = RecordingView(frame: Rect(x: 2, y: 2, width: 10, height: 5))
        window.rootView.addSubview(view)
        window.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 3.25, y: 3.75))))
        #expect(view.log == ["press(KamishibaiTerminal.MouseButton.left) 1.25,1.75"])
    }

    @Test func theTerminalsFeaturesAreKept() {
        let window = Window(columns: 20, rows: 10, clock: ManualClock(), trace: .disabled(clock: ManualClock()))
        #expect(window.terminalFeatures == TerminalFeatures())
        var features = TerminalFeatures()
        features.keyboardFlags = 0
        window.terminalFeaturesDidChange(features)
        #expect(window.terminalFeatures.usesKeyReleases)
    }
}
