import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

final class RecordingView: View {
    var log: [String] = []
    var takesKeys = true

    override func keyDown(_ key: Key) -> Bool {
        log.append("key \(key)")
        return takesKeys
    }

    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        log.append("\(event.kind) \(point.x),\(point.y)")
        return true
    }
}

@Suite struct WindowRoutingTests {
    func makeWindow() -> (Window, RecordingView, RecordingView) {
        let window = Window(columns: 20, rows: 10, clock: ManualClock(), trace: .disabled(clock: ManualClock()))
        let outer = RecordingView(frame: Rect(x: 2, y: 2, width: 10, height: 5))
        let inner = RecordingView(frame: Rect(x: 1, y: 1, width: 3, height: 2))
        window.rootView.addSubview(outer)
        outer.addSubview(inner)
        return (window, outer, inner)
    }

    @Test func pressesGoToTheDeepestViewInItsCoordinates() {
        let (window, outer, inner) = makeWindow()
        window.handle(.mouse(MouseEvent(.press(.left), column: 3, row: 3)))
        #expect(inner.log == ["press(KamishibaiTerminal.MouseButton.left) 0.5,0.5"])
        window.handle(.mouse(MouseEvent(.press(.left), column: 8, row: 3)))
        #expect(outer.log == ["press(KamishibaiTerminal.MouseButton.left) 6.5,1.5"])
    }

    @Test func dragsAndReleaseFollowThePressedViewEvenOutsideIt() {
        let (window, outer, inner) = makeWindow()
        window.handle(.mouse(MouseEvent(.press(.left), column: 3, row: 3)))
        window.handle(.mouse(MouseEvent(.drag(.left), column: 15, row: 9)))
        window.handle(.mouse(MouseEvent(.release(.left), column: 15, row: 9)))
        window.handle(.mouse(MouseEvent(.drag(.left), column: 3, row: 3)))
        #expect(inner.log.count == 3, "the stray drag after release goes nowhere")
        #expect(outer.log.isEmpty)
    }

    @Test func keysBubbleFromTheResponderUpwards() {
        let (window, outer, inner) = makeWindow()
        inner.takesKeys = false
        window.keyResponder = inner
        window.handle(.key(.down))
        #expect(inner.log == ["key down"])
        #expect(outer.log == ["key down"])
    }

    @Test func ctrlCAndSignalsFinishTheWindow() {
        let (window, _, _) = makeWindow()
        window.handle(.key(.control("c")))
        #expect(window.isFinished && window.terminationSignal == nil)
        let (other, _, _) = makeWindow()
        other.handle(.terminate(signal: 15))
        #expect(other.isFinished && other.terminationSignal == 15)
    }

    @Test func resizeIsTracedAndRelaysOutTheRoot() {
        let clock = ManualClock()
        var lines: [String] = []
        let window = Window(columns: 20, rows: 10, clock: clock, trace: Trace(clock: clock) { lines.append($0) })
        window.handle(.resize(columns: 7, rows: 3))
        #expect(window.rootView.frame == Rect(x: 0, y: 0, width: 7, height: 3))
        #expect(lines == [#"{"t":0,"event":"resize","size":[7,3]}"#])
    }
}
