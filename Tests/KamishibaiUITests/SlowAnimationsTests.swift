import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTesting
import Testing

@testable import KamishibaiUI

/// The window's one animation driver: `--slow-animations` and Reduce Motion applied in one
/// place, a flick's deceleration and bounce included.
@Suite struct AnimationDriverTests {
    @Test func elapsedTimeIsRealTimeOverTheScale() {
        let clock = ManualClock(now: 10)
        let animations = Animations(clock: clock, animationScale: 4)
        clock.advance(by: 2)
        #expect(animations.elapsedTime(since: 10) == 0.5)
        #expect(animations.elapsedTime(since: 11) == 0.25)
        #expect(Animations(clock: clock, animationScale: 0).elapsedTime(since: 12) == .infinity, "0: over at once")
    }

    @Test func madeAnimatorsTakeTheScaledDuration() {
        let clock = ManualClock()
        let animator = Animations(clock: clock, animationScale: 3).makeAnimator(duration: 0.5, curve: .linear)
        #expect(animator.duration == 1.5)
        animator.startAnimation()
        clock.advance(by: 0.75)
        #expect(animator.progress == 0.5)
        #expect(Animations(clock: clock, animationScale: 0).makeAnimator(duration: 0.5).duration == 0)
    }

    @Test func theWindowsSetupGoesToItsDriver() {
        let clock = ManualClock()
        var setup = WindowSetup(columns: 10, rows: 5, clock: clock, trace: .disabled(clock: clock), animationScale: 3)
        setup.reduceMotion = true
        let window = Window(setup)
        #expect(window.animations.clock === clock)
        #expect(window.animations.animationScale == 3)
        #expect(window.animations.isReduceMotionEnabled)
    }
}

/// A 20×5 scroll view over 80 columns whose delegate calls go to a trace, in a window whose
/// animations run `scale` times slower; frames every 1/64 s (exact in binary).
final class TracedScroll {
    static let frame = 1.0 / 64
    let clock = ManualClock()
    let window: Window
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
    private let tracer: ScrollViewTracer
    private(set) var lines: [String] = []

    init(scale: Double) {
        let clock = clock
        var record: (String) -> Void = { _ in }
        let trace = Trace(clock: clock) { record($0) }
        window = Window(columns: 40, rows: 10, clock: clock, trace: trace, animationScale: scale)
        tracer = ScrollViewTracer(trace: trace, inner: nil)
        window.rootView.addSubview(scrollView)
        scrollView.contentSize = Size(width: 80, height: 5)
        scrollView.delegate = tracer
        record = { [weak self] in self?.lines.append($0) }
    }

    func play(_ script: [InputScript.Timed]) {
        for (time, event) in script {
            clock.set(to: time)
            window.handle(event)
        }
    }

    /// A flick: columns 15 → 10 in 20 ms steps from 1 s, released on the move at 50 cells/s.
    func flick(from: Int = 15, to: Int = 10) {
        play(InputScript.drag(from: CellPoint(x: from, y: 2), to: CellPoint(x: to, y: 2), start: 1, step: 0.02))
    }

    /// Frames until nothing moves (at most a minute); `eachFrame` after each.
    func settle(eachFrame: () -> Void = {}) {
        for _ in 0..<3840 where window.animations.isActive {
            clock.advance(by: Self.frame)
            window.advance()
            eachFrame()
        }
    }

    /// The trace time of the first `event`.
    func time(of event: String) -> Double? {
        lines.compactMap(decodedTraceLine).first { $0.name == event }?.t
    }

    /// From `scrollViewWillBeginDecelerating` to `scrollViewDidEndDecelerating`, by the trace.
    var decelerationLength: Double? {
        guard let begin = time(of: "scrollViewWillBeginDecelerating"), let end = time(of: "scrollViewDidEndDecelerating")
        else { return nil }
        return end - begin
    }
}

@Suite struct SlowAnimationsTests {
    /// How long a motion of `duration` animation seconds lasts at `scale`, in whole frames.
    func frames(_ duration: Double, scale: Double) -> Double {
        (duration * scale / TracedScroll.frame).rounded(.up) * TracedScroll.frame
    }

    /// The check: `--slow-animations 3` makes a traced flick's deceleration last three
    /// times as long (at least 2.5×), and carries the content exactly as far.
    @Test func aFlicksDecelerationLastsThreeTimesAsLong() throws {
        let normal = TracedScroll(scale: 1), slow = TracedScroll(scale: 3)
        for scroll in [normal, slow] {
            scroll.flick()
            scroll.settle()
        }
        let decay = Decay(position: 5, velocity: 50)
        let atOne = try #require(normal.decelerationLength), atThree = try #require(slow.decelerationLength)
        #expect(abs(atOne - frames(decay.duration(threshold: ScrollView.restingSpeed), scale: 1)) < 2e-6)
        #expect(abs(atThree - frames(decay.duration(threshold: ScrollView.restingSpeed), scale: 3)) < 2e-6)
        #expect(atThree >= 2.5 * atOne)
        #expect(abs(atThree - 3 * atOne) <= 2 * TracedScroll.frame)
        #expect(slow.scrollView.contentOffset == normal.scrollView.contentOffset)
        #expect(abs(slow.scrollView.contentOffset.x - decay.restingPosition) < 0.01)
    }

    /// Mid-way, the slow flick at 3t is where the normal one is at t, to the micro-cell.
    @Test func theSlowFlickIsTheNormalOneStretched() {
        let normal = TracedScroll(scale: 1), slow = TracedScroll(scale: 3)
        normal.flick()
        slow.flick()
        let release = normal.clock.now
        for t in [0.05, 0.2, 0.5] {
            normal.clock.set(to: release + t)
            normal.window.advance()
            slow.clock.set(to: release + 3 * t)
            slow.window.advance()
            #expect(abs(slow.scrollView.contentOffset.x - normal.scrollView.contentOffset.x) < 1e-6)
            #expect(abs(slow.scrollView.velocity.x - normal.scrollView.velocity.x) < 1e-6, "cells per animation second")
        }
    }

    /// A flick from 55 towards the end (60) overshoots and springs back: the whole deceleration,
    /// bounce included, lasts three times as long, and overshoots exactly as far.
    @Test func aBounceLastsThreeTimesAsLong() throws {
        var furthest: [Double] = []
        var lengths: [Double] = []
        for scale in [1.0, 3.0] {
            let scroll = TracedScroll(scale: scale)
            scroll.scrollView.contentOffset = Point(x: 55, y: 0)
            var far = 0.0
            scroll.play(InputScript.drag(from: CellPoint(x: 18, y: 2), to: CellPoint(x: 12, y: 2), start: 1, step: 0.01))
            scroll.settle { far = max(far, scroll.scrollView.contentOffset.x) }
            furthest.append(far)
            lengths.append(try #require(scroll.decelerationLength))
            #expect(scroll.scrollView.contentOffset.x == 60)
        }
        #expect(furthest[0] > 60, "it overshoots")
        #expect(abs(furthest[1] - furthest[0]) < 0.05, "as far (sampled on other frames)")
        #expect(lengths[1] >= 2.5 * lengths[0])
        #expect(abs(lengths[1] - 3 * lengths[0]) <= 2 * TracedScroll.frame)
    }

    /// Pulled past the start and let go at rest: the spring back takes three times as long.
    @Test func theSpringBackFromTheRubberBandLastsThreeTimesAsLong() throws {
        var lengths: [Double] = []
        for scale in [1.0, 3.0] {
            let scroll = TracedScroll(scale: scale)
            scroll.play([
                InputScript.mouse(.press(.left), column: 5, row: 2, at: 1),
                InputScript.mouse(.drag(.left), column: 15, row: 2, at: 1.5),
                InputScript.mouse(.release(.left), column: 15, row: 2, at: 2),
            ])
            scroll.settle()
            lengths.append(try #require(scroll.decelerationLength))
            #expect(scroll.scrollView.contentOffset.x == 0)
        }
        let spring = SpringMotion(spring: .snap, from: -RubberBand.offset(10, dimension: 20), to: 0, velocity: 0)
        let settling = spring.settlingTime(tolerance: 0.01, velocityTolerance: ScrollView.restingSpeed)
        #expect(abs(lengths[0] - frames(settling, scale: 1)) < 2e-6)
        #expect(abs(lengths[1] - frames(settling, scale: 3)) < 2e-6)
    }

    /// An animated `setContentOffset` at scale 3: half way at three times half its duration.
    @Test func anAnimatedScrollIsSlowedToo() {
        let scroll = TracedScroll(scale: 3)
        scroll.scrollView.setContentOffset(Point(x: 20, y: 0), animated: true)
        scroll.clock.advance(by: 3 * ScrollView.animationDuration / 2)
        scroll.window.advance()
        #expect(abs(scroll.scrollView.contentOffset.x - 10) < 1e-9)
        scroll.clock.advance(by: 3 * ScrollView.animationDuration / 2)
        scroll.window.advance()
        #expect(scroll.scrollView.contentOffset.x == 20)
        #expect(!scroll.window.animations.isActive)
    }

    /// Once the slow flick rests, the run loop sleeps until input: no frames, no deadline.
    @Test func atRestTheWindowIsIdle() {
        let scroll = TracedScroll(scale: 3)
        scroll.flick()
        #expect(scroll.window.nextWake() == .nextFrame)
        scroll.settle()
        #expect(scroll.window.nextWake() == .idle)
    }
}

/// A sheet with medium and large detents on a 100×40 window, whose animations run `scale`
/// times slower, with or without Reduce Motion.
struct SlowSheet {
    let clock = ManualClock()
    let window: Window
    let screen = ViewController(name: "sheet")

    init(scale: Double, reduceMotion: Bool) {
        var setup = WindowSetup(columns: 100, rows: 40, clock: clock, trace: .disabled(clock: clock), animationScale: scale)
        setup.reduceMotion = reduceMotion
        window = Window(setup)
        let delegate = StyledTransitioningDelegate(style: .sheet)
        delegate.detents = [.medium, .large]
        screen.transitioningDelegate = delegate
        window.rootViewController.present(screen, animated: false)
        window.rootView.layoutIfNeeded()
    }

    var sheet: SheetPresentationController { screen.presentationController as! SheetPresentationController }
}

@Suite struct SlowSheetSettlingTests {
    /// Settling on a detent, Reduce Motion or not: at scale 3 the sheet is at 3t where it is
    /// at t at scale 1; under Reduce Motion it never passes the detent.
    @Test(arguments: [false, true])
    func settlingIsStretchedByTheScale(reduceMotion: Bool) {
        let normal = SlowSheet(scale: 1, reduceMotion: reduceMotion), slow = SlowSheet(scale: 3, reduceMotion: reduceMotion)
        for sheet in [normal, slow] { sheet.sheet.selectDetent(.large, animated: true, velocity: 40) }
        var highest = 0.0
        for frame in 1...60 {
            let t = Double(frame) / 60
            normal.clock.set(to: t)
            normal.window.advance()
            slow.clock.set(to: 3 * t)
            slow.window.advance()
            #expect(abs(slow.sheet.sheetHeight - normal.sheet.sheetHeight) < 1e-9)
            highest = max(highest, slow.sheet.sheetHeight)
        }
        #expect(reduceMotion ? highest <= 38 + 1e-9 : highest > 38)
        #expect(!slow.sheet.isSettling && slow.sheet.sheetHeight == 38)
    }
}
