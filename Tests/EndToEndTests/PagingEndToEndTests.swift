import Foundation
import KamishibaiTesting
import Testing

/// The paging demo (paging, parallax, delegate calls) driven through a real terminal at 100×30 with
/// `--start paging`: keys, drags, flicks, a dot click and a resize, checked against the trace
/// and the screen.
///
/// At 100×30 the tab bar is row 1, the paging scroll view rows 2–28, the status line with the
/// dots and "x <offset>" row 29 and the footer row 30 (1-based, as the terminal reports mouse
/// positions). Pages are 100 cells wide: content offsets 0, 100, 200 and 300.
@Suite("Paging, end to end")
struct PagingEndToEndTests {
    static let pageWidth = 100.0
    /// A row on the cards, for drags.
    static let dragRow = 10
    /// The status line and the dots, 1-based.
    static let statusRow = 29

    // MARK: Helpers

    /// Starts the app at 100×30 on the paging demo, at rest on page 1; `arguments` go after
    /// `--start paging`.
    private func startPaging(_ arguments: [String] = []) throws -> TmuxSession {
        let tmux = try TmuxSession(appArguments: ["--start", "paging"] + arguments, columns: 100, rows: 30)
        try tmux.waitForScreen("the paging demo on page 1") { screen in
            let status = statusLine(screen)
            return status.contains("page 1 of 4") && status.contains("● ○ ○ ○") && status.contains("x 0.0")
                && footer(screen).contains("q quit")
        }
        return tmux
    }

    /// A press at column `from` on the cards, a move to column `to` `step` columns at a time
    /// and (unless told not to) the release there.
    private func drag(from: Int, to: Int, step: Int = 1, release: Bool = true) -> [MouseReport] {
        MouseDrag.straight(from: (from, Self.dragRow), to: (to, Self.dragRow), step: step, release: release)
    }

    /// A drag with a velocity: each move `gap` seconds after the app scrolled for the one
    /// before, so no two moves share a read (which would make the velocity a coin flip).
    private func scrollingEachMove(_ tmux: TmuxSession, gap: Double) throws -> DragPace {
        let before = try scrolls(tmux.trace.events()).count
        return .paced(gap: gap) { moves in try scrolls(tmux.trace.events()).count >= before + moves }
    }

    /// Lets the pointer rest longer than the velocity window so the release is not a flick,
    /// then releases. (A busy machine can only make the rest longer.)
    private func restThenRelease(_ tmux: TmuxSession, at column: Int) throws {
        Thread.sleep(forTimeInterval: 0.2)
        try tmux.drag(MouseDrag.release(at: (column, Self.dragRow)))
    }

    /// Waits until the drag that was just released has fully stopped: `didEndDragging` without
    /// deceleration, or `didEndDecelerating` after it; then until the screen shows the offset
    /// `x` the scrolling ended at, which is drawn after the delegate calls of that tick, so
    /// the trace holds all of them. Returns the trace from the drag's `willBeginDragging` on.
    @discardableResult
    private func waitForDragToEnd(_ tmux: TmuxSession, at x: Double? = nil, timeout: Double = 10) throws -> [TraceLine] {
        var events: [TraceLine] = []
        try waitFor(timeout: timeout, "the drag to end", lastSeen: { "trace:\n\(events)" }) {
            events = try lastDrag(tmux.trace.events())
            guard let ended = named(.scrollViewDidEndDragging, events).first else { return false }
            return ended.event == .scrollViewDidEndDragging(willDecelerate: false)
                || index(of: .scrollViewDidEndDecelerating, in: events) != nil
        }
        let x = x ?? offsets(events).last?[0]
        if let x {
            try tmux.waitForScreen("\"x \(formatted(x))\" on the status line") { statusLine($0).hasSuffix("x \(formatted(x))") }
        }
        return try lastDrag(tmux.trace.events())
    }

    /// Waits for an animated move to end on `page` (`didEndScrollingAnimation` then the
    /// screen), returning the trace since `start` (an index into the trace).
    @discardableResult
    private func waitForAnimation(_ tmux: TmuxSession, since start: Int, toPage page: Int) throws -> [TraceLine] {
        var events: [TraceLine] = []
        try waitFor("didEndScrollingAnimation at page \(page)", lastSeen: { "trace:\n\(events)" }) {
            events = try Array(tmux.trace.events().dropFirst(start))
            return index(of: .scrollViewDidEndScrollingAnimation, in: events) != nil
                && offsets(events).last == [Double(page - 1) * Self.pageWidth, 0]
        }
        try tmux.waitForScreen("page \(page) on the status line") {
            statusLine($0).contains("page \(page) of 4") && statusLine($0).contains(dots(page: page))
        }
        return try Array(tmux.trace.events().dropFirst(start))
    }

    /// Presses `key` and waits until the page changes to `page` and the animated move there
    /// has ended; returns the trace.
    @discardableResult
    private func press(_ tmux: TmuxSession, _ key: String, toPage page: Int) throws -> [TraceLine] {
        try tmux.sendKeys(key)
        try tmux.trace.waitForEvent(.pageChanged) { $0.event == .pageChanged(page: page) }
        return try waitForAnimation(tmux, since: 0, toPage: page)
    }

    /// The scrolling in `events` ended on `page`'s offset, the page changed once, to it, and
    /// the status line shows it with its dot.
    private func expectEnded(_ tmux: TmuxSession, onPage page: Int, _ events: [TraceLine]) throws {
        #expect(offsets(events).last == [Double(page - 1) * Self.pageWidth, 0], "offsets: \(offsets(events))")
        #expect(try pages(tmux.trace.events()) == [page])
        let status = statusLine(try tmux.capture())
        #expect(status.contains("page \(page) of 4") && status.contains(dots(page: page)), "status: \(status)")
    }

    // MARK: Tests

    @Test func rightArrowAnimatesToPage2() throws {
        let tmux = try startPaging()
        let events = try press(tmux, "Right", toPage: 2)

        #expect(index(of: .scrollViewDidEndScrollingAnimation, in: events) != nil)
        #expect(pages(events) == [2], "trace:\n\(events)")
        for kind in [
            TraceEvent.Kind.scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
            .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating,
        ] {
            #expect(index(of: kind, in: events) == nil, "an animated move must not call \(kind):\n\(events)")
        }
        let xs = offsets(events)
        #expect(xs.count > 1, "animated: didScroll repeatedly, got \(xs)")
        #expect(xs.last == [100, 0], "offsets: \(xs)")
        // didScroll, …, didScroll, then didEndScrollingAnimation, then the page.
        let kinds = events.map(\.kind)
        #expect(kinds.suffix(2) == [.scrollViewDidEndScrollingAnimation, .pageChanged], "trace: \(kinds)")
        let status = statusLine(try tmux.capture())
        #expect(status.contains("page 2 of 4") && status.contains("○ ● ○ ○"), "status: \(status)")
    }

    @Test func parallaxLayersMoveInOppositeDirections() throws {
        let tmux = try startPaging()
        try tmux.sendKeys("Right")
        let forward = try waitForAnimation(tmux, since: 0, toPage: 2)
        let (back, front) = (layer("background", forward), layer("foreground", forward))
        #expect(back.count > 1 && back.count == front.count, "layers: \(forward)")
        let (firstBack, lastBack) = (try #require(back.first), try #require(back.last))
        let (firstFront, lastFront) = (try #require(front.first), try #require(front.last))
        #expect(lastBack < firstBack, "the background moves backwards: \(back)")
        #expect(lastFront > firstFront, "the foreground moves forwards: \(front)")
        #expect(zip(back, back.dropFirst()).allSatisfy { $1 <= $0 }, "background: \(back)")
        #expect(zip(front, front.dropFirst()).allSatisfy { $1 >= $0 }, "foreground: \(front)")

        // Back to page 1: the background at its right edge, the maximum it ever takes; the
        // foreground at its left edge.
        let start = try tmux.trace.events().count
        try tmux.sendKeys("Left")
        let backward = try waitForAnimation(tmux, since: start, toPage: 1)
        let allBack = layer("background", forward + backward), allFront = layer("foreground", forward + backward)
        let atPage1Back = try #require(layer("background", backward).last)
        let atPage1Front = try #require(layer("foreground", backward).last)
        #expect(
            atPage1Back > 0 && isNear(atPage1Back, allBack.max()!, tolerance: 1e-6),
            "background at page 1: \(atPage1Back), seen: \(allBack)")
        #expect(
            isNear(atPage1Front, 0, tolerance: 1e-6) && isNear(atPage1Front, allFront.min()!, tolerance: 1e-6),
            "foreground at page 1: \(atPage1Front)")
        // Leaving page 1 the background started from that same maximum.
        #expect(isNear(firstBack, atPage1Back, tolerance: 0.01), "first background offset: \(firstBack)")
    }

    @Test func shortSlowDragReturnsToThePage() throws {
        let tmux = try startPaging()
        try tmux.drag(drag(from: 60, to: 54))  // one burst: no velocity
        let events = try waitForDragToEnd(tmux, at: 0)
        #expect(offsets(events).contains([6, 0]), "the 6-cell drag scrolled: \(offsets(events))")

        let willEnd = try #require(named(.scrollViewWillEndDragging, events).first)
        #expect(willEndTarget(willEnd) == [0, 0], "willEndDragging: \(willEnd)")
        let didEnd = try #require(named(.scrollViewDidEndDragging, events).first)
        let order = [TraceEvent.Kind.scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging].map {
            index(of: $0, in: events)
        }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! }, "trace:\n\(events)")
        if didEnd.event == .scrollViewDidEndDragging(willDecelerate: true) {
            let decelerating = [TraceEvent.Kind.scrollViewDidEndDragging, .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating]
                .map {
                    index(of: $0, in: events)
                }
            #expect(decelerating.allSatisfy { $0 != nil } && decelerating == decelerating.sorted { $0! < $1! }, "trace:\n\(events)")
        }
        #expect(offsets(events).last == [0, 0], "offsets: \(offsets(events))")
        #expect(try named(.pageChanged, tmux.trace.events()).isEmpty, "trace:\n\(tmux.trace.text)")
        #expect(statusLine(try tmux.capture()).contains("page 1 of 4"))
    }

    @Test func longDragGoesToTheNextPage() throws {
        let tmux = try startPaging()
        try tmux.drag(drag(from: 90, to: 30, step: 4))
        try tmux.trace.waitForEvent(.pageChanged) { $0.event == .pageChanged(page: 2) }
        let events = try waitForDragToEnd(tmux, at: 100)

        let willEnd = try #require(named(.scrollViewWillEndDragging, events).first)
        #expect(willEndTarget(willEnd) == [100, 0], "willEndDragging: \(willEnd)")
        try expectEnded(tmux, onPage: 2, events)
    }

    @Test func dragPastTheFirstPageRubberBands() throws {
        let tmux = try startPaging()
        // Each move waits for its didScroll, so that each offset can be matched with the
        // distance dragged so far.
        try tmux.drag(drag(from: 20, to: 50, release: false), pace: scrollingEachMove(tmux, gap: 0.05))
        let distances = Array(1...30)
        let during = try offsets(lastDrag(tmux.trace.events()))
        #expect(during.count == distances.count, "one didScroll per move: \(during)")
        for (offset, distance) in zip(during, distances) {
            #expect(
                offset[0] < 0 && -offset[0] < Double(distance),
                "dragged \(distance) cells, the offset is \(offset[0]): \(during)")
        }
        #expect(zip(during, during.dropFirst()).allSatisfy { $1[0] < $0[0] }, "the pull keeps growing: \(during)")
        try restThenRelease(tmux, at: 50)
        let events = try waitForDragToEnd(tmux, at: 0)

        let willEnd = try #require(named(.scrollViewWillEndDragging, events).first)
        #expect(willEndTarget(willEnd) == [0, 0], "willEndDragging: \(willEnd)")
        #expect(
            named(.scrollViewDidEndDragging, events).first?.event == .scrollViewDidEndDragging(willDecelerate: true), "trace:\n\(events)")
        #expect(index(of: .scrollViewDidEndDecelerating, in: events) != nil, "trace:\n\(events)")
        #expect(offsets(events).last == [0, 0], "offsets: \(offsets(events))")
        #expect(try named(.pageChanged, tmux.trace.events()).isEmpty)
    }

    @Test func noBounceWhenBouncesIsOff() throws {
        let tmux = try startPaging()
        try tmux.sendKeys("b")
        try tmux.waitForScreen("\"bounces off\" on the status line") { statusLine($0).contains("bounces off") }
        try tmux.drag(drag(from: 20, to: 50, step: 2))
        let events = try waitForDragToEnd(tmux, at: 0)

        let all = try offsets(tmux.trace.events())
        #expect(all.allSatisfy { $0[0] >= 0 }, "bounces off: no negative offset, got \(all)")
        #expect(index(of: .scrollViewWillEndDragging, in: events) != nil)
        #expect(try named(.pageChanged, tmux.trace.events()).isEmpty)
        let status = statusLine(try tmux.capture())
        #expect(status.contains("bounces off") && status.contains("page 1 of 4"), "status: \(status)")
    }

    @Test func endThenAFlickPastTheLastPage() throws {
        let tmux = try startPaging()
        let animated = try press(tmux, "End", toPage: 4)
        #expect(index(of: .scrollViewWillBeginDragging, in: animated) == nil)
        #expect(pages(animated) == [4], "End goes straight to page 4: \(animated)")

        // A quick flick to the left, past the end.
        try tmux.drag(drag(from: 80, to: 60, step: 4), pace: scrollingEachMove(tmux, gap: 0.02))
        let events = try waitForDragToEnd(tmux, at: 300)

        let willEnd = try #require(index(of: .scrollViewWillEndDragging, in: events))
        let during = offsets(Array(events[..<willEnd]))
        #expect(
            !during.isEmpty && during.allSatisfy { $0[0] > 300 && $0[0] < 320 },
            "past the end the 20-cell drag is damped: \(during)")
        #expect(willEndTarget(events[willEnd]) == [300, 0], "willEndDragging: \(events[willEnd])")
        #expect(index(of: .scrollViewDidEndDecelerating, in: events) != nil, "trace:\n\(events)")
        try expectEnded(tmux, onPage: 4, events)
    }

    @Test func pagingOffScrollsFreely() throws {
        let tmux = try startPaging()
        try tmux.sendKeys("g")
        try tmux.waitForScreen("\"paging off\" on the status line") { statusLine($0).contains("paging off") }
        try tmux.drag(drag(from: 80, to: 60, step: 4), pace: scrollingEachMove(tmux, gap: 0.02))
        let events = try waitForDragToEnd(tmux)

        let willEnd = try #require(named(.scrollViewWillEndDragging, events).first)
        let velocity = try #require(willEndVelocity(willEnd))
        let target = try #require(willEndTarget(willEnd))
        #expect(velocity[0] > 3, "a flick: \(willEnd)")
        #expect(
            named(.scrollViewDidEndDragging, events).first?.event == .scrollViewDidEndDragging(willDecelerate: true), "trace:\n\(events)")
        let decelerating = [TraceEvent.Kind.scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating].map {
            index(of: $0, in: events)
        }
        #expect(decelerating.allSatisfy { $0 != nil } && decelerating == decelerating.sorted { $0! < $1! }, "trace:\n\(events)")
        let last = try #require(offsets(events).last)
        #expect(last[0] > 20, "it glides on past the 20 cells dragged: \(last)")
        #expect(last[0].truncatingRemainder(dividingBy: Self.pageWidth) != 0, "free scrolling stops between pages: \(last)")
        #expect(isNear(last[0], target[0], tolerance: 0.01), "it stops at the target it announced: \(target), \(last)")
        #expect(statusLine(try tmux.capture()).contains("paging off"))
    }

    /// `--slow-animations 3`: a flick's deceleration, from `scrollViewWillBeginDecelerating`
    /// to `scrollViewDidEndDecelerating`, lasts three times as long as UIKit's decay from the
    /// release velocity takes at 1 (at least 2.5×; it ends on the first frame past it).
    @Test func slowAnimationsStretchAFlicksDeceleration() throws {
        let tmux = try startPaging(["--slow-animations", "3"])
        try tmux.sendKeys("g")
        try tmux.waitForScreen("\"paging off\" on the status line") { statusLine($0).contains("paging off") }
        try tmux.drag(drag(from: 80, to: 60, step: 4), pace: scrollingEachMove(tmux, gap: 0.02))
        // About 3 s of deceleration at 1, so 9 s here.
        let events = try waitForDragToEnd(tmux, timeout: 20)

        let willEnd = try #require(named(.scrollViewWillEndDragging, events).first)
        let velocity = try #require(willEndVelocity(willEnd))
        let begin = try #require(named(.scrollViewWillBeginDecelerating, events).first)
        let end = try #require(named(.scrollViewDidEndDecelerating, events).first)
        // UIKit's normal rate, 0.998 a millisecond, down to the resting speed (0.5 cells/s).
        let atOne = log(0.5 / abs(velocity[0])) / (1000 * log(0.998))
        let length = end.t - begin.t
        #expect(atOne > 0.5, "a flick: \(velocity)")
        #expect(length >= 2.5 * atOne, "\(length) s against \(atOne) s at 1; trace:\n\(events)")
        #expect(length < 3 * atOne + 0.5, "\(length) s against \(atOne) s at 1")
    }

    @Test func clickOnTheThirdDotGoesToPage3() throws {
        let tmux = try startPaging()
        let status = statusLine(try tmux.capture())
        // "● ○ ○ ○" is centred: it starts at column (100 − 7) / 2 + 1 = 47, 1-based.
        let dotsColumn = try #require(status.range(of: "● ○ ○ ○")).lowerBound
        #expect(status.distance(from: status.startIndex, to: dotsColumn) + 1 == 47, "status: \(status)")

        try tmux.sendMouse(button: 0, column: 51, row: Self.statusRow)
        try tmux.sendMouse(button: 0, column: 51, row: Self.statusRow, release: true)
        try tmux.trace.waitForEvent(.pageChanged) { $0.event == .pageChanged(page: 3) }
        let events = try waitForAnimation(tmux, since: 0, toPage: 3)
        #expect(index(of: .scrollViewWillBeginDragging, in: events) == nil, "a click is not a drag: \(events)")
        try expectEnded(tmux, onPage: 3, events)
    }

    @Test func resizeKeepsThePage() throws {
        let tmux = try startPaging()
        try press(tmux, "Right", toPage: 2)

        try tmux.resize(columns: 80, rows: 24)
        try tmux.trace.waitForEvent(.resize) { $0.event == .resize(size: [80, 24]) }
        // At 80×24 the status line is row 23 (1-based), the one above the footer.
        let screen = try tmux.waitForScreen("page 2 at 80 columns") { screen in
            let status = statusLine(screen, row: 23)
            return status.contains("page 2 of 4") && status.contains("○ ● ○ ○") && status.hasSuffix("x 80.0")
        }
        let events = try tmux.trace.events()
        let resized = try #require(events.firstIndex { $0.event == .resize(size: [80, 24]) })
        let after = offsets(Array(events[resized...]))
        #expect(after.last == [80, 0], "offsets after the resize: \(after)")
        #expect(pages(events) == [2], "trace:\n\(events)")
        #expect(!screen.contains("EXIT="), "the app ended:\n\(screen)")
    }
}

// MARK: - Reading traces and screens

private func scrolls(_ events: [TraceLine]) -> [TraceLine] {
    named(.scrollViewDidScroll, events)
}

/// The `offset` of every `didScroll`, in order.
private func offsets(_ events: [TraceLine]) -> [[Double]] {
    events.compactMap {
        guard case .scrollViewDidScroll(let offset, _) = $0.event else { return nil }
        return offset
    }
}

/// The x offset of the parallax layer `name` at every `didScroll`, in order.
private func layer(_ name: String, _ events: [TraceLine]) -> [Double] {
    events.compactMap {
        guard case .scrollViewDidScroll(_, let layers) = $0.event else { return nil }
        return layers[name]
    }
}

/// Every page `pageChanged` reported, in order.
private func pages(_ events: [TraceLine]) -> [Int] {
    events.compactMap {
        guard case .pageChanged(let page) = $0.event else { return nil }
        return page
    }
}

/// The target a `willEndDragging` announced.
private func willEndTarget(_ line: TraceLine) -> [Double]? {
    guard case .scrollViewWillEndDragging(_, let target) = line.event else { return nil }
    return target
}

/// The velocity a `willEndDragging` reported.
private func willEndVelocity(_ line: TraceLine) -> [Double]? {
    guard case .scrollViewWillEndDragging(let velocity, _) = line.event else { return nil }
    return velocity
}

/// The trace from the last `willBeginDragging` on (empty without one).
private func lastDrag(_ events: [TraceLine]) -> [TraceLine] {
    guard let start = events.lastIndex(where: { $0.kind == .scrollViewWillBeginDragging }) else { return [] }
    return Array(events[start...])
}

/// The status line's "x" value as the demo prints it: one decimal.
private func formatted(_ value: Double) -> String {
    String(format: "%.1f", (value * 10).rounded() / 10)
}

/// "● ○ ○ ○" with the dot of `page` (1-based) filled.
private func dots(page: Int) -> String {
    (1...4).map { $0 == page ? "●" : "○" }.joined(separator: " ")
}

/// The status line (1-based `row`; row 29 at 30 rows), trailing blanks trimmed.
private func statusLine(_ screen: String, row: Int = PagingEndToEndTests.statusRow) -> String {
    let lines = rows(screen)
    guard lines.count >= row else { return "" }
    return String(lines[row - 1]).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
}
