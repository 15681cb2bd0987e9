import Dispatch
import Foundation
import KamishibaiCanvas
import KamishibaiMotion
import KamishibaiTesting
@_spi(KamishibaiInternals) import KamishibaiUI
import Testing

/// An app that counts what the loop asks of it and can be told to animate for a while.
final class ProbeApp: Application {
    let clock: TimeSource
    var isFinished = false
    var events: [InputEvent] = []
    var renders = 0
    var advances = 0
    var animateUntil = -1.0
    var deadline: Double?
    var label = "x"
    /// Called with each event as it is handled, before the probe acts on it.
    var onHandle: ((InputEvent) -> Void)?

    init(clock: TimeSource) { self.clock = clock }

    func handle(_ event: InputEvent) {
        onHandle?(event)
        events.append(event)
        if event == .key(.character("q")) { isFinished = true }
        if event == .key(.character("a")) { animateUntil = clock.now + 0.1 }
    }

    func advance() { advances += 1 }

    func render(into canvas: inout Canvas) {
        renders += 1
        canvas.write(label, x: 0, y: 0, style: Style(foreground: .white, background: .black))
    }

    func nextWake() -> Wake {
        if clock.now < animateUntil { return .nextFrame }
        if let deadline, clock.now < deadline { return .at(deadline) }
        return .idle
    }
}

@Suite struct EventLoopTests {
    /// Runs a probe app on a 10×2 headless terminal with `keys` typed at their times.
    func run(
        _ keys: [(Double, Character)], fps: Double = 60, prepare: (ProbeApp) -> Void = { _ in }
    ) -> (HeadlessTerminal, ProbeApp, EventLoop) {
        let terminal = HeadlessTerminal(columns: 10, rows: 2)
        let app = ProbeApp(clock: terminal.clock)
        prepare(app)
        for (time, key) in keys { terminal.send(.key(.character(key)), at: time) }
        let loop = EventLoop(terminal: terminal, application: app, framesPerSecond: fps)
        loop.run()
        return (terminal, app, loop)
    }

    @Test func idleLoopBlocksWithoutTimeout() {
        let (terminal, app, loop) = run([(5, "x"), (100, "q")])
        #expect(terminal.waits == [nil, nil], "one blocking wait per input, no timers")
        #expect(loop.wakeUps == 2)
        #expect(app.events == [.key(.character("x")), .key(.character("q"))])
    }

    @Test func ticksAtTheFrameRateOnlyWhileAnimating() {
        let (terminal, _, _) = run([(1, "a"), (10, "q")], fps: 50)
        let timed = terminal.waits.compactMap { $0 }
        // 0.1 s of animation at 50 fps: five frame waits of 0.02 s, then blocking again.
        #expect(timed.count == 5)
        #expect(timed.allSatisfy { abs($0 - 0.02) < 1e-9 })
        #expect(terminal.waits.last! == nil)
        #expect(terminal.lastWait == .blocked)
    }

    @Test func aDeadlineWakesTheLoopOnceAtThatTime() {
        let (terminal, _, _) = run([(3, "q")]) { $0.deadline = 0.6 }
        #expect(terminal.waits.count == 2)
        #expect(abs(terminal.waits[0]! - 0.6) < 1e-9)
        #expect(terminal.waits[1] == nil)
    }

    @Test func theLastWaitIsKeptWithoutHistory() {
        let terminal = HeadlessTerminal(columns: 10, rows: 2)
        terminal.keepsHistory = false
        #expect(terminal.lastWait == .never)
        _ = terminal.waitForEvents(timeout: 0.25)
        #expect(terminal.lastWait == .timed(0.25) && terminal.waits.isEmpty)
        terminal.send(.key(.character("q")), at: 1)
        _ = terminal.waitForEvents(timeout: nil)
        #expect(terminal.lastWait == .blocked)
    }

    @Test func burstsOfInputDuringAnAnimationCostOneFrame() {
        let burst = (0..<10).map { (1.001 + Double($0) * 0.001, Character("m")) }
        let (_, app, _) = run([(1, "a")] + burst + [(5, "q")], fps: 50)
        // Initial frame, the frame answering "a", then one per 20 ms for 100 ms — the ten
        // events inside the first 20 ms add none.
        #expect(app.renders <= 8)
    }

    @Test func onlyChangedCellsArePresented() {
        let (terminal, _, loop) = run([(1, "x"), (2, "q")])
        #expect(terminal.frames.count == 1, "the second render changed nothing, so nothing was presented")
        #expect(terminal.frames[0].changedCells == 20)
        #expect(loop.framesPresented == 1)
    }

    /// At rest the loop keeps only the last frame (decision 140): while it animates it reuses
    /// the frame before last and the changes list; once at rest it has given them back, and
    /// the next frame is still diffed with the last one, so only the changed cells go out.
    @Test func atRestOnlyTheLastFrameIsKept() {
        let terminal = HeadlessTerminal(columns: 200, rows: 60)
        let app = ProbeApp(clock: terminal.clock)
        for (time, key) in [(1.0, "a"), (1.05, "b"), (5.0, "c"), (6.0, "q")] as [(Double, Character)] {
            terminal.send(.key(.character(key)), at: time)
        }
        let loop = EventLoop(terminal: terminal, application: app)
        var scratch: [Character: Bool] = [:]
        // Weak: the app holds this closure and the loop holds the app.
        app.onHandle = { [weak loop, weak app] event in
            guard case .key(.character(let key)) = event, let loop, let app else { return }
            scratch[key] = loop.holdsFrameScratch
            if key == "c" { app.label = "y" }
        }
        loop.run()
        #expect(scratch == ["a": false, "b": true, "c": false, "q": false])
        #expect(terminal.frames.last?.text.prefix(2) == "y ")
        #expect(terminal.frames.last?.changedCells == 1)
    }

    @Test func aResizeChangesTheCanvasSize() {
        let terminal = HeadlessTerminal(columns: 10, rows: 2)
        let app = ProbeApp(clock: terminal.clock)
        terminal.send(.resize(columns: 4, rows: 1), at: 1)
        terminal.send(.key(.character("q")), at: 2)
        EventLoop(terminal: terminal, application: app).run()
        #expect(terminal.screen.columns == 4 && terminal.screen.rows == 1)
        #expect(terminal.frames.last!.changedCells == 4)
    }

    /// Values sent from another thread reach the app on the loop's thread, wake the idle loop
    /// and earn a frame at once; the loop then blocks again.
    @Test func workFromAnotherThreadRunsOnTheLoopAndIsDrawn() {
        let terminal = HeadlessTerminal(columns: 10, rows: 2)
        let app = ProbeApp(clock: terminal.clock)
        let loopThread = pthread_self()
        var handledOnLoopThread = true
        let mailbox = terminal.mainQueue.mailbox { (text: String) in
            handledOnLoopThread = handledOnLoopThread && pthread_equal(pthread_self(), loopThread) != 0
            app.label = text
        }
        let sent = DispatchSemaphore(value: 0)
        Thread {
            for text in ["one", "two", "three"] { mailbox.send(text) }
            sent.signal()
        }.start()
        sent.wait()
        terminal.send(.key(.character("q")), at: 5)
        let loop = EventLoop(terminal: terminal, application: app)
        loop.run()
        #expect(handledOnLoopThread)
        #expect(terminal.waits == [nil, nil], "idle both times: the work ended the first wait")
        #expect(terminal.frames.map { $0.text.prefix(5) } == ["x    ", "three"])
        #expect(terminal.frames.last?.time == 0)
    }
}
