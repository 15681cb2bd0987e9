import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import Testing

@testable import KamishibaiUI

/// The drag skeleton on its own: a recording owner on a 40×12 window's root screen, pointer
/// reports and key presses at exact virtual times.
@Suite struct DragTrackerTests {
    /// What the tracker reports, one line a call; the state is how many moves the drag has
    /// seen. The tracker holds the recorder, which holds nothing back.
    final class Recorder {
        var log: [String] = []
        var accepts = true

        func track(_ tracker: DragTracker<Int>) {
            tracker.onBegin = { [self] sample in
                log.append(
                    "began \(sample.source) \(sample.translation.x),\(sample.translation.y) from \(sample.start.map { "\($0.x),\($0.y)" } ?? "-")"
                )
                return accepts ? 0 : nil
            }
            tracker.onChange = { [self] state, sample in
                state += 1
                log.append("changed \(state) \(sample.translation.x),\(sample.translation.y)")
            }
            tracker.onEnd = { [self] state, sample in
                log.append("ended \(state) \(sample.translation.x),\(sample.translation.y) v \(sample.velocity == .zero ? "0" : "≠0")")
            }
            tracker.onCancel = { [self] state, source in log.append("cancelled \(state) \(source)") }
            tracker.onTap = { [self] point in log.append("tapped \(point.x),\(point.y)") }
        }
    }

    let clock = ManualClock()
    let window: Window
    let owner = Recorder()
    let tracker: DragTracker<Int>

    init(keyStartsOnRepeat: Bool = true, keyReleases: Bool = false) {
        window = Window(columns: 40, rows: 12, clock: clock, trace: .disabled(clock: clock))
        tracker = DragTracker(keyStartsOnRepeat: keyStartsOnRepeat)
        owner.track(tracker)
        tracker.attach(to: window.rootViewController.view)
        if keyReleases {
            var features = TerminalFeatures()
            features.keyboardFlags = 0
            window.terminalFeaturesDidChange(features)
        }
    }

    /// Runs the window to `time` (the timers due fire), then `event` comes, if any.
    func at(_ time: Double, _ event: InputEvent? = nil) {
        clock.set(to: time)
        window.advance()
        if let event { window.handle(event) }
    }

    func play(_ script: [InputScript.Timed]) {
        for (time, event) in script { at(time, event) }
    }

    /// A drag from `from` to `to` through every cell between, a move every 0.05 s from
    /// `start`; released at once, or held with `release` false.
    func drag(from: (Int, Int), to: (Int, Int), start: Double, release: Bool = true) {
        play(
            InputScript.drag(
                from: CellPoint(x: from.0, y: from.1), to: CellPoint(x: to.0, y: to.1), start: start, step: 0.05,
                rest: release ? 0 : nil))
    }

    /// A press of `key` at `time`, as its interaction would pass it on; true when taken.
    func key(_ time: Double, _ key: Key = .down) -> Bool {
        at(time)
        return tracker.keyDown(key, step: KeyDragBindings.standard.step(for: key) ?? .zero)
    }

    @Test func aPointerDragBeginsChangesAndEndsWithItsVelocity() {
        drag(from: (10, 5), to: (12, 6), start: 1, release: false)
        #expect(tracker.isDragging)
        play([InputScript.mouse(.release(.left), column: 12, row: 6, at: 1.1)])
        #expect(owner.log == ["began pointer 1.0,0.0 from 10.5,5.5", "changed 1 2.0,1.0", "ended 1 2.0,1.0 v ≠0"])
        #expect(!tracker.isDragging)
    }

    @Test func aPressWithoutMotionIsATap() {
        drag(from: (10, 5), to: (10, 5), start: 1)
        #expect(owner.log == ["tapped 10.5,5.5"])
    }

    @Test func aSinglePressIsNotADragButItsRepeatIs() {
        #expect(!key(1), "a single press goes on to the content")
        #expect(key(1.04))
        #expect(key(1.08))
        #expect(owner.log == ["began key 0.0,1.0 from -", "changed 1 0.0,2.0"])
        // Once repeats have begun, 150 ms without one is the release.
        at(1.08 + KeyRepeatTracker.repeatGap - 0.01)
        #expect(tracker.isDragging)
        at(1.08 + KeyRepeatTracker.repeatGap + 0.01)
        #expect(owner.log.last == "ended 1 0.0,2.0 v 0" && !tracker.isDragging)
    }

    @Test func withoutWaitingForARepeatTheFirstPressDrags() {
        let t = DragTrackerTests(keyStartsOnRepeat: false)
        #expect(t.key(1, .left))
        // The first press's release waits for the usual repeat delay.
        t.at(1 + KeyRepeatTracker.firstRepeatDelay - 0.01)
        #expect(t.tracker.isDragging)
        t.at(1 + KeyRepeatTracker.firstRepeatDelay + 0.01)
        #expect(t.owner.log == ["began key -2.0,0.0 from -", "ended 0 -2.0,0.0 v 0"])
    }

    @Test func thePointerAndAHeldKeyNeverDriveItTogether() {
        drag(from: (10, 5), to: (10, 6), start: 1, release: false)
        #expect(!key(1.06) && !key(1.07), "the pointer drags")
        play([InputScript.mouse(.release(.left), column: 10, row: 6, at: 1.1)])
        _ = key(2)
        #expect(key(2.04))
        drag(from: (10, 5), to: (10, 8), start: 2.05, release: false)
        #expect(owner.log == ["began pointer 0.0,1.0 from 10.5,5.5", "ended 0 0.0,1.0 v 0", "began key 0.0,1.0 from -"])
    }

    @Test func anOwnerWithNothingToDragLetsItGo() {
        owner.accepts = false
        drag(from: (10, 5), to: (10, 7), start: 1)
        _ = key(2)
        #expect(!key(2.04), "the key is the content's")
        #expect(owner.log == ["began pointer 0.0,1.0 from 10.5,5.5", "began key 0.0,1.0 from -"])
        #expect(!tracker.isDragging)
    }

    @Test func cancellingAHeldKeyEndsItAndItsReleaseNeverComes() {
        _ = key(1)
        _ = key(1.04)
        tracker.cancel()
        at(3)
        #expect(owner.log == ["began key 0.0,1.0 from -", "cancelled 0 key"])
        drag(from: (10, 5), to: (10, 6), start: 4, release: false)
        window.handle(.resize(columns: 30, rows: 10))
        #expect(owner.log.last == "cancelled 0 pointer", "a resize cancels the pointer's drag")
    }

    // MARK: Where the terminal reports releases

    /// A press, repeats, then the release: the drag ends at the release's instant, however
    /// long after the last repeat it comes; no repeat-delay guess ends it before.
    @Test func withReleasesTheReleaseEndsTheDragAtItsInstant() {
        let t = DragTrackerTests(keyReleases: true)
        #expect(!t.key(1) && t.key(1.04) && t.key(1.08))
        t.at(1.08 + KeyRepeatTracker.repeatGap + 0.01)
        t.at(2.5)
        #expect(t.tracker.isDragging && t.window.nextWake() == .idle, "no timeout is waiting")
        t.at(2.513, .keyReleased(.down))
        #expect(t.owner.log == ["began key 0.0,1.0 from -", "changed 1 0.0,2.0", "ended 1 0.0,2.0 v 0"])
        #expect(!t.tracker.isDragging)
    }

    /// The first press drags at once (the zoom's drag) and ends at its release, not after the
    /// usual repeat delay.
    @Test func withReleasesAPressWithoutRepeatsEndsAtItsRelease() {
        let t = DragTrackerTests(keyStartsOnRepeat: false, keyReleases: true)
        #expect(t.key(1, .left))
        t.at(1.2, .keyReleased(.left))
        #expect(t.owner.log == ["began key -2.0,0.0 from -", "ended 0 -2.0,0.0 v 0"])
    }

    /// A release for a key that is not held does nothing: another key's, a press that went on
    /// to the content, one after the drag ended.
    @Test func aReleaseOfAKeyNotHeldDoesNothing() {
        let t = DragTrackerTests(keyReleases: true)
        t.at(0.5, .keyReleased(.down))
        #expect(!t.key(1))
        t.at(1.02, .keyReleased(.down))
        #expect(t.owner.log.isEmpty && !t.tracker.isDragging, "a single press is the content's")
        #expect(!t.key(2) && t.key(2.04))
        t.at(2.1, .keyReleased(.up))
        t.at(2.2, .keyReleased(.escape))
        #expect(t.tracker.isDragging && t.owner.log == ["began key 0.0,1.0 from -"])
        t.at(2.3, .keyReleased(.down))
        t.at(2.4, .keyReleased(.down))
        #expect(t.owner.log == ["began key 0.0,1.0 from -", "ended 0 0.0,1.0 v 0"])
    }

    /// Releases off: the pause ends the drag as before, at the same instants.
    @Test func withoutReleasesThePauseStillEndsIt() {
        let t = DragTrackerTests(keyReleases: false)
        #expect(!t.key(1) && t.key(1.04))
        #expect(t.window.nextWake() == .at(1.04 + KeyRepeatTracker.firstRepeatDelay))
        #expect(t.key(1.08))
        #expect(t.window.nextWake() == .at(1.08 + KeyRepeatTracker.repeatGap))
        t.at(1.08 + KeyRepeatTracker.repeatGap)
        #expect(t.owner.log.last == "ended 1 0.0,2.0 v 0" && !t.tracker.isDragging)
    }
}
