import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import Testing

@testable import KamishibaiUI

/// Toasts on a manual clock: where they are at exact times, their countdown and its pause
/// under the pointer, the stack and its maximum, the action by click and by key, the drag and
/// the flick away, the keys they leave alone, and nothing left to run once they are gone.
@Suite struct ToastTests {
    /// An 80×24 window; a 24-column toast of one row is centred at column 28.
    static func window() -> TracedWindow<Window> { TracedWindow(columns: 80, rows: 24) }

    static func frame(_ harness: TracedWindow<Window>, _ id: Toast.ID) -> Rect? {
        harness.window.toasts.shown.first { $0.id == id }?.view.frame
    }

    /// The toast lines of the trace, as written.
    static func toastLines(_ harness: TracedWindow<Window>) -> [String] {
        harness.events("toast").map { String($0.drop { $0 != "," }.dropFirst()) }
    }

    static let shownLine = #""event":"toast","state":"shown"}"#
    static func hiddenLine(_ reason: String) -> String { #""event":"toast","state":"hidden","reason":""# + reason + #""}"# }

    /// Nothing of a toast's is left to run: no timer, no animation, the loop idle.
    static func isIdle(_ harness: TracedWindow<Window>) -> Bool {
        harness.window.timers.nextDeadline == nil && !harness.window.animations.isActive && harness.window.nextWake() == .idle
    }

    @Test func slidesInAtTheTopAndTimesOutSideways() {
        let harness = Self.window()
        let id = harness.window.toasts.show(Toast("Saved"))
        #expect(Self.frame(harness, id) == Rect(x: 28, y: -3, width: 24, height: 3))
        #expect(Self.toastLines(harness) == [Self.shownLine])
        harness.advance(to: 0.125)
        #expect(Self.frame(harness, id)?.minY == -3 + 4 * TimingCurve.easeOut.value(at: 0.5))
        harness.advance(to: 0.25)
        #expect(Self.frame(harness, id)?.minY == 1)
        #expect(!harness.window.animations.isActive)
        #expect(harness.window.nextWake() == .at(5))
        // The run loop wakes at 5 s exactly: the toast begins to leave then.
        harness.advance(to: 5)
        harness.advance(to: 5.1)
        // Halfway through its 0.2 s, ease-in, on its way from column 28 to 80 (5.1 − 5 is 0.1
        // to within a rounding of the clock's sum).
        #expect(abs((Self.frame(harness, id)?.minX ?? 0) - (28 + 52 * TimingCurve.easeIn.value(at: 0.5))) < 1e-9)
        #expect(Self.toastLines(harness) == [Self.shownLine])
        harness.advance(to: 5.2)
        #expect(Self.frame(harness, id) == nil)
        #expect(harness.window.toasts.isEmpty && harness.window.toasts.layer.subviews.isEmpty)
        #expect(Self.toastLines(harness) == [Self.shownLine, Self.hiddenLine("timeout")])
        #expect(Self.isIdle(harness))
    }

    @Test func atTheBottomItRestsAboveThePresentationAreasEdge() {
        let harness = Self.window()
        let id = harness.window.toasts.show(Toast("Saved", title: "Note", edge: .bottom))
        #expect(Self.frame(harness, id) == Rect(x: 28, y: 24, width: 24, height: 4))
        harness.advance(to: 0.25)
        #expect(Self.frame(harness, id)?.minY == 19)
    }

    @Test func theCountdownPausesWhileThePointerIsOverIt() {
        let harness = Self.window()
        harness.window.toasts.show(Toast("Saved"))
        // Motion without a button (any-event tracking) rests on it at 2 s: 3 s are left.
        harness.mouse(2, .move, 30, 2)
        #expect(harness.window.timers.nextDeadline == nil)
        harness.advance(to: 10)
        #expect(!harness.window.toasts.isEmpty)
        harness.mouse(10, .move, 30, 10)
        #expect(harness.window.timers.nextDeadline == 13)
        harness.advance(to: 11)
        // A press held on it pauses it too, until the release: 1 s later.
        harness.mouse(11, .press(.left), 30, 2)
        #expect(harness.window.timers.nextDeadline == nil)
        harness.mouse(12, .release(.left), 30, 2)
        #expect(harness.window.timers.nextDeadline == 14)
        // A press whose release is lost with the focus: the countdown goes on at once.
        harness.mouse(13, .press(.left), 30, 2)
        harness.at(13.5, .focus(gained: false))
        #expect(harness.window.timers.nextDeadline == 14.5)
        harness.advance(to: 14.7)
        #expect(harness.window.toasts.isEmpty)
        #expect(Self.toastLines(harness).last == Self.hiddenLine("timeout"))
        #expect(Self.isIdle(harness))
    }

    @Test func toastsStackNewestAtTheEdgeAndTheOldestLeavesBeyondTheMaximum() {
        let harness = Self.window()
        let toasts = harness.window.toasts
        let first = toasts.show(Toast("One"))
        harness.advance(to: 1)
        let second = toasts.show(Toast("Two"))
        harness.advance(to: 2)
        let third = toasts.show(Toast("Three"))
        harness.advance(to: 3)
        #expect([third, second, first].map { Self.frame(harness, $0)?.minY } == [1, 4, 7])
        let fourth = toasts.show(Toast("Four"))
        // The oldest leaves at once, sideways; the others make room for the newest.
        harness.advance(to: 3.2)
        #expect(Self.frame(harness, first) == nil)
        #expect(Self.toastLines(harness) == [Self.shownLine, Self.shownLine, Self.shownLine, Self.shownLine, Self.hiddenLine("limit")])
        harness.advance(to: 3.25)
        #expect([fourth, third, second].map { Self.frame(harness, $0)?.minY } == [1, 4, 7])
        #expect(toasts.shown.count == 3)
    }

    @Test func aClickOnItPerformsItsActionAndItLeaves() {
        let harness = Self.window()
        var undone = 0
        harness.window.toasts.show(Toast("Archived", action: ToastAction(title: "Undo", key: .character("u")) { undone += 1 }))
        harness.mouse(1, .press(.left), 35, 2)
        harness.mouse(1.1, .release(.left), 35, 2)
        #expect(undone == 1)
        #expect(harness.window.firstResponder == nil)
        harness.advance(to: 1.3)
        #expect(harness.window.toasts.isEmpty)
        #expect(Self.toastLines(harness) == [Self.shownLine, Self.hiddenLine("action")])
        #expect(Self.isIdle(harness))
    }

    @Test func itsKeyPerformsItsActionButAFocusedFieldTypesIt() {
        let harness = Self.window()
        let field = TextField(name: "search")
        harness.window.rootView.addSubview(field)
        field.frame = Rect(x: 0, y: 20, width: 20, height: 1)
        var undone = 0
        harness.window.toasts.show(Toast("Archived", action: ToastAction(title: "Undo", key: .character("u")) { undone += 1 }))
        field.becomeFirstResponder()
        harness.at(1, .key(.character("u")))
        #expect(field.text == "u" && undone == 0)
        // Keys that are not its own go by it, focused field or not.
        field.resignFirstResponder()
        harness.at(2, .key(.character("x")))
        #expect(undone == 0 && !harness.window.toasts.isEmpty)
        harness.at(3, .key(.character("u")))
        #expect(undone == 1)
        harness.advance(to: 3.2)
        #expect(Self.toastLines(harness) == [Self.shownLine, Self.hiddenLine("action")])
    }

    @Test func draggedPastTheThresholdItIsThrownAway() {
        let harness = Self.window()
        harness.window.toasts.show(Toast("Saved"))
        harness.advance(to: 1)
        // 22 columns right at 20 columns a second: past 40 % of the 52 out, and no flick.
        harness.play(InputScript.drag(from: CellPoint(x: 30, y: 2), to: CellPoint(x: 52, y: 2), start: 1, step: 0.05, rest: 0.2))
        #expect(harness.window.toasts.shown.first?.view.frame.minX == 50)
        harness.advance(to: 2.5)
        #expect(harness.window.toasts.isEmpty)
        #expect(Self.toastLines(harness) == [Self.shownLine, Self.hiddenLine("drag")])
        #expect(Self.isIdle(harness))
    }

    @Test func aShortDragSpringsBackAndTheCountdownGoesOn() {
        let harness = Self.window()
        let id = harness.window.toasts.show(Toast("Saved"))
        harness.advance(to: 1)
        harness.play(InputScript.drag(from: CellPoint(x: 30, y: 2), to: CellPoint(x: 40, y: 2), start: 1, step: 0.05, rest: 0.2))
        #expect(Self.frame(harness, id)?.minX == 38)
        // Paused from the press at 1 s, with 4 s left, until it is back in place: it runs
        // back the 10 of 52 columns in that share of 0.2 s, on the third frame after the release.
        #expect(harness.window.timers.nextDeadline == nil)
        harness.advance(to: 2)
        #expect(Self.frame(harness, id)?.minX == 28)
        #expect(abs((harness.window.timers.nextDeadline ?? 0) - (1.75 + 4)) < 1e-9)
        harness.advance(to: 6)
        #expect(Self.toastLines(harness) == [Self.shownLine, Self.hiddenLine("timeout")])
    }

    @Test func aFlickThrowsItAwayFromLessThanTheThreshold() {
        let harness = Self.window()
        harness.window.toasts.show(Toast("Saved"))
        harness.advance(to: 1)
        // 8 columns in 8/60 s: 60 columns a second, 30 rows on screen, above the 15 of a flick.
        harness.play(InputScript.drag(from: CellPoint(x: 30, y: 2), to: CellPoint(x: 38, y: 2), start: 1, step: 1.0 / 60, rest: 0))
        harness.advance(to: 1.5)
        #expect(harness.window.toasts.isEmpty)
        #expect(Self.toastLines(harness).last == Self.hiddenLine("drag"))
    }

    @Test func theAppDismissesOneAndItIsTracedAsTheApps() {
        let harness = Self.window()
        let id = harness.window.toasts.show(Toast("Saving…", duration: .infinity))
        harness.advance(to: 10)
        #expect(harness.window.timers.nextDeadline == nil && !harness.window.toasts.isEmpty)
        harness.window.toasts.dismiss(id)
        harness.advance(to: 10.2)
        #expect(Self.toastLines(harness) == [Self.shownLine, Self.hiddenLine("app")])
        #expect(Self.isIdle(harness))
    }

    @Test func aResizePutsEachToastInPlaceAtOnce() {
        let harness = Self.window()
        let id = harness.window.toasts.show(Toast("Saved", edge: .bottom))
        harness.advance(to: 1)
        harness.at(1.5, .resize(columns: 40, rows: 12))
        #expect(Self.frame(harness, id) == Rect(x: 8, y: 8, width: 24, height: 3))
    }

    /// A window dropped with a toast up, mid-drag, is freed with its toasts: nothing of theirs
    /// holds on to them (LeakSanitizer checks the rest under ASan).
    @Test func aWindowDroppedMidDragIsFreedWithItsToasts() {
        weak var weakWindow: Window?
        weak var weakToasts: Toasts?
        do {
            let clock = ManualClock()
            let window = Window(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock))
            window.toasts.show(Toast("Archived", action: ToastAction(title: "Undo") {}))
            clock.advance(by: 1)
            window.advance()
            window.handle(.mouse(MouseEvent(.press(.left), column: 30, row: 2)))
            window.handle(.mouse(MouseEvent(.drag(.left), column: 34, row: 2)))
            #expect(window.toasts.shown.first?.phase == .dragging)
            weakWindow = window
            weakToasts = window.toasts
        }
        #expect(weakWindow == nil && weakToasts == nil)
    }

    /// Under Reduce Motion a toast cuts in and out: in place on the first frame, gone on the
    /// frame its time is up.
    @Test func underReduceMotionItCutsInAndOut() {
        let clock = ManualClock()
        var setup = WindowSetup(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock))
        setup.reduceMotion = true
        let window = Window(setup)
        window.toasts.show(Toast("Saved"))
        window.advance()
        #expect(window.toasts.shown.first?.view.frame == Rect(x: 28, y: 1, width: 24, height: 3))
        clock.set(to: 5)
        window.advance()
        #expect(window.toasts.isEmpty && window.nextWake() == .idle)
    }
}
