import Canvas
import Kamishibai
import Motion
import Testing

/// An app that counts what the loop asks of it and can be told to animate for a while.
final class ProbeApp: Application {
    let clock: Clock
    var isFinished = false
    var events: [InputEvent] = []
    var renders = 0
    var advances = 0
    var animateUntil = -1.0
    var deadline: Double?
    var label = "x"

    init(clock: Clock) { self.clock = clock }

    func handle(_ event: InputEvent) {
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

@Suite struct RunLoopTests {
    @Test func idleLoopBlocksWithoutTimeout() {
        let terminal = HeadlessTerminal(columns: 10, rows: 2)
        let app = ProbeApp(clock: terminal.clock)
        terminal.send(.character("x"), at: 5)
        terminal.send(.character("q"), at: 100)
        let loop = RunLoop(terminal: terminal, application: app)
        loop.run()
        #expect(terminal.waits == [nil, nil], "one blocking wait per input, no timers")
        #expect(loop.wakeUps == 2)
        #expect(app.events == [.key(.character("x")), .key(.character("q"))])
    }

    @Test func ticksAtTheFrameRateOnlyWhileAnimating() {
        let terminal = HeadlessTerminal(columns: 10, rows: 2)
        let app = ProbeApp(clock: terminal.clock)
        terminal.send(.character("a"), at: 1)
        terminal.send(.character("q"), at: 10)
        let loop = RunLoop(terminal: terminal, application: app, framesPerSecond: 50)
        loop.run()
        let timed = terminal.waits.compactMap { $0 }
        // 0.1 s of animation at 50 fps: five frame waits of 0.02 s, then blocking again.
        #expect(timed.count == 5)
        #expect(timed.allSatisfy { abs($0 - 0.02) < 1e-9 })
        #expect(terminal.waits.last! == nil)
    }

    @Test func aDeadlineWakesTheLoopOnceAtThatTime() {
        let terminal = HeadlessTerminal(columns: 10, rows: 2)
        let app = ProbeApp(clock: terminal.clock)
        app.deadline = 0.6
        terminal.send(.character("q"), at: 3)
        RunLoop(terminal: terminal, application: app).run()
        #expect(terminal.waits.count == 2)
        #expect(abs(terminal.waits[0]! - 0.6) < 1e-9)
        #expect(terminal.waits[1] == nil)
    }

    @Test func burstsOfInputDuringAnAnimationCostOneFrame() {
        let terminal = HeadlessTerminal(columns: 10, rows: 2)
        let app = ProbeApp(clock: terminal.clock)
        terminal.send(.character("a"), at: 1)
        for i in 0..<10 { terminal.send(.character("m"), at: 1.001 + Double(i) * 0.001) }
        terminal.send(.character("q"), at: 5)
        RunLoop(terminal: terminal, application: app, framesPerSecond: 50).run()
        // Initial frame, the frame answering "a", then one per 20 ms for 100 ms — the ten
        // events inside the first 20 ms add none.
        #expect(app.renders <= 8)
    }

    @Test func onlyChangedCellsArePresented() {
        let terminal = HeadlessTerminal(columns: 10, rows: 2)
        let app = ProbeApp(clock: terminal.clock)
        terminal.send(.character("x"), at: 1)
        terminal.send(.character("q"), at: 2)
        let loop = RunLoop(terminal: terminal, application: app)
        loop.run()
        #expect(terminal.frames.count == 1, "the second render changed nothing, so nothing was presented")
        #expect(terminal.frames[0].changedCells == 20)
        #expect(loop.framesPresented == 1)
    }

    @Test func aResizeChangesTheCanvasSize() {
        let terminal = HeadlessTerminal(columns: 10, rows: 2)
        let app = ProbeApp(clock: terminal.clock)
        terminal.send(.resize(columns: 4, rows: 1), at: 1)
        terminal.send(.character("q"), at: 2)
        RunLoop(terminal: terminal, application: app).run()
        #expect(terminal.screen.columns == 4 && terminal.screen.rows == 1)
        #expect(terminal.frames.last!.changedCells == 4)
    }
}
