import KamishibaiTesting
import KamishibaiUI
import Testing

@testable import KamishibaiDemo

/// The paging demo's `a` and `v`: the short list fits its scroll view on both axes, so it
/// moves under a drag only on an axis whose always-bounce flag is on, and springs back.
/// 80×24: the list's chips are on row 18 (the panels sit under the cards), from column 3.
@Suite struct BounceFlagTests {
    /// The row the chips are drawn on at `time`.
    func chipsRow(_ harness: DemoHarness, at time: Double) -> Int? {
        harness.frame(at: time).text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("梅 ume") }
    }

    func chipsColumn(_ harness: DemoHarness, at time: Double) -> Int? {
        let lines = harness.frame(at: time).text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = lines.first(where: { $0.contains("梅 ume") }), let range = line.range(of: "梅") else { return nil }
        return line.distance(from: line.startIndex, to: range.lowerBound)
    }

    static let row = 18

    /// A drag on the list from (8, 18), 5 cells down (to the last row) or 6 across, 0.05 s per
    /// cell, held 0.2 s.
    func drag(vertical: Bool) -> [InputScript.Timed] {
        let end = vertical ? CellPoint(x: 8, y: Self.row + 5) : CellPoint(x: 14, y: Self.row)
        return InputScript.drag(from: CellPoint(x: 8, y: Self.row), to: end, start: 1, step: 0.05, rest: 0.2)
    }

    @Test func withoutTheFlagsTheShortListStaysPut() {
        let h = DemoHarness(start: .paging)
        h.run(timed: drag(vertical: true) + drag(vertical: false).map { ($0.0 + 2, $0.1) })
        #expect(chipsRow(h, at: 1.45) == Self.row && chipsColumn(h, at: 3.45) == chipsColumn(h, at: 0.9))
        #expect(h.app.pagingView.shelf.scrollView.contentOffset == .zero)
    }

    @Test func alwaysBounceVerticalLetsItBounceDownAndBack() {
        let h = DemoHarness(start: .paging)
        h.run(timed: [(0.5, .key(.character("v")))] + drag(vertical: true))
        let held = chipsRow(h, at: 1.45) ?? Self.row
        #expect(held > Self.row && held < Self.row + 5, "pulled, against resistance: row \(held)")
        #expect(chipsRow(h, at: 3) == Self.row, "and back")
        #expect(h.screen.contains("↕ on") && h.app.pagingView.pages.alwaysBounceVertical)
    }

    @Test func alwaysBounceHorizontalLetsItBounceAcross() {
        let h = DemoHarness(start: .paging)
        h.run(timed: [(0.5, .key(.character("a")))] + drag(vertical: false))
        let rest = chipsColumn(h, at: 0.9) ?? 0
        let held = chipsColumn(h, at: 1.45) ?? 0
        #expect(held > rest && held < rest + 6, "pulled right, against resistance: \(rest) → \(held)")
        #expect(chipsColumn(h, at: 3) == rest)
    }

    @Test func bouncesOffOverridesTheAlwaysFlags() {
        let h = DemoHarness(start: .paging)
        h.run(timed: [(0.3, .key(.character("v"))), (0.5, .key(.character("b")))] + drag(vertical: true))
        #expect(chipsRow(h, at: 1.45) == Self.row)
    }
}
