import KamishibaiGeometry
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// The pointer's and the keyboard's state machines: a pan's states, the velocity's 30 ms
/// rule and 100 ms window, and a held key's release times.
@Suite struct PointerTrackingTests {
    final class States { var all: [GestureRecognizer.State] = [] }

    @Test func aPanBeginsOnMotionChangesAndEnds() {
        let states = States()
        let pan = PanGestureRecognizer { states.all.append($0.state) }
        #expect(pan.handle(MouseEvent(.press(.left), column: 10, row: 5), at: Point(x: 10, y: 5), time: 0))
        #expect(states.all.isEmpty && pan.state == .possible)
        _ = pan.handle(MouseEvent(.drag(.left), column: 12, row: 5), at: Point(x: 12, y: 5), time: 0.05)
        _ = pan.handle(MouseEvent(.drag(.left), column: 16, row: 6), at: Point(x: 16, y: 6), time: 0.1)
        #expect(pan.translation == Point(x: 6, y: 1) && pan.location == Point(x: 16, y: 6))
        _ = pan.handle(MouseEvent(.release(.left), column: 16, row: 6), at: Point(x: 16, y: 6), time: 0.12)
        #expect(states.all == [.began, .changed, .ended])
        #expect(abs(pan.velocity.x - 4 / 0.07) < 1e-9, "from the sample 100 ms or less before: \(pan.velocity.x)")
    }

    @Test func aReleaseWithoutMotionFailsAndACancelOnlyCancelsARunningPan() {
        let states = States()
        let pan = PanGestureRecognizer { states.all.append($0.state) }
        _ = pan.handle(MouseEvent(.press(.left), column: 1, row: 1), at: Point(x: 1, y: 1), time: 0)
        pan.cancel()
        #expect(states.all.isEmpty, "nothing to cancel before it began")
        _ = pan.handle(MouseEvent(.release(.left), column: 1, row: 1), at: Point(x: 1, y: 1), time: 0.1)
        #expect(states.all == [.failed])
        _ = pan.handle(MouseEvent(.press(.left), column: 1, row: 1), at: Point(x: 1, y: 1), time: 1)
        _ = pan.handle(MouseEvent(.drag(.left), column: 2, row: 1), at: Point(x: 2, y: 1), time: 1.1)
        pan.cancel()
        #expect(states.all == [.failed, .began, .cancelled])
    }

    @Test func aMinimumDistanceHoldsThePanUntilThePointerHasGoneThatFar() {
        let states = States()
        let pan = PanGestureRecognizer { states.all.append($0.state) }
        pan.minimumDistance = 0.5
        _ = pan.handle(MouseEvent(.press(.left), column: 10, row: 5), at: Point(x: 10, y: 5), time: 0)
        _ = pan.handle(MouseEvent(.drag(.left), column: 10, row: 5), at: Point(x: 10.125, y: 5.0625), time: 0.02)
        _ = pan.handle(MouseEvent(.drag(.left), column: 10, row: 5), at: Point(x: 10.5, y: 5.25), time: 0.04)
        #expect(states.all.isEmpty && pan.state == .possible, "a pixel's wobble, then 0.35 of a row on screen")
        _ = pan.handle(MouseEvent(.drag(.left), column: 10, row: 5), at: Point(x: 10.5, y: 5.5), time: 0.06)
        #expect(states.all == [.began] && pan.translation == Point(x: 0.5, y: 0.5), "0.56 of a row: it begins from the press")
        _ = pan.handle(MouseEvent(.press(.left), column: 1, row: 1), at: Point(x: 1, y: 1), time: 1)
        _ = pan.handle(MouseEvent(.drag(.left), column: 1, row: 1), at: Point(x: 1.75, y: 1), time: 1.02)
        _ = pan.handle(MouseEvent(.release(.left), column: 1, row: 1), at: Point(x: 1.75, y: 1), time: 1.04)
        #expect(states.all == [.began, .failed], "released within the distance: a tap")
        _ = pan.handle(MouseEvent(.press(.left), column: 1, row: 1), at: Point(x: 1, y: 1), time: 2)
        _ = pan.handle(MouseEvent(.drag(.left), column: 2, row: 1), at: Point(x: 2, y: 1), time: 2.02)
        #expect(states.all == [.began, .failed, .began], "a whole column is half a row: it begins")
    }

    @Test func aPanCanDeclineAPress() {
        let pan = PanGestureRecognizer()
        pan.shouldReceivePress = { $0.x < 2 }
        #expect(!pan.handle(MouseEvent(.press(.left), column: 5, row: 0), at: Point(x: 5, y: 0), time: 0))
        #expect(pan.handle(MouseEvent(.press(.left), column: 1, row: 0), at: Point(x: 1, y: 0), time: 0))
        #expect(!pan.handle(MouseEvent(.press(.right), column: 1, row: 0), at: Point(x: 1, y: 0), time: 0), "the left button only")
    }

    @Test func velocityNeedsThirtyMillisecondsOfSamples() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: 1)
        tracker.add(Point(x: 5, y: 0), at: 1.02)
        #expect(tracker.velocity(at: 1.02) == .zero, "two reports 20 ms apart: a burst, no velocity")
        tracker.add(Point(x: 6, y: 0), at: 1.03)
        #expect(abs(tracker.velocity(at: 1.03).x - 200) < 1e-9, "6 cells in 30 ms")
    }

    @Test func velocityLooksBackOneHundredMillisecondsAndFallsToZeroAtRest() {
        var tracker = VelocityTracker()
        for (i, x) in [0.0, 10, 20, 21, 22].enumerated() { tracker.add(Point(x: x, y: 0), at: 0.05 * Double(i)) }
        // Samples at 0.10, 0.15, 0.20 are within 100 ms of the last: 2 cells in 0.1 s.
        #expect(abs(tracker.velocity(at: 0.2).x - 20) < 1e-9)
        #expect(tracker.velocity(at: 0.31) == .zero, "rested longer than the window")
        tracker.reset()
        #expect(tracker.velocity(at: 0.2) == .zero)
    }

    @Test func aHeldKeyIsReleasedWhenItsRepeatsStop() {
        var key = KeyRepeatTracker()
        #expect(!key.isHeld)
        #expect(key.press(at: 1) == 1.6, "the first repeat may take 600 ms")
        #expect(key.press(at: 1.5) == 1.65, "then 150 ms between repeats")
        #expect(key.press(at: 1.6) == 1.75 && key.isHeld)
        key.release()
        #expect(!key.isHeld && key.press(at: 3) == 3.6, "a new hold starts over")
    }
}
