import Foundation
import KamishibaiDemo
import KamishibaiTesting
import KamishibaiUI
import SnapshotTesting
import Testing

/// The paging demo at 80×24: pages are 80 cells wide (offsets 0, 80, 160, 240), the cards
/// span rows 1…21 and the dots sit on row 22.
@Suite struct PagingDemoTests {
    struct Scroll {
        var x: Double
        var background: Double
        var foreground: Double
    }

    func events(_ harness: DemoHarness) -> [String] {
        harness.traceEvents.map(\.name).filter { $0 != "scrollViewDidScroll" }
    }

    func scrolls(_ harness: DemoHarness) -> [Scroll] {
        harness.traceEvents.compactMap { line in
            guard case .scrollViewDidScroll(let offset, let layers) = line.event else { return nil }
            return Scroll(x: offset[0], background: layers["background"]!, foreground: layers["foreground"]!)
        }
    }

    func pages(_ harness: DemoHarness) -> [Int] {
        harness.traceEvents.compactMap { if case .pageChanged(let page) = $0.event { page } else { nil } }
    }

    func drag(from: Int, to: Int, start: Double, step: Double, rest: Double = 0) -> [InputScript.Timed] {
        InputScript.drag(from: CellPoint(x: from, y: 8), to: CellPoint(x: to, y: 8), start: start, step: step, rest: rest)
    }

    @Test func arrowKeyScrollsAnimatedWithoutDragCalls() {
        let harness = DemoHarness(start: .paging)
        harness.run([.key(.right)])
        #expect(events(harness) == ["scrollViewDidEndScrollingAnimation", "pageChanged"])
        #expect(pages(harness) == [2])
        #expect(scrolls(harness).last!.x == 80)
        #expect(harness.screen.contains("page 2 of 4"))
        #expect(harness.screen.contains("○ ● ○ ○"))
    }

    /// The parallax formulas at rest on page 2 of 4: progress 1/3; the background (2 screens wide, range 80)
    /// sits at (1 − 1/3) × 80, the foreground (480 wide, range 400) at 1/3 × 400.
    @Test func parallaxLayersFollowTheFormulas() {
        let harness = DemoHarness(start: .paging)
        harness.run([.key(.right)])
        let all = scrolls(harness)
        let last = all.last!
        #expect(abs(last.background - 160.0 / 3) < 1e-5)
        #expect(abs(last.foreground - 400.0 / 3) < 1e-5)
        #expect(all.first!.background > last.background, "the background moves backwards")
        #expect(all.first!.foreground < last.foreground, "the foreground moves forwards")
    }

    @Test func pagesAreReportedOncePerChange() {
        let harness = DemoHarness(start: .paging)
        harness.run([.key(.right), .key(.character("l")), .key(.left), .key(.home), .key(.home)], step: 1)
        #expect(pages(harness) == [2, 3, 2, 1])
        let end = DemoHarness(start: .paging)
        end.run([.key(.end)])
        #expect(pages(end) == [4])
    }

    @Test func aSlowShortDragReturnsAndALongOneTurnsThePage() {
        let back = DemoHarness(start: .paging)
        back.run(timed: drag(from: 50, to: 44, start: 1, step: 0.1, rest: 0.3))
        #expect(scrolls(back).last!.x == 0)
        #expect(pages(back).isEmpty)
        let on = DemoHarness(start: .paging)
        on.run(timed: drag(from: 70, to: 20, start: 1, step: 0.02, rest: 0.3))
        #expect(scrolls(on).last!.x == 80)
        #expect(pages(on) == [2])
    }

    @Test func dragPastTheFirstPageRubberBandsAndSettles() {
        let harness = DemoHarness(start: .paging)
        harness.run(timed: drag(from: 10, to: 40, start: 1, step: 0.05, rest: 0.2))
        let offsets = scrolls(harness).map(\.x)
        #expect(offsets.min()! < 0)
        #expect(offsets.min()! > -30, "resisted: less than the 30 cells dragged")
        #expect(offsets.last! == 0)
        #expect(events(harness).last == "scrollViewDidEndDecelerating")
    }

    @Test func bouncesOffNeverGoesPastTheEdge() {
        let harness = DemoHarness(start: .paging)
        harness.run(timed: [(0.5, .key(.character("b")))] + drag(from: 10, to: 40, start: 1, step: 0.05, rest: 0.2))
        #expect(scrolls(harness).allSatisfy { $0.x >= 0 })
        #expect(harness.screen.contains("bounces off"))
    }

    @Test func pagingOffScrollsFreely() {
        let harness = DemoHarness(start: .paging)
        harness.run(timed: [(0.5, .key(.character("g")))] + drag(from: 60, to: 50, start: 1, step: 0.02))
        let last = scrolls(harness).last!.x
        #expect(last > 10 && last.truncatingRemainder(dividingBy: 80) != 0, "came to rest between pages: \(last)")
        #expect(harness.screen.contains("paging off"))
    }

    @Test func aClickOnADotGoesToItsPage() {
        let harness = DemoHarness(start: .paging)
        // "● ○ ○ ○" is centred on row 22: columns 36, 38, 40, 42.
        harness.run(DemoHarness.click(40, 22))
        #expect(pages(harness) == [3])
    }

    @Test func aResizeKeepsThePage() {
        let harness = DemoHarness(start: .paging)
        harness.run([.key(.right), .resize(columns: 100, rows: 30)], step: 1)
        #expect(scrolls(harness).last!.x == 100)
        #expect(harness.screen.contains("page 2 of 4"))
    }

    @Test func midScrollSnapshot() {
        let harness = DemoHarness(start: .paging)
        harness.run([.key(.right)])
        let frame = harness.frame(at: 0.5 + 0.15)
        #expect(frame.text.contains("x 40.0"), "half way at half time")
        assertSnapshot(of: frame.text, as: .lines)
    }
}
