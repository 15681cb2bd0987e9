import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI

/// A window on a manual clock, for a test's harness to step as the run loop would: frames 60
/// a second, input at exact virtual times. A frame here is `Window.advance()` only (timers and
/// animations): nothing is laid out or drawn unless the test does it. Harnesses differ in what
/// an event comes after, so that is a parameter (`Lead`); each subclass builds its own window
/// and screens.
class WindowHarness {
    /// What runs before an event, at its time.
    enum Lead {
        /// Every frame since the last, 1/60 s apart, the last at the event's time: what an
        /// animation running under the pointer sees.
        case everyFrame
        /// One frame at the event's time and none between: the timers due fire and the
        /// animations jump there.
        case oneFrame
    }

    let clock: ManualClock
    let window: Window
    let lead: Lead

    init(clock: ManualClock, window: Window, lead: Lead) {
        self.clock = clock
        self.window = window
        self.lead = lead
    }

    var isPresented: Bool { window.rootViewController.presentedViewController != nil }

    /// One frame at `time`.
    func frame(at time: Double) {
        clock.set(to: time)
        window.advance()
    }

    /// Frames 1/60 s apart up to `time`, the last exactly at it.
    func advance(to time: Double) {
        while clock.now + 1.0 / 60 < time { step() }
        frame(at: time)
    }

    /// Frames 1/60 s apart while the clock is before `time`: the last may pass it.
    func settle(until time: Double) {
        while clock.now < time { step() }
    }

    /// `event` at `time`, after the frames `lead` says.
    func at(_ time: Double, _ event: InputEvent) {
        switch lead {
        case .everyFrame: advance(to: time)
        case .oneFrame: frame(at: time)
        }
        window.handle(event)
    }

    func play(_ script: [InputScript.Timed]) {
        for (time, event) in script { at(time, event) }
    }

    func mouse(_ time: Double, _ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
        at(time, .mouse(MouseEvent(kind, column: column, row: row)))
    }

    /// A report at an exact point, as a terminal that reports pixels gives one.
    func mouse(_ time: Double, _ kind: MouseEvent.Kind, at point: Point) {
        at(time, .mouse(MouseEvent(kind, at: point)))
    }

    private func step() {
        clock.advance(by: 1.0 / 60)
        window.advance()
    }
}
